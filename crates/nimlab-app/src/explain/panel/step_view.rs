//! The open step: its words, the position it shows, its figure, and its answer or, while
//! lecture mode hides the answer, the button that reveals it.

use crate::explain::figure::figure;
use crate::explain::text::{board_shows, step_text, ui as explain_ui, Ui};
use crate::explain::Step;
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`StepView`].
#[derive(Properties)]
pub struct Props {
    /// The explanation's steps.
    pub steps: Rc<Vec<Step>>,
    /// The open step, from 1 (within the steps).
    pub step: u32,
    /// Whether lecture mode hides the step's answer.
    pub hidden: bool,
    /// Reveals the answer.
    pub on_reveal: Callback<MouseEvent>,
}

/// The same steps are the same `Rc`: comparing pointers spares a deep comparison.
impl PartialEq for Props {
    fn eq(&self, other: &Props) -> bool {
        Rc::ptr_eq(&self.steps, &other.steps)
            && self.step == other.step
            && self.hidden == other.hidden
            && self.on_reveal == other.on_reveal
    }
}

/// The open step.
#[component]
pub fn StepView(props: &Props) -> Html {
    let lang = use_lang();
    let Some(step) = props.steps.get(props.step as usize - 1) else {
        return html! {};
    };
    let (number, hidden) = (props.step, props.hidden);
    html! {
        // The words are read out when the step changes, and the answer when it is revealed;
        // the figure is not (a table read cell by cell is a jumble of digits), and it stays on
        // the page to be read in its place.
        <div class="explain-step">
            // Keyed by the step: a step whose words are the last one's is read out too.
            <div class="explain-words" aria-live="polite">
                <div key={number}>
                    { explain_text(&step_text(lang, &step.msg)) }
                    if let Some(shown) = &step.shows {
                        <p class="explain-board" data-testid="explain-board">{ unbroken(&board_shows(lang, &shown.rows, shown.ending)) }</p>
                    }
                </div>
            </div>
            if let Some(f) = &step.figure {
                { figure(lang, f, hidden) }
            }
            <div class="explain-reply" aria-live="polite">
                if let (Some(answer), false) = (&step.answer, hidden) {
                    <p key={number} class="explain-answer" data-testid="explain-answer">
                        <span class="answer-label">{ explain_ui(lang, Ui::Answer) }{ lang.colon() }</span>
                        { unbroken(&step_text(lang, answer)) }
                    </p>
                }
            </div>
            if let (Some(_), true) = (&step.answer, hidden) {
                <button class="reveal" data-testid="explain-reveal" onclick={props.on_reveal.clone()}>{ explain_ui(lang, Ui::Reveal) }</button>
            }
        </div>
    }
}

/// A step's words, with the positions in them kept on one line.
fn explain_text(text: &str) -> Html {
    html! {
        <p class="explain-text" data-testid="explain-text">{ unbroken(text) }</p>
    }
}

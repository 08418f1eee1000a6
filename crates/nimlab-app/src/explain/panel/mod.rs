//! The step-through explanation beside the board, and lecture mode.
//!
//! Without an open explanation the panel lists the explanations to open. With one it shows
//! the step's text, figure and answer, and the controls: back and next (also the keys →, ←,
//! Space, Page Down, Page Up of a presenter's clicker, Home and End), a step counter, a jump
//! to any step, a copy of the step's permanent link, lecture mode and close.
//!
//! In lecture mode a step's answer (and what would give it away on the board and in the
//! binary panel, named by the step's [`Hide`](crate::explain::Hide)) stays hidden until it is
//! revealed, so the audience can guess first; the keys reveal before they advance, as a
//! presentation's click does.

mod examples;
mod focus;
mod foot;
mod head;
mod keys;
mod lecture;
mod navigation;
mod reading;
mod reveal;
mod step_nav;
mod step_view;

pub use focus::{focus_first, FIRST_FOCUS};
pub use head::PanelHead;
pub use keys::{key_action, step_keys, KeyAction, KeyEffect};
pub use lecture::exit_fullscreen;
pub use reading::use_reading_mark;
pub use step_nav::StepNav;

use crate::explain::text::{ui as explain_ui, Ui};
use crate::explain::{Step, StepMsg};
use crate::play::explain_menu::ExplainMenu;
use crate::route::Explanation;
use crate::ui::context::use_lang;
use focus::{use_focus_when_opened, use_last_topic};
use foot::PanelFoot;
use keys::use_keys;
use lecture::use_lecture_reveal;
use reveal::{answer_hidden, hide_words, use_body_marks, use_revealed};
use std::rc::Rc;
use step_view::StepView;
use yew::prelude::*;

/// Properties of [`ExplainPanel`].
#[derive(Properties)]
pub struct Props {
    /// The explanation's steps for the position on screen.
    pub steps: Rc<Vec<Step>>,
    /// The open explanation and its step (1-based, already clamped to the steps); `None`
    /// shows the list of explanations to open.
    pub explanation: Option<Explanation>,
    /// Moves to another step, switches topic or lecture mode, or closes (`None`).
    pub on_change: Callback<Option<Explanation>>,
}

/// The steps are memoized by the page: the same steps are the same `Rc`, and comparing
/// pointers spares a deep comparison of every step on each render.
impl PartialEq for Props {
    fn eq(&self, other: &Props) -> bool {
        Rc::ptr_eq(&self.steps, &other.steps)
            && self.explanation == other.explanation
            && self.on_change == other.on_change
    }
}

/// The explanation panel: the menu of explanations, or the open one with its head, step,
/// step bar and foot. Every effect stays here, in the order the page relies on.
#[component]
pub fn ExplainPanel(props: &Props) -> Html {
    let lang = use_lang();
    let explanation = props.explanation;
    let revealed = use_revealed(explanation);
    // The step whose link was copied last: the note outlives a closed explanation.
    let copied = use_state(|| None::<(u32, bool)>);
    let steps = props.steps.len() as u32;
    let current = explanation.and_then(|e| props.steps.get(e.step as usize - 1));
    let hidden = answer_hidden(explanation, current, *revealed);
    use_keys(
        explanation,
        steps,
        hidden,
        revealed.clone(),
        props.on_change.clone(),
    );
    let hide = current.map(|s| s.hide).unwrap_or_default();
    let hide_attr = hidden.then(|| hide_words(hide));
    // A step that shows its own position on the board frames the board and the binary panel.
    use_body_marks(
        current.is_some_and(|s| s.shows.is_some()),
        hide_attr.clone(),
    );
    use_lecture_reveal(explanation, hidden, Rc::as_ptr(&props.steps) as usize);
    use_reading_mark(explanation.is_some_and(|e| !e.lecture));
    let last_topic = use_last_topic(explanation);
    use_focus_when_opened(explanation);

    let Some(e) = explanation else {
        let on_open = props.on_change.reform(|topic| {
            Some(Explanation {
                topic,
                step: 1,
                lecture: false,
            })
        });
        return html! { <ExplainMenu on_open={on_open} focus={last_topic} /> };
    };
    let on_reveal = {
        let revealed = revealed.clone();
        // The button goes away with the click: the focus moves on to Next (the focus rescue
        // would take the nearest control before it, the lecture toggle, which Enter turns off).
        Callback::from(move |_: MouseEvent| {
            revealed.set(Some((e.topic, e.step)));
            focus_first();
        })
    };
    let played = matches!(
        props.steps.first().map(|s| &s.msg),
        Some(StepMsg::RecordOwn { .. })
    );
    // The head and the step bar change the step and lecture mode of this explanation.
    let on_change = props.on_change.reform(move |at: Option<(u32, bool)>| {
        at.map(|(step, lecture)| Explanation { step, lecture, ..e })
    });
    html! {
        <section
            class={classes!("explain-panel", "open", hidden.then_some("answer-hidden"))}
            data-testid="explain-panel"
            data-topic={e.topic.word()}
            data-step={e.step.to_string()}
            data-steps={steps.to_string()}
            data-hide={hide_attr}
            aria-labelledby="explain-heading"
        >
            <PanelHead title={explain_ui(lang, Ui::Title(e.topic))} step={e.step} steps={steps} lecture={e.lecture} on_change={on_change.clone()} />
            if current.is_some() {
                <StepView steps={props.steps.clone()} step={e.step} hidden={hidden} on_reveal={on_reveal} />
            }
            <StepNav step={e.step} steps={steps} lecture={e.lecture} on_change={on_change} />
            <PanelFoot explanation={e} copied={copied} played={played} />
        </section>
    }
}

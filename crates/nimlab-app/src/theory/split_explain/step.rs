//! The open step of the split explanation: its words, its figure and its answer or, while
//! lecture mode hides the answer, the button that reveals it.

use super::figure::figure;
use super::pages::Page;
use super::text::st;
use crate::explain::text::{ui as explain_ui, Ui};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`SplitStepView`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The page shown.
    pub page: Rc<Page>,
    /// The step's number, from 1 (the words are keyed by it, so each step is read out).
    pub number: u32,
    /// Whether lecture mode hides the answer.
    pub hidden: bool,
    /// Reveals the answer.
    pub on_reveal: Callback<MouseEvent>,
}

/// The open step, in the Nim explanations' markup (their stylesheet and lecture slide apply).
#[component]
pub fn SplitStepView(props: &Props) -> Html {
    let lang = use_lang();
    let (page, number, hidden) = (&props.page, props.number, props.hidden);
    html! {
        <div class="explain-step">
            <div class="explain-words" aria-live="polite">
                <div key={number}>
                    <p class="explain-text" data-testid="explain-text">{ unbroken(&st(lang, &page.msg)) }</p>
                </div>
            </div>
            { figure(lang, &page.figure, hidden && page.figure_answers) }
            <div class="explain-reply" aria-live="polite">
                if let (Some(answer), false) = (&page.answer, hidden) {
                    <p key={number} class="explain-answer" data-testid="explain-answer">
                        <span class="answer-label">{ explain_ui(lang, Ui::Answer) }{ lang.colon() }</span>
                        { unbroken(&st(lang, answer)) }
                    </p>
                }
            </div>
            if let (Some(_), true) = (&page.answer, hidden) {
                <button class="reveal" data-testid="explain-reveal" onclick={props.on_reveal.clone()}>{ explain_ui(lang, Ui::Reveal) }</button>
            }
        </div>
    }
}

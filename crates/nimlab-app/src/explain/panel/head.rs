//! The open explanation's head: its title, the lecture mode toggle, full screen and the room's
//! text size (in lecture mode) and close.

use super::lecture::{exit_fullscreen, request_fullscreen};
use super::navigation::next_takes_focus;
use crate::explain::text::{ui as explain_ui, Ui};
use crate::route::Explanation;
use crate::ui::context::use_lang;
use crate::ui::text_size::{use_lecture_scale, TextSize};
use yew::prelude::*;

/// Properties of [`PanelHead`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The open explanation.
    pub explanation: Explanation,
    /// How many steps it has.
    pub steps: u32,
    /// Switches lecture mode, or closes (`None`).
    pub on_change: Callback<Option<Explanation>>,
}

/// The head of the open explanation.
#[component]
pub fn PanelHead(props: &Props) -> Html {
    let lang = use_lang();
    let scale = use_lecture_scale();
    let e = props.explanation;
    let on_close = {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| {
            exit_fullscreen();
            on_change.emit(None)
        })
    };
    let on_lecture = {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| {
            let on = !e.lecture;
            if on {
                request_fullscreen();
            } else {
                exit_fullscreen();
            }
            on_change.emit(Some(Explanation { lecture: on, ..e }))
        })
    };
    let on_fullscreen = Callback::from(|_: MouseEvent| {
        if gloo::utils::document().fullscreen_element().is_some() {
            exit_fullscreen();
        } else {
            request_fullscreen();
        }
    });
    // Close takes the focus on opening where Next is disabled, on the last step.
    let close_first = !next_takes_focus(e.step, props.steps);
    html! {
        <header class="explain-head">
            <h2 id="explain-heading">{ explain_ui(lang, Ui::Title(e.topic)) }</h2>
            <div class="explain-tools">
                <button data-testid="lecture-toggle" aria-pressed={e.lecture.to_string()} onclick={on_lecture}>{ explain_ui(lang, Ui::Lecture) }</button>
                if e.lecture {
                    <button data-testid="explain-fullscreen" onclick={on_fullscreen}>{ explain_ui(lang, Ui::Fullscreen) }</button>
                    <TextSize {scale} />
                }
                <button class="close" data-testid="explain-close" data-first-focus={close_first.then_some("")} aria-label={explain_ui(lang, Ui::Close)} title={explain_ui(lang, Ui::Close)} onclick={on_close}>{ "×" }</button>
            </div>
        </header>
    }
}

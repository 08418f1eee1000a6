//! The open explanation's head: its title, the lecture mode toggle, full screen and the room's
//! text size (in lecture mode) and close.

use super::lecture::{exit_fullscreen, request_fullscreen};
use super::navigation::next_takes_focus;
use crate::explain::text::{ui as explain_ui, Ui};
use crate::ui::context::use_lang;
use crate::ui::text_size::{use_lecture_scale, TextSize};
use yew::prelude::*;

/// Properties of [`PanelHead`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The explanation's title.
    pub title: AttrValue,
    /// The open step, from 1.
    pub step: u32,
    /// How many steps it has.
    pub steps: u32,
    /// Whether lecture mode is on.
    pub lecture: bool,
    /// Switches lecture mode (the step and lecture mode to show), or closes (`None`).
    pub on_change: Callback<Option<(u32, bool)>>,
}

/// The head of the open explanation.
#[component]
pub fn PanelHead(props: &Props) -> Html {
    let lang = use_lang();
    let scale = use_lecture_scale();
    let (step, lecture) = (props.step, props.lecture);
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
            let on = !lecture;
            if on {
                request_fullscreen();
            } else {
                exit_fullscreen();
            }
            on_change.emit(Some((step, on)))
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
    let close_first = !next_takes_focus(step, props.steps);
    html! {
        <header class="explain-head">
            <h2 id="explain-heading">{ props.title.clone() }</h2>
            <div class="explain-tools">
                <button data-testid="lecture-toggle" aria-pressed={lecture.to_string()} onclick={on_lecture}>{ explain_ui(lang, Ui::Lecture) }</button>
                if lecture {
                    <button data-testid="explain-fullscreen" onclick={on_fullscreen}>{ explain_ui(lang, Ui::Fullscreen) }</button>
                    <TextSize {scale} />
                }
                <button class="close" data-testid="explain-close" data-first-focus={close_first.then_some("")} aria-label={explain_ui(lang, Ui::Close)} title={explain_ui(lang, Ui::Close)} onclick={on_close}>{ "×" }</button>
            </div>
        </header>
    }
}

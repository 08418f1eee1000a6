//! The step bar: back, the step counter, a jump to any step, and next.

use super::navigation::{next, next_takes_focus, prev};
use crate::explain::text::{ui as explain_ui, Ui};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`StepNav`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The open step, from 1.
    pub step: u32,
    /// How many steps it has.
    pub steps: u32,
    /// Whether lecture mode is on (a step keeps it).
    pub lecture: bool,
    /// Moves to another step: the step and lecture mode to show.
    pub on_change: Callback<Option<(u32, bool)>>,
}

/// The step bar of the open explanation.
#[component]
pub fn StepNav(props: &Props) -> Html {
    let lang = use_lang();
    let (current, steps, lecture) = (props.step, props.steps, props.lecture);
    let go = |step: u32| {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| on_change.emit(Some((step, lecture))))
    };
    let on_jump = {
        let on_change = props.on_change.clone();
        Callback::from(move |ev: Event| {
            let select: web_sys::HtmlSelectElement = ev.target_unchecked_into();
            if let Ok(step) = select.value().parse::<u32>() {
                on_change.emit(Some((step, lecture)));
            }
        })
    };
    let next_first = next_takes_focus(current, steps);
    html! {
        <nav class="explain-nav" aria-label={explain_ui(lang, Ui::Jump)} data-keep-focus="">
            <button class="prev" data-testid="explain-prev" disabled={current <= 1} onclick={go(prev(current))}>{ "← " }{ explain_ui(lang, Ui::Prev) }</button>
            // A span's aria-label is not read out: the words are hidden text beside the figures.
            <span class="counter" data-testid="explain-step-counter" data-step={current.to_string()} data-steps={steps.to_string()}>
                <span aria-hidden="true">{ format!("{} / {}", current, steps) }</span>
                <span class="sr-only">{ explain_ui(lang, Ui::Counter { step: current as usize, steps: steps as usize }) }</span>
            </span>
            <label class="jump">
                <span class="sr-only">{ explain_ui(lang, Ui::Jump) }</span>
                <select data-testid="explain-jump" onchange={on_jump}>
                    { for (1..=steps).map(|n| html! { <option value={n.to_string()} selected={n == current}>{ n }</option> }) }
                </select>
            </label>
            <button class="next" data-testid="explain-next" data-first-focus={next_first.then_some("")} disabled={current >= steps} onclick={go(next(current, steps))}>{ explain_ui(lang, Ui::Next) }{ " →" }</button>
        </nav>
    }
}

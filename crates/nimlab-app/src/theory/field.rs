//! Small building blocks shared by the theory pages (Grundy table, game graphs, sums,
//! exercises): buttons, text fields, step navigation and the address bar.
//!
//! They are plain functions rather than inline `html!` so that each is compiled once: the
//! bundle's size grows with every inline element.

use crate::i18n::Lang;
use crate::theory::text::{tt, T};
use yew::prelude::*;

pub use crate::route::set_location;

/// Whether the `<details>` a `toggle` event came from is now open.
pub fn details_open(e: &Event) -> bool {
    e.target_unchecked_into::<web_sys::Element>()
        .has_attribute("open")
}

/// The text of the input or select element an event came from.
pub fn value_of(e: &Event) -> String {
    match e.target_dyn_into::<web_sys::HtmlInputElement>() {
        Some(input) => input.value(),
        None => e
            .target_unchecked_into::<web_sys::HtmlSelectElement>()
            .value(),
    }
}

/// A callback that stores an input's text in a state.
pub fn on_text(state: &UseStateHandle<String>) -> Callback<InputEvent> {
    let state = state.clone();
    Callback::from(move |e: InputEvent| state.set(value_of(&e)))
}

/// A button with a test hook.
pub fn button(id: String, label: String, disabled: bool, onclick: Callback<MouseEvent>) -> Html {
    html! { <button type="button" data-testid={id} {disabled} {onclick}>{ label }</button> }
}

/// A small "×" button that removes something; `name` says what, for screen readers.
pub fn remove(id: String, name: String, onclick: Callback<MouseEvent>) -> Html {
    html! { <button type="button" class="x" data-testid={id} aria-label={name} {onclick}>{ "×" }</button> }
}

/// A button that shows whether it is the current choice.
pub fn choice(id: String, label: String, pressed: bool, onclick: Callback<MouseEvent>) -> Html {
    html! { <button type="button" data-testid={id} aria-pressed={if pressed { "true" } else { "false" }} {onclick}>{ label }</button> }
}

/// A labelled text field. `error` is the id of the message that refuses its entry, if one
/// does: the field is then marked invalid and described by it, for screen readers.
pub fn field(
    label: String,
    id: &'static str,
    value: String,
    oninput: Callback<InputEvent>,
    error: Option<&'static str>,
) -> Html {
    html! {
        <label>{ label }<input data-testid={id} {value} {oninput}
            aria-invalid={error.map(|_| "true")} aria-describedby={error} /></label>
    }
}

/// `id`, the id of the shown `message`, when that message refuses the field called `name`.
pub fn refused(message: &Option<T>, name: &str, id: &'static str) -> Option<&'static str> {
    message
        .as_ref()
        .and_then(T::field)
        .filter(|f| *f == name)
        .map(|_| id)
}

/// Step navigation: start, back, next, end and "step k of n", with hooks `{prefix}-first`,
/// `-prev`, `-next`, `-last` and `{prefix}-step` (`data-step`, `data-total`).
pub fn step_nav(
    lang: Lang,
    prefix: &str,
    k: u64,
    first: u64,
    total: u64,
    go: Callback<u64>,
) -> Html {
    let to = |n: u64| {
        let go = go.clone();
        Callback::from(move |_: MouseEvent| go.emit(n))
    };
    html! {
        <div class="step-controls" role="group" aria-label={tt(lang, &T::Steps)} data-keep-focus="">
            { button(format!("{prefix}-first"), tt(lang, &T::ToStart), k == first, to(first)) }
            { button(format!("{prefix}-prev"), tt(lang, &T::Back), k == first, to(k.saturating_sub(1).max(first))) }
            { button(format!("{prefix}-next"), tt(lang, &T::Next), k == total, to((k + 1).min(total))) }
            { button(format!("{prefix}-last"), tt(lang, &T::ToEnd), k == total, to(total)) }
            <span data-testid={format!("{prefix}-step")} data-step={k.to_string()} data-total={total.to_string()}>
                { tt(lang, &T::StepOf { step: k, total }) }
            </span>
        </div>
    }
}

//! The answer to a value question (the next mex, a row's value): a number typed and
//! checked; anything but a whole number is refused in place.

use crate::theory::exercise::question::PROMPT_ID;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::Answer;
use yew::prelude::*;

/// Properties of [`ValueAnswer`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The answer given, once checked.
    pub given: Option<Answer>,
    /// Called with the value typed.
    pub on_answer: Callback<Answer>,
}

/// The answer's field and "Check".
#[component]
pub fn ValueAnswer(props: &Props) -> Html {
    let lang = use_lang();
    let value = use_state(String::new);
    let invalid = use_state(|| false);
    let locked = props.given.is_some();
    let on_submit_value = {
        let (value, invalid, cb) = (value.clone(), invalid.clone(), props.on_answer.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match crate::route::typed_text(&value).parse::<u64>() {
                Ok(v) => {
                    invalid.set(false);
                    cb.emit(Answer::Value(v));
                }
                Err(_) => invalid.set(true),
            }
        })
    };
    let on_value = {
        let value = value.clone();
        Callback::from(move |e: InputEvent| {
            value.set(
                e.target_unchecked_into::<web_sys::HtmlInputElement>()
                    .value(),
            )
        })
    };
    // Once checked, the field shows the answer that was given.
    let shown_value = match &props.given {
        Some(Answer::Value(v)) => v.to_string(),
        _ => (*value).clone(),
    };
    html! {
        <form class="entry" onsubmit={on_submit_value}>
            <label>{ tt(lang, &T::YourAnswer) }
                <input data-testid="answer-value" inputmode="numeric" value={shown_value} oninput={on_value} aria-describedby={PROMPT_ID}
                    disabled={locked} aria-invalid={invalid.then_some("true")} />
            </label>
            <button type="submit" data-testid="answer-check" disabled={locked}>{ tt(lang, &T::Check) }</button>
            if *invalid {
                <p class="entry-error" role="alert">{ tt(lang, &T::NotAWholeNumber) }</p>
            }
        </form>
    }
}

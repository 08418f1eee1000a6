//! The end of a round: its score, and buttons for a new round, the same again, or one level
//! harder.

use crate::route::ExerciseLink;
use crate::theory::exercise::round::{next_round, Again};
use crate::theory::field::button;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::MAX_LEVEL;
use yew::prelude::*;

/// Properties of [`RoundDone`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round just done.
    pub link: ExerciseLink,
    /// Its right answers.
    pub correct: usize,
    /// Its questions.
    pub total: usize,
    /// Called with the round a button starts.
    pub on_restart: Callback<ExerciseLink>,
}

/// The round's result and what to do next.
#[component]
pub fn RoundDone(props: &Props) -> Html {
    let lang = use_lang();
    let again = |which: Again| {
        let (link, on_restart) = (props.link.clone(), props.on_restart.clone());
        Callback::from(move |_: MouseEvent| on_restart.emit(next_round(&link, which)))
    };
    let (correct, total) = (props.correct as u64, props.total as u64);
    html! {
        <section class="round-done" data-testid="round-done" data-correct={props.correct.to_string()}>
            <h2>{ tt(lang, &T::RoundDone { correct, total }) }</h2>
            <div class="step-controls">
                { button("new-round".into(), tt(lang, &T::NewRound), false, again(Again::New)) }
                { button("retry-round".into(), tt(lang, &T::RetryRound), false, again(Again::Retry)) }
                if props.link.level < MAX_LEVEL {
                    { button("harder".into(), tt(lang, &T::Harder), false, again(Again::Harder)) }
                }
            </div>
        </section>
    }
}

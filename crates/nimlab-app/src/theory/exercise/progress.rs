//! The round's score and its progress: one dot per question, each saying whether it was
//! answered right, and a button to go to it.

use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::{Answer, Question};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`ExerciseProgress`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round's questions.
    pub questions: Rc<Vec<Question>>,
    /// The answer given to each question, if any.
    pub answers: Vec<Option<Answer>>,
    /// The question on screen (0-based).
    pub current: usize,
    /// Called with the question to go to.
    pub on_go: Callback<usize>,
}

/// A question's state: `open`, `right` or `wrong`.
pub fn dot_state(question: &Question, answer: Option<&Answer>) -> &'static str {
    match answer {
        None => "open",
        Some(a) if question.check(a) => "right",
        Some(_) => "wrong",
    }
}

/// The score and the dots.
#[component]
pub fn ExerciseProgress(props: &Props) -> Html {
    let lang = use_lang();
    let states: Vec<&str> = (props.questions.iter().zip(&props.answers))
        .map(|(q, a)| dot_state(q, a.as_ref()))
        .collect();
    let correct = states.iter().filter(|s| **s == "right").count();
    let answered = states.iter().filter(|s| **s != "open").count();
    let total = props.questions.len();
    html! {
        <>
        <p class="score" data-testid="score" data-correct={correct.to_string()} data-answered={answered.to_string()} data-total={total.to_string()}>
            { tt(lang, &T::Score { correct: correct as u64, answered: answered as u64, total: total as u64 }) }
        </p>
        <nav class="progress" aria-label={tt(lang, &T::Questions)}>
            { for states.iter().enumerate().map(|(i, &state)| {
                let on_go = props.on_go.clone();
                html! {
                    <button type="button" class={classes!("dot", state)} data-testid={format!("goto-{}", i + 1)} data-state={state}
                        aria-label={tt(lang, &T::QuestionDot { n: i as u64 + 1, state })}
                        aria-current={(i == props.current).then_some("step")} onclick={Callback::from(move |_: MouseEvent| on_go.emit(i))}>{ i + 1 }</button>
                }
            }) }
        </nav>
        </>
    }
}

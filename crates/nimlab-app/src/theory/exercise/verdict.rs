//! The verdict on an answer and why: a right answer's reasons in a disclosure, a wrong
//! answer's explanation step by step.

use crate::theory::exercise::explain::{answer_steps, ExerciseExplanation};
use crate::theory::exercise::round::answer_text;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::exercise::{Answer, Question};
use nimlab_core::octal::TakeBreak;
use nimlab_core::Rules;
use yew::prelude::*;

/// Properties of [`ExerciseVerdict`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round's rules.
    pub rules: Rules,
    /// The round's take-and-break game, if it is one's.
    #[prop_or_default]
    pub game: Option<TakeBreak>,
    /// The question on screen.
    pub question: Question,
    /// The answer given, if any.
    pub given: Option<Answer>,
    /// Names the question for the explanation's key (a new question starts it afresh).
    pub explanation_key: String,
}

/// The verdict and its reasons.
#[component]
pub fn ExerciseVerdict(props: &Props) -> Html {
    let lang = use_lang();
    let q = &props.question;
    let right = props.given.as_ref().map(|a| q.check(a));
    // The verdict fills a status region that is always there: one added already filled, as the
    // focus moves on to "Next question", may go unspoken.
    let verdict = right.map(|right| {
        html! {
            <p class={classes!("feedback", if right { "right" } else { "wrong" })} data-testid="feedback" data-correct={right.to_string()}>
                { if right { tt(lang, &T::Right) } else { tt(lang, &T::Wrong { answer: answer_text(lang, q) }) } }
            </p>
        }
    });
    let feedback = right.map(|right| {
        html! {
            <>
            if right {
                <details class="why"><summary>{ tt(lang, &T::WhyTitle) }</summary>
                    <ol>{ for answer_steps(lang, &props.rules, props.game.as_ref(), q).into_iter().map(|s| html! { <li>{ unbroken(&s) }</li> }) }</ol>
                </details>
            } else {
                <ExerciseExplanation key={props.explanation_key.clone()} rules={props.rules.clone()} game={props.game.clone()} question={q.clone()} />
            }
            </>
        }
    });
    html! {
        <>
        <div role="status">{ for verdict }</div>
        { for feedback }
        </>
    }
}

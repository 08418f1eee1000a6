//! One exercise question: the position, heap table or row, and the controls to answer it.

use crate::play::text::{tr, Msg};
use crate::route::{format_take, kind_word};
use crate::theory::exercise::moves_answer::MovesAnswer;
use crate::theory::exercise::value_answer::ValueAnswer;
use crate::theory::text::{set_text, tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::analysis::Outcome;
use nimlab_core::exercise::{Answer, Kind, Question, Task};
use nimlab_core::octal::TakeBreak;
use nimlab_core::{Ending, Rules};
use yew::prelude::*;

/// The question's prompt, which names the answer controls: "Next question" focuses one of
/// them, and a screen reader then reads the question with it.
pub(crate) const PROMPT_ID: &str = "question-prompt";

/// Properties of [`ExerciseQuestion`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// What is asked.
    pub kind: Kind,
    /// The rules of the round.
    pub rules: Rules,
    /// The round's take-and-break game, if it is one's.
    #[prop_or_default]
    pub game: Option<TakeBreak>,
    /// The question.
    pub question: Question,
    /// The answer given, once checked.
    pub given: Option<Answer>,
    /// Called with the student's answer.
    pub on_answer: Callback<Answer>,
}

/// Rows drawn as sticks (one element per row) with their counts.
pub fn rows_view(lang: crate::i18n::Lang, rows: &[u64]) -> Html {
    html! {
        <div class="ex-rows">
            { for rows.iter().enumerate().map(|(i, &n)| html! {
                <div class="ex-row" data-testid={format!("ex-row-{}", i + 1)} data-count={n.to_string()}>
                    <span class="ex-row-label">{ tr(lang, &Msg::RowLabel { row: i + 1, count: n }) }</span>
                    <span class="bars" style={format!("--n:{}", n.min(60))} aria-hidden="true"></span>
                </div>
            }) }
        </div>
    }
}

/// The round's rules in a line: the ending and the move restriction, or the game.
pub fn rules_line(lang: crate::i18n::Lang, rules: &Rules, game: Option<&TakeBreak>) -> String {
    match game {
        Some(game) => tt(lang, &T::ExBreakRules { game: game.clone() }),
        None => tr(
            lang,
            &Msg::RulesSummary {
                ending: rules.ending,
                take: rules.take.clone(),
            },
        ),
    }
}

/// The question.
#[component]
pub fn ExerciseQuestion(props: &Props) -> Html {
    let lang = use_lang();
    let q = &props.question;
    let locked = props.given.is_some();
    let misere = props.rules.ending == Ending::Misere;

    let answer_outcome = |o: Outcome| {
        let cb = props.on_answer.clone();
        Callback::from(move |_: MouseEvent| cb.emit(Answer::Outcome(o)))
    };

    let rules_line = rules_line(lang, &props.rules, props.game.as_ref());
    let mex_rule = match &props.game {
        Some(_) => tt(lang, &T::ExBreakMexRule),
        None => tt(
            lang,
            &T::MexRule {
                set: set_text(&props.rules.take),
                misere,
            },
        ),
    };
    let (prompt, body, data) = match &q.task {
        Task::Position(p) => {
            let rows = crate::route::join(&p.rows);
            let body = if props.kind == Kind::PorN {
                html! {
                    <>
                    { rows_view(lang, &p.rows) }
                    <div class="answer-buttons" role="group" aria-labelledby={PROMPT_ID}>
                        { for [(Outcome::P, "answer-P", T::AnswerP), (Outcome::N, "answer-N", T::AnswerN)].into_iter().map(|(outcome, id, text)| {
                            // Once answered, the right answer is marked (as the right moves are).
                            let right = locked && q.answer == Answer::Outcome(outcome);
                            html! {
                                <button type="button" data-testid={id} disabled={locked} onclick={answer_outcome(outcome)}
                                    class={classes!("take", right.then_some("win"))}
                                    aria-pressed={(props.given == Some(Answer::Outcome(outcome))).to_string()}>{ tt(lang, &text) }</button>
                            }
                        }) }
                    </div>
                    </>
                }
            } else {
                html! {
                    <MovesAnswer rows={p.rows.clone()} take={props.rules.take.clone()} answer={q.answer.clone()}
                        given={props.given.clone()} on_answer={props.on_answer.clone()} />
                }
            };
            let prompt = if props.kind == Kind::PorN {
                T::AskPorN
            } else {
                T::AskWinningMoves
            };
            (prompt, body, [Some(rows), None, None, None])
        }
        Task::Mex { x, known } => {
            let body = html! {
                <>
                <ol class="ex-table" start="0">
                    { for known.iter().enumerate().map(|(n, g)| html! {
                        <li data-x={n.to_string()}>{ g }</li>
                    }) }
                    // Answered, the cell shows the value asked for, as the table would.
                    <li class="ask" data-x={x.to_string()}>{ match (&q.answer, locked) {
                        (Answer::Value(v), true) => v.to_string(),
                        _ => "?".to_string(),
                    } }</li>
                </ol>
                <p class="note">{ mex_rule }</p>
                </>
            };
            let known_s = crate::route::join(known);
            (
                T::AskMex { x: *x, misere },
                body,
                [None, Some(x.to_string()), Some(known_s), None],
            )
        }
        Task::Row { n } => {
            let body = html! { <p class="note">{ tt(lang, &T::MexRule { set: set_text(&props.rules.take), misere }) }</p> };
            (
                T::AskRow { n: *n, misere },
                body,
                [None, None, None, Some(n.to_string())],
            )
        }
    };
    let value_form = matches!(q.task, Task::Mex { .. } | Task::Row { .. }).then(|| {
        html! {
            <ValueAnswer given={props.given.clone()} on_answer={props.on_answer.clone()} />
        }
    });

    let [data_rows, data_x, data_known, data_n] = data;
    html! {
        <section class="question" data-testid="question" data-index={(q.index + 1).to_string()} data-difficulty={q.difficulty.to_string()}
            data-kind={kind_word(props.kind)} data-take={props.game.is_none().then(|| format_take(&props.rules.take))}
            data-game={props.game.as_ref().map(ToString::to_string)}
            data-end={if misere { "misere" } else { "normal" }}
            data-rows={data_rows} data-x={data_x} data-known={data_known} data-n={data_n}>
            <h2>{ tt(lang, &T::QuestionHeading { index: q.index as u64 + 1, difficulty: u64::from(q.difficulty) }) }</h2>
            <p class="rules">{ rules_line }</p>
            <p class="prompt" id={PROMPT_ID}>{ unbroken(&tt(lang, &prompt)) }</p>
            { body }
            { for value_form }
        </section>
    }
}

//! One exercise question: the position, heap table or row, and the controls to answer it.

use crate::play::text::{tr, Msg};
use crate::route::{format_take, kind_word};
use crate::theory::text::{set_text, tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::analysis::Outcome;
use nimlab_core::exercise::{Answer, Kind, Question, Task};
use nimlab_core::{Ending, Move, Rules};
use yew::prelude::*;

/// The question's prompt, which names the answer controls: "Next question" focuses one of
/// them, and a screen reader then reads the question with it.
const PROMPT_ID: &str = "question-prompt";

/// Properties of [`ExerciseQuestion`].

#[derive(Properties, PartialEq)]
pub struct Props {
    /// What is asked.
    pub kind: Kind,
    /// The rules of the round.
    pub rules: Rules,
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

/// The question.
#[component]
pub fn ExerciseQuestion(props: &Props) -> Html {
    let lang = use_lang();
    let selected = use_state(Vec::<Move>::new);
    let value = use_state(String::new);
    let invalid = use_state(|| false);
    let q = &props.question;
    let locked = props.given.is_some();
    let misere = props.rules.ending == Ending::Misere;

    let answer_outcome = |o: Outcome| {
        let cb = props.on_answer.clone();
        Callback::from(move |_: MouseEvent| cb.emit(Answer::Outcome(o)))
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
    let on_submit_moves = {
        let (selected, cb) = (selected.clone(), props.on_answer.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            cb.emit(Answer::Moves((*selected).clone()));
        })
    };

    let rules_line = tr(
        lang,
        &Msg::RulesSummary {
            ending: props.rules.ending,
            take: props.rules.take.clone(),
        },
    );
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
                    <form onsubmit={on_submit_moves}>
                        <div class="ex-rows" role="group" aria-labelledby={PROMPT_ID}>
                            { for p.rows.iter().enumerate().map(|(i, &n)| html! {
                                <div class="ex-row" data-testid={format!("ex-row-{}", i + 1)} data-count={n.to_string()}>
                                    <span class="ex-row-label">{ tr(lang, &Msg::RowLabel { row: i + 1, count: n }) }</span>
                                    <span class="takes" role="group" aria-label={tr(lang, &Msg::TakeFromRow { row: i + 1 })}>
                                        { for props.rules.take.counts_from(n).into_iter().map(|t| {
                                            let mv = Move { row: i, take: t };
                                            // The student's own choice stays visible after checking.
                                            let on = match &props.given {
                                                Some(Answer::Moves(given)) => given.contains(&mv),
                                                _ => selected.contains(&mv),
                                            };
                                            // Once answered, the right moves are marked.
                                            let win = locked && matches!(&q.answer, Answer::Moves(m) if m.contains(&mv));
                                            let selected = selected.clone();
                                            let toggle = Callback::from(move |_: MouseEvent| {
                                                let mut s = (*selected).clone();
                                                if let Some(k) = s.iter().position(|m| *m == mv) { s.remove(k); } else { s.push(mv); }
                                                selected.set(s);
                                            });
                                            html! {
                                                <button type="button" class={classes!("take", win.then_some("win"))} data-testid={format!("move-{}-{t}", i + 1)} aria-pressed={on.to_string()}
                                                    disabled={locked} onclick={toggle}
                                                    title={tr(lang, &Msg::WinningMove { row: i + 1, take: t, from: n, to: n - t })}>
                                                    { format!("−{t}") }
                                                </button>
                                            }
                                        }) }
                                    </span>
                                </div>
                            }) }
                        </div>
                        <button type="submit" data-testid="answer-check" disabled={locked}>{ tt(lang, &T::Check) }</button>
                    </form>
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
                <p class="note">{ tt(lang, &T::MexRule { set: set_text(&props.rules.take), misere }) }</p>
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
    // Once checked, the field shows the answer that was given.
    let shown_value = match &props.given {
        Some(Answer::Value(v)) => v.to_string(),
        _ => (*value).clone(),
    };
    let value_form = matches!(q.task, Task::Mex { .. } | Task::Row { .. }).then(|| html! {
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
    });

    let [data_rows, data_x, data_known, data_n] = data;
    html! {
        <section class="question" data-testid="question" data-index={(q.index + 1).to_string()} data-difficulty={q.difficulty.to_string()}
            data-kind={kind_word(props.kind)} data-take={format_take(&props.rules.take)}
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

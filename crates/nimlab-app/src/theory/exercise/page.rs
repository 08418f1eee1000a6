//! Exercises with instant feedback: rounds of "P or N?", "find all winning moves", "fill in
//! the next mex" and "what is this row's value?" of rising difficulty under any rules; a
//! wrong answer is explained step by step; a score; and a link (and a printable sheet) per
//! round.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::route::{format_exercise, format_take, kind_word, ExerciseKind, ExerciseLink, MAX_SEED};
use crate::theory::exercise::explain::{answer_steps, ExerciseExplanation, AFTER_ANSWER};
use crate::theory::exercise::question::ExerciseQuestion;
use crate::theory::field::{button, field, on_text, refused, set_location, value_of};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::analysis::Outcome;
use nimlab_core::exercise::{round, Answer, Question, Task, MAX_EXERCISE_TAKE, MAX_LEVEL};
use nimlab_core::{Ending, Rules};
use std::rc::Rc;
use yew::prelude::*;

/// `link` with the rule and the sheet number as typed in their fields, or why they do not read.
fn with_typed(link: ExerciseLink, take_entry: &str, seed_entry: &str) -> Result<ExerciseLink, T> {
    let take = match crate::theory::grundy::page::parse_typed_take(take_entry) {
        Ok(t) if t.max().is_some_and(|m| m > MAX_EXERCISE_TAKE) => {
            return Err(T::ExerciseTakeTooLarge {
                max: MAX_EXERCISE_TAKE,
            })
        }
        Ok(t) => t,
        Err(problem) => {
            return Err(T::Entry {
                field: "take",
                problem,
            })
        }
    };
    let seed =
        crate::route::parse_typed_number(seed_entry, MAX_SEED).map_err(|problem| T::Entry {
            field: "seed",
            problem,
        })?;
    Ok(ExerciseLink {
        rules: Rules { take, ..link.rules },
        seed,
        ..link
    })
}

/// Properties of [`ExercisePage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round the link asked for.
    pub link: ExerciseLink,
}

const KINDS: [ExerciseKind; 4] = [
    ExerciseKind::PorN,
    ExerciseKind::WinningMoves,
    ExerciseKind::NextMex,
    ExerciseKind::RowValue,
];

/// The right answer in words.
pub fn answer_text(lang: Lang, question: &Question) -> String {
    match (&question.answer, &question.task) {
        (Answer::Outcome(Outcome::P), _) => tt(lang, &T::AnswerP),
        (Answer::Outcome(Outcome::N), _) => tt(lang, &T::AnswerN),
        (Answer::Moves(moves), Task::Position(p)) => moves
            .iter()
            .map(|m| {
                let from = p.rows[m.row];
                tr(
                    lang,
                    &Msg::WinningMove {
                        row: m.row + 1,
                        take: m.take,
                        from,
                        to: from - m.take,
                    },
                )
            })
            .collect::<Vec<_>>()
            .join(lang.semicolon()),
        (Answer::Value(v), _) => v.to_string(),
        (Answer::Moves(_), _) => String::new(),
    }
}

fn question_text(lang: Lang, kind: ExerciseKind, q: &Question, misere: bool) -> String {
    match &q.task {
        Task::Position(p) => {
            let rows = crate::i18n::position_text(&p.rows);
            let ask = if kind == ExerciseKind::PorN {
                T::AskPorN
            } else {
                T::AskWinningMoves
            };
            format!("{rows}{}{}", lang.colon(), tt(lang, &ask))
        }
        Task::Mex { x, known } => format!(
            "{} ({})",
            tt(lang, &T::AskMex { x: *x, misere }),
            known
                .iter()
                .enumerate()
                .map(|(n, g)| format!("{n}:{g}"))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Task::Row { n } => tt(lang, &T::AskRow { n: *n, misere }),
    }
}

/// Where the focus goes after the render that follows an answer or "Next question".
#[derive(Clone, Copy)]
enum FocusTarget {
    /// "Next question", or after the last question the first of the round's buttons.
    AfterAnswer,
    /// The new question's first answer control.
    Question,
}

impl FocusTarget {
    fn focus(self) {
        let selector = match self {
            FocusTarget::AfterAnswer => AFTER_ANSWER,
            FocusTarget::Question => {
                "[data-testid=\"question\"] :is(input, button, select):not([disabled])"
            }
        };
        if let Some(el) = crate::ui::focus::find_focusable(selector) {
            let _ = el.focus();
        }
    }
}

/// The exercise page.
#[component]
pub fn ExercisePage(props: &Props) -> Html {
    let lang = use_lang();
    let link = use_state(|| props.link.clone());
    let current = use_state(|| 0usize);
    let given = use_state(Vec::<Option<Answer>>::new);
    let take_entry = use_state(|| format_take(&props.link.rules.take));
    let take_error = use_state(|| None::<T>);
    let seed_entry = use_state(|| props.link.seed.to_string());

    use_effect_with(format_exercise(&link), |h| set_location(h));

    let questions = use_memo((*link).clone(), |l| {
        Rc::new(round(l.kind, &l.rules, l.level, l.seed))
    });
    let total = questions.len();
    let answers: Vec<Option<Answer>> = (0..total)
        .map(|i| given.get(i).cloned().flatten())
        .collect();
    let correct = answers
        .iter()
        .zip(questions.iter())
        .filter(|(a, q)| a.as_ref().is_some_and(|a| q.check(a)))
        .count();
    let answered = answers.iter().filter(|a| a.is_some()).count();
    let k = (*current).min(total - 1);

    let restart = {
        let (link, current, given, take_entry, seed_entry, take_error) = (
            link.clone(),
            current.clone(),
            given.clone(),
            take_entry.clone(),
            seed_entry.clone(),
            take_error.clone(),
        );
        move |l: ExerciseLink| {
            take_entry.set(format_take(&l.rules.take));
            seed_entry.set(l.seed.to_string());
            take_error.set(None);
            current.set(0);
            given.set(Vec::new());
            link.set(l);
        }
    };
    let on_answer = {
        let (given, questions) = (given.clone(), questions.clone());
        Callback::from(move |a: Answer| {
            let mut g: Vec<Option<Answer>> = (*given).clone();
            g.resize(questions.len(), None);
            if g[k].is_none() {
                g[k] = Some(a);
                given.set(g);
            }
        })
    };
    // Where the keyboard goes next: an answer disables the controls that held the focus, and
    // "Next question" replaces the question; either way the focus stays where the work is.
    let focus_next = use_mut_ref(|| None::<FocusTarget>);
    let go = |to: usize| {
        let (current, focus_next) = (current.clone(), focus_next.clone());
        Callback::from(move |_: MouseEvent| {
            // A dot keeps the focus: nothing pending may pull it away.
            focus_next.borrow_mut().take();
            current.set(to)
        })
    };
    let next_question = {
        let (current, focus_next) = (current.clone(), focus_next.clone());
        Callback::from(move |_: MouseEvent| {
            *focus_next.borrow_mut() = Some(FocusTarget::Question);
            current.set(k + 1);
        })
    };
    let on_answer = {
        // Only a first answer counts (and disables the controls); a second one is ignored.
        let (focus_next, unanswered) = (focus_next.clone(), answers[k].is_none());
        on_answer.reform(move |a: Answer| {
            if unanswered {
                *focus_next.borrow_mut() = Some(FocusTarget::AfterAnswer);
            }
            a
        })
    };
    {
        let focus_next = focus_next.clone();
        use_effect_with((k, answers[k].is_some()), move |_| {
            if let Some(target) = focus_next.borrow_mut().take() {
                target.focus();
            }
        });
    }
    // A choice in a menu starts a round with it and with the typed rule and sheet number, as
    // "Start round" would; typed ones that do not read stay in their fields, named.
    let choose = {
        let (restart, take_entry, seed_entry, take_error) = (
            restart.clone(),
            take_entry.clone(),
            seed_entry.clone(),
            take_error.clone(),
        );
        move |l: ExerciseLink| match with_typed(l.clone(), &take_entry, &seed_entry) {
            Ok(l) => restart(l),
            Err(t) => {
                let typed = ((*take_entry).clone(), (*seed_entry).clone());
                restart(l);
                take_entry.set(typed.0);
                seed_entry.set(typed.1);
                take_error.set(Some(t));
            }
        }
    };
    let on_kind = {
        let (link, restart) = (link.clone(), choose.clone());
        Callback::from(move |e: Event| {
            let v = value_of(&e);
            if let Some(&kind) = KINDS.iter().find(|&&k| kind_word(k) == v) {
                restart(ExerciseLink {
                    kind,
                    ..(*link).clone()
                });
            }
        })
    };
    let on_end = {
        let (link, restart) = (link.clone(), choose.clone());
        Callback::from(move |e: Event| {
            let v = value_of(&e);
            let ending = if v == "misere" {
                Ending::Misere
            } else {
                Ending::Normal
            };
            restart(ExerciseLink {
                rules: Rules {
                    ending,
                    ..link.rules.clone()
                },
                ..(*link).clone()
            });
        })
    };
    let on_level = {
        let (link, restart) = (link.clone(), choose.clone());
        Callback::from(move |e: Event| {
            let v = value_of(&e);
            if let Ok(level) = v.parse::<u32>() {
                restart(ExerciseLink {
                    level,
                    ..(*link).clone()
                });
            }
        })
    };
    let on_take_input = on_text(&take_entry);
    let on_seed_input = on_text(&seed_entry);
    let on_settings = {
        let (link, restart, take_entry, seed_entry, take_error) = (
            link.clone(),
            restart.clone(),
            take_entry.clone(),
            seed_entry.clone(),
            take_error.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match with_typed((*link).clone(), &take_entry, &seed_entry) {
                Ok(l) => restart(l),
                Err(t) => take_error.set(Some(t)),
            }
        })
    };
    // The round's buttons go away with the round: the focus goes to the new first question.
    let restart_round = {
        let (restart, focus_next) = (restart.clone(), focus_next.clone());
        move |l: ExerciseLink| {
            *focus_next.borrow_mut() = Some(FocusTarget::Question);
            restart(l);
        }
    };
    let new_round = {
        let (link, restart) = (link.clone(), restart_round.clone());
        Callback::from(move |_: MouseEvent| {
            restart(ExerciseLink {
                seed: (link.seed + 1) % (MAX_SEED + 1),
                ..(*link).clone()
            })
        })
    };
    let retry = {
        let (link, restart) = (link.clone(), restart_round.clone());
        Callback::from(move |_: MouseEvent| restart((*link).clone()))
    };
    let harder = {
        let (link, restart) = (link.clone(), restart_round);
        Callback::from(move |_: MouseEvent| {
            restart(ExerciseLink {
                level: (link.level + 1).min(MAX_LEVEL),
                ..(*link).clone()
            })
        })
    };

    let q = &questions[k];
    let given_k = answers[k].clone();
    let misere = link.rules.ending == Ending::Misere;
    let right = given_k.as_ref().map(|a| q.check(a));
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
                    <ol>{ for answer_steps(lang, &link.rules, q).into_iter().map(|s| html! { <li>{ unbroken(&s) }</li> }) }</ol>
                </details>
            } else {
                <ExerciseExplanation key={format!("{}-{k}", link.seed)} rules={link.rules.clone()} question={q.clone()} />
            }
            </>
        }
    });
    let done = answered == total;

    html! {
        <div class="exercise-page theory">
            <h1>{ tt(lang, &T::ExerciseTitle(link.kind)) }</h1>
            <form class="entry settings" onsubmit={on_settings}>
                <label>{ tt(lang, &T::KindLabel) }
                    <select data-testid="ex-kind" onchange={on_kind}>
                        { for KINDS.iter().map(|&kind| html! {
                            <option value={kind_word(kind)} selected={kind == link.kind}>{ tt(lang, &T::ExerciseTitle(kind)) }</option>
                        }) }
                    </select>
                </label>
                <label>{ tt(lang, &T::EndLabel) }
                    <select data-testid="ex-end" onchange={on_end}>
                        <option value="normal" selected={!misere}>{ tt(lang, &T::EndNormal) }</option>
                        <option value="misere" selected={misere}>{ tt(lang, &T::EndMisere) }</option>
                    </select>
                </label>
                <label>{ tt(lang, &T::LevelLabel) }
                    <select data-testid="ex-level" onchange={on_level}>
                        { for (1..=MAX_LEVEL).map(|l| html! { <option value={l.to_string()} selected={l == link.level}>{ l }</option> }) }
                    </select>
                </label>
                { field(tt(lang, &T::TakeLabel), "ex-take", (*take_entry).clone(), on_take_input, refused(&take_error, "take", "ex-error")) }
                { field(tt(lang, &T::SeedLabel), "ex-seed", (*seed_entry).clone(), on_seed_input, refused(&take_error, "seed", "ex-error")) }
                <button type="submit" data-testid="ex-start">{ tt(lang, &T::StartRound) }</button>
            </form>
            if let Some(err) = &*take_error {
                <p class="entry-error" role="alert" data-testid="ex-error" id="ex-error">{ tt(lang, err) }</p>
            }
            <p class="score" data-testid="score" data-correct={correct.to_string()} data-answered={answered.to_string()} data-total={total.to_string()}>
                { tt(lang, &T::Score { correct: correct as u64, answered: answered as u64, total: total as u64 }) }
            </p>
            <nav class="progress" aria-label={tt(lang, &T::Questions)}>
                { for questions.iter().enumerate().map(|(i, q)| {
                    let state = match &answers[i] {
                        None => "open",
                        Some(a) if q.check(a) => "right",
                        Some(_) => "wrong",
                    };
                    html! {
                        <button type="button" class={classes!("dot", state)} data-testid={format!("goto-{}", i + 1)} data-state={state}
                            aria-label={tt(lang, &T::QuestionDot { n: i as u64 + 1, state })}
                            aria-current={(i == k).then_some("step")} onclick={go(i)}>{ i + 1 }</button>
                    }
                }) }
            </nav>
            <ExerciseQuestion key={format!("{}-{k}", format_exercise(&link))} kind={link.kind} rules={link.rules.clone()}
                question={q.clone()} given={given_k.clone()} on_answer={on_answer} />
            <div role="status">{ for verdict }</div>
            { for feedback }
            <div class="step-controls">
                if k + 1 < total {
                    { button("next-question".into(), tt(lang, &T::NextQuestion), given_k.is_none(), next_question) }
                }
            </div>
            if done {
                <section class="round-done" data-testid="round-done" data-correct={correct.to_string()}>
                    <h2>{ tt(lang, &T::RoundDone { correct: correct as u64, total: total as u64 }) }</h2>
                    <div class="step-controls">
                        { button("new-round".into(), tt(lang, &T::NewRound), false, new_round) }
                        { button("retry-round".into(), tt(lang, &T::RetryRound), false, retry) }
                        if link.level < MAX_LEVEL {
                            { button("harder".into(), tt(lang, &T::Harder), false, harder) }
                        }
                    </div>
                </section>
            }
            <details class="sheet" data-testid="sheet">
                <summary>{ tt(lang, &T::SheetTitle) }</summary>
                <p class="note">{ tt(lang, &T::SheetNote) }</p>
                <p class="sheet-link"><a href={format_exercise(&link)}>{ crate::route::absolute(&format_exercise(&link)) }</a></p>
                <p>{ tr(lang, &Msg::RulesSummary { ending: link.rules.ending, take: link.rules.take.clone() }) }</p>
                <ol>
                    { for questions.iter().map(|q| html! {
                        <li data-testid="sheet-item">{ question_text(lang, link.kind, q, misere) }</li>
                    }) }
                </ol>
                <details class="key">
                    <summary>{ tt(lang, &T::AnswerKey) }</summary>
                    <ol>{ for questions.iter().map(|q| html! { <li>{ answer_text(lang, q) }</li> }) }</ol>
                </details>
            </details>
        </div>
    }
}

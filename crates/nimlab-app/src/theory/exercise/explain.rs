//! The step-through of a right answer: the reasoning of the theory that applies to the rules
//! (Sprague–Grundy sums, the misère rule, or every option by the exact solver), the mex of a
//! heap, or a heap's value via the period.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::theory::field::button;
use crate::theory::text::{bin, set_text, target_row_text, tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::analysis::Outcome;
use nimlab_core::exercise::{reasoning, Question, Reasoning, Task};
use nimlab_core::explain::misere::MisereAdvice;
use nimlab_core::heap::HeapValues;
use nimlab_core::misere::MisereCase;
use nimlab_core::{Ending, Move, Position, Rules, Take};
use yew::prelude::*;

/// Properties of [`ExerciseExplanation`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rules of the round.
    pub rules: Rules,
    /// The question whose answer is explained.
    pub question: Question,
}

fn move_text(lang: Lang, position: &Position, m: Move) -> String {
    let from = position.rows[m.row];
    tr(
        lang,
        &Msg::WinningMove {
            row: m.row + 1,
            take: m.take,
            from,
            to: from - m.take,
        },
    )
}

fn moves_text(lang: Lang, position: &Position, moves: &[Move]) -> String {
    moves
        .iter()
        .map(|&m| move_text(lang, position, m))
        .collect::<Vec<_>>()
        .join(lang.semicolon())
}

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::P => "P",
        Outcome::N => "N",
    }
}

/// The steps explaining a position's class and winning moves.
pub fn position_steps(lang: Lang, rules: &Rules, position: &Position) -> Vec<String> {
    let Some(r) = reasoning(rules, position) else {
        return vec![tr(lang, &Msg::OutcomeUnknown)];
    };
    match r {
        Reasoning::Sum {
            row_values,
            value,
            construction,
        } => {
            let any = rules.take == Take::Any;
            let mut steps = vec![tt(
                lang,
                &T::ExRowValues {
                    values: position
                        .rows
                        .iter()
                        .zip(&row_values)
                        .map(|(n, g)| format!("γ({n}) = {g}"))
                        .collect::<Vec<_>>()
                        .join(", "),
                    any,
                    set: set_text(&rules.take),
                },
            )];
            let bits = (u64::BITS
                - row_values
                    .iter()
                    .max()
                    .copied()
                    .unwrap_or(0)
                    .leading_zeros())
            .max(1) as usize;
            steps.push(tt(
                lang,
                &T::ExXor {
                    terms: row_values
                        .iter()
                        .map(|&g| bin(g, bits))
                        .collect::<Vec<_>>()
                        .join(" ⊕ "),
                    value,
                    binary: bin(value, bits),
                },
            ));
            match construction {
                None => steps.push(tt(lang, &T::ExZeroIsP)),
                Some(c) => {
                    steps.push(tt(lang, &T::ExNonZeroIsN { top: c.top_bit }));
                    for row in &c.rows {
                        // Nim's rows are their own Grundy values: none can be raised, so
                        // there is nothing to say of a raising row without a move.
                        if any && row.moves.is_empty() {
                            continue;
                        }
                        steps.extend(target_row_text(lang, row));
                    }
                    steps.push(tt(
                        lang,
                        &T::ExWinningMoves {
                            moves: moves_text(lang, position, &c.moves()),
                        },
                    ));
                }
            }
            steps
        }
        Reasoning::Misere(m) => {
            let case = match m.case {
                MisereCase::A => "A",
                MisereCase::B => "B",
                MisereCase::Cg => "Cg",
                MisereCase::Cu => "Cu",
            };
            let mut steps = vec![tt(
                lang,
                &T::ExMisereCount {
                    large: m.large_rows as u64,
                    single: m.single_rows as u64,
                    case,
                },
            )];
            steps.push(match m.advice {
                MisereAdvice::NimSum => tt(lang, &T::ExMisereA { nim_sum: m.nim_sum }),
                MisereAdvice::EmptyLargeRow { row } => tt(
                    lang,
                    &T::ExMisereB {
                        row: row as u64 + 1,
                        keep: 0,
                    },
                ),
                MisereAdvice::ReduceLargeRowToOne { row } => tt(
                    lang,
                    &T::ExMisereB {
                        row: row as u64 + 1,
                        keep: 1,
                    },
                ),
                MisereAdvice::NoChoice => tt(
                    lang,
                    &T::ExMisereC {
                        single: m.single_rows as u64,
                    },
                ),
            });
            steps.push(tt(
                lang,
                &T::ExOutcome {
                    outcome: outcome_word(m.misere),
                },
            ));
            if !m.misere_moves.is_empty() {
                steps.push(tt(
                    lang,
                    &T::ExWinningMoves {
                        moves: moves_text(lang, position, &m.misere_moves),
                    },
                ));
            }
            steps
        }
        Reasoning::Options { options, outcome } => {
            let mut steps = vec![tt(lang, &T::ExOptionsIntro)];
            for o in &options {
                let after = crate::i18n::position_text(&o.after.rows);
                steps.push(format!(
                    "{} ⇒ {after}: {}",
                    move_text(lang, position, o.mv),
                    outcome_word(o.outcome)
                ));
            }
            steps.push(tt(
                lang,
                &T::ExOptionsVerdict {
                    outcome: outcome_word(outcome),
                },
            ));
            let winning: Vec<Move> = options
                .iter()
                .filter(|o| o.outcome == Outcome::P)
                .map(|o| o.mv)
                .collect();
            if !winning.is_empty() {
                steps.push(tt(
                    lang,
                    &T::ExWinningMoves {
                        moves: moves_text(lang, position, &winning),
                    },
                ));
            }
            steps
        }
    }
}

/// The steps computing the value of heap `n` from its options.
pub fn mex_steps(lang: Lang, heap: &HeapValues, n: u64) -> Vec<String> {
    let misere = heap.ending() == Ending::Misere;
    match heap.step(n, 100) {
        None => vec![tt(
            lang,
            &T::ExAnyRule {
                n,
                value: heap.value(n),
                misere,
            },
        )],
        Some(step) if step.options.is_empty() => vec![tt(
            lang,
            &T::ExNoMove {
                n,
                value: step.value,
                misere,
            },
        )],
        Some(step) => {
            let mut seen: Vec<u64> = step.options.iter().map(|o| o.value).collect();
            seen.sort_unstable();
            seen.dedup();
            vec![
                tt(lang, &T::StepOptions { x: n }),
                step.options
                    .iter()
                    .map(|o| {
                        format!(
                            "{n} − {} = {}: {} = {}",
                            o.take,
                            o.to,
                            if misere {
                                format!("γ⁻({})", o.to)
                            } else {
                                format!("γ({})", o.to)
                            },
                            o.value
                        )
                    })
                    .collect::<Vec<_>>()
                    .join(lang.semicolon()),
                format!(
                    "mex{{{}}} = {} ⇒ {}({n}) = {}",
                    seen.iter()
                        .map(u64::to_string)
                        .collect::<Vec<_>>()
                        .join(", "),
                    step.value,
                    if misere { "γ⁻" } else { "γ" },
                    step.value
                ),
            ]
        }
    }
}

/// The steps explaining the right answer to `question`.
pub fn answer_steps(lang: Lang, rules: &Rules, question: &Question) -> Vec<String> {
    match &question.task {
        Task::Position(p) => position_steps(lang, rules, p),
        Task::Mex { x, .. } => {
            let heap = HeapValues::new(rules.ending, &rules.take, *x + 1);
            let mut steps = Vec::new();
            if rules.ending == Ending::Misere {
                steps.push(tt(lang, &T::ExMisereValues));
            }
            steps.extend(mex_steps(lang, &heap, *x));
            steps
        }
        Task::Row { n } => {
            let heap = HeapValues::new(rules.ending, &rules.take, 1 << 20);
            let mut steps = Vec::new();
            if rules.ending == Ending::Misere {
                steps.push(tt(lang, &T::ExMisereValues));
            }
            let m = heap.reduce(*n);
            if let (Some(p), true) = (heap.period(), m != *n) {
                steps.push(tt(
                    lang,
                    &T::ExReduce {
                        n: *n,
                        pre: p.preperiod,
                        period: p.period,
                        m,
                    },
                ));
            }
            steps.extend(mex_steps(lang, &heap, m));
            steps
        }
    }
}

/// Where the focus goes when the explanation's buttons go: where it goes after an answer.
pub const AFTER_ANSWER: &str =
    "[data-testid=\"next-question\"]:not([disabled]), [data-testid=\"new-round\"]";

/// The explanation, one step at a time.
#[component]
pub fn ExerciseExplanation(props: &Props) -> Html {
    let lang = use_lang();
    let shown = use_state(|| 1usize);
    let steps = answer_steps(lang, &props.rules, &props.question);
    let total = steps.len();
    let k = (*shown).clamp(1, total.max(1));
    // The buttons go once the last step is shown: the focus goes on to the next question (or
    // the round's end), not to the top of the page.
    let on_to = || crate::ui::focus::refocus(AFTER_ANSWER);
    let more = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| {
            if k + 1 >= total {
                on_to();
            }
            shown.set(k + 1)
        })
    };
    let all = {
        let shown = shown.clone();
        Callback::from(move |_: MouseEvent| {
            on_to();
            shown.set(total)
        })
    };
    html! {
        <section class="explanation" data-testid="explanation" data-steps={total.to_string()}>
            <h3>{ tt(lang, &T::WhyTitle) }</h3>
            // Each step added is read out; the buttons below are not.
            <ol aria-live="polite">
                { for steps.into_iter().take(k).map(|s| html! { <li>{ unbroken(&s) }</li> }) }
            </ol>
            if k < total {
                <div class="step-controls">
                    { button("explain-next".into(), tt(lang, &T::Next), false, more) }
                    { button("explain-all".into(), tt(lang, &T::ShowAll), false, all) }
                </div>
            }
        </section>
    }
}

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
use nimlab_core::exercise::Question;
use nimlab_core::explain::exercise::{break_exercise_steps, exercise_steps, ExerciseStep, RowMove};
use nimlab_core::misere::MisereCase;
use nimlab_core::octal::TakeBreak;
use nimlab_core::{Ending, Rules};
use yew::prelude::*;

/// Properties of [`ExerciseExplanation`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rules of the round.
    pub rules: Rules,
    /// The round's take-and-break game, if it is one's.
    #[prop_or_default]
    pub game: Option<TakeBreak>,
    /// The question whose answer is explained.
    pub question: Question,
}

fn move_text(lang: Lang, m: &RowMove) -> String {
    tr(
        lang,
        &Msg::WinningMove {
            row: m.row + 1,
            take: m.take,
            from: m.from,
            to: m.to,
        },
    )
}

fn moves_text(lang: Lang, moves: &[RowMove]) -> String {
    moves
        .iter()
        .map(|m| move_text(lang, m))
        .collect::<Vec<_>>()
        .join(lang.semicolon())
}

fn outcome_word(o: Outcome) -> &'static str {
    match o {
        Outcome::P => "P",
        Outcome::N => "N",
    }
}

fn case_word(case: MisereCase) -> &'static str {
    match case {
        MisereCase::A => "A",
        MisereCase::B => "B",
        MisereCase::Cg => "Cg",
        MisereCase::Cu => "Cu",
    }
}

/// γ in normal play, γ⁻ in misère play.
fn value_name(ending: Ending) -> &'static str {
    match ending {
        Ending::Normal => "γ",
        Ending::Misere => "γ⁻",
    }
}

/// The sentence of one step; `None` for a row of the construction with nothing to say.
fn step_text(
    lang: Lang,
    rules: &Rules,
    game: Option<&TakeBreak>,
    step: &ExerciseStep,
) -> Option<String> {
    use ExerciseStep as S;
    Some(match step {
        S::RowValues { counts, values, .. } if game.is_some() => {
            let game = game.cloned().expect("a game");
            let values = counts
                .iter()
                .zip(values)
                .map(|(n, g)| format!("γ({n}) = {g}"))
                .collect::<Vec<_>>()
                .join(", ");
            tt(lang, &T::ExBreakRowValues { values, game })
        }
        S::BreakWinningMoves { .. } | S::BreakOptions { .. } => break_step_text(lang, step),
        S::RowValues {
            counts,
            values,
            any,
        } => tt(
            lang,
            &T::ExRowValues {
                values: counts
                    .iter()
                    .zip(values)
                    .map(|(n, g)| format!("γ({n}) = {g}"))
                    .collect::<Vec<_>>()
                    .join(", "),
                any: *any,
                set: set_text(&rules.take),
            },
        ),
        S::Xor {
            values,
            value,
            width,
        } => tt(
            lang,
            &T::ExXor {
                terms: values
                    .iter()
                    .map(|&g| bin(g, *width as usize))
                    .collect::<Vec<_>>()
                    .join(" ⊕ "),
                value: *value,
                binary: bin(*value, *width as usize),
            },
        ),
        S::ZeroIsP => tt(lang, &T::ExZeroIsP),
        S::NonZeroIsN { top_bit } => tt(lang, &T::ExNonZeroIsN { top: *top_bit }),
        S::Row(row) => return target_row_text(lang, row),
        S::MisereCount {
            large_rows,
            single_rows,
            case,
        } => tt(
            lang,
            &T::ExMisereCount {
                large: *large_rows as u64,
                single: *single_rows as u64,
                case: case_word(*case),
            },
        ),
        S::MisereNimSum { nim_sum } => tt(lang, &T::ExMisereA { nim_sum: *nim_sum }),
        S::MisereLargeRow { row, keep } => tt(
            lang,
            &T::ExMisereB {
                row: *row as u64 + 1,
                keep: *keep,
            },
        ),
        S::MisereNoChoice { single_rows } => tt(
            lang,
            &T::ExMisereC {
                single: *single_rows as u64,
            },
        ),
        S::Outcome { outcome } => tt(
            lang,
            &T::ExOutcome {
                outcome: outcome_word(*outcome),
            },
        ),
        S::OptionsIntro => tt(lang, &T::ExOptionsIntro),
        S::Option { mv, after, outcome } => format!(
            "{} ⇒ {}: {}",
            move_text(lang, mv),
            crate::i18n::position_text(&after.rows),
            outcome_word(*outcome)
        ),
        S::OptionsVerdict { outcome } => tt(
            lang,
            &T::ExOptionsVerdict {
                outcome: outcome_word(*outcome),
            },
        ),
        S::WinningMoves { moves } => tt(
            lang,
            &T::ExWinningMoves {
                moves: moves_text(lang, moves),
            },
        ),
        S::OutcomeUnknown => tr(lang, &Msg::OutcomeUnknown),
        S::MisereValues
        | S::Reduce { .. }
        | S::AnyRule { .. }
        | S::NoMove { .. }
        | S::HeapOptionsIntro { .. }
        | S::HeapOptions { .. }
        | S::Mex { .. } => heap_step_text(lang, step),
    })
}

/// The sentence of a step about one heap's value: by the period, by the rule, or as the mex of
/// its options.
fn heap_step_text(lang: Lang, step: &ExerciseStep) -> String {
    use ExerciseStep as S;
    let misere = |ending: &Ending| *ending == Ending::Misere;
    match step {
        S::MisereValues => tt(lang, &T::ExMisereValues),
        S::Reduce {
            n,
            preperiod,
            period,
            m,
        } => tt(
            lang,
            &T::ExReduce {
                n: *n,
                pre: *preperiod,
                period: *period,
                m: *m,
            },
        ),
        S::AnyRule { n, value, ending } => tt(
            lang,
            &T::ExAnyRule {
                n: *n,
                value: *value,
                misere: misere(ending),
            },
        ),
        S::NoMove { n, value, ending } => tt(
            lang,
            &T::ExNoMove {
                n: *n,
                value: *value,
                misere: misere(ending),
            },
        ),
        S::HeapOptionsIntro { n } => tt(lang, &T::StepOptions { x: *n }),
        S::HeapOptions { n, options, ending } => options
            .iter()
            .map(|o| {
                format!(
                    "{n} − {} = {}: {}({}) = {}",
                    o.take,
                    o.to,
                    value_name(*ending),
                    o.to,
                    o.value
                )
            })
            .collect::<Vec<_>>()
            .join(lang.semicolon()),
        S::Mex {
            n,
            seen,
            value,
            ending,
        } => format!(
            "mex{{{}}} = {value} ⇒ {}({n}) = {value}",
            seen.iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", "),
            value_name(*ending)
        ),
        _ => unreachable!("not a heap's step"),
    }
}

/// The sentence of a step only a take-and-break game has: its winning moves by the rows they
/// leave, or a row's options with γ(a) ⊕ γ(b), worded as on the Grundy page.
fn break_step_text(lang: Lang, step: &ExerciseStep) -> String {
    use ExerciseStep as S;
    match step {
        S::BreakWinningMoves { moves } => {
            let moves = moves
                .iter()
                .map(|m| {
                    let from = m.take + m.left + m.right;
                    let leaves = m.leaves().iter().map(u64::to_string).collect::<Vec<_>>();
                    let left = if leaves.is_empty() {
                        "0".to_string()
                    } else {
                        leaves.join(" + ")
                    };
                    let arrow = format!("{from} → {left}");
                    tt(
                        lang,
                        &T::SplitMove {
                            row: m.row as u64 + 1,
                            take: m.take,
                            arrow,
                        },
                    )
                })
                .collect::<Vec<_>>()
                .join(lang.semicolon());
            tt(lang, &T::ExWinningMoves { moves })
        }
        S::BreakOptions { options, parts, .. } => options
            .iter()
            .zip(parts)
            .map(|(o, &(ga, gb))| {
                tt(
                    lang,
                    &T::BreakOption {
                        take: o.take,
                        a: o.a,
                        b: o.b,
                        ga,
                        gb,
                        value: o.value,
                    },
                )
            })
            .collect::<Vec<_>>()
            .join(lang.semicolon()),
        _ => unreachable!("not a take-and-break step"),
    }
}

/// The steps explaining the right answer to `question`: the core's steps
/// ([`exercise_steps`], or [`break_exercise_steps`] on a take-and-break game), each in words.
pub fn answer_steps(
    lang: Lang,
    rules: &Rules,
    game: Option<&TakeBreak>,
    question: &Question,
) -> Vec<String> {
    let steps = match game {
        Some(game) => break_exercise_steps(game, question),
        None => exercise_steps(rules, question),
    };
    steps
        .iter()
        .filter_map(|step| step_text(lang, rules, game, step))
        .collect()
}

/// Where the focus goes when the explanation's buttons go: where it goes after an answer.
pub const AFTER_ANSWER: &str =
    "[data-testid=\"next-question\"]:not([disabled]), [data-testid=\"new-round\"]";

/// The explanation, one step at a time.
#[component]
pub fn ExerciseExplanation(props: &Props) -> Html {
    let lang = use_lang();
    let shown = use_state(|| 1usize);
    let steps = answer_steps(lang, &props.rules, props.game.as_ref(), &props.question);
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

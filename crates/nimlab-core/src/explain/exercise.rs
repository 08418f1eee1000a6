//! The step-through of an exercise's right answer ([`crate::exercise`]): for a position, the
//! reasoning of the theory that applies to the rules (Sprague–Grundy sums, the misère rule, or
//! every option by the exact solver); for a heap, the mex of its options, after reducing a
//! large heap by the period.
//!
//! Each [`ExerciseStep`] is one step on screen, with the numbers its sentence needs.

use crate::analysis::Outcome;
use crate::exercise::{reasoning, Question, Reasoning, Task};
use crate::explain::misere::MisereAdvice;
use crate::explain::sums::TargetRow;
use crate::grundy::GrundyOption;
use crate::heap::HeapValues;
use crate::misere::MisereCase;
use crate::octal::{self, break_table, BreakMove, BreakOption, TakeBreak};
use crate::position::{Move, Position};
use crate::rules::{Ending, Rules, Take};

/// A move with its row's count before and after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowMove {
    /// The row (0-based).
    pub row: usize,
    /// How many sticks it takes.
    pub take: u64,
    /// The row's count before the move.
    pub from: u64,
    /// The row's count after it.
    pub to: u64,
}

impl RowMove {
    /// `mv` made in `position` (which must have its row).
    pub fn new(position: &Position, mv: Move) -> RowMove {
        let from = position.rows[mv.row];
        RowMove {
            row: mv.row,
            take: mv.take,
            from,
            to: from - mv.take,
        }
    }
}

/// One step of the explanation of an exercise's answer.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum ExerciseStep {
    // A position under normal play (Sprague–Grundy; Bouton for unrestricted moves).
    /// Each row's count and Grundy value γ(count); under unrestricted moves γ(n) = n.
    RowValues {
        /// The rows' counts, top row first.
        counts: Vec<u64>,
        /// Their Grundy values, in the same order.
        values: Vec<u64>,
        /// Whether moves are unrestricted.
        any: bool,
    },
    /// The XOR of the rows' Grundy values, each written in binary with `width` digits.
    Xor {
        /// The rows' Grundy values.
        values: Vec<u64>,
        /// Their XOR γ(x).
        value: u64,
        /// The digits of the largest value (at least 1), the width of every binary term.
        width: u32,
    },
    /// γ(x) = 0: the player to move loses (a P-position).
    ZeroIsP,
    /// γ(x) ≠ 0: the player to move wins (an N-position); ℓ is the highest set bit of γ(x).
    NonZeroIsN {
        /// ℓ.
        top_bit: u32,
    },
    /// One row of the construction of the moves to value 0 (see [`TargetRow`]). Under
    /// unrestricted moves, rows without a move are left out: a row's value is its count,
    /// which no move raises.
    Row(TargetRow),

    // A position under misère play with unrestricted moves.
    /// The counts that decide the misère case.
    MisereCount {
        /// k: the number of rows with at least two sticks.
        large_rows: usize,
        /// The number of rows with exactly one stick.
        single_rows: usize,
        /// The German article's case A, B, Cg or Cu.
        case: MisereCase,
    },
    /// Case A: play as in normal Nim, to nim-sum 0.
    MisereNimSum {
        /// The nim-sum of the counts.
        nim_sum: u64,
    },
    /// Case B: leave `keep` sticks (0 or 1) in the single large row.
    MisereLargeRow {
        /// The large row (0-based).
        row: usize,
        /// 0 when the number of single-stick rows is odd, else 1.
        keep: u64,
    },
    /// Case C: every move takes a single stick, so no choice changes the result.
    MisereNoChoice {
        /// The number of single-stick rows (and of sticks).
        single_rows: usize,
    },
    /// The class of the position by the misère rule.
    Outcome {
        /// P or N.
        outcome: Outcome,
    },

    // A position under misère play with restricted moves (the exact solver).
    /// The position is P exactly when every option is N: the options follow.
    OptionsIntro,
    /// One move and the class of the position it leads to.
    Option {
        /// The move.
        mv: RowMove,
        /// The position after it.
        after: Position,
        /// Its class for the player then to move.
        outcome: Outcome,
    },
    /// The class of the position, from its options'.
    OptionsVerdict {
        /// P or N.
        outcome: Outcome,
    },

    // Any position.
    /// Every winning move. Always there for an N-position under normal play; under misère
    /// play, there when the position is N.
    WinningMoves {
        /// The moves, row by row.
        moves: Vec<RowMove>,
    },
    /// The exact solver gave up on this misère position: its class is not known.
    OutcomeUnknown,

    // A heap's value.
    /// Misère play: the values are the misère values γ⁻ (the first step).
    MisereValues,
    /// The period proves that heap `n` has the value of the smaller heap `m`:
    /// m = preperiod + (n − preperiod) rem period.
    Reduce {
        /// The heap asked.
        n: u64,
        /// The pre-period.
        preperiod: u64,
        /// The period.
        period: u64,
        /// The heap with the same value.
        m: u64,
    },
    /// Too many options to list (only under unrestricted moves, with more than
    /// [`MAX_LISTED_OPTIONS`]): the value by the rule γ(n) = n (γ⁻ swaps 0 and 1).
    AnyRule {
        /// The heap.
        n: u64,
        /// Its value.
        value: u64,
        /// The ending whose value it is.
        ending: Ending,
    },
    /// No move is allowed from heap `n`: its value without any option.
    NoMove {
        /// The heap.
        n: u64,
        /// Its value: 0 in normal play, 1 in misère play.
        value: u64,
        /// The ending whose value it is.
        ending: Ending,
    },
    /// The options of heap `n` are listed next.
    HeapOptionsIntro {
        /// The heap.
        n: u64,
    },
    /// Each option of heap `n`: n − take = to, and the value of `to`.
    HeapOptions {
        /// The heap.
        n: u64,
        /// Its options, smallest take first.
        options: Vec<GrundyOption>,
        /// The ending whose values they are.
        ending: Ending,
    },
    // A take-and-break game (normal play).
    /// Every winning move of a take-and-break position: each names the rows it leaves.
    BreakWinningMoves {
        /// The moves, sorted by (row, take, left, right).
        moves: Vec<BreakMove>,
    },
    /// Each option of a row of `n` in a take-and-break game: the rows a ≤ b it leaves (0 for
    /// none) and γ(a) ⊕ γ(b); followed by [`ExerciseStep::Mex`].
    BreakOptions {
        /// The row.
        n: u64,
        /// Its options, sorted by (take, a, b).
        options: Vec<BreakOption>,
        /// γ(a) and γ(b) of each option, in the same order.
        parts: Vec<(u64, u64)>,
    },

    /// The mex of the options' values is the heap's value.
    Mex {
        /// The heap.
        n: u64,
        /// The options' distinct values, ascending.
        seen: Vec<u64>,
        /// Their mex, the heap's value.
        value: u64,
        /// The ending whose value it is.
        ending: Ending,
    },
}

/// The most options a heap's step lists; beyond, only [`ExerciseStep::AnyRule`] applies.
pub const MAX_LISTED_OPTIONS: usize = 100;

/// The steps explaining the right answer to `question` under `rules`.
pub fn exercise_steps(rules: &Rules, question: &Question) -> Vec<ExerciseStep> {
    match &question.task {
        Task::Position(position) => position_steps(rules, position),
        Task::Mex { x, .. } => {
            let heap = HeapValues::new(rules.ending, &rules.take, *x + 1);
            let mut steps = misere_values(rules.ending);
            steps.extend(heap_steps(&heap, *x));
            steps
        }
        Task::Row { n } => {
            let heap = HeapValues::new(rules.ending, &rules.take, 1 << 20);
            let mut steps = misere_values(rules.ending);
            let m = heap.reduce(*n);
            if let (Some(p), true) = (heap.period(), m != *n) {
                steps.push(ExerciseStep::Reduce {
                    n: *n,
                    preperiod: p.preperiod,
                    period: p.period,
                    m,
                });
            }
            steps.extend(heap_steps(&heap, m));
            steps
        }
    }
}

fn misere_values(ending: Ending) -> Vec<ExerciseStep> {
    match ending {
        Ending::Normal => Vec::new(),
        Ending::Misere => vec![ExerciseStep::MisereValues],
    }
}

/// The steps explaining the class and winning moves of `position` under `rules`.
pub fn position_steps(rules: &Rules, position: &Position) -> Vec<ExerciseStep> {
    let moves = |moves: &[Move]| ExerciseStep::WinningMoves {
        moves: moves.iter().map(|&m| RowMove::new(position, m)).collect(),
    };
    let Some(reasoning) = reasoning(rules, position) else {
        return vec![ExerciseStep::OutcomeUnknown];
    };
    match reasoning {
        Reasoning::Sum {
            row_values,
            value,
            construction,
        } => {
            let any = rules.take == Take::Any;
            let largest = row_values.iter().max().copied().unwrap_or(0);
            let width = (u64::BITS - largest.leading_zeros()).max(1);
            let mut steps = vec![
                ExerciseStep::RowValues {
                    counts: position.rows.clone(),
                    values: row_values.clone(),
                    any,
                },
                ExerciseStep::Xor {
                    values: row_values,
                    value,
                    width,
                },
            ];
            match construction {
                None => steps.push(ExerciseStep::ZeroIsP),
                Some(c) => {
                    steps.push(ExerciseStep::NonZeroIsN { top_bit: c.top_bit });
                    let winning = c.moves();
                    steps.extend(
                        c.rows
                            .into_iter()
                            .filter(|row| !(any && row.moves.is_empty()))
                            .map(ExerciseStep::Row),
                    );
                    steps.push(moves(&winning));
                }
            }
            steps
        }
        Reasoning::Misere(m) => {
            let mut steps = vec![
                ExerciseStep::MisereCount {
                    large_rows: m.large_rows,
                    single_rows: m.single_rows,
                    case: m.case,
                },
                match m.advice {
                    MisereAdvice::NimSum => ExerciseStep::MisereNimSum { nim_sum: m.nim_sum },
                    MisereAdvice::EmptyLargeRow { row } => {
                        ExerciseStep::MisereLargeRow { row, keep: 0 }
                    }
                    MisereAdvice::ReduceLargeRowToOne { row } => {
                        ExerciseStep::MisereLargeRow { row, keep: 1 }
                    }
                    MisereAdvice::NoChoice => ExerciseStep::MisereNoChoice {
                        single_rows: m.single_rows,
                    },
                },
                ExerciseStep::Outcome { outcome: m.misere },
            ];
            if !m.misere_moves.is_empty() {
                steps.push(moves(&m.misere_moves));
            }
            steps
        }
        Reasoning::Options { options, outcome } => {
            let winning: Vec<Move> = options
                .iter()
                .filter(|o| o.outcome == Outcome::P)
                .map(|o| o.mv)
                .collect();
            let mut steps = vec![ExerciseStep::OptionsIntro];
            steps.extend(options.into_iter().map(|o| ExerciseStep::Option {
                mv: RowMove::new(position, o.mv),
                after: o.after,
                outcome: o.outcome,
            }));
            steps.push(ExerciseStep::OptionsVerdict { outcome });
            if !winning.is_empty() {
                steps.push(moves(&winning));
            }
            steps
        }
    }
}

/// The steps computing the value of heap `n` from its options.
fn heap_steps(heap: &HeapValues, n: u64) -> Vec<ExerciseStep> {
    let ending = heap.ending();
    match heap.step(n, MAX_LISTED_OPTIONS) {
        None => vec![ExerciseStep::AnyRule {
            n,
            value: heap.value(n),
            ending,
        }],
        Some(step) if step.options.is_empty() => vec![ExerciseStep::NoMove {
            n,
            value: step.value,
            ending,
        }],
        Some(step) => {
            // A heap sort, as elsewhere in the core: the slice sort would add to the module.
            let mut seen =
                std::collections::BinaryHeap::from_iter(step.options.iter().map(|o| o.value))
                    .into_sorted_vec();
            seen.dedup();
            vec![
                ExerciseStep::HeapOptionsIntro { n },
                ExerciseStep::HeapOptions {
                    n,
                    options: step.options,
                    ending,
                },
                ExerciseStep::Mex {
                    n,
                    seen,
                    value: step.value,
                    ending,
                },
            ]
        }
    }
}

/// The steps explaining the right answer to a question of [`crate::exercise::break_round`]
/// on `game` (normal play): for a position, the rows' Grundy values, their XOR, the class and
/// the winning moves; for a row, its options (splits a + b with γ(a) ⊕ γ(b)) and their mex.
pub fn break_exercise_steps(game: &TakeBreak, question: &Question) -> Vec<ExerciseStep> {
    match &question.task {
        Task::Position(position) => {
            let analysis = octal::analyze(game, Ending::Normal, position);
            let values: Vec<u64> = analysis.row_grundy.iter().map(|g| g.unwrap_or(0)).collect();
            let value = analysis.nim_sum.unwrap_or(0);
            let largest = values.iter().max().copied().unwrap_or(0);
            let width = (u64::BITS - largest.leading_zeros()).max(1);
            let mut steps = vec![
                ExerciseStep::RowValues {
                    counts: position.rows.clone(),
                    values: values.clone(),
                    any: false,
                },
                ExerciseStep::Xor {
                    values,
                    value,
                    width,
                },
            ];
            if value == 0 {
                steps.push(ExerciseStep::ZeroIsP);
            } else {
                steps.push(ExerciseStep::NonZeroIsN {
                    top_bit: value.ilog2(),
                });
                steps.push(ExerciseStep::BreakWinningMoves {
                    moves: analysis.winning_moves,
                });
            }
            steps
        }
        Task::Mex { x, .. } | Task::Row { n: x } => {
            let table = break_table(game, *x);
            let step = table.step(game, *x).expect("the table reaches x");
            if step.options.is_empty() {
                return vec![ExerciseStep::NoMove {
                    n: *x,
                    value: 0,
                    ending: Ending::Normal,
                }];
            }
            let g = |n: u64| u64::from(table.values[n as usize]);
            let parts = step.options.iter().map(|o| (g(o.a), g(o.b))).collect();
            let mut seen =
                std::collections::BinaryHeap::from_iter(step.options.iter().map(|o| o.value))
                    .into_sorted_vec();
            seen.dedup();
            vec![
                ExerciseStep::HeapOptionsIntro { n: *x },
                ExerciseStep::BreakOptions {
                    n: *x,
                    options: step.options,
                    parts,
                },
                ExerciseStep::Mex {
                    n: *x,
                    seen,
                    value: step.value,
                    ending: Ending::Normal,
                },
            ]
        }
    }
}

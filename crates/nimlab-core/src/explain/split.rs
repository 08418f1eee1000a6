//! A take-and-break position explained under normal play, step by step: a move may split a
//! row; the two parts are a sum of games, worth γ(a) ⊕ γ(b); a row's Grundy value is the mex
//! of its options; by the Sprague–Grundy theorem the position is worth the XOR s of its rows'
//! values; and from an N-position the construction finds the winning move: a row i whose
//! value γ_i has the highest bit of s, so that t = γ_i ⊕ s < γ_i, and an option of that row
//! worth t, which may split it into a + b with γ(a) ⊕ γ(b) = t.
//!
//! Rows are 0-based here, counted from 1 by the app.

use super::nim_sum;
use crate::analysis::Outcome;
use crate::octal::{analyze, break_table, play, BreakMove, BreakTable, TakeBreak};
use crate::position::Position;
use crate::rules::Ending;
use std::fmt;

/// The largest row explained: its options are listed and the table is computed up to it.
pub const MAX_EXPLAINED_ROW: u64 = 1000;

/// The largest row tried when the position has no row long enough to split.
const SPLIT_SEARCH: u64 = 64;

/// One option of a row: remove `take` sticks and leave rows `a` ≤ `b` (0 for none).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RowOption {
    /// Sticks removed (0 for a split without removal).
    pub take: u64,
    /// The smaller row left, or 0.
    pub a: u64,
    /// The larger row left, or 0.
    pub b: u64,
    /// γ(a).
    pub gamma_a: u64,
    /// γ(b).
    pub gamma_b: u64,
    /// γ(a) ⊕ γ(b): the value of what the row becomes.
    pub value: u64,
}

impl RowOption {
    /// Whether the option leaves two rows.
    pub fn splits(&self) -> bool {
        self.a > 0 && self.b > 0
    }
}

/// A split shown as an example: a row and one of its options that leaves two rows.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Split {
    /// The row of the position split, or `None` when no row of the position is long enough
    /// to split: the example is then a row of `count` on its own.
    pub row: Option<usize>,
    /// The row's sticks.
    pub count: u64,
    /// The move's option: the sticks removed, the parts and their values.
    pub option: RowOption,
}

/// A move of the position with the values of what it leaves.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveValue {
    /// The row moved in.
    pub row: usize,
    /// Its sticks before the move.
    pub count: u64,
    /// What the move does to the row.
    pub option: RowOption,
    /// The XOR of the rows' values after the move.
    pub sum_after: u64,
    /// The rows after the move.
    pub rows_after: Vec<u64>,
}

impl MoveValue {
    /// The move, as the octal module plays it.
    pub fn mv(&self) -> BreakMove {
        BreakMove {
            row: self.row,
            take: self.option.take,
            left: self.option.a,
            right: self.option.b,
        }
    }
}

/// One step of the explanation, with its numbers.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SplitStep {
    /// (a) The position and the game's rule.
    Rule {
        /// The game.
        game: TakeBreak,
        /// The rows.
        rows: Vec<u64>,
    },
    /// (b) A move in a row may split it in two: one concrete split.
    Split(Split),
    /// (b) No move of this game splits a row: every option leaves at most one row.
    NoSplit,
    /// (c) The two parts are a sum of games: the row after the move is worth γ(a) ⊕ γ(b).
    Sum(Split),
    /// (d) One row's Grundy value: its options, each worth γ(a) ⊕ γ(b), and their mex.
    Mex {
        /// The row.
        row: usize,
        /// Its sticks.
        count: u64,
        /// Every option, sorted by (take, a, b).
        options: Vec<RowOption>,
        /// γ(count), the mex of the options' values.
        value: u64,
    },
    /// (e) The Sprague–Grundy theorem: the position is worth the XOR of its rows' values.
    Theorem {
        /// The rows.
        rows: Vec<u64>,
        /// Each row's value γ.
        values: Vec<u64>,
        /// s, their XOR.
        nim_sum: u64,
        /// P when s = 0, else N.
        outcome: Outcome,
    },
    /// (f) An N-position: the construction of a winning move.
    Construction {
        /// s, the position's value.
        nim_sum: u64,
        /// The row i chosen: the first whose value has the highest bit of s.
        row: usize,
        /// Its sticks.
        count: u64,
        /// γ_i.
        grundy: u64,
        /// t = γ_i ⊕ s < γ_i, the value the row must reach.
        target: u64,
        /// The move that reaches it: a split when one does.
        chosen: MoveValue,
    },
    /// (f) An N-position: every winning move, as [`analyze`] lists them.
    WinningMoves {
        /// The moves, each leaving a sum of 0.
        moves: Vec<MoveValue>,
    },
    /// (f) A P-position: every move leaves a non-zero sum.
    Losing {
        /// One move and what it leaves; `None` when there is no move.
        example: Option<MoveValue>,
    },
}

/// Why a position is not explained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SplitError {
    /// The position has no row.
    NoRows,
    /// A row is larger than [`MAX_EXPLAINED_ROW`].
    RowTooLarge {
        /// The row (0-based).
        row: usize,
        /// Its sticks.
        count: u64,
    },
}

impl fmt::Display for SplitError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SplitError::NoRows => write!(f, "the position has no row"),
            SplitError::RowTooLarge { row, count } => write!(
                f,
                "row {} holds {count} sticks, more than {MAX_EXPLAINED_ROW}",
                row + 1
            ),
        }
    }
}

impl std::error::Error for SplitError {}

/// The table of values the explanation reads, and its game.
struct Values<'a> {
    game: &'a TakeBreak,
    table: BreakTable,
}

impl Values<'_> {
    fn gamma(&self, n: u64) -> u64 {
        u64::from(self.table.values[n as usize])
    }

    /// The options of a row of `n`, sorted by (take, a, b).
    fn options(&self, n: u64) -> Vec<RowOption> {
        let mut options = Vec::new();
        self.game.for_each_option(n, |take, a, b| {
            let (gamma_a, gamma_b) = (self.gamma(a), self.gamma(b));
            options.push(RowOption {
                take,
                a,
                b,
                gamma_a,
                gamma_b,
                value: gamma_a ^ gamma_b,
            });
        });
        options
    }

    /// The most even split of a row of `n` (the fewest sticks removed on ties).
    fn split_of(&self, n: u64) -> Option<RowOption> {
        let options = self.options(n).into_iter().filter(RowOption::splits);
        options.min_by_key(|o| (o.b - o.a, o.take))
    }

    /// The move `option` in row `row` of `rows`, with what it leaves.
    fn move_value(&self, rows: &[u64], row: usize, option: RowOption) -> MoveValue {
        let mv = BreakMove {
            row,
            take: option.take,
            left: option.a,
            right: option.b,
        };
        let after = play(self.game, &Position::new(rows.to_vec()), mv).expect("a listed option");
        let sum_after = after.rows.iter().fold(0, |s, &n| s ^ self.gamma(n));
        MoveValue {
            row,
            count: rows[row],
            option,
            sum_after,
            rows_after: after.rows,
        }
    }
}

/// The example split: of the largest row that can be split (the first on ties), else of the
/// smallest row that can, on its own.
fn example_split(values: &Values, rows: &[u64]) -> Option<Split> {
    let mut order: Vec<usize> = (0..rows.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(rows[i]));
    let in_position = order.into_iter().find_map(|row| {
        let option = values.split_of(rows[row])?;
        Some(Split {
            row: Some(row),
            count: rows[row],
            option,
        })
    });
    in_position.or_else(|| {
        (1..=SPLIT_SEARCH).find_map(|count| {
            let option = values.split_of(count)?;
            Some(Split {
                row: None,
                count,
                option,
            })
        })
    })
}

/// The explanation's steps for `position` of `game` under normal play.
pub fn split_steps(game: &TakeBreak, position: &Position) -> Result<Vec<SplitStep>, SplitError> {
    let rows = &position.rows;
    if rows.is_empty() {
        return Err(SplitError::NoRows);
    }
    if let Some((row, &count)) = rows
        .iter()
        .enumerate()
        .find(|(_, &n)| n > MAX_EXPLAINED_ROW)
    {
        return Err(SplitError::RowTooLarge { row, count });
    }
    let largest = rows.iter().copied().max().unwrap_or(0);
    let values = Values {
        game,
        table: break_table(game, largest.max(SPLIT_SEARCH)),
    };
    let mut steps = vec![SplitStep::Rule {
        game: game.clone(),
        rows: rows.clone(),
    }];
    let split = example_split(&values, rows);
    match &split {
        Some(split) => steps.extend([
            SplitStep::Split(split.clone()),
            SplitStep::Sum(split.clone()),
        ]),
        None => steps.push(SplitStep::NoSplit),
    }
    // The row whose options are listed: the split's, else the largest (the first on ties).
    let mex_row = split.as_ref().and_then(|s| s.row).unwrap_or_else(|| {
        (0..rows.len())
            .rev()
            .max_by_key(|&i| rows[i])
            .expect("a row")
    });
    steps.push(SplitStep::Mex {
        row: mex_row,
        count: rows[mex_row],
        options: values.options(rows[mex_row]),
        value: values.gamma(rows[mex_row]),
    });
    let gammas: Vec<u64> = rows.iter().map(|&n| values.gamma(n)).collect();
    let s = nim_sum(&gammas);
    let outcome = if s == 0 { Outcome::P } else { Outcome::N };
    steps.push(SplitStep::Theorem {
        rows: rows.clone(),
        values: gammas.clone(),
        nim_sum: s,
        outcome,
    });
    if s == 0 {
        steps.push(losing(&values, rows, split.as_ref()));
    } else {
        steps.extend(winning(&values, position, &gammas, s));
    }
    Ok(steps)
}

/// (f) for a P-position: the example split when it is a move here, else the first move.
fn losing(values: &Values, rows: &[u64], split: Option<&Split>) -> SplitStep {
    let in_position = split.and_then(|s| Some((s.row?, s.option)));
    let first = || (0..rows.len()).find_map(|row| Some((row, *values.options(rows[row]).first()?)));
    let example = in_position
        .or_else(first)
        .map(|(row, option)| values.move_value(rows, row, option));
    SplitStep::Losing { example }
}

/// (f) for an N-position: the construction and every winning move.
fn winning(values: &Values, position: &Position, gammas: &[u64], s: u64) -> [SplitStep; 2] {
    let rows = &position.rows;
    let row = (0..rows.len())
        .find(|&i| gammas[i] ^ s < gammas[i])
        .expect("some row has the highest bit of a non-zero nim-sum");
    let target = gammas[row] ^ s;
    let options: Vec<RowOption> = values
        .options(rows[row])
        .into_iter()
        .filter(|o| o.value == target)
        .collect();
    let option = options
        .iter()
        .find(|o| o.splits())
        .or(options.first())
        .copied()
        .expect("γ_i is the mex of its options, so a smaller value is one of them");
    let analysis = analyze(values.game, Ending::Normal, position);
    let moves = analysis.winning_moves.iter().map(|m| {
        let (a, b) = (m.left, m.right);
        let (gamma_a, gamma_b) = (values.gamma(a), values.gamma(b));
        let option = RowOption {
            take: m.take,
            a,
            b,
            gamma_a,
            gamma_b,
            value: gamma_a ^ gamma_b,
        };
        values.move_value(rows, m.row, option)
    });
    [
        SplitStep::Construction {
            nim_sum: s,
            row,
            count: rows[row],
            grundy: gammas[row],
            target,
            chosen: values.move_value(rows, row, option),
        },
        SplitStep::WinningMoves {
            moves: moves.collect(),
        },
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Kayles 3-5: γ(3) = 3, γ(5) = 4, s = 7; row 2 (γ 4 has bit 4), t = 3: take 2 leaving
    /// 1 + 2 splits it.
    #[test]
    fn kayles_three_five() {
        let steps = split_steps(&TakeBreak::kayles(), &Position::new([3, 5])).unwrap();
        assert_eq!(steps.len(), 7);
        let SplitStep::Split(split) = &steps[1] else {
            panic!("{:?}", steps[1])
        };
        assert_eq!((split.row, split.option.a, split.option.b), (Some(1), 2, 2));
        let SplitStep::Construction {
            row,
            target,
            chosen,
            ..
        } = &steps[5]
        else {
            panic!("{:?}", steps[5])
        };
        assert_eq!((*row, *target), (1, 3));
        assert_eq!(
            (chosen.option.take, chosen.option.a, chosen.option.b),
            (2, 1, 2)
        );
        assert_eq!(chosen.rows_after, vec![3, 1, 2]);
        assert_eq!(chosen.sum_after, 0);
    }
}

//! Moves of take-and-break games: checking, playing, the click's move, the computer player.

use super::solve::{analyze, BreakAnalysis};
use super::TakeBreak;
use crate::player::Level;
use crate::position::Position;
use crate::rng::SplitMix64;
use crate::rules::Ending;
use std::fmt;

/// A move: remove `take` sticks from row `row`, so that `left` sticks stay on one side of
/// them and `right` on the other (0 for none; `take` = 0 splits without removing).
///
/// The row is replaced in place by its non-empty parts, `left` above `right`, or by a row of
/// 0 when none is left. Moves listed by this module ([`legal_moves`], winning moves) have
/// `left` ≤ `right`: a move and its mirror image leave the same rows, so they are one move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct BreakMove {
    /// The row, counted from 0.
    pub row: usize,
    /// Sticks removed.
    pub take: u64,
    /// Sticks left before the removed run.
    pub left: u64,
    /// Sticks left after the removed run.
    pub right: u64,
}

impl BreakMove {
    /// The rows the move leaves in place of its row, left to right, empty when none.
    pub fn leaves(&self) -> Vec<u64> {
        [self.left, self.right]
            .into_iter()
            .filter(|&n| n > 0)
            .collect()
    }
}

/// Why a take-and-break move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BreakMoveError {
    /// There is no such row.
    NoSuchRow {
        /// The requested row (0-based).
        row: usize,
        /// How many rows the position has.
        rows: usize,
    },
    /// The sticks named do not lie in the row: a run J..K needs 1 ≤ J ≤ K ≤ the row's
    /// count, and a move's parts must add up to it.
    NotInRow {
        /// The row (0-based).
        row: usize,
        /// How many sticks the row holds.
        count: u64,
    },
    /// The game does not allow removing `take` sticks so as to leave these parts.
    NotAllowed {
        /// Sticks removed.
        take: u64,
        /// Sticks left before them.
        left: u64,
        /// Sticks left after them.
        right: u64,
    },
}

impl fmt::Display for BreakMoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BreakMoveError::NoSuchRow { row, rows } => {
                write!(f, "row {} does not exist (there are {rows})", row + 1)
            }
            BreakMoveError::NotInRow { row, count } => {
                write!(f, "row {} holds {count} sticks, not those", row + 1)
            }
            BreakMoveError::NotAllowed { take, left, right } => {
                write!(
                    f,
                    "removing {take} leaving {left} and {right} is not allowed"
                )
            }
        }
    }
}

impl std::error::Error for BreakMoveError {}

/// Every legal move, row by row, sorted by (row, take, left, right), with `left` ≤ `right`.
///
/// A row of `n` has about `n` · (digits) / 2 moves: callers bound the rows (see
/// [`super::MAX_ROW`]).
pub fn legal_moves(game: &TakeBreak, position: &Position) -> Vec<BreakMove> {
    let mut moves = Vec::new();
    for (row, &n) in position.rows.iter().enumerate() {
        game.for_each_option(n, |take, left, right| {
            moves.push(BreakMove {
                row,
                take,
                left,
                right,
            });
        });
    }
    moves
}

/// The click on stick `j` (1-based) of row `row`, which holds `count` sticks: the smallest
/// legal move that removes a run starting at stick `j` (in Grundy's game, and with d0 = 4,
/// the split between sticks j − 1 and j comes first). `None` when there is none.
pub fn move_from_stick(game: &TakeBreak, row: usize, count: u64, j: u64) -> Option<BreakMove> {
    if j == 0 || j > count {
        return None;
    }
    let left = j - 1;
    (0..=game.max_take().min(count - left))
        .map(|take| BreakMove {
            row,
            take,
            left,
            right: count - left - take,
        })
        .find(|m| game.allows(m.take, m.left, m.right))
}

/// The move removing sticks `first` to `last` (1-based, inclusive) of row `row`, which holds
/// `count` sticks.
pub fn move_run(
    game: &TakeBreak,
    row: usize,
    count: u64,
    first: u64,
    last: u64,
) -> Result<BreakMove, BreakMoveError> {
    if first == 0 || first > last || last > count {
        return Err(BreakMoveError::NotInRow { row, count });
    }
    let (take, left, right) = (last - first + 1, first - 1, count - last);
    if !game.allows(take, left, right) {
        return Err(BreakMoveError::NotAllowed { take, left, right });
    }
    Ok(BreakMove {
        row,
        take,
        left,
        right,
    })
}

/// The position after `mv`, checked: the row is replaced by its non-empty parts (`left`
/// above `right`), or by a row of 0 when none is left.
pub fn play(
    game: &TakeBreak,
    position: &Position,
    mv: BreakMove,
) -> Result<Position, BreakMoveError> {
    let rows = &position.rows;
    let &count = rows.get(mv.row).ok_or(BreakMoveError::NoSuchRow {
        row: mv.row,
        rows: rows.len(),
    })?;
    let sum = u128::from(mv.left) + u128::from(mv.take) + u128::from(mv.right);
    if count == 0 || sum != u128::from(count) {
        return Err(BreakMoveError::NotInRow { row: mv.row, count });
    }
    if !game.allows(mv.take, mv.left, mv.right) {
        return Err(BreakMoveError::NotAllowed {
            take: mv.take,
            left: mv.left,
            right: mv.right,
        });
    }
    let mut parts = mv.leaves();
    if parts.is_empty() {
        parts.push(0);
    }
    let mut next = rows[..mv.row].to_vec();
    next.extend(parts);
    next.extend_from_slice(&rows[mv.row + 1..]);
    Ok(Position::new(next))
}

/// How often (in quarters) [`Level::Good`] plays the perfect move, as in Nim.
const GOOD_PERFECT_QUARTERS: u64 = 3;

/// The computer's move, or `None` when no move is left; the same arguments always give the
/// same move (see [`crate::player::choose_move`]).
pub fn choose_move(
    game: &TakeBreak,
    ending: Ending,
    position: &Position,
    level: Level,
    seed: u64,
) -> Option<BreakMove> {
    let analysis = analyze(game, ending, position);
    choose_move_with(game, ending, position, &analysis, level, seed)
}

/// [`choose_move`] with the position's analysis given.
///
/// Perfect plays a random winning move; without one (a P-position, or an unknown outcome)
/// it tries the normal-play winning moves when the outcome is unknown, else plays for time:
/// the first move of the largest row, which removes the fewest sticks. Good is perfect three
/// times in four, else a random move that does not win; Beginner plays a random move.
pub fn choose_move_with(
    game: &TakeBreak,
    ending: Ending,
    position: &Position,
    analysis: &BreakAnalysis,
    level: Level,
    seed: u64,
) -> Option<BreakMove> {
    let rows: Vec<usize> = (0..position.rows.len())
        .filter(|&i| game.has_option(position.rows[i]))
        .collect();
    if rows.is_empty() {
        return None;
    }
    let mut rng = SplitMix64(seed);
    let perfect = |rng: &mut SplitMix64| {
        if let Some(mv) = rng.pick(&analysis.winning_moves) {
            return mv;
        }
        let unknown = analysis.outcome.is_none() && ending == Ending::Misere;
        let normal = unknown.then(|| analyze(game, Ending::Normal, position));
        normal
            .and_then(|a| rng.pick(&a.winning_moves))
            .unwrap_or_else(|| stalling_move(game, position, &rows))
    };
    Some(match level {
        Level::Perfect => perfect(&mut rng),
        Level::Good if rng.below(4) < GOOD_PERFECT_QUARTERS => perfect(&mut rng),
        Level::Good => (0..16)
            .map(|_| random_move(game, position, &rows, &mut rng))
            .find(|mv| !analysis.winning_moves.contains(mv))
            .unwrap_or_else(|| perfect(&mut rng)),
        Level::Beginner => random_move(game, position, &rows, &mut rng),
    })
}

/// The kinds of move a row of `n` allows: (take, number of rows left), sorted.
fn kinds(game: &TakeBreak, n: u64) -> Vec<(u64, u8)> {
    let mut kinds = Vec::new();
    for take in 0..=game.max_take().min(n) {
        let rest = n - take;
        let probes = [
            (0u8, (0, 0)),
            (1, (0, rest)),
            (2, (1, rest.saturating_sub(1))),
        ];
        for (parts, (a, b)) in probes {
            let fits = u64::from(parts) <= rest && a + b == rest && (parts != 2 || rest >= 2);
            // Grundy's game needs unequal parts: rest ≥ 3 has some (1 and rest − 1).
            if fits && game.allows(take, a, b) {
                kinds.push((take, parts));
            }
        }
    }
    kinds
}

/// A random move of a random movable row: a random kind of move, then a random place for it.
/// Works for rows of any size, without listing their moves.
fn random_move(
    game: &TakeBreak,
    position: &Position,
    rows: &[usize],
    rng: &mut SplitMix64,
) -> BreakMove {
    let row = rng.pick(rows).expect("a movable row");
    let n = position.rows[row];
    let kinds = kinds(game, n);
    let (take, parts) = rng.pick(&kinds).expect("a movable row has a kind of move");
    let rest = n - take;
    let left = match (parts, game) {
        (2, TakeBreak::Grundy) => 1 + rng.below((rest - 1) / 2),
        (2, _) => 1 + rng.below(rest / 2),
        _ => 0,
    };
    let right = if parts == 0 { 0 } else { rest - left };
    BreakMove {
        row,
        take,
        left,
        right,
    }
}

/// The first move of the largest movable row (the first such row on ties): the fewest sticks
/// removed, which keeps the game long and leaves the opponent the most chances to err.
fn stalling_move(game: &TakeBreak, position: &Position, rows: &[usize]) -> BreakMove {
    let &row = rows
        .iter()
        .max_by(|&&a, &&b| position.rows[a].cmp(&position.rows[b]).then(b.cmp(&a)))
        .expect("a movable row");
    let n = position.rows[row];
    let (take, parts) = kinds(game, n)[0];
    let rest = n - take;
    let (left, right) = match parts {
        0 => (0, 0),
        1 => (0, rest),
        _ => (1, rest - 1),
    };
    BreakMove {
        row,
        take,
        left,
        right,
    }
}

//! Positions (row counts) and moves.

use crate::rules::Rules;
use std::fmt;

/// A position: the number of sticks in each row, top row first.
///
/// Rows that become empty stay in place, so row numbers do not shift during a game.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Position {
    /// Sticks per row.
    pub rows: Vec<u64>,
}

/// A move: take `take` sticks from row `row` (0-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Move {
    /// The row, counted from 0.
    pub row: usize,
    /// How many sticks the move takes.
    pub take: u64,
}

/// A move checked against a position and rules by [`Position::check`].
///
/// Only [`Position::check`] creates one, so [`Position::play`] cannot fail.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct LegalMove(Move);

impl LegalMove {
    /// The move itself.
    pub fn get(self) -> Move {
        self.0
    }
}

/// Why a move is illegal.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum MoveError {
    /// There is no such row.
    NoSuchRow {
        /// The requested row (0-based).
        row: usize,
        /// How many rows the position has.
        rows: usize,
    },
    /// The row has no sticks left.
    RowEmpty {
        /// The row (0-based).
        row: usize,
    },
    /// A move must take at least one stick.
    TakesNothing,
    /// The row holds fewer sticks than the move takes.
    MoreThanRowHolds {
        /// The row (0-based).
        row: usize,
        /// How many the move takes.
        take: u64,
        /// How many the row holds.
        left: u64,
    },
    /// The rules do not allow taking this count.
    CountNotAllowed {
        /// How many the move takes.
        take: u64,
    },
    /// The game is over: no move is possible.
    GameOver,
}

impl fmt::Display for MoveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MoveError::NoSuchRow { row, rows } => {
                write!(f, "row {} does not exist (there are {rows})", row + 1)
            }
            MoveError::RowEmpty { row } => write!(f, "row {} is empty", row + 1),
            MoveError::TakesNothing => write!(f, "a move must take at least one stick"),
            MoveError::MoreThanRowHolds { row, take, left } => {
                write!(f, "row {} holds {left}, fewer than {take}", row + 1)
            }
            MoveError::CountNotAllowed { take } => write!(f, "taking {take} is not allowed"),
            MoveError::GameOver => write!(f, "the game is over"),
        }
    }
}

impl std::error::Error for MoveError {}

impl Position {
    /// A position from row counts.
    pub fn new(rows: impl Into<Vec<u64>>) -> Position {
        Position { rows: rows.into() }
    }

    /// The total number of sticks (saturating, for display).
    pub fn total(&self) -> u64 {
        self.rows.iter().fold(0u64, |a, &b| a.saturating_add(b))
    }

    /// Whether every row is empty.
    pub fn is_empty(&self) -> bool {
        self.rows.iter().all(|&r| r == 0)
    }

    /// Checks a move against this position and the rules.
    pub fn check(&self, rules: &Rules, mv: Move) -> Result<LegalMove, MoveError> {
        let left = *self.rows.get(mv.row).ok_or(MoveError::NoSuchRow {
            row: mv.row,
            rows: self.rows.len(),
        })?;
        if mv.take == 0 {
            return Err(MoveError::TakesNothing);
        }
        if left == 0 {
            return Err(MoveError::RowEmpty { row: mv.row });
        }
        if mv.take > left {
            return Err(MoveError::MoreThanRowHolds {
                row: mv.row,
                take: mv.take,
                left,
            });
        }
        if !rules.take.allows(mv.take) {
            return Err(MoveError::CountNotAllowed { take: mv.take });
        }
        Ok(LegalMove(mv))
    }

    /// Plays a checked move.
    pub fn play(&mut self, mv: LegalMove) {
        self.rows[mv.0.row] -= mv.0.take;
    }

    /// The position after a checked move.
    pub fn after(&self, mv: LegalMove) -> Position {
        let mut next = self.clone();
        next.play(mv);
        next
    }

    /// Every legal move, row by row, smallest take first.
    ///
    /// With unrestricted moves this lists one move per stick, so callers that may meet huge
    /// rows should not enumerate.
    pub fn legal_moves(&self, rules: &Rules) -> Vec<Move> {
        self.rows
            .iter()
            .enumerate()
            .flat_map(|(row, &n)| {
                rules
                    .take
                    .counts_from(n)
                    .into_iter()
                    .map(move |take| Move { row, take })
            })
            .collect()
    }

    /// Whether the player to move has any legal move.
    pub fn has_move(&self, rules: &Rules) -> bool {
        let min = match &rules.take {
            crate::rules::Take::Set(set) => set.counts()[0],
            _ => 1,
        };
        self.rows.iter().any(|&r| r >= min)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{SubtractionSet, Take};

    #[test]
    fn checks_say_why_a_move_is_illegal() {
        let p = Position::new([3, 0, 5]);
        let r = Rules::nim();
        assert_eq!(
            p.check(&r, Move { row: 3, take: 1 }),
            Err(MoveError::NoSuchRow { row: 3, rows: 3 })
        );
        assert_eq!(
            p.check(&r, Move { row: 1, take: 1 }),
            Err(MoveError::RowEmpty { row: 1 })
        );
        assert_eq!(
            p.check(&r, Move { row: 0, take: 4 }),
            Err(MoveError::MoreThanRowHolds {
                row: 0,
                take: 4,
                left: 3
            })
        );
        let bubi = Rules {
            take: Take::Set(SubtractionSet::new([1, 3, 5]).unwrap()),
            ..Rules::nim()
        };
        assert_eq!(
            p.check(&bubi, Move { row: 2, take: 2 }),
            Err(MoveError::CountNotAllowed { take: 2 })
        );
        let mv = p.check(&bubi, Move { row: 2, take: 5 }).unwrap();
        assert_eq!(p.after(mv).rows, vec![3, 0, 0]);
    }
}

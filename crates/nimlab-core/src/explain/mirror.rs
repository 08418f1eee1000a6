//! The mirror strategy for two rows of classic Nim (the Japanese article's first case).
//!
//! Two equal rows are a P-position: whatever the player to move takes from one row, the
//! opponent takes as many from the other and keeps them equal, so the opponent takes the
//! last stick. With unequal rows the player to move takes the difference from the larger row
//! and becomes the one who copies.

use crate::analysis::Outcome;
use crate::position::{Move, Position};
use std::fmt;

/// The mirror strategy's numbers for a two-row position.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Mirror {
    /// The two counts.
    pub rows: [u64; 2],
    /// P when the rows are equal, N otherwise.
    pub outcome: Outcome,
    /// The row with more sticks (0-based), `None` when both are equal.
    pub larger: Option<usize>,
    /// The difference of the counts: what the winning move takes.
    pub difference: u64,
    /// The winning move: take the difference from the larger row (`None` for equal rows).
    pub winning_move: Option<Move>,
}

/// Why the mirror strategy does not apply.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MirrorError {
    /// The mirror strategy is about exactly two rows.
    NotTwoRows {
        /// How many rows the position has.
        rows: usize,
    },
}

impl fmt::Display for MirrorError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MirrorError::NotTwoRows { rows } => {
                write!(f, "the mirror strategy needs two rows, not {rows}")
            }
        }
    }
}

impl std::error::Error for MirrorError {}

/// The mirror strategy for a position of two rows.
pub fn mirror(position: &Position) -> Result<Mirror, MirrorError> {
    let &[a, b] = position.rows.as_slice() else {
        return Err(MirrorError::NotTwoRows {
            rows: position.rows.len(),
        });
    };
    let larger = match a.cmp(&b) {
        std::cmp::Ordering::Equal => None,
        std::cmp::Ordering::Greater => Some(0),
        std::cmp::Ordering::Less => Some(1),
    };
    let difference = a.abs_diff(b);
    Ok(Mirror {
        rows: [a, b],
        outcome: if larger.is_some() {
            Outcome::N
        } else {
            Outcome::P
        },
        larger,
        difference,
        winning_move: larger.map(|row| Move {
            row,
            take: difference,
        }),
    })
}

/// The copying reply to the opponent's move `mv` from two equal rows: the same count from
/// the other row; `None` when `mv` names neither of the two rows.
pub fn mirror_reply(mv: Move) -> Option<Move> {
    match mv.row {
        0 => Some(Move {
            row: 1,
            take: mv.take,
        }),
        1 => Some(Move {
            row: 0,
            take: mv.take,
        }),
        _ => None,
    }
}

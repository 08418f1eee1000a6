//! Sums of games (Satz 1g, Satz 2b): from a position x, the moves to a position of any
//! smaller Grundy value t.
//!
//! Each row is a game of its own with Grundy value γ_i, and γ(x) = γ_1 xor … xor γ_k. A move
//! changes one row, so it reaches t exactly when it turns γ_i into γ_i xor z, where
//! z = γ(x) xor t. If γ_i has the highest bit ℓ of z, then γ_i xor z < γ_i and, γ_i being a
//! mex, some move reaches it: the guaranteed, *reducing* move. Under restricted rules a row
//! may also reach a *larger* value γ_i xor z, which gives additional, *raising* moves (the
//! slides' 7-5-3-1 under "take 1 or 2": 5 → 3 reduces, 3 → 2 raises).

use crate::grundy::GrundyFn;
use crate::position::{Move, Position};
use crate::rules::Take;
use std::fmt;

/// Whether a row's required Grundy value lies below or above its current value.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Direction {
    /// γ_i xor z < γ_i (γ_i has bit ℓ): a move to it always exists, since γ_i is a mex.
    Reducing,
    /// γ_i xor z > γ_i: a move to it exists only if some option happens to have that value.
    Raising,
}

/// One row of the construction: the Grundy value it has and the one it would need.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TargetRow {
    /// The row (0-based).
    pub row: usize,
    /// Its count of sticks.
    pub count: u64,
    /// γ_i, its Grundy value.
    pub grundy: u64,
    /// γ_i xor z: the value this row must take for the whole position to reach t.
    pub required: u64,
    /// Whether `required` lies below γ_i (the guaranteed case) or above it.
    pub direction: Direction,
    /// Every move in this row to a row whose Grundy value is `required`; empty when the
    /// value cannot be reached ("unmöglich" on the slides).
    pub moves: Vec<Move>,
}

/// The construction of the moves from x to positions of Grundy value t.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TargetMoves {
    /// γ(x) = XOR of the rows' Grundy values.
    pub value: u64,
    /// t, the value to reach (below γ(x)); t = 0 gives the winning moves.
    pub target: u64,
    /// z = γ(x) xor t.
    pub z: u64,
    /// ℓ, the highest set bit of z.
    pub top_bit: u32,
    /// Every row, top row first.
    pub rows: Vec<TargetRow>,
}

impl TargetMoves {
    /// All moves that reach Grundy value t, row by row: no other move does.
    pub fn moves(&self) -> Vec<Move> {
        self.rows
            .iter()
            .flat_map(|r| r.moves.iter().copied())
            .collect()
    }
}

/// Why no construction exists.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TargetError {
    /// t must lie below γ(x): Satz 1g only promises moves to smaller values.
    NotBelow {
        /// γ(x).
        value: u64,
        /// The requested t.
        target: u64,
    },
}

impl fmt::Display for TargetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            TargetError::NotBelow { value, target } => {
                write!(
                    f,
                    "the target {target} is not below the Grundy value {value}"
                )
            }
        }
    }
}

impl std::error::Error for TargetError {}

/// The moves from `position` to positions of Grundy value `target` when a move takes as
/// `take` allows (Grundy values are those of normal play).
pub fn target_moves(
    take: &Take,
    position: &Position,
    target: u64,
) -> Result<TargetMoves, TargetError> {
    // The same construction as for a sum of different games, with one rule for every row.
    let takes = vec![take.clone(); position.rows.len()];
    crate::game_sum::sum_target_moves(&takes, &position.rows, target)
}

/// The counts one may take from a row of `count` sticks to leave a row of Grundy value
/// `value`, ascending, without enumerating huge rows.
///
/// Unrestricted: γ(n) = n, so only n − value. "1 up to k": γ(n) = n rem (k + 1) and the
/// rows n − 1, …, n − k have distinct residues, so at most one take fits. An allowed set:
/// each of its at most 64 counts is checked. `grundy` must be the Grundy function of `take`.
pub fn takes_to_value(take: &Take, grundy: &GrundyFn, count: u64, value: u64) -> Vec<u64> {
    match take {
        Take::Any => (value < count).then(|| count - value).into_iter().collect(),
        Take::UpTo(k) => {
            let modulus = u128::from(*k) + 1;
            if u128::from(value) >= modulus {
                return Vec::new();
            }
            let residue = u128::from(count) % modulus;
            let t = ((residue + modulus - u128::from(value)) % modulus) as u64;
            (t >= 1 && t <= count).then_some(t).into_iter().collect()
        }
        Take::Set(set) => set
            .counts()
            .iter()
            .copied()
            .take_while(|&s| s <= count)
            .filter(|&s| grundy.value(count - s) == value)
            .collect(),
    }
}

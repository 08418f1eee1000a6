//! What an explanation step points at on the board and in the binary panel.

use nimlab_core::Move;

/// Rows, binary columns and moves to emphasize; empty means nothing is emphasized.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Highlight {
    /// Rows to emphasize (0-based).
    pub rows: Vec<usize>,
    /// Binary columns to emphasize, by bit (weight 2^bit).
    pub columns: Vec<u32>,
    /// Moves whose sticks are marked on the board.
    pub moves: Vec<Move>,
}

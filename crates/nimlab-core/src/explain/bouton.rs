//! Bouton's construction for classic Nim (any count from one row), in the lab handout's
//! notation, and the numbers of the Japanese article's proof.
//!
//! E = n1 xor … xor nk is the nim-sum. If E = 0 the position is a P-position: every move
//! loses against perfect play. Otherwise let ℓ be the highest set bit of E; for each row
//! B_i = E xor n_i, and B_i < n_i exactly when n_i has bit ℓ. Replacing such an n_i by B_i
//! makes the nim-sum 0, so the winning moves are exactly these, and their number is the
//! (odd) count of 1s in column ℓ.

use super::nim_sum;
use crate::position::{Move, MoveError, Position};
use crate::rules::Rules;

/// The highest set bit of `value`, or `None` for 0.
pub(crate) fn top_bit(value: u64) -> Option<u32> {
    value.checked_ilog2()
}

/// One row of Bouton's construction.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BoutonRow {
    /// The row (0-based).
    pub row: usize,
    /// n_i: the row's count.
    pub count: u64,
    /// B_i = E xor n_i: the count this row would need for nim-sum 0.
    pub target: u64,
    /// Whether B_i < n_i, i.e. the row can be reduced to B_i.
    pub reduces: bool,
    /// Whether n_i has a 1 in column ℓ (the highest 1 of E); equivalent to `reduces`.
    pub has_top_bit: bool,
    /// n_i − B_i when the row can be reduced: the winning move's count.
    pub take: Option<u64>,
}

/// Bouton's construction for a whole position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bouton {
    /// E = n1 xor … xor nk, the nim-sum.
    pub nim_sum: u64,
    /// ℓ, the highest set bit of E; `None` when E = 0 (a P-position: every move loses
    /// against perfect play).
    pub top_bit: Option<u32>,
    /// The construction for every row, top row first.
    pub rows: Vec<BoutonRow>,
    /// The winning moves (one per row with bit ℓ): their number is odd, or 0 when E = 0.
    pub winning_moves: Vec<Move>,
}

/// Bouton's construction for `position` under classic Nim (any count, normal play).
pub fn bouton(position: &Position) -> Bouton {
    let nim_sum = nim_sum(&position.rows);
    let top = top_bit(nim_sum);
    let rows: Vec<BoutonRow> = position
        .rows
        .iter()
        .enumerate()
        .map(|(row, &count)| {
            let target = nim_sum ^ count;
            let reduces = target < count;
            BoutonRow {
                row,
                count,
                target,
                reduces,
                has_top_bit: top.is_some_and(|l| count >> l & 1 == 1),
                take: reduces.then(|| count - target),
            }
        })
        .collect();
    let winning_moves = rows
        .iter()
        .filter_map(|r| r.take.map(|take| Move { row: r.row, take }))
        .collect();
    Bouton {
        nim_sum,
        top_bit: top,
        rows,
        winning_moves,
    }
}

/// The proof's numbers for one move from A_k to B_k in row k.
///
/// T = S xor A_k xor B_k because every other row is unchanged. Lemma 1: if S = 0 then
/// T = A_k xor B_k ≠ 0, since a move changes the row.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MoveProof {
    /// k: the row moved in (0-based).
    pub row: usize,
    /// S: the nim-sum before the move.
    pub nim_sum: u64,
    /// A_k: the row's count before the move.
    pub before: u64,
    /// B_k: the row's count after the move.
    pub after: u64,
    /// A_k xor B_k: never 0, because a move takes at least one stick.
    pub change: u64,
    /// T = S xor A_k xor B_k: the nim-sum after the move.
    pub nim_sum_after: u64,
}

/// The proof's numbers for `mv` from `position` under classic Nim, or why the move is illegal.
pub fn move_proof(position: &Position, mv: Move) -> Result<MoveProof, MoveError> {
    let mv = position.check(&Rules::nim(), mv)?.get();
    let nim_sum = nim_sum(&position.rows);
    let before = position.rows[mv.row];
    let after = before - mv.take;
    let change = before ^ after;
    Ok(MoveProof {
        row: mv.row,
        nim_sum,
        before,
        after,
        change,
        nim_sum_after: nim_sum ^ change,
    })
}

/// One admissible choice of k in Lemma 2.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Lemma2Choice {
    /// k: a row whose count has a 1 in column ℓ (0-based).
    pub row: usize,
    /// A_k: its count.
    pub before: u64,
    /// B_k = S xor A_k, which is less than A_k.
    pub after: u64,
    /// A_k − B_k: how many to take.
    pub take: u64,
}

/// Lemma 2's construction: from S ≠ 0, a move to nim-sum T = 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Lemma2 {
    /// S: the nim-sum, not 0.
    pub nim_sum: u64,
    /// ℓ: the highest set bit of S.
    pub top_bit: u32,
    /// Every row k with bit ℓ set in A_k (at least one, as S has bit ℓ), each giving T = 0.
    pub choices: Vec<Lemma2Choice>,
}

/// Lemma 2's construction for `position`, or `None` when S = 0 (then Lemma 1 applies).
pub fn lemma2(position: &Position) -> Option<Lemma2> {
    let construction = bouton(position);
    let top_bit = construction.top_bit?;
    let choices = construction
        .rows
        .iter()
        .filter_map(|r| {
            let take = r.take?;
            Some(Lemma2Choice {
                row: r.row,
                before: r.count,
                after: r.target,
                take,
            })
        })
        .collect();
    Some(Lemma2 {
        nim_sum: construction.nim_sum,
        top_bit,
        choices,
    })
}

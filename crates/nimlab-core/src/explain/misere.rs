//! Misère Nim (Marienbad, 逆形): which of the German article's cases A, B, Cg, Cu applies,
//! the counts that decide it, and where misère play departs from normal play.
//!
//! The Japanese article's rule: let k be the number of rows with at least two sticks.
//! k = 0: a P-position exactly when the number of single-stick rows is odd. k = 1: an
//! N-position; empty the large row if the number of single-stick rows is odd, else reduce it
//! to one stick. k ≥ 2: play as in normal Nim (P exactly when the nim-sum is 0). So the two
//! endings agree until the first position with at most one large row.

use super::nim_sum;
use super::record::{GameRecord, RecordError};
use crate::analysis::{analyze, Outcome};
use crate::misere::{misere_case, MisereCase};
use crate::position::{Move, Position};
use crate::rules::Rules;

/// What the winning player does under misère play, by case.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MisereAdvice {
    /// Case A (k ≥ 2): move to nim-sum 0 as in normal play (none exists when it is 0).
    NimSum,
    /// Case B with an odd number of single-stick rows: empty the large row.
    EmptyLargeRow {
        /// The large row (0-based).
        row: usize,
    },
    /// Case B with an even number of single-stick rows: leave one stick in the large row.
    ReduceLargeRowToOne {
        /// The large row (0-based).
        row: usize,
    },
    /// Case C (k = 0): every move takes a single stick, so no choice changes the result.
    NoChoice,
}

/// The misère rule applied to one position of classic Nim, next to normal play.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MisereExplanation {
    /// The German article's case.
    pub case: MisereCase,
    /// k: the number of rows with at least two sticks.
    pub large_rows: usize,
    /// The number of rows with exactly one stick (in case C: the number of sticks).
    pub single_rows: usize,
    /// The nim-sum of the counts.
    pub nim_sum: u64,
    /// What the misère rule tells the player to do.
    pub advice: MisereAdvice,
    /// The status under misère play.
    pub misere: Outcome,
    /// The status under normal play.
    pub normal: Outcome,
    /// Every winning move under misère play.
    pub misere_moves: Vec<Move>,
    /// Every winning move under normal play.
    pub normal_moves: Vec<Move>,
}

/// The misère rule for `position` under classic Nim, with normal play beside it.
pub fn explain_misere(position: &Position) -> MisereExplanation {
    let rows = &position.rows;
    let large: Vec<usize> = (0..rows.len()).filter(|&i| rows[i] >= 2).collect();
    let single_rows = rows.iter().filter(|&&n| n == 1).count();
    let case = misere_case(position);
    let advice = match (case, large.as_slice()) {
        (MisereCase::B, &[row]) if single_rows % 2 == 1 => MisereAdvice::EmptyLargeRow { row },
        (MisereCase::B, &[row]) => MisereAdvice::ReduceLargeRowToOne { row },
        (MisereCase::A, _) => MisereAdvice::NimSum,
        _ => MisereAdvice::NoChoice,
    };
    let misere = analyze(&Rules::misere(), position);
    let normal = analyze(&Rules::nim(), position);
    let decided = "classic Nim is always decided";
    MisereExplanation {
        case,
        large_rows: large.len(),
        single_rows,
        nim_sum: nim_sum(rows),
        advice,
        misere: misere.outcome.expect(decided),
        normal: normal.outcome.expect(decided),
        misere_moves: misere.winning_moves,
        normal_moves: normal.winning_moves,
    }
}

/// The first move of a record where the winning moves under the two endings differ.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Departure {
    /// The index of the move (0-based): the position before it is the first that differs.
    pub index: usize,
    /// That position.
    pub position: Position,
    /// The misère explanation of that position (its case, counts and both move lists).
    pub explanation: MisereExplanation,
}

/// Where misère play departs from normal play in a game of classic Nim: the first move whose
/// position has different winning moves under the two endings (case B or C, at most one
/// large row), or `None` when the two agree before every move of the record.
pub fn departure(record: &GameRecord) -> Result<Option<Departure>, RecordError> {
    let positions = record.positions(&Rules::nim())?;
    Ok(positions
        .into_iter()
        .take(record.moves.len())
        .enumerate()
        .find_map(|(index, position)| {
            let explanation = explain_misere(&position);
            (explanation.misere_moves != explanation.normal_moves).then_some(Departure {
                index,
                position,
                explanation,
            })
        }))
}

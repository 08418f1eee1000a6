//! Game records: the German article's example game S1…S9 from 22-5-13-27, and the annotation
//! of any game record with the status before each move and whether the move was winning.

use crate::analysis::{analyze, Analysis, Outcome};
use crate::position::{Move, MoveError, Position};
use crate::rules::{Ending, Rules};
use std::fmt;

/// The two players of a record: A moves first (the article's "anziehender Spieler").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Player {
    /// The player who makes the first move.
    A,
    /// The player who makes the second move.
    B,
}

impl Player {
    /// The opponent.
    pub fn other(self) -> Player {
        match self {
            Player::A => Player::B,
            Player::B => Player::A,
        }
    }

    /// Who makes move `index` (0-based): A the even ones, B the odd ones.
    pub fn of_move(index: usize) -> Player {
        if index % 2 == 0 {
            Player::A
        } else {
            Player::B
        }
    }
}

/// A game as played: the start position and the moves in order, A moving first.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GameRecord {
    /// The position before the first move.
    pub start: Position,
    /// The moves, A's first.
    pub moves: Vec<Move>,
}

/// A record contains an illegal move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordError {
    /// The index of the illegal move (0-based).
    pub index: usize,
    /// Why it is illegal.
    pub error: MoveError,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "move {} is illegal: {}", self.index + 1, self.error)
    }
}

impl std::error::Error for RecordError {}

/// The moves S1 → S7 shared by both endings of the German record: A takes 3 from row 1,
/// B empties row 4, A takes 11 from row 1, B takes 9 from row 3, A takes 7 from row 1, B
/// empties row 3.
const GERMAN_OPENING: [Move; 6] = [
    Move { row: 0, take: 3 },
    Move { row: 3, take: 27 },
    Move { row: 0, take: 11 },
    Move { row: 2, take: 9 },
    Move { row: 0, take: 7 },
    Move { row: 2, take: 4 },
];

impl GameRecord {
    /// The German article's game from S1 = 22-5-13-27 to the end, with the ending's winning
    /// line from S7 = 1-5: normal play 1-5 → 1-1 → 1-0 → A takes the last stick and wins;
    /// misère play 1-5 → 1-0 → B must take the last stick, and A wins.
    pub fn german(ending: Ending) -> GameRecord {
        let mut moves = GERMAN_OPENING.to_vec();
        match ending {
            Ending::Normal => moves.extend([
                Move { row: 1, take: 4 },
                Move { row: 1, take: 1 },
                Move { row: 0, take: 1 },
            ]),
            Ending::Misere => moves.extend([Move { row: 1, take: 5 }, Move { row: 0, take: 1 }]),
        }
        GameRecord {
            start: Position::new([22, 5, 13, 27]),
            moves,
        }
    }

    /// The positions of the game: the start, then the position after each move, checked
    /// against `rules`.
    pub fn positions(&self, rules: &Rules) -> Result<Vec<Position>, RecordError> {
        let mut positions = Vec::with_capacity(self.moves.len() + 1);
        let mut current = self.start.clone();
        for (index, &mv) in self.moves.iter().enumerate() {
            let legal = current
                .check(rules, mv)
                .map_err(|error| RecordError { index, error })?;
            let next = current.after(legal);
            positions.push(std::mem::replace(&mut current, next));
        }
        positions.push(current);
        Ok(positions)
    }
}

/// One move of an annotated record, with what the player knew before it.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct MoveNote {
    /// Who made the move.
    pub mover: Player,
    /// The position before the move.
    pub before: Position,
    /// The XOR of the rows' Grundy values before the move (the nim-sum under classic Nim).
    pub nim_sum: u64,
    /// The status before the move; `None` only when the exact solver gave up.
    pub status: Option<Outcome>,
    /// Every winning move available before the move (empty in a P-position).
    pub winning_moves: Vec<Move>,
    /// The move played.
    pub played: Move,
    /// Whether the move played left the opponent a P-position; `None` when unknown.
    pub winning: Option<bool>,
}

/// A whole record annotated move by move.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Annotation {
    /// One note per move.
    pub notes: Vec<MoveNote>,
    /// The position after the last move.
    pub end: Position,
    /// Its status for the player to move next.
    pub end_status: Option<Outcome>,
    /// The winner when no move is left at the end, `None` while the game goes on.
    pub winner: Option<Player>,
}

/// Annotates every move of `record` under `rules`, or names the first illegal move.
pub fn annotate(rules: &Rules, record: &GameRecord) -> Result<Annotation, RecordError> {
    annotate_with(rules, record, analyze)
}

/// [`annotate`] with the analysis `analyze` gives each position, for a caller that must not
/// search long (misère play with restricted moves): a status it leaves unknown stays unknown.
pub fn annotate_with(
    rules: &Rules,
    record: &GameRecord,
    mut analyze: impl FnMut(&Rules, &Position) -> Analysis,
) -> Result<Annotation, RecordError> {
    let positions = record.positions(rules)?;
    let analyses: Vec<_> = positions.iter().map(|p| analyze(rules, p)).collect();
    let notes = record
        .moves
        .iter()
        .zip(positions.iter().zip(&analyses))
        .enumerate()
        .map(|(index, (&played, (before, analysis)))| MoveNote {
            mover: Player::of_move(index),
            before: before.clone(),
            nim_sum: analysis.nim_sum,
            status: analysis.outcome,
            winning_moves: analysis.winning_moves.clone(),
            played,
            winning: analysis
                .outcome
                .map(|_| analysis.winning_moves.contains(&played)),
        })
        .collect();
    let end = positions.last().cloned().unwrap_or_default();
    let end_status = analyses.last().and_then(|a| a.outcome);
    let winner = (!end.has_move(rules)).then(|| {
        let to_move = Player::of_move(record.moves.len());
        match rules.ending {
            Ending::Normal => to_move.other(),
            Ending::Misere => to_move,
        }
    });
    Ok(Annotation {
        notes,
        end,
        end_status,
        winner,
    })
}

/// One position S_n of the German record, with its status under both endings.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RecordStep {
    /// n in S_n, from 1.
    pub number: usize,
    /// The position S_n.
    pub position: Position,
    /// Who moves from S_n.
    pub mover: Player,
    /// The status under the normal rule (the article's C = N, Z = P).
    pub normal: Outcome,
    /// The status under the misère rule.
    pub misere: Outcome,
    /// Every winning move under the record's ending (the article marks the alternatives to
    /// the move played at S1 with short bars).
    pub winning_moves: Vec<Move>,
    /// The move played from S_n.
    pub played: Move,
}

/// The German article's record as a table, for one ending.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GermanRecord {
    /// The ending whose winning line the record follows from S7.
    pub ending: Ending,
    /// S1…S9 (normal) or S1…S8 (misère).
    pub steps: Vec<RecordStep>,
    /// A in both endings.
    pub winner: Player,
}

/// The German article's record S1…S9 (normal) or S1…S8 (misère) with both statuses per step.
pub fn german_record(ending: Ending) -> GermanRecord {
    let record = GameRecord::german(ending);
    let known = |rules: &Rules| annotate(rules, &record).expect("the German record is legal");
    let (normal, misere) = (known(&Rules::nim()), known(&Rules::misere()));
    let annotation = match ending {
        Ending::Normal => &normal,
        Ending::Misere => &misere,
    };
    let status = |note: &MoveNote| note.status.expect("classic Nim is always decided");
    let steps = annotation
        .notes
        .iter()
        .zip(normal.notes.iter().zip(&misere.notes))
        .enumerate()
        .map(|(index, (note, (n, m)))| RecordStep {
            number: index + 1,
            position: note.before.clone(),
            mover: note.mover,
            normal: status(n),
            misere: status(m),
            winning_moves: note.winning_moves.clone(),
            played: note.played,
        })
        .collect();
    GermanRecord {
        ending,
        steps,
        winner: annotation
            .winner
            .expect("the German record ends with an empty board"),
    }
}

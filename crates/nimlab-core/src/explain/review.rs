//! The review after a game: each move judged sound or a mistake, with the winning moves a
//! mistake passed over.
//!
//! A move is a mistake when a winning move existed before it and it left the opponent an
//! N-position; a move from a P-position is never one (every move there loses against perfect
//! play, so there was nothing better). Where the status before the move is unknown (the exact
//! solver gave up), so is the verdict: the review never guesses.

use super::record::{annotate_with, GameRecord, Player, RecordError};
use crate::analysis::{analyze, Analysis, Outcome};
use crate::position::{Move, Position};
use crate::rules::Rules;

/// How a move of the game is judged.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Verdict {
    /// A winning move, or any move from a P-position.
    Sound,
    /// A winning move existed, and the move left the opponent an N-position.
    Mistake,
    /// The status before the move is not known.
    Unknown,
}

/// One move of the game, judged.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ReviewedMove {
    /// The move's index in the game, from 0.
    pub index: usize,
    /// Who made it.
    pub mover: Player,
    /// The position before it.
    pub before: Position,
    /// The move played.
    pub played: Move,
    /// Sound, a mistake, or unknown.
    pub verdict: Verdict,
    /// Every winning move there was before it, sorted by (row, take); empty from a
    /// P-position or an unknown one.
    pub winning_moves: Vec<Move>,
}

/// Judges every move of `record` under `rules`, or names its first illegal move.
pub fn review(rules: &Rules, record: &GameRecord) -> Result<Vec<ReviewedMove>, RecordError> {
    review_with(rules, record, analyze)
}

/// [`review`] with the analysis `analyze` gives each position, for a caller that must not
/// search long: a status it leaves unknown makes the verdict unknown.
pub fn review_with(
    rules: &Rules,
    record: &GameRecord,
    analyze: impl FnMut(&Rules, &Position) -> Analysis,
) -> Result<Vec<ReviewedMove>, RecordError> {
    let annotation = annotate_with(rules, record, analyze)?;
    Ok(annotation
        .notes
        .into_iter()
        .enumerate()
        .map(|(index, note)| ReviewedMove {
            index,
            mover: note.mover,
            verdict: match (note.status, note.winning) {
                (None, _) | (Some(Outcome::N), None) => Verdict::Unknown,
                (Some(Outcome::P), _) | (Some(Outcome::N), Some(true)) => Verdict::Sound,
                (Some(Outcome::N), Some(false)) => Verdict::Mistake,
            },
            before: note.before,
            played: note.played,
            winning_moves: note.winning_moves,
        })
        .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{Ending, SubtractionSet, Take};

    fn mv(row: usize, take: u64) -> Move {
        Move { row, take }
    }

    /// The verdicts and winning moves of the game `moves` from `start`, move by move.
    fn check(rules: &Rules, start: &[u64], moves: &[Move], expected: &[(Verdict, &[Move])]) {
        let record = GameRecord {
            start: Position::new(start.to_vec()),
            moves: moves.to_vec(),
        };
        let got: Vec<(usize, Player, Verdict, Vec<Move>)> = review(rules, &record)
            .unwrap()
            .into_iter()
            .map(|m| (m.index, m.mover, m.verdict, m.winning_moves))
            .collect();
        let want: Vec<(usize, Player, Verdict, Vec<Move>)> = expected
            .iter()
            .enumerate()
            .map(|(i, (v, w))| (i, Player::of_move(i), *v, w.to_vec()))
            .collect();
        assert_eq!(got, want, "{start:?} {moves:?} under {rules:?}");
    }

    #[test]
    fn verdicts() {
        use Verdict::*;
        let nim = Rules::nim();
        // 22-5-13-27: the winning move 3 from row 1, then B from the P-position (sound, as
        // every move there loses), then A passes over the one winning reply.
        check(
            &nim,
            &[22, 5, 13, 27],
            &[mv(0, 3), mv(3, 27), mv(1, 1)],
            &[
                (Sound, &[mv(0, 3), mv(1, 5), mv(2, 5)]),
                (Sound, &[]),
                (Mistake, &[mv(0, 11)]),
            ],
        );
        // A mistake from the start: 1-2-3 is P, so 1-2-4's only winning move is 1 from row 3.
        check(
            &nim,
            &[1, 2, 4],
            &[mv(0, 1), mv(2, 2)],
            &[(Mistake, &[mv(2, 1)]), (Sound, &[mv(2, 2)])],
        );
        // Misère 1-1-1 is P (three single sticks: the mover takes the last one): no move is a
        // mistake there.
        check(&Rules::misere(), &[1, 1, 1], &[mv(0, 1)], &[(Sound, &[])]);
        // Misère 2-1: taking the whole row of 2 leaves 1 for the opponent, who must take it
        // and loses; taking 1 from it leaves 1-1, and loses.
        check(
            &Rules::misere(),
            &[2, 1],
            &[mv(0, 1)],
            &[(Mistake, &[mv(0, 2)])],
        );
        // Take 1 to 3: 5 is N (take 1 to leave 4); taking 2 leaves 3, an N-position.
        let up_to_3 = Rules {
            take: Take::UpTo(3),
            ..Rules::nim()
        };
        check(&up_to_3, &[5], &[mv(0, 2)], &[(Mistake, &[mv(0, 1)])]);
        // Misère with {2, 3}, solved exactly: a row of 2 is P (its only move leaves the
        // opponent without one, who wins), a row of 1 N (no move: a win).
        let set = Rules {
            ending: Ending::Misere,
            take: Take::Set(SubtractionSet::new([2, 3]).unwrap()),
        };
        check(&set, &[4], &[mv(0, 3)], &[(Mistake, &[mv(0, 2)])]);
    }

    #[test]
    fn an_unknown_status_gives_an_unknown_verdict() {
        let record = GameRecord {
            start: Position::new([5, 5]),
            moves: vec![mv(0, 1)],
        };
        let unknown = |rules: &Rules, p: &Position| Analysis {
            outcome: None,
            winning_moves: Vec::new(),
            ..analyze(rules, p)
        };
        let got = review_with(&Rules::nim(), &record, unknown).unwrap();
        assert_eq!(got[0].verdict, Verdict::Unknown);
    }

    #[test]
    fn an_illegal_move_is_named() {
        let record = GameRecord {
            start: Position::new([2]),
            moves: vec![mv(0, 3)],
        };
        assert_eq!(review(&Rules::nim(), &record).unwrap_err().index, 0);
    }
}

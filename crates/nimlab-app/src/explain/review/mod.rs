//! The review after a game (full module only): the core judges each move, the panel words it.
//! Against the computer only the person's moves are reviewed; between two people, both sides'.

pub mod panel;
pub mod text;

use nimlab_core::analysis::analyze_without_search;
use nimlab_core::explain::record::{GameRecord, Player};
use nimlab_core::explain::review::{review_with, ReviewedMove, Verdict};
use nimlab_core::{Move, Position, Rules};

/// The app's number (1 or 2) of the core's player: player 1 makes the first move.
pub fn number(p: Player) -> u8 {
    match p {
        Player::A => 1,
        Player::B => 2,
    }
}

/// The moves to review of the game `moves` from `start`: all of them, or with the computer
/// playing `computer`, the person's. Never a search: the play page solved each position it
/// showed (the core remembers them), and a status not known makes the verdict unknown.
pub fn reviewed(
    rules: &Rules,
    start: &Position,
    moves: &[Move],
    computer: Option<u8>,
) -> Vec<ReviewedMove> {
    let record = GameRecord {
        start: start.clone(),
        moves: moves.to_vec(),
    };
    review_with(rules, &record, analyze_without_search)
        .unwrap_or_default()
        .into_iter()
        .filter(|m| Some(number(m.mover)) != computer)
        .collect()
}

/// Per player (1, then 2) who has moves in `reviewed`: their moves and their mistakes.
pub fn tally(reviewed: &[ReviewedMove]) -> Vec<(u8, usize, usize)> {
    [1, 2]
        .into_iter()
        .filter_map(|player| {
            let theirs = reviewed.iter().filter(|m| number(m.mover) == player);
            let moves = theirs.clone().count();
            let mistakes = theirs.filter(|m| m.verdict == Verdict::Mistake).count();
            (moves > 0).then_some((player, moves, mistakes))
        })
        .collect()
}

/// The word of a verdict in `data-verdict`.
pub fn verdict_word(v: Verdict) -> &'static str {
    match v {
        Verdict::Sound => "sound",
        Verdict::Mistake => "mistake",
        Verdict::Unknown => "unknown",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mv(row: usize, take: u64) -> Move {
        Move { row, take }
    }

    /// The reviewed moves' (number from 1, player, verdict), and the tally.
    fn check(
        moves: &[Move],
        computer: Option<u8>,
        expected: &[(usize, u8, &str)],
        tallied: &[(u8, usize, usize)],
    ) {
        let got = reviewed(&Rules::nim(), &Position::new([1, 2, 4]), moves, computer);
        let lines: Vec<(usize, u8, &str)> = got
            .iter()
            .map(|m| (m.index + 1, number(m.mover), verdict_word(m.verdict)))
            .collect();
        assert_eq!(lines, expected, "{moves:?} against {computer:?}");
        assert_eq!(tally(&got), tallied);
    }

    #[test]
    fn the_moves_reviewed() {
        // 1-2-4: the one winning move is 1 from row 3; 1 from row 1 passes it over.
        let game = [mv(0, 1), mv(2, 2), mv(1, 2)];
        check(
            &game,
            None,
            &[(1, 1, "mistake"), (2, 2, "sound"), (3, 1, "sound")],
            &[(1, 2, 1), (2, 1, 0)],
        );
        check(
            &game,
            Some(2),
            &[(1, 1, "mistake"), (3, 1, "sound")],
            &[(1, 2, 1)],
        );
        check(&game, Some(1), &[(2, 2, "sound")], &[(2, 1, 0)]);
        check(&[], None, &[], &[]);
    }
}

//! The review's words in English, German and Japanese.

use crate::explain::text::moves_text;
use crate::i18n::{position_text as pos, Lang};
use crate::text;
use nimlab_core::Move;

/// A sentence of the review.
#[derive(Clone, Debug, PartialEq)]
pub enum ReviewMsg {
    /// The panel's heading.
    Title,
    /// What the review judges.
    Intro,
    /// A game without a move to review.
    NoMoves,
    /// A player's moves and mistakes (`you`: the person against the computer).
    Tally {
        player: u8,
        you: bool,
        moves: usize,
        mistakes: usize,
    },
    /// A move as played: its number from 1, who, and the positions before and after.
    Played {
        number: usize,
        player: u8,
        you: bool,
        played: Move,
        before: Vec<u64>,
    },
    /// A winning move.
    Winning,
    /// A move from a P-position: there was nothing better.
    NoBetter,
    /// A mistake, with the winning moves there were.
    Mistake { best: Vec<Move>, before: Vec<u64> },
    /// The status before the move is not known.
    Unknown,
    /// The button that opens the game's commentary at the move.
    Explain,
}

/// "Move 3, you:" and its kin.
fn who(lang: Lang, player: u8, you: bool) -> String {
    match you {
        true => text!(lang, "you", "du", "あなた"),
        false => text!(lang, "player {0}", "Spieler {0}", "プレイヤー{0}", player),
    }
}

/// Renders a sentence of the review.
pub fn review_text(lang: Lang, msg: &ReviewMsg) -> String {
    match msg {
        ReviewMsg::Title => text!(lang, "Review of the game", "Besprechung der Partie", "対局の振り返り"),
        ReviewMsg::Intro => text!(
            lang,
            "A move is a mistake when a winning move existed and it left the opponent a winning position; from a P-position no move is a mistake.",
            "Ein Zug ist ein Fehler, wenn es einen Gewinnzug gab und er dem Gegner eine Gewinnstellung ließ; aus einer Z-Stellung (P) ist kein Zug ein Fehler.",
            "必勝手があったのに相手に勝ちの局面を渡した手を悪手とします。P局面からの手は悪手ではありません。"
        ),
        ReviewMsg::NoMoves => text!(lang, "No move to review.", "Kein Zug zu besprechen.", "振り返る手はありません。"),
        ReviewMsg::Tally { player, you, moves, mistakes } => text!(
            lang,
            "{0}: mistakes in {2} of {1} moves.",
            "{0}: Fehler in {2} von {1} Zügen.",
            "{0}：{1}手中、悪手{2}手。",
            capitalized(&who(lang, *player, *you)),
            moves,
            mistakes
        ),
        ReviewMsg::Played { number, player, you, played, before } => text!(
            lang,
            "Move {0} ({1}) from {2}: {3}.",
            "Zug {0} ({1}) ab {2}: {3}.",
            "{0}手目（{1}）{2} から：{3}。",
            number,
            who(lang, *player, *you),
            pos(before),
            moves_text(lang, std::slice::from_ref(played), Some(before))
        ),
        ReviewMsg::Winning => text!(lang, "Sound: a winning move.", "Gut: ein Gewinnzug.", "好手：必勝手です。"),
        ReviewMsg::NoBetter => text!(
            lang,
            "Sound: a P-position, where every move loses against perfect play.",
            "Gut: eine Z-Stellung (P), in der jeder Zug gegen perfektes Spiel verliert.",
            "好手：P局面で、どの手も最善の相手には負けます。"
        ),
        ReviewMsg::Mistake { best, before } => text!(
            lang,
            "A mistake: the winning move was to {0}.",
            "Ein Fehler: der Gewinnzug war, {0}.",
            "悪手：必勝手は「{0}」でした。",
            moves_text(lang, best, Some(before))
        ),
        ReviewMsg::Unknown => text!(
            lang,
            "Not known: this position was not solved exactly.",
            "Nicht bekannt: diese Stellung wurde nicht exakt gelöst.",
            "不明：この局面は厳密には解かれていません。"
        ),
        ReviewMsg::Explain => text!(lang, "Explain this move", "Diesen Zug erklären", "この手を解説"),
    }
}

/// `text` with its first letter in capitals ("you" → "You").
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(lang: Lang, msg: ReviewMsg, expected: &str) {
        assert_eq!(review_text(lang, &msg), expected);
    }

    #[test]
    fn sentences() {
        let played = Move { row: 0, take: 1 };
        let before = vec![1, 2, 4];
        let best = vec![Move { row: 2, take: 1 }];
        check(
            Lang::En,
            ReviewMsg::Played {
                number: 1,
                player: 1,
                you: true,
                played,
                before: before.clone(),
            },
            "Move 1 (you) from 1-2-4: take 1 from row 1 (→ 0-2-4).",
        );
        check(
            Lang::De,
            ReviewMsg::Mistake {
                best: best.clone(),
                before: before.clone(),
            },
            "Ein Fehler: der Gewinnzug war, 1 aus Reihe 3 nehmen (→ 1-2-3).",
        );
        check(
            Lang::Ja,
            ReviewMsg::Mistake { best, before },
            "悪手：必勝手は「3番目の山から1本取る(→ 1-2-3)」でした。",
        );
        check(
            Lang::En,
            ReviewMsg::Tally {
                player: 2,
                you: false,
                moves: 3,
                mistakes: 1,
            },
            "Player 2: mistakes in 1 of 3 moves.",
        );
    }
}

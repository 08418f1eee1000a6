//! The game in progress, kept in the tab's session storage: carried from the first
//! (play-only) module to the full one, and across a reload of the tab.
//!
//! A link holds the position on screen but not the moves that led there, which the game
//! record, undo and the "whole game" explanation need. The play page writes the whole game
//! to session storage with each write of its link; a play page that opens on the same link
//! resumes it: the full module after the first one loaded it (an explanation was opened),
//! or either module after a reload. A link opened in a new tab starts from its position. The
//! app opens this tab's game at an address without a link (`#/`, the header's play links);
//! a tab without a game of its own opens the browser's last game there, which local storage
//! keeps whole as well, so a new tab or a later visit resumes its record and undo too.
//!
//! Storage is outside input: the text is parsed like a link, every move is checked against the
//! rules, and anything that does not fit is ignored (the page then opens the link's game).

use crate::link::{format_play, opens_as_written, parse_hash, Route};
use crate::state::{Game, Notice};
use nimlab_core::Move;

/// The session-storage key of a handed-over game.
pub const STORAGE_KEY: &str = "nimlab.handover";

/// The longest handover text read: 20 rows of a million sticks allow 20 million moves in
/// theory, but a game played by hand stays far below this.
const MAX_LEN: usize = 1 << 20;

/// The game as text: the start's link, the moves (`row.take`, rows from 0), the index of the
/// position on screen, and the demonstration's state, one per line.
pub fn encode(game: &Game) -> String {
    // The start's link: its position, and who moved first there (not from the position on screen).
    let mut start = game.setup_link();
    start.position = game.positions[0].clone();
    let moves: Vec<String> = game
        .moves
        .iter()
        .map(|m| format!("{}.{}", m.row, m.take))
        .collect();
    format!(
        "{}\n{}\n{}\n{}",
        format_play(&start),
        moves.join(","),
        game.cursor,
        match (game.demo, game.paused) {
            (false, _) => "",
            (true, false) => "demo",
            (true, true) => "demo paused",
        }
    )
}

/// The game `text` describes, or `None` when it is not one [`encode`] wrote for legal moves.
pub fn decode(text: &str) -> Option<Game> {
    if text.len() > MAX_LEN {
        return None;
    }
    let mut lines = text.split('\n');
    let (start, moves, cursor, demo) = (lines.next()?, lines.next()?, lines.next()?, lines.next()?);
    if lines.next().is_some() {
        return None;
    }
    let (Route::Play(link), errors) = parse_hash(start) else {
        return None;
    };
    // A start written by another build may carry a parameter this one lacks: ignored.
    if !opens_as_written(&errors) {
        return None;
    }
    let mut game = Game::from_link(&link);
    for text in moves.split(',').filter(|m| !m.is_empty()) {
        let (row, take) = text.split_once('.')?;
        let mv = Move {
            row: row.parse().ok()?,
            take: take.parse().ok()?,
        };
        let legal = game.position().check(&game.rules, mv).ok()?;
        let next = game.position().after(legal);
        game.positions.push(next);
        game.moves.push(mv);
        game.cursor += 1;
    }
    let cursor: usize = cursor.parse().ok()?;
    if cursor >= game.positions.len() {
        return None;
    }
    game.cursor = cursor;
    (game.demo, game.paused) = match demo {
        "" => (false, false),
        "demo" => (true, false),
        "demo paused" => (true, true),
        _ => return None,
    };
    // The notice as the page showed it: the last move's, so the full module and a reload keep
    // "The computer took …" and its "Why this move?"; back in the record, where it stands.
    if cursor < game.moves.len() {
        game.notice = Some(Notice::Browsed);
    } else if cursor > 0 {
        let player = 3 - game.to_move();
        game.notice = Some(Notice::Moved {
            player,
            mv: game.moves[cursor - 1],
            by_computer: game.played_by_computer(player),
        });
    }
    Some(game)
}

/// The game kept for `link`: this tab's (handed over by the first module, or kept across a
/// reload), or with `last`, when the link is the browser's last game opened in a tab without
/// one of its own, the whole game local storage keeps beside it. Only read: the page's link
/// writer stores the game it shows as this tab's, in an effect.
pub fn find_for(link: &crate::link::PlayLink, last: bool) -> Option<Game> {
    let storage = if last {
        crate::settings::local_storage()
    } else {
        session_storage()
    }?;
    let text = storage.get_item(STORAGE_KEY).ok().flatten()?;
    decode(&text).filter(|game| game.link() == *link)
}

/// The link of this tab's game, when session storage holds one (left there for the page).
pub fn link() -> Option<crate::link::PlayLink> {
    let text = session_storage()?.get_item(STORAGE_KEY).ok().flatten()?;
    decode(&text).map(|game| game.link())
}

/// Remembers `game` for the full module and for a reload of the tab, and as the browser's
/// last whole game for a tab that has no game of its own.
pub fn save(game: &Game) {
    let text = encode(game);
    for storage in [session_storage(), crate::settings::local_storage()]
        .into_iter()
        .flatten()
    {
        // A full or forbidden storage keeps the link alone: the position, not the record.
        let _ = storage.set_item(STORAGE_KEY, &text);
    }
}

fn session_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.session_storage().ok().flatten())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::link::{Explanation, PlayLink, Topic};
    use crate::state::Action;
    use nimlab_core::Position;
    use std::rc::Rc;
    use yew::Reducible;

    fn played(rows: &[u64], moves: &[(usize, u64)], undo: usize) -> Game {
        let mut game = Rc::new(Game::from_link(&PlayLink {
            position: Position::new(rows.to_vec()),
            hints: true,
            explain: Some(Explanation {
                topic: Topic::Record,
                step: 2,
                lecture: true,
            }),
            ..PlayLink::default()
        }));
        for &(row, take) in moves {
            game = game.reduce(Action::Take(Move { row, take }));
        }
        for _ in 0..undo {
            game = game.reduce(Action::Undo);
        }
        (*game).clone()
    }

    #[test]
    fn a_game_survives_the_handover() {
        for game in [
            played(&[22, 5, 13, 27], &[], 0),
            played(&[22, 5, 13, 27], &[(0, 3), (3, 7), (1, 5)], 0),
            played(&[7, 4], &[(0, 3), (1, 1)], 1),
        ] {
            assert_eq!(decode(&encode(&game)), Some(game.clone()));
            // The full module takes the game only for the link in the address bar.
            assert_eq!(decode(&encode(&game)).unwrap().link(), from_address(&game));
        }
    }

    /// The link the address bar holds for `game`, as the full module reads it.
    fn from_address(game: &Game) -> PlayLink {
        let (Route::Play(link), _) = parse_hash(&format_play(&game.link())) else {
            panic!("not a play link")
        };
        link
    }

    #[test]
    fn a_game_against_the_computer_survives_the_handover_in_either_turn() {
        for (computer_first, moves) in [false, true]
            .into_iter()
            .flat_map(|first| [(first, 1), (first, 2), (first, 3)])
        {
            let mut game = Rc::new(Game::from_link(&PlayLink {
                position: Position::new(vec![3, 4]),
                vs: crate::link::Opponent::Computer,
                computer_first,
                ..PlayLink::default()
            }));
            for seed in 0..moves {
                // Whoever is to move: the computer its own move, the person one stick.
                let row = usize::from(game.position().rows[0] == 0);
                let action = if game.computer_to_move() {
                    Action::ComputerMove { seed }
                } else {
                    Action::Take(Move { row, take: 1 })
                };
                game = game.reduce(action);
            }
            assert_eq!(game.cursor, moves as usize);
            let game = (*game).clone();
            let back = decode(&encode(&game)).unwrap();
            assert_eq!(back, game);
            assert_eq!(back.link(), from_address(&game));
        }
    }

    #[test]
    fn storage_that_does_not_fit_is_ignored() {
        let good = encode(&played(&[3, 2], &[(0, 1)], 0));
        let cases = [
            String::new(),
            "garbage".to_string(),
            good.replace("0.1", "0.9"),
            good.replace("0.1", "7.1"),
            good.replace("0.1", "x.1"),
            good.replace("\n1\n", "\n2\n"),
            good.replace("rows=3,2", "rows=3,x"),
            format!("{good}\nextra"),
            good.replace("#/play", "#/grundy"),
            "#/play?rows=1\n".to_string() + &"0.1,".repeat(MAX_LEN / 4),
        ];
        for text in cases {
            assert_eq!(decode(&text), None, "{text:.80}");
        }
    }
}

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
//! The tab also keeps its last few other games (another start), so that going back in the
//! browser's history to one of them resumes it whole as well.
//!
//! Storage is outside input: the text is parsed like a link, every move is checked against the
//! rules, and anything that does not fit is ignored (the page then opens the link's game).

use crate::play::state::{Game, Notice};
use crate::route::{format_play, opens_as_written, parse_play_hash};
use nimlab_core::Move;
use std::rc::Rc;

/// The session-storage key of a handed-over game.
pub const STORAGE_KEY: &str = "nimlab.handover";

/// The session-storage key of the tab's earlier games, newest first, apart by [`APART`].
pub const EARLIER_KEY: &str = "nimlab.handover.earlier";

/// What stands between two earlier games: ASCII's record separator, which [`encode`] never
/// writes (a character: splitting at a string would cost the first module 1 KiB more).
const APART: char = '\u{1e}';

/// How many earlier games a tab keeps beside its game.
const EARLIER_GAMES: usize = 4;

/// The longest handover text read: 20 rows of a million sticks allow 20 million moves in
/// theory, but a game played by hand stays far below this.
const MAX_LEN: usize = 1 << 20;

/// The game as text: the start's link, the moves (`row.take`, rows from 0), the index of the
/// position on screen, and the demonstration's state, one per line.
pub fn encode(game: &Game) -> String {
    // The start's link: its position, and who moved first there (not from the position on screen).
    let mut start = game.setup_link();
    start.position = (*game.positions[0]).clone();
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
    let (link, errors) = parse_play_hash(start)?;
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
        game.positions.push(Rc::new(next));
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
/// reload) or one of its earlier games (the browser's history went back to it), or with
/// `last`, when the link is the browser's last game opened in a tab without one of its own,
/// the whole game local storage keeps beside it. Only read: the page's link writer stores the
/// game it shows as this tab's, in an effect.
pub fn find_for(link: &crate::route::PlayLink, last: bool) -> Option<Game> {
    let storage = if last {
        crate::ui::settings::local_storage()
    } else {
        session_storage()
    }?;
    let text = storage.get_item(STORAGE_KEY).ok().flatten()?;
    let earlier = match last {
        true => String::new(),
        false => storage
            .get_item(EARLIER_KEY)
            .ok()
            .flatten()
            .unwrap_or_default(),
    };
    find_in(&text, &earlier, link)
}

/// The game for `link` among the tab's game `text` and its `earlier` ones.
pub fn find_in(text: &str, earlier: &str, link: &crate::route::PlayLink) -> Option<Game> {
    std::iter::once(text)
        .chain(earlier.split(APART).take(EARLIER_GAMES))
        .filter_map(decode)
        .find(|game| game.link() == *link)
}

/// The earlier games to keep when the tab's game `old` gives way to `new`: `old` first when it
/// is another game (another start), then the others of `earlier` but one with `new`'s start
/// (it goes on as `new`), at most [`EARLIER_GAMES`].
fn earlier_games(old: &str, new: &str, earlier: &str) -> String {
    // A game's first line is its start.
    let start = |text: &str| text.find('\n').unwrap_or(text.len());
    let new_start = &new[..start(new)];
    let mut kept = String::new();
    for game in std::iter::once(old)
        .chain(earlier.split(APART))
        .filter(|game| !game.is_empty() && game[..start(game)] != *new_start)
        .take(EARLIER_GAMES)
    {
        if !kept.is_empty() {
            kept.push(APART);
        }
        kept.push_str(game);
    }
    kept
}

/// The link of this tab's game, when session storage holds one (left there for the page).
pub fn link() -> Option<crate::route::PlayLink> {
    let text = session_storage()?.get_item(STORAGE_KEY).ok().flatten()?;
    decode(&text).map(|game| game.link())
}

/// Remembers `game` for the full module and for a reload of the tab, and as the browser's
/// last whole game for a tab that has no game of its own; the tab's game before it, when it
/// was another, joins the tab's earlier games.
pub fn save(game: &Game) {
    let text = encode(game);
    let session = session_storage();
    if let Some(storage) = &session {
        let read = |key| storage.get_item(key).ok().flatten().unwrap_or_default();
        let (old, earlier) = (read(STORAGE_KEY), read(EARLIER_KEY));
        let kept = earlier_games(&old, &text, &earlier);
        if kept != earlier {
            let _ = storage.set_item(EARLIER_KEY, &kept);
        }
    }
    for storage in [session, crate::ui::settings::local_storage()]
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
    use crate::play::state::Action;
    use crate::route::{Explanation, PlayLink, Topic};
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
        parse_play_hash(&format_play(&game.link()))
            .expect("a play link")
            .0
    }

    #[test]
    fn a_game_against_the_computer_survives_the_handover_in_either_turn() {
        for (computer_first, moves) in [false, true]
            .into_iter()
            .flat_map(|first| [(first, 1), (first, 2), (first, 3)])
        {
            let mut game = Rc::new(Game::from_link(&PlayLink {
                position: Position::new(vec![3, 4]),
                vs: crate::route::Opponent::Computer,
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
    fn the_tab_keeps_its_earlier_games() {
        let a = encode(&played(&[3, 4, 5], &[(0, 1), (1, 2)], 0));
        let a_on = encode(&played(&[3, 4, 5], &[(0, 1), (1, 2), (2, 5)], 1));
        let b = encode(&played(&[1, 2], &[], 0));
        let c = encode(&played(&[7, 5, 3, 1], &[(3, 1)], 0));
        // A move of the same game keeps no copy; another game keeps the one before it.
        assert_eq!(earlier_games(&a, &a_on, ""), "");
        assert_eq!(earlier_games("", &a, ""), "");
        let earlier = earlier_games(&a, &b, "");
        assert_eq!(earlier, a);
        let earlier = earlier_games(&b, &c, &earlier);
        assert_eq!(earlier, [b.as_str(), &a].join(&APART.to_string()));
        // Back to the first game: it goes on as the tab's game, the others stay, newest first.
        let back = earlier_games(&c, &a, &earlier);
        assert_eq!(back, [c.as_str(), &b].join(&APART.to_string()));
        // At most four.
        let many: Vec<String> = (1..=6)
            .map(|n| encode(&played(&[n, n + 1], &[(0, 1)], 0)))
            .collect();
        let mut earlier = String::new();
        for pair in many.windows(2) {
            earlier = earlier_games(&pair[0], &pair[1], &earlier);
        }
        assert_eq!(earlier.split(APART).count(), EARLIER_GAMES);
        assert!(earlier.starts_with(&many[4]));

        // Each game is found by the link of the position it shows, its record with it.
        let tab = c.clone();
        let earlier = [b.as_str(), &a].join(&APART.to_string());
        for (text, want) in [(&tab, &c), (&b, &b), (&a, &a)] {
            let game = decode(want).unwrap();
            assert_eq!(find_in(text, "", &game.link()).as_ref(), Some(&game));
            assert_eq!(find_in(&tab, &earlier, &game.link()), Some(game));
        }
        let other = played(&[9], &[], 0).link();
        assert_eq!(find_in(&tab, &earlier, &other), None);
        // Earlier games that do not fit are passed over.
        let broken = ["garbage", &a.replace("1.2", "1.9")].join(&APART.to_string());
        assert_eq!(find_in(&tab, &broken, &decode(&a).unwrap().link()), None);
        let mixed = [broken.as_str(), &a].join(&APART.to_string());
        assert!(find_in(&tab, &mixed, &decode(&a).unwrap().link()).is_some());
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

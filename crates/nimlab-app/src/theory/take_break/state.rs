//! A take-and-break game in play: its link, its record and the notice of the last event, with
//! a pure reducer. Derived values (whose turn it is, the winner) are computed, never stored.

use crate::route::{BreakPlayLink, Opponent, SplitExplanation};
use nimlab_core::octal::{self, BreakMove, BreakMoveError};
use nimlab_core::{Ending, Position};
use std::rc::Rc;
use yew::prelude::*;

/// What the notice line says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Notice {
    /// Player `player` (1 or 2) made `mv` on a row of `from` sticks.
    Moved {
        player: u8,
        mv: BreakMove,
        from: u64,
    },
    /// A move was refused.
    Refused(BreakMoveError),
}

/// The game on the page.
#[derive(Clone, Debug, PartialEq)]
pub struct BreakGame {
    /// The rules, the opponent, the hints and the explanation; its position is the start.
    pub link: BreakPlayLink,
    /// The start and the position after each move of the record.
    pub positions: Vec<Rc<Position>>,
    /// The record's moves.
    pub moves: Vec<BreakMove>,
    /// How many of them lead to the position on screen.
    pub cursor: usize,
    /// The last event, with a serial so the same words are announced again.
    pub notice: Option<(Notice, u32)>,
}

/// What can happen to the game.
pub enum Action {
    /// A move asked for by a click, a drag, a typed run or the computer.
    Play(BreakMove),
    /// A move that could not even be named (a run outside the row).
    Refuse(BreakMoveError),
    /// One move back; against the computer, back to the person's turn.
    Undo,
    /// One move forward again (two against the computer).
    Redo,
    /// The same game from its start.
    Restart,
    /// A new game (a preset, a typed code, another ending or opponent).
    Load(BreakPlayLink),
    /// Shows or hides the winning moves.
    Hints(bool),
    /// Opens, moves or closes the explanation.
    Explain(Option<SplitExplanation>),
}

impl BreakGame {
    /// The game a link opens.
    pub fn new(link: BreakPlayLink) -> BreakGame {
        BreakGame {
            positions: vec![Rc::new(link.position.clone())],
            link,
            moves: Vec::new(),
            cursor: 0,
            notice: None,
        }
    }

    /// The position on screen.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The player to move, 1 or 2 (player 1 moves first).
    pub fn to_move(&self) -> u8 {
        player_at(self.cursor)
    }

    /// The player the computer plays, if it plays one (both in a demonstration: `Some(0)`).
    pub fn computer(&self) -> Option<u8> {
        match (self.link.vs, self.link.demo) {
            (_, true) => Some(0),
            (Opponent::Computer, _) => Some(if self.link.computer_first { 1 } else { 2 }),
            (Opponent::Human, _) => None,
        }
    }

    /// Whether the computer is to move.
    pub fn computer_to_move(&self) -> bool {
        self.computer()
            .is_some_and(|c| c == 0 || c == self.to_move())
            && !self.over()
    }

    /// Whether no move is left.
    pub fn over(&self) -> bool {
        let game = &self.link.game.game;
        !self.position().rows.iter().any(|&n| game.has_option(n))
    }

    /// The winner once the game is over: under normal play who moved last, under misère
    /// play the player who cannot move.
    pub fn winner(&self) -> Option<u8> {
        self.over().then(|| match self.link.ending {
            Ending::Normal => 3 - self.to_move(),
            Ending::Misere => self.to_move(),
        })
    }

    /// The link of the game on screen: its rules and the position shown.
    pub fn current_link(&self) -> BreakPlayLink {
        BreakPlayLink {
            position: self.position().clone(),
            ..self.link.clone()
        }
    }

    fn notify(&mut self, notice: Notice) {
        let serial = self.notice.as_ref().map_or(0, |(_, s)| s.wrapping_add(1));
        self.notice = Some((notice, serial));
    }

    /// The number of moves an undo or redo goes: two when that lands on the computer's turn.
    fn stride(&self, back: bool) -> usize {
        let person_vs_computer = self.link.vs == Opponent::Computer && !self.link.demo;
        let land = if back {
            self.cursor.checked_sub(1)
        } else {
            Some(self.cursor + 1).filter(|&c| c < self.positions.len())
        };
        let lands_on_computer = land.is_some_and(|c| Some(player_at(c)) == self.computer());
        let room = if back {
            self.cursor >= 2
        } else {
            self.cursor + 2 < self.positions.len()
        };
        if person_vs_computer && lands_on_computer && room {
            2
        } else {
            1
        }
    }
}

/// The player to move after `moves` moves: 1, then 2, in turn.
fn player_at(moves: usize) -> u8 {
    if moves % 2 == 0 {
        1
    } else {
        2
    }
}

impl Reducible for BreakGame {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut next = (*self).clone();
        match action {
            Action::Play(mv) => {
                let game = &next.link.game.game;
                match octal::play(game, next.position(), mv) {
                    Ok(position) if !next.over() => {
                        let from = next.position().rows[mv.row];
                        let player = next.to_move();
                        next.positions.truncate(next.cursor + 1);
                        next.moves.truncate(next.cursor);
                        next.positions.push(Rc::new(position));
                        next.moves.push(mv);
                        next.cursor += 1;
                        next.notify(Notice::Moved { player, mv, from });
                    }
                    Ok(_) => return self,
                    Err(error) => next.notify(Notice::Refused(error)),
                }
            }
            Action::Refuse(error) => next.notify(Notice::Refused(error)),
            Action::Undo if next.cursor > 0 => {
                next.cursor -= next.stride(true);
                next.notice = None;
            }
            Action::Redo if next.cursor + 1 < next.positions.len() => {
                next.cursor += next.stride(false);
                next.notice = None;
            }
            Action::Undo | Action::Redo => return self,
            Action::Restart => {
                let link = BreakPlayLink {
                    explain: None,
                    ..next.link.clone()
                };
                return Rc::new(BreakGame::new(link));
            }
            Action::Load(link) => return Rc::new(BreakGame::new(link)),
            Action::Hints(on) => next.link.hints = on,
            Action::Explain(explain) => next.link.explain = explain,
        }
        Rc::new(next)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::GameWord;

    fn game(rows: &[u64], vs: Opponent) -> Rc<BreakGame> {
        let mut link = BreakPlayLink::new(GameWord::parse("kayles").unwrap(), rows.to_vec());
        link.vs = vs;
        Rc::new(BreakGame::new(link))
    }

    fn mv(row: usize, take: u64, left: u64, right: u64) -> BreakMove {
        BreakMove {
            row,
            take,
            left,
            right,
        }
    }

    #[test]
    fn a_move_from_inside_splits_the_row_and_the_record_follows() {
        let g = game(&[7, 2], Opponent::Human).reduce(Action::Play(mv(0, 1, 2, 4)));
        assert_eq!(g.position().rows, vec![2, 4, 2]);
        assert_eq!((g.to_move(), g.cursor), (2, 1));
        assert!(matches!(
            g.notice,
            Some((
                Notice::Moved {
                    player: 1,
                    from: 7,
                    ..
                },
                0
            ))
        ));
        // Kayles removes one or two: three is refused, the position unchanged.
        let g = g.reduce(Action::Play(mv(1, 3, 0, 1)));
        assert_eq!(g.position().rows, vec![2, 4, 2]);
        assert!(matches!(g.notice, Some((Notice::Refused(_), 1))));
        let g = g.reduce(Action::Undo);
        assert_eq!((g.position().rows.clone(), g.to_move()), (vec![7, 2], 1));
        let g = g.reduce(Action::Redo);
        assert_eq!(g.position().rows, vec![2, 4, 2]);
    }

    #[test]
    fn the_game_ends_when_no_move_is_left() {
        let g = game(&[2], Opponent::Human).reduce(Action::Play(mv(0, 2, 0, 0)));
        assert_eq!(g.position().rows, vec![0]);
        assert_eq!(g.winner(), Some(1));
        let mut link = g.link.clone();
        link.ending = Ending::Misere;
        let g = Rc::new(BreakGame::new(link)).reduce(Action::Play(mv(0, 2, 0, 0)));
        assert_eq!(g.winner(), Some(2));
        // No move after the end.
        let after = g.clone().reduce(Action::Play(mv(0, 1, 0, 0)));
        assert!(Rc::ptr_eq(&g, &after) || after.cursor == g.cursor);
    }

    #[test]
    fn against_the_computer_undo_goes_back_to_the_persons_turn() {
        let g = game(&[9], Opponent::Computer)
            .reduce(Action::Play(mv(0, 1, 0, 8)))
            .reduce(Action::Play(mv(0, 2, 3, 3)));
        assert_eq!(g.cursor, 2);
        assert!(!g.computer_to_move());
        let g = g.reduce(Action::Undo);
        assert_eq!((g.cursor, g.to_move()), (0, 1));
        let g = g.reduce(Action::Redo);
        assert_eq!(g.cursor, 2);
    }
}

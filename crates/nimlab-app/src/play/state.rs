//! The game's state and its pure reducer.
//!
//! Architecture invariant: `reduce` computes the next state from the action alone. It never
//! touches storage, timers or the address bar; effects in the components do that, after the
//! state has changed.

use crate::route::{Explanation, Opponent, PlayLink};
use nimlab_core::analysis::analyze_without_search;
use nimlab_core::player::{choose_move_with, Level};
use nimlab_core::{Move, MoveError, Position, Rules};
use std::rc::Rc;
use yew::Reducible;

/// A player, numbered as people count them.
pub type Player = u8;

/// What the last action said that a person should hear about.
#[derive(Clone, Debug, PartialEq)]
pub enum Notice {
    /// A move was played (by the computer when `by_computer`).
    Moved {
        player: Player,
        mv: Move,
        by_computer: bool,
    },
    /// A move was refused, and why.
    Refused(MoveError),
    /// Undo, redo or a jump in the record changed the position on screen.
    Browsed,
    /// A new game began (a preset, the editor's game, or "New game"): readers hear which. It
    /// counts the new games in a row (from 1), so that each is announced even when its words
    /// are those of the one before (the page renders a new element for each).
    Started(u32),
    /// The link asked for an explanation step past the last one; the last is shown.
    StepBeyond { asked: u32, last: u32 },
}

impl Notice {
    /// Whether the notice warns (the page marks it) rather than reports a move.
    pub fn is_warning(&self) -> bool {
        !matches!(
            self,
            Notice::Moved { .. } | Notice::Browsed | Notice::Started(_)
        )
    }
}

/// A game in progress, with its whole history.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    /// The rules in force.
    pub rules: Rules,
    /// Every position so far; `positions[0]` is the start. Shared, so that the reducer's copy
    /// of a long game and the record's lines copy pointers, not every position's rows.
    pub positions: Vec<Rc<Position>>,
    /// The moves between consecutive positions.
    pub moves: Vec<Move>,
    /// The index of the position on screen (earlier when moves were undone).
    pub cursor: usize,
    /// Who plays against player 1's seat.
    pub vs: Opponent,
    /// The computer's level.
    pub level: Level,
    /// Whether the computer is player 1.
    pub computer_first: bool,
    /// Whether hints are shown (unless in practice mode).
    pub hints: bool,
    /// Practice mode: the status, the nim-sum, the binary panel and the hints are not shown.
    pub practice: bool,
    /// Whether the review of the finished game is open.
    pub review: bool,
    /// Whether the panel of rules, presets and the position editor is open.
    pub setup: bool,
    /// The last notice for the status line and screen readers.
    pub notice: Option<Notice>,
    /// The explanation open beside the board, and its step.
    pub explain: Option<Explanation>,
    /// Bachet's race view: the goal counted up to.
    pub race: Option<u64>,
    /// Computer against computer, as a demonstration.
    pub demo: bool,
    /// Whether the demonstration waits for the "step" button instead of running by itself.
    pub paused: bool,
}

/// Everything that can happen to a game.
#[derive(Clone, Debug, PartialEq)]
pub enum Action {
    /// Take `take` sticks from `row` (0-based).
    Take(Move),
    /// The computer moves, with a seed so its choice can be replayed.
    ComputerMove { seed: u64 },
    /// Go back one move.
    Undo,
    /// Go forward one undone move.
    Redo,
    /// Start again from the first position.
    Restart,
    /// Show or hide the hints.
    ToggleHints,
    /// Turn practice mode on or off.
    TogglePractice,
    /// Open or close the review of the finished game.
    Review(bool),
    /// Open or close the panel of rules, presets and the position editor.
    Setup(bool),
    /// Replace the game with the one a link describes.
    Load(PlayLink),
    /// Open, move through or close an explanation.
    Explain(Option<Explanation>),
    /// The open explanation has `last` steps: a step past it becomes the last, with a notice.
    ClampStep { last: u32 },
    /// Show the position after the first `n` moves of the record.
    Jump(usize),
    /// Change the opponent without changing the position.
    Opponent {
        vs: Opponent,
        level: Level,
        computer_first: bool,
    },
    /// Change the computer's level only: a demonstration goes on at it.
    Level(Level),
    /// Start or stop the computer-against-computer demonstration.
    Demo(bool),
    /// Pause or run the demonstration.
    Pause(bool),
    /// A row's field refused its entry and says so beside it: a refused move's warning about an
    /// earlier entry goes, so that only that message stands (a link's warning stays).
    FieldRefused,
}

impl Game {
    /// A new game from a link.
    pub fn from_link(link: &PlayLink) -> Game {
        Game {
            rules: link.rules.clone(),
            positions: vec![Rc::new(link.position.clone())],
            moves: Vec::new(),
            cursor: 0,
            vs: link.vs,
            level: link.level,
            computer_first: link.computer_first,
            hints: link.hints,
            practice: link.practice,
            review: link.review,
            setup: link.setup,
            notice: None,
            explain: link.explain,
            race: link.race,
            demo: link.demo,
            paused: false,
        }
    }

    /// The count for a new game's notice: one more than the last notice's, if that was one.
    fn new_games_in_a_row(&self) -> u32 {
        match self.notice {
            Some(Notice::Started(n)) => n + 1,
            _ => 1,
        }
    }

    /// The link that reopens this game at the position on screen.
    pub fn link(&self) -> PlayLink {
        PlayLink {
            position: self.position().clone(),
            rules: self.rules.clone(),
            vs: self.vs,
            level: self.level,
            // Who moves first from the position on screen: after an odd number of moves the
            // other side, so a reload or a link copied mid-game keeps whose turn it is. (Between
            // two people the link names no first player: the field stays as the link gave it.)
            computer_first: if self.vs == Opponent::Computer {
                self.computer_first == (self.cursor % 2 == 0)
            } else {
                self.computer_first
            },
            demo: self.demo,
            hints: self.hints,
            practice: self.practice,
            // Only a finished game has a review.
            review: self.review && self.winner().is_some(),
            setup: self.setup,
            explain: self.explain,
            race: self.race,
        }
    }

    /// The position on screen with the game's own choices (who the person let move first),
    /// for a new game set up from it: [`Game::link`] names who moves first from here.
    pub fn setup_link(&self) -> PlayLink {
        PlayLink {
            computer_first: self.computer_first,
            ..self.link()
        }
    }

    /// The position on screen.
    pub fn position(&self) -> &Position {
        &self.positions[self.cursor]
    }

    /// The player to move: player 1 moves first.
    pub fn to_move(&self) -> Player {
        if self.cursor % 2 == 0 {
            1
        } else {
            2
        }
    }

    /// The computer's player number when one person plays against it (not in a
    /// demonstration, where both sides are the computer's).
    pub fn computer_player(&self) -> Option<u8> {
        (self.vs == Opponent::Computer && !self.demo).then_some(if self.computer_first {
            1
        } else {
            2
        })
    }

    /// Whether the computer is to move (always, in a demonstration).
    pub fn computer_to_move(&self) -> bool {
        self.played_by_computer(self.to_move())
    }

    /// Whether the computer plays `player` (both, in a demonstration).
    pub fn played_by_computer(&self, player: Player) -> bool {
        self.demo || self.computer_player() == Some(player)
    }

    /// The move the computer makes with `seed` (a demonstration plays perfectly against itself
    /// only at the chosen level).
    ///
    /// It never waits for the exact solver: the play page lets the computer move only once the
    /// solve has ended (or was cancelled, when it plays as for a position too large to solve).
    pub fn computer_choice(&self, seed: u64) -> Option<Move> {
        let analysis = analyze_without_search(&self.rules, self.position());
        choose_move_with(&self.rules, self.position(), &analysis, self.level, seed)
    }

    /// The player who made each move of the record, in order.
    pub fn movers(&self) -> impl Iterator<Item = Player> + '_ {
        (0..self.moves.len()).map(|i| if i % 2 == 0 { 1 } else { 2 })
    }

    /// The winner, once no move is left.
    ///
    /// In normal play the player who cannot move loses; in misère play that player wins.
    pub fn winner(&self) -> Option<Player> {
        if self.position().has_move(&self.rules) {
            return None;
        }
        let stuck = self.to_move();
        let other = 3 - stuck;
        Some(match self.rules.ending {
            nimlab_core::Ending::Normal => other,
            nimlab_core::Ending::Misere => stuck,
        })
    }

    /// Whether an undone move can be replayed.
    pub fn can_redo(&self) -> bool {
        self.cursor + 1 < self.positions.len()
    }

    /// Whether Undo has a position to go back to: against the computer it goes back to the
    /// person's own turn, and there is none before the computer's opening move.
    pub fn can_undo(&self) -> bool {
        let opened_by_computer = self.vs == Opponent::Computer && !self.demo && self.computer_first;
        self.cursor > 1 || (self.cursor == 1 && !opened_by_computer)
    }

    /// Whether the hints are on screen: asked for, and not in practice mode.
    pub fn hints_shown(&self) -> bool {
        self.hints && !self.practice
    }

    /// An explanation of the position starts again on a new one (its steps and numbers are
    /// others now); the game record's commentary goes on. The review is of a finished game:
    /// it closes.
    fn position_changed(&mut self) {
        self.review = false;
        if let Some(e) = &mut self.explain {
            if e.topic != crate::route::Topic::Record {
                e.step = 1;
            }
        }
    }

    fn play(&mut self, mv: Move, by_computer: bool) {
        if self.winner().is_some() {
            self.notice = Some(Notice::Refused(MoveError::GameOver));
            return;
        }
        match self.position().check(&self.rules, mv) {
            Ok(legal) => {
                let next = self.position().after(legal);
                let player = self.to_move();
                self.positions.truncate(self.cursor + 1);
                self.moves.truncate(self.cursor);
                self.positions.push(Rc::new(next));
                self.moves.push(mv);
                self.cursor += 1;
                self.notice = Some(Notice::Moved {
                    player,
                    mv,
                    by_computer,
                });
                self.position_changed();
            }
            Err(error) => self.notice = Some(Notice::Refused(error)),
        }
    }
}

impl Reducible for Game {
    type Action = Action;

    fn reduce(self: Rc<Self>, action: Action) -> Rc<Self> {
        let mut game = (*self).clone();
        match action {
            Action::Take(mv) => {
                if game.computer_to_move() {
                    return self;
                }
                game.play(mv, false)
            }
            Action::ComputerMove { seed } => {
                if !game.computer_to_move() {
                    return self;
                }
                match game.computer_choice(seed) {
                    Some(mv) => game.play(mv, true),
                    None => return self,
                }
            }
            Action::Undo => {
                if !game.can_undo() {
                    return self;
                }
                game.cursor -= 1;
                // Against the computer, undo goes back to the person's own turn.
                if !game.demo && game.computer_to_move() && game.cursor > 0 {
                    game.cursor -= 1;
                }
                game.notice = Some(Notice::Browsed);
                game.position_changed();
            }
            Action::Redo => {
                if !game.can_redo() {
                    return self;
                }
                game.cursor += 1;
                if !game.demo && game.computer_to_move() && game.can_redo() {
                    game.cursor += 1;
                }
                game.notice = Some(Notice::Browsed);
                game.position_changed();
            }
            Action::Restart => {
                game.positions.truncate(1);
                game.moves.clear();
                game.cursor = 0;
                game.notice = Some(Notice::Started(game.new_games_in_a_row()));
                game.position_changed();
            }
            Action::ToggleHints => game.hints = !game.hints,
            Action::TogglePractice => game.practice = !game.practice,
            Action::Review(open) => game.review = open && game.winner().is_some(),
            Action::Setup(open) => game.setup = open,
            Action::Load(link) => {
                let n = game.new_games_in_a_row();
                let setup = game.setup;
                game = Game::from_link(&link);
                // A new game has nothing to review yet; the setup stays as it was (a preset
                // chosen in it keeps it open; "Start this game" closes it on the page).
                game.review = false;
                game.setup = setup;
                game.notice = Some(Notice::Started(n));
            }
            Action::Explain(explain) => {
                game.explain = explain;
                if matches!(game.notice, Some(Notice::StepBeyond { .. })) {
                    game.notice = None;
                }
            }
            Action::ClampStep { last } => match &mut game.explain {
                Some(e) if e.step > last.max(1) => {
                    game.notice = Some(Notice::StepBeyond {
                        asked: e.step,
                        last: last.max(1),
                    });
                    e.step = last.max(1);
                }
                _ => return self,
            },
            Action::Jump(n) => {
                if n >= game.positions.len() || n == game.cursor {
                    return self;
                }
                game.cursor = n;
                game.notice = Some(Notice::Browsed);
                game.position_changed();
            }
            Action::Opponent {
                vs,
                level,
                computer_first,
            } => {
                game.vs = vs;
                game.level = level;
                game.computer_first = computer_first;
                game.demo = false;
            }
            Action::Level(level) => game.level = level,
            Action::Demo(on) => {
                game.demo = on;
                game.paused = false;
            }
            Action::Pause(paused) => game.paused = paused,
            Action::FieldRefused if matches!(game.notice, Some(Notice::Refused(_))) => {
                game.notice = None
            }
            Action::FieldRefused => return self,
        }
        Rc::new(game)
    }
}

/// The move that a click on stick `stick` (1-based, left to right) of `row` makes: it takes
/// that stick and every stick right of it.
pub fn stick_move(row: usize, stick: u64, count: u64) -> Move {
    Move {
        row,
        take: count.saturating_sub(stick) + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn start(rows: &[u64]) -> Rc<Game> {
        Rc::new(Game::from_link(&PlayLink {
            position: Position::new(rows.to_vec()),
            ..PlayLink::default()
        }))
    }

    #[test]
    fn a_demonstration_is_in_its_link_and_a_reload_resumes_it() {
        let g = start(&[3, 4, 5]).reduce(Action::Demo(true));
        let link = g.link();
        assert!(link.demo);
        assert!(crate::route::format_play(&link).contains("&vs=demo&level=perfect"));
        let reopened = Game::from_link(&link);
        assert!(reopened.demo && reopened.computer_to_move());
    }

    #[test]
    fn practice_mode_is_in_its_link_and_hides_the_hints() {
        let g = start(&[3, 4, 5]).reduce(Action::ToggleHints);
        assert!(g.hints_shown());
        let g = g.reduce(Action::TogglePractice);
        assert!(g.practice && g.hints && !g.hints_shown());
        let hash = crate::route::format_play(&g.link());
        assert!(hash.ends_with("&hints=on&practice=on"), "{hash}");
        assert!(Game::from_link(&g.link()).practice);
        assert!(!g.reduce(Action::TogglePractice).practice);
    }

    #[test]
    fn the_review_opens_on_a_finished_game_and_closes_with_a_move_back() {
        let g = start(&[1, 2]);
        assert!(!g.clone().reduce(Action::Review(true)).review, "not over");
        let g = g
            .reduce(Action::Take(Move { row: 1, take: 1 }))
            .reduce(Action::Take(Move { row: 0, take: 1 }))
            .reduce(Action::Take(Move { row: 1, take: 1 }));
        assert_eq!(g.winner(), Some(1));
        let g = g.reduce(Action::Review(true));
        assert!(g.review && g.link().review);
        assert!(!g.clone().reduce(Action::Review(false)).review);
        assert!(!g.reduce(Action::Undo).review);
    }

    #[test]
    fn the_setup_is_in_the_link_and_stays_open_for_a_preset() {
        let g = start(&[3, 4, 5]).reduce(Action::Setup(true));
        assert!(g.setup && g.link().setup);
        let link = PlayLink {
            position: Position::new([1, 3, 5, 7]),
            ..PlayLink::default()
        };
        let loaded = g.reduce(Action::Load(link));
        assert!(
            loaded.setup,
            "a preset chosen in the open panel keeps it open"
        );
        assert!(!loaded.reduce(Action::Setup(false)).link().setup);
    }

    #[test]
    fn a_new_level_keeps_the_demonstration_going() {
        let g = start(&[3, 4, 5]).reduce(Action::Demo(true));
        let g = g.reduce(Action::Level(Level::Beginner));
        assert!(g.demo);
        assert_eq!(g.level, Level::Beginner);
        // Choosing an opponent ends it.
        let g = g.reduce(Action::Opponent {
            vs: Opponent::Human,
            level: Level::Good,
            computer_first: false,
        });
        assert!(!g.demo);
    }

    #[test]
    fn a_move_starts_an_explanation_of_the_position_again() {
        let e = |topic, step| Explanation {
            topic,
            step,
            lecture: true,
        };
        use crate::route::Topic::{Bouton, Record};
        let g = start(&[22, 5, 13, 27]).reduce(Action::Explain(Some(e(Bouton, 5))));
        let g = g.reduce(Action::Take(Move { row: 0, take: 3 }));
        assert_eq!(g.explain, Some(e(Bouton, 1)));
        let g = g.reduce(Action::Explain(Some(e(Record, 2))));
        let g = g.reduce(Action::Take(Move { row: 1, take: 5 }));
        assert_eq!(g.explain, Some(e(Record, 2)));
        // An undo starts it again too.
        let g = g.reduce(Action::Explain(Some(e(Bouton, 3))));
        let g = g.reduce(Action::Undo);
        assert_eq!(g.explain, Some(e(Bouton, 1)));
        // A refused move changes nothing.
        let g = g.reduce(Action::Explain(Some(e(Bouton, 4))));
        let g = g.reduce(Action::Take(Move { row: 1, take: 99 }));
        assert_eq!(g.explain, Some(e(Bouton, 4)));
    }

    #[test]
    fn a_step_past_the_last_becomes_the_last_with_a_notice() {
        let e = |step| Explanation {
            topic: crate::route::Topic::Bouton,
            step,
            lecture: false,
        };
        let g = start(&[3, 4]).reduce(Action::Explain(Some(e(999))));
        let g = g.reduce(Action::ClampStep { last: 8 });
        assert_eq!(g.explain, Some(e(8)));
        assert_eq!(
            g.notice,
            Some(Notice::StepBeyond {
                asked: 999,
                last: 8
            })
        );
        // A step in range is left alone, and moving on clears the notice.
        let same = g.clone().reduce(Action::ClampStep { last: 8 });
        assert!(Rc::ptr_eq(&g, &same));
        let g = g.reduce(Action::Explain(Some(e(3))));
        assert_eq!(g.notice, None);
    }

    #[test]
    fn a_field_that_refuses_its_entry_takes_a_refused_moves_warning_away_and_leaves_the_rest() {
        let g = start(&[3, 2]);
        let g = g.reduce(Action::Take(Move { row: 0, take: 0 }));
        assert!(matches!(g.notice, Some(Notice::Refused(_))));
        let g = g.reduce(Action::FieldRefused);
        assert_eq!(g.notice, None);
        // A link's warning is no earlier entry's: it stays.
        let mut beyond = (*g).clone();
        beyond.notice = Some(Notice::StepBeyond { asked: 99, last: 7 });
        let beyond = Rc::new(beyond);
        let same = beyond.clone().reduce(Action::FieldRefused);
        assert!(Rc::ptr_eq(&beyond, &same));
        // A report of a move stays, and the game is the same.
        let g = g.reduce(Action::Take(stick_move(0, 2, 3)));
        let same = g.clone().reduce(Action::FieldRefused);
        assert!(Rc::ptr_eq(&g, &same));
        assert!(matches!(same.notice, Some(Notice::Moved { .. })));
    }

    #[test]
    fn moves_undo_and_redo() {
        let g = start(&[3, 2]);
        let g = g.reduce(Action::Take(stick_move(0, 2, 3)));
        assert_eq!(g.position().rows, vec![1, 2]);
        assert_eq!(g.to_move(), 2);
        let g = g.reduce(Action::Take(Move { row: 0, take: 5 }));
        assert_eq!(
            g.notice,
            Some(Notice::Refused(MoveError::MoreThanRowHolds {
                row: 0,
                take: 5,
                left: 1
            }))
        );
        assert_eq!(g.position().rows, vec![1, 2]);
        // Undo, redo and a jump say where the record stands (the live notice reads it out).
        let g = g.reduce(Action::Undo);
        assert_eq!(g.position().rows, vec![3, 2]);
        assert_eq!(g.notice, Some(Notice::Browsed));
        let g = g.reduce(Action::Redo);
        assert_eq!(g.position().rows, vec![1, 2]);
        assert_eq!(g.notice, Some(Notice::Browsed));
        let g = g.reduce(Action::Jump(0));
        assert_eq!((g.cursor, g.notice.clone()), (0, Some(Notice::Browsed)));
        let g = g.reduce(Action::Jump(1));
        let g = g.reduce(Action::Take(Move { row: 1, take: 1 }));
        let g = g.reduce(Action::Take(Move { row: 0, take: 1 }));
        let g = g.reduce(Action::Take(Move { row: 1, take: 1 }));
        assert_eq!(g.winner(), Some(2));
        // A new game is announced too, but not a game the page opens with.
        assert_eq!(start(&[3, 2]).notice, None);
        let g = g.reduce(Action::Restart);
        assert_eq!(g.position().rows, vec![3, 2]);
        assert_eq!(g.winner(), None);
        assert_eq!(g.notice, Some(Notice::Started(1)));
        // Another one right after: counted, so the page announces it again.
        let g = g.reduce(Action::Restart);
        assert_eq!(g.notice, Some(Notice::Started(2)));
        let g = g.reduce(Action::Take(Move { row: 0, take: 1 }));
        let g = g.reduce(Action::Load(PlayLink::default()));
        assert_eq!(
            (g.moves.len(), g.notice.clone()),
            (0, Some(Notice::Started(1)))
        );
    }

    /// Whoever is to move makes a move: the person `mv` (a click), the computer its own.
    fn step(g: Rc<Game>, mv: Move) -> Rc<Game> {
        let action = if g.computer_to_move() {
            Action::ComputerMove { seed: 7 }
        } else {
            Action::Take(mv)
        };
        g.reduce(action)
    }

    #[test]
    fn a_link_copied_mid_game_against_the_computer_keeps_whose_turn_it_is() {
        for computer_first in [false, true] {
            let g = Rc::new(Game::from_link(&PlayLink {
                position: Position::new(vec![3, 4]),
                vs: Opponent::Computer,
                computer_first,
                ..PlayLink::default()
            }));
            let g = step(g, Move { row: 0, take: 1 });
            assert_eq!(g.cursor, 1);
            assert_eq!(g.computer_to_move(), !computer_first);
            let reopened = Game::from_link(&g.link());
            assert_eq!(reopened.position(), g.position());
            assert_eq!(reopened.computer_to_move(), !computer_first);
            // A new game set up from here keeps the person's choice of who starts.
            assert_eq!(g.setup_link().computer_first, computer_first);
            let g = step(g, Move { row: 1, take: 1 });
            assert_eq!(g.cursor, 2);
            assert_eq!(
                Game::from_link(&g.link()).computer_to_move(),
                computer_first
            );
        }
    }

    #[test]
    fn undo_against_the_computer_stops_at_the_persons_first_turn() {
        for computer_first in [false, true] {
            let g = Rc::new(Game::from_link(&PlayLink {
                position: Position::new(vec![3, 4, 5]),
                vs: Opponent::Computer,
                computer_first,
                ..PlayLink::default()
            }));
            let g = step(g, Move { row: 0, take: 1 });
            // The computer's opening move has no turn of the person's before it.
            assert_eq!(g.can_undo(), !computer_first);
            let undone = g.clone().reduce(Action::Undo);
            assert_eq!(undone.cursor, if computer_first { 1 } else { 0 });
            let g = step(g, Move { row: 1, take: 1 });
            assert!(g.can_undo());
            let undone = g.reduce(Action::Undo);
            assert!(!undone.computer_to_move());
        }
    }

    #[test]
    fn a_new_move_after_undo_drops_the_undone_future() {
        let g = start(&[3]);
        let g = g.reduce(Action::Take(Move { row: 0, take: 1 }));
        let g = g.reduce(Action::Undo);
        let g = g.reduce(Action::Take(Move { row: 0, take: 2 }));
        assert_eq!(g.positions.len(), 2);
        assert!(!g.can_redo());
        assert_eq!(g.position().rows, vec![1]);
    }

    #[test]
    fn a_move_shares_the_positions_before_it() {
        // A move of a long game copies pointers to the earlier positions, not their rows:
        // the reducer copies the game on every action, and the record's lines compare them.
        let before = start(&[5, 6, 7]).reduce(Action::Take(Move { row: 0, take: 1 }));
        let after = before
            .clone()
            .reduce(Action::Take(Move { row: 1, take: 2 }));
        assert_eq!(after.positions.len(), 3);
        for (old, new) in before.positions.iter().zip(&after.positions) {
            assert!(Rc::ptr_eq(old, new), "{old:?} was copied");
        }
        assert_eq!(after.position().rows, vec![4, 4, 7]);
    }
}

//! The notice line's words: the last move, a refused move, a new game, a step in the record;
//! and the computer's plan during its pause.

use crate::i18n::{position_text, Lang};
use crate::play::race_board;
use crate::play::state::{Game, Notice};
use crate::play::text::{tr, Msg};
use nimlab_core::Move;

/// The race's total after the moves so far, in Bachet's race (which counts up); `None` in Nim.
pub fn race_total(game: &Game) -> Option<u64> {
    game.race
        .map(|goal| race_board::total(goal, game.position().rows.first().copied().unwrap_or(0)))
}

/// What the notice line says of the last action, spoken by the page's live region;
/// `step_beyond` words a link's explanation step past the last (only where the explanations
/// are, so the first module holds no such words).
pub fn notice_text(
    lang: Lang,
    game: &Game,
    step_beyond: impl FnOnce(u32, u32) -> String,
) -> String {
    let (winner, race_total) = (game.winner(), race_total(game));
    match &game.notice {
        Some(Notice::Moved {
            player,
            mv,
            by_computer,
        }) => {
            // Against the computer the person is "you", as in the turn and the winner.
            let you = !*by_computer && game.computer_player().is_some();
            let mut text = if let Some(total) = race_total {
                // Bachet's race counts up: a move adds to the total.
                tr(
                    lang,
                    &Msg::RaceMoved {
                        player: *player,
                        by_computer: *by_computer,
                        you,
                        planned: false,
                        add: mv.take,
                        total,
                    },
                )
            } else if *by_computer {
                tr(
                    lang,
                    &Msg::ComputerMoved {
                        row: mv.row + 1,
                        take: mv.take,
                        planned: false,
                    },
                )
            } else {
                tr(
                    lang,
                    &Msg::Moved {
                        player: *player,
                        you,
                        row: mv.row + 1,
                        take: mv.take,
                    },
                )
            };
            if let Some(w) = winner {
                lang.push_sentence(
                    &mut text,
                    &tr(
                        lang,
                        &Msg::Winner {
                            player: w,
                            computer: game.computer_player(),
                            opened: false,
                        },
                    ),
                );
            }
            text
        }
        Some(Notice::Refused(error)) => {
            let mut text = tr(lang, &Msg::Illegal(error.clone()));
            // A count the rules refuse: which ones they allow, beside it.
            if matches!(error, nimlab_core::MoveError::CountNotAllowed { .. }) {
                lang.push_sentence(
                    &mut text,
                    &tr(lang, &Msg::AllowedTakes(game.rules.take.clone())),
                );
            }
            text
        }
        Some(Notice::Started(_)) => tr(
            lang,
            &Msg::Started {
                position: position_text(&game.position().rows),
            },
        ),
        Some(Notice::Browsed) => tr(
            lang,
            &Msg::Browsed {
                line: game.cursor + 1,
                position: position_text(&game.position().rows),
            },
        ),
        Some(Notice::StepBeyond { asked, last }) => step_beyond(*asked, *last),
        None => String::new(),
    }
}

/// The computer's move `m`, planned and shown during its pause (not spoken: it is announced
/// once played).
pub fn plan_text(lang: Lang, game: &Game, m: Move) -> String {
    let race_total = race_total(game);
    match race_total {
        Some(total) => tr(
            lang,
            &Msg::RaceMoved {
                player: game.to_move(),
                by_computer: true,
                you: false,
                planned: true,
                add: m.take,
                total: total.saturating_add(m.take),
            },
        ),
        None => tr(
            lang,
            &Msg::ComputerMoved {
                row: m.row + 1,
                take: m.take,
                planned: true,
            },
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::play::state::Action;
    use crate::route::{Opponent, PlayLink};
    use nimlab_core::{Position, Rules, SubtractionSet};
    use std::rc::Rc;
    use yew::Reducible;

    /// A game on `rows` against `vs`, under `take`, after `actions`.
    fn game(rows: &[u64], vs: Opponent, take: Take, actions: Vec<Action>) -> Game {
        let link = PlayLink {
            position: Position::new(rows.to_vec()),
            rules: Rules {
                take,
                ..Rules::default()
            },
            vs,
            ..PlayLink::default()
        };
        let start = Rc::new(Game::from_link(&link));
        let end = actions.into_iter().fold(start, |g, a| g.reduce(a));
        (*end).clone()
    }

    fn check(game: Game, expected: &str) {
        assert_eq!(
            notice_text(Lang::En, &game, |_, _| unreachable!()),
            expected
        );
    }

    use nimlab_core::Take;

    #[test]
    fn the_notice_says_what_the_last_action_did() {
        let take = |row, take| Action::Take(Move { row, take });
        let person = Opponent::Human;
        check(game(&[3, 4], person, Take::Any, vec![]), "");
        check(
            game(&[3, 4], person, Take::Any, vec![take(1, 2)]),
            &tr(
                Lang::En,
                &Msg::Moved {
                    player: 1,
                    you: false,
                    row: 2,
                    take: 2,
                },
            ),
        );
        // The last stick: the winner follows the move, in the same words.
        let last = game(&[1], person, Take::Any, vec![take(0, 1)]);
        assert!(
            notice_text(Lang::En, &last, |_, _| unreachable!()).starts_with(&tr(
                Lang::En,
                &Msg::Moved {
                    player: 1,
                    you: false,
                    row: 1,
                    take: 1
                }
            ))
        );
        assert!(notice_text(Lang::En, &last, |_, _| unreachable!()).len() > 20);
        // A count the rules refuse names the counts they allow beside it.
        let set = Take::Set(SubtractionSet::new([1, 3]).unwrap());
        let refused = game(&[5], person, set.clone(), vec![take(0, 2)]);
        assert!(notice_text(Lang::En, &refused, |_, _| unreachable!())
            .ends_with(&tr(Lang::En, &Msg::AllowedTakes(set))));
        check(
            game(&[3, 4], person, Take::Any, vec![take(1, 2), Action::Undo]),
            &tr(
                Lang::En,
                &Msg::Browsed {
                    line: 1,
                    position: "3-4".into(),
                },
            ),
        );
    }
}

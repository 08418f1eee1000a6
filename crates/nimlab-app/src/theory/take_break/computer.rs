//! The computer's turn: its move is chosen from the game's seed and shown for a moment (the
//! sticks pulse), then played. The choice is made here, in an effect's memo, never in the
//! reducer, which only plays the move it is given.

use super::state::{Action, BreakGame};
use gloo::timers::callback::Timeout;
use nimlab_core::octal::{choose_move_with, BreakAnalysis, BreakMove};
use std::rc::Rc;
use yew::prelude::*;

/// How long the computer's chosen move is shown before it is played.
pub const COMPUTER_PAUSE_MS: u32 = 700;

/// The seed of the computer's choice at move `cursor` of a game: the same game and record
/// always get the same move, so a reload replays it.
fn seed(game: &BreakGame) -> u64 {
    let rows = &game.positions[0].rows;
    rows.iter().fold(game.cursor as u64 ^ 0x9e37_79b9, |h, &n| {
        h.rotate_left(7) ^ n
    })
}

/// The move the computer is about to make, played after [`COMPUTER_PAUSE_MS`]; `None` when
/// it is not the computer's turn.
#[hook]
pub fn use_computer_turn(
    game: &UseReducerHandle<BreakGame>,
    analysis: &Rc<BreakAnalysis>,
) -> Option<BreakMove> {
    let key = (
        game.computer_to_move().then(|| seed(game)),
        game.positions[game.cursor].clone(),
        game.link.clone(),
        analysis.clone(),
    );
    let planned = *use_memo(key, |(seed, position, link, analysis)| {
        let seed = (*seed)?;
        choose_move_with(
            &link.game.game,
            link.ending,
            position,
            analysis,
            link.level,
            seed,
        )
    });
    {
        let game = game.clone();
        use_effect_with(
            (planned, game.cursor, game.positions.len()),
            move |(planned, _, _)| {
                let timer = planned.map(|mv| {
                    Timeout::new(COMPUTER_PAUSE_MS, move || game.dispatch(Action::Play(mv)))
                });
                move || drop(timer)
            },
        );
    }
    planned
}

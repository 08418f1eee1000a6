//! When the computer moves: its move is chosen when its turn begins, shown on the board
//! during the pause, then played; the reducer replays the same choice from the same seed.

use crate::play::state::{Action, Game};
use gloo::timers::callback::Timeout;
use nimlab_core::Move;
use yew::prelude::*;

/// The computer's turn as the page shows it.
pub struct ComputerTurn {
    /// The move it is about to play, shown on the board during the pause.
    pub planned: Option<Move>,
    /// Back in the record at the computer's turn, against a person: it waits for Redo.
    pub waits_for_redo: bool,
    /// The seed of its choice here (the hints' choice of a long game uses it too).
    pub seed: u64,
}

/// A seed that differs between moves and games but replays identically for the same record.
pub fn seed_for(game: &Game) -> u64 {
    let mut seed = 0x2545_F491_4F6C_DD1D_u64 ^ game.cursor as u64;
    for &r in &game.positions[0].rows {
        seed = (seed ^ r).wrapping_mul(0x100_0000_01B3);
    }
    seed
}

/// Whether the computer moves now: at its turn, the game not over, a demonstration not
/// paused, and the exact solver done (so that its choice sees the solved position). Against
/// a person it never plays over recorded moves (a jump back in the record): Redo replays
/// them, so browsing the record never rewrites it. A demonstration plays on from wherever it
/// is (its own controls pause and step it).
pub fn computer_moves_now(game: &Game, solving: bool) -> bool {
    game.computer_to_move()
        && !waits_for_redo(game)
        && game.winner().is_none()
        && !(game.demo && game.paused)
        && !solving
}

fn waits_for_redo(game: &Game) -> bool {
    !game.demo && game.computer_to_move() && game.can_redo()
}

/// Plays the computer's move `pace` milliseconds after its turn begins.
#[hook]
pub fn use_computer_turn(game: &UseReducerHandle<Game>, solving: bool, pace: u32) -> ComputerTurn {
    let waiting = computer_moves_now(game, solving);
    let seed = seed_for(game);
    let planned = waiting.then(|| game.computer_choice(seed)).flatten();
    let dispatch = game.dispatcher();
    use_effect_with(
        (waiting, game.cursor, seed, pace),
        move |&(waiting, _, seed, pace)| {
            let timer = waiting.then(|| {
                Timeout::new(pace, move || {
                    dispatch.dispatch(Action::ComputerMove { seed })
                })
            });
            move || drop(timer)
        },
    );
    ComputerTurn {
        planned,
        waits_for_redo: waits_for_redo(game),
        seed,
    }
}

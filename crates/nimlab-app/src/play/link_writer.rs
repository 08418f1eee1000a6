//! Writes the game's link to the address bar and the game to storage, a little after each
//! change, so that every state is a link and a reload resumes the game.

use crate::play::state::Game;
use crate::route::{current_hash, page_of, set_location, Page};
use crate::ui::settings;
use gloo::timers::callback::Timeout;
use yew::prelude::*;

/// How long the address bar and the stored last game may lag behind the game. Chromium takes
/// milliseconds to write the address bar: later than the click's frame, and once for a burst
/// of moves, it costs the moves nothing.
pub const LINK_WRITE_DELAY_MS: u32 = 150;

/// Writes `hash` to the address bar and stores it as the game to resume on the next visit;
/// the whole game goes to session storage, so a reload of the tab keeps its record and undo.
fn write_link(hash: &str, game: &Game) {
    set_location(hash);
    store(hash, game);
}

/// Stores `hash` as the game to resume on the next visit, and the whole game for this tab: the
/// header's play links and a reload resume it, record and undo with it.
fn store(hash: &str, game: &Game) {
    settings::save_last_game(hash);
    crate::play::handover::save(game);
}

/// Writes the game's link `hash` to the address bar and to storage (for the next visit)
/// [`LINK_WRITE_DELAY_MS`] after a change, the latest link of the changes in between. When the
/// page goes, a link not written yet is stored, but the address bar is left to the next page;
/// when the whole document goes (a closed tab), the game is stored all the same. A link
/// followed meanwhile (the address changed under the timer, or already leads to another page)
/// keeps the address bar: writing over it before its `hashchange` is handled would send the
/// app back to this game.
/// With `now`, the link and the game are written at once: the full module, about to load,
/// reads them.
#[hook]
pub fn use_link_writer(hash: String, game: UseReducerHandle<Game>, now: bool) {
    let pending = use_mut_ref(|| None::<(String, UseReducerHandle<Game>)>);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let (pending, timer) = (pending.clone(), timer.clone());
        // What session storage keeps beyond the link: the record's length, the position on
        // screen in it, the demonstration's state (New game on the start position, a paused
        // demonstration: the link stays the same, the stored game must not).
        let kept = (game.positions.len(), game.cursor, game.demo, game.paused);
        use_effect_with((hash, now, kept), move |(hash, now, _)| {
            if *now {
                timer.borrow_mut().take();
                pending.borrow_mut().take();
                write_link(hash, &game);
                return;
            }
            // A timer already waiting writes this link instead of the one it was set for.
            if pending.borrow_mut().replace((hash.clone(), game)).is_none() {
                let waiting = pending.clone();
                let address = current_hash();
                *timer.borrow_mut() = Some(Timeout::new(LINK_WRITE_DELAY_MS, move || {
                    if let Some((hash, game)) = waiting.borrow_mut().take() {
                        // Another page's link may have been followed before the address was
                        // read: a busy machine runs a move's effects after a pause (Yew
                        // renders in slices of 16 ms), and a click can come between.
                        let now = current_hash();
                        if now == address && matches!(page_of(&now), Page::Play | Page::Unknown) {
                            write_link(&hash, &game);
                        } else {
                            store(&hash, &game);
                        }
                    }
                }));
            }
        });
    }
    use_effect_with((), move |_| {
        // A tab closed right after a move still keeps it (a reload takes the address it had).
        let leaving = {
            let pending = pending.clone();
            web_sys::window().map(|window| {
                gloo::events::EventListener::new(&window, "pagehide", move |_| {
                    if let Some((hash, game)) = pending.borrow_mut().take() {
                        write_link(&hash, &game);
                    }
                })
            })
        };
        move || {
            drop(leaving);
            timer.borrow_mut().take();
            if let Some((hash, game)) = pending.borrow_mut().take() {
                store(&hash, &game);
            }
        }
    });
}

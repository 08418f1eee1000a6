//! The split explanation's keys (a presenter's clicker included), as on the Nim explanations:
//! the panel's own listener, whose effects land here.

use crate::explain::panel::{exit_fullscreen, focus_first, step_keys, KeyEffect};
use yew::prelude::*;

/// Listens for the keys at `step` of `steps`, the answer `hidden` or not, in `lecture` mode or
/// not: a key reveals (`revealed` becomes the step), moves, leaves lecture mode or closes.
#[hook]
pub fn use_split_keys(
    step: u32,
    steps: u32,
    hidden: bool,
    lecture: bool,
    revealed: UseStateHandle<Option<u32>>,
    on_change: Callback<Option<(u32, bool)>>,
) {
    use_effect_with(
        (step, steps, hidden, lecture, on_change),
        move |(step, steps, hidden, lecture, on_change)| {
            let (step, lecture, on_change) = (*step, *lecture, on_change.clone());
            let listener = step_keys(step, *steps, *hidden, lecture, move |effect| match effect {
                KeyEffect::Stay => {}
                KeyEffect::Reveal => {
                    // The Reveal button goes away: its focus moves on to Next, as a click's does.
                    let on_reveal = gloo::utils::document()
                        .active_element()
                        .is_some_and(|a| a.class_name() == "reveal");
                    revealed.set(Some(step));
                    if on_reveal {
                        focus_first();
                    }
                }
                KeyEffect::LeaveLecture => {
                    exit_fullscreen();
                    on_change.emit(Some((step, false)));
                }
                KeyEffect::Close => on_change.emit(None),
                KeyEffect::Go(to) => on_change.emit(Some((to, lecture))),
            });
            move || drop(listener)
        },
    );
}

//! The keys of an open explanation (a presenter's clicker included): what each key does, and
//! the hook that listens for them on the document.

use super::focus::focus_first;
use super::lecture::exit_fullscreen;
use super::navigation::{next, prev};
use crate::route::{Explanation, Topic};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a key asks the panel to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// The next step (or, in lecture mode, first the hidden answer).
    Next,
    /// The previous step.
    Prev,
    /// The first step.
    First,
    /// The last step.
    Last,
    /// Reveal the answer.
    Reveal,
    /// Close the explanation.
    Close,
}

/// The action of a key (`KeyboardEvent.key`), if any; `shift` turns Space into "back".
pub fn key_action(key: &str, shift: bool) -> Option<KeyAction> {
    Some(match key {
        "ArrowRight" | "PageDown" => KeyAction::Next,
        " " | "Spacebar" if shift => KeyAction::Prev,
        " " | "Spacebar" => KeyAction::Next,
        "ArrowLeft" | "PageUp" => KeyAction::Prev,
        "Home" => KeyAction::First,
        "End" => KeyAction::Last,
        "r" | "R" => KeyAction::Reveal,
        "Escape" => KeyAction::Close,
        _ => return None,
    })
}

/// What a key's action does to the open explanation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyEffect {
    /// Nothing: no answer to reveal, or the step is already the one asked for.
    Stay,
    /// Reveal the hidden answer (a presentation's click reveals before it advances).
    Reveal,
    /// Leave lecture mode at the same step: a lecturer who leaves full screen keeps the place.
    LeaveLecture,
    /// Close the explanation.
    Close,
    /// Go to this step.
    Go(u32),
}

/// What `action` does at `step` of `steps`, with the step's answer `hidden` or not, in
/// `lecture` mode or not.
pub fn key_effect(
    action: KeyAction,
    step: u32,
    steps: u32,
    hidden: bool,
    lecture: bool,
) -> KeyEffect {
    let to = match action {
        KeyAction::Reveal | KeyAction::Next if hidden => return KeyEffect::Reveal,
        KeyAction::Reveal => return KeyEffect::Stay,
        KeyAction::Close if lecture => return KeyEffect::LeaveLecture,
        KeyAction::Close => return KeyEffect::Close,
        KeyAction::Next => next(step, steps),
        KeyAction::Prev => prev(step),
        KeyAction::First => 1,
        KeyAction::Last => steps.max(1),
    };
    if to == step {
        KeyEffect::Stay
    } else {
        KeyEffect::Go(to)
    }
}

/// Whether `key` belongs to the element it was typed into rather than to the explanation:
/// text fields, selects and editable text keep every key; the board keeps its own (arrows
/// move between sticks, Space takes) but not Escape, which it has no use for; other buttons
/// and links keep Space, which presses them, but for the panel's in lecture mode: there
/// Space is Next wherever a click left the focus (on Lecture mode, say), as on a slide.
fn key_belongs_to_target(target: Option<web_sys::EventTarget>, key: &str, lecture: bool) -> bool {
    let Some(element) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    let tag = element.tag_name().to_ascii_uppercase();
    let inside = |selector: &str| element.closest(selector).ok().flatten().is_some();
    matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || element
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|e| e.is_content_editable())
        || (key != "Escape" && inside(".board, .race"))
        || (key == " "
            && matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY")
            && !(lecture && inside(".explain-panel")))
}

/// Listens for the keys on the document while an explanation is open.
#[hook]
pub fn use_keys(
    explanation: Option<Explanation>,
    steps: u32,
    hidden: bool,
    revealed: UseStateHandle<Option<(Topic, u32)>>,
    on_change: Callback<Option<Explanation>>,
) {
    use_effect_with(
        (explanation, steps, hidden),
        move |&(explanation, steps, hidden)| {
            let listener = explanation.map(|e| {
                step_keys(e.step, steps, hidden, e.lecture, move |effect| {
                    apply(effect, e, &revealed, &on_change)
                })
            });
            move || drop(listener)
        },
    );
}

/// A listener on the document for the keys of steps open at `step` of `steps`, the step's
/// answer `hidden` or not, in `lecture` mode or not: `on_effect` carries out what a key does.
pub fn step_keys(
    step: u32,
    steps: u32,
    hidden: bool,
    lecture: bool,
    on_effect: impl Fn(KeyEffect) + 'static,
) -> EventListener {
    let options = EventListenerOptions::enable_prevent_default();
    EventListener::new_with_options(&gloo::utils::document(), "keydown", options, move |event| {
        let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
            return;
        };
        if key.ctrl_key()
            || key.alt_key()
            || key.meta_key()
            || key.default_prevented()
            || key_belongs_to_target(event.target(), &key.key(), lecture)
        {
            return;
        }
        let Some(action) = key_action(&key.key(), key.shift_key()) else {
            return;
        };
        event.prevent_default();
        on_effect(key_effect(action, step, steps, hidden, lecture));
    })
}

/// Carries out a key's effect on the open explanation `e`.
fn apply(
    effect: KeyEffect,
    e: Explanation,
    revealed: &UseStateHandle<Option<(Topic, u32)>>,
    on_change: &Callback<Option<Explanation>>,
) {
    match effect {
        KeyEffect::Stay => {}
        KeyEffect::Reveal => {
            // The Reveal button goes away: its focus moves on to Next, as its click's does
            // (the rescue would take the lecture toggle, which Enter turns off).
            let on_reveal = gloo::utils::document()
                .active_element()
                .is_some_and(|a| a.class_name() == "reveal");
            revealed.set(Some((e.topic, e.step)));
            if on_reveal {
                focus_first();
            }
        }
        KeyEffect::LeaveLecture => {
            exit_fullscreen();
            on_change.emit(Some(Explanation {
                lecture: false,
                ..e
            }));
        }
        KeyEffect::Close => on_change.emit(None),
        KeyEffect::Go(step) => on_change.emit(Some(Explanation { step, ..e })),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check_action(key: &str, shift: bool, want: Option<KeyAction>) {
        assert_eq!(key_action(key, shift), want, "{key:?} shift {shift}");
    }

    #[test]
    fn a_clicker_drives_the_steps() {
        use KeyAction::*;
        for (key, shift, want) in [
            ("PageDown", false, Some(Next)),
            ("ArrowRight", false, Some(Next)),
            ("PageUp", false, Some(Prev)),
            (" ", false, Some(Next)),
            (" ", true, Some(Prev)),
            ("Spacebar", true, Some(Prev)),
            ("ArrowLeft", false, Some(Prev)),
            ("Home", false, Some(First)),
            ("End", false, Some(Last)),
            ("R", false, Some(Reveal)),
            ("Escape", false, Some(Close)),
            ("x", false, None),
        ] {
            check_action(key, shift, want);
        }
    }

    /// `action` at `step` of `steps`, `hidden` or not, in lecture mode or not.
    #[track_caller]
    fn check_effect(
        action: KeyAction,
        step: u32,
        steps: u32,
        hidden: bool,
        lecture: bool,
        want: KeyEffect,
    ) {
        assert_eq!(
            key_effect(action, step, steps, hidden, lecture),
            want,
            "{action:?} at {step} of {steps}, hidden {hidden}, lecture {lecture}"
        );
    }

    #[test]
    fn keys_reveal_before_they_advance_and_stop_at_the_ends() {
        use KeyAction::*;
        use KeyEffect as E;
        for (action, step, steps, hidden, lecture, want) in [
            (Next, 2, 5, false, false, E::Go(3)),
            (Next, 5, 5, false, false, E::Stay),
            (Next, 2, 5, true, true, E::Reveal),
            (Reveal, 2, 5, true, true, E::Reveal),
            (Reveal, 2, 5, false, true, E::Stay),
            (Prev, 2, 5, true, true, E::Go(1)),
            (Prev, 1, 5, false, false, E::Stay),
            (First, 4, 5, false, false, E::Go(1)),
            (Last, 4, 5, false, false, E::Go(5)),
            (Last, 1, 0, false, false, E::Stay),
            (Close, 3, 5, false, true, E::LeaveLecture),
            (Close, 3, 5, true, false, E::Close),
        ] {
            check_effect(action, step, steps, hidden, lecture, want);
        }
    }
}

//! Focus handling: the control an explanation opened from the menu focuses, and the menu
//! button that gets the focus back when the explanation closes.

use crate::play::explain_menu::opened_from_menu;
use crate::route::{Explanation, Topic};
use crate::ui::focus::find_focusable;
use yew::prelude::*;

/// Where the focus goes when an explanation opens from the menu: its Next button, or Close
/// when it has a single step.
pub const FIRST_FOCUS: &str = "[data-first-focus]";

/// Gives the keyboard focus to the open explanation's [`FIRST_FOCUS`] control.
pub fn focus_first() {
    if let Some(el) = find_focusable(FIRST_FOCUS) {
        let _ = el.focus();
    }
}

/// The explanation open last, whose menu button gets the focus back when it closes.
#[hook]
pub fn use_last_topic(explanation: Option<Explanation>) -> Option<Topic> {
    let last_topic = use_mut_ref(|| None::<Topic>);
    if let Some(e) = explanation {
        *last_topic.borrow_mut() = Some(e.topic);
    }
    let last = *last_topic.borrow();
    last
}

/// An explanation opened from the menu (or at a move, from "Why this move?") takes the focus
/// to its Next button.
#[hook]
pub fn use_focus_when_opened(explanation: Option<Explanation>) {
    use_effect_with(explanation.map(|e| (e.topic, e.step)), |opened| {
        if opened.is_some() && opened_from_menu() {
            focus_first();
        }
    });
}

//! Focus handling: the control an explanation opened from the menu focuses, and the menu
//! button that gets the focus back when the explanation closes.

use crate::play::explain_menu::opened_from_menu;
pub use crate::play::explain_menu::{focus_first, FIRST_FOCUS};
use crate::route::{Explanation, Topic};
use yew::prelude::*;

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

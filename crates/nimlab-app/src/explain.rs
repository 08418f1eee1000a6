//! Step-through explanations: the core's data for a position, cut into steps.
//!
//! Each step carries what it points at ([`Highlight`]) and the message that explains it; the
//! panel renders the message through the catalog.

use crate::highlight::Highlight;
use crate::link::Topic;
use nimlab_core::{Move, Position, Rules};

/// One step of an explanation.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What the step points at on the board and in the binary panel.
    pub highlight: Highlight,
}

/// The steps of `topic` for the game on screen: `start` and the `moves` played so far, of
/// which the first `cursor` lead to the position on screen.
pub fn steps(_topic: Topic, _rules: &Rules, _start: &Position, _moves: &[Move], _cursor: usize) -> Vec<Step> {
    Vec::new()
}

//! The split explanation of a take-and-break position (full module only), shown beside the
//! take-and-break play page's board when its link says `explain=split`: a move splits a row,
//! the two parts are a sum of games, the Sprague–Grundy theorem gives the position's value,
//! and the construction t = γᵢ ⊕ s finds the winning move, splits included. The core's
//! steps (`nimlab_core::explain::split`) become pages; the panel reuses the Nim
//! explanations' head, step bar, keys and lecture mode.

mod figure;
mod keys;
mod pages;
mod step;
pub mod text;
mod view;

pub use pages::{pages, shown_step, split_step_count, Cut, Figure, Page};
pub use view::{Props, SplitExplanation};

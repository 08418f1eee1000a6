//! The explanations beside the board (full module only): the core's explanation data cut into
//! steps with their highlights, the panel that steps through them, and its figures.

pub mod explainer;
pub mod figure;
pub mod panel;
pub mod review;
mod steps;
pub mod text;

pub use explainer::Explanations;
pub use steps::*;

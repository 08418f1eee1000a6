//! The Grundy table of a subtraction game: the page, its table, and the step through one value.

pub mod cells;
pub mod explorer;
pub mod page;
pub mod step;

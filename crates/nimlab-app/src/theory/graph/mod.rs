//! Game graphs: the page, its editor, and the drawing.

pub mod editor;
pub mod page;
pub mod view;

//! Game graphs: the page, its editor, and the drawing.

mod definitions;
mod drawing;
pub mod editor;
mod entry;
mod fit;
mod induction;
pub mod page;
pub mod view;
mod zoom;

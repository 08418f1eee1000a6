//! What every page builds on: the language and settings contexts, the settings in storage,
//! keyboard focus, lecture mode's text size, and text that keeps positions unbroken.

pub mod body;
pub mod context;
pub mod focus;
pub mod settings;
pub mod text_size;
pub mod unbroken;

//! What every page builds on: the language and settings contexts, the settings in storage,
//! keyboard focus, and text that keeps positions unbroken.

pub mod body;
pub mod context;
pub mod focus;
pub mod settings;
pub mod unbroken;

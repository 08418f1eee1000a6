//! Take-and-break games in play (`#/play?…&game=kayles`, full module only): rows that split
//! when a move removes sticks from inside them, beside the rows' Grundy values and the
//! winning moves with the rows they leave. The mathematics is the core's `octal` module; the
//! Grundy table of these games is the Grundy page's (`theory/grundy/break_page.rs`).

pub mod computer;
pub mod hints;
pub mod input;
pub mod page;
pub mod row;
pub mod settings;
pub mod state;
pub mod text;
pub mod typed_run;

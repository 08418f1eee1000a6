//! The Sprague–Grundy pages (full module only): Grundy tables, game graphs, sums of games,
//! exercises and the contents of the source texts, with their catalog.

pub mod contents;
pub mod contents_text;
pub mod exercise;
pub mod field;
pub mod graph;
pub mod grundy;
pub mod lecture;
pub mod split_explain;
pub mod sums;
pub mod take_break;
pub mod text;

//! The frame around the pages: the root component with its header and router, the link
//! problems' banner, and the one boundary between the two modules.

pub mod app;
pub mod header;
pub mod input_error;
pub mod module;
pub mod text;

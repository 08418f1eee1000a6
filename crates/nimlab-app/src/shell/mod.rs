//! The frame around the pages: the root component with its header and router, the link
//! problems' banner, and (first module only) the loader of the full module.

pub mod app;
pub mod input_error;
#[cfg(not(feature = "full"))]
pub mod loader;
pub mod text;

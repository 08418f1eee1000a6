//! Exercises: the sheet's page, one question, and the explanation of its answer.

pub mod explain;
pub mod page;
pub mod question;

//! Exercises: the sheet's page, one question, and the explanation of its answer.

pub mod explain;
mod moves_answer;
pub mod page;
mod progress;
pub mod question;
pub mod round;
mod round_done;
mod settings;
mod sheet;
mod value_answer;
mod verdict;

//! The mathematics of Nim and subtraction games, as plain data.
//!
//! (Crate overview and runnable example: to be completed.)

pub mod analysis;
pub mod bachet;
pub mod exercise;
pub mod explain;
pub mod game_sum;
pub mod graph;
pub mod grundy;
pub mod heap;
pub mod misere;
pub mod player;
pub mod position;
pub mod rules;

pub use analysis::{analyze, Analysis, Method, Outcome};
pub use bachet::Bachet;
pub use graph::{GameGraph, GraphError, Induction};
pub use grundy::{grundy_table, mex, period, GrundyFn, GrundyStep, GrundyTable, Period};
pub use misere::{misere_case, MisereCase};
pub use player::{choose_move, Level};
pub use position::{LegalMove, Move, MoveError, Position};
pub use rules::{Ending, Rules, RulesError, SubtractionSet, Take};

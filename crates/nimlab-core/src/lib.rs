//! The mathematics of Nim and subtraction games, as plain data.
//!
//! This crate is everything nimlab knows about Nim: the rules ([`Rules`]: normal or misère
//! play; any count, 1 up to k, or an allowed set), positions and checked moves ([`Position`],
//! [`Move`], [`LegalMove`]), and for any position under any rules the outcome and the complete
//! list of winning moves ([`analyze`]). Each rule family has its own fast method:
//!
//! | rules | method |
//! |---|---|
//! | normal play, any count | Bouton's nim-sum (XOR of the counts) |
//! | normal play, restricted | Sprague–Grundy: XOR of the rows' Grundy values ([`GrundyFn`]) |
//! | misère play, any count | the misère rule (cases A, B, Cg, Cu of [`misere`]) |
//! | misère play, only odd counts and 1 ("take 1", {1, 3, 5}) | the parity of the total |
//! | misère play, other restrictions | an exact retrograde solver with a state limit ([`misere::solve`]) |
//! | take-and-break games (octal codes, Grundy's game), normal play | Sprague–Grundy, with periods certified by the octal periodicity theorem ([`octal`]) |
//! | take-and-break games, misère play | an exact search with a state limit ([`octal::analyze`]) |
//!
//! Around that sit the Grundy tables with certified periods ([`grundy`]), take-and-break
//! games such as Kayles and Dawson's Kayles ([`octal`]), game graphs with
//! backward induction and kernels ([`graph`]), Bachet's "Ziel 100" ([`bachet`]), the computer
//! player ([`player`]), generated exercises ([`exercise`]), and the explanations of the theory
//! ([`explain`]): Bouton's construction and proof, sums of games, misère play, the mirror
//! strategy and annotated game records.
//!
//! The crate does no IO and knows nothing of the browser. Its results are plain data with
//! public fields and never sentences: explanations are numbers, which the app words in German,
//! English or Japanese. Every fast method is held equal to an independent brute-force solver by
//! the property tests in `tests/`.
//!
//! # Example
//!
//! The German Wikipedia article's worked example: 22-5-13-27 has nim-sum 5 (binary 00101), so
//! the player to move wins, and there are exactly three winning moves.
//!
//! ```
//! use nimlab_core::{analyze, Move, Outcome, Position, Rules, Take};
//!
//! let position = Position::new([22, 5, 13, 27]);
//! let analysis = analyze(&Rules::nim(), &position);
//! assert_eq!(analysis.nim_sum, 5);
//! assert_eq!(analysis.outcome, Some(Outcome::N));
//! assert_eq!(
//!     analysis.winning_moves,
//!     [Move { row: 0, take: 3 }, Move { row: 1, take: 5 }, Move { row: 2, take: 5 }]
//! );
//!
//! // Under "take 1 or 2" the rows' Grundy values decide (the lecture slides' 7-5-3-1), and
//! // one winning move raises a row's Grundy value: 3 → 2 takes γ from 0 to 2.
//! let rules = Rules { take: Take::UpTo(2), ..Rules::nim() };
//! let analysis = analyze(&rules, &Position::new([7, 5, 3, 1]));
//! assert_eq!(analysis.row_grundy, [1, 2, 0, 1]);
//! assert_eq!(analysis.winning_moves, [Move { row: 1, take: 2 }, Move { row: 2, take: 1 }]);
//! ```

#![warn(missing_docs)]

pub mod analysis;
pub mod bachet;
pub mod exercise;
pub mod explain;
pub mod game_sum;
pub mod graph;
pub mod grundy;
pub mod heap;
pub mod kernel;
pub mod misere;
pub mod octal;
pub mod player;
pub mod position;
mod rng;
pub mod rules;

pub use analysis::{analyze, Analysis, Method, Outcome};
pub use bachet::Bachet;
pub use graph::{GameGraph, GraphError, Induction};
pub use grundy::{grundy_table, mex, period, GrundyFn, GrundyStep, GrundyTable, Period};
pub use misere::{misere_case, MisereCase};
pub use player::{choose_move, Level};
pub use position::{LegalMove, Move, MoveError, Position};
pub use rules::{Ending, Rules, RulesError, SubtractionSet, Take};

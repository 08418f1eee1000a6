//! Explanations as data: the numbers behind each step, never sentences.
//!
//! Each submodule follows one argument of the source texts, and returns every number the app
//! needs to show that argument in German, English or Japanese:
//!
//! - [`columns`]: the binary column view (counts, parities g/u, the lab handout's cases);
//! - [`bouton`]: Bouton's construction E, ℓ, B_i and the proof's T = S xor A_k xor B_k;
//! - [`sums`]: Sprague–Grundy moves to any smaller value, including moves that raise a row's
//!   Grundy value;
//! - [`misere`]: the misère cases A, B, Cg, Cu and where misère play departs from normal play;
//! - [`mirror`]: the mirror strategy for two rows;
//! - [`record`]: the German article's game record S1…S9 and annotated game records;
//! - [`review`]: the review after a game: each move sound or a mistake;
//! - [`exercise`]: the step-through of an exercise's right answer;
//! - [`split`]: a take-and-break position: splits, sums of games and the winning move.

pub mod bouton;
pub mod columns;
pub mod exercise;
pub mod mirror;
pub mod misere;
pub mod record;
pub mod review;
pub mod split;
pub mod sums;

/// The XOR of `values`: the nim-sum of counts, or of Grundy values.
pub(crate) fn nim_sum(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, &v| a ^ v)
}

//! Take-and-break games: octal games (Kayles, Dawson's Kayles, …) and Grundy's game.
//!
//! In an octal game `d0.d1d2…` digit `d_k` (k ≥ 1) says what removing `k` adjacent sticks
//! from one row may leave: bit 1, nothing (the whole row was `k` sticks); bit 2, one row
//! (the sticks came from an end); bit 4, two non-empty rows (they came from inside). Digit
//! `d0` concerns removing nothing: 4 lets a move split a row in two (Winning Ways), and the
//! other bits would allow passing, so only 0 and 4 are accepted. Grundy's game splits one row
//! into two non-empty rows of different sizes; it is no octal game and gets its own variant.
//!
//! Normal play is solved by Sprague–Grundy: a row of `n` is worth γ(n) = mex of
//! γ(a) ⊕ γ(b) over its options (a, b), computed by [`break_table`], and continued beyond the
//! table by the octal periodicity theorem ([`certified_period`]). Misère play is searched
//! exactly ([`analyze`] with [`Ending::Misere`](crate::Ending)), up to a state limit.
//!
//! This module is parallel to [`Rules`](crate::Rules) rather than a new [`Take`](crate::Take)
//! variant: a take-and-break move changes the number of rows, so [`crate::Move`] (row, take),
//! `Position::play` and every `match` over `Take` (the misère solver, the player, the
//! explanations) would have to change shape. The module reuses [`Position`](crate::Position),
//! [`Ending`](crate::Ending) and [`Outcome`](crate::Outcome) and leaves the Nim APIs alone.
//!
//! # Example
//!
//! Kayles (0.77): knock down one pin or two adjacent ones. A row of 10 has Grundy value 2,
//! and from 10 and 2 (nim-sum 2 ⊕ 2 = 0) the player to move loses.
//!
//! ```
//! use nimlab_core::octal::{analyze, break_table, certified_period, OctalPeriod, TakeBreak};
//! use nimlab_core::{Ending, Outcome, Position};
//!
//! let kayles = TakeBreak::parse("kayles").unwrap();
//! let table = break_table(&kayles, 200);
//! assert_eq!(table.values[10], 2);
//! assert_eq!(
//!     certified_period(&kayles, &table.values),
//!     OctalPeriod::Certified { preperiod: 71, period: 12, checked_up_to: 167 }
//! );
//! let analysis = analyze(&kayles, Ending::Normal, &Position::new([10, 2]));
//! assert_eq!(analysis.outcome, Some(Outcome::P));
//! // From 10 alone: take the middle two pins, leaving 4 and 4 (nim-sum 0).
//! let analysis = analyze(&kayles, Ending::Normal, &Position::new([10]));
//! assert!(analysis.winning_moves.iter().any(|m| (m.take, m.left, m.right) == (2, 4, 4)));
//! ```

mod bulk;
mod code;
mod play;
mod solve;
mod table;

pub use code::{CodeError, OctalCode, MAX_DIGITS};
pub use play::{
    choose_move, choose_move_with, legal_moves, move_from_stick, move_run, play, BreakMove,
    BreakMoveError,
};
pub use solve::{
    analyze, analyze_within, BreakAnalysis, BreakMethod, MAX_ROW, STATE_LIMIT, WORK_LIMIT,
};
pub use table::{
    break_table, certified_period, BreakGrundy, BreakOption, BreakStep, BreakTable, OctalPeriod,
    TABLE_LIMIT,
};

/// A take-and-break game on rows of sticks.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum TakeBreak {
    /// An octal game, given by its code.
    Octal(OctalCode),
    /// Grundy's game: split one row into two non-empty rows of different sizes.
    Grundy,
}

impl TakeBreak {
    /// A game by name (`kayles`, `dawson`, `grundy`) or by octal code (`0.77`, `4.07`).
    pub fn parse(text: &str) -> Result<TakeBreak, CodeError> {
        match text {
            "kayles" => Ok(TakeBreak::kayles()),
            "dawson" => Ok(TakeBreak::dawson()),
            "grundy" => Ok(TakeBreak::Grundy),
            _ => text.parse().map(TakeBreak::Octal),
        }
    }

    /// Kayles, 0.77: remove one or two adjacent sticks from anywhere.
    pub fn kayles() -> TakeBreak {
        TakeBreak::Octal(OctalCode::new(&[0, 7, 7]).expect("a valid code"))
    }

    /// Dawson's Kayles, 0.07: remove two adjacent sticks from anywhere.
    pub fn dawson() -> TakeBreak {
        TakeBreak::Octal(OctalCode::new(&[0, 0, 7]).expect("a valid code"))
    }

    /// The largest number of sticks a move may remove (0 for Grundy's game, which only
    /// splits).
    pub fn max_take(&self) -> u64 {
        match self {
            TakeBreak::Octal(code) => code.last_digit() as u64,
            TakeBreak::Grundy => 0,
        }
    }

    /// Whether removing `take` sticks from a row so that `left` stay on one side and `right`
    /// on the other is a move (a split without removal has `take` = 0).
    pub fn allows(&self, take: u64, left: u64, right: u64) -> bool {
        let parts = u8::from(left > 0) + u8::from(right > 0);
        match self {
            TakeBreak::Octal(code) => {
                let digit = code.digit(take);
                match parts {
                    0 => take > 0 && digit & 1 != 0,
                    1 => take > 0 && digit & 2 != 0,
                    _ => digit & 4 != 0,
                }
            }
            TakeBreak::Grundy => take == 0 && parts == 2 && left != right,
        }
    }

    /// Whether a row of `n` sticks allows any move (rows that do not are dead).
    pub fn has_option(&self, n: u64) -> bool {
        match self {
            TakeBreak::Octal(code) => (0..=code.last_digit() as u64).any(|k| {
                let d = code.digit(k);
                (k > 0 && n == k && d & 1 != 0)
                    || (k > 0 && n > k && d & 2 != 0)
                    || (n >= k + 2 && d & 4 != 0)
            }),
            TakeBreak::Grundy => n >= 3,
        }
    }

    /// Calls `f(take, a, b)` for every option of a row of `n`: the rows a ≤ b it leaves (0
    /// for none), sorted by (take, a, b) and without repeats (a move and its mirror image
    /// leave the same rows).
    ///
    /// A row of `n` has up to about `n` · (digits) / 2 options, so `n` should be a table's
    /// size, not a huge row.
    pub fn for_each_option(&self, n: u64, mut f: impl FnMut(u64, u64, u64)) {
        match self {
            TakeBreak::Octal(code) => {
                for k in 0..=(code.last_digit() as u64).min(n) {
                    let d = code.digit(k);
                    if k > 0 && n == k && d & 1 != 0 {
                        f(k, 0, 0);
                    }
                    if k > 0 && n > k && d & 2 != 0 {
                        f(k, 0, n - k);
                    }
                    if n >= k + 2 && d & 4 != 0 {
                        for a in 1..=(n - k) / 2 {
                            f(k, a, n - k - a);
                        }
                    }
                }
            }
            TakeBreak::Grundy => {
                for a in 1..=n.saturating_sub(1) / 2 {
                    f(0, a, n - a);
                }
            }
        }
    }

    /// The index of the last non-zero digit, `t` in the octal periodicity theorem; `None`
    /// for Grundy's game, which is not octal.
    pub fn last_digit(&self) -> Option<usize> {
        match self {
            TakeBreak::Octal(code) => Some(code.last_digit()),
            TakeBreak::Grundy => None,
        }
    }
}

impl std::fmt::Display for TakeBreak {
    /// The octal code (`0.77`), or `grundy`.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            TakeBreak::Octal(code) => code.fmt(f),
            TakeBreak::Grundy => f.write_str("grundy"),
        }
    }
}

//! Bachet's game ("Ziel 100"): players alternately add 1 to 10 to a running total that
//! starts at 0, and whoever reaches exactly 100 wins.
//!
//! It is the subtraction game {1, …, 10} on the distance 100 − total: a total is a key number
//! (a P-position for the player who must add next) exactly when 100 − total is a multiple of
//! 11, so the key numbers are 1, 12, 23, …, 89, 100. The first player wins by saying 1 and then
//! always completing the opponent's addition to 11.

use crate::rules::{Ending, Rules, Take};
use std::fmt;

/// A Bachet game: reach `target` by adding 1 up to `max_step` per turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Bachet {
    /// The total to reach exactly.
    pub target: u64,
    /// The largest addition per turn (at least 1).
    pub max_step: u64,
}

/// Why a Bachet game or a total was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum BachetError {
    /// Each turn must be able to add at least 1.
    ZeroStep,
}

impl fmt::Display for BachetError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BachetError::ZeroStep => write!(f, "the largest addition must be at least 1"),
        }
    }
}

impl std::error::Error for BachetError {}

impl Bachet {
    /// A game to `target` with additions 1 to `max_step`, rejecting `max_step = 0`.
    pub fn new(target: u64, max_step: u64) -> Result<Bachet, BachetError> {
        if max_step == 0 {
            return Err(BachetError::ZeroStep);
        }
        Ok(Bachet { target, max_step })
    }

    /// "Ziel 100": add 1 to 10, reach 100.
    pub fn ziel_100() -> Bachet {
        Bachet {
            target: 100,
            max_step: 10,
        }
    }

    /// `max_step + 1`: the sum the key-number player completes each round (11 in "Ziel 100").
    /// Wide, so that `max_step = u64::MAX` cannot overflow.
    pub fn round(&self) -> u128 {
        u128::from(self.max_step) + 1
    }

    /// The same game as one heap: normal play, take 1 up to `max_step`.
    pub fn rules(&self) -> Rules {
        Rules {
            ending: Ending::Normal,
            take: Take::UpTo(self.max_step),
        }
    }

    /// The heap of the subtraction-game view: the distance `target − total`, or `None` for a
    /// total past the target.
    pub fn heap(&self, total: u64) -> Option<u64> {
        self.target.checked_sub(total)
    }

    /// The total of the running-sum view for a heap, or `None` for a heap above the target.
    pub fn total(&self, heap: u64) -> Option<u64> {
        self.target.checked_sub(heap)
    }

    /// Whether `total` is a key number: whoever has just said it wins against any reply
    /// (a P-position for the player who adds next).
    pub fn is_key(&self, total: u64) -> bool {
        self.heap(total)
            .is_some_and(|h| u128::from(h) % self.round() == 0)
    }

    /// The key numbers `target − m·(max_step + 1)` that are not negative, ascending: 1, 12,
    /// 23, …, 100 for "Ziel 100". When 0 is among them, the first player loses.
    pub fn key_numbers(&self) -> impl Iterator<Item = u64> {
        let first = u128::from(self.target) % self.round();
        let round = self.round();
        let target = u128::from(self.target);
        std::iter::successors(Some(first), move |&k| {
            Some(k + round).filter(|&n| n <= target)
        })
        .map(|k| k as u64)
    }

    /// The addition that says the next key number, or `None` when `total` already is one
    /// (every addition loses against perfect play) or lies past the target.
    pub fn winning_addition(&self, total: u64) -> Option<u64> {
        let heap = self.heap(total)?;
        let rest = u128::from(heap) % self.round();
        (rest != 0).then_some(rest as u64)
    }
}

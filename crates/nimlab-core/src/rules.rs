//! Rule sets: how a game ends and how many sticks a move may take.

use std::fmt;

/// The largest count an allowed set may contain.
///
/// Grundy values of a subtraction set are computed over a window of `max(S)` values, so the
/// largest element bounds memory and time; a million keeps every table interactive.
pub const MAX_SET_ELEMENT: u64 = 1_000_000;

/// The largest number of counts an allowed set may list.
pub const MAX_SET_LEN: usize = 64;

/// How the game ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ending {
    /// A player who cannot move loses (with unrestricted moves: who takes the last stick wins).
    Normal,
    /// A player who cannot move wins (with unrestricted moves: who takes the last stick loses).
    Misere,
}

/// A finite set of allowed counts: non-empty, without zero, sorted and without repeats.
///
/// The fields are private so that every value satisfies these preconditions; build one with
/// [`SubtractionSet::new`].
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SubtractionSet(Vec<u64>);

impl SubtractionSet {
    /// Checks and normalizes a list of allowed counts (order and repeats do not matter).
    pub fn new(counts: impl IntoIterator<Item = u64>) -> Result<Self, RulesError> {
        // A heap sort: the standard library's slice sort would add about 4 KB to the
        // WebAssembly module that every visitor loads first.
        let mut counts = std::collections::BinaryHeap::from_iter(counts).into_sorted_vec();
        counts.dedup();
        if counts.is_empty() {
            return Err(RulesError::EmptySet);
        }
        if counts[0] == 0 {
            return Err(RulesError::ZeroInSet);
        }
        if counts.len() > MAX_SET_LEN {
            return Err(RulesError::SetTooLong { len: counts.len() });
        }
        let max = counts[counts.len() - 1];
        if max > MAX_SET_ELEMENT {
            return Err(RulesError::SetElementTooLarge { value: max });
        }
        Ok(SubtractionSet(counts))
    }

    /// The set {1, …, k}.
    pub fn up_to(k: u64) -> Result<Self, RulesError> {
        if k == 0 {
            return Err(RulesError::ZeroLimit);
        }
        if k > MAX_SET_ELEMENT {
            return Err(RulesError::SetElementTooLarge { value: k });
        }
        SubtractionSet::new(1..=k)
    }

    /// The allowed counts, ascending.
    pub fn counts(&self) -> &[u64] {
        &self.0
    }

    /// The largest allowed count.
    pub fn max(&self) -> u64 {
        self.0[self.0.len() - 1]
    }

    /// Whether `count` may be taken.
    pub fn contains(&self, count: u64) -> bool {
        self.0.binary_search(&count).is_ok()
    }
}

impl TryFrom<Vec<u64>> for SubtractionSet {
    type Error = RulesError;
    fn try_from(counts: Vec<u64>) -> Result<Self, RulesError> {
        SubtractionSet::new(counts)
    }
}

impl From<SubtractionSet> for Vec<u64> {
    fn from(set: SubtractionSet) -> Vec<u64> {
        set.0
    }
}

/// How many sticks one move may take from a single row.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Take {
    /// Any positive count (classic Nim).
    Any,
    /// 1 up to the given limit, which is at least 1 (use [`Take::up_to`] to check it).
    UpTo(u64),
    /// Exactly one of the listed counts (the "Bubi" variant, e.g. {1, 3, 5}).
    Set(SubtractionSet),
}

impl Take {
    /// "1 up to `k`", rejecting `k = 0`.
    pub fn up_to(k: u64) -> Result<Take, RulesError> {
        if k == 0 {
            Err(RulesError::ZeroLimit)
        } else {
            Ok(Take::UpTo(k))
        }
    }

    /// Whether a move may take `count` sticks (ignoring how many the row holds).
    pub fn allows(&self, count: u64) -> bool {
        match self {
            Take::Any => count >= 1,
            Take::UpTo(k) => count >= 1 && count <= *k,
            Take::Set(set) => set.contains(count),
        }
    }

    /// The largest count a move may take, or `None` when unrestricted.
    pub fn max(&self) -> Option<u64> {
        match self {
            Take::Any => None,
            Take::UpTo(k) => Some(*k),
            Take::Set(set) => Some(set.max()),
        }
    }

    /// The counts a move may take from a row of `row` sticks, ascending.
    pub fn counts_from(&self, row: u64) -> Vec<u64> {
        match self {
            Take::Any => (1..=row).collect(),
            Take::UpTo(k) => (1..=row.min(*k)).collect(),
            Take::Set(set) => set.counts().iter().copied().filter(|&c| c <= row).collect(),
        }
    }
}

/// A rule set: the ending and the move restriction.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// How the game ends.
    pub ending: Ending,
    /// How many sticks a move may take.
    pub take: Take,
}

impl Rules {
    /// Classic Nim: normal play, any count.
    pub fn nim() -> Rules {
        Rules {
            ending: Ending::Normal,
            take: Take::Any,
        }
    }

    /// Misère Nim (Marienbad): who takes the last stick loses.
    pub fn misere() -> Rules {
        Rules {
            ending: Ending::Misere,
            take: Take::Any,
        }
    }
}

impl Default for Rules {
    fn default() -> Rules {
        Rules::nim()
    }
}

/// Why a rule set was rejected.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum RulesError {
    /// An allowed set must list at least one count.
    EmptySet,
    /// Taking zero sticks is not a move.
    ZeroInSet,
    /// "1 up to k" needs k ≥ 1.
    ZeroLimit,
    /// An allowed count above [`MAX_SET_ELEMENT`].
    SetElementTooLarge {
        /// The offending count.
        value: u64,
    },
    /// More than [`MAX_SET_LEN`] allowed counts.
    SetTooLong {
        /// How many distinct counts were given.
        len: usize,
    },
}

impl fmt::Display for RulesError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RulesError::EmptySet => write!(f, "the set of allowed counts is empty"),
            RulesError::ZeroInSet => write!(f, "the set of allowed counts contains 0"),
            RulesError::ZeroLimit => write!(f, "the limit k must be at least 1"),
            RulesError::SetElementTooLarge { value } => {
                write!(f, "the allowed count {value} exceeds {MAX_SET_ELEMENT}")
            }
            RulesError::SetTooLong { len } => {
                write!(f, "{len} allowed counts exceed the limit of {MAX_SET_LEN}")
            }
        }
    }
}

impl std::error::Error for RulesError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sets_are_normalized_and_checked() {
        assert_eq!(
            SubtractionSet::new([5, 1, 3, 3]).unwrap().counts(),
            &[1, 3, 5]
        );
        assert_eq!(SubtractionSet::new([]), Err(RulesError::EmptySet));
        assert_eq!(SubtractionSet::new([0, 2]), Err(RulesError::ZeroInSet));
        assert_eq!(Take::up_to(0), Err(RulesError::ZeroLimit));
        assert_eq!(
            SubtractionSet::new([MAX_SET_ELEMENT + 1]),
            Err(RulesError::SetElementTooLarge {
                value: MAX_SET_ELEMENT + 1
            })
        );
    }

    #[test]
    fn take_allows_exactly_its_counts() {
        let bubi = Take::Set(SubtractionSet::new([1, 3, 5]).unwrap());
        assert_eq!(bubi.counts_from(4), vec![1, 3]);
        assert!(!bubi.allows(2));
        assert_eq!(Take::UpTo(2).counts_from(7), vec![1, 2]);
        assert_eq!(Take::Any.counts_from(3), vec![1, 2, 3]);
        assert!(!Take::Any.allows(0));
    }
}

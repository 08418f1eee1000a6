//! Sprague–Grundy values of a single row: mex, tables step by step, certified periods, and a
//! Grundy function that answers for rows of any size.
//!
//! A row of `n` sticks under a move restriction is a game of its own; its Grundy value is
//! γ(n) = mex { γ(n − s) : s allowed, s ≤ n }. By the Sprague–Grundy theorem a position of
//! several rows is a P-position exactly when the XOR of its rows' values is 0.

use crate::rules::{SubtractionSet, Take};

/// The minimum excludant: the smallest natural number not among `values`.
///
/// It is the Grundy value of a position whose options have the given values, so
/// mex{0, 1, 3, 5} = 2, mex{0} = 1, mex{1, 2, 3} = 0 and mex{} = 0.
pub fn mex(values: impl IntoIterator<Item = u64>) -> u64 {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    // After sorting without repeats, the first gap is where `seen[i] != i`.
    seen.iter()
        .enumerate()
        .find(|&(i, &v)| v != i as u64)
        .map_or(seen.len() as u64, |(i, _)| i as u64)
}

/// The Grundy value of a row of `n` sticks when one may take 1 up to `k`: n rem (k + 1).
///
/// `k = u64::MAX` makes every count allowed, so the value is `n` itself (no overflow).
pub fn up_to_value(k: u64, n: u64) -> u64 {
    match k.checked_add(1) {
        Some(m) => n % m,
        None => n,
    }
}

/// One option of a row in a Grundy table: take `take` sticks, leaving `to`, whose value is
/// `value`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GrundyOption {
    /// How many sticks the move takes.
    pub take: u64,
    /// How many sticks the row keeps.
    pub to: u64,
    /// The Grundy value of the row that is left, γ(to).
    pub value: u64,
}

/// One step of computing a Grundy table bottom-up: the options of a row of `n` sticks, their
/// values, and their mex, γ(n).
///
/// The app steps through a table with these, as the lecture slides do for "take 1 or 2".
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GrundyStep {
    /// The row size.
    pub n: u64,
    /// Every move from `n`, smallest take first.
    pub options: Vec<GrundyOption>,
    /// γ(n), the mex of the options' values.
    pub value: u64,
}

/// The Grundy values γ(0), …, γ(upto) of a single row under one move restriction.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct GrundyTable {
    /// `values[n]` is γ(n).
    pub values: Vec<u64>,
}

/// Computes γ(n) for n = 0..=upto under `take`.
///
/// Unrestricted: γ(n) = n. Take 1 up to k: γ(n) = n rem (k + 1). An allowed set: the mex
/// recursion over a flat vector (a 10-element set up to n = 10^6 takes a few milliseconds),
/// and once the period is certified within the first eighth, the rest is copied from it.
/// Memory is linear in `upto`; callers bound it.
pub fn grundy_table(take: &Take, upto: u64) -> GrundyTable {
    let values = match take {
        Take::Any => (0..=upto).collect(),
        Take::UpTo(k) => (0..=upto).map(|n| up_to_value(*k, n)).collect(),
        Take::Set(set) => {
            let len = usize::try_from(upto).expect("table length fits in memory") + 1;
            // Look for the period in the first eighth (cheap if it is not there); once
            // certified, the rest is a copy.
            let mut small = Vec::new();
            if let Some(p) = find_period(set, len / 8, &mut small) {
                small.truncate(len);
                let (pre, period) = (p.preperiod as usize, p.period as usize);
                while small.len() < len {
                    // γ(n) = γ(n − period) from the pre-period on: copy whole periods.
                    let periods = (small.len() - pre) / period * period;
                    let from = small.len() - periods;
                    let count = periods.min(len - small.len());
                    small.extend_from_within(from..from + count);
                }
            } else {
                // Bytes keep the window of the last max(S) values in cache.
                extend_set_values(set.counts(), &mut small, len);
            }
            let values: Vec<u64> = small.iter().map(|&v| u64::from(v)).collect();
            values
        }
    };
    GrundyTable { values }
}

impl GrundyTable {
    /// The largest row size in the table.
    pub fn upto(&self) -> u64 {
        self.values.len().saturating_sub(1) as u64
    }

    /// The step that computes γ(n) from the smaller rows' values, or `None` when `n` lies
    /// beyond the table. `take` must be the restriction the table was built with.
    pub fn step(&self, take: &Take, n: u64) -> Option<GrundyStep> {
        let value = *self.values.get(usize::try_from(n).ok()?)?;
        let options = take
            .counts_from(n)
            .into_iter()
            .map(|s| GrundyOption {
                take: s,
                to: n - s,
                value: self.values[(n - s) as usize],
            })
            .collect();
        Some(GrundyStep { n, options, value })
    }
}

/// A Grundy value as stored in a table: `u8` for period search, `u64` for [`GrundyTable`].
trait Cell: Copy + Eq {
    fn from_mex(value: u32) -> Self;
    fn index(self) -> u32;
}

impl Cell for u8 {
    fn from_mex(value: u32) -> u8 {
        value as u8
    }
    fn index(self) -> u32 {
        u32::from(self)
    }
}

impl Cell for u64 {
    fn from_mex(value: u32) -> u64 {
        u64::from(value)
    }
    fn index(self) -> u32 {
        self as u32
    }
}

/// Appends Grundy values of an allowed set (`counts` ascending) to `values` until it holds
/// `len` entries.
///
/// Values are at most |S| ≤ 64, so they fit a byte and the options of one step fit one
/// bitset (`u64` while |S| < 64, else `u128`): no hashing and no allocation in the loop.
fn extend_set_values<T: Cell>(counts: &[u64], values: &mut Vec<T>, len: usize) {
    if counts.len() < 64 {
        extend_with_mask::<T, u64>(counts, values, len);
    } else {
        extend_with_mask::<T, u128>(counts, values, len);
    }
}

fn extend_with_mask<T: Cell, M: Mask>(counts: &[u64], values: &mut Vec<T>, len: usize) {
    let max = counts[counts.len() - 1] as usize;
    values.reserve(len.saturating_sub(values.len()));
    // Below max(S) only the counts that fit the row are moves.
    while values.len() < len.min(max) {
        let n = values.len();
        let mut seen = M::EMPTY;
        for &s in counts.iter().take_while(|&&s| s as usize <= n) {
            seen = seen.with(values[n - s as usize].index());
        }
        values.push(T::from_mex(seen.mex()));
    }
    // From max(S) on, every count is a move: γ(n) depends on the window of the last max(S).
    let offsets: Vec<usize> = counts.iter().map(|&s| max - s as usize).collect();
    let offsets = offsets.as_slice();
    let start = values.len();
    if start >= len {
        return;
    }
    values.resize(len, T::from_mex(0));
    let values = values.as_mut_slice();
    let pairs = offsets.chunks_exact(2);
    let odd = pairs.remainder().first().copied();
    for n in start..len {
        let window = &values[n - max..n];
        // Two independent bitsets halve the dependency chain of the ORs.
        let (mut a, mut b) = (M::EMPTY, M::EMPTY);
        for pair in pairs.clone() {
            a = a.with(window[pair[0]].index());
            b = b.with(window[pair[1]].index());
        }
        if let Some(o) = odd {
            a = a.with(window[o].index());
        }
        values[n] = T::from_mex(a.union(b).mex());
    }
}

/// A set of small numbers as bits, for the mex of one step.
trait Mask: Copy {
    const EMPTY: Self;
    fn with(self, value: u32) -> Self;
    fn union(self, other: Self) -> Self;
    fn mex(self) -> u32;
}

impl Mask for u64 {
    const EMPTY: u64 = 0;
    fn with(self, value: u32) -> u64 {
        self | (1 << value)
    }
    fn union(self, other: u64) -> u64 {
        self | other
    }
    fn mex(self) -> u32 {
        (!self).trailing_zeros()
    }
}

impl Mask for u128 {
    const EMPTY: u128 = 0;
    fn with(self, value: u32) -> u128 {
        self | (1 << value)
    }
    fn union(self, other: u128) -> u128 {
        self | other
    }
    fn mex(self) -> u32 {
        (!self).trailing_zeros()
    }
}

/// Why a period is proved, not guessed: γ(n) = γ(n + period) was checked for the `window`
/// consecutive rows n in `checked_from..checked_to`.
///
/// Each value from max(S) on depends only on the previous max(S) values, so `window` = max(S)
/// equal values in a row force every later value to repeat as well.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct PeriodCertificate {
    /// How many consecutive equalities were needed: max(S).
    pub window: u64,
    /// The first row checked (the pre-period).
    pub checked_from: u64,
    /// One past the last row checked (`checked_from + window`).
    pub checked_to: u64,
}

/// The eventual periodicity of a subtraction set's Grundy sequence: γ(n + period) = γ(n) for
/// every n ≥ preperiod, with both numbers minimal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Period {
    /// The first row from which the sequence repeats (0 when it is purely periodic).
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
    /// The finite check that proves it.
    pub certificate: PeriodCertificate,
}

/// The minimal pre-period and period of the Grundy sequence of `set`, with their certificate.
///
/// The sequence is bounded by |S| and each value depends on the previous max(S) values, so a
/// window repeats after finitely many steps and this always terminates. The computed prefix
/// doubles until its last max(S) values occur earlier (found by KMP in linear time); that
/// repeat is then shrunk to the minimal period and the start moved back to the minimal
/// pre-period. Time and memory grow with the period found, which is small for the sets of
/// the sources (all below 30) but can be large for sets with big, irregular elements.
pub fn period(set: &SubtractionSet) -> Period {
    period_with_values(set).0
}

/// The period together with the computed prefix, which covers at least
/// `preperiod + period + max(S)` values.
fn period_with_values(set: &SubtractionSet) -> (Period, Vec<u8>) {
    let mut values = Vec::new();
    let period = find_period(set, usize::MAX, &mut values)
        .expect("every subtraction set is eventually periodic");
    (period, values)
}

/// Searches for the period while computing at most `max_len` values into `values`.
fn find_period(set: &SubtractionSet, max_len: usize, values: &mut Vec<u8>) -> Option<Period> {
    let window = set.max() as usize;
    let mut len = (4 * window + 64).min(max_len);
    loop {
        extend_set_values(set.counts(), values, len);
        if let Some(shift) = last_window_shift(values, window) {
            let from = values.len() - window - shift;
            let period = minimal_period(values, window, from, shift);
            let mut preperiod = from;
            while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
                preperiod -= 1;
            }
            return Some(Period {
                preperiod: preperiod as u64,
                period: period as u64,
                certificate: PeriodCertificate {
                    window: window as u64,
                    checked_from: preperiod as u64,
                    checked_to: (preperiod + window) as u64,
                },
            });
        }
        if len >= max_len {
            return None;
        }
        len = len.saturating_mul(2).min(max_len);
    }
}

/// The smallest shift p ≥ 1 such that the last `window` values also occur `p` places earlier,
/// found by Knuth–Morris–Pratt on the reversed sequence.
pub(crate) fn last_window_shift(values: &[u8], window: usize) -> Option<usize> {
    let len = values.len();
    if len <= window {
        return None;
    }
    // Reversed: r(i) = values[len - 1 - i]; the pattern is r(0..window), the text r(1..len).
    let r = |i: usize| values[len - 1 - i];
    let mut fail = vec![0usize; window];
    let mut k = 0;
    for i in 1..window {
        while k > 0 && r(i) != r(k) {
            k = fail[k - 1];
        }
        if r(i) == r(k) {
            k += 1;
        }
        fail[i] = k;
    }
    let mut k = 0;
    for i in 1..len {
        while k > 0 && r(i) != r(k) {
            k = fail[k - 1];
        }
        if r(i) == r(k) {
            k += 1;
        }
        if k == window {
            // The match occupies r(i + 1 - window..=i), so it starts `shift` places in.
            return Some(i + 1 - window);
        }
    }
    None
}

/// The smallest divisor d of `shift` with γ(n) = γ(n + d) on the window from `from`.
///
/// Period `shift` holds from `from` on, the minimal period divides every period and holds
/// from the same place, and a window of equalities certifies it.
fn minimal_period(values: &[u8], window: usize, from: usize, shift: usize) -> usize {
    (1..=shift)
        .filter(|d| shift % d == 0)
        .find(|&d| (from..from + window).all(|n| values[n] == values[n + d]))
        .unwrap_or(shift)
}

std::thread_local! {
    /// The last table of [`set_values_up_to`]: the play page asks for the same one at every
    /// click, and under 64 large counts a table of 10^6 heaps takes a tenth of a second.
    static LAST_TABLE: std::cell::RefCell<(Vec<u64>, Vec<u8>)> =
        const { std::cell::RefCell::new((Vec::new(), Vec::new())) };
}

/// γ(0), …, γ(len − 1) under the allowed counts, from the last table when it is long enough.
fn set_values_up_to(counts: &[u64], len: usize) -> Vec<u8> {
    LAST_TABLE.with(|last| {
        let mut last = last.borrow_mut();
        let (last_counts, last_values) = &mut *last;
        if last_counts.as_slice() != counts {
            last_counts.clear();
            last_counts.extend_from_slice(counts);
            last_values.clear();
        }
        extend_set_values(counts, last_values, len);
        last_values[..len].to_vec()
    })
}

/// The Grundy function of one row under a move restriction, for rows up to `u64::MAX`.
///
/// Unrestricted and "1 up to k" have closed forms; an allowed set is answered from its
/// computed prefix and, beyond it, from its certified period.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyFn {
    kind: Kind,
}

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
    Any,
    UpTo(u64),
    /// A prefix of the sequence, and the period when it is needed beyond the prefix.
    Set {
        values: Vec<u8>,
        period: Option<Period>,
    },
}

impl GrundyFn {
    /// The Grundy function of `take`; for an allowed set this computes the certified period.
    pub fn new(take: &Take) -> GrundyFn {
        let kind = match take {
            Take::Any => Kind::Any,
            Take::UpTo(k) => Kind::UpTo(*k),
            Take::Set(set) => {
                let (period, values) = period_with_values(set);
                Kind::Set {
                    values,
                    period: Some(period),
                }
            }
        };
        GrundyFn { kind }
    }

    /// Like [`GrundyFn::new`], but only promises answers for rows up to `max_row`: when they
    /// are few, a plain table replaces the period search.
    pub fn for_rows(take: &Take, max_row: u64) -> GrundyFn {
        /// Up to this size a table is cheaper than a period search, which for counts near
        /// 10^6 takes tenths of a second: a table of 10^6 heaps under 64 counts takes a few
        /// milliseconds (the kernel of `cargo xtask bench`). It covers the app's rows (at most
        /// 10^6), so a click never waits for a period search.
        const TABLE_ONLY: u64 = 1 << 21;
        match take {
            Take::Set(set) if max_row < TABLE_ONLY => {
                let values = set_values_up_to(set.counts(), max_row as usize + 1);
                GrundyFn {
                    kind: Kind::Set {
                        values,
                        period: None,
                    },
                }
            }
            _ => GrundyFn::new(take),
        }
    }

    /// γ(n), the Grundy value of a row of `n` sticks.
    ///
    /// # Panics
    ///
    /// When built by [`GrundyFn::for_rows`] and `n` exceeds the rows it was built for.
    pub fn value(&self, n: u64) -> u64 {
        match &self.kind {
            Kind::Any => n,
            Kind::UpTo(k) => up_to_value(*k, n),
            Kind::Set { values, period } => {
                if let Some(&v) = usize::try_from(n).ok().and_then(|i| values.get(i)) {
                    return u64::from(v);
                }
                let p = period
                    .as_ref()
                    .expect("row within the range the function was built for");
                let i = p.preperiod + (n - p.preperiod) % p.period;
                u64::from(values[i as usize])
            }
        }
    }

    /// The certified period, for an allowed set built with [`GrundyFn::new`].
    pub fn period(&self) -> Option<&Period> {
        match &self.kind {
            Kind::Set { period, .. } => period.as_ref(),
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn set(counts: &[u64]) -> SubtractionSet {
        SubtractionSet::new(counts.iter().copied()).unwrap()
    }

    #[test]
    fn mex_matches_the_slides() {
        assert_eq!(mex([0, 1, 3, 5]), 2);
        assert_eq!(mex([0]), 1);
        assert_eq!(mex([1, 2, 3]), 0);
        assert_eq!(mex([]), 0);
        assert_eq!(mex([2, 0, 1, 1, 0]), 3);
    }

    #[test]
    fn table_steps_show_options() {
        let take = Take::UpTo(2);
        let table = grundy_table(&take, 20);
        let step = table.step(&take, 5).unwrap();
        assert_eq!(step.value, 2);
        assert_eq!(
            step.options,
            vec![
                GrundyOption {
                    take: 1,
                    to: 4,
                    value: 1
                },
                GrundyOption {
                    take: 2,
                    to: 3,
                    value: 0
                }
            ]
        );
        assert!(table.step(&take, 21).is_none());
    }

    #[test]
    fn set_table_equals_closed_form_for_up_to() {
        let t = grundy_table(&Take::Set(set(&[1, 2, 3])), 100);
        assert_eq!(t, grundy_table(&Take::UpTo(3), 100));
    }

    #[test]
    fn periods() {
        let p = period(&set(&[2, 4, 7]));
        assert_eq!((p.preperiod, p.period), (8, 3));
        assert_eq!(
            p.certificate,
            PeriodCertificate {
                window: 7,
                checked_from: 8,
                checked_to: 15
            }
        );
    }

    #[test]
    fn huge_rows() {
        assert_eq!(
            GrundyFn::new(&Take::UpTo(u64::MAX)).value(u64::MAX),
            u64::MAX
        );
        assert_eq!(
            GrundyFn::new(&Take::Set(set(&[1, 2]))).value(1_000_000_000_000_000_000),
            1
        );
    }
}

//! One heap on its own, under either ending: win/loss (ν) by its own recursion, the mex values
//! step by step, and certified periods, so that a row of any size can be answered and
//! explained.
//!
//! Under normal play the values are the Grundy values γ of [`crate::grundy`]. Under misère
//! play a heap with no move is a *win* for the player to move, so its value is 1 instead of
//! mex{} = 0; every other heap is the mex of its options as before. With this one change
//! γ⁻(x) = 0 exactly at the misère P-positions of a single heap (by the same induction as
//! Satz 1d). Unlike γ, the misère values of several rows do not combine by XOR, which is why
//! the app decides misère sums by other means.

use crate::grundy::{last_window_shift, mex, GrundyOption, GrundyStep};
use crate::rules::{Ending, Take};

/// ν for x = 0..=upto: `true` where the player to move wins a single heap of x, computed by
/// the slides' recursion ν(x) = 1 − min{ν(y) : x → y} and, for a heap without moves, ν = 0 in
/// normal play and ν = 1 in misère play. It never looks at Grundy values, so the app can
/// check Satz 1d (ν = γ ∧ 1) against it.
///
/// Runs in O(upto) for unrestricted and "1 up to k" moves (a running count of losses in the
/// window of options) and in O(upto · |S|) for an allowed set.
pub fn win_table(ending: Ending, take: &Take, upto: u64) -> Vec<bool> {
    let len = usize::try_from(upto).expect("table length fits in memory") + 1;
    let terminal_win = ending == Ending::Misere;
    let mut win: Vec<bool> = Vec::with_capacity(len);
    match take {
        Take::Any | Take::UpTo(_) => {
            let k = match take {
                Take::UpTo(k) => usize::try_from(*k).unwrap_or(usize::MAX),
                _ => usize::MAX,
            };
            // losses[i] = number of losses among 0..i.
            let mut losses: Vec<usize> = Vec::with_capacity(len + 1);
            losses.push(0);
            for x in 0..len {
                let w = if x == 0 {
                    terminal_win
                } else {
                    let lo = x.saturating_sub(k);
                    losses[x] - losses[lo] > 0
                };
                win.push(w);
                losses.push(losses[x] + usize::from(!w));
            }
        }
        Take::Set(set) => {
            for x in 0..len {
                let mut options = set
                    .counts()
                    .iter()
                    .take_while(|&&s| s as usize <= x)
                    .peekable();
                let w = if options.peek().is_none() {
                    terminal_win
                } else {
                    options.any(|&s| !win[x - s as usize])
                };
                win.push(w);
            }
        }
    }
    win
}

/// A certified period of a heap's values: v(n + period) = v(n) for every n ≥ preperiod,
/// both minimal, proved by `window` consecutive equalities from the pre-period on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HeapPeriod {
    /// The first heap from which the values repeat.
    pub preperiod: u64,
    /// The length of the repeating block.
    pub period: u64,
    /// max(S): each value from max(S) on depends only on the previous max(S) values.
    pub window: u64,
}

/// The values of one heap under an ending and a move restriction, for heaps of any size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HeapValues {
    ending: Ending,
    take: Take,
    /// A computed prefix (allowed sets only): at least preperiod + period + window values.
    values: Vec<u8>,
    period: Option<HeapPeriod>,
}

/// The largest allowed count for which [`HeapValues`] computes a period; larger sets are
/// answered from a table only.
pub const MAX_PERIOD_WINDOW: u64 = 4096;

/// Swaps 0 and 1: misère values of unrestricted and "1 up to k" heaps are the normal values
/// with 0 and 1 exchanged.
fn swap01(v: u64) -> u64 {
    match v {
        0 => 1,
        1 => 0,
        v => v,
    }
}

impl HeapValues {
    /// The values of a heap; for an allowed set with max(S) ≤ [`MAX_PERIOD_WINDOW`] this
    /// computes the certified period, otherwise a table of `table_len` values.
    pub fn new(ending: Ending, take: &Take, table_len: u64) -> HeapValues {
        let (values, period) = match take {
            Take::Set(set) if set.max() <= MAX_PERIOD_WINDOW => {
                let (values, period) = set_period(ending, set.counts(), usize::MAX)
                    .expect("a period exists and no limit applies");
                (values, Some(period))
            }
            Take::Set(set) => {
                let mut values = Vec::new();
                extend(ending, set.counts(), &mut values, table_len as usize + 1);
                (values, None)
            }
            Take::Any => (Vec::new(), None),
            Take::UpTo(k) => (
                Vec::new(),
                Some(HeapPeriod {
                    preperiod: 0,
                    period: k.saturating_add(1),
                    window: *k,
                }),
            ),
        };
        HeapValues {
            ending,
            take: take.clone(),
            values,
            period,
        }
    }

    /// The ending these values belong to.
    pub fn ending(&self) -> Ending {
        self.ending
    }

    /// The certified period (none for unrestricted moves, where v(n) grows with n).
    pub fn period(&self) -> Option<HeapPeriod> {
        self.period
    }

    /// The value of a heap of `n`: γ(n) in normal play, γ⁻(n) in misère play.
    ///
    /// # Panics
    ///
    /// For an allowed set too large for a period, when `n` lies beyond the table.
    pub fn value(&self, n: u64) -> u64 {
        let normal = match &self.take {
            Take::Any => n,
            Take::UpTo(k) => crate::grundy::up_to_value(*k, n),
            Take::Set(_) => return u64::from(self.values[self.reduce(n) as usize]),
        };
        match self.ending {
            Ending::Normal => normal,
            Ending::Misere => swap01(normal),
        }
    }

    /// The smallest heap m ≤ n that the period proves to have the same value as n: n itself
    /// below preperiod + period, else preperiod + (n − preperiod) rem period.
    pub fn reduce(&self, n: u64) -> u64 {
        match self.period {
            Some(p) if n >= p.preperiod + p.period => p.preperiod + (n - p.preperiod) % p.period,
            _ => n,
        }
    }

    /// The step that computes the value of a heap of `n` from its options, or `None` when
    /// listing them would be too much (more than `max_options` options).
    pub fn step(&self, n: u64, max_options: usize) -> Option<GrundyStep> {
        let counts = match &self.take {
            Take::Any => {
                if n > max_options as u64 {
                    return None;
                }
                (1..=n).collect::<Vec<u64>>()
            }
            Take::UpTo(k) => {
                if n.min(*k) > max_options as u64 {
                    return None;
                }
                (1..=n.min(*k)).collect()
            }
            Take::Set(set) => set
                .counts()
                .iter()
                .copied()
                .take_while(|&s| s <= n)
                .collect(),
        };
        if counts.len() > max_options {
            return None;
        }
        let options: Vec<GrundyOption> = counts
            .into_iter()
            .map(|s| GrundyOption {
                take: s,
                to: n - s,
                value: self.value(n - s),
            })
            .collect();
        let value = if options.is_empty() && self.ending == Ending::Misere {
            1
        } else {
            mex(options.iter().map(|o| o.value))
        };
        debug_assert_eq!(value, self.value(n));
        Some(GrundyStep { n, options, value })
    }
}

/// The certified period of a heap's values, giving up when the computed prefix would exceed
/// about `max_len` values (so a typed set with huge, irregular counts cannot freeze a page).
///
/// "1 up to k" needs no search: its values repeat with period k + 1 from the start (Satz 1a,
/// and with 0 and 1 exchanged under misère play). Unrestricted moves have no period.
pub fn heap_period(ending: Ending, take: &Take, max_len: usize) -> Option<HeapPeriod> {
    match take {
        Take::Any => None,
        Take::UpTo(k) => Some(HeapPeriod {
            preperiod: 0,
            period: k.saturating_add(1),
            window: *k,
        }),
        Take::Set(set) => set_period(ending, set.counts(), max_len).map(|(_, p)| p),
    }
}

/// Appends values of an allowed set (`counts` ascending, at most 64 of them) until `values`
/// holds `len` entries.
fn extend(ending: Ending, counts: &[u64], values: &mut Vec<u8>, len: usize) {
    while values.len() < len {
        let n = values.len();
        let mut seen: u128 = 0;
        let mut any = false;
        for &s in counts.iter().take_while(|&&s| s as usize <= n) {
            seen |= 1 << values[n - s as usize];
            any = true;
        }
        let v = if !any && ending == Ending::Misere {
            1
        } else {
            (!seen).trailing_zeros() as u8
        };
        values.push(v);
    }
}

/// The minimal certified pre-period and period of an allowed set's values, with a prefix of
/// at least preperiod + period + window values.
fn set_period(ending: Ending, counts: &[u64], max_len: usize) -> Option<(Vec<u8>, HeapPeriod)> {
    let mut search = PeriodSearch::for_counts(ending, counts, max_len);
    loop {
        if let Some(found) = search.step(u64::MAX) {
            return found.map(|period| (search.values, period));
        }
    }
}

/// The search of [`heap_period`], run in slices so that a page stays responsive while a set
/// with large counts needs a long prefix.
///
/// From max(S) on each value depends only on the previous max(S) values (no heap of that size
/// lacks a move), so when max(S) consecutive values repeat `p` places later, everything after
/// them repeats as well. The prefix doubles until its last window occurs earlier (found by
/// Knuth–Morris–Pratt); that shift is shrunk to its smallest divisor that still repeats the
/// window, and the start is moved back while the values keep repeating.
///
/// ```
/// use nimlab_core::heap::PeriodSearch;
/// use nimlab_core::{Ending, SubtractionSet, Take};
///
/// let take = Take::Set(SubtractionSet::new([2, 4, 7]).unwrap());
/// let mut search = PeriodSearch::new(Ending::Normal, &take, 1 << 20);
/// let period = loop {
///     // A slice of about 100 option look-ups; a page would yield to the browser here.
///     if let Some(found) = search.step(100) {
///         break found.unwrap();
///     }
/// };
/// // γ = 0 0 1 1 2 2 0 3, then 1 0 2 repeating: period 3 from heap 8.
/// assert_eq!((period.preperiod, period.period), (8, 3));
/// ```
#[derive(Clone, Debug)]
pub struct PeriodSearch {
    ending: Ending,
    counts: Vec<u64>,
    max_len: usize,
    values: Vec<u8>,
    /// The prefix length of the current round.
    len: usize,
    /// Set once the search has ended.
    found: Option<Option<HeapPeriod>>,
}

impl PeriodSearch {
    /// The search of [`heap_period`]`(ending, take, max_len)`; nothing is computed before
    /// [`PeriodSearch::step`].
    pub fn new(ending: Ending, take: &Take, max_len: usize) -> PeriodSearch {
        match take {
            Take::Set(set) => PeriodSearch::for_counts(ending, set.counts(), max_len),
            other => PeriodSearch {
                ending,
                counts: Vec::new(),
                max_len,
                values: Vec::new(),
                len: 0,
                found: Some(heap_period(ending, other, max_len)),
            },
        }
    }

    fn for_counts(ending: Ending, counts: &[u64], max_len: usize) -> PeriodSearch {
        let window = counts[counts.len() - 1] as usize;
        PeriodSearch {
            ending,
            counts: counts.to_vec(),
            max_len,
            values: Vec::new(),
            len: 4 * window + 64,
            found: None,
        }
    }

    /// Values computed so far.
    pub fn computed(&self) -> usize {
        self.values.len()
    }

    /// The most values the search computes before it gives up (twice its `max_len`).
    pub fn limit(&self) -> usize {
        self.max_len.saturating_mul(2)
    }

    /// Goes on for about `work` option look-ups (each value costs one per allowed count), plus
    /// one window search when a round's prefix is complete; the period (or `None`: none within
    /// the limit) once the search has ended.
    pub fn step(&mut self, work: u64) -> Option<Option<HeapPeriod>> {
        let width = self.counts.len().max(1) as u64;
        let mut budget = work;
        // Every call computes at least one value, so even a slice smaller than one value's
        // look-ups makes progress.
        let mut progressed = false;
        while self.found.is_none() {
            if self.len / 2 > self.max_len {
                self.found = Some(None);
                break;
            }
            if self.values.len() < self.len {
                if budget < width && progressed {
                    return None;
                }
                let more = usize::try_from(budget / width).unwrap_or(usize::MAX).max(1);
                let until = self.len.min(self.values.len().saturating_add(more));
                budget = budget.saturating_sub((until - self.values.len()) as u64 * width);
                extend(self.ending, &self.counts, &mut self.values, until);
                progressed = true;
                continue;
            }
            self.found = Some(self.certify());
            if self.found == Some(None) {
                self.found = None;
                self.len *= 2;
            }
        }
        self.found
    }

    /// The period shown by the complete prefix of this round, if its last window repeats.
    fn certify(&self) -> Option<HeapPeriod> {
        let values = &self.values;
        let window = self.counts[self.counts.len() - 1] as usize;
        let shift = last_window_shift(values, window)?;
        let from = values.len() - window - shift;
        let period = (1..=shift)
            .filter(|d| shift % d == 0)
            .find(|&d| (from..from + window).all(|n| values[n] == values[n + d]))
            .unwrap_or(shift);
        let mut preperiod = from;
        while preperiod > 0 && values[preperiod - 1] == values[preperiod - 1 + period] {
            preperiod -= 1;
        }
        Some(HeapPeriod {
            preperiod: preperiod as u64,
            period: period as u64,
            window: window as u64,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::{grundy_table, period};
    use crate::rules::SubtractionSet;

    fn set(counts: &[u64]) -> Take {
        Take::Set(SubtractionSet::new(counts.iter().copied()).unwrap())
    }

    /// Misère values by plain recursion over a table.
    fn misere_direct(take: &Take, upto: u64) -> Vec<u64> {
        let mut v: Vec<u64> = Vec::new();
        for n in 0..=upto {
            let opts: Vec<u64> = take
                .counts_from(n)
                .iter()
                .map(|&s| v[(n - s) as usize])
                .collect();
            v.push(if opts.is_empty() { 1 } else { mex(opts) });
        }
        v
    }

    #[test]
    fn period_searches_in_slices_find_the_same_periods() {
        let takes = [
            set(&[2, 4, 7]),
            set(&[1, 3, 4]),
            set(&[5]),
            set(&[1, 1_000]),
            set(&[3, 17, 40, 41]),
            Take::UpTo(4),
            Take::Any,
        ];
        for take in takes {
            for ending in [Ending::Normal, Ending::Misere] {
                for max_len in [100, 1 << 16] {
                    let whole = heap_period(ending, &take, max_len);
                    for slice in [1, 50, 10_000] {
                        let mut search = PeriodSearch::new(ending, &take, max_len);
                        let found = loop {
                            if let Some(found) = search.step(slice) {
                                break found;
                            }
                            assert!(search.computed() <= search.limit());
                        };
                        assert_eq!(found, whole, "{take:?} {ending:?} {max_len} {slice}");
                    }
                }
            }
        }
    }

    #[test]
    fn normal_values_and_periods_equal_the_grundy_module() {
        for counts in [
            &[1, 2][..],
            &[2, 5, 7],
            &[2, 4, 7],
            &[1, 3, 4],
            &[3, 7, 10],
            &[2, 3],
        ] {
            let take = set(counts);
            let h = HeapValues::new(Ending::Normal, &take, 0);
            let t = grundy_table(&take, 300);
            for n in 0..=300 {
                assert_eq!(h.value(n), t.values[n as usize], "{counts:?} at {n}");
            }
            let Take::Set(s) = &take else { unreachable!() };
            let p = period(s);
            let hp = h.period().unwrap();
            assert_eq!(
                (hp.preperiod, hp.period),
                (p.preperiod, p.period),
                "{counts:?}"
            );
        }
        let h = HeapValues::new(Ending::Normal, &set(&[2, 5, 7]), 0);
        assert_eq!(h.period().unwrap().period, 22);
        let p = heap_period(Ending::Normal, &set(&[2, 4, 7]), 1 << 20).unwrap();
        assert_eq!((p.preperiod, p.period, p.window), (8, 3, 7));
        assert_eq!(
            heap_period(Ending::Normal, &Take::UpTo(2), 0)
                .unwrap()
                .period,
            3
        );
        // A limit too small for the search gives up instead of searching on.
        assert_eq!(
            heap_period(Ending::Normal, &set(&[1_000, 999_999]), 1_000),
            None
        );
    }

    #[test]
    fn misere_values_equal_direct_recursion() {
        for take in [
            set(&[1, 2]),
            set(&[2, 5, 7]),
            set(&[1, 3, 4]),
            set(&[3, 4]),
            Take::UpTo(3),
            Take::Any,
        ] {
            let h = HeapValues::new(Ending::Misere, &take, 0);
            let direct = misere_direct(&take, 200);
            for n in 0..=200 {
                assert_eq!(h.value(n), direct[n as usize], "{take:?} at {n}");
            }
            // γ⁻ = 0 exactly at the misère losses.
            let win = win_table(Ending::Misere, &take, 200);
            for n in 0..=200 {
                assert_eq!(win[n as usize], direct[n as usize] != 0, "{take:?} at {n}");
            }
        }
    }

    #[test]
    fn win_table_is_satz_1d() {
        for take in [
            Take::UpTo(2),
            Take::Any,
            set(&[2, 4, 7]),
            Take::UpTo(1_000_000),
        ] {
            let t = grundy_table(&take, 500);
            let win = win_table(Ending::Normal, &take, 500);
            for (n, (&w, &g)) in win.iter().zip(&t.values).enumerate() {
                assert_eq!(w, g != 0, "{take:?} at {n}");
            }
        }
    }

    #[test]
    fn huge_heaps_reduce_by_the_period() {
        let h = HeapValues::new(Ending::Normal, &set(&[2, 4, 7]), 0);
        let m = h.reduce(1_000_000_000_000_000_000);
        assert!((8..11).contains(&m));
        assert_eq!(h.value(1_000_000_000_000_000_000), h.value(m));
        let step = h.step(m, 64).unwrap();
        assert_eq!(step.value, h.value(m));
        let any = HeapValues::new(Ending::Misere, &Take::Any, 0);
        assert_eq!((any.value(0), any.value(1), any.value(9)), (1, 0, 9));
        assert!(any.step(1000, 64).is_none());
        assert_eq!(any.step(0, 64).unwrap().value, 1);
    }
}

//! The bulk of a take-and-break table, fast and exact (issue 41).
//!
//! Three things make γ(0..10^4) of Kayles take a tenth of a millisecond and Grundy's game about
//! 40 ms in Chromium, where they took 200–400 ms (docs/performance.md):
//! - an octal game's table stops the mex recursion as soon as it certifies a period (the
//!   octal periodicity theorem, see [`certified_period`]) and copies the period onward:
//!   the values are the recursion's, by the theorem;
//! - while every value is below 256, values are bytes, and the splits of a row are read by
//!   an index loop over two byte slices (the values in order and reversed) into a set of 64
//!   bits in registers, or of 256 marks, so the loop has neither calls nor bounds checks
//!   (the release build is optimized for size, which inlines little);
//! - the set of split values of a remainder m is computed once, though every take k whose
//!   digit splits reads it again for the row m + k (Kayles reads each twice).
//!
//! Larger values (a code such as 0.666666666 passes 255 near 570 rows) go to the plain
//! recursion with a growing bitset.

use super::table::{certified_period, OctalPeriod};
use super::TakeBreak;

/// The table length from which a period is looked for; it is looked for again whenever the
/// table has doubled, so the checks cost less than the rows they may save.
const FIRST_CHECK: usize = 64;

/// Appends γ values to `values` (which holds γ(0..values.len())) until it holds `len`.
pub(super) fn extend_values(game: &TakeBreak, values: &mut Vec<u32>, len: usize) {
    values.reserve(len.saturating_sub(values.len()));
    while values.len() < len {
        if values.len() >= FIRST_CHECK && fill_by_period(game, values, len) {
            return;
        }
        let stop = len.min((values.len() + 1).next_power_of_two().max(FIRST_CHECK));
        if values.iter().all(|&v| v < 256) {
            byte_rows(game, values, stop);
        }
        plain_rows(game, values, stop);
    }
}

/// Continues `values` up to `len` by its certified period, if it has one: γ(n) = γ(n − p)
/// for every n ≥ n0 + p.
fn fill_by_period(game: &TakeBreak, values: &mut Vec<u32>, len: usize) -> bool {
    let OctalPeriod::Certified { period, .. } = certified_period(game, values) else {
        return false;
    };
    let p = period as usize;
    while values.len() < len {
        values.push(values[values.len() - p]);
    }
    true
}

/// How a game's row of `n` moves: which takes leave one row or none, and which split.
struct Moves {
    /// Takes k whose digit lets a row of exactly k vanish.
    vanish: Vec<usize>,
    /// Takes k whose digit leaves one row of n − k.
    one: Vec<usize>,
    /// Takes k whose digit splits the rest n − k into two rows.
    split: Vec<usize>,
    /// Grundy's game: the two rows must differ.
    unequal: bool,
}

impl Moves {
    fn new(game: &TakeBreak) -> Moves {
        let (digits, unequal): (&[u8], bool) = match game {
            TakeBreak::Octal(code) => (code.digits(), false),
            TakeBreak::Grundy => (&[4], true),
        };
        let with = |bit: u8, from: usize| {
            let takes = digits.iter().enumerate().skip(from);
            takes
                .filter(|(_, &d)| d & bit != 0)
                .map(|(k, _)| k)
                .collect()
        };
        Moves {
            vanish: with(1, 1),
            one: with(2, 1),
            split: with(4, 0),
            unequal,
        }
    }
}

/// Computes rows up to `stop` while every value fits in a byte; stops early (leaving the row
/// to [`plain_rows`]) at a row worth 256 or more.
fn byte_rows(game: &TakeBreak, values: &mut Vec<u32>, stop: usize) {
    let moves = Moves::new(game);
    let mut bytes = Bytes::new(values, stop);
    let mut wide = values.iter().any(|&v| v >= 64);
    // The split values of the last few remainders m, at m % ring.len().
    let ring = moves.split.last().map_or(1, |&k| k + 1);
    let mut cache = vec![(usize::MAX, [0u64; 4]); ring];
    while values.len() < stop {
        let n = values.len();
        let mut seen = [0u64; 4];
        for &k in &moves.vanish {
            if n == k {
                seen[0] |= 1;
            }
        }
        for &k in moves.one.iter().filter(|&&k| n > k) {
            let v = bytes.g[n - k];
            seen[usize::from(v >> 6)] |= 1 << (v & 63);
        }
        for &k in moves.split.iter().filter(|&&k| n >= k + 2) {
            let m = n - k;
            let slot = &mut cache[m % ring];
            if slot.0 != m {
                *slot = (m, bytes.split_values(m, moves.unequal, wide));
            }
            for (s, w) in seen.iter_mut().zip(slot.1) {
                *s |= w;
            }
        }
        let Some(word) = seen.iter().position(|&w| w != u64::MAX) else {
            break;
        };
        let mex = word * 64 + (!seen[word]).trailing_zeros() as usize;
        wide |= mex >= 64;
        bytes.push(mex as u8);
        values.push(mex as u32);
    }
}

/// The values as bytes twice: in order, and reversed in a vector as long as the rows to
/// compute, so that both parts of the splits are read forward, by index. (Iterator adapters
/// such as `rev` or `chunks_exact` cost calls in the app's size-optimized wasm.)
struct Bytes {
    /// γ(0), γ(1), ….
    g: Vec<u8>,
    /// `rev[len − 1 − i]` = γ(i).
    rev: Vec<u8>,
}

impl Bytes {
    fn new(values: &[u32], stop: usize) -> Bytes {
        let mut bytes = Bytes {
            g: Vec::with_capacity(stop),
            rev: vec![0; stop],
        };
        for &v in values {
            bytes.push(v as u8);
        }
        bytes
    }

    fn push(&mut self, v: u8) {
        let i = self.rev.len() - 1 - self.g.len();
        self.rev[i] = v;
        self.g.push(v);
    }

    /// The set of γ(a) ⊕ γ(b) over the splits m = a + b, 1 ≤ a ≤ b (a < b when `unequal`).
    /// When no value reaches 64 (`!wide`), neither does an XOR and one word holds the set.
    fn split_values(&self, m: usize, unequal: bool, wide: bool) -> [u64; 4] {
        let half = if unequal { (m - 1) / 2 } else { m / 2 };
        // γ(1), …, γ(half) against γ(m − 1), …, γ(m − half).
        let small = &self.g[1..=half];
        let start = self.rev.len() - m;
        let large = &self.rev[start..start + half];
        if wide {
            split_values_wide(small, large)
        } else {
            [split_values_narrow(small, large), 0, 0, 0]
        }
    }
}

/// The XORs of `small[i]` and `large[i]`, all below 64, as bits of one word; two
/// accumulators let consecutive pairs proceed in parallel.
fn split_values_narrow(small: &[u8], large: &[u8]) -> u64 {
    let n = small.len().min(large.len());
    let (small, large) = (&small[..n], &large[..n]);
    let (mut even, mut odd) = (0u64, 0u64);
    let mut i = 0;
    while i + 1 < n {
        even |= 1 << ((small[i] ^ large[i]) & 63);
        odd |= 1 << ((small[i + 1] ^ large[i + 1]) & 63);
        i += 2;
    }
    if i < n {
        even |= 1 << ((small[i] ^ large[i]) & 63);
    }
    even | odd
}

/// The XORs of `small[i]` and `large[i]` as a set of 256 bits: marked as bytes first, as
/// independent stores, then packed.
fn split_values_wide(small: &[u8], large: &[u8]) -> [u64; 4] {
    let n = small.len().min(large.len());
    let (small, large) = (&small[..n], &large[..n]);
    let mut marks = [0u8; 256];
    let mut i = 0;
    while i < n {
        marks[usize::from(small[i] ^ large[i])] = 1;
        i += 1;
    }
    let mut set = [0u64; 4];
    for (v, &mark) in marks.iter().enumerate() {
        set[v >> 6] |= u64::from(mark) << (v & 63);
    }
    set
}

/// Computes rows up to `stop` by the plain mex recursion, for values of any size: a bitset
/// of a few words, cleared per row.
fn plain_rows(game: &TakeBreak, values: &mut Vec<u32>, stop: usize) {
    let moves = Moves::new(game);
    let mut bits: Vec<u64> = Vec::new();
    while values.len() < stop {
        let n = values.len();
        bits.clear();
        option_values(&moves, values, n, &mut |v| {
            let word = (v >> 6) as usize;
            if word >= bits.len() {
                bits.resize(word + 1, 0);
            }
            bits[word] |= 1 << (v & 63);
        });
        let free = bits.iter().position(|&w| w != u64::MAX);
        let word = free.unwrap_or(bits.len());
        let w = bits.get(word).copied().unwrap_or(0);
        values.push((word * 64) as u32 + (!w).trailing_zeros());
    }
}

/// Calls `mark(γ(a) ⊕ γ(b))` for the options (a, b) of a row of `n` (with repeats), reading
/// γ from `g`, which holds γ(0..n).
fn option_values<F: FnMut(u32)>(moves: &Moves, g: &[u32], n: usize, mark: &mut F) {
    if moves.vanish.contains(&n) {
        mark(0);
    }
    for &k in moves.one.iter().filter(|&&k| n > k) {
        mark(g[n - k]);
    }
    for &k in moves.split.iter().filter(|&&k| n >= k + 2) {
        let m = n - k;
        let half = if moves.unequal { (m - 1) / 2 } else { m / 2 };
        for (x, y) in g[1..=half].iter().zip(g[m - half..m].iter().rev()) {
            mark(x ^ y);
        }
    }
}

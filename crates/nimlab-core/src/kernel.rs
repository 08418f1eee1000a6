//! The plain Grundy kernel of an allowed set: the mex recurrence over a flat byte table,
//! with nothing else around it.
//!
//! [`grundy_table`](crate::grundy_table) builds on the same recurrence but adds a period
//! search and copies whole periods once one is certified, so its running time depends on the
//! set. This kernel always computes every value, which makes it the fair thing to time against
//! another implementation of the same loop (the browser benchmark compares it, compiled to
//! wasm, with a JavaScript twin in `web/bench/grundy.js`).

use crate::rules::SubtractionSet;

/// γ(0), …, γ(len − 1) of a row under the allowed set `set`, one byte each.
///
/// γ(n) = mex { γ(n − s) : s ∈ S, s ≤ n }. The values are at most |S| ≤ 64, so they fit a
/// byte, and the options of one step fit one bitset (`u64` while |S| < 64, else `u128`).
pub fn grundy_values(set: &SubtractionSet, len: usize) -> Vec<u8> {
    let counts = set.counts();
    if counts.len() < 64 {
        values_with::<u64>(counts, len)
    } else {
        values_with::<u128>(counts, len)
    }
}

/// A checksum of a byte table: h ← 31·h + v (mod 2^32) over every value, so that nothing of
/// the computation can be optimized away and two implementations can be compared.
pub fn checksum(values: &[u8]) -> u32 {
    values
        .iter()
        .fold(0u32, |h, &v| h.wrapping_mul(31).wrapping_add(u32::from(v)))
}

fn values_with<M: Bits>(counts: &[u64], len: usize) -> Vec<u8> {
    let mut values = vec![0u8; len];
    for n in 0..len {
        let mut seen = M::ZERO;
        // `counts` is ascending: stop at the first count larger than the row.
        for &s in counts {
            let s = s as usize;
            if s > n {
                break;
            }
            seen = seen.with(values[n - s]);
        }
        values[n] = seen.mex();
    }
    values
}

/// A bitset of small numbers for the mex of one step.
trait Bits: Copy {
    const ZERO: Self;
    fn with(self, value: u8) -> Self;
    fn mex(self) -> u8;
}

impl Bits for u64 {
    const ZERO: u64 = 0;
    fn with(self, value: u8) -> u64 {
        self | (1 << value)
    }
    fn mex(self) -> u8 {
        (!self).trailing_zeros() as u8
    }
}

impl Bits for u128 {
    const ZERO: u128 = 0;
    fn with(self, value: u8) -> u128 {
        self | (1 << value)
    }
    fn mex(self) -> u8 {
        (!self).trailing_zeros() as u8
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::grundy::grundy_table;
    use crate::rules::Take;

    fn same_as_table(counts: &[u64], upto: u64) {
        let set = SubtractionSet::new(counts.iter().copied()).unwrap();
        let table = grundy_table(&Take::Set(set.clone()), upto);
        let values = grundy_values(&set, upto as usize + 1);
        let widened: Vec<u64> = values.iter().map(|&v| u64::from(v)).collect();
        assert_eq!(widened, table.values, "set {counts:?}");
    }

    #[test]
    fn equals_the_grundy_table() {
        same_as_table(&[1, 2], 50);
        same_as_table(&[2, 4, 7], 200);
        same_as_table(&[1, 3, 5, 7, 9, 11, 13, 15, 17, 19], 5_000);
        same_as_table(&[3, 17, 29, 41, 58, 64, 77, 85, 93, 100], 20_000);
        let all: Vec<u64> = (1..=64).collect();
        same_as_table(&all, 1_000);
        let sparse: Vec<u64> = (1..=64).map(|i| i * i).collect();
        same_as_table(&sparse, 10_000);
    }

    #[test]
    fn empty_table_and_checksum() {
        let set = SubtractionSet::new([1]).unwrap();
        assert!(grundy_values(&set, 0).is_empty());
        assert_eq!(grundy_values(&set, 5), [0, 1, 0, 1, 0]);
        assert_eq!(checksum(&[]), 0);
        assert_eq!(checksum(&[1, 2]), 31 + 2);
    }
}

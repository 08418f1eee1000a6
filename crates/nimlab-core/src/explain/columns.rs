//! The binary column view (Dualdarstellung): each row's count in binary, and per column the
//! number of 1s and its parity. The nim-sum has a 1 exactly in the columns with an odd count.

use super::nim_sum;

/// Whether a column holds an even or an odd number of 1s (the German article's g / u).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Parity {
    /// An even number of 1s (g, gerade): the nim-sum has a 0 in this column.
    Even,
    /// An odd number of 1s (u, ungerade): the nim-sum has a 1 in this column.
    Odd,
}

/// A column classified as in the lab handout, generalized to any number of rows.
///
/// With three rows the exact count of 1s gives the handout's four cases: `Zero` is Fall 1,
/// `Even` with two 1s Fall 2, `Odd` with one 1 Fall 3 and with three 1s Fall 4
/// ([`Column::lab_case`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ColumnCase {
    /// No row has a 1 here (Fall 1): an even column, lost for the player to move.
    Zero,
    /// An even, non-zero number of 1s (Fall 2): an even column, lost for the player to move,
    /// whose move must make some column odd.
    Even,
    /// An odd number of 1s (Fall 3, Fall 4): a column the player to move can make even again.
    Odd,
}

/// One binary column: the bits of weight 2^`bit` across all rows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Column {
    /// The bit position b; the column's weight is 2^b.
    pub bit: u32,
    /// The weight 2^b (16, 8, 4, 2, 1 in the article's header).
    pub weight: u64,
    /// How many rows have a 1 in this column (the article's column count, e.g. 2-2-3-2-3).
    pub ones: usize,
    /// Even or odd number of 1s.
    pub parity: Parity,
    /// The lab handout's classification of the column.
    pub case: ColumnCase,
}

impl Column {
    /// The lab handout's case number 1 to 4 (for at most three 1s): Fall 1 no 1, Fall 2 two
    /// 1s, Fall 3 one 1, Fall 4 three 1s; `None` for more than three 1s.
    pub fn lab_case(&self) -> Option<u8> {
        match self.ones {
            0 => Some(1),
            2 => Some(2),
            1 => Some(3),
            3 => Some(4),
            _ => None,
        }
    }
}

/// One row written in binary.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RowBits {
    /// The value written (a count, or a Grundy value under restricted rules).
    pub value: u64,
    /// Its bits, highest weight first, aligned with [`Columns::columns`].
    pub bits: Vec<bool>,
}

/// The whole column view of a list of values.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Columns {
    /// How many bits are shown: enough for the largest value, and at least 1.
    pub width: u32,
    /// Each value in binary, in the order given.
    pub rows: Vec<RowBits>,
    /// The columns, highest weight first (as written: 16 8 4 2 1).
    pub columns: Vec<Column>,
    /// The nim-sum: the XOR of all values, with a 1 exactly in the odd columns.
    pub nim_sum: u64,
    /// The nim-sum's bits, highest weight first.
    pub nim_sum_bits: Vec<bool>,
}

/// The number of binary digits of `value`, at least 1.
fn bit_width(value: u64) -> u32 {
    (u64::BITS - value.leading_zeros()).max(1)
}

/// The bits of `value` over `width` digits, highest weight first.
fn bits_of(value: u64, width: u32) -> Vec<bool> {
    (0..width).rev().map(|b| value >> b & 1 == 1).collect()
}

/// The binary column view of `values` (row counts, or row Grundy values under restricted
/// rules): the position is a P-position exactly when every column is even.
pub fn columns(values: &[u64]) -> Columns {
    columns_at_least(values, 1)
}

/// Like [`columns`], but showing at least `min_width` bits (at most 64), so a lecture can keep
/// the same columns while the rows shrink (the lab handout writes 3, 4, 9 as 0011, 0100, 1001).
pub fn columns_at_least(values: &[u64], min_width: u32) -> Columns {
    let width = bit_width(values.iter().copied().max().unwrap_or(0)).max(min_width.min(u64::BITS));
    let nim_sum = nim_sum(values);
    let columns = (0..width)
        .rev()
        .map(|bit| {
            let ones = values.iter().filter(|&&v| v >> bit & 1 == 1).count();
            let parity = if ones % 2 == 0 {
                Parity::Even
            } else {
                Parity::Odd
            };
            let case = match (ones, parity) {
                (0, _) => ColumnCase::Zero,
                (_, Parity::Even) => ColumnCase::Even,
                (_, Parity::Odd) => ColumnCase::Odd,
            };
            Column {
                bit,
                weight: 1 << bit,
                ones,
                parity,
                case,
            }
        })
        .collect();
    Columns {
        width,
        rows: values
            .iter()
            .map(|&value| RowBits {
                value,
                bits: bits_of(value, width),
            })
            .collect(),
        columns,
        nim_sum,
        nim_sum_bits: bits_of(nim_sum, width),
    }
}

//! Grundy values of one row of a take-and-break game: tables, steps, certified periods.

use super::bulk::extend_values;
use super::TakeBreak;

/// One option of a row in a table: remove `take` sticks and leave rows `a` ≤ `b` (0 for
/// none), worth γ(a) ⊕ γ(b).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BreakOption {
    /// Sticks removed (0 for a split without removal).
    pub take: u64,
    /// The smaller row left (0 when the move leaves at most one row).
    pub a: u64,
    /// The larger row left (0 when the move leaves none).
    pub b: u64,
    /// γ(a) ⊕ γ(b), the Grundy value of the option by the Sprague–Grundy theorem.
    pub value: u64,
}

/// One step of a table: the options of a row of `n`, and γ(n), their mex.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BreakStep {
    /// The row size.
    pub n: u64,
    /// Every option, sorted by (take, a, b).
    pub options: Vec<BreakOption>,
    /// γ(n).
    pub value: u64,
}

/// γ(0), …, γ(upto) of one row; `u32` keeps a table of 10^4 rows at 40 KB (a value is at
/// most the number of options, below 2^32 for any table that fits in memory).
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct BreakTable {
    /// `values[n]` is γ(n).
    pub values: Vec<u32>,
}

/// The most rows [`BreakGrundy::for_rows`] computes: the mex recursion is quadratic where no
/// period cuts it short (about 40 ms for 10^4 rows of Grundy's game natively), and 2^14
/// covers the app's table of 10^4.
pub const TABLE_LIMIT: u64 = 1 << 14;

/// Computes γ(n) for n = 0..=upto by the mex recursion: γ(n) = mex of γ(a) ⊕ γ(b) over
/// the options (a, b) of n, until a period is certified (then by the period, which gives the
/// same values by the octal periodicity theorem). Quadratic in `upto` without a period;
/// callers bound it.
pub fn break_table(game: &TakeBreak, upto: u64) -> BreakTable {
    let mut values = Vec::new();
    extend_values(game, &mut values, upto as usize + 1);
    BreakTable { values }
}

impl BreakTable {
    /// The step that computes γ(n), or `None` beyond the table. `game` must be the one the
    /// table was built for.
    pub fn step(&self, game: &TakeBreak, n: u64) -> Option<BreakStep> {
        let value = u64::from(*self.values.get(usize::try_from(n).ok()?)?);
        let mut options = Vec::new();
        game.for_each_option(n, |take, a, b| {
            let value = u64::from(self.values[a as usize] ^ self.values[b as usize]);
            options.push(BreakOption { take, a, b, value });
        });
        Some(BreakStep { n, options, value })
    }
}

/// The eventual period of a row's Grundy sequence, as far as a finite table proves it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OctalPeriod {
    /// γ(n + period) = γ(n) for every n ≥ preperiod, proved by the octal periodicity theorem
    /// from the values up to `checked_up_to`; both numbers are minimal.
    Certified {
        /// The first row from which the values repeat.
        preperiod: u64,
        /// The length of the repeating block.
        period: u64,
        /// The largest row whose value the proof compared: 2·preperiod + 2·period + t − 1.
        checked_up_to: u64,
    },
    /// No period is proved by the table γ(0..=N): there may be none, or a longer table may
    /// prove one. Grundy's game, which is not octal, always gets this.
    NoneUpTo(u64),
}

/// The smallest certified period and its smallest pre-period within `values` = γ(0..=N).
///
/// The octal periodicity theorem (Guy and Smith 1956; Winning Ways, ch. 4; Siegel,
/// *Combinatorial Game Theory*, IV.2): for an octal game whose last non-zero digit is d_t,
/// if γ(n + p) = γ(n) for all n with n0 ≤ n < 2·n0 + p + t, then for all n ≥ n0. (A row of
/// n ≥ 2·n0 + p + t leaves rows a + b ≥ 2·n0 + p, so the larger is at least n0, and adding
/// or removing p there maps the options of n onto those of n + p.) The check therefore needs
/// γ up to 2·n0 + 2p + t − 1 ≤ N. For each p from 1 on, the smallest n0 that the table
/// allows is found by walking back from its end; the first p whose n0 passes the check is
/// the minimal period (every period is a multiple of it and needs a longer check), and the
/// n0 is then the minimal pre-period (a smaller one would show in the table).
pub fn certified_period(game: &TakeBreak, values: &[u32]) -> OctalPeriod {
    let n = values.len().saturating_sub(1) as u64;
    let Some(t) = game.last_digit() else {
        return OctalPeriod::NoneUpTo(n);
    };
    let (len, t) = (values.len(), t);
    // A proof of p needs 2·n0 + 2p + t ≤ N + 1 = len, so p ≤ (len − t) / 2.
    for p in 1..=len.saturating_sub(t) / 2 {
        let mut n0 = len - p;
        while n0 > 0 && values[n0 - 1] == values[n0 - 1 + p] {
            n0 -= 1;
        }
        if 2 * n0 + 2 * p + t <= len {
            return OctalPeriod::Certified {
                preperiod: n0 as u64,
                period: p as u64,
                checked_up_to: (2 * n0 + 2 * p + t - 1) as u64,
            };
        }
    }
    OctalPeriod::NoneUpTo(n)
}

/// The Grundy function of one row of a take-and-break game: a table, and beyond it the
/// certified period when there is one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakGrundy {
    /// The computed values.
    pub table: BreakTable,
    /// The period the table certifies.
    pub period: OctalPeriod,
}

std::thread_local! {
    /// The last game's values: the play page asks for the same table at every click.
    static LAST: std::cell::RefCell<Option<(TakeBreak, Vec<u32>)>> =
        const { std::cell::RefCell::new(None) };
}

impl BreakGrundy {
    /// The table γ(0..=upto) and the period it certifies.
    pub fn new(game: &TakeBreak, upto: u64) -> BreakGrundy {
        let table = BreakTable {
            values: values_up_to(game, upto as usize + 1),
        };
        let period = certified_period(game, &table.values);
        BreakGrundy { table, period }
    }

    /// Enough of the table to answer for rows up to `max_row`: the table up to `max_row` or,
    /// for larger rows, doubled from 256 until a period is certified or [`TABLE_LIMIT`] is
    /// reached (Kayles and Dawson's Kayles are certified at 256).
    pub fn for_rows(game: &TakeBreak, max_row: u64) -> BreakGrundy {
        let mut upto = max_row.min(255);
        loop {
            let grundy = BreakGrundy::new(game, upto);
            let done = upto >= max_row
                || upto >= TABLE_LIMIT
                || matches!(grundy.period, OctalPeriod::Certified { .. });
            if done {
                return grundy;
            }
            upto = (2 * upto + 1).min(TABLE_LIMIT).min(max_row);
        }
    }

    /// γ(n), from the table or through the certified period; `None` when `n` lies beyond
    /// the table and no period is certified.
    pub fn value(&self, n: u64) -> Option<u64> {
        let values = &self.table.values;
        if let Some(&v) = usize::try_from(n).ok().and_then(|i| values.get(i)) {
            return Some(u64::from(v));
        }
        match self.period {
            OctalPeriod::Certified {
                preperiod, period, ..
            } => {
                let i = preperiod + (n - preperiod) % period;
                Some(u64::from(values[i as usize]))
            }
            OctalPeriod::NoneUpTo(_) => None,
        }
    }
}

/// γ(0), …, γ(len − 1), extending the last game's values when it is the same game.
fn values_up_to(game: &TakeBreak, len: usize) -> Vec<u32> {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if last.as_ref().is_none_or(|(g, _)| g != game) {
            *last = Some((game.clone(), Vec::new()));
        }
        let (_, values) = last.as_mut().expect("just set");
        extend_values(game, values, len);
        values[..len].to_vec()
    })
}

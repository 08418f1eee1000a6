//! A take-and-break game's table, computed in slices: the mex recursion is quadratic where no
//! period cuts it short (about 40 ms for 10,000 rows of Grundy's game in Chromium), so beyond
//! [`FIRST_ROWS`] rows the table grows a slice of about [`SLICE_WORK`] option look-ups per
//! browser task, and input never waits long for it.

use gloo::timers::callback::Timeout;
use nimlab_core::octal::{BreakGrundy, OctalPeriod, TakeBreak};
use std::rc::Rc;
use yew::prelude::*;

/// Rows computed at once, in the render that asks for them (a few milliseconds).
pub const FIRST_ROWS: u64 = 2_000;

/// Option look-ups per slice: a few milliseconds.
pub const SLICE_WORK: u64 = 3_000_000;

/// A game's table as the page shows it: the core's values and period, and the explorer's
/// copies (ν of one row is γ ≠ 0, by the Sprague–Grundy theorem).
pub struct BreakData {
    /// The table and its certified period.
    pub grundy: BreakGrundy,
    /// γ(0), …, γ(upto).
    pub values: Rc<Vec<u64>>,
    /// Whether a row of each size is a win for the player to move.
    pub win: Rc<Vec<bool>>,
    /// (pre-period, period), once certified.
    pub period: Option<(u64, u64)>,
}

impl BreakData {
    /// The page's view of the core's table and period.
    pub fn new(grundy: BreakGrundy) -> BreakData {
        let values: Vec<u64> = grundy.table.values.iter().map(|&v| u64::from(v)).collect();
        let win = values.iter().map(|&v| v != 0).collect();
        let period = match grundy.period {
            OctalPeriod::Certified {
                preperiod, period, ..
            } => Some((preperiod, period)),
            OctalPeriod::NoneUpTo(_) => None,
        };
        BreakData {
            grundy,
            values: Rc::new(values),
            win: Rc::new(win),
            period,
        }
    }
}

/// The rows after `done` that one slice computes: row n looks up about n/2 splits for each
/// digit that allows one (Grundy's game: one), so rows d … e cost (e² − d²)/4 per digit.
pub fn next_rows(game: &TakeBreak, done: u64, upto: u64) -> u64 {
    let splitting = match game {
        TakeBreak::Octal(code) => code.digits().iter().filter(|&&d| d & 4 != 0).count() as u64,
        TakeBreak::Grundy => 1,
    };
    let reach = done * done + 4 * SLICE_WORK / splitting.max(1);
    (reach.isqrt()).max(done + 1).min(upto)
}

/// The table γ(0..=upto) of `game` once computed, and how many rows are done meanwhile.
///
/// Each slice asks the core for the longer table; the core keeps the last game's values and
/// extends them, so a slice computes only its new rows.
#[hook]
pub fn use_break_data(game: &TakeBreak, upto: u64) -> (Option<Rc<BreakData>>, u64) {
    let first = || {
        let done = upto.min(FIRST_ROWS);
        let grundy = BreakGrundy::new(game, done);
        let data = (done == upto).then(|| Rc::new(BreakData::new(grundy)));
        (game.clone(), upto, done, data)
    };
    let state = use_state(first);
    let (g, u, done, data) = (*state).clone();
    // Another table: started afresh in this render (every hook still runs, in order).
    let (done, data) = if g != *game || u != upto {
        let fresh = first();
        let shown = (fresh.2, fresh.3.clone());
        state.set(fresh);
        shown
    } else {
        (done, data)
    };
    {
        let state = state.clone();
        use_effect_with((game.clone(), upto, done), move |(game, upto, done)| {
            let (game, upto, done) = (game.clone(), *upto, *done);
            let timer = (done < upto).then(|| {
                Timeout::new(0, move || {
                    let next = next_rows(&game, done, upto);
                    let grundy = BreakGrundy::new(&game, next);
                    let data = (next == upto).then(|| Rc::new(BreakData::new(grundy)));
                    state.set((game, upto, next, data));
                })
            });
            move || drop(timer)
        });
    }
    (data, done)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slices_grow_with_the_rows_work() {
        let kayles = TakeBreak::parse("kayles").unwrap();
        // Two splitting digits: (e² − 2000²) · 2 / 4 ≤ 3·10^6, e ≤ √(10^7).
        let e = next_rows(&kayles, 2_000, 10_000);
        assert_eq!(e, 3_162);
        assert_eq!(next_rows(&kayles, 9_990, 10_000), 10_000);
        // A code without splits still advances.
        let subtraction_like = TakeBreak::parse("0.3").unwrap();
        assert_eq!(next_rows(&subtraction_like, 2_000, 10_000), 4_000);
        assert_eq!(next_rows(&TakeBreak::Grundy, 0, 10_000), 3_464);
    }
}

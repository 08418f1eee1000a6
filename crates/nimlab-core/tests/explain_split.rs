//! The split explanation of take-and-break positions held to a game search of its own: the
//! construction's move and every listed winning move leave a position the player to move
//! loses, a P-position's example leaves one the player to move wins, and each value shown is
//! the naive mex; plus the worked cases.

use nimlab_core::explain::split::{split_steps, MoveValue, Split, SplitError, SplitStep};
use nimlab_core::octal::TakeBreak;
use nimlab_core::{Outcome, Position};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};

/// A search written from the rules alone: the runs of sticks a player may remove, by trying
/// every first stick and length; no Grundy values for outcomes.
struct Search {
    /// d0, d1, … of an octal code, or `None` for Grundy's game.
    code: Option<Vec<u8>>,
    lost: HashMap<Vec<u64>, bool>,
    gamma: HashMap<u64, u64>,
}

impl Search {
    fn new(game: &str) -> Search {
        let code = match game {
            "grundy" => None,
            "kayles" => Some(vec![0, 7, 7]),
            "dawson" => Some(vec![0, 0, 7]),
            code => Some(
                code.chars()
                    .filter(|c| *c != '.')
                    .map(|c| c.to_digit(8).unwrap() as u8)
                    .collect(),
            ),
        };
        Search {
            code,
            lost: HashMap::new(),
            gamma: HashMap::new(),
        }
    }

    /// The rows a row of `n` can become: (sticks removed, the parts, non-empty ones only).
    fn children(&self, n: u64) -> BTreeSet<(u64, Vec<u64>)> {
        let mut out = BTreeSet::new();
        for first in 0..n {
            for len in 0..=n - first {
                let (l, r) = (first, n - first - len);
                let mut parts: Vec<u64> = [l, r].into_iter().filter(|&p| p > 0).collect();
                parts.sort_unstable();
                let ok = match &self.code {
                    None => len == 0 && parts.len() == 2 && l != r,
                    Some(d) => {
                        let digit = d.get(len as usize).copied().unwrap_or(0);
                        let bit = 1 << parts.len();
                        (len > 0 || parts.len() == 2) && digit & bit != 0
                    }
                };
                if ok {
                    out.insert((len, parts));
                }
            }
        }
        out
    }

    /// Whether the player to move from `rows` loses (normal play).
    fn loses(&mut self, rows: &[u64]) -> bool {
        let mut key: Vec<u64> = rows.iter().copied().filter(|&n| n > 0).collect();
        key.sort_unstable();
        if let Some(&l) = self.lost.get(&key) {
            return l;
        }
        let mut lost = true;
        'rows: for i in 0..key.len() {
            for (_, parts) in self.children(key[i]) {
                let mut next = key.clone();
                next.remove(i);
                next.extend(parts);
                if self.loses(&next) {
                    lost = false;
                    break 'rows;
                }
            }
        }
        self.lost.insert(key, lost);
        lost
    }

    fn gamma(&mut self, n: u64) -> u64 {
        if let Some(&g) = self.gamma.get(&n) {
            return g;
        }
        let seen: BTreeSet<u64> = self
            .children(n)
            .into_iter()
            .map(|(_, p)| p.iter().fold(0, |x, &m| x ^ self.gamma(m)))
            .collect();
        let g = (0..).find(|v| !seen.contains(v)).unwrap();
        self.gamma.insert(n, g);
        g
    }

    /// Every winning move as (row, take, parts).
    fn winning(&mut self, rows: &[u64]) -> BTreeSet<(usize, u64, Vec<u64>)> {
        let mut out = BTreeSet::new();
        for (i, &n) in rows.iter().enumerate() {
            for (take, parts) in self.children(n) {
                let mut next = rows.to_vec();
                next.splice(i..=i, parts.iter().copied());
                if self.loses(&next) {
                    out.insert((i, take, parts));
                }
            }
        }
        out
    }
}

fn parts(m: &MoveValue) -> Vec<u64> {
    [m.option.a, m.option.b]
        .into_iter()
        .filter(|&p| p > 0)
        .collect()
}

/// Every number a step shows agrees with the search.
fn check_steps(search: &mut Search, rows: &[u64], steps: &[SplitStep]) {
    let lost = search.loses(rows);
    for step in steps {
        match step {
            SplitStep::Split(s) | SplitStep::Sum(s) => {
                let o = s.option;
                assert!(o.a > 0 && o.b > 0 && o.a + o.b + o.take == s.count, "{s:?}");
                assert_eq!(
                    (o.gamma_a, o.gamma_b),
                    (search.gamma(o.a), search.gamma(o.b))
                );
                assert!(search.children(s.count).contains(&(o.take, vec![o.a, o.b])));
                if let Some(row) = s.row {
                    assert_eq!(rows[row], s.count);
                }
            }
            SplitStep::Mex {
                count,
                options,
                value,
                ..
            } => {
                assert_eq!(*value, search.gamma(*count));
                assert_eq!(options.len(), search.children(*count).len());
            }
            SplitStep::Theorem {
                values, outcome, ..
            } => {
                let want: Vec<u64> = rows.iter().map(|&n| search.gamma(n)).collect();
                assert_eq!(values, &want);
                assert_eq!(*outcome == Outcome::P, lost, "{rows:?}");
            }
            SplitStep::Construction {
                chosen,
                target,
                grundy,
                ..
            } => {
                assert!(target < grundy);
                assert_eq!(chosen.option.value, *target);
                assert_eq!(chosen.sum_after, 0);
                assert!(search.loses(&chosen.rows_after), "{chosen:?}");
            }
            SplitStep::WinningMoves { moves } => {
                let listed: BTreeSet<_> = moves
                    .iter()
                    .map(|m| (m.row, m.option.take, parts(m)))
                    .collect();
                assert_eq!(listed, search.winning(rows), "{rows:?}");
                assert!(moves.iter().all(|m| m.sum_after == 0));
            }
            SplitStep::Losing { example } => {
                assert!(lost);
                if let Some(m) = example {
                    assert_ne!(m.sum_after, 0);
                    assert!(!search.loses(&m.rows_after), "{m:?}");
                }
            }
            SplitStep::Rule { rows: r, .. } => assert_eq!(r, rows),
            SplitStep::NoSplit => {}
        }
    }
}

/// A worked case: the game and rows; the example split (row, count, take, a, b); the rows'
/// values; the construction (row, target, take, a, b), or `None` for a P-position; and how
/// many winning moves there are.
struct Case {
    game: &'static str,
    rows: &'static [u64],
    split: Option<(Option<usize>, u64, u64, u64, u64)>,
    values: &'static [u64],
    construction: Option<(usize, u64, u64, u64, u64)>,
    winning: usize,
}

fn check_case(case: &Case) {
    let game = TakeBreak::parse(case.game).unwrap();
    let steps = split_steps(&game, &Position::new(case.rows.to_vec())).unwrap();
    let what = format!("{} {:?}", case.game, case.rows);
    let split = steps.iter().find_map(|s| match s {
        SplitStep::Split(Split { row, count, option }) => {
            Some((*row, *count, option.take, option.a, option.b))
        }
        _ => None,
    });
    assert_eq!(split, case.split, "{what}");
    let values = steps.iter().find_map(|s| match s {
        SplitStep::Theorem { values, .. } => Some(values.clone()),
        _ => None,
    });
    assert_eq!(values.as_deref(), Some(case.values), "{what}");
    let construction = steps.iter().find_map(|s| match s {
        SplitStep::Construction {
            row,
            target,
            chosen: c,
            ..
        } => Some((*row, *target, c.option.take, c.option.a, c.option.b)),
        _ => None,
    });
    assert_eq!(construction, case.construction, "{what}");
    let winning = steps.iter().find_map(|s| match s {
        SplitStep::WinningMoves { moves } => Some(moves.len()),
        _ => None,
    });
    assert_eq!(winning.unwrap_or(0), case.winning, "{what}");
    // Seven steps for an N-position, six for a P-position, one fewer without a split.
    let want = 6 + usize::from(case.construction.is_some()) - usize::from(case.split.is_none());
    assert_eq!(steps.len(), want, "{what}");
    check_steps(&mut Search::new(case.game), case.rows, &steps);
}

#[test]
fn worked_cases() {
    for case in [
        // γ(3) = 3, γ(5) = 4, s = 7: row 2 must reach 3, by taking 2 and leaving 1 + 2
        // (or 3); row 1 would have to reach 4, above its options.
        Case {
            game: "kayles",
            rows: &[3, 5],
            split: Some((Some(1), 5, 1, 2, 2)),
            values: &[3, 4],
            construction: Some((1, 3, 2, 1, 2)),
            winning: 2,
        },
        // The module's example: 10 and 2 are both worth 2, a P-position.
        Case {
            game: "kayles",
            rows: &[10, 2],
            split: Some((Some(0), 10, 2, 4, 4)),
            values: &[2, 2],
            construction: None,
            winning: 0,
        },
        // No row long enough to split: the example is a row of 3 on its own.
        Case {
            game: "kayles",
            rows: &[1, 2],
            split: Some((None, 3, 1, 1, 1)),
            values: &[1, 2],
            construction: Some((1, 1, 1, 0, 1)),
            winning: 1,
        },
        // A row of 10 alone: four splits win, the first 1 + 8 (γ(1) ⊕ γ(8) = 1 ⊕ 1 = 0 = t).
        Case {
            game: "kayles",
            rows: &[10],
            split: Some((Some(0), 10, 2, 4, 4)),
            values: &[2],
            construction: Some((0, 0, 1, 1, 8)),
            winning: 4,
        },
        // s = 2 ⊕ 4 ⊕ 3 = 5: only the row of 5 (γ 4) can go down, to 1, and no split of it
        // is worth 1: the one winning move takes a stick from its end.
        Case {
            game: "kayles",
            rows: &[7, 5, 3],
            split: Some((Some(0), 7, 1, 3, 3)),
            values: &[2, 4, 3],
            construction: Some((1, 1, 1, 0, 4)),
            winning: 1,
        },
        // Dawson's Kayles: 4 → 1 + 1 is the winning split.
        Case {
            game: "dawson",
            rows: &[4],
            split: Some((Some(0), 4, 2, 1, 1)),
            values: &[2],
            construction: Some((0, 0, 2, 1, 1)),
            winning: 1,
        },
        // Grundy's game: 7 is a P-position; 8 → 1 + 7 wins.
        Case {
            game: "grundy",
            rows: &[7],
            split: Some((Some(0), 7, 0, 3, 4)),
            values: &[0],
            construction: None,
            winning: 0,
        },
        Case {
            game: "grundy",
            rows: &[8],
            split: Some((Some(0), 8, 0, 3, 5)),
            values: &[2],
            construction: Some((0, 0, 0, 1, 7)),
            winning: 1,
        },
        // 0.3 never splits: a row's parity is its value. Besides the construction's move,
        // the row of 2 may rise to 1 = 0 ⊕ s.
        Case {
            game: "0.3",
            rows: &[2, 3],
            split: None,
            values: &[0, 1],
            construction: Some((1, 0, 1, 0, 2)),
            winning: 2,
        },
    ] {
        check_case(&case);
    }
}

#[test]
fn positions_beyond_the_limit_are_refused() {
    let kayles = TakeBreak::kayles();
    assert_eq!(
        split_steps(&kayles, &Position::new(Vec::<u64>::new())),
        Err(SplitError::NoRows)
    );
    assert_eq!(
        split_steps(&kayles, &Position::new([3, 1001])),
        Err(SplitError::RowTooLarge {
            row: 1,
            count: 1001
        })
    );
}

fn games() -> impl Strategy<Value = &'static str> {
    prop::sample::select(vec![
        "kayles", "dawson", "grundy", "0.137", "0.6", "4.07", "0.51",
    ])
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn every_step_agrees_with_the_search(game in games(), rows in prop::collection::vec(0u64..=9, 1..=3)) {
        let steps = split_steps(&TakeBreak::parse(game).unwrap(), &Position::new(rows.clone())).unwrap();
        check_steps(&mut Search::new(game), &rows, &steps);
    }
}

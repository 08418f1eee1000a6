//! The lab handout's column by column reading: each binary column's case (1 to 4), the odd
//! columns' verdict and the winning move they point to.

use super::ctx::{odd_bits, postlude, prelude, Ctx};
use super::{Figure, Step, StepMsg, Sym, ODD_COLUMNS, SUMS};
use nimlab_core::explain::columns;
use nimlab_core::{GrundyFn, Take};

/// For each row, the binary digits a move can give its value (its count, or its Grundy value
/// under restricted moves) that it does not have.
fn gainable_bits(c: &Ctx) -> Vec<u64> {
    // The only period search or table for a set of counts, shared by all rows.
    let set_values = match &c.rules.take {
        Take::Set(_) => Some(GrundyFn::for_rows(
            &c.rules.take,
            c.pos.rows.iter().copied().max().unwrap_or(0),
        )),
        _ => None,
    };
    // Every digit up to the highest 1 of `m`.
    let up_to_top = |m: u64| {
        if m == 0 {
            0
        } else {
            u64::MAX >> m.leading_zeros()
        }
    };
    c.values
        .iter()
        .zip(&c.pos.rows)
        .map(|(&v, &n)| {
            // A count only falls, so it gains a 1 only below a 1 it loses; every value below a
            // Grundy value is an option's (the mex), among them one with any lower digit.
            let below = up_to_top(v >> 1);
            // Under restricted moves an option's Grundy value can also be larger.
            let larger = match (&c.rules.take, &set_values) {
                // The options are the k heaps below n (fewer when n < k): every value 0..=k
                // but γ(n) itself, or the values 0..n-1.
                (Take::UpTo(k), _) => up_to_top(if n >= *k { *k } else { n.saturating_sub(1) }),
                (Take::Set(_), Some(g)) => c
                    .rules
                    .take
                    .counts_from(n)
                    .into_iter()
                    .fold(0, |bits, t| bits | g.value(n - t)),
                _ => 0,
            };
            (below | larger) & !v
        })
        .collect()
}

pub(super) fn column_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let cols = columns::columns(&c.values);
    s.push(
        Step::new(StepMsg::LabIntro { grundy: c.grundy }).figure(Figure::LabCases {
            current: None,
            ones: 0,
        }),
    );
    let gainable = gainable_bits(c);
    for col in &cols.columns {
        let rows: Vec<usize> = (0..c.values.len())
            .filter(|&i| c.values[i] >> col.bit & 1 == 1)
            .collect();
        s.push(
            Step::new(StepMsg::LabColumnQ {
                weight: col.weight,
                rows: rows.clone(),
            })
            .cols(vec![col.bit])
            .rows(rows)
            .figure(Figure::LabCases {
                current: col.lab_case(),
                ones: col.ones,
            })
            .answer(
                StepMsg::LabColumnA {
                    ones: col.ones,
                    spare: gainable.iter().any(|g| g >> col.bit & 1 == 1),
                },
                SUMS,
            ),
        );
    }
    let odd = odd_bits(&c.values);
    s.push(Step::new(StepMsg::VerdictQ).cols(odd.clone()).answer(
        StepMsg::LabSummary {
            odd_weights: odd.iter().map(|&b| 1 << b).collect(),
        },
        ODD_COLUMNS,
    ));
    // The rule just stated: a row with a 1 in the highest odd column, whose value the move
    // lowers. Under restricted moves a winning move may also raise a value; never show that one.
    let lowering = c.analysis.winning_moves.iter().find(|m| {
        c.values
            .get(m.row)
            .is_some_and(|&n| n ^ c.analysis.nim_sum < n)
    });
    match lowering.or(c.analysis.winning_moves.first()) {
        Some(&mv) if c.analysis.nim_sum != 0 => {
            let n = c.values[mv.row];
            let b = n ^ c.analysis.nim_sum;
            s.push(
                Step::new(StepMsg::LabStrategy {
                    row: mv.row,
                    n,
                    b,
                    weights: odd.iter().map(|&b| 1 << b).collect(),
                    take: mv.take,
                    grundy: c.grundy,
                })
                .rows(vec![mv.row])
                .cols(odd.clone())
                .moves(vec![mv])
                .figure(Figure::Xor {
                    terms: vec![(c.sym(mv.row), n), (Sym::E, c.analysis.nim_sum)],
                    result: (Sym::B(mv.row), b),
                    width: cols.width,
                    bit: odd.first().copied(),
                }),
            );
        }
        _ => s.push(Step::new(StepMsg::LabStrategyP)),
    }
    postlude(c, &mut s);
    s
}

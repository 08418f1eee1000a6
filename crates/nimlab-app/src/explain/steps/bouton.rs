//! Bouton's construction in the lab handout's notation: E, its highest 1, the rows that
//! have it, each row's target B_i = n_i xor E, and a check of the winning move.

use super::ctx::{after, analyze, first_move, postlude, prelude, xor, Ctx};
use super::{Figure, Step, StepMsg, Sym, MOVES, MOVES_ROWS, NOTHING, ROWS, SUMS};
use nimlab_core::explain::{bouton, sums};
use nimlab_core::{Ending, Move, Position};

/// The most rows for which Bouton's construction shows the lab handout's table of replacements.
const MAX_REPLACEMENT_ROWS: usize = 4;

pub(super) fn bouton_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let width = c.width();
    let e = c.analysis.nim_sum;
    s.push(
        Step::new(StepMsg::LabE {
            rows: c.values.len(),
            grundy: c.grundy,
        })
        .figure(Figure::Xor {
            terms: c.terms(),
            result: (Sym::E, e),
            width,
            bit: None,
        })
        .answer(StepMsg::EIs { value: e, width }, SUMS),
    );
    let Some(l) = e.checked_ilog2() else {
        zero_steps(c, &mut s);
        postlude(c, &mut s);
        return s;
    };
    let weight = 1u64 << l;
    let top_rows: Vec<usize> = (0..c.values.len())
        .filter(|&i| c.values[i] >> l & 1 == 1)
        .collect();
    s.push(Step::new(StepMsg::TopBit { e, width, weight }).cols(vec![l]));
    s.push(
        Step::new(StepMsg::TopRowsQ { weight })
            .cols(vec![l])
            .rows(top_rows.clone())
            .answer(
                StepMsg::TopRowsA {
                    rows: top_rows.clone(),
                    weight,
                },
                ROWS,
            ),
    );
    s.push(
        Step::new(StepMsg::WhyLess {
            weight,
            grundy: c.grundy,
        })
        .cols(vec![l])
        .rows(top_rows.clone()),
    );
    if c.grundy {
        grundy_rows(c, &mut s, l);
    } else {
        count_rows(c, &mut s, l, &top_rows);
    }
    if let Some(&mv) = c.analysis.winning_moves.first() {
        s.push(check_step(c, mv));
    }
    postlude(c, &mut s);
    s
}

/// Under restricted moves: each row's Grundy value γ_i, its target B_i = γ_i xor E and the
/// moves that reach it, then the winning moves counted (some may raise a value).
fn grundy_rows(c: &Ctx, s: &mut Vec<Step>, l: u32) {
    let (e, width) = (c.analysis.nim_sum, c.width());
    let winning = &c.analysis.winning_moves;
    let construction = sums::target_moves(&c.rules.take, &c.pos, 0).ok();
    for (row, &g) in c.values.iter().enumerate() {
        let n = c.pos.rows[row];
        let r = g ^ e;
        let takes: Vec<u64> = construction
            .as_ref()
            .map(|t| t.rows[row].moves.iter().map(|m| m.take).collect())
            .unwrap_or_default();
        s.push(
            Step::new(StepMsg::GrundyRowQ { row, n, g, e })
                .rows(vec![row])
                .cols(vec![l])
                .moves(takes.iter().map(|&take| Move { row, take }).collect())
                .figure(Figure::Xor {
                    terms: vec![(Sym::Gamma(row), g), (Sym::E, e)],
                    result: (Sym::B(row), r),
                    width,
                    bit: Some(l),
                })
                .answer(StepMsg::GrundyRowA { row, g, r, takes }, MOVES),
        );
    }
    let raising = winning
        .iter()
        .filter(|m| c.values[m.row] ^ e > c.values[m.row])
        .count();
    s.push(
        Step::new(StepMsg::CountQ)
            .cols(vec![l])
            .rows(winning.iter().map(|m| m.row).collect())
            .moves(winning.clone())
            .answer(
                StepMsg::GrundyCountA {
                    moves: winning.clone(),
                    raising,
                },
                MOVES_ROWS,
            ),
    );
}

/// Each row's target B_i = n_i xor E, a move where it is smaller, the winning moves counted,
/// and for a few rows the lab handout's table of every replacement.
fn count_rows(c: &Ctx, s: &mut Vec<Step>, l: u32, top_rows: &[usize]) {
    let (e, width, weight) = (c.analysis.nim_sum, c.width(), 1u64 << l);
    let b = bouton::bouton(&c.pos);
    for r in &b.rows {
        s.push(
            Step::new(StepMsg::BoutonRowQ {
                row: r.row,
                n: r.count,
                e,
            })
            .rows(vec![r.row])
            .cols(vec![l])
            .moves(
                r.take
                    .map(|take| Move { row: r.row, take })
                    .into_iter()
                    .collect(),
            )
            .figure(Figure::Xor {
                terms: vec![(Sym::N(r.row), r.count), (Sym::E, e)],
                result: (Sym::B(r.row), r.target),
                width,
                bit: Some(l),
            })
            .answer(
                StepMsg::BoutonRowA {
                    row: r.row,
                    n: r.count,
                    b: r.target,
                },
                MOVES,
            ),
        );
    }
    s.push(
        Step::new(StepMsg::CountQ)
            .cols(vec![l])
            .rows(top_rows.to_vec())
            .moves(b.winning_moves.clone())
            .answer(
                StepMsg::CountA {
                    moves: b.winning_moves.clone(),
                    weight,
                },
                MOVES_ROWS,
            ),
    );
    // The handout tabulates every replacement; beyond a few rows the table would not fit.
    if (2..=MAX_REPLACEMENT_ROWS).contains(&c.pos.rows.len()) {
        s.push(
            Step::new(StepMsg::ReplacementTable {
                moves: b.winning_moves.len(),
            })
            .cols(vec![l])
            .moves(b.winning_moves.clone())
            .figure(Figure::Replacements {
                rows: c.pos.rows.clone(),
                e,
                width,
            }),
        );
    }
}

/// The position after the winning move `mv`, every column even.
fn check_step(c: &Ctx, mv: Move) -> Step {
    let rows = after(&c.pos.rows, mv);
    let values = if c.grundy {
        analyze(c.rules, &Position::new(rows.clone())).row_grundy
    } else {
        rows.clone()
    };
    let terms = values
        .iter()
        .enumerate()
        .map(|(i, &v)| (c.sym(i), v))
        .collect();
    Step::new(StepMsg::Check {
        row: mv.row,
        take: mv.take,
        after: rows.clone(),
    })
    // The board and the binary panel show the position checked, every column even.
    // Judged under normal play, as the explanation's verdicts are (under misère it says so).
    .shows(&rows, Ending::Normal, &c.pos)
    .rows(vec![mv.row])
    .figure(Figure::Xor {
        terms,
        result: (Sym::E, 0),
        width: c.width(),
        bit: None,
    })
}

/// E = 0: every move makes it nonzero, shown on the first legal move.
fn zero_steps(c: &Ctx, s: &mut Vec<Step>) {
    s.push(Step::new(StepMsg::EZero { grundy: c.grundy }));
    if let Some(mv) = first_move(c.rules, &c.pos) {
        let rows = after(&c.pos.rows, mv);
        let t = xor(&analyze(c.rules, &Position::new(rows.clone())).row_grundy);
        s.push(
            Step::new(StepMsg::EZeroExample {
                row: mv.row,
                take: mv.take,
                after: rows,
                t,
            })
            .rows(vec![mv.row])
            .moves(vec![mv])
            .answer(StepMsg::TIs { t }, NOTHING),
        );
    }
}

//! The proof that the nim-sum decides, with this position's numbers: S, T = S xor A_k xor
//! B_k, Lemma 1 (from S = 0 every move makes T nonzero) and Lemma 2 (from S nonzero a move
//! makes T = 0).

use super::ctx::{after, analyze, first_move, postlude, prelude, xor, Ctx};
use super::{Figure, Step, StepMsg, Sym, MOVES, NOTHING, SUMS};
use nimlab_core::{Ending, GrundyFn, Position};

pub(super) fn proof_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let g = c.grundy;
    let width = c.width();
    let sum = c.analysis.nim_sum;
    let big_a = |i| if g { Sym::Gamma(i) } else { Sym::A(i) };
    // Under restricted moves a move's figures add Grundy values, γ(A_k) and γ(B_k), as A_k
    // and B_k are counts.
    let (move_a, move_b) = (
        |i| if g { Sym::GammaA(i) } else { Sym::A(i) },
        |i| if g { Sym::GammaB(i) } else { Sym::B(i) },
    );
    let terms = c
        .values
        .iter()
        .enumerate()
        .map(|(i, &v)| (big_a(i), v))
        .collect();
    s.push(
        Step::new(StepMsg::ProofS {
            rows: c.values.len(),
            grundy: g,
        })
        .figure(Figure::Xor {
            terms,
            result: (Sym::S, sum),
            width,
            bit: None,
        })
        .answer(StepMsg::SIs { value: sum }, SUMS),
    );
    s.push(Step::new(StepMsg::ProofT { grundy: g }));
    let grundy_fn =
        |p: &Position| GrundyFn::for_rows(&c.rules.take, p.rows.iter().copied().max().unwrap_or(0));
    // T = S ⊕ A_k ⊕ B_k for a concrete move of this position.
    if let Some(mv) = first_move(c.rules, &c.pos) {
        let (a, b) = (c.pos.rows[mv.row], c.pos.rows[mv.row] - mv.take);
        let gf = grundy_fn(&c.pos);
        let (ga, gb) = (gf.value(a), gf.value(b));
        let t = sum ^ ga ^ gb;
        let (xa, xb) = if g { (ga, gb) } else { (a, b) };
        s.push(
            Step::new(StepMsg::ProofTExample {
                row: mv.row,
                a,
                b,
                s: sum,
                after: after(&c.pos.rows, mv),
                grundy: g.then_some((ga, gb)),
            })
            .rows(vec![mv.row])
            .moves(vec![mv])
            .figure(Figure::Xor {
                terms: vec![(Sym::S, sum), (move_a(mv.row), xa), (move_b(mv.row), xb)],
                result: (Sym::T, t),
                width,
                bit: None,
            })
            .answer(StepMsg::TIs { t }, NOTHING),
        );
    }
    s.push(Step::new(StepMsg::Lemma1 { grundy: g }));
    // Lemma 1 on a position with S = 0: this one, or the one after a winning move.
    let (here, zero) = match c.analysis.winning_moves.first() {
        _ if sum == 0 => (true, c.pos.clone()),
        Some(&mv) => (false, Position::new(after(&c.pos.rows, mv))),
        None => (true, c.pos.clone()),
    };
    if let (Some(mv), true) = (
        first_move(c.rules, &zero),
        xor(&analyze(c.rules, &zero).row_grundy) == 0,
    ) {
        let (a, b) = (zero.rows[mv.row], zero.rows[mv.row] - mv.take);
        let gf = grundy_fn(&zero);
        let (ga, gb) = (gf.value(a), gf.value(b));
        let t = if g { ga ^ gb } else { a ^ b };
        let step = Step::new(StepMsg::Lemma1Example {
            here,
            position: zero.rows.clone(),
            row: mv.row,
            a,
            b,
            grundy: g.then_some((ga, gb)),
        })
        .rows(vec![mv.row])
        .moves(vec![mv])
        .shows(&zero.rows, Ending::Normal, &c.pos)
        .answer(StepMsg::TIs { t }, NOTHING);
        s.push(step);
    }
    s.push(Step::new(StepMsg::Lemma2 { grundy: g }));
    s.push(lemma2_step(c));
    s.push(
        // Where one stick may always be taken, every game ends on the empty board.
        Step::new(StepMsg::ProofEnd {
            s: sum,
            stuck: g && !c.rules.take.allows(1),
        })
        .moves(c.analysis.winning_moves.iter().take(1).copied().collect()),
    );
    postlude(c, &mut s);
    s
}

/// Lemma 2 on this position: the row with a 1 in S's highest column, and the move that makes
/// T = 0 (its B_k = S xor A_k, or a row of that Grundy value).
fn lemma2_step(c: &Ctx) -> Step {
    let (g, sum, width) = (c.grundy, c.analysis.nim_sum, c.width());
    let big_a = |i| if g { Sym::Gamma(i) } else { Sym::A(i) };
    let move_b = |i| if g { Sym::GammaB(i) } else { Sym::B(i) };
    let Some(l) = sum.checked_ilog2() else {
        return Step::new(StepMsg::Lemma2NotHere);
    };
    let k = (0..c.values.len())
        .find(|&i| c.values[i] >> l & 1 == 1)
        .expect("an odd column has a 1");
    let a = c.pos.rows[k];
    let target = c.values[k] ^ sum;
    // The move that leaves B_k = S ⊕ A_k (or a row of that Grundy value).
    let mv = c
        .analysis
        .winning_moves
        .iter()
        .copied()
        .find(|m| m.row == k && (g || m.take == a - target));
    let x = if g { c.values[k] } else { a };
    let step = Step::new(StepMsg::Lemma2Example {
        s: sum,
        weight: 1 << l,
        row: k,
        a,
        grundy: g.then_some(c.values[k]),
    })
    .rows(vec![k])
    .cols(vec![l])
    .figure(Figure::Xor {
        terms: vec![(Sym::S, sum), (big_a(k), x)],
        result: (move_b(k), target),
        width,
        bit: Some(l),
    });
    match mv {
        Some(mv) => step.moves(vec![mv]).answer(
            StepMsg::Lemma2Move {
                row: k,
                a,
                b: a - mv.take,
                take: mv.take,
            },
            MOVES,
        ),
        None => step,
    }
}

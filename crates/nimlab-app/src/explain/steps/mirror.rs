//! The mirror strategy: on two equal rows the second player copies; on unequal ones the
//! first player equalizes; with more rows, equal pairs or an example pair.

use super::ctx::{after, odd_bits, Ctx};
use super::{Figure, Step, StepMsg, Sym, MOVES};
use nimlab_core::analysis::Outcome;
use nimlab_core::{Ending, Move, Take};

/// Two rows for the mirror strategy's example: the first pair that is equal or that one
/// allowed move makes equal (the example's move must be legal under the rules in force).
/// Under misère play only two large rows copy as in normal play.
fn example_pair(c: &Ctx, nonempty: &[usize]) -> Option<(usize, usize)> {
    let misere = c.rules.ending == Ending::Misere;
    nonempty.iter().enumerate().find_map(|(k, &a)| {
        nonempty[k + 1..].iter().find_map(|&b| {
            let (x, y) = (c.pos.rows[a], c.pos.rows[b]);
            let copies = !misere || x.min(y) >= 2;
            let diff = x.abs_diff(y);
            (copies && (diff == 0 || c.rules.take.allows(diff))).then_some((a, b))
        })
    })
}

pub(super) fn mirror_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    let misere = c.rules.ending == Ending::Misere;
    // Under misère play with restricted moves copying may leave the copier the last stick: no
    // pair argument holds there, only the misère analysis.
    let copying_holds = !(misere && c.grundy);
    let nonempty: Vec<usize> = (0..c.pos.rows.len())
        .filter(|&i| c.pos.rows[i] > 0)
        .collect();
    let &[i, j] = nonempty.as_slice() else {
        more_rows(c, &mut s, &nonempty, copying_holds);
        return s;
    };
    let (a, b) = (c.pos.rows[i], c.pos.rows[j]);
    s.push(
        Step::new(StepMsg::MirrorIntro {
            rows: [i, j],
            counts: [a, b],
        })
        .rows(vec![i, j]),
    );
    if !copying_holds {
        s.push(
            Step::new(StepMsg::MirrorMisereRestricted {
                outcome: c.analysis.outcome,
            })
            .rows(vec![i, j])
            .moves(c.analysis.winning_moves.clone()),
        );
        return s;
    }
    if misere && a.min(b) <= 1 {
        // A row of one stick: copying is over, the player to move leaves one stick in all.
        s.push(
            Step::new(StepMsg::MirrorMisere { now: true })
                .rows(vec![i, j])
                .moves(c.analysis.winning_moves.clone()),
        );
        return s;
    }
    let diff = a.abs_diff(b);
    let big = if a >= b { i } else { j };
    let low = a.min(b);
    let copy = |n: u64| {
        // The opponent takes from the first row, the copier answers in the second.
        let take = match &c.rules.take {
            Take::Set(set) => set.counts().first().copied().filter(|&t| t <= n),
            _ => (n > 0).then_some(1),
        }?;
        // Under misère play a copy that leaves single sticks loses: the last step says why.
        let left = n.checked_sub(take).filter(|&l| !misere || l >= 2)?;
        Some((Move { row: i, take }, Move { row: j, take }, left))
    };
    if c.grundy {
        let allowed = diff > 0 && c.rules.take.allows(diff);
        let outcome = c.analysis.outcome.unwrap_or(Outcome::N);
        s.push(
            Step::new(StepMsg::MirrorRestricted {
                diff,
                allowed,
                outcome,
            })
            .rows(vec![i, j]),
        );
    }
    if diff == 0 {
        s.push(Step::new(StepMsg::MirrorEqual { n: a, misere }).rows(vec![i, j]));
        if let Some((m1, m2, left)) = copy(a) {
            s.push(
                Step::new(StepMsg::MirrorCopy {
                    from: i,
                    to: j,
                    take: m1.take,
                    left,
                })
                .rows(vec![i, j])
                .moves(vec![m1, m2]),
            );
        }
    } else if !c.grundy || c.rules.take.allows(diff) {
        let mv = Move {
            row: big,
            take: diff,
        };
        s.push(
            Step::new(StepMsg::MirrorUnequalQ { counts: [a, b] })
                .rows(vec![i, j])
                .moves(vec![mv])
                .answer(
                    StepMsg::MirrorUnequalA {
                        row: big,
                        take: diff,
                        left: low,
                    },
                    MOVES,
                ),
        );
        // The copying reply is a move of the equalized position, which the board shows.
        if let Some((m1, m2, left)) = copy(low) {
            s.push(
                Step::new(StepMsg::MirrorCopy {
                    from: i,
                    to: j,
                    take: m1.take,
                    left,
                })
                .rows(vec![i, j])
                .moves(vec![m1, m2])
                .shows(&after(&c.pos.rows, mv), c.rules.ending, &c.pos),
            );
        }
    }
    if !c.grundy {
        s.push(
            Step::new(StepMsg::MirrorXor { a, b })
                .rows(vec![i, j])
                .cols(odd_bits(&[a, b]))
                .figure(Figure::Xor {
                    terms: vec![(Sym::N(i), a), (Sym::N(j), b)],
                    result: (Sym::NimSum, a ^ b),
                    width: c.width(),
                    bit: None,
                }),
        );
    }
    if misere {
        s.push(
            Step::new(StepMsg::MirrorMisere { now: false })
                .rows(vec![i, j])
                .moves(c.analysis.winning_moves.clone()),
        );
    }
    s
}

/// Not two rows: copying within equal pairs, or an example pair that one move makes equal.
fn more_rows(c: &Ctx, s: &mut Vec<Step>, nonempty: &[usize], copying_holds: bool) {
    let misere = c.rules.ending == Ending::Misere;
    s.push(
        Step::new(StepMsg::MirrorNotTwo {
            nonempty: nonempty.len(),
        })
        .rows(nonempty.to_vec()),
    );
    // Equal pairs: copying within each pair.
    let mut counts: Vec<(u64, usize)> = nonempty.iter().map(|&r| (c.pos.rows[r], r)).collect();
    counts.sort_unstable();
    let paired = counts.len() % 2 == 0 && counts.chunks(2).all(|p| p[0].0 == p[1].0);
    // Misère play: pairs with a large row are P as in normal play (Bouton's case A); pairs
    // of single sticks are an even number of ones, an N-position.
    let large = counts.iter().any(|&(n, _)| n >= 2);
    if paired && !counts.is_empty() && copying_holds && (!misere || large) {
        let pairs = counts
            .chunks(2)
            .map(|p| (p[0].1.min(p[1].1), p[0].1.max(p[1].1)))
            .collect();
        s.push(Step::new(StepMsg::MirrorPairs { pairs, misere }).rows(nonempty.to_vec()));
    } else if let Some((a, b)) = example_pair(c, nonempty).filter(|_| copying_holds) {
        s.push(
            Step::new(StepMsg::MirrorExample {
                rows: [a, b],
                counts: [c.pos.rows[a], c.pos.rows[b]],
            })
            .rows(vec![a, b]),
        );
    }
}

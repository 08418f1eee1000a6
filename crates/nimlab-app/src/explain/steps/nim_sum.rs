//! The nim-sum topic: the rows in binary, the 1s per column, their parities, the nim-sum
//! and its verdict.

use super::ctx::{all_bits, odd_bits, postlude, prelude, Ctx};
use super::{Figure, Step, StepMsg, Sym, NIM_SUM, OUTCOME, PARITY, SUMS};
use nimlab_core::explain::columns;

pub(super) fn nim_sum_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let cols = columns::columns(&c.values);
    let width = cols.width;
    s.push(
        Step::new(StepMsg::BinaryIntro {
            rows: c.values.len(),
            width,
            grundy: c.grundy,
        })
        .cols(all_bits(width)),
    );
    for (row, &value) in c.values.iter().enumerate() {
        let bits = (0..width).rev().filter(|&b| value >> b & 1 == 1);
        s.push(
            Step::new(StepMsg::RowBinary {
                row,
                count: c.pos.rows[row],
                value,
                width,
                grundy: c.grundy,
            })
            .rows(vec![row])
            .cols(bits.collect()),
        );
    }
    let ones = cols.columns.iter().map(|col| col.ones).collect::<Vec<_>>();
    s.push(
        Step::new(StepMsg::CountOnes)
            .cols(all_bits(width))
            .answer(StepMsg::OnesAre { ones: ones.clone() }, SUMS),
    );
    let odd = ones.iter().map(|n| n % 2 == 1).collect();
    s.push(
        Step::new(StepMsg::Parities)
            .cols(all_bits(width))
            .answer(StepMsg::ParitiesAre { odd }, PARITY),
    );
    let nim_sum = cols.nim_sum;
    s.push(
        Step::new(StepMsg::XorRule {
            plain_sum: (!c.grundy).then(|| c.values.iter().sum()),
        })
        .figure(Figure::Xor {
            terms: c.terms(),
            result: (Sym::NimSum, nim_sum),
            width,
            bit: None,
        })
        .answer(
            StepMsg::NimSumIs {
                value: nim_sum,
                width,
            },
            NIM_SUM,
        ),
    );
    let odd_bits = odd_bits(&c.values);
    let verdict = if nim_sum == 0 {
        StepMsg::VerdictP { grundy: c.grundy }
    } else {
        StepMsg::VerdictN {
            odd_weights: odd_bits.iter().map(|&b| 1 << b).collect(),
            grundy: c.grundy,
        }
    };
    s.push(
        Step::new(StepMsg::VerdictQ)
            .cols(odd_bits)
            .answer(verdict, OUTCOME),
    );
    // After the verdict, so that every step's link keeps its step (the rule's examples were
    // part of the rule's step, too long for a lecture slide with its figure).
    s.push(Step::new(StepMsg::XorExamples));
    postlude(c, &mut s);
    s
}

//! Single heaps under both endings, sums of different games, and generated exercises, held
//! equal to direct recursion and brute force by property tests.

use nimlab_core::analysis::{analyze, Outcome};
use nimlab_core::exercise::{round, Answer, Kind, Task};
use nimlab_core::game_sum::{sum_target_moves, sum_values};
use nimlab_core::grundy::mex;
use nimlab_core::heap::{heap_period, win_table, HeapValues};
use nimlab_core::{Ending, Rules, SubtractionSet, Take};
use proptest::prelude::*;

/// Values by plain recursion: mex of the options; a heap without a move gets 0 (normal) or 1
/// (misère).
fn direct(take: &Take, ending: Ending, upto: u64) -> Vec<u64> {
    let mut v: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let opts: Vec<u64> = take
            .counts_from(n)
            .iter()
            .map(|&s| v[(n - s) as usize])
            .collect();
        v.push(if opts.is_empty() && ending == Ending::Misere {
            1
        } else {
            mex(opts)
        });
    }
    v
}

fn takes() -> impl Strategy<Value = Take> {
    prop_oneof![
        Just(Take::Any),
        (1u64..6).prop_map(Take::UpTo),
        prop::collection::vec(1u64..13, 1..6)
            .prop_map(|c| Take::Set(SubtractionSet::new(c).unwrap())),
    ]
}

fn endings() -> impl Strategy<Value = Ending> {
    prop_oneof![Just(Ending::Normal), Just(Ending::Misere)]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn heap_values_equal_direct_recursion(take in takes(), ending in endings()) {
        let heap = HeapValues::new(ending, &take, 400);
        let want = direct(&take, ending, 400);
        for (n, &w) in want.iter().enumerate() {
            prop_assert_eq!(heap.value(n as u64), w, "n = {}", n);
            let step = heap.step(n as u64, 1000).unwrap();
            prop_assert_eq!(step.value, w);
        }
        // ν by its own recursion is 0 exactly where the value is 0 (Satz 1d, and its misère twin).
        let win = win_table(ending, &take, 400);
        for (n, (&w, &v)) in win.iter().zip(&want).enumerate() {
            prop_assert_eq!(w, v != 0, "n = {}", n);
        }
    }

    #[test]
    fn periods_are_certified_and_minimal(take in takes(), ending in endings()) {
        if let Some(p) = heap_period(ending, &take, 1 << 20) {
            let v = direct(&take, ending, p.preperiod + p.period + 600);
            for n in p.preperiod..p.preperiod + 600 {
                prop_assert_eq!(v[n as usize], v[(n + p.period) as usize], "n = {}", n);
            }
            if p.preperiod > 0 {
                let n = (p.preperiod - 1) as usize;
                prop_assert_ne!(v[n], v[n + p.period as usize]);
            }
            for q in 1..p.period {
                prop_assert!((p.preperiod..p.preperiod + 600).any(|n| v[n as usize] != v[(n + q) as usize]));
            }
        } else {
            prop_assert_eq!(take, Take::Any);
        }
    }

    #[test]
    fn sums_of_different_games_reach_exactly_the_target(
        rows in prop::collection::vec((0u64..16, takes()), 1..5),
        t_seed in 0u64..64,
    ) {
        let (counts, rules): (Vec<u64>, Vec<Take>) = rows.into_iter().unzip();
        let (_, value) = sum_values(&rules, &counts);
        prop_assume!(value > 0);
        let t = t_seed % value;
        let c = sum_target_moves(&rules, &counts, t).unwrap();
        let mut brute = Vec::new();
        for (row, (&n, take)) in counts.iter().zip(&rules).enumerate() {
            for s in take.counts_from(n) {
                let mut after = counts.clone();
                after[row] -= s;
                if sum_values(&rules, &after).1 == t {
                    brute.push(nimlab_core::Move { row, take: s });
                }
            }
        }
        prop_assert_eq!(c.moves(), brute);
        // A row with the highest bit of z always has its reducing move.
        for r in &c.rows {
            if r.grundy >> c.top_bit & 1 == 1 {
                prop_assert!(!r.moves.is_empty());
            }
        }
    }

    #[test]
    fn exercise_answers_agree_with_the_analysis(take in takes(), ending in endings(), level in 1u32..=5, seed in any::<u64>()) {
        prop_assume!(take.max().is_none_or(|m| m <= 12));
        let rules = Rules { ending, take };
        for q in round(Kind::PorN, &rules, level, seed) {
            let Task::Position(p) = &q.task else { panic!() };
            prop_assert_eq!(&q.answer, &Answer::Outcome(analyze(&rules, p).outcome.unwrap()));
        }
        for q in round(Kind::RowValue, &rules, level, seed) {
            let Task::Row { n } = q.task else { panic!() };
            if n <= 400 {
                prop_assert_eq!(&q.answer, &Answer::Value(direct(&rules.take, ending, n)[n as usize]));
            }
        }
        let q = &round(Kind::WinningMoves, &rules, level, seed)[0];
        let Task::Position(p) = &q.task else { panic!() };
        let Answer::Moves(moves) = &q.answer else { panic!() };
        for mv in p.legal_moves(&rules) {
            let mut after = p.clone();
            after.rows[mv.row] -= mv.take;
            let to_p = analyze(&rules, &after).outcome == Some(Outcome::P);
            prop_assert_eq!(moves.contains(&mv), to_p);
        }
    }
}

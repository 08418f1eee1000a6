//! Every fast method held equal to a brute-force solver written only from the definitions.
//!
//! The solver below shares nothing with the crate but the `Rules`, `Position` and `Move`
//! types: a position is P exactly when every move leads to an N-position; a position without
//! a move is P under the normal ending (the player to move cannot move and loses) and N
//! under misère (the player to move cannot move and wins).

use nimlab_core::analysis::{analyze, Method, Outcome};
use nimlab_core::explain::record::GameRecord;
use nimlab_core::explain::review::{review, Verdict};
use nimlab_core::grundy::{grundy_table, period, GrundyFn};
use nimlab_core::misere;
use nimlab_core::player::{choose_move, Level};
use nimlab_core::{Ending, Move, Position, Rules, SubtractionSet, Take};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};

/// Memoized brute force on sorted rows.
struct Brute {
    ending: Ending,
    allowed: Box<dyn Fn(u64) -> bool>,
    memo: HashMap<Vec<u64>, bool>,
}

impl Brute {
    fn new(rules: &Rules) -> Brute {
        let allowed: Box<dyn Fn(u64) -> bool> = match rules.take.clone() {
            Take::Any => Box::new(|t| t >= 1),
            Take::UpTo(k) => Box::new(move |t| t >= 1 && t <= k),
            Take::Set(set) => {
                let set: BTreeSet<u64> = set.counts().iter().copied().collect();
                Box::new(move |t| set.contains(&t))
            }
        };
        Brute {
            ending: rules.ending,
            allowed,
            memo: HashMap::new(),
        }
    }

    fn moves(&self, rows: &[u64]) -> Vec<Move> {
        let mut moves = Vec::new();
        for (row, &n) in rows.iter().enumerate() {
            for take in 1..=n {
                if (self.allowed)(take) {
                    moves.push(Move { row, take });
                }
            }
        }
        moves
    }

    fn after(rows: &[u64], mv: Move) -> Vec<u64> {
        let mut next = rows.to_vec();
        next[mv.row] -= mv.take;
        next
    }

    /// Whether the player to move loses.
    fn is_p(&mut self, rows: &[u64]) -> bool {
        let mut key = rows.to_vec();
        key.sort_unstable();
        if let Some(&p) = self.memo.get(&key) {
            return p;
        }
        let moves = self.moves(&key);
        let p = if moves.is_empty() {
            self.ending == Ending::Normal
        } else {
            moves.iter().all(|&mv| !self.is_p(&Self::after(&key, mv)))
        };
        self.memo.insert(key, p);
        p
    }

    fn solve(&mut self, rows: &[u64]) -> (Outcome, Vec<Move>) {
        let outcome = if self.is_p(rows) {
            Outcome::P
        } else {
            Outcome::N
        };
        let mut winning: Vec<Move> = self
            .moves(rows)
            .into_iter()
            .filter(|&mv| self.is_p(&Self::after(rows, mv)))
            .collect();
        winning.sort();
        (outcome, winning)
    }
}

/// The naive Grundy sequence from the definition: γ(n) = mex of the options' values.
fn naive_grundy(set: &[u64], upto: usize) -> Vec<u64> {
    let mut g: Vec<u64> = Vec::new();
    for n in 0..=upto {
        let options: BTreeSet<u64> = set
            .iter()
            .filter(|&&s| s as usize <= n)
            .map(|&s| g[n - s as usize])
            .collect();
        g.push((0..).find(|v| !options.contains(v)).unwrap());
    }
    g
}

/// The one check of the data-driven tests: `analyze` (and the exact solver, and the perfect
/// player) agree with brute force on this position.
fn check(rules: &Rules, rows: &[u64]) {
    let position = Position::new(rows.to_vec());
    let (outcome, winning) = Brute::new(rules).solve(rows);
    let analysis = analyze(rules, &position);
    assert_eq!(
        analysis.outcome,
        Some(outcome),
        "outcome of {rows:?} under {rules:?}"
    );
    assert_eq!(
        analysis.winning_moves, winning,
        "winning moves of {rows:?} under {rules:?}"
    );
    let solved = misere::solve(rules, &position).expect("small positions are solved");
    assert_eq!(
        (solved.outcome, solved.winning_moves),
        (outcome, winning.clone()),
        "solver"
    );
    if outcome == Outcome::N && !winning.is_empty() {
        for seed in 0..4 {
            let mv = choose_move(rules, &position, Level::Perfect, seed).unwrap();
            assert!(
                winning.contains(&mv),
                "perfect player chose {mv:?} in {rows:?}, {rules:?}"
            );
        }
    }
    check_review(rules, rows, outcome, &winning);
    check_losing_move(rules, rows, outcome);
    for level in [Level::Perfect, Level::Good, Level::Beginner] {
        match choose_move(rules, &position, level, rows.len() as u64) {
            Some(mv) => assert!(position.check(rules, mv).is_ok(), "{mv:?} is legal"),
            None => assert!(position.legal_moves(rules).is_empty()),
        }
    }
}

/// The review judges every first move from `rows` as brute force does: from a P-position every
/// move is sound; from an N-position the winning moves are, and every other is a mistake
/// that passed over `winning`.
fn check_review(rules: &Rules, rows: &[u64], outcome: Outcome, winning: &[Move]) {
    let mut brute = Brute::new(rules);
    for mv in brute.moves(rows) {
        let record = GameRecord {
            start: Position::new(rows.to_vec()),
            moves: vec![mv],
        };
        let judged = &review(rules, &record).expect("a legal move")[0];
        let sound = outcome == Outcome::P || brute.is_p(&Brute::after(rows, mv));
        let verdict = if sound {
            Verdict::Sound
        } else {
            Verdict::Mistake
        };
        assert_eq!(
            (judged.verdict, judged.winning_moves.as_slice()),
            (verdict, winning),
            "review of {mv:?} from {rows:?} under {rules:?}"
        );
    }
}

/// From a P-position of a family with a fast method, the perfect player leaves the fewest
/// winning replies brute force finds among all moves.
fn check_losing_move(rules: &Rules, rows: &[u64], outcome: Outcome) {
    let position = Position::new(rows.to_vec());
    let exact = matches!(analyze(rules, &position).method, Method::ExactSolver { .. });
    if outcome != Outcome::P || !position.has_move(rules) || exact {
        return;
    }
    let mut brute = Brute::new(rules);
    let mut replies = |mv: Move| brute.solve(&Brute::after(rows, mv)).1.len();
    let fewest = Brute::new(rules)
        .moves(rows)
        .into_iter()
        .map(&mut replies)
        .min();
    let chosen = choose_move(rules, &position, Level::Perfect, 0).expect("a move");
    assert_eq!(
        Some(replies(chosen)),
        fewest,
        "{chosen:?} from {rows:?} under {rules:?}"
    );
}

fn set(counts: &[u64]) -> Take {
    Take::Set(SubtractionSet::new(counts.iter().copied()).unwrap())
}

fn families() -> Vec<Rules> {
    let takes = [
        Take::Any,
        Take::UpTo(1),
        Take::UpTo(2),
        Take::UpTo(3),
        set(&[1, 3, 5]),
        set(&[2, 3]),
    ];
    let mut rules = Vec::new();
    for ending in [Ending::Normal, Ending::Misere] {
        for take in &takes {
            rules.push(Rules {
                ending,
                take: take.clone(),
            });
        }
    }
    rules
}

#[test]
fn all_small_three_row_positions_in_every_family() {
    for rules in families() {
        for a in 0..=6 {
            for b in a..=6 {
                for c in b..=6 {
                    check(&rules, &[a, b, c]);
                    check(&rules, &[c, a, b]);
                }
            }
        }
    }
}

#[test]
fn misere_parity_decides_positions_far_beyond_the_solver() {
    // {1, 3, 5}: a million and 999,999 sticks, an odd total: the player to move loses.
    let rules = Rules {
        ending: Ending::Misere,
        take: set(&[1, 3, 5]),
    };
    let a = analyze(&rules, &Position::new(vec![1_000_000, 999_999]));
    assert_eq!(
        (a.outcome, a.method),
        (Some(Outcome::P), Method::MisereParity)
    );
    // An even total: every move wins (3 counts in each row).
    let a = analyze(&rules, &Position::new(vec![1_000_000, 1_000_000]));
    assert_eq!((a.outcome, a.winning_moves.len()), (Some(Outcome::N), 6));
    // "Take 1" too; with an even count that is not odd-only ({1, 2}), no parity rule.
    let take_1 = Rules {
        ending: Ending::Misere,
        take: Take::UpTo(1),
    };
    assert_eq!(
        analyze(&take_1, &Position::new(vec![7, 4])).outcome,
        Some(Outcome::P)
    );
    let not_odd = Rules {
        ending: Ending::Misere,
        take: set(&[1, 2]),
    };
    assert_ne!(
        analyze(&not_odd, &Position::new(vec![7, 4])).method,
        Method::MisereParity
    );
}

#[test]
fn source_examples_agree_with_brute_force() {
    check(
        &Rules {
            ending: Ending::Normal,
            take: Take::UpTo(2),
        },
        &[7, 5, 3, 1],
    );
    check(
        &Rules {
            ending: Ending::Misere,
            take: Take::UpTo(2),
        },
        &[7, 5, 3, 1],
    );
    check(&Rules::nim(), &[1, 3, 5, 7]);
    check(&Rules::misere(), &[1, 3, 5, 7]);
    check(&Rules::misere(), &[1, 5, 0]);
    check(&Rules::misere(), &[]);
    check(&Rules::nim(), &[]);
}

fn take_strategy() -> impl Strategy<Value = Take> {
    prop_oneof![
        Just(Take::Any),
        (1..=4u64).prop_map(Take::UpTo),
        prop::collection::btree_set(1..=6u64, 1..=4)
            .prop_map(|s| Take::Set(SubtractionSet::new(s).unwrap())),
    ]
}

fn rules_strategy() -> impl Strategy<Value = Rules> {
    (
        prop_oneof![Just(Ending::Normal), Just(Ending::Misere)],
        take_strategy(),
    )
        .prop_map(|(ending, take)| Rules { ending, take })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    #[test]
    fn analysis_equals_brute_force(rules in rules_strategy(), rows in prop::collection::vec(0..=9u64, 1..=4)) {
        check(&rules, &rows);
    }

    #[test]
    fn misere_parity_equals_brute_force(
        odd in prop::collection::btree_set(1..=4u64, 0..=3),
        rows in prop::collection::vec(0..=12u64, 1..=4),
    ) {
        // Every allowed count odd, 1 among them: {1}, {1, 3}, {1, 5, 7}, …
        let counts = std::iter::once(1).chain(odd.into_iter().map(|k| 2 * k + 1));
        let rules = Rules { ending: Ending::Misere, take: Take::Set(SubtractionSet::new(counts).unwrap()) };
        // Rows of at most one stick, where every count up to the row's is allowed (2 never is),
        // are unrestricted Nim's and may take its misère rule; any other row takes the parity.
        let method = analyze(&rules, &Position::new(rows.clone())).method;
        let nim_like = rows.iter().all(|&r| r <= 1);
        prop_assert!(
            method == Method::MisereParity || (nim_like && method == Method::MisereRule),
            "{:?} on {:?}", method, rows
        );
        check(&rules, &rows);
    }

    #[test]
    fn grundy_function_and_period_equal_the_definition(
        counts in prop::collection::btree_set(1..=12u64, 1..=5),
    ) {
        let counts: Vec<u64> = counts.into_iter().collect();
        let take = Take::Set(SubtractionSet::new(counts.clone()).unwrap());
        let naive = naive_grundy(&counts, 2000);
        let f = GrundyFn::new(&take);
        for (n, &g) in naive.iter().enumerate() {
            prop_assert_eq!(f.value(n as u64), g, "γ({})", n);
        }
        let p = period(&SubtractionSet::new(counts.clone()).unwrap());
        prop_assert_eq!(f.period(), Some(&p));
        let (pre, per) = (p.preperiod as usize, p.period as usize);
        // The prediction holds far beyond the certificate ...
        for n in pre..naive.len() {
            prop_assert_eq!(naive[n], naive[pre + (n - pre) % per]);
        }
        // ... and both numbers are minimal.
        if pre > 0 {
            prop_assert_ne!(naive[pre - 1], naive[pre - 1 + per]);
        }
        for q in 1..per {
            prop_assert!((pre..naive.len() - q).any(|n| naive[n] != naive[n + q]), "period {} < {}", q, per);
        }
        let c = p.certificate;
        prop_assert_eq!((c.window, c.checked_from, c.checked_to), (counts[counts.len() - 1], p.preperiod, p.preperiod + c.window));
    }

    #[test]
    fn grundy_tables_equal_the_definition(
        counts in prop::collection::btree_set(1..=40u64, 1..=6),
        upto in 0..3000usize,
    ) {
        let counts: Vec<u64> = counts.into_iter().collect();
        let take = Take::Set(SubtractionSet::new(counts.clone()).unwrap());
        let table = grundy_table(&take, upto as u64);
        prop_assert_eq!(table.values, naive_grundy(&counts, upto));
    }

    #[test]
    fn grundy_of_up_to_and_any_equal_the_definition(k in 1..=8u64) {
        let naive = naive_grundy(&(1..=k).collect::<Vec<_>>(), 200);
        let f = GrundyFn::new(&Take::UpTo(k));
        for (n, &g) in naive.iter().enumerate() {
            prop_assert_eq!(f.value(n as u64), g);
            prop_assert_eq!(GrundyFn::new(&Take::Any).value(n as u64), n as u64);
        }
        prop_assert_eq!(grundy_table(&Take::UpTo(k), 200).values, naive);
        prop_assert_eq!(grundy_table(&Take::Any, 200).values, (0..=200).collect::<Vec<u64>>());
    }
}

//! Take-and-break games held equal to a brute-force solver written only from the definitions.
//!
//! The brute force reads a code digit by digit and removes runs of sticks J..J+k−1 from a row
//! as a player would; it finds outcomes by game search over positions as sorted rows (no
//! Grundy theory), and Grundy values by a naive mex recursion of its own.

use nimlab_core::octal::{
    analyze, break_table, certified_period, choose_move, legal_moves, move_from_stick, move_run,
    play, BreakGrundy, BreakMethod, BreakMove, CodeError, OctalPeriod, TakeBreak,
};
use nimlab_core::player::Level;
use nimlab_core::{Ending, Outcome, Position};
use proptest::prelude::*;
use std::collections::{BTreeSet, HashMap};

/// A game as the brute force sees it: the digits d0, d1, …, or `None` for Grundy's game.
struct Brute {
    digits: Option<Vec<u8>>,
    ending: Ending,
    memo: HashMap<Vec<u64>, bool>,
    grundy: HashMap<u64, u64>,
}

impl Brute {
    fn new(digits: Option<Vec<u8>>, ending: Ending) -> Brute {
        Brute {
            digits,
            ending,
            memo: HashMap::new(),
            grundy: HashMap::new(),
        }
    }

    /// Whether removing `take` sticks so that `left` and `right` stay is a move.
    fn legal(&self, take: u64, left: u64, right: u64) -> bool {
        let parts = [left, right].iter().filter(|&&p| p > 0).count();
        match &self.digits {
            None => take == 0 && parts == 2 && left != right,
            Some(digits) => {
                let Some(&d) = digits.get(take as usize) else {
                    return false;
                };
                let bit = [1, 2, 4][parts];
                (take > 0 || parts == 2) && d & bit != 0
            }
        }
    }

    /// Every (take, smaller part, larger part) a row of `n` can become, by trying each run.
    fn options(&self, n: u64) -> BTreeSet<(u64, u64, u64)> {
        let mut options = BTreeSet::new();
        for j in 1..=n {
            for take in 0..=n - j + 1 {
                let (left, right) = (j - 1, n - (j - 1) - take);
                if self.legal(take, left, right) {
                    options.insert((take, left.min(right), left.max(right)));
                }
            }
        }
        options
    }

    /// γ(n) by the naive mex recursion.
    fn grundy(&mut self, n: u64) -> u64 {
        if let Some(&g) = self.grundy.get(&n) {
            return g;
        }
        let values: Vec<u64> = self
            .options(n)
            .into_iter()
            .map(|(_, a, b)| self.grundy(a) ^ self.grundy(b))
            .collect();
        let g = (0..).find(|v| !values.contains(v)).unwrap();
        self.grundy.insert(n, g);
        g
    }

    /// γ(0..=upto) by the same mex recursion, row after row, for long tables: each move
    /// is a take k (no more than the code has digits) leaving rows a ≤ b that `legal` allows.
    fn table(&self, upto: u64) -> Vec<u64> {
        let max_take = self.digits.as_ref().map_or(0, |d| d.len() as u64 - 1);
        let mut g: Vec<u64> = Vec::new();
        for n in 0..=upto {
            // An XOR of values below a power of two stays below it.
            let bound = (g.iter().max().copied().unwrap_or(0) + 1).next_power_of_two();
            let mut seen = vec![false; bound as usize + 1];
            for take in 0..=max_take.min(n) {
                for a in 0..=(n - take) / 2 {
                    let b = n - take - a;
                    if self.legal(take, a, b) {
                        seen[(g[a as usize] ^ g[b as usize]) as usize] = true;
                    }
                }
            }
            g.push(seen.iter().position(|&s| !s).unwrap() as u64);
        }
        g
    }

    /// The rows after a move, in any order.
    fn after(rows: &[u64], row: usize, (_, a, b): (u64, u64, u64)) -> Vec<u64> {
        let mut next = rows.to_vec();
        next.remove(row);
        next.extend([a, b]);
        next
    }

    /// Whether the player to move loses, by search.
    fn is_p(&mut self, rows: &[u64]) -> bool {
        let mut key: Vec<u64> = rows.iter().copied().filter(|&n| n > 0).collect();
        key.sort_unstable();
        if let Some(&p) = self.memo.get(&key) {
            return p;
        }
        let mut children = Vec::new();
        for (row, &n) in key.iter().enumerate() {
            for option in self.options(n) {
                children.push(Self::after(&key, row, option));
            }
        }
        let p = if children.is_empty() {
            self.ending == Ending::Normal
        } else {
            children.iter().all(|child| !self.is_p(child))
        };
        self.memo.insert(key, p);
        p
    }

    /// The outcome and the winning moves as (row, take, smaller part, larger part).
    fn solve(&mut self, rows: &[u64]) -> (Outcome, BTreeSet<(usize, u64, u64, u64)>) {
        let outcome = if self.is_p(rows) {
            Outcome::P
        } else {
            Outcome::N
        };
        let mut winning = BTreeSet::new();
        for (row, &n) in rows.iter().enumerate() {
            for option in self.options(n) {
                if self.is_p(&Self::after(rows, row, option)) {
                    winning.insert((row, option.0, option.1, option.2));
                }
            }
        }
        (outcome, winning)
    }
}

/// Random octal codes with up to four digits after the point, as text and digits, and
/// Grundy's game now and then.
fn games() -> impl Strategy<Value = (String, Option<Vec<u8>>)> {
    let octal = (
        prop_oneof![Just(0u8), Just(4u8)],
        prop::collection::vec(0u8..8, 1..=4),
    )
        .prop_filter("some digit is non-zero", |(d0, rest)| {
            *d0 != 0 || rest.iter().any(|&d| d != 0)
        })
        .prop_map(|(d0, rest)| {
            let text = format!(
                "{d0}.{}",
                rest.iter().map(|d| d.to_string()).collect::<String>()
            );
            let mut digits = vec![d0];
            digits.extend(rest);
            (text, Some(digits))
        });
    prop_oneof![9 => octal, 1 => Just(("grundy".to_string(), None))]
}

fn endings() -> impl Strategy<Value = Ending> {
    prop_oneof![Just(Ending::Normal), Just(Ending::Misere)]
}

fn moves_as_set(moves: &[BreakMove]) -> BTreeSet<(usize, u64, u64, u64)> {
    moves
        .iter()
        .map(|m| (m.row, m.take, m.left, m.right))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn grundy_values_equal_the_naive_mex((text, digits) in games()) {
        let game = TakeBreak::parse(&text).unwrap();
        let mut brute = Brute::new(digits, Ending::Normal);
        let table = break_table(&game, 60);
        for n in 0..=60u64 {
            prop_assert_eq!(u64::from(table.values[n as usize]), brute.grundy(n), "n = {}", n);
            let step = table.step(&game, n).unwrap();
            let options: BTreeSet<_> = step.options.iter().map(|o| (o.take, o.a, o.b)).collect();
            prop_assert_eq!(options.len(), step.options.len());
            prop_assert_eq!(options, brute.options(n));
            for o in &step.options {
                prop_assert_eq!(o.value, brute.grundy(o.a) ^ brute.grundy(o.b));
            }
        }
    }

    /// The bulk table (bytes, a certified period continued, shared split values) equals the
    /// brute force's row by row, and a table grown in pieces, as the app's slices grow it,
    /// equals one computed at once.
    #[test]
    fn long_tables_equal_the_naive_mex((text, digits) in games(), cut in 1u64..1000) {
        let game = TakeBreak::parse(&text).unwrap();
        let naive = Brute::new(digits, Ending::Normal).table(1000);
        let table = break_table(&game, 1000);
        let fast: Vec<u64> = table.values.iter().map(|&v| u64::from(v)).collect();
        prop_assert_eq!(&fast, &naive);
        BreakGrundy::new(&game, cut);
        prop_assert_eq!(BreakGrundy::new(&game, 1000).table, table);
    }

    #[test]
    fn analysis_equals_brute_force(
        (text, digits) in games(),
        ending in endings(),
        rows in prop::collection::vec(0u64..=9, 1..=3),
    ) {
        let game = TakeBreak::parse(&text).unwrap();
        let position = Position::new(rows.clone());
        let analysis = analyze(&game, ending, &position);
        let (outcome, winning) = Brute::new(digits, ending).solve(&rows);
        prop_assert_eq!(analysis.outcome, Some(outcome));
        prop_assert_eq!(moves_as_set(&analysis.winning_moves), winning);
        prop_assert_eq!(analysis.winning_moves.len(), moves_as_set(&analysis.winning_moves).len());
        prop_assert!(analysis.moves_complete);
        if ending == Ending::Misere {
            let solved = matches!(analysis.method, BreakMethod::ExactSolver { .. });
            prop_assert!(solved);
        }
    }

    /// A certified period from a short table holds in a table three times as long (the
    /// brute force's, as the core's own long table follows its certified period).
    #[test]
    fn certified_periods_hold_further((text, digits) in games()) {
        let game = TakeBreak::parse(&text).unwrap();
        let grundy = BreakGrundy::new(&game, 400);
        let long = Brute::new(digits, Ending::Normal).table(1200);
        match grundy.period {
            OctalPeriod::Certified { preperiod, period, checked_up_to } => {
                prop_assert!(checked_up_to <= 400);
                for n in 0..=1200u64 {
                    prop_assert_eq!(grundy.value(n), Some(long[n as usize]));
                }
                // Minimal: neither a shorter period nor an earlier start fits the long table.
                let fits = |from: u64, p: u64| {
                    (from..=1200 - p).all(|n| long[n as usize] == long[(n + p) as usize])
                };
                prop_assert!((1..period).all(|p| !fits(preperiod, p)));
                prop_assert!(preperiod == 0 || !fits(preperiod - 1, period));
            }
            OctalPeriod::NoneUpTo(n) => {
                prop_assert_eq!(n, 400);
                prop_assert_eq!(grundy.value(401), None);
            }
        }
    }

    #[test]
    fn clicks_and_runs_follow_the_rules((text, digits) in games(), n in 1u64..=12, j in 1u64..=12, k in 1u64..=12) {
        let game = TakeBreak::parse(&text).unwrap();
        let brute = Brute::new(digits, Ending::Normal);
        let expected = (j <= n)
            .then(|| (0..=n - j + 1).find(|&take| brute.legal(take, j - 1, n - (j - 1) - take)))
            .flatten()
            .map(|take| BreakMove { row: 2, take, left: j - 1, right: n - (j - 1) - take });
        prop_assert_eq!(move_from_stick(&game, 2, n, j), expected);
        let run = move_run(&game, 2, n, j, k);
        let legal = j <= k && k <= n && brute.legal(k - j + 1, j - 1, n - k);
        prop_assert_eq!(run.is_ok(), legal);
        if let Ok(mv) = run {
            prop_assert_eq!((mv.take, mv.left, mv.right), (k - j + 1, j - 1, n - k));
        }
    }

    /// Every legal move plays to the brute force's position, with the row replaced in place.
    #[test]
    fn moves_play_as_the_rules_say((text, digits) in games(), rows in prop::collection::vec(0u64..=9, 1..=3)) {
        let game = TakeBreak::parse(&text).unwrap();
        let brute = Brute::new(digits, Ending::Normal);
        let position = Position::new(rows.clone());
        let moves = legal_moves(&game, &position);
        let expected: BTreeSet<_> = rows.iter().enumerate()
            .flat_map(|(row, &n)| brute.options(n).into_iter().map(move |(t, a, b)| (row, t, a, b)))
            .collect();
        prop_assert_eq!(moves_as_set(&moves), expected);
        for mv in moves {
            let next = play(&game, &position, mv).unwrap().rows;
            let parts: Vec<u64> = match mv.leaves() { p if p.is_empty() => vec![0], p => p };
            let mut in_place = rows[..mv.row].to_vec();
            in_place.extend(parts);
            in_place.extend_from_slice(&rows[mv.row + 1..]);
            prop_assert_eq!(next, in_place);
        }
    }

    #[test]
    fn the_computer_plays_legal_moves_and_wins_when_it_can(
        (text, _) in games(),
        ending in endings(),
        rows in prop::collection::vec(0u64..=9, 1..=3),
        seed in any::<u64>(),
    ) {
        let game = TakeBreak::parse(&text).unwrap();
        let position = Position::new(rows);
        let analysis = analyze(&game, ending, &position);
        let legal = legal_moves(&game, &position);
        for level in [Level::Perfect, Level::Good, Level::Beginner] {
            let mv = choose_move(&game, ending, &position, level, seed);
            prop_assert_eq!(mv, choose_move(&game, ending, &position, level, seed));
            match mv {
                None => prop_assert!(legal.is_empty()),
                Some(mv) => prop_assert!(legal.contains(&mv), "{:?} not in {:?}", mv, legal),
            }
            if level == Level::Perfect && analysis.outcome == Some(Outcome::N) && !legal.is_empty() {
                prop_assert!(analysis.winning_moves.contains(&mv.unwrap()));
            }
        }
    }
}

/// A known result: the first values, and the period the table of `upto` rows certifies
/// (`None`: none).
struct Known {
    game: &'static str,
    first: &'static [u32],
    upto: u64,
    period: Option<(u64, u64)>,
}

fn check(known: &Known) {
    let game = TakeBreak::parse(known.game).unwrap();
    let table = break_table(&game, known.upto);
    assert_eq!(
        &table.values[..known.first.len()],
        known.first,
        "{}",
        known.game
    );
    let period = match certified_period(&game, &table.values) {
        OctalPeriod::Certified {
            preperiod, period, ..
        } => Some((preperiod, period)),
        OctalPeriod::NoneUpTo(n) => {
            assert_eq!(n, known.upto);
            None
        }
    };
    assert_eq!(period, known.period, "{}", known.game);
}

#[test]
fn known_results() {
    let dawson: &[u32] = &[
        0, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0,
        4, 5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2,
    ];
    let cases = [
        // Kayles: the last exceptional value is at 70.
        Known {
            game: "kayles",
            first: &[0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2],
            upto: 1000,
            period: Some((71, 12)),
        },
        Known {
            game: "0.77",
            first: &[],
            upto: 200,
            period: Some((71, 12)),
        },
        Known {
            game: "dawson",
            first: dawson,
            upto: 1000,
            period: Some((53, 34)),
        },
        // Dawson's chess is Dawson's Kayles shifted by one row.
        Known {
            game: "0.137",
            first: &dawson[1..],
            upto: 1000,
            period: Some((52, 34)),
        },
        Known {
            game: "0.6",
            first: &[0, 0, 1, 2, 0, 1, 2, 3, 1, 2, 3, 4, 0, 3, 4, 2],
            upto: 3000,
            period: None,
        },
        Known {
            game: "grundy",
            first: &[
                0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0,
            ],
            upto: 3000,
            period: None,
        },
        // Too short a table certifies nothing, rather than something false.
        Known {
            game: "kayles",
            first: &[],
            upto: 160,
            period: None,
        },
    ];
    for known in &cases {
        check(known);
    }
}

/// Codes whose values pass 64 and 256 (where the bulk table changes its sets, then leaves
/// bytes), and Grundy's game, whose values pass 64 at 4,019 rows: equal to the brute force.
#[test]
fn large_values_equal_the_naive_mex() {
    let sevens = |d0| Some([d0].into_iter().chain([7; 9]).collect::<Vec<u8>>());
    let cases = [
        (
            "0.666666666",
            Some([0].into_iter().chain([6; 9]).collect()),
            800,
            256,
        ),
        ("0.777777777", sevens(0), 900, 256),
        ("4.777777777", sevens(4), 600, 64),
        ("grundy", None, 4100, 64),
    ];
    for (text, digits, upto, passes) in cases {
        let game = TakeBreak::parse(text).unwrap();
        let naive = Brute::new(digits, Ending::Normal).table(upto);
        let max = naive.iter().max().copied().unwrap();
        assert!(max >= passes, "{text}: the largest value is {max}");
        let table = break_table(&game, upto);
        let fast: Vec<u64> = table.values.iter().map(|&v| u64::from(v)).collect();
        assert_eq!(fast, naive, "{text}");
    }
}

#[test]
fn huge_rows_through_the_period() {
    let kayles = TakeBreak::kayles();
    let grundy = BreakGrundy::for_rows(&kayles, u64::MAX);
    let n = 1_000_000_000_000_000_000u64;
    let small = 71 + (n - 71) % 12;
    assert_eq!(grundy.value(n), grundy.value(small));
    let analysis = analyze(&kayles, Ending::Normal, &Position::new([n, small]));
    assert_eq!(analysis.outcome, Some(Outcome::P));
    // Grundy's game has no period: beyond the table, unknown rather than guessed.
    let analysis = analyze(&TakeBreak::Grundy, Ending::Normal, &Position::new([n]));
    assert_eq!(analysis.outcome, None);
    assert!(matches!(
        analysis.method,
        BreakMethod::RowBeyondTable { .. }
    ));
}

fn check_code(text: &str, expected: Result<&str, CodeError>) {
    let parsed = TakeBreak::parse(text).map(|g| g.to_string());
    assert_eq!(
        parsed.as_deref().map_err(Clone::clone),
        expected,
        "{text:?}"
    );
}

#[test]
fn codes_parse_or_say_why_not() {
    check_code("0.77", Ok("0.77"));
    check_code("kayles", Ok("0.77"));
    check_code("dawson", Ok("0.07"));
    check_code("grundy", Ok("grundy"));
    check_code(".07", Ok("0.07"));
    check_code("0.137", Ok("0.137"));
    check_code("4.07", Ok("4.07"));
    check_code("0.60", Ok("0.6"));
    check_code("", Err(CodeError::Empty));
    check_code("077", Err(CodeError::NoPoint));
    check_code(
        "0.78",
        Err(CodeError::BadChar {
            position: 3,
            found: '8',
        }),
    );
    check_code(
        "0.7x",
        Err(CodeError::BadChar {
            position: 3,
            found: 'x',
        }),
    );
    check_code(
        "0.7.7",
        Err(CodeError::BadChar {
            position: 3,
            found: '.',
        }),
    );
    check_code(
        "9.7",
        Err(CodeError::BadChar {
            position: 0,
            found: '9',
        }),
    );
    check_code("0.", Err(CodeError::NoDigitAfterPoint));
    check_code(".", Err(CodeError::NoDigitAfterPoint));
    check_code("10.7", Err(CodeError::LongWholePart));
    check_code("2.07", Err(CodeError::BadFirstDigit { digit: 2 }));
    check_code("0.000", Err(CodeError::AllZero));
    let long = format!("0.{}", "7".repeat(33));
    check_code(&long, Err(CodeError::TooManyDigits { count: 33 }));
    check_code(&format!("0.{}", "7".repeat(32)), Ok(&long[..34]));
}

#[test]
fn clicks_in_the_contract() {
    let kayles = TakeBreak::kayles();
    let dawson = TakeBreak::dawson();
    let grundy = TakeBreak::Grundy;
    let mv = |take, left, right| {
        Some(BreakMove {
            row: 0,
            take,
            left,
            right,
        })
    };
    // Kayles: the stick alone; Dawson's Kayles: it and the next; Grundy's game: a split.
    assert_eq!(move_from_stick(&kayles, 0, 7, 3), mv(1, 2, 4));
    assert_eq!(move_from_stick(&dawson, 0, 7, 3), mv(2, 2, 3));
    assert_eq!(move_from_stick(&dawson, 0, 7, 7), None);
    assert_eq!(move_from_stick(&grundy, 0, 7, 3), mv(0, 2, 5));
    assert_eq!(move_from_stick(&grundy, 0, 6, 4), None);
    assert_eq!(move_from_stick(&grundy, 0, 6, 1), None);
}

#[test]
fn misere_beyond_the_limit_is_unknown() {
    let analysis = analyze(&TakeBreak::kayles(), Ending::Misere, &Position::new([60]));
    assert_eq!(analysis.outcome, None);
    assert!(analysis.winning_moves.is_empty());
    assert!(matches!(analysis.method, BreakMethod::TooLarge { .. }));
    // Normal play needs no search: a row of 60 under Kayles is worth γ(60) ≠ 0.
    let normal = analyze(&TakeBreak::kayles(), Ending::Normal, &Position::new([60]));
    assert_eq!(normal.outcome, Some(Outcome::N));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// The exercises on take-and-break games: every "P or N?" answer is the brute force's
    /// search, every "what is γ(x)?" answer (and the table given) its mex recursion, and the
    /// explanation lists exactly the brute force's options of x with γ(a) ⊕ γ(b).
    #[test]
    fn break_exercises_agree_with_the_brute_force(
        (text, digits) in games(),
        seed in 0u64..1000,
        level in 1u32..=2,
    ) {
        use nimlab_core::exercise::{break_round, Answer, Kind, Task};
        use nimlab_core::explain::exercise::{break_exercise_steps, ExerciseStep};
        let game = TakeBreak::parse(&text).unwrap();
        let mut brute = Brute::new(digits, Ending::Normal);
        for q in break_round(Kind::PorN, &game, level, seed).unwrap() {
            let Task::Position(p) = &q.task else { panic!() };
            let want = if brute.is_p(&p.rows) { Outcome::P } else { Outcome::N };
            prop_assert_eq!(&q.answer, &Answer::Outcome(want), "{} {:?}", text, p.rows);
            prop_assert!(q.check(&Answer::Outcome(want)));
            let (_, winning) = brute.solve(&p.rows);
            let explained = break_exercise_steps(&game, &q)
                .into_iter()
                .find_map(|s| match s {
                    ExerciseStep::BreakWinningMoves { moves } => Some(moves_as_set(&moves)),
                    _ => None,
                })
                .unwrap_or_default();
            prop_assert_eq!(explained, winning);
        }
        for q in break_round(Kind::NextMex, &game, level, seed).unwrap() {
            let Task::Mex { x, known } = &q.task else { panic!() };
            let want: Vec<u64> = (0..*x).map(|n| brute.grundy(n)).collect();
            prop_assert_eq!(known, &want);
            prop_assert_eq!(&q.answer, &Answer::Value(brute.grundy(*x)));
            let steps = break_exercise_steps(&game, &q);
            let listed: BTreeSet<(u64, u64, u64)> = steps
                .iter()
                .flat_map(|s| match s {
                    ExerciseStep::BreakOptions { options, parts, .. } => options
                        .iter()
                        .zip(parts)
                        .map(|(o, &(ga, gb))| {
                            assert_eq!(o.value, ga ^ gb);
                            (o.take, o.a, o.b)
                        })
                        .collect::<Vec<_>>(),
                    _ => Vec::new(),
                })
                .collect();
            prop_assert_eq!(listed, brute.options(*x));
            let last = steps.last().unwrap();
            let value = match last {
                ExerciseStep::Mex { value, .. } | ExerciseStep::NoMove { value, .. } => *value,
                other => panic!("{other:?}"),
            };
            prop_assert_eq!(value, brute.grundy(*x));
        }
    }
}

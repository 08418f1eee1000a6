//! The worked examples of the source texts (`/work/shared/seeds/`), table-driven.
//!
//! Each case renders an analysis as one line of text and compares it with the expected
//! line, written as the sources write it: rows with hyphens, rows counted from 1, and moves
//! as "row r: before→after".

use nimlab_core::analysis::{analyze, Analysis, Method, Outcome};
use nimlab_core::grundy::{grundy_table, period, GrundyFn};
use nimlab_core::misere::{misere_case, MisereCase};
use nimlab_core::{Ending, Position, Rules, SubtractionSet, Take};

/// Parses "22-5-13-27" (an empty string is the empty position).
fn rows(text: &str) -> Position {
    Position::new(
        text.split('-')
            .filter(|s| !s.is_empty())
            .map(|s| s.parse().unwrap())
            .collect::<Vec<u64>>(),
    )
}

fn set(counts: &[u64]) -> Take {
    Take::Set(SubtractionSet::new(counts.iter().copied()).unwrap())
}

fn normal(take: Take) -> Rules {
    Rules {
        ending: Ending::Normal,
        take,
    }
}

fn misere(take: Take) -> Rules {
    Rules {
        ending: Ending::Misere,
        take,
    }
}

/// "N γ 1 2 0 1 S 2: row 2 5→3, row 3 3→2" (P and ? positions stop after S).
fn render(position: &Position, a: &Analysis) -> String {
    let outcome = match a.outcome {
        Some(Outcome::P) => "P",
        Some(Outcome::N) => "N",
        None => "?",
    };
    let grundy: Vec<String> = a.row_grundy.iter().map(u64::to_string).collect();
    let mut line = format!("{outcome} γ {} S {}", grundy.join(" "), a.nim_sum);
    if !a.winning_moves.is_empty() {
        let moves: Vec<String> = a
            .winning_moves
            .iter()
            .map(|m| {
                let n = position.rows[m.row];
                format!("row {} {}→{}", m.row + 1, n, n - m.take)
            })
            .collect();
        line = format!("{line}: {}", moves.join(", "));
    }
    line
}

/// The one check: analyze `position` under `rules` and compare the rendered line.
fn check(rules: &Rules, position: &str, expected: &str) {
    let position = rows(position);
    let analysis = analyze(rules, &position);
    assert_eq!(
        render(&position, &analysis),
        expected,
        "{position:?} under {rules:?}"
    );
}

#[test]
fn bouton_22_5_13_27() {
    // Column counts 2-2-3-2-3, g-g-u-g-u: nim-sum 00101 = 5, a C-position with three moves.
    check(
        &Rules::nim(),
        "22-5-13-27",
        "N γ 22 5 13 27 S 5: row 1 22→19, row 2 5→0, row 3 13→8",
    );
    // S2: every column even.
    check(&Rules::nim(), "19-5-13-27", "P γ 19 5 13 27 S 0");
}

#[test]
fn game_record_s1_to_s9() {
    // S1 to S7 are the same under both rules (cases A and B); A's moves are winning moves.
    let shared = [
        (
            "22-5-13-27",
            "N γ 22 5 13 27 S 5: row 1 22→19, row 2 5→0, row 3 13→8",
        ),
        ("19-5-13-27", "P γ 19 5 13 27 S 0"),
        ("19-5-13-0", "N γ 19 5 13 0 S 27: row 1 19→8"),
        ("8-5-13-0", "P γ 8 5 13 0 S 0"),
        ("8-5-4-0", "N γ 8 5 4 0 S 9: row 1 8→1"),
        ("1-5-4-0", "P γ 1 5 4 0 S 0"),
    ];
    for (position, expected) in shared {
        check(&Rules::nim(), position, expected);
        check(&Rules::misere(), position, expected);
    }
    // S7, case B: exactly one winning move, leaving an even (normal) or odd (misère) number
    // of single sticks.
    check(&Rules::nim(), "1-5-0-0", "N γ 1 5 0 0 S 4: row 2 5→1");
    check(&Rules::misere(), "1-5-0-0", "N γ 1 5 0 0 S 4: row 2 5→0");
    // Normal ending: S8 = 1-1 is a Z-position, S9 = 1-0 and A takes the last stick.
    check(&Rules::nim(), "1-1-0-0", "P γ 1 1 0 0 S 0");
    check(&Rules::nim(), "1-0-0-0", "N γ 1 0 0 0 S 1: row 1 1→0");
    // Misère ending: S8 = 1-0 is a Z-position (B must take the last stick), and 1-1 is not.
    check(&Rules::misere(), "1-0-0-0", "P γ 1 0 0 0 S 1");
    check(
        &Rules::misere(),
        "1-1-0-0",
        "N γ 1 1 0 0 S 0: row 1 1→0, row 2 1→0",
    );
    check(&Rules::misere(), "0-0-0-0", "N γ 0 0 0 0 S 0");
}

#[test]
fn misere_cases_a_b_cg_cu() {
    let cases = [
        ("22-5-13-27", MisereCase::A),
        ("2-2", MisereCase::A),
        ("1-5-0", MisereCase::B),
        ("1-1-7", MisereCase::B),
        ("1-1", MisereCase::Cg),
        ("1-1-1-1-0", MisereCase::Cg),
        ("", MisereCase::Cg),
        ("1", MisereCase::Cu),
        ("1-1-1", MisereCase::Cu),
    ];
    for (position, case) in cases {
        let p = rows(position);
        assert_eq!(misere_case(&p), case, "{position}");
        let normal = analyze(&Rules::nim(), &p).outcome;
        let misere = analyze(&Rules::misere(), &p).outcome;
        match case {
            // Case A: the nim-sum decides under both rules.
            MisereCase::A => assert_eq!(normal, misere),
            MisereCase::B => assert_eq!((normal, misere), (Some(Outcome::N), Some(Outcome::N))),
            MisereCase::Cg => assert_eq!((normal, misere), (Some(Outcome::P), Some(Outcome::N))),
            MisereCase::Cu => assert_eq!((normal, misere), (Some(Outcome::N), Some(Outcome::P))),
        }
    }
}

#[test]
fn take_one_or_two_from_twenty() {
    // The slides' table: x = 0..20, ν = 0 1 1 0 1 1 …, γ = 0 1 2 0 1 2 ….
    let take = Take::UpTo(2);
    let table = grundy_table(&take, 20);
    let expected: Vec<u64> = (0..=20).map(|x| x % 3).collect();
    assert_eq!(table.values, expected);
    let f = GrundyFn::new(&take);
    let nu: Vec<u64> = (0..=20).map(|x| u64::from(f.value(x) != 0)).collect();
    assert_eq!(
        nu,
        [0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 1, 1]
    );
    // The same game as the set {1, 2}.
    assert_eq!(grundy_table(&set(&[1, 2]), 20).values, expected);
    // From 20, the winning move takes 2 (to 18 = 0 rem 3).
    check(&normal(take), "20", "N γ 2 S 2: row 1 20→18");
}

#[test]
fn take_one_or_two_on_7_5_3_1() {
    // γ(x) = 01, 10, 00, 01 in binary; S = 10; row 2 reduces its value to 00, row 3 raises
    // its value from 00 to 10.
    check(
        &normal(Take::UpTo(2)),
        "7-5-3-1",
        "N γ 1 2 0 1 S 2: row 2 5→3, row 3 3→2",
    );
}

#[test]
fn one_three_five_seven() {
    check(&Rules::nim(), "1-3-5-7", "P γ 1 3 5 7 S 0");
    check(&Rules::misere(), "1-3-5-7", "P γ 1 3 5 7 S 0");
}

#[test]
fn bubi_one_three_five() {
    // With {1, 3, 5} only parity matters: γ(n) = n rem 2, and from an odd total every move
    // wins.
    check(
        &normal(set(&[1, 3, 5])),
        "4-7-2",
        "N γ 0 1 0 S 1: row 1 4→3, row 1 4→1, row 2 7→6, row 2 7→4, row 2 7→2, row 3 2→1",
    );
    check(&normal(set(&[1, 3, 5])), "4-7-3", "P γ 0 1 1 S 0");
}

#[test]
fn periods_of_subtraction_sets() {
    // (set, pre-period, period)
    let known: [(&[u64], u64, u64); 7] = [
        (&[1, 2], 0, 3),
        (&[1, 3, 5], 0, 2),
        (&[2, 3], 0, 5),
        (&[1, 4], 0, 5),
        (&[1, 3, 4], 0, 7),
        (&[2, 5, 7], 0, 22),
        (&[2, 4, 7], 8, 3),
    ];
    for (counts, preperiod, length) in known {
        let p = period(&SubtractionSet::new(counts.iter().copied()).unwrap());
        assert_eq!((p.preperiod, p.period), (preperiod, length), "{counts:?}");
        let max = counts[counts.len() - 1];
        assert_eq!(p.certificate.window, max);
        assert_eq!(
            (p.certificate.checked_from, p.certificate.checked_to),
            (preperiod, preperiod + max)
        );
    }
    // Satz 1a: S = {1, …, n − 1} has period n, no pre-period, and γ(x) = x rem n.
    for n in 2..=65u64 {
        let s = SubtractionSet::new(1..n).unwrap();
        let p = period(&s);
        assert_eq!((p.preperiod, p.period), (0, n));
        let f = GrundyFn::new(&Take::Set(s));
        for x in (0..3 * n).chain([1_000_000_000_000_000_000, u64::MAX]) {
            assert_eq!(f.value(x), x % n);
        }
    }
}

#[test]
fn heaps_of_10_to_the_18() {
    const E18: u64 = 1_000_000_000_000_000_000;
    let big = |rest: &str| format!("{E18}-{rest}");
    check(
        &Rules::nim(),
        &format!("{E18}-{E18}"),
        &format!("P γ {E18} {E18} S 0"),
    );
    check(
        &Rules::nim(),
        &big("1"),
        &format!("N γ {E18} 1 S {}: row 1 {E18}→1", E18 ^ 1),
    );
    // 10^18 = 0 rem 4.
    check(
        &normal(Take::UpTo(3)),
        &big("5"),
        &format!("N γ 0 1 S 1: row 1 {E18}→{}, row 2 5→4", E18 - 3),
    );
    check(
        &normal(Take::UpTo(u64::MAX)),
        &format!("{}-1", u64::MAX),
        &format!(
            "N γ {} 1 S {}: row 1 {}→1",
            u64::MAX,
            u64::MAX - 1,
            u64::MAX
        ),
    );
    // {1, 3, 5}: parity; every take from either row wins.
    check(
        &normal(set(&[1, 3, 5])),
        &format!("{E18}-{}", E18 + 1),
        &format!(
            "N γ 0 1 S 1: row 1 {E18}→{}, row 1 {E18}→{}, row 1 {E18}→{}, row 2 {}→{E18}, row 2 {}→{}, row 2 {}→{}",
            E18 - 1,
            E18 - 3,
            E18 - 5,
            E18 + 1,
            E18 + 1,
            E18 - 2,
            E18 + 1,
            E18 - 4
        ),
    );
    // {2, 5, 7} has period 22 from 0: 10^18 = 12 rem 22, and γ(12) = γ(12 + 22).
    let f = GrundyFn::new(&set(&[2, 5, 7]));
    assert_eq!(f.value(E18), f.value(12));
    // Misère, unrestricted: one large row and two single sticks: leave one stick.
    check(
        &Rules::misere(),
        &big("1-1"),
        &format!("N γ {E18} 1 1 S {E18}: row 1 {E18}→1"),
    );
    // Misère with restricted moves is solved exactly only while small: here it gives up at
    // once, with the normal-play values still shown.
    let p = rows(&big("5"));
    let a = analyze(&misere(Take::UpTo(3)), &p);
    assert_eq!(render(&p, &a), "? γ 0 1 S 1");
    assert!(matches!(a.method, Method::TooLarge { .. }));
}

#[test]
fn methods_name_the_theory() {
    let p = rows("7-5-3-1");
    assert_eq!(analyze(&Rules::nim(), &p).method, Method::Bouton);
    assert_eq!(
        analyze(&normal(Take::UpTo(2)), &p).method,
        Method::SpragueGrundy
    );
    assert_eq!(analyze(&Rules::misere(), &p).method, Method::MisereRule);
    assert!(
        matches!(analyze(&misere(Take::UpTo(2)), &p).method, Method::ExactSolver { states } if states > 0)
    );
    // "Take up to 10" with rows of at most 10 is plain Nim: the misère rule applies.
    assert_eq!(
        analyze(&misere(Take::UpTo(10)), &p).method,
        Method::MisereRule
    );
}

//! The steps of every topic on the sources' worked examples, and walks of every topic under
//! the sample rule sets.

use super::record::lines;
use super::*;
use nimlab_core::explain::record::GameRecord;
use nimlab_core::misere::Solve;

fn at(rows: &[u64], rules: Rules, topic: Topic) -> Vec<Step> {
    steps(topic, &rules, &Position::new(rows.to_vec()), &[], 0, None)
}

fn msgs(steps: &[Step]) -> Vec<&StepMsg> {
    steps.iter().map(|s| &s.msg).collect()
}

fn answers(steps: &[Step]) -> Vec<&StepMsg> {
    steps.iter().filter_map(|s| s.answer.as_ref()).collect()
}

fn mv(row: usize, take: u64) -> Move {
    Move { row, take }
}

#[test]
fn a_record_line_after_a_mistake_lists_the_winning_rows_instead() {
    // 3-4-9: row 3 takes 2 (to 3-4-7, a P-position), row 2 takes 1 (3-3-7), then row 1
    // takes 3: 3 ⊕ 3 ⊕ 7 = 7, so only 7 → 0 in row 3 wins, and 3 → 0 is a mistake.
    let moves = [mv(2, 2), mv(1, 1), mv(0, 3)];
    let l = lines(&Rules::nim(), &Position::new(vec![3, 4, 9]), &moves, 1);
    let check = |line: &Line, played_wins: bool, others: &[usize]| {
        assert_eq!(
            (line.played_wins, line.others.as_slice()),
            (played_wins, others),
            "{:?}",
            line.rows
        );
    };
    check(&l[0], true, &[]);
    check(&l[1], false, &[]);
    check(&l[2], false, &[2]);
    // A mistake in the winning row still names that row: 3-3-7, row 3 takes 3.
    let l = lines(&Rules::nim(), &Position::new(vec![3, 3, 7]), &[mv(2, 3)], 1);
    check(&l[0], false, &[2]);
    // A winning move beside others: 22-5-13-27 (S = 5) is won from rows 1, 2 and 3.
    let l = lines(
        &Rules::nim(),
        &Position::new(vec![22, 5, 13, 27]),
        &[mv(0, 3)],
        1,
    );
    check(&l[0], true, &[1, 2]);
}

#[test]
fn explanations_never_wait_for_a_long_solve() {
    let rules = Rules {
        ending: Ending::Misere,
        take: Take::UpTo(3),
    };
    let restricted = |s: &[Step]| {
        s.iter().find_map(|s| match s.msg {
            StepMsg::MisereRestricted { outcome, unknown } => Some((outcome, unknown)),
            _ => None,
        })
    };
    // Small rows are solved within the explanation's budget.
    let small = at(&[3, 4, 5], rules.clone(), Topic::Misere);
    assert!(matches!(restricted(&small), Some((Some(_), None))));
    // About 1.5 million positions: being solved beside the board, not called too large.
    let large = [25, 26, 27, 28, 29, 30];
    let s = at(&large, rules.clone(), Topic::Misere);
    assert_eq!(restricted(&s), Some((None, Some(Unknown::Solving))));
    // In a normal-play game nothing solves its misère version.
    let normal = Rules {
        ending: Ending::Normal,
        take: Take::UpTo(3),
    };
    let s = at(&[24, 26, 27, 28, 29, 30], normal, Topic::Misere);
    assert_eq!(restricted(&s), Some((None, Some(Unknown::NotHere))));
    // Far beyond the solver's limit: too large.
    let s = at(
        &[1_000_000_000, 1_000_000_000],
        rules.clone(),
        Topic::Misere,
    );
    assert_eq!(restricted(&s), Some((None, Some(Unknown::TooLarge))));
    // The demo game of an unsolved position says why it shows no moves.
    let s = at(&large, rules.clone(), Topic::Record);
    assert!(matches!(
        s[0].msg,
        StepMsg::RecordDemo { unsolved: true, .. }
    ));
    // The record of a game on the large rows leaves the statuses it cannot afford unknown.
    let moves = [mv(0, 1), mv(1, 2)];
    let s = steps(
        Topic::Record,
        &rules,
        &Position::new(large.to_vec()),
        &moves,
        2,
        None,
    );
    let statuses: Vec<_> = s
        .iter()
        .filter_map(|s| match s.msg {
            StepMsg::RecordMove { status, .. } => Some(status),
            _ => None,
        })
        .collect();
    assert_eq!(statuses, [None, None]);
    // Once the play page has solved a position, its explanation has the outcome.
    let mut job = Solve::new(&rules, &Position::new(large.to_vec()));
    while job.step(1_000_000).is_none() {}
    let s = at(&large, rules, Topic::Misere);
    assert!(matches!(restricted(&s), Some((Some(_), None))));
}

#[test]
fn every_topic_has_steps_for_every_kind_of_position() {
    let positions: [&[u64]; 8] = [
        &[22, 5, 13, 27],
        &[19, 5, 13, 27],
        &[1, 5],
        &[7, 4],
        &[4, 4],
        &[],
        &[0, 0],
        &[1_000_000, 999_999, 3],
    ];
    for rows in positions {
        for r in &sample_rules() {
            for topic in Topic::ALL {
                let s = at(rows, r.clone(), topic);
                assert!(!s.is_empty(), "{topic:?} on {rows:?} under {r:?}");
                for step in &s {
                    assert!(
                        step.highlight.rows.iter().all(|&i| i < rows.len()),
                        "{topic:?} {rows:?}"
                    );
                    for m in &step.highlight.moves {
                        assert!(
                            m.take >= 1 && m.take <= rows[m.row],
                            "{topic:?} {rows:?} {m:?}"
                        );
                    }
                    // The arithmetic on screen is right whatever the step says.
                    if let Some(Figure::Xor { terms, result, .. }) = &step.figure {
                        let x = terms.iter().fold(0, |a, &(_, v)| a ^ v);
                        assert_eq!(x, result.1, "{topic:?} {rows:?} {r:?} {:?}", step.msg);
                    }
                }
            }
        }
    }
}

/// The normal-play explanations of a misère game stay with normal play from the first
/// step to the last, which says whether misère play agrees (S7 of the German record, 1-5,
/// is case B; 1-1-1 is case Cu, a P-position in misère play but not in normal play).
#[test]
fn misere_games_get_normal_play_explanations_with_a_note_at_both_ends() {
    let s = at(&[1, 5], Rules::misere(), Topic::Bouton);
    assert_eq!(s[0].msg, StepMsg::MisereNormalNote);
    assert!(msgs(&s).contains(&&StepMsg::Check {
        row: 1,
        take: 4,
        after: vec![1, 1]
    }));
    assert_eq!(s.last().unwrap().msg, StepMsg::MisereNote { agrees: false });

    let s = at(&[1, 5], Rules::misere(), Topic::Columns);
    assert!(s.iter().any(|step| matches!(
        step.msg,
        StepMsg::LabStrategy {
            row: 1,
            n: 5,
            b: 1,
            take: 4,
            ..
        }
    )));
    let s = at(&[1, 1, 1], Rules::misere(), Topic::Columns);
    assert!(!msgs(&s).contains(&&StepMsg::LabStrategyP));
    let s = at(&[1, 1, 1], Rules::misere(), Topic::NimSum);
    assert!(answers(&s)
        .iter()
        .any(|a| matches!(a, StepMsg::VerdictN { .. })));
    assert_eq!(s.last().unwrap().msg, StepMsg::MisereNote { agrees: false });

    let s = at(&[22, 5, 13, 27], Rules::misere(), Topic::Proof);
    assert_eq!(s[0].msg, StepMsg::MisereNormalNote);
    assert_eq!(s.last().unwrap().msg, StepMsg::MisereNote { agrees: true });
    // Normal play itself has neither note.
    let s = at(&[1, 5], Rules::nim(), Topic::Bouton);
    assert!(!msgs(&s)
        .iter()
        .any(|m| matches!(m, StepMsg::MisereNormalNote | StepMsg::MisereNote { .. })));
}

#[test]
fn nim_sum_of_the_worked_example() {
    let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::NimSum);
    let a = answers(&s);
    assert!(a.contains(&&StepMsg::OnesAre {
        ones: vec![2, 2, 3, 2, 3]
    }));
    assert!(a.contains(&&StepMsg::ParitiesAre {
        odd: vec![false, false, true, false, true]
    }));
    assert!(a.contains(&&StepMsg::NimSumIs { value: 5, width: 5 }));
    assert!(a.contains(&&StepMsg::VerdictN {
        odd_weights: vec![4, 1],
        grundy: false
    }));
    assert!(msgs(&s).contains(&&StepMsg::XorRule {
        plain_sum: Some(67)
    }));
    let row1 = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::RowBinary { row: 0, .. }))
        .unwrap();
    assert_eq!(row1.highlight.rows, vec![0]);
    assert_eq!(row1.highlight.columns, vec![4, 2, 1]);
    let verdict = s.iter().find(|s| s.msg == StepMsg::VerdictQ).unwrap();
    assert_eq!(verdict.highlight.columns, vec![2, 0]);
}

#[test]
fn bouton_on_22_5_13_27_in_the_labs_notation() {
    let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::Bouton);
    let a = answers(&s);
    assert!(a.contains(&&StepMsg::EIs { value: 5, width: 5 }));
    assert!(msgs(&s).contains(&&StepMsg::TopBit {
        e: 5,
        width: 5,
        weight: 4
    }));
    assert!(a.contains(&&StepMsg::TopRowsA {
        rows: vec![0, 1, 2],
        weight: 4
    }));
    let targets: Vec<u64> = a
        .iter()
        .filter_map(|m| match m {
            StepMsg::BoutonRowA { b, .. } => Some(*b),
            _ => None,
        })
        .collect();
    assert_eq!(targets, [19, 0, 8, 30]);
    assert!(a.contains(&&StepMsg::CountA {
        moves: vec![mv(0, 3), mv(1, 5), mv(2, 5)],
        weight: 4
    }));
    let row4 = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::BoutonRowQ { row: 3, .. }))
        .unwrap();
    assert!(row4.highlight.moves.is_empty());
    assert_eq!(row4.highlight.columns, vec![2]);
    let last = s.last().unwrap();
    assert_eq!(
        last.msg,
        StepMsg::Check {
            row: 0,
            take: 3,
            after: vec![19, 5, 13, 27]
        }
    );
}

#[test]
fn bouton_tabulates_every_replacement_as_the_lab_handout_does() {
    // The handout's 3-4-9: E = 14, B = 13, 10, 7; each replacement gives E = 0, and only
    // 9 → 7 takes sticks.
    let s = at(&[3, 4, 9], Rules::nim(), Topic::Bouton);
    let table = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::ReplacementTable { .. }))
        .unwrap();
    assert_eq!(table.msg, StepMsg::ReplacementTable { moves: 1 });
    assert_eq!(table.highlight.moves, vec![mv(2, 2)]);
    let Some(Figure::Replacements { rows, e, width }) = &table.figure else {
        panic!("{:?}", table.figure)
    };
    assert_eq!((rows.as_slice(), *e, *width), ([3, 4, 9].as_slice(), 14, 4));
    let targets: Vec<u64> = rows.iter().map(|n| n ^ e).collect();
    assert_eq!(targets, [13, 10, 7]);
    // The last step is still the check of the winning move.
    assert!(matches!(
        s.last().unwrap().msg,
        StepMsg::Check {
            row: 2,
            take: 2,
            ..
        }
    ));
    // Five rows are too many for the table on a phone.
    let wide = at(&[1, 2, 4, 8, 17], Rules::nim(), Topic::Bouton);
    assert!(!wide
        .iter()
        .any(|s| matches!(s.msg, StepMsg::ReplacementTable { .. })));
}

#[test]
fn bouton_on_a_p_position_says_every_move_loses() {
    let s = at(&[19, 5, 13, 27], Rules::nim(), Topic::Bouton);
    assert_eq!(s[0].answer, Some(StepMsg::EIs { value: 0, width: 5 }));
    assert_eq!(s[1].msg, StepMsg::EZero { grundy: false });
    assert_eq!(
        s[2].msg,
        StepMsg::EZeroExample {
            row: 0,
            take: 1,
            after: vec![18, 5, 13, 27],
            t: 1
        }
    );
    assert_eq!(s.len(), 3);
}

#[test]
fn bouton_under_take_1_or_2_uses_grundy_values_and_finds_the_raising_move() {
    let s = at(
        &[7, 5, 3, 1],
        Rules {
            ending: Ending::Normal,
            take: Take::UpTo(2),
        },
        Topic::Bouton,
    );
    assert!(matches!(
        s[0].msg,
        StepMsg::Restricted {
            count_xor: 0,
            grundy_xor: 2,
            ..
        }
    ));
    let a = answers(&s);
    assert!(a.contains(&&StepMsg::GrundyRowA {
        row: 1,
        g: 2,
        r: 0,
        takes: vec![2]
    }));
    assert!(a.contains(&&StepMsg::GrundyRowA {
        row: 2,
        g: 0,
        r: 2,
        takes: vec![1]
    }));
    assert!(a.contains(&&StepMsg::GrundyRowA {
        row: 0,
        g: 1,
        r: 3,
        takes: vec![]
    }));
    assert!(a.contains(&&StepMsg::GrundyCountA {
        moves: vec![mv(1, 2), mv(2, 1)],
        raising: 1
    }));
}

#[test]
fn the_proof_with_live_numbers() {
    let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::Proof);
    let m = msgs(&s);
    assert!(m.contains(&&StepMsg::ProofTExample {
        row: 0,
        a: 22,
        b: 21,
        s: 5,
        after: vec![21, 5, 13, 27],
        grundy: None
    }));
    assert!(m.contains(&&StepMsg::Lemma1Example {
        here: false,
        position: vec![19, 5, 13, 27],
        row: 0,
        a: 19,
        b: 18,
        grundy: None
    }));
    assert!(m.contains(&&StepMsg::Lemma2Example {
        s: 5,
        weight: 4,
        row: 0,
        a: 22,
        grundy: None
    }));
    assert!(answers(&s).contains(&&StepMsg::Lemma2Move {
        row: 0,
        a: 22,
        b: 19,
        take: 3
    }));
    assert_eq!(
        s.last().unwrap().msg,
        StepMsg::ProofEnd { s: 5, stuck: false }
    );
    let t = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::ProofTExample { .. }))
        .unwrap();
    assert_eq!(t.answer, Some(StepMsg::TIs { t: 5 ^ 22 ^ 21 }));
    let p = at(&[19, 5, 13, 27], Rules::nim(), Topic::Proof);
    assert!(msgs(&p).contains(&&StepMsg::Lemma2NotHere));
    let l1 = p
        .iter()
        .find(|s| matches!(s.msg, StepMsg::Lemma1Example { .. }))
        .unwrap();
    assert_eq!(l1.answer, Some(StepMsg::TIs { t: 1 }));
    assert_eq!(l1.highlight.moves, vec![mv(0, 1)]);
}

/// Whether the player to move wins, by trying every move (small positions only).
fn wins_by_search(rules: &Rules, pos: &Position) -> bool {
    let moves = pos.legal_moves(rules);
    if moves.is_empty() {
        return rules.ending == Ending::Misere;
    }
    moves.into_iter().any(|m| {
        let next = pos.after(pos.check(rules, m).expect("a legal move"));
        !wins_by_search(rules, &next)
    })
}

#[test]
fn mirror_under_misere_play_agrees_with_a_search() {
    let set = |c: &[u64]| Take::Set(nimlab_core::SubtractionSet::new(c.iter().copied()).unwrap());
    let families = [Take::Any, Take::UpTo(2), set(&[1, 3]), set(&[2, 3])];
    let mut positions: Vec<Vec<u64>> = Vec::new();
    for a in 0..=6 {
        for b in 0..=6 {
            positions.push(vec![a, b]);
        }
    }
    for a in 0..=3 {
        for b in 0..=3 {
            positions.push(vec![a, a, b, b]);
        }
    }
    for take in families {
        for ending in [Ending::Normal, Ending::Misere] {
            let rules = Rules {
                ending,
                take: take.clone(),
            };
            for rows in &positions {
                let pos = Position::new(rows.clone());
                let wins = wins_by_search(&rules, &pos);
                let says = |claim: bool, step: &Step| {
                    assert_eq!(claim, wins, "{rows:?} {rules:?}: {:?}", step.msg);
                };
                for step in at(rows, rules.clone(), Topic::Mirror) {
                    match &step.msg {
                        StepMsg::MirrorEqual { .. } | StepMsg::MirrorPairs { .. } => {
                            says(false, &step)
                        }
                        StepMsg::MirrorUnequalQ { .. } | StepMsg::MirrorMisere { now: true } => {
                            says(true, &step)
                        }
                        StepMsg::MirrorRestricted { outcome, .. } => {
                            says(*outcome == Outcome::N, &step)
                        }
                        StepMsg::MirrorMisereRestricted { outcome } => {
                            says(*outcome == Some(Outcome::N), &step)
                        }
                        _ => {}
                    }
                    // Every move a step points at wins.
                    for &m in &step.highlight.moves {
                        if matches!(step.msg, StepMsg::MirrorCopy { .. }) {
                            continue; // the opponent's move and its copy
                        }
                        let next = pos.after(pos.check(&rules, m).expect("a legal move"));
                        assert!(
                            !wins_by_search(&rules, &next),
                            "{rows:?} {rules:?}: {m:?} in {:?}",
                            step.msg
                        );
                    }
                }
            }
        }
    }
    // Misère pairs with a large row: P, with the misère ending of the copying told.
    let s = at(&[1, 1, 3, 3], Rules::misere(), Topic::Mirror);
    assert!(s
        .iter()
        .any(|s| matches!(s.msg, StepMsg::MirrorPairs { misere: true, .. })));
    // The reviewer's cases: misère 4-1 takes the whole larger row, not the difference.
    let s = at(&[4, 1], Rules::misere(), Topic::Mirror);
    assert_eq!(s.last().unwrap().msg, StepMsg::MirrorMisere { now: true });
    assert_eq!(s.last().unwrap().highlight.moves, vec![mv(0, 4)]);
}

#[test]
fn mirror_on_two_rows_and_on_others() {
    let s = at(&[7, 4], Rules::nim(), Topic::Mirror);
    assert!(answers(&s).contains(&&StepMsg::MirrorUnequalA {
        row: 0,
        take: 3,
        left: 4
    }));
    let q = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::MirrorUnequalQ { .. }))
        .unwrap();
    assert_eq!(q.highlight.moves, vec![mv(0, 3)]);
    let s = at(&[0, 5, 0, 5], Rules::nim(), Topic::Mirror);
    assert_eq!(
        s[0].msg,
        StepMsg::MirrorIntro {
            rows: [1, 3],
            counts: [5, 5]
        }
    );
    assert!(msgs(&s).contains(&&StepMsg::MirrorEqual {
        n: 5,
        misere: false
    }));
    let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::Mirror);
    assert_eq!(
        msgs(&s),
        [
            &StepMsg::MirrorNotTwo { nonempty: 4 },
            &StepMsg::MirrorExample {
                rows: [0, 1],
                counts: [22, 5]
            }
        ]
    );
    let s = at(&[3, 5, 3, 5], Rules::nim(), Topic::Mirror);
    assert_eq!(
        s[1].msg,
        StepMsg::MirrorPairs {
            pairs: vec![(0, 2), (1, 3)],
            misere: false
        }
    );
}

/// The column topic's strategy step.
fn lab_strategy(s: &[Step]) -> &StepMsg {
    &s.iter()
        .find(|s| matches!(s.msg, StepMsg::LabStrategy { .. }))
        .unwrap()
        .msg
}

/// A misère game with restricted moves: the normal-play topics end on misère's own exact
/// verdict, which may differ (3-3-4 taking 1 or 2: N by the Grundy values, P under misère).
#[test]
fn restricted_misere_topics_end_on_the_games_own_verdict() {
    let rules = Rules {
        ending: Ending::Misere,
        take: Take::UpTo(2),
    };
    for topic in [Topic::NimSum, Topic::Bouton, Topic::Proof, Topic::Columns] {
        let s = at(&[3, 3, 4], rules.clone(), topic);
        assert_eq!(
            s.last().unwrap().msg,
            StepMsg::MisereRestrictedVerdict {
                normal: Outcome::N,
                misere: Some(Outcome::P),
            },
            "{topic:?}"
        );
    }
    let s = at(
        &[1, 1],
        Rules {
            ending: Ending::Misere,
            take: Take::UpTo(2),
        },
        Topic::NimSum,
    );
    assert!(matches!(
        s.last().unwrap().msg,
        StepMsg::MisereRestrictedVerdict {
            misere: Some(_),
            ..
        }
    ));
}

/// Under restricted moves the verdict is Sprague–Grundy's, not Bouton's; the proof's game
/// may end before the board is empty where a single stick cannot be taken (take 2 or 3
/// leaves single sticks; take 1 or 2 ends on the empty board); and its figures name a
/// row's value after the move γ(Bₖ), as Bₖ is a count.
#[test]
fn restricted_moves_speak_of_grundy_values() {
    let (take_1_2, take_2_3) = (
        Rules {
            ending: Ending::Normal,
            take: Take::UpTo(2),
        },
        Rules {
            ending: Ending::Normal,
            take: Take::Set(nimlab_core::SubtractionSet::new([2, 3]).unwrap()),
        },
    );
    let s = at(&[7, 5, 3, 1], take_1_2.clone(), Topic::NimSum);
    assert!(answers(&s)
        .iter()
        .any(|a| matches!(a, StepMsg::VerdictN { grundy: true, .. })));
    for (rows, rules, stuck) in [
        (&[7, 5, 3, 1][..], take_1_2, false),
        (&[5, 4, 1][..], take_2_3, true),
    ] {
        let p = at(rows, rules, Topic::Proof);
        assert_eq!(
            matches!(p.last().unwrap().msg, StepMsg::ProofEnd { stuck: true, .. }),
            stuck,
            "{rows:?}"
        );
        let figures: Vec<&Figure> = p.iter().filter_map(|s| s.figure.as_ref()).collect();
        assert!(!figures.is_empty());
        for figure in figures {
            if let Figure::Xor { terms, result, .. } = figure {
                assert!(
                    terms
                        .iter()
                        .chain([result])
                        .all(|(sym, _)| !matches!(sym, Sym::B(_))),
                    "{rows:?}: {figure:?}"
                );
            }
        }
    }
    let p = at(&[22, 5, 13, 27], Rules::nim(), Topic::Proof);
    assert!(matches!(
        p.last().unwrap().msg,
        StepMsg::ProofEnd { stuck: false, .. }
    ));
}

/// Bouton's check shows the position after the winning move, judged under normal play as
/// the explanation's verdicts are, also in a misère game (1-1-1 → 0-1-1 is N under misère).
#[test]
fn boutons_check_shows_the_position_under_normal_play() {
    for rules in [Rules::nim(), Rules::misere()] {
        let s = at(&[1, 1, 1], rules, Topic::Bouton);
        let check = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::Check { .. }))
            .expect("a check step");
        let shown = check.shows.as_ref().expect("the position checked");
        assert_eq!(shown.ending, Ending::Normal);
        assert_eq!(shown.rows.iter().fold(0, |x, r| x ^ r), 0);
    }
}

/// The explanations of a position without a move begin by saying so.
#[test]
fn a_position_without_a_move_is_named_first() {
    for topic in [Topic::NimSum, Topic::Bouton, Topic::Proof, Topic::Columns] {
        let s = at(&[0, 0, 0], Rules::nim(), topic);
        assert_eq!(
            s[0].msg,
            StepMsg::NoMoveHere {
                ending: Ending::Normal
            },
            "{topic:?}"
        );
    }
    let two_or_three = Rules {
        ending: Ending::Misere,
        take: Take::Set(nimlab_core::SubtractionSet::new([2, 3]).unwrap()),
    };
    let s = at(&[1, 1], two_or_three, Topic::NimSum);
    assert_eq!(
        s[0].msg,
        StepMsg::NoMoveHere {
            ending: Ending::Misere
        }
    );
    let s = at(&[1, 2], Rules::nim(), Topic::NimSum);
    assert!(!s
        .iter()
        .any(|s| matches!(s.msg, StepMsg::NoMoveHere { .. })));
}

/// A link to a board where no move is possible: nobody made a last move.
#[test]
fn a_record_without_a_move_says_who_cannot_move() {
    let s = at(&[0, 0, 0], Rules::nim(), Topic::Record);
    assert!(s.iter().any(|s| s.msg
        == StepMsg::RecordNoMove {
            to_move: Who::Player(1),
            ending: Ending::Normal
        }));
    assert!(!s.iter().any(|s| matches!(
        s.msg,
        StepMsg::RecordEnd {
            winner: Some(_),
            ..
        }
    )));
    let ones = Rules {
        ending: Ending::Misere,
        take: Take::Set(nimlab_core::SubtractionSet::new([2, 3]).unwrap()),
    };
    let s = at(&[1, 1], ones, Topic::Record);
    assert!(s.iter().any(|s| s.msg
        == StepMsg::RecordNoMove {
            to_move: Who::Player(1),
            ending: Ending::Misere
        }));
}

#[test]
fn columns_follow_the_labs_cases() {
    let s = at(&[3, 4, 9], Rules::nim(), Topic::Columns);
    // 0011, 0100, 1001: columns 8, 4, 2, 1 hold 1, 1, 1, 2 ones.
    let ones: Vec<usize> = answers(&s)
        .iter()
        .filter_map(|m| match m {
            StepMsg::LabColumnA { ones, .. } => Some(*ones),
            _ => None,
        })
        .collect();
    assert_eq!(ones, [1, 1, 1, 2]);
    // E = 1110: the lab's table changes row 3, 1001 → 0111.
    assert_eq!(
        lab_strategy(&s),
        &StepMsg::LabStrategy {
            row: 2,
            n: 9,
            b: 7,
            weights: vec![8, 4, 2],
            take: 2,
            grundy: false,
        }
    );
}

#[test]
fn misere_with_odd_counts_is_decided_by_the_parity_of_the_total() {
    let rules = Rules {
        ending: Ending::Misere,
        take: Take::Set(nimlab_core::SubtractionSet::new([1, 3, 5]).unwrap()),
    };
    // Far beyond the exact solver: 1,999,999 sticks, odd, a P-position.
    let s = at(&[1_000_000, 999_999], rules.clone(), Topic::Misere);
    assert_eq!(
        msgs(&s)[1],
        &StepMsg::MisereParity {
            total: 1_999_999,
            outcome: Outcome::P
        }
    );
    // An even total: N, and every move is marked as winning.
    let s = at(&[4, 2], rules, Topic::Misere);
    assert_eq!(
        msgs(&s)[1],
        &StepMsg::MisereParity {
            total: 6,
            outcome: Outcome::N
        }
    );
    assert_eq!(s[1].highlight.moves.len(), 3); // 4 − 1, 4 − 3, 2 − 1
}

#[test]
fn restricted_moves_get_legal_examples_that_follow_the_rule_stated() {
    let take_1_to_3 = Rules {
        ending: Ending::Normal,
        take: Take::UpTo(3),
    };
    // γ = 2, 1, 1, 3 (counts mod 4): nim-sum 1. Row 1's winning move raises 2 to 3; the
    // step's rule (a 1 in the highest odd column) names a lowering move: row 2, 1 → 0.
    let s = at(&[22, 5, 13, 27], take_1_to_3.clone(), Topic::Columns);
    assert_eq!(
        lab_strategy(&s),
        &StepMsg::LabStrategy {
            row: 1,
            n: 1,
            b: 0,
            weights: vec![1],
            take: 1,
            grundy: true,
        }
    );
    // No two of 22-5-13-27 differ by 1 to 3: the example is left out rather than shown
    // with an illegal move ("take 17").
    let s = at(&[22, 5, 13, 27], take_1_to_3.clone(), Topic::Mirror);
    assert_eq!(msgs(&s), [&StepMsg::MirrorNotTwo { nonempty: 4 }]);
    let s = at(&[22, 5, 7, 27], take_1_to_3, Topic::Mirror);
    assert_eq!(
        s[1].msg,
        StepMsg::MirrorExample {
            rows: [1, 2],
            counts: [5, 7]
        }
    );
}

#[test]
fn misere_departs_at_once_on_1_5_and_later_on_marienbad() {
    let s = at(&[1, 5], Rules::misere(), Topic::Misere);
    assert!(answers(&s).contains(&&StepMsg::MisereCaseA {
        case: MisereCase::B
    }));
    let d = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::Departure { .. }))
        .unwrap();
    assert_eq!(
        d.msg,
        StepMsg::Departure {
            index: 0,
            before: vec![1, 5],
            normal: vec![mv(1, 4)],
            misere: vec![mv(1, 5)]
        }
    );
    assert_eq!(d.highlight.moves, vec![mv(1, 5)]);
    assert_eq!(d.highlight.rows, vec![1]);

    let s = at(&[1, 3, 5, 7], Rules::misere(), Topic::Misere);
    assert!(answers(&s).contains(&&StepMsg::MisereCaseA {
        case: MisereCase::A
    }));
    let d = s
        .iter()
        .find(|s| matches!(s.msg, StepMsg::Departure { .. }))
        .unwrap();
    // The loser empties 7, the winner answers 5 → 2, the loser empties 3: 1-0-2-0.
    assert_eq!(
        d.msg,
        StepMsg::Departure {
            index: 3,
            before: vec![1, 0, 2, 0],
            normal: vec![mv(2, 1)],
            misere: vec![mv(2, 2)]
        }
    );
    // The board shows the departure's position, with misère's move marked.
    assert_eq!(
        d.shows.as_ref().map(|s| &s.rows[..]),
        Some(&[1, 0, 2, 0][..])
    );
    assert_eq!(d.shows.as_ref().map(|s| s.ending), Some(Ending::Misere));
    assert_eq!(d.highlight.moves, vec![mv(2, 2)]);
}

#[test]
fn the_german_record_with_both_endings() {
    let s = at(&GERMAN_START, Rules::nim(), Topic::Record);
    assert_eq!(s[0].msg, StepMsg::GermanIntro);
    let moves: Vec<(Label, Who, Move)> = s
        .iter()
        .filter_map(|s| match &s.msg {
            StepMsg::RecordMove {
                label, who, played, ..
            } => Some((*label, *who, *played)),
            _ => None,
        })
        .collect();
    assert_eq!(moves.len(), 9);
    assert_eq!(moves[0], (Label::S(1), Who::A, mv(0, 3)));
    assert_eq!(moves[1], (Label::S(2), Who::B, mv(3, 27)));
    assert_eq!(moves[6], (Label::S(7), Who::A, mv(1, 4)));
    assert_eq!(moves[8], (Label::S(7), Who::A, mv(1, 5)));
    assert_eq!(
        s[1].answer,
        Some(StepMsg::RecordVerdict(Verdict::Winning {
            others: vec![mv(1, 5), mv(2, 5)]
        }))
    );
    // S1 is the position on screen; S2 is shown on the board while its step is open.
    assert_eq!(s[1].highlight.moves, vec![mv(0, 3)]);
    assert_eq!(s[1].shows, None);
    assert_eq!(s[2].highlight.moves, vec![mv(3, 27)]);
    assert_eq!(
        s[2].shows,
        Some(Shown {
            rows: vec![19, 5, 13, 27],
            ending: Ending::Normal
        })
    );
    assert_eq!(s[2].answer, Some(StepMsg::RecordVerdict(Verdict::Forced)));
    assert!(s.iter().any(|s| s.msg
        == StepMsg::GermanPart {
            position: vec![1, 5, 0, 0]
        }));
    // The misère ending's last step shows S8 under misère play (a P-position there).
    let end = s.last().unwrap();
    assert_eq!(
        end.msg,
        StepMsg::GermanEnd {
            ending: Ending::Misere
        }
    );
    assert_eq!(
        end.shows,
        Some(Shown {
            rows: vec![1, 0, 0, 0],
            ending: Ending::Misere
        })
    );
}

#[test]
fn a_game_against_the_computer_names_it() {
    let who_moved = |s: &Step| match &s.msg {
        StepMsg::RecordMove { who, .. } => Some(*who),
        _ => None,
    };
    // The computer plays second: moves 2 and 4 are its own; misère, so the one who takes
    // the last stick (the person, move 3) loses.
    let start = Position::new([1, 2]);
    let moves = [mv(1, 1), mv(1, 1), mv(0, 1)];
    let rules = Rules {
        ending: Ending::Misere,
        take: Take::Any,
    };
    let s = steps(Topic::Record, &rules, &start, &moves, 3, Some(2));
    let named: Vec<_> = s.iter().filter_map(who_moved).collect();
    assert_eq!(named, [Who::You(1), Who::Computer(2), Who::You(1)]);
    let end = s.iter().find_map(|s| match &s.msg {
        StepMsg::RecordEnd {
            winner,
            loser,
            to_move,
            ..
        } => Some((*winner, *loser, *to_move)),
        _ => None,
    });
    assert_eq!(
        end,
        Some((Some(Who::Computer(2)), Some(Who::You(1)), Who::Computer(2)))
    );
    // The computer first: it made move 1.
    let s = steps(
        Topic::Record,
        &Rules::nim(),
        &start,
        &moves[..2],
        2,
        Some(1),
    );
    let named: Vec<_> = s.iter().filter_map(who_moved).collect();
    assert_eq!(named, [Who::Computer(1), Who::You(2)]);
    // Before any move, the line of perfect play is no game the computer played.
    let s = steps(Topic::Record, &Rules::nim(), &start, &[], 0, Some(2));
    let named: Vec<_> = s.iter().filter_map(who_moved).collect();
    assert!(!named.is_empty());
    assert!(
        named.iter().all(|w| matches!(w, Who::Player(_))),
        "{named:?}"
    );
    // Two people: numbers only.
    let s = steps(Topic::Record, &Rules::nim(), &start, &moves[..2], 2, None);
    let named: Vec<_> = s.iter().filter_map(who_moved).collect();
    assert_eq!(named, [Who::Player(1), Who::Player(2)]);
}

#[test]
fn a_game_against_the_computer_is_yours_to_its_end() {
    // 3-4-5, the screen two moves back: the commentary is the whole record, as the record's
    // table is (Redo replays the rest), and addresses you.
    let start = Position::new([3, 4, 5]);
    let moves = [mv(0, 2), mv(2, 1), mv(1, 1), mv(2, 2)];
    let s = steps(Topic::Record, &Rules::nim(), &start, &moves, 2, Some(2));
    assert_eq!(
        s[0].msg,
        StepMsg::RecordOwn {
            moves: 4,
            start: vec![3, 4, 5],
            you: true
        }
    );
    // 1-3-2 is a P-position, and you are to move.
    assert!(s.iter().any(|s| s.msg
        == StepMsg::RecordEnd {
            winner: None,
            loser: None,
            ending: Ending::Normal,
            to_move: Who::You(1),
            status: Some(Outcome::P),
        }));
}

#[test]
fn a_played_game_is_commented_move_by_move() {
    let start = Position::new([3, 4, 5]);
    let moves = [mv(0, 1), mv(2, 5), mv(1, 4)];
    let s = steps(Topic::Record, &Rules::nim(), &start, &moves, 3, None);
    assert_eq!(
        s[0].msg,
        StepMsg::RecordOwn {
            moves: 3,
            start: vec![3, 4, 5],
            you: false
        }
    );
    // 3-4-5 has nim-sum 2: the winning move is 3 → 1, so taking 1 from row 1 is a mistake.
    assert_eq!(
        s[1].answer,
        Some(StepMsg::RecordVerdict(Verdict::Mistake {
            best: vec![mv(0, 2)]
        }))
    );
    assert!(matches!(&s[4].msg, StepMsg::RecordEnd { winner: None, .. }));
    // Only positions with two large rows were met: the two rules never part.
    assert_eq!(s.last().unwrap().msg, StepMsg::NoDeparture);

    // The German game played by hand: misère departs before move 7, at 1-5-0-0.
    let german = GameRecord::german(Ending::Normal);
    let s = steps(
        Topic::Record,
        &Rules::nim(),
        &german.start,
        &german.moves,
        german.moves.len(),
        None,
    );
    let last = s.last().unwrap();
    assert_eq!(
        last.msg,
        StepMsg::Departure {
            index: 6,
            before: vec![1, 5, 0, 0],
            normal: vec![mv(1, 4)],
            misere: vec![mv(1, 5)]
        }
    );
    assert!(matches!(
        &s[10].msg,
        StepMsg::RecordEnd {
            winner: Some(Who::Player(1)),
            ..
        }
    ));
    // The board stays with the game at the introduction (which a game goes on under), then
    // shows each move's position with the move marked; the end is the position on screen.
    assert_eq!(s[0].shows, None);
    assert_eq!(
        s[9].shows.as_ref().map(|s| &s.rows[..]),
        Some(&[1, 0, 0, 0][..])
    );
    assert_eq!(s[9].highlight.moves, vec![mv(0, 1)]);
    assert_eq!(s[10].shows, None);
    let s = steps(
        Topic::Record,
        &Rules::nim(),
        &german.start,
        &german.moves,
        2,
        None,
    );
    assert_eq!(s[3].highlight.moves, vec![mv(0, 11)]);
    assert_eq!(s[3].shows, None);
}

/// Every step's highlight points into the position the board shows while the step is
/// open: the step's own position, or the one on screen.
#[test]
fn highlights_point_into_the_position_on_the_board() {
    let rule_sets = [
        Rules::nim(),
        Rules::misere(),
        Rules {
            ending: Ending::Normal,
            take: Take::UpTo(3),
        },
        Rules {
            ending: Ending::Misere,
            take: Take::UpTo(2),
        },
        Rules {
            ending: Ending::Normal,
            take: Take::Set(nimlab_core::SubtractionSet::new([1, 3, 4]).unwrap()),
        },
    ];
    let positions: [&[u64]; 7] = [
        &[1, 3, 5, 7],
        &[3, 4, 9],
        &[7, 4],
        &[5, 5],
        &[1, 5],
        &[22, 5, 13, 27],
        &[0, 2, 1],
    ];
    let mut shown = 0;
    for rules in &rule_sets {
        for rows in positions {
            let start = Position::new(rows.to_vec());
            // No moves yet, and a game of perfect play stopped after two moves.
            let line = demo_line(rules, &start, 2);
            for (moves, cursor) in [(&[][..], 0), (&line[..], line.len()), (&line[..], 0)] {
                let screen = replay(rules, &start, &moves[..cursor]);
                for topic in Topic::ALL {
                    for (k, step) in steps(topic, rules, &start, moves, cursor, None)
                        .iter()
                        .enumerate()
                    {
                        let board = step
                            .shows
                            .as_ref()
                            .map_or(screen.rows.clone(), |s| s.rows.clone());
                        let why = format!("{topic:?} step {} at {screen:?} under {rules:?}", k + 1);
                        assert_ne!(
                            step.shows.as_ref().map(|s| &s.rows),
                            Some(&screen.rows),
                            "{why}"
                        );
                        assert_eq!(board.len(), screen.rows.len(), "{why}");
                        shown += usize::from(step.shows.is_some());
                        for &row in &step.highlight.rows {
                            assert!(row < board.len(), "{why}");
                        }
                        for m in &step.highlight.moves {
                            assert!(
                                m.take >= 1
                                    && board.get(m.row).is_some_and(|&n| m.take <= n)
                                    && rules.take.allows(m.take),
                                "{why}: {m:?} on {board:?}"
                            );
                        }
                    }
                }
            }
        }
    }
    assert!(shown > 100, "{shown}");
}

#[test]
fn demo_lines_are_short_and_legal() {
    let line = demo_line(&Rules::nim(), &Position::new([19, 5, 13, 27]), MAX_LINE);
    assert!(line.len() <= 12, "{line:?}");
    let line = demo_line(
        &Rules {
            ending: Ending::Normal,
            take: Take::UpTo(1),
        },
        &Position::new([1_000_000]),
        MAX_LINE,
    );
    assert_eq!(line.len(), MAX_LINE);
}

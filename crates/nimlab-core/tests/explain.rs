//! The explanations as data, checked against the numbers of the source texts
//! (`shared/seeds/`) and, by property tests, against brute force.

use nimlab_core::analysis::{analyze, Outcome};
use nimlab_core::exercise::{round, Answer, Kind, Question, Task};
use nimlab_core::explain::bouton::{bouton, lemma2, move_proof, Lemma2Choice, MoveProof};
use nimlab_core::explain::columns::{columns, columns_at_least, ColumnCase, Parity};
use nimlab_core::explain::exercise::{exercise_steps, ExerciseStep, RowMove};
use nimlab_core::explain::mirror::{mirror, mirror_reply, MirrorError};
use nimlab_core::explain::misere::{departure, explain_misere, MisereAdvice};
use nimlab_core::explain::record::{annotate, german_record, GameRecord, Player, RecordError};
use nimlab_core::explain::sums::{target_moves, Direction, TargetError, TargetRow};
use nimlab_core::grundy::GrundyOption;
use nimlab_core::misere::MisereCase;
use nimlab_core::{Ending, Move, MoveError, Position, Rules, SubtractionSet, Take};
use proptest::prelude::*;
use std::collections::HashMap;
use std::fmt::Debug;

/// Every seed check goes through here, so a failure names its source and quantity.
#[track_caller]
fn check<T: PartialEq + Debug>(what: &str, got: T, want: T) {
    assert_eq!(got, want, "{what}");
}

fn mv(row: usize, take: u64) -> Move {
    Move { row, take }
}

fn pos(rows: &[u64]) -> Position {
    Position::new(rows)
}

// ---------------------------------------------------------------------------------------
// Binary columns

#[test]
fn columns_of_the_seeds() {
    use Parity::{Even as G, Odd as U};
    // (source, values, minimum width, column ones highest first, parities, nim-sum, lab cases)
    #[allow(clippy::type_complexity)]
    let table: [(&str, &[u64], u32, &[usize], &[Parity], u64, &[Option<u8>]); 5] = [
        (
            "German S1 = 22-5-13-27: 2-2-3-2-3, g-g-u-g-u",
            &[22, 5, 13, 27],
            1,
            &[2, 2, 3, 2, 3],
            &[G, G, U, G, U],
            5,
            &[Some(2), Some(2), Some(4), Some(2), Some(4)],
        ),
        (
            "German S2 = 19-5-13-27: 2-2-2-2-4, all g",
            &[19, 5, 13, 27],
            1,
            &[2, 2, 2, 2, 4],
            &[G, G, G, G, G],
            0,
            &[Some(2), Some(2), Some(2), Some(2), None],
        ),
        (
            "lab: 0011, 0100, 1001, E = 1110",
            &[3, 4, 9],
            4,
            &[1, 1, 1, 2],
            &[U, U, U, G],
            0b1110,
            &[Some(3), Some(3), Some(3), Some(2)],
        ),
        (
            "lab: 0011, 0100, 0111 after the move, E = 0000",
            &[3, 4, 7],
            4,
            &[0, 2, 2, 2],
            &[G, G, G, G],
            0,
            &[Some(1), Some(2), Some(2), Some(2)],
        ),
        (
            "lab: xor table 0101 0101 / 0011 0011 / 0000 1111 = 0110 1001",
            &[0b0101_0101, 0b0011_0011, 0b0000_1111],
            8,
            &[0, 1, 1, 2, 1, 2, 2, 3],
            &[G, U, U, G, U, G, G, U],
            0b0110_1001,
            &[
                Some(1),
                Some(3),
                Some(3),
                Some(2),
                Some(3),
                Some(2),
                Some(2),
                Some(4),
            ],
        ),
    ];
    for (source, values, width, ones, parities, nim_sum, lab) in table {
        let c = columns_at_least(values, width);
        check(
            source,
            c.columns.iter().map(|c| c.ones).collect::<Vec<_>>(),
            ones.to_vec(),
        );
        check(
            source,
            c.columns.iter().map(|c| c.parity).collect::<Vec<_>>(),
            parities.to_vec(),
        );
        check(
            source,
            c.columns.iter().map(|c| c.lab_case()).collect::<Vec<_>>(),
            lab.to_vec(),
        );
        check(source, c.nim_sum, nim_sum);
        check(source, c.width as usize, ones.len());
    }
}

#[test]
fn columns_show_bits_highest_first() {
    let c = columns(&[22, 5, 13, 27]);
    let rows: Vec<Vec<u8>> = c
        .rows
        .iter()
        .map(|r| r.bits.iter().map(|&b| u8::from(b)).collect())
        .collect();
    check(
        "German dual representations",
        rows,
        vec![
            vec![1, 0, 1, 1, 0],
            vec![0, 0, 1, 0, 1],
            vec![0, 1, 1, 0, 1],
            vec![1, 1, 0, 1, 1],
        ],
    );
    check(
        "weights 16 8 4 2 1",
        c.columns.iter().map(|c| c.weight).collect::<Vec<_>>(),
        vec![16, 8, 4, 2, 1],
    );
    check(
        "nim-sum bits 00101",
        c.nim_sum_bits,
        vec![false, false, true, false, true],
    );
    check(
        "cases",
        c.columns.iter().map(|c| c.case).collect::<Vec<_>>(),
        vec![
            ColumnCase::Even,
            ColumnCase::Even,
            ColumnCase::Odd,
            ColumnCase::Even,
            ColumnCase::Odd,
        ],
    );
    check(
        "at least one bit for all-zero rows",
        columns(&[0, 0]).width,
        1,
    );
    check("no rows", columns(&[]).nim_sum_bits, vec![false]);
    check(
        "64 bits at most",
        columns_at_least(&[u64::MAX], 100).width,
        64,
    );
}

// ---------------------------------------------------------------------------------------
// Bouton's construction and the proof

#[test]
fn bouton_on_the_seeds() {
    // (source, rows, E, ℓ, B_i, winning moves)
    #[allow(clippy::type_complexity)]
    let table: [(&str, &[u64], u64, Option<u32>, &[u64], Vec<Move>); 4] = [
        (
            "German S1: E = 00101, B = 19, 0, 8, 30",
            &[22, 5, 13, 27],
            5,
            Some(2),
            &[19, 0, 8, 30],
            vec![mv(0, 3), mv(1, 5), mv(2, 5)],
        ),
        (
            "German S2: a Z-position",
            &[19, 5, 13, 27],
            0,
            None,
            &[19, 5, 13, 27],
            vec![],
        ),
        (
            "lab: E = 1110, only B_3 < n_3",
            &[3, 4, 9],
            14,
            Some(3),
            &[13, 10, 7],
            vec![mv(2, 2)],
        ),
        (
            "German S3: unique winning move",
            &[19, 5, 13, 0],
            27,
            Some(4),
            &[8, 30, 22, 27],
            vec![mv(0, 11)],
        ),
    ];
    for (source, rows, e, top, targets, moves) in table {
        let b = bouton(&pos(rows));
        check(source, b.nim_sum, e);
        check(source, b.top_bit, top);
        check(
            source,
            b.rows.iter().map(|r| r.target).collect::<Vec<_>>(),
            targets.to_vec(),
        );
        check(
            source,
            b.rows.iter().map(|r| r.reduces).collect::<Vec<_>>(),
            b.rows.iter().map(|r| r.has_top_bit).collect(),
        );
        check(source, b.winning_moves, moves);
    }
}

#[test]
fn proof_numbers() {
    let s1 = pos(&[22, 5, 13, 27]);
    let s2 = pos(&[19, 5, 13, 27]);
    let table = [
        (
            "Lemma 2 move 22 → 19: T = 0",
            move_proof(&s1, mv(0, 3)),
            Ok(MoveProof {
                row: 0,
                nim_sum: 5,
                before: 22,
                after: 19,
                change: 5,
                nim_sum_after: 0,
            }),
        ),
        (
            "Lemma 1: from S = 0 B empties row 4, T = 27 ≠ 0",
            move_proof(&s2, mv(3, 27)),
            Ok(MoveProof {
                row: 3,
                nim_sum: 0,
                before: 27,
                after: 0,
                change: 27,
                nim_sum_after: 27,
            }),
        ),
        (
            "an illegal move is named",
            move_proof(&s2, mv(1, 6)),
            Err(MoveError::MoreThanRowHolds {
                row: 1,
                take: 6,
                left: 5,
            }),
        ),
    ];
    for (source, got, want) in table {
        check(source, got, want);
    }
    let l = lemma2(&s1).expect("S1 has S ≠ 0");
    check("Lemma 2: S", (l.nim_sum, l.top_bit), (5, 2));
    check(
        "Lemma 2: every k with bit ℓ",
        l.choices,
        vec![
            Lemma2Choice {
                row: 0,
                before: 22,
                after: 19,
                take: 3,
            },
            Lemma2Choice {
                row: 1,
                before: 5,
                after: 0,
                take: 5,
            },
            Lemma2Choice {
                row: 2,
                before: 13,
                after: 8,
                take: 5,
            },
        ],
    );
    check("Lemma 2 needs S ≠ 0", lemma2(&s2), None);
}

// ---------------------------------------------------------------------------------------
// Sums of games: moves to a smaller Grundy value

#[test]
fn target_moves_on_the_slides() {
    use Direction::{Raising as Up, Reducing as Down};
    let one_or_two = Take::UpTo(2);
    // (source, take, rows, target, γ_i, required, directions, moves per row)
    #[allow(clippy::type_complexity)]
    let table: [(
        &str,
        &Take,
        &[u64],
        u64,
        &[u64],
        &[u64],
        &[Direction],
        Vec<Vec<Move>>,
    ); 4] = [
        (
            "slides 7-5-3-1, take 1 or 2: 5 → 3 reduces, 3 → 2 raises",
            &one_or_two,
            &[7, 5, 3, 1],
            0,
            &[1, 2, 0, 1],
            &[3, 0, 2, 3],
            &[Up, Down, Up, Up],
            vec![vec![], vec![mv(1, 2)], vec![mv(2, 1)], vec![]],
        ),
        (
            "Satz 1g on 1-3-6-7 (γ = 3) to 0: 2, 0, 5, 4",
            &Take::Any,
            &[1, 3, 6, 7],
            0,
            &[1, 3, 6, 7],
            &[2, 0, 5, 4],
            &[Up, Down, Down, Down],
            vec![vec![], vec![mv(1, 3)], vec![mv(2, 1)], vec![mv(3, 3)]],
        ),
        (
            "Satz 1g on 1-3-6-7 to 1: 3, 1, 4, 5",
            &Take::Any,
            &[1, 3, 6, 7],
            1,
            &[1, 3, 6, 7],
            &[3, 1, 4, 5],
            &[Up, Down, Down, Down],
            vec![vec![], vec![mv(1, 2)], vec![mv(2, 2)], vec![mv(3, 2)]],
        ),
        (
            "Satz 1g on 1-3-6-7 to 2: 0, 2, 7, 6",
            &Take::Any,
            &[1, 3, 6, 7],
            2,
            &[1, 3, 6, 7],
            &[0, 2, 7, 6],
            &[Down, Down, Up, Down],
            vec![vec![mv(0, 1)], vec![mv(1, 1)], vec![], vec![mv(3, 1)]],
        ),
    ];
    for (source, take, rows, target, grundy, required, directions, moves) in table {
        let t = target_moves(take, &pos(rows), target).expect("target below γ(x)");
        check(
            source,
            t.rows.iter().map(|r| r.grundy).collect::<Vec<_>>(),
            grundy.to_vec(),
        );
        check(
            source,
            t.rows.iter().map(|r| r.required).collect::<Vec<_>>(),
            required.to_vec(),
        );
        check(
            source,
            t.rows.iter().map(|r| r.direction).collect::<Vec<_>>(),
            directions.to_vec(),
        );
        check(
            source,
            t.rows.iter().map(|r| r.moves.clone()).collect::<Vec<_>>(),
            moves,
        );
    }
    let slides = target_moves(&one_or_two, &pos(&[7, 5, 3, 1]), 0).unwrap();
    check(
        "slides: γ(x) = 10bin, z = 10bin, ℓ = 1",
        (slides.value, slides.z, slides.top_bit),
        (2, 2, 1),
    );
    let rules = Rules {
        ending: Ending::Normal,
        take: one_or_two.clone(),
    };
    check(
        "slides: both winning moves are the analysis' winning moves",
        slides.moves(),
        analyze(&rules, &pos(&[7, 5, 3, 1])).winning_moves,
    );
    check(
        "t must lie below γ(x)",
        target_moves(&Take::Any, &pos(&[1, 3, 6, 7]), 3),
        Err(TargetError::NotBelow {
            value: 3,
            target: 3,
        }),
    );
    check(
        "a P-position has no smaller value",
        target_moves(&Take::Any, &pos(&[1, 3, 5, 7]), 0),
        Err(TargetError::NotBelow {
            value: 0,
            target: 0,
        }),
    );
}

// ---------------------------------------------------------------------------------------
// Misère play

#[test]
fn misere_cases_of_the_seeds() {
    // (source, rows, case, k, single rows, advice, misère, normal, misère moves, normal moves)
    #[allow(clippy::type_complexity)]
    let table: [(
        &str,
        &[u64],
        MisereCase,
        usize,
        usize,
        MisereAdvice,
        Outcome,
        Outcome,
        Vec<Move>,
        Vec<Move>,
    ); 7] = [
        (
            "German S7 = 1-5: case B, normal takes 4, misère takes 5",
            &[1, 5, 0],
            MisereCase::B,
            1,
            1,
            MisereAdvice::EmptyLargeRow { row: 1 },
            Outcome::N,
            Outcome::N,
            vec![mv(1, 5)],
            vec![mv(1, 4)],
        ),
        (
            "Marienbad 1-3-5-7: case A, P in both endings",
            &[1, 3, 5, 7],
            MisereCase::A,
            3,
            1,
            MisereAdvice::NimSum,
            Outcome::P,
            Outcome::P,
            vec![],
            vec![],
        ),
        (
            "one large row, even singles: reduce it to one",
            &[1, 1, 4],
            MisereCase::B,
            1,
            2,
            MisereAdvice::ReduceLargeRowToOne { row: 2 },
            Outcome::N,
            Outcome::N,
            vec![mv(2, 3)],
            vec![mv(2, 4)],
        ),
        (
            "German S8 (normal) = 1-1: Cg, P normal, N misère",
            &[1, 1, 0],
            MisereCase::Cg,
            0,
            2,
            MisereAdvice::NoChoice,
            Outcome::N,
            Outcome::P,
            vec![mv(0, 1), mv(1, 1)],
            vec![],
        ),
        (
            "German S8 (misère) = 1-0: Cu, N normal, P misère",
            &[1, 0, 0],
            MisereCase::Cu,
            0,
            1,
            MisereAdvice::NoChoice,
            Outcome::P,
            Outcome::N,
            vec![],
            vec![mv(0, 1)],
        ),
        (
            "empty board: Cg, the player to move did not take the last stick",
            &[0, 0],
            MisereCase::Cg,
            0,
            0,
            MisereAdvice::NoChoice,
            Outcome::N,
            Outcome::P,
            vec![],
            vec![],
        ),
        (
            "case A with S ≠ 0: the same winning move as normal play",
            &[22, 5, 13, 27],
            MisereCase::A,
            4,
            0,
            MisereAdvice::NimSum,
            Outcome::N,
            Outcome::N,
            vec![mv(0, 3), mv(1, 5), mv(2, 5)],
            vec![mv(0, 3), mv(1, 5), mv(2, 5)],
        ),
    ];
    for (source, rows, case, k, singles, advice, misere, normal, misere_moves, normal_moves) in
        table
    {
        let e = explain_misere(&pos(rows));
        check(source, e.case, case);
        check(source, (e.large_rows, e.single_rows), (k, singles));
        check(source, e.advice, advice);
        check(source, (e.misere, e.normal), (misere, normal));
        check(source, e.misere_moves, misere_moves);
        check(source, e.normal_moves, normal_moves);
    }
}

#[test]
fn misere_departs_at_s7() {
    for ending in [Ending::Normal, Ending::Misere] {
        let d = departure(&GameRecord::german(ending))
            .unwrap()
            .expect("the endings differ");
        check("German record departs before move 7 (from S7)", d.index, 6);
        check("at S7 = 1-5-0-0", d.position.clone(), pos(&[1, 5, 0, 0]));
        check("case B", d.explanation.case, MisereCase::B);
    }
    let marienbad = GameRecord {
        start: pos(&[1, 3, 5, 7]),
        moves: vec![mv(3, 7), mv(2, 5)],
    };
    check(
        "Marienbad: 1-3-5-0 and 1-3-0-0 are case A",
        departure(&marienbad),
        Ok(None),
    );
    check(
        "an illegal record is named",
        departure(&GameRecord {
            start: pos(&[1]),
            moves: vec![mv(0, 2)],
        }),
        Err(RecordError {
            index: 0,
            error: MoveError::MoreThanRowHolds {
                row: 0,
                take: 2,
                left: 1,
            },
        }),
    );
}

// ---------------------------------------------------------------------------------------
// Mirror strategy

#[test]
fn mirror_strategy() {
    let table = [
        (
            "equal rows: the second player copies",
            pos(&[4, 4]),
            Ok((Outcome::P, None, 0, None)),
        ),
        (
            "take the difference from the larger row",
            pos(&[3, 7]),
            Ok((Outcome::N, Some(1), 4, Some(mv(1, 4)))),
        ),
        (
            "larger first",
            pos(&[9, 2]),
            Ok((Outcome::N, Some(0), 7, Some(mv(0, 7)))),
        ),
        (
            "two empty rows",
            pos(&[0, 0]),
            Ok((Outcome::P, None, 0, None)),
        ),
        (
            "three rows",
            pos(&[1, 2, 3]),
            Err(MirrorError::NotTwoRows { rows: 3 }),
        ),
    ];
    for (source, position, want) in table {
        let got = mirror(&position).map(|m| (m.outcome, m.larger, m.difference, m.winning_move));
        check(source, got, want);
    }
    check("copy from row 2", mirror_reply(mv(0, 3)), Some(mv(1, 3)));
    check("copy from row 1", mirror_reply(mv(1, 2)), Some(mv(0, 2)));
    check("no third row", mirror_reply(mv(2, 2)), None);
}

// ---------------------------------------------------------------------------------------
// Game records

#[test]
fn german_record_both_endings() {
    use Outcome::{N, P};
    use Player::{A, B};
    #[allow(clippy::type_complexity)]
    let common: [(&[u64], Player, Outcome, Outcome, Move); 7] = [
        (&[22, 5, 13, 27], A, N, N, mv(0, 3)),
        (&[19, 5, 13, 27], B, P, P, mv(3, 27)),
        (&[19, 5, 13, 0], A, N, N, mv(0, 11)),
        (&[8, 5, 13, 0], B, P, P, mv(2, 9)),
        (&[8, 5, 4, 0], A, N, N, mv(0, 7)),
        (&[1, 5, 4, 0], B, P, P, mv(2, 4)),
        (&[1, 5, 0, 0], A, N, N, mv(1, 4)),
    ];
    #[allow(clippy::type_complexity)]
    let normal_tail: [(&[u64], Player, Outcome, Outcome, Move); 2] = [
        (&[1, 1, 0, 0], B, P, N, mv(1, 1)),
        (&[1, 0, 0, 0], A, N, P, mv(0, 1)),
    ];
    #[allow(clippy::type_complexity)]
    let misere_tail: [(&[u64], Player, Outcome, Outcome, Move); 1] =
        [(&[1, 0, 0, 0], B, N, P, mv(0, 1))];
    for (ending, tail) in [
        (Ending::Normal, &normal_tail[..]),
        (Ending::Misere, &misere_tail[..]),
    ] {
        let record = german_record(ending);
        let mut want: Vec<_> = common.to_vec();
        if ending == Ending::Misere {
            want[6].4 = mv(1, 5);
        }
        want.extend_from_slice(tail);
        let got: Vec<_> = record
            .steps
            .iter()
            .map(|s| (&s.position.rows[..], s.mover, s.normal, s.misere, s.played))
            .collect();
        check("German record S1…S9 / S1…S8", got, want);
        check(
            "S numbers",
            record.steps.iter().map(|s| s.number).collect::<Vec<_>>(),
            (1..=record.steps.len()).collect(),
        );
        check("A wins both endings", record.winner, A);
        check(
            "S1 shows two alternatives (5 from row 2 or 3)",
            record.steps[0].winning_moves.clone(),
            vec![mv(0, 3), mv(1, 5), mv(2, 5)],
        );
        check(
            "A plays only winning moves",
            record
                .steps
                .iter()
                .filter(|s| s.mover == A)
                .all(|s| s.winning_moves.contains(&s.played)),
            true,
        );
    }
}

#[test]
fn annotating_any_record() {
    let nim = Rules::nim();
    let blunder = GameRecord {
        start: pos(&[1, 2, 3]),
        moves: vec![mv(2, 1), mv(0, 1)],
    };
    let a = annotate(&nim, &blunder).unwrap();
    let notes: Vec<_> = a
        .notes
        .iter()
        .map(|n| (n.mover, n.nim_sum, n.status, n.winning))
        .collect();
    check(
        "1-2-3 is P: A's move cannot win, B answers 1-2-2 by emptying row 1",
        notes,
        vec![
            (Player::A, 0, Some(Outcome::P), Some(false)),
            (Player::B, 1, Some(Outcome::N), Some(true)),
        ],
    );
    check(
        "B's options at 1-2-2",
        a.notes[1].winning_moves.clone(),
        vec![mv(0, 1)],
    );
    check(
        "the game goes on",
        (a.end.rows.clone(), a.end_status, a.winner),
        (vec![0, 2, 2], Some(Outcome::P), None),
    );

    let one_or_two = Rules {
        ending: Ending::Normal,
        take: Take::UpTo(2),
    };
    let finished = GameRecord {
        start: pos(&[4]),
        moves: vec![mv(0, 1), mv(0, 2), mv(0, 1)],
    };
    let a = annotate(&one_or_two, &finished).unwrap();
    check(
        "take 1 or 2 from 4: A wins by taking the last stick",
        (
            a.notes.iter().map(|n| n.winning).collect::<Vec<_>>(),
            a.winner,
        ),
        (vec![Some(true), Some(false), Some(true)], Some(Player::A)),
    );
    let misere = Rules {
        ending: Ending::Misere,
        ..one_or_two.clone()
    };
    check(
        "the same game under misère: A took the last stick and loses",
        annotate(&misere, &finished).unwrap().winner,
        Some(Player::B),
    );

    let bubi = Rules {
        ending: Ending::Normal,
        take: Take::Set(SubtractionSet::new([2, 3]).unwrap()),
    };
    let stuck = GameRecord {
        start: pos(&[4, 1]),
        moves: vec![mv(0, 3)],
    };
    check(
        "under {2, 3} the game ends with single sticks left",
        annotate(&bubi, &stuck).unwrap().winner,
        Some(Player::A),
    );
    check(
        "an illegal move is named with its index",
        annotate(
            &one_or_two,
            &GameRecord {
                start: pos(&[4]),
                moves: vec![mv(0, 1), mv(0, 3)],
            },
        ),
        Err(RecordError {
            index: 1,
            error: MoveError::CountNotAllowed { take: 3 },
        }),
    );
}

// ---------------------------------------------------------------------------------------
// Exercises

fn question(task: Task) -> Question {
    // Only the task matters to the explanation.
    Question {
        index: 0,
        difficulty: 1,
        task,
        answer: Answer::Value(0),
    }
}

fn rmove(row: usize, take: u64, from: u64) -> RowMove {
    RowMove {
        row,
        take,
        from,
        to: from - take,
    }
}

fn target_row(
    row: usize,
    count: u64,
    grundy: u64,
    required: u64,
    direction: Direction,
    takes: &[u64],
) -> TargetRow {
    TargetRow {
        row,
        count,
        grundy,
        required,
        direction,
        moves: takes.iter().map(|&take| mv(row, take)).collect(),
    }
}

fn option(take: u64, to: u64, value: u64) -> GrundyOption {
    GrundyOption { take, to, value }
}

#[test]
fn exercise_steps_of_the_seeds() {
    use Direction::{Raising, Reducing};
    use ExerciseStep as S;
    let up_to = |k| Rules {
        ending: Ending::Normal,
        take: Take::UpTo(k),
    };
    let misere_up_to = |k| Rules {
        ending: Ending::Misere,
        take: Take::UpTo(k),
    };
    let set_257 = Rules {
        ending: Ending::Normal,
        take: Take::Set(SubtractionSet::new([2, 5, 7]).unwrap()),
    };
    let position = |rows: &[u64]| Task::Position(pos(rows));
    let table: Vec<(&str, Rules, Task, Vec<ExerciseStep>)> = vec![
        (
            "slides: 7-5-3-1 under take 1 or 2, γ 1-2-0-1: 5 → 3 reduces, 3 → 2 raises",
            up_to(2),
            position(&[7, 5, 3, 1]),
            vec![
                S::RowValues {
                    counts: vec![7, 5, 3, 1],
                    values: vec![1, 2, 0, 1],
                    any: false,
                },
                S::Xor {
                    values: vec![1, 2, 0, 1],
                    value: 2,
                    width: 2,
                },
                S::NonZeroIsN { top_bit: 1 },
                S::Row(target_row(0, 7, 1, 3, Raising, &[])),
                S::Row(target_row(1, 5, 2, 0, Reducing, &[2])),
                S::Row(target_row(2, 3, 0, 2, Raising, &[1])),
                S::Row(target_row(3, 1, 1, 3, Raising, &[])),
                S::WinningMoves {
                    moves: vec![rmove(1, 2, 5), rmove(2, 1, 3)],
                },
            ],
        ),
        (
            "German S1 = 22-5-13-27, nim-sum 5: three winning moves; 27 lacks bit 2 and is left out",
            Rules::nim(),
            position(&[22, 5, 13, 27]),
            vec![
                S::RowValues {
                    counts: vec![22, 5, 13, 27],
                    values: vec![22, 5, 13, 27],
                    any: true,
                },
                S::Xor {
                    values: vec![22, 5, 13, 27],
                    value: 5,
                    width: 5,
                },
                S::NonZeroIsN { top_bit: 2 },
                S::Row(target_row(0, 22, 22, 19, Reducing, &[3])),
                S::Row(target_row(1, 5, 5, 0, Reducing, &[5])),
                S::Row(target_row(2, 13, 13, 8, Reducing, &[5])),
                S::WinningMoves {
                    moves: vec![rmove(0, 3, 22), rmove(1, 5, 5), rmove(2, 5, 13)],
                },
            ],
        ),
        (
            "German S2 = 19-5-13-27, nim-sum 0: a P-position",
            Rules::nim(),
            position(&[19, 5, 13, 27]),
            vec![
                S::RowValues {
                    counts: vec![19, 5, 13, 27],
                    values: vec![19, 5, 13, 27],
                    any: true,
                },
                S::Xor {
                    values: vec![19, 5, 13, 27],
                    value: 0,
                    width: 5,
                },
                S::ZeroIsP,
            ],
        ),
        (
            "misère 3-4-5: case A, play as in normal Nim",
            Rules::misere(),
            position(&[3, 4, 5]),
            vec![
                S::MisereCount {
                    large_rows: 3,
                    single_rows: 0,
                    case: MisereCase::A,
                },
                S::MisereNimSum { nim_sum: 2 },
                S::Outcome {
                    outcome: Outcome::N,
                },
                S::WinningMoves {
                    moves: vec![rmove(0, 2, 3)],
                },
            ],
        ),
        (
            "misère 1-1-5: case B, two single rows, so one stick stays",
            Rules::misere(),
            position(&[1, 1, 5]),
            vec![
                S::MisereCount {
                    large_rows: 1,
                    single_rows: 2,
                    case: MisereCase::B,
                },
                S::MisereLargeRow { row: 2, keep: 1 },
                S::Outcome {
                    outcome: Outcome::N,
                },
                S::WinningMoves {
                    moves: vec![rmove(2, 4, 5)],
                },
            ],
        ),
        (
            "misère 1-1-1: case Cu, no choice, a P-position without winning moves",
            Rules::misere(),
            position(&[1, 1, 1]),
            vec![
                S::MisereCount {
                    large_rows: 0,
                    single_rows: 3,
                    case: MisereCase::Cu,
                },
                S::MisereNoChoice { single_rows: 3 },
                S::Outcome {
                    outcome: Outcome::P,
                },
            ],
        ),
        (
            "misère 2-1 under take 1 or 2: every option by the exact solver",
            misere_up_to(2),
            position(&[2, 1]),
            vec![
                S::OptionsIntro,
                S::Option {
                    mv: rmove(0, 1, 2),
                    after: pos(&[1, 1]),
                    outcome: Outcome::N,
                },
                S::Option {
                    mv: rmove(0, 2, 2),
                    after: pos(&[0, 1]),
                    outcome: Outcome::P,
                },
                S::Option {
                    mv: rmove(1, 1, 1),
                    after: pos(&[2, 0]),
                    outcome: Outcome::N,
                },
                S::OptionsVerdict {
                    outcome: Outcome::N,
                },
                S::WinningMoves {
                    moves: vec![rmove(0, 2, 2)],
                },
            ],
        ),
        (
            "misère under take 1 to 3, rows of 10^9: the solver gives up",
            misere_up_to(3),
            position(&[1_000_000_000, 1_000_000_000]),
            vec![S::OutcomeUnknown],
        ),
        (
            "take 1 or 2, heap 5 (the Grundy page's step): 4 → 1, 3 → 0, mex{0, 1} = 2",
            up_to(2),
            Task::Mex {
                x: 5,
                known: vec![0, 1, 2, 0, 1],
            },
            vec![
                S::HeapOptionsIntro { n: 5 },
                S::HeapOptions {
                    n: 5,
                    options: vec![option(1, 4, 1), option(2, 3, 0)],
                    ending: Ending::Normal,
                },
                S::Mex {
                    n: 5,
                    seen: vec![0, 1],
                    value: 2,
                    ending: Ending::Normal,
                },
            ],
        ),
        (
            "{2, 5, 7}, heap 10: 10 → 8 and 10 → 5 share the value 2",
            set_257.clone(),
            Task::Mex {
                x: 10,
                known: vec![0, 0, 1, 1, 0, 2, 1, 3, 2, 2],
            },
            vec![
                S::HeapOptionsIntro { n: 10 },
                S::HeapOptions {
                    n: 10,
                    options: vec![option(2, 8, 2), option(5, 5, 2), option(7, 3, 1)],
                    ending: Ending::Normal,
                },
                S::Mex {
                    n: 10,
                    seen: vec![1, 2],
                    value: 0,
                    ending: Ending::Normal,
                },
            ],
        ),
        (
            "{2, 5, 7}, heap 1: no move",
            set_257,
            Task::Mex {
                x: 1,
                known: vec![0],
            },
            vec![S::NoMove {
                n: 1,
                value: 0,
                ending: Ending::Normal,
            }],
        ),
        (
            "misère take 1 to 3, heap 0: no move, so the player to move wins, γ⁻(0) = 1",
            misere_up_to(3),
            Task::Mex {
                x: 0,
                known: vec![],
            },
            vec![
                S::MisereValues,
                S::NoMove {
                    n: 0,
                    value: 1,
                    ending: Ending::Misere,
                },
            ],
        ),
        (
            "take 1 or 2, a row of 10^6: period 3 from 0 reduces it to 1",
            up_to(2),
            Task::Row { n: 1_000_000 },
            vec![
                S::Reduce {
                    n: 1_000_000,
                    preperiod: 0,
                    period: 3,
                    m: 1,
                },
                S::HeapOptionsIntro { n: 1 },
                S::HeapOptions {
                    n: 1,
                    options: vec![option(1, 0, 0)],
                    ending: Ending::Normal,
                },
                S::Mex {
                    n: 1,
                    seen: vec![0],
                    value: 1,
                    ending: Ending::Normal,
                },
            ],
        ),
        (
            "any count, a row of 1000: too many options, γ(n) = n",
            Rules::nim(),
            Task::Row { n: 1000 },
            vec![S::AnyRule {
                n: 1000,
                value: 1000,
                ending: Ending::Normal,
            }],
        ),
        (
            "misère, any count, a row of 1: γ⁻(0) = 1, so γ⁻(1) = mex{1} = 0",
            Rules::misere(),
            Task::Row { n: 1 },
            vec![
                S::MisereValues,
                S::HeapOptionsIntro { n: 1 },
                S::HeapOptions {
                    n: 1,
                    options: vec![option(1, 0, 1)],
                    ending: Ending::Misere,
                },
                S::Mex {
                    n: 1,
                    seen: vec![1],
                    value: 0,
                    ending: Ending::Misere,
                },
            ],
        ),
    ];
    for (what, rules, task, want) in table {
        check(what, exercise_steps(&rules, &question(task)), want);
    }
}

#[test]
fn exercise_steps_end_in_the_right_answer() {
    // The e2e tests' rounds (web/e2e/theory.spec.ts): the last step names the right answer.
    let rules = |ending, take: &[u64]| Rules {
        ending,
        take: match take {
            [] => Take::Any,
            &[k] => Take::UpTo(k),
            counts => Take::Set(SubtractionSet::new(counts.iter().copied()).unwrap()),
        },
    };
    let (normal, misere) = (Ending::Normal, Ending::Misere);
    let rounds = [
        ("P or N", Kind::PorN, rules(normal, &[2]), 1, 11),
        (
            "P or N, misère with a set",
            Kind::PorN,
            rules(misere, &[1, 3, 4]),
            2,
            3,
        ),
        (
            "winning moves",
            Kind::WinningMoves,
            rules(normal, &[1, 3, 4]),
            2,
            4,
        ),
        (
            "winning moves, misère Nim",
            Kind::WinningMoves,
            rules(misere, &[]),
            1,
            9,
        ),
        ("next mex", Kind::NextMex, rules(normal, &[2, 5, 7]), 3, 5),
        ("next mex, misère", Kind::NextMex, rules(misere, &[3]), 1, 8),
        ("row value", Kind::RowValue, rules(normal, &[2, 4, 7]), 5, 2),
    ];
    for (what, kind, rules, level, seed) in rounds {
        for q in round(kind, &rules, level, seed) {
            let steps = exercise_steps(&rules, &q);
            let last = steps.last().expect("at least one step");
            let got = match (last, &q.answer) {
                (ExerciseStep::WinningMoves { moves }, _) => {
                    Answer::Moves(moves.iter().map(|m| mv(m.row, m.take)).collect())
                }
                (ExerciseStep::ZeroIsP, Answer::Outcome(_)) => Answer::Outcome(Outcome::P),
                (ExerciseStep::ZeroIsP, _) => Answer::Moves(vec![]),
                (ExerciseStep::Outcome { outcome }, _)
                | (ExerciseStep::OptionsVerdict { outcome }, _) => match q.answer {
                    Answer::Outcome(_) => Answer::Outcome(*outcome),
                    _ => Answer::Moves(vec![]),
                },
                (
                    ExerciseStep::Mex { value, .. }
                    | ExerciseStep::NoMove { value, .. }
                    | ExerciseStep::AnyRule { value, .. },
                    _,
                ) => Answer::Value(*value),
                (other, _) => panic!("{what}: question {}: last step {other:?}", q.index),
            };
            let got = match (got, &q.answer) {
                // P or N questions: the winning moves say N.
                (Answer::Moves(_), Answer::Outcome(_)) => Answer::Outcome(Outcome::N),
                (got, _) => got,
            };
            check(&format!("{what}: question {}", q.index), got, q.answer);
        }
    }
}

// ---------------------------------------------------------------------------------------
// Property tests against brute force

fn nim_sum(rows: &[u64]) -> u64 {
    rows.iter().fold(0, |a, &b| a ^ b)
}

/// Every move of classic Nim, row by row, smallest take first.
fn all_moves(rows: &[u64]) -> Vec<Move> {
    (0..rows.len())
        .flat_map(|row| (1..=rows[row]).map(move |take| Move { row, take }))
        .collect()
}

fn after(rows: &[u64], m: Move) -> Vec<u64> {
    let mut rows = rows.to_vec();
    rows[m.row] -= m.take;
    rows
}

/// γ of one heap by the mex recursion, for small heaps.
fn heap_grundy(take: &Take, n: u64, memo: &mut HashMap<u64, u64>) -> u64 {
    if let Some(&g) = memo.get(&n) {
        return g;
    }
    let options: Vec<u64> = take
        .counts_from(n)
        .into_iter()
        .map(|s| heap_grundy(take, n - s, memo))
        .collect();
    let g = (0..).find(|v| !options.contains(v)).unwrap();
    memo.insert(n, g);
    g
}

/// The misère outcome of classic Nim by exhaustive search: a player who cannot move wins.
fn misere_p(rows: &[u64], memo: &mut HashMap<Vec<u64>, bool>) -> bool {
    let mut key = rows.to_vec();
    key.sort_unstable();
    if let Some(&p) = memo.get(&key) {
        return p;
    }
    let moves = all_moves(rows);
    let p = !moves.is_empty() && moves.iter().all(|&m| !misere_p(&after(rows, m), memo));
    memo.insert(key, p);
    p
}

fn take_strategy() -> impl Strategy<Value = Take> {
    prop_oneof![
        Just(Take::Any),
        (1u64..5).prop_map(Take::UpTo),
        prop::collection::vec(1u64..8, 1..4)
            .prop_map(|s| Take::Set(SubtractionSet::new(s).unwrap())),
    ]
}

proptest! {
    #[test]
    fn bouton_equals_brute_force(rows in prop::collection::vec(0u64..40, 1..6)) {
        let b = bouton(&pos(&rows));
        let brute: Vec<Move> =
            all_moves(&rows).into_iter().filter(|&m| nim_sum(&after(&rows, m)) == 0).collect();
        prop_assert_eq!(&b.winning_moves, &brute);
        match b.top_bit {
            None => prop_assert!(brute.is_empty()),
            Some(l) => {
                let c = columns(&rows);
                let column = c.columns.iter().find(|c| c.bit == l).unwrap();
                prop_assert_eq!(brute.len(), column.ones);
                prop_assert_eq!(brute.len() % 2, 1);
                prop_assert_eq!(column.parity, Parity::Odd);
            }
        }
    }

    #[test]
    fn columns_count_ones(rows in prop::collection::vec(0u64..1000, 0..6)) {
        let c = columns(&rows);
        prop_assert_eq!(c.nim_sum, nim_sum(&rows));
        for column in &c.columns {
            let odd = column.parity == Parity::Odd;
            prop_assert_eq!(odd, c.nim_sum >> column.bit & 1 == 1);
            let from_rows = c.rows.iter().filter(|r| r.bits[(c.width - 1 - column.bit) as usize]).count();
            prop_assert_eq!(column.ones, from_rows);
        }
        for r in &c.rows {
            let value = r.bits.iter().fold(0u64, |a, &b| a << 1 | u64::from(b));
            prop_assert_eq!(value, r.value);
        }
    }

    #[test]
    fn proof_lemmas_hold(rows in prop::collection::vec(0u64..40, 1..6), pick in any::<prop::sample::Index>()) {
        let position = pos(&rows);
        let moves = all_moves(&rows);
        prop_assume!(!moves.is_empty());
        let m = moves[pick.index(moves.len())];
        let proof = move_proof(&position, m).unwrap();
        prop_assert_eq!(proof.nim_sum_after, nim_sum(&after(&rows, m)));
        prop_assert_ne!(proof.change, 0);
        if proof.nim_sum == 0 {
            prop_assert_ne!(proof.nim_sum_after, 0, "Lemma 1");
        }
        match lemma2(&position) {
            None => prop_assert_eq!(nim_sum(&rows), 0),
            Some(l) => {
                prop_assert!(!l.choices.is_empty());
                for c in l.choices {
                    prop_assert!(c.after < c.before);
                    let proof = move_proof(&position, mv(c.row, c.take)).unwrap();
                    prop_assert_eq!(proof.nim_sum_after, 0, "Lemma 2");
                }
            }
        }
    }

    #[test]
    fn target_moves_reach_the_target(
        take in take_strategy(),
        rows in prop::collection::vec(0u64..25, 1..5),
    ) {
        let mut memo = HashMap::new();
        let gamma = |rows: &[u64], memo: &mut HashMap<u64, u64>| {
            rows.iter().fold(0, |a, &n| a ^ heap_grundy(&take, n, memo))
        };
        let value = gamma(&rows, &mut memo);
        let rules = Rules { ending: Ending::Normal, take: take.clone() };
        let legal = pos(&rows).legal_moves(&rules);
        for target in 0..value {
            let t = target_moves(&take, &pos(&rows), target).unwrap();
            prop_assert_eq!(t.value, value);
            let brute: Vec<Move> =
                legal.iter().copied().filter(|&m| gamma(&after(&rows, m), &mut memo) == target).collect();
            prop_assert_eq!(t.moves(), brute);
            for r in &t.rows {
                let reduces = r.direction == Direction::Reducing;
                prop_assert_eq!(reduces, r.grundy >> t.top_bit & 1 == 1);
                if reduces {
                    prop_assert!(!r.moves.is_empty(), "a reducing row always has a move");
                }
            }
            prop_assert!(t.rows.iter().any(|r| r.direction == Direction::Reducing));
        }
        prop_assert!(target_moves(&take, &pos(&rows), value).is_err());
    }

    #[test]
    fn misere_rule_equals_brute_force(rows in prop::collection::vec(0u64..6, 1..5)) {
        let e = explain_misere(&pos(&rows));
        let mut memo = HashMap::new();
        let p = misere_p(&rows, &mut memo);
        prop_assert_eq!(e.misere == Outcome::P, p);
        let brute: Vec<Move> =
            all_moves(&rows).into_iter().filter(|&m| misere_p(&after(&rows, m), &mut memo)).collect();
        prop_assert_eq!(&e.misere_moves, &brute);
        match e.advice {
            MisereAdvice::EmptyLargeRow { row } => prop_assert_eq!(&brute, &vec![mv(row, rows[row])]),
            MisereAdvice::ReduceLargeRowToOne { row } => prop_assert_eq!(&brute, &vec![mv(row, rows[row] - 1)]),
            MisereAdvice::NimSum => prop_assert_eq!(&e.misere_moves, &e.normal_moves),
            MisereAdvice::NoChoice => prop_assert!(rows.iter().all(|&n| n <= 1)),
        }
    }

    #[test]
    fn departure_is_the_first_position_with_one_large_row(
        start in prop::collection::vec(0u64..8, 1..5),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 0..20),
    ) {
        let mut rows = start.clone();
        let mut moves = Vec::new();
        for pick in picks {
            let options = all_moves(&rows);
            if options.is_empty() {
                break;
            }
            let m = options[pick.index(options.len())];
            rows = after(&rows, m);
            moves.push(m);
        }
        let record = GameRecord { start: pos(&start), moves };
        let positions = record.positions(&Rules::nim()).unwrap();
        let first = positions[..record.moves.len()]
            .iter()
            .position(|p| p.rows.iter().filter(|&&n| n >= 2).count() < 2 && !p.is_empty());
        prop_assert_eq!(departure(&record).unwrap().map(|d| d.index), first);
    }

    #[test]
    fn annotations_agree_with_the_analysis(
        take in take_strategy(),
        misere in any::<bool>(),
        start in prop::collection::vec(0u64..8, 1..4),
        picks in prop::collection::vec(any::<prop::sample::Index>(), 0..12),
    ) {
        let rules = Rules { ending: if misere { Ending::Misere } else { Ending::Normal }, take };
        let mut position = pos(&start);
        let mut moves = Vec::new();
        for pick in picks {
            let options = position.legal_moves(&rules);
            if options.is_empty() {
                break;
            }
            let m = options[pick.index(options.len())];
            position = position.after(position.check(&rules, m).unwrap());
            moves.push(m);
        }
        let a = annotate(&rules, &GameRecord { start: pos(&start), moves }).unwrap();
        for (i, note) in a.notes.iter().enumerate() {
            let next = a.notes.get(i + 1).map_or(a.end_status, |n| n.status);
            prop_assert_eq!(note.winning, next.map(|o| o == Outcome::P));
            prop_assert_eq!(note.status == Some(Outcome::P), note.winning_moves.is_empty() && note.status.is_some());
        }
        prop_assert_eq!(a.winner.is_some(), !position.has_move(&rules));
    }
}

//! The German article's game from S1 = 22-5-13-27, under both endings (the record topic on
//! that start position).

use super::ctx::{after, large_rows, Ctx};
use super::record::{beside_move, verdict};
use super::{Figure, Label, Line, Step, StepMsg, Who, MOVES};
use nimlab_core::explain::record::{annotate, GameRecord, MoveNote, Player};
use nimlab_core::{Ending, Rules, Take};

/// The German article's name of the core's player A or B.
pub(super) fn german(p: Player) -> Who {
    match p {
        Player::A => Who::A,
        Player::B => Who::B,
    }
}

pub(super) fn german_steps(c: &Ctx) -> Vec<Step> {
    // The article's record under each ending, annotated by the core (no move of it is illegal).
    let notes = |ending: Ending| {
        let rules = Rules {
            ending,
            take: Take::Any,
        };
        annotate(&rules, &GameRecord::german(ending))
            .map(|a| a.notes)
            .unwrap_or_default()
    };
    let (normal, misere) = (notes(Ending::Normal), notes(Ending::Misere));
    if normal.len() < 9 || misere.len() < 8 {
        return Vec::new();
    }
    let lines_of = |notes: &[MoveNote]| -> Vec<Line> {
        notes
            .iter()
            .enumerate()
            .map(|(k, n)| {
                let (played_wins, others) = beside_move(&n.winning_moves, n.played);
                Line {
                    label: Label::S(k + 1),
                    rows: n.before.rows.clone(),
                    status: n.status,
                    who: german(n.mover),
                    played: Some(n.played),
                    others,
                    played_wins,
                    departure: k == 6,
                }
            })
            .collect()
    };
    let normal_lines = lines_of(&normal);
    let misere_lines = lines_of(&misere);
    let common: Vec<Line> = normal_lines[..7].to_vec();
    let mut s = vec![Step::new(StepMsg::GermanIntro).figure(Figure::Record {
        lines: common.clone(),
        current: None,
    })];
    let push_move = |s: &mut Vec<Step>, k: usize, n: &MoveNote, ending: Ending, lines: &[Line]| {
        let step = Step::new(StepMsg::RecordMove {
            label: Label::S(k + 1),
            who: german(n.mover),
            before: n.before.rows.clone(),
            status: n.status,
            played: n.played,
            after: after(&n.before.rows, n.played),
            misere: ending == Ending::Misere,
        })
        .rows(vec![n.played.row])
        .figure(Figure::Record {
            lines: lines.to_vec(),
            current: Some(k),
        })
        .moves(vec![n.played])
        .shows(&n.before.rows, ending, &c.pos)
        .answer(
            StepMsg::RecordVerdict(verdict(n.status, &n.winning_moves, n.played)),
            MOVES,
        );
        s.push(step);
    };
    for (k, n) in normal.iter().enumerate().take(6) {
        push_move(&mut s, k, n, Ending::Normal, &common);
    }
    let s7 = &normal[6].before.rows;
    s.push(
        Step::new(StepMsg::GermanPart {
            position: s7.clone(),
        })
        .rows(large_rows(s7))
        .shows(s7, Ending::Normal, &c.pos)
        .figure(Figure::Record {
            lines: common,
            current: Some(6),
        }),
    );
    for (k, n) in normal.iter().enumerate().skip(6).take(2) {
        push_move(&mut s, k, n, Ending::Normal, &normal_lines);
    }
    s.push(
        Step::new(StepMsg::GermanEnd {
            ending: Ending::Normal,
        })
        .shows(&normal[8].before.rows, Ending::Normal, &c.pos)
        .figure(Figure::Record {
            lines: normal_lines,
            current: Some(8),
        }),
    );
    push_move(&mut s, 6, &misere[6], Ending::Misere, &misere_lines);
    s.push(
        Step::new(StepMsg::GermanEnd {
            ending: Ending::Misere,
        })
        .shows(&misere[7].before.rows, Ending::Misere, &c.pos)
        .figure(Figure::Record {
            lines: misere_lines,
            current: Some(7),
        }),
    );
    s
}

//! Game records: a demonstration line of perfect play or the game played, commented move by
//! move, with its end and where misère play would depart.

use super::ctx::{after, analyze, large_rows, replay, Ctx};
use super::german::german_steps;
use super::{Figure, Label, Line, Step, StepMsg, Verdict, Who, GERMAN_START, MAX_LINE, MOVES};
use nimlab_core::analysis::Outcome;
use nimlab_core::explain::misere as mis;
use nimlab_core::explain::record::{annotate_with, GameRecord, Player};
use nimlab_core::{Ending, Move, Position, Rules, Take};

/// A game from `pos` in which the winning side plays its first winning move and the losing
/// side empties (or takes the most it may from) its largest row; at most `cap` moves.
pub fn demo_line(rules: &Rules, pos: &Position, cap: usize) -> Vec<Move> {
    let mut line = Vec::new();
    let mut p = pos.clone();
    while line.len() < cap && p.has_move(rules) {
        let a = analyze(rules, &p);
        if a.outcome.is_none() {
            break;
        }
        let mv = match a.winning_moves.first() {
            Some(&mv) => mv,
            None => {
                let Some(mv) = largest_take(rules, &p) else {
                    break;
                };
                mv
            }
        };
        let Ok(legal) = p.check(rules, mv) else { break };
        p = p.after(legal);
        line.push(mv);
    }
    line
}

/// The most sticks the rules allow to take from the largest row that allows a move.
fn largest_take(rules: &Rules, pos: &Position) -> Option<Move> {
    let most = |n: u64| match &rules.take {
        Take::Any => (n > 0).then_some(n),
        Take::UpTo(k) => (n > 0).then_some(n.min(*k)),
        Take::Set(set) => set.counts().iter().rev().copied().find(|&s| s <= n),
    };
    let mut rows: Vec<usize> = (0..pos.rows.len()).collect();
    rows.sort_unstable_by_key(|&r| (std::cmp::Reverse(pos.rows[r]), r));
    rows.into_iter()
        .find_map(|row| most(pos.rows[row]).map(|take| Move { row, take }))
}

/// What a record line says beside the move `played`: whether it wins (`Line::played_wins`),
/// and the rows of the other winning moves when it does, else of every winning move (a mistake
/// in the winning row included; `Line::others`), each row once, in order.
pub(super) fn beside_move(winning: &[Move], played: Move) -> (bool, Vec<usize>) {
    let wins = winning.contains(&played);
    let mut rows: Vec<usize> = winning
        .iter()
        .filter(|m| !wins || m.row != played.row)
        .map(|m| m.row)
        .collect();
    rows.sort_unstable();
    rows.dedup();
    (wins, rows)
}

/// The record lines of `moves` from `start` under `rules`, numbered as moves, the first
/// made by player `first`.
pub(super) fn lines(rules: &Rules, start: &Position, moves: &[Move], first: u8) -> Vec<Line> {
    let mut out = Vec::new();
    let mut p = start.clone();
    for k in 0..=moves.len() {
        let a = analyze(rules, &p);
        let played = moves.get(k).copied();
        let (played_wins, others) =
            played.map_or((false, Vec::new()), |p| beside_move(&a.winning_moves, p));
        out.push(Line {
            label: Label::Move(k + 1),
            rows: p.rows.clone(),
            status: a.outcome,
            who: Who::Player(if k % 2 == 0 { first } else { 3 - first }),
            played,
            others,
            played_wins,
            departure: false,
        });
        if let Some(mv) = played {
            p = Position::new(after(&p.rows, mv));
        }
    }
    out
}

/// The app's number (1 or 2) of the core's player A or B, when player `first` began.
fn number(p: Player, first: u8) -> u8 {
    match p {
        Player::A => first,
        Player::B => 3 - first,
    }
}

pub(super) fn verdict(status: Option<Outcome>, winning: &[Move], played: Move) -> Verdict {
    match status {
        None => Verdict::Unknown,
        Some(Outcome::P) => Verdict::Forced,
        Some(Outcome::N) if winning.contains(&played) => Verdict::Winning {
            others: winning.iter().copied().filter(|&m| m != played).collect(),
        },
        Some(Outcome::N) => Verdict::Mistake {
            best: winning.to_vec(),
        },
    }
}

pub(super) fn record_steps(c: &Ctx, start: &Position, moves: &[Move]) -> Vec<Step> {
    if moves.is_empty() && c.pos.rows == GERMAN_START && !c.grundy {
        return german_steps(c);
    }
    let mut s = Vec::new();
    if moves.is_empty() && c.analysis.outcome.is_none() {
        // Not solved (too large, or not yet): no game with perfect play can be shown.
        s.push(Step::new(StepMsg::RecordDemo {
            start: c.pos.rows.clone(),
            cut: false,
            unsolved: true,
        }));
        s.push(Step::new(StepMsg::RecordEnd {
            winner: None,
            loser: None,
            ending: c.rules.ending,
            to_move: c.player(c.to_move),
            status: None,
        }));
        return s;
    }
    let (record, first) = if moves.is_empty() {
        let line = demo_line(c.rules, &c.pos, MAX_LINE);
        let cut = line.len() == MAX_LINE;
        let end = replay(c.rules, &c.pos, &line);
        let unsolved = !cut && end.has_move(c.rules) && analyze(c.rules, &end).outcome.is_none();
        s.push(Step::new(StepMsg::RecordDemo {
            start: c.pos.rows.clone(),
            cut,
            unsolved,
        }));
        (
            GameRecord {
                start: c.pos.clone(),
                moves: line,
            },
            c.to_move,
        )
    } else {
        // The board stays with the game here, so a game can go on with its commentary open.
        s.push(Step::new(StepMsg::RecordOwn {
            moves: moves.len(),
            start: start.rows.clone(),
            you: c.computer.is_some(),
        }));
        (
            GameRecord {
                start: start.clone(),
                moves: moves.to_vec(),
            },
            1,
        )
    };
    let Ok(annotation) = annotate_with(c.rules, &record, analyze) else {
        return s;
    };
    // The game played names the computer and you; a line of perfect play shown before any
    // move is no game the computer played, so it names players only.
    let name = |n: u8| {
        if moves.is_empty() {
            Who::Player(n)
        } else {
            c.player(n)
        }
    };
    let figure_lines = lines(c.rules, &record.start, &record.moves, first);
    for (k, note) in annotation.notes.iter().enumerate() {
        let after_rows = after(&note.before.rows, note.played);
        let step = Step::new(StepMsg::RecordMove {
            label: Label::Move(k + 1),
            who: name(number(note.mover, first)),
            before: note.before.rows.clone(),
            status: note.status,
            played: note.played,
            after: after_rows,
            misere: c.rules.ending == Ending::Misere,
        })
        .rows(vec![note.played.row])
        .figure(Figure::Record {
            lines: figure_lines.clone(),
            current: Some(k),
        })
        .moves(vec![note.played])
        .shows(&note.before.rows, c.rules.ending, &c.pos)
        .answer(
            StepMsg::RecordVerdict(verdict(note.status, &note.winning_moves, note.played)),
            MOVES,
        );
        s.push(step);
    }
    let n = record.moves.len();
    let end = replay(c.rules, &record.start, &record.moves);
    let to_move = name(if n % 2 == 0 { first } else { 3 - first });
    // Nobody made a last move when there was none to make.
    let msg = match annotation.winner {
        Some(_) if n == 0 => StepMsg::RecordNoMove {
            to_move,
            ending: c.rules.ending,
        },
        _ => StepMsg::RecordEnd {
            winner: annotation.winner.map(|p| name(number(p, first))),
            loser: annotation.winner.map(|p| name(number(p.other(), first))),
            ending: c.rules.ending,
            to_move,
            status: annotation.end_status,
        },
    };
    s.push(
        Step::new(msg)
            .shows(&end.rows, c.rules.ending, &c.pos)
            .figure(Figure::Record {
                lines: figure_lines.clone(),
                current: Some(n),
            }),
    );
    if !c.grundy {
        s.extend(departure_step(c, &record, figure_lines));
    }
    s
}

/// Where misère play departs from the game of `record` (drawn as `figure_lines`), or that it
/// does not; nothing when the record cannot be read.
fn departure_step(c: &Ctx, record: &GameRecord, mut figure_lines: Vec<Line>) -> Option<Step> {
    let Some(d) = mis::departure(record).ok()? else {
        return Some(Step::new(StepMsg::NoDeparture));
    };
    figure_lines[d.index].departure = true;
    let step = Step::new(StepMsg::Departure {
        index: d.index,
        before: d.position.rows.clone(),
        normal: d.explanation.normal_moves.clone(),
        misere: d.explanation.misere_moves.clone(),
    })
    .rows(large_rows(&d.position.rows))
    .moves(d.explanation.misere_moves.clone())
    .shows(&d.position.rows, c.rules.ending, &c.pos)
    .figure(Figure::Record {
        lines: figure_lines,
        current: Some(d.index),
    });
    Some(step)
}

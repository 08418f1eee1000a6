//! What every topic's steps share: the position on screen with its analysis ([`Ctx`]), the
//! explanation's bounded search, small arithmetic helpers, and the notes that open and close
//! the normal-play theory under other rules.

use super::{Step, StepMsg, Sym, Who};
use crate::play::live_analysis::{now, run_until};
use nimlab_core::analysis::{self, Analysis, Method, Outcome};
use nimlab_core::explain::columns;
use nimlab_core::misere::Solve;
use nimlab_core::{misere_case, Ending, MisereCase, Move, Position, Rules, Take};
use std::cell::Cell;

/// What every explanation needs to know about the position on screen.
pub(super) struct Ctx<'a> {
    pub(super) rules: &'a Rules,
    pub(super) pos: Position,
    pub(super) analysis: Analysis,
    /// Moves are restricted: Grundy values take the counts' place.
    pub(super) grundy: bool,
    /// The counts, or the Grundy values under restricted moves.
    pub(super) values: Vec<u64>,
    /// Who is to move on screen (1 or 2).
    pub(super) to_move: u8,
    /// The player (1 or 2) the computer plays, in a game against it.
    pub(super) computer: Option<u8>,
}

impl Ctx<'_> {
    /// The app's player `n` (1 or 2): in a game against the computer, the computer or you.
    pub(super) fn player(&self, n: u8) -> Who {
        match self.computer {
            Some(c) if c == n => Who::Computer(n),
            Some(_) => Who::You(n),
            None => Who::Player(n),
        }
    }

    pub(super) fn width(&self) -> u32 {
        columns::columns(&self.values).width
    }
    pub(super) fn sym(&self, row: usize) -> Sym {
        if self.grundy {
            Sym::Gamma(row)
        } else {
            Sym::N(row)
        }
    }
    pub(super) fn terms(&self) -> Vec<(Sym, u64)> {
        self.values
            .iter()
            .enumerate()
            .map(|(i, &v)| (self.sym(i), v))
            .collect()
    }
    pub(super) fn misere_classic(&self) -> bool {
        self.rules.ending == Ending::Misere && !self.grundy
    }
}

/// Examined moves the exact solver may spend on one explanation, all positions together:
/// a few milliseconds, as an explanation is built while rendering.
pub(super) const SEARCH_WORK: u64 = 30_000;

/// The longest the exact solver may run for one explanation, in milliseconds: a move costs
/// from a fraction of a microsecond to several, so the clock bounds the search as well.
pub(super) const SEARCH_MS: f64 = 8.0;

thread_local! {
    /// What is left of [`SEARCH_WORK`] for the explanation being built.
    pub(super) static SEARCH_LEFT: Cell<u64> = const { Cell::new(0) };
    /// When the explanation being built stops searching, on [`now`]'s clock.
    pub(super) static SEARCH_UNTIL: Cell<f64> = const { Cell::new(0.0) };
}

/// The analysis an explanation shows: [`analysis::analyze`] where that needs no search or a
/// short one within the explanation's budget (moves and milliseconds); otherwise (misère play with restricted moves on
/// large rows) the outcome stays unknown, and the play page solves its own position in slices,
/// after which its explanation is built again.
pub(super) fn analyze(rules: &Rules, pos: &Position) -> Analysis {
    let quick = analysis::analyze_without_search(rules, pos);
    let (left, until) = (SEARCH_LEFT.get(), SEARCH_UNTIL.get());
    if quick.method != Method::Unsolved || left == 0 || now() >= until {
        return quick;
    }
    let mut job = Solve::new(rules, pos);
    let done = run_until(&mut job, left, until);
    SEARCH_LEFT.set(left.saturating_sub(job.progress().work));
    if done {
        analysis::analyze(rules, pos)
    } else {
        quick
    }
}

/// The position after `moves` from `start` (illegal moves, which the game never holds, are
/// skipped).
pub(super) fn replay(rules: &Rules, start: &Position, moves: &[Move]) -> Position {
    moves
        .iter()
        .fold(start.clone(), |p, &mv| match p.check(rules, mv) {
            Ok(legal) => p.after(legal),
            Err(_) => p,
        })
}

/// The rows with at least two sticks (misère play's "large" rows).
pub(super) fn large_rows(rows: &[u64]) -> Vec<usize> {
    (0..rows.len()).filter(|&i| rows[i] >= 2).collect()
}

pub(super) fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, &v| a ^ v)
}

pub(super) fn odd_bits(values: &[u64]) -> Vec<u32> {
    let x = xor(values);
    (0..u64::BITS).rev().filter(|&b| x >> b & 1 == 1).collect()
}

pub(super) fn all_bits(width: u32) -> Vec<u32> {
    (0..width).rev().collect()
}

pub(super) fn after(rows: &[u64], mv: Move) -> Vec<u64> {
    let mut r = rows.to_vec();
    r[mv.row] -= mv.take;
    r
}

/// The smallest legal move from the first row that has one.
pub(super) fn first_move(rules: &Rules, pos: &Position) -> Option<Move> {
    pos.rows.iter().enumerate().find_map(|(row, &n)| {
        let take = match &rules.take {
            Take::Set(set) => set.counts().first().copied().filter(|&s| s <= n)?,
            _ if n >= 1 => 1,
            _ => return None,
        };
        Some(Move { row, take })
    })
}

/// The notes that open an explanation of the normal-play theory under other rules.
pub(super) fn prelude(c: &Ctx, s: &mut Vec<Step>) {
    if c.misere_classic() {
        s.push(Step::new(StepMsg::MisereNormalNote));
    }
    if c.grundy {
        if c.rules.ending == Ending::Misere {
            s.push(Step::new(StepMsg::MisereRestrictedNote));
        }
        s.push(Step::new(StepMsg::Restricted {
            take: c.rules.take.clone(),
            count_xor: xor(&c.pos.rows),
            grundy_xor: c.analysis.nim_sum,
        }));
    }
}

/// The note that closes an explanation of normal play when the game is misère.
pub(super) fn postlude(c: &Ctx, s: &mut Vec<Step>) {
    if c.misere_classic() {
        // Bouton's misère rule: with two or more large rows (case A) misère play moves as
        // normal play does; otherwise it departs.
        s.push(Step::new(StepMsg::MisereNote {
            agrees: misere_case(&c.pos) == MisereCase::A,
        }));
    } else if c.grundy && c.rules.ending == Ending::Misere {
        // No formula relates the two here: the game's own verdict is the exact solve's, which
        // the status line and the hints show; the steps above were normal play's.
        s.push(Step::new(StepMsg::MisereRestrictedVerdict {
            normal: if c.analysis.nim_sum == 0 {
                Outcome::P
            } else {
                Outcome::N
            },
            // The ctx analyzes normal play here; misère's is solved as the misère topic does
            // (bounded: a position too large, or still solving on the page, stays unknown).
            misere: analyze(c.rules, &c.pos).outcome,
        }));
    }
}

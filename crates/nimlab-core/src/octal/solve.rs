//! Who wins a take-and-break position: Sprague–Grundy under normal play, exact search under
//! misère play.

use super::play::{legal_moves, BreakMove};
use super::table::BreakGrundy;
use super::TakeBreak;
use crate::analysis::Outcome;
use crate::position::Position;
use crate::rules::Ending;
use std::collections::HashMap;

/// The largest row whose moves are listed: a row of `n` has about `n` · (digits) / 2 moves.
/// Larger rows still get their Grundy value through a certified period, but their winning
/// moves are not listed (see [`BreakAnalysis::moves_complete`]).
pub const MAX_ROW: u64 = 1 << 16;

/// The most positions the misère search evaluates before it gives up.
pub const STATE_LIMIT: usize = 1_000_000;

/// The most options the misère search generates before it gives up, so that positions with
/// many options per state cannot run long either.
pub const WORK_LIMIT: u64 = 50_000_000;

/// How an analysis was obtained.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum BreakMethod {
    /// Normal play: P exactly when the nim-sum of the rows' Grundy values is 0.
    SpragueGrundy,
    /// Normal play with a row beyond the table (of `limit` rows) and no certified period:
    /// its Grundy value, and so the outcome, is unknown.
    RowBeyondTable {
        /// The last row of the table.
        limit: u64,
    },
    /// Misère play, by exact search over the positions as multisets of live rows.
    ExactSolver {
        /// How many positions were evaluated.
        states: usize,
    },
    /// Misère play that would need more than `limit` positions (or [`WORK_LIMIT`] options, or
    /// a row above [`MAX_ROW`]): the outcome is unknown.
    TooLarge {
        /// [`STATE_LIMIT`].
        limit: usize,
    },
}

/// The analysis of a take-and-break position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct BreakAnalysis {
    /// The outcome; `None` when it is unknown (see [`BreakMethod`]).
    pub outcome: Option<Outcome>,
    /// Each row's normal-play Grundy value; `None` beyond the table without a period.
    pub row_grundy: Vec<Option<u64>>,
    /// The XOR of `row_grundy`, when every value is known.
    pub nim_sum: Option<u64>,
    /// Every move to a P-position, one per (row, take, rows left), sorted; empty when the
    /// position is P or the outcome is unknown.
    pub winning_moves: Vec<BreakMove>,
    /// Whether `winning_moves` is complete: false when a row above [`MAX_ROW`] might hold
    /// some that were not listed.
    pub moves_complete: bool,
    /// How the outcome was obtained.
    pub method: BreakMethod,
}

/// Analyzes `position` of `game` under `ending`: outcome, Grundy values, winning moves.
///
/// Normal play: a winning move in row i (value g_i) leaves rows a, b with γ(a) ⊕ γ(b) =
/// g_i ⊕ nim-sum, so that the XOR becomes 0. Misère play has no such theory: an exact search.
pub fn analyze(game: &TakeBreak, ending: Ending, position: &Position) -> BreakAnalysis {
    let rows = &position.rows;
    let max_row = rows.iter().copied().max().unwrap_or(0);
    let grundy = BreakGrundy::for_rows(game, max_row);
    let row_grundy: Vec<Option<u64>> = rows.iter().map(|&n| grundy.value(n)).collect();
    let nim_sum = row_grundy.iter().try_fold(0, |x, g| g.map(|g| x ^ g));
    let mut analysis = BreakAnalysis {
        outcome: None,
        row_grundy,
        nim_sum,
        winning_moves: Vec::new(),
        moves_complete: true,
        method: BreakMethod::SpragueGrundy,
    };
    match (ending, nim_sum) {
        (Ending::Normal, None) => {
            analysis.method = BreakMethod::RowBeyondTable {
                limit: grundy.table.values.len() as u64 - 1,
            };
        }
        (Ending::Normal, Some(x)) => {
            analysis.outcome = Some(if x == 0 { Outcome::P } else { Outcome::N });
            if x != 0 {
                let (moves, complete) =
                    normal_winning_moves(game, &grundy, rows, &analysis.row_grundy, x);
                analysis.winning_moves = moves;
                analysis.moves_complete = complete;
            }
        }
        (Ending::Misere, _) => misere(game, position, &mut analysis),
    }
    analysis
}

/// In each row i of at most [`MAX_ROW`], the options worth g_i ⊕ nim-sum; and whether every
/// row was searched.
fn normal_winning_moves(
    game: &TakeBreak,
    grundy: &BreakGrundy,
    rows: &[u64],
    row_grundy: &[Option<u64>],
    nim_sum: u64,
) -> (Vec<BreakMove>, bool) {
    let value = |m: u64| grundy.value(m).expect("rows below a known row are known");
    let mut moves = Vec::new();
    let mut complete = true;
    for (row, (&n, g)) in rows.iter().zip(row_grundy).enumerate() {
        if n > MAX_ROW {
            complete = false;
            continue;
        }
        let target = g.expect("known values") ^ nim_sum;
        game.for_each_option(n, |take, left, right| {
            if value(left) ^ value(right) == target {
                moves.push(BreakMove {
                    row,
                    take,
                    left,
                    right,
                });
            }
        });
    }
    (moves, complete)
}

/// Misère play: each move's resulting position searched exactly, or [`BreakMethod::TooLarge`].
fn misere(game: &TakeBreak, position: &Position, analysis: &mut BreakAnalysis) {
    let too_large = BreakMethod::TooLarge { limit: STATE_LIMIT };
    if position.rows.iter().any(|&n| n > MAX_ROW) {
        analysis.method = too_large;
        return;
    }
    let mut search = Search::new(game, Ending::Misere, &position.rows);
    let moves = legal_moves(game, position);
    let mut winning = Vec::new();
    for mv in &moves {
        let mut child: Vec<u64> = position.rows.clone();
        child.splice(mv.row..=mv.row, [mv.left, mv.right]);
        match search.wins(search.canonical(child)) {
            Some(false) => winning.push(*mv),
            Some(true) => {}
            None => {
                analysis.method = too_large;
                return;
            }
        }
    }
    // Without a move the player to move has won (misère).
    let wins = moves.is_empty() || !winning.is_empty();
    analysis.outcome = Some(if wins { Outcome::N } else { Outcome::P });
    analysis.winning_moves = winning;
    analysis.method = BreakMethod::ExactSolver {
        states: search.memo.len(),
    };
}

/// A position on the search stack: its canonical rows, its options' canonical rows, and the
/// next option to examine.
struct Frame {
    state: Vec<u64>,
    children: Vec<Vec<u64>>,
    next: usize,
}

/// Exact search over positions as sorted multisets of live rows (rows without a move are
/// dropped: they change nothing), memoized, on an explicit stack (games can be long).
pub(super) struct Search<'a> {
    game: &'a TakeBreak,
    ending: Ending,
    /// `live[n]`: whether a row of n has a move.
    live: Vec<bool>,
    /// Whether the player to move wins, by canonical rows.
    memo: HashMap<Vec<u64>, bool>,
    work: u64,
}

impl<'a> Search<'a> {
    /// A search for positions whose rows are at most those of `rows`.
    pub(super) fn new(game: &'a TakeBreak, ending: Ending, rows: &[u64]) -> Search<'a> {
        let max = rows.iter().copied().max().unwrap_or(0);
        Search {
            game,
            ending,
            live: (0..=max).map(|n| game.has_option(n)).collect(),
            memo: HashMap::new(),
            work: 0,
        }
    }

    /// The rows sorted, without dead ones.
    pub(super) fn canonical(&self, mut rows: Vec<u64>) -> Vec<u64> {
        rows.retain(|&n| self.live[n as usize]);
        rows.sort_unstable();
        rows
    }

    /// Whether the player to move wins from the canonical `root`; `None` beyond the limits.
    pub(super) fn wins(&mut self, root: Vec<u64>) -> Option<bool> {
        if let Some(&w) = self.memo.get(&root) {
            return Some(w);
        }
        let mut stack = vec![self.frame(root)?];
        loop {
            let top = stack.last_mut().expect("the stack holds the root");
            let verdict = match top.children.get(top.next) {
                // No move: the player to move wins under misère, loses under normal play;
                // every option won by the opponent: the player to move loses.
                None => Some(top.children.is_empty() && self.ending == Ending::Misere),
                Some(child) => match self.memo.get(child) {
                    Some(true) => {
                        top.next += 1;
                        continue;
                    }
                    Some(false) => Some(true),
                    None => None,
                },
            };
            if let Some(w) = verdict {
                let done = stack.pop().expect("a frame");
                self.memo.insert(done.state, w);
                if stack.is_empty() {
                    return Some(w);
                }
            } else {
                let child = top.children[top.next].clone();
                if self.memo.len() + stack.len() >= STATE_LIMIT {
                    return None;
                }
                stack.push(self.frame(child)?);
            }
        }
    }

    /// The frame of `state` with its options, each distinct once; `None` past [`WORK_LIMIT`].
    fn frame(&mut self, state: Vec<u64>) -> Option<Frame> {
        let mut children = Vec::new();
        for (i, &n) in state.iter().enumerate() {
            if i > 0 && state[i - 1] == n {
                continue;
            }
            let mut rest = state.clone();
            rest.remove(i);
            let (live, game) = (&self.live, self.game);
            game.for_each_option(n, |_, a, b| {
                let mut child = rest.clone();
                child.extend([a, b].into_iter().filter(|&m| live[m as usize]));
                child.sort_unstable();
                children.push(child);
            });
            self.work += children.len() as u64;
            if self.work > WORK_LIMIT {
                return None;
            }
        }
        children.sort_unstable();
        children.dedup();
        Some(Frame {
            state,
            children,
            next: 0,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The search under normal play agrees with Sprague–Grundy on small Kayles positions.
    #[test]
    fn normal_search_agrees_with_grundy_values() {
        let kayles = TakeBreak::kayles();
        for rows in [vec![10, 2], vec![7, 5, 3], vec![12], vec![4, 4, 1]] {
            let mut search = Search::new(&kayles, Ending::Normal, &rows);
            let wins = search.wins(search.canonical(rows.clone())).unwrap();
            let analysis = analyze(&kayles, Ending::Normal, &Position::new(rows));
            assert_eq!(wins, analysis.outcome == Some(Outcome::N));
        }
    }
}

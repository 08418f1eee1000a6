//! Who wins a take-and-break position: Sprague–Grundy under normal play, exact search under
//! misère play.

use super::play::{legal_moves, BreakMove};
use super::table::BreakGrundy;
use super::TakeBreak;
use crate::analysis::Outcome;
use crate::position::Position;
use crate::rules::Ending;
use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// The largest row whose moves are listed: a row of `n` has about `n` · (digits) / 2 moves.
/// Larger rows still get their Grundy value through a certified period, but their winning
/// moves are not listed (see [`BreakAnalysis::moves_complete`]).
pub const MAX_ROW: u64 = 1 << 16;

/// The most positions the misère search evaluates before it gives up: a few microseconds
/// each (a hashed multiset of rows, about 200 bytes with its table slot), so at most about a
/// second and some 40 MB.
pub const STATE_LIMIT: usize = 200_000;

/// The most options the misère search generates before it gives up, so that positions with
/// many options per state cannot run long either.
pub const WORK_LIMIT: u64 = 10_000_000;

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
    analyze_within(game, ending, position, STATE_LIMIT)
}

/// [`analyze`] with the misère search stopped after `state_limit` positions (at most
/// [`STATE_LIMIT`]): the play page keeps each click's search to a few milliseconds.
pub fn analyze_within(
    game: &TakeBreak,
    ending: Ending,
    position: &Position,
    state_limit: usize,
) -> BreakAnalysis {
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
        (Ending::Misere, _) => misere(game, position, &mut analysis, state_limit),
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
fn misere(game: &TakeBreak, position: &Position, analysis: &mut BreakAnalysis, limit: usize) {
    let limit = limit.min(STATE_LIMIT);
    let too_large = BreakMethod::TooLarge { limit };
    if position.rows.iter().any(|&n| n > MAX_ROW) {
        analysis.method = too_large;
        return;
    }
    let mut search = Search::new(game, Ending::Misere, &position.rows);
    search.state_limit = limit;
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

/// A position on the search stack: its canonical rows, the option being examined (its rows
/// once generated), and where the next option comes from.
struct Frame {
    state: Vec<u64>,
    current: Option<Vec<u64>>,
    heap: usize,
    option: usize,
    has_move: bool,
}

/// Exact search over positions as sorted multisets of live rows (rows without a move are
/// dropped: they change nothing), memoized, on an explicit stack (games can be long).
/// Options are generated one at a time, so an N-position stops at its first winning move.
pub(super) struct Search<'a> {
    game: &'a TakeBreak,
    ending: Ending,
    /// `live[n]`: whether a row of n has a move.
    live: Vec<bool>,
    /// The live parts (a, b) each row size can be split into, computed when first needed.
    options: HashMap<u64, Vec<(u64, u64)>, BuildHasherDefault<RowsHasher>>,
    /// Whether the player to move wins, by canonical rows.
    memo: HashMap<Vec<u64>, bool, BuildHasherDefault<RowsHasher>>,
    work: u64,
    /// The most positions to evaluate.
    state_limit: usize,
}

impl<'a> Search<'a> {
    /// A search for positions whose rows are at most those of `rows`.
    pub(super) fn new(game: &'a TakeBreak, ending: Ending, rows: &[u64]) -> Search<'a> {
        let max = rows.iter().copied().max().unwrap_or(0);
        Search {
            game,
            ending,
            live: (0..=max).map(|n| game.has_option(n)).collect(),
            options: HashMap::default(),
            memo: HashMap::default(),
            work: 0,
            state_limit: STATE_LIMIT,
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
        let mut stack = vec![Frame::new(root)];
        loop {
            let top = stack.last_mut().expect("the stack holds the root");
            if top.current.is_none() {
                top.current = self.next_option(top)?;
            }
            let verdict = match &top.current {
                // No move: the player to move wins under misère, loses under normal play;
                // every option won by the opponent: the player to move loses.
                None => Some(!top.has_move && self.ending == Ending::Misere),
                Some(child) => match self.memo.get(child) {
                    Some(true) => {
                        top.current = None;
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
                let child = top.current.clone().expect("an option");
                if self.memo.len() + stack.len() >= self.state_limit {
                    return None;
                }
                stack.push(Frame::new(child));
            }
        }
    }

    /// The canonical rows of the frame's next option (`Some(None)` when there is none left);
    /// `None` past [`WORK_LIMIT`].
    fn next_option(&mut self, frame: &mut Frame) -> Option<Option<Vec<u64>>> {
        self.work += 1;
        if self.work > WORK_LIMIT {
            return None;
        }
        let state = &frame.state;
        while let Some(&n) = state.get(frame.heap) {
            // Equal rows have the same options: only the first of them is tried.
            let repeat = frame.heap > 0 && state[frame.heap - 1] == n;
            let (game, live) = (self.game, &self.live);
            let options = self.options.entry(n).or_insert_with(|| {
                let mut options = Vec::new();
                game.for_each_option(n, |_, a, b| {
                    let keep = |m: u64| if live[m as usize] { m } else { 0 };
                    options.push((keep(a), keep(b)));
                });
                options.dedup();
                options
            });
            if let (false, Some(&(a, b))) = (repeat, options.get(frame.option)) {
                frame.option += 1;
                frame.has_move = true;
                let mut child = Vec::with_capacity(state.len() + 1);
                child.extend_from_slice(&state[..frame.heap]);
                child.extend_from_slice(&state[frame.heap + 1..]);
                child.extend([a, b].into_iter().filter(|&m| m > 0));
                child.sort_unstable();
                return Some(Some(child));
            }
            frame.heap += 1;
            frame.option = 0;
        }
        Some(None)
    }
}

/// A multiply-rotate hash of a position's rows (FxHash's step): the standard SipHash costs
/// more than the rest of a lookup, and positions come from the game, not from an attacker.
#[derive(Default)]
struct RowsHasher(u64);

impl Hasher for RowsHasher {
    fn finish(&self) -> u64 {
        // MurmurHash3's finalizer, so the table's low bits depend on every row.
        let mut h = self.0;
        h = (h ^ (h >> 33)).wrapping_mul(0xff51_afd7_ed55_8ccd);
        h = (h ^ (h >> 33)).wrapping_mul(0xc4ce_b9fe_1a85_ec53);
        h ^ (h >> 33)
    }

    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut word = [0u8; 8];
            word[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(word));
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = (self.0.rotate_left(5) ^ n).wrapping_mul(0x517c_c1b7_2722_0a95);
    }

    fn write_usize(&mut self, n: usize) {
        self.write_u64(n as u64);
    }
}

impl Frame {
    fn new(state: Vec<u64>) -> Frame {
        Frame {
            state,
            current: None,
            heap: 0,
            option: 0,
            has_move: false,
        }
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

    /// A smaller limit gives up sooner and says so; within it, the answer is the full one.
    #[test]
    fn a_smaller_limit_gives_up_or_agrees() {
        let kayles = TakeBreak::kayles();
        let big = Position::new([20, 20, 20]);
        let within = analyze_within(&kayles, Ending::Misere, &big, 1_000);
        assert_eq!(within.outcome, None);
        assert_eq!(within.method, BreakMethod::TooLarge { limit: 1_000 });
        let small = Position::new([10, 7]);
        let full = analyze(&kayles, Ending::Misere, &small);
        let limited = analyze_within(&kayles, Ending::Misere, &small, 1_000);
        assert_eq!(
            (limited.outcome, limited.winning_moves),
            (full.outcome, full.winning_moves)
        );
    }
}

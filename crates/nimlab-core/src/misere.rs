//! Misère play: the German article's cases A, B, Cg and Cu, and an exact solver for
//! misère games with restricted moves, which have no known formula.

use crate::analysis::Outcome;
use crate::position::{Move, Position};
use crate::rules::{Ending, Rules, Take};

/// The German article's cases for Nim with unrestricted moves (normal and misère).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MisereCase {
    /// At least two rows with two or more sticks: play by the nim-sum under both rules.
    A,
    /// Exactly one row with two or more sticks: an N-position with exactly one winning move
    /// (misère: leave an odd number of single sticks; normal: an even number).
    B,
    /// No row with more than one stick, and an even number of sticks ("gerade"): the player
    /// to move loses under the normal rule and wins under misère.
    Cg,
    /// No row with more than one stick, and an odd number of sticks ("ungerade"): the player
    /// to move wins under the normal rule and loses under misère.
    Cu,
}

/// Which of the cases A, B, Cg, Cu a position is in.
pub fn misere_case(position: &Position) -> MisereCase {
    match position.rows.iter().filter(|&&n| n >= 2).count() {
        0 if position.rows.iter().filter(|&&n| n == 1).count() % 2 == 0 => MisereCase::Cg,
        0 => MisereCase::Cu,
        1 => MisereCase::B,
        _ => MisereCase::A,
    }
}

/// The most positions the exact solver evaluates before it reports [`TooLarge`].
///
/// Two million positions take a fraction of a second natively (about 0.1 µs each when the
/// reachable positions can be numbered densely, about 1 µs each in the hash table) and at
/// most a few tens of MiB. Positions whose packed rows take several 64-bit words get a
/// proportionally lower limit (see [`TooLarge::limit`]), so memory stays bounded.
pub const STATE_LIMIT: usize = 2_000_000;

/// The most moves the solver examines before it reports [`TooLarge`], so that positions
/// with many moves per state (large allowed sets, many rows) cannot run for long either.
pub const WORK_LIMIT: u64 = 60_000_000;

/// Up to this many reachable multisets of rows, each has 2 bits in a flat array (at most
/// 32 MiB), indexed by its rank: no hashing at all.
const DENSE_LIMIT: u128 = 1 << 27;

/// The most entries (8 bytes each) of the dense store's ranking table.
const RANK_TABLE_LIMIT: usize = 1 << 21;

/// An exactly solved position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Solved {
    /// The outcome under perfect play.
    pub outcome: Outcome,
    /// Every move to a P-position, sorted by (row, take).
    pub winning_moves: Vec<Move>,
    /// How many positions were evaluated.
    pub states: usize,
}

/// The solver stopped: the position needs more than `limit` positions (or more than
/// [`WORK_LIMIT`] moves) to be solved exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TooLarge {
    /// The state limit in force.
    pub limit: usize,
}

/// Solves `position` under `rules` exactly by retrograde analysis of the reachable positions.
///
/// Meant for misère play with restricted moves, but correct for every rule family (the
/// tests use it for small unrestricted games too). Positions are memoized as sorted
/// multisets of their live rows (rows too small for any move are dropped), the search is an
/// explicit stack (no recursion, whatever the game's length), and it gives up with
/// [`TooLarge`] instead of exceeding [`STATE_LIMIT`] states or [`WORK_LIMIT`] moves.
///
/// The last [`REMEMBERED`] results are remembered, so the several views of one position (its
/// status, the hints, the game record, the computer's move) pay for one solve. A caller that
/// must stay responsive runs a [`Solve`] in slices instead, which fills the same memory.
pub fn solve(rules: &Rules, position: &Position) -> Result<Solved, TooLarge> {
    if let Some(known) = remembered(rules, position) {
        return known;
    }
    let mut job = Solve::new(rules, position);
    loop {
        if let Some(done) = job.step(u64::MAX) {
            return done;
        }
    }
}

/// The result of [`solve`] when it is known without any search: remembered from an earlier
/// solve, or too large at first sight. `None` when a search is needed.
pub fn solved_already(rules: &Rules, position: &Position) -> Option<Result<Solved, TooLarge>> {
    remembered(rules, position).or_else(|| {
        let verdict = too_large_at_once(rules, position).map(Err)?;
        // Remembered, so every view of the position pays for the check (up to a ranking
        // table of 2^21 entries) once.
        remember(rules, position, &verdict);
        Some(verdict)
    })
}

/// [`Solve::new`]'s verdict at first sight, without building the store that a search needs
/// (up to tens of MiB): the store's kind decides the limit only when one line of play lies
/// between the hashed store's limit and the dense store's.
fn too_large_at_once(rules: &Rules, position: &Position) -> Option<TooLarge> {
    let (min_take, root) = live_root(&rules.take, &position.rows);
    let line = shortest_line(rules, min_take, &root)?;
    let hashed = state_limit(Store::hashed_layout(&root).1);
    if line <= hashed as u128 {
        return None;
    }
    let limit = if Store::ranks(&root).is_some() {
        state_limit(1)
    } else {
        hashed
    };
    (line > limit as u128).then_some(TooLarge { limit })
}

/// Sorts a position's rows by insertion: a position has few rows, and a child's differ from
/// its sorted parent's in one place, so this is fast; the standard library's slice sort
/// would add about 4 KB to the WebAssembly module that every visitor loads first.
fn sort_rows(rows: &mut [u64]) {
    for i in 1..rows.len() {
        let x = rows[i];
        let mut j = i;
        while j > 0 && rows[j - 1] > x {
            rows[j] = rows[j - 1];
            j -= 1;
        }
        rows[j] = x;
    }
}

/// The rows the search starts from, sorted, with rows too small for any move as 0; and the
/// smallest allowed take.
fn live_root(take: &Take, rows: &[u64]) -> (u64, Vec<u64>) {
    let min_take = match take {
        Take::Set(set) => set.counts()[0],
        _ => 1,
    };
    let mut root: Vec<u64> = rows
        .iter()
        .map(|&n| if n < min_take { 0 } else { n })
        .collect();
    sort_rows(&mut root);
    (min_take, root)
}

/// How many distinct positions one line of play from `rows` passes through at least: a move
/// removes at most `max take` live sticks (rows of `min_take` or more) plus fewer than
/// `max take` that become dead. `None` when moves are unrestricted.
fn shortest_line(rules: &Rules, min_take: u64, rows: &[u64]) -> Option<u128> {
    let max_take = rules.take.max()?;
    let live: u128 = rows
        .iter()
        .filter(|&&n| n >= min_take)
        .map(|&n| u128::from(n))
        .sum();
    Some(live / (2 * u128::from(max_take)))
}

/// The state limit for positions that pack into `words` 64-bit words: a hashed position
/// costs up to 4 (words + 1) words of table, kept below what a one-word position costs at
/// [`STATE_LIMIT`].
fn state_limit(words: usize) -> usize {
    STATE_LIMIT * 2 / (words + 1)
}

/// How many solved positions [`solve`] and [`Solve`] remember.
pub const REMEMBERED: usize = 256;

/// A solved position: its rules, rows and result.
type Remembered = (Rules, Position, Result<Solved, TooLarge>);

std::thread_local! {
    /// The most recently solved positions, newest last.
    static MEMORY: std::cell::RefCell<Vec<Remembered>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

fn remembered(rules: &Rules, position: &Position) -> Option<Result<Solved, TooLarge>> {
    MEMORY.with(|memory| {
        let mut memory = memory.borrow_mut();
        let i = memory
            .iter()
            .rposition(|(r, p, _)| r == rules && p == position)?;
        // Move it to the end, so the positions in use stay.
        let entry = memory.remove(i);
        let result = entry.2.clone();
        memory.push(entry);
        Some(result)
    })
}

/// Forgets every remembered result of [`solve`] and [`Solve`] on this thread, so the next
/// solve of any position searches again.
///
/// For benchmarks and tests, which must time or check a search rather than the memory; the
/// app has no use for it.
pub fn forget_solved() {
    MEMORY.with(|memory| memory.borrow_mut().clear());
}

fn remember(rules: &Rules, position: &Position, result: &Result<Solved, TooLarge>) {
    MEMORY.with(|memory| {
        let mut memory = memory.borrow_mut();
        if memory.len() >= REMEMBERED {
            memory.drain(..1);
        }
        memory.push((rules.clone(), position.clone(), result.clone()));
    });
}

/// How far a [`Solve`] has come, measured against the limits at which it gives up.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SolveProgress {
    /// Positions evaluated so far.
    pub states: usize,
    /// The state limit in force (see [`TooLarge::limit`]).
    pub limit: usize,
    /// Moves examined so far.
    pub work: u64,
    /// [`WORK_LIMIT`].
    pub work_limit: u64,
}

impl SolveProgress {
    /// The share of the nearer limit used so far, in per mille: the solve ends, with a result
    /// or with [`TooLarge`], before either limit passes 1000.
    pub fn per_mille(&self) -> u32 {
        let states = self.states as u128 * 1000 / self.limit.max(1) as u128;
        let work = u128::from(self.work) * 1000 / u128::from(self.work_limit.max(1));
        states.max(work).min(1000) as u32
    }
}

/// An exact solve run in slices, so that a page stays responsive during a long one.
///
/// ```
/// use nimlab_core::misere::Solve;
/// use nimlab_core::{Ending, Outcome, Position, Rules, Take};
///
/// let rules = Rules { ending: Ending::Misere, take: Take::UpTo(3) };
/// let mut job = Solve::new(&rules, &Position::new([9, 14, 20]));
/// let solved = loop {
///     // A slice of at most 1000 examined moves; a page would yield to the browser here.
///     if let Some(done) = job.step(1000) {
///         break done.unwrap();
///     }
///     assert!(job.progress().per_mille() < 1000);
/// };
/// assert_eq!(solved.outcome, Outcome::N);
/// ```
pub struct Solve {
    rules: Rules,
    position: Position,
    solver: Solver,
    /// The next root move to try: its row and take cursor.
    row: usize,
    cursor: u64,
    /// The root move whose resulting position is being searched, with that position's key.
    pending: Option<(Move, u64)>,
    winning_moves: Vec<Move>,
    has_move: bool,
    /// Set once the solve has ended.
    result: Option<Result<Solved, TooLarge>>,
}

impl Solve {
    /// Prepares the solve of `position` under `rules`; no search happens before [`Solve::step`].
    pub fn new(rules: &Rules, position: &Position) -> Solve {
        Solve::with_store(rules, position, true)
    }

    /// [`Solve::new`], optionally without the dense store (so tests can compare both stores).
    fn with_store(rules: &Rules, position: &Position, dense: bool) -> Solve {
        let solver = Solver::new(rules, position, dense);
        // The search first follows one line of play to the end, through distinct positions,
        // so far too many positions are known before searching.
        let result = shortest_line(rules, solver.min_take, &position.rows)
            .filter(|&line| line > solver.limit as u128)
            .map(|_| {
                Err(TooLarge {
                    limit: solver.limit,
                })
            });
        Solve {
            rules: rules.clone(),
            position: position.clone(),
            solver,
            row: 0,
            cursor: 0,
            pending: None,
            winning_moves: Vec::new(),
            has_move: false,
            result,
        }
    }

    /// How far the solve has come.
    pub fn progress(&self) -> SolveProgress {
        SolveProgress {
            states: self.solver.visited,
            limit: self.solver.limit,
            work: self.solver.work,
            work_limit: WORK_LIMIT,
        }
    }

    /// Runs the solve for about `work` more examined moves; the result once it has ended
    /// (and from then on at every call).
    pub fn step(&mut self, work: u64) -> Option<Result<Solved, TooLarge>> {
        if self.result.is_none() {
            let until = self.solver.work.saturating_add(work);
            match self.run(until) {
                Some(true) => {
                    let outcome = if !self.winning_moves.is_empty()
                        || (!self.has_move && self.rules.ending == Ending::Misere)
                    {
                        Outcome::N
                    } else {
                        Outcome::P
                    };
                    self.result = Some(Ok(Solved {
                        outcome,
                        winning_moves: std::mem::take(&mut self.winning_moves),
                        states: self.solver.visited,
                    }));
                }
                Some(false) => return None,
                None => {
                    self.result = Some(Err(TooLarge {
                        limit: self.solver.limit,
                    }))
                }
            }
            if let Some(result) = &self.result {
                remember(&self.rules, &self.position, result);
            }
        }
        self.result.clone()
    }

    /// Tries the root's moves in order, searching each resulting position not yet known:
    /// `Some(true)` when all are done, `Some(false)` when `until` work was reached first, and
    /// `None` when the position is too large.
    fn run(&mut self, until: u64) -> Option<bool> {
        let rows = &self.position.rows;
        let mut child = rows.clone();
        loop {
            if let Some((mv, key)) = self.pending {
                if !self.solver.search(until)? {
                    return Some(false);
                }
                if self.solver.store.get(key) == LOSS {
                    self.winning_moves.push(mv);
                }
                self.pending = None;
            }
            if self.solver.work >= until {
                return Some(false);
            }
            // The next root move, row by row in order, so the winning moves come out sorted.
            let take = loop {
                let Some(&n) = rows.get(self.row) else {
                    return Some(true);
                };
                match self.solver.next_take(n, &mut self.cursor) {
                    Some(take) => break take,
                    None => {
                        self.row += 1;
                        self.cursor = 0;
                    }
                }
            };
            self.has_move = true;
            let mv = Move {
                row: self.row,
                take,
            };
            child.clone_from(rows);
            child[mv.row] -= take;
            self.solver.charge()?;
            let mut sorted: Vec<u64> = child.iter().map(|&n| self.solver.normalize(n)).collect();
            sort_rows(&mut sorted);
            let (key, value) = self.solver.store.lookup(&sorted);
            match value {
                LOSS => self.winning_moves.push(mv),
                WIN => {}
                _ => {
                    self.solver.start(key, &sorted)?;
                    self.pending = Some((mv, key));
                }
            }
        }
    }
}

/// [`solve`] without the memory, optionally without the dense store.
#[cfg(test)]
fn solve_with(rules: &Rules, position: &Position, dense: bool) -> Result<Solved, TooLarge> {
    Solve::with_store(rules, position, dense)
        .step(u64::MAX)
        .expect("an unlimited step ends the solve")
}

/// Search state of one position on the explicit stack (its rows are kept beside it).
#[derive(Clone, Copy)]
struct Frame {
    key: u64,
    /// Index (in the sorted rows) of the row being tried.
    row: usize,
    /// Take cursor within that row (see [`Solver::next_take`]).
    cursor: u64,
}

const UNKNOWN: u8 = 0;
/// P: the player to move loses.
const LOSS: u8 = 1;
/// N: the player to move wins.
const WIN: u8 = 2;

/// Where the solver keeps the value of each position (rows sorted ascending, dead rows 0).
enum Store {
    /// The reachable positions, as sorted rows s with s_k ≤ r_k for the root's sorted rows r,
    /// numbered in lexicographic order; 2 bits per number.
    Dense {
        /// `prefix[offsets[k] + x]`: how many such rows have s_0 = … = s_(k−1) = 0 and
        /// s_k < x; the rank of s is the sum over k of the entries for s_k minus s_(k−1).
        prefix: Vec<u64>,
        offsets: Vec<usize>,
        values: Vec<u64>,
    },
    /// Bit-packed positions in open-addressing hash tables (linear probing). Each slot holds
    /// the packed rows and a meta word, so a lookup touches one place in memory.
    Hashed {
        bits: u32,
        words: usize,
        /// [`SHARDS`] tables, picked by the hash's top bits; each grows on its own, so a growth
        /// moves a few thousand positions, never all of them within one step of the solve.
        shards: Vec<Shard>,
        /// The shard and slot of each id, as `shard << 24 | slot` (slots move when their
        /// shard grows).
        slot_of: Vec<u32>,
        packed: Vec<u64>,
    },
}

/// How many tables a hashed store spreads its positions over.
const SHARDS: usize = 256;
/// Slots per shard of a new hashed store.
const SHARD_SLOTS: usize = 8;

/// One table of a hashed store.
struct Shard {
    /// Slots of `words + 1` words: the packed rows, then `value << 32 | (id + 1)`, where a
    /// meta word of 0 marks an empty slot.
    table: Vec<u64>,
    /// Occupied slots.
    len: usize,
}

impl Store {
    /// A store for the positions reachable from the sorted rows `root`.
    fn new(root: &[u64], dense: bool) -> Store {
        if let Some(store) = Store::dense(root).filter(|_| dense) {
            return store;
        }
        let (bits, words) = Store::hashed_layout(root);
        Store::Hashed {
            bits,
            words,
            shards: (0..SHARDS)
                .map(|_| Shard {
                    table: vec![0; SHARD_SLOTS * (words + 1)],
                    len: 0,
                })
                .collect(),
            slot_of: Vec::new(),
            packed: vec![0; words],
        }
    }

    /// Bits per row and 64-bit words per position of a hashed store for the sorted rows `root`.
    fn hashed_layout(root: &[u64]) -> (u32, usize) {
        let max = root.last().copied().unwrap_or(0);
        let bits = (64 - max.leading_zeros()).max(1);
        (bits, (root.len() * bits as usize).div_ceil(64).max(1))
    }

    /// The dense store, when at most [`DENSE_LIMIT`] positions are dominated by `root`.
    fn dense(root: &[u64]) -> Option<Store> {
        let (prefix, offsets, count) = Store::ranks(root)?;
        Some(Store::Dense {
            prefix,
            offsets,
            values: vec![0; (count as usize).div_ceil(32)],
        })
    }

    /// The dense store's ranking table and offsets, and how many positions it numbers; `None`
    /// when more than [`DENSE_LIMIT`] positions are dominated by `root`.
    ///
    /// With c_k(v) the number of ways to complete rows k + 1, … once s_k = v, and p_k(x) the
    /// sum of c_k(v) for v < x: c_(w−1) = 1 and c_k(v) = p_(k+1)(r_(k+1) + 1) − p_(k+1)(v).
    /// Every entry is at most the total, p_0(r_0 + 1), so any entry above the limit stops.
    fn ranks(root: &[u64]) -> Option<(Vec<u64>, Vec<usize>, u64)> {
        let width = root.len();
        let limit = DENSE_LIMIT as u64;
        let mut offsets = Vec::with_capacity(width);
        let mut len = 0usize;
        for &r in root {
            offsets.push(len);
            len = len.checked_add(usize::try_from(r).ok()?.checked_add(2)?)?;
            if len > RANK_TABLE_LIMIT {
                return None;
            }
        }
        let mut prefix = vec![0u64; len];
        for k in (0..width).rev() {
            let r = root[k] as usize;
            let mut sum = 0u64;
            for v in 0..=r {
                let completions = if k + 1 == width {
                    1
                } else {
                    let next = offsets[k + 1];
                    prefix[next + root[k + 1] as usize + 1] - prefix[next + v]
                };
                prefix[offsets[k] + v] = sum;
                sum += completions;
                if sum > limit {
                    return None;
                }
            }
            prefix[offsets[k] + r + 1] = sum;
        }
        let count = if width == 0 {
            1
        } else {
            prefix[root[0] as usize + 1]
        };
        Some((prefix, offsets, count))
    }

    fn words(&self) -> usize {
        match self {
            Store::Dense { .. } => 1,
            Store::Hashed { words, .. } => *words,
        }
    }

    /// The key and value of the position with these sorted rows (adding it to a hashed
    /// store when new).
    fn lookup(&mut self, rows: &[u64]) -> (u64, u8) {
        match self {
            Store::Dense {
                prefix,
                offsets,
                values,
            } => {
                // Slices, not vectors, in the hot loop: indexing stays inline at opt-level "z".
                let (prefix, values) = (prefix.as_slice(), values.as_slice());
                let mut key = 0;
                let mut below = 0;
                for (&s, &offset) in rows.iter().zip(offsets.iter()) {
                    key += prefix[offset + s as usize] - prefix[offset + below];
                    below = s as usize;
                }
                (
                    key,
                    ((values[(key / 32) as usize] >> (2 * (key % 32))) & 3) as u8,
                )
            }
            Store::Hashed {
                bits,
                words,
                shards,
                slot_of,
                packed,
            } => {
                pack(*bits, rows, packed);
                let stride = *words + 1;
                let h = hash(packed);
                let s = shard_of(h);
                let Shard { table, len } = &mut shards[s];
                let slots = table.len() / stride;
                let mut i = h as usize & (slots - 1);
                loop {
                    let slot = &table[i * stride..][..stride];
                    let meta = slot[*words];
                    if meta == 0 {
                        break;
                    }
                    if slot[..*words] == packed[..] {
                        return ((meta & 0xffff_ffff) - 1, (meta >> 32) as u8);
                    }
                    i = (i + 1) & (slots - 1);
                }
                let id = slot_of.len() as u64;
                table[i * stride..][..*words].copy_from_slice(packed);
                table[i * stride + *words] = id + 1;
                slot_of.push(slot_ref(s, i));
                *len += 1;
                // The shards fill at the same pace: each grows at its own load between 1/2
                // and 3/4, so their growths spread over many steps instead of meeting in one.
                if *len * 4 * SHARDS > slots * (2 * SHARDS + s) {
                    let mut grown = vec![0u64; table.len() * 2];
                    let mask = slots * 2 - 1;
                    for slot in table.chunks_exact(stride).filter(|slot| slot[*words] != 0) {
                        let mut i = hash(&slot[..*words]) as usize & mask;
                        while grown[i * stride + *words] != 0 {
                            i = (i + 1) & mask;
                        }
                        grown[i * stride..][..stride].copy_from_slice(slot);
                        slot_of[((slot[*words] & 0xffff_ffff) - 1) as usize] = slot_ref(s, i);
                    }
                    *table = grown;
                }
                (id, UNKNOWN)
            }
        }
    }

    fn get(&self, key: u64) -> u8 {
        match self {
            Store::Dense { values, .. } => {
                ((values[(key / 32) as usize] >> (2 * (key % 32))) & 3) as u8
            }
            Store::Hashed {
                words,
                shards,
                slot_of,
                ..
            } => {
                let (s, i) = split_ref(slot_of[key as usize]);
                (shards[s].table[i * (*words + 1) + *words] >> 32) as u8
            }
        }
    }

    fn set(&mut self, key: u64, value: u8) {
        match self {
            Store::Dense { values, .. } => {
                let (word, shift) = ((key / 32) as usize, 2 * (key % 32));
                values[word] = (values[word] & !(3 << shift)) | (u64::from(value) << shift);
            }
            Store::Hashed {
                words,
                shards,
                slot_of,
                ..
            } => {
                let (s, i) = split_ref(slot_of[key as usize]);
                let meta = &mut shards[s].table[i * (*words + 1) + *words];
                *meta = (*meta & 0xffff_ffff) | (u64::from(value) << 32);
            }
        }
    }
}

/// The shard of a position with hash `h`: its top bits, as the slot takes the low ones.
fn shard_of(h: u64) -> usize {
    (h >> (64 - SHARDS.trailing_zeros())) as usize
}

/// A shard and a slot in it as one word (a shard's slots stay below 2^24: the solver's limit
/// keeps the whole store below 2^21 positions, and a table has at most four slots for each).
fn slot_ref(shard: usize, slot: usize) -> u32 {
    debug_assert!(slot < 1 << 24);
    ((shard << 24) | slot) as u32
}

/// The shard and slot of a [`slot_ref`].
fn split_ref(r: u32) -> (usize, usize) {
    ((r >> 24) as usize, (r & 0xff_ffff) as usize)
}

/// Packs rows of `bits` bits each into `out`.
fn pack(bits: u32, rows: &[u64], out: &mut [u64]) {
    out.iter_mut().for_each(|w| *w = 0);
    let bits = bits as usize;
    for (i, &r) in rows.iter().enumerate() {
        let (word, shift) = (i * bits / 64, i * bits % 64);
        out[word] |= r << shift;
        if shift + bits > 64 {
            out[word + 1] |= r >> (64 - shift);
        }
    }
}

/// FxHash-style mixing, finished with MurmurHash3's `fmix64` so that every bit of the
/// position reaches both the slot index (low bits) and the fingerprint (high bits).
fn hash(packed: &[u64]) -> u64 {
    let mut h: u64 = 0;
    for &w in packed {
        h = (h.rotate_left(5) ^ w).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h ^= h >> 33;
    h = h.wrapping_mul(0xff51_afd7_ed55_8ccd);
    h ^= h >> 33;
    h = h.wrapping_mul(0xc4ce_b9fe_1a85_ec53);
    h ^ (h >> 33)
}

struct Solver {
    take: Take,
    ending: Ending,
    /// Rows with fewer sticks than this can never be moved from.
    min_take: u64,
    /// Rows per position (the root's, dead ones included as 0).
    width: usize,
    limit: usize,
    visited: usize,
    work: u64,
    store: Store,
    /// The search's explicit stack: one frame per position being evaluated, and beside it
    /// that position's rows (`width` per frame).
    frames: Vec<Frame>,
    stack: Vec<u64>,
}

impl Solver {
    fn new(rules: &Rules, position: &Position, dense: bool) -> Solver {
        let (min_take, root) = live_root(&rules.take, &position.rows);
        let width = position.rows.len();
        let store = Store::new(&root, dense);
        let limit = state_limit(store.words());
        Solver {
            take: rules.take.clone(),
            ending: rules.ending,
            min_take,
            width,
            limit,
            visited: 0,
            work: 0,
            store,
            frames: Vec::new(),
            stack: Vec::new(),
        }
    }

    /// A row too small for any move is as good as empty.
    fn normalize(&self, n: u64) -> u64 {
        if n < self.min_take {
            0
        } else {
            n
        }
    }

    /// The next allowed take from a row of `n` sticks, advancing `cursor` (which starts at 0).
    fn next_take(&self, n: u64, cursor: &mut u64) -> Option<u64> {
        match &self.take {
            Take::Any | Take::UpTo(_) => {
                let max = match &self.take {
                    Take::UpTo(k) => n.min(*k),
                    _ => n,
                };
                (*cursor < max).then(|| {
                    *cursor += 1;
                    *cursor
                })
            }
            Take::Set(set) => {
                let t = *set.counts().get(*cursor as usize)?;
                (t <= n).then(|| {
                    *cursor += 1;
                    t
                })
            }
        }
    }

    /// Counts one examined move; `None` past [`WORK_LIMIT`].
    fn charge(&mut self) -> Option<()> {
        self.work += 1;
        (self.work <= WORK_LIMIT).then_some(())
    }

    /// Starts the search of an unsolved position (sorted rows); `None` past the state limit.
    fn start(&mut self, key: u64, root: &[u64]) -> Option<()> {
        self.with_stack(|solver, frames, rows| solver.push(frames, rows, key, root))
    }

    /// Depth-first retrograde search with an explicit stack, from the position [`Solver::start`]
    /// pushed: `Some(true)` once it is solved, `Some(false)` when `until` work was reached
    /// first (call again to go on), `None` when the position is too large.
    fn search(&mut self, until: u64) -> Option<bool> {
        let width = self.width;
        self.with_stack(|solver, frames, rows| solver.search_in(frames, rows, width, until))
    }

    /// Runs `f` with the explicit stack taken out of `self`, so that the store and the
    /// counters can be borrowed beside it.
    fn with_stack<T>(
        &mut self,
        f: impl FnOnce(&mut Self, &mut Vec<Frame>, &mut Vec<u64>) -> T,
    ) -> T {
        let (mut frames, mut rows) = (
            std::mem::take(&mut self.frames),
            std::mem::take(&mut self.stack),
        );
        let result = f(self, &mut frames, &mut rows);
        (self.frames, self.stack) = (frames, rows);
        result
    }

    fn search_in(
        &mut self,
        frames: &mut Vec<Frame>,
        rows: &mut Vec<u64>,
        width: usize,
        until: u64,
    ) -> Option<bool> {
        let mut child = vec![0u64; width];
        let child = child.as_mut_slice();
        while let Some(top) = frames.last_mut() {
            if self.work >= until {
                return Some(false);
            }
            let cur = &rows[rows.len() - width..];
            let (mut row, mut cursor) = (top.row, top.cursor);
            let mut next = None;
            while row < width {
                // Equal rows give equal positions: try only the last of each run.
                if cur[row] == 0 || (row + 1 < width && cur[row + 1] == cur[row]) {
                    row += 1;
                    cursor = 0;
                    continue;
                }
                match self.next_take(cur[row], &mut cursor) {
                    Some(t) => {
                        next = Some(t);
                        break;
                    }
                    None => {
                        row += 1;
                        cursor = 0;
                    }
                }
            }
            top.row = row;
            top.cursor = cursor;
            let Some(t) = next else {
                // Every move leads to an N-position, or there is no move at all.
                let terminal = cur.iter().all(|&r| r == 0);
                let value = if terminal && self.ending == Ending::Misere {
                    WIN
                } else {
                    LOSS
                };
                self.finish(frames, rows, value);
                continue;
            };
            child.copy_from_slice(cur);
            let mut i = row;
            child[i] = self.normalize(child[i] - t);
            while i > 0 && child[i - 1] > child[i] {
                child.swap(i - 1, i);
                i -= 1;
            }
            self.charge()?;
            let (key, value) = self.store.lookup(child);
            match value {
                LOSS => self.finish(frames, rows, WIN),
                WIN => {}
                _ => self.push(frames, rows, key, child)?,
            }
        }
        Some(true)
    }

    /// Starts evaluating a new position; `None` past the state limit.
    fn push(
        &mut self,
        frames: &mut Vec<Frame>,
        rows: &mut Vec<u64>,
        key: u64,
        position: &[u64],
    ) -> Option<()> {
        if self.visited >= self.limit {
            return None;
        }
        self.visited += 1;
        frames.push(Frame {
            key,
            row: 0,
            cursor: 0,
        });
        rows.extend_from_slice(position);
        Some(())
    }

    /// Records the value of the top position and pops it; a P-position makes its parent N.
    fn finish(&mut self, frames: &mut Vec<Frame>, rows: &mut Vec<u64>, value: u8) {
        let done = frames.pop().expect("a position is being evaluated");
        rows.truncate(rows.len() - self.width);
        self.store.set(done.key, value);
        if value == LOSS {
            if let Some(parent) = frames.pop() {
                rows.truncate(rows.len() - self.width);
                self.store.set(parent.key, WIN);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SubtractionSet;

    #[test]
    fn cases() {
        assert_eq!(misere_case(&Position::new([22, 5, 13, 27])), MisereCase::A);
        assert_eq!(misere_case(&Position::new([1, 5, 0])), MisereCase::B);
        assert_eq!(misere_case(&Position::new([1, 1, 0])), MisereCase::Cg);
        assert_eq!(misere_case(&Position::new([1, 0])), MisereCase::Cu);
        assert_eq!(misere_case(&Position::new([])), MisereCase::Cg);
    }

    #[test]
    fn solver_knows_misere_nim() {
        let rules = Rules::misere();
        let s = solve(&rules, &Position::new([1, 5, 0])).unwrap();
        assert_eq!(s.outcome, Outcome::N);
        assert_eq!(s.winning_moves, vec![Move { row: 1, take: 5 }]);
        assert_eq!(
            solve(&rules, &Position::new([1, 3, 5, 7])).unwrap().outcome,
            Outcome::P
        );
        assert_eq!(
            solve(&rules, &Position::new([])).unwrap().outcome,
            Outcome::N
        );
    }

    #[test]
    fn deep_games_do_not_overflow_the_stack() {
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(3),
        };
        // Games of about 700 moves: the search stack lives on the heap.
        assert!(solve(&rules, &Position::new([1000, 1000])).is_ok());
        let set = Take::Set(SubtractionSet::new([2, 3]).unwrap());
        let rules = Rules {
            ending: Ending::Misere,
            take: set,
        };
        assert!(solve(&rules, &Position::new([3000])).is_ok());
    }

    #[test]
    fn dense_ranks_number_the_dominated_rows_in_order() {
        let root = [0, 2, 2, 3, 5];
        let store = Store::dense(&root).unwrap();
        let Store::Dense {
            prefix, offsets, ..
        } = &store
        else {
            unreachable!()
        };
        let rank = |s: &[u64]| {
            let (mut key, mut below) = (0, 0);
            for (&v, &o) in s.iter().zip(offsets) {
                key += prefix[o + v as usize] - prefix[o + below];
                below = v as usize;
            }
            key
        };
        let mut expected = 0;
        for a in 0..=0 {
            for b in a..=2 {
                for c in b..=2 {
                    for d in c..=3 {
                        for e in d..=5 {
                            assert_eq!(rank(&[a, b, c, d, e]), expected);
                            expected += 1;
                        }
                    }
                }
            }
        }
        assert_eq!(prefix[root[0] as usize + 1], expected);
        assert!(Store::dense(&[]).is_some());
    }

    #[test]
    fn dense_and_hashed_stores_agree() {
        let takes = [
            Take::UpTo(1),
            Take::UpTo(2),
            Take::UpTo(3),
            Take::Set(SubtractionSet::new([2, 3]).unwrap()),
        ];
        for take in takes {
            for ending in [Ending::Normal, Ending::Misere] {
                let rules = Rules {
                    ending,
                    take: take.clone(),
                };
                for rows in [
                    vec![7, 5, 3, 1],
                    vec![9, 9, 4],
                    vec![12, 1, 6, 6, 2],
                    vec![],
                    vec![0, 1],
                    // Thousands of positions: every shard of the hash table grows.
                    vec![30, 25, 20, 14, 9],
                ] {
                    let position = Position::new(rows);
                    let dense = solve_with(&rules, &position, true).unwrap();
                    assert_eq!(solve_with(&rules, &position, false).unwrap(), dense);
                }
            }
        }
    }

    /// Solves in slices of `slice` examined moves, checking that progress only grows.
    fn solve_in_slices(rules: &Rules, position: &Position, slice: u64) -> Result<Solved, TooLarge> {
        let mut job = Solve::with_store(rules, position, true);
        let mut last = job.progress();
        loop {
            if let Some(done) = job.step(slice) {
                return done;
            }
            let now = job.progress();
            assert!(now.work > last.work && now.work <= last.work + slice + 1);
            assert!(now.states >= last.states && now.per_mille() >= last.per_mille());
            last = now;
        }
    }

    #[test]
    fn slices_give_the_whole_solve() {
        let set = Take::Set(SubtractionSet::new([1, 3, 4]).unwrap());
        for (take, rows) in [
            (Take::UpTo(3), vec![9, 14, 20]),
            (Take::UpTo(2), vec![7, 5, 3, 1]),
            (set.clone(), vec![12, 1, 6, 6, 2]),
            (set, vec![30, 31, 17]),
            (Take::UpTo(3), vec![0, 0]),
        ] {
            for ending in [Ending::Normal, Ending::Misere] {
                let rules = Rules {
                    ending,
                    take: take.clone(),
                };
                let position = Position::new(rows.clone());
                let whole = solve_with(&rules, &position, true);
                for slice in [1, 7, 1000] {
                    assert_eq!(
                        solve_in_slices(&rules, &position, slice),
                        whole,
                        "{rules:?} {rows:?}"
                    );
                }
            }
        }
        // Giving up at the work limit happens in slices too.
        let p = Position::new([1_000_000_000, 1_000_000_000, 3]);
        assert_eq!(
            solve_in_slices(&Rules::misere(), &p, 5_000_000),
            Err(TooLarge {
                limit: STATE_LIMIT * 2 / 3
            })
        );
    }

    #[test]
    fn solves_are_remembered() {
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(3),
        };
        let position = Position::new([23, 17, 11]);
        assert_eq!(solved_already(&rules, &position), None);
        let mut job = Solve::new(&rules, &position);
        let solved = job.step(u64::MAX).unwrap();
        assert_eq!(solved_already(&rules, &position), Some(solved.clone()));
        assert_eq!(solve(&rules, &position), solved);
        forget_solved();
        assert_eq!(solved_already(&rules, &position), None);
        // Too large at first sight needs no memory.
        let huge = Position::new([1_000_000_000, 1_000_000_000]);
        assert_eq!(
            solved_already(&rules, &huge),
            Some(Err(TooLarge { limit: STATE_LIMIT }))
        );
    }

    #[test]
    fn first_sight_needs_no_store() {
        let set = Take::Set(SubtractionSet::new([2, 5]).unwrap());
        let cases = [
            (Take::UpTo(3), vec![23, 17, 11]),
            (Take::UpTo(3), vec![1_000_000_000, 1_000_000_000]),
            (Take::UpTo(3), vec![1_000_000_000_000_000_000, 7]),
            (Take::UpTo(1), vec![4_000_001, 5]),
            (Take::Any, vec![1_000_000_000, 3]),
            (set.clone(), vec![1, 1, 1, 1, 1, 1, 1, 9_000_000]),
            (set, vec![4, 4_000_000_000]),
            // One line of 1,000,053 positions: above the hashed store's limit (three words a
            // position), within the dense store's, which these rows fit.
            (Take::UpTo(1), vec![1, 1, 1, 1, 1, 1, 1, 2_000_100]),
            (Take::UpTo(1), vec![2, 1, 1, 1, 1, 1, 1, 2_000_100]),
        ];
        for (take, rows) in cases {
            let rules = Rules {
                ending: Ending::Misere,
                take,
            };
            let position = Position::new(rows);
            assert_eq!(
                too_large_at_once(&rules, &position).map(Err),
                Solve::new(&rules, &position).result,
                "{rules:?} {position:?}"
            );
        }
        let band = Position::new([1, 1, 1, 1, 1, 1, 1, 2_000_100]);
        let one = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(1),
        };
        assert!(too_large_at_once(&one, &band).is_none());
        assert!(matches!(
            Store::new(&[1, 1, 1, 1, 1, 1, 1, 2_000_100], true),
            Store::Dense { .. }
        ));
    }

    #[test]
    fn huge_positions_are_too_large_at_once() {
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(3),
        };
        let p = Position::new([1_000_000_000_000_000_000, 7]);
        // Two rows of 60 bits take two words: a lower limit.
        assert_eq!(
            solve(&rules, &p),
            Err(TooLarge {
                limit: STATE_LIMIT * 2 / 3
            })
        );
        let p = Position::new([1_000_000_000, 1_000_000_000]);
        assert_eq!(solve(&rules, &p), Err(TooLarge { limit: STATE_LIMIT }));
    }

    #[test]
    fn many_moves_per_position_hit_the_work_limit() {
        // Unrestricted moves from rows of 10^9: the first move's subtree alone is too large.
        let p = Position::new([1_000_000_000, 1_000_000_000, 3]);
        assert!(solve(&Rules::misere(), &p).is_err());
    }
}

//! Exercises of growing difficulty, generated deterministically from a seed, with their
//! answers and the reasoning that explains them.
//!
//! A round is [`ROUND_LEN`] questions of one kind under one rule set. Question k of a round at
//! level L has difficulty L + k, so every round climbs; the same (kind, rules, level, seed)
//! always gives the same round, which makes a round a link a lecturer can hand out.

use crate::analysis::{analyze, Outcome};
use crate::explain::misere::{explain_misere, MisereExplanation};
use crate::explain::sums::{target_moves, TargetMoves};
use crate::heap::HeapValues;
use crate::octal::{self, break_table, TakeBreak};
use crate::position::{Move, Position};
use crate::rng::SplitMix64;
use crate::rules::{Ending, Rules, Take};

/// Questions per round.
pub const ROUND_LEN: usize = 5;
/// The highest starting level.
pub const MAX_LEVEL: u32 = 5;
/// The highest difficulty a question reaches: the last question at the highest level.
pub const MAX_DIFFICULTY: u32 = MAX_LEVEL + ROUND_LEN as u32 - 1;
/// The largest allowed count exercises accept, so every step fits on a sheet.
pub const MAX_EXERCISE_TAKE: u64 = 100;

/// What the student is asked.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    /// Is the position a P-position or an N-position?
    PorN,
    /// Find every winning move of an N-position.
    WinningMoves,
    /// The values of heaps 0, …, x − 1 are given: what is the value of x (the next mex)?
    NextMex,
    /// What is the value of a single row of n sticks?
    RowValue,
}

/// The object of a question.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Task {
    /// A position of several rows ([`Kind::PorN`], [`Kind::WinningMoves`]).
    Position(Position),
    /// A heap table: the values of 0..x are `known`, the value of x is asked.
    Mex {
        /// The heap whose value is asked.
        x: u64,
        /// The values of heaps 0, …, x − 1.
        known: Vec<u64>,
    },
    /// A single row of `n` sticks.
    Row {
        /// Its size.
        n: u64,
    },
}

/// An answer: the right one, or one given by a student.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Answer {
    /// P or N.
    Outcome(Outcome),
    /// A set of moves (compared without order or repeats).
    Moves(Vec<Move>),
    /// A heap's value.
    Value(u64),
}

/// One question of a round.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Question {
    /// Its place in the round, from 0.
    pub index: usize,
    /// 1 (easiest) to [`MAX_DIFFICULTY`].
    pub difficulty: u32,
    /// What is shown.
    pub task: Task,
    /// The right answer.
    pub answer: Answer,
}

impl Question {
    /// Whether `given` is the right answer (moves in any order, each counted once).
    pub fn check(&self, given: &Answer) -> bool {
        match (&self.answer, given) {
            (Answer::Moves(right), Answer::Moves(given)) => normalized(right) == normalized(given),
            (right, given) => right == given,
        }
    }
}

fn normalized(moves: &[Move]) -> Vec<Move> {
    let mut moves = moves.to_vec();
    moves.sort_unstable();
    moves.dedup();
    moves
}

/// A whole round: [`ROUND_LEN`] questions of rising difficulty.
///
/// `level` is clamped to 1..=[`MAX_LEVEL`]; `rules.take` should allow no count above
/// [`MAX_EXERCISE_TAKE`] (links enforce it) so that tables and steps stay small.
pub fn round(kind: Kind, rules: &Rules, level: u32, seed: u64) -> Vec<Question> {
    let level = level.clamp(1, MAX_LEVEL);
    let heap = matches!(kind, Kind::NextMex | Kind::RowValue)
        .then(|| HeapValues::new(rules.ending, &rules.take, 1 << 20));
    // Heap questions ask strictly growing heaps: no two alike, and no question's table of
    // known values holds the answer of a question still to come (a heap may then pass the top
    // of its difficulty's range by a few, which keeps the round as hard as it was meant).
    let mut last_heap = None::<u64>;
    let mut above_last = move |x: u64| {
        let x = last_heap.map_or(x, |last| x.max(last + 1));
        last_heap = Some(x);
        x
    };
    let wants_p = p_questions(kind, seed);
    (0..ROUND_LEN)
        .map(|index| {
            let difficulty = level + index as u32;
            let salt = match kind {
                Kind::PorN => 0x70,
                Kind::WinningMoves => 0x77,
                Kind::NextMex => 0x6d,
                Kind::RowValue => 0x72,
            };
            let mut rng = Rng(SplitMix64(
                seed ^ (salt << 56) ^ (index as u64).wrapping_mul(0x2545_f491_4f6c_dd1d),
            ));
            let (task, answer) = match kind {
                Kind::PorN | Kind::WinningMoves => {
                    position_question(kind, rules, difficulty, wants_p[index], &mut rng)
                }
                Kind::NextMex => {
                    let heap = heap.as_ref().expect("heap values for heap questions");
                    let (lo, hi) = MEX_RANGE[difficulty as usize - 1];
                    let x = above_last(lo + rng.below(hi - lo + 1));
                    let known = (0..x).map(|n| heap.value(n)).collect();
                    (Task::Mex { x, known }, Answer::Value(heap.value(x)))
                }
                Kind::RowValue => {
                    let heap = heap.as_ref().expect("heap values for heap questions");
                    let (lo, hi) = ROW_RANGE[difficulty as usize - 1];
                    let n = above_last(rng.log_uniform(lo, hi));
                    (Task::Row { n }, Answer::Value(heap.value(n)))
                }
            };
            Question {
                index,
                difficulty,
                task,
                answer,
            }
        })
        .collect()
}

/// The heap asked in "next mex" questions, by difficulty: growing tables, more options.
const MEX_RANGE: [(u64, u64); MAX_DIFFICULTY as usize] = [
    (1, 4),
    (3, 7),
    (5, 10),
    (8, 15),
    (10, 20),
    (15, 30),
    (20, 40),
    (30, 60),
    (40, 80),
];

/// The row asked in "row value" questions, by difficulty: from a short table to heaps that
/// only the period can answer.
const ROW_RANGE: [(u64, u64); MAX_DIFFICULTY as usize] = [
    (1, 10),
    (5, 20),
    (10, 40),
    (20, 100),
    (50, 300),
    (100, 2_000),
    (1_000, 100_000),
    (100_000, 1_000_000_000),
    (1_000_000_000, 1_000_000_000_000_000_000),
];

/// (rows, largest row) of position questions, by difficulty.
const POSITION_SIZE: [(usize, u64); MAX_DIFFICULTY as usize] = [
    (1, 6),
    (2, 5),
    (2, 9),
    (3, 7),
    (3, 12),
    (4, 12),
    (4, 20),
    (5, 24),
    (6, 31),
];

/// Misère play with restricted moves is solved exactly, so its positions stay smaller.
const MISERE_RESTRICTED_MAX_ROW: u64 = 12;

/// Which questions of a round should be P-positions: in a P-or-N round two or three of the
/// five, in places drawn from the seed, so that no sheet is passed by always answering "N"
/// (a coin per question gave some seeds, the default sheet's among them, five N's under every
/// rule set); none in other rounds (a winning-moves question needs an N-position).
fn p_questions(kind: Kind, seed: u64) -> [bool; ROUND_LEN] {
    let mut wants = [false; ROUND_LEN];
    if kind != Kind::PorN {
        return wants;
    }
    let mut rng = Rng(SplitMix64(seed ^ (0x50 << 56)));
    let mut places: [usize; ROUND_LEN] = std::array::from_fn(|i| i);
    // Fisher–Yates: the first `count` places of a shuffle are the P-questions.
    for i in (1..ROUND_LEN).rev() {
        places.swap(i, rng.below(i as u64 + 1) as usize);
    }
    let count = ROUND_LEN / 2 + rng.below(2) as usize;
    for &place in &places[..count] {
        wants[place] = true;
    }
    wants
}

fn position_question(
    kind: Kind,
    rules: &Rules,
    difficulty: u32,
    want_p: bool,
    rng: &mut Rng,
) -> (Task, Answer) {
    let (rows, mut max) = POSITION_SIZE[difficulty as usize - 1];
    // One row of Nim under normal play is never a P-position (take it all): two rows at least.
    let rows = if rules.take == Take::Any && rules.ending == Ending::Normal {
        rows.max(2)
    } else {
        rows
    };
    if rules.ending == Ending::Misere && rules.take != Take::Any {
        max = max.min(MISERE_RESTRICTED_MAX_ROW);
    }
    let min_take = match &rules.take {
        Take::Set(set) => set.counts()[0],
        _ => 1,
    };
    // Rows must allow a move now and then, so they reach at least the smallest count.
    let max = max.max(min_take);
    let mut fallback = None;
    for _ in 0..64 {
        let mut position =
            Position::new((0..rows).map(|_| 1 + rng.below(max)).collect::<Vec<u64>>());
        if !position.has_move(rules) {
            continue;
        }
        let analysis = analyze(rules, &position);
        let Some(outcome) = analysis.outcome else {
            continue;
        };
        match (want_p, outcome) {
            (true, Outcome::N) => {
                let mv = rng.pick(&analysis.winning_moves);
                position.rows[mv.row] -= mv.take;
            }
            (false, Outcome::P) => {
                let mv = rng.pick(&position.legal_moves(rules));
                position.rows[mv.row] -= mv.take;
            }
            _ => {}
        }
        // A row emptied by the move above would pose a smaller position than the level's
        // ("1, 0" at level 3): tried again.
        if !position.has_move(rules) || position.rows.contains(&0) {
            continue;
        }
        let analysis = analyze(rules, &position);
        let Some(outcome) = analysis.outcome else {
            continue;
        };
        let question = match kind {
            Kind::PorN => (Task::Position(position), Answer::Outcome(outcome)),
            _ => (
                Task::Position(position),
                Answer::Moves(analysis.winning_moves),
            ),
        };
        if (outcome == Outcome::P) == want_p {
            return question;
        }
        fallback.get_or_insert(question);
    }
    // Every try failed to have the wished outcome (rules under which nearly everything is
    // one class): keep an answerable question anyway.
    fallback.unwrap_or_else(|| {
        let position = Position::new(vec![min_take; rows.max(1)]);
        let analysis = analyze(rules, &position);
        match kind {
            Kind::PorN => (
                Task::Position(position),
                Answer::Outcome(analysis.outcome.unwrap_or(Outcome::N)),
            ),
            _ => (
                Task::Position(position),
                Answer::Moves(analysis.winning_moves),
            ),
        }
    })
}

/// The heap asked in "what is γ(x)?" on a take-and-break game, by difficulty: a row of x has
/// about x options (each split listed in the explanation), so the tables stay short.
const BREAK_MEX_RANGE: [(u64, u64); MAX_DIFFICULTY as usize] = [
    (2, 4),
    (3, 6),
    (5, 8),
    (6, 10),
    (8, 12),
    (10, 15),
    (12, 18),
    (15, 22),
    (18, 26),
];

/// A round on a take-and-break game under normal play: "P or N?" ([`Kind::PorN`]) on its
/// positions, or "what is γ(x)?" ([`Kind::NextMex`]) with γ(0 … x − 1) given. `None` for the
/// other kinds, which the exercises do not offer for these games.
///
/// Deterministic in (kind, game, level, seed) as [`round`] is; positions have the sizes of
/// [`round`]'s, two or three P-positions in five.
pub fn break_round(kind: Kind, game: &TakeBreak, level: u32, seed: u64) -> Option<Vec<Question>> {
    if !matches!(kind, Kind::PorN | Kind::NextMex) {
        return None;
    }
    let level = level.clamp(1, MAX_LEVEL);
    let wants_p = p_questions(kind, seed);
    let table = break_table(
        game,
        BREAK_MEX_RANGE[MAX_DIFFICULTY as usize - 1].1 + ROUND_LEN as u64,
    );
    let mut last = None::<u64>;
    let questions = (0..ROUND_LEN)
        .map(|index| {
            let difficulty = level + index as u32;
            let salt = if kind == Kind::PorN { 0x6b } else { 0x67 };
            let mut rng = Rng(SplitMix64(
                seed ^ (salt << 56) ^ (index as u64).wrapping_mul(0x2545_f491_4f6c_dd1d),
            ));
            let (task, answer) = if kind == Kind::PorN {
                break_position(game, difficulty, wants_p[index], &mut rng)
            } else {
                let (lo, hi) = BREAK_MEX_RANGE[difficulty as usize - 1];
                let x = lo + rng.below(hi - lo + 1);
                let x = last.map_or(x, |l| x.max(l + 1));
                last = Some(x);
                let known = table.values[..x as usize].iter().map(|&g| u64::from(g));
                let value = u64::from(table.values[x as usize]);
                (
                    Task::Mex {
                        x,
                        known: known.collect(),
                    },
                    Answer::Value(value),
                )
            };
            Question {
                index,
                difficulty,
                task,
                answer,
            }
        })
        .collect();
    Some(questions)
}

/// A position of a take-and-break game with the wished class where the tries find one: random
/// rows, then a winning move (for a P-position) or any move (for an N-position) played from
/// the wrong class; rows a move empties are dropped.
fn break_position(
    game: &TakeBreak,
    difficulty: u32,
    want_p: bool,
    rng: &mut Rng,
) -> (Task, Answer) {
    let (rows, max) = POSITION_SIZE[difficulty as usize - 1];
    // One row of Kayles is never P (take the middle): two rows at least.
    let rows = rows.max(2);
    let outcome =
        |rows: &[u64]| octal::analyze(game, Ending::Normal, &Position::new(rows.to_vec()));
    let mut fallback = None;
    for _ in 0..64 {
        let mut counts: Vec<u64> = (0..rows).map(|_| 2 + rng.below(max.max(2) - 1)).collect();
        let analysis = outcome(&counts);
        let moves = match (want_p, analysis.outcome) {
            (true, Some(Outcome::N)) => analysis.winning_moves,
            (false, Some(Outcome::P)) => octal::legal_moves(game, &Position::new(counts.clone())),
            _ => Vec::new(),
        };
        if let Some(mv) = rng.0.pick(&moves) {
            counts.splice(mv.row..=mv.row, mv.leaves());
        }
        let live = counts.iter().any(|&n| game.has_option(n));
        let Some(class) = outcome(&counts)
            .outcome
            .filter(|_| live && !counts.is_empty())
        else {
            continue;
        };
        let question = (
            Task::Position(Position::new(counts)),
            Answer::Outcome(class),
        );
        if (class == Outcome::P) == want_p {
            return question;
        }
        fallback.get_or_insert(question);
    }
    fallback.unwrap_or_else(|| {
        let counts = vec![2; rows];
        let class = outcome(&counts).outcome.unwrap_or(Outcome::N);
        (
            Task::Position(Position::new(counts)),
            Answer::Outcome(class),
        )
    })
}

/// One move and the class of the position it leads to.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OptionOutcome {
    /// The move.
    pub mv: Move,
    /// The position after it.
    pub after: Position,
    /// Its class for the player then to move.
    pub outcome: Outcome,
}

/// Why a position is P or N and which moves win, by the theory that applies to its rules.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Reasoning {
    /// Normal play: the rows' Grundy values, their XOR, and (when it is not 0) the
    /// construction of the moves to value 0 (Sprague–Grundy; Bouton for unrestricted moves).
    Sum {
        /// γ_i per row.
        row_values: Vec<u64>,
        /// Their XOR γ(x).
        value: u64,
        /// The construction of every winning move, when γ(x) ≠ 0.
        construction: Option<TargetMoves>,
    },
    /// Misère play with unrestricted moves: the cases A, B, Cg, Cu.
    Misere(MisereExplanation),
    /// Misère play with restricted moves: every option and its class (exact solver). The
    /// position is P exactly when every option is N.
    Options {
        /// Every move, row by row, smallest take first.
        options: Vec<OptionOutcome>,
        /// The class of the position.
        outcome: Outcome,
    },
}

/// The reasoning behind the class and winning moves of `position` under `rules`, or `None`
/// when the exact solver gives up on a misère position.
pub fn reasoning(rules: &Rules, position: &Position) -> Option<Reasoning> {
    match (rules.ending, &rules.take) {
        (Ending::Normal, take) => {
            let analysis = analyze(rules, position);
            Some(Reasoning::Sum {
                row_values: analysis.row_grundy,
                value: analysis.nim_sum,
                construction: target_moves(take, position, 0).ok(),
            })
        }
        (Ending::Misere, Take::Any) => Some(Reasoning::Misere(explain_misere(position))),
        (Ending::Misere, _) => {
            let outcome = analyze(rules, position).outcome?;
            let options = position
                .legal_moves(rules)
                .into_iter()
                .map(|mv| {
                    let mut after = position.clone();
                    after.rows[mv.row] -= mv.take;
                    analyze(rules, &after).outcome.map(|outcome| OptionOutcome {
                        mv,
                        after,
                        outcome,
                    })
                })
                .collect::<Option<Vec<_>>>()?;
            Some(Reasoning::Options { options, outcome })
        }
    }
}

/// The exercises' random numbers: the crate's SplitMix64 with two helpers of their own.
struct Rng(SplitMix64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0.below(n)
    }

    /// A number in lo..=hi (lo ≥ 1), spread evenly over the decimal orders of magnitude: a
    /// number of digits first, then a number with that many digits (integers only, so no
    /// floating point code is needed in the browser).
    fn log_uniform(&mut self, lo: u64, hi: u64) -> u64 {
        let (a, b) = (lo.max(1).ilog10(), hi.ilog10());
        let digits = a + self.below(u64::from(b - a) + 1) as u32;
        let from = 10u64.pow(digits).max(lo);
        let to = 10u64
            .checked_pow(digits + 1)
            .map_or(hi, |t| (t - 1).min(hi));
        from + self.below(to - from + 1)
    }

    /// One of `items`, which is never empty here.
    fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        self.0.pick(items).expect("a non-empty list")
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::SubtractionSet;

    fn families() -> Vec<Rules> {
        let mut out = Vec::new();
        for ending in [Ending::Normal, Ending::Misere] {
            for take in [
                Take::Any,
                Take::UpTo(2),
                Take::UpTo(3),
                Take::Set(SubtractionSet::new([1, 3, 4]).unwrap()),
                Take::Set(SubtractionSet::new([2, 5, 7]).unwrap()),
            ] {
                out.push(Rules { ending, take });
            }
        }
        out
    }

    #[test]
    fn rounds_are_deterministic_and_climb() {
        for rules in families() {
            for kind in [
                Kind::PorN,
                Kind::WinningMoves,
                Kind::NextMex,
                Kind::RowValue,
            ] {
                let a = round(kind, &rules, 1, 42);
                assert_eq!(a, round(kind, &rules, 1, 42));
                assert_eq!(a.len(), ROUND_LEN);
                let d: Vec<u32> = a.iter().map(|q| q.difficulty).collect();
                assert_eq!(d, vec![1, 2, 3, 4, 5]);
                let top = round(kind, &rules, MAX_LEVEL, 7);
                assert_eq!(top[ROUND_LEN - 1].difficulty, MAX_DIFFICULTY);
            }
        }
    }

    #[test]
    fn positions_have_no_empty_row() {
        for rules in families() {
            for seed in 0..12 {
                for level in 1..=MAX_LEVEL {
                    for kind in [Kind::PorN, Kind::WinningMoves] {
                        for q in round(kind, &rules, level, seed) {
                            let Task::Position(p) = &q.task else { panic!() };
                            assert!(
                                !p.rows.contains(&0),
                                "{rules:?} level {level} seed {seed}: {:?}",
                                p.rows
                            );
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn answers_are_right() {
        for rules in families() {
            for seed in 0..6 {
                for level in [1, 3, 5] {
                    for q in round(Kind::PorN, &rules, level, seed) {
                        let Task::Position(p) = &q.task else { panic!() };
                        assert!(p.has_move(&rules));
                        assert_eq!(
                            q.answer,
                            Answer::Outcome(analyze(&rules, p).outcome.unwrap())
                        );
                    }
                    for q in round(Kind::WinningMoves, &rules, level, seed) {
                        let Task::Position(p) = &q.task else { panic!() };
                        let Answer::Moves(moves) = &q.answer else {
                            panic!()
                        };
                        assert!(!moves.is_empty(), "{rules:?} {p:?}");
                        // Every winning move leads to a P-position, and no other move does.
                        for mv in p.legal_moves(&rules) {
                            let mut after = p.clone();
                            after.rows[mv.row] -= mv.take;
                            let p_after = analyze(&rules, &after).outcome == Some(Outcome::P);
                            assert_eq!(moves.contains(&mv), p_after);
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn every_p_or_n_round_has_two_or_three_p_positions() {
        for rules in families() {
            for seed in 0..40 {
                for level in [1, 3, MAX_LEVEL] {
                    let round = round(Kind::PorN, &rules, level, seed);
                    let ps = round
                        .iter()
                        .filter(|q| q.answer == Answer::Outcome(Outcome::P))
                        .count();
                    assert!(
                        (2..=3).contains(&ps),
                        "{rules:?} level {level} seed {seed}: {ps} P"
                    );
                }
            }
        }
    }

    #[test]
    fn both_classes_occur() {
        let rules = Rules {
            ending: Ending::Normal,
            take: Take::UpTo(2),
        };
        let outcomes: Vec<Answer> = (0..8)
            .flat_map(|s| round(Kind::PorN, &rules, 2, s))
            .map(|q| q.answer)
            .collect();
        assert!(outcomes.contains(&Answer::Outcome(Outcome::P)));
        assert!(outcomes.contains(&Answer::Outcome(Outcome::N)));
    }

    #[test]
    fn heap_questions_match_direct_tables() {
        for rules in families() {
            for q in round(Kind::NextMex, &rules, 5, 3) {
                let Task::Mex { x, known } = &q.task else {
                    panic!()
                };
                assert_eq!(known.len() as u64, *x);
                let opts: Vec<u64> = rules
                    .take
                    .counts_from(*x)
                    .iter()
                    .map(|&s| known[(x - s) as usize])
                    .collect();
                let want = if opts.is_empty() && rules.ending == Ending::Misere {
                    1
                } else {
                    crate::grundy::mex(opts)
                };
                assert_eq!(q.answer, Answer::Value(want));
            }
            for q in round(Kind::RowValue, &rules, 5, 3) {
                let Task::Row { n } = q.task else { panic!() };
                let want = if rules.ending == Ending::Normal {
                    crate::grundy::GrundyFn::new(&rules.take).value(n)
                } else {
                    HeapValues::new(Ending::Misere, &rules.take, 0).value(n)
                };
                assert_eq!(q.answer, Answer::Value(want));
            }
        }
    }

    #[test]
    fn heap_questions_grow_so_none_repeats_or_gives_a_later_answer_away() {
        for rules in families() {
            for level in 1..=MAX_LEVEL {
                for seed in 0..12 {
                    let heaps = |kind| -> Vec<u64> {
                        round(kind, &rules, level, seed)
                            .iter()
                            .map(|q| match q.task {
                                Task::Mex { x, .. } => x,
                                Task::Row { n } => n,
                                Task::Position(_) => unreachable!(),
                            })
                            .collect()
                    };
                    for kind in [Kind::NextMex, Kind::RowValue] {
                        let h = heaps(kind);
                        // A table of γ(0 … x − 1) holds no later question's x.
                        assert!(h.windows(2).all(|w| w[0] < w[1]), "{kind:?} {h:?}");
                    }
                }
            }
        }
    }

    #[test]
    fn checks_ignore_order_and_repeats() {
        let q = Question {
            index: 0,
            difficulty: 1,
            task: Task::Position(Position::new([7, 5, 3, 1])),
            answer: Answer::Moves(vec![Move { row: 1, take: 2 }, Move { row: 2, take: 1 }]),
        };
        assert!(q.check(&Answer::Moves(vec![
            Move { row: 2, take: 1 },
            Move { row: 1, take: 2 },
            Move { row: 2, take: 1 }
        ])));
        assert!(!q.check(&Answer::Moves(vec![Move { row: 1, take: 2 }])));
    }

    #[test]
    fn reasoning_follows_the_rules() {
        let p = Position::new([7, 5, 3, 1]);
        let r = reasoning(
            &Rules {
                ending: Ending::Normal,
                take: Take::UpTo(2),
            },
            &p,
        )
        .unwrap();
        let Reasoning::Sum {
            value,
            construction,
            ..
        } = r
        else {
            panic!()
        };
        assert_eq!(value, 2);
        assert_eq!(construction.unwrap().moves().len(), 2);
        assert!(matches!(
            reasoning(&Rules::misere(), &p),
            Some(Reasoning::Misere(_))
        ));
        let r = reasoning(
            &Rules {
                ending: Ending::Misere,
                take: Take::UpTo(2),
            },
            &Position::new([2, 3]),
        )
        .unwrap();
        let Reasoning::Options { options, outcome } = r else {
            panic!()
        };
        assert_eq!(options.len(), 4);
        assert_eq!(
            outcome == Outcome::P,
            options.iter().all(|o| o.outcome == Outcome::N)
        );
    }

    fn break_games() -> Vec<TakeBreak> {
        ["kayles", "dawson", "grundy", "0.137", "4.07"]
            .iter()
            .map(|w| TakeBreak::parse(w).unwrap())
            .collect()
    }

    #[test]
    fn break_rounds_are_deterministic_climb_and_have_two_or_three_p() {
        for game in break_games() {
            for kind in [Kind::WinningMoves, Kind::RowValue] {
                assert_eq!(break_round(kind, &game, 1, 1), None);
            }
            for seed in 0..20 {
                for level in [1, 3, MAX_LEVEL] {
                    let a = break_round(Kind::PorN, &game, level, seed).unwrap();
                    assert_eq!(
                        Some(&a),
                        break_round(Kind::PorN, &game, level, seed).as_ref()
                    );
                    let d: Vec<u32> = a.iter().map(|q| q.difficulty).collect();
                    assert_eq!(d, (level..level + ROUND_LEN as u32).collect::<Vec<_>>());
                    let ps = a
                        .iter()
                        .filter(|q| q.answer == Answer::Outcome(Outcome::P))
                        .count();
                    assert!((2..=3).contains(&ps), "{game} {level} {seed}: {ps} P");
                    for q in &a {
                        let Task::Position(p) = &q.task else { panic!() };
                        assert!(!p.rows.contains(&0), "{game}: {:?}", p.rows);
                    }
                    let mex = break_round(Kind::NextMex, &game, level, seed).unwrap();
                    let xs: Vec<u64> = mex
                        .iter()
                        .map(|q| match q.task {
                            Task::Mex { x, .. } => x,
                            _ => panic!(),
                        })
                        .collect();
                    assert!(xs.windows(2).all(|w| w[0] < w[1]), "{xs:?}");
                }
            }
        }
    }
}

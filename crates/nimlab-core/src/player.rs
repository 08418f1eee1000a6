//! The computer player: perfect, good, or beginner, and deterministic given a seed.

use crate::analysis::{analyze, analyze_without_search, Analysis, Method, Outcome};
use crate::position::{Move, Position};
use crate::rng::SplitMix64;
use crate::rules::{Ending, Rules, Take};

/// How well the computer plays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Level {
    /// Always a winning move when there is one.
    #[default]
    Perfect,
    /// Perfect three times in four, otherwise a plausible mistake (a move that is not winning).
    Good,
    /// A random legal move.
    Beginner,
}

/// How often (in quarters) [`Level::Good`] plays the perfect move.
const GOOD_PERFECT_QUARTERS: u64 = 3;

/// The computer's move in `position`, or `None` when no legal move is left.
///
/// The same arguments always give the same move, so games can be replayed and tested; vary
/// `seed` (for example with the move number) for variety.
///
/// From a P-position [`Level::Perfect`] makes the opponent's task hardest: it plays the move
/// that leaves the fewest winning replies, so the opponent must find the one or few winning
/// moves (ties: the smallest take from the largest row, the first such row). Where counting
/// them would need the exact solver (misère play with restricted moves) or too much work
/// (see [`MAX_REPLY_WORK`]), and when the outcome is unknown, it plays for time instead: the
/// smallest allowed count from the largest row. When the outcome is unknown it first tries
/// the normal-play winning move, which is also right under misère until the very end of most
/// games.
pub fn choose_move(rules: &Rules, position: &Position, level: Level, seed: u64) -> Option<Move> {
    choose_move_with(rules, position, &analyze(rules, position), level, seed)
}

/// [`choose_move`] with the position's analysis given, so a caller that must not wait for the
/// exact solver can pass [`crate::analysis::analyze_without_search`]'s: an outcome not known
/// yet ([`Method::Unsolved`]) is played as one too large to solve.
pub fn choose_move_with(
    rules: &Rules,
    position: &Position,
    analysis: &Analysis,
    level: Level,
    seed: u64,
) -> Option<Move> {
    if !position.has_move(rules) {
        return None;
    }
    let mut rng = SplitMix64(seed);
    let perfect = |rng: &mut SplitMix64| perfect_move(rules, position, analysis, rng);
    Some(match level {
        Level::Perfect => perfect(&mut rng),
        Level::Good => {
            if rng.below(4) < GOOD_PERFECT_QUARTERS {
                perfect(&mut rng)
            } else {
                mistake(rules, position, analysis, &mut rng).unwrap_or_else(|| perfect(&mut rng))
            }
        }
        Level::Beginner => random_move(rules, position, &mut rng),
    })
}

fn perfect_move(
    rules: &Rules,
    position: &Position,
    analysis: &Analysis,
    rng: &mut SplitMix64,
) -> Move {
    if let Some(mv) = rng.pick(&analysis.winning_moves) {
        return mv;
    }
    if matches!(analysis.method, Method::TooLarge { .. } | Method::Unsolved) {
        let normal = Rules {
            ending: Ending::Normal,
            take: rules.take.clone(),
        };
        if let Some(mv) = rng.pick(&analyze(&normal, position).winning_moves) {
            return mv;
        }
    }
    hardest_move(rules, position, analysis).unwrap_or_else(|| stalling_move(&rules.take, position))
}

/// The most work [`hardest_move`] does: the sticks (at most one move each) times a bound on
/// the cost of analyzing the position after a move (its rows, and for a subtraction set the
/// Grundy table up to the largest row). 22-5-13-27 costs 67 × 31; twenty rows of a million
/// sticks are far beyond, and play for time.
pub const MAX_REPLY_WORK: u64 = 1 << 20;

/// From a P-position, the legal move that leaves the opponent the fewest winning replies
/// (ties: the smallest take from the largest row, the first such row); `None` when the
/// position is not a known P-position, its family needs the exact solver (whose search the
/// reducer must not wait for, and whose memory would make the choice depend on what was
/// solved before), or counting would exceed [`MAX_REPLY_WORK`].
fn hardest_move(rules: &Rules, position: &Position, analysis: &Analysis) -> Option<Move> {
    let fast = matches!(
        analysis.method,
        Method::Bouton | Method::SpragueGrundy | Method::MisereRule | Method::MisereParity
    );
    let rows = &position.rows;
    let sticks: u64 = rows.iter().sum();
    let largest = rows.iter().copied().max().unwrap_or(0);
    let work = sticks.saturating_mul(rows.len() as u64 + largest);
    if analysis.outcome != Some(Outcome::P) || !fast || work > MAX_REPLY_WORK {
        return None;
    }
    // Rows in order, takes ascending: keeping the first of equals breaks ties as documented.
    let mut best: Option<(usize, u64, Move)> = None;
    for (row, &n) in rows.iter().enumerate() {
        for take in 1..=n {
            let mv = Move { row, take };
            let Ok(legal) = position.check(rules, mv) else {
                continue;
            };
            let replies = analyze_without_search(rules, &position.after(legal))
                .winning_moves
                .len();
            if best.is_none_or(|(r, from, _)| replies < r || (replies == r && n > from)) {
                best = Some((replies, n, mv));
            }
        }
    }
    best.map(|(_, _, mv)| mv)
}

/// The smallest allowed count from the largest row that allows a move (the first such row
/// on ties).
fn stalling_move(take: &Take, position: &Position) -> Move {
    let min_take = |n: u64| match take {
        Take::Set(set) => set.counts().first().copied().filter(|&s| s <= n),
        Take::Any | Take::UpTo(_) => (n >= 1).then_some(1),
    };
    position
        .rows
        .iter()
        .enumerate()
        .filter_map(|(row, &n)| min_take(n).map(|t| (n, row, t)))
        .max_by(|a, b| a.0.cmp(&b.0).then(b.1.cmp(&a.1)))
        .map(|(_, row, take)| Move { row, take })
        .expect("the position has a legal move")
}

/// A random legal move that does not win, or `None` when none was found in a few tries
/// (then every move may be winning, as in 1-1-1 under misère after a take of one).
fn mistake(
    rules: &Rules,
    position: &Position,
    analysis: &Analysis,
    rng: &mut SplitMix64,
) -> Option<Move> {
    let winning = &analysis.winning_moves;
    (0..16)
        .map(|_| random_move(rules, position, rng))
        .find(|mv| !winning.contains(mv))
}

/// A random row that allows a move, then a random allowed count from it.
fn random_move(rules: &Rules, position: &Position, rng: &mut SplitMix64) -> Move {
    let take = &rules.take;
    let min = match take {
        Take::Set(set) => set.counts()[0],
        _ => 1,
    };
    let rows: Vec<usize> = (0..position.rows.len())
        .filter(|&i| position.rows[i] >= min)
        .collect();
    let row = rng.pick(&rows).expect("the position has a legal move");
    let n = position.rows[row];
    let count = match take {
        Take::Any => 1 + rng.below(n),
        Take::UpTo(k) => 1 + rng.below(n.min(*k)),
        Take::Set(set) => {
            let fitting = set.counts().iter().take_while(|&&s| s <= n).count();
            set.counts()[rng.below(fitting as u64) as usize]
        }
    };
    Move { row, take: count }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn perfect_plays_a_winning_move() {
        let p = Position::new([22, 5, 13, 27]);
        let winning = analyze(&Rules::nim(), &p).winning_moves;
        for seed in 0..20 {
            let mv = choose_move(&Rules::nim(), &p, Level::Perfect, seed).unwrap();
            assert!(winning.contains(&mv));
        }
    }

    /// How many winning replies `mv` leaves in `position`.
    fn replies(rules: &Rules, position: &Position, mv: Move) -> usize {
        let after = position.after(position.check(rules, mv).unwrap());
        analyze(rules, &after).winning_moves.len()
    }

    /// From the P-position `rows`, the perfect player leaves the fewest winning replies of all
    /// legal moves (`fewest`), and plays `expected`.
    fn check(rules: &Rules, rows: &[u64], fewest: usize, expected: Move) {
        let p = Position::new(rows.to_vec());
        assert_eq!(analyze(rules, &p).outcome, Some(Outcome::P), "{rows:?}");
        let least = p
            .legal_moves(rules)
            .into_iter()
            .map(|mv| replies(rules, &p, mv))
            .min();
        assert_eq!(least, Some(fewest), "fewest replies from {rows:?}");
        for seed in 0..4 {
            let mv = choose_move(rules, &p, Level::Perfect, seed).unwrap();
            assert_eq!((mv, replies(rules, &p, mv)), (expected, fewest), "{rows:?}");
        }
    }

    #[test]
    fn perfect_leaves_the_fewest_winning_replies_from_p_positions() {
        let up_to_3 = Rules {
            take: Take::UpTo(3),
            ..Rules::nim()
        };
        // 22-5-13-27 after the winning move 3 from row 1: taking 1 from row 4 left two winning
        // replies; 16 from row 4 (27 → 11) leaves one.
        check(&Rules::nim(), &[19, 5, 13, 27], 1, Move { row: 3, take: 2 });
        check(&Rules::nim(), &[1, 2, 3], 1, Move { row: 2, take: 1 });
        check(&Rules::misere(), &[1, 1, 1], 2, Move { row: 0, take: 1 });
        check(&up_to_3, &[4, 4], 2, Move { row: 0, take: 1 });
    }

    #[test]
    fn perfect_plays_for_time_beyond_the_work_limit() {
        // A million sticks a row: too many moves to count each one's replies.
        let p = Position::new([1_000_000, 1_000_000]);
        assert_eq!(
            choose_move(&Rules::nim(), &p, Level::Perfect, 0),
            Some(Move { row: 0, take: 1 })
        );
    }

    #[test]
    fn no_move_no_choice() {
        assert_eq!(
            choose_move(&Rules::nim(), &Position::new([0, 0]), Level::Beginner, 1),
            None
        );
    }

    #[test]
    fn beginner_moves_are_legal_and_deterministic() {
        let rules = Rules {
            take: Take::UpTo(3),
            ..Rules::nim()
        };
        let p = Position::new([0, 1_000_000_000_000, 2]);
        for seed in 0..50 {
            let mv = choose_move(&rules, &p, Level::Beginner, seed).unwrap();
            assert!(p.check(&rules, mv).is_ok());
            assert_eq!(choose_move(&rules, &p, Level::Beginner, seed), Some(mv));
        }
    }
}

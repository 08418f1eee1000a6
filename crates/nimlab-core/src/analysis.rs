//! Who wins a position, and with which moves, under every rule family.
//!
//! | ending | take | method |
//! |---|---|---|
//! | normal | any | Bouton: the nim-sum of the rows |
//! | normal | 1..k or a set | Sprague–Grundy: the XOR of the rows' Grundy values |
//! | misère | any | the misère rule: the nim-sum until only rows of one stick would remain |
//! | misère | only odd counts, 1 among them | the parity of the total |
//! | misère | other restrictions | the exact solver of [`crate::misere`], up to its state limit |

use crate::explain::sums::takes_to_value;
use crate::grundy::GrundyFn;
use crate::misere;
use crate::position::{Move, Position};
use crate::rules::{Ending, Rules, Take};

/// The outcome class of a position under perfect play.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Outcome {
    /// The previous player wins: the player to move loses against perfect play (a Z-position,
    /// "Zwang", in the German article).
    P,
    /// The next player wins: the player to move has a winning move (a C-position, "Chance").
    N,
}

/// How an analysis was obtained, so the app can name the theory behind it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Method {
    /// Bouton 1901: P exactly when the nim-sum is 0.
    Bouton,
    /// Sprague–Grundy: P exactly when the XOR of the rows' Grundy values is 0.
    SpragueGrundy,
    /// Misère Nim: play as in normal Nim until the move that leaves only rows of at most one
    /// stick, which must leave an odd number of them.
    MisereRule,
    /// Misère play where every allowed count is odd and 1 is allowed: a row with a stick always
    /// has a move and every move changes the parity of the total, so the number of moves left
    /// has the total's parity, and the player to move loses (takes the last stick) exactly
    /// when the total is odd.
    MisereParity,
    /// Retrograde analysis of every reachable position.
    ExactSolver {
        /// How many positions (rows as a multiset) the solver evaluated.
        states: usize,
    },
    /// The exact solver would need more than `limit` positions; the outcome is unknown.
    TooLarge {
        /// The state limit that was hit.
        limit: usize,
    },
    /// The exact solver is needed and has not run yet (see [`analyze_without_search`]); the
    /// outcome is not known yet.
    Unsolved,
}

/// The analysis of one position under one rule set.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Analysis {
    /// The outcome; `None` only when the exact solver gave up (misère with restricted moves).
    pub outcome: Option<Outcome>,
    /// The normal-play Grundy value of each row under the rules' move restriction; the row
    /// count itself when moves are unrestricted.
    pub row_grundy: Vec<u64>,
    /// The XOR of `row_grundy` (the nim-sum for unrestricted moves).
    pub nim_sum: u64,
    /// Every move that leaves the opponent a P-position, sorted by (row, take); empty when
    /// the position is P or the outcome is unknown.
    pub winning_moves: Vec<Move>,
    /// How the outcome was obtained.
    pub method: Method,
}

/// Analyzes `position` under `rules`: outcome, Grundy values, and all winning moves.
///
/// Rows may hold up to `u64::MAX` sticks: every method except the exact solver works in
/// time independent of the row sizes (apart from computing a subtraction set's period once).
pub fn analyze(rules: &Rules, position: &Position) -> Analysis {
    analyze_with(rules, position, |rules, position| {
        Some(misere::solve(rules, position))
    })
}

/// [`analyze`] when it needs no search: every rule family but misère play with restricted
/// moves (other than those the parity decides), and positions the exact solver has solved
/// already (or sees at once are too large).
/// Otherwise the rows' Grundy values and their XOR, with the outcome unknown and
/// [`Method::Unsolved`]: a caller that must stay responsive then runs a
/// [`misere::Solve`] in slices, after which [`analyze`] is immediate.
pub fn analyze_without_search(rules: &Rules, position: &Position) -> Analysis {
    analyze_with(rules, position, misere::solved_already)
}

/// Whether [`analyze`] would run the exact solver on `position`, which may take a second.
pub fn needs_search(rules: &Rules, position: &Position) -> bool {
    analyze_without_search(rules, position).method == Method::Unsolved
}

/// [`analyze`] with `solve` for misère play with restricted moves (`None`: not solved); a
/// function pointer, not a generic, so that the two callers share one body.
fn analyze_with(
    rules: &Rules,
    position: &Position,
    solve: fn(&Rules, &Position) -> Option<Result<misere::Solved, misere::TooLarge>>,
) -> Analysis {
    let rows = &position.rows;
    let max_row = rows.iter().copied().max().unwrap_or(0);
    let grundy = GrundyFn::for_rows(&rules.take, max_row);
    let row_grundy: Vec<u64> = rows.iter().map(|&n| grundy.value(n)).collect();
    let nim_sum = row_grundy.iter().fold(0, |a, &g| a ^ g);

    let normal_moves = || normal_winning_moves(&rules.take, &grundy, rows, &row_grundy, nim_sum);
    let (outcome, winning_moves, method) = match (rules.ending, &rules.take) {
        (Ending::Normal, Take::Any) => (Some(outcome_of(nim_sum)), normal_moves(), Method::Bouton),
        (Ending::Normal, _) => (
            Some(outcome_of(nim_sum)),
            normal_moves(),
            Method::SpragueGrundy,
        ),
        (Ending::Misere, take) if moves_are_unrestricted(take, max_row) => {
            let (outcome, moves) = misere_rule(rows, nim_sum, normal_moves);
            (Some(outcome), moves, Method::MisereRule)
        }
        (Ending::Misere, take) if parity_decides(take) => {
            let (outcome, moves) = misere_parity(take, rows);
            (Some(outcome), moves, Method::MisereParity)
        }
        (Ending::Misere, _) => match solve(rules, position) {
            Some(Ok(solved)) => (
                Some(solved.outcome),
                solved.winning_moves,
                Method::ExactSolver {
                    states: solved.states,
                },
            ),
            Some(Err(too_large)) => (
                None,
                Vec::new(),
                Method::TooLarge {
                    limit: too_large.limit,
                },
            ),
            None => (None, Vec::new(), Method::Unsolved),
        },
    };
    Analysis {
        outcome,
        row_grundy,
        nim_sum,
        winning_moves,
        method,
    }
}

fn outcome_of(grundy: u64) -> Outcome {
    if grundy == 0 {
        Outcome::P
    } else {
        Outcome::N
    }
}

/// Whether the parity of the total decides misère play: every allowed count is odd and 1 is
/// allowed ("take 1", {1, 3, 5}).
pub fn parity_decides(take: &Take) -> bool {
    match take {
        Take::UpTo(k) => *k == 1,
        Take::Set(set) => set.contains(1) && set.counts().iter().all(|c| c % 2 == 1),
        Take::Any => false,
    }
}

/// [`Method::MisereParity`]: P exactly when the total is odd; from an even total every move
/// leaves an odd one, so every move wins.
fn misere_parity(take: &Take, rows: &[u64]) -> (Outcome, Vec<Move>) {
    let odd_total = rows.iter().fold(false, |odd, &n| odd ^ (n % 2 == 1));
    if odd_total {
        return (Outcome::P, Vec::new());
    }
    let moves = rows
        .iter()
        .enumerate()
        .flat_map(|(row, &n)| {
            take.counts_from(n)
                .into_iter()
                .map(move |take| Move { row, take })
        })
        .collect();
    (Outcome::N, moves)
}

/// Whether every row may lose any number of its sticks, now and later: then a restricted
/// game is the unrestricted one (for example "take 1 up to 10" with rows of at most 10).
fn moves_are_unrestricted(take: &Take, max_row: u64) -> bool {
    match take {
        Take::Any => true,
        Take::UpTo(k) => max_row <= *k,
        Take::Set(set) => {
            max_row <= set.counts().len() as u64 && (1..=max_row).all(|c| set.contains(c))
        }
    }
}

/// The moves to a position whose Grundy values XOR to 0: in row i, to a row of value
/// γ(n_i) xor S. Under restricted moves this may raise the row's value (the slides' 7-5-3-1).
fn normal_winning_moves(
    take: &Take,
    grundy: &GrundyFn,
    rows: &[u64],
    row_grundy: &[u64],
    nim_sum: u64,
) -> Vec<Move> {
    if nim_sum == 0 {
        return Vec::new();
    }
    // Every move to a row of value γ_i xor S: the same search the sums-of-games construction uses.
    rows.iter()
        .zip(row_grundy)
        .enumerate()
        .flat_map(|(row, (&n, &g))| {
            takes_to_value(take, grundy, n, g ^ nim_sum)
                .into_iter()
                .map(move |take| Move { row, take })
        })
        .collect()
}

/// Misère Nim with unrestricted moves (Bouton's rule).
///
/// With a row of at least two sticks, P exactly when the nim-sum is 0 (which needs two such
/// rows), and the winning moves are the normal ones, except that the move which empties or
/// reduces the last large row must leave an odd number of single sticks. With no such row,
/// P exactly when the number of single sticks is odd; with none at all the player to move
/// cannot move and wins.
fn misere_rule(
    rows: &[u64],
    nim_sum: u64,
    normal_moves: impl FnOnce() -> Vec<Move>,
) -> (Outcome, Vec<Move>) {
    let large: Vec<usize> = (0..rows.len()).filter(|&i| rows[i] >= 2).collect();
    let ones = rows.iter().filter(|&&n| n == 1).count();
    match large.as_slice() {
        [] if ones == 0 => (Outcome::N, Vec::new()),
        [] if ones % 2 == 1 => (Outcome::P, Vec::new()),
        [] => {
            let moves = (0..rows.len())
                .filter(|&i| rows[i] == 1)
                .map(|row| Move { row, take: 1 })
                .collect();
            (Outcome::N, moves)
        }
        &[row] => {
            // Leave 0 or 1 sticks in the large row, whichever makes the singles odd.
            let keep = if ones % 2 == 1 { 0 } else { 1 };
            (
                Outcome::N,
                vec![Move {
                    row,
                    take: rows[row] - keep,
                }],
            )
        }
        _ => (outcome_of(nim_sum), normal_moves()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn up_to_take_solves_the_congruence() {
        let up_to_take = |k: u64, n: u64, target: u64| {
            let take = Take::UpTo(k);
            takes_to_value(&take, &GrundyFn::new(&take), n, target)
                .first()
                .copied()
        };
        // Rows of 5 under "take 1 or 2": γ = 2; to reach value 0 take 2.
        assert_eq!(up_to_take(2, 5, 0), Some(2));
        assert_eq!(up_to_take(2, 3, 2), Some(1));
        assert_eq!(up_to_take(2, 1, 0), Some(1));
        assert_eq!(up_to_take(2, 1, 2), None);
        assert_eq!(up_to_take(2, 7, 3), None);
        assert_eq!(up_to_take(u64::MAX, u64::MAX, 0), Some(u64::MAX));
    }

    #[test]
    fn only_misere_with_restricted_moves_needs_a_search() {
        let position = Position::new([23, 18, 11]);
        for rules in [
            Rules::nim(),
            Rules::misere(),
            Rules {
                ending: Ending::Normal,
                take: Take::UpTo(3),
            },
        ] {
            assert!(!needs_search(&rules, &position));
            assert_eq!(
                analyze_without_search(&rules, &position),
                analyze(&rules, &position)
            );
        }
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(3),
        };
        assert!(needs_search(&rules, &position));
        let unsolved = analyze_without_search(&rules, &position);
        assert_eq!(unsolved.method, Method::Unsolved);
        assert_eq!(unsolved.outcome, None);
        assert_eq!(unsolved.row_grundy, vec![3, 2, 3]);
        assert!(unsolved.winning_moves.is_empty());
        // Once solved (here at once; the app runs a misere::Solve in slices), nothing is missing.
        let solved = analyze(&rules, &position);
        assert!(!needs_search(&rules, &position));
        assert_eq!(analyze_without_search(&rules, &position), solved);
        // Rows no larger than k make "1 up to k" the unrestricted game: the misère rule.
        assert!(!needs_search(&rules, &Position::new([3, 2, 1])));
    }

    #[test]
    fn slides_7_5_3_1() {
        let rules = Rules {
            ending: Ending::Normal,
            take: Take::UpTo(2),
        };
        let a = analyze(&rules, &Position::new([7, 5, 3, 1]));
        assert_eq!(a.row_grundy, vec![1, 2, 0, 1]);
        assert_eq!(a.nim_sum, 2);
        assert_eq!(
            a.winning_moves,
            vec![Move { row: 1, take: 2 }, Move { row: 2, take: 1 }]
        );
    }
}

//! Theorem 2b's construction on a sum whose rows may be take-and-break games: each row's
//! Grundy value under its own rule, z = γ(x) ⊕ t, and in each row every move to a row (or two
//! rows) worth γᵢ ⊕ z. A move that splits a row into a and b is worth γ(a) ⊕ γ(b), so the
//! construction is the core's ([`sum_target_moves`](nimlab_core::game_sum::sum_target_moves))
//! with each option's value read from its rule.

use crate::route::SumRule;
use nimlab_core::explain::sums::{takes_to_value, Direction, TargetError};
use nimlab_core::grundy::GrundyFn;
use nimlab_core::octal::{break_table, BreakTable, TakeBreak};
use nimlab_core::Move;

/// A move in one row of the sum: `take` sticks from a row of `from`, leaving `leaves` in its
/// place (under a move restriction the one row left, 0 included; under a take-and-break game
/// the non-empty rows left, ascending, none when the row is gone).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct SumMove {
    /// The row (0-based).
    pub row: usize,
    /// Sticks removed (0 for a split without removal).
    pub take: u64,
    /// The row's count before the move.
    pub from: u64,
    /// The rows it leaves.
    pub leaves: Vec<u64>,
    /// Whether the row's rule is a take-and-break game.
    pub breaks: bool,
    /// The leaves' Grundy values, in the same order (their XOR is the move's value).
    pub values: Vec<u64>,
}

impl SumMove {
    /// The move as the play page's (row, take), for a row under a move restriction.
    pub fn as_move(&self) -> Option<Move> {
        (!self.breaks).then_some(Move {
            row: self.row,
            take: self.take,
        })
    }

    /// "10 → 4 + 5", "7 → 5", "2 → 0": the row and what is left of it.
    pub fn arrow(&self) -> String {
        let left = match self.leaves.as_slice() {
            [] => "0".to_string(),
            parts => parts
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(" + "),
        };
        format!("{} → {left}", self.from)
    }
}

/// One row of the construction (the core's `TargetRow`, with moves that may split).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PlanRow {
    /// The row (0-based).
    pub row: usize,
    /// Its count of sticks.
    pub count: u64,
    /// γᵢ.
    pub grundy: u64,
    /// γᵢ ⊕ z, the value the row must take.
    pub required: u64,
    /// Whether `required` lies below γᵢ.
    pub direction: Direction,
    /// Every move in the row to the required value.
    pub moves: Vec<SumMove>,
}

/// The construction of the moves from the sum to positions of value t.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Plan {
    /// γ(x).
    pub value: u64,
    /// t.
    pub target: u64,
    /// z = γ(x) ⊕ t.
    pub z: u64,
    /// ℓ, the highest bit of z.
    pub top_bit: u32,
    /// Every row, top row first.
    pub rows: Vec<PlanRow>,
}

impl Plan {
    /// Every move to value t, row by row.
    pub fn moves(&self) -> Vec<&SumMove> {
        self.rows.iter().flat_map(|r| r.moves.iter()).collect()
    }
}

/// A row's rule with what its values need: the subtraction game's Grundy function, or the
/// take-and-break game's table up to the row.
enum Values<'a> {
    Take(&'a nimlab_core::Take, GrundyFn),
    Game(&'a TakeBreak, BreakTable),
}

impl<'a> Values<'a> {
    fn new(rule: &'a SumRule, count: u64) -> Values<'a> {
        match rule {
            SumRule::Take(take) => Values::Take(take, GrundyFn::for_rows(take, count)),
            SumRule::Game(game) => Values::Game(&game.game, break_table(&game.game, count)),
        }
    }

    fn value(&self, n: u64) -> u64 {
        match self {
            Values::Take(_, g) => g.value(n),
            Values::Game(_, table) => u64::from(table.values[n as usize]),
        }
    }

    /// Every move in `row` (of `count`) to a row or rows worth `required`.
    fn moves_to(&self, row: usize, count: u64, required: u64) -> Vec<SumMove> {
        match self {
            Values::Take(take, g) => takes_to_value(take, g, count, required)
                .into_iter()
                .map(|take| SumMove {
                    row,
                    take,
                    from: count,
                    leaves: vec![count - take],
                    breaks: false,
                    values: vec![required],
                })
                .collect(),
            Values::Game(game, table) => {
                let step = table.step(game, count).expect("the table reaches the row");
                step.options
                    .iter()
                    .filter(|o| o.value == required)
                    .map(|o| {
                        let leaves: Vec<u64> = [o.a, o.b].into_iter().filter(|&n| n > 0).collect();
                        SumMove {
                            row,
                            take: o.take,
                            from: count,
                            values: leaves.iter().map(|&n| self.value(n)).collect(),
                            leaves,
                            breaks: true,
                        }
                    })
                    .collect()
            }
        }
    }
}

/// The Grundy value of each row under its own rule, and their XOR γ(x). Rows under a game
/// are at most [`crate::route::MAX_GAME_ROW`] (links and the field refuse larger ones).
pub fn row_values(rules: &[SumRule], rows: &[u64]) -> (Vec<u64>, u64) {
    let values: Vec<u64> = rules
        .iter()
        .zip(rows)
        .map(|(rule, &n)| Values::new(rule, n).value(n))
        .collect();
    let value = values.iter().fold(0, |a, &v| a ^ v);
    (values, value)
}

/// The construction of the moves to value `target`, or why there is none (t not below γ(x)).
pub fn plan(rules: &[SumRule], rows: &[u64], target: u64) -> Result<Plan, TargetError> {
    let (values, value) = row_values(rules, rows);
    if target >= value {
        return Err(TargetError::NotBelow { value, target });
    }
    let z = value ^ target;
    let rows = rules
        .iter()
        .zip(rows)
        .zip(&values)
        .enumerate()
        .map(|(row, ((rule, &count), &g))| {
            let required = g ^ z;
            PlanRow {
                row,
                count,
                grundy: g,
                required,
                direction: if required < g {
                    Direction::Reducing
                } else {
                    Direction::Raising
                },
                moves: Values::new(rule, count).moves_to(row, count, required),
            }
        })
        .collect();
    Ok(Plan {
        value,
        target,
        z,
        top_bit: z.ilog2(),
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::GameWord;
    use nimlab_core::game_sum::sum_target_moves;
    use nimlab_core::octal::{analyze, legal_moves};
    use nimlab_core::{Ending, Position, Take};

    fn game(word: &str) -> SumRule {
        SumRule::Game(GameWord::parse(word).unwrap())
    }

    /// Under move restrictions alone, the plan is the core's construction.
    #[test]
    fn restrictions_alone_are_the_cores_construction() {
        let takes = vec![Take::UpTo(2), Take::Any, Take::UpTo(3)];
        let rules: Vec<SumRule> = takes.iter().cloned().map(SumRule::Take).collect();
        let rows = [8, 6, 7];
        let value = row_values(&rules, &rows).1;
        for t in 0..value {
            let core = sum_target_moves(&takes, &rows, t).unwrap();
            let ours = plan(&rules, &rows, t).unwrap();
            assert_eq!(
                (ours.value, ours.z, ours.top_bit),
                (core.value, core.z, core.top_bit)
            );
            let moves: Vec<Move> = ours.moves().iter().filter_map(|m| m.as_move()).collect();
            assert_eq!(moves, core.moves(), "t = {t}");
        }
    }

    /// Kayles rows alone: the moves to value 0 are the core's winning moves, found by
    /// Sprague–Grundy there and checked here move by move.
    #[test]
    fn kayles_rows_split_to_the_winning_moves() {
        let kayles = TakeBreak::kayles();
        for rows in [vec![10], vec![7, 5, 3], vec![12, 1], vec![9, 4, 4]] {
            let rules = vec![game("kayles"); rows.len()];
            let position = Position::new(rows.clone());
            let analysis = analyze(&kayles, Ending::Normal, &position);
            let Ok(plan) = plan(&rules, &rows, 0) else {
                assert!(analysis.winning_moves.is_empty());
                continue;
            };
            let ours: Vec<(usize, u64, Vec<u64>)> = plan
                .moves()
                .iter()
                .map(|m| (m.row, m.take, m.leaves.clone()))
                .collect();
            let core: Vec<(usize, u64, Vec<u64>)> = analysis
                .winning_moves
                .iter()
                .map(|m| (m.row, m.take, m.leaves()))
                .collect();
            assert_eq!(ours, core, "{rows:?}");
        }
    }

    /// In a sum of a restriction, Kayles and Dawson's Kayles every move reaching t, and no
    /// other, leaves a sum of value t: checked by playing each legal move.
    #[test]
    fn mixed_rows_reach_every_smaller_value() {
        let rules = vec![SumRule::Take(Take::UpTo(2)), game("kayles"), game("dawson")];
        let rows = [7u64, 10, 9];
        let (values, value) = row_values(&rules, &rows);
        // γ(7) under 1-2 is 1; Kayles γ(10) = 2; Dawson's Kayles γ(9) = 0 (0.07: 0 0 1 1 2 0 3 1 1 0).
        assert_eq!(values, vec![1, 2, 0]);
        for t in 0..value {
            let plan = plan(&rules, &rows, t).unwrap();
            for (row, rule) in rules.iter().enumerate().skip(1) {
                let SumRule::Game(g) = rule else { panic!() };
                let mut rows = rows.to_vec();
                let single = Position::new([rows[row]]);
                for mv in legal_moves(&g.game, &single) {
                    let leaves = mv.leaves();
                    let mut after_rules = rules.clone();
                    rows.splice(row..=row, leaves.iter().copied());
                    after_rules.splice(row..=row, vec![rule.clone(); leaves.len()]);
                    let reaches = row_values(&after_rules, &rows).1 == t;
                    rows.splice(row..row + leaves.len(), [single.rows[0]]);
                    let listed = plan.rows[row]
                        .moves
                        .iter()
                        .any(|m| (m.take, &m.leaves) == (mv.take, &leaves));
                    assert_eq!(listed, reaches, "t = {t}, row {row}, {mv:?}");
                }
            }
        }
        assert_eq!(
            plan(&rules, &rows, 0).unwrap().rows[1].moves[0].arrow(),
            "10 → 8"
        );
    }
}

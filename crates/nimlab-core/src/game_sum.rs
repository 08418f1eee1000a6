//! Sums of different games (Satz 2b): each row is a subtraction game with its own move
//! restriction, and the moves to any smaller Grundy value t are constructed as in
//! [`crate::explain::sums`], row by row with that row's rules.

use crate::explain::sums::{takes_to_value, Direction, TargetError, TargetMoves, TargetRow};
use crate::grundy::GrundyFn;
use crate::position::Move;
use crate::rules::Take;

/// The Grundy value of each row under its own rules, and their XOR γ(x).
///
/// # Panics
///
/// When `takes` and `rows` differ in length.
pub fn sum_values(takes: &[Take], rows: &[u64]) -> (Vec<u64>, u64) {
    assert_eq!(takes.len(), rows.len(), "one move restriction per row");
    let values: Vec<u64> = takes
        .iter()
        .zip(rows)
        .map(|(take, &n)| GrundyFn::for_rows(take, n).value(n))
        .collect();
    let value = values.iter().fold(0, |a, &v| a ^ v);
    (values, value)
}

/// The moves from the rows `rows` (row i under `takes[i]`) to positions of Grundy value
/// `target`: z = γ(x) xor t, ℓ its highest bit, and in each row every move to a row of value
/// γ_i xor z. Rows whose γ_i has bit ℓ are reducing and always have such a move; the others
/// need γ_i xor z > γ_i and have one only when some option happens to have that value.
///
/// # Panics
///
/// When `takes` and `rows` differ in length.
pub fn sum_target_moves(
    takes: &[Take],
    rows: &[u64],
    target: u64,
) -> Result<TargetMoves, TargetError> {
    let (values, value) = sum_values(takes, rows);
    if target >= value {
        return Err(TargetError::NotBelow { value, target });
    }
    let z = value ^ target;
    let top_bit = z.ilog2();
    let rows = rows
        .iter()
        .zip(takes)
        .zip(&values)
        .enumerate()
        .map(|(row, ((&count, take), &g))| {
            let required = g ^ z;
            let grundy = GrundyFn::for_rows(take, count);
            TargetRow {
                row,
                count,
                grundy: g,
                required,
                direction: if required < g {
                    Direction::Reducing
                } else {
                    Direction::Raising
                },
                moves: takes_to_value(take, &grundy, count, required)
                    .into_iter()
                    .map(|take| Move { row, take })
                    .collect(),
            }
        })
        .collect();
    Ok(TargetMoves {
        value,
        target,
        z,
        top_bit,
        rows,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::sums::target_moves;
    use crate::position::Position;
    use crate::rules::SubtractionSet;

    #[test]
    fn one_rule_for_all_rows_is_the_sums_module() {
        let takes = vec![Take::UpTo(2); 4];
        let got = sum_target_moves(&takes, &[7, 5, 3, 1], 0).unwrap();
        let want = target_moves(&Take::UpTo(2), &Position::new([7, 5, 3, 1]), 0).unwrap();
        assert_eq!(got, want);
        assert_eq!(
            got.moves(),
            vec![Move { row: 1, take: 2 }, Move { row: 2, take: 1 }]
        );
        assert_eq!(got.rows[2].direction, Direction::Raising);
    }

    #[test]
    fn mixed_rules_reach_every_smaller_value() {
        let s134 = Take::Set(SubtractionSet::new([1, 3, 4]).unwrap());
        let takes = vec![Take::UpTo(2), s134.clone(), Take::Any];
        let rows = [8, 6, 6];
        let (values, value) = sum_values(&takes, &rows);
        // γ(8) under 1-2 is 2; under {1,3,4} γ(6) = 2 (period 7: 0 1 0 1 2 3 2); Nim heap 6.
        assert_eq!(values, vec![2, 2, 6]);
        assert_eq!(value, 6);
        for t in 0..value {
            let c = sum_target_moves(&takes, &rows, t).unwrap();
            assert!(!c.moves().is_empty(), "t = {t}");
            for mv in c.moves() {
                let mut after = rows;
                after[mv.row] -= mv.take;
                assert_eq!(sum_values(&takes, &after).1, t);
            }
        }
        assert_eq!(
            sum_target_moves(&takes, &rows, 6),
            Err(TargetError::NotBelow {
                value: 6,
                target: 6
            })
        );
    }
}

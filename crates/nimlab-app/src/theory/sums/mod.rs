//! Sums of games (the Sprague–Grundy theorem, Satz 2b): each row its own subtraction game,
//! the rows' Grundy values in binary and their XOR, and the construction of the moves to any
//! smaller value t, step by step, including moves that raise a row's value.

mod entry;
mod history;
mod logic;
mod page;
mod row_table;
mod steps;
mod target;

pub use page::SumsPage;

use crate::route::parse_typed_take;
use crate::route::{typed_text, SumsLink};
use crate::theory::text::T;
use nimlab_core::Take;
use yew::prelude::*;

/// Steps of the construction.
pub const SUM_STEPS: u32 = 6;

/// Properties of [`SumsPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rows, rules, target and step the link asked for.
    pub link: SumsLink,
}

/// The sums offered as buttons: (test word, rows, per-row rules).
pub fn sum_presets() -> Vec<(&'static str, Vec<u64>, Vec<Take>)> {
    let s134 = Take::Set(nimlab_core::SubtractionSet::new([1, 3, 4]).expect("a valid set"));
    vec![
        ("slides", vec![7, 5, 3, 1], vec![Take::UpTo(2); 4]),
        ("satz-1g", vec![1, 3, 6, 7], vec![Take::Any; 4]),
        ("nim", vec![22, 5, 13, 27], vec![Take::Any; 4]),
        ("mixed", vec![8, 6, 6], vec![Take::UpTo(2), s134, Take::Any]),
    ]
}

/// Parses the rules entry: one rule for every row, or one per row separated by `;` (a
/// Japanese keyboard's `；` too, as [`typed_text`] reads it), a last one allowed after the
/// last rule.
pub fn parse_takes(text: &str, rows: usize) -> Result<Vec<Take>, T> {
    let text = typed_text(text);
    let takes = text
        .strip_suffix(';')
        .unwrap_or(&text)
        .split(';')
        .map(parse_typed_take)
        .collect::<Result<Vec<Take>, _>>()
        .map_err(|problem| T::Entry {
            field: "take",
            problem,
        })?;
    match takes.len() {
        1 => Ok(vec![takes[0].clone(); rows]),
        n if n == rows => Ok(takes),
        n => Err(T::RulesCount {
            given: n as u64,
            rows: rows as u64,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::parse_typed_rows;

    #[test]
    fn rules_per_row() {
        assert_eq!(parse_takes("1-2", 3), Ok(vec![Take::UpTo(2); 3]));
        assert_eq!(
            parse_takes("1-2; any", 2),
            Ok(vec![Take::UpTo(2), Take::Any])
        );
        assert_eq!(
            parse_takes("1-2;any", 3),
            Err(T::RulesCount { given: 2, rows: 3 })
        );
        assert!(matches!(
            parse_takes("1-2;0", 2),
            Err(T::Entry { field: "take", .. })
        ));
        // Typed as a person writes sets: spaces and braces.
        let s135 = Take::Set(nimlab_core::SubtractionSet::new(vec![1, 3, 5]).unwrap());
        assert_eq!(
            parse_takes(" {1, 3, 5} ; 1-2 ", 2),
            Ok(vec![s135.clone(), Take::UpTo(2)])
        );
        // A last separator after the last rule, and a Japanese keyboard's.
        assert_eq!(
            parse_takes("1,3,5; 1-2;", 2),
            Ok(vec![s135.clone(), Take::UpTo(2)])
        );
        assert_eq!(
            parse_takes("１，３，５；１－２", 2),
            Ok(vec![s135, Take::UpTo(2)])
        );
        // An empty rule between two is still refused: the rules would slip to other rows.
        assert!(parse_takes("1-2;;any", 3).is_err());
    }

    #[test]
    fn rows_as_typed() {
        for typed in [
            "7,5,3,1",
            "7, 5, 3, 1",
            " 7 5 3 1 ",
            "7,,5, 3,1,",
            "7-5-3-1",
            "７，５，３，１",
            "７－５－３－１",
        ] {
            assert_eq!(parse_typed_rows(typed), Ok(vec![7, 5, 3, 1]), "{typed}");
        }
        // A minus sign is no separator: "-1" is refused, not read as 1.
        assert_eq!(parse_typed_rows("  "), Err(crate::route::Problem::Empty));
        for bad in ["", "7, x", "7, -1", "7.5", "-7-5", "7-5-"] {
            assert!(parse_typed_rows(bad).is_err(), "{bad}");
        }
    }
}

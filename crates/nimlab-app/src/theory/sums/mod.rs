//! Sums of games (the Sprague–Grundy theorem, Satz 2b): each row its own subtraction game,
//! the rows' Grundy values in binary and their XOR, and the construction of the moves to any
//! smaller value t, step by step, including moves that raise a row's value.

mod entry;
mod history;
mod logic;
mod page;
pub mod plan;
mod row_table;
mod steps;
mod target;

pub use page::SumsPage;

use crate::route::SumRule;
use crate::route::{game_row_too_large, names_a_game, parse_typed_take, GameWord, Problem};
use crate::route::{typed_text, SumsLink};
use crate::theory::grundy::game_choice::parse_game_entry;
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
pub fn sum_presets() -> Vec<(&'static str, Vec<u64>, Vec<SumRule>)> {
    let take = |t: Take| SumRule::Take(t);
    let game = |word: &str| SumRule::Game(GameWord::parse(word).expect("a game's name"));
    let s134 = Take::Set(nimlab_core::SubtractionSet::new([1, 3, 4]).expect("a valid set"));
    vec![
        ("slides", vec![7, 5, 3, 1], vec![take(Take::UpTo(2)); 4]),
        ("satz-1g", vec![1, 3, 6, 7], vec![take(Take::Any); 4]),
        ("nim", vec![22, 5, 13, 27], vec![take(Take::Any); 4]),
        (
            "mixed",
            vec![8, 6, 6],
            vec![take(Take::UpTo(2)), take(s134), take(Take::Any)],
        ),
        (
            "kayles",
            vec![7, 10, 9],
            vec![take(Take::UpTo(2)), game("kayles"), game("dawson")],
        ),
    ]
}

/// One typed rule: a move restriction, or a game's name (in any case) or octal code.
fn parse_typed_rule(text: &str) -> Result<SumRule, Problem> {
    let word = text.trim().to_lowercase();
    if names_a_game(&word) {
        return parse_game_entry(&word).map(SumRule::Game);
    }
    parse_typed_take(text).map(SumRule::Take)
}

/// Parses the rules entry: one rule for every row, or one per row separated by `;` (a
/// Japanese keyboard's `；` too, as [`typed_text`] reads it), a last one allowed after the
/// last rule. A rule is a move restriction or a take-and-break game (`kayles`, `0.137`).
pub fn parse_takes(text: &str, rows: usize) -> Result<Vec<SumRule>, T> {
    let text = typed_text(text);
    let rules = text
        .strip_suffix(';')
        .unwrap_or(&text)
        .split(';')
        .map(parse_typed_rule)
        .collect::<Result<Vec<SumRule>, _>>()
        .map_err(|problem| T::Entry {
            field: "take",
            problem,
        })?;
    match rules.len() {
        1 => Ok(vec![rules[0].clone(); rows]),
        n if n == rows => Ok(rules),
        n => Err(T::RulesCount {
            given: n as u64,
            rows: rows as u64,
        }),
    }
}

/// The rows and rules typed together: a row under a game is at most
/// [`crate::route::MAX_GAME_ROW`], else the rows' field is refused.
pub fn check_game_rows(rows: &[u64], rules: &[SumRule]) -> Result<(), T> {
    match game_row_too_large(rows, rules) {
        Some(problem) => Err(T::Entry {
            field: "rows",
            problem,
        }),
        None => Ok(()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::parse_typed_rows;

    #[test]
    fn rules_per_row() {
        let takes = |text: &str, rows: usize| {
            parse_takes(text, rows).map(|rules| {
                rules
                    .into_iter()
                    .map(|r| match r {
                        SumRule::Take(t) => t,
                        SumRule::Game(g) => panic!("{g:?}"),
                    })
                    .collect::<Vec<Take>>()
            })
        };
        assert_eq!(takes("1-2", 3), Ok(vec![Take::UpTo(2); 3]));
        assert_eq!(takes("1-2; any", 2), Ok(vec![Take::UpTo(2), Take::Any]));
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
            takes(" {1, 3, 5} ; 1-2 ", 2),
            Ok(vec![s135.clone(), Take::UpTo(2)])
        );
        // A last separator after the last rule, and a Japanese keyboard's.
        assert_eq!(
            takes("1,3,5; 1-2;", 2),
            Ok(vec![s135.clone(), Take::UpTo(2)])
        );
        assert_eq!(
            takes("１，３，５；１－２", 2),
            Ok(vec![s135, Take::UpTo(2)])
        );
        // An empty rule between two is still refused: the rules would slip to other rows.
        assert!(parse_takes("1-2;;any", 3).is_err());
    }

    #[test]
    fn take_and_break_rules_per_row() {
        let game = |w: &str| SumRule::Game(GameWord::parse(w).unwrap());
        assert_eq!(
            parse_takes("1-2; Kayles; ０．０７", 3),
            Ok(vec![
                SumRule::Take(Take::UpTo(2)),
                game("kayles"),
                game("0.07")
            ])
        );
        assert_eq!(parse_takes("grundy", 2), Ok(vec![game("grundy"); 2]));
        // A typed range has two points, a code one.
        assert_eq!(
            parse_takes("1..2; kayles", 2),
            Ok(vec![SumRule::Take(Take::UpTo(2)), game("kayles")])
        );
        // A malformed code names the code's problem, in the rules' field.
        use nimlab_core::octal::CodeError;
        assert_eq!(
            parse_takes("1-2;0.8", 2),
            Err(T::Entry {
                field: "take",
                problem: Problem::BadCode {
                    value: "0.8".into(),
                    error: CodeError::BadChar {
                        position: 2,
                        found: '8'
                    }
                }
            })
        );
        assert!(matches!(
            parse_takes("kaylse", 1),
            Err(T::Entry { field: "take", .. })
        ));
        let rules = parse_takes("kayles;any", 2).unwrap();
        assert!(check_game_rows(&[1000, 5000], &rules).is_ok());
        assert!(matches!(
            check_game_rows(&[1001, 5], &rules),
            Err(T::Entry { field: "rows", .. })
        ));
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

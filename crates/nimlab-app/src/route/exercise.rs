//! The exercises' link, `#/exercise?kind=…&end=…&take=…&level=…&seed=…`: a round of questions;
//! `game=kayles` instead of `take` for a round on a take-and-break game (`kind=pn` or `mex`,
//! normal play).

use super::{
    format_take, lecture_tail, opened, pairs, parse_lecture, parse_number, parse_take, truncate,
    unknown, GameWord, LinkError, Problem,
};
use nimlab_core::{Ending, Rules, SubtractionSet, Take};

/// The largest seed of an exercise link.
pub const MAX_SEED: u64 = 999_999_999;

/// The state an exercise link opens: a round of questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseLink {
    /// What is asked.
    pub kind: ExerciseKind,
    /// The rules of the positions and heaps (with `game`, normal play and no `take`).
    pub rules: Rules,
    /// A take-and-break game (`game=`) instead of the move restriction.
    pub game: Option<GameWord>,
    /// The starting difficulty, 1 to 5.
    pub level: u32,
    /// The seed that generates the round.
    pub seed: u64,
    /// Lecture mode (`lecture=on`): the question and its answers as a slide for a projector.
    pub lecture: bool,
}

pub use nimlab_core::exercise::Kind as ExerciseKind;

/// The word of an exercise kind in links.
pub fn kind_word(kind: ExerciseKind) -> &'static str {
    match kind {
        ExerciseKind::PorN => "pn",
        ExerciseKind::WinningMoves => "win",
        ExerciseKind::NextMex => "mex",
        ExerciseKind::RowValue => "row",
    }
}

const KIND_WORDS: [&str; 4] = ["pn", "win", "mex", "row"];

/// The rules an exercise link uses when it names none: "take 1 or 2" for positions, the set
/// {1, 3, 4} for heap tables (whose values are not simply x rem n).
pub fn default_exercise_take(kind: ExerciseKind) -> Take {
    match kind {
        ExerciseKind::PorN | ExerciseKind::WinningMoves => Take::UpTo(2),
        ExerciseKind::NextMex | ExerciseKind::RowValue => {
            Take::Set(SubtractionSet::new([1, 3, 4]).expect("a valid set"))
        }
    }
}

impl Default for ExerciseLink {
    fn default() -> ExerciseLink {
        ExerciseLink {
            kind: ExerciseKind::PorN,
            rules: Rules {
                ending: Ending::Normal,
                take: default_exercise_take(ExerciseKind::PorN),
            },
            game: None,
            level: 1,
            seed: 1,
            lecture: false,
        }
    }
}

/// The exercise page's parameters: an empty value of one is rejected, any other name is
/// ignored and named.
const EXERCISE_PARAMS: [&str; 7] = ["kind", "end", "take", "game", "level", "seed", "lecture"];

/// The kinds a round on a take-and-break game offers.
pub const GAME_KIND_WORDS: [&str; 2] = ["pn", "mex"];

pub(super) fn parse_exercise(query: &str) -> (ExerciseLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = ExerciseLink::default();
    let mut take = None;
    for (name, value) in pairs(query, &EXERCISE_PARAMS, &mut errors) {
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        match name.as_str() {
            n if value.is_empty() && EXERCISE_PARAMS.contains(&n) => fail(Problem::Empty),
            "kind" => match KIND_WORDS.iter().position(|w| *w == value) {
                Some(i) => {
                    link.kind = [
                        ExerciseKind::PorN,
                        ExerciseKind::WinningMoves,
                        ExerciseKind::NextMex,
                        ExerciseKind::RowValue,
                    ][i]
                }
                None => fail(unknown(&value, &KIND_WORDS)),
            },
            "end" => match value.as_str() {
                "normal" => link.rules.ending = Ending::Normal,
                "misere" => link.rules.ending = Ending::Misere,
                _ => fail(unknown(&value, &["normal", "misere"])),
            },
            "take" => match parse_take(&value) {
                Ok(t) => match t.max() {
                    Some(m) if m > nimlab_core::exercise::MAX_EXERCISE_TAKE => {
                        fail(Problem::TooLarge {
                            value: m.to_string(),
                            max: nimlab_core::exercise::MAX_EXERCISE_TAKE,
                        })
                    }
                    _ => take = Some(t),
                },
                Err(p) => fail(p),
            },
            "game" => match GameWord::parse(&value) {
                Ok(game) => link.game = Some(game),
                Err(error) => fail(Problem::BadCode {
                    value: truncate(&value),
                    error,
                }),
            },
            "level" => match parse_number(&value, u64::from(nimlab_core::exercise::MAX_LEVEL)) {
                Ok(0) => fail(Problem::TooSmall {
                    value: value.clone(),
                    min: 1,
                }),
                Ok(l) => link.level = l as u32,
                Err(p) => fail(p),
            },
            "seed" => match parse_number(&value, MAX_SEED) {
                Ok(s) => link.seed = s,
                Err(p) => fail(p),
            },
            "lecture" => match parse_lecture(&value) {
                Ok(on) => link.lecture = on,
                Err(p) => fail(p),
            },
            _ => fail(Problem::UnknownParam {
                known: &EXERCISE_PARAMS,
            }),
        }
    }
    if link.game.is_some() {
        errors.extend(game_problems(&link, take.is_some()));
    }
    link.rules.take = take.unwrap_or_else(|| default_exercise_take(link.kind));
    opened(link, errors)
}

/// What a round on a take-and-break game cannot have, whichever parameter came first: a
/// `take` beside it, a kind other than "P or N?" and "what is γ(x)?", misère play.
fn game_problems(link: &ExerciseLink, took: bool) -> Vec<LinkError> {
    let mut errors = Vec::new();
    let mut fail = |param: &str, problem| {
        errors.push(LinkError {
            param: param.into(),
            problem,
        })
    };
    if took {
        fail("game", Problem::GameWithTake);
    }
    if !matches!(link.kind, ExerciseKind::PorN | ExerciseKind::NextMex) {
        fail("kind", unknown(kind_word(link.kind), &GAME_KIND_WORDS));
    }
    if link.rules.ending == Ending::Misere {
        fail("end", unknown("misere", &["normal"]));
    }
    errors
}

/// The hash for a round of exercises.
pub fn format_exercise(link: &ExerciseLink) -> String {
    let rule = match &link.game {
        Some(game) => format!("game={}", game.word),
        None => format!("take={}", format_take(&link.rules.take)),
    };
    format!(
        "#/exercise?kind={}&end={}&{rule}&level={}&seed={}{}",
        kind_word(link.kind),
        match link.rules.ending {
            Ending::Normal => "normal",
            Ending::Misere => "misere",
        },
        link.level,
        link.seed,
        lecture_tail(link.lecture)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::tests::one;
    use crate::route::{parse_hash, Route};

    fn exercise(hash: &str) -> (ExerciseLink, Vec<(String, Problem)>) {
        let (route, errors) = parse_hash(hash);
        let Route::Exercise(link) = route else {
            panic!("{hash} did not open the exercise page")
        };
        (
            link,
            errors.into_iter().map(|e| (e.param, e.problem)).collect(),
        )
    }

    #[test]
    fn a_parameter_the_exercise_page_lacks_is_named_and_the_rest_opens() {
        let (link, errors) = exercise("#/exercise?kind=mex&seed=7&lang=de");
        assert_eq!((link.kind, link.seed), (ExerciseKind::NextMex, 7));
        assert_eq!(errors.len(), 1);
        assert!(matches!(errors[0].1, Problem::UnknownParam { known } if known.contains(&"seed")));
        // With a rejected value beside it, the page's defaults open.
        let (link, errors) = exercise("#/exercise?kind=mex&seed=x&lang=de");
        assert_eq!(link, ExerciseLink::default());
        assert_eq!(errors.len(), 2);
    }

    #[test]
    fn exercise_links() {
        let (link, errors) = exercise("#/exercise");
        assert!(errors.is_empty());
        assert_eq!(
            format_exercise(&link),
            "#/exercise?kind=pn&end=normal&take=1-2&level=1&seed=1"
        );
        let (link, _) = exercise("#/exercise?kind=mex");
        assert_eq!(
            format_exercise(&link),
            "#/exercise?kind=mex&end=normal&take=1,3,4&level=1&seed=1"
        );
        for hash in [
            "#/exercise?kind=win&end=misere&take=any&level=3&seed=77",
            "#/exercise?kind=row&end=normal&take=2,5,7&level=5&seed=999999999",
            "#/exercise?kind=pn&end=misere&take=1-3&level=2&seed=0",
        ] {
            let (link, errors) = exercise(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            assert_eq!(format_exercise(&link), hash);
        }
        let default = ExerciseLink::default();
        let cases: Vec<(&str, Vec<(String, Problem)>)> = vec![
            (
                "#/exercise?kind=quiz",
                one(
                    "kind",
                    Problem::UnknownValue {
                        value: "quiz".into(),
                        expected: &KIND_WORDS,
                    },
                ),
            ),
            (
                "#/exercise?level=0",
                one(
                    "level",
                    Problem::TooSmall {
                        value: "0".into(),
                        min: 1,
                    },
                ),
            ),
            (
                "#/exercise?level=6",
                one(
                    "level",
                    Problem::TooLarge {
                        value: "6".into(),
                        max: 5,
                    },
                ),
            ),
            (
                "#/exercise?seed=1000000000",
                one(
                    "seed",
                    Problem::TooLarge {
                        value: "1000000000".into(),
                        max: MAX_SEED,
                    },
                ),
            ),
            (
                "#/exercise?take=1-101",
                one(
                    "take",
                    Problem::TooLarge {
                        value: "101".into(),
                        max: 100,
                    },
                ),
            ),
            ("#/exercise?take=", one("take", Problem::Empty)),
            (
                "#/exercise?end=x",
                one(
                    "end",
                    Problem::UnknownValue {
                        value: "x".into(),
                        expected: &["normal", "misere"],
                    },
                ),
            ),
        ];
        for (hash, want) in cases {
            let (link, errors) = exercise(hash);
            assert_eq!(errors, want, "{hash}");
            assert_eq!(link, default, "{hash}");
        }
    }

    #[test]
    fn exercise_links_on_take_and_break_games() {
        use nimlab_core::octal::{CodeError, TakeBreak};
        for (hash, written) in [
            (
                "#/exercise?kind=pn&end=normal&game=kayles&level=2&seed=5",
                "#/exercise?kind=pn&end=normal&game=kayles&level=2&seed=5",
            ),
            (
                "#/exercise?game=dawson&kind=mex",
                "#/exercise?kind=mex&end=normal&game=dawson&level=1&seed=1",
            ),
            (
                "#/exercise?kind=mex&game=.137&seed=3&lecture=on",
                "#/exercise?kind=mex&end=normal&game=0.137&level=1&seed=3&lecture=on",
            ),
        ] {
            let (link, errors) = exercise(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            assert_eq!(format_exercise(&link), written, "{hash}");
        }
        let (link, _) = exercise("#/exercise?game=grundy");
        assert_eq!(link.game.map(|g| g.game), Some(TakeBreak::Grundy));
        let cases: Vec<(&str, Vec<(String, Problem)>)> = vec![
            (
                "#/exercise?game=kayles&take=1-2",
                one("game", Problem::GameWithTake),
            ),
            (
                "#/exercise?take=1-2&game=kayles",
                one("game", Problem::GameWithTake),
            ),
            (
                "#/exercise?game=kayles&kind=win",
                one(
                    "kind",
                    Problem::UnknownValue {
                        value: "win".into(),
                        expected: &GAME_KIND_WORDS,
                    },
                ),
            ),
            (
                "#/exercise?kind=row&game=kayles",
                one(
                    "kind",
                    Problem::UnknownValue {
                        value: "row".into(),
                        expected: &GAME_KIND_WORDS,
                    },
                ),
            ),
            (
                "#/exercise?game=kayles&end=misere",
                one(
                    "end",
                    Problem::UnknownValue {
                        value: "misere".into(),
                        expected: &["normal"],
                    },
                ),
            ),
            (
                "#/exercise?game=0.8",
                one(
                    "game",
                    Problem::BadCode {
                        value: "0.8".into(),
                        error: CodeError::BadChar {
                            position: 2,
                            found: '8',
                        },
                    },
                ),
            ),
            ("#/exercise?game=", one("game", Problem::Empty)),
        ];
        for (hash, want) in cases {
            let (link, errors) = exercise(hash);
            assert_eq!(errors, want, "{hash}");
            assert_eq!(link, ExerciseLink::default(), "{hash}");
        }
    }
}

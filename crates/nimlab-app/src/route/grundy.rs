//! The Sprague–Grundy table's link, `#/grundy?take=1,2&upto=20` or, for a take-and-break game,
//! `#/grundy?game=kayles&upto=200`, with the heap explained (`x`) and the bottom-up
//! step-through (`bottomup=on`).

use super::{
    format_take, lecture_tail, opened, pairs, parse_lecture, parse_number, parse_take, truncate,
    unknown, LinkError, Problem,
};
use nimlab_core::octal::{CodeError, TakeBreak};
use nimlab_core::Take;

pub const MAX_UPTO: u64 = 10_000;

/// A take-and-break game as a link names it: by its name (`kayles`, `dawson`, `grundy`),
/// which stays a name, or by its octal code, written as the core normalizes it (`.07` and
/// `0.070` are `0.07`).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GameWord {
    /// The name or the normalized code, as the link writes it.
    pub word: String,
    /// The game.
    pub game: TakeBreak,
}

/// The names a link may give a game instead of its code.
pub const GAME_NAMES: [&str; 3] = ["kayles", "dawson", "grundy"];

impl GameWord {
    /// A name or an octal code; what is wrong with the code otherwise.
    pub fn parse(text: &str) -> Result<GameWord, CodeError> {
        let game = TakeBreak::parse(text)?;
        let word = if GAME_NAMES.contains(&text) {
            text.to_string()
        } else {
            game.to_string()
        };
        Ok(GameWord { word, game })
    }
}

/// The state a Grundy-table link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyLink {
    /// The subtraction set (never `Take::Any`); the default when `game` is given.
    pub take: Take,
    /// A take-and-break game (`game=`) instead of the subtraction set.
    pub game: Option<GameWord>,
    /// The last heap size in the table.
    pub upto: u64,
    /// The heap whose value is explained (`x=`), at most `upto`.
    pub x: Option<u64>,
    /// Whether the heaps above `x` are still hidden, as when stepping bottom-up
    /// (`bottomup=on`; alone, it starts at x = 0).
    pub bottom_up: bool,
    /// Lecture mode (`lecture=on`): the step and the table as a slide for a projector.
    pub lecture: bool,
}

impl Default for GrundyLink {
    fn default() -> GrundyLink {
        GrundyLink {
            take: Take::UpTo(2),
            game: None,
            upto: 20,
            x: None,
            bottom_up: false,
            lecture: false,
        }
    }
}

/// The Grundy page's parameters: an empty value of one is rejected, any other name is ignored
/// and named.
const GRUNDY_PARAMS: [&str; 6] = ["take", "game", "upto", "x", "bottomup", "lecture"];

pub(super) fn parse_grundy(query: &str) -> (GrundyLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = GrundyLink::default();
    let mut took = false;
    for (name, value) in pairs(query, &GRUNDY_PARAMS, &mut errors) {
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        match name.as_str() {
            n if value.is_empty() && GRUNDY_PARAMS.contains(&n) => fail(Problem::Empty),
            "take" => match parse_take(&value) {
                Ok(Take::Any) => fail(Problem::AnyNotAllowed),
                Ok(take) => {
                    took = true;
                    link.take = take;
                }
                Err(p) => fail(p),
            },
            "game" => match GameWord::parse(&value) {
                Ok(game) => link.game = Some(game),
                Err(error) => fail(Problem::BadCode {
                    value: truncate(&value),
                    error,
                }),
            },
            "upto" => match parse_number(&value, MAX_UPTO) {
                Ok(n) => link.upto = n,
                Err(p) => fail(p),
            },
            "x" => match parse_number(&value, MAX_UPTO) {
                Ok(n) => link.x = Some(n),
                Err(p) => fail(p),
            },
            "bottomup" => match value.as_str() {
                "on" => link.bottom_up = true,
                "off" => link.bottom_up = false,
                _ => fail(unknown(&value, &["on", "off"])),
            },
            "lecture" => match parse_lecture(&value) {
                Ok(on) => link.lecture = on,
                Err(p) => fail(p),
            },
            _ => fail(Problem::UnknownParam {
                known: &GRUNDY_PARAMS,
            }),
        }
    }
    // A game has no subtraction set: the two together are no table, whichever came first.
    if took && link.game.is_some() {
        errors.push(LinkError {
            param: "game".into(),
            problem: Problem::GameWithTake,
        });
    }
    // The heap explained lies in the table, whichever parameter came first.
    match link.x {
        Some(x) if x > link.upto => errors.push(LinkError {
            param: "x".into(),
            problem: Problem::TooLarge {
                value: x.to_string(),
                max: link.upto,
            },
        }),
        None if link.bottom_up => link.x = Some(0),
        _ => {}
    }
    opened(link, errors)
}

/// The hash for a Grundy table.
pub fn format_grundy(link: &GrundyLink) -> String {
    let rule = match &link.game {
        Some(game) => format!("game={}", game.word),
        None => format!("take={}", format_take(&link.take)),
    };
    let mut hash = format!("#/grundy?{rule}&upto={}", link.upto);
    if let Some(x) = link.x {
        hash.push_str(&format!("&x={x}"));
        if link.bottom_up {
            hash.push_str("&bottomup=on");
        }
    }
    hash.push_str(lecture_tail(link.lecture));
    hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::{parse_hash, Route};

    #[test]
    fn grundy_links() {
        let (route, errors) = parse_hash("#/grundy?take=2,5,7&upto=100");
        assert!(errors.is_empty());
        let Route::Grundy(link) = route else { panic!() };
        assert_eq!(link.upto, 100);
        assert_eq!(format_grundy(&link), "#/grundy?take=2,5,7&upto=100");
        let (_, errors) = parse_hash("#/grundy?take=any");
        assert_eq!(errors[0].problem, Problem::AnyNotAllowed);
        // A parameter the page does not have is named and ignored; the rest still opens.
        let (route, errors) = parse_hash("#/grundy?take=2,5,7&upto=100&to=50");
        let Route::Grundy(link) = route else { panic!() };
        assert_eq!(link.upto, 100);
        let known: &[&str] = &["take", "game", "upto", "x", "bottomup", "lecture"];
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].param, "to");
        assert_eq!(errors[0].problem, Problem::UnknownParam { known });
        let (_, errors) = parse_hash("#/grundy?upto=10001");
        assert_eq!(
            errors[0].problem,
            Problem::TooLarge {
                value: "10001".into(),
                max: 10_000
            }
        );
        // The heap explained, and whether the heaps above it are hidden (stepping bottom-up).
        for (hash, x, bottom_up) in [
            ("#/grundy?take=1,3,4&upto=20&x=7", Some(7), false),
            ("#/grundy?take=1,3,4&upto=20&x=7&bottomup=on", Some(7), true),
            ("#/grundy?take=1,3,4&upto=20&x=0&bottomup=on", Some(0), true),
        ] {
            let (route, errors) = parse_hash(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            let Route::Grundy(link) = route else { panic!() };
            assert_eq!((link.x, link.bottom_up), (x, bottom_up), "{hash}");
            assert_eq!(format_grundy(&link), hash);
        }
        // Alone, bottom-up starts at x = 0; `upto` may come after `x`.
        let (route, _) = parse_hash("#/grundy?bottomup=on");
        let Route::Grundy(link) = route else { panic!() };
        assert_eq!((link.x, link.bottom_up), (Some(0), true));
        let (route, errors) = parse_hash("#/grundy?x=30&upto=40");
        assert!(errors.is_empty());
        let Route::Grundy(link) = route else { panic!() };
        assert_eq!(link.x, Some(30));
        // A heap beyond the table names the table's end; the default table opens.
        let (route, errors) = parse_hash("#/grundy?take=1,2&x=21");
        assert_eq!(errors[0].param, "x");
        assert_eq!(
            errors[0].problem,
            Problem::TooLarge {
                value: "21".into(),
                max: 20
            }
        );
        assert_eq!(route, Route::Grundy(GrundyLink::default()));
        let (_, errors) = parse_hash("#/grundy?x=1&bottomup=yes");
        assert_eq!(errors[0].param, "bottomup");
    }

    /// A game link: the hash, the word the link writes back for the game (`None`: the link
    /// is refused) and, when refused, the problem named.
    fn check(hash: &str, written: Option<&str>, problem: Option<Problem>) {
        let (route, errors) = parse_hash(hash);
        let Route::Grundy(link) = route else {
            panic!("{hash}")
        };
        match written {
            Some(written) => {
                assert!(errors.is_empty(), "{hash}: {errors:?}");
                assert_eq!(format_grundy(&link), written, "{hash}");
            }
            None => {
                assert_eq!(link, GrundyLink::default(), "{hash}");
                assert_eq!(errors.len(), 1, "{hash}: {errors:?}");
                assert_eq!(errors[0].param, "game", "{hash}");
                assert_eq!(Some(errors[0].problem.clone()), problem, "{hash}");
            }
        }
    }

    #[test]
    fn game_links() {
        let bad = |value: &str, error| {
            Some(Problem::BadCode {
                value: value.into(),
                error,
            })
        };
        let table = [
            (
                "#/grundy?game=kayles&upto=200",
                Some("#/grundy?game=kayles&upto=200"),
                None,
            ),
            (
                "#/grundy?game=dawson&upto=100&x=9",
                Some("#/grundy?game=dawson&upto=100&x=9"),
                None,
            ),
            (
                "#/grundy?upto=20&game=grundy",
                Some("#/grundy?game=grundy&upto=20"),
                None,
            ),
            // Codes as the core normalizes them.
            (
                "#/grundy?game=0.07&upto=200",
                Some("#/grundy?game=0.07&upto=200"),
                None,
            ),
            (
                "#/grundy?game=.137",
                Some("#/grundy?game=0.137&upto=20"),
                None,
            ),
            (
                "#/grundy?game=4.070&upto=10",
                Some("#/grundy?game=4.07&upto=10"),
                None,
            ),
            (
                "#/grundy?game=0.6&upto=300&x=5&bottomup=on&lecture=on",
                Some("#/grundy?game=0.6&upto=300&x=5&bottomup=on&lecture=on"),
                None,
            ),
            (
                "#/grundy?game=0.8x",
                None,
                bad(
                    "0.8x",
                    CodeError::BadChar {
                        position: 2,
                        found: '8',
                    },
                ),
            ),
            (
                "#/grundy?game=1.7",
                None,
                bad("1.7", CodeError::BadFirstDigit { digit: 1 }),
            ),
            ("#/grundy?game=077", None, bad("077", CodeError::NoPoint)),
            ("#/grundy?game=0.00", None, bad("0.00", CodeError::AllZero)),
            (
                "#/grundy?game=Kayles",
                None,
                bad("Kayles", CodeError::NoPoint),
            ),
            (
                "#/grundy?game=kayles&take=1,2",
                None,
                Some(Problem::GameWithTake),
            ),
            (
                "#/grundy?take=1,2&game=0.77",
                None,
                Some(Problem::GameWithTake),
            ),
        ];
        for (hash, written, problem) in table {
            check(hash, written, problem);
        }
        let (_, errors) = parse_hash("#/grundy?game=");
        assert_eq!(errors[0].problem, Problem::Empty);
        let (_, errors) = parse_hash("#/grundy?game=kayles&upto=10001");
        assert_eq!(errors[0].param, "upto");
    }
}

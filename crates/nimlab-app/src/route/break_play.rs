//! The play link of a take-and-break game, `#/play?rows=10,7&game=kayles`: the play page's
//! link with `game` in place of `take`, and `explain=split` for the explanation in steps.
//!
//! Everything a Nim link says about the position, the ending, the opponent and the hints
//! means the same here, so those parameters are read by the play link's own parser; this file
//! reads what is the game's own and refuses what a take-and-break game has no use for.

use super::play::parse_play;
use super::{format_play, Opponent, Route};
use super::{
    lecture_tail, pairs, parse_lecture, parse_number, percent_decode, truncate, unknown, GameWord,
    LinkError, PlayLink, Problem, MAX_STEP,
};
use nimlab_core::player::Level;
use nimlab_core::{Ending, Position};

/// The explanation of a take-and-break position open beside the board, at a step from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SplitExplanation {
    /// The step on screen, from 1; the page clamps it to the explanation's length.
    pub step: u32,
    /// Lecture mode.
    pub lecture: bool,
}

/// The state a take-and-break play link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BreakPlayLink {
    /// The game, as the link names it.
    pub game: GameWord,
    /// The position, top row first.
    pub position: Position,
    /// How the game ends.
    pub ending: Ending,
    /// The opponent.
    pub vs: Opponent,
    /// The computer's level.
    pub level: Level,
    /// Whether the computer moves first.
    pub computer_first: bool,
    /// Computer against computer.
    pub demo: bool,
    /// Whether the winning moves are shown.
    pub hints: bool,
    /// The explanation open beside the board (`explain=split`), if any.
    pub explain: Option<SplitExplanation>,
}

impl BreakPlayLink {
    /// A new game of `game` on `rows`, against nobody, hints off.
    pub fn new(game: GameWord, rows: Vec<u64>) -> BreakPlayLink {
        let play = PlayLink::default();
        BreakPlayLink {
            game,
            position: Position::new(rows),
            ending: Ending::Normal,
            vs: play.vs,
            level: play.level,
            computer_first: false,
            demo: false,
            hints: false,
            explain: None,
        }
    }
}

/// The parameters that are the game's own; the rest are read as a Nim link's.
const OWN_PARAMS: [&str; 4] = ["game", "explain", "step", "lecture"];
/// A Nim link's parameters that a take-and-break game has no use for.
const NOT_HERE: [&str; 4] = ["race", "review", "setup", "practice"];
/// Every parameter of a take-and-break link, for the message about an unknown one.
const BREAK_PARAMS: [&str; 11] = [
    "rows", "game", "end", "vs", "level", "first", "hints", "explain", "step", "lecture", "take",
];

/// The decoded name of a query part (`game=…` → `game`).
fn part_name(part: &str) -> String {
    let name = part.split_once('=').map_or(part, |(n, _)| n);
    percent_decode(name).unwrap_or_default()
}

/// Whether a play link's query names a take-and-break game: the play page then is the
/// game's (see [`parse_break_play`]).
pub fn names_game(query: &str) -> bool {
    query.split('&').any(|part| part_name(part) == "game")
}

/// Reads a take-and-break play link. A link that does not open as written opens the default
/// game, as any play link does, with its problems.
pub(super) fn parse_break_play(query: &str) -> (Route, Vec<LinkError>) {
    let (mut own, mut nim, mut errors) = (Vec::new(), Vec::new(), Vec::new());
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let name = part_name(part);
        if OWN_PARAMS.contains(&name.as_str()) {
            own.push(part);
        } else if NOT_HERE.contains(&name.as_str()) {
            errors.push(LinkError {
                param: name,
                problem: Problem::UnknownParam {
                    known: &BREAK_PARAMS,
                },
            });
        } else {
            if name == "take" {
                errors.push(LinkError {
                    param: "game".into(),
                    problem: Problem::GameWithTake,
                });
            }
            nim.push(part);
        }
    }
    let (play, nim_errors) = parse_play(&nim.join("&"));
    errors.extend(nim_errors);
    let (game, explain) = parse_own(&own.join("&"), &mut errors);
    match game.filter(|_| super::opens_as_written(&errors)) {
        Some(game) => {
            let link = BreakPlayLink {
                game,
                position: play.position,
                ending: play.rules.ending,
                vs: play.vs,
                level: play.level,
                computer_first: play.computer_first,
                demo: play.demo,
                hints: play.hints,
                explain,
            };
            (Route::BreakPlay(link), errors)
        }
        None => (Route::Play(PlayLink::default()), errors),
    }
}

/// The game and the explanation of a link's own parameters.
fn parse_own(
    query: &str,
    errors: &mut Vec<LinkError>,
) -> (Option<GameWord>, Option<SplitExplanation>) {
    let (mut game, mut explain, mut step, mut lecture) = (None, false, None, false);
    for (name, value) in pairs(query, &OWN_PARAMS, errors) {
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        match name.as_str() {
            _ if value.is_empty() => fail(Problem::Empty),
            "game" => match GameWord::parse(&value) {
                Ok(g) => game = Some(g),
                Err(error) => fail(Problem::BadCode {
                    value: truncate(&value),
                    error,
                }),
            },
            "explain" if value == "split" => explain = true,
            "explain" => fail(unknown(&value, &["split"])),
            "step" => match parse_number(&value, MAX_STEP) {
                Ok(0) => fail(Problem::TooSmall { value, min: 1 }),
                Ok(n) => step = Some(n as u32),
                Err(p) => fail(p),
            },
            _ => match parse_lecture(&value) {
                Ok(on) => lecture = on,
                Err(p) => fail(p),
            },
        }
    }
    let named = |p: &str| query.split('&').any(|part| part_name(part) == p);
    for param in ["step", "lecture"] {
        if !explain && named(param) && !errors.iter().any(|e| e.param == param) {
            errors.push(LinkError {
                param: param.into(),
                problem: Problem::OnlyWithExplanation,
            });
        }
    }
    let explain = explain.then(|| SplitExplanation {
        step: step.unwrap_or(1),
        lecture,
    });
    (game, explain)
}

/// The hash of a take-and-break game: the play link's, `game` in place of `take`.
pub fn format_break_play(link: &BreakPlayLink) -> String {
    let play = PlayLink {
        position: link.position.clone(),
        vs: link.vs,
        level: link.level,
        computer_first: link.computer_first,
        demo: link.demo,
        hints: link.hints,
        ..PlayLink::default()
    };
    let mut play_hash = format_play(&PlayLink {
        rules: nimlab_core::Rules {
            ending: link.ending,
            ..play.rules.clone()
        },
        ..play
    });
    play_hash = play_hash.replacen("&take=any", &format!("&game={}", link.game.word), 1);
    if let Some(e) = link.explain {
        play_hash.push_str(&format!("&explain=split&step={}", e.step));
        play_hash.push_str(lecture_tail(e.lecture));
    }
    play_hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::parse_hash;

    /// Opens `hash`: the link when it is a take-and-break game's, and the problems' parameters.
    fn open(hash: &str) -> (Option<BreakPlayLink>, Vec<(String, Problem)>) {
        let (route, errors) = parse_hash(hash);
        let errors = errors.into_iter().map(|e| (e.param, e.problem)).collect();
        match route {
            Route::BreakPlay(link) => (Some(link), errors),
            Route::Play(link) => {
                assert_eq!(link, PlayLink::default(), "{hash}: the default game");
                (None, errors)
            }
            other => panic!("{hash}: {other:?}"),
        }
    }

    #[test]
    fn links_round_trip() {
        for (hash, written) in [
            (
                "#/play?rows=10,7&game=kayles&hints=on",
                "#/play?rows=10,7&end=normal&game=kayles&hints=on",
            ),
            (
                "#/play?game=0.07&rows=5&end=misere&vs=computer&level=good&first=computer",
                "#/play?rows=5&end=misere&game=0.07&vs=computer&level=good&first=computer",
            ),
            (
                "#/play?rows=3,5&game=grundy&explain=split&step=3&lecture=on",
                "#/play?rows=3,5&end=normal&game=grundy&explain=split&step=3&lecture=on",
            ),
            (
                "#/play?game=.137",
                "#/play?rows=22,5,13,27&end=normal&game=0.137",
            ),
        ] {
            let (link, errors) = open(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            let link = link.expect(hash);
            assert_eq!(format_break_play(&link), written, "{hash}");
            assert_eq!(open(written).0, Some(link), "{written}");
        }
    }

    #[test]
    fn malformed_links_open_the_default_game_and_say_why() {
        use nimlab_core::octal::CodeError;
        let (link, errors) = open("#/play?rows=3&game=0.8");
        assert!(link.is_none());
        assert!(matches!(
            &errors[..],
            [(p, Problem::BadCode { error: CodeError::BadChar { .. }, .. })] if p == "game"
        ));
        let (link, errors) = open("#/play?rows=3&game=kayles&take=1-2");
        assert_eq!(
            (link, errors[0].clone()),
            (None, ("game".into(), Problem::GameWithTake))
        );
        let (link, errors) = open("#/play?rows=3&game=kayles&explain=nimsum");
        assert!(link.is_none());
        assert_eq!(errors[0].0, "explain");
        let (link, errors) = open("#/play?rows=3&game=kayles&game=dawson");
        assert!(link.is_none());
        assert_eq!(errors[0].1, Problem::Repeated);
        let (link, errors) = open("#/play?rows=3,x&game=kayles");
        assert!(link.is_none());
        assert_eq!(errors[0].0, "rows");
        let (link, errors) = open("#/play?rows=3&game=");
        assert!(link.is_none());
        assert_eq!(errors[0], ("game".into(), Problem::Empty));
    }

    #[test]
    fn what_a_game_has_no_use_for_is_named_and_ignored() {
        let (link, errors) = open("#/play?rows=3&game=kayles&practice=on&step=2");
        assert_eq!(link.expect("opens").position.rows, vec![3]);
        let params: Vec<&str> = errors.iter().map(|(p, _)| p.as_str()).collect();
        assert_eq!(params, ["practice", "step"]);
        assert!(names_game("rows=3&g%61me=kayles"));
        assert!(!names_game("rows=3&take=1-2&gamer=1"));
    }
}

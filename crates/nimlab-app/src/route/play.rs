//! The play page's link, `#/play?rows=…&end=…&take=…`: the game, the opponent, the hints,
//! practice mode, an explanation or the review open beside the board and Bachet's race.

use super::{
    format_take, join, opened, pairs, parse_number, parse_open, parse_rows, parse_take, truncate,
    unknown, LinkError, Problem, MAX_ROW, MAX_STEP,
};
use nimlab_core::player::Level;
use nimlab_core::{Ending, Position, Rules, Take};

/// The German Wikipedia article's worked example, the default start position.
pub const DEFAULT_ROWS: [u64; 4] = [22, 5, 13, 27];

/// Who plays against the person at the screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Opponent {
    /// Two people at one screen.
    Human,
    /// The computer.
    Computer,
}

/// A step-through explanation of the theory, named in links by its word.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Topic {
    /// The nim-sum criterion: binary columns, parity, Z- and C-positions.
    NimSum,
    /// Bouton's construction of the winning move, in the lab's notation.
    Bouton,
    /// Why it works: the proof with T = S xor A_k xor B_k.
    Proof,
    /// Two rows: the mirror strategy.
    Mirror,
    /// Column by column: the lab's four cases.
    Columns,
    /// Misère play: cases A, B, Cg, Cu.
    Misere,
    /// A whole game with commentary.
    Record,
}

impl Topic {
    /// Every topic, in the order of the course.
    pub const ALL: [Topic; 7] = [
        Topic::NimSum,
        Topic::Bouton,
        Topic::Proof,
        Topic::Mirror,
        Topic::Columns,
        Topic::Misere,
        Topic::Record,
    ];

    /// The word that names the topic in a link.
    pub fn word(self) -> &'static str {
        match self {
            Topic::NimSum => "nimsum",
            Topic::Bouton => "bouton",
            Topic::Proof => "proof",
            Topic::Mirror => "mirror",
            Topic::Columns => "columns",
            Topic::Misere => "misere",
            Topic::Record => "record",
        }
    }
}

/// An explanation open beside the board, at a step (counted from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Explanation {
    /// Which explanation.
    pub topic: Topic,
    /// The step on screen, from 1; the page clamps it to the explanation's length.
    pub step: u32,
    /// Lecture mode: full screen, large type, answers hidden until revealed.
    pub lecture: bool,
}

/// The state a play link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayLink {
    /// The position, top row first.
    pub position: Position,
    /// The rules.
    pub rules: Rules,
    /// The opponent.
    pub vs: Opponent,
    /// The computer's level (used with `vs = computer`).
    pub level: Level,
    /// Whether the computer moves first (used with `vs = computer`).
    pub computer_first: bool,
    /// Computer against computer, as a demonstration (`vs = demo`).
    pub demo: bool,
    /// Whether hints are shown.
    pub hints: bool,
    /// Practice mode: the status, the nim-sum, the binary panel and the hints are not shown.
    pub practice: bool,
    /// Whether the review of the finished game is open.
    pub review: bool,
    /// Whether the panel of rules, presets and the position editor is open.
    pub setup: bool,
    /// The explanation open beside the board, if any.
    pub explain: Option<Explanation>,
    /// Bachet's race view: the goal the players count up to; the single row is the distance
    /// still to go.
    pub race: Option<u64>,
}

impl Default for PlayLink {
    fn default() -> PlayLink {
        PlayLink {
            position: Position::new(DEFAULT_ROWS),
            rules: Rules::nim(),
            vs: Opponent::Human,
            level: Level::Perfect,
            computer_first: false,
            demo: false,
            hints: false,
            practice: false,
            review: false,
            setup: false,
            explain: None,
            race: None,
        }
    }
}

pub(super) fn parse_play(query: &str) -> (PlayLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = PlayLink::default();
    let (mut topic, mut step, mut lecture) = (None, None, false);
    // The parameters given, for those that mean something only beside another (see below).
    let mut given: Vec<String> = Vec::new();
    for (name, value) in pairs(query, &PLAY_PARAMS, &mut errors) {
        given.push(name.clone());
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        if value.is_empty() && PLAY_PARAMS.contains(&name.as_str()) {
            fail(Problem::Empty);
            continue;
        }
        match name.as_str() {
            "rows" => match parse_rows(&value) {
                Ok(rows) => link.position = Position::new(rows),
                Err(p) => fail(p),
            },
            "end" => match value.as_str() {
                "normal" => link.rules.ending = Ending::Normal,
                "misere" => link.rules.ending = Ending::Misere,
                _ => fail(unknown(&value, &["normal", "misere"])),
            },
            "take" => match parse_take(&value) {
                Ok(take) => link.rules.take = take,
                Err(p) => fail(p),
            },
            "vs" => match value.as_str() {
                "human" => (link.vs, link.demo) = (Opponent::Human, false),
                "computer" => (link.vs, link.demo) = (Opponent::Computer, false),
                "demo" => (link.vs, link.demo) = (Opponent::Computer, true),
                _ => fail(unknown(&value, &["human", "computer", "demo"])),
            },
            "level" => match value.as_str() {
                "perfect" => link.level = Level::Perfect,
                "good" => link.level = Level::Good,
                "beginner" => link.level = Level::Beginner,
                _ => fail(unknown(&value, &["perfect", "good", "beginner"])),
            },
            "first" => match value.as_str() {
                "human" => link.computer_first = false,
                "computer" => link.computer_first = true,
                _ => fail(unknown(&value, &["human", "computer"])),
            },
            "hints" => match value.as_str() {
                "on" => link.hints = true,
                "off" => link.hints = false,
                _ => fail(unknown(&value, &["on", "off"])),
            },
            "practice" => match value.as_str() {
                "on" => link.practice = true,
                "off" => link.practice = false,
                _ => fail(unknown(&value, &["on", "off"])),
            },
            "review" => match parse_open(&value) {
                Ok(()) => link.review = true,
                Err(p) => fail(p),
            },
            "setup" => match parse_open(&value) {
                Ok(()) => link.setup = true,
                Err(p) => fail(p),
            },
            "explain" => match Topic::ALL.into_iter().find(|t| t.word() == value) {
                Some(t) => topic = Some(t),
                None => fail(unknown(&value, &TOPIC_WORDS)),
            },
            "step" => match parse_number(&value, MAX_STEP) {
                Ok(0) => fail(Problem::TooSmall {
                    value: value.clone(),
                    min: 1,
                }),
                Ok(n) => step = Some(n as u32),
                Err(p) => fail(p),
            },
            "race" => match parse_number(&value, MAX_ROW) {
                Ok(0) => fail(Problem::TooSmall {
                    value: value.clone(),
                    min: 1,
                }),
                Ok(goal) => link.race = Some(goal),
                Err(p) => fail(p),
            },
            "lecture" => match value.as_str() {
                "on" => lecture = true,
                "off" => lecture = false,
                _ => fail(unknown(&value, &["on", "off"])),
            },
            _ => fail(Problem::UnknownParam {
                known: &PLAY_PARAMS,
            }),
        }
    }
    link.explain = topic.map(|topic| Explanation {
        topic,
        step: step.unwrap_or(1),
        lecture,
    });
    // A level or a first mover in a game of two people, a step or lecture mode with no
    // explanation, mean nothing: named, as their author may have meant more, and ignored.
    let human = link.vs == Opponent::Human;
    // A step or lecture mode beside a wrong explain is not named twice.
    let no_explain = topic.is_none() && !errors.iter().any(|e| e.param == "explain");
    for (param, ignored, problem) in [
        ("level", human, Problem::OnlyAgainstComputer),
        ("first", human, Problem::OnlyAgainstComputer),
        ("step", no_explain, Problem::OnlyWithExplanation),
        ("lecture", no_explain, Problem::OnlyWithExplanation),
    ] {
        // Unless named already (a wrong value, or given twice).
        if ignored && given.iter().any(|g| g == param) && !errors.iter().any(|e| e.param == param) {
            errors.push(LinkError {
                param: param.into(),
                problem,
            });
        }
    }
    if human {
        (link.level, link.computer_first) = (Level::Perfect, false);
    }
    if let Some(goal) = link.race {
        let one_row = link.position.rows.len() == 1 && link.position.rows[0] <= goal;
        // The race's texts and key numbers are those of normal play: who reaches the goal wins.
        let normal = link.rules.ending == Ending::Normal;
        if !one_row || !matches!(link.rules.take, Take::UpTo(_)) || !normal {
            errors.push(LinkError {
                param: "race".into(),
                problem: Problem::RaceNeedsOneRow,
            });
        }
    }
    opened(link, errors)
}

const TOPIC_WORDS: [&str; 7] = [
    "nimsum", "bouton", "proof", "mirror", "columns", "misere", "record",
];

/// The play page's parameters: an empty value of one is rejected, any other name is ignored
/// and named.
const PLAY_PARAMS: [&str; 14] = [
    "rows", "end", "take", "vs", "level", "first", "hints", "practice", "explain", "step",
    "lecture", "race", "review", "setup",
];

pub fn format_play(link: &PlayLink) -> String {
    let mut hash = format!(
        "#/play?rows={}&end={}&take={}",
        join(&link.position.rows),
        match link.rules.ending {
            Ending::Normal => "normal",
            Ending::Misere => "misere",
        },
        format_take(&link.rules.take)
    );
    if link.vs == Opponent::Computer || link.demo {
        hash.push_str(if link.demo {
            "&vs=demo"
        } else {
            "&vs=computer"
        });
        hash.push_str("&level=");
        hash.push_str(match link.level {
            Level::Perfect => "perfect",
            Level::Good => "good",
            Level::Beginner => "beginner",
        });
        // Both sides are the computer's in a demonstration: no first player to name.
        if !link.demo {
            hash.push_str(if link.computer_first {
                "&first=computer"
            } else {
                "&first=human"
            });
        }
    }
    if let Some(goal) = link.race {
        hash.push_str(&format!("&race={goal}"));
    }
    if link.hints {
        hash.push_str("&hints=on");
    }
    if link.practice {
        hash.push_str("&practice=on");
    }
    if let Some(e) = link.explain {
        hash.push_str(&format!("&explain={}&step={}", e.topic.word(), e.step));
        if e.lecture {
            hash.push_str("&lecture=on");
        }
    }
    if link.review {
        hash.push_str("&review=open");
    }
    if link.setup {
        hash.push_str("&setup=open");
    }
    hash
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::{opens_as_written, parse_hash, Route};

    fn check(hash: &str, expected_rows: &[u64], expected_errors: &[(&str, Problem)]) {
        let (route, errors) = parse_hash(hash);
        let got: Vec<(&str, Problem)> = errors
            .iter()
            .map(|e| (e.param.as_str(), e.problem.clone()))
            .collect();
        assert_eq!(got, expected_errors, "errors for {hash}");
        match route {
            Route::Play(link) => assert_eq!(link.position.rows, expected_rows, "rows for {hash}"),
            Route::Grundy(_) => panic!("{hash} opened the Grundy page"),
            _ => panic!("{hash} opened another page"),
        }
    }

    #[test]
    fn play_links() {
        let default = &DEFAULT_ROWS[..];
        check("", default, &[]);
        check("#/play", default, &[]);
        check("#/play?rows=1,3,5,7&end=misere", &[1, 3, 5, 7], &[]);
        check("#/play?rows=0", &[0], &[]);
        check("#/play?rows=1000000", &[1_000_000], &[]);
        check("#/play?rows=1%2C2", &[1, 2], &[]);
        // A parameter the page does not have is named and ignored; the rest still opens.
        let ignored = || Problem::UnknownParam {
            known: &PLAY_PARAMS,
        };
        check(
            "#/play?rows=1,2&colour=red",
            &[1, 2],
            &[("colour", ignored())],
        );
        check("#/play?row=3,4,5", default, &[("row", ignored())]);
        check("#/play?rows=1,2&colour=", &[1, 2], &[("colour", ignored())]);
        // An unknown parameter's value is not read, whatever its encoding; a known one's is.
        check("#/play?rows=1,2&utm=50%", &[1, 2], &[("utm", ignored())]);
        check(
            "#/play?rows=1,2&hints=%FF",
            default,
            &[("hints", Problem::BadEncoding)],
        );
        check("#/play?rows=1,2&practice=on", &[1, 2], &[]);
        check("#/play?rows=1,2&practice=off&review=open", &[1, 2], &[]);
        check("#/play?rows=1,2&setup=open", &[1, 2], &[]);
        check(
            "#/play?rows=1,2&practice=yes",
            default,
            &[(
                "practice",
                Problem::UnknownValue {
                    value: "yes".into(),
                    expected: &["on", "off"],
                },
            )],
        );
        check(
            "#/play?rows=1,2&review=closed",
            default,
            &[(
                "review",
                Problem::UnknownValue {
                    value: "closed".into(),
                    expected: &["open"],
                },
            )],
        );
        check(
            "#/play?rows=1,2&%FF=1",
            default,
            &[("%FF", Problem::BadEncoding)],
        );
        check(
            "#/play?rows=1,2&colour=red&colour=blue",
            &[1, 2],
            &[("colour", Problem::Repeated), ("colour", ignored())],
        );
        // A known parameter given twice is still rejected, an unknown one beside it or not.
        check(
            "#/play?rows=1&rows=2&colour=x",
            default,
            &[("rows", Problem::Repeated), ("colour", ignored())],
        );
        // A long unknown name is named shortened; two of them are not one repeated.
        let long = "x".repeat(45);
        let (_, errors) = parse_hash(&format!("#/play?{long}a=1&{long}b=2"));
        assert_eq!(errors.len(), 2);
        assert!(errors
            .iter()
            .all(|e| e.is_ignored() && e.param.chars().count() == 41));
        // With a rejected value beside it, the page's defaults open, and both are named.
        check(
            "#/play?rows=1,x&colour=red",
            default,
            &[
                ("rows", Problem::NotANumber { value: "x".into() }),
                ("colour", ignored()),
            ],
        );
        check(
            "#/play?rows=1000001",
            default,
            &[(
                "rows",
                Problem::TooLarge {
                    value: "1000001".into(),
                    max: MAX_ROW,
                },
            )],
        );
        check(
            "#/play?rows=-3",
            default,
            &[("rows", Problem::NotANumber { value: "-3".into() })],
        );
        check(
            "#/play?rows=1,a",
            default,
            &[("rows", Problem::NotANumber { value: "a".into() })],
        );
        check(
            "#/play?rows=%EF%BC%93",
            default,
            &[(
                "rows",
                Problem::NotANumber {
                    value: "３".into()
                },
            )],
        );
        check("#/play?rows=", default, &[("rows", Problem::Empty)]);
        check(
            "#/play?rows=1,,2",
            default,
            &[("rows", Problem::MissingNumber)],
        );
        let many = ["1"; 21].join(",");
        check(
            &format!("#/play?rows={many}"),
            default,
            &[("rows", Problem::RowCount { count: 21, max: 20 })],
        );
        check(
            "#/play?rows=1&rows=2",
            default,
            &[("rows", Problem::Repeated)],
        );
        check(
            "#/play?end=sudden",
            default,
            &[(
                "end",
                Problem::UnknownValue {
                    value: "sudden".into(),
                    expected: &["normal", "misere"],
                },
            )],
        );
        check("#/play?take=0", default, &[("take", Problem::ZeroTake)]);
        check(
            "#/play?take=1-0",
            default,
            &[(
                "take",
                Problem::BadRange {
                    value: "1-0".into(),
                },
            )],
        );
        check(
            "#/play?take=2-5",
            default,
            &[(
                "take",
                Problem::BadRange {
                    value: "2-5".into(),
                },
            )],
        );
        check(
            "#/play?rows=%ZZ",
            default,
            &[("rows", Problem::BadEncoding)],
        );
        // A level or a first mover in a game of two people means nothing: named, and ignored.
        check(
            "#/play?rows=3,4&level=good&first=computer",
            &[3, 4],
            &[
                ("level", Problem::OnlyAgainstComputer),
                ("first", Problem::OnlyAgainstComputer),
            ],
        );
        // So do a step and lecture mode with no explanation.
        check(
            "#/play?rows=3,4&step=2&lecture=on",
            &[3, 4],
            &[
                ("step", Problem::OnlyWithExplanation),
                ("lecture", Problem::OnlyWithExplanation),
            ],
        );
        let (Route::Play(link), errors) = parse_hash("#/play?rows=3,4&step=2&lecture=on") else {
            panic!("not the play page")
        };
        assert!(link.explain.is_none() && opens_as_written(&errors));
        check(
            "#/play?rows=3,4&explain=nimsum&step=2&lecture=on",
            &[3, 4],
            &[],
        );
        // Beside a wrong explain, only the explain is named.
        let (_, errors) = parse_hash("#/play?rows=3,4&explain=foo&step=2&lecture=on");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].param, "explain");
        let (Route::Play(link), _) = parse_hash("#/play?rows=3,4&vs=human&first=computer") else {
            panic!("not the play page")
        };
        assert_eq!((link.vs, link.computer_first), (Opponent::Human, false));
        check(
            "#/play?rows=3,4&vs=computer&level=good&first=computer",
            &[3, 4],
            &[],
        );
        let (Route::Play(link), errors) = parse_hash("#/play?rows=3,4&vs=demo") else {
            panic!("a play link")
        };
        assert!(errors.is_empty());
        assert_eq!((link.vs, link.demo), (Opponent::Computer, true));
        check(
            "#/play?rows=3,4&level=hard",
            default,
            &[(
                "level",
                Problem::UnknownValue {
                    value: "hard".into(),
                    expected: &["perfect", "good", "beginner"],
                },
            )],
        );
        check(
            "#/play?rows=3,4&level=good&level=good",
            default,
            &[("level", Problem::Repeated)],
        );
        check(
            "#/play?rows=5,5&take=1-10&race=100",
            default,
            &[("race", Problem::RaceNeedsOneRow)],
        );
        check(
            "#/play?rows=5&race=100",
            default,
            &[("race", Problem::RaceNeedsOneRow)],
        );
        // Reaching the goal loses under misère play: the race's texts and keys would be wrong.
        check(
            "#/play?rows=100&take=1-10&race=100&end=misere",
            default,
            &[("race", Problem::RaceNeedsOneRow)],
        );
        check(
            "#/nowhere",
            default,
            &[(
                "page",
                Problem::UnknownPage {
                    path: "/nowhere".into(),
                },
            )],
        );
    }

    #[test]
    fn rules_and_opponents_round_trip() {
        for hash in [
            "#/play?rows=22,5,13,27&end=normal&take=any",
            "#/play?rows=7,5,3,1&end=normal&take=1-2",
            "#/play?rows=20&end=misere&take=1,3,5&hints=on",
            "#/play?rows=20&end=misere&take=1,3,5&hints=on&practice=on",
            "#/play?rows=0,0&end=normal&take=any&vs=computer&level=perfect&first=human&practice=on&review=open",
            "#/play?rows=3,4,5&end=normal&take=any&vs=computer&level=good&first=computer",
            "#/play?rows=3,4,5&end=normal&take=any&vs=demo&level=beginner",
            "#/play?rows=22,5,13,27&end=normal&take=any&explain=bouton&step=3&lecture=on",
            "#/play?rows=89&end=normal&take=1-10&race=100",
            "#/play?rows=3,4,5&end=misere&take=any&setup=open",
        ] {
            let (route, errors) = parse_hash(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            let Route::Play(link) = route else {
                panic!("{hash}")
            };
            assert_eq!(format_play(&link), hash);
        }
    }
}

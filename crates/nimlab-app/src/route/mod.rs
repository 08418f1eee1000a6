//! The shareable links of `shared/contract.md`: parsing and formatting the hash route.
//!
//! A link is public and stable. A malformed link never yields a silently different game: any
//! problem makes the whole link fall back to the default, and each problem is reported with the
//! parameter it concerns, so the page can say exactly what was wrong.

pub mod text;

use nimlab_core::player::Level;
use nimlab_core::{Ending, Position, Rules, SubtractionSet, Take};

/// The most rows a link may hold.
pub const MAX_ROWS: usize = 20;
/// The most sticks a row in a link may hold.
pub const MAX_ROW: u64 = 1_000_000;
/// The largest table a Grundy link may ask for.
pub const MAX_UPTO: u64 = 10_000;
/// The largest limit or allowed count in `take`.
pub const MAX_TAKE: u64 = nimlab_core::rules::MAX_SET_ELEMENT;
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

/// The most steps an explanation link may name.
pub const MAX_STEP: u64 = 999;

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
    /// Whether hints are shown.
    pub hints: bool,
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
            hints: false,
            explain: None,
            race: None,
        }
    }
}

/// The state a Grundy-table link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GrundyLink {
    /// The subtraction set (never `Take::Any`).
    pub take: Take,
    /// The last heap size in the table.
    pub upto: u64,
    /// The heap whose value is explained (`x=`), at most `upto`.
    pub x: Option<u64>,
    /// Whether the heaps above `x` are still hidden, as when stepping bottom-up
    /// (`bottomup=on`; alone, it starts at x = 0).
    pub bottom_up: bool,
}

impl Default for GrundyLink {
    fn default() -> GrundyLink {
        GrundyLink {
            take: Take::UpTo(2),
            upto: 20,
            x: None,
            bottom_up: false,
        }
    }
}

/// A page and its state, as named by the hash route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `#/play?…`, also the empty hash.
    Play(PlayLink),
    /// `#/grundy?…`.
    Grundy(GrundyLink),
    /// `#/graph?…`.
    Graph(GraphLink),
    /// `#/sums?…`.
    Sums(SumsLink),
    /// `#/exercise?…`.
    Exercise(ExerciseLink),
    /// `#/contents`: the source texts item by item, each with its link.
    Contents,
}

/// What was wrong with one parameter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Problem {
    /// The value is empty.
    Empty,
    /// The parameter appears more than once.
    Repeated,
    /// The value is not one of the listed words.
    UnknownValue {
        value: String,
        expected: &'static [&'static str],
    },
    /// A part is not a whole number written with the digits 0–9.
    NotANumber { value: String },
    /// A list's number is missing: "1,,2", "1,2," or "1-".
    MissingNumber,
    /// A number is above its limit.
    TooLarge { value: String, max: u64 },
    /// A number is below its minimum.
    TooSmall { value: String, min: u64 },
    /// Fewer or more rows than allowed.
    RowCount { count: usize },
    /// A graph's node name given to two nodes.
    DuplicateNode { label: String },
    /// A graph's node name longer than its limit, or with a comma (the first module shows no
    /// graph page: there it is a [`Problem::TooLarge`]).
    LongLabel { label: String, max: u64 },
    /// A graph's arrow given twice (the graph editor refuses it too).
    DuplicateArrow { arrow: String },
    /// A graph's arrows with no nodes for them to join (no `nodes`).
    NoNodes,
    /// A sum's rules: neither one for all rows nor one per row.
    RulesCount { given: usize, rows: usize },
    /// `take` lists no count, or a count of zero.
    ZeroTake,
    /// `take=1-K` with K = 0 or a range not starting at 1.
    BadRange { value: String },
    /// A typed range a-b with a > b ("3-1"), in a rule field of the theory pages (links
    /// write only 1-K, a [`Problem::BadRange`] otherwise).
    ReversedRange { value: String },
    /// `race` needs one row no larger than the goal, `take=1-K` and normal play.
    RaceNeedsOneRow,
    /// `take=any` where a finite set is required (the Grundy table).
    AnyNotAllowed,
    /// The route names no page.
    UnknownPage { path: String },
    /// Percent-encoding that does not decode to text.
    BadEncoding,
    /// A parameter the page does not have, ignored: the rest of the link still opens.
    UnknownParam { known: &'static [&'static str] },
    /// `level` or `first` in a game of two people (no `vs=computer`): ignored, as it means
    /// nothing there, but named, as its author may have meant a game against the computer.
    OnlyAgainstComputer,
    /// `step` or `lecture` with no `explain`: ignored, as they belong to an explanation.
    OnlyWithExplanation,
}

/// A rejected parameter: its name and the problem.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    /// The parameter's name as written in the link (or `page` for the route itself).
    pub param: String,
    /// What was wrong.
    pub problem: Problem,
}

impl LinkError {
    /// Whether the link still opens as written beside this problem: a parameter the page does
    /// not have is ignored, not rejected (links only ever gain parameters, so a copy of the app
    /// cached for offline use opens a newer link as far as it can), but named, so a misspelt
    /// `row=3,4,5` never opens a silently different game.
    pub fn is_ignored(&self) -> bool {
        matches!(
            self.problem,
            Problem::UnknownParam { .. }
                | Problem::OnlyAgainstComputer
                | Problem::OnlyWithExplanation
        )
    }
}

/// Whether a link with these problems opens as written: all of them concern parameters the
/// page does not have (given once or more often).
pub fn opens_as_written(errors: &[LinkError]) -> bool {
    let unknown = |param: &str| {
        errors
            .iter()
            .any(|e| matches!(e.problem, Problem::UnknownParam { .. }) && e.param == param)
    };
    errors
        .iter()
        .all(|e| e.is_ignored() || (e.problem == Problem::Repeated && unknown(&e.param)))
}

/// A page's link as parsed when it opens as written, else the page's defaults (the
/// contract's rule for a link with a malformed or out-of-range value).
fn opened<T: Default>(link: T, errors: Vec<LinkError>) -> (T, Vec<LinkError>) {
    if opens_as_written(&errors) {
        (link, errors)
    } else {
        (T::default(), errors)
    }
}

/// Parses a location hash such as `#/play?rows=1,2&end=misere`.
///
/// Returns the route to open and the problems found; with any problem the route's state is the
/// default, as the contract demands.
pub fn parse_hash(hash: &str) -> (Route, Vec<LinkError>) {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    let (path, query) = match hash.split_once('?') {
        Some((p, q)) => (p, q),
        None => (hash, ""),
    };
    // A route typed by hand may differ in case, slashes or number ("#/Grundy", "#/exercises/").
    match path.trim_matches('/').to_ascii_lowercase().as_str() {
        "" | "play" => {
            let (link, errors) = parse_play(query);
            (Route::Play(link), errors)
        }
        "grundy" => {
            let (link, errors) = parse_grundy(query);
            (Route::Grundy(link), errors)
        }
        "graph" | "graphs" => {
            let (link, errors) = parse_graph(query);
            (Route::Graph(link), errors)
        }
        "sums" => {
            let (link, errors) = parse_sums(query);
            (Route::Sums(link), errors)
        }
        "exercise" | "exercises" => {
            let (link, errors) = parse_exercise(query);
            (Route::Exercise(link), errors)
        }
        "contents" => {
            // The contents take no parameters: any given is named and ignored.
            let mut errors = Vec::new();
            for (name, _) in pairs(query, &[], &mut errors) {
                errors.push(LinkError {
                    param: truncate(&name),
                    problem: Problem::UnknownParam { known: &[] },
                });
            }
            (Route::Contents, errors)
        }
        _ => unknown_page(path),
    }
}

/// The default game, and `path` (shortened) named as a page the app does not have: a link's
/// route, or a stored last game that is no play link.
pub fn unknown_page(path: &str) -> (Route, Vec<LinkError>) {
    (
        Route::Play(PlayLink::default()),
        vec![LinkError {
            param: "page".into(),
            problem: Problem::UnknownPage {
                path: truncate(path),
            },
        }],
    )
}

/// Splits a query into decoded (name, value) pairs, reporting bad encodings and repeats.
fn pairs(query: &str, known: &[&str], errors: &mut Vec<LinkError>) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for part in query.split('&').filter(|p| !p.is_empty()) {
        let (name, value) = part.split_once('=').unwrap_or((part, ""));
        // A nameless part ("=5") is named by its whole text, so a message can point at it.
        let named = |n: &str| if n.is_empty() { part } else { n }.to_string();
        let decoded = percent_decode(name);
        // The value of a parameter the page does not have is never read: its encoding does
        // not matter (a tracker's `utm=50%` leaves the link as it is).
        let value = match &decoded {
            Some(n) if !known.contains(&n.as_str()) => Some(String::new()),
            _ => percent_decode(value),
        };
        let (Some(decoded), Some(value)) = (decoded, value) else {
            errors.push(LinkError {
                param: truncate(&named(name)),
                problem: Problem::BadEncoding,
            });
            continue;
        };
        let name = named(&decoded);
        if out.iter().any(|(n, _)| *n == name) {
            // Named shortened: a name no page has may be of any length.
            let param = truncate(&name);
            if !errors
                .iter()
                .any(|e| e.param == param && e.problem == Problem::Repeated)
            {
                errors.push(LinkError {
                    param,
                    problem: Problem::Repeated,
                });
            }
            continue;
        }
        out.push((name, value));
    }
    out
}

fn parse_play(query: &str) -> (PlayLink, Vec<LinkError>) {
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
                "human" => link.vs = Opponent::Human,
                "computer" => link.vs = Opponent::Computer,
                _ => fail(unknown(&value, &["human", "computer"])),
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

/// Each page's parameters: an empty value of one is rejected, any other name is ignored and named.
const PLAY_PARAMS: [&str; 11] = [
    "rows", "end", "take", "vs", "level", "first", "hints", "explain", "step", "lecture", "race",
];
const GRUNDY_PARAMS: [&str; 4] = ["take", "upto", "x", "bottomup"];
const GRAPH_PARAMS: [&str; 7] = ["game", "rows", "take", "nodes", "arrows", "step", "defs"];
const SUMS_PARAMS: [&str; 5] = ["rows", "take", "target", "step", "history"];
const EXERCISE_PARAMS: [&str; 5] = ["kind", "end", "take", "level", "seed"];

fn parse_grundy(query: &str) -> (GrundyLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = GrundyLink::default();
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
                Ok(take) => link.take = take,
                Err(p) => fail(p),
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
            _ => fail(Problem::UnknownParam {
                known: &GRUNDY_PARAMS,
            }),
        }
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

fn unknown(value: &str, expected: &'static [&'static str]) -> Problem {
    Problem::UnknownValue {
        value: truncate(value),
        expected,
    }
}

/// A number written with ASCII digits only, at most `max`.
pub fn parse_number(text: &str, max: u64) -> Result<u64, Problem> {
    if text.is_empty() || !text.bytes().all(|b| b.is_ascii_digit()) {
        return Err(Problem::NotANumber {
            value: truncate(text),
        });
    }
    match text.parse::<u64>() {
        Ok(n) if n <= max => Ok(n),
        _ => Err(Problem::TooLarge {
            value: truncate(text),
            max,
        }),
    }
}

/// A number of a list (rows, counts, an arrow's ends): an empty one is a number missing.
fn parse_part(text: &str, max: u64) -> Result<u64, Problem> {
    match text {
        "" => Err(Problem::MissingNumber),
        _ => parse_number(text, max),
    }
}

/// A field's text as a person may type it, in the characters the readers know: full-width
/// digits and signs (a Japanese keyboard's １２，３), the Japanese comma 、, dashes and tildes
/// as `-`, the ellipsis as `..`, and letters in lower case (a phone writes "Any").
pub fn typed_text(text: &str) -> String {
    const SIGNS: [(char, &str); 12] = [
        ('，', ","),
        ('、', ","),
        ('；', ";"),
        ('｛', "{"),
        ('｝', "}"),
        ('．', "."),
        ('…', ".."),
        ('－', "-"),
        ('−', "-"),
        ('–', "-"),
        ('～', "-"),
        ('〜', "-"),
    ];
    let mut out = String::with_capacity(text.len());
    for c in text.trim().chars() {
        if ('０'..='９').contains(&c) {
            out.push(char::from(b'0' + (c as u32 - '０' as u32) as u8));
        } else if let Some((_, sign)) = SIGNS.iter().find(|(wide, _)| *wide == c) {
            out.push_str(sign);
        } else {
            out.push(c.to_ascii_lowercase());
        }
    }
    out
}

/// A typed whole number: digits only, a number too large for any type still one (as
/// `u64::MAX`); `None` for anything else ("", "-1", "5.5", "1e3").
pub fn typed_count(text: &str) -> Option<u64> {
    let digits = text.trim();
    (!digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit()))
        .then(|| digits.parse().unwrap_or(u64::MAX))
}

/// A list as a person types it into a field ("7, 5, 3, 1", "{1 3 5}", "1,3,5", a Japanese
/// keyboard's "１，３、５") in the link's form "7,5,3,1": commas, spaces and braces separate
/// items, never join them. A link itself is read as written. (The play page's editor reads its
/// set with this alone: [`typed_text`] would cost the first module 0.4 KiB; the full-width
/// forms' fixed offset from ASCII costs a few bytes.)
pub fn typed_list(text: &str) -> String {
    let ascii: String = text
        .chars()
        .map(|c| match c {
            '\u{FF01}'..='\u{FF5E}' => char::from_u32(c as u32 - 0xFEE0).unwrap_or(c),
            '、' => ',',
            _ => c,
        })
        .collect();
    ascii
        .split(|c: char| c == ',' || c == '{' || c == '}' || c.is_whitespace())
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(",")
}

/// Rows as a person types them: as [`typed_list`], and written as the app writes positions,
/// "7-5-3-1" (a `-` between two digits separates them; any other stays, to be refused).
pub fn typed_rows(text: &str) -> String {
    let text = typed_text(text);
    let chars: Vec<char> = text.chars().collect();
    let joined: String = chars
        .iter()
        .enumerate()
        .map(|(i, &c)| {
            let between = |d: Option<&char>| d.is_some_and(char::is_ascii_digit);
            if c == '-' && i > 0 && between(chars.get(i - 1)) && between(chars.get(i + 1)) {
                ','
            } else {
                c
            }
        })
        .collect();
    typed_list(&joined)
}

/// Rows typed into a field, as [`typed_rows`] reads them; an empty field is named as empty.
pub fn parse_typed_rows(text: &str) -> Result<Vec<u64>, Problem> {
    match typed_rows(text) {
        rows if rows.is_empty() => Err(Problem::Empty),
        rows => parse_rows(&rows),
    }
}

pub fn parse_rows(text: &str) -> Result<Vec<u64>, Problem> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > MAX_ROWS {
        return Err(Problem::RowCount { count: parts.len() });
    }
    parts.iter().map(|p| parse_part(p, MAX_ROW)).collect()
}

/// `any`, `1-K`, or a list of allowed counts `A,B,C`.
pub fn parse_take(text: &str) -> Result<Take, Problem> {
    if text == "any" {
        return Ok(Take::Any);
    }
    if let Some((from, to)) = text.split_once('-') {
        if from != "1" {
            return Err(Problem::BadRange {
                value: truncate(text),
            });
        }
        let k = parse_part(to, MAX_TAKE)?;
        return if k == 0 {
            Err(Problem::BadRange {
                value: truncate(text),
            })
        } else {
            Ok(Take::UpTo(k))
        };
    }
    let counts = text
        .split(',')
        .map(|p| parse_part(p, MAX_TAKE))
        .collect::<Result<Vec<u64>, Problem>>()?;
    if counts.len() > nimlab_core::rules::MAX_SET_LEN {
        return Err(Problem::TooLarge {
            value: format!("{} counts", counts.len()),
            max: nimlab_core::rules::MAX_SET_LEN as u64,
        });
    }
    SubtractionSet::new(counts)
        .map(Take::Set)
        .map_err(|_| Problem::ZeroTake)
}

/// The `take` parameter's text for a move restriction.
pub fn format_take(take: &Take) -> String {
    match take {
        Take::Any => "any".into(),
        Take::UpTo(k) => format!("1-{k}"),
        Take::Set(set) => join(set.counts()),
    }
}

/// Counts as the links write them: "22,5,13,27".
pub fn join(values: &[u64]) -> String {
    values
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The hash for a play state, listing every parameter so a copied link is self-contained.
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
    if link.vs == Opponent::Computer {
        hash.push_str("&vs=computer&level=");
        hash.push_str(match link.level {
            Level::Perfect => "perfect",
            Level::Good => "good",
            Level::Beginner => "beginner",
        });
        hash.push_str(if link.computer_first {
            "&first=computer"
        } else {
            "&first=human"
        });
    }
    if let Some(goal) = link.race {
        hash.push_str(&format!("&race={goal}"));
    }
    if link.hints {
        hash.push_str("&hints=on");
    }
    if let Some(e) = link.explain {
        hash.push_str(&format!("&explain={}&step={}", e.topic.word(), e.step));
        if e.lecture {
            hash.push_str("&lecture=on");
        }
    }
    hash
}

/// The hash for a Grundy table.
pub fn format_grundy(link: &GrundyLink) -> String {
    let mut hash = format!(
        "#/grundy?take={}&upto={}",
        format_take(&link.take),
        link.upto
    );
    if let Some(x) = link.x {
        hash.push_str(&format!("&x={x}"));
        if link.bottom_up {
            hash.push_str("&bottomup=on");
        }
    }
    hash
}

/// Decodes `%XX` escapes; `None` when the result is not UTF-8 or an escape is broken.
fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = text.get(i + 1..i + 3)?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    String::from_utf8(out).ok()
}

/// Keeps quoted user text short, so a very long link cannot flood the message.
pub fn truncate(text: &str) -> String {
    const MAX: usize = 40;
    if text.chars().count() <= MAX {
        text.to_string()
    } else {
        let mut short: String = text.chars().take(MAX).collect();
        short.push('…');
        short
    }
}

// ---------------------------------------------------------------------------------------------
// The theory pages: game graphs, sums of games, exercises.
// ---------------------------------------------------------------------------------------------

/// The most nodes a drawn game graph (and a graph of one's own) may have.
pub const MAX_GRAPH_NODES: usize = 40;
/// The longest node label of a graph of one's own, in characters.
pub const MAX_LABEL: usize = 12;
/// The largest target value a sums link may name (rows hold at most a million sticks).
pub const MAX_TARGET: u64 = (1 << 20) - 1;
/// The largest seed of an exercise link.
pub const MAX_SEED: u64 = 999_999_999;

/// The graph on the graph page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphGame {
    /// The positions reachable from `rows` under `take`: one heap, or a small Nim position.
    Position {
        /// The start position, top row first.
        rows: Vec<u64>,
        /// The move restriction.
        take: Take,
    },
    /// The slides' seven-node exercise graph a…g.
    Exercise,
    /// A graph of one's own.
    Custom {
        /// The node labels.
        nodes: Vec<String>,
        /// The arrows (from, to) by node index, from 0.
        arrows: Vec<(usize, usize)>,
    },
}

/// The state a graph link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphLink {
    /// The graph.
    pub game: GraphGame,
    /// How many nodes backward induction has labelled so far.
    pub step: u32,
    /// Whether the definitions (graph, artinian, locally finite, Theorem 1d and its proof,
    /// Nim as a graph) are open: `defs=open`, so a link can point at them.
    pub definitions: bool,
}

impl Default for GraphLink {
    fn default() -> GraphLink {
        GraphLink {
            game: GraphGame::Position {
                rows: vec![16],
                take: Take::UpTo(2),
            },
            step: 0,
            definitions: false,
        }
    }
}

/// The state a sums link opens: rows, each with its own move restriction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumsLink {
    /// The rows' counts, top row first.
    pub rows: Vec<u64>,
    /// One move restriction per row.
    pub takes: Vec<Take>,
    /// The Grundy value t a move should reach (0: the winning moves).
    pub target: u64,
    /// The step of the construction on screen, from 1.
    pub step: u32,
    /// Whether the history and the literature are open: `history=open`, so a link can point
    /// at them.
    pub history: bool,
}

impl Default for SumsLink {
    fn default() -> SumsLink {
        SumsLink {
            rows: vec![7, 5, 3, 1],
            takes: vec![Take::UpTo(2); 4],
            target: 0,
            step: 1,
            history: false,
        }
    }
}

/// The state an exercise link opens: a round of questions.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExerciseLink {
    /// What is asked.
    pub kind: ExerciseKind,
    /// The rules of the positions and heaps.
    pub rules: Rules,
    /// The starting difficulty, 1 to 5.
    pub level: u32,
    /// The seed that generates the round.
    pub seed: u64,
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
            level: 1,
            seed: 1,
        }
    }
}

fn parse_step(value: &str) -> Result<u32, Problem> {
    parse_number(value, MAX_STEP).map(|n| n as u32)
}

/// A section a link opens (`defs=open`, `history=open`): "open" is the one value.
fn parse_open(value: &str) -> Result<(), Problem> {
    match value {
        "open" => Ok(()),
        _ => Err(unknown(value, &["open"])),
    }
}

/// A node label: 1 to [`MAX_LABEL`] characters, no comma.
pub fn check_label(label: &str) -> Result<(), Problem> {
    if label.trim().is_empty() {
        return Err(Problem::Empty);
    }
    if label.chars().count() > MAX_LABEL || label.contains(',') {
        #[cfg(feature = "full")]
        return Err(Problem::LongLabel {
            label: truncate(label),
            max: MAX_LABEL as u64,
        });
        #[cfg(not(feature = "full"))]
        return Err(Problem::TooLarge {
            value: truncate(label),
            max: MAX_LABEL as u64,
        });
    }
    Ok(())
}

fn parse_nodes(text: &str) -> Result<Vec<String>, Problem> {
    let nodes: Vec<String> = text.split(',').map(str::to_string).collect();
    if nodes.len() > MAX_GRAPH_NODES {
        return Err(Problem::TooLarge {
            value: nodes.len().to_string(),
            max: MAX_GRAPH_NODES as u64,
        });
    }
    for (i, label) in nodes.iter().enumerate() {
        check_label(label)?;
        if nodes[..i].contains(label) {
            return Err(Problem::DuplicateNode {
                label: label.clone(),
            });
        }
    }
    Ok(nodes)
}

/// Arrows `FROM-TO`, nodes counted from 1 as a person counts them.
fn parse_arrows(text: &str, nodes: usize) -> Result<Vec<(usize, usize)>, Problem> {
    let arrows = text
        .split(',')
        .map(|part| {
            let (from, to) = part.split_once('-').ok_or_else(|| Problem::UnknownValue {
                value: truncate(part),
                expected: &["FROM-TO"],
            })?;
            let node = |t: &str| match parse_part(t, nodes as u64)? {
                0 => Err(Problem::TooSmall {
                    value: t.to_string(),
                    min: 1,
                }),
                n => Ok(n as usize - 1),
            };
            Ok((node(from)?, node(to)?))
        })
        .collect::<Result<Vec<_>, _>>()?;
    #[cfg(feature = "full")]
    if let Some(&(from, to)) = (0..arrows.len())
        .find(|&i| arrows[..i].contains(&arrows[i]))
        .map(|i| &arrows[i])
    {
        return Err(Problem::DuplicateArrow {
            arrow: format!("{}-{}", from + 1, to + 1),
        });
    }
    Ok(arrows)
}

fn parse_graph(query: &str) -> (GraphLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = GraphLink::default();
    let (mut game, mut rows, mut take) = ("position".to_string(), None, None);
    let (mut nodes, mut arrows): (Vec<String>, Option<String>) = (Vec::new(), None);
    let mut nodes_lost = false;
    for (name, value) in pairs(query, &GRAPH_PARAMS, &mut errors) {
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        match name.as_str() {
            // An empty `arrows` is a graph without arrows.
            n if value.is_empty() && n != "arrows" && GRAPH_PARAMS.contains(&n) => {
                fail(Problem::Empty)
            }
            "game" => match value.as_str() {
                "position" | "exercise" | "custom" => game = value.clone(),
                _ => fail(unknown(&value, &["position", "exercise", "custom"])),
            },
            "rows" => match parse_rows(&value) {
                Ok(r) => rows = Some(r),
                Err(p) => fail(p),
            },
            "take" => match parse_take(&value) {
                Ok(t) => take = Some(t),
                Err(p) => fail(p),
            },
            "nodes" => match parse_nodes(&value) {
                Ok(n) => nodes = n,
                Err(p) => {
                    nodes_lost = true;
                    fail(p)
                }
            },
            "arrows" => arrows = Some(value.clone()),
            "step" => match parse_step(&value) {
                Ok(s) => link.step = s,
                Err(p) => fail(p),
            },
            "defs" => match parse_open(&value) {
                Ok(()) => link.definitions = true,
                Err(p) => fail(p),
            },
            _ => fail(Problem::UnknownParam {
                known: &GRAPH_PARAMS,
            }),
        }
    }
    let arrows = match arrows.as_deref() {
        // Arrows between the nodes of a rejected `nodes`: their message would only echo it.
        None | Some("") => Vec::new(),
        Some(_) if nodes_lost => Vec::new(),
        Some(text) => link_arrows(text, nodes.len()).unwrap_or_else(|problem| {
            errors.push(LinkError {
                param: "arrows".into(),
                problem,
            });
            Vec::new()
        }),
    };
    link.game = match game.as_str() {
        "exercise" => GraphGame::Exercise,
        "custom" => GraphGame::Custom { nodes, arrows },
        _ => GraphGame::Position {
            rows: rows.unwrap_or_else(|| vec![16]),
            take: take.unwrap_or(Take::UpTo(2)),
        },
    };
    opened(link, errors)
}

/// Percent-encodes everything but letters, digits and `-._~` (labels may be any text).
fn percent_encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The hash for a graph.
pub fn format_graph(link: &GraphLink) -> String {
    let game = match &link.game {
        GraphGame::Position { rows, take } => {
            format!(
                "game=position&rows={}&take={}",
                join(rows),
                format_take(take)
            )
        }
        GraphGame::Exercise => "game=exercise".to_string(),
        GraphGame::Custom { nodes, arrows } => {
            let mut s = String::from("game=custom");
            if !nodes.is_empty() {
                let labels: Vec<String> = nodes.iter().map(|l| percent_encode(l)).collect();
                s.push_str(&format!("&nodes={}", labels.join(",")));
            }
            if !arrows.is_empty() {
                let list: Vec<String> = arrows
                    .iter()
                    .map(|(a, b)| format!("{}-{}", a + 1, b + 1))
                    .collect();
                s.push_str(&format!("&arrows={}", list.join(",")));
            }
            s
        }
    };
    let definitions = if link.definitions { "&defs=open" } else { "" };
    format!("#/graph?{game}&step={}{definitions}", link.step)
}

fn parse_sums(query: &str) -> (SumsLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = SumsLink::default();
    let mut takes: Option<Vec<Take>> = None;
    for (name, value) in pairs(query, &SUMS_PARAMS, &mut errors) {
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        match name.as_str() {
            n if value.is_empty() && SUMS_PARAMS.contains(&n) => fail(Problem::Empty),
            "rows" => match parse_rows(&value) {
                Ok(r) => link.rows = r,
                Err(p) => fail(p),
            },
            "take" => match value
                .split(';')
                .map(parse_take)
                .collect::<Result<Vec<Take>, Problem>>()
            {
                Ok(t) => takes = Some(t),
                Err(p) => fail(p),
            },
            "target" => match parse_number(&value, MAX_TARGET) {
                Ok(t) => link.target = t,
                Err(p) => fail(p),
            },
            "step" => match parse_step(&value) {
                Ok(0) => fail(Problem::TooSmall {
                    value: value.clone(),
                    min: 1,
                }),
                Ok(s) => link.step = s,
                Err(p) => fail(p),
            },
            "history" => match parse_open(&value) {
                Ok(()) => link.history = true,
                Err(p) => fail(p),
            },
            _ => fail(Problem::UnknownParam {
                known: &SUMS_PARAMS,
            }),
        }
    }
    let n = link.rows.len();
    match takes {
        None => link.takes = vec![Take::UpTo(2); n],
        Some(t) if t.len() == 1 => link.takes = vec![t[0].clone(); n],
        Some(t) if t.len() == n => link.takes = t,
        Some(t) => errors.push(LinkError {
            param: "take".into(),
            problem: Problem::RulesCount {
                given: t.len(),
                rows: n,
            },
        }),
    }
    opened(link, errors)
}

/// The `take` text of a sum: one rule for all rows, or one per row separated by `;`.
pub fn format_takes(takes: &[Take]) -> String {
    match takes {
        [first, rest @ ..] if rest.iter().all(|t| t == first) => format_take(first),
        _ => takes.iter().map(format_take).collect::<Vec<_>>().join(";"),
    }
}

/// The hash for a sum of games.
pub fn format_sums(link: &SumsLink) -> String {
    format!(
        "#/sums?rows={}&take={}&target={}&step={}{}",
        join(&link.rows),
        format_takes(&link.takes),
        link.target,
        link.step,
        if link.history { "&history=open" } else { "" }
    )
}

fn parse_exercise(query: &str) -> (ExerciseLink, Vec<LinkError>) {
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
            _ => fail(Problem::UnknownParam {
                known: &EXERCISE_PARAMS,
            }),
        }
    }
    link.rules.take = take.unwrap_or_else(|| default_exercise_take(link.kind));
    opened(link, errors)
}

/// The hash for a round of exercises.
pub fn format_exercise(link: &ExerciseLink) -> String {
    format!(
        "#/exercise?kind={}&end={}&take={}&level={}&seed={}",
        kind_word(link.kind),
        match link.rules.ending {
            Ending::Normal => "normal",
            Ending::Misere => "misere",
        },
        format_take(&link.rules.take),
        link.level,
        link.seed
    )
}

/// `hash` as a whole address of this page: for the clipboard and a printed sheet, where a bare
/// `#/…` leads nowhere.
pub fn absolute(hash: &str) -> String {
    let href = web_sys::window()
        .and_then(|w| w.location().href().ok())
        .unwrap_or_default();
    let page = href.split('#').next().unwrap_or_default();
    format!("{page}{hash}")
}

/// The address bar's hash (`#/…`), or "" without one.
pub fn current_hash() -> String {
    web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default()
}

/// Writes `hash` into the address bar without a new history entry or a `hashchange` event.
pub fn set_location(hash: &str) {
    if let Some(window) = web_sys::window() {
        if window.location().hash().ok().as_deref() != Some(hash) {
            if let Ok(history) = window.history() {
                let _ =
                    history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
            }
        }
    }
}

// The theory pages' additions stand here, after the rest of the code: the first module's
// panic locations keep their line numbers, and so its compressed bytes stay as they were.

/// A number typed into a field of a theory page: a field left empty is named as empty, not
/// quoted as “” beside "not a whole number".
pub fn parse_typed_number(entry: &str, max: u64) -> Result<u64, Problem> {
    match typed_text(entry).as_str() {
        "" => Err(Problem::Empty),
        text => parse_number(text, max),
    }
}

/// A link's arrows: with no nodes they join nothing, which is said as such rather than as
/// "1 is above the limit of 0".
fn link_arrows(text: &str, nodes: usize) -> Result<Vec<(usize, usize)>, Problem> {
    #[cfg(feature = "full")]
    if nodes == 0 {
        return Err(Problem::NoNodes);
    }
    parse_arrows(text, nodes)
}

#[cfg(test)]
mod theory_tests {
    use super::*;

    fn graph(hash: &str) -> (GraphLink, Vec<(String, Problem)>) {
        let (route, errors) = parse_hash(hash);
        let Route::Graph(link) = route else {
            panic!("{hash} did not open the graph page")
        };
        (
            link,
            errors.into_iter().map(|e| (e.param, e.problem)).collect(),
        )
    }

    fn sums(hash: &str) -> (SumsLink, Vec<(String, Problem)>) {
        let (route, errors) = parse_hash(hash);
        let Route::Sums(link) = route else {
            panic!("{hash} did not open the sums page")
        };
        (
            link,
            errors.into_iter().map(|e| (e.param, e.problem)).collect(),
        )
    }

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

    fn one(param: &str, problem: Problem) -> Vec<(String, Problem)> {
        vec![(param.to_string(), problem)]
    }

    #[test]
    fn a_parameter_a_theory_page_lacks_is_named_and_the_rest_opens() {
        let (link, errors) = graph("#/graph?game=position&rows=5&take=1-2&step=2&colour=red");
        assert_eq!(link.step, 2);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, "colour");
        assert!(matches!(errors[0].1, Problem::UnknownParam { known } if known.contains(&"nodes")));
        let (link, errors) = sums("#/sums?rows=3,4&take=1-2&target=1&hisotry=open");
        assert_eq!(
            (link.rows, link.target, link.history),
            (vec![3, 4], 1, false)
        );
        assert_eq!(errors.len(), 1);
        assert!(
            matches!(errors[0].1, Problem::UnknownParam { known } if known.contains(&"history"))
        );
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
    fn graph_links_round_trip() {
        for hash in [
            "#/graph?game=position&rows=16&take=1-2&step=0",
            "#/graph?game=position&rows=1,2,3&take=any&step=5",
            "#/graph?game=exercise&step=7",
            "#/graph?game=custom&nodes=a,b,c&arrows=2-1,3-1,3-2&step=2",
            "#/graph?game=custom&step=0",
            "#/graph?game=custom&nodes=%E5%A7%8B,x%20y&arrows=1-2&step=0",
            "#/graph?game=position&rows=16&take=1-2&step=0&defs=open",
        ] {
            let (link, errors) = graph(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            assert_eq!(format_graph(&link), hash);
        }
        let (link, _) = graph("#/graph?game=custom&nodes=a,b,c&arrows=2-1,3-1");
        assert_eq!(
            link.game,
            GraphGame::Custom {
                nodes: vec!["a".into(), "b".into(), "c".into()],
                arrows: vec![(1, 0), (2, 0)]
            }
        );
        assert_eq!(graph("#/graph").0, GraphLink::default());
    }

    #[test]
    fn malformed_graph_links_fall_back_and_name_the_parameter() {
        let default = GraphLink::default();
        let cases: Vec<(&str, Vec<(String, Problem)>)> = vec![
            (
                "#/graph?game=tree",
                one(
                    "game",
                    Problem::UnknownValue {
                        value: "tree".into(),
                        expected: &["position", "exercise", "custom"],
                    },
                ),
            ),
            (
                "#/graph?rows=1,x",
                one("rows", Problem::NotANumber { value: "x".into() }),
            ),
            ("#/graph?take=0", one("take", Problem::ZeroTake)),
            (
                "#/graph?game=custom&nodes=a,b&arrows=1-3",
                one(
                    "arrows",
                    Problem::TooLarge {
                        value: "3".into(),
                        max: 2,
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,b&arrows=0-1",
                one(
                    "arrows",
                    Problem::TooSmall {
                        value: "0".into(),
                        min: 1,
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,b&arrows=12",
                one(
                    "arrows",
                    Problem::UnknownValue {
                        value: "12".into(),
                        expected: &["FROM-TO"],
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,a",
                one("nodes", Problem::DuplicateNode { label: "a".into() }),
            ),
            (
                "#/graph?defs=shut",
                one(
                    "defs",
                    Problem::UnknownValue {
                        value: "shut".into(),
                        expected: &["open"],
                    },
                ),
            ),
            ("#/graph?defs=", one("defs", Problem::Empty)),
            (
                "#/graph?game=custom&nodes=a,,b",
                one("nodes", Problem::Empty),
            ),
            // A name too long is named as one, and its arrows add no message of their own.
            (
                "#/graph?game=custom&nodes=abcdefghijklm,b&arrows=1-2",
                one(
                    "nodes",
                    Problem::LongLabel {
                        label: "abcdefghijklm".into(),
                        max: 12,
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,b&arrows=1-2,2-1,1-2",
                one(
                    "arrows",
                    Problem::DuplicateArrow {
                        arrow: "1-2".into(),
                    },
                ),
            ),
            (
                "#/graph?step=x",
                one("step", Problem::NotANumber { value: "x".into() }),
            ),
            ("#/graph?step=", one("step", Problem::Empty)),
            // Arrows with no nodes for them: the nodes are named as missing.
            (
                "#/graph?game=custom&arrows=1-2",
                one("arrows", Problem::NoNodes),
            ),
        ];
        for (hash, want) in cases {
            let (link, errors) = graph(hash);
            assert_eq!(errors, want, "{hash}");
            assert_eq!(link, default, "{hash}");
        }
        let many = (0..41).map(|i| i.to_string()).collect::<Vec<_>>().join(",");
        let (_, errors) = graph(&format!("#/graph?game=custom&nodes={many}"));
        assert_eq!(
            errors,
            one(
                "nodes",
                Problem::TooLarge {
                    value: "41".into(),
                    max: 40
                }
            )
        );
    }

    #[test]
    fn sums_links() {
        let (link, errors) = sums("#/sums");
        assert!(errors.is_empty());
        assert_eq!(link, SumsLink::default());
        assert_eq!(
            format_sums(&link),
            "#/sums?rows=7,5,3,1&take=1-2&target=0&step=1"
        );
        for hash in [
            "#/sums?rows=7,5,3,1&take=1-2&target=1&step=4",
            "#/sums?rows=8,6,6&take=1-2;1,3,4;any&target=3&step=1",
            "#/sums?rows=22,5,13,27&take=any&target=0&step=6",
            "#/sums?rows=7,5,3,1&take=1-2&target=0&step=1&history=open",
        ] {
            let (link, errors) = sums(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            assert_eq!(format_sums(&link), hash);
        }
        let (link, _) = sums("#/sums?rows=8,6&take=1-2;any");
        assert_eq!(link.takes, vec![Take::UpTo(2), Take::Any]);
        let (link, errors) = sums("#/sums?rows=8,6,1&take=1-2;any");
        assert_eq!(
            errors,
            one("take", Problem::RulesCount { given: 2, rows: 3 })
        );
        assert_eq!(link, SumsLink::default());
        let (_, errors) = sums("#/sums?rows=8&take=1-2;any");
        assert_eq!(
            errors,
            one("take", Problem::RulesCount { given: 2, rows: 1 })
        );
        let (_, errors) = sums("#/sums?target=-1");
        assert_eq!(
            errors,
            one("target", Problem::NotANumber { value: "-1".into() })
        );
        let (_, errors) = sums("#/sums?step=0");
        assert_eq!(
            errors,
            one(
                "step",
                Problem::TooSmall {
                    value: "0".into(),
                    min: 1
                }
            )
        );
        let (_, errors) = sums("#/sums?take=1-2;0");
        assert_eq!(errors, one("take", Problem::ZeroTake));
        let (_, errors) = sums("#/sums?history=closed");
        assert_eq!(
            errors,
            one(
                "history",
                Problem::UnknownValue {
                    value: "closed".into(),
                    expected: &["open"],
                }
            )
        );
    }

    #[test]
    fn hostile_theory_links_never_panic_and_fall_back() {
        let parts = [
            "game=",
            "custom",
            "position",
            "exercise",
            "nodes=",
            "arrows=",
            "rows=",
            "take=",
            "step=",
            "target=",
            "kind=",
            "end=",
            "level=",
            "seed=",
            "defs=",
            "history=",
            "open",
            "&",
            ",",
            "-",
            ";",
            "%",
            "%E3%81",
            "0",
            "1",
            "99999999999999999999",
            "a",
            "é",
            "1-0",
            "--",
            "=",
            "colour=",
        ];
        for page in ["#/graph?", "#/sums?", "#/exercise?"] {
            for a in parts {
                for b in parts {
                    for c in parts {
                        let hash = format!("{page}{a}{b}{c}");
                        let (route, errors) = parse_hash(&hash);
                        if !opens_as_written(&errors) {
                            match route {
                                Route::Graph(l) => assert_eq!(l, GraphLink::default(), "{hash}"),
                                Route::Sums(l) => assert_eq!(l, SumsLink::default(), "{hash}"),
                                Route::Exercise(l) => {
                                    assert_eq!(l, ExerciseLink::default(), "{hash}")
                                }
                                _ => panic!("{hash} left its page"),
                            }
                        } else {
                            // An accepted link reproduces itself.
                            let again = match &route {
                                Route::Graph(l) => format_graph(l),
                                Route::Sums(l) => format_sums(l),
                                Route::Exercise(l) => format_exercise(l),
                                _ => panic!("{hash} left its page"),
                            };
                            assert_eq!(parse_hash(&again), (route, Vec::new()), "{hash}");
                        }
                    }
                }
            }
        }
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
}

#[cfg(test)]
mod tests {
    use super::*;

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
            &[("rows", Problem::RowCount { count: 21 })],
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
    fn a_number_field_left_empty_is_named_as_empty() {
        let check = |entry: &str, want: Result<u64, Problem>| {
            assert_eq!(parse_typed_number(entry, 20), want, "{entry:?}")
        };
        check("", Err(Problem::Empty));
        check("  ", Err(Problem::Empty));
        check(" １２ ", Ok(12));
        check("-5", Err(Problem::NotANumber { value: "-5".into() }));
        check(
            "21",
            Err(Problem::TooLarge {
                value: "21".into(),
                max: 20,
            }),
        );
    }

    #[test]
    fn typed_counts_are_digits() {
        assert_eq!(typed_count(" 12 "), Some(12));
        assert_eq!(typed_count("0"), Some(0));
        assert_eq!(typed_count("99999999999999999999"), Some(u64::MAX));
        for bad in ["", "  ", "-1", "5.5", "1e3", "+3", "٣"] {
            assert_eq!(typed_count(bad), None, "{bad}");
        }
    }

    #[test]
    fn routes_typed_by_hand_open_their_page() {
        let page = |hash: &str| {
            let (route, errors) = parse_hash(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            std::mem::discriminant(&route)
        };
        let grundy = page("#/grundy?take=1,2");
        for hash in [
            "#/Grundy?take=1,2",
            "#/GRUNDY/?take=1,2",
            "#grundy?take=1,2",
        ] {
            assert_eq!(page(hash), grundy, "{hash}");
        }
        assert_eq!(page("#/exercises"), page("#/exercise"));
        assert_eq!(page("#/graphs"), page("#/graph"));
        assert_eq!(page("#/Play/?rows=3,4"), page("#/play?rows=3,4"));
        assert_eq!(page("#/Contents"), std::mem::discriminant(&Route::Contents));
        let (_, errors) = parse_hash("#/Nowhere/");
        assert_eq!(
            errors[0].problem,
            Problem::UnknownPage {
                path: "/Nowhere/".into()
            }
        );
    }

    #[test]
    fn rules_and_opponents_round_trip() {
        for hash in [
            "#/play?rows=22,5,13,27&end=normal&take=any",
            "#/play?rows=7,5,3,1&end=normal&take=1-2",
            "#/play?rows=20&end=misere&take=1,3,5&hints=on",
            "#/play?rows=3,4,5&end=normal&take=any&vs=computer&level=good&first=computer",
            "#/play?rows=22,5,13,27&end=normal&take=any&explain=bouton&step=3&lecture=on",
            "#/play?rows=89&end=normal&take=1-10&race=100",
        ] {
            let (route, errors) = parse_hash(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            let Route::Play(link) = route else {
                panic!("{hash}")
            };
            assert_eq!(format_play(&link), hash);
        }
    }

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
        let known: &[&str] = &["take", "upto", "x", "bottomup"];
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
}

//! The shareable links of `shared/contract.md`: parsing and formatting the hash route.
//!
//! A link is public and stable. A malformed link never yields a silently different game: any
//! problem makes the whole link fall back to the default, and each problem is reported with the
//! parameter it concerns, so the page can say exactly what was wrong. Each page's link has its
//! own file; [`typed`] reads what people type into the pages' fields.

mod break_play;
mod exercise;
mod graph;
mod grundy;
mod play;
mod sums;
pub mod text;
mod typed;

pub use break_play::{format_break_play, names_game, BreakPlayLink, SplitExplanation};
pub use exercise::{
    default_exercise_take, format_exercise, kind_word, ExerciseKind, ExerciseLink, MAX_SEED,
};
pub use graph::{check_label, format_graph, GraphGame, GraphLink, MAX_GRAPH_NODES, MAX_LABEL};
pub use grundy::{format_grundy, GameWord, GrundyLink, MAX_UPTO};
pub use play::{format_play, Explanation, Opponent, PlayLink, Topic, DEFAULT_ROWS};
pub use sums::{
    format_sums, format_takes, game_row_too_large, names_a_game, SumRule, SumsLink, MAX_GAME_ROW,
    MAX_TARGET,
};
pub use typed::{
    parse_set_entry, parse_typed_number, parse_typed_rows, parse_typed_take, typed_count,
    typed_list, typed_rows, typed_text, SetEntryError,
};

use nimlab_core::{SubtractionSet, Take};

/// The most rows a link may hold.
pub const MAX_ROWS: usize = 20;
/// The most sticks a row in a link may hold.
pub const MAX_ROW: u64 = 1_000_000;
/// The largest limit or allowed count in `take`.
pub const MAX_TAKE: u64 = nimlab_core::rules::MAX_SET_ELEMENT;

/// The most steps an explanation link may name.
pub const MAX_STEP: u64 = 999;

/// A page and its state, as named by the hash route.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Route {
    /// `#/play?…`, also the empty hash.
    Play(PlayLink),
    /// `#/play?…&game=…`: a take-and-break game (full module only).
    BreakPlay(BreakPlayLink),
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
    /// Another page, its link not parsed: the first module, which shows the play page alone,
    /// leaves it to the full module (see `shell::module`).
    Elsewhere(Page),
}

impl Route {
    /// The page the route opens.
    pub fn page(&self) -> Page {
        match self {
            Route::Play(_) | Route::BreakPlay(_) => Page::Play,
            Route::Grundy(_) => Page::Grundy,
            Route::Graph(_) => Page::Graph,
            Route::Sums(_) => Page::Sums,
            Route::Exercise(_) => Page::Exercise,
            Route::Contents => Page::Contents,
            Route::Elsewhere(page) => *page,
        }
    }
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
    RowCount { count: usize, max: usize },
    /// A graph's node name given to two nodes.
    DuplicateNode { label: String },
    /// A graph's node name longer than its limit, or with a comma.
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
    /// `game` is neither a game's name nor an octal code (the Grundy table).
    BadCode {
        value: String,
        error: nimlab_core::octal::CodeError,
    },
    /// `game` and `take` together: a take-and-break game has no subtraction set.
    GameWithTake,
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

/// A page of the app, as a hash route names it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Page {
    /// `#/play`, also the empty hash.
    Play,
    /// `#/grundy`.
    Grundy,
    /// `#/graph`.
    Graph,
    /// `#/sums`.
    Sums,
    /// `#/exercise`.
    Exercise,
    /// `#/contents`.
    Contents,
    /// A path that names no page: it opens the default game, naming the path.
    Unknown,
}

/// The words that name the pages in a route's path.
const PAGE_WORDS: [(&str, Page); 9] = [
    ("", Page::Play),
    ("play", Page::Play),
    ("grundy", Page::Grundy),
    ("graph", Page::Graph),
    ("graphs", Page::Graph),
    ("sums", Page::Sums),
    ("exercise", Page::Exercise),
    ("exercises", Page::Exercise),
    ("contents", Page::Contents),
];

/// A location hash's path and query: `#/grundy?take=1,2` is `/grundy` and `take=1,2`.
fn split_hash(hash: &str) -> (&str, &str) {
    let hash = hash.strip_prefix('#').unwrap_or(hash);
    hash.split_once('?').unwrap_or((hash, ""))
}

/// The page a route's path names. A route typed by hand may differ in case, slashes or number
/// ("#/Grundy", "#/exercises/").
fn page_of_path(path: &str) -> Page {
    let word = path.trim_matches('/');
    PAGE_WORDS
        .iter()
        .find(|(w, _)| w.eq_ignore_ascii_case(word))
        .map_or(Page::Unknown, |&(_, page)| page)
}

/// The page a location hash names, read from its path alone (no parameter is parsed).
pub fn page_of(hash: &str) -> Page {
    page_of_path(split_hash(hash).0)
}

/// The play page's link in a location hash, as [`parse_hash`] opens it, or `None` when the
/// hash names another of the app's pages. Only the play page's link is parsed: code that
/// needs nothing else (the first module, the hand-over, the play page's link writer) never
/// parses another page's. A path that names no page opens the default game, naming the path.
pub fn parse_play_hash(hash: &str) -> Option<(PlayLink, Vec<LinkError>)> {
    let (path, query) = split_hash(hash);
    match page_of_path(path) {
        // A take-and-break game's link is another page's, one of the full module.
        Page::Play if names_game(query) => None,
        Page::Play => Some(play::parse_play(query)),
        Page::Unknown => Some(unknown_game(path)),
        _ => None,
    }
}

/// Parses a location hash such as `#/play?rows=1,2&end=misere`.
///
/// Returns the route to open and the problems found; with any problem the route's state is the
/// default, as the contract demands.
pub fn parse_hash(hash: &str) -> (Route, Vec<LinkError>) {
    let (path, query) = split_hash(hash);
    match page_of_path(path) {
        Page::Play if names_game(query) => break_play::parse_break_play(query),
        Page::Play => {
            let (link, errors) = play::parse_play(query);
            (Route::Play(link), errors)
        }
        Page::Grundy => {
            let (link, errors) = grundy::parse_grundy(query);
            (Route::Grundy(link), errors)
        }
        Page::Graph => {
            let (link, errors) = graph::parse_graph(query);
            (Route::Graph(link), errors)
        }
        Page::Sums => {
            let (link, errors) = sums::parse_sums(query);
            (Route::Sums(link), errors)
        }
        Page::Exercise => {
            let (link, errors) = exercise::parse_exercise(query);
            (Route::Exercise(link), errors)
        }
        Page::Contents => (Route::Contents, parse_contents(query)),
        Page::Unknown => unknown_page(path),
    }
}

/// The contents take no parameters: any given is named and ignored.
fn parse_contents(query: &str) -> Vec<LinkError> {
    let mut errors = Vec::new();
    for (name, _) in pairs(query, &[], &mut errors) {
        errors.push(LinkError {
            param: truncate(&name),
            problem: Problem::UnknownParam { known: &[] },
        });
    }
    errors
}

/// The default game, and `path` (shortened) named as a page the app does not have: a link's
/// route, or a stored last game that is no play link.
pub fn unknown_page(path: &str) -> (Route, Vec<LinkError>) {
    let (link, errors) = unknown_game(path);
    (Route::Play(link), errors)
}

/// The default game of [`unknown_page`].
fn unknown_game(path: &str) -> (PlayLink, Vec<LinkError>) {
    (
        PlayLink::default(),
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

/// Rows as a link writes them, top row first: 1 to [`MAX_ROWS`] counts of at most [`MAX_ROW`].
pub fn parse_rows(text: &str) -> Result<Vec<u64>, Problem> {
    parse_rows_up_to(text, MAX_ROWS)
}

/// [`parse_rows`] with at most `max` rows.
pub fn parse_rows_up_to(text: &str, max: usize) -> Result<Vec<u64>, Problem> {
    let parts: Vec<&str> = text.split(',').collect();
    if parts.len() > max {
        return Err(Problem::RowCount {
            count: parts.len(),
            max,
        });
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

/// `lecture=on` (or `off`): lecture mode, on every page that explains something.
fn parse_lecture(value: &str) -> Result<bool, Problem> {
    match value {
        "on" => Ok(true),
        "off" => Ok(false),
        _ => Err(unknown(value, &["on", "off"])),
    }
}

/// The link's tail for lecture mode.
fn lecture_tail(lecture: bool) -> &'static str {
    if lecture {
        "&lecture=on"
    } else {
        ""
    }
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

#[cfg(test)]
pub(super) mod tests {
    use super::*;

    /// One problem, with its parameter, as the pages' tests expect them.
    pub(in crate::route) fn one(param: &str, problem: Problem) -> Vec<(String, Problem)> {
        vec![(param.to_string(), problem)]
    }

    #[test]
    fn the_page_a_hash_names() {
        let check = |hash: &str, want: Page| assert_eq!(page_of(hash), want, "{hash}");
        check("", Page::Play);
        check("#", Page::Play);
        check("#/", Page::Play);
        check("#/play?rows=1,2", Page::Play);
        check("#/Play/?rows=x", Page::Play);
        check("#/grundy?take=1,2", Page::Grundy);
        check("#GRUNDY", Page::Grundy);
        check("#/graphs", Page::Graph);
        check("#/sums?rows=1", Page::Sums);
        check("#/exercises/", Page::Exercise);
        check("#/Contents", Page::Contents);
        check("#/nowhere?rows=1", Page::Unknown);
        check("#/play/x", Page::Unknown);
    }

    #[test]
    fn the_play_link_alone_is_the_play_route_of_the_whole_parse() {
        let check = |hash: &str| {
            let whole = match parse_hash(hash) {
                (Route::Play(link), errors) => Some((link, errors)),
                _ => None,
            };
            assert_eq!(parse_play_hash(hash), whole, "{hash}");
        };
        for hash in [
            "",
            "#/",
            "#/play?rows=1,3,5&end=misere&take=1-2&hints=on",
            "#/play?rows=1,x&colour=red",
            "#/Play/?rows=3,4&explain=nimsum&step=2",
            "#/nowhere?rows=1",
            "#/grundy?take=1,2",
            "#/graph?game=exercise",
            "#/sums",
            "#/exercise?kind=mex",
            "#/contents?x=1",
        ] {
            check(hash);
        }
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

    /// The lecture mode a theory page's `hash` opens in, the problems named, and the link
    /// the page writes back.
    fn check_lecture(hash: &str, want: bool, problems: &[(&str, Problem)], written: &str) {
        let (route, errors) = parse_hash(hash);
        let got: Vec<(&str, Problem)> = errors
            .iter()
            .map(|e| (e.param.as_str(), e.problem.clone()))
            .collect();
        assert_eq!(got, problems, "{hash}");
        let (lecture, back) = match &route {
            Route::Grundy(l) => (l.lecture, format_grundy(l)),
            Route::Graph(l) => (l.lecture, format_graph(l)),
            Route::Sums(l) => (l.lecture, format_sums(l)),
            Route::Exercise(l) => (l.lecture, format_exercise(l)),
            other => panic!("{hash} opened {other:?}"),
        };
        assert_eq!((lecture, back.as_str()), (want, written), "{hash}");
    }

    #[test]
    fn the_theory_pages_open_in_lecture_mode() {
        let bad = |value: &str| {
            vec![(
                "lecture",
                Problem::UnknownValue {
                    value: value.into(),
                    expected: &["on", "off"],
                },
            )]
        };
        for (hash, want, problems, written) in [
            (
                "#/grundy?take=1,2&upto=20&x=7&lecture=on",
                true,
                vec![],
                "#/grundy?take=1,2&upto=20&x=7&lecture=on",
            ),
            (
                "#/grundy?lecture=off",
                false,
                vec![],
                "#/grundy?take=1-2&upto=20",
            ),
            (
                "#/grundy?take=1,2&lecture=yes",
                false,
                bad("yes"),
                "#/grundy?take=1-2&upto=20",
            ),
            (
                "#/graph?game=exercise&step=3&lecture=on",
                true,
                vec![],
                "#/graph?game=exercise&step=3&lecture=on",
            ),
            (
                "#/graph?game=exercise&lecture=1",
                false,
                bad("1"),
                "#/graph?game=position&rows=16&take=1-2&step=0",
            ),
            (
                "#/sums?rows=7,5,3,1&take=1-2&target=0&step=2&lecture=on",
                true,
                vec![],
                "#/sums?rows=7,5,3,1&take=1-2&target=0&step=2&lecture=on",
            ),
            (
                "#/sums?lecture=",
                false,
                vec![("lecture", Problem::Empty)],
                "#/sums?rows=7,5,3,1&take=1-2&target=0&step=1",
            ),
            (
                "#/exercise?kind=mex&end=normal&take=1,3,4&level=1&seed=3&lecture=on",
                true,
                vec![],
                "#/exercise?kind=mex&end=normal&take=1,3,4&level=1&seed=3&lecture=on",
            ),
            (
                "#/exercise?kind=mex&lecture=ON",
                false,
                bad("ON"),
                "#/exercise?kind=pn&end=normal&take=1-2&level=1&seed=1",
            ),
        ] {
            check_lecture(hash, want, &problems, written);
        }
    }
}

//! The sums-of-games link, `#/sums?rows=…&take=…&target=…&step=…`: rows, each with its own
//! rule (a move restriction or a take-and-break game, `take=1-2;kayles;0.137`), and the
//! Grundy value a move should reach.

use super::grundy::GAME_NAMES;
use super::{
    format_take, join, lecture_tail, opened, pairs, parse_lecture, parse_number, parse_open,
    parse_rows, parse_step, parse_take, truncate, GameWord, LinkError, Problem,
};
use nimlab_core::Take;

/// The largest target value a sums link may name (rows hold at most a million sticks).
pub const MAX_TARGET: u64 = (1 << 20) - 1;

/// The largest row a take-and-break rule may have on the sums page: every option of a row is
/// listed, and a row of n has about n of them.
pub const MAX_GAME_ROW: u64 = 1000;

/// One row's rule in a sum: a move restriction, or a take-and-break game (whose moves may
/// split the row in two).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum SumRule {
    /// Take a count the restriction allows from the row.
    Take(Take),
    /// A take-and-break game, by its name or code.
    Game(GameWord),
}

/// Whether a rule's text names a take-and-break game rather than a move restriction: a game's
/// name, or a point as an octal code has (a typed range `1..2` has two).
pub fn names_a_game(text: &str) -> bool {
    GAME_NAMES.contains(&text) || (text.contains('.') && !text.contains(".."))
}

impl SumRule {
    /// A rule as a link or a field writes it: a move restriction (`1-2`, `1,3,4`, `any`), a
    /// game's name (`kayles`, `dawson`, `grundy`) or an octal code (`0.137`, with its point).
    pub fn parse(text: &str) -> Result<SumRule, Problem> {
        if names_a_game(text) {
            return GameWord::parse(text)
                .map(SumRule::Game)
                .map_err(|error| Problem::BadCode {
                    value: truncate(text),
                    error,
                });
        }
        parse_take(text).map(SumRule::Take)
    }

    /// The rule as the link writes it.
    pub fn word(&self) -> String {
        match self {
            SumRule::Take(take) => format_take(take),
            SumRule::Game(game) => game.word.clone(),
        }
    }
}

/// The state a sums link opens: rows, each with its own rule.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SumsLink {
    /// The rows' counts, top row first.
    pub rows: Vec<u64>,
    /// One rule per row.
    pub rules: Vec<SumRule>,
    /// The Grundy value t a move should reach (0: the winning moves).
    pub target: u64,
    /// The step of the construction on screen, from 1.
    pub step: u32,
    /// Whether the history and the literature are open: `history=open`, so a link can point
    /// at them.
    pub history: bool,
    /// Lecture mode (`lecture=on`): the rows and the step as a slide for a projector.
    pub lecture: bool,
}

impl Default for SumsLink {
    fn default() -> SumsLink {
        SumsLink {
            rows: vec![7, 5, 3, 1],
            rules: vec![SumRule::Take(Take::UpTo(2)); 4],
            target: 0,
            step: 1,
            history: false,
            lecture: false,
        }
    }
}

/// The sums page's parameters: an empty value of one is rejected, any other name is ignored
/// and named.
const SUMS_PARAMS: [&str; 6] = ["rows", "take", "target", "step", "history", "lecture"];

pub(super) fn parse_sums(query: &str) -> (SumsLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = SumsLink::default();
    let mut rules: Option<Vec<SumRule>> = None;
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
                .map(SumRule::parse)
                .collect::<Result<Vec<SumRule>, Problem>>()
            {
                Ok(r) => rules = Some(r),
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
            "lecture" => match parse_lecture(&value) {
                Ok(on) => link.lecture = on,
                Err(p) => fail(p),
            },
            _ => fail(Problem::UnknownParam {
                known: &SUMS_PARAMS,
            }),
        }
    }
    let n = link.rows.len();
    match rules {
        None => link.rules = vec![SumRule::Take(Take::UpTo(2)); n],
        Some(r) if r.len() == 1 => link.rules = vec![r[0].clone(); n],
        Some(r) if r.len() == n => link.rules = r,
        Some(r) => errors.push(LinkError {
            param: "take".into(),
            problem: Problem::RulesCount {
                given: r.len(),
                rows: n,
            },
        }),
    }
    if let Some(problem) = game_row_too_large(&link.rows, &link.rules) {
        errors.push(LinkError {
            param: "rows".into(),
            problem,
        });
    }
    opened(link, errors)
}

/// A row under a take-and-break rule above [`MAX_GAME_ROW`], named as too large.
pub fn game_row_too_large(rows: &[u64], rules: &[SumRule]) -> Option<Problem> {
    rows.iter()
        .zip(rules)
        .find(|(&n, rule)| matches!(rule, SumRule::Game(_)) && n > MAX_GAME_ROW)
        .map(|(n, _)| Problem::TooLarge {
            value: n.to_string(),
            max: MAX_GAME_ROW,
        })
}

/// The `take` text of a sum: one rule for all rows, or one per row separated by `;`.
pub fn format_takes(rules: &[SumRule]) -> String {
    match rules {
        [first, rest @ ..] if rest.iter().all(|r| r == first) => first.word(),
        _ => rules
            .iter()
            .map(SumRule::word)
            .collect::<Vec<_>>()
            .join(";"),
    }
}

/// The hash for a sum of games.
pub fn format_sums(link: &SumsLink) -> String {
    format!(
        "#/sums?rows={}&take={}&target={}&step={}{}{}",
        join(&link.rows),
        format_takes(&link.rules),
        link.target,
        link.step,
        if link.history { "&history=open" } else { "" },
        lecture_tail(link.lecture)
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::tests::one;
    use crate::route::{parse_hash, Route};

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

    #[test]
    fn a_parameter_the_sums_page_lacks_is_named_and_the_rest_opens() {
        let (link, errors) = sums("#/sums?rows=3,4&take=1-2&target=1&hisotry=open");
        assert_eq!(
            (link.rows, link.target, link.history),
            (vec![3, 4], 1, false)
        );
        assert_eq!(errors.len(), 1);
        assert!(
            matches!(errors[0].1, Problem::UnknownParam { known } if known.contains(&"history"))
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
        assert_eq!(
            link.rules,
            vec![SumRule::Take(Take::UpTo(2)), SumRule::Take(Take::Any)]
        );
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
    fn sums_with_take_and_break_rows() {
        use nimlab_core::octal::{CodeError, TakeBreak};
        // Round trips: names stay names, codes as the core normalizes them.
        for (hash, written) in [
            (
                "#/sums?rows=7,10,4&take=1-2;kayles;dawson&target=0&step=1",
                "#/sums?rows=7,10,4&take=1-2;kayles;dawson&target=0&step=1",
            ),
            (
                "#/sums?rows=10,2&take=kayles",
                "#/sums?rows=10,2&take=kayles&target=0&step=1",
            ),
            (
                "#/sums?rows=9,9&take=.137;0.770&target=1&step=6&lecture=on",
                "#/sums?rows=9,9&take=0.137;0.77&target=1&step=6&lecture=on",
            ),
            (
                "#/sums?rows=8,1000&take=any;grundy&target=0&step=2",
                "#/sums?rows=8,1000&take=any;grundy&target=0&step=2",
            ),
        ] {
            let (link, errors) = sums(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            assert_eq!(format_sums(&link), written, "{hash}");
        }
        let (link, _) = sums("#/sums?rows=7,10&take=1-2;kayles");
        assert_eq!(link.rules[0], SumRule::Take(Take::UpTo(2)));
        let SumRule::Game(game) = &link.rules[1] else {
            panic!("{:?}", link.rules)
        };
        assert_eq!(game.game, TakeBreak::kayles());
        // Malformed codes name the code's problem; the default sum opens.
        for (hash, value, error) in [
            (
                "#/sums?rows=7,10&take=1-2;0.8",
                "0.8",
                CodeError::BadChar {
                    position: 2,
                    found: '8',
                },
            ),
            (
                "#/sums?rows=7,10&take=1.7;any",
                "1.7",
                CodeError::BadFirstDigit { digit: 1 },
            ),
            ("#/sums?rows=7&take=0.00", "0.00", CodeError::AllZero),
        ] {
            let (link, errors) = sums(hash);
            assert_eq!(link, SumsLink::default(), "{hash}");
            assert_eq!(
                errors,
                one(
                    "take",
                    Problem::BadCode {
                        value: value.into(),
                        error
                    }
                ),
                "{hash}"
            );
        }
        // A word that is neither a rule nor a game's name is refused as a rule.
        let (_, errors) = sums("#/sums?rows=7&take=Kayles");
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, "take");
        // Rows under a game are listed option by option: at most MAX_GAME_ROW sticks.
        let (link, errors) = sums("#/sums?rows=1001,5&take=kayles;1-2");
        assert_eq!(link, SumsLink::default());
        assert_eq!(
            errors,
            one(
                "rows",
                Problem::TooLarge {
                    value: "1001".into(),
                    max: MAX_GAME_ROW
                }
            )
        );
        let (_, errors) = sums("#/sums?rows=1001,5&take=1-2;kayles");
        assert!(errors.is_empty());
    }
}

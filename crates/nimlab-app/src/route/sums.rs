//! The sums-of-games link, `#/sums?rows=…&take=…&target=…&step=…`: rows, each with its own
//! move restriction, and the Grundy value a move should reach.

use super::{
    format_take, join, lecture_tail, opened, pairs, parse_lecture, parse_number, parse_open,
    parse_rows, parse_step, parse_take, truncate, LinkError, Problem,
};
use nimlab_core::Take;

/// The largest target value a sums link may name (rows hold at most a million sticks).
pub const MAX_TARGET: u64 = (1 << 20) - 1;

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
    /// Lecture mode (`lecture=on`): the rows and the step as a slide for a projector.
    pub lecture: bool,
}

impl Default for SumsLink {
    fn default() -> SumsLink {
        SumsLink {
            rows: vec![7, 5, 3, 1],
            takes: vec![Take::UpTo(2); 4],
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
        "#/sums?rows={}&take={}&target={}&step={}{}{}",
        join(&link.rows),
        format_takes(&link.takes),
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
}

//! The Sprague–Grundy table's link, `#/grundy?take=1,2&upto=20`, with the heap explained (`x`)
//! and the bottom-up step-through (`bottomup=on`).

use super::{
    format_take, lecture_tail, opened, pairs, parse_lecture, parse_number, parse_take, truncate,
    unknown, LinkError, Problem,
};
use nimlab_core::Take;

pub const MAX_UPTO: u64 = 10_000;

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
    /// Lecture mode (`lecture=on`): the step and the table as a slide for a projector.
    pub lecture: bool,
}

impl Default for GrundyLink {
    fn default() -> GrundyLink {
        GrundyLink {
            take: Take::UpTo(2),
            upto: 20,
            x: None,
            bottom_up: false,
            lecture: false,
        }
    }
}

/// The Grundy page's parameters: an empty value of one is rejected, any other name is ignored
/// and named.
const GRUNDY_PARAMS: [&str; 5] = ["take", "upto", "x", "bottomup", "lecture"];

pub(super) fn parse_grundy(query: &str) -> (GrundyLink, Vec<LinkError>) {
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
            "lecture" => match parse_lecture(&value) {
                Ok(on) => link.lecture = on,
                Err(p) => fail(p),
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
        let known: &[&str] = &["take", "upto", "x", "bottomup", "lecture"];
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

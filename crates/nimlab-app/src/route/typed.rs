//! The readers of what people type into the pages' fields: full-width digits, the Japanese
//! comma, dashes, spaces and braces read as the links write them, and a typed rule (`take`).

use super::{parse_number, parse_rows, truncate, Problem};
use nimlab_core::rules::{MAX_SET_ELEMENT, MAX_SET_LEN};
use nimlab_core::{SubtractionSet, Take};

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

/// A number typed into a field of a theory page: a field left empty is named as empty, not
/// quoted as “” beside "not a whole number".
pub fn parse_typed_number(entry: &str, max: u64) -> Result<u64, Problem> {
    match typed_text(entry).as_str() {
        "" => Err(Problem::Empty),
        text => parse_number(text, max),
    }
}

/// Why a typed set was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetEntryError {
    /// Nothing was typed.
    Empty,
    /// A part is neither a whole number nor a range a-b.
    NotANumber(String),
    /// A range a-b with a > b, as typed ("3-1").
    Reversed(String),
    /// 0 is not a move.
    Zero,
    /// A count above the largest allowed one.
    TooLarge(String),
    /// More counts than a set may hold.
    TooMany(u64),
}

/// Parses a typed set: counts separated by commas or spaces, optionally in braces, with ranges
/// `a-b`, `a..b` or `a, …, b` (as the app writes {1, …, 10}); a lone range from 1 (`1-10`) is
/// "take 1 up to 10". Full-width digits and signs are read too ([`typed_text`]).
pub fn parse_set_entry(text: &str) -> Result<Take, SetEntryError> {
    let cleaned: String = typed_text(text)
        .chars()
        .map(|c| {
            if matches!(c, '{' | '}' | ';' | ',') {
                ' '
            } else {
                c
            }
        })
        .collect();
    // "1, …, 10": an ellipsis between two counts joins them into the range "1..10".
    let mut tokens: Vec<String> = Vec::new();
    let mut parts = cleaned.split_whitespace().peekable();
    while let Some(part) = parts.next() {
        let dots = part.len() >= 2 && part.bytes().all(|b| b == b'.');
        match (dots, tokens.last_mut(), parts.peek()) {
            (true, Some(from), Some(to)) if !from.contains('.') && !from.contains('-') => {
                from.push_str("..");
                from.push_str(to);
                parts.next();
            }
            _ => tokens.push(part.to_string()),
        }
    }
    if tokens.is_empty() {
        return Err(SetEntryError::Empty);
    }
    let number = |t: &str| -> Result<u64, SetEntryError> {
        if t.is_empty() || !t.bytes().all(|b| b.is_ascii_digit()) {
            return Err(SetEntryError::NotANumber(truncate(t)));
        }
        match t.parse::<u64>() {
            Ok(0) => Err(SetEntryError::Zero),
            Ok(n) if n <= MAX_SET_ELEMENT => Ok(n),
            _ => Err(SetEntryError::TooLarge(truncate(t))),
        }
    };
    let mut counts = Vec::new();
    for t in tokens.iter().map(String::as_str) {
        // An en dash or a tilde is a `-` by now (typed_text).
        let range = t.split_once("..").or_else(|| t.split_once('-'));
        match range {
            Some((a, b)) => {
                if a.is_empty() || b.is_empty() {
                    return Err(SetEntryError::NotANumber(truncate(t)));
                }
                let (a, b) = (number(a)?, number(b)?);
                if a > b {
                    return Err(SetEntryError::Reversed(truncate(t)));
                }
                if a == 1 && tokens.len() == 1 {
                    return Ok(Take::UpTo(b));
                }
                if b - a >= MAX_SET_LEN as u64 {
                    return Err(SetEntryError::TooMany(b - a + 1));
                }
                counts.extend(a..=b);
            }
            None => counts.push(number(t)?),
        }
    }
    counts.sort_unstable();
    counts.dedup();
    if counts.len() > MAX_SET_LEN {
        return Err(SetEntryError::TooMany(counts.len() as u64));
    }
    SubtractionSet::new(counts)
        .map(Take::Set)
        .map_err(|_| SetEntryError::Empty)
}

/// A rule typed into a field of the theory pages: `any` (in any case), or a set or range as
/// [`parse_set_entry`] reads it; refused with the link's problems, as the fields name them.
pub fn parse_typed_take(text: &str) -> Result<Take, Problem> {
    if typed_text(text) == "any" {
        return Ok(Take::Any);
    }
    parse_set_entry(text).map_err(|e| match e {
        SetEntryError::Empty => Problem::Empty,
        SetEntryError::NotANumber(value) => Problem::NotANumber { value },
        SetEntryError::Reversed(value) => Problem::ReversedRange { value },
        SetEntryError::Zero => Problem::ZeroTake,
        SetEntryError::TooLarge(value) => Problem::TooLarge {
            value,
            max: MAX_SET_ELEMENT,
        },
        SetEntryError::TooMany(n) => Problem::TooLarge {
            value: format!("{n}"),
            max: MAX_SET_LEN as u64,
        },
    })
}

#[cfg(test)]
mod tests {
    use super::*;

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

    fn set(c: &[u64]) -> Take {
        Take::Set(SubtractionSet::new(c.iter().copied()).unwrap())
    }
    #[test]
    fn typed_sets_are_read_leniently_and_refused_clearly() {
        assert_eq!(parse_set_entry("2, 5, 7"), Ok(set(&[2, 5, 7])));
        assert_eq!(parse_set_entry("{7 5 2 5}"), Ok(set(&[2, 5, 7])));
        assert_eq!(parse_set_entry("1-10"), Ok(Take::UpTo(10)));
        assert_eq!(parse_set_entry("1..3, 7"), Ok(set(&[1, 2, 3, 7])));
        assert_eq!(parse_set_entry("2-4"), Ok(set(&[2, 3, 4])));
        assert_eq!(parse_set_entry("  "), Err(SetEntryError::Empty));
        // As the app writes sets, and from a Japanese keyboard.
        assert_eq!(parse_set_entry("{1, …, 10}"), Ok(Take::UpTo(10)));
        assert_eq!(parse_set_entry("{1,...,10}"), Ok(Take::UpTo(10)));
        assert_eq!(parse_set_entry("2, ..., 4, 7"), Ok(set(&[2, 3, 4, 7])));
        assert_eq!(parse_set_entry("１，３、５"), Ok(set(&[1, 3, 5])));
        assert_eq!(parse_set_entry("１～３"), Ok(Take::UpTo(3)));
        assert!(parse_set_entry("..., 4").is_err());
        assert!(parse_set_entry("1-3, ..., 7").is_err());
        assert_eq!(
            parse_set_entry("1, x"),
            Err(SetEntryError::NotANumber("x".into()))
        );
        assert_eq!(
            parse_set_entry("-3"),
            Err(SetEntryError::NotANumber("-3".into()))
        );
        assert_eq!(
            parse_set_entry("5-2"),
            Err(SetEntryError::Reversed("5-2".into()))
        );
        assert_eq!(
            parse_set_entry("{4, 9..6}"),
            Err(SetEntryError::Reversed("9..6".into()))
        );
        assert_eq!(
            parse_typed_take("３－１"),
            Err(Problem::ReversedRange {
                value: "3-1".into()
            })
        );
        assert_eq!(parse_set_entry("0, 2"), Err(SetEntryError::Zero));
        // A number too long to quote whole is quoted with "…", never as a shorter number.
        let long = "9".repeat(45);
        assert_eq!(
            parse_set_entry(&long),
            Err(SetEntryError::TooLarge(format!("{}…", "9".repeat(40))))
        );
        assert_eq!(
            parse_set_entry(&"9".repeat(23)),
            Err(SetEntryError::TooLarge("9".repeat(23)))
        );
        assert_eq!(
            parse_set_entry("1000001"),
            Err(SetEntryError::TooLarge("1000001".into()))
        );
        assert_eq!(parse_set_entry("2-100"), Err(SetEntryError::TooMany(99)));
    }

    #[test]
    fn rules_typed_on_the_theory_pages() {
        for (typed, want) in [
            ("any", Take::Any),
            ("Any", Take::Any),
            (" ANY ", Take::Any),
            ("1-2", Take::UpTo(2)),
            ("1..3", Take::UpTo(3)),
            ("1–3", Take::UpTo(3)),
            ("2-5", set(&[2, 3, 4, 5])),
            ("{1, 3, 5}", set(&[1, 3, 5])),
            ("１，３，４", set(&[1, 3, 4])),
        ] {
            assert_eq!(parse_typed_take(typed), Ok(want), "{typed}");
        }
        assert_eq!(parse_typed_take(""), Err(Problem::Empty));
        assert_eq!(parse_typed_take("0"), Err(Problem::ZeroTake));
        assert!(matches!(
            parse_typed_take("1, x"),
            Err(Problem::NotANumber { value }) if value == "x"
        ));
    }
}

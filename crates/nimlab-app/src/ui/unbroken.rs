//! Text whose positions stay on one line.
//!
//! A position is written as in the German article, `19-5-13-0`, and a hyphen is a line-break
//! opportunity: at the end of a line it read as two positions ("19-5-13-" and "0"). Each short
//! position is therefore set in a span that does not wrap; a long one (many rows) may still
//! break at its hyphens rather than overflow a narrow column.

use yew::prelude::*;

/// The longest position kept on one line, in bytes (`10-10-10-10-10-10-10` is 20).
const MAX_UNBROKEN: usize = 24;

/// `text` cut into runs, each marked whether it is a position kept on one line; the runs
/// joined are `text`.
fn runs(text: &str) -> Vec<(&str, bool)> {
    let bytes = text.as_bytes();
    let digit = |i: usize| bytes.get(i).is_some_and(u8::is_ascii_digit);
    let mut runs = Vec::new();
    let (mut last, mut i) = (0, 0);
    while i < bytes.len() {
        // A position starts at a digit that does not continue a number or a position.
        if !digit(i) || (i > 0 && (digit(i - 1) || bytes[i - 1] == b'-')) {
            i += 1;
            continue;
        }
        let start = i;
        let mut hyphens = 0;
        loop {
            while digit(i) {
                i += 1;
            }
            if bytes.get(i) == Some(&b'-') && digit(i + 1) {
                hyphens += 1;
                i += 1;
            } else {
                break;
            }
        }
        if hyphens > 0 && i - start <= MAX_UNBROKEN {
            if last < start {
                runs.push((&text[last..start], false));
            }
            runs.push((&text[start..i], true));
            last = i;
        }
    }
    if last < text.len() {
        runs.push((&text[last..], false));
    }
    runs
}

/// `text` as HTML, each short position in a `span.pos` that does not wrap.
pub fn unbroken(text: &str) -> Html {
    html! {
        <>
            { for runs(text).into_iter().map(|(run, position)| if position {
                html! { <span class="pos">{ run.to_string() }</span> }
            } else {
                html! { run.to_string() }
            }) }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::runs;

    fn check(text: &str, expected: &[(&str, bool)]) {
        assert_eq!(runs(text), expected, "{text}");
        assert_eq!(runs(text).iter().map(|r| r.0).collect::<String>(), text);
    }

    #[test]
    fn positions_are_runs_of_their_own() {
        check("", &[]);
        check("no numbers here", &[("no numbers here", false)]);
        check("take 3 sticks", &[("take 3 sticks", false)]);
        check("19-5-13-0", &[("19-5-13-0", true)]);
        check(
            "From 19-5-13-0 to 3-4-9.",
            &[
                ("From ", false),
                ("19-5-13-0", true),
                (" to ", false),
                ("3-4-9", true),
                (".", false),
            ],
        );
        check(
            "局面 7-5-3-1 は",
            &[("局面 ", false), ("7-5-3-1", true), (" は", false)],
        );
        // A minus sign, a lone hyphen and a trailing hyphen are no positions.
        check("take -1", &[("take -1", false)]);
        check("3- and 4", &[("3- and 4", false)]);
        check("x2-3", &[("x", false), ("2-3", true)]);
        // Many rows: left free to break at its hyphens.
        let long = ["50"; 20].join("-");
        check(&long, &[(long.as_str(), false)]);
    }
}

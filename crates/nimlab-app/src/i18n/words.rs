//! Words every area writes the same way: a position (22-5-13-27), subscript digits, and a
//! list joined with "and" or "or".

use super::{pick, Lang};

/// A position written as in the German article: 22-5-13-27.
pub fn position_text(rows: &[u64]) -> String {
    rows.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

/// Subscript digits: 12 → ₁₂.
pub fn subscript(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c))
        .collect()
}

/// Items joined with commas and a final conjunction ("and" or "or").
pub fn join(lang: Lang, items: &[String], or: bool) -> String {
    let word = match or {
        false => pick(lang, [" and ", " und ", "、"]),
        true => pick(lang, [" or ", " oder ", "、または"]),
    };
    let separator = pick(lang, [", ", ", ", "、"]);
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{word}{last}", init.join(separator)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn words() {
        assert_eq!(position_text(&[22, 5, 13, 27]), "22-5-13-27");
        assert_eq!(subscript(12), "₁₂");
        let items = |n: usize| (1..=n).map(|i| i.to_string()).collect::<Vec<_>>();
        let check = |lang, n, or, expected: &str| assert_eq!(join(lang, &items(n), or), expected);
        check(Lang::En, 0, false, "");
        check(Lang::En, 1, true, "1");
        check(Lang::En, 3, false, "1, 2 and 3");
        check(Lang::De, 2, true, "1 oder 2");
        check(Lang::Ja, 3, false, "1、2、3");
        check(Lang::Ja, 2, true, "1、または2");
    }
}

//! The words of the problems only the theory pages' links and fields have (a graph's node
//! names and arrows, a sum's rules, the Grundy table's set, a range typed backwards); the rest
//! are the play page's, worded by `route::text`.

use crate::i18n::{counted, Lang};
use crate::route::Problem;
use crate::text;

/// What is wrong, as a clause without its full stop, for every problem a link or field can
/// have.
pub fn problem_text(lang: Lang, problem: &Problem) -> String {
    match problem {
        Problem::ReversedRange { value } => text!(
            lang,
            "the range “{0}” runs backwards: write the smaller count first, {1}",
            "der Bereich „{0}“ läuft rückwärts: die kleinere Anzahl zuerst schreiben, {1}",
            "範囲「{0}」が逆順です：小さい方を先に {1} と書いてください",
            value,
            swapped_range(value)
        ),
        Problem::DuplicateNode { label } => text!(
            lang,
            "the node name “{0}” is given to two nodes",
            "der Knotenname „{0}“ steht für zwei Knoten",
            "頂点名「{0}」が2つの頂点に使われています",
            label
        ),
        Problem::LongLabel { label, max } => text!(
            lang,
            "“{0}”: a node name has at most {1} characters and no comma",
            "„{0}“: ein Knotenname hat höchstens {1} Zeichen und kein Komma",
            "「{0}」：頂点名は{1}文字まで、カンマは使えません",
            label,
            max
        ),
        Problem::DuplicateArrow { arrow } => text!(
            lang,
            "the arrow {0} is given twice",
            "der Pfeil {0} ist zweimal angegeben",
            "矢印 {0} が2回指定されています",
            arrow
        ),
        Problem::NoNodes => text!(
            lang,
            "there are no nodes for the arrows to join: name them in nodes",
            "es gibt keine Knoten, die die Pfeile verbinden: die Knoten in nodes angeben",
            "矢印で結ぶ頂点がありません。頂点を nodes で指定してください"
        ),
        Problem::RulesCount { given, rows } => text!(
            lang,
            "{0} rules for {1}: give one rule for all rows or exactly one per row",
            "{0} Regeln für {1}: eine Regel für alle Reihen oder genau eine je Reihe",
            "{1}の山に {0} 個のルール：全体で1つか、山ごとにちょうど1つ指定してください",
            given,
            counted(
                lang,
                *rows as u64,
                ("row", "rows"),
                ("Reihe", "Reihen"),
                " 個"
            )
        ),
        Problem::AnyNotAllowed => text!(
            lang,
            "the Grundy table needs a finite set, not “any”",
            "die Grundy-Tabelle braucht eine endliche Menge, nicht „any“",
            "グランディ表には「any」ではなく有限集合が必要です"
        ),
        _ => crate::route::text::problem_text(lang, problem),
    }
}

/// A typed range `a-b` or `a..b` written the other way round, `b-a`.
fn swapped_range(range: &str) -> String {
    let (a, b) = range.split_once(['-', '.']).unwrap_or((range, ""));
    format!("{}-{a}", b.trim_start_matches('.'))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(problem: Problem, expected: [&str; 3]) {
        for (lang, expected) in [Lang::En, Lang::De, Lang::Ja].into_iter().zip(expected) {
            assert_eq!(problem_text(lang, &problem), expected, "{problem:?}");
        }
    }

    #[test]
    fn the_theory_pages_problems_in_every_language() {
        check(
            Problem::RulesCount { given: 2, rows: 1 },
            [
                "2 rules for 1 row: give one rule for all rows or exactly one per row",
                "2 Regeln für 1 Reihe: eine Regel für alle Reihen oder genau eine je Reihe",
                "1 個の山に 2 個のルール：全体で1つか、山ごとにちょうど1つ指定してください",
            ],
        );
        check(
            Problem::ReversedRange {
                value: "3-1".into(),
            },
            [
                "the range “3-1” runs backwards: write the smaller count first, 1-3",
                "der Bereich „3-1“ läuft rückwärts: die kleinere Anzahl zuerst schreiben, 1-3",
                "範囲「3-1」が逆順です：小さい方を先に 1-3 と書いてください",
            ],
        );
        check(
            Problem::Empty,
            ["the value is empty", "der Wert ist leer", "値が空です"],
        );
    }
}

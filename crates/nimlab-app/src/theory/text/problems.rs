//! The words of the problems only the theory pages' links and fields have (a graph's node
//! names and arrows, a sum's rules, the Grundy table's set, a range typed backwards); the rest
//! are the play page's, worded by `route::text`.

use crate::i18n::{counted, Lang};
use crate::route::Problem;
use crate::text;
use nimlab_core::octal::{CodeError, MAX_DIGITS};

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
        Problem::BadCode { value, error } => code_problem(lang, value, error),
        Problem::GameWithTake => text!(
            lang,
            "a game and a subtraction set (take) together: give one of them",
            "ein Spiel und eine Subtraktionsmenge (take) zugleich: nur eines von beiden angeben",
            "ゲーム(game)と減算集合(take)が同時に指定されています：どちらか一方にしてください"
        ),
        _ => crate::route::text::problem_text(lang, problem),
    }
}

/// What is wrong with a game's name or octal code, as a clause without its full stop.
fn code_problem(lang: Lang, value: &str, error: &CodeError) -> String {
    match error {
        CodeError::Empty | CodeError::NoPoint => text!(
            lang,
            "“{0}” is neither a game's name (kayles, dawson, grundy) nor an octal code, which has a point, as in 0.77",
            "„{0}“ ist weder der Name eines Spiels (kayles, dawson, grundy) noch ein Oktalcode, der einen Punkt hat wie 0.77",
            "「{0}」はゲーム名(kayles, dawson, grundy)でも、0.77 のように小数点のある8進コードでもありません",
            value
        ),
        CodeError::BadChar { position, found } => text!(
            lang,
            "“{0}”: “{1}” (character {2}) is no octal digit 0–7",
            "„{0}“: „{1}“ (Zeichen {2}) ist keine Oktalziffer 0–7",
            "「{0}」：「{1}」({2} 文字目)は8進数字 0〜7 ではありません",
            value,
            found,
            position + 1
        ),
        CodeError::LongWholePart => text!(
            lang,
            "“{0}”: an octal code has one digit before the point, 0 or 4",
            "„{0}“: ein Oktalcode hat eine Ziffer vor dem Punkt, 0 oder 4",
            "「{0}」：8進コードの小数点の前は1桁(0 か 4)です",
            value
        ),
        CodeError::BadFirstDigit { digit } => text!(
            lang,
            "“{0}”: the digit before the point is {1}, but only 0 or 4 are allowed (the others would let a move take nothing)",
            "„{0}“: die Ziffer vor dem Punkt ist {1}, erlaubt sind nur 0 oder 4 (die anderen ließen einen Zug nichts nehmen)",
            "「{0}」：小数点の前の数字が {1} です。0 か 4 だけが使えます(他は何も取らない手を許してしまいます)",
            value,
            digit
        ),
        CodeError::NoDigitAfterPoint => text!(
            lang,
            "“{0}”: no digit follows the point",
            "„{0}“: nach dem Punkt folgt keine Ziffer",
            "「{0}」：小数点の後に数字がありません",
            value
        ),
        CodeError::TooManyDigits { count } => text!(
            lang,
            "“{0}”: {1} digits after the point, at most {2} are allowed",
            "„{0}“: {1} Ziffern nach dem Punkt, höchstens {2} sind erlaubt",
            "「{0}」：小数点の後に {1} 桁あります。{2} 桁までです",
            value,
            count,
            MAX_DIGITS
        ),
        CodeError::AllZero => text!(
            lang,
            "“{0}”: every digit is 0, so there is no move at all",
            "„{0}“: jede Ziffer ist 0, es gibt also gar keinen Zug",
            "「{0}」：すべての数字が 0 なので、手がまったくありません",
            value
        ),
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
            Problem::BadCode {
                value: "0.8x".into(),
                error: CodeError::BadChar {
                    position: 2,
                    found: '8',
                },
            },
            [
                "“0.8x”: “8” (character 3) is no octal digit 0–7",
                "„0.8x“: „8“ (Zeichen 3) ist keine Oktalziffer 0–7",
                "「0.8x」：「8」(3 文字目)は8進数字 0〜7 ではありません",
            ],
        );
        check(
            Problem::GameWithTake,
            [
                "a game and a subtraction set (take) together: give one of them",
                "ein Spiel und eine Subtraktionsmenge (take) zugleich: nur eines von beiden angeben",
                "ゲーム(game)と減算集合(take)が同時に指定されています：どちらか一方にしてください",
            ],
        );
        check(
            Problem::Empty,
            ["the value is empty", "der Wert ist leer", "値が空です"],
        );
    }
}

//! The words of a link's problems: what is wrong with a parameter, for the link banner and
//! for the theory pages' fields, which refuse an entry for the same reasons.

use super::{LinkError, Problem};
use crate::i18n::Lang;
use crate::text;

/// A refused parameter as a sentence, its problem worded by `words` (this module's
/// [`problem_text`], or the theory pages' which knows theirs too): "Parameter “rows”: the
/// value is empty."
pub fn link_error_text(
    lang: Lang,
    error: &LinkError,
    words: fn(Lang, &Problem) -> String,
) -> String {
    let what = words(lang, &error.problem);
    text!(
        lang,
        "Parameter “{0}”: {1}.",
        "Parameter „{0}“: {1}.",
        "パラメータ「{0}」：{1}。",
        error.param,
        what
    )
}

/// What is wrong with a value of the play page's links and entries, as a clause without its
/// full stop ("the value is empty").
pub fn problem_text(lang: Lang, problem: &Problem) -> String {
    use Problem::*;
    match problem {
        Empty
        | Repeated
        | UnknownValue { .. }
        | NotANumber { .. }
        | MissingNumber
        | TooLarge { .. }
        | TooSmall { .. }
        | ZeroTake
        | BadRange { .. } => value_problem(lang, problem),
        RowCount { .. } | RaceNeedsOneRow => game_problem(lang, problem),
        UnknownPage { .. }
        | BadEncoding
        | UnknownParam { .. }
        | OnlyAgainstComputer
        | OnlyWithExplanation => link_problem(lang, problem),
        // Only the theory pages' links and fields have these: their catalog words them
        // (`theory::text::problem_text`), so the first module holds no such words.
        ReversedRange { .. }
        | DuplicateNode { .. }
        | LongLabel { .. }
        | DuplicateArrow { .. }
        | NoNodes
        | RulesCount { .. }
        | AnyNotAllowed
        | BadCode { .. }
        | GameWithTake => String::new(),
    }
}

/// A value that is no word, number or range the parameter takes.
fn value_problem(lang: Lang, problem: &Problem) -> String {
    match problem {
        Problem::Empty => text!(
            lang,
            "the value is empty",
            "der Wert ist leer",
            "値が空です"
        ),
        Problem::Repeated => text!(
            lang,
            "it is given more than once",
            "er ist mehrfach angegeben",
            "複数回指定されています"
        ),
        Problem::UnknownValue { value, expected } => text!(
            lang,
            "“{0}” is not one of: {1}",
            "„{0}“ ist keiner der Werte {1}",
            "「{0}」は {1} のいずれでもありません",
            value,
            expected.join(", ")
        ),
        Problem::NotANumber { value } => text!(
            lang,
            "“{0}” is not a whole number written with the digits 0–9",
            "„{0}“ ist keine mit den Ziffern 0–9 geschriebene ganze Zahl",
            "「{0}」は数字0〜9で書かれた整数ではありません",
            value
        ),
        Problem::MissingNumber => text!(
            lang,
            "a number is missing (between two commas, or at an end)",
            "eine Zahl fehlt (zwischen zwei Kommas oder am Ende)",
            "数が抜けています(カンマの間か端)"
        ),
        Problem::TooLarge { value, max } => text!(
            lang,
            "{0} is above the limit of {1}",
            "{0} liegt über der Grenze {1}",
            "{0} は上限 {1} を超えています",
            value,
            max
        ),
        Problem::TooSmall { value, min } => text!(
            lang,
            "{0} is below the minimum of {1}",
            "{0} liegt unter dem Minimum {1}",
            "{0} は最小値 {1} 未満です",
            value,
            min
        ),
        Problem::ZeroTake => text!(
            lang,
            "the allowed counts must be at least 1",
            "die erlaubten Anzahlen müssen mindestens 1 sein",
            "取れる本数は1以上でなければなりません"
        ),
        Problem::BadRange { value } => text!(
            lang,
            "“{0}” is not of the form 1-K with K ≥ 1",
            "„{0}“ hat nicht die Form 1-K mit K ≥ 1",
            "「{0}」は 1-K (K ≥ 1) の形ではありません",
            value
        ),
        // problem_text sends only the messages above here.
        _ => String::new(),
    }
}

/// Values that are fine alone but make no game (or graph) the page can show.
fn game_problem(lang: Lang, problem: &Problem) -> String {
    match problem {
        Problem::RowCount { count, max } => text!(
            lang,
            "{0} rows; 1 to {1} are allowed",
            "{0} Reihen; erlaubt sind 1 bis {1}",
            "山が{0}個あります。山の数は1〜{1}個にしてください",
            count,
            max
        ),
        Problem::RaceNeedsOneRow => text!(
            lang,
            "the race view needs one row, no larger than the goal, take=1-K and end=normal (whoever reaches the goal wins)",
            "die Wettlauf-Ansicht braucht eine Reihe, höchstens so groß wie das Ziel, take=1-K und end=normal (wer das Ziel erreicht, gewinnt)",
            "レース表示には目標以下の山が1つ、take=1-K、end=normal(目標に達した人の勝ち)が必要です"
        ),
        // problem_text sends only the messages above here.
        _ => String::new(),
    }
}

/// A link's page or parameters the app does not know, or does not use beside the others.
fn link_problem(lang: Lang, problem: &Problem) -> String {
    match problem {
        Problem::UnknownPage { path } => text!(
            lang,
            "there is no page “{0}”",
            "es gibt keine Seite „{0}“",
            "ページ「{0}」はありません",
            path
        ),
        Problem::BadEncoding => text!(
            lang,
            "its %-encoding is broken",
            "die %-Kodierung ist fehlerhaft",
            "%エンコードが壊れています"
        ),
        Problem::OnlyAgainstComputer => text!(
            lang,
            "it applies only to a game against the computer (vs=computer), so it is ignored",
            "er gilt nur für ein Spiel gegen den Computer (vs=computer), daher wird er ignoriert",
            "コンピュータとの対戦(vs=computer)にだけ使うため無視しています"
        ),
        Problem::OnlyWithExplanation => text!(
            lang,
            "it belongs to an explanation (explain=…), so it is ignored",
            "er gehört zu einer Erklärung (explain=…), daher wird er ignoriert",
            "説明(explain=…)に属するため無視しています"
        ),
        Problem::UnknownParam { known: [] } => text!(
            lang,
            "this page takes no parameters, so it is ignored",
            "diese Seite hat keine Parameter, daher wird er ignoriert",
            "このページにはパラメータがないため無視しています"
        ),
        Problem::UnknownParam { known } => text!(
            lang,
            "this page has no such parameter, so it is ignored (the page's parameters: {0})",
            "diese Seite hat keinen solchen Parameter, daher wird er ignoriert (Parameter dieser Seite: {0})",
            "このページにはないため無視しています(使えるパラメータ：{0})",
            known.join(", ")
        ),
        // problem_text sends only the messages above here.
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each problem's words in English, German and Japanese.
    fn check(problem: Problem, [en, de, ja]: [&str; 3]) {
        for (lang, want) in [(Lang::En, en), (Lang::De, de), (Lang::Ja, ja)] {
            assert_eq!(
                problem_text(lang, &problem),
                want,
                "{problem:?} in {lang:?}"
            );
        }
    }

    #[test]
    fn problems_in_every_language() {
        check(
            Problem::Empty,
            ["the value is empty", "der Wert ist leer", "値が空です"],
        );
        check(
            Problem::TooLarge {
                value: "99".into(),
                max: 20,
            },
            [
                "99 is above the limit of 20",
                "99 liegt über der Grenze 20",
                "99 は上限 20 を超えています",
            ],
        );
        check(
            Problem::UnknownParam {
                known: &["rows", "take"],
            },
            [
                "this page has no such parameter, so it is ignored (the page's parameters: rows, take)",
                "diese Seite hat keinen solchen Parameter, daher wird er ignoriert (Parameter dieser Seite: rows, take)",
                "このページにはないため無視しています(使えるパラメータ：rows, take)",
            ],
        );
    }

    #[test]
    fn a_link_error_names_its_parameter() {
        let error = LinkError {
            param: "rows".into(),
            problem: Problem::Empty,
        };
        assert_eq!(
            link_error_text(Lang::En, &error, problem_text),
            "Parameter “rows”: the value is empty."
        );
        assert_eq!(
            link_error_text(Lang::De, &error, problem_text),
            "Parameter „rows“: der Wert ist leer."
        );
        assert_eq!(
            link_error_text(Lang::Ja, &error, problem_text),
            "パラメータ「rows」：値が空です。"
        );
    }
}

//! The text mechanism and the words every area shares, in German, English and Japanese.
//!
//! Components never write sentences themselves; they name a message of their area's enum
//! (`play::text::Msg`, `shell::text::ShellMsg`, `explain::text`, `theory::text::T`, …) and its
//! function renders it in the current [`Lang`] with [`text!`](crate::text) or [`pick`]. A
//! message that needs numbers carries them, so word order can differ between languages;
//! `words` holds the words every area writes alike.

mod words;

pub use words::{join, position_text, subscript};

use nimlab_core::analysis::Outcome;

/// A language of the catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Lang {
    /// Deutsch.
    De,
    /// English.
    En,
    /// 日本語.
    Ja,
}

impl Lang {
    /// Every language, in the order of the language switch.
    pub const ALL: [Lang; 3] = [Lang::De, Lang::En, Lang::Ja];

    /// The BCP 47 tag, for `<html lang>` and storage.
    pub fn tag(self) -> &'static str {
        match self {
            Lang::De => "de",
            Lang::En => "en",
            Lang::Ja => "ja",
        }
    }

    /// The language's own name, for the switch.
    pub fn name(self) -> &'static str {
        match self {
            Lang::De => "Deutsch",
            Lang::En => "English",
            Lang::Ja => "日本語",
        }
    }

    /// The language for a tag such as `de-AT`; `None` when the catalog lacks it.
    pub fn from_tag(tag: &str) -> Option<Lang> {
        let primary = tag.split(['-', '_']).next()?.to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.tag() == primary)
    }

    /// `western` in English and German, `japanese` in Japanese: the punctuation between parts
    /// of a text put together from pieces.
    fn punctuation(self, western: &'static str, japanese: &'static str) -> &'static str {
        if self == Lang::Ja {
            japanese
        } else {
            western
        }
    }

    /// The space between sentences, and before a parenthesis: none in Japanese, which runs
    /// its sentences on (。 ends one).
    pub fn space(self) -> &'static str {
        self.punctuation(" ", "")
    }

    /// The colon between a label and what it labels: the full-width "：" in Japanese, which
    /// takes no space after it.
    pub fn colon(self) -> &'static str {
        self.punctuation(": ", "：")
    }

    /// The semicolon between the items of a list whose items may hold commas: the full-width
    /// "；" in Japanese.
    pub fn semicolon(self) -> &'static str {
        self.punctuation("; ", "；")
    }

    /// The full stop that ends a sentence ("。" in Japanese).
    pub fn full_stop(self) -> &'static str {
        self.punctuation(".", "。")
    }

    /// Appends a sentence to a text of sentences, after [`Lang::space`].
    pub fn push_sentence(self, text: &mut String, sentence: &str) {
        if !text.is_empty() {
            text.push_str(self.space());
        }
        text.push_str(sentence);
    }

    /// Sentences joined as [`Lang::push_sentence`] joins them.
    pub fn sentences(self, sentences: impl IntoIterator<Item = String>) -> String {
        let mut text = String::new();
        for sentence in sentences {
            self.push_sentence(&mut text, &sentence);
        }
        text
    }

    /// The first catalog language among the browser's preferences, English otherwise.
    pub fn negotiate<'a>(preferred: impl IntoIterator<Item = &'a str>) -> Lang {
        preferred
            .into_iter()
            .find_map(Lang::from_tag)
            .unwrap_or(Lang::En)
    }
}

/// A count of sticks with its noun: "1 stick", "5 sticks"; "1 Streichholz"; "5本".
pub fn sticks(lang: Lang, n: u64) -> String {
    counted(
        lang,
        n,
        ("stick", "sticks"),
        ("Streichholz", "Streichhölzer"),
        "本",
    )
}

/// A count with its noun, singular for 1 in English and German (`(one, many)`), and in
/// Japanese with its counter word after the number.
pub fn counted(lang: Lang, n: u64, en: (&str, &str), de: (&str, &str), ja: &str) -> String {
    let one = n == 1;
    let noun = pick(
        lang,
        [
            if one { en.0 } else { en.1 },
            if one { de.0 } else { de.1 },
            ja,
        ],
    );
    crate::text!(lang, "{0} {1}", "{0} {1}", "{0}{1}", n, noun)
}

/// The letter of a position's status: P or N, and in German the article's Z or C.
pub fn status_letter(lang: Lang, outcome: Outcome) -> &'static str {
    match (outcome, lang) {
        (Outcome::P, Lang::De) => "Z",
        (Outcome::N, Lang::De) => "C",
        (Outcome::P, _) => "P",
        (Outcome::N, _) => "N",
    }
}

/// The text of `lang` among three given in the catalog's order: English, German, Japanese.
pub fn pick<T>(lang: Lang, [en, de, ja]: [T; 3]) -> T {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Ja => ja,
    }
}

/// Fills a template's `{0}` … `{9}` with the arguments (`{{` and `}}` are braces), so each
/// language may order them as its grammar needs, and one routine formats every message.
/// [`text!`](crate::text) checks the placeholders against the arguments when it compiles.
pub fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
        } else if let (true, Some(end)) = (tail.starts_with('{'), tail.find('}')) {
            if let Some(value) = tail[1..end].parse::<usize>().ok().and_then(|i| args.get(i)) {
                let _ = write!(out, "{value}");
            }
            rest = &tail[end + 1..];
        } else {
            out.push_str(&tail[..1]);
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// One message in the three languages, English, German and Japanese, filled with its
/// arguments: `text!(lang, "Row {0}", "Reihe {0}", "{0}番目の山", row)`.
///
/// The one way the catalog says a sentence. Each template is also handed to `format_args!`
/// in a branch that never runs, so a placeholder without its argument, an argument no
/// template of a language uses, or a stray brace is a compile error, in every language. The
/// placeholders are positional (`{0}`, `{1}`), without format specs; braces are `{{`, `}}`.
///
/// ```
/// # use nimlab_app::{i18n::Lang, text};
/// let row = 2;
/// assert_eq!(text!(Lang::Ja, "Row {0}", "Reihe {0}", "{0}番目の山", row), "2番目の山");
/// ```
///
/// A German template that forgets its argument does not compile:
///
/// ```compile_fail
/// # use nimlab_app::{i18n::Lang, text};
/// let row = 2;
/// text!(Lang::En, "Row {0}", "Reihe", "{0}番目の山", row);
/// ```
#[macro_export]
macro_rules! text {
    ($lang:expr, $en:literal, $de:literal, $ja:literal $(, $arg:expr)* $(,)?) => {{
        if false {
            let _ = (
                ::std::format_args!($en $(, $arg)*),
                ::std::format_args!($de $(, $arg)*),
                ::std::format_args!($ja $(, $arg)*),
            );
        }
        $crate::i18n::fill($crate::i18n::pick($lang, [$en, $de, $ja]), &[$(&$arg),*])
    }};
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn negotiates_the_first_known_language() {
        assert_eq!(Lang::negotiate(["fr-FR", "de-AT", "en"]), Lang::De);
        assert_eq!(Lang::negotiate(["ja"]), Lang::Ja);
        assert_eq!(Lang::negotiate(["fr"]), Lang::En);
        assert_eq!(Lang::negotiate([]), Lang::En);
    }

    #[test]
    fn one_stick_is_singular() {
        assert_eq!(sticks(Lang::En, 1), "1 stick");
        assert_eq!(sticks(Lang::En, 0), "0 sticks");
        assert_eq!(sticks(Lang::De, 1), "1 Streichholz");
        assert_eq!(sticks(Lang::De, 5), "5 Streichhölzer");
        assert_eq!(sticks(Lang::Ja, 1), "1本");
    }

    #[test]
    fn sentences_run_on_in_japanese() {
        let joined = |lang: Lang, first: &str, second: &str| {
            let mut text = first.to_string();
            lang.push_sentence(&mut text, second);
            text
        };
        assert_eq!(joined(Lang::En, "One.", "Two."), "One. Two.");
        assert_eq!(joined(Lang::De, "", "Zwei."), "Zwei.");
        assert_eq!(joined(Lang::Ja, "一。", "(二)"), "一。(二)");
        let three = || ["A.", "B.", "C."].map(String::from);
        assert_eq!(Lang::En.sentences(three()), "A. B. C.");
        assert_eq!(Lang::Ja.sentences(three()), "A.B.C.");
    }

    #[test]
    fn templates_are_filled_in_each_languages_order() {
        let place = |lang| crate::text!(lang, "{0} of {1}", "{0} von {1}", "{1}の{0}", 2, "x");
        assert_eq!(place(Lang::En), "2 of x");
        assert_eq!(place(Lang::Ja), "xの2");
        assert_eq!(
            crate::text!(Lang::De, "{{1, 3}}{0}", "{{1, 3}} {0}", "{{}}{0}", ""),
            "{1, 3} "
        );
        assert_eq!(fill("{0}{9}", &[&1]), "1");
    }

    #[test]
    fn german_status_letters_are_the_articles() {
        assert_eq!(status_letter(Lang::De, Outcome::P), "Z");
        assert_eq!(status_letter(Lang::De, Outcome::N), "C");
        assert_eq!(status_letter(Lang::En, Outcome::N), "N");
        assert_eq!(status_letter(Lang::Ja, Outcome::P), "P");
    }
}

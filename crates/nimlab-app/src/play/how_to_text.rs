//! The line by the board that says how to move (the first minute): what a click or a tap on a
//! stick does, what the rules allow, who loses in misère play; on a first visit, where to start.
//! Lean on purpose: it is in the first module, whose every byte counts.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::text;
use nimlab_core::{Ending, Take};

/// What a move is made by.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Act {
    /// A click takes the stick and every stick right of it.
    Click,
    /// A first tap previews, a second takes (a touch screen has no hover).
    Tap,
    /// Bachet's race: the buttons +1 … +max add to the total.
    Race(u64),
}

/// The how-to line's sentences: the act, then what the rules allow when restricted, then who
/// loses in misère play.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct HowTo {
    pub act: Act,
    pub restricted: bool,
    pub misere: bool,
}

/// The sentences for a game: Bachet's race (`race`) or rows under `take` and `ending`;
/// `touch`: the screen can be touched.
pub fn how_to(race: Option<u64>, take: &Take, ending: Ending, touch: bool) -> HowTo {
    let act = match (race, take) {
        (Some(_), Take::UpTo(max)) => Act::Race(*max),
        _ if touch => Act::Tap,
        _ => Act::Click,
    };
    HowTo {
        act,
        restricted: race.is_none() && *take != Take::Any,
        misere: ending == Ending::Misere,
    }
}

/// The words of the line; `first`: a first visit, led by where to start.
pub fn how_to_text(lang: Lang, how: HowTo, take: &Take, first: bool) -> String {
    let mut line = String::new();
    if first {
        line = text!(
            lang,
            "New here? Try a game from “{0}” or an explanation.",
            "Neu hier? Probier ein Spiel aus „{0}“ oder eine Erklärung.",
            "初めてなら「{0}」のゲームや解説もどうぞ。",
            tr(lang, &Msg::SetupTitle)
        );
    }
    let act = match how.act {
        Act::Click => text!(
            lang,
            "Click a stick to take it and all sticks right of it.",
            "Ein Klick nimmt das Streichholz und alle rechts davon.",
            "クリックした棒とその右の棒をすべて取ります。"
        ),
        Act::Tap => text!(
            lang,
            "Tap a stick: it and all sticks right of it lift; tap again to take them.",
            "Tippe ein Streichholz an: Es und alle rechts davon heben sich; tippe erneut, um sie zu nehmen.",
            "棒をタップするとその棒と右の棒が浮き、もう一度タップで取ります。"
        ),
        Act::Race(max) => text!(
            lang,
            "Press +1 … +{0} to add to the total.",
            "Drücke +1 … +{0}, um zur Summe zu zählen.",
            "+1〜+{0}で合計に足します。",
            max
        ),
    };
    lang.push_sentence(&mut line, &act);
    if how.restricted {
        lang.push_sentence(&mut line, &tr(lang, &Msg::AllowedTakes(take.clone())));
    }
    if how.misere {
        let misere = text!(
            lang,
            "Misère: the last move loses.",
            "Misère: Der letzte Zug verliert.",
            "逆形：最後に取った人の負け。"
        );
        lang.push_sentence(&mut line, &misere);
    }
    line
}

/// Whether the screen can be touched (the words say "tap"); the taps themselves are told
/// apart by their pointer type (stick_row.rs).
pub fn touch_screen() -> bool {
    gloo::utils::window().navigator().max_touch_points() > 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::SubtractionSet;

    fn check(race: Option<u64>, take: Take, ending: Ending, touch: bool, want: (Act, bool, bool)) {
        let (act, restricted, misere) = want;
        let want = HowTo {
            act,
            restricted,
            misere,
        };
        let got = how_to(race, &take, ending, touch);
        assert_eq!(got, want, "{race:?} {take:?} {ending:?} {touch}");
    }

    #[test]
    fn each_kind_of_game_has_its_sentences() {
        use Act::*;
        let set = Take::Set(SubtractionSet::new(vec![1, 3, 5]).unwrap());
        check(
            None,
            Take::Any,
            Ending::Normal,
            false,
            (Click, false, false),
        );
        check(None, Take::Any, Ending::Normal, true, (Tap, false, false));
        check(None, Take::Any, Ending::Misere, false, (Click, false, true));
        check(
            None,
            Take::UpTo(3),
            Ending::Normal,
            true,
            (Tap, true, false),
        );
        check(None, set, Ending::Misere, false, (Click, true, true));
        check(
            Some(100),
            Take::UpTo(10),
            Ending::Normal,
            true,
            (Race(10), false, false),
        );
        check(
            Some(100),
            Take::UpTo(10),
            Ending::Normal,
            false,
            (Race(10), false, false),
        );
    }

    #[test]
    fn the_words_in_three_languages() {
        let up_to = Take::UpTo(3);
        let check = |race, take: &Take, ending, touch, first, want: [&str; 3]| {
            let how = how_to(race, take, ending, touch);
            for (lang, want) in [Lang::En, Lang::De, Lang::Ja].into_iter().zip(want) {
                let text = how_to_text(lang, how, take, first);
                assert_eq!(text, want, "{how:?} {lang:?}");
            }
        };
        check(
            None,
            &Take::Any,
            Ending::Normal,
            false,
            false,
            [
                "Click a stick to take it and all sticks right of it.",
                "Ein Klick nimmt das Streichholz und alle rechts davon.",
                "クリックした棒とその右の棒をすべて取ります。",
            ],
        );
        check(None, &up_to, Ending::Misere, true, false, [
            "Tap a stick: it and all sticks right of it lift; tap again to take them. Allowed: take 1 to 3 from one row. Misère: the last move loses.",
            "Tippe ein Streichholz an: Es und alle rechts davon heben sich; tippe erneut, um sie zu nehmen. Erlaubt: 1 bis 3 aus einer Reihe. Misère: Der letzte Zug verliert.",
            "棒をタップするとその棒と右の棒が浮き、もう一度タップで取ります。ルール：1つの山から1〜3本。逆形：最後に取った人の負け。",
        ]);
        check(Some(100), &Take::UpTo(10), Ending::Normal, false, true, [
            "New here? Try a game from “Rules and start position” or an explanation. Press +1 … +10 to add to the total.",
            "Neu hier? Probier ein Spiel aus „Regeln und Startstellung“ oder eine Erklärung. Drücke +1 … +10, um zur Summe zu zählen.",
            "初めてなら「ルールと初期局面」のゲームや解説もどうぞ。+1〜+10で合計に足します。",
        ]);
    }
}

//! The line by the board that says how to move (the first minute): what a click or a tap on a
//! stick does, or the race's buttons; on a first visit, where to start. What the rules allow
//! and who wins stand on the rules line just above it, so this line does not repeat them.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::text;
use nimlab_core::Take;

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

/// How a move is made: Bachet's race (`race`, whose buttons go up to `take`'s maximum) or
/// rows; `touch`: the screen can be touched.
pub fn how_to(race: Option<u64>, take: &Take, touch: bool) -> Act {
    match (race, take) {
        (Some(_), Take::UpTo(max)) => Act::Race(*max),
        _ if touch => Act::Tap,
        _ => Act::Click,
    }
}

/// The words of the line; `first`: a first visit, led by where to start.
pub fn how_to_text(lang: Lang, act: Act, first: bool) -> String {
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
    let act = match act {
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

    #[track_caller]
    fn check(race: Option<u64>, take: Take, touch: bool, first: bool, want: [&str; 3]) {
        let act = how_to(race, &take, touch);
        for (lang, want) in [Lang::En, Lang::De, Lang::Ja].into_iter().zip(want) {
            assert_eq!(how_to_text(lang, act, first), want, "{act:?} {lang:?}");
        }
    }

    #[test]
    fn each_kind_of_game_says_how_to_move_in_three_languages() {
        let click = [
            "Click a stick to take it and all sticks right of it.",
            "Ein Klick nimmt das Streichholz und alle rechts davon.",
            "クリックした棒とその右の棒をすべて取ります。",
        ];
        let tap = [
            "Tap a stick: it and all sticks right of it lift; tap again to take them.",
            "Tippe ein Streichholz an: Es und alle rechts davon heben sich; tippe erneut, um sie zu nehmen.",
            "棒をタップするとその棒と右の棒が浮き、もう一度タップで取ります。",
        ];
        let set = Take::Set(SubtractionSet::new(vec![1, 3, 5]).unwrap());
        check(None, Take::Any, false, false, click);
        check(None, Take::Any, true, false, tap);
        check(None, Take::UpTo(3), true, false, tap);
        check(None, set, false, false, click);
        check(Some(100), Take::UpTo(10), true, true, [
            "New here? Try a game from “Rules and start position” or an explanation. Press +1 … +10 to add to the total.",
            "Neu hier? Probier ein Spiel aus „Regeln und Startstellung“ oder eine Erklärung. Drücke +1 … +10, um zur Summe zu zählen.",
            "初めてなら「ルールと初期局面」のゲームや解説もどうぞ。+1〜+10で合計に足します。",
        ]);
    }
}

//! The choice of a take-and-break game on the Grundy page: presets for the known games and a
//! field for a name or an octal code, refused with what is wrong with it.

use crate::route::{truncate, typed_text, GameWord, Problem};
use crate::theory::field::{choice, field, on_text};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::octal::TakeBreak;
use yew::prelude::*;

/// The games' presets: (test word, name or code).
pub const GAME_PRESETS: [(&str, &str); 4] = [
    ("kayles", "kayles"),
    ("dawson", "dawson"),
    ("grundy", "grundy"),
    ("chess", "0.137"),
];

/// A typed game: a name in any case, or an octal code (full-width digits and point too).
pub fn parse_game_entry(text: &str) -> Result<GameWord, Problem> {
    let text = typed_text(text);
    let text = text.trim();
    GameWord::parse(text).map_err(|error| Problem::BadCode {
        value: truncate(text),
        error,
    })
}

/// Properties of [`GameChoice`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen, if the table is one's.
    pub current: Option<GameWord>,
    /// A game chosen by a preset or the field.
    pub on_choose: Callback<GameWord>,
}

/// The games' presets and the game field.
#[component]
pub fn GameChoice(props: &Props) -> Html {
    let lang = use_lang();
    let entry = use_state(|| {
        props
            .current
            .as_ref()
            .map(|g| g.word.clone())
            .unwrap_or_default()
    });
    let error = use_state(|| None::<Problem>);
    let on_submit = {
        let (entry, error, choose) = (entry.clone(), error.clone(), props.on_choose.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match parse_game_entry(&entry) {
                Ok(game) => {
                    error.set(None);
                    choose.emit(game);
                }
                Err(problem) => error.set(Some(problem)),
            }
        })
    };
    let current: Option<&TakeBreak> = props.current.as_ref().map(|g| &g.game);
    html! {
        <>
            <div class="presets" role="group" aria-label={tt(lang, &T::GamePresets)}>
                { for GAME_PRESETS.into_iter().map(|(word, name)| {
                    let game = GameWord::parse(name).expect("a valid preset");
                    let pressed = current == Some(&game.game);
                    let label = tt(lang, &T::GameName { game: game.game.clone() });
                    let choose = props.on_choose.clone();
                    choice(format!("preset-{word}"), label, pressed, Callback::from(move |_| choose.emit(game.clone())))
                }) }
            </div>
            <form class="entry" onsubmit={on_submit}>
                { field(tt(lang, &T::GameLabel), "game-input", (*entry).clone(), on_text(&entry), error.is_some().then_some("game-error")) }
                <button type="submit" data-testid="game-apply" aria-label={tt(lang, &T::ShowGame)}>{ tt(lang, &T::Show) }</button>
            </form>
            if let Some(problem) = &*error {
                <p class="entry-error" role="alert" data-testid="game-error" id="game-error">{ tt(lang, &T::GameEntry { problem: problem.clone() }) }</p>
            }
        </>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::octal::CodeError;

    fn check(typed: &str, want: Result<&str, Problem>) {
        assert_eq!(
            parse_game_entry(typed).map(|g| g.word),
            want.map(String::from),
            "{typed}"
        );
    }

    #[test]
    fn typed_games() {
        check(" Kayles ", Ok("kayles"));
        check("０．０７", Ok("0.07"));
        check(".137", Ok("0.137"));
        check(
            "0.8x",
            Err(Problem::BadCode {
                value: "0.8x".into(),
                error: CodeError::BadChar {
                    position: 2,
                    found: '8',
                },
            }),
        );
        check(
            "",
            Err(Problem::BadCode {
                value: "".into(),
                error: CodeError::Empty,
            }),
        );
        for (_, name) in GAME_PRESETS {
            assert!(GameWord::parse(name).is_ok(), "{name}");
        }
    }
}

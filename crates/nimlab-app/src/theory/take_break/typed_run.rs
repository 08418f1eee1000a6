//! A row too long to draw stick by stick: its move typed as a stick ("12") or a run ("12-13").

use super::text::{tb, Msg};
use crate::route::{typed_count, typed_text};
use crate::ui::context::use_lang;
use nimlab_core::octal::{move_from_stick, move_run, BreakMove, BreakMoveError, TakeBreak};
use yew::prelude::*;

/// The sticks (from 1) a typed run names: "12" or "12-15"; `None` for anything else.
pub fn parse_run(typed: &str) -> Option<(u64, Option<u64>)> {
    let text = typed_text(typed);
    match text.split_once('-') {
        Some((a, b)) => Some((typed_count(a)?, Some(typed_count(b)?))),
        None => Some((typed_count(&text)?, None)),
    }
}

/// Properties of [`TypedRun`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The row, from 0.
    pub row: usize,
    /// Its sticks.
    pub count: u64,
    /// The game.
    pub game: TakeBreak,
    /// Whether moves are ignored.
    pub disabled: bool,
    /// The row drawn in bundles of five, when it is not too long for that.
    pub bundles: Option<String>,
    /// A move asked for.
    pub on_play: Callback<BreakMove>,
    /// A run that is no move.
    pub on_refuse: Callback<BreakMoveError>,
}

/// The field and button of a long row's move.
#[component]
pub fn TypedRun(props: &Props) -> Html {
    let lang = use_lang();
    let number = props.row + 1;
    let field = use_node_ref();
    let error = use_state(|| None::<String>);
    let onsubmit = {
        let (field, error) = (field.clone(), error.clone());
        let (game, row, count) = (props.game.clone(), props.row, props.count);
        let (on_play, on_refuse) = (props.on_play.clone(), props.on_refuse.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let input = field.cast::<web_sys::HtmlInputElement>();
            let typed = input.as_ref().map(|i| i.value()).unwrap_or_default();
            let Some((first, last)) = parse_run(&typed) else {
                error.set(Some(crate::route::truncate(typed.trim())));
                return;
            };
            error.set(None);
            let mv = match last {
                // No move starts there: say why the stick alone is none.
                None => move_from_stick(&game, row, count, first).ok_or_else(|| {
                    let alone = move_run(&game, row, count, first, first);
                    alone
                        .err()
                        .unwrap_or(BreakMoveError::NotInRow { row, count })
                }),
                Some(last) => move_run(&game, row, count, first.min(last), first.max(last)),
            };
            match mv {
                Ok(mv) => {
                    if let Some(i) = input {
                        i.set_value("");
                    }
                    on_play.emit(mv);
                }
                Err(e) => on_refuse.emit(e),
            }
        })
    };
    html! {
        <form class="typed-move" {onsubmit} novalidate=true>
            if let Some(b) = &props.bundles {
                <span class="bundles" aria-hidden="true">{ b.clone() }</span>
            }
            <label>
                <span class="sr-only">{ tb(lang, &Msg::RunLabel { row: props.row }) }</span>
                <input type="text" inputmode="numeric" data-testid={format!("run-{number}")} ref={field}
                    aria-invalid={error.is_some().then_some("true")} />
            </label>
            <button type="submit" disabled={props.disabled}>{ tb(lang, &Msg::RunButton) }</button>
            if let Some(text) = &*error {
                <p class="entry-error" role="alert" data-testid={format!("run-error-{number}")}>
                    { tb(lang, &Msg::NotARun(text)) }
                </p>
            }
        </form>
    }
}

#[cfg(test)]
mod tests {
    use super::parse_run;

    #[test]
    fn runs_as_typed() {
        assert_eq!(parse_run("12"), Some((12, None)));
        assert_eq!(parse_run(" 3-4 "), Some((3, Some(4))));
        assert_eq!(parse_run("３－４"), Some((3, Some(4))));
        assert_eq!(parse_run("3-"), None);
        assert_eq!(parse_run("x"), None);
    }
}

//! The graph page's examples and its entry of a position's rows and rule (shown only for a
//! position's graph), with the entry's refusal.

use crate::route::GraphGame;
use crate::theory::field::{choice, field, refused};
use crate::theory::graph::page::{graph_presets, is_pressed};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`GraphEntry`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen.
    pub game: GraphGame,
    /// The rows as typed.
    pub rows_entry: String,
    /// The rule as typed.
    pub take_entry: String,
    /// Why the typed position was refused.
    pub error: Option<T>,
    /// Called with an example's game.
    pub on_game: Callback<GraphGame>,
    /// Called as the rows are typed.
    pub on_rows: Callback<InputEvent>,
    /// Called as the rule is typed.
    pub on_take: Callback<InputEvent>,
    /// Called by "Show".
    pub on_submit: Callback<SubmitEvent>,
}

/// The examples, the position's fields and the refusal.
#[component]
pub fn GraphEntry(props: &Props) -> Html {
    let lang = use_lang();
    html! {
        <>
        <div class="presets" role="group" aria-label={tt(lang, &T::Presets)}>
            { for graph_presets().into_iter().map(|(word, g)| {
                let pressed = is_pressed(&g, &props.game);
                let on_game = props.on_game.clone();
                choice(format!("game-{word}"), tt(lang, &T::GraphPreset(word)), pressed,
                    Callback::from(move |_| on_game.emit(g.clone())))
            }) }
        </div>
        // Rows and a move rule describe a position's graph; the exercise graph and one's
        // own have neither (a position preset brings the fields back).
        if matches!(&props.game, GraphGame::Position { .. }) {
            <form class="entry" onsubmit={props.on_submit.clone()}>
                { field(tt(lang, &T::RowsLabel), "graph-rows", props.rows_entry.clone(), props.on_rows.clone(), refused(&props.error, "rows", "graph-entry-error")) }
                { field(tt(lang, &T::TakeLabel), "graph-take", props.take_entry.clone(), props.on_take.clone(), refused(&props.error, "take", "graph-entry-error")) }
                <button type="submit" data-testid="graph-apply">{ tt(lang, &T::Show) }</button>
            </form>
        }
        if let Some(err) = &props.error {
            <p class="entry-error" role="alert" data-testid="graph-entry-error" id="graph-entry-error">{ tt(lang, err) }</p>
        }
        </>
    }
}

//! Undo, redo and a new game.

use super::text::{tr, Msg};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`HistoryControls`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether a move can be undone.
    pub can_undo: bool,
    /// Whether an undone move can be replayed.
    pub can_redo: bool,
    /// Undo one move.
    pub on_undo: Callback<MouseEvent>,
    /// Redo one move.
    pub on_redo: Callback<MouseEvent>,
    /// Start again from the first position.
    pub on_restart: Callback<MouseEvent>,
}

/// The history buttons under the board.
#[component]
pub fn HistoryControls(props: &Props) -> Html {
    let lang = use_lang();
    html! {
        // A button that disables itself leaves the focus on the group (see focus.rs).
        <div class="history" role="group" aria-label={tr(lang, &Msg::HistoryGroup)} data-keep-focus="">
            // The keys are ui/focus.js's, which presses these buttons.
            <button data-testid="undo" disabled={!props.can_undo} onclick={props.on_undo.clone()} aria-keyshortcuts="Control+Z">
                <span aria-hidden="true">{ "↶ " }</span>{ tr(lang, &Msg::Undo) }
            </button>
            <button data-testid="redo" disabled={!props.can_redo} onclick={props.on_redo.clone()} aria-keyshortcuts="Control+Y Control+Shift+Z">
                <span aria-hidden="true">{ "↷ " }</span>{ tr(lang, &Msg::Redo) }
            </button>
            <button data-testid="new-game" onclick={props.on_restart.clone()}>{ tr(lang, &Msg::NewGame) }</button>
        </div>
    }
}

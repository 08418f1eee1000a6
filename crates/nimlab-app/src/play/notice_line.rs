//! The line under the status: the last action's words (spoken), the computer's plan, "Why this
//! move?" after its move, and how the game goes on when the computer waits for Redo.

use crate::play::text::{tr, Msg};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`NoticeLine`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The last action's words.
    pub live: AttrValue,
    /// Whether they warn (a refused move, a click on a step's picture).
    pub refused: bool,
    /// Counts the new games in a row: a new game's words may be the last one's, and a new
    /// element is announced anyway.
    pub started: u32,
    /// The computer's planned move, during its pause.
    pub plan: Option<AttrValue>,
    /// Opens the game record's commentary at the computer's last move.
    pub why: Option<Callback<MouseEvent>>,
    /// Back in the record at the computer's turn: it waits for Redo.
    pub redo_hint: bool,
}

/// The notice line.
#[component]
pub fn NoticeLine(props: &Props) -> Html {
    let lang = use_lang();
    html! {
        <p class={classes!("notice", props.refused.then_some("refused"))}>
            // The computer's plan shows beside the live text but is not spoken: its move is
            // announced once, when it is played.
            <span aria-live="polite" data-testid="notice">
                <span key={props.started}>{ props.live.clone() }</span>
            </span>
            if let Some(plan) = &props.plan {
                <span data-testid="computer-plan">{ " " }{ plan.clone() }</span>
            }
            if let Some(onclick) = props.why.clone() {
                { " " }<button class="link" data-testid="why-move" {onclick}>{ tr(lang, &Msg::WhyThisMove) }</button>
            }
            // Back in the record at the computer's turn it waits: how it goes on. On the
            // notice's line, so nothing below moves; not spoken, as a replay of the record
            // passes many such positions.
            if props.redo_hint {
                <span data-testid="redo-hint">{ " " }{ tr(lang, &Msg::ComputerWaitsForRedo) }</span>
            }
        </p>
    }
}

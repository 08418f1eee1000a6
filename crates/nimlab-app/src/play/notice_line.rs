//! The line under the status: the last action's words (spoken), the computer's plan, "Why this
//! move?" after its move, and how the game goes on when the computer waits for Redo.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use yew::prelude::*;

/// What the notice line shows.
pub struct Notice {
    /// The last action's words.
    pub live: String,
    /// Whether they warn (a refused move, a click on a step's picture).
    pub refused: bool,
    /// Counts the new games in a row: a new game's words may be the last one's, and a new
    /// element is announced anyway.
    pub started: u32,
    /// The computer's planned move, during its pause.
    pub plan: Option<String>,
    /// Opens the game record's commentary at the computer's last move.
    pub why: Option<Callback<MouseEvent>>,
    /// Back in the record at the computer's turn: it waits for Redo.
    pub redo_hint: bool,
}

/// The notice line. A function the page renders rather than a component of its own: it
/// changes with every move, and a component would cost the first module its lifecycle code.
pub fn notice_line(lang: Lang, props: Notice) -> Html {
    html! {
        <p class={classes!("notice", props.refused.then_some("refused"))}>
            // The computer's plan shows beside the live text but is not spoken: its move is
            // announced once, when it is played.
            <span aria-live="polite" data-testid="notice">
                <span key={props.started}>{ props.live }</span>
            </span>
            if let Some(plan) = props.plan {
                <span data-testid="computer-plan">{ " " }{ plan }</span>
            }
            if let Some(onclick) = props.why {
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

//! Whose turn it is, the position's status, the nim-sum, and the winner.

use super::text::{tr, Msg};
use crate::i18n::status_letter;
use crate::ui::context::use_lang;
use nimlab_core::analysis::Outcome;
use nimlab_core::misere::SolveProgress;
use yew::prelude::*;

/// Properties of [`StatusBar`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The player to move.
    pub to_move: u8,
    /// The computer's player number when a person plays against it.
    #[prop_or_default]
    pub computer: Option<u8>,
    /// The winner, once the game is over.
    pub winner: Option<u8>,
    /// Whether the game was over as it opened, with no move made.
    #[prop_or_default]
    pub opened_over: bool,
    /// Whether no stick is left (the game over for lack of sticks rather than of legal moves).
    #[prop_or_default]
    pub empty: bool,
    /// Whether to say why the game is over (not in Bachet's race, which has no sticks).
    #[prop_or(true)]
    pub reason: bool,
    /// The status for the player to move (`None`: too large to solve exactly).
    pub outcome: Option<Outcome>,
    /// The XOR of the rows' Grundy values.
    pub nim_sum: u64,
    /// Whether the status and the nim-sum are shown (not in practice mode).
    #[prop_or(true)]
    pub spoilers: bool,
    /// The exact solver's progress while it runs.
    #[prop_or_default]
    pub solving: Option<SolveProgress>,
    /// Whether the person cancelled the exact solver.
    #[prop_or_default]
    pub cancelled: bool,
    /// Stops the exact solver.
    #[prop_or_default]
    pub on_cancel: Callback<()>,
    /// Starts it again.
    #[prop_or_default]
    pub on_resume: Callback<()>,
    /// What the board shows instead of the game, said in place of whose turn it is (an
    /// explanation step about another position; the full module only).
    #[prop_or_default]
    pub shown: Option<String>,
}

/// The status line above the board.
#[component]
pub fn StatusBar(props: &Props) -> Html {
    let lang = use_lang();
    let (code, text) = match (props.outcome, props.solving) {
        (Some(Outcome::P), _) => ("P", tr(lang, &Msg::OutcomeP)),
        (Some(Outcome::N), _) => ("N", tr(lang, &Msg::OutcomeN)),
        (None, Some(p)) => (
            "?",
            tr(
                lang,
                &Msg::Solving {
                    states: p.states,
                    limit: p.limit,
                },
            ),
        ),
        (None, None) if props.cancelled => ("?", tr(lang, &Msg::SolveCancelled)),
        (None, None) => ("?", tr(lang, &Msg::OutcomeUnknown)),
    };
    let on_cancel = props.on_cancel.reform(|_: MouseEvent| ());
    let on_resume = props.on_resume.reform(|_: MouseEvent| ());
    html! {
        <div class="status">
            if let Some(caption) = &props.shown {
                <p class="to-move step-shown" data-testid="step-shown">{ caption.clone() }</p>
            } else if let Some(w) = props.winner {
                // Not a live region: the notice line announces the winner with the last move.
                <p class="winner" data-testid="winner" data-player={w.to_string()}>
                    { tr(lang, &Msg::Winner { player: w, computer: props.computer, opened: props.opened_over }) }
                </p>
                if props.reason {
                    <p class="game-over-why" data-testid="game-over-why">
                        { tr(lang, &Msg::NoMove { player: props.to_move, computer: props.computer, empty: props.empty }) }
                    </p>
                }
            } else {
                <p class={classes!("to-move", format!("player-{}", props.to_move))} data-testid="to-move" data-player={props.to_move.to_string()}>
                    <span class="player-dot" aria-hidden="true">{ props.to_move }</span>
                    { tr(lang, &Msg::ToMove { player: props.to_move, computer: props.computer }) }
                </p>
            }
            // Practice mode shows neither (while the computer waits for a solve, it says it thinks).
            if props.spoilers {
            <p class={classes!("outcome", format!("outcome-{code}"))} data-testid="outcome" data-outcome={code}>
                <span class="badge" aria-hidden="true">{ props.outcome.map_or(code, |o| status_letter(lang, o)) }</span>
                { text }
                if let Some(p) = props.solving {
                    <progress data-testid="analysis-progress" max="1000"
                        value={p.per_mille().to_string()} aria-label={tr(lang, &Msg::SolvingProgress)} />
                    <button data-testid="analysis-cancel" onclick={on_cancel}>{ tr(lang, &Msg::SolveCancel) }</button>
                } else if props.cancelled {
                    <button data-testid="analysis-resume" onclick={on_resume}>{ tr(lang, &Msg::SolveResume) }</button>
                }
            </p>
            <p class="nim-sum" data-testid="nim-sum" data-value={props.nim_sum.to_string()}>
                { tr(lang, &Msg::NimSum) }{ " = " }<strong>{ props.nim_sum }</strong>
                <span class="bits">{ format!(" ({:b})", props.nim_sum) }</span>
            </p>
            }
        </div>
    }
}

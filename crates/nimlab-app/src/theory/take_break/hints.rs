//! The hint toggle and the winning moves of a take-and-break position, each with the rows it
//! leaves (`data-leaves`), as the contract's `winning-move` hooks name them.

use super::text::{tb, Msg};
use crate::play::text::{tr, Msg as PlayMsg};
use crate::ui::context::use_lang;
use nimlab_core::octal::BreakMove;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`BreakHints`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether the winning moves are shown.
    pub shown: bool,
    /// Whether the game is over.
    pub over: bool,
    /// The winning moves; `None` when the outcome is not known.
    pub moves: Option<Rc<Vec<BreakMove>>>,
    /// Sticks per row.
    pub rows: Rc<Vec<u64>>,
    /// Shows or hides them.
    pub on_toggle: Callback<MouseEvent>,
}

/// The rows a move leaves, ascending and comma-separated (the contract's `data-leaves`).
pub fn leaves_attr(mv: &BreakMove) -> String {
    let mut leaves = mv.leaves();
    leaves.sort_unstable();
    leaves
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

/// The hint toggle and, when shown, every winning move.
#[component]
pub fn BreakHints(props: &Props) -> Html {
    let lang = use_lang();
    let label = if props.shown {
        PlayMsg::HideHints
    } else {
        PlayMsg::ShowHints
    };
    html! {
        <section class="hints">
            <button data-testid="hint-toggle" onclick={props.on_toggle.clone()}>{ tr(lang, &label) }</button>
            if props.shown && !props.over {
                <h2>{ tr(lang, &PlayMsg::WinningMoves) }</h2>
                if let Some(moves) = &props.moves {
                    <ul data-testid="winning-moves">
                        { for moves.iter().map(|mv| {
                            let from = props.rows.get(mv.row).copied().unwrap_or(0);
                            html! {
                                <li data-testid="winning-move" data-row={(mv.row + 1).to_string()}
                                    data-take={mv.take.to_string()} data-leaves={leaves_attr(mv)}>
                                    { tb(lang, &Msg::WinningMove { mv: *mv, from }) }
                                </li>
                            }
                        }) }
                    </ul>
                    if moves.is_empty() {
                        <p data-testid="no-winning-move">{ tr(lang, &PlayMsg::NoWinningMove) }</p>
                    }
                } else {
                    <p data-testid="winning-moves-unknown">{ tr(lang, &PlayMsg::WinningMovesUnknown) }</p>
                }
            }
        </section>
    }
}

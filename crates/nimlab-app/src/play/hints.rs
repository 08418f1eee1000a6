//! The hint toggle, the list of winning moves, and practice mode's checkbox.

use super::text::{tr, Msg};
use crate::play::race_board;
use crate::ui::context::use_lang;
use nimlab_core::Move;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`Hints`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether the hints are shown.
    pub shown: bool,
    /// Practice mode: no hint toggle and no hints, only the checkbox that ends it.
    #[prop_or_default]
    pub practice: bool,
    /// Turns practice mode on or off.
    #[prop_or_default]
    pub on_practice: Callback<Event>,
    /// Whether the game is over (no moves to suggest).
    pub over: bool,
    /// Every winning move of the position.
    pub moves: Rc<Vec<Move>>,
    /// Whether the position's status is unknown (not solved), so its winning moves are too.
    #[prop_or_default]
    pub unknown: bool,
    /// In a position without a winning move, the perfect player's best try.
    #[prop_or_default]
    pub keep_long: Option<Move>,
    /// Sticks per row, to show each move's effect.
    pub rows: Rc<Vec<u64>>,
    /// Bachet's race to this goal: a move is said as what it adds and the total it reaches.
    #[prop_or_default]
    pub race: Option<u64>,
    /// Shows or hides the hints.
    pub on_toggle: Callback<MouseEvent>,
}

/// The hint toggle, and when shown, every winning move; practice mode's checkbox.
#[component]
pub fn Hints(props: &Props) -> Html {
    let lang = use_lang();
    let label = if props.shown {
        Msg::HideHints
    } else {
        Msg::ShowHints
    };
    html! {
        <section class="hints">
            // The name says what a press does ("Show", "Hide"), so no aria-pressed: a toggle that
            // changes its name as well would be announced twice over.
            if !props.practice {
                <button data-testid="hint-toggle" onclick={props.on_toggle.clone()}>
                    { tr(lang, &label) }
                </button>
            }
            <label class="practice">
                <input type="checkbox" data-testid="practice-toggle" checked={props.practice}
                    onchange={props.on_practice.clone()} />
                { tr(lang, &Msg::Practice) }
            </label>
            if props.shown && !props.over && !props.practice {
                <h2>{ tr(lang, &Msg::WinningMoves) }</h2>
                <ul data-testid="winning-moves">
                    { for props.moves.iter().map(|m| {
                        let from = props.rows.get(m.row).copied().unwrap_or(0);
                        html! {
                            <li data-testid="winning-move" data-row={(m.row + 1).to_string()} data-take={m.take.to_string()}>
                                { match props.race {
                                    Some(goal) => tr(lang, &Msg::RaceAddButton { add: m.take, to: race_board::total(goal, from - m.take) }),
                                    None => tr(lang, &Msg::WinningMove { row: m.row + 1, take: m.take, from, to: from - m.take }),
                                } }
                            </li>
                        }
                    }) }
                </ul>
                if props.unknown {
                    <p data-testid="winning-moves-unknown">{ tr(lang, &Msg::WinningMovesUnknown) }</p>
                } else if props.moves.is_empty() {
                    <p data-testid="no-winning-move">{ tr(lang, &Msg::NoWinningMove) }</p>
                }
                if let Some(m) = props.keep_long {
                    <p data-testid="keep-long" data-row={(m.row + 1).to_string()} data-take={m.take.to_string()}>
                        { match props.race {
                            Some(_) => tr(lang, &Msg::RaceKeepLong { add: m.take }),
                            None => tr(lang, &Msg::KeepLong { row: m.row + 1, take: m.take }),
                        } }
                    </p>
                }
            }
        </section>
    }
}

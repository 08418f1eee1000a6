//! The rows of matchsticks.

use crate::components::app::use_lang;
use crate::components::stick_row::StickRow;
use crate::highlight::Highlight;
use crate::i18n::{tr, Msg};
use nimlab_core::Move;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Sticks per row.
    pub rows: Rc<Vec<u64>>,
    /// Each row's Grundy value under the rules in force.
    pub grundy: Rc<Vec<u64>>,
    /// The winning moves to mark (empty when hints are hidden).
    pub hinted: Rc<Vec<Move>>,
    /// What an explanation step points at.
    #[prop_or_default]
    pub highlight: Rc<Highlight>,
    /// Called with the move a click asks for; the reducer checks it.
    pub on_take: Callback<Move>,
    /// Whether clicks are ignored (game over, or the computer's turn).
    pub disabled: bool,
}

/// The board: one [`StickRow`] per row.
#[component]
pub fn Board(props: &Props) -> Html {
    let lang = use_lang();
    html! {
        <section class="board" aria-label={tr(lang, &Msg::Board)}>
            { for props.rows.iter().enumerate().map(|(row, &count)| {
                let hinted: Vec<u64> = props
                    .hinted
                    .iter()
                    .chain(props.highlight.moves.iter())
                    .filter(|m| m.row == row)
                    .map(|m| m.take)
                    .collect();
                html! {
                    <StickRow
                        key={row}
                        row={row}
                        count={count}
                        grundy={props.grundy.get(row).copied().unwrap_or(count)}
                        hinted={hinted}
                        on_take={props.on_take.clone()}
                        disabled={props.disabled}
                        emphasized={props.highlight.rows.contains(&row)}
                    />
                }
            }) }
        </section>
    }
}

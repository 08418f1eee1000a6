//! The rows of matchsticks.

use super::text::{tr, Msg};
use crate::play::highlight::Highlight;
use crate::play::stick_row::{stick_id, StickRow};
use crate::ui::context::use_lang;
use crate::ui::focus::find_focusable;
use nimlab_core::{Move, Take};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`Board`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Sticks per row.
    pub rows: Rc<Vec<u64>>,
    /// Sticks per row at the game's start: each row keeps that many places.
    #[prop_or_default]
    pub start: Rc<Vec<u64>>,
    /// Each row's Grundy value under the rules in force.
    pub grundy: Rc<Vec<u64>>,
    /// The move restriction: sticks a click may not take are drawn inactive.
    pub take: Take,
    /// The computer's move, shown during its pause.
    #[prop_or_default]
    pub planned: Option<Move>,
    /// The winning moves to mark (empty when hints are hidden).
    pub hinted: Rc<Vec<Move>>,
    /// What an explanation step points at.
    #[prop_or_default]
    pub highlight: Rc<Highlight>,
    /// Called with the move a click asks for; the reducer checks it.
    pub on_take: Callback<Move>,
    /// Called when a row's field refuses its entry.
    #[prop_or_default]
    pub on_refused: Callback<()>,
    /// Whether clicks are ignored (game over, or the computer's turn).
    pub disabled: bool,
}

/// The board: one [`StickRow`] per row.
#[component]
pub fn Board(props: &Props) -> Html {
    let lang = use_lang();
    let onkeydown = Callback::from(move_focus);
    html! {
        <section class="board" aria-label={tr(lang, &Msg::Board)} {onkeydown}>
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
                        places={props.start.get(row).copied().unwrap_or(count).max(count)}
                        grundy={props.grundy.get(row).copied().unwrap_or(count)}
                        hinted={hinted}
                        on_take={props.on_take.clone()}
                        on_refused={props.on_refused.clone()}
                        disabled={props.disabled}
                        emphasized={props.highlight.rows.contains(&row)}
                        take={props.take.clone()}
                        planned={props.planned.filter(|m| m.row == row).map(|m| m.take)}
                    />
                }
            }) }
        </section>
    }
}

/// Arrow keys move the focus between sticks (left, right) and rows (up, down); Enter and Space
/// press the focused stick as for any button.
pub fn move_focus(e: KeyboardEvent) {
    let Some(target) = e.target_dyn_into::<web_sys::Element>() else {
        return;
    };
    let Some(id) = target.get_attribute("data-testid") else {
        return;
    };
    let Some((row, stick)) = stick_id(&id) else {
        return;
    };
    let document = gloo::utils::document();
    let find =
        |row: usize, stick: u64| find_focusable(&format!("[data-testid=\"stick-{row}-{stick}\"]"));
    // The nearest stick in another row that still has sticks, skipping empty rows.
    let in_row = |row: usize| {
        let el = document
            .query_selector(&format!("[data-testid=\"row-{row}\"]"))
            .ok()
            .flatten()?;
        let count: u64 = el.get_attribute("data-count")?.parse().ok()?;
        Some(count)
    };
    let next = match e.key().as_str() {
        "ArrowRight" => find(row, stick + 1),
        "ArrowLeft" if stick > 1 => find(row, stick - 1),
        "Home" => find(row, 1),
        "End" => in_row(row).and_then(|c| find(row, c)),
        "ArrowDown" | "ArrowUp" => {
            let down = e.key() == "ArrowDown";
            let mut r = row;
            loop {
                r = if down { r + 1 } else { r.saturating_sub(1) };
                match in_row(r) {
                    Some(0) => continue,
                    Some(count) => break find(r, stick.min(count)),
                    None => break None,
                }
            }
        }
        _ => return,
    };
    if let Some(el) = next {
        e.prevent_default();
        let _ = el.focus();
    }
}

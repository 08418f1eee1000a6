//! One row of a take-and-break game. A click on stick J makes the smallest move that starts
//! there; pressing on J and releasing on K removes J … K. Hovering (or, on a touch screen, a
//! first tap) previews the move: the sticks it removes lift and fade, a split shows its gap.

use super::input::use_row_input;
use super::text::{tb, Msg};
use crate::play::stick_row::{bundles, MAX_BUNDLED, MAX_DRAWN};
use crate::ui::context::use_lang;
use nimlab_core::octal::{move_from_stick, BreakMove, BreakMoveError, TakeBreak};
use yew::prelude::*;

/// Properties of [`BreakRow`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The row, counted from 0.
    pub row: usize,
    /// Sticks in it.
    pub count: u64,
    /// Its Grundy value, when known.
    pub grundy: Option<u64>,
    /// The game.
    pub game: TakeBreak,
    /// The winning moves in this row that the hints show.
    pub hinted: Vec<BreakMove>,
    /// The move the computer is about to make here.
    #[prop_or_default]
    pub planned: Option<BreakMove>,
    /// Whether moves are ignored (the computer's turn, the game over).
    pub disabled: bool,
    /// A move asked for.
    pub on_play: Callback<BreakMove>,
    /// A run asked for that is no move.
    pub on_refuse: Callback<BreakMoveError>,
}

/// The sticks a move removes (`first..=last`, from 1), and where it splits without removing.
fn marks(mv: &BreakMove) -> (u64, u64, Option<u64>) {
    let first = mv.left + 1;
    (first, mv.left + mv.take, (mv.take == 0).then_some(first))
}

/// A row of a take-and-break game.
#[component]
pub fn BreakRow(props: &Props) -> Html {
    let lang = use_lang();
    let (row, count, number) = (props.row, props.count, props.row + 1);
    let game = &props.game;
    let input = use_row_input(
        game,
        row,
        count,
        props.disabled,
        &props.on_play,
        &props.on_refuse,
    );
    let shown = input.preview.or(props.planned);
    let (first, last, split) = shown.as_ref().map_or((1, 0, None), marks);
    let body = if count <= MAX_DRAWN {
        html! {
            <div class="sticks break-sticks" onclick={input.onclick} onkeydown={input.onkeydown} onpointerdown={input.onpointerdown} onpointerover={input.onpointerover} onpointerup={input.onpointerup} onpointerleave={input.onpointerleave} onmousedown={input.onmousedown} onfocusout={input.onfocusout}>
                { for (1..=count).map(|stick| {
                    let click = move_from_stick(game, row, count, stick);
                    let class = classes!(
                        "stick",
                        (first..=last).contains(&stick).then_some("preview"),
                        (split == Some(stick)).then_some("split-before"),
                        props.planned.is_some().then_some("planned").filter(|_| (first..=last).contains(&stick)),
                        props.hinted.iter().any(|m| m.left + 1 == stick).then_some("hint-click"),
                        click.is_none().then_some("inactive"),
                    );
                    html! {
                        <button key={stick} {class}
                            data-testid={format!("stick-{number}-{stick}")}
                            aria-label={tb(lang, &Msg::Stick { row, stick, click })}
                            tabindex={if stick == 1 { "0" } else { "-1" }}
                            aria-disabled={props.disabled.then_some("true")} />
                    }
                }) }
            </div>
        }
    } else {
        html! {
            <super::typed_run::TypedRun {row} {count} game={game.clone()} disabled={props.disabled}
                on_play={props.on_play.clone()} on_refuse={props.on_refuse.clone()}
                bundles={(count <= MAX_BUNDLED).then(|| bundles(count))} />
        }
    };
    let leaves = shown.map(|mv| {
        mv.leaves()
            .iter()
            .map(u64::to_string)
            .collect::<Vec<_>>()
            .join(" + ")
    });
    html! {
        <div class="row" role="group" aria-label={crate::play::text::tr(lang, &crate::play::text::Msg::RowLabel { row: number, count })}
            data-testid={format!("row-{number}")} data-count={count.to_string()}
            data-grundy={props.grundy.map(|g| g.to_string())}>
            <span class="row-number" aria-hidden="true">{ number }</span>
            { body }
            <span class="row-count" aria-hidden="true">
                { count }
                if let Some(leaves) = leaves {
                    <span class="row-leaves" data-testid={format!("preview-{number}")}>{ " → " }{ if leaves.is_empty() { "0".to_string() } else { leaves } }</span>
                }
            </span>
        </div>
    }
}

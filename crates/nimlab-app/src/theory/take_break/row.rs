//! One row of a take-and-break game. A click on stick J makes the smallest move that starts
//! there; pressing on J and releasing on K removes J … K. Hovering (or, on a touch screen, a
//! first tap) previews the move: the sticks it removes lift and fade, a split shows its gap.

use super::text::{tb, Msg};
use crate::play::stick_row::{bundles, stick_id, MAX_BUNDLED, MAX_DRAWN};
use crate::ui::context::use_lang;
use nimlab_core::octal::{move_from_stick, move_run, BreakMove, BreakMoveError, TakeBreak};
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

/// The stick (from 1) of this row that a pointer event is on.
fn stick_of(e: &MouseEvent, number: usize) -> Option<u64> {
    let target: web_sys::Element = e.target_dyn_into()?;
    let (row, stick) = stick_id(&target.get_attribute("data-testid")?)?;
    (row == number).then_some(stick)
}

/// Whether the event came from a touch.
fn is_touch(e: &MouseEvent) -> bool {
    use wasm_bindgen::JsCast;
    e.dyn_ref::<web_sys::PointerEvent>()
        .is_some_and(|p| p.pointer_type() == "touch")
}

/// The run a press on `from` and a release on `to` name, in order.
fn run(
    game: &TakeBreak,
    row: usize,
    count: u64,
    from: u64,
    to: u64,
) -> Result<BreakMove, BreakMoveError> {
    move_run(game, row, count, from.min(to), from.max(to))
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
    // What the pointer points at: the move it would make (hover, first tap, drag).
    let preview = use_state(|| None::<BreakMove>);
    // The stick a press started on, and whether a touch armed the preview.
    let pressed = use_mut_ref(|| None::<u64>);
    let armed = use_mut_ref(|| None::<u64>);
    let clickable = !props.disabled;

    let onclick = {
        let (game, on_play, on_refuse) =
            (game.clone(), props.on_play.clone(), props.on_refuse.clone());
        let (preview, armed) = (preview.clone(), armed.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(j) = stick_of(&e, number).filter(|_| clickable) else {
                return;
            };
            let mv = move_from_stick(&game, row, count, j);
            if is_touch(&e) && *armed.borrow() != Some(j) {
                *armed.borrow_mut() = Some(j);
                preview.set(mv);
                return;
            }
            armed.borrow_mut().take();
            match mv {
                Some(mv) => on_play.emit(mv),
                None => on_refuse.emit(first_refusal(&game, row, count, j)),
            }
        })
    };
    let onpointerdown = {
        let pressed = pressed.clone();
        Callback::from(move |e: PointerEvent| *pressed.borrow_mut() = stick_of(&e, number))
    };
    let onpointerover = {
        let (game, preview, pressed) = (game.clone(), preview.clone(), pressed.clone());
        Callback::from(move |e: PointerEvent| {
            let Some(j) = stick_of(&e, number).filter(|_| clickable && !is_touch(&e)) else {
                return;
            };
            preview.set(match *pressed.borrow() {
                Some(from) => run(&game, row, count, from, j).ok(),
                None => move_from_stick(&game, row, count, j),
            });
        })
    };
    let onpointerup = {
        let (game, on_play, on_refuse) =
            (game.clone(), props.on_play.clone(), props.on_refuse.clone());
        let pressed = pressed.clone();
        Callback::from(move |e: PointerEvent| {
            let from = pressed.borrow_mut().take();
            let to = stick_of(&e, number);
            // A press and release on one stick is a click, handled as such.
            if let (Some(from), Some(to), true) = (from, to, clickable) {
                if from != to {
                    match run(&game, row, count, from, to) {
                        Ok(mv) => on_play.emit(mv),
                        Err(error) => on_refuse.emit(error),
                    }
                }
            }
        })
    };
    let onpointerleave = {
        let (preview, pressed, armed) = (preview.clone(), pressed.clone(), armed.clone());
        Callback::from(move |e: PointerEvent| {
            if !is_touch(&e) {
                pressed.borrow_mut().take();
                armed.borrow_mut().take();
                preview.set(None);
            }
        })
    };
    // A mouse press does not focus the stick: the move may remove it.
    let onmousedown = Callback::from(move |e: MouseEvent| {
        if stick_of(&e, number).is_some() {
            e.prevent_default();
        }
    });
    let onfocusout = {
        let (preview, armed) = (preview.clone(), armed.clone());
        Callback::from(move |_: FocusEvent| {
            if armed.borrow_mut().take().is_some() {
                preview.set(None);
            }
        })
    };

    let shown = (*preview).or(props.planned);
    let (first, last, split) = shown.as_ref().map_or((1, 0, None), marks);
    let body = if count <= MAX_DRAWN {
        html! {
            <div class="sticks break-sticks" {onclick} {onpointerdown} {onpointerover} {onpointerup} {onpointerleave} {onmousedown} {onfocusout}>
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

/// Why a click on stick `j` makes no move: the smallest removal from it, refused.
fn first_refusal(game: &TakeBreak, row: usize, count: u64, j: u64) -> BreakMoveError {
    run(game, row, count, j, j)
        .err()
        .unwrap_or(BreakMoveError::NotAllowed {
            take: 1,
            left: j - 1,
            right: count - j,
        })
}

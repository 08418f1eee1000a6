//! What a pointer, a touch or the keyboard does on a row of a take-and-break game: a click
//! makes the smallest move from its stick, a drag or two taps choose a run, Shift with the
//! arrow keys chooses one too; each previews its move before it is made.

use crate::play::stick_row::stick_id;
use nimlab_core::octal::{move_from_stick, move_run, BreakMove, BreakMoveError, TakeBreak};
use yew::prelude::*;

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

/// The handlers of a row's sticks, and the move they preview.
pub struct RowInput {
    /// The move the pointer, a first tap or the keyboard points at.
    pub preview: Option<BreakMove>,
    pub onclick: Callback<MouseEvent>,
    pub onpointerdown: Callback<PointerEvent>,
    pub onpointerover: Callback<PointerEvent>,
    pub onpointerup: Callback<PointerEvent>,
    pub onpointerleave: Callback<PointerEvent>,
    pub onmousedown: Callback<MouseEvent>,
    pub onfocusout: Callback<FocusEvent>,
    pub onkeydown: Callback<KeyboardEvent>,
}

/// The input of row `row` (from 0) of `count` sticks.
#[hook]
pub fn use_row_input(
    game: &TakeBreak,
    row: usize,
    count: u64,
    disabled: bool,
    on_play: &Callback<BreakMove>,
    on_refuse: &Callback<BreakMoveError>,
) -> RowInput {
    let number = row + 1;
    // What the pointer points at: the move it would make (hover, first tap, drag).
    let preview = use_state(|| None::<BreakMove>);
    // The stick a press started on, and whether a touch armed the preview.
    let pressed = use_mut_ref(|| None::<u64>);
    let armed = use_mut_ref(|| None::<(u64, u64)>);
    // A run chosen by the keyboard: (anchor, end), see [`select_by_keys`].
    let selected = use_mut_ref(|| None::<(u64, u64)>);
    let clickable = !disabled;

    let onclick = {
        let (game, on_play, on_refuse) = (game.clone(), on_play.clone(), on_refuse.clone());
        let (preview, armed, selected) = (preview.clone(), armed.clone(), selected.clone());
        Callback::from(move |e: MouseEvent| {
            let Some(j) = stick_of(&e, number).filter(|_| clickable) else {
                return;
            };
            // Enter on the end of a run chosen by the keyboard removes the run.
            let chosen = selected.borrow_mut().take();
            if let Some((a, b)) = chosen.filter(|&(a, b)| a != b && b == j) {
                match run(&game, row, count, a, b) {
                    Ok(mv) => on_play.emit(mv),
                    Err(error) => on_refuse.emit(error),
                }
                return;
            }
            let mut mv = move_from_stick(&game, row, count, j)
                .ok_or_else(|| first_refusal(&game, row, count, j));
            if is_touch(&e) {
                // A first tap previews (and takes the focus, so a tap elsewhere cancels); a tap
                // on another stick of the row previews the run between; a tap on the end makes it.
                let state = *armed.borrow();
                match state {
                    Some((a, end)) if end == j => {
                        if a != j {
                            mv = run(&game, row, count, a, j);
                        }
                    }
                    Some((a, _)) => {
                        *armed.borrow_mut() = Some((a, j));
                        preview.set(run(&game, row, count, a, j).ok());
                        return;
                    }
                    None => {
                        *armed.borrow_mut() = Some((j, j));
                        if let Some(el) = e.target_dyn_into::<web_sys::HtmlElement>() {
                            let _ = el.focus();
                        }
                        preview.set(mv.ok());
                        return;
                    }
                }
            }
            armed.borrow_mut().take();
            match mv {
                Ok(mv) => on_play.emit(mv),
                Err(error) => on_refuse.emit(error),
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
        let (game, on_play, on_refuse) = (game.clone(), on_play.clone(), on_refuse.clone());
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

    RowInput {
        preview: *preview,
        onkeydown: select_by_keys(game, row, count, &selected, &preview),
        onclick,
        onpointerdown,
        onpointerover,
        onpointerup,
        onpointerleave,
        onmousedown,
        onfocusout,
    }
}

/// Shift with an arrow key chooses a run from the focused stick, previewed as a drag is; the
/// focus moves with it (the board's own arrow keys), and Enter on its end removes it. Any other
/// arrow key lets the run go.
fn select_by_keys(
    game: &TakeBreak,
    row: usize,
    count: u64,
    selected: &std::rc::Rc<std::cell::RefCell<Option<(u64, u64)>>>,
    preview: &UseStateHandle<Option<BreakMove>>,
) -> Callback<KeyboardEvent> {
    let (game, selected, preview) = (game.clone(), selected.clone(), preview.clone());
    Callback::from(move |e: KeyboardEvent| {
        let step = match e.key().as_str() {
            "ArrowRight" => 1,
            "ArrowLeft" => -1,
            _ => return,
        };
        let Some(j) = e
            .target_dyn_into::<web_sys::Element>()
            .and_then(|t| stick_id(&t.get_attribute("data-testid")?))
            .map(|(_, j)| j)
        else {
            return;
        };
        if !e.shift_key() {
            selected.borrow_mut().take();
            return;
        }
        let end = j.saturating_add_signed(step).clamp(1, count);
        let anchor = selected.borrow().map_or(j, |(a, _)| a);
        *selected.borrow_mut() = Some((anchor, end));
        preview.set(run(&game, row, count, anchor, end).ok());
    })
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

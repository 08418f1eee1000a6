//! One row of matchsticks; each stick is a button that takes itself and every stick right of it.

use super::text::{tr, Msg};
use crate::play::state::stick_move;
use crate::route::typed_count;
use crate::ui::context::use_lang;
use crate::ui::focus::find_focusable;
use nimlab_core::{Move, Take};
use yew::prelude::*;

/// Rows longer than this are shown as a number with a typed move, not as single sticks.
pub const MAX_DRAWN: u64 = 60;
/// Rows up to this length still show their sticks in bundles of five, as the German article
/// writes them (|||| |||| ||).
pub const MAX_BUNDLED: u64 = 500;

/// A row written in bundles of five: `||||` per five (the fifth stroke crosses them in print).
pub fn bundles(count: u64) -> String {
    let mut text = "|||| ".repeat((count / 5) as usize);
    text.push_str(&"|".repeat((count % 5) as usize));
    text.trim_end().to_string()
}

/// The row and the stick (both from 1) that a stick's test id `stick-R-S` names.
pub fn stick_id(id: &str) -> Option<(usize, u64)> {
    let (row, stick) = id.strip_prefix("stick-")?.split_once('-')?;
    Some((row.parse().ok()?, stick.parse().ok()?))
}

/// The stick (from 1) an event on row `number` (from 1; 0: any row) came from.
fn clicked_stick(e: &MouseEvent, number: usize) -> Option<u64> {
    let target: web_sys::Element = e.target_dyn_into()?;
    let (row, stick) = stick_id(&target.get_attribute("data-testid")?)?;
    (number == 0 || row == number).then_some(stick)
}

/// A touch has no hover to preview a move: its first tap on a stick arms it (class `armed`,
/// styled as the hover preview) and says so (true); a second tap on the armed stick takes. A
/// tap elsewhere moves the focus, which disarms (`disarm`). Mouse and keys take at once.
fn arm_on_first_tap(e: &MouseEvent) -> bool {
    use wasm_bindgen::JsCast;
    let touch = e
        .dyn_ref::<web_sys::PointerEvent>()
        .is_some_and(|p| p.pointer_type() == "touch");
    let Some(stick) = e.target_dyn_into::<web_sys::HtmlElement>() else {
        return false;
    };
    let classes = stick.class_list();
    if !touch || classes.contains("armed") {
        return false;
    }
    let _ = classes.add_1("armed");
    let _ = stick.focus();
    true
}

/// The armed stick lost the focus: a tap elsewhere cancels its preview.
fn disarm(e: FocusEvent) {
    if let Some(el) = e.target_dyn_into::<web_sys::Element>() {
        let _ = el.class_list().remove_1("armed");
    }
}

/// Before stick `stick` of row `number` (both from 1) takes itself and every stick right of
/// it: if the focus is on one of them (a keyboard move), it goes to the stick left of them,
/// or to the first stick of another row, so the keyboard stays on the board.
fn keep_focus(number: usize, stick: u64) {
    let focused = gloo::utils::document()
        .active_element()
        .and_then(|el| el.get_attribute("data-testid"))
        .and_then(|id| stick_id(&id))
        .filter(|&(row, _)| row == number);
    if focused.is_none_or(|(_, f)| f < stick) {
        return;
    }
    let selector = if stick > 1 {
        format!("[data-testid=\"stick-{number}-{}\"]", stick - 1)
    } else {
        format!(".board .row:not([data-testid=\"row-{number}\"]) .stick")
    };
    if let Some(el) = find_focusable(&selector) {
        let _ = el.focus();
    }
}

/// Properties of [`StickRow`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The row, counted from 0.
    pub row: usize,
    /// Sticks left.
    pub count: u64,
    /// The places the row keeps: its count at the game's start. A taken stick leaves its
    /// place empty, so a move never moves the rows below (under the pointer of the next click).
    #[prop_or_default]
    pub places: u64,
    /// The row's Grundy value under the rules in force.
    pub grundy: u64,
    /// How many sticks each hinted winning move in this row takes.
    pub hinted: Vec<u64>,
    /// Called with the move a click asks for.
    pub on_take: Callback<Move>,
    /// Called when the row's field refuses its entry.
    #[prop_or_default]
    pub on_refused: Callback<()>,
    /// Whether clicks are ignored.
    pub disabled: bool,
    /// The move restriction: a stick whose click would take a forbidden count is inactive.
    pub take: Take,
    /// How many the computer is about to take from this row.
    #[prop_or_default]
    pub planned: Option<u64>,
    /// Whether an explanation step points at this row.
    #[prop_or_default]
    pub emphasized: bool,
}

/// A row of sticks, or, for a very long row, its count and a field for the move.
#[component]
pub fn StickRow(props: &Props) -> Html {
    let lang = use_lang();
    let row = props.row;
    let number = row + 1;
    let count = props.count;
    // The typed count is read from the field when the form is sent, so a quick Enter after
    // typing never sees an older value.
    let field = use_node_ref();
    // A typed entry that is no count of sticks, kept to say so beside the field.
    let entry_error = use_state(|| None::<String>);

    // One listener for the row's sticks (a stick names itself in its test id): a move then
    // re-renders one row's buttons without re-registering a listener for each.
    let onclick = {
        let on_take = props.on_take.clone();
        let (take, disabled) = (props.take.clone(), props.disabled);
        Callback::from(move |e: MouseEvent| {
            let Some(stick) = clicked_stick(&e, number) else {
                return;
            };
            if stick > count || (!disabled && arm_on_first_tap(&e)) {
                return;
            }
            if take.allows(count - stick + 1) && !disabled {
                keep_focus(number, stick);
            }
            on_take.emit(stick_move(row, stick, count));
        })
    };
    // A mouse press does not focus the stick: the move removes it, and removing the focused
    // element makes the browser restyle and lay out the page before the move's own update.
    let onmousedown = Callback::from(|e: MouseEvent| {
        if clicked_stick(&e, 0).is_some() {
            e.prevent_default();
        }
    });

    let body = if count <= MAX_DRAWN {
        let takes_min = props.hinted.iter().copied().min().unwrap_or(0);
        html! {
            <div class={classes!("sticks", (!props.disabled).then_some("live"))} {onclick} {onmousedown} onfocusout={disarm}>
                { for (1..=count).map(|stick| {
                    let take = count - stick + 1;
                    let legal = props.take.allows(take);
                    let class = classes!(
                        "stick",
                        props.hinted.contains(&take).then_some("hint-click"),
                        (takes_min > 0 && take <= takes_min).then_some("hint-take"),
                        (!legal).then_some("inactive"),
                        props.planned.is_some_and(|p| take <= p).then_some("planned"),
                    );
                    let mut label = tr(lang, &Msg::StickLabel { row: number, stick, take });
                    if !legal {
                        lang.push_sentence(&mut label, &tr(lang, &Msg::StickInactive));
                    }
                    // Keyed by the stick's place: Yew matches an unkeyed list from its end,
                    // so a move would rewrite every stick left of the ones it takes.
                    html! {
                        <button
                            key={stick}
                            {class}
                            data-testid={format!("stick-{number}-{stick}")}
                            aria-label={label}
                            tabindex={if stick == 1 { "0" } else { "-1" }}
                            aria-disabled={props.disabled.then_some("true")}
                        />
                    }
                }) }
                // The same element as the stick it was, so a move changes its attributes
                // rather than replacing it (an inserted node restyled the whole row).
                { for (count + 1..=props.places.min(MAX_DRAWN)).map(|place| html! {
                    <button key={place} class="taken" disabled=true tabindex="-1" aria-hidden="true" />
                }) }
            </div>
        }
    } else {
        let onsubmit = {
            let on_take = props.on_take.clone();
            let field = field.clone();
            let (entry_error, on_refused) = (entry_error.clone(), props.on_refused.clone());
            let (rules, disabled) = (props.take.clone(), props.disabled);
            Callback::from(move |e: SubmitEvent| {
                e.prevent_default();
                let input = field.cast::<web_sys::HtmlInputElement>();
                let typed = input.as_ref().map(|i| i.value()).unwrap_or_default();
                // Too many for the row: the reducer says so; too many for a u64: quoted as typed.
                match typed_count(&typed) {
                    Some(take) if take < u64::MAX => {
                        entry_error.set(None);
                        // A move made empties the field: the next player's Enter would repeat it.
                        if let Some(i) = input.filter(|_| {
                            (1..=count).contains(&take) && rules.allows(take) && !disabled
                        }) {
                            i.set_value("");
                        }
                        // Zero or more than the row holds: the reducer refuses it with its reason.
                        on_take.emit(Move { row, take });
                    }
                    _ => {
                        entry_error.set(Some(crate::route::truncate(typed.trim())));
                        on_refused.emit(());
                    }
                }
            })
        };
        html! {
            <form class="typed-move" {onsubmit} novalidate=true>
                // The bundles are the row's picture; a row too long for them has only its count
                // beside it, as every row does.
                if count <= MAX_BUNDLED {
                    <span class="bundles" aria-hidden="true">{ bundles(count) }</span>
                }
                <label>
                    <span class="sr-only">{ tr(lang, &Msg::TakeFromRow { row: number }) }</span>
                    <input type="number" min="1" max={count.to_string()} inputmode="numeric"
                        data-testid={format!("take-{number}")} ref={field}
                        aria-invalid={entry_error.is_some().then_some("true")}
                        aria-describedby={entry_error.is_some().then(|| format!("take-error-{number}"))}
                        oninput={let e = entry_error.clone(); move |_| e.set(None)} />
                </label>
                <button type="submit" disabled={props.disabled}>{ tr(lang, &Msg::TakeButton) }</button>
                if let Some(text) = &*entry_error {
                    <p class="entry-error" role="alert" data-testid={format!("take-error-{number}")} id={format!("take-error-{number}")}>
                        { tr(lang, &Msg::NotACount { text: text.clone() }) }
                    </p>
                }
            </form>
        }
    };

    html! {
        <div
            class={classes!("row", props.emphasized.then_some("emphasized"))}
            role="group"
            aria-label={tr(lang, &Msg::RowLabel { row: number, count })}
            data-testid={format!("row-{number}")}
            data-count={count.to_string()}
            data-grundy={props.grundy.to_string()}
        >
            <span class="row-number" aria-hidden="true">{ number }</span>
            { body }
            <span class="row-count" aria-hidden="true">{ count }</span>
        </div>
    }
}

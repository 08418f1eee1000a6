//! The step-through panel, the legend and the Grundy table of one set and range: the cell on
//! screen lives here, so a cell click re-renders the panel and the table's marks, not the
//! page's controls and facts around them. The page keys it by set and range, so another table
//! (or coming back to one) starts with no heap on screen.

use crate::components::app::use_lang;
use crate::components::grundy_cells::{Cells, GrundyTable, BLOCK};
use crate::components::grundy_step::GrundyStepPanel;
use crate::i18n::theory::{tt, T};
use nimlab_core::Take;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

thread_local! {
    /// The cell a key just chose, to scroll into view once it is marked.
    static SCROLL_TO: Cell<Option<u64>> = const { Cell::new(None) };
}

/// Properties of [`GrundyExplorer`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The move restriction.
    pub take: Take,
    /// γ(0), …, γ(upto).
    pub values: Rc<Vec<u64>>,
    /// ν(0), …, ν(upto), by their own recursion.
    pub win: Rc<Vec<bool>>,
    /// (pre-period, period), once certified.
    pub period: Option<(u64, u64)>,
}

/// The step panel, the legend and the table.
#[component]
pub fn GrundyExplorer(props: &Props) -> Html {
    let lang = use_lang();
    let upto = props.values.len() as u64 - 1;
    // The heap on screen, and whether heaps above it are still hidden (stepping bottom-up).
    let cursor = use_state_eq(|| (None::<u64>, false));
    let (heap, stepping) = *cursor;
    let set = move |heap: Option<u64>, stepping: bool| cursor.set((heap, stepping));
    // One listener for the whole table: a click on a cell shows how its value is computed.
    let on_table_click = {
        let set = set.clone();
        Callback::from(move |e: MouseEvent| {
            let cell = e
                .target()
                .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
                .and_then(|el| el.closest("li[data-x]").ok().flatten());
            if let Some(x) = cell
                .and_then(|c| c.get_attribute("data-x"))
                .and_then(|x| x.parse().ok())
            {
                set(Some(x), stepping);
            }
        })
    };
    // The keyboard's way to the cells: left and right go to the neighbour, up and down a line
    // of a wide screen (a block), Home and End to the ends; the cell chosen is explained, as
    // for a click, and scrolled into the table's view.
    let on_table_key = {
        let set = set.clone();
        Callback::from(move |e: KeyboardEvent| {
            let from = heap.unwrap_or(0);
            let to = match e.key().as_str() {
                _ if heap.is_none() && e.key().starts_with("Arrow") => 0,
                "ArrowRight" => from.saturating_add(1),
                "ArrowLeft" => from.saturating_sub(1),
                "ArrowDown" => from.saturating_add(BLOCK),
                "ArrowUp" => from.saturating_sub(BLOCK),
                "Home" => 0,
                "End" => upto,
                _ => return,
            }
            .min(upto);
            e.prevent_default();
            set(Some(to), stepping);
            SCROLL_TO.with(|s| s.set(Some(to)));
        })
    };
    // After a key, the chosen cell comes into the table's view (a click's cell is in view).
    use_effect_with(heap, |_| {
        if let Some(x) = SCROLL_TO.with(|s| s.take()) {
            let cell = gloo::utils::document()
                .query_selector(&format!("[data-testid=\"grundy-{x}\"]"))
                .ok()
                .flatten();
            if let Some(cell) = cell {
                let options = web_sys::ScrollIntoViewOptions::new();
                options.set_block(web_sys::ScrollLogicalPosition::Nearest);
                cell.scroll_into_view_with_scroll_into_view_options(&options);
            }
        }
    });
    let on_step = Callback::from(move |(x, mode): (Option<u64>, Option<bool>)| {
        set(x, mode.unwrap_or(stepping))
    });

    let pending_from = match (stepping, heap) {
        (true, Some(x)) => x + 1,
        _ => upto + 1,
    };
    // The cell explained and (at most 64 of) the heaps its moves lead to, ascending.
    let selected = heap.filter(|&x| x <= upto);
    let mut options: Vec<u64> = selected
        .map(|x| {
            props
                .take
                .counts_from(x)
                .iter()
                .take(64)
                .map(|s| x - s)
                .collect()
        })
        .unwrap_or_default();
    options.sort_unstable();
    // The same cells for every cell click: the table's chunks compare them by address.
    let cells = use_memo(
        (props.values.clone(), props.win.clone(), props.period),
        |(values, win, period)| Cells {
            values: values.clone(),
            win: win.clone(),
            period: *period,
        },
    );

    html! {
        <>
            <GrundyStepPanel take={props.take.clone()} values={props.values.clone()} win={props.win.clone()}
                cursor={heap} {stepping} {on_step} />
            <p class="legend" aria-hidden="true">
                <span class="lx">{ "x" }</span><span class="ln">{ "ν" }</span><span class="lg">{ "γ" }</span>
                { tt(lang, &T::Legend) }
            </p>
            <GrundyTable take={props.take.clone()} {upto} {cells} {pending_from} {selected} options={Rc::new(options)}
                label={tt(lang, &T::TableLabel)} onclick={on_table_click} onkeydown={on_table_key} />
        </>
    }
}

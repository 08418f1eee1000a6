//! The step-through panel, the legend and the Grundy table of one set and range: the cell on
//! screen lives here, so a cell click re-renders the panel and the table's marks, not the
//! page's controls and facts around them. The page keys it by set and range, so another table
//! (or coming back to one) starts with no heap on screen. It writes the page's link, with the
//! heap on screen in it.

use super::Rule;
use crate::play::link_writer::LINK_WRITE_DELAY_MS;
use crate::route::{current_hash, format_grundy, parse_hash, set_location, GrundyLink, Route};
use crate::theory::grundy::cells::{Cells, GrundyTable, BLOCK};
use crate::theory::grundy::step::GrundyStepPanel;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use gloo::timers::callback::Timeout;
use std::cell::Cell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use yew::prelude::*;

thread_local! {
    /// The cell a key just chose, to scroll into view once it is marked and on the page.
    static SCROLL_TO: Cell<Option<u64>> = const { Cell::new(None) };
}

/// How often a scroll waits for its cell (a table of 10,000 heaps arrives in slices).
const SCROLL_TRIES: u32 = 60;

/// The cell of heap `x`, once it is on the page.
fn cell(x: u64) -> Option<web_sys::Element> {
    gloo::utils::document()
        .query_selector(&format!("[data-testid=\"grundy-{x}\"]"))
        .ok()
        .flatten()
}

/// Scrolls cell `x` into the table's view while it is still the one a key chose, waiting up
/// to `tries` times 100 ms for it to be put on the page.
fn scroll_to_cell(x: u64, tries: u32) {
    if SCROLL_TO.with(Cell::get) != Some(x) {
        return;
    }
    match cell(x) {
        Some(cell) => {
            SCROLL_TO.with(|s| s.set(None));
            let options = web_sys::ScrollIntoViewOptions::new();
            options.set_block(web_sys::ScrollLogicalPosition::Nearest);
            cell.scroll_into_view_with_scroll_into_view_options(&options);
        }
        None if tries > 0 => {
            gloo::timers::callback::Timeout::new(100, move || scroll_to_cell(x, tries - 1))
                .forget();
        }
        None => SCROLL_TO.with(|s| s.set(None)),
    }
}

/// The heap on the line above or below cell `x` as the table is drawn, nearest its column:
/// `None` when the cells are not on the page, `Some(None)` when there is no such line.
fn cell_on_line(x: u64, down: bool, upto: u64) -> Option<Option<u64>> {
    let rect = |n: u64| cell(n).map(|c| c.get_bounding_client_rect());
    let here = rect(x)?;
    let column = here.left() + here.width() / 2.0;
    let mut line_top = None;
    let mut best: Option<(f64, u64)> = None;
    let mut n = x;
    // A line holds a block of 20 cells at most: two lines are within 40.
    for _ in 0..2 * BLOCK {
        n = match (down, n) {
            (true, n) if n < upto => n + 1,
            (false, n) if n > 0 => n - 1,
            _ => break,
        };
        let r = rect(n)?;
        if (r.top() - here.top()).abs() < 1.0 {
            continue;
        }
        match line_top {
            None => line_top = Some(r.top()),
            Some(top) if (r.top() - top).abs() >= 1.0 => break,
            Some(_) => {}
        }
        let distance = (r.left() + r.width() / 2.0 - column).abs();
        if best.is_none_or(|(d, _)| distance < d) {
            best = Some((distance, n));
        }
    }
    Some(best.map(|(_, n)| n))
}

/// On a slide every step (a clicker's key) brings its cell into the table's view.
#[hook]
fn use_slide_scroll(heap: Option<u64>, lecture: bool) {
    use_effect_with((heap, lecture), |&(heap, lecture)| {
        if let (Some(x), true) = (heap, lecture) {
            SCROLL_TO.with(|s| s.set(Some(x)));
            scroll_to_cell(x, SCROLL_TRIES);
        }
    });
}

/// Tells `report` whether heaps are hidden, whenever that changes.
#[hook]
fn use_report_hidden(hidden: bool, report: Callback<bool>) {
    use_effect_with(hidden, move |&hidden| report.emit(hidden));
}

/// Properties of [`GrundyExplorer`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The moves: a subtraction set or a take-and-break game.
    pub rule: Rule,
    /// γ(0), …, γ(upto).
    pub values: Rc<Vec<u64>>,
    /// ν(0), …, ν(upto), by their own recursion.
    pub win: Rc<Vec<bool>>,
    /// (pre-period, period), once certified.
    pub period: Option<(u64, u64)>,
    /// The heap on screen and whether the heaps above it are hidden, as the page's link
    /// opened them.
    #[prop_or_default]
    pub opened: (Option<u64>, bool),
    /// Lecture mode, which the link keeps.
    #[prop_or_default]
    pub lecture: bool,
    /// Told whether heaps above the one on screen are hidden, whenever that changes.
    #[prop_or_default]
    pub on_hidden: Callback<bool>,
}

/// The step panel, the legend and the table.
#[component]
pub fn GrundyExplorer(props: &Props) -> Html {
    let lang = use_lang();
    let upto = props.values.len() as u64 - 1;
    // The heap on screen, and whether heaps above it are still hidden (stepping bottom-up).
    let cursor = use_state_eq(|| props.opened);
    let (heap, stepping) = *cursor;
    // The link: at once for a new table, and a little after a step or a cell click (the
    // address bar costs Chromium milliseconds), so it is outside the click's work; a step
    // made before then, or leaving the page, drops a write still waiting.
    {
        let (first, timer) = (use_mut_ref(|| true), use_mut_ref(|| None::<Timeout>));
        let (take, game) = match &props.rule {
            Rule::Take(take) => (take.clone(), None),
            Rule::Break(game) => (GrundyLink::default().take, Some(game.clone())),
        };
        let link = GrundyLink {
            take,
            game,
            upto,
            x: heap,
            bottom_up: stepping && heap.is_some(),
            lecture: props.lecture,
        };
        use_effect_with(link, move |link| {
            let hash = format_grundy(link);
            if std::mem::take(&mut *first.borrow_mut()) {
                set_location(&hash);
            } else {
                // As the play page's link writer: a link followed meanwhile (the address
                // changed under the timer, or leads to another page) keeps the address bar,
                // or the app would be sent back here by its own write.
                let address = current_hash();
                *timer.borrow_mut() = Some(Timeout::new(LINK_WRITE_DELAY_MS, move || {
                    let now = current_hash();
                    if now == address && matches!(parse_hash(&now).0, Route::Grundy(_)) {
                        set_location(&hash);
                    }
                }));
            }
            move || drop(timer.borrow_mut().take())
        });
    }
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
    // The keyboard's way to the cells: left and right go to the neighbour, up and down to the
    // line above or below as the table is drawn, Home and End to the ends; the cell chosen is
    // explained, as for a click, and scrolled into the table's view.
    let on_table_key = {
        let set = set.clone();
        Callback::from(move |e: KeyboardEvent| {
            // Alt+Left and the like are the browser's.
            if e.alt_key() || e.ctrl_key() || e.meta_key() {
                return;
            }
            let from = heap.unwrap_or(0);
            let line = |down: bool| match cell_on_line(from, down, upto) {
                Some(found) => found.unwrap_or(from),
                // Cells not on the page yet: a block is a line of a wide screen.
                None if down => from.saturating_add(BLOCK),
                None => from.saturating_sub(BLOCK),
            };
            let to = match e.key().as_str() {
                _ if heap.is_none() && e.key().starts_with("Arrow") => 0,
                "ArrowRight" => from.saturating_add(1),
                "ArrowLeft" => from.saturating_sub(1),
                "ArrowDown" => line(true),
                "ArrowUp" => line(false),
                "Home" => 0,
                "End" => upto,
                // The table keeps the keys it is focused for: Space would scroll it off screen.
                " " => return e.prevent_default(),
                _ => return,
            }
            .min(upto);
            e.prevent_default();
            SCROLL_TO.with(|s| s.set(Some(to)));
            if heap == Some(to) {
                // Nothing changes (an edge of the table): the cell still comes into view.
                scroll_to_cell(to, 0);
            } else {
                set(Some(to), stepping);
            }
        })
    };
    // After a key, the chosen cell comes into the table's view; a click (its cell is in view)
    // or a step button clears a scroll still waiting.
    use_effect_with(heap, |&heap| match SCROLL_TO.with(Cell::get) {
        Some(x) if Some(x) == heap => scroll_to_cell(x, SCROLL_TRIES),
        _ => SCROLL_TO.with(|s| s.set(None)),
    });
    use_slide_scroll(heap, props.lecture);
    let on_step = Callback::from(move |(x, mode): (Option<u64>, Option<bool>)| {
        set(x, mode.unwrap_or(stepping))
    });

    let pending_from = match (stepping, heap) {
        (true, Some(x)) => x + 1,
        _ => upto + 1,
    };
    use_report_hidden(pending_from <= upto, props.on_hidden.clone());
    // The cell explained and (at most 64 of) the heaps its moves lead to, ascending.
    let selected = heap.filter(|&x| x <= upto);
    let options: Vec<u64> = selected
        .map(|x| props.rule.option_heaps(x))
        .unwrap_or_default();
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
            <GrundyStepPanel rule={props.rule.clone()} values={props.values.clone()} win={props.win.clone()}
                cursor={heap} {stepping} {on_step} />
            <p class="legend" aria-hidden="true">
                <span class="lx">{ "x" }</span><span class="ln">{ "ν" }</span><span class="lg">{ "γ" }</span>
                { tt(lang, &T::Legend) }
            </p>
            <GrundyTable rule={props.rule.clone()} {upto} {cells} {pending_from} {selected} options={Rc::new(options)}
                label={tt(lang, &T::TableLabel)} onclick={on_table_click} onkeydown={on_table_key} />
        </>
    }
}

//! One block of cells of the Grundy table.
//!
//! A table of 10,000 heaps is cut into blocks of [`BLOCK`] cells, each its own component: a step
//! or a click on a cell changes the props of the blocks that hold the cells whose marks change
//! (the cell explained and the heaps its moves lead to), so Yew re-renders a block or two, and
//! the browser restyles those cells alone. The blocks are grouped in chunks of [`CHUNK`], also
//! components (each its own element), so a click compares the props of 100 chunks
//! and of the blocks in the chunks it touches, not of all 500 blocks.
//! Each cell is a single element (heap size and ν come from CSS `attr()`). Chunks and blocks off
//! screen are skipped by the browser (`content-visibility: auto` on both in theory.css). A chunk
//! is small, since a change inside it repaints all of it: while the table mounts, each frame
//! repaints the chunk that grows on screen (with 500 cells to a chunk, frames of 60–130 ms at 4×
//! CPU slowdown). And a
//! chunk off screen hides its blocks from the browser's checks each frame (with blocks alone,
//! all 500 of them, a cell click's next frame at 4× took about 15 ms longer).

use super::Rule;
use gloo::timers::callback::Timeout;
use std::ops::Range;
use std::rc::Rc;
use yew::prelude::*;

/// Cells per block, a line of the table on a wide screen. Small, because a click re-renders
/// every block whose marks change, up to eight of them: 20 cells each, not a hundred.
pub const BLOCK: u64 = 20;

/// Blocks per chunk: 100 cells.
const CHUNK: u64 = 5;

/// Blocks put on the page in one browser task: a table of 10,000 cells arrives eighty cells
/// at a time (a task each), so no task keeps input waiting long, even on a slow phone. Only
/// [`GrundyTable`] re-renders for each, not the page around it.
const BLOCKS_PER_TASK: u64 = 4;

/// Properties of [`GrundyTable`].
#[derive(Properties, PartialEq)]
pub struct TableProps {
    /// The moves allowed: with `upto`, which table this is (a new one mounts from the top).
    pub rule: Rule,
    /// The last heap of the table.
    pub upto: u64,
    /// What the cells show.
    pub cells: Rc<Cells>,
    /// Heaps from this one on are not computed yet (stepping bottom-up).
    pub pending_from: u64,
    /// The heap whose value is being explained.
    pub selected: Option<u64>,
    /// The heaps its moves lead to, ascending.
    pub options: Rc<Vec<u64>>,
    /// The table's accessible name.
    pub label: AttrValue,
    /// A click anywhere in the table (one listener for all cells).
    pub onclick: Callback<MouseEvent>,
    /// A key pressed while the table has the focus: the arrows choose a cell.
    pub onkeydown: Callback<KeyboardEvent>,
}

/// The whole table, its blocks put on the page a few per browser task (`aria-busy` meanwhile).
#[component]
pub fn GrundyTable(props: &TableProps) -> Html {
    let mounted = use_state(|| (props.rule.clone(), props.upto, BLOCKS_PER_TASK));
    let total = props.upto / BLOCK + 1;
    let shown = match &*mounted {
        (t, u, n) if *t == props.rule && *u == props.upto => (*n).min(total),
        _ => BLOCKS_PER_TASK.min(total),
    };
    {
        let mounted = mounted.clone();
        use_effect_with(
            (props.rule.clone(), props.upto, shown),
            move |(rule, upto, shown)| {
                let timer = (*shown < total).then(|| {
                    let next = (rule.clone(), *upto, shown + BLOCKS_PER_TASK);
                    Timeout::new(0, move || mounted.set(next))
                });
                move || drop(timer)
            },
        );
    }
    let chunks = (0..shown.div_ceil(CHUNK)).map(|c| {
        let first = c * CHUNK;
        let start = first * BLOCK;
        let end = ((first + CHUNK) * BLOCK).min(props.upto + 1);
        html! {
            <GrundyChunk key={first} {first} blocks={(shown - first).min(CHUNK)} upto={props.upto}
                cells={props.cells.clone()} marks={Marks::within(start..end, props.pending_from, props.selected, &props.options)} />
        }
    });
    html! {
        // One tab stop for the whole table (not ten thousand): the arrow keys choose the cell.
        <div class="gt" data-testid="grundy-table" aria-label={props.label.clone()} onclick={props.onclick.clone()}
            role="group" tabindex="0" onkeydown={props.onkeydown.clone()} aria-busy={(shown < total).then_some("true")}>
            { for chunks }
        </div>
    }
}

/// What the cells of a table show, the same for all its chunks and blocks.
#[derive(PartialEq, Eq)]
pub struct Cells {
    /// γ for every heap of the table.
    pub values: Rc<Vec<u64>>,
    /// ν for every heap of the table, by its own recursion.
    pub win: Rc<Vec<bool>>,
    /// (pre-period, period), once certified.
    pub period: Option<(u64, u64)>,
}

/// The marks of a chunk's or a block's cells: a chunk or block whose marks stay the same keeps
/// equal props and skips the render.
#[derive(Clone, PartialEq, Default)]
pub struct Marks {
    /// Heaps from this one on are not computed yet (stepping bottom-up), clamped to the cells.
    pub pending_from: u64,
    /// The heap whose value is being explained, when it is one of the cells.
    pub selected: Option<u64>,
    /// The heaps its moves lead to that are among the cells, ascending.
    pub options: Vec<u64>,
}

impl Marks {
    /// The table's marks, as far as they concern the cells of `heaps`.
    fn within(
        heaps: Range<u64>,
        pending_from: u64,
        selected: Option<u64>,
        options: &[u64],
    ) -> Marks {
        let inside = |n: &u64| heaps.contains(n);
        Marks {
            pending_from: pending_from.clamp(heaps.start, heaps.end),
            selected: selected.filter(inside),
            options: options.iter().copied().filter(inside).collect(),
        }
    }
}

/// Properties of [`GrundyChunk`].
#[derive(Properties, PartialEq)]
pub struct ChunkProps {
    /// The chunk's first block, counted from 0.
    pub first: u64,
    /// How many of its blocks are on the page (at most [`CHUNK`]).
    pub blocks: u64,
    /// The last heap of the table.
    pub upto: u64,
    /// What the cells show.
    pub cells: Rc<Cells>,
    /// The marks of the chunk's cells.
    pub marks: Marks,
}

/// Up to [`CHUNK`] blocks, one below the other in an element of their own.
#[component]
pub fn GrundyChunk(props: &ChunkProps) -> Html {
    let blocks = (props.first..props.first + props.blocks).map(|b| {
        let start = b * BLOCK;
        let end = (start + BLOCK).min(props.upto + 1);
        let m = &props.marks;
        html! {
            <GrundyBlock key={start} {start} {end} cells={props.cells.clone()} marks={Marks::within(start..end, m.pending_from, m.selected, &m.options)} />
        }
    });
    html! { <div class="gchunk">{ for blocks }</div> }
}

/// Properties of [`GrundyBlock`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The first heap of the block.
    pub start: u64,
    /// One past the last heap of the block.
    pub end: u64,
    /// What the cells show.
    pub cells: Rc<Cells>,
    /// The marks of the block's cells.
    pub marks: Marks,
}

/// A block of cells `grundy-N` with `data-value` = γ(N) (the contract's hooks).
#[component]
pub fn GrundyBlock(props: &Props) -> Html {
    let Cells {
        values,
        win,
        period,
    } = &*props.cells;
    let band = |n: u64| -> &'static str {
        match *period {
            Some((pre, _)) if n < pre => "pre",
            Some((pre, p)) if (n - pre) % p == 0 && ((n - pre) / p) % 2 == 0 => "pa ps",
            Some((pre, p)) if (n - pre) % p == 0 => "pb ps",
            Some((pre, p)) if ((n - pre) / p) % 2 == 0 => "pa",
            Some(_) => "pb",
            None => "",
        }
    };
    html! {
        <ol class="gblk" start={props.start.to_string()}>
            { for (props.start..props.end).map(|n| {
                let g = values[n as usize];
                let pending = n >= props.marks.pending_from;
                let nu = if win[n as usize] { "1" } else { "0" };
                // A hidden cell shows neither its loss shading nor its period block: stepping
                // bottom-up, they would give the value away before its step.
                let selected = props.marks.selected == Some(n);
                let class = classes!(
                    (!pending).then(|| band(n)),
                    (g == 0 && !pending).then_some("z"),
                    pending.then_some("pending"),
                    selected.then_some("sel"),
                    props.marks.options.binary_search(&n).is_ok().then_some("opt"),
                );
                html! {
                    <li {class} data-testid={format!("grundy-{n}")} data-value={g.to_string()} data-x={n.to_string()}
                        data-nu={(!pending).then_some(nu)} aria-current={selected.then_some("true")}>
                        { if pending { "?".to_string() } else { g.to_string() } }
                    </li>
                }
            }) }
        </ol>
    }
}

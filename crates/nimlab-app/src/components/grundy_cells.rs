//! One block of cells of the Grundy table.
//!
//! A table of 10,000 heaps is cut into blocks of [`BLOCK`] cells, each its own component: a step
//! changes the props of at most one block, so Yew re-renders a hundred cells, not ten thousand.
//! Each cell is a single element (heap size and ν come from CSS `attr()`), and blocks off screen
//! are skipped by the browser (`content-visibility: auto` in theory.css).

use std::rc::Rc;
use yew::prelude::*;

/// Cells per block.
pub const BLOCK: u64 = 100;

/// Properties of [`GrundyBlock`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The first heap of the block.
    pub start: u64,
    /// One past the last heap of the block.
    pub end: u64,
    /// γ for every heap of the table.
    pub values: Rc<Vec<u64>>,
    /// ν for every heap of the table, by its own recursion.
    pub win: Rc<Vec<bool>>,
    /// (pre-period, period), once certified.
    pub period: Option<(u64, u64)>,
    /// Heaps from this one on are not computed yet (stepping bottom-up).
    pub pending_from: u64,
}

/// A block of cells `grundy-N` with `data-value` = γ(N) (the contract's hooks).
#[component]
pub fn GrundyBlock(props: &Props) -> Html {
    let band = |n: u64| -> &'static str {
        match props.period {
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
                let g = props.values[n as usize];
                let pending = n >= props.pending_from;
                let nu = if props.win[n as usize] { "1" } else { "0" };
                let class = classes!(band(n), (g == 0).then_some("z"), pending.then_some("pending"));
                html! {
                    <li {class} data-testid={format!("grundy-{n}")} data-value={g.to_string()} data-x={n.to_string()}
                        data-nu={(!pending).then_some(nu)}>
                        { if pending { "?".to_string() } else { g.to_string() } }
                    </li>
                }
            }) }
        </ol>
    }
}

//! One row of the binary panel: a row's label and its value's binary digits.

use yew::prelude::*;

/// Properties of [`BinaryRow`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The row, counted from 0.
    pub index: usize,
    /// The value written in binary: the count, or its Grundy value under restricted moves.
    pub value: u64,
    /// The row's count, shown beside a Grundy value.
    pub count: u64,
    /// Whether `value` is a Grundy value rather than the count.
    pub grundy_mode: bool,
    /// How many binary digits the panel shows.
    pub bits: u32,
    /// Whether an explanation step points at this row.
    pub emphasized: bool,
    /// The columns an explanation step points at, as a mask of bits.
    pub emphasized_columns: u64,
}

/// Whether bit `b` is set in `mask` (columns past the 64th are never in it).
pub fn has_bit(mask: u64, b: u32) -> bool {
    b < u64::BITS && mask >> b & 1 == 1
}

/// A row of the binary panel. The parity of a column is shown by the panel's `<col>` and its
/// foot, never here: a move then re-renders one row, not every row whose column flipped.
#[component]
pub fn BinaryRow(props: &Props) -> Html {
    let (i, v) = (props.index, props.value);
    let label = if props.grundy_mode {
        format!("{}: {} → γ {v}", i + 1, props.count)
    } else {
        format!("{}: {v}", i + 1)
    };
    html! {
        <tr class={classes!(props.emphasized.then_some("emphasized"))}>
            <th scope="row">{ label }</th>
            { for (0..props.bits).rev().map(|b| html! {
                <td class={classes!("bit", has_bit(props.emphasized_columns, b).then_some("emphasized"))}>{ v >> b & 1 }</td>
            }) }
        </tr>
    }
}

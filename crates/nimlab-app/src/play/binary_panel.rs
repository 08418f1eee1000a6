//! The live binary-column panel: rows in binary, 1s per column, parity, nim-sum, status.

use super::text::{tr, Msg};
use crate::play::binary_row::{has_bit, BinaryRow};
use crate::play::highlight::Highlight;
use crate::ui::context::use_lang;
use nimlab_core::analysis::Outcome;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`BinaryPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The values written in binary: the counts, or their Grundy values under restricted moves.
    pub values: Rc<Vec<u64>>,
    /// The rows' counts, shown beside Grundy values.
    pub counts: Rc<Vec<u64>>,
    /// Whether `values` are Grundy values rather than counts.
    pub grundy_mode: bool,
    /// Whether the game is misère, where Grundy values do not decide under restricted moves.
    #[prop_or_default]
    pub misere: bool,
    /// The XOR of `values`.
    pub nim_sum: u64,
    /// The position's status.
    pub outcome: Option<Outcome>,
    /// Whether an unknown status is one the exact solver has not finished (rather than one
    /// too large for it).
    #[prop_or_default]
    pub unsolved: bool,
    /// What an explanation step points at (rows and columns).
    #[prop_or_default]
    pub highlight: Rc<Highlight>,
    /// The note under the heading in place of the one for restricted moves (a game whose rows
    /// split says how a split row counts).
    #[prop_or_default]
    pub note: Option<AttrValue>,
}

/// From this many digits on the panel is compact: small type, the weights written upwards
/// and the digits grouped by four, so that twenty columns fit a phone without scrolling.
const COMPACT_BITS: u32 = 10;

/// The number of binary digits needed for the largest value (at least one).
pub fn bits_needed(values: &[u64]) -> u32 {
    let max = values.iter().copied().max().unwrap_or(0);
    (u64::BITS - max.leading_zeros()).max(1)
}

/// The binary column panel.
#[component]
pub fn BinaryPanel(props: &Props) -> Html {
    let lang = use_lang();
    let bits = bits_needed(&props.values);
    let columns: Vec<u32> = (0..bits).rev().collect();
    let ones = |b: u32| props.values.iter().filter(|&&v| v >> b & 1 == 1).count();
    let odd = |b: u32| ones(b) % 2 == 1;
    let emphasized_columns = props
        .highlight
        .columns
        .iter()
        .filter(|&&b| b < u64::BITS)
        .fold(0u64, |mask, &b| mask | 1 << b);
    // Parity changes colour and outline only, never the layout: a move that flips a column
    // costs a repaint of it, not a layout of the table.
    let cell_class = |b: u32| {
        classes!(
            "bit",
            odd(b).then_some("odd"),
            has_bit(emphasized_columns, b).then_some("emphasized")
        )
    };
    let weight = |b: u32| {
        if b < 63 {
            (1u64 << b).to_string()
        } else {
            format!("2^{b}")
        }
    };

    // Bouton's misère rule departs from the nim-sum's verdict only when no row has two sticks
    // or more (case C), and from its move when exactly one row has (case B).
    let large = props.counts.iter().filter(|&&c| c > 1).count();
    let singles = props.misere && large == 0 && props.counts.contains(&1);
    html! {
        <section class={classes!("binary-panel", (bits >= COMPACT_BITS).then_some("compact"))} data-testid="binary-panel" aria-label={tr(lang, &Msg::BinaryPanel)}>
            <h2 id="binary-panel-title">{ tr(lang, &Msg::BinaryPanel) }</h2>
            if let Some(note) = &props.note {
                <p class="note">{ note.clone() }</p>
            } else if props.grundy_mode {
                <p class="note">{ tr(lang, if props.misere { &Msg::BinaryPanelGrundyMisere } else { &Msg::BinaryPanelGrundy }) }</p>
            } else if singles {
                <p class="note" data-testid="misere-singles">{ tr(lang, &Msg::BinaryPanelMisereSingles) }</p>
            } else if props.misere && large == 1 {
                <p class="note" data-testid="misere-one-large">{ tr(lang, &Msg::BinaryPanelMisereOneLarge) }</p>
            }
            <table aria-labelledby="binary-panel-title">
                // The body's cells take a column's parity from its <col>, so rows stay as they are.
                <colgroup>
                    <col />
                    { for columns.iter().map(|&b| html! { <col class={classes!(odd(b).then_some("odd"), (b % 4 == 3).then_some("nib"))} /> }) }
                </colgroup>
                <thead>
                    <tr>
                        <th scope="col">{ tr(lang, &Msg::RowHeading) }</th>
                        { for columns.iter().map(|&b| html! { <th scope="col" class={cell_class(b)} title={tr(lang, &Msg::Weight)}>{ weight(b) }</th> }) }
                    </tr>
                </thead>
                <tbody>
                    { for props.values.iter().enumerate().map(|(i, &v)| html! {
                        <BinaryRow
                            index={i}
                            value={v}
                            count={props.counts.get(i).copied().unwrap_or(v)}
                            grundy_mode={props.grundy_mode}
                            bits={bits}
                            emphasized={props.highlight.rows.contains(&i)}
                            emphasized_columns={emphasized_columns}
                        />
                    }) }
                </tbody>
                <tfoot>
                    <tr class="ones">
                        <th scope="row">{ tr(lang, &Msg::Ones) }</th>
                        { for columns.iter().map(|&b| {
                            let parity = if odd(b) { "odd" } else { "even" };
                            html! {
                                <td class={cell_class(b)} data-testid={format!("col-{b}")} data-ones={ones(b).to_string()} data-parity={parity}>{ ones(b) }</td>
                            }
                        }) }
                    </tr>
                    <tr class="parity">
                        <th scope="row">{ tr(lang, &Msg::Parity) }</th>
                        { for columns.iter().map(|&b| {
                            let (mark, word) = if odd(b) { (Msg::OddMark, Msg::Odd) } else { (Msg::EvenMark, Msg::Even) };
                            // The letter for the eye (its word on hover), the word for a reader.
                            html! { <td class={cell_class(b)}><abbr title={tr(lang, &word)} aria-hidden="true">{ tr(lang, &mark) }</abbr><span class="sr-only">{ tr(lang, &word) }</span></td> }
                        }) }
                    </tr>
                    <tr class="sum">
                        <th scope="row">{ tr(lang, &Msg::NimSum) }{ format!(" = {}", props.nim_sum) }</th>
                        { for columns.iter().map(|&b| html! { <td class={cell_class(b)}>{ props.nim_sum >> b & 1 }</td> }) }
                    </tr>
                </tfoot>
            </table>
            <p class="panel-status">
                { match props.outcome {
                    Some(Outcome::P) => tr(lang, &Msg::OutcomeP),
                    Some(Outcome::N) => tr(lang, &Msg::OutcomeN),
                    None if props.unsolved => tr(lang, &Msg::OutcomeNotYet),
                    None => tr(lang, &Msg::OutcomeUnknown),
                } }
            </p>
        </section>
    }
}

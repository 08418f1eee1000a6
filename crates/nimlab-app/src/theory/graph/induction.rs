//! The words of backward induction beside the drawing: the step's node and its mex, the
//! kernel at the end, and the legend of the drawing's marks.

use crate::i18n::Lang;
use crate::theory::text::{tt, T};
use nimlab_core::graph::{GameGraph, Induction};
use yew::prelude::*;

/// The text of induction step `k` (0: before the first), with the kernel after the last.
pub fn induction_text(
    lang: Lang,
    g: &GameGraph,
    ind: &Induction,
    k: usize,
    labels: &[String],
) -> Html {
    if g.nodes.is_empty() {
        // Nothing to start from and no kernel to speak of.
        return html! { <div class="induction"><p data-testid="induction-text">{ tt(lang, &T::EmptyGraph) }</p></div> };
    }
    let total = ind.steps.len();
    let current = if k == 0 {
        html! { <p data-testid="induction-text">{ tt(lang, &T::InductionStart { terminals: labels_of(labels, &terminals(g)) }) }</p> }
    } else {
        let s = &ind.steps[k - 1];
        let node = labels[s.node].clone();
        let text = if s.successors.is_empty() {
            tt(lang, &T::InductionTerminal { node })
        } else {
            let succ = s
                .successors
                .iter()
                .zip(&s.successor_values)
                .map(|(&w, &v)| format!("{} (γ = {v})", labels[w]))
                .collect::<Vec<_>>()
                .join(", ");
            let mut set: Vec<u64> = s.successor_values.clone();
            set.sort_unstable();
            set.dedup();
            let set = set
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            tt(
                lang,
                &T::InductionStep {
                    node,
                    succ,
                    set,
                    g: s.grundy,
                    nu: u8::from(s.win),
                },
            )
        };
        html! { <p data-testid="induction-text" data-node={labels[s.node].clone()}>{ text }</p> }
    };
    let kernel = (k == total).then(|| {
        let names = labels_of(labels, &ind.kernel);
        let stable = g.is_stable(&ind.kernel);
        let dominating = g.is_dominating(&ind.kernel);
        html! {
            <p class="kernel-text" data-testid="kernel" data-nodes={ind.kernel.iter().map(|&v| labels[v].clone()).collect::<Vec<_>>().join(",")}
                data-stable={stable.to_string()} data-dominating={dominating.to_string()}>
                { tt(lang, &T::Kernel { nodes: names, stable, dominating }) }
            </p>
        }
    });
    // What the rings and fills mean, once a node is labelled; outside the live region, so a
    // step announces only its own text.
    let legend = (k > 0).then(|| {
        let item = |class: &'static str, text: T| {
            html! { <li><span class={classes!("swatch", class)} aria-hidden="true"></span>{ tt(lang, &text) }</li> }
        };
        html! {
            <ul class="graph-legend" data-testid="graph-legend" aria-label={tt(lang, &T::LegendTitle)}>
                { item("current", T::LegendCurrent) }
                if !ind.steps[k - 1].successors.is_empty() {
                    { item("succ", T::LegendSuccessors) }
                }
                { item("win", T::LegendWin) }
                { item("loss", T::LegendLoss) }
                if k == total {
                    { item("kernel", T::LegendKernel) }
                }
            </ul>
        }
    });
    html! {
        <>
            <div class="induction" aria-live="polite">
                { current }
                { for kernel }
            </div>
            { for legend }
        </>
    }
}

/// The nodes without a move, where induction starts.
fn terminals(g: &GameGraph) -> Vec<usize> {
    (0..g.nodes.len())
        .filter(|&v| !g.edges.iter().any(|e| e.0 == v))
        .collect()
}

/// The nodes' labels, listed.
fn labels_of(labels: &[String], nodes: &[usize]) -> String {
    nodes
        .iter()
        .map(|&v| labels[v].as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

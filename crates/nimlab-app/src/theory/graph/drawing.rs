//! The game graph drawn, with its induction marks up to the step on screen, in words for a
//! screen reader too; or why it cannot be drawn (too large, a cycle, invalid).

use crate::theory::graph::induction::induction_text;
use crate::theory::graph::page::cycle_text;
use crate::theory::graph::view::{GraphView, NodeMark};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::graph::{GameGraph, GraphError, Induction};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`GraphDrawing`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The graph, or why it cannot be drawn.
    pub graph: Rc<Result<Rc<GameGraph>, GraphError>>,
    /// Its backward induction (`None` without a graph).
    pub induction: Rc<Option<Result<Induction, GraphError>>>,
    /// The induction step on screen (0: none labelled yet).
    pub step: usize,
    /// The drawing's size, times its box's width; `None` fits it into the box.
    pub zoom: Option<f64>,
    /// The drawing's name.
    pub title: String,
}

/// The drawing's arrows as text: a screen reader hears the graph the eye sees (the exercise
/// asks for ν and γ of a graph given only as a drawing).
fn arrows_text(lang: crate::i18n::Lang, labels: &[String], edges: &[(usize, usize)]) -> Html {
    let list = edges
        .iter()
        .map(|&(a, b)| format!("{} → {}", labels[a], labels[b]))
        .collect::<Vec<_>>()
        .join(crate::i18n::pick(lang, [", ", ", ", "、"]));
    html! { <p class="sr-only" data-testid="graph-arrows">{ tt(lang, &T::GraphArrows { list }) }</p> }
}

/// The drawing and its words.
#[component]
pub fn GraphDrawing(props: &Props) -> Html {
    let lang = use_lang();
    let (k, zoom) = (props.step, props.zoom);
    let total = match &*props.induction {
        Some(Ok(ind)) => ind.steps.len(),
        _ => 0,
    };
    match (&*props.graph, &*props.induction) {
        (Err(GraphError::TooManyNodes { limit }), _) => html! {
            <p class="refused" role="alert" data-testid="graph-error">{ tt(lang, &T::TooManyNodes { limit: *limit as u64 }) }</p>
        },
        (Err(_), _) => {
            html! { <p class="refused" role="alert" data-testid="graph-error">{ tt(lang, &T::GraphInvalid) }</p> }
        }
        (Ok(g), Some(result)) => {
            let labels = Rc::new(g.nodes.iter().map(|n| n.label.clone()).collect::<Vec<_>>());
            let edges = Rc::new(g.edges.clone());
            match result {
                Ok(ind) => {
                    let levels = Rc::new(ind.level.clone());
                    let mut marks = vec![None; g.nodes.len()];
                    for s in &ind.steps[..k] {
                        marks[s.node] = Some(NodeMark {
                            win: s.win,
                            grundy: s.grundy,
                        });
                    }
                    let current = (k > 0).then(|| ind.steps[k - 1].node);
                    let kernel = if k == total && total > 0 {
                        ind.kernel.clone()
                    } else {
                        Vec::new()
                    };
                    // The drawing is one image to a screen reader: its labels are listed too.
                    let labelled = marks.iter().enumerate().filter_map(|(v, m)| {
                        m.map(|m| {
                            format!(
                                "{}: (ν, γ) = ({}, {})",
                                labels[v],
                                u8::from(m.win),
                                m.grundy
                            )
                        })
                    });
                    let listed = html! {
                        <ul class="sr-only" data-testid="graph-marks">{ for labelled.map(|t| html! { <li>{ t }</li> }) }</ul>
                    };
                    html! {
                        <>
                        <GraphView labels={labels.clone()} {edges} levels={Some(levels.clone())}
                            marks={Rc::new(marks)} {current} kernel={Rc::new(kernel)} cycle={Rc::<Vec<usize>>::default()} title={props.title.clone()} {zoom} />
                        { arrows_text(lang, &labels, &g.edges) }
                        { listed }
                        { induction_text(lang, g, ind, k, &labels) }
                        </>
                    }
                }
                Err(GraphError::Cycle { nodes }) => {
                    let names: Vec<&str> = nodes.iter().map(|&v| labels[v].as_str()).collect();
                    html! {
                        <>
                        <GraphView labels={labels.clone()} {edges} levels={None::<Rc<Vec<usize>>>} marks={Rc::new(vec![None; g.nodes.len()])}
                            current={None::<usize>} kernel={Rc::<Vec<usize>>::default()} cycle={Rc::new(nodes.clone())} title={props.title.clone()} {zoom} />
                        { arrows_text(lang, &labels, &g.edges) }
                        <p class="refused" role="alert" data-testid="graph-error">{ tt(lang, &T::CycleRefused { cycle: cycle_text(&names) }) }</p>
                        </>
                    }
                }
                Err(_) => {
                    html! { <p class="refused" role="alert" data-testid="graph-error">{ tt(lang, &T::GraphInvalid) }</p> }
                }
            }
        }
        (Ok(_), None) => html! {},
    }
}

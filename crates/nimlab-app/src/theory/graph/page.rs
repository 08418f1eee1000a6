//! Game graphs: the slides' heap 0…16 under "take 1 or 2", small Nim positions, the current
//! game from a link, the exercise graph a…g and a graph of one's own; backward induction step
//! by step, the kernel at the end, and the definitions one click away.

use crate::i18n::Lang;
use crate::route::parse_typed_take;
use crate::route::{
    format_graph, format_take, join, parse_typed_rows, GraphGame, GraphLink, MAX_GRAPH_NODES,
};
use crate::theory::field::{
    button, choice, details_open, field, on_text, refused, set_location, step_nav,
};
use crate::theory::graph::editor::GraphEditor;
use crate::theory::graph::view::{GraphView, NodeMark};
use crate::theory::text::{set_text, tt, T};
use crate::ui::context::use_lang;
use nimlab_core::graph::{GameGraph, GraphError, Induction};
use nimlab_core::{Position, Take};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`GraphPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The graph and step the link asked for.
    pub link: GraphLink,
}

/// The games offered as buttons: (test word, game).
pub fn graph_presets() -> Vec<(&'static str, GraphGame)> {
    let pos = |rows: &[u64], take: Take| GraphGame::Position {
        rows: rows.to_vec(),
        take,
    };
    vec![
        ("heap", pos(&[16], Take::UpTo(2))),
        ("nim-1-2", pos(&[1, 2], Take::Any)),
        ("nim-2-2", pos(&[2, 2], Take::Any)),
        ("nim-1-2-3", pos(&[1, 2, 3], Take::Any)),
        ("exercise", GraphGame::Exercise),
        (
            "custom",
            GraphGame::Custom {
                nodes: Vec::new(),
                arrows: Vec::new(),
            },
        ),
    ]
}

/// The sizes of the drawing after the standard size (its box's width): times the width of its box.
pub const ZOOMS: [f64; 3] = [1.5, 2.0, 3.0];

/// The graph of a game, or why it cannot be drawn.
pub fn build(game: &GraphGame) -> Result<GameGraph, GraphError> {
    match game {
        GraphGame::Position { rows, take } => {
            GameGraph::from_position(take, &Position::new(rows.clone()), MAX_GRAPH_NODES)
        }
        GraphGame::Exercise => Ok(GameGraph::exercise()),
        GraphGame::Custom { nodes, arrows } => {
            let labels: Vec<&str> = nodes.iter().map(String::as_str).collect();
            GameGraph::new(&labels, arrows)
        }
    }
}

/// The graph page.
#[component]
pub fn GraphPage(props: &Props) -> Html {
    let lang = use_lang();
    let game = use_state(|| props.link.game.clone());
    let step = use_state(|| props.link.step as usize);
    let definitions = use_state(|| props.link.definitions);
    let (rows0, take0) = match &props.link.game {
        GraphGame::Position { rows, take } => (rows.clone(), take.clone()),
        _ => (vec![16], Take::UpTo(2)),
    };
    let rows_entry = use_state(|| join(&rows0));
    let take_entry = use_state(|| format_take(&take0));
    let entry_error = use_state(|| None::<T>);
    // 0 fits the drawing into its box; k > 0 draws it at ZOOMS[k - 1] (for a projector or a phone).
    let zoom_level = use_state(|| 0usize);
    let zoom = zoom_level.checked_sub(1).map(|k| ZOOMS[k]);

    let graph = use_memo((*game).clone(), |g| build(g).map(Rc::new));
    let induction: Rc<Option<Result<Induction, GraphError>>> = use_memo(graph.clone(), |g| {
        g.as_ref().as_ref().ok().map(|g| g.induction())
    });
    let total = match &*induction {
        Some(Ok(ind)) => ind.steps.len(),
        _ => 0,
    };
    let k = (*step).min(total);

    use_effect_with(
        format_graph(&GraphLink {
            game: (*game).clone(),
            step: k as u32,
            definitions: *definitions,
        }),
        |h| set_location(h),
    );

    let set_game = {
        let (game, step, entry_error) = (game.clone(), step.clone(), entry_error.clone());
        let (rows_entry, take_entry) = (rows_entry.clone(), take_entry.clone());
        Callback::from(move |g: GraphGame| {
            // The fields show the position on screen, so an edit starts from it.
            if let GraphGame::Position { rows, take } = &g {
                rows_entry.set(join(rows));
                take_entry.set(format_take(take));
            }
            entry_error.set(None);
            step.set(0);
            game.set(g);
        })
    };
    // Opened or closed, the definitions go into the link.
    let on_definitions = {
        let definitions = definitions.clone();
        Callback::from(move |e: Event| definitions.set(details_open(&e)))
    };
    let go = {
        let step = step.clone();
        Callback::from(move |to: u64| step.set(to as usize))
    };
    // Only a link's step can pass the last: a new graph starts at 0, and the buttons stay
    // within the steps.
    let beyond = (total > 0 && *step > total).then(|| T::StepBeyond {
        asked: *step as u64,
        last: total as u64,
    });
    let on_rows = on_text(&rows_entry);
    let on_take = on_text(&take_entry);
    let on_position = {
        let (rows_entry, take_entry, entry_error, set_game) = (
            rows_entry.clone(),
            take_entry.clone(),
            entry_error.clone(),
            set_game.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let rows = parse_typed_rows(&rows_entry);
            let take = parse_typed_take(&take_entry);
            match (rows, take) {
                (Ok(rows), Ok(take)) => set_game.emit(GraphGame::Position { rows, take }),
                (Err(p), _) => entry_error.set(Some(T::Entry {
                    field: "rows",
                    problem: p,
                })),
                (_, Err(p)) => entry_error.set(Some(T::Entry {
                    field: "take",
                    problem: p,
                })),
            }
        })
    };
    let on_edit_copy = {
        let (graph, set_game) = (graph.clone(), set_game.clone());
        Callback::from(move |_: MouseEvent| {
            if let Ok(g) = &*graph {
                set_game.emit(GraphGame::Custom {
                    nodes: g
                        .nodes
                        .iter()
                        .map(|n| n.label.chars().take(crate::route::MAX_LABEL).collect())
                        .collect(),
                    arrows: g.edges.clone(),
                });
                // The button goes with the game it copied: the focus goes to the editor, not
                // to whatever control the rescue would find next (an example's button).
                crate::ui::focus::refocus("[data-testid=\"editor-label\"]");
            }
        })
    };

    let title = match &*game {
        GraphGame::Position { rows, take } => T::GraphOfPosition {
            rows: crate::i18n::position_text(rows),
            set: set_text(take),
        },
        GraphGame::Exercise => T::GraphExercise,
        GraphGame::Custom { .. } => T::GraphCustom,
    };

    let drawing = match (&*graph, &*induction) {
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
                            marks={Rc::new(marks)} {current} kernel={Rc::new(kernel)} cycle={Rc::<Vec<usize>>::default()} title={tt(lang, &title)} {zoom} />
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
                            current={None::<usize>} kernel={Rc::<Vec<usize>>::default()} cycle={Rc::new(nodes.clone())} title={tt(lang, &title)} {zoom} />
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
    };

    let custom = matches!(&*game, GraphGame::Custom { .. });
    // The slides set these two graphs as tasks before they solve them.
    let task = match &*game {
        GraphGame::Exercise => Some(T::TaskExerciseGraph),
        g if graph_presets()
            .iter()
            .any(|(word, p)| *word == "heap" && p == g) =>
        {
            Some(T::TaskHeapGraph)
        }
        _ => None,
    };
    html! {
        <div class="graph-page theory">
            <h1>{ tt(lang, &title) }</h1>
            <p class="lead">{ tt(lang, &T::GraphIntro) }</p>
            if let Some(task) = task {
                <p class="slide-task" data-testid="slide-task">{ tt(lang, &task) }</p>
            }
            <div class="presets" role="group" aria-label={tt(lang, &T::Presets)}>
                { for graph_presets().into_iter().map(|(word, g)| {
                    let pressed = match (&g, &*game) {
                        (GraphGame::Custom { .. }, GraphGame::Custom { .. }) => true,
                        (a, b) => a == b,
                    };
                    let set_game = set_game.clone();
                    choice(format!("game-{word}"), tt(lang, &T::GraphPreset(word)), pressed,
                        Callback::from(move |_| set_game.emit(g.clone())))
                }) }
            </div>
            // Rows and a move rule describe a position's graph; the exercise graph and one's
            // own have neither (a position preset brings the fields back).
            if matches!(&*game, GraphGame::Position { .. }) {
                <form class="entry" onsubmit={on_position}>
                    { field(tt(lang, &T::RowsLabel), "graph-rows", (*rows_entry).clone(), on_rows, refused(&entry_error, "rows", "graph-entry-error")) }
                    { field(tt(lang, &T::TakeLabel), "graph-take", (*take_entry).clone(), on_take, refused(&entry_error, "take", "graph-entry-error")) }
                    <button type="submit" data-testid="graph-apply">{ tt(lang, &T::Show) }</button>
                </form>
            }
            if let Some(err) = &*entry_error {
                <p class="entry-error" role="alert" data-testid="graph-entry-error" id="graph-entry-error">{ tt(lang, err) }</p>
            }
            <details class="definitions" data-testid="definitions" open={*definitions} ontoggle={on_definitions}>
                <summary>{ tt(lang, &T::DefinitionsTitle) }</summary>
                <dl>
                    <dt>{ tt(lang, &T::DefGraphTerm) }</dt><dd>{ tt(lang, &T::DefGraph) }</dd>
                    <dt>{ tt(lang, &T::DefArtinianTerm) }</dt><dd>{ tt(lang, &T::DefArtinian) }</dd>
                    <dt>{ tt(lang, &T::DefLocallyFiniteTerm) }</dt><dd>{ tt(lang, &T::DefLocallyFinite) }</dd>
                    <dt>{ tt(lang, &T::DefInductionTerm) }</dt><dd>{ tt(lang, &T::DefInduction) }</dd>
                    <dt>{ tt(lang, &T::DefKernelTerm) }</dt><dd>{ tt(lang, &T::DefKernel) }</dd>
                    <dt>{ tt(lang, &T::Satz1dProofTitle) }</dt><dd data-testid="satz-1d-proof">{ tt(lang, &T::Satz1dProof) }</dd>
                    <dt>{ tt(lang, &T::DefNimTerm) }</dt><dd data-testid="def-nim">{ lang.sentences([tt(lang, &T::TaskNimGraph), tt(lang, &T::DefNim)]) }</dd>
                </dl>
            </details>
            if total > 0 {
                { step_nav(lang, "induction", k as u64, 0, total as u64, go) }
            }
            if let Some(beyond) = &beyond {
                <p class="note" role="status" data-testid="step-beyond">{ tt(lang, beyond) }</p>
            }
            if graph.is_ok() {
                <div class="zoom" role="group" aria-label={tt(lang, &T::ZoomLabel)} data-keep-focus="">
                    <button type="button" data-testid="zoom-out" aria-label={tt(lang, &T::ZoomOut)}
                        disabled={*zoom_level == 0} onclick={step_zoom(&zoom_level, -1)}>{ "−" }</button>
                    <span data-testid="zoom-level" aria-live="polite">
                        { tt(lang, &T::ZoomLevel { percent: zoom.map_or(0, |z| (z * 100.0) as u64) }) }
                    </span>
                    <button type="button" data-testid="zoom-in" aria-label={tt(lang, &T::ZoomIn)}
                        disabled={*zoom_level == ZOOMS.len()} onclick={step_zoom(&zoom_level, 1)}>{ "+" }</button>
                </div>
            }
            // Zoomed, the box scrolls: it is a named region the keyboard can reach and scroll.
            <div class="graph-box" role={zoom.map(|_| "region")} aria-label={zoom.map(|_| tt(lang, &title))}
                tabindex={zoom.map(|_| "0")}>{ drawing }</div>
            if custom {
                if let GraphGame::Custom { nodes, arrows } = &*game {
                    <GraphEditor nodes={Rc::new(nodes.clone())} arrows={Rc::new(arrows.clone())} on_change={set_game.clone()} />
                }
            } else if graph.is_ok() {
                { button("edit-copy".into(), tt(lang, &T::EditCopy), false, on_edit_copy) }
            }
        </div>
    }
}

/// A zoom button's click: one size larger (`by` = 1) or smaller (−1), within fit … ZOOMS.
fn step_zoom(level: &UseStateHandle<usize>, by: isize) -> Callback<MouseEvent> {
    let level = level.clone();
    Callback::from(move |_| level.set(level.saturating_add_signed(by).min(ZOOMS.len())))
}

/// "a → b → a": a cycle written with its first node repeated at the end.
pub fn cycle_text(names: &[&str]) -> String {
    let mut parts: Vec<&str> = names.to_vec();
    if let Some(&first) = names.first() {
        parts.push(first);
    }
    parts.join(" → ")
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

fn induction_text(lang: Lang, g: &GameGraph, ind: &Induction, k: usize, labels: &[String]) -> Html {
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

fn terminals(g: &GameGraph) -> Vec<usize> {
    (0..g.nodes.len())
        .filter(|&v| !g.edges.iter().any(|e| e.0 == v))
        .collect()
}

fn labels_of(labels: &[String], nodes: &[usize]) -> String {
    nodes
        .iter()
        .map(|&v| labels[v].as_str())
        .collect::<Vec<_>>()
        .join(", ")
}

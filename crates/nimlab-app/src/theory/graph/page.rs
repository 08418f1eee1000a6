//! Game graphs: the slides' heap 0…16 under "take 1 or 2", small Nim positions, the current
//! game from a link, the exercise graph a…g and a graph of one's own; backward induction step
//! by step, the kernel at the end, and the definitions one click away.

use crate::route::parse_typed_take;
use crate::route::{
    format_graph, format_take, join, parse_typed_rows, GraphGame, GraphLink, MAX_GRAPH_NODES,
};
use crate::theory::field::{button, details_open, on_text, set_location, step_nav};
use crate::theory::graph::definitions::GraphDefinitions;
use crate::theory::graph::drawing::GraphDrawing;
use crate::theory::graph::editor::GraphEditor;
use crate::theory::graph::entry::GraphEntry;
use crate::theory::graph::fit::use_label_fit;
use crate::theory::graph::zoom::GraphZoom;
use crate::theory::lecture::{use_lecture_state, Clicker, LectureBar};
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

/// The page's title: the position and its rule, the exercise graph, or one's own.
pub fn title_of(game: &GraphGame) -> T {
    match game {
        GraphGame::Position { rows, take } => T::GraphOfPosition {
            rows: crate::i18n::position_text(rows),
            set: set_text(take),
        },
        GraphGame::Exercise => T::GraphExercise,
        GraphGame::Custom { .. } => T::GraphCustom,
    }
}

/// The slides' task on a graph: they set these two graphs as tasks before they solve them.
pub fn slide_task(game: &GraphGame) -> Option<T> {
    match game {
        GraphGame::Exercise => Some(T::TaskExerciseGraph),
        g if graph_presets()
            .iter()
            .any(|(word, p)| *word == "heap" && p == g) =>
        {
            Some(T::TaskHeapGraph)
        }
        _ => None,
    }
}

/// Whether an example's button is pressed: its game is on screen (any graph of one's own
/// counts as the empty one's).
pub fn is_pressed(preset: &GraphGame, game: &GraphGame) -> bool {
    match (preset, game) {
        (GraphGame::Custom { .. }, GraphGame::Custom { .. }) => true,
        (a, b) => a == b,
    }
}

/// A clicker's keys step backward induction, as its buttons do.
const GRAPH_CLICKER: Clicker = Clicker {
    next: &["[data-testid=\"induction-next\"]"],
    back: &["[data-testid=\"induction-prev\"]"],
};

/// The graph page.
#[component]
pub fn GraphPage(props: &Props) -> Html {
    let lang = use_lang();
    let game = use_state(|| props.link.game.clone());
    let step = use_state(|| props.link.step as usize);
    let definitions = use_state(|| props.link.definitions);
    let lecture = use_lecture_state(props.link.lecture, GRAPH_CLICKER);
    use_label_fit(*lecture);
    let (rows0, take0) = match &props.link.game {
        GraphGame::Position { rows, take } => (rows.clone(), take.clone()),
        _ => (vec![16], Take::UpTo(2)),
    };
    let rows_entry = use_state(|| join(&rows0));
    let take_entry = use_state(|| format_take(&take0));
    let entry_error = use_state(|| None::<T>);
    // 0 fits the drawing into its box; k > 0 draws it at ZOOMS[k - 1] (for a projector or a phone).
    let zoom_level = use_state(|| 0usize);
    // (A slide fits the drawing to the screen whatever the zoom: see theory.css.)
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
            lecture: *lecture,
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

    let custom = matches!(&*game, GraphGame::Custom { .. });
    let title = title_of(&game);
    html! {
        <div class={classes!("graph-page", "theory", lecture.then_some("lecture"))}>
            <h1>{ tt(lang, &title) }</h1>
            <LectureBar lecture={lecture.clone()} />
            <p class="lead">{ tt(lang, &T::GraphIntro) }</p>
            if let Some(task) = slide_task(&game) {
                <p class="slide-task" data-testid="slide-task">{ tt(lang, &task) }</p>
            }
            <GraphEntry game={(*game).clone()} rows_entry={(*rows_entry).clone()} take_entry={(*take_entry).clone()}
                error={(*entry_error).clone()} on_game={set_game.clone()} on_rows={on_text(&rows_entry)}
                on_take={on_text(&take_entry)} on_submit={on_position} />
            <GraphDefinitions open={*definitions} ontoggle={on_definitions} />
            if total > 0 {
                { step_nav(lang, "induction", k as u64, 0, total as u64, go) }
            }
            if let Some(beyond) = &beyond {
                <p class="note" role="status" data-testid="step-beyond">{ tt(lang, beyond) }</p>
            }
            if graph.is_ok() {
                <GraphZoom level={zoom_level.clone()} />
            }
            // Zoomed, the box scrolls: it is a named region the keyboard can reach and scroll.
            <div class="graph-box" role={zoom.map(|_| "region")} aria-label={zoom.map(|_| tt(lang, &title))}
                tabindex={zoom.map(|_| "0")}>
                <GraphDrawing graph={graph.clone()} induction={induction.clone()} step={k} {zoom} title={tt(lang, &title)} />
            </div>
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

/// "a → b → a": a cycle written with its first node repeated at the end.
pub fn cycle_text(names: &[&str]) -> String {
    let mut parts: Vec<&str> = names.to_vec();
    if let Some(&first) = names.first() {
        parts.push(first);
    }
    parts.join(" → ")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(game: GraphGame, title: T, task: Option<T>) {
        assert_eq!(
            (title_of(&game), slide_task(&game)),
            (title, task),
            "{game:?}"
        );
    }

    #[test]
    fn a_game_names_its_title_and_task() {
        let heap = GraphGame::Position {
            rows: vec![16],
            take: Take::UpTo(2),
        };
        let heap_title = T::GraphOfPosition {
            rows: crate::i18n::position_text(&[16]),
            set: "{1, 2}".into(),
        };
        check(heap, heap_title, Some(T::TaskHeapGraph));
        let nim = GraphGame::Position {
            rows: vec![1, 2],
            take: Take::Any,
        };
        let nim_title = T::GraphOfPosition {
            rows: crate::i18n::position_text(&[1, 2]),
            set: "{1, 2, 3, …}".into(),
        };
        check(nim, nim_title, None);
        check(
            GraphGame::Exercise,
            T::GraphExercise,
            Some(T::TaskExerciseGraph),
        );
        let own = GraphGame::Custom {
            nodes: vec!["a".into()],
            arrows: vec![],
        };
        check(own, T::GraphCustom, None);
    }

    #[test]
    fn any_graph_of_ones_own_presses_the_own_graph_button() {
        let empty = GraphGame::Custom {
            nodes: vec![],
            arrows: vec![],
        };
        let own = GraphGame::Custom {
            nodes: vec!["a".into()],
            arrows: vec![],
        };
        for (preset, game, pressed) in [
            (&empty, &own, true),
            (&GraphGame::Exercise, &GraphGame::Exercise, true),
            (&GraphGame::Exercise, &own, false),
        ] {
            assert_eq!(is_pressed(preset, game), pressed, "{preset:?} {game:?}");
        }
    }
}

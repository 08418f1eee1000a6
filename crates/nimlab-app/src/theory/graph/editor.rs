//! A small editor for a game graph of one's own: add and remove nodes and arrows. An arrow
//! that would close a cycle is refused, since a game graph must be artinian.

use crate::route::{GraphGame, MAX_GRAPH_NODES, MAX_LABEL};
use crate::theory::field::{button, on_text, remove};
use crate::theory::graph::page::cycle_text;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::graph::{GameGraph, GraphError};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`GraphEditor`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The node labels.
    pub nodes: Rc<Vec<String>>,
    /// The arrows by node index.
    pub arrows: Rc<Vec<(usize, usize)>>,
    /// Called with the edited graph.
    pub on_change: Callback<GraphGame>,
}

/// Why an edit was refused.
pub fn check_arrow(
    nodes: &[String],
    arrows: &[(usize, usize)],
    from: usize,
    to: usize,
) -> Result<(), T> {
    if arrows.contains(&(from, to)) {
        return Err(T::ArrowExists {
            from: nodes[from].clone(),
            to: nodes[to].clone(),
        });
    }
    let mut with = arrows.to_vec();
    with.push((from, to));
    let labels: Vec<&str> = nodes.iter().map(String::as_str).collect();
    match GameGraph::new(&labels, &with).and_then(|g| g.induction()) {
        Err(GraphError::Cycle { nodes: cycle }) => {
            let names: Vec<&str> = cycle.iter().map(|&v| labels[v]).collect();
            Err(T::ArrowCycle {
                from: nodes[from].clone(),
                to: nodes[to].clone(),
                cycle: cycle_text(&names),
            })
        }
        _ => Ok(()),
    }
}

/// Why a new node's label is refused: empty, too long or with a comma, taken, or one node
/// too many.
pub fn check_label(nodes: &[String], label: &str) -> Result<(), T> {
    if label.is_empty() {
        Err(T::LabelEmpty)
    } else if label.chars().count() > MAX_LABEL || label.contains(',') {
        Err(T::LabelTooLong {
            max: MAX_LABEL as u64,
        })
    } else if nodes.iter().any(|n| n == label) {
        Err(T::LabelExists {
            label: label.to_string(),
        })
    } else if nodes.len() >= MAX_GRAPH_NODES {
        Err(T::TooManyNodes {
            limit: MAX_GRAPH_NODES as u64,
        })
    } else {
        Ok(())
    }
}

/// The arrows once node `i` is removed: its own go, and the later nodes' indices shift down.
pub fn without_node(arrows: &[(usize, usize)], i: usize) -> Vec<(usize, usize)> {
    let shift = |v: usize| if v > i { v - 1 } else { v };
    arrows
        .iter()
        .filter(|&&(a, b)| a != i && b != i)
        .map(|&(a, b)| (shift(a), shift(b)))
        .collect()
}

/// The nodes as a menu's options, `selected` chosen.
fn node_options(nodes: &[String], selected: usize) -> Html {
    nodes
        .iter()
        .enumerate()
        .map(|(i, l)| html! { <option value={i.to_string()} selected={i == selected}>{ l.clone() }</option> })
        .collect()
}

/// The editor.
#[component]
pub fn GraphEditor(props: &Props) -> Html {
    let lang = use_lang();
    let label = use_state(String::new);
    let from = use_state(|| 0usize);
    let to = use_state(|| 0usize);
    let message = use_state(|| None::<T>);
    let n = props.nodes.len();

    let emit = {
        let cb = props.on_change.clone();
        move |nodes: Vec<String>, arrows: Vec<(usize, usize)>| {
            cb.emit(GraphGame::Custom { nodes, arrows })
        }
    };
    let on_add_node = {
        let (label, message, nodes, arrows, emit) = (
            label.clone(),
            message.clone(),
            props.nodes.clone(),
            props.arrows.clone(),
            emit.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let l = label.trim().to_string();
            match check_label(&nodes, &l) {
                Err(r) => message.set(Some(r)),
                Ok(()) => {
                    let mut ns = (*nodes).clone();
                    ns.push(l);
                    message.set(None);
                    label.set(String::new());
                    emit(ns, (*arrows).clone());
                }
            }
        })
    };
    let select = |state: &UseStateHandle<usize>| {
        let state = state.clone();
        Callback::from(move |e: Event| {
            state.set(crate::theory::field::value_of(&e).parse().unwrap_or(0))
        })
    };
    let on_add_arrow = {
        let (from, to, message, nodes, arrows, emit) = (
            from.clone(),
            to.clone(),
            message.clone(),
            props.nodes.clone(),
            props.arrows.clone(),
            emit.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            let (a, b) = (*from, *to);
            if a >= nodes.len() || b >= nodes.len() {
                message.set(Some(T::ArrowNeedsNodes));
                return;
            }
            match check_arrow(&nodes, &arrows, a, b) {
                Err(r) => message.set(Some(r)),
                Ok(()) => {
                    let mut arr = (*arrows).clone();
                    arr.push((a, b));
                    message.set(None);
                    emit((*nodes).clone(), arr);
                }
            }
        })
    };
    let remove_node = |i: usize| {
        let (nodes, arrows, emit, message) = (
            props.nodes.clone(),
            props.arrows.clone(),
            emit.clone(),
            message.clone(),
        );
        Callback::from(move |_: MouseEvent| {
            let mut ns = (*nodes).clone();
            ns.remove(i);
            let arr = without_node(&arrows, i);
            message.set(None);
            emit(ns, arr);
        })
    };
    let remove_arrow = |j: usize| {
        let (nodes, arrows, emit) = (props.nodes.clone(), props.arrows.clone(), emit.clone());
        Callback::from(move |_: MouseEvent| {
            let mut arr = (*arrows).clone();
            arr.remove(j);
            emit((*nodes).clone(), arr);
        })
    };
    let clear = {
        let (emit, message) = (emit.clone(), message.clone());
        Callback::from(move |_: MouseEvent| {
            message.set(None);
            emit(Vec::new(), Vec::new());
        })
    };

    html! {
        <section class="editor" data-testid="editor" aria-label={tt(lang, &T::EditorTitle)}>
            <h2>{ tt(lang, &T::EditorTitle) }</h2>
            <form class="entry" onsubmit={on_add_node}>
                <label>{ tt(lang, &T::NodeLabel) }
                    <input data-testid="editor-label" value={(*label).clone()} oninput={on_text(&label)} />
                </label>
                <button type="submit" data-testid="editor-add-node">{ tt(lang, &T::AddNode) }</button>
            </form>
            <form class="entry" onsubmit={on_add_arrow}>
                <label>{ tt(lang, &T::ArrowFrom) }
                    <select data-testid="editor-from" onchange={select(&from)} disabled={n == 0}>{ node_options(&props.nodes, *from) }</select>
                </label>
                <label>{ tt(lang, &T::ArrowTo) }
                    <select data-testid="editor-to" onchange={select(&to)} disabled={n == 0}>{ node_options(&props.nodes, *to) }</select>
                </label>
                <button type="submit" data-testid="editor-add-arrow" disabled={n == 0}>{ tt(lang, &T::AddArrow) }</button>
            </form>
            if let Some(m) = &*message {
                <p class="refused" role="alert" data-testid="editor-message">{ tt(lang, m) }</p>
            }
            <ul class="chips" aria-label={tt(lang, &T::NodesList)}>
                { for props.nodes.iter().enumerate().map(|(i, l)| html! {
                    <li>{ l.clone() }
                        { remove(format!("editor-remove-node-{}", i + 1), tt(lang, &T::RemoveNode { label: l.clone() }), remove_node(i)) }
                    </li>
                }) }
            </ul>
            <ul class="chips" aria-label={tt(lang, &T::ArrowsList)}>
                { for props.arrows.iter().enumerate().map(|(j, &(a, b))| {
                    let text = format!("{} → {}", props.nodes[a], props.nodes[b]);
                    html! {
                        <li>{ text.clone() }
                            { remove(format!("editor-remove-arrow-{}", j + 1), tt(lang, &T::RemoveArrow { arrow: text }), remove_arrow(j)) }
                        </li>
                    }
                }) }
            </ul>
            { button("editor-clear".into(), tt(lang, &T::ClearGraph), false, clear) }
        </section>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(nodes: &[&str], label: &str, want: Result<(), T>) {
        let nodes: Vec<String> = nodes.iter().map(|s| s.to_string()).collect();
        assert_eq!(check_label(&nodes, label), want, "{label:?}");
    }

    #[test]
    fn labels() {
        let long = "x".repeat(MAX_LABEL + 1);
        let too_long = || {
            Err(T::LabelTooLong {
                max: MAX_LABEL as u64,
            })
        };
        check(&["a"], "b", Ok(()));
        check(&["a"], "", Err(T::LabelEmpty));
        check(&["a"], &long, too_long());
        check(&["a"], "b,c", too_long());
        check(&["a"], "a", Err(T::LabelExists { label: "a".into() }));
        let full: Vec<String> = (0..MAX_GRAPH_NODES).map(|i| format!("n{i}")).collect();
        let full: Vec<&str> = full.iter().map(String::as_str).collect();
        let limit = MAX_GRAPH_NODES as u64;
        check(&full, "new", Err(T::TooManyNodes { limit }));
    }

    #[test]
    fn removing_a_node_removes_its_arrows_and_shifts_the_rest() {
        for (i, want) in [(0, vec![(1, 0)]), (1, vec![]), (2, vec![(1, 0), (0, 1)])] {
            assert_eq!(without_node(&[(1, 0), (2, 1), (0, 1)], i), want, "{i}");
        }
    }

    #[test]
    fn arrows_that_close_a_cycle_are_refused() {
        let nodes: Vec<String> = ["a", "b", "c"].iter().map(|s| s.to_string()).collect();
        let arrows = vec![(1, 0), (2, 1)];
        assert_eq!(check_arrow(&nodes, &arrows, 2, 0), Ok(()));
        assert_eq!(
            check_arrow(&nodes, &arrows, 0, 2),
            Err(T::ArrowCycle {
                from: "a".into(),
                to: "c".into(),
                cycle: "a → c → b → a".into()
            })
        );
        assert!(matches!(
            check_arrow(&nodes, &arrows, 1, 1),
            Err(T::ArrowCycle { .. })
        ));
        assert_eq!(
            check_arrow(&nodes, &arrows, 1, 0),
            Err(T::ArrowExists {
                from: "b".into(),
                to: "a".into()
            })
        );
    }
}

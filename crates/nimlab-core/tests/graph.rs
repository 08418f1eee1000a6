//! Game graphs, backward induction and kernels (the lecture slides), and Bachet's "Ziel 100"
//! (the German article), checked against the sources' numbers and against direct recursion.

use nimlab_core::bachet::{Bachet, BachetError};
use nimlab_core::graph::{GameGraph, GraphError};
use nimlab_core::grundy::GrundyFn;
use nimlab_core::{Position, Take};
use proptest::prelude::*;
use std::fmt::Debug;

/// Every seed check goes through here, so a failure names its source and quantity.
#[track_caller]
fn check<T: PartialEq + Debug>(what: &str, got: T, want: T) {
    assert_eq!(got, want, "{what}");
}

/// (label, ν as 0/1, γ) per node, in node order.
fn labels(graph: &GameGraph) -> Vec<(String, u8, u64)> {
    let induction = graph.induction().expect("artinian");
    graph
        .nodes
        .iter()
        .enumerate()
        .map(|(i, n)| {
            (
                n.label.clone(),
                u8::from(induction.win[i]),
                induction.grundy[i],
            )
        })
        .collect()
}

#[test]
fn the_exercise_graph_gets_the_slides_labels() {
    let graph = GameGraph::exercise();
    let want: Vec<(String, u8, u64)> = [
        ("a", 0, 0),
        ("b", 1, 1),
        ("c", 1, 2),
        ("d", 0, 0),
        ("e", 0, 0),
        ("f", 1, 3),
        ("g", 1, 1),
    ]
    .into_iter()
    .map(|(l, nu, g)| (l.to_string(), nu, g))
    .collect();
    check("slides: (ν, γ) of a…g", labels(&graph), want);
    let induction = graph.induction().unwrap();
    check("kernel {a, d, e}", induction.kernel.clone(), vec![0, 3, 4]);
    check(
        "the kernel is a kernel",
        graph.is_kernel(&induction.kernel),
        true,
    );
    let f = induction.steps.iter().find(|s| s.node == 5).unwrap();
    check(
        "γ(f) = mex{γ(c), γ(e), γ(g)} = mex{2, 0, 1}",
        (f.successor_values.clone(), f.grundy),
        (vec![2, 0, 1], 3),
    );
}

#[test]
fn take_one_or_two_from_sixteen() {
    let graph = GameGraph::from_position(&Take::UpTo(2), &Position::new([16]), 100).unwrap();
    let induction = graph.induction().unwrap();
    check("17 positions 16…0", graph.nodes.len(), 17);
    check(
        "two arrows from each x ≥ 2, one from 1",
        graph.edges.len(),
        31,
    );
    for (i, n) in graph.nodes.iter().enumerate() {
        let x: u64 = n.label.parse().unwrap();
        check("Satz 1a: γ(x) = x rem 3", induction.grundy[i], x % 3);
        check("ν = γ ∧ 1", induction.win[i], x % 3 != 0);
        check("level = sticks left", induction.level[i] as u64, x);
        check(
            "the node's position",
            n.position.clone(),
            Some(Position::new([x])),
        );
    }
    let kernel: Vec<String> = induction
        .kernel
        .iter()
        .map(|&i| graph.nodes[i].label.clone())
        .collect();
    let mut kernel: Vec<u64> = kernel.iter().map(|l| l.parse().unwrap()).collect();
    kernel.sort_unstable();
    check(
        "loss positions 0, 3, …, 15",
        kernel,
        (0..=15).step_by(3).collect(),
    );
    let steps: Vec<u64> = induction
        .steps
        .iter()
        .map(|s| graph.nodes[s.node].label.parse().unwrap())
        .collect();
    check(
        "bottom-up replay order 0, 1, …, 16",
        steps,
        (0..=16).collect(),
    );
}

#[test]
fn small_nim_positions() {
    // (source, rows, nodes, γ of the start, kernel labels)
    #[allow(clippy::type_complexity)]
    let table: [(&str, &[u64], usize, u64, &[&str]); 3] = [
        ("Nim 1-2: N, γ = 3", &[1, 2], 5, 3, &["0-0", "1-1"]),
        (
            "Nim 2-2: P, the mirror",
            &[2, 2],
            6,
            0,
            &["2-2", "0-0", "1-1"],
        ),
        (
            "Nim 1-2-3: P",
            &[1, 2, 3],
            14,
            0,
            &["1-2-3", "0-1-1", "0-2-2", "0-0-0"],
        ),
    ];
    for (source, rows, nodes, gamma, kernel) in table {
        let graph = GameGraph::from_position(&Take::Any, &Position::new(rows), 100).unwrap();
        let induction = graph.induction().unwrap();
        check(source, graph.nodes.len(), nodes);
        check(source, induction.grundy[0], gamma);
        let mut got: Vec<&str> = induction
            .kernel
            .iter()
            .map(|&i| graph.nodes[i].label.as_str())
            .collect();
        let mut want = kernel.to_vec();
        got.sort_unstable();
        want.sort_unstable();
        check(source, got, want);
    }
    let g = GameGraph::from_position(&Take::Any, &Position::new([2, 1]), 100).unwrap();
    check(
        "rows as a sorted multiset",
        g.nodes[0].label.as_str(),
        "1-2",
    );
    let two_two = GameGraph::from_position(&Take::Any, &Position::new([2, 2]), 100).unwrap();
    let targets: Vec<&str> = two_two
        .successors(0)
        .into_iter()
        .map(|i| two_two.nodes[i].label.as_str())
        .collect();
    check(
        "2-2 has four moves but two arrows: to 1-2 and 0-2",
        targets,
        vec!["1-2", "0-2"],
    );
}

#[test]
fn typed_errors() {
    let heap = Position::new([16]);
    check(
        "node limit",
        GameGraph::from_position(&Take::UpTo(2), &heap, 5),
        Err(GraphError::TooManyNodes { limit: 5 }),
    );
    check(
        "node limit 0",
        GameGraph::from_position(&Take::UpTo(2), &heap, 0),
        Err(GraphError::TooManyNodes { limit: 0 }),
    );
    check(
        "exactly at the limit",
        GameGraph::from_position(&Take::UpTo(2), &heap, 17).map(|g| g.nodes.len()),
        Ok(17),
    );
    let cycle = GameGraph::new(&["x", "y", "z"], &[(0, 1), (1, 2), (2, 1)]).unwrap();
    check(
        "a cycle is not artinian",
        cycle.induction(),
        Err(GraphError::Cycle { nodes: vec![1, 2] }),
    );
    let self_loop = GameGraph::new(&["x"], &[(0, 0)]).unwrap();
    check(
        "a loop is a cycle",
        self_loop.induction(),
        Err(GraphError::Cycle { nodes: vec![0] }),
    );
    check(
        "arrows must name nodes",
        GameGraph::new(&["x"], &[(0, 1)]),
        Err(GraphError::NoSuchNode { edge: 0, node: 1 }),
    );
    let mut broken = GameGraph::exercise();
    broken.edges.push((7, 0));
    check(
        "induction checks arrows too",
        broken.induction().map(|_| ()),
        Err(GraphError::NoSuchNode { edge: 9, node: 7 }),
    );
}

#[test]
fn stability_and_domination() {
    let graph = GameGraph::exercise();
    // (source, set, stable, dominating)
    let table: [(&str, &[usize], bool, bool); 5] = [
        ("the kernel {a, d, e}", &[0, 3, 4], true, true),
        ("{a, b}: b → a", &[0, 1], false, false),
        ("{a, d}: e has no arrow into it", &[0, 3], true, false),
        ("every node", &[0, 1, 2, 3, 4, 5, 6], false, true),
        ("no node", &[], true, false),
    ];
    for (source, set, stable, dominating) in table {
        check(
            source,
            (graph.is_stable(set), graph.is_dominating(set)),
            (stable, dominating),
        );
        check(source, graph.is_kernel(set), stable && dominating);
    }
}

#[test]
fn ziel_100() {
    let game = Bachet::ziel_100();
    check(
        "key numbers 100 − 11m",
        game.key_numbers().collect::<Vec<_>>(),
        vec![1, 12, 23, 34, 45, 56, 67, 78, 89, 100],
    );
    // (source, total, winning addition)
    let table = [
        ("the first player says 1", 0, Some(1)),
        ("1 is a key number", 1, None),
        ("complete to 12", 5, Some(7)),
        ("complete to 100", 95, Some(5)),
        ("reaching 100 ends the game", 100, None),
        ("past the target", 101, None),
    ];
    for (source, total, addition) in table {
        check(source, game.winning_addition(total), addition);
    }
    check(
        "heap view",
        (
            game.heap(1),
            game.heap(101),
            game.total(99),
            game.total(101),
        ),
        (Some(99), None, Some(1), None),
    );
    check("round of 11", game.round(), 11);
    check(
        "as a heap: take 1 up to 10",
        game.rules().take,
        Take::UpTo(10),
    );
    let second_wins = Bachet::new(22, 10).unwrap();
    check(
        "22 with steps to 10: 0 is key",
        second_wins.key_numbers().collect::<Vec<_>>(),
        vec![0, 11, 22],
    );
    check(
        "the first player loses",
        second_wins.winning_addition(0),
        None,
    );
    check(
        "steps of 0",
        Bachet::new(100, 0),
        Err(BachetError::ZeroStep),
    );
    check(
        "huge steps",
        Bachet::new(u64::MAX, u64::MAX)
            .unwrap()
            .key_numbers()
            .collect::<Vec<_>>(),
        vec![u64::MAX],
    );
    check(
        "target 0",
        Bachet::new(0, 3).unwrap().key_numbers().collect::<Vec<_>>(),
        vec![0],
    );

    let graph = GameGraph::from_position(&game.rules().take, &Position::new([100]), 200).unwrap();
    let induction = graph.induction().unwrap();
    let mut kernel: Vec<u64> = induction
        .kernel
        .iter()
        .map(|&i| {
            game.total(graph.nodes[i].position.as_ref().unwrap().rows[0])
                .unwrap()
        })
        .collect();
    kernel.sort_unstable();
    check(
        "key numbers = the kernel of the heap graph",
        kernel,
        game.key_numbers().collect::<Vec<_>>(),
    );
}

// ---------------------------------------------------------------------------------------
// Property tests

/// γ by the definition, recursively and without memo (small graphs only).
fn gamma(graph: &GameGraph, v: usize) -> u64 {
    let values: Vec<u64> = graph
        .successors(v)
        .into_iter()
        .map(|w| gamma(graph, w))
        .collect();
    (0..).find(|x| !values.contains(x)).unwrap()
}

/// A random artinian graph: arrows only from a higher to a lower index.
fn dag() -> impl Strategy<Value = GameGraph> {
    (1usize..9).prop_flat_map(|n| {
        prop::collection::vec((0..n, 0..n), 0..20).prop_map(move |pairs| {
            let labels: Vec<String> = (0..n).map(|i| i.to_string()).collect();
            let labels: Vec<&str> = labels.iter().map(String::as_str).collect();
            let edges: Vec<(usize, usize)> = pairs
                .into_iter()
                .filter(|(a, b)| a != b)
                .map(|(a, b)| (a.max(b), a.min(b)))
                .collect();
            GameGraph::new(&labels, &edges).unwrap()
        })
    })
}

fn take_strategy() -> impl Strategy<Value = Take> {
    prop_oneof![
        Just(Take::Any),
        (1u64..4).prop_map(Take::UpTo),
        prop::collection::vec(1u64..6, 1..4)
            .prop_map(|s| Take::Set(nimlab_core::SubtractionSet::new(s).unwrap())),
    ]
}

proptest! {
    #[test]
    fn induction_equals_the_definition(graph in dag()) {
        let induction = graph.induction().unwrap();
        let mut done = vec![false; graph.nodes.len()];
        for step in &induction.steps {
            prop_assert!(step.successors.iter().all(|&w| done[w]), "successors come first");
            done[step.node] = true;
            prop_assert_eq!(step.grundy, gamma(&graph, step.node));
            prop_assert_eq!(step.win, step.grundy != 0, "Satz 1d: ν = γ ∧ 1");
        }
        prop_assert!(done.iter().all(|&d| d));
        for &(from, to) in &graph.edges {
            prop_assert!(induction.level[from] > induction.level[to]);
        }
        prop_assert!(graph.is_kernel(&induction.kernel));
        prop_assert!(graph.is_stable(&induction.kernel));
        prop_assert!(graph.is_dominating(&induction.kernel));
    }

    #[test]
    fn a_back_arrow_makes_a_cycle(graph in dag(), pick in any::<prop::sample::Index>()) {
        if graph.edges.is_empty() {
            return Ok(());
        }
        let (from, to) = graph.edges[pick.index(graph.edges.len())];
        let mut cyclic = graph.clone();
        cyclic.edges.push((to, from));
        match cyclic.induction() {
            Err(GraphError::Cycle { nodes }) => {
                prop_assert!(!nodes.is_empty());
                for (i, &v) in nodes.iter().enumerate() {
                    let w = nodes[(i + 1) % nodes.len()];
                    prop_assert!(cyclic.edges.contains(&(v, w)), "the cycle follows arrows");
                }
            }
            other => prop_assert!(false, "expected a cycle, got {:?}", other),
        }
    }

    #[test]
    fn position_graphs_obey_sprague_grundy(
        take in take_strategy(),
        rows in prop::collection::vec(0u64..6, 1..4),
    ) {
        let graph = GameGraph::from_position(&take, &Position::new(rows), 10_000).unwrap();
        let induction = graph.induction().unwrap();
        let f = GrundyFn::new(&take);
        for (i, n) in graph.nodes.iter().enumerate() {
            let rows = &n.position.as_ref().unwrap().rows;
            prop_assert_eq!(induction.grundy[i], rows.iter().fold(0, |a, &r| a ^ f.value(r)));
        }
    }

    #[test]
    fn bachet_is_the_subtraction_game(target in 0u64..300, max_step in 1u64..15, total in 0u64..300) {
        let game = Bachet::new(target, max_step).unwrap();
        let f = GrundyFn::new(&game.rules().take);
        match game.heap(total) {
            None => prop_assert_eq!(game.winning_addition(total), None),
            Some(heap) => {
                prop_assert_eq!(game.total(heap), Some(total));
                prop_assert_eq!(game.is_key(total), f.value(heap) == 0);
                prop_assert_eq!(game.key_numbers().any(|k| k == total), game.is_key(total));
                if let Some(a) = game.winning_addition(total) {
                    prop_assert!(a >= 1 && a <= max_step);
                    prop_assert!(game.is_key(total + a));
                } else {
                    prop_assert!(game.is_key(total));
                }
            }
        }
    }
}

//! Game graphs and backward induction: the slides' view of a game as positions and arrows.
//!
//! A finite game graph is *artinian* exactly when it has no cycle; then backward induction
//! labels every node with its Grundy value γ = mex of its successors' values and with
//! ν = γ ∧ 1 (win 1, loss 0; Satz 1d). The nodes with γ = 0 form the *kernel*: the P-positions
//! (Z-Stellungen), a set that is stable (no arrow between two of them) and dominating (every
//! other node has an arrow into it).

use crate::grundy::mex;
use crate::position::Position;
use crate::rules::Take;
use std::collections::HashMap;
use std::fmt;

/// A node of a game graph: a position, or an abstract state of an exercise.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Node {
    /// The name shown on the node, e.g. `"1-2"` for a Nim position or `"a"` in an exercise.
    pub label: String,
    /// The position the node stands for (rows sorted ascending), when the graph was built
    /// from a game.
    pub position: Option<Position>,
}

/// A finite directed graph: nodes and arrows (moves) between them, by node index.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameGraph {
    /// The nodes; an arrow refers to a node by its index here.
    pub nodes: Vec<Node>,
    /// The arrows `(from, to)`: a move from the first node to the second.
    pub edges: Vec<(usize, usize)>,
}

/// Why a graph could not be built or labelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphError {
    /// Building the graph of a position would need more nodes than allowed.
    TooManyNodes {
        /// The node limit that was exceeded.
        limit: usize,
    },
    /// An arrow names a node that does not exist.
    NoSuchNode {
        /// The index of the arrow in [`GameGraph::edges`].
        edge: usize,
        /// The missing node index.
        node: usize,
    },
    /// The graph has a cycle, so it is not artinian and backward induction never starts.
    Cycle {
        /// The nodes of one cycle, in arrow order (the last has an arrow back to the first).
        nodes: Vec<usize>,
    },
}

impl fmt::Display for GraphError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            GraphError::TooManyNodes { limit } => {
                write!(f, "the game graph has more than {limit} nodes")
            }
            GraphError::NoSuchNode { edge, node } => {
                write!(
                    f,
                    "arrow {edge} refers to node {node}, which does not exist"
                )
            }
            GraphError::Cycle { nodes } => {
                write!(f, "the graph has a cycle through nodes {nodes:?}")
            }
        }
    }
}

impl std::error::Error for GraphError {}

/// One step of backward induction: a node labelled from its already-labelled successors.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InductionStep {
    /// The node labelled in this step.
    pub node: usize,
    /// Its successors (the targets of its arrows), ascending.
    pub successors: Vec<usize>,
    /// The successors' Grundy values, in the same order as `successors`.
    pub successor_values: Vec<u64>,
    /// γ(x) = mex of the successors' values.
    pub grundy: u64,
    /// ν(x): whether the player to move wins (ν = 1), which holds exactly when γ(x) ≠ 0.
    pub win: bool,
}

/// The result of backward induction over a whole graph.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Induction {
    /// The steps in replay order: every node appears once, after all its successors.
    pub steps: Vec<InductionStep>,
    /// γ per node, by node index.
    pub grundy: Vec<u64>,
    /// ν per node (win = `true`), by node index.
    pub win: Vec<bool>,
    /// The length of the longest path from each node to a terminal node (terminals are 0):
    /// a layout by level puts every arrow from a higher level to a lower one.
    pub level: Vec<usize>,
    /// The kernel: the nodes with γ = 0 (the P-positions), ascending.
    pub kernel: Vec<usize>,
}

/// How rows are written in the graph of a position.
fn label_of(rows: &[u64]) -> String {
    rows.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

/// The canonical node of a position: one heap as it is, several rows as a sorted multiset
/// (the order of the rows does not change the game).
fn canonical(rows: &[u64]) -> Vec<u64> {
    let mut rows = rows.to_vec();
    rows.sort_unstable();
    rows
}

/// The counts a move may take from a row of `n`, lazily: [`Take::counts_from`] would list a
/// huge row's counts before the node limit could stop the search.
fn counts_from(take: &Take, n: u64) -> Box<dyn Iterator<Item = u64> + '_> {
    match take {
        Take::Any => Box::new(1..=n),
        Take::UpTo(k) => Box::new(1..=n.min(*k)),
        Take::Set(set) => Box::new(set.counts().iter().copied().take_while(move |&c| c <= n)),
    }
}

impl GameGraph {
    /// A graph from node labels and arrows, checking that every arrow names existing nodes.
    pub fn new(labels: &[&str], edges: &[(usize, usize)]) -> Result<GameGraph, GraphError> {
        let graph = GameGraph {
            nodes: labels
                .iter()
                .map(|l| Node {
                    label: (*l).to_string(),
                    position: None,
                })
                .collect(),
            edges: edges.to_vec(),
        };
        graph.check_edges()?;
        Ok(graph)
    }

    /// The graph of all positions reachable from `position` when a move takes as `take`
    /// allows, the start first, then the others in breadth-first order.
    ///
    /// Rows are kept as a sorted multiset (positions that differ only in row order are one
    /// node), and each arrow appears once even when several moves lead to the same node.
    /// Fails with [`GraphError::TooManyNodes`] as soon as more than `limit` nodes appear, so a
    /// lecturer's typo cannot freeze the page.
    pub fn from_position(
        take: &Take,
        position: &Position,
        limit: usize,
    ) -> Result<GameGraph, GraphError> {
        let start = canonical(&position.rows);
        let mut index: HashMap<Vec<u64>, usize> = HashMap::new();
        let mut states: Vec<Vec<u64>> = Vec::new();
        let mut edges = Vec::new();
        if limit == 0 {
            return Err(GraphError::TooManyNodes { limit });
        }
        index.insert(start.clone(), 0);
        states.push(start);
        let mut next = 0;
        while next < states.len() {
            let rows = states[next].clone();
            let mut targets = Vec::new();
            for (row, &n) in rows.iter().enumerate() {
                for count in counts_from(take, n) {
                    let mut after = rows.clone();
                    after[row] -= count;
                    let after = canonical(&after);
                    let id = match index.get(&after) {
                        Some(&id) => id,
                        None => {
                            if states.len() == limit {
                                return Err(GraphError::TooManyNodes { limit });
                            }
                            index.insert(after.clone(), states.len());
                            states.push(after);
                            states.len() - 1
                        }
                    };
                    targets.push(id);
                }
            }
            targets.sort_unstable();
            targets.dedup();
            edges.extend(targets.into_iter().map(|t| (next, t)));
            next += 1;
        }
        let nodes = states
            .into_iter()
            .map(|rows| Node {
                label: label_of(&rows),
                position: Some(Position { rows }),
            })
            .collect();
        Ok(GameGraph { nodes, edges })
    }

    /// The slides' exercise graph with nodes a…g, labelled (ν, γ) = a (0,0), b (1,1),
    /// c (1,2), d (0,0), e (0,0), f (1,3), g (1,1).
    ///
    /// The slide's arrows were lost in the source text; these arrows produce exactly those
    /// labels, and e is a loss position that still has a move (to b).
    pub fn exercise() -> GameGraph {
        const A: usize = 0;
        const B: usize = 1;
        const C: usize = 2;
        const D: usize = 3;
        const E: usize = 4;
        const F: usize = 5;
        const G: usize = 6;
        GameGraph::new(
            &["a", "b", "c", "d", "e", "f", "g"],
            &[
                (B, A),
                (C, A),
                (C, B),
                (E, B),
                (F, C),
                (F, E),
                (F, G),
                (G, D),
                (G, E),
            ],
        )
        .expect("the exercise graph's arrows name its nodes")
    }

    /// The successors of `node` (targets of its arrows), ascending and without repeats.
    pub fn successors(&self, node: usize) -> Vec<usize> {
        let mut out: Vec<usize> = self
            .edges
            .iter()
            .filter(|&&(from, _)| from == node)
            .map(|&(_, to)| to)
            .collect();
        out.sort_unstable();
        out.dedup();
        out
    }

    /// Whether no arrow joins two nodes of `set` (a node with an arrow to itself is not
    /// stable either): from a P-position every move leads out of the kernel.
    pub fn is_stable(&self, set: &[usize]) -> bool {
        let member = self.membership(set);
        !self.edges.iter().any(|&(from, to)| {
            member.get(from).copied().unwrap_or(false) && member.get(to).copied().unwrap_or(false)
        })
    }

    /// Whether every node outside `set` has an arrow into `set`: from every N-position some
    /// move leads into the kernel.
    pub fn is_dominating(&self, set: &[usize]) -> bool {
        let member = self.membership(set);
        let mut reaches = member.clone();
        for &(from, to) in &self.edges {
            if member.get(to).copied().unwrap_or(false) {
                if let Some(r) = reaches.get_mut(from) {
                    *r = true;
                }
            }
        }
        reaches.into_iter().all(|r| r)
    }

    /// Whether `set` is a kernel: stable and dominating.
    pub fn is_kernel(&self, set: &[usize]) -> bool {
        self.is_stable(set) && self.is_dominating(set)
    }

    /// Backward induction: γ, ν and level for every node, steps in an order the app can
    /// replay (by level, terminals first), and the kernel.
    ///
    /// Fails with [`GraphError::Cycle`] when the graph is not artinian and with
    /// [`GraphError::NoSuchNode`] when an arrow names a missing node.
    pub fn induction(&self) -> Result<Induction, GraphError> {
        self.check_edges()?;
        let n = self.nodes.len();
        let succ: Vec<Vec<usize>> = {
            let mut succ = vec![Vec::new(); n];
            for &(from, to) in &self.edges {
                succ[from].push(to);
            }
            for s in &mut succ {
                s.sort_unstable();
                s.dedup();
            }
            succ
        };
        let level = levels(&succ)?;
        let mut order: Vec<usize> = (0..n).collect();
        order.sort_by_key(|&v| (level[v], v));
        let mut grundy = vec![0u64; n];
        let mut steps = Vec::with_capacity(n);
        for v in order {
            let successor_values: Vec<u64> = succ[v].iter().map(|&w| grundy[w]).collect();
            let g = mex(successor_values.iter().copied());
            grundy[v] = g;
            steps.push(InductionStep {
                node: v,
                successors: succ[v].clone(),
                successor_values,
                grundy: g,
                win: g != 0,
            });
        }
        let win = grundy.iter().map(|&g| g != 0).collect();
        let kernel = (0..n).filter(|&v| grundy[v] == 0).collect();
        Ok(Induction {
            steps,
            grundy,
            win,
            level,
            kernel,
        })
    }

    fn check_edges(&self) -> Result<(), GraphError> {
        let n = self.nodes.len();
        for (edge, &(from, to)) in self.edges.iter().enumerate() {
            for node in [from, to] {
                if node >= n {
                    return Err(GraphError::NoSuchNode { edge, node });
                }
            }
        }
        Ok(())
    }

    fn membership(&self, set: &[usize]) -> Vec<bool> {
        let mut member = vec![false; self.nodes.len()];
        for &v in set {
            if let Some(m) = member.get_mut(v) {
                *m = true;
            }
        }
        member
    }
}

/// The longest path from each node to a terminal node, or a cycle when there is none.
///
/// Iterative depth-first search, so deep graphs (a heap of thousands) cannot overflow the
/// stack.
fn levels(succ: &[Vec<usize>]) -> Result<Vec<usize>, GraphError> {
    const NEW: u8 = 0;
    const OPEN: u8 = 1;
    const DONE: u8 = 2;
    let n = succ.len();
    let mut state = vec![NEW; n];
    let mut level = vec![0usize; n];
    for root in 0..n {
        if state[root] != NEW {
            continue;
        }
        // The path from the root: (node, index of the next successor to visit).
        let mut stack: Vec<(usize, usize)> = vec![(root, 0)];
        state[root] = OPEN;
        while let Some(top) = stack.last_mut() {
            let v = top.0;
            if let Some(&w) = succ[v].get(top.1) {
                top.1 += 1;
                match state[w] {
                    NEW => {
                        state[w] = OPEN;
                        stack.push((w, 0));
                    }
                    OPEN => {
                        let start = stack.iter().position(|&(u, _)| u == w).unwrap_or(0);
                        let nodes = stack[start..].iter().map(|&(u, _)| u).collect();
                        return Err(GraphError::Cycle { nodes });
                    }
                    _ => {}
                }
            } else {
                level[v] = succ[v].iter().map(|&w| level[w] + 1).max().unwrap_or(0);
                state[v] = DONE;
                stack.pop();
            }
        }
    }
    Ok(level)
}

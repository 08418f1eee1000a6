//! A game graph drawn as SVG by hand: nodes in columns by level (terminal positions on the
//! left, as the slides draw 0 1 2 … 16), arrows as lines or, when they skip levels, as arcs.

use std::rc::Rc;
use yew::prelude::*;

/// Horizontal distance between levels, vertical distance between nodes of one level.
const DX: f64 = 84.0;
const DY: f64 = 70.0;
const PAD: f64 = 36.0;
const RY: f64 = 17.0;

/// How a node is labelled on screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NodeMark {
    /// ν: the player to move wins.
    pub win: bool,
    /// γ.
    pub grundy: u64,
}

/// What [`graph_view`] draws.
#[derive(PartialEq)]
pub struct Props {
    /// The nodes' labels.
    pub labels: Rc<Vec<String>>,
    /// The arrows (from, to).
    pub edges: Rc<Vec<(usize, usize)>>,
    /// Each node's level (longest path to a terminal node); `None` for a graph with a cycle,
    /// which is drawn on a circle.
    pub levels: Option<Rc<Vec<usize>>>,
    /// (ν, γ) of the nodes labelled so far.
    pub marks: Rc<Vec<Option<NodeMark>>>,
    /// The node labelled in the current step.
    pub current: Option<usize>,
    /// The kernel, once induction is complete.
    pub kernel: Rc<Vec<usize>>,
    /// A cycle to show (nodes in arrow order).
    pub cycle: Rc<Vec<usize>>,
    /// The accessible name of the drawing.
    pub title: String,
}

/// The drawn width of a node's label.
fn half_width(label: &str) -> f64 {
    (label.chars().count() as f64 * 4.6 + 10.0).max(RY + 1.0)
}

/// Node centres: columns by level, each column ordered by the mean position of the nodes it
/// points to (a few sweeps of the barycentre heuristic), centred vertically.
pub fn layout(n: usize, edges: &[(usize, usize)], levels: &[usize]) -> Vec<(f64, f64)> {
    let top = levels.iter().copied().max().unwrap_or(0);
    let mut columns: Vec<Vec<usize>> = vec![Vec::new(); top + 1];
    for v in 0..n {
        columns[levels[v]].push(v);
    }
    let mut rank = vec![0.0f64; n];
    let place = |columns: &Vec<Vec<usize>>, rank: &mut Vec<f64>| {
        for col in columns {
            let mid = (col.len() as f64 - 1.0) / 2.0;
            for (i, &v) in col.iter().enumerate() {
                rank[v] = i as f64 - mid;
            }
        }
    };
    place(&columns, &mut rank);
    for sweep in 0..4 {
        let down = sweep % 2 == 1;
        for l in 0..=top {
            let mut col = std::mem::take(&mut columns[l]);
            let key = |v: usize| {
                let neighbours: Vec<f64> = edges
                    .iter()
                    .filter_map(|&(a, b)| match (a == v, b == v, down) {
                        (true, _, false) => Some(rank[b]),
                        (_, true, true) => Some(rank[a]),
                        _ => None,
                    })
                    .collect();
                if neighbours.is_empty() {
                    rank[v]
                } else {
                    neighbours.iter().sum::<f64>() / neighbours.len() as f64
                }
            };
            let mut keyed: Vec<(f64, usize)> = col.iter().map(|&v| (key(v), v)).collect();
            keyed.sort_by(|a, b| a.0.total_cmp(&b.0).then(a.1.cmp(&b.1)));
            col = keyed.into_iter().map(|(_, v)| v).collect();
            columns[l] = col;
            place(&columns, &mut rank);
        }
    }
    let tallest = columns.iter().map(Vec::len).max().unwrap_or(1) as f64;
    let mid_y = PAD + 14.0 + (tallest - 1.0) * DY / 2.0;
    (0..n)
        .map(|v| (PAD + 30.0 + levels[v] as f64 * DX, mid_y + rank[v] * DY))
        .collect()
}

/// Node centres on a staggered grid, for graphs that have no levels (a cycle).
fn grid(n: usize) -> Vec<(f64, f64)> {
    (0..n)
        .map(|i| {
            let (row, col) = ((i / 6) as f64, (i % 6) as f64);
            (
                PAD + 40.0 + col * DX * 1.3 + (row % 2.0) * DX * 0.6,
                PAD + 20.0 + row * DY,
            )
        })
        .collect()
}

/// A coordinate as SVG text: whole pixels, so no floating-point formatting is needed.
fn px(v: f64) -> String {
    ((v + 0.5).floor() as i64).to_string()
}

/// Where the ray from a node's centre in direction (dx, dy) leaves its ellipse.
fn boundary(c: (f64, f64), rx: f64, dx: f64, dy: f64) -> (f64, f64) {
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    let (ux, uy) = (dx / len, dy / len);
    let t = 1.0 / ((ux / rx) * (ux / rx) + (uy / RY) * (uy / RY)).sqrt();
    (c.0 + ux * t, c.1 + uy * t)
}

/// The drawing (a plain function: it has no state of its own).
pub fn graph_view(props: &Props) -> Html {
    let n = props.labels.len();
    let pos = match &props.levels {
        Some(levels) => layout(n, &props.edges, levels),
        None => grid(n),
    };
    let widths: Vec<f64> = props.labels.iter().map(|l| half_width(l)).collect();
    let max_x = pos
        .iter()
        .zip(&widths)
        .map(|(p, w)| p.0 + w)
        .fold(200.0, f64::max)
        + PAD;
    let max_y = pos.iter().map(|p| p.1).fold(60.0, f64::max) + PAD + 30.0;
    let current_succ: Vec<usize> = match props.current {
        Some(c) => props
            .edges
            .iter()
            .filter(|e| e.0 == c)
            .map(|e| e.1)
            .collect(),
        None => Vec::new(),
    };
    let in_cycle = |a: usize, b: usize| {
        let c = &props.cycle;
        c.iter()
            .enumerate()
            .any(|(i, &v)| v == a && c[(i + 1) % c.len()] == b)
    };

    let edges = props.edges.iter().map(|&(a, b)| {
        let (p, q) = (pos[a], pos[b]);
        let span = match &props.levels {
            Some(l) => l[a].saturating_sub(l[b]),
            None => 1,
        };
        let (dx, dy) = (q.0 - p.0, q.1 - p.1);
        let len = (dx * dx + dy * dy).sqrt().max(1e-9);
        // Arrows that skip a level bend away from the straight line, alternating sides.
        let bend = if span >= 2 || (span == 0 && a != b) {
            let side = if (a + b) % 2 == 0 { -1.0 } else { 1.0 };
            side * (16.0 + 10.0 * span as f64).min(len / 2.5)
        } else {
            0.0
        };
        let ctrl = ((p.0 + q.0) / 2.0 - dy / len * bend, (p.1 + q.1) / 2.0 + dx / len * bend);
        let s = boundary(p, widths[a], ctrl.0 - p.0, ctrl.1 - p.1);
        let e = boundary(q, widths[b], ctrl.0 - q.0, ctrl.1 - q.1);
        let d = if a == b {
            format!("M{},{} c-30,-40 30,-40 0,0", px(p.0), px(p.1 - RY))
        } else {
            format!("M{},{} Q{},{} {},{}", px(s.0), px(s.1), px(ctrl.0), px(ctrl.1), px(e.0), px(e.1))
        };
        let active = props.current == Some(a);
        let class = classes!("edge", active.then_some("active"), in_cycle(a, b).then_some("cycle"));
        html! { <path {class} d={d} data-testid={format!("edge-{}-{}", a + 1, b + 1)} marker-end="url(#arrow)" /> }
    });

    let nodes = (0..n).map(|v| {
        let (x, y) = pos[v];
        let mark = props.marks.get(v).copied().flatten();
        let in_kernel = props.kernel.contains(&v);
        let class = classes!(
            "node",
            mark.map(|m| if m.win { "win" } else { "loss" }),
            (props.current == Some(v)).then_some("current"),
            current_succ.contains(&v).then_some("succ"),
            in_kernel.then_some("kernel"),
            props.cycle.contains(&v).then_some("cycle"),
        );
        let label = &props.labels[v];
        html! {
            <g {class} data-testid={format!("node-{label}")} data-index={(v + 1).to_string()}
                data-nu={mark.map(|m| u8::from(m.win).to_string())} data-grundy={mark.map(|m| m.grundy.to_string())}
                data-level={props.levels.as_ref().map(|l| l[v].to_string())}>
                <ellipse cx={px(x)} cy={px(y)} rx={px(widths[v])} ry={px(RY)} />
                <text class="label" x={px(x)} y={px(y + 5.0)}>{ label.clone() }</text>
                if let Some(m) = mark {
                    <text class="mark" x={px(x)} y={px(y + RY + 15.0)}>
                        { format!("({}, {})", u8::from(m.win), m.grundy) }
                    </text>
                }
            </g>
        }
    });

    html! {
        <svg class="graph" data-testid="graph" viewBox={format!("0 0 {} {}", px(max_x), px(max_y))} role="img"
            aria-label={props.title.clone()} style={format!("width:{}px", px(max_x * 1.5))}>
            <defs>
                <marker id="arrow" viewBox="0 0 10 10" refX="9" refY="5" markerUnits="userSpaceOnUse" markerWidth="11" markerHeight="11" orient="auto-start-reverse">
                    <path d="M0,0 L10,5 L0,10 z" />
                </marker>
            </defs>
            { for edges }
            { for nodes }
        </svg>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_go_left_to_right_and_columns_are_centred() {
        // 0 ← 1 ← 2 with 2 → 0: one node per level, all on one line.
        let pos = layout(3, &[(1, 0), (2, 1), (2, 0)], &[0, 1, 2]);
        assert!(pos[0].0 < pos[1].0 && pos[1].0 < pos[2].0);
        assert_eq!(pos[0].1, pos[2].1);
        // Two terminal nodes share a column, one above the other.
        let pos = layout(3, &[(2, 0), (2, 1)], &[0, 0, 1]);
        assert_eq!(pos[0].0, pos[1].0);
        assert_eq!(pos[0].1 + pos[1].1, 2.0 * pos[2].1);
    }
}

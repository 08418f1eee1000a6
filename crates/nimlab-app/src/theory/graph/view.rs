//! A game graph drawn as SVG by hand: nodes in columns by level (terminal positions on the
//! left, as the slides draw 0 1 2 … 16), arrows as lines or, when they skip levels, as arcs.

use std::rc::Rc;
use yew::prelude::*;

/// Least horizontal distance between levels (more for wide labels), vertical distance between
/// nodes of one level.
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

/// What [`GraphView`] draws.
#[derive(Properties, PartialEq)]
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
    /// The size: `None` fits the drawing to its box's width, `Some(z)` draws it z times as
    /// wide (the box scrolls).
    #[prop_or_default]
    pub zoom: Option<f64>,
}

/// Half the width of a node's ellipse: its label's estimated width at the labels' 14px (a
/// wide letter, a kanji or a full-width form takes a whole em, a narrow letter a third of
/// one; widths as in DejaVu Sans) and a margin.
fn half_width(label: &str) -> f64 {
    let ems: f64 = label
        .chars()
        .map(|c| match c {
            'i' | 'j' | 'l' | 't' | 'f' | 'r' | 'I' | '.' | ',' | ':' | ';' | '!' | '|' | '\''
            | ' ' => 0.36,
            'm' | 'w' | 'M' | 'W' | '@' => 1.0,
            _ if c > '\u{2E7F}' => 1.0,
            'A'..='Z' => 0.75,
            _ => 0.64,
        })
        .sum();
    (ems * 7.0 + 10.0).max(RY + 1.0)
}

/// Node centres: columns by level, each column ordered by the mean position of the nodes it
/// points to (a few sweeps of the barycentre heuristic), centred vertically.
pub fn layout(n: usize, edges: &[(usize, usize)], levels: &[usize], dx: f64) -> Vec<(f64, f64)> {
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
        .map(|v| (PAD + 30.0 + levels[v] as f64 * dx, mid_y + rank[v] * DY))
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

/// A point of the quadratic Bézier curve from `p` over `c` to `q`.
fn bezier(p: (f64, f64), c: (f64, f64), q: (f64, f64), t: f64) -> (f64, f64) {
    let u = 1.0 - t;
    (
        u * u * p.0 + 2.0 * u * t * c.0 + t * t * q.0,
        u * u * p.1 + 2.0 * u * t * c.1 + t * t * q.1,
    )
}

/// The control point of an arrow from `p` to `q` that bends `bend` pixels to its side.
fn control(p: (f64, f64), q: (f64, f64), bend: f64) -> (f64, f64) {
    let (dx, dy) = (q.0 - p.0, q.1 - p.1);
    let len = (dx * dx + dy * dy).sqrt().max(1e-9);
    (
        (p.0 + q.0) / 2.0 - dy / len * bend,
        (p.1 + q.1) / 2.0 + dx / len * bend,
    )
}

/// The nodes and their (ν, γ) marks, which an arrow should not pass through, ordered by x so
/// that each point of an arrow is tested against the few nodes near it, not against all.
struct Obstacles<'a> {
    pos: &'a [(f64, f64)],
    widths: &'a [f64],
    /// The nodes by their x.
    by_x: Vec<usize>,
    /// The largest half-width of a node or a mark, with the margin.
    reach: f64,
}

impl<'a> Obstacles<'a> {
    fn new(pos: &'a [(f64, f64)], widths: &'a [f64]) -> Obstacles<'a> {
        let mut by_x: Vec<usize> = (0..pos.len()).collect();
        by_x.sort_by(|&u, &v| pos[u].0.total_cmp(&pos[v].0));
        let reach = widths.iter().fold(MARK_RX, |m, &w| m.max(w + 6.0));
        Obstacles {
            pos,
            widths,
            by_x,
            reach,
        }
    }

    /// How many other nodes, and how many (ν, γ) marks, the arrow from node `a` to node `b`
    /// passes through when it bends `bend` pixels (its own nodes' marks are where it starts or
    /// ends).
    fn crossings(&self, a: usize, b: usize, bend: f64) -> (usize, usize) {
        let (pos, n) = (self.pos, self.pos.len());
        let c = control(pos[a], pos[b], bend);
        let inside = |pt: (f64, f64), centre: (f64, f64), rx: f64, ry: f64| {
            let (x, y) = ((pt.0 - centre.0) / rx, (pt.1 - centre.1) / ry);
            x * x + y * y < 1.0
        };
        let (mut node, mut mark) = (vec![false; n], vec![false; n]);
        for i in 1..24 {
            let pt = bezier(pos[a], c, pos[b], f64::from(i) / 24.0);
            let from = self.by_x.partition_point(|&v| pos[v].0 < pt.0 - self.reach);
            let near = self.by_x[from..]
                .iter()
                .take_while(|&&v| pos[v].0 <= pt.0 + self.reach);
            for &v in near.filter(|&&v| v != a && v != b) {
                node[v] |= inside(pt, pos[v], self.widths[v] + 6.0, RY + 6.0);
                mark[v] |= inside(pt, (pos[v].0, pos[v].1 + RY + 11.0), MARK_RX, 10.0);
            }
        }
        let count = |hits: Vec<bool>| hits.into_iter().filter(|&h| h).count();
        (count(node), count(mark))
    }
}

/// Half the width of a node's (ν, γ) mark, with the margin.
const MARK_RX: f64 = 26.0;

/// Each arrow's bend: `preferred` when it clears every other node and mark, else the
/// smallest bend, to either side, that does (else the one that crosses fewest nodes, then
/// marks). A straight arrow drawn through a node reads as two arrows, which the labels then
/// contradict.
pub fn bends(
    pos: &[(f64, f64)],
    widths: &[f64],
    edges: &[(usize, usize)],
    preferred: &[f64],
) -> Vec<f64> {
    let obstacles = Obstacles::new(pos, widths);
    edges
        .iter()
        .zip(preferred)
        .map(|(&(a, b), &first)| {
            if a == b {
                return 0.0;
            }
            let side = if first < 0.0 { -1.0 } else { 1.0 };
            let candidates = std::iter::once(first).chain(
                [
                    22.0, 34.0, 48.0, 64.0, 84.0, 110.0, 140.0, 170.0, 210.0, 250.0,
                ]
                .into_iter()
                .flat_map(|m: f64| [side * m.max(first.abs()), -side * m.max(first.abs())]),
            );
            let mut best = ((usize::MAX, usize::MAX), first);
            for bend in candidates {
                let hits = obstacles.crossings(a, b, bend);
                if hits == (0, 0) {
                    return bend;
                }
                if hits < best.0 {
                    best = (hits, bend);
                }
            }
            best.1
        })
        .collect()
}

/// Where everything of a drawing lies: node centres and half widths, each arrow's bend, and
/// the box that holds them. It depends on the graph alone, not on the step of the induction.
#[derive(Debug, PartialEq)]
pub struct Geometry {
    /// Node centres.
    pub pos: Vec<(f64, f64)>,
    /// Half the width of each node's ellipse.
    pub widths: Vec<f64>,
    /// Each arrow's bend (see [`bends`]).
    pub bend: Vec<f64>,
    /// Where each arrow's head touches its target's ellipse (see [`arrow_ends`]).
    pub ends: Vec<(f64, f64)>,
    /// The drawing's box: min x, min y, max x, max y.
    pub view: (f64, f64, f64, f64),
}

/// The geometry of a graph: its layout (by level, or on a grid for a graph with a cycle),
/// the arrows routed around the nodes, and the box that holds both.
pub fn geometry(labels: &[String], edges: &[(usize, usize)], levels: Option<&[usize]>) -> Geometry {
    let n = labels.len();
    let widths: Vec<f64> = labels.iter().map(|l| half_width(l)).collect();
    // Room between two columns for an arrow to be seen, however wide the labels.
    let dx = widths.iter().fold(DX, |d, w| d.max(2.0 * w + 44.0));
    let pos = match levels {
        Some(levels) => layout(n, edges, levels, dx),
        None => grid(n),
    };
    let mut max_x = pos
        .iter()
        .zip(&widths)
        .map(|(p, w)| p.0 + w)
        .fold(200.0, f64::max)
        + PAD;
    let mut max_y = pos.iter().map(|p| p.1).fold(60.0, f64::max) + PAD + 30.0;
    // Arrows that skip a level bend away from the straight line, alternating sides.
    let preferred: Vec<f64> = edges
        .iter()
        .map(|&(a, b)| {
            let span = match levels {
                Some(l) => l[a].saturating_sub(l[b]),
                None => 1,
            };
            let (dx, dy) = (pos[b].0 - pos[a].0, pos[b].1 - pos[a].1);
            let len = (dx * dx + dy * dy).sqrt();
            if span >= 2 || (span == 0 && a != b) {
                let side = if (a + b) % 2 == 0 { -1.0 } else { 1.0 };
                side * (16.0 + 10.0 * span as f64).min(len / 2.5)
            } else {
                0.0
            }
        })
        .collect();
    let bend = bends(&pos, &widths, edges, &preferred);
    // An arrow that bends around the nodes may leave their box: the drawing grows to hold it.
    let (mut min_x, mut min_y) = (0.0f64, 0.0f64);
    for (&(a, b), &m) in edges.iter().zip(&bend) {
        let c = control(pos[a], pos[b], m);
        for i in 0..=8 {
            let (x, y) = bezier(pos[a], c, pos[b], f64::from(i) / 8.0);
            (min_x, max_x) = (min_x.min(x - 8.0), max_x.max(x + 8.0));
            (min_y, max_y) = (min_y.min(y - 8.0), max_y.max(y + 8.0));
        }
    }
    let ends = arrow_ends(&pos, &widths, edges, &bend);
    Geometry {
        pos,
        widths,
        bend,
        ends,
        view: (min_x, min_y, max_x, max_y),
    }
}

/// The least angle, seen from a node's centre, between two arrowheads that reach it.
const HEAD_GAP: f64 = 0.3;

/// Where each arrow reaches its target's ellipse: in the direction it comes from, except that
/// arrowheads arriving from nearly the same direction are fanned out to [`HEAD_GAP`] apart
/// (or an equal part of the circle, when more heads than that allows reach one node) around
/// their common middle, so that each head is seen (in Nim 1-2-3 up to three met at one point;
/// into the empty heap of 16 under "take any" come sixteen).
pub fn arrow_ends(
    pos: &[(f64, f64)],
    widths: &[f64],
    edges: &[(usize, usize)],
    bend: &[f64],
) -> Vec<(f64, f64)> {
    let approach = |i: usize| {
        let (a, b) = edges[i];
        let c = control(pos[a], pos[b], bend[i]);
        (c.1 - pos[b].1).atan2(c.0 - pos[b].0)
    };
    let mut angle: Vec<f64> = (0..edges.len()).map(approach).collect();
    for v in 0..pos.len() {
        let mut heads: Vec<usize> = (0..edges.len())
            .filter(|&i| edges[i].1 == v && edges[i].0 != v)
            .collect();
        if heads.len() < 2 {
            continue;
        }
        heads.sort_by(|&i, &j| angle[i].total_cmp(&angle[j]));
        // Unwrap the circle at its widest gap, so neighbours in angle are neighbours in the list.
        let k = heads.len();
        let gap = |t: usize| {
            let (a, b) = (angle[heads[t]], angle[heads[(t + 1) % k]]);
            if t + 1 == k {
                b + std::f64::consts::TAU - a
            } else {
                b - a
            }
        };
        let widest = (0..k)
            .max_by(|&s, &t| gap(s).total_cmp(&gap(t)))
            .unwrap_or(0);
        heads.rotate_left((widest + 1) % k);
        let mut turn: Vec<f64> = heads.iter().map(|&i| angle[i]).collect();
        for t in 1..k {
            while turn[t] < turn[t - 1] {
                turn[t] += std::f64::consts::TAU;
            }
        }
        // Many heads share the circle: each gets at most an equal part of it.
        let gap = HEAD_GAP.min(std::f64::consts::TAU / k as f64);
        let mut turn = spread(&turn, gap);
        if turn[0] + std::f64::consts::TAU - turn[k - 1] < gap {
            // The spread runs met across the widest gap: all of them are one run, about the
            // mean (which the spread keeps).
            let middle = turn.iter().sum::<f64>() / k as f64;
            turn = spread(&vec![middle; k], gap);
        }
        for (t, &i) in heads.iter().enumerate() {
            angle[i] = turn[t];
        }
    }
    edges
        .iter()
        .zip(&angle)
        .map(|(&(_, b), &a)| boundary(pos[b], widths[b], a.cos(), a.sin()))
        .collect()
}

/// Angles in ascending order moved apart to at least `gap` between neighbours, each as little as
/// it can: a run of angles too close is spread evenly about the mean of where its members came
/// from, and a run that then comes too close to the one before joins it (one pass, as the runs
/// only grow to the left).
fn spread(angles: &[f64], gap: f64) -> Vec<f64> {
    // Each run: its length and the sum of its members' own angles.
    let mut runs: Vec<(usize, f64)> = Vec::new();
    let first = |&(n, sum): &(usize, f64)| sum / n as f64 - (n - 1) as f64 / 2.0 * gap;
    let last = |&(n, sum): &(usize, f64)| sum / n as f64 + (n - 1) as f64 / 2.0 * gap;
    for &a in angles {
        runs.push((1, a));
        while let [.., before, run] = runs[..] {
            if first(&run) - last(&before) >= gap - 1e-9 {
                break;
            }
            runs.pop();
            if let Some(joined) = runs.last_mut() {
                *joined = (before.0 + run.0, before.1 + run.1);
            }
        }
    }
    runs.iter()
        .flat_map(|run| (0..run.0).map(move |t| first(run) + t as f64 * gap))
        .collect()
}

/// The drawing. Its geometry is computed once per graph: stepping through the induction
/// changes only the marks and classes.
#[component]
pub fn GraphView(props: &Props) -> Html {
    let geo = use_memo(
        (
            props.labels.clone(),
            props.edges.clone(),
            props.levels.clone(),
        ),
        |(labels, edges, levels)| geometry(labels, edges, levels.as_deref().map(|l| &l[..])),
    );
    let Geometry {
        pos,
        widths,
        bend,
        ends,
        view: (min_x, min_y, max_x, max_y),
    } = &*geo;
    let n = props.labels.len();
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

    let edges = props.edges.iter().zip(bend).zip(ends).map(|((&(a, b), &bend), &e)| {
        let (p, q) = (pos[a], pos[b]);
        let ctrl = control(p, q, bend);
        let s = boundary(p, widths[a], ctrl.0 - p.0, ctrl.1 - p.1);
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

    // A drawing fits its box's width (on a projector up to twice its own size of 1.5 px per
    // unit, and no taller than most of the screen; on a phone no smaller than its labels can
    // be read, --legible, and the box scrolls); zoomed, it is wider than the box, which scrolls,
    // and on a phone that many times the legible size (else "+" could make it smaller).
    // 0.75 px a unit: labels of 10.5 px, so the exercise graph a … g still fits a phone's width.
    let legible = (max_x - min_x) * 0.75;
    // A flat drawing (a heap's line of positions): a slide puts it across the full width.
    let wide = max_x - min_x > 3.0 * (max_y - min_y);
    let style = match props.zoom {
        None => format!(
            "width:100%;max-width:{}px;--legible:{}px",
            px((max_x - min_x) * 3.0),
            px(legible)
        ),
        Some(z) => format!("width:{}%;--legible:{}px", z * 100.0, px(legible * z)),
    };
    html! {
        <svg class={classes!("graph", if props.zoom.is_some() { "zoomed" } else { "fit" }, wide.then_some("wide"))} data-testid="graph"
            viewBox={format!("{} {} {} {}", px(*min_x), px(*min_y), px(max_x - min_x), px(max_y - min_y))} role="img"
            aria-label={props.title.clone()} {style}>
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

    /// The layout, widths and bends of a graph, as the page draws it.
    fn drawn(g: &nimlab_core::graph::GameGraph) -> (Vec<(f64, f64)>, Vec<f64>, Vec<f64>) {
        let levels = g.induction().unwrap().level;
        let labels: Vec<String> = g.nodes.iter().map(|n| n.label.clone()).collect();
        let geo = geometry(&labels, &g.edges, Some(&levels));
        (geo.pos, geo.widths, geo.bend)
    }

    #[test]
    fn arrows_go_around_the_nodes_they_do_not_join() {
        use nimlab_core::graph::GameGraph;
        use nimlab_core::{Position, Take};
        let node_hits =
            |g: &GameGraph, pos: &[(f64, f64)], widths: &[f64], bend: &[f64]| -> usize {
                g.edges
                    .iter()
                    .zip(bend)
                    .map(|(&(a, b), &m)| Obstacles::new(pos, widths).crossings(a, b, m).0)
                    .sum()
            };
        // The slides' exercise a … g: g → d went straight through b and f → e through g.
        let g = GameGraph::exercise();
        let (pos, widths, bend) = drawn(&g);
        assert_eq!(node_hits(&g, &pos, &widths, &vec![0.0; g.edges.len()]), 2);
        assert_eq!(node_hits(&g, &pos, &widths, &bend), 0);
        // Nim 1-2-3 is too dense to clear every node with one bend per arrow: far fewer cross.
        let g = GameGraph::from_position(&Take::Any, &Position::new(vec![1, 2, 3]), 200).unwrap();
        let (pos, widths, bend) = drawn(&g);
        let straight = node_hits(&g, &pos, &widths, &vec![0.0; g.edges.len()]);
        let routed = node_hits(&g, &pos, &widths, &bend);
        assert!(routed * 4 <= straight, "{routed} of {straight}");
    }

    #[test]
    fn arrowheads_into_one_node_are_apart() {
        use nimlab_core::graph::GameGraph;
        use nimlab_core::{Position, Take};
        let closest = |g: &GameGraph, ends: &[(f64, f64)]| {
            let mut least = f64::INFINITY;
            for (i, &(_, b)) in g.edges.iter().enumerate() {
                for (j, &(_, c)) in g.edges.iter().enumerate().skip(i + 1) {
                    if b == c {
                        let (p, q) = (ends[i], ends[j]);
                        least = least.min(((p.0 - q.0).powi(2) + (p.1 - q.1).powi(2)).sqrt());
                    }
                }
            }
            least
        };
        for g in [
            GameGraph::from_position(&Take::Any, &Position::new(vec![1, 2, 3]), 200).unwrap(),
            GameGraph::from_position(&Take::Any, &Position::new(vec![2, 2]), 200).unwrap(),
            GameGraph::exercise(),
            // Sixteen heads into the empty heap, in runs that meet once spread.
            GameGraph::from_position(&Take::Any, &Position::new(vec![16]), 200).unwrap(),
        ] {
            let levels = g.induction().unwrap().level;
            let labels: Vec<String> = g.nodes.iter().map(|n| n.label.clone()).collect();
            let geo = geometry(&labels, &g.edges, Some(&levels));
            // Each head still sits on its target's ellipse.
            for (&(_, b), e) in g.edges.iter().zip(&geo.ends) {
                let (x, y) = (
                    (e.0 - geo.pos[b].0) / geo.widths[b],
                    (e.1 - geo.pos[b].1) / RY,
                );
                assert!((x * x + y * y - 1.0).abs() < 1e-6);
            }
            // The gap's angle on the smallest node is 5 px (with up to 20 heads into one node).
            assert!(closest(&g, &geo.ends) >= 5.0, "{}", closest(&g, &geo.ends));
        }
        // Where they came from one direction, in Nim 1-2-3, three heads met at one point.
        let g = GameGraph::from_position(&Take::Any, &Position::new(vec![1, 2, 3]), 200).unwrap();
        let levels = g.induction().unwrap().level;
        let labels: Vec<String> = g.nodes.iter().map(|n| n.label.clone()).collect();
        let geo = geometry(&labels, &g.edges, Some(&levels));
        let unspread: Vec<(f64, f64)> = g
            .edges
            .iter()
            .zip(&geo.bend)
            .map(|(&(a, b), &m)| {
                let c = control(geo.pos[a], geo.pos[b], m);
                boundary(
                    geo.pos[b],
                    geo.widths[b],
                    c.0 - geo.pos[b].0,
                    c.1 - geo.pos[b].1,
                )
            })
            .collect();
        assert!(closest(&g, &unspread) < 1.0);
    }

    #[test]
    fn spread_moves_runs_apart_about_their_mean() {
        let check = |angles: &[f64], gap: f64, want: &[f64]| {
            let got = spread(angles, gap);
            assert_eq!(got.len(), want.len());
            for (g, w) in got.iter().zip(want) {
                assert!((g - w).abs() < 1e-9, "{angles:?}: {got:?}, not {want:?}");
            }
        };
        // Far enough apart: unchanged.
        check(&[0.0, 1.0, 2.0], 0.5, &[0.0, 1.0, 2.0]);
        // Two at one point: spread about it.
        check(&[1.0, 1.0], 0.5, &[0.75, 1.25]);
        // A run spread wide meets its neighbour: the two join, about the mean of all three.
        let mean = 0.7 / 3.0;
        check(&[0.0, 0.0, 0.7], 0.5, &[mean - 0.5, mean, mean + 0.5]);
    }

    #[cfg(not(target_arch = "wasm32"))]
    proptest::proptest! {
        /// On any directions: the order kept, every two neighbours at least the gap apart, each
        /// run about its members' mean (so the sum is kept), and directions far enough apart
        /// left where they are.
        #[test]
        fn spread_keeps_order_gap_and_mean(
            mut angles in proptest::collection::vec(0.0f64..6.0, 1..30),
            gap in 0.05f64..0.5,
        ) {
            angles.sort_by(f64::total_cmp);
            let got = spread(&angles, gap);
            proptest::prop_assert_eq!(got.len(), angles.len());
            for pair in got.windows(2) {
                proptest::prop_assert!(pair[1] - pair[0] >= gap - 1e-6, "{:?}", got);
            }
            let sum = |xs: &[f64]| xs.iter().sum::<f64>();
            proptest::prop_assert!((sum(&got) - sum(&angles)).abs() < 1e-6);
            if angles.windows(2).all(|p| p[1] - p[0] >= gap) {
                proptest::prop_assert_eq!(&got, &angles);
            }
        }
    }

    #[test]
    fn wide_labels_leave_room_for_the_arrows_between_columns() {
        use nimlab_core::graph::GameGraph;
        use nimlab_core::{Position, Take};
        // Nim 1-2-3: "0-0-1" and "0-0-0" once nearly touched, and the arrow between them was a tip.
        let g = GameGraph::from_position(&Take::Any, &Position::new(vec![1, 2, 3]), 200).unwrap();
        let (pos, widths, _) = drawn(&g);
        let levels = g.induction().unwrap().level;
        for &(a, b) in g.edges.iter().filter(|&&(a, b)| levels[a] == levels[b] + 1) {
            let gap = (pos[a].0 - widths[a]) - (pos[b].0 + widths[b]);
            assert!(
                gap >= 40.0,
                "{} → {}: {gap}",
                g.nodes[a].label,
                g.nodes[b].label
            );
        }
        // The slides' heap of 16 keeps its columns.
        let g = GameGraph::from_position(&Take::UpTo(2), &Position::new(vec![16]), 200).unwrap();
        let (pos, _, _) = drawn(&g);
        assert_eq!((pos[1].0 - pos[0].0).abs(), DX);
    }

    #[test]
    fn levels_go_left_to_right_and_columns_are_centred() {
        // 0 ← 1 ← 2 with 2 → 0: one node per level, all on one line.
        let pos = layout(3, &[(1, 0), (2, 1), (2, 0)], &[0, 1, 2], DX);
        assert!(pos[0].0 < pos[1].0 && pos[1].0 < pos[2].0);
        assert_eq!(pos[0].1, pos[2].1);
        // Two terminal nodes share a column, one above the other.
        let pos = layout(3, &[(2, 0), (2, 1)], &[0, 0, 1], DX);
        assert_eq!(pos[0].0, pos[1].0);
        assert_eq!(pos[0].1 + pos[1].1, 2.0 * pos[2].1);
    }
}

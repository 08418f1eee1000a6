//! The game graph's link, `#/graph?game=…&step=…`: a position's graph, the slides' exercise
//! graph, or a graph of one's own with its nodes and arrows.

use super::{
    format_take, join, lecture_tail, opened, pairs, parse_lecture, parse_open, parse_part,
    parse_rows, parse_step, parse_take, truncate, unknown, LinkError, Problem,
};
use nimlab_core::Take;

/// The most nodes a drawn game graph (and a graph of one's own) may have.
pub const MAX_GRAPH_NODES: usize = 40;
/// The longest node label of a graph of one's own, in characters.
pub const MAX_LABEL: usize = 12;

/// The graph on the graph page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GraphGame {
    /// The positions reachable from `rows` under `take`: one heap, or a small Nim position.
    Position {
        /// The start position, top row first.
        rows: Vec<u64>,
        /// The move restriction.
        take: Take,
    },
    /// The slides' seven-node exercise graph a…g.
    Exercise,
    /// A graph of one's own.
    Custom {
        /// The node labels.
        nodes: Vec<String>,
        /// The arrows (from, to) by node index, from 0.
        arrows: Vec<(usize, usize)>,
    },
}

/// The state a graph link opens.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GraphLink {
    /// The graph.
    pub game: GraphGame,
    /// How many nodes backward induction has labelled so far.
    pub step: u32,
    /// Whether the definitions (graph, artinian, locally finite, Theorem 1d and its proof,
    /// Nim as a graph) are open: `defs=open`, so a link can point at them.
    pub definitions: bool,
    /// Lecture mode (`lecture=on`): the graph fitted to the screen beside its step.
    pub lecture: bool,
}

impl Default for GraphLink {
    fn default() -> GraphLink {
        GraphLink {
            game: GraphGame::Position {
                rows: vec![16],
                take: Take::UpTo(2),
            },
            step: 0,
            definitions: false,
            lecture: false,
        }
    }
}

/// The graph page's parameters: an empty value of one is rejected, any other name is ignored
/// and named.
const GRAPH_PARAMS: [&str; 8] = [
    "game", "rows", "take", "nodes", "arrows", "step", "defs", "lecture",
];

/// A node label: 1 to [`MAX_LABEL`] characters, no comma.
pub fn check_label(label: &str) -> Result<(), Problem> {
    if label.trim().is_empty() {
        return Err(Problem::Empty);
    }
    if label.chars().count() > MAX_LABEL || label.contains(',') {
        return Err(Problem::LongLabel {
            label: truncate(label),
            max: MAX_LABEL as u64,
        });
    }
    Ok(())
}

fn parse_nodes(text: &str) -> Result<Vec<String>, Problem> {
    let nodes: Vec<String> = text.split(',').map(str::to_string).collect();
    if nodes.len() > MAX_GRAPH_NODES {
        return Err(Problem::TooLarge {
            value: nodes.len().to_string(),
            max: MAX_GRAPH_NODES as u64,
        });
    }
    for (i, label) in nodes.iter().enumerate() {
        check_label(label)?;
        if nodes[..i].contains(label) {
            return Err(Problem::DuplicateNode {
                label: label.clone(),
            });
        }
    }
    Ok(nodes)
}

/// Arrows `FROM-TO`, nodes counted from 1 as a person counts them.
fn parse_arrows(text: &str, nodes: usize) -> Result<Vec<(usize, usize)>, Problem> {
    let arrows = text
        .split(',')
        .map(|part| {
            let (from, to) = part.split_once('-').ok_or_else(|| Problem::UnknownValue {
                value: truncate(part),
                expected: &["FROM-TO"],
            })?;
            let node = |t: &str| match parse_part(t, nodes as u64)? {
                0 => Err(Problem::TooSmall {
                    value: t.to_string(),
                    min: 1,
                }),
                n => Ok(n as usize - 1),
            };
            Ok((node(from)?, node(to)?))
        })
        .collect::<Result<Vec<_>, _>>()?;
    if let Some(&(from, to)) = (0..arrows.len())
        .find(|&i| arrows[..i].contains(&arrows[i]))
        .map(|i| &arrows[i])
    {
        return Err(Problem::DuplicateArrow {
            arrow: format!("{}-{}", from + 1, to + 1),
        });
    }
    Ok(arrows)
}

/// A link's arrows: with no nodes they join nothing, which is said as such rather than as
/// "1 is above the limit of 0".
fn link_arrows(text: &str, nodes: usize) -> Result<Vec<(usize, usize)>, Problem> {
    if nodes == 0 {
        return Err(Problem::NoNodes);
    }
    parse_arrows(text, nodes)
}

pub(super) fn parse_graph(query: &str) -> (GraphLink, Vec<LinkError>) {
    let mut errors = Vec::new();
    let mut link = GraphLink::default();
    let (mut game, mut rows, mut take) = ("position".to_string(), None, None);
    let (mut nodes, mut arrows): (Vec<String>, Option<String>) = (Vec::new(), None);
    let mut nodes_lost = false;
    for (name, value) in pairs(query, &GRAPH_PARAMS, &mut errors) {
        let mut fail = |problem| {
            errors.push(LinkError {
                param: truncate(&name),
                problem,
            })
        };
        match name.as_str() {
            // An empty `arrows` is a graph without arrows.
            n if value.is_empty() && n != "arrows" && GRAPH_PARAMS.contains(&n) => {
                fail(Problem::Empty)
            }
            "game" => match value.as_str() {
                "position" | "exercise" | "custom" => game = value.clone(),
                _ => fail(unknown(&value, &["position", "exercise", "custom"])),
            },
            "rows" => match parse_rows(&value) {
                Ok(r) => rows = Some(r),
                Err(p) => fail(p),
            },
            "take" => match parse_take(&value) {
                Ok(t) => take = Some(t),
                Err(p) => fail(p),
            },
            "nodes" => match parse_nodes(&value) {
                Ok(n) => nodes = n,
                Err(p) => {
                    nodes_lost = true;
                    fail(p)
                }
            },
            "arrows" => arrows = Some(value.clone()),
            "step" => match parse_step(&value) {
                Ok(s) => link.step = s,
                Err(p) => fail(p),
            },
            "defs" => match parse_open(&value) {
                Ok(()) => link.definitions = true,
                Err(p) => fail(p),
            },
            "lecture" => match parse_lecture(&value) {
                Ok(on) => link.lecture = on,
                Err(p) => fail(p),
            },
            _ => fail(Problem::UnknownParam {
                known: &GRAPH_PARAMS,
            }),
        }
    }
    let arrows = match arrows.as_deref() {
        // Arrows between the nodes of a rejected `nodes`: their message would only echo it.
        None | Some("") => Vec::new(),
        Some(_) if nodes_lost => Vec::new(),
        Some(text) => link_arrows(text, nodes.len()).unwrap_or_else(|problem| {
            errors.push(LinkError {
                param: "arrows".into(),
                problem,
            });
            Vec::new()
        }),
    };
    link.game = match game.as_str() {
        "exercise" => GraphGame::Exercise,
        "custom" => GraphGame::Custom { nodes, arrows },
        _ => GraphGame::Position {
            rows: rows.unwrap_or_else(|| vec![16]),
            take: take.unwrap_or(Take::UpTo(2)),
        },
    };
    opened(link, errors)
}

/// Percent-encodes everything but letters, digits and `-._~` (labels may be any text).
fn percent_encode(text: &str) -> String {
    let mut out = String::new();
    for b in text.bytes() {
        if b.is_ascii_alphanumeric() || b"-._~".contains(&b) {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

/// The hash for a graph.
pub fn format_graph(link: &GraphLink) -> String {
    let game = match &link.game {
        GraphGame::Position { rows, take } => {
            format!(
                "game=position&rows={}&take={}",
                join(rows),
                format_take(take)
            )
        }
        GraphGame::Exercise => "game=exercise".to_string(),
        GraphGame::Custom { nodes, arrows } => {
            let mut s = String::from("game=custom");
            if !nodes.is_empty() {
                let labels: Vec<String> = nodes.iter().map(|l| percent_encode(l)).collect();
                s.push_str(&format!("&nodes={}", labels.join(",")));
            }
            if !arrows.is_empty() {
                let list: Vec<String> = arrows
                    .iter()
                    .map(|(a, b)| format!("{}-{}", a + 1, b + 1))
                    .collect();
                s.push_str(&format!("&arrows={}", list.join(",")));
            }
            s
        }
    };
    let definitions = if link.definitions { "&defs=open" } else { "" };
    let lecture = lecture_tail(link.lecture);
    format!("#/graph?{game}&step={}{definitions}{lecture}", link.step)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::tests::one;
    use crate::route::{parse_hash, Route};

    fn graph(hash: &str) -> (GraphLink, Vec<(String, Problem)>) {
        let (route, errors) = parse_hash(hash);
        let Route::Graph(link) = route else {
            panic!("{hash} did not open the graph page")
        };
        (
            link,
            errors.into_iter().map(|e| (e.param, e.problem)).collect(),
        )
    }

    #[test]
    fn a_parameter_the_graph_page_lacks_is_named_and_the_rest_opens() {
        let (link, errors) = graph("#/graph?game=position&rows=5&take=1-2&step=2&colour=red");
        assert_eq!(link.step, 2);
        assert_eq!(errors.len(), 1);
        assert_eq!(errors[0].0, "colour");
        assert!(matches!(errors[0].1, Problem::UnknownParam { known } if known.contains(&"nodes")));
    }

    #[test]
    fn graph_links_round_trip() {
        for hash in [
            "#/graph?game=position&rows=16&take=1-2&step=0",
            "#/graph?game=position&rows=1,2,3&take=any&step=5",
            "#/graph?game=exercise&step=7",
            "#/graph?game=custom&nodes=a,b,c&arrows=2-1,3-1,3-2&step=2",
            "#/graph?game=custom&step=0",
            "#/graph?game=custom&nodes=%E5%A7%8B,x%20y&arrows=1-2&step=0",
            "#/graph?game=position&rows=16&take=1-2&step=0&defs=open",
        ] {
            let (link, errors) = graph(hash);
            assert!(errors.is_empty(), "{hash}: {errors:?}");
            assert_eq!(format_graph(&link), hash);
        }
        let (link, _) = graph("#/graph?game=custom&nodes=a,b,c&arrows=2-1,3-1");
        assert_eq!(
            link.game,
            GraphGame::Custom {
                nodes: vec!["a".into(), "b".into(), "c".into()],
                arrows: vec![(1, 0), (2, 0)]
            }
        );
        assert_eq!(graph("#/graph").0, GraphLink::default());
    }

    #[test]
    fn malformed_graph_links_fall_back_and_name_the_parameter() {
        let default = GraphLink::default();
        let cases: Vec<(&str, Vec<(String, Problem)>)> = vec![
            (
                "#/graph?game=tree",
                one(
                    "game",
                    Problem::UnknownValue {
                        value: "tree".into(),
                        expected: &["position", "exercise", "custom"],
                    },
                ),
            ),
            (
                "#/graph?rows=1,x",
                one("rows", Problem::NotANumber { value: "x".into() }),
            ),
            ("#/graph?take=0", one("take", Problem::ZeroTake)),
            (
                "#/graph?game=custom&nodes=a,b&arrows=1-3",
                one(
                    "arrows",
                    Problem::TooLarge {
                        value: "3".into(),
                        max: 2,
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,b&arrows=0-1",
                one(
                    "arrows",
                    Problem::TooSmall {
                        value: "0".into(),
                        min: 1,
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,b&arrows=12",
                one(
                    "arrows",
                    Problem::UnknownValue {
                        value: "12".into(),
                        expected: &["FROM-TO"],
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,a",
                one("nodes", Problem::DuplicateNode { label: "a".into() }),
            ),
            (
                "#/graph?defs=shut",
                one(
                    "defs",
                    Problem::UnknownValue {
                        value: "shut".into(),
                        expected: &["open"],
                    },
                ),
            ),
            ("#/graph?defs=", one("defs", Problem::Empty)),
            (
                "#/graph?game=custom&nodes=a,,b",
                one("nodes", Problem::Empty),
            ),
            // A name too long is named as one, and its arrows add no message of their own.
            (
                "#/graph?game=custom&nodes=abcdefghijklm,b&arrows=1-2",
                one(
                    "nodes",
                    Problem::LongLabel {
                        label: "abcdefghijklm".into(),
                        max: 12,
                    },
                ),
            ),
            (
                "#/graph?game=custom&nodes=a,b&arrows=1-2,2-1,1-2",
                one(
                    "arrows",
                    Problem::DuplicateArrow {
                        arrow: "1-2".into(),
                    },
                ),
            ),
            (
                "#/graph?step=x",
                one("step", Problem::NotANumber { value: "x".into() }),
            ),
            ("#/graph?step=", one("step", Problem::Empty)),
            // Arrows with no nodes for them: the nodes are named as missing.
            (
                "#/graph?game=custom&arrows=1-2",
                one("arrows", Problem::NoNodes),
            ),
        ];
        for (hash, want) in cases {
            let (link, errors) = graph(hash);
            assert_eq!(errors, want, "{hash}");
            assert_eq!(link, default, "{hash}");
        }
        let many = (0..41).map(|i| i.to_string()).collect::<Vec<_>>().join(",");
        let (_, errors) = graph(&format!("#/graph?game=custom&nodes={many}"));
        assert_eq!(
            errors,
            one(
                "nodes",
                Problem::TooLarge {
                    value: "41".into(),
                    max: 40
                }
            )
        );
    }
}

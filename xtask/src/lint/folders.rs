//! The app's folder dependencies. Each file belongs to its top-level module under src/: the
//! folder (`src/play/board.rs` → `play`) or the file (`src/state.rs` → `state`); `lib.rs`,
//! `main.rs` and `bin/` are the root, left out. A folder imports another when its code names
//! `crate::other…` (in a path, a `use`, or a macro's tokens such as `html!`'s), or `super::other…`
//! from its top-level file. The graph must have no cycle, and the bottom layers import only
//! what [`LAYERS`] allows.

use std::collections::{BTreeMap, BTreeSet, VecDeque};
use std::path::{Path, PathBuf};

use proc_macro2::{TokenStream, TokenTree};
use syn::visit::{self, Visit};

use super::{is_test, line, Source};
use crate::util::Result;

/// Folders that may import only the folders listed: text and routes sit under every page.
const LAYERS: &[(&str, &[&str])] = &[("i18n", &[]), ("route", &["i18n"])];

/// Where an import was seen first: file and line.
type Example = (PathBuf, usize);
/// Folder → the folders it imports, each with its first example.
type Graph = BTreeMap<String, BTreeMap<String, Example>>;

/// Prints the folder graph when it is sound; otherwise prints each cycle and each import a
/// layer may not make, with the file and line of an example, and fails.
pub fn check(sources: &[Source], src: &Path) -> Result {
    let in_src = |s: &Source| s.path.strip_prefix(src).unwrap_or(&s.path).to_path_buf();
    let folders: BTreeSet<String> = sources
        .iter()
        .filter_map(|s| folder_of(&in_src(s)))
        .collect();
    let reexports = sources
        .iter()
        .find(|s| in_src(s) == Path::new("lib.rs"))
        .map(|lib| reexports(&lib.file, &folders))
        .unwrap_or_default();
    let mut graph: Graph = folders
        .iter()
        .map(|f| (f.clone(), BTreeMap::new()))
        .collect();
    for source in sources {
        let within = in_src(source);
        let Some(folder) = folder_of(&within) else {
            continue;
        };
        let mut refs = Refs {
            top_file: within.components().count() == 1
                || within.ends_with(format!("{folder}/mod.rs")),
            found: Vec::new(),
        };
        refs.visit_file(&source.file);
        for (name, at) in refs.found {
            let target = if folders.contains(&name) {
                Some(&name)
            } else {
                reexports.get(&name)
            };
            if let Some(target) = target.filter(|t| **t != folder) {
                graph
                    .get_mut(&folder)
                    .expect("every folder has a node")
                    .entry(target.clone())
                    .or_insert_with(|| (source.path.clone(), at));
            }
        }
    }
    let mut problems = Vec::new();
    let names: BTreeMap<String, BTreeSet<String>> = graph
        .iter()
        .map(|(f, to)| (f.clone(), to.keys().cloned().collect()))
        .collect();
    for (group, cycle) in cycles(&names) {
        println!(
            "cycle between app folders: {} → {}",
            cycle.join(" → "),
            cycle[0]
        );
        if group.len() > cycle.len() {
            println!("  (one of the cycles among {})", group.join(", "));
        }
        for (i, from) in cycle.iter().enumerate() {
            let to = &cycle[(i + 1) % cycle.len()];
            let (path, at) = &graph[from][to];
            println!("  {from} → {to}  ({}:{at})", path.display());
        }
        problems.push(format!("cycle {} → {}", cycle.join(" → "), cycle[0]));
    }
    for (layer, allowed) in LAYERS {
        for (to, (path, at)) in graph.get(*layer).into_iter().flatten() {
            if !allowed.contains(&to.as_str()) {
                let may = if allowed.is_empty() {
                    "no app folder".into()
                } else {
                    allowed.join(", ")
                };
                println!(
                    "{layer} imports {to} ({}:{at}); {layer} may import {may}",
                    path.display()
                );
                problems.push(format!("{layer} imports {to}"));
            }
        }
    }
    if !problems.is_empty() {
        return Err(format!("app folder dependencies: {}", problems.join(", ")));
    }
    println!(
        "app folders ({}) and the folders each imports:",
        src.display()
    );
    let width = folders.iter().map(String::len).max().unwrap_or(0);
    for (folder, to) in &names {
        let to: Vec<&str> = to.iter().map(String::as_str).collect();
        let to = if to.is_empty() {
            "(none)".into()
        } else {
            to.join(", ")
        };
        println!("  {folder:<width$} → {to}");
    }
    Ok(())
}

/// The top-level module of a path under src/, or None for the root's files.
fn folder_of(within_src: &Path) -> Option<String> {
    let first = within_src.components().next()?.as_os_str().to_str()?;
    let single = within_src.components().count() == 1;
    match first {
        "bin" => None,
        "lib.rs" | "main.rs" if single => None,
        _ => Some(first.strip_suffix(".rs").unwrap_or(first).to_string()),
    }
}

/// Names that lib.rs brings to the crate root from a folder (`pub use play::Board;`), so that
/// `crate::Board` counts as an import of `play`.
fn reexports(lib: &syn::File, folders: &BTreeSet<String>) -> BTreeMap<String, String> {
    fn leaves(tree: &syn::UseTree, out: &mut Vec<String>) {
        match tree {
            syn::UseTree::Path(p) => leaves(&p.tree, out),
            syn::UseTree::Name(n) => out.push(n.ident.to_string()),
            syn::UseTree::Rename(r) => out.push(r.rename.to_string()),
            syn::UseTree::Group(g) => g.items.iter().for_each(|t| leaves(t, out)),
            syn::UseTree::Glob(_) => {}
        }
    }
    let mut map = BTreeMap::new();
    for item in &lib.items {
        let syn::Item::Use(item) = item else {
            continue;
        };
        let mut tree = &item.tree;
        // `use crate::play::…` and `use self::play::…` say the same as `use play::…`.
        while let syn::UseTree::Path(p) = tree {
            if p.ident != "crate" && p.ident != "self" {
                break;
            }
            tree = &p.tree;
        }
        if let syn::UseTree::Path(p) = tree {
            if folders.contains(&p.ident.to_string()) {
                let mut names = Vec::new();
                leaves(&p.tree, &mut names);
                names
                    .into_iter()
                    .for_each(|n| drop(map.insert(n, p.ident.to_string())));
            }
        }
    }
    map
}

/// Collects the crate-level names a file's code refers to (the `X` of `crate::X`), with lines.
struct Refs {
    /// Whether `super::` is the crate root here (src/x.rs, src/x/mod.rs).
    top_file: bool,
    found: Vec<(String, usize)>,
}

impl Refs {
    fn is_root(&self, ident: &syn::Ident) -> bool {
        ident == "crate" || (self.top_file && ident == "super")
    }

    /// `use` trees: the names right after `crate::` (`use crate::{a::X, b}` → a, b).
    fn use_tree(&mut self, tree: &syn::UseTree, after_root: bool) {
        match tree {
            syn::UseTree::Path(p) if after_root => {
                self.found.push((p.ident.to_string(), line(p.ident.span())))
            }
            syn::UseTree::Path(p) if self.is_root(&p.ident) => self.use_tree(&p.tree, true),
            syn::UseTree::Name(n) if after_root => {
                self.found.push((n.ident.to_string(), line(n.ident.span())))
            }
            syn::UseTree::Rename(r) if after_root => {
                self.found.push((r.ident.to_string(), line(r.ident.span())))
            }
            syn::UseTree::Group(g) => g.items.iter().for_each(|t| self.use_tree(t, after_root)),
            _ => {}
        }
    }

    /// Macro tokens, which syn leaves unparsed: `crate :: X` (also `$crate :: X`).
    fn tokens(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        for (i, token) in tokens.iter().enumerate() {
            match (
                token,
                tokens.get(i + 1),
                tokens.get(i + 2),
                tokens.get(i + 3),
            ) {
                (TokenTree::Group(g), ..) => self.tokens(g.stream()),
                (
                    TokenTree::Ident(root),
                    Some(TokenTree::Punct(a)),
                    Some(TokenTree::Punct(b)),
                    Some(TokenTree::Ident(name)),
                ) if root == "crate" && a.as_char() == ':' && b.as_char() == ':' => {
                    self.found.push((name.to_string(), line(name.span())));
                }
                _ => {}
            }
        }
    }
}

impl<'ast> Visit<'ast> for Refs {
    fn visit_path(&mut self, path: &'ast syn::Path) {
        let mut segments = path.segments.iter();
        if let (Some(first), Some(second)) = (segments.next(), segments.next()) {
            if self.is_root(&first.ident) && second.ident != "super" {
                self.found
                    .push((second.ident.to_string(), line(second.ident.span())));
            }
        }
        visit::visit_path(self, path);
    }

    fn visit_item_use(&mut self, u: &'ast syn::ItemUse) {
        if !is_test(&u.attrs) {
            self.use_tree(&u.tree, false);
        }
    }

    fn visit_macro(&mut self, m: &'ast syn::Macro) {
        self.tokens(m.tokens.clone());
        visit::visit_macro(self, m);
    }

    // Test code is left out.
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_test(&m.attrs) {
            visit::visit_item_mod(self, m);
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !is_test(&f.attrs) {
            visit::visit_item_fn(self, f);
        }
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        if !is_test(&i.attrs) {
            visit::visit_item_impl(self, i);
        }
    }
}

/// Each group of folders that reach each other (a strongly connected component of two or
/// more), with one cycle in it: the shortest through the group's first folder by name.
/// Breaking that cycle may leave others in the group, which the next run shows.
pub fn cycles(graph: &BTreeMap<String, BTreeSet<String>>) -> Vec<(Vec<String>, Vec<String>)> {
    let reach = |from: &str| -> BTreeMap<String, String> {
        // Breadth-first: each folder reached, with the folder it was first reached from.
        let mut parent = BTreeMap::new();
        let mut queue = VecDeque::from([from.to_string()]);
        while let Some(at) = queue.pop_front() {
            for next in graph.get(&at).into_iter().flatten() {
                if !parent.contains_key(next) {
                    parent.insert(next.clone(), at.clone());
                    queue.push_back(next.clone());
                }
            }
        }
        parent
    };
    let mut covered = BTreeSet::new();
    let mut found = Vec::new();
    for start in graph.keys() {
        if covered.contains(start) {
            continue;
        }
        let parent = reach(start);
        let Some(last) = parent.get(start) else {
            continue; // no way back: on no cycle
        };
        // The group: the folders reached from `start` that reach it back.
        let group: Vec<String> = parent
            .keys()
            .filter(|other| reach(other).contains_key(start))
            .cloned()
            .collect();
        covered.extend(group.iter().cloned());
        let mut cycle = vec![last.clone()];
        while cycle.last() != Some(start) {
            cycle.push(parent[cycle.last().expect("not empty")].clone());
        }
        cycle.reverse();
        found.push((group, cycle));
    }
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The groups and cycles found in the graph of `edges`, each as `a b c: a b` (the group
    /// a, b, c; the cycle a → b → a).
    fn check(edges: &[(&str, &str)], want: &[&str]) {
        let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
        for (from, to) in edges {
            graph
                .entry(from.to_string())
                .or_default()
                .insert(to.to_string());
            graph.entry(to.to_string()).or_default();
        }
        let got: Vec<String> = cycles(&graph)
            .iter()
            .map(|(group, cycle)| format!("{}: {}", group.join(" "), cycle.join(" ")))
            .collect();
        assert_eq!(got, want, "edges {edges:?}");
    }

    #[test]
    fn finds_one_cycle_per_group() {
        check(&[], &[]);
        check(
            &[("play", "i18n"), ("play", "route"), ("route", "i18n")],
            &[],
        );
        // A diamond joins again without going back.
        check(&[("a", "b"), ("a", "c"), ("b", "d"), ("c", "d")], &[]);
        check(&[("a", "b"), ("b", "a")], &["a b: a b"]);
        check(
            &[("x", "a"), ("a", "b"), ("b", "c"), ("c", "a"), ("c", "y")],
            &["a b c: a b c"],
        );
        // The shortest way back through the group's first folder.
        check(
            &[("a", "b"), ("b", "c"), ("c", "a"), ("b", "a")],
            &["a b c: a b"],
        );
        // Two groups, a cycle each.
        check(
            &[("a", "b"), ("b", "a"), ("b", "c"), ("c", "d"), ("d", "c")],
            &["a b: a b", "c d: c d"],
        );
        // One group reached from a folder outside it, which is in no group.
        check(
            &[("ui", "a"), ("a", "b"), ("b", "c"), ("c", "a"), ("c", "b")],
            &["a b c: a b c"],
        );
    }

    #[test]
    fn files_belong_to_their_top_level_module() {
        assert_eq!(
            folder_of(Path::new("play/board.rs")).as_deref(),
            Some("play")
        );
        assert_eq!(folder_of(Path::new("play/mod.rs")).as_deref(), Some("play"));
        assert_eq!(folder_of(Path::new("state.rs")).as_deref(), Some("state"));
        assert_eq!(folder_of(Path::new("lib.rs")), None);
        assert_eq!(folder_of(Path::new("main.rs")), None);
        assert_eq!(folder_of(Path::new("bin/full.rs")), None);
    }

    #[test]
    fn finds_crate_paths_in_code_and_macros() {
        let file = syn::parse_file(
            "use crate::{i18n::Lang, route};
            use super::theory::Page;
            fn view() -> Html {
                let x = crate::play::board(1);
                html! { <crate::ui::Button label={crate::i18n::ok()} /> }
            }
            #[cfg(test)]
            mod tests { use crate::explain::Panel; }",
        )
        .unwrap();
        let mut refs = Refs {
            top_file: true,
            found: Vec::new(),
        };
        refs.visit_file(&file);
        let names: Vec<String> = refs
            .found
            .iter()
            .map(|(n, at)| format!("{n}:{at}"))
            .collect();
        assert_eq!(
            names,
            ["i18n:1", "route:1", "theory:2", "play:4", "ui:5", "i18n:5"]
        );
    }
}

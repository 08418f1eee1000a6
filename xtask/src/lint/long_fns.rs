//! The longest functions: every fn item, impl fn and trait fn with a body (`#[component]` and
//! `#[hook]` functions too, which are fn items), measured in lines from `fn` to its closing
//! brace (doc comments and attributes not counted; a closure counts in the function it is in).

use std::path::Path;

use syn::visit::{self, Visit};

use super::{is_test, line, Source};
use crate::util::Result;

/// The most lines a function may have: past it, a function is to be split into named parts.
pub const LIMIT: usize = 150;

/// How many of the longest functions are printed.
const SHOWN: usize = 5;

struct Function<'a> {
    path: &'a Path,
    line: usize,
    name: String,
    lines: usize,
}

/// Prints `path:line name lines`, in columns.
fn print(functions: &[&Function]) {
    let at = |f: &Function| format!("{}:{}", f.path.display(), f.line);
    let at_width = functions.iter().map(|f| at(f).len()).max().unwrap_or(0);
    let name_width = functions.iter().map(|f| f.name.len()).max().unwrap_or(0);
    for f in functions {
        println!(
            "  {:<at_width$}  {:<name_width$}  {:>5} lines",
            at(f),
            f.name,
            f.lines
        );
    }
}

/// Prints the longest functions; fails when one is longer than [`LIMIT`], naming each.
pub fn check<'a>(sources: impl Iterator<Item = &'a Source>) -> Result {
    let mut functions = Vec::new();
    for source in sources {
        let mut finder = Finder {
            path: &source.path,
            owner: Vec::new(),
            found: Vec::new(),
        };
        finder.visit_file(&source.file);
        functions.append(&mut finder.found);
    }
    functions.sort_by(|a, b| (b.lines, a.path, a.line).cmp(&(a.lines, b.path, b.line)));
    println!(
        "longest functions of {} (limit {LIMIT} lines):",
        functions.len()
    );
    print(&functions.iter().take(SHOWN).collect::<Vec<_>>());
    let over: Vec<&Function> = functions.iter().filter(|f| f.lines > LIMIT).collect();
    if over.is_empty() {
        return Ok(());
    }
    println!("over the limit of {LIMIT} lines:");
    print(&over);
    let names: Vec<&str> = over.iter().map(|f| f.name.as_str()).collect();
    Err(format!(
        "{} functions are longer than {LIMIT} lines: {}",
        over.len(),
        names.join(", ")
    ))
}

struct Finder<'a> {
    path: &'a Path,
    /// The type or trait whose impl or definition the visit is in, innermost last.
    owner: Vec<String>,
    found: Vec<Function<'a>>,
}

impl<'a> Finder<'a> {
    fn add(&mut self, sig: &syn::Signature, block: &syn::Block) {
        let start = line(sig.fn_token.span);
        let end = block.brace_token.span.close().end().line;
        let name = match self.owner.last() {
            Some(owner) => format!("{owner}::{}", sig.ident),
            None => sig.ident.to_string(),
        };
        self.found.push(Function {
            path: self.path,
            line: start,
            name,
            lines: end + 1 - start,
        });
    }
}

impl<'ast> Visit<'ast> for Finder<'_> {
    fn visit_item_mod(&mut self, m: &'ast syn::ItemMod) {
        if !is_test(&m.attrs) {
            visit::visit_item_mod(self, m);
        }
    }

    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        if !is_test(&f.attrs) {
            self.add(&f.sig, &f.block);
            visit::visit_item_fn(self, f);
        }
    }

    fn visit_item_impl(&mut self, i: &'ast syn::ItemImpl) {
        if is_test(&i.attrs) {
            return;
        }
        let owner = match &*i.self_ty {
            syn::Type::Path(p) => p.path.segments.last().map(|s| s.ident.to_string()),
            _ => None,
        };
        self.owner.push(owner.unwrap_or_else(|| "impl".into()));
        visit::visit_item_impl(self, i);
        self.owner.pop();
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        if !is_test(&f.attrs) {
            self.add(&f.sig, &f.block);
            visit::visit_impl_item_fn(self, f);
        }
    }

    fn visit_item_trait(&mut self, t: &'ast syn::ItemTrait) {
        self.owner.push(t.ident.to_string());
        visit::visit_item_trait(self, t);
        self.owner.pop();
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(block) = &f.default {
            self.add(&f.sig, block);
        }
        visit::visit_trait_item_fn(self, f);
    }
}

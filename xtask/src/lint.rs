//! `cargo xtask lint`, also a stage of `cargo xtask test` right after clippy: structure checks
//! of the Rust sources, read with syn (no compiling, so they take a second):
//!
//! - no function of the app or the core is longer than [`long_fns::LIMIT`] lines
//!   (`long_fns.rs`);
//! - the app's top-level folders import each other without cycles, and its bottom layers
//!   (`i18n`, `route`) import no folder above them (`folders.rs`).
//!
//! Test code (`#[cfg(test)]` modules, `#[test]` functions) is left out of both.

mod folders;
mod long_fns;

use std::path::{Path, PathBuf};

use crate::util::{files_under, Result};

const APP_SRC: &str = "crates/nimlab-app/src";
const CORE_SRC: &str = "crates/nimlab-core/src";

/// One parsed source file.
pub struct Source {
    /// Relative to the workspace root, as printed.
    pub path: PathBuf,
    pub file: syn::File,
}

/// Runs both checks, each to its end, and fails when either found a problem.
pub fn run(root: &Path) -> Result {
    let app = parse_tree(root, APP_SRC)?;
    let core = parse_tree(root, CORE_SRC)?;
    let problems: Vec<String> = [
        long_fns::check(app.iter().chain(&core)),
        folders::check(&app, Path::new(APP_SRC)),
    ]
    .into_iter()
    .filter_map(|result| result.err())
    .collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems.join("; "))
    }
}

/// Every `.rs` file under `dir` (relative to `root`) but the test-only ones, parsed.
fn parse_tree(root: &Path, dir: &str) -> Result<Vec<Source>> {
    let mut sources = Vec::new();
    for full in files_under(&root.join(dir))? {
        if full.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let path = full.strip_prefix(root).unwrap_or(&full).to_path_buf();
        let text = std::fs::read_to_string(&full)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let file = syn::parse_file(&text).map_err(|e| {
            let at = e.span().start();
            format!(
                "cannot parse {}:{}:{}: {e}",
                path.display(),
                at.line,
                at.column + 1
            )
        })?;
        sources.push(Source { path, file });
    }
    let test_only = test_module_files(&sources);
    sources.retain(|s| !test_only.iter().any(|t| s.path.starts_with(t)));
    Ok(sources)
}

/// Where the files of `#[cfg(test)] mod name;` declarations are: `name.rs` and `name/` in the
/// declaring file's module folder.
fn test_module_files(sources: &[Source]) -> Vec<PathBuf> {
    let mut paths = Vec::new();
    for source in sources {
        let parent = source.path.parent().unwrap_or(Path::new(""));
        let stem = source
            .path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or("");
        let folder = if matches!(stem, "mod" | "lib" | "main") {
            parent.to_path_buf()
        } else {
            parent.join(stem)
        };
        for item in &source.file.items {
            if let syn::Item::Mod(m) = item {
                if m.content.is_none() && is_test(&m.attrs) {
                    paths.push(folder.join(format!("{}.rs", m.ident)));
                    paths.push(folder.join(m.ident.to_string()));
                }
            }
        }
    }
    paths
}

/// Whether the attributes make an item test code: `#[cfg(test)]`, or a test function's
/// attribute (`#[test]`, `#[wasm_bindgen_test]`, `#[tokio::test]`).
pub fn is_test(attrs: &[syn::Attribute]) -> bool {
    attrs.iter().any(|attr| {
        let path = attr.path();
        if path.is_ident("cfg") {
            return matches!(&attr.meta, syn::Meta::List(list) if list.tokens.to_string() == "test");
        }
        path.segments.last().is_some_and(|last| {
            let name = last.ident.to_string();
            name == "test" || name.ends_with("_test")
        })
    })
}

/// The line (1-based) a token starts on.
fn line(span: proc_macro2::Span) -> usize {
    span.start().line
}

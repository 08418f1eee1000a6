//! The service worker that keeps the app working offline once it has loaded.
//!
//! `web/sw.js` is a template: after each build its file list and version are filled in from
//! what is in dist/, so the worker caches exactly this build (the full module included).

use sha2::{Digest, Sha256};
use std::path::Path;

use crate::util::files_under;

/// The worker's name in dist/ (it must lie at the root to control the whole app).
pub const WORKER: &str = "sw.js";

/// Writes `dist/sw.js` from `template`; returns how many files it caches.
pub fn write_worker(template: &Path, dist: &Path) -> Result<usize, String> {
    let template = std::fs::read_to_string(template)
        .map_err(|e| format!("reading {}: {e}", template.display()))?;
    let mut files = Vec::new();
    let mut version = Sha256::new();
    let mut paths = files_under(dist)?;
    paths.sort();
    for path in paths {
        let name = path
            .strip_prefix(dist)
            .map_err(|e| e.to_string())?
            .to_string_lossy()
            .replace('\\', "/");
        if name == WORKER || name.ends_with(".map") {
            continue;
        }
        let data = std::fs::read(&path).map_err(|e| format!("reading {}: {e}", path.display()))?;
        version.update(name.as_bytes());
        version.update(&data);
        files.push(name);
    }
    let worker = fill(&template, &hex(&version.finalize()[..8]), &files)?;
    std::fs::write(dist.join(WORKER), worker)
        .map_err(|e| format!("writing {}: {e}", dist.join(WORKER).display()))?;
    Ok(files.len())
}

fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

/// The template with its placeholders replaced; file names become relative URLs (`./x`).
fn fill(template: &str, version: &str, files: &[String]) -> Result<String, String> {
    for placeholder in ["__NIMLAB_VERSION__", "__NIMLAB_FILES__"] {
        if !template.contains(placeholder) {
            return Err(format!("web/sw.js lacks the placeholder {placeholder}"));
        }
    }
    if files.iter().any(|f| f.contains(['"', '\\', '\n'])) {
        return Err("a file name in dist/ cannot be written into sw.js".into());
    }
    let list: Vec<String> = files.iter().map(|f| format!("\"./{f}\"")).collect();
    Ok(template
        .replace("__NIMLAB_VERSION__", version)
        .replace("__NIMLAB_FILES__", &format!("[{}]", list.join(", "))))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fills_the_template() {
        let template = "const VERSION = '__NIMLAB_VERSION__';\nconst FILES = __NIMLAB_FILES__;";
        let files = [
            "index.html".to_string(),
            "snippets/a/inline0.js".to_string(),
        ];
        assert_eq!(
            fill(template, "abc", &files).unwrap(),
            "const VERSION = 'abc';\nconst FILES = [\"./index.html\", \"./snippets/a/inline0.js\"];"
        );
        assert!(fill("no placeholders", "abc", &files).is_err());
    }

    #[test]
    fn lists_the_build_and_changes_version_with_it() {
        let dir = std::env::temp_dir().join(format!("xtask-sw-test-{}", std::process::id()));
        let dist = dir.join("dist");
        std::fs::create_dir_all(dist.join("snippets")).unwrap();
        let template = dir.join("sw.js");
        std::fs::write(&template, "V='__NIMLAB_VERSION__'; F=__NIMLAB_FILES__;").unwrap();
        std::fs::write(dist.join("index.html"), "a").unwrap();
        std::fs::write(dist.join("x.js.map"), "map").unwrap();
        std::fs::write(dist.join("snippets/s.js"), "s").unwrap();
        assert_eq!(write_worker(&template, &dist).unwrap(), 2);
        let first = std::fs::read_to_string(dist.join(WORKER)).unwrap();
        assert!(
            first.contains("\"./index.html\", \"./snippets/s.js\""),
            "{first}"
        );
        assert!(!first.contains("map"), "{first}");
        // Run again on the same build: the worker itself is not part of its version.
        write_worker(&template, &dist).unwrap();
        assert_eq!(std::fs::read_to_string(dist.join(WORKER)).unwrap(), first);
        std::fs::write(dist.join("index.html"), "b").unwrap();
        write_worker(&template, &dist).unwrap();
        assert_ne!(std::fs::read_to_string(dist.join(WORKER)).unwrap(), first);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

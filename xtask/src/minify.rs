//! Minifies the release build's JavaScript, which Trunk leaves as it is: its minifier cannot
//! read wasm-bindgen's `export default` (it warns "Failed to minify JS"). Terser (npm) does it.
//! The page has no subresource-integrity hashes to renew afterwards (`data-integrity="none"` in
//! index.html): every file comes from the page's own origin, where a hash guards against
//! nothing that the page itself could not be changed to allow, and the five hashes were 0.4 KiB
//! of the first load (base64 does not compress).

use std::path::Path;
use std::process::Command;

/// Minifies every JavaScript file of `dist` with `terser` but the service worker (written
/// later, then minified by [`terse`]). Returns the bytes before and after.
pub fn apply(dist: &Path, terser: &Path) -> Result<(u64, u64), String> {
    let (mut before, mut after) = (0, 0);
    for file in crate::util::files_under(dist)? {
        let is_js = file.extension().is_some_and(|e| e == "js");
        if !is_js
            || file
                .file_name()
                .is_some_and(|n| n == crate::offline::WORKER)
        {
            continue;
        }
        before += size(&file)?;
        terse(&file, terser, true)?;
        after += size(&file)?;
    }
    Ok((before, after))
}

/// Minifies `file` in place with `terser`: an ES module, or a classic script (the service
/// worker, which the first visit downloads too: its comments were a third of its compressed
/// size).
pub fn terse(file: &Path, terser: &Path, module: bool) -> Result<(), String> {
    let mut cmd = Command::new(terser);
    cmd.arg(file);
    if module {
        cmd.arg("--module");
    }
    cmd.args(["--compress", "--mangle", "--output"]).arg(file);
    crate::util::run(&mut cmd)
}

fn size(file: &Path) -> Result<u64, String> {
    std::fs::metadata(file)
        .map(|m| m.len())
        .map_err(|e| format!("reading {}: {e}", file.display()))
}

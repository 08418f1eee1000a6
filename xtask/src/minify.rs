//! Minifies the release build's JavaScript, which Trunk leaves as it is: its minifier cannot
//! read wasm-bindgen's `export default` (it warns "Failed to minify JS"). Terser (npm) does it,
//! then the subresource-integrity hashes that Trunk wrote into `index.html` are renewed, or
//! the browser would refuse the preloaded module.

use base64::Engine;
use sha2::{Digest, Sha384};
use std::path::Path;
use std::process::Command;

/// Minifies every JavaScript file of `dist` but the service worker (written later) with
/// `terser`, and renews the integrity hashes of `dist/index.html`. Returns the bytes before and
/// after.
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
        let mut cmd = Command::new(terser);
        cmd.arg(&file)
            .args(["--module", "--compress", "--mangle", "--output"])
            .arg(&file);
        crate::util::run(&mut cmd)?;
        after += size(&file)?;
    }
    let path = dist.join("index.html");
    let html =
        std::fs::read_to_string(&path).map_err(|e| format!("reading {}: {e}", path.display()))?;
    let renewed = with_integrity(&html, |href| {
        std::fs::read(dist.join(href.trim_start_matches("./"))).ok()
    })?;
    std::fs::write(&path, renewed).map_err(|e| format!("writing {}: {e}", path.display()))?;
    Ok((before, after))
}

fn size(file: &Path) -> Result<u64, String> {
    std::fs::metadata(file)
        .map(|m| m.len())
        .map_err(|e| format!("reading {}: {e}", file.display()))
}

/// The page with each `integrity=sha384-…` attribute renewed from the content that `read`
/// gives for the `href` of the same tag.
pub fn with_integrity(
    html: &str,
    read: impl Fn(&str) -> Option<Vec<u8>>,
) -> Result<String, String> {
    const ATTR: &str = "integrity=";
    let mut out = String::with_capacity(html.len());
    let mut rest = html;
    while let Some(at) = rest.find(ATTR) {
        let tag_start = rest[..at]
            .rfind('<')
            .ok_or("an integrity attribute outside a tag")?;
        let tag_end = rest[at..].find('>').ok_or("an unclosed tag")? + at;
        let tag = &rest[tag_start..tag_end];
        let href = attribute(tag, "href").ok_or_else(|| format!("no href in {tag}"))?;
        let content =
            read(href).ok_or_else(|| format!("{href} (in index.html) is not in dist/"))?;
        let hash = sha384(&content);
        let value_start = at + ATTR.len();
        let value = &rest[value_start..];
        // The old value's length, with its quotes if it has them.
        let (renewed, old_len) = match value.strip_prefix('"') {
            Some(quoted) => (
                format!("\"{hash}\""),
                quoted.find('"').ok_or("an unclosed integrity value")? + 2,
            ),
            None => (hash, value.find([' ', '>']).unwrap_or(value.len())),
        };
        out.push_str(&rest[..value_start]);
        out.push_str(&renewed);
        rest = &value[old_len..];
    }
    out.push_str(rest);
    Ok(out)
}

/// A subresource-integrity value: `sha384-` and the base64 digest.
fn sha384(bytes: &[u8]) -> String {
    format!(
        "sha384-{}",
        base64::engine::general_purpose::STANDARD.encode(Sha384::digest(bytes))
    )
}

/// The value of attribute `name` in `tag`, quoted or not.
fn attribute<'a>(tag: &'a str, name: &str) -> Option<&'a str> {
    let start = tag.find(&format!(" {name}="))? + name.len() + 2;
    let value = &tag[start..];
    match value.strip_prefix('"') {
        Some(quoted) => quoted.split('"').next(),
        None => value.split([' ', '>']).next(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn renews_quoted_and_unquoted_hashes_by_href() {
        let html = "<link crossorigin href=./a.js integrity=sha384-OLD rel=modulepreload>\
                    <link href=\"./b.css\" integrity=\"sha384-OLD\" rel=stylesheet><p>integrity</p>";
        let got = with_integrity(html, |href| Some(href.as_bytes().to_vec())).unwrap();
        assert_eq!(
            got,
            format!(
                "<link crossorigin href=./a.js integrity={} rel=modulepreload>\
                 <link href=\"./b.css\" integrity=\"{}\" rel=stylesheet><p>integrity</p>",
                sha384(b"./a.js"),
                sha384(b"./b.css")
            )
        );
    }

    #[test]
    fn names_a_file_that_is_missing() {
        let err = with_integrity("<link href=./gone.js integrity=sha384-X>", |_| None).unwrap_err();
        assert!(err.contains("./gone.js"), "{err}");
    }
}

//! The Content-Security-Policy of the release build.
//!
//! Trunk inlines a small module script that loads the wasm. A policy without 'unsafe-inline'
//! scripts must name that script by its hash, which is only known after the build, so the
//! policy is written into `dist/index.html` as a `<meta>` right after the charset.

use base64::Engine;
use sha2::{Digest, Sha256};
use std::path::Path;

/// The policy, with `{script}` standing for the inline loader's hash source.
///
/// Only the app's own origin; 'wasm-unsafe-eval' to compile WebAssembly; inline styles are
/// allowed because Yew writes `style` attributes (e.g. the race track's width).
const POLICY: &str = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval' {script}; \
style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; \
object-src 'none'; base-uri 'self'; form-action 'self'";

/// Adds the policy to the built `index.html` (idempotent: an existing policy is replaced).
pub fn apply(dist: &Path) -> Result<String, String> {
    let path = dist.join("index.html");
    let html =
        std::fs::read_to_string(&path).map_err(|e| format!("reading {}: {e}", path.display()))?;
    let (with_policy, policy) = with_policy(&html)?;
    std::fs::write(&path, with_policy).map_err(|e| format!("writing {}: {e}", path.display()))?;
    Ok(policy)
}

/// The page with its policy, and the policy.
pub fn with_policy(html: &str) -> Result<(String, String), String> {
    let html = strip_policy(html);
    let mut hashes = Vec::new();
    let mut rest = html.as_str();
    while let Some(start) = rest.find("<script") {
        let open_end = rest[start..].find('>').ok_or("an unclosed <script> tag")? + start + 1;
        let close = rest[open_end..]
            .find("</script>")
            .ok_or("a <script> without </script>")?
            + open_end;
        let tag = &rest[start..open_end];
        if !tag.contains("src=") {
            let digest = Sha256::digest(&rest.as_bytes()[open_end..close]);
            hashes.push(format!(
                "'sha256-{}'",
                base64::engine::general_purpose::STANDARD.encode(digest)
            ));
        }
        rest = &rest[close..];
    }
    if hashes.is_empty() {
        return Err("index.html has no inline loader script to hash".into());
    }
    let policy = POLICY.replace("{script}", &hashes.join(" "));
    let meta = format!("<meta http-equiv=\"Content-Security-Policy\" content=\"{policy}\">");
    let anchor = [
        "<meta charset=utf-8>",
        "<meta charset=\"utf-8\">",
        "<meta charset=\"utf-8\" />",
    ]
    .iter()
    .find_map(|a| html.find(a).map(|i| i + a.len()))
    .ok_or("index.html has no <meta charset> to put the policy after")?;
    Ok((
        format!("{}{}{}", &html[..anchor], meta, &html[anchor..]),
        policy,
    ))
}

fn strip_policy(html: &str) -> String {
    const OPEN: &str = "<meta http-equiv=\"Content-Security-Policy\"";
    match html.find(OPEN) {
        Some(start) => match html[start..].find('>') {
            Some(end) => format!("{}{}", &html[..start], &html[start + end + 1..]),
            None => html.to_string(),
        },
        None => html.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hashes_the_inline_loader_and_is_idempotent() {
        let page = "<!doctype html><html><meta charset=utf-8><title>t</title>\
            <script type=module>import init from '/a.js';</script><script src=/b.js></script></html>";
        let (once, policy) = with_policy(page).unwrap();
        let digest = Sha256::digest(b"import init from '/a.js';");
        let hash = base64::engine::general_purpose::STANDARD.encode(digest);
        assert!(policy.contains(&format!("'sha256-{hash}'")));
        assert!(
            !policy.contains("'unsafe-inline' {script}")
                && !policy.contains("script-src 'self' 'unsafe-inline'")
        );
        assert!(once.starts_with("<!doctype html><html><meta charset=utf-8><meta http-equiv="));
        let (twice, _) = with_policy(&once).unwrap();
        assert_eq!(once, twice);
    }
}

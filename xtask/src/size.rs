//! The size report of the release bundle in dist/: raw, gzip (level 9) and
//! brotli (quality 11) bytes per file and in total, against the budget.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::Path;

use crate::util::{files_under, Result};

/// Budget for what the first visit downloads, brotli-compressed.
pub const FIRST_LOAD_BROTLI_BUDGET: u64 = 150 * 1024;

pub struct Report {
    pub table: String,
    /// What the first visit downloads, brotli bytes.
    pub first_load_brotli: u64,
    /// The full module, loaded when an explanation or theory page is first opened.
    pub on_demand_brotli: u64,
    pub verdict: String,
}

impl Report {
    /// Whether the first load keeps to its budget.
    pub fn within_budget(&self) -> bool {
        self.first_load_brotli <= FIRST_LOAD_BROTLI_BUDGET
    }
}

pub fn gzip_len(data: &[u8]) -> u64 {
    let mut encoder = flate2::write::GzEncoder::new(Vec::new(), flate2::Compression::new(9));
    encoder
        .write_all(data)
        .expect("writing to a Vec cannot fail");
    encoder
        .finish()
        .expect("writing to a Vec cannot fail")
        .len() as u64
}

pub fn brotli_len(data: &[u8]) -> u64 {
    let mut out = Vec::new();
    {
        // quality 11, window 2^22 (brotli's `-q 11` default).
        let mut encoder = brotli::CompressorWriter::new(&mut out, 64 * 1024, 11, 22);
        encoder
            .write_all(data)
            .expect("writing to a Vec cannot fail");
    }
    out.len() as u64
}

/// html, css, js, wasm, then everything else.
fn kind(path: &Path) -> (u8, &'static str) {
    match path.extension().and_then(|e| e.to_str()).unwrap_or("") {
        "html" => (0, "html"),
        "css" => (1, "css"),
        "js" | "mjs" => (2, "js"),
        "wasm" => (3, "wasm"),
        "map" => (5, "map"),
        _ => (4, "other"),
    }
}

/// The full module's files (`nimlab-full.js`, `nimlab-full_bg.wasm`) and the theory pages'
/// stylesheet: the first module loads them when a page needs them, not the first visit.
const ON_DEMAND: [&str; 2] = ["nimlab-full", "theory.css"];

/// When a file is downloaded.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Load {
    /// By the first visit, before the board is interactive.
    First,
    /// When an explanation or a theory page is first opened (a service worker may also fetch
    /// it in the background for offline use, after the first load).
    OnDemand,
    /// Never by the app (source maps are for devtools).
    Never,
}

fn load(path: &Path) -> Load {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    if kind(path).1 == "map" {
        Load::Never
    } else if ON_DEMAND.iter().any(|prefix| name.starts_with(prefix)) {
        Load::OnDemand
    } else {
        Load::First
    }
}

fn kib(bytes: u64) -> String {
    format!("{:.1} KiB", bytes as f64 / 1024.0)
}

/// `146210` → `146,210`.
fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The first load against its budget, in bytes, as changes are weighed:
/// `first load 146,210 B brotli (142.8 KiB): 7,390 B (7.2 KiB) to spare of 150 KiB`.
fn headroom(first_load: u64) -> String {
    let budget = FIRST_LOAD_BROTLI_BUDGET;
    let (gap, side) = if first_load <= budget {
        (budget - first_load, "to spare of")
    } else {
        (first_load - budget, "OVER the budget of")
    };
    format!(
        "first load {} B brotli ({}): {} B ({}) {side} {} KiB",
        thousands(first_load),
        kib(first_load),
        thousands(gap),
        kib(gap),
        budget / 1024
    )
}

pub fn report(dist: &Path) -> Result<Report> {
    if !dist.join("index.html").is_file() {
        return Err(format!(
            "{} has no release build (no index.html): build it first with `cargo xtask build`",
            dist.display()
        ));
    }
    let mut files = files_under(dist)?;
    files.sort_by_key(|p| (kind(p).0, p.clone()));

    let mut table = String::new();
    let name_width = files
        .iter()
        .map(|p| p.strip_prefix(dist).unwrap_or(p).to_string_lossy().len())
        .max()
        .unwrap_or(0)
        .max(24);
    let _ = writeln!(
        table,
        "release bundle {} (bytes; gzip -9, brotli -q 11):",
        dist.display()
    );
    let _ = writeln!(
        table,
        "  {:<name_width$}  {:<5}  {:<9}  {:>9}  {:>9}  {:>9}",
        "file", "kind", "loaded", "raw", "gzip", "brotli"
    );
    let (mut raw_total, mut gzip_total, mut brotli_total) = (0, 0, 0);
    let (mut first_load_brotli, mut on_demand_brotli) = (0, 0);
    for path in &files {
        let data =
            std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        let (raw, gzip, brotli) = (data.len() as u64, gzip_len(&data), brotli_len(&data));
        raw_total += raw;
        gzip_total += gzip;
        brotli_total += brotli;
        let loaded = load(path);
        match loaded {
            Load::First => first_load_brotli += brotli,
            Load::OnDemand => on_demand_brotli += brotli,
            Load::Never => {}
        }
        let name = path.strip_prefix(dist).unwrap_or(path).to_string_lossy();
        let _ = writeln!(
            table,
            "  {name:<name_width$}  {:<5}  {:<9}  {raw:>9}  {gzip:>9}  {brotli:>9}",
            kind(path).1,
            match loaded {
                Load::First => "first",
                Load::OnDemand => "on demand",
                Load::Never => "never",
            }
        );
    }
    let _ = writeln!(
        table,
        "  {:<name_width$}  {:<5}  {:<9}  {raw_total:>9}  {gzip_total:>9}  {brotli_total:>9}",
        "total", "", ""
    );
    let _ = writeln!(
        table,
        "  {:<name_width$}  {:<5}  {:<9}  {:>9}  {:>9}  {:>9}",
        "",
        "",
        "",
        kib(raw_total),
        kib(gzip_total),
        kib(brotli_total)
    );
    let verdict = headroom(first_load_brotli);
    let _ = writeln!(
        table,
        "on demand (the full module: explanations and theory pages), brotli: {}",
        kib(on_demand_brotli)
    );
    let _ = writeln!(
        table,
        "first load: the files marked first (html, css, js, the play module's wasm; all three languages)"
    );
    let _ = writeln!(table, "{verdict}");
    Ok(Report {
        table,
        first_load_brotli,
        on_demand_brotli,
        verdict,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn compresses_repetitive_data() {
        let data = b"nimlab ".repeat(1000);
        assert!(gzip_len(&data) < 100);
        assert!(brotli_len(&data) < 100);
        assert!(gzip_len(b"") > 0, "a gzip stream has a header");
    }

    #[test]
    fn reports_a_directory() {
        let dir = std::env::temp_dir().join(format!("xtask-size-test-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("snippets")).unwrap();
        std::fs::write(dir.join("index.html"), "<!doctype html><title>x</title>").unwrap();
        std::fs::write(dir.join("app_bg.wasm"), vec![0u8; 4096]).unwrap();
        std::fs::write(dir.join("snippets/a.js"), "export const a = 1;").unwrap();
        std::fs::write(dir.join("nimlab-full_bg.wasm"), vec![7u8; 4096]).unwrap();
        let report = report(&dir).unwrap();
        std::fs::remove_dir_all(&dir).unwrap();
        assert!(report.within_budget());
        assert!(report.on_demand_brotli > 0 && report.first_load_brotli > 0);
        assert!(report.table.contains("on demand"), "{}", report.table);
        assert!(report.table.contains("index.html"), "{}", report.table);
        assert!(report.table.contains("snippets"), "{}", report.table);
        assert!(report.table.contains("  total "), "{}", report.table);
        let html = report.table.find("index.html").unwrap();
        let wasm = report.table.find("app_bg.wasm").unwrap();
        assert!(html < wasm, "html is listed before wasm");
    }

    #[test]
    fn says_the_headroom_in_bytes() {
        assert_eq!(
            headroom(146_210),
            "first load 146,210 B brotli (142.8 KiB): 7,390 B (7.2 KiB) to spare of 150 KiB"
        );
        assert_eq!(
            headroom(153_700),
            "first load 153,700 B brotli (150.1 KiB): 100 B (0.1 KiB) OVER the budget of 150 KiB"
        );
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000), "1,000");
        assert_eq!(thousands(1_234_567), "1,234,567");
    }

    #[test]
    fn a_missing_build_is_an_error() {
        assert!(report(Path::new("/nonexistent/dist")).is_err());
    }
}

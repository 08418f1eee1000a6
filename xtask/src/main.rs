//! `cargo xtask`: the developer commands of nimlab (the rust-analyzer xtask pattern).
//!
//! ```text
//! cargo xtask serve [--port N]   install what is missing, build the release app into dist/,
//!                                serve it on http://127.0.0.1:8080
//! cargo xtask test               every check CI runs, failing fast, then the size report
//! cargo xtask lint               the structure checks alone: function lengths, folder imports
//! cargo xtask build              install what is missing and build the release app into dist/
//! cargo xtask size               size report (raw, gzip, brotli) of the current dist/
//! cargo xtask bench [ARGS]       cargo run --release -p nimlab-core --example bench -- ARGS,
//!                                then the browser benchmark (web/bench/run.mjs)
//! cargo xtask budgets [--quick]  build, then the figures of the budgets issue in a table
//!                                (web/budgets/run.mjs); fails when a budget is missed
//! ```

mod csp;
mod lint;
mod minify;
mod offline;
mod size;
mod tools;
mod util;
mod wasm_names;

use std::path::Path;
use std::process::{Command, ExitCode};
use std::time::Instant;

use util::{cargo, heading, run, run_capturing_stdout, Result};

const USAGE: &str = "\
usage: cargo xtask <command>

commands:
  serve [--port N]  install missing tools, build the release app into dist/ and serve it
                    on http://127.0.0.1:N (default 8080, or $PORT)
  test              install missing tools and run every check, in order, failing fast:
                    fmt, clippy, structure (as lint), native tests, wasm tests in headless
                    Chromium, release build, Playwright end-to-end tests, bundle size budget,
                    and a quick run of the budget measurements (budgets --quick)
  lint              the structure checks of the Rust sources (no build): prints the five
                    longest functions of the app and the core and fails on one over 150
                    lines; checks that the app's top-level folders under src/ import each
                    other without cycles and that i18n imports no app folder and route only
                    i18n, and prints the folder graph. Test code is left out
  build             install missing tools and build the release app into dist/
  size              print the size report (raw, gzip -9, brotli -q 11) of the current dist/
  bench [ARGS]      run the core's benchmark (cargo run --release -p nimlab-core --example bench
                    -- ARGS), then the browser benchmark: the Grundy kernel as wasm vs a
                    JavaScript twin in headless Chromium (web/bench/run.mjs)
  budgets [--quick] build the release app, then measure it against its budgets in headless
                    Chromium (web/budgets/run.mjs): first-load size, load time against a blank
                    page, layout shift, offline use, input delay during long computations,
                    requests off 127.0.0.1, and the work and next frame of stick and cell
                    clicks at 1x and 4x CPU, judged as a ratio to the same clicks handled by
                    hand-written JavaScript in the same run: at most 1.5x at the median and
                    the p95, the times shown beside (docs/budgets.md); prints the table, with
                    its ratio column (also target/budgets.md), and fails when a budget is
                    missed. --quick: few samples, checks the measurements work, judges none

environment:
  NIMLAB_CHROMIUM   Chromium/Chrome binary for the browser tests (default: chromium on PATH;
                    for bench: /usr/bin/chromium)
  CHROMEDRIVER      chromedriver binary, same major version as the browser (default: on PATH)
  PORT              port of `serve` when --port is not given (default 8080)
";

/// Port the Playwright web server uses; must match web/playwright.config.ts.
const E2E_PORT: u16 = 8089;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let Some(command) = args.first() else {
        eprint!("{USAGE}");
        return ExitCode::FAILURE;
    };
    let rest = &args[1..];
    let result = match command.as_str() {
        "serve" => serve(rest),
        "test" => no_args(command, rest).and_then(|()| test()),
        "lint" => no_args(command, rest).and_then(|()| lint::run(&util::root())),
        "build" => no_args(command, rest).and_then(|()| build()),
        "size" => no_args(command, rest).and_then(|()| size_report()),
        "bench" => bench(rest),
        "budgets" => budgets(rest),
        "help" | "--help" | "-h" => {
            print!("{USAGE}");
            Ok(())
        }
        other => Err(format!("unknown command `{other}`\n\n{USAGE}")),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("\nxtask {command}: FAILED: {message}");
            ExitCode::FAILURE
        }
    }
}

fn no_args(command: &str, rest: &[String]) -> Result {
    match rest.first() {
        None => Ok(()),
        Some(arg) => Err(format!(
            "`{command}` takes no arguments (got `{arg}`)\n\n{USAGE}"
        )),
    }
}

/// Runs one named stage: prints its heading, times it, and names it in the error.
struct Stages {
    done: Vec<(String, f64)>,
    started: Instant,
}

impl Stages {
    fn new() -> Self {
        Stages {
            done: Vec::new(),
            started: Instant::now(),
        }
    }

    fn run(&mut self, name: &str, what: &str, body: impl FnOnce() -> Result) -> Result {
        heading(&format!("[{name}] {what}"));
        let start = Instant::now();
        body().map_err(|e| format!("stage `{name}` ({what}) failed: {e}"))?;
        let secs = start.elapsed().as_secs_f64();
        println!("[{name}] ok in {secs:.1}s");
        self.done.push((name.to_string(), secs));
        Ok(())
    }

    fn summary(&self, title: &str) {
        heading(title);
        for (name, secs) in &self.done {
            println!("  {name:<14} {secs:>7.1}s");
        }
        println!(
            "  {:<14} {:>7.1}s",
            "total",
            self.started.elapsed().as_secs_f64()
        );
    }
}

/// Installs the tools when missing (the browser too when `browser`) and fetches crates.
fn setup(stages: &mut Stages, browser: bool) -> Result<Option<tools::Browser>> {
    let root = util::root();
    let mut found_browser = None;
    stages.run("setup", "install missing tools and fetch crates", || {
        tools::ensure_wasm_target()?;
        // First, so that Cargo.lock is complete when the wasm-bindgen version is read.
        run(cargo().arg("fetch").current_dir(&root))?;
        tools::ensure_trunk()?;
        tools::ensure_wasm_bindgen(&root)?;
        tools::ensure_npm_deps(&root)?;
        if browser {
            found_browser = Some(tools::ensure_browser()?);
        }
        Ok(())
    })?;
    Ok(found_browser)
}

fn trunk_build(stages: &mut Stages) -> Result {
    let root = util::root();
    stages.run(
        "release build",
        "trunk build --release --offline (into dist/)",
        || {
            // wasm-bindgen keeps the snippets of earlier builds in its output folder and Trunk
            // copies the folder whole into dist/: a snippet no module imports any more would
            // ship, count in the size report, and could shadow a current one of the same name.
            let staged = target_dir(&root).join("wasm-bindgen");
            if staged.exists() {
                std::fs::remove_dir_all(&staged)
                    .map_err(|e| format!("cannot clear {}: {e}", staged.display()))?;
            }
            let mut trunk = Command::new("trunk");
            trunk
                .args(["build", "--release", "--offline"])
                .current_dir(&root)
                .env(
                    "PATH",
                    util::path_with(&[root.join("web/node_modules/.bin")]),
                );
            run(&mut trunk)?;
            let wasm = util::files_under(&root.join("dist"))?
                .into_iter()
                .any(|f| f.extension().is_some_and(|e| e == "wasm"));
            if !wasm {
                return Err("trunk finished but dist/ holds no .wasm file".into());
            }
            let (before, after) = wasm_names::apply(&root.join("dist"))?;
            println!("wasm import and export names shortened: {before} → {after} bytes");
            let terser = root.join("web").join(util::npm_bin("terser"));
            let (before, after) = minify::apply(&root.join("dist"), &terser)?;
            println!("JavaScript minified by terser: {before} → {after} bytes");
            let policy = csp::apply(&root.join("dist"))?;
            println!("Content-Security-Policy: {policy}");
            let cached = offline::write_worker(&root.join("web/sw.js"), &root.join("dist"))?;
            minify::terse(&root.join("dist").join(offline::WORKER), &terser, false)?;
            println!(
                "service worker: dist/{} caches {cached} files",
                offline::WORKER
            );
            Ok(())
        },
    )
}

fn build() -> Result {
    let mut stages = Stages::new();
    setup(&mut stages, false)?;
    trunk_build(&mut stages)?;
    stages.summary("build: done");
    Ok(())
}

fn serve(rest: &[String]) -> Result {
    let port = match rest {
        [] => std::env::var("PORT").unwrap_or_else(|_| "8080".into()),
        [flag, port] if flag == "--port" => port.clone(),
        [arg] if arg.starts_with("--port=") => arg["--port=".len()..].to_string(),
        _ => return Err(format!("usage: cargo xtask serve [--port N]\n\n{USAGE}")),
    };
    let port: u16 = port.parse().map_err(|_| format!("bad port `{port}`"))?;
    let mut stages = Stages::new();
    setup(&mut stages, false)?;
    trunk_build(&mut stages)?;
    let root = util::root();
    heading(&format!(
        "[serve] nimlab at http://127.0.0.1:{port}/  (Ctrl+C to stop)"
    ));
    run(Command::new(util::exe("node"))
        .arg(root.join("web/serve.mjs"))
        .arg(root.join("dist"))
        .arg(port.to_string())
        .current_dir(&root))
}

fn test() -> Result {
    let root = util::root();
    let mut stages = Stages::new();
    let browser = setup(&mut stages, true)?.expect("setup found the browser");
    let mut firefox = std::path::PathBuf::new();
    stages.run(
        "firefox setup",
        "Firefox for the smoke (installs firefox-esr when missing)",
        || {
            firefox = tools::ensure_firefox()?;
            Ok(())
        },
    )?;

    stages.run("fmt", "cargo fmt --all --check", || {
        run(cargo().args(["fmt", "--all", "--check"]).current_dir(&root))
    })?;
    stages.run(
        "clippy",
        "cargo clippy --workspace --all-targets -- -D warnings; and the first module (no `full`)",
        || {
            run(cargo()
                .args([
                    "clippy",
                    "--workspace",
                    "--all-targets",
                    "--",
                    "-D",
                    "warnings",
                ])
                .current_dir(&root))?;
            // The play-only first module compiles code the default build does not.
            run(cargo()
                .args([
                    "clippy",
                    "-p",
                    "nimlab-app",
                    "--no-default-features",
                    "--lib",
                    "--bins",
                    "--target",
                    "wasm32-unknown-unknown",
                    "--",
                    "-D",
                    "warnings",
                ])
                .current_dir(&root))
        },
    )?;
    stages.run(
        "structure",
        "longest functions and app folder imports (cargo xtask lint)",
        || lint::run(&root),
    )?;
    stages.run(
        "native tests",
        "cargo test --workspace; the app's unit tests again as the first module (no `full`)",
        || {
            run(cargo().args(["test", "--workspace"]).current_dir(&root))?;
            // Both modules behave the same: the link, reducer and catalog tests hold for both.
            run(cargo()
                .args(["test", "-p", "nimlab-app", "--lib", "--no-default-features"])
                .current_dir(&root))
        },
    )?;
    stages.run(
        "wasm tests",
        "cargo test -p nimlab-app --target wasm32-unknown-unknown (headless Chromium)",
        || wasm_tests(&root, &browser),
    )?;
    trunk_build(&mut stages)?;
    stages.run("e2e", "npx playwright test (web/, against dist/)", || {
        let web = root.join("web");
        run(Command::new(web.join(util::npm_bin("playwright")))
            .arg("test")
            .current_dir(&web)
            .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1")
            .env("NIMLAB_CHROMIUM", &browser.chromium)
            .env("NIMLAB_E2E_PORT", E2E_PORT.to_string()))
    })?;
    stages.run(
        "firefox",
        "node web/firefox/smoke.mjs (dist/ in headless Firefox)",
        || {
            run(Command::new(util::exe("node"))
                .args(["--test-reporter=spec", "firefox/smoke.mjs"])
                .arg(root.join("dist"))
                .current_dir(root.join("web"))
                .env("NIMLAB_FIREFOX", &firefox)
                .env("PUPPETEER_SKIP_DOWNLOAD", "1"))
        },
    )?;
    stages.run("size", "bundle size report and budget", || {
        let report = size::report(&root.join("dist"))?;
        print!("{}", report.table);
        if report.within_budget() {
            Ok(())
        } else {
            Err(report.verdict)
        }
    })?;
    // The budget figures themselves are machine-dependent and judged by `cargo xtask budgets`;
    // here a quick run keeps that command working.
    budget_figures(&mut stages, &root, &browser, true)?;
    stages.summary("test: all stages passed");
    Ok(())
}

fn wasm_tests(root: &Path, browser: &tools::Browser) -> Result {
    let webdriver_json = tools::write_webdriver_json(root, browser)?;
    let mut test = cargo();
    test.args([
        "test",
        "-p",
        "nimlab-app",
        "--target",
        "wasm32-unknown-unknown",
    ])
    .current_dir(root)
    .env(
        "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER",
        "wasm-bindgen-test-runner",
    )
    .env("CHROMEDRIVER", &browser.chromedriver)
    .env("WASM_BINDGEN_TEST_WEBDRIVER_JSON", &webdriver_json);
    // The runner takes the first driver it finds: make it our chromedriver.
    for driver in [
        "GECKODRIVER",
        "SAFARIDRIVER",
        "CHROMEDRIVER",
        "MSEDGEDRIVER",
    ] {
        test.env_remove(format!("{driver}_REMOTE"));
    }
    test.env_remove("GECKODRIVER").env_remove("SAFARIDRIVER");
    if std::env::var_os("WASM_BINDGEN_TEST_TIMEOUT").is_none() {
        test.env("WASM_BINDGEN_TEST_TIMEOUT", "120");
    }
    let stdout = run_capturing_stdout(&mut test)?;
    let summary = util::test_summary(&stdout);
    if summary.browser_runs == 0 {
        return Err(
            "no test binary ran in the browser (no `Running headless tests in Chrome` line): \
             do the wasm tests say `wasm_bindgen_test_configure!(run_in_browser);`?"
                .into(),
        );
    }
    if summary.passed == 0 {
        return Err("no wasm test ran (0 passed)".into());
    }
    println!(
        "wasm tests: {} passed in {} browser run(s) of headless Chromium",
        summary.passed, summary.browser_runs
    );
    Ok(())
}

/// The release build measured against the budgets issue's figures (web/budgets/run.mjs).
fn budgets(rest: &[String]) -> Result {
    let quick = match rest {
        [] => false,
        [flag] if flag == "--quick" => true,
        _ => return Err(format!("usage: cargo xtask budgets [--quick]\n\n{USAGE}")),
    };
    let mut stages = Stages::new();
    let browser = setup(&mut stages, true)?.expect("setup found the browser");
    trunk_build(&mut stages)?;
    let root = util::root();
    budget_figures(&mut stages, &root, &browser, quick)?;
    stages.summary("budgets: all kept");
    Ok(())
}

/// Runs web/budgets/run.mjs against dist/, with the size report's first load as its first row.
fn budget_figures(
    stages: &mut Stages,
    root: &Path,
    browser: &tools::Browser,
    quick: bool,
) -> Result {
    let what = if quick {
        "node web/budgets/run.mjs --quick (the measurements work; no budget judged)"
    } else {
        "node web/budgets/run.mjs (every figure against its budget)"
    };
    stages.run("budgets", what, || {
        let report = size::report(&root.join("dist"))?;
        let table = root.join("target/budgets.md");
        std::fs::create_dir_all(root.join("target"))
            .map_err(|e| format!("cannot create target/: {e}"))?;
        let mut node = Command::new(util::exe("node"));
        node.arg(root.join("web/budgets/run.mjs"))
            .arg(format!(
                "--first-load={}/{}",
                report.first_load_brotli,
                size::FIRST_LOAD_BROTLI_BUDGET
            ))
            .arg(format!("--on-demand={}", report.on_demand_brotli))
            .arg(format!("--out={}", table.display()))
            .current_dir(root.join("web"))
            .env("NIMLAB_CHROMIUM", &browser.chromium);
        if quick {
            node.arg("--quick");
        }
        run(&mut node)?;
        println!("the table is in {}", table.display());
        Ok(())
    })
}

fn size_report() -> Result {
    let report = size::report(&util::root().join("dist"))?;
    print!("{}", report.table);
    Ok(())
}

/// Cargo's target folder: `CARGO_TARGET_DIR` (relative to the root) or `target/`.
fn target_dir(root: &Path) -> std::path::PathBuf {
    std::env::var_os("CARGO_TARGET_DIR")
        .map(std::path::PathBuf::from)
        .map_or_else(|| root.join("target"), |t| root.join(t))
}

/// The native benchmark, then the browser benchmark; fails when either misses a budget.
fn bench(rest: &[String]) -> Result {
    let root = util::root();
    let native = native_bench(&root, rest);
    let browser = browser_bench(&root);
    let failures: Vec<String> = [("native", native), ("browser", browser)]
        .into_iter()
        .filter_map(|(name, result)| result.err().map(|e| format!("{name} benchmark: {e}")))
        .collect();
    if failures.is_empty() {
        Ok(())
    } else {
        Err(failures.join("; "))
    }
}

fn native_bench(root: &Path, rest: &[String]) -> Result {
    let example = root.join("crates/nimlab-core/examples/bench.rs");
    let example_dir = root.join("crates/nimlab-core/examples/bench/main.rs");
    if !example.exists() && !example_dir.exists() {
        println!(
            "xtask bench: there is no benchmark yet ({} does not exist); nothing to run.",
            example.strip_prefix(root).unwrap_or(&example).display()
        );
        return Ok(());
    }
    heading("[bench] cargo run --release -p nimlab-core --example bench");
    run(cargo()
        .args([
            "run",
            "--release",
            "-p",
            "nimlab-core",
            "--example",
            "bench",
            "--",
        ])
        .args(rest)
        .current_dir(root))
}

/// The core's Grundy kernel compiled to wasm against its JavaScript twin in headless Chromium
/// (web/bench/): the release build ("z", as the app ships) and the `wasm-o3` profile.
fn browser_bench(root: &Path) -> Result {
    heading("[bench] browser: Grundy kernel, wasm vs JavaScript (web/bench/run.mjs)");
    tools::ensure_wasm_target()?;
    tools::ensure_wasm_bindgen(root)?;
    tools::ensure_npm_deps(root)?;
    for (profile, build) in [("release", "z"), ("wasm-o3", "o3")] {
        run(cargo()
            .args(["build", "--profile", profile, "-p", "nimlab-bench-wasm"])
            .args(["--target", tools::WASM_TARGET])
            .current_dir(root))?;
        let wasm = target_dir(root)
            .join(tools::WASM_TARGET)
            .join(profile)
            .join("nimlab_bench_wasm.wasm");
        run(util::tool("wasm-bindgen")
            .args(["--target", "web", "--out-dir"])
            .arg(root.join("target/bench-wasm").join(build))
            .arg(&wasm)
            .current_dir(root))?;
    }
    run(Command::new(util::exe("node"))
        .arg(root.join("web/bench/run.mjs"))
        .current_dir(root))
}

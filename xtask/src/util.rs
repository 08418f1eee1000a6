//! Small helpers: paths, running commands, headings.

use std::ffi::OsString;
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

pub type Result<T = ()> = std::result::Result<T, String>;

/// The workspace root (the parent of xtask/). `cargo run` sets
/// CARGO_MANIFEST_DIR at run time too; that one wins over the compile-time
/// value, which is stale when the checkout moved but target/ was reused.
pub fn root() -> PathBuf {
    let manifest_dir = std::env::var_os("CARGO_MANIFEST_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")));
    manifest_dir
        .parent()
        .expect("xtask/ has a parent directory")
        .to_path_buf()
}

pub fn heading(text: &str) {
    println!("\n==> {text}");
    let _ = std::io::stdout().flush();
}

/// The directory cargo installs binaries into ($CARGO_HOME/bin or ~/.cargo/bin).
pub fn cargo_bin_dir() -> Option<PathBuf> {
    if let Some(home) = std::env::var_os("CARGO_HOME") {
        return Some(PathBuf::from(home).join("bin"));
    }
    let home = std::env::var_os("HOME").or_else(|| std::env::var_os("USERPROFILE"))?;
    Some(PathBuf::from(home).join(".cargo").join("bin"))
}

/// PATH with `first` in front, followed by the cargo bin dir (so freshly
/// installed tools are found), followed by the current PATH.
pub fn path_with(first: &[PathBuf]) -> OsString {
    let mut dirs: Vec<PathBuf> = first.to_vec();
    dirs.extend(cargo_bin_dir());
    if let Some(path) = std::env::var_os("PATH") {
        dirs.extend(std::env::split_paths(&path));
    }
    std::env::join_paths(dirs).unwrap_or_else(|_| std::env::var_os("PATH").unwrap_or_default())
}

/// `cargo`, through the rustup proxy on PATH so rust-toolchain.toml applies.
pub fn cargo() -> Command {
    let mut cmd = Command::new("cargo");
    cmd.env("PATH", path_with(&[]));
    cmd
}

/// A command run with the cargo bin dir on PATH.
pub fn tool(program: &str) -> Command {
    let mut cmd = Command::new(exe(program));
    cmd.env("PATH", path_with(&[]));
    cmd
}

/// `name` as spelled on this OS (npm and npx are .cmd shims on Windows).
pub fn exe(name: &str) -> String {
    if cfg!(windows) && matches!(name, "npm" | "npx") {
        format!("{name}.cmd")
    } else {
        name.to_string()
    }
}

/// The path of an npm package's binary relative to web/.
pub fn npm_bin(name: &str) -> PathBuf {
    let file = if cfg!(windows) {
        format!("{name}.cmd")
    } else {
        name.to_string()
    };
    Path::new("node_modules").join(".bin").join(file)
}

pub fn show(cmd: &Command) -> String {
    let mut text = cmd.get_program().to_string_lossy().into_owned();
    for arg in cmd.get_args() {
        let arg = arg.to_string_lossy();
        if arg.contains(' ') || arg.is_empty() {
            text.push_str(&format!(" '{arg}'"));
        } else {
            text.push(' ');
            text.push_str(&arg);
        }
    }
    text
}

fn spawn_error(cmd: &Command, err: std::io::Error) -> String {
    let program = cmd.get_program().to_string_lossy();
    if err.kind() == std::io::ErrorKind::NotFound {
        format!("could not start `{program}`: it is not installed or not on PATH")
    } else {
        format!("could not start `{program}`: {err}")
    }
}

/// Runs `cmd` with inherited stdio; an error names the command and its exit status.
pub fn run(cmd: &mut Command) -> Result {
    println!("$ {}", show(cmd));
    let _ = std::io::stdout().flush();
    let status = cmd.status().map_err(|e| spawn_error(cmd, e))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{}` exited with {status}", show(cmd)))
    }
}

/// Like [`run`], but also returns stdout (which is still printed as it comes).
pub fn run_capturing_stdout(cmd: &mut Command) -> Result<String> {
    println!("$ {}", show(cmd));
    let _ = std::io::stdout().flush();
    let mut child = cmd
        .stdout(Stdio::piped())
        .spawn()
        .map_err(|e| spawn_error(cmd, e))?;
    let mut captured = String::new();
    let reader = BufReader::new(child.stdout.take().expect("stdout is piped"));
    let mut out = std::io::stdout();
    for line in reader.split(b'\n') {
        let line = line.map_err(|e| format!("reading the output of `{}`: {e}", show(cmd)))?;
        let text = String::from_utf8_lossy(&line);
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
        captured.push_str(&text);
        captured.push('\n');
    }
    let status = child
        .wait()
        .map_err(|e| format!("waiting for `{}`: {e}", show(cmd)))?;
    if status.success() {
        Ok(captured)
    } else {
        Err(format!("`{}` exited with {status}", show(cmd)))
    }
}

/// Runs `cmd` quietly and returns its trimmed stdout, or None when it cannot
/// run or fails (used for version checks).
pub fn output_of(cmd: &mut Command) -> Option<String> {
    let out = cmd
        .stdin(Stdio::null())
        .stderr(Stdio::null())
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).trim().to_string())
}

/// Finds `name` on PATH (with the cargo bin dir), like `which`.
pub fn which(name: &str) -> Option<PathBuf> {
    let exts: &[&str] = if cfg!(windows) {
        &[".exe", ".cmd", ""]
    } else {
        &[""]
    };
    std::env::split_paths(&path_with(&[])).find_map(|dir| {
        exts.iter()
            .map(|ext| dir.join(format!("{name}{ext}")))
            .find(|p| p.is_file())
    })
}

/// All regular files under `dir`, recursively, sorted.
pub fn files_under(dir: &Path) -> Result<Vec<PathBuf>> {
    let mut files = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let entries =
            std::fs::read_dir(&dir).map_err(|e| format!("cannot read {}: {e}", dir.display()))?;
        for entry in entries {
            let path = entry
                .map_err(|e| format!("cannot read {}: {e}", dir.display()))?
                .path();
            if path.is_dir() {
                pending.push(path);
            } else if path.is_file() {
                files.push(path);
            }
        }
    }
    files.sort();
    Ok(files)
}

/// What the test harnesses printed.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct TestSummary {
    pub passed: u64,
    /// How many test binaries wasm-bindgen-test-runner ran in a browser.
    pub browser_runs: u64,
}

pub fn test_summary(stdout: &str) -> TestSummary {
    let mut summary = TestSummary::default();
    for line in stdout.lines() {
        let line = line.trim();
        if line.starts_with("Running headless tests in") {
            summary.browser_runs += 1;
        }
        if let Some(rest) = line.strip_prefix("test result: ok.") {
            let passed = rest
                .split_whitespace()
                .next()
                .and_then(|n| n.parse::<u64>().ok());
            summary.passed += passed.unwrap_or(0);
        }
    }
    summary
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn counts_tests_that_ran_in_the_browser() {
        let out = "\
no tests to run!
Running headless tests in Chrome on `http://127.0.0.1:4444/`
running 3 tests
test result: ok. 3 passed; 0 failed; 0 ignored; 0 filtered out; finished in 0.20s
Running headless tests in Chrome on `http://127.0.0.1:4445/`
test result: ok. 1 passed; 0 failed; 0 ignored; 0 filtered out; finished in 0.01s
";
        assert_eq!(
            test_summary(out),
            TestSummary {
                passed: 4,
                browser_runs: 2
            }
        );
        assert_eq!(test_summary("no tests to run!\n"), TestSummary::default());
    }

    #[test]
    fn shows_commands_readably() {
        let mut cmd = Command::new("cargo");
        cmd.args(["fmt", "--all", "--check"]);
        assert_eq!(show(&cmd), "cargo fmt --all --check");
    }
}

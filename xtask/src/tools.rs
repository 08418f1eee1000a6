//! Installing (when missing) and checking the tools the commands need.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use crate::util::{self, cargo, output_of, run, tool, which, Result};

pub const TRUNK_VERSION: &str = "0.21.14";
pub const WASM_TARGET: &str = "wasm32-unknown-unknown";
/// What Trunk.toml's `[tools] wasm_opt` must say: npm's binaryen@132.
pub const WASM_OPT_VERSION: &str = "version_132";

/// Chromium arguments for wasm-bindgen-test-runner, the same as
/// crates/nimlab-app/webdriver.json (a unit test keeps them in step).
/// Playwright uses the same set, see web/playwright.config.ts.
pub const CHROMIUM_ARGS: &[&str] = &[
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
];

pub fn ensure_wasm_target() -> Result {
    if util::which("rustup").is_some() {
        let installed =
            output_of(tool("rustup").args(["target", "list", "--installed"])).unwrap_or_default();
        if installed.lines().any(|l| l.trim() == WASM_TARGET) {
            println!("rust target {WASM_TARGET}: installed");
            return Ok(());
        }
        println!("rust target {WASM_TARGET}: missing, installing");
        return run(tool("rustup").args(["target", "add", WASM_TARGET]));
    }
    // No rustup (e.g. a distribution's Rust): look into the sysroot.
    let sysroot = output_of(tool("rustc").args(["--print", "sysroot"]))
        .ok_or("cannot run `rustc --print sysroot`: is Rust installed?")?;
    if Path::new(&sysroot)
        .join("lib/rustlib")
        .join(WASM_TARGET)
        .is_dir()
    {
        println!("rust target {WASM_TARGET}: installed");
        Ok(())
    } else {
        Err(format!(
            "the Rust target {WASM_TARGET} is missing and there is no rustup to add it: \
             install rustup (https://rustup.rs) or your distribution's {WASM_TARGET} std"
        ))
    }
}

pub fn ensure_trunk() -> Result {
    let want = format!("trunk {TRUNK_VERSION}");
    match output_of(tool("trunk").arg("--version")) {
        Some(have) if have == want => {
            println!("{want}: installed");
            return Ok(());
        }
        Some(have) => println!("found `{have}`, need `{want}`: installing (takes a few minutes)"),
        None => println!("{want}: missing, installing (takes a few minutes)"),
    }
    run(cargo().args(["install", "--locked", "trunk", "--version", TRUNK_VERSION]))?;
    match output_of(tool("trunk").arg("--version")) {
        Some(have) if have == want => Ok(()),
        other => Err(format!(
            "installed trunk {TRUNK_VERSION}, but `trunk --version` says {other:?}: \
             is another trunk earlier on PATH?"
        )),
    }
}

/// The version of the `name` package in Cargo.lock (exactly one must be locked).
pub fn locked_version(lock: &str, name: &str) -> Result<String> {
    let mut versions: Vec<String> = Vec::new();
    let mut lines = lock.lines();
    while let Some(line) = lines.next() {
        if line.trim() == format!("name = \"{name}\"") {
            let version = lines
                .next()
                .and_then(|l| l.trim().strip_prefix("version = \""))
                .and_then(|l| l.strip_suffix('"'))
                .ok_or(format!(
                    "Cargo.lock: no version line after `name = \"{name}\"`"
                ))?;
            if !versions.iter().any(|v| v == version) {
                versions.push(version.to_string());
            }
        }
    }
    match versions.as_slice() {
        [one] => Ok(one.clone()),
        [] => Err(format!(
            "Cargo.lock has no `{name}` package (run `cargo fetch`?)"
        )),
        many => Err(format!(
            "Cargo.lock has several `{name}` versions: {}",
            many.join(", ")
        )),
    }
}

/// The value of `key = "..."` in the `[section]` of a simple TOML file.
pub fn toml_string(toml: &str, section: &str, key: &str) -> Option<String> {
    let mut in_section = false;
    for line in toml.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.starts_with('[') {
            in_section = line == format!("[{section}]");
            continue;
        }
        if !in_section {
            continue;
        }
        if let Some((k, v)) = line.split_once('=') {
            if k.trim() == key {
                let v = v.trim();
                return v
                    .strip_prefix('"')
                    .and_then(|v| v.strip_suffix('"'))
                    .map(str::to_string);
            }
        }
    }
    None
}

fn read(path: &Path) -> Result<String> {
    std::fs::read_to_string(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
}

/// The wasm-bindgen version of Cargo.lock, checked against Trunk.toml's pin.
pub fn wasm_bindgen_version(root: &Path) -> Result<String> {
    let locked = locked_version(&read(&root.join("Cargo.lock"))?, "wasm-bindgen")?;
    let trunk_toml = read(&root.join("Trunk.toml"))?;
    let pinned = toml_string(&trunk_toml, "tools", "wasm_bindgen")
        .ok_or("Trunk.toml has no `[tools] wasm_bindgen = \"...\"` pin")?;
    if pinned != locked {
        return Err(format!(
            "Trunk.toml pins wasm_bindgen = \"{pinned}\" but Cargo.lock has wasm-bindgen {locked}: \
             set `wasm_bindgen = \"{locked}\"` in Trunk.toml's [tools] (Trunk would otherwise try \
             to download wasm-bindgen {pinned} from GitHub)"
        ));
    }
    let wasm_opt = toml_string(&trunk_toml, "tools", "wasm_opt");
    if wasm_opt.as_deref() != Some(WASM_OPT_VERSION) {
        return Err(format!(
            "Trunk.toml must pin `[tools] wasm_opt = \"{WASM_OPT_VERSION}\"` (npm's binaryen in \
             web/), found {wasm_opt:?}"
        ));
    }
    Ok(locked)
}

pub fn ensure_wasm_bindgen(root: &Path) -> Result {
    let version = wasm_bindgen_version(root)?;
    let want = format!("wasm-bindgen {version}");
    let want_runner = format!("wasm-bindgen-test-runner {version}");
    let have = output_of(tool("wasm-bindgen").arg("--version"));
    let have_runner = output_of(tool("wasm-bindgen-test-runner").arg("--version"));
    if have.as_deref() == Some(want.as_str()) && have_runner.as_deref() == Some(&want_runner) {
        println!("wasm-bindgen-cli {version} (the Cargo.lock version): installed");
        return Ok(());
    }
    println!(
        "need wasm-bindgen-cli {version} (the Cargo.lock version), found {}: installing",
        have.as_deref().unwrap_or("none")
    );
    // Not --locked: wasm-bindgen-cli's own lock file does not build with this toolchain.
    run(cargo().args(["install", "wasm-bindgen-cli", "--version", &version]))?;
    let have = output_of(tool("wasm-bindgen").arg("--version"));
    if have.as_deref() == Some(want.as_str()) {
        Ok(())
    } else {
        Err(format!(
            "installed wasm-bindgen-cli {version}, but `wasm-bindgen --version` says {have:?}: \
             is another wasm-bindgen earlier on PATH?"
        ))
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// npm packages of web/ (Playwright, binaryen's wasm-opt), installed from the lock file.
pub fn ensure_npm_deps(root: &Path) -> Result {
    let node = output_of(tool("node").arg("--version")).ok_or(
        "Node.js is missing: install Node.js 20 or newer with npm \
         (Debian/Ubuntu: apt-get install nodejs npm; or https://nodejs.org)",
    )?;
    let major: u32 = node
        .trim_start_matches('v')
        .split('.')
        .next()
        .and_then(|m| m.parse().ok())
        .unwrap_or(0);
    if major < 20 {
        return Err(format!(
            "Node.js {node} is too old: install Node.js 20 or newer"
        ));
    }

    let web = root.join("web");
    let lock = web.join("package-lock.json");
    let manifest = web.join("package.json");
    let installed_lock = web.join("node_modules/.package-lock.json");
    let wasm_opt = web.join(util::npm_bin("wasm-opt"));
    let playwright = web.join(util::npm_bin("playwright"));
    let fresh = match (
        modified(&installed_lock),
        modified(&lock),
        modified(&manifest),
    ) {
        (Some(installed), Some(lock), Some(manifest)) => installed >= lock && installed >= manifest,
        _ => false,
    };
    if fresh && wasm_opt.is_file() && playwright.is_file() {
        println!("npm packages of web/ ({node}): installed");
    } else {
        let mut npm = tool("npm");
        if lock.is_file() {
            println!("npm packages of web/: missing or older than package-lock.json, installing");
            npm.arg("ci");
        } else {
            println!("web/package-lock.json is missing: creating it with npm install");
            npm.arg("install");
        }
        npm.args(["--no-audit", "--no-fund"])
            .current_dir(&web)
            .env("PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD", "1");
        run(&mut npm)
            .map_err(|e| format!("{e} (npm needs the npm registry, https://registry.npmjs.org)"))?;
    }

    let version = output_of(Command::new(&wasm_opt).arg("--version"))
        .ok_or(format!("{} --version failed", wasm_opt.display()))?;
    // Trunk reads the third word: "wasm-opt version 132 (version_132)" -> version_132.
    let trunk_reads = version.split(' ').nth(2).map(|v| format!("version_{v}"));
    if trunk_reads.as_deref() != Some(WASM_OPT_VERSION) {
        return Err(format!(
            "web/node_modules wasm-opt says `{version}`, Trunk needs {WASM_OPT_VERSION}: \
             is binaryen 132.0.0 in web/package.json?"
        ));
    }
    println!("wasm-opt from npm binaryen: {version}");
    Ok(())
}

/// The browser and driver the tests run.
#[derive(Debug, Clone)]
pub struct Browser {
    pub chromium: PathBuf,
    pub chromedriver: PathBuf,
}

const CHROMIUM_NAMES: &[&str] = &[
    "chromium",
    "chromium-browser",
    "google-chrome-stable",
    "google-chrome",
    "chrome",
];

fn find_browser() -> (Option<PathBuf>, Option<PathBuf>) {
    let chromium = match std::env::var_os("NIMLAB_CHROMIUM") {
        Some(path) => Some(PathBuf::from(path)),
        None => CHROMIUM_NAMES.iter().find_map(|name| which(name)),
    };
    let driver = match std::env::var_os("CHROMEDRIVER") {
        Some(path) => Some(PathBuf::from(path)),
        None => which("chromedriver"),
    };
    (chromium, driver)
}

fn is_root() -> bool {
    output_of(Command::new("id").arg("-u")).as_deref() == Some("0")
}

fn can_sudo() -> bool {
    which("sudo").is_some()
        && Command::new("sudo")
            .args(["-n", "true"])
            .stdin(std::process::Stdio::null())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::null())
            .status()
            .is_ok_and(|s| s.success())
}

fn apt_get(sudo: bool, args: &[&str]) -> Result {
    let mut cmd = if sudo {
        let mut c = Command::new("sudo");
        c.args(["-n", "env", "DEBIAN_FRONTEND=noninteractive", "apt-get"]);
        c
    } else {
        Command::new("apt-get")
    };
    cmd.env("DEBIAN_FRONTEND", "noninteractive").args(args);
    run(&mut cmd)
}

const BROWSER_HELP: &str = "install Chromium and its chromedriver (same major version): \
    Debian: apt-get install chromium chromium-driver; Ubuntu: apt-get install chromium-browser \
    chromium-chromedriver (or Google Chrome + chromedriver); Fedora: dnf install chromium \
    chromedriver; Arch: pacman -S chromium; or point NIMLAB_CHROMIUM and CHROMEDRIVER at them";

/// Finds Chromium and chromedriver, installing Debian's packages when missing.
pub fn ensure_browser() -> Result<Browser> {
    let (chromium, driver) = find_browser();
    let (chromium, chromedriver) = match (chromium, driver) {
        (Some(c), Some(d)) => (c, d),
        (c, d) => {
            let missing: Vec<&str> = [
                c.is_none().then_some("chromium"),
                d.is_none().then_some("chromedriver"),
            ]
            .into_iter()
            .flatten()
            .collect();
            println!("{} missing", missing.join(" and "));
            let given = std::env::var_os("NIMLAB_CHROMIUM").is_some()
                || std::env::var_os("CHROMEDRIVER").is_some();
            if given || !cfg!(target_os = "linux") || which("apt-get").is_none() {
                return Err(format!(
                    "{} not found: {BROWSER_HELP}",
                    missing.join(" and ")
                ));
            }
            let sudo = if is_root() {
                false
            } else if can_sudo() {
                true
            } else {
                return Err(format!(
                    "{} not found and installing needs root (run as root, or with \
                     passwordless sudo): {BROWSER_HELP}",
                    missing.join(" and ")
                ));
            };
            apt_get(sudo, &["update"])?;
            apt_get(sudo, &["install", "-y", "chromium", "chromium-driver"])?;
            match find_browser() {
                (Some(c), Some(d)) => (c, d),
                _ => {
                    return Err(format!(
                        "installed chromium and chromium-driver but still cannot find them: \
                         {BROWSER_HELP}"
                    ))
                }
            }
        }
    };
    for path in [&chromium, &chromedriver] {
        if !path.is_file() {
            return Err(format!("{} does not exist: {BROWSER_HELP}", path.display()));
        }
    }
    let chromium_version = output_of(Command::new(&chromium).arg("--version")).unwrap_or_default();
    let driver_version =
        output_of(Command::new(&chromedriver).arg("--version")).unwrap_or_default();
    println!("browser: {} ({chromium_version})", chromium.display());
    println!("driver:  {} ({driver_version})", chromedriver.display());
    match (
        major_version(&chromium_version),
        major_version(&driver_version),
    ) {
        (Some(b), Some(d)) if b != d => {
            return Err(format!(
                "Chromium {b} and chromedriver {d} differ: they must be the same major version \
                 ({BROWSER_HELP})"
            ))
        }
        _ => {}
    }
    Ok(Browser {
        chromium,
        chromedriver,
    })
}

const FIREFOX_HELP: &str = "install Firefox: Debian: apt-get install firefox-esr; other systems: \
    their Firefox package (a real binary, not a snap wrapper); or point NIMLAB_FIREFOX at one";

fn find_firefox() -> Option<PathBuf> {
    match std::env::var_os("NIMLAB_FIREFOX") {
        Some(path) => Some(PathBuf::from(path)),
        None => ["firefox-esr", "firefox"]
            .iter()
            .find_map(|name| which(name)),
    }
}

/// Finds Firefox for the Firefox smoke (web/firefox/smoke.mjs), installing Debian's
/// firefox-esr when missing. Never a browser download: puppeteer-core drives this one.
pub fn ensure_firefox() -> Result<PathBuf> {
    let firefox = match find_firefox() {
        Some(path) => path,
        None => {
            println!("firefox-esr missing");
            if !cfg!(target_os = "linux") || which("apt-get").is_none() {
                return Err(format!("Firefox not found: {FIREFOX_HELP}"));
            }
            let sudo = if is_root() {
                false
            } else if can_sudo() {
                true
            } else {
                return Err(format!(
                    "Firefox not found and installing needs root (run as root, or with \
                     passwordless sudo): {FIREFOX_HELP}"
                ));
            };
            apt_get(sudo, &["update"])?;
            apt_get(sudo, &["install", "-y", "firefox-esr"])?;
            find_firefox().ok_or(format!(
                "installed firefox-esr but still cannot find it: {FIREFOX_HELP}"
            ))?
        }
    };
    if !firefox.is_file() {
        return Err(format!(
            "{} does not exist: {FIREFOX_HELP}",
            firefox.display()
        ));
    }
    let version = output_of(Command::new(&firefox).arg("--version")).unwrap_or_default();
    println!("firefox: {} ({version})", firefox.display());
    Ok(firefox)
}

/// The major version in "Chromium 156.0.8078.79 built on ..." or "ChromeDriver 156.0....".
pub fn major_version(text: &str) -> Option<u32> {
    text.split_whitespace()
        .find(|w| w.contains('.') && w.starts_with(|c: char| c.is_ascii_digit()))
        .and_then(|w| w.split('.').next())
        .and_then(|m| m.parse().ok())
}

fn json_string(text: &str) -> String {
    let mut out = String::from('"');
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if (c as u32) < 0x20 => out.push_str(&format!("\\u{:04x}", c as u32)),
            c => out.push(c),
        }
    }
    out.push('"');
    out
}

/// The webdriver capabilities wasm-bindgen-test-runner reads (via
/// WASM_BINDGEN_TEST_WEBDRIVER_JSON): crates/nimlab-app/webdriver.json's
/// arguments plus the Chromium binary found, written under target/.
pub fn webdriver_json(chromium: &Path) -> String {
    let args: Vec<String> = CHROMIUM_ARGS.iter().map(|a| json_string(a)).collect();
    format!(
        "{{\n  \"goog:chromeOptions\": {{\n    \"binary\": {},\n    \"args\": [{}]\n  }}\n}}\n",
        json_string(&chromium.to_string_lossy()),
        args.join(", ")
    )
}

pub fn write_webdriver_json(root: &Path, browser: &Browser) -> Result<PathBuf> {
    let dir = root.join("target/xtask");
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
    let path = dir.join("webdriver.json");
    std::fs::write(&path, webdriver_json(&browser.chromium))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_the_locked_version() {
        let lock =
            "[[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.130\"\nsource = \"x\"\n\n\
                    [[package]]\nname = \"wasm-bindgen-macro\"\nversion = \"0.2.130\"\n";
        assert_eq!(locked_version(lock, "wasm-bindgen").unwrap(), "0.2.130");
        assert!(locked_version(lock, "trunk").is_err());
        let two = format!("{lock}[[package]]\nname = \"wasm-bindgen\"\nversion = \"0.2.99\"\n");
        assert!(locked_version(&two, "wasm-bindgen").is_err());
    }

    #[test]
    fn reads_a_toml_pin() {
        let toml = "[build]\nwasm_bindgen = \"no\"\n\n[tools]\n# pin\nwasm_bindgen = \"0.2.130\" # ok\nwasm_opt = \"version_132\"\n";
        assert_eq!(
            toml_string(toml, "tools", "wasm_bindgen").as_deref(),
            Some("0.2.130")
        );
        assert_eq!(
            toml_string(toml, "tools", "wasm_opt").as_deref(),
            Some("version_132")
        );
        assert_eq!(toml_string(toml, "serve", "port"), None);
    }

    #[test]
    fn the_repository_pins_agree() {
        // Trunk.toml's wasm_bindgen pin must be Cargo.lock's wasm-bindgen version.
        wasm_bindgen_version(&util::root()).unwrap();
    }

    #[test]
    fn the_committed_webdriver_json_has_the_same_arguments() {
        let path = util::root().join("crates/nimlab-app/webdriver.json");
        let committed = std::fs::read_to_string(&path).unwrap();
        for arg in CHROMIUM_ARGS {
            assert!(
                committed.contains(&json_string(arg)),
                "{} lacks {arg}",
                path.display()
            );
        }
    }

    #[test]
    fn reads_major_versions() {
        assert_eq!(
            major_version("Chromium 156.0.8078.79 built on Debian GNU/Linux 12"),
            Some(156)
        );
        assert_eq!(
            major_version("ChromeDriver 156.0.8078.79 (a21ce95c-refs/branch-heads/8078@{#1704})"),
            Some(156)
        );
        assert_eq!(major_version("Google Chrome 131.0.6778.85 "), Some(131));
        assert_eq!(major_version(""), None);
    }

    #[test]
    fn writes_valid_looking_json() {
        let json = webdriver_json(Path::new("/usr/bin/chromium"));
        assert!(json.contains("\"binary\": \"/usr/bin/chromium\""));
        assert!(json.contains("\"--no-sandbox\""));
        assert_eq!(json_string("a\"b\\c"), "\"a\\\"b\\\\c\"");
    }
}

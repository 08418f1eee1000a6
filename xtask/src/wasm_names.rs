//! Shortens the names by which the release build's wasm modules and their wasm-bindgen glue
//! find each other.
//!
//! wasm-bindgen names each import after the function it wraps and a hash
//! (`__wbg_appendChild_dbf7ad2f48413560`), and the glue repeats that name as a key of its
//! import object: the play module's 128 such names, random hex that brotli cannot shrink,
//! were about 3 KiB of the first load. This pass gives every import of the glue's own module,
//! every import module and every export a name of one or two letters, in the wasm and in the
//! glue alike. Only the wasm's import and export sections are written anew; every other
//! section is copied byte for byte, so the code wasm-opt optimized stays as it was. The
//! `producers` and `target_features` sections (which compiler built the module, and with
//! what features) are dropped: nothing reads them at run time.
//!
//! The glue is checked as it is rewritten: each import name must be a key in it exactly once,
//! each import module a key exactly once, and exports are only read as `wasm.<name>`. A
//! wasm-bindgen that wrote its glue differently fails the build here with the name it could not
//! find, rather than in the browser.

use std::path::{Path, PathBuf};
use wasm_encoder::reencode::{Reencode, RoundtripReencoder};
use wasmparser::{Parser, Payload};

/// Shortens the names of every wasm module in `dist` and its glue (`x_bg.wasm` and `x.js`),
/// in place. Returns the bytes of the wasm and glue files before and after.
pub fn apply(dist: &Path) -> Result<(u64, u64), String> {
    let (mut before, mut after) = (0, 0);
    for wasm_path in crate::util::files_under(dist)? {
        let Some(stem) = wasm_path
            .file_name()
            .and_then(|n| n.to_str())
            .and_then(|n| n.strip_suffix("_bg.wasm"))
        else {
            continue;
        };
        let glue_path: PathBuf = wasm_path.with_file_name(format!("{stem}.js"));
        let wasm = std::fs::read(&wasm_path)
            .map_err(|e| format!("reading {}: {e}", wasm_path.display()))?;
        let glue = std::fs::read_to_string(&glue_path)
            .map_err(|e| format!("reading {}: {e}", glue_path.display()))?;
        let (short_wasm, short_glue) = shorten(&wasm, &glue)
            .map_err(|e| format!("shortening the names of {}: {e}", wasm_path.display()))?;
        before += (wasm.len() + glue.len()) as u64;
        after += (short_wasm.len() + short_glue.len()) as u64;
        std::fs::write(&wasm_path, short_wasm)
            .map_err(|e| format!("writing {}: {e}", wasm_path.display()))?;
        std::fs::write(&glue_path, short_glue)
            .map_err(|e| format!("writing {}: {e}", glue_path.display()))?;
    }
    Ok((before, after))
}

/// The module and its glue with short names. The glue's own import module is the one named
/// like `./x_bg.js`; the functions of other modules (snippets) keep their names, which are
/// their JavaScript exports.
pub fn shorten(wasm: &[u8], glue: &str) -> Result<(Vec<u8>, String), String> {
    let mut glue = glue.to_string();
    let mut module = wasm_encoder::Module::new();
    let mut modules: Vec<String> = Vec::new();
    for payload in Parser::new(0).parse_all(wasm) {
        let payload = payload.map_err(|e| format!("the wasm does not parse: {e}"))?;
        match payload {
            Payload::ImportSection(reader) => {
                let mut section = wasm_encoder::ImportSection::new();
                let mut own_names = 0;
                for import in reader.into_imports() {
                    let import = import.map_err(|e| format!("an import does not parse: {e}"))?;
                    let index = match modules.iter().position(|m| m == import.module) {
                        Some(index) => index,
                        None => {
                            modules.push(import.module.to_string());
                            modules.len() - 1
                        }
                    };
                    let name = if is_own_module(import.module) {
                        let short = short_name(own_names);
                        own_names += 1;
                        rename_key(&mut glue, import.name, &short)?;
                        short
                    } else {
                        import.name.to_string()
                    };
                    let ty = RoundtripReencoder
                        .entity_type(import.ty)
                        .map_err(|e| format!("the import {}: {e}", import.name))?;
                    section.import(&short_name(index), &name, ty);
                }
                module.section(&section);
            }
            Payload::ExportSection(reader) => {
                let mut section = wasm_encoder::ExportSection::new();
                for (index, export) in reader.into_iter().enumerate() {
                    let export = export.map_err(|e| format!("an export does not parse: {e}"))?;
                    let short = short_name(index);
                    glue = rename_member(&glue, "wasm.", export.name, &short);
                    let kind = RoundtripReencoder
                        .export_kind(export.kind)
                        .map_err(|e| format!("the export {}: {e}", export.name))?;
                    section.export(&short, kind, export.index);
                }
                module.section(&section);
            }
            Payload::CustomSection(custom)
                if matches!(custom.name(), "producers" | "target_features") => {}
            other => {
                if let Some((id, range)) = other.as_section() {
                    module.section(&wasm_encoder::RawSection {
                        id,
                        data: &wasm[range],
                    });
                }
            }
        }
    }
    if modules.iter().filter(|m| is_own_module(m)).count() != 1 {
        return Err(format!(
            "expected one import module named like ./x_bg.js, found {modules:?}"
        ));
    }
    for (index, name) in modules.iter().enumerate() {
        rename_key(
            &mut glue,
            &format!("\"{name}\""),
            &format!("\"{}\"", short_name(index)),
        )?;
    }
    if glue.contains("wasm[") {
        return Err("the glue reads an export as wasm[…], which this pass cannot follow".into());
    }
    let short = module.finish();
    wasmparser::Validator::new()
        .validate_all(&short)
        .map_err(|e| format!("the shortened wasm does not validate: {e}"))?;
    Ok((short, glue))
}

/// Whether `module` is the glue's own import module, `./x_bg.js` (not a snippet's path).
fn is_own_module(module: &str) -> bool {
    module
        .strip_prefix("./")
        .is_some_and(|rest| rest.ends_with("_bg.js") && !rest.contains('/'))
}

/// The `n`-th short name: `a`…`z`, `A`…`Z`, then two characters (`aa`, `ba`, …).
fn short_name(mut n: usize) -> String {
    const FIRST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const REST: &[u8] = b"abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
    let mut name = String::from(FIRST[n % FIRST.len()] as char);
    n /= FIRST.len();
    while n > 0 {
        n -= 1;
        name.push(REST[n % REST.len()] as char);
        n /= REST.len();
    }
    name
}

fn is_identifier_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$'
}

/// The byte offsets of `word` in `text` where it is a whole token (no identifier character on
/// either side, where `word` itself begins or ends with one).
fn token_offsets(text: &str, word: &str) -> Vec<usize> {
    let bounded_before = word.starts_with(is_identifier_char);
    let bounded_after = word.ends_with(is_identifier_char);
    text.match_indices(word)
        .map(|(at, _)| at)
        .filter(|&at| {
            let before = text[..at].chars().next_back();
            let after = text[at + word.len()..].chars().next();
            !(bounded_before && before.is_some_and(is_identifier_char)
                || bounded_after && after.is_some_and(is_identifier_char))
        })
        .collect()
}

/// Renames the key `old` of the glue's import object, which must be a token of the glue
/// exactly once, followed by a colon.
fn rename_key(glue: &mut String, old: &str, new: &str) -> Result<(), String> {
    let keys: Vec<usize> = token_offsets(glue, old)
        .into_iter()
        .filter(|&at| glue[at + old.len()..].trim_start().starts_with(':'))
        .collect();
    match keys[..] {
        [at] => {
            glue.replace_range(at..at + old.len(), new);
            Ok(())
        }
        [] => Err(format!("the glue has no key {old}")),
        _ => Err(format!("the glue has the key {old} {} times", keys.len())),
    }
}

/// `text` with every `prefix` + `old` (a whole token) as `prefix` + `new`.
fn rename_member(text: &str, prefix: &str, old: &str, new: &str) -> String {
    let pattern = format!("{prefix}{old}");
    let mut out = String::with_capacity(text.len());
    let mut last = 0;
    for at in token_offsets(text, &pattern) {
        out.push_str(&text[last..at]);
        out.push_str(prefix);
        out.push_str(new);
        last = at + pattern.len();
    }
    out.push_str(&text[last..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_encoder::{
        CodeSection, CustomSection, EntityType, ExportKind, ExportSection, Function,
        FunctionSection, ImportSection, Instruction, Module, TypeSection,
    };

    /// A module like wasm-bindgen's: two functions from the glue, one from a snippet, an
    /// exported function that calls all three, and a `producers` section.
    fn module() -> Vec<u8> {
        let mut types = TypeSection::new();
        types.ty().function([], []);
        let mut imports = ImportSection::new();
        imports.import(
            "./nimlab_bg.js",
            "__wbg_focus_d5e2fdbdb56416f0",
            EntityType::Function(0),
        );
        imports.import("./snippets/x/focus.js", "refocus", EntityType::Function(0));
        imports.import(
            "./nimlab_bg.js",
            "__wbg_now_043d245551b22f9c",
            EntityType::Function(0),
        );
        let mut functions = FunctionSection::new();
        functions.function(0);
        let mut exports = ExportSection::new();
        exports.export("__wbindgen_start", ExportKind::Func, 3);
        exports.export("__wbindgen_start_twice", ExportKind::Func, 3);
        let mut code = CodeSection::new();
        let mut body = Function::new([]);
        for i in 0..3 {
            body.instruction(&Instruction::Call(i));
        }
        body.instruction(&Instruction::End);
        code.function(&body);
        let mut module = Module::new();
        module
            .section(&types)
            .section(&imports)
            .section(&functions)
            .section(&exports)
            .section(&code)
            .section(&CustomSection {
                name: "producers".into(),
                data: b"\0".as_slice().into(),
            });
        module.finish()
    }

    const GLUE: &str = r#"import * as import1 from "./snippets/x/focus.js"
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        __wbg_focus_d5e2fdbdb56416f0: function(arg0) { arg0.focus(); },
        __wbg_now_043d245551b22f9c: function() { return Date.now(); },
    };
    return { __proto__: null, "./nimlab_bg.js": import0, "./snippets/x/focus.js": import1 };
}
function start() { wasm.__wbindgen_start(); wasm.__wbindgen_start_twice(); }
"#;

    const SHORT_GLUE: &str = r#"import * as import1 from "./snippets/x/focus.js"
function __wbg_get_imports() {
    const import0 = {
        __proto__: null,
        a: function(arg0) { arg0.focus(); },
        b: function() { return Date.now(); },
    };
    return { __proto__: null, "a": import0, "b": import1 };
}
function start() { wasm.a(); wasm.b(); }
"#;

    #[test]
    fn renames_the_glues_imports_the_modules_and_the_exports_in_both() {
        let (wasm, glue) = shorten(&module(), GLUE).unwrap();
        assert_eq!(glue, SHORT_GLUE);
        let parsed = wasmparser::Parser::new(0).parse_all(&wasm);
        let mut imports = Vec::new();
        let mut exports = Vec::new();
        let mut customs = Vec::new();
        for payload in parsed {
            match payload.unwrap() {
                Payload::ImportSection(r) => imports.extend(
                    r.into_imports()
                        .map(|i| i.unwrap())
                        .map(|i| (i.module.to_string(), i.name.to_string())),
                ),
                Payload::ExportSection(r) => {
                    exports.extend(r.into_iter().map(|e| e.unwrap().name.to_string()))
                }
                Payload::CustomSection(c) => customs.push(c.name().to_string()),
                _ => {}
            }
        }
        let pair = |m: &str, n: &str| (m.to_string(), n.to_string());
        assert_eq!(
            imports,
            [pair("a", "a"), pair("b", "refocus"), pair("a", "b")]
        );
        assert_eq!(exports, ["a", "b"]);
        assert!(customs.is_empty(), "{customs:?}");
    }

    #[test]
    fn a_glue_that_lacks_an_import_fails_with_its_name() {
        let glue = GLUE.replace("__wbg_now_043d245551b22f9c:", "now:");
        let err = shorten(&module(), &glue).unwrap_err();
        assert_eq!(err, "the glue has no key __wbg_now_043d245551b22f9c");
    }

    #[test]
    fn a_glue_that_reads_an_export_by_brackets_fails() {
        let glue = format!("{GLUE}wasm[\"__wbindgen_start\"]();\n");
        let err = shorten(&module(), &glue).unwrap_err();
        assert!(err.contains("wasm[…]"), "{err}");
    }

    #[test]
    fn short_names_are_distinct_and_grow_from_one_letter() {
        let names: Vec<String> = (0..5000).map(short_name).collect();
        assert_eq!(names[..3], ["a", "b", "c"]);
        assert_eq!(names[51], "Z");
        assert_eq!(names[52], "aa");
        let distinct: std::collections::HashSet<&String> = names.iter().collect();
        assert_eq!(distinct.len(), names.len());
        assert!(names
            .iter()
            .all(|n| n.len() <= 3 && !n.starts_with(|c: char| c.is_ascii_digit())));
    }

    #[test]
    fn a_token_is_found_only_whole() {
        assert_eq!(token_offsets("wasm.a wasm.ab xwasm.a", "wasm.a"), [0]);
        assert_eq!(
            rename_member("wasm.f(); wasm.f_g();", "wasm.", "f", "x"),
            "wasm.x(); wasm.f_g();"
        );
    }
}

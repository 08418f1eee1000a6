//! The core's Grundy kernel ([`nimlab_core::kernel`]) as a wasm module, for the browser
//! benchmark of `cargo xtask bench` (`web/bench/`), which times it against a JavaScript twin
//! of the same loop in the same page.

use nimlab_core::kernel::{checksum, grundy_values};
use nimlab_core::SubtractionSet;
use wasm_bindgen::prelude::*;

/// Computes γ(0), …, γ(n) under the allowed set `set` with the core's kernel and returns
/// their checksum (h ← 31·h + v mod 2^32), so that nothing is optimized away.
///
/// Fails when `set` is not a valid subtraction set (empty, a zero, too many or too large).
#[wasm_bindgen]
pub fn grundy_checksum(set: &[u32], n: u32) -> Result<u32, JsError> {
    let set = SubtractionSet::new(set.iter().map(|&s| u64::from(s)))
        .map_err(|e| JsError::new(&e.to_string()))?;
    Ok(checksum(&grundy_values(&set, n as usize + 1)))
}

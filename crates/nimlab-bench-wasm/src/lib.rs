//! The core's Grundy kernel ([`nimlab_core::kernel`]) and its take-and-break tables
//! ([`nimlab_core::octal::break_table`]) as a wasm module, for the browser benchmark of
//! `cargo xtask bench` (`web/bench/`), which times the kernel against a JavaScript twin of
//! the same loop in the same page, and the tables against that twin's time.

use nimlab_core::kernel::{checksum, grundy_values};
use nimlab_core::octal::{break_table, TakeBreak};
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

/// Computes γ(0), …, γ(upto) of the take-and-break game `game` (an octal code, `kayles`,
/// `dawson` or `grundy`) as the app's Grundy page does, and returns the checksum of the
/// values (h ← 31·h + v mod 2^32).
///
/// Fails when `game` is not a game.
#[wasm_bindgen]
pub fn octal_checksum(game: &str, upto: u32) -> Result<u32, JsError> {
    let game = TakeBreak::parse(game).map_err(|e| JsError::new(&e.to_string()))?;
    let table = break_table(&game, u64::from(upto));
    let sum = |h: u32, &v: &u32| h.wrapping_mul(31).wrapping_add(v);
    Ok(table.values.iter().fold(0, sum))
}

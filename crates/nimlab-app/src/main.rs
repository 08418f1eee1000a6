//! The first module: the play page, which loads the full app when a page needs it.

use wasm_bindgen::prelude::*;

fn main() {
    nimlab_app::start();
}

/// Test hook: panics, so that the browser tests can see the error screen a panic leaves
/// (`window.wasmBindings.testPanic()`; harmless otherwise: it only does what its name says).
#[wasm_bindgen(js_name = testPanic)]
pub fn test_panic() {
    panic!("testPanic: a panic asked for by a test");
}

//! The full app (explanations and theory pages), loaded by the play-only first module when a
//! page needs it. Instantiating it starts nothing: the first module calls [`start_full`] once
//! it has taken itself down.

use wasm_bindgen::prelude::*;

fn main() {}

/// Mounts the full app on the page's body.
#[wasm_bindgen]
pub fn start_full() {
    nimlab_app::start();
}

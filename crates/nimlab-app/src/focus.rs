//! Keeps the keyboard focus on the page when the control that held it goes away.
//!
//! A button that disables itself (Undo at the first move, Next at the last step), or that a
//! render removes (the last stick of a game, a closed panel), drops the focus to `<body>`:
//! a keyboard user then starts again from the top of the page. Browsers fire `focusout`
//! without a `relatedTarget` in both cases; one listener for the whole page moves the focus to
//! the nearest control still there: the next one after a disabled control, in its group or
//! else further on the page, or the first one in the closest group that survived a removal.
//! Step and history buttons (in a group marked `data-keep-focus`) leave the focus on their
//! group instead: every neighbour is an opposite (Undo's Redo, End's Back), where a second
//! Enter would undo the first.
//!
//! It is DOM work alone, so it is a few lines of JavaScript: written in Rust through web-sys
//! it cost the first module 1.5 KiB brotli.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen(module = "/src/focus.js")]
extern "C" {
    fn install_focus_rescue();
}

/// Installs the page's focus rescue (once, whichever module's app asks first).
#[hook]
pub fn use_focus_rescue() {
    use_effect_with((), |_| install_focus_rescue());
}

/// The first element `selector` finds, as an element that can take the focus.
pub fn find_focusable(selector: &str) -> Option<web_sys::HtmlElement> {
    let el = gloo::utils::document().query_selector(selector).ok()??;
    wasm_bindgen::JsCast::dyn_into(el).ok()
}

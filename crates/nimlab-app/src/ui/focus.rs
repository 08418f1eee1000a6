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
//! The same script keeps the window's title on the page's name (the header link marked as the
//! current page: "Grundy table · nimlab", in the page's language), and moves the focus from a
//! header link to the new page's heading, where a reader starts on a new page; back on a page
//! by the browser's Back or Forward, to the link followed from it.
//!
//! It is DOM work alone, so it is a few lines of JavaScript: written in Rust through web-sys
//! the rescue cost the first module 1.5 KiB brotli, and setting the title alone 0.7 KB of wasm.

use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen(module = "/src/ui/focus.js")]
extern "C" {
    fn install_focus_and_title();

    /// Focuses what `selector` finds once the render under way is done (a heading too).
    pub fn refocus(selector: &str);
}

/// Installs the page's focus rescue and title (once, whichever module's app asks first).
#[hook]
pub fn use_focus_rescue() {
    use_effect_with((), |_| install_focus_and_title());
}

/// The first element `selector` finds, as an element that can take the focus.
pub fn find_focusable(selector: &str) -> Option<web_sys::HtmlElement> {
    let el = gloo::utils::document().query_selector(selector).ok()??;
    wasm_bindgen::JsCast::dyn_into(el).ok()
}

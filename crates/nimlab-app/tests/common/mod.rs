//! DOM helpers shared by the component tests: find elements by their `data-testid` and click
//! them as a person would, then let Yew render.

// Each test file uses its own subset of these helpers.
#![allow(dead_code)]

use wasm_bindgen::JsCast;
use web_sys::{Element, HtmlElement};

/// A fresh `<div>` in the body to mount a component in.
pub fn root() -> Element {
    let document = gloo::utils::document();
    let div = document.create_element("div").unwrap();
    document.body().unwrap().append_child(&div).unwrap();
    div
}

/// The element with this test id, if any.
pub fn try_find(root: &Element, test_id: &str) -> Option<Element> {
    root.query_selector(&format!("[data-testid=\"{test_id}\"]"))
        .unwrap()
}

/// The element with this test id; panics naming it when absent.
pub fn find(root: &Element, test_id: &str) -> Element {
    try_find(root, test_id).unwrap_or_else(|| panic!("no element with data-testid {test_id}"))
}

/// Every element with this test id, in document order.
pub fn all(root: &Element, test_id: &str) -> Vec<Element> {
    let list = root
        .query_selector_all(&format!("[data-testid=\"{test_id}\"]"))
        .unwrap();
    (0..list.length())
        .map(|i| list.item(i).unwrap().dyn_into().unwrap())
        .collect()
}

/// An attribute of the element with this test id ("" when absent).
pub fn attr(root: &Element, test_id: &str, name: &str) -> String {
    find(root, test_id).get_attribute(name).unwrap_or_default()
}

/// The text of the element with this test id.
pub fn text(root: &Element, test_id: &str) -> String {
    find(root, test_id).text_content().unwrap_or_default()
}

/// Lets Yew render everything pending (the scheduler yields to the browser between tasks).
pub async fn settle() {
    yew::scheduler::flush().await;
}

/// Clicks the element with this test id, then lets Yew render.
pub async fn click(root: &Element, test_id: &str) {
    find(root, test_id)
        .dyn_into::<HtmlElement>()
        .unwrap()
        .click();
    settle().await;
}

/// Waits `ms` milliseconds of the browser's clock, then lets Yew render.
pub async fn sleep(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(promise).await.unwrap();
    settle().await;
}

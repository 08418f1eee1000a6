//! Marks on `<body>`, which style what lies outside any component (lecture mode hides the
//! header; an explanation's step view and what it hides until revealed).

/// Changes `<body>`'s marks, which style what lies outside a component (lecture mode).
pub fn mark_body<T>(
    change: impl FnOnce(&web_sys::HtmlElement) -> Result<T, wasm_bindgen::JsValue>,
) {
    if let Some(body) = gloo::utils::document().body() {
        let _ = change(&body);
    }
}

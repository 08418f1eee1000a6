//! The nimlab app: a Yew single-page app that renders the core crate's mathematics.
//!
//! Feature folders, each importing only those listed before it: [`i18n`] (languages and the
//! one way to say a sentence), [`route`] (every state as a link), [`ui`] (contexts, settings,
//! focus), [`play`] (the play page and its reducer), [`explain`] (the explanations beside the
//! board), [`theory`] (the Sprague–Grundy pages), [`shell`] (the root, its header and router).
//!
//! The crate builds two modules. Without the `full` feature it is the play page alone: the
//! first load. With `full` it is the whole app, which the first module loads when a page
//! needs it (an explanation, a theory page) and hands the page over to
//! ([`play::handover`]). [`shell::module`] is the one place where the two differ.

#[cfg(feature = "full")]
pub mod explain;
pub mod i18n;
pub mod play;
pub mod route;
pub mod shell;
#[cfg(feature = "full")]
pub mod theory;
pub mod ui;

thread_local! {
    /// The mounted app, kept so that the first module can take itself down for the full one.
    static MOUNTED: std::cell::RefCell<Option<yew::AppHandle<shell::app::App>>> =
        const { std::cell::RefCell::new(None) };
}

/// Mounts the app on the page's body.
pub fn start() {
    let handle = yew::Renderer::<shell::app::App>::new().render();
    MOUNTED.with(|m| *m.borrow_mut() = Some(handle));
    // Installed after Yew's own hook: a panic must not leave a frozen page behind.
    std::panic::set_hook(Box::new(|info| show_fatal_error(&info.to_string())));
    shell::module::after_mount();
}

/// Takes the mounted app off the page (its listeners and timers end with it), for the full
/// module to mount in its place.
pub(crate) fn unmount() {
    if let Some(handle) = MOUNTED.with(|m| m.borrow_mut().take()) {
        handle.destroy();
    }
}

/// Replaces the page with a readable error and a reload button.
///
/// Written with plain DOM calls, since the app's state can no longer be trusted.
fn show_fatal_error(detail: &str) {
    use wasm_bindgen::JsCast;
    web_sys::console::error_1(&detail.into());
    let document = gloo::utils::document();
    let lang = document
        .document_element()
        .and_then(|e| e.get_attribute("lang"))
        .and_then(|tag| i18n::Lang::from_tag(&tag))
        .unwrap_or(i18n::Lang::En);
    let (title, reload) = (
        shell::text::shell_tr(lang, &shell::text::ShellMsg::FatalError),
        shell::text::shell_tr(lang, &shell::text::ShellMsg::Reload),
    );
    let Some(body) = document.body() else { return };
    let build = || -> Result<(), wasm_bindgen::JsValue> {
        let panel = document.create_element("div")?;
        panel.set_attribute("class", "fatal-error")?;
        panel.set_attribute("role", "alert")?;
        panel.set_attribute("data-testid", "fatal-error")?;
        let heading = document.create_element("p")?;
        heading.set_text_content(Some(&title));
        let code = document.create_element("pre")?;
        code.set_text_content(Some(detail));
        let button = document.create_element("button")?;
        button.set_text_content(Some(&reload));
        // A listener rather than an inline handler, which the Content-Security-Policy forbids.
        let reload = wasm_bindgen::closure::Closure::once_into_js(|| {
            if let Some(window) = web_sys::window() {
                let _ = window.location().reload();
            }
        });
        button.add_event_listener_with_callback("click", reload.unchecked_ref())?;
        panel.append_child(&heading)?;
        panel.append_child(&code)?;
        panel.append_child(&button)?;
        body.set_inner_html("");
        body.append_child(&panel)?;
        Ok(())
    };
    let _ = build();
}

//! The nimlab app: a Yew single-page app that renders the core crate's mathematics.
//!
//! The state of each page lives in a pure reducer ([`state`]); components render it and turn
//! the core's data into localized text ([`i18n`]); the hash route ([`link`]) makes every state
//! shareable.

pub mod components;
pub mod explain;
pub mod highlight;
pub mod i18n;
pub mod link;
pub mod presets;
pub mod settings;
pub mod state;

/// Mounts the app on the page's body.
pub fn start() {
    yew::Renderer::<components::app::App>::new().render();
}

//! The panel of rules, presets and the position editor: its summary in the first module, its
//! contents (given by the page's [`crate::play::explainer::Explainer`]) in the full one.

use crate::play::text::{tr, Msg};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`SetupPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether the panel is open (it is part of the link: `setup=open`).
    pub open: bool,
    /// The panel was opened (`true`) or closed by its summary.
    pub on_toggle: Callback<bool>,
    /// The presets and the editor, rendered only while open.
    pub children: Html,
}

/// The rules panel: closed, its summary alone, so a move during play costs it nothing (its
/// twenty fields and the presets would otherwise render at each).
#[component]
pub fn SetupPanel(props: &Props) -> Html {
    let lang = use_lang();
    let on_toggle = props.on_toggle.reform(|e: Event| {
        let details: web_sys::Element = e.target_unchecked_into();
        details.has_attribute("open")
    });
    html! {
        <details class="setup" data-testid="setup" open={props.open} ontoggle={on_toggle}>
            <summary>{ tr(lang, &Msg::SetupTitle) }</summary>
            if props.open {
                { props.children.clone() }
            }
        </details>
    }
}

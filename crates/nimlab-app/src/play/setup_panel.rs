//! Rules, presets and the position editor.

use crate::play::preset_list::PresetList;
use crate::play::setup_editor::SetupEditor;
use crate::play::text::{tr, Msg};
use crate::route::PlayLink;
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`SetupPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen: the editor starts from its rules and position.
    pub link: PlayLink,
    /// Starts a new game.
    pub on_load: Callback<PlayLink>,
}

/// The rules panel with presets and the position editor.
#[component]
pub fn SetupPanel(props: &Props) -> Html {
    let lang = use_lang();
    // Whether the panel is open: closed, it renders its summary alone, so a move during play
    // costs it nothing (its twenty fields and the presets would otherwise render at each).
    let open = use_state_eq(|| false);
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let details: web_sys::Element = e.target_unchecked_into();
            open.set(details.has_attribute("open"));
        })
    };
    html! {
        <details class="setup" data-testid="setup" ontoggle={on_toggle}>
            <summary>{ tr(lang, &Msg::SetupTitle) }</summary>
            if *open {
                <PresetList link={props.link.clone()} on_load={props.on_load.clone()} />
                <SetupEditor link={props.link.clone()} on_load={props.on_load.clone()} />
            }
        </details>
    }
}

//! Rules, presets and the position editor.

use crate::play::preset_list::preset_list;
use crate::play::setup_draft::Draft;
use crate::play::setup_editor::setup_editor;
use crate::play::text::{tr, Msg};
use crate::route::{LinkError, PlayLink};
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
    let draft = use_state(|| Draft::from_link(&props.link));
    let errors = use_state(Vec::<LinkError>::new);
    // While open, the editor follows the game on screen.
    {
        let (draft, errors) = (draft.clone(), errors.clone());
        let link = props.link.clone();
        let start = (props.link.rules.clone(), props.link.position.clone());
        use_effect_with((start, *open), move |(_, open)| {
            if *open {
                draft.set(Draft::from_link(&link));
                errors.set(Vec::new());
            }
        });
    }
    html! {
        <details class="setup" data-testid="setup" ontoggle={on_toggle}>
            <summary>{ tr(lang, &Msg::SetupTitle) }</summary>
            if *open {
                { preset_list(lang, &props.link, &props.on_load) }
                { setup_editor(lang, &props.link, &props.on_load, &draft, &errors) }
            }
        </details>
    }
}

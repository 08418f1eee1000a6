//! The open setup panel's presets and position editor (the full module's: the first module
//! hands the page over as the panel opens, as it does for an explanation, and the focus stays
//! on the panel's summary: see `focused_selector` in loader.rs).

use crate::play::preset_list::preset_list;
use crate::play::setup_draft::Draft;
use crate::play::setup_editor::setup_editor;
use crate::play::split_games::split_game_links;
use crate::route::{LinkError, PlayLink};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`SetupContents`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen: the editor starts from its rules and position.
    pub link: PlayLink,
    /// Starts a new game.
    pub on_load: Callback<PlayLink>,
}

/// The presets and the editor, with the editor's draft and its problems.
#[component]
pub fn SetupContents(props: &Props) -> Html {
    let lang = use_lang();
    let draft = use_state(|| Draft::from_link(&props.link));
    let errors = use_state(Vec::<LinkError>::new);
    // The editor follows the game on screen (a preset chosen, a move made).
    {
        let (draft, errors) = (draft.clone(), errors.clone());
        let link = props.link.clone();
        let start = (props.link.rules.clone(), props.link.position.clone());
        use_effect_with(start, move |_| {
            draft.set(Draft::from_link(&link));
            errors.set(Vec::new());
        });
    }
    html! {
        <>
            { preset_list(lang, &props.link, &props.on_load) }
            { setup_editor(lang, &props.link, &props.on_load, &draft, &errors) }
            { split_game_links(lang, &props.link) }
        </>
    }
}

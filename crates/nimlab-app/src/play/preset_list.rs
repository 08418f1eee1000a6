//! The source texts' games, each a button that starts it.

use crate::play::opponent_panel::seed_now;
use crate::play::presets::Preset;
use crate::play::text::{tr, Msg};
use crate::route::PlayLink;
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`PresetList`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen: a preset keeps its opponent.
    pub link: PlayLink,
    /// Starts a new game.
    pub on_load: Callback<PlayLink>,
}

/// The presets.
#[component]
pub fn PresetList(props: &Props) -> Html {
    let lang = use_lang();
    let preset = |p: Preset| {
        let (base, on_load) = (props.link.clone(), props.on_load.clone());
        Callback::from(move |_| {
            let (rules, position) = p.game(seed_now());
            on_load.emit(PlayLink {
                rules,
                position,
                explain: None,
                race: p.race(),
                ..base.clone()
            });
        })
    };
    html! {
        <div class="presets" role="group" aria-label={tr(lang, &Msg::Presets)}>
            <h3>{ tr(lang, &Msg::Presets) }</h3>
            <ul>
                { for Preset::ALL.iter().map(|&p| html! {
                    <li>
                        <button type="button" data-testid={format!("preset-{}", p.word())} onclick={preset(p)}>
                            { tr(lang, &Msg::PresetName(p)) }
                        </button>
                        <span class="preset-description">{ tr(lang, &Msg::PresetDescription(p)) }</span>
                    </li>
                }) }
            </ul>
        </div>
    }
}

//! The source texts' games, each a button that starts it.

use crate::i18n::Lang;
use crate::play::opponent_panel::seed_now;
use crate::play::presets::Preset;
use crate::play::text::{tr, Msg};
use crate::route::PlayLink;
use yew::prelude::*;

/// The presets, each starting its game with the opponent of `link`, the game on screen. A
/// function the setup panel renders, not a component: it has no state of its own, and a
/// component would cost the first module its lifecycle code.
pub fn preset_list(lang: Lang, link: &PlayLink, on_load: &Callback<PlayLink>) -> Html {
    let preset = |p: Preset| {
        let (base, on_load) = (link.clone(), on_load.clone());
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

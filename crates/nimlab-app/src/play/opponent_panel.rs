//! Who plays: two people, the computer at a level, or computer against computer; and the pace.

use super::text::{tr, Msg};
use crate::play::state::Action;
use crate::route::Opponent;
use crate::ui::context::{use_lang, use_settings};
use crate::ui::settings::{Settings, MAX_PACE_MS, MIN_PACE_MS};
use nimlab_core::player::Level;
use yew::prelude::*;

/// Properties of [`OpponentPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The opponent.
    pub vs: Opponent,
    /// The computer's level.
    pub level: Level,
    /// Whether the computer is player 1.
    pub computer_first: bool,
    /// Whether computer plays computer.
    pub demo: bool,
    /// Whether the demonstration waits for "step".
    pub paused: bool,
    /// Whether the record has moves: who moved first is then part of it (changing it would
    /// swap who made each move), so it is set for a new game only.
    #[prop_or_default]
    pub started: bool,
    /// Sends the panel's actions to the game.
    pub on_action: Callback<Action>,
}

/// The word a level is written with in links and hooks.
pub fn level_word(level: Level) -> &'static str {
    match level {
        Level::Perfect => "perfect",
        Level::Good => "good",
        Level::Beginner => "beginner",
    }
}

/// The opponent settings.
#[component]
pub fn OpponentPanel(props: &Props) -> Html {
    let lang = use_lang();
    let settings = use_settings();
    let pace = settings
        .as_ref()
        .map(|s| s.pace_ms())
        .unwrap_or(crate::ui::settings::DEFAULT_PACE_MS);
    let (vs, level, first) = (props.vs, props.level, props.computer_first);
    let on_vs = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            match select.value().as_str() {
                "demo" => on_action.emit(Action::Demo(true)),
                "computer" => on_action.emit(Action::Opponent {
                    vs: Opponent::Computer,
                    level,
                    computer_first: first,
                }),
                _ => on_action.emit(Action::Opponent {
                    vs: Opponent::Human,
                    level,
                    computer_first: first,
                }),
            }
        })
    };
    let on_level = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            let level = match select.value().as_str() {
                "good" => Level::Good,
                "beginner" => Level::Beginner,
                _ => Level::Perfect,
            };
            on_action.emit(Action::Level(level));
        })
    };
    let on_first = {
        let on_action = props.on_action.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            on_action.emit(Action::Opponent {
                vs,
                level,
                computer_first: select.value() == "computer",
            });
        })
    };
    let pace_text = tr(lang, &Msg::PaceLabel { ms: pace });
    let on_pace = Callback::from(move |e: Event| {
        let input: web_sys::HtmlInputElement = e.target_unchecked_into();
        if let (Some(settings), Ok(ms)) = (&settings, input.value().parse::<u32>()) {
            settings.set(Settings {
                pace_ms: Some(ms),
                ..(**settings).clone()
            });
        }
    });
    let mode = if props.demo {
        "demo"
    } else if vs == Opponent::Computer {
        "computer"
    } else {
        "human"
    };
    let pause = {
        let on_action = props.on_action.clone();
        let paused = props.paused;
        Callback::from(move |_| on_action.emit(Action::Pause(!paused)))
    };
    let step = {
        let on_action = props.on_action.clone();
        Callback::from(move |_| on_action.emit(Action::ComputerMove { seed: seed_now() }))
    };
    let computer = props.demo || vs == Opponent::Computer;

    html! {
        <section class="opponent" aria-label={tr(lang, &Msg::OpponentTitle)}>
            <label>
                <span>{ tr(lang, &Msg::OpponentTitle) }</span>
                <select data-testid="opponent" onchange={on_vs}>
                    <option value="human" selected={mode == "human"}>{ tr(lang, &Msg::VsHuman) }</option>
                    <option value="computer" selected={mode == "computer"}>{ tr(lang, &Msg::VsComputer) }</option>
                    <option value="demo" selected={mode == "demo"}>{ tr(lang, &Msg::VsDemo) }</option>
                </select>
            </label>
            if computer {
                <label>
                    <span>{ tr(lang, &Msg::LevelLabel) }</span>
                    <select data-testid="level" onchange={on_level}>
                        { for [Level::Perfect, Level::Good, Level::Beginner].iter().map(|&l| html! {
                            <option value={level_word(l)} selected={l == level}>{ tr(lang, &Msg::LevelName(l)) }</option>
                        }) }
                    </select>
                </label>
            }
            if vs == Opponent::Computer && !props.demo {
                <label>
                    <span>{ tr(lang, &Msg::FirstLabel) }</span>
                    <select data-testid="first" onchange={on_first} disabled={props.started}>
                        <option value="human" selected={!first}>{ tr(lang, &Msg::FirstHuman) }</option>
                        <option value="computer" selected={first}>{ tr(lang, &Msg::FirstComputer) }</option>
                    </select>
                </label>
            }
            if computer {
                <label>
                    <span>{ pace_text.clone() }</span>
                    // Read out as the words beside it ("0.9 s per move"), not as "900".
                    <input type="range" data-testid="pace" min={MIN_PACE_MS.to_string()} max={MAX_PACE_MS.to_string()} step="100"
                        value={pace.to_string()} aria-valuetext={pace_text} onchange={on_pace} />
                </label>
            }
            if props.demo {
                // Named by what a press does, as the hint toggle (no aria-pressed).
                <button data-testid="demo-pause" onclick={pause}>
                    { tr(lang, if props.paused { &Msg::DemoRun } else { &Msg::DemoPause }) }
                </button>
                <button data-testid="demo-step" onclick={step} disabled={!props.paused}>{ tr(lang, &Msg::DemoStep) }</button>
            }
        </section>
    }
}

/// A seed from the clock, so the computer's random choices differ between games.
pub fn seed_now() -> u64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map(|p| (p.now() * 1000.0) as u64)
        .unwrap_or(0)
}

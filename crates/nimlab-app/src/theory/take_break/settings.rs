//! The game's settings beside the board: which game (presets and a typed code), the ending,
//! the opponent and the computer's level. A change starts a new game on the position shown.

use super::text::{tb, Msg};
use crate::play::text::{tr, Msg as PlayMsg};
use crate::route::{BreakPlayLink, GameWord, Opponent};
use crate::theory::grundy::game_choice::GameChoice;
use crate::ui::context::use_lang;
use nimlab_core::player::Level;
use nimlab_core::Ending;
use yew::prelude::*;

/// Properties of [`BreakSettings`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen, its position the one shown.
    pub link: BreakPlayLink,
    /// Starts the game a change asks for.
    pub on_load: Callback<BreakPlayLink>,
}

/// The value of a select that changed.
fn selected(e: &Event) -> String {
    e.target_unchecked_into::<web_sys::HtmlSelectElement>()
        .value()
}

/// The settings of a take-and-break game.
#[component]
pub fn BreakSettings(props: &Props) -> Html {
    let lang = use_lang();
    let link = &props.link;
    // A change of `f` to the link, as a new game.
    let change = |f: fn(&mut BreakPlayLink, &str)| {
        let (link, on_load) = (link.clone(), props.on_load.clone());
        Callback::from(move |e: Event| {
            let mut next = BreakPlayLink {
                explain: None,
                ..link.clone()
            };
            f(&mut next, &selected(&e));
            on_load.emit(next)
        })
    };
    let on_game = {
        let (link, on_load) = (link.clone(), props.on_load.clone());
        Callback::from(move |game: GameWord| {
            on_load.emit(BreakPlayLink {
                game,
                explain: None,
                ..link.clone()
            })
        })
    };
    let mode = match (link.demo, link.vs) {
        (true, _) => "demo",
        (false, Opponent::Computer) => "computer",
        (false, Opponent::Human) => "human",
    };
    let option = |value: &'static str, msg: PlayMsg, on: bool| {
        html! {
            <option {value} selected={on}>{ tr(lang, &msg) }</option>
        }
    };
    html! {
        <section class="break-settings">
            <fieldset>
                <legend>{ tb(lang, &Msg::GameLegend) }</legend>
                <GameChoice current={Some(link.game.clone())} on_choose={on_game} />
            </fieldset>
            <div class="opponent">
                <label>
                    <span>{ tr(lang, &PlayMsg::EndingLegend) }</span>
                    <select data-testid="ending" onchange={change(|l, v| l.ending = if v == "misere" { Ending::Misere } else { Ending::Normal })}>
                        { option("normal", PlayMsg::EndingNormal, link.ending == Ending::Normal) }
                        { option("misere", PlayMsg::EndingMisere, link.ending == Ending::Misere) }
                    </select>
                </label>
                <label>
                    <span>{ tr(lang, &PlayMsg::OpponentTitle) }</span>
                    <select data-testid="opponent" onchange={change(|l, v| {
                        l.demo = v == "demo";
                        l.vs = if v == "human" { Opponent::Human } else { Opponent::Computer };
                    })}>
                        { option("human", PlayMsg::VsHuman, mode == "human") }
                        { option("computer", PlayMsg::VsComputer, mode == "computer") }
                        { option("demo", PlayMsg::VsDemo, mode == "demo") }
                    </select>
                </label>
                if mode != "human" {
                    <label>
                        <span>{ tr(lang, &PlayMsg::LevelLabel) }</span>
                        <select data-testid="level" onchange={change(|l, v| l.level = match v {
                            "good" => Level::Good,
                            "beginner" => Level::Beginner,
                            _ => Level::Perfect,
                        })}>
                            { option("perfect", PlayMsg::LevelName(Level::Perfect), link.level == Level::Perfect) }
                            { option("good", PlayMsg::LevelName(Level::Good), link.level == Level::Good) }
                            { option("beginner", PlayMsg::LevelName(Level::Beginner), link.level == Level::Beginner) }
                        </select>
                    </label>
                }
                if mode == "computer" {
                    <label>
                        <span>{ tr(lang, &PlayMsg::FirstLabel) }</span>
                        <select data-testid="first" onchange={change(|l, v| l.computer_first = v == "computer")}>
                            { option("human", PlayMsg::FirstHuman, !link.computer_first) }
                            { option("computer", PlayMsg::FirstComputer, link.computer_first) }
                        </select>
                    </label>
                }
            </div>
        </section>
    }
}

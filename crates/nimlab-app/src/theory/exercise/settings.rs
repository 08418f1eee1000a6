//! The exercise page's settings: kind, ending and level menus (a choice starts a round at
//! once), the rule and sheet number typed, and the entry's refusal.

use crate::route::{kind_word, ExerciseLink};
use crate::theory::exercise::round::{with_choice, Menu, KINDS};
use crate::theory::field::{field, refused, value_of};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::MAX_LEVEL;
use nimlab_core::Ending;
use yew::prelude::*;

/// Properties of [`ExerciseSettings`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round on screen.
    pub link: ExerciseLink,
    /// The rule as typed.
    pub take_entry: String,
    /// The sheet number as typed.
    pub seed_entry: String,
    /// Why the typed rule or sheet number was refused.
    pub error: Option<T>,
    /// Called with a menu's new round.
    pub on_choose: Callback<ExerciseLink>,
    /// Called as the rule is typed.
    pub on_take_input: Callback<InputEvent>,
    /// Called as the sheet number is typed.
    pub on_seed_input: Callback<InputEvent>,
    /// Called by "Start round".
    pub on_submit: Callback<SubmitEvent>,
}

/// The settings form.
#[component]
pub fn ExerciseSettings(props: &Props) -> Html {
    let lang = use_lang();
    let link = &props.link;
    let misere = link.rules.ending == Ending::Misere;
    let on = |menu: Menu| {
        let (link, on_choose) = (link.clone(), props.on_choose.clone());
        Callback::from(move |e: Event| {
            if let Some(l) = with_choice(&link, menu, &value_of(&e)) {
                on_choose.emit(l);
            }
        })
    };
    html! {
        <>
        <form class="entry settings" onsubmit={props.on_submit.clone()}>
            <label>{ tt(lang, &T::KindLabel) }
                <select data-testid="ex-kind" onchange={on(Menu::Kind)}>
                    { for KINDS.iter().map(|&kind| html! {
                        <option value={kind_word(kind)} selected={kind == link.kind}>{ tt(lang, &T::ExerciseTitle(kind)) }</option>
                    }) }
                </select>
            </label>
            <label>{ tt(lang, &T::EndLabel) }
                <select data-testid="ex-end" onchange={on(Menu::End)}>
                    <option value="normal" selected={!misere}>{ tt(lang, &T::EndNormal) }</option>
                    <option value="misere" selected={misere}>{ tt(lang, &T::EndMisere) }</option>
                </select>
            </label>
            <label>{ tt(lang, &T::LevelLabel) }
                <select data-testid="ex-level" onchange={on(Menu::Level)}>
                    { for (1..=MAX_LEVEL).map(|l| html! { <option value={l.to_string()} selected={l == link.level}>{ l }</option> }) }
                </select>
            </label>
            { field(tt(lang, &T::TakeLabel), "ex-take", props.take_entry.clone(), props.on_take_input.clone(), refused(&props.error, "take", "ex-error")) }
            { field(tt(lang, &T::SeedLabel), "ex-seed", props.seed_entry.clone(), props.on_seed_input.clone(), refused(&props.error, "seed", "ex-error")) }
            <button type="submit" data-testid="ex-start">{ tt(lang, &T::StartRound) }</button>
        </form>
        if let Some(err) = &props.error {
            <p class="entry-error" role="alert" data-testid="ex-error" id="ex-error">{ tt(lang, err) }</p>
        }
        </>
    }
}

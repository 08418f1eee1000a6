//! The sums page's presets and its entry of rows and rules: the typed text and its refusal
//! live here; a preset or an accepted entry hands the new sum to the page.

use crate::route::{format_takes, parse_typed_rows, SumRule, SumsLink};
use crate::theory::field::{choice, field, on_text, refused};
use crate::theory::sums::{check_game_rows, parse_takes, sum_presets};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`SumEntry`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The sum on screen (a preset equal to it is pressed; the fields start from it).
    pub link: SumsLink,
    /// Called with the rows and their rules of a new sum.
    pub on_game: Callback<(Vec<u64>, Vec<SumRule>)>,
}

/// The rows and rules typed, or what is wrong with them.
fn parse_entry(rows: &str, takes: &str) -> Result<(Vec<u64>, Vec<SumRule>), T> {
    let rows = parse_typed_rows(rows).map_err(|problem| T::Entry {
        field: "rows",
        problem,
    })?;
    let rules = parse_takes(takes, rows.len())?;
    check_game_rows(&rows, &rules)?;
    Ok((rows, rules))
}

/// The presets, the fields of rows and rules, and the entry's refusal.
#[component]
pub fn SumEntry(props: &Props) -> Html {
    let lang = use_lang();
    let rows_entry = use_state(|| crate::route::join(&props.link.rows));
    let take_entry = use_state(|| format_takes(&props.link.rules));
    let entry_error = use_state(|| None::<T>);
    let set_game = {
        let (rows_entry, take_entry, entry_error) =
            (rows_entry.clone(), take_entry.clone(), entry_error.clone());
        let on_game = props.on_game.clone();
        move |rows: Vec<u64>, takes: Vec<SumRule>| {
            rows_entry.set(crate::route::join(&rows));
            take_entry.set(format_takes(&takes));
            entry_error.set(None);
            on_game.emit((rows, takes));
        }
    };
    let on_apply = {
        let (rows_entry, take_entry, entry_error, set_game) = (
            rows_entry.clone(),
            take_entry.clone(),
            entry_error.clone(),
            set_game.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match parse_entry(&rows_entry, &take_entry) {
                Err(t) => entry_error.set(Some(t)),
                Ok((rows, takes)) => set_game(rows, takes),
            }
        })
    };
    let on_rows = on_text(&rows_entry);
    let on_take = on_text(&take_entry);
    let link = &props.link;
    html! {
        <>
        <div class="presets" role="group" aria-label={tt(lang, &T::Presets)}>
            { for sum_presets().into_iter().map(|(word, rows, takes)| {
                let pressed = link.rows == rows && link.rules == takes;
                let set_game = set_game.clone();
                choice(format!("sum-preset-{word}"), tt(lang, &T::SumPreset(word)), pressed,
                    Callback::from(move |_| set_game(rows.clone(), takes.clone())))
            }) }
        </div>
        <form class="entry" onsubmit={on_apply}>
            { field(tt(lang, &T::RowsLabel), "sum-rows", (*rows_entry).clone(), on_rows, refused(&entry_error, "rows", "sum-entry-error")) }
            { field(tt(lang, &T::RulesPerRow), "sum-take", (*take_entry).clone(), on_take, refused(&entry_error, "take", "sum-entry-error")) }
            <button type="submit" data-testid="sum-apply">{ tt(lang, &T::Show) }</button>
        </form>
        if let Some(err) = &*entry_error {
            <p class="entry-error" role="alert" data-testid="sum-entry-error" id="sum-entry-error">{ tt(lang, err) }</p>
        }
        </>
    }
}

//! The Sprague–Grundy table of a subtraction game, with its certified period.

use crate::components::app::use_lang;
use crate::i18n::{tr, Msg};
use crate::link::{format_grundy, GrundyLink};
use nimlab_core::grundy::{grundy_table, period};
use nimlab_core::{SubtractionSet, Take};
use yew::prelude::*;

/// Properties of [`GrundyPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The set and range the link asked for.
    pub link: GrundyLink,
}

/// The subtraction set behind a restricted move rule.
fn subtraction_set(take: &Take) -> Option<SubtractionSet> {
    match take {
        Take::Any => None,
        Take::UpTo(k) => SubtractionSet::up_to(*k).ok(),
        Take::Set(set) => Some(set.clone()),
    }
}

/// The Grundy table γ(0) … γ(upto).
#[component]
pub fn GrundyPage(props: &Props) -> Html {
    let lang = use_lang();
    let take = props.link.take.clone();
    let table = use_memo((take.clone(), props.link.upto), |(take, upto)| grundy_table(take, *upto));
    let period = use_memo(take.clone(), |take| subtraction_set(take).map(|s| period(&s)));

    {
        let hash = format_grundy(&props.link);
        use_effect_with(hash, |hash| {
            if let Some(window) = web_sys::window() {
                if window.location().hash().ok().as_deref() != Some(hash.as_str()) {
                    if let Ok(history) = window.history() {
                        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
                    }
                }
            }
        });
    }

    let band = |n: u64| -> &'static str {
        match &*period {
            Some(p) if n < p.preperiod => "pre",
            Some(p) if ((n - p.preperiod) / p.period) % 2 == 0 => "band-a",
            Some(_) => "band-b",
            None => "",
        }
    };

    html! {
        <div class="grundy">
            <h1>{ tr(lang, &Msg::GrundyTitle { take: take.clone() }) }</h1>
            if let Some(p) = &*period {
                <p class="period" data-testid="period" data-preperiod={p.preperiod.to_string()} data-period={p.period.to_string()}>
                    { tr(lang, &Msg::Period {
                        preperiod: p.preperiod,
                        period: p.period,
                        window: p.certificate.window,
                        from: p.certificate.checked_from,
                        to: p.certificate.checked_to,
                    }) }
                </p>
            }
            <ol class="grundy-table" start="0" aria-label={tr(lang, &Msg::GrundyValue)}>
                { for table.values.iter().enumerate().map(|(n, &g)| html! {
                    <li class={classes!("cell", band(n as u64))} data-testid={format!("grundy-{n}")} data-value={g.to_string()}>
                        <span class="x">{ n }</span>
                        <span class="g">{ g }</span>
                    </li>
                }) }
            </ol>
        </div>
    }
}

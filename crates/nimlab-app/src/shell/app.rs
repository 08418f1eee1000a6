//! The root: language, hash route, header and the page the route names.

use crate::i18n::Lang;
use crate::play::handover;
use crate::route::{current_hash, unknown_page, LinkError, Route};
use crate::shell::header::header;
use crate::shell::input_error::InputError;
use crate::ui::settings::{self, Settings};
use gloo::events::EventListener;
use yew::prelude::*;

fn initial_lang(stored: &Settings) -> Lang {
    if let Some(lang) = stored.language() {
        return lang;
    }
    let navigator = web_sys::window().map(|w| w.navigator());
    let preferred: Vec<String> = navigator
        .map(|n| {
            let mut tags: Vec<String> =
                n.languages().iter().filter_map(|v| v.as_string()).collect();
            tags.extend(n.language());
            tags
        })
        .unwrap_or_default();
    Lang::negotiate(preferred.iter().map(String::as_str))
}

/// A parsed route and the problems of the link it came from, counted so that every visit of
/// a link (even the same one again) starts its page afresh.
#[derive(Clone, PartialEq)]
struct Visit {
    route: Route,
    errors: Vec<LinkError>,
    serial: u32,
    /// Whether the link came from the last game stored in this browser, not from the address.
    stored: bool,
    /// Whether the play page resumes the browser's last whole game (its record and undo), kept
    /// in local storage: the link is that game's, opened in a tab without a game of its own.
    last: bool,
}

/// The visit an address opens. Without a link (`#/`: the header's play links too), the app
/// opens the game in progress: this tab's (whose record the play page resumes), else the last
/// game stored in this browser (another tab's, or an earlier visit's), rules and position.
fn visit_of(hash: &str, serial: u32) -> Visit {
    let bare = matches!(hash, "" | "#" | "#/");
    if let Some(link) = bare.then(handover::link).flatten() {
        return Visit {
            route: Route::Play(link),
            errors: Vec::new(),
            serial,
            stored: false,
            last: false,
        };
    }
    let last = bare.then(settings::load_last_game).flatten();
    let (route, errors) = match &last {
        Some(Ok(link)) => super::module::route_of(link),
        Some(Err(text)) => unknown_page(text),
        None => super::module::route_of(hash),
    };
    Visit {
        route,
        errors,
        serial,
        stored: last.is_some(),
        last: matches!(last, Some(Ok(_))),
    }
}

/// The whole app.
#[component]
pub fn App() -> Html {
    crate::ui::focus::use_focus_rescue();
    let stored = use_state(settings::load);
    let lang = use_state(|| initial_lang(&stored));
    let visit = use_state(|| visit_of(&current_hash(), 0));

    {
        let visit = visit.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window().expect("a window");
            let listener = EventListener::new(&window, "hashchange", move |_| {
                visit.set(visit_of(&current_hash(), visit.serial.wrapping_add(1)));
            });
            move || drop(listener)
        });
    }

    use_effect_with(*lang, |lang| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
    });
    use_effect_with((*stored).clone(), |stored| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("data-theme", stored.theme().word());
        }
        settings::save(stored);
    });

    let on_lang = {
        let (lang, stored) = (lang.clone(), stored.clone());
        Callback::from(move |l: Lang| {
            lang.set(l);
            stored.set(Settings {
                lang: Some(l.tag().to_string()),
                ..(*stored).clone()
            });
        })
    };

    let l = *lang;
    let page = super::module::page(&visit.route, visit.serial, visit.last);

    html! {
        <ContextProvider<Lang> context={l}>
        <ContextProvider<UseStateHandle<Settings>> context={stored.clone()}>
            { header(&visit.route, l, stored.theme(), &stored, on_lang) }
            <main>
                <InputError key={visit.serial} errors={visit.errors.clone()} stored={visit.stored} />
                { page }
            </main>
        </ContextProvider<UseStateHandle<Settings>>>
        </ContextProvider<Lang>>
    }
}

//! The root: language, hash route, header and the page the route names.

use super::text::{shell_tr, ShellMsg};
use crate::i18n::Lang;
use crate::play::handover;
use crate::play::page::PlayPage;
use crate::play::text::{tr, Msg};
use crate::route::{current_hash, parse_hash, unknown_page, LinkError, Route};
use crate::shell::input_error::InputError;
#[cfg(not(feature = "full"))]
use crate::shell::loader::FullLoader;
#[cfg(feature = "full")]
use crate::theory::{
    contents::ContentsPage, exercise::page::ExercisePage, graph::page::GraphPage,
    grundy::page::GrundyPage, sums::SumsPage,
};
use crate::ui::settings::{self, Settings, Theme};
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
        Some(Ok(link)) => parse_hash(link),
        Some(Err(text)) => unknown_page(text),
        None => parse_hash(hash),
    };
    Visit {
        route,
        errors,
        serial,
        stored: last.is_some(),
        last: matches!(last, Some(Ok(_))),
    }
}

/// The page a visit opens.
#[cfg(feature = "full")]
fn page(visit: &Visit) -> Html {
    match &visit.route {
        Route::Play(link) => {
            html! { <PlayPage key={format!("play-{}", visit.serial)} link={link.clone()} last={visit.last} /> }
        }
        Route::Graph(link) => {
            html! { <GraphPage key={format!("graph-{}", visit.serial)} link={link.clone()} /> }
        }
        Route::Sums(link) => {
            html! { <SumsPage key={format!("sums-{}", visit.serial)} link={link.clone()} /> }
        }
        Route::Exercise(link) => {
            html! { <ExercisePage key={format!("exercise-{}", visit.serial)} link={link.clone()} /> }
        }
        Route::Grundy(link) => {
            html! { <GrundyPage key={format!("grundy-{}", visit.serial)} link={link.clone()} /> }
        }
        Route::Contents => html! { <ContentsPage /> },
    }
}

/// The page a visit opens: the play page, or the full module's pages once it has loaded.
#[cfg(not(feature = "full"))]
fn page(visit: &Visit) -> Html {
    match &visit.route {
        Route::Play(link) => {
            html! { <PlayPage key={format!("play-{}", visit.serial)} link={link.clone()} last={visit.last} /> }
        }
        _ => html! { <FullLoader explanations=false /> },
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
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(l) = Lang::from_tag(&select.value()) {
                lang.set(l);
                stored.set(Settings {
                    lang: Some(l.tag().to_string()),
                    ..(*stored).clone()
                });
            }
        })
    };
    let on_theme = {
        let stored = stored.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            stored.set(Settings {
                theme: Some(select.value()),
                ..(*stored).clone()
            });
        })
    };
    let theme = stored.theme();

    let l = *lang;
    let page = page(&visit);
    let on_play = matches!(visit.route, Route::Play(_));

    html! {
        <ContextProvider<Lang> context={l}>
        <ContextProvider<UseStateHandle<Settings>> context={stored.clone()}>
            <header class="top">
                // Shown when focused: the keyboard skips the header's nine controls to the page's
                // heading (a link to "#main" would change the route).
                <button class="skip" onclick={|_: MouseEvent| crate::ui::focus::refocus("main h1")}>{ shell_tr(l, &ShellMsg::SkipToPage) }</button>
                <a class="brand" href="#/">{ "nimlab" }</a>
                <span class="tagline">{ shell_tr(l, &ShellMsg::Tagline) }</span>
                <nav>
                    <a href="#/" aria-current={on_play.then_some("page")}>{ tr(l, &Msg::NavPlay) }</a>
                    <a href="#/grundy" aria-current={matches!(visit.route, Route::Grundy(_)).then_some("page")}>{ shell_tr(l, &ShellMsg::NavGrundy) }</a>
                    <a href="#/graph" aria-current={matches!(visit.route, Route::Graph(_)).then_some("page")}>{ shell_tr(l, &ShellMsg::NavGraph) }</a>
                    <a href="#/sums" aria-current={matches!(visit.route, Route::Sums(_)).then_some("page")}>{ shell_tr(l, &ShellMsg::NavSums) }</a>
                    <a href="#/exercise" aria-current={matches!(visit.route, Route::Exercise(_)).then_some("page")}>{ shell_tr(l, &ShellMsg::NavExercise) }</a>
                    <a href="#/contents" aria-current={matches!(visit.route, Route::Contents).then_some("page")}>{ shell_tr(l, &ShellMsg::NavContents) }</a>
                </nav>
                // Language and theme wrap together, so a narrow header never splits them.
                <div class="prefs">
                    <label class="lang">
                        <span>{ shell_tr(l, &ShellMsg::Language) }</span>
                        <select data-testid="lang" onchange={on_lang}>
                            { for Lang::ALL.iter().map(|&x| html! {
                                <option value={x.tag()} selected={x == l}>{ x.name() }</option>
                            }) }
                        </select>
                    </label>
                    <label class="theme">
                        <span>{ shell_tr(l, &ShellMsg::Theme) }</span>
                        <select data-testid="theme" onchange={on_theme}>
                            { for Theme::ALL.iter().map(|&t| html! {
                                <option value={t.word()} selected={t == theme}>{ shell_tr(l, &ShellMsg::ThemeName(t)) }</option>
                            }) }
                        </select>
                    </label>
                </div>
            </header>
            <main>
                <InputError key={visit.serial} errors={visit.errors.clone()} stored={visit.stored} />
                { page }
            </main>
        </ContextProvider<UseStateHandle<Settings>>>
        </ContextProvider<Lang>>
    }
}

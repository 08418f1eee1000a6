//! The root: language, hash route, header and the page the route names.

use crate::components::grundy_page::GrundyPage;
use crate::components::input_error::InputError;
use crate::components::play_page::PlayPage;
use crate::i18n::{tr, Lang, Msg};
use crate::link::{parse_hash, LinkError, Route};
use crate::settings::{self, Settings};
use gloo::events::EventListener;
use yew::prelude::*;

/// The current language, provided by [`App`].
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or(Lang::En)
}

fn current_hash() -> String {
    web_sys::window().and_then(|w| w.location().hash().ok()).unwrap_or_default()
}

fn initial_lang() -> Lang {
    if let Some(lang) = settings::load().language() {
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
}

/// The whole app.
#[component]
pub fn App() -> Html {
    let lang = use_state(initial_lang);
    let visit = use_state(|| {
        let (route, errors) = parse_hash(&current_hash());
        Visit { route, errors, serial: 0 }
    });

    {
        let visit = visit.clone();
        use_effect_with((), move |_| {
            let window = web_sys::window().expect("a window");
            let listener = EventListener::new(&window, "hashchange", move |_| {
                let (route, errors) = parse_hash(&current_hash());
                visit.set(Visit { route, errors, serial: visit.serial.wrapping_add(1) });
            });
            move || drop(listener)
        });
    }

    use_effect_with(*lang, |lang| {
        if let Some(root) = gloo::utils::document().document_element() {
            let _ = root.set_attribute("lang", lang.tag());
        }
        settings::save(&Settings { lang: Some(lang.tag().to_string()) });
    });

    let on_lang = {
        let lang = lang.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            if let Some(l) = Lang::from_tag(&select.value()) {
                lang.set(l);
            }
        })
    };

    let l = *lang;
    let page = match &visit.route {
        Route::Play(link) => {
            html! { <PlayPage key={format!("play-{}", visit.serial)} link={link.clone()} /> }
        }
        Route::Grundy(link) => {
            html! { <GrundyPage key={format!("grundy-{}", visit.serial)} link={link.clone()} /> }
        }
    };
    let on_play = matches!(visit.route, Route::Play(_));

    html! {
        <ContextProvider<Lang> context={l}>
            <header class="top">
                <a class="brand" href="#/play">{ "nimlab" }</a>
                <span class="tagline">{ tr(l, &Msg::Tagline) }</span>
                <nav>
                    <a href="#/play" aria-current={on_play.then_some("page")}>{ tr(l, &Msg::NavPlay) }</a>
                    <a href="#/grundy" aria-current={(!on_play).then_some("page")}>{ tr(l, &Msg::NavGrundy) }</a>
                </nav>
                <label class="lang">
                    <span>{ tr(l, &Msg::Language) }</span>
                    <select data-testid="lang" onchange={on_lang}>
                        { for Lang::ALL.iter().map(|&x| html! {
                            <option value={x.tag()} selected={x == l}>{ x.name() }</option>
                        }) }
                    </select>
                </label>
            </header>
            <main>
                <InputError key={visit.serial} errors={visit.errors.clone()} />
                { page }
            </main>
        </ContextProvider<Lang>>
    }
}

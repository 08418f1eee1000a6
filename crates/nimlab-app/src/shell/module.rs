//! The one boundary between the two WebAssembly modules.
//!
//! The crate builds twice: without the `full` feature it is the *first module*, the play page
//! alone, so the first visit stays small; with it the *full module*, every page. Everything
//! that differs between them is chosen here (and by the `mod` lines of `lib.rs` that leave
//! `explain` and `theory` out of the first): which pages the router knows, what stands beside
//! the board for the explanations, the words of link problems it can meet, and the service
//! worker the first module registers. Below
//! this file no code asks which module it is in.

use crate::route::{LinkError, Route};
use yew::prelude::*;

/// The explanations beside the board: the full module's own.
#[cfg(feature = "full")]
pub type Explanations = crate::explain::Explanations;
/// The explanations beside the board: the first module lists them and loads the full module.
#[cfg(not(feature = "full"))]
pub type Explanations = crate::play::loader::Loading;

/// The play page with this module's explanations.
pub type PlayPage = crate::play::page::PlayPage<Explanations>;

/// The route a location hash opens, and the problems of its link.
#[cfg(feature = "full")]
pub fn route_of(hash: &str) -> (Route, Vec<LinkError>) {
    crate::route::parse_hash(hash)
}

/// The route a location hash opens, and the problems of its link: the play page's; another
/// page's link is left to the full module, which parses it once loaded.
#[cfg(not(feature = "full"))]
pub fn route_of(hash: &str) -> (Route, Vec<LinkError>) {
    crate::route::parse_play_hash(hash).map_or_else(
        || (Route::Elsewhere(crate::route::page_of(hash)), Vec::new()),
        |(link, errors)| (Route::Play(link), errors),
    )
}

/// A problem of a link as the banner says it: every page's problems.
#[cfg(feature = "full")]
pub fn link_error_text(lang: crate::i18n::Lang, error: &LinkError) -> String {
    crate::route::text::link_error_text(lang, error, crate::theory::text::problem_text)
}

/// A problem of a link as the banner says it: the play page's, the only links this module
/// parses (the theory pages' problems and their words are the full module's).
#[cfg(not(feature = "full"))]
pub fn link_error_text(lang: crate::i18n::Lang, error: &LinkError) -> String {
    crate::route::text::link_error_text(lang, error, crate::route::text::problem_text)
}

/// The page a route opens (`serial` counts the visits, so that each starts its page afresh;
/// `last`: the play page resumes the browser's last whole game).
#[cfg(feature = "full")]
pub fn page(route: &Route, serial: u32, last: bool) -> Html {
    use crate::theory::{
        contents::ContentsPage, exercise::page::ExercisePage, graph::page::GraphPage,
        grundy::page::GrundyPage, sums::SumsPage, take_break::page::BreakPlayPage,
    };
    match route {
        Route::Play(link) => {
            html! { <PlayPage key={format!("play-{serial}")} link={link.clone()} {last} /> }
        }
        Route::BreakPlay(link) => {
            html! { <BreakPlayPage key={format!("break-{serial}")} link={link.clone()} /> }
        }
        Route::Graph(link) => {
            html! { <GraphPage key={format!("graph-{serial}")} link={link.clone()} /> }
        }
        Route::Sums(link) => {
            html! { <SumsPage key={format!("sums-{serial}")} link={link.clone()} /> }
        }
        Route::Exercise(link) => {
            html! { <ExercisePage key={format!("exercise-{serial}")} link={link.clone()} /> }
        }
        Route::Grundy(link) => {
            html! { <GrundyPage key={format!("grundy-{serial}")} link={link.clone()} /> }
        }
        Route::Contents => html! { <ContentsPage /> },
        // The full module's router parses every page's link.
        Route::Elsewhere(_) => Html::default(),
    }
}

/// The page a route opens: the play page, or the loader of the full module, which has the rest.
#[cfg(not(feature = "full"))]
pub fn page(route: &Route, serial: u32, last: bool) -> Html {
    use crate::play::loader::FullLoader;
    match route {
        Route::Play(link) => {
            html! { <PlayPage key={format!("play-{serial}")} link={link.clone()} {last} /> }
        }
        _ => html! { <FullLoader explanations=false /> },
    }
}

/// Work of the first load once the app is mounted: the service worker, which caches the whole
/// build for offline use, and the full module's prefetch. The full module, loaded by the
/// first, has nothing to add.
#[cfg(feature = "full")]
pub fn after_mount() {}

/// Work of the first load once the app is mounted: the full module made ready while the page
/// is idle, and `sw.js` (written by the release build) registered, which caches the app for
/// offline use. Failure is not an error worth showing: without it the app simply needs the
/// network.
#[cfg(not(feature = "full"))]
pub fn after_mount() {
    crate::play::loader::prefetch();
    let Some(window) = web_sys::window() else {
        return;
    };
    if !window.is_secure_context() {
        return;
    }
    let container = window.navigator().service_worker();
    wasm_bindgen_futures::spawn_local(async move {
        let registered = wasm_bindgen_futures::JsFuture::from(container.register("./sw.js")).await;
        if let Err(error) = registered {
            web_sys::console::warn_2(&"nimlab: no offline cache:".into(), &error);
        }
    });
}

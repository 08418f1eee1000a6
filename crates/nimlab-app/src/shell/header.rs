//! The page's header: the skip link, the app's name, the pages, the language and the theme.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::route::{Page, Route};
use crate::shell::text::{shell_tr, ShellMsg};
use crate::ui::settings::{Settings, Theme};
use yew::prelude::*;

/// The header for the page of `route`, in `lang`, with the `theme` chosen. A function the
/// root renders, not a component: the header link marked current then changes in the same
/// render as the page, and the window's title, which `focus.js` takes from that link once the
/// new page's heading is there, names the new page.
pub fn header(
    route: &Route,
    l: Lang,
    theme: Theme,
    settings: &UseStateHandle<Settings>,
    on_lang: Callback<Lang>,
) -> Html {
    let on_lang = Callback::from(move |e: Event| {
        let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
        if let Some(l) = Lang::from_tag(&select.value()) {
            on_lang.emit(l);
        }
    });
    let on_theme = {
        let settings = settings.clone();
        Callback::from(move |e: Event| {
            let select: web_sys::HtmlSelectElement = e.target_unchecked_into();
            settings.set(Settings {
                theme: Some(select.value()),
                ..(*settings).clone()
            });
        })
    };
    let page = route.page();
    html! {
        <header class="top">
            // Shown when focused: the keyboard skips the header's nine controls to the page's
            // heading (a link to "#main" would change the route).
            <button class="skip" onclick={|_: MouseEvent| crate::ui::focus::refocus("main h1")}>{ shell_tr(l, &ShellMsg::SkipToPage) }</button>
            <a class="brand" href="#/">{ "nimlab" }</a>
            <span class="tagline">{ shell_tr(l, &ShellMsg::Tagline) }</span>
            <nav>
                <a href="#/" aria-current={(page == Page::Play).then_some("page")}>{ tr(l, &Msg::NavPlay) }</a>
                <a href="#/grundy" aria-current={(page == Page::Grundy).then_some("page")}>{ shell_tr(l, &ShellMsg::NavGrundy) }</a>
                <a href="#/graph" aria-current={(page == Page::Graph).then_some("page")}>{ shell_tr(l, &ShellMsg::NavGraph) }</a>
                <a href="#/sums" aria-current={(page == Page::Sums).then_some("page")}>{ shell_tr(l, &ShellMsg::NavSums) }</a>
                <a href="#/exercise" aria-current={(page == Page::Exercise).then_some("page")}>{ shell_tr(l, &ShellMsg::NavExercise) }</a>
                <a href="#/contents" aria-current={(page == Page::Contents).then_some("page")}>{ shell_tr(l, &ShellMsg::NavContents) }</a>
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
    }
}

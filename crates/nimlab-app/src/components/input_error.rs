//! The message for a rejected link or entry: it names each parameter and what was wrong.

use crate::components::app::use_lang;
use crate::i18n::{tr, Msg};
use crate::link::{opens_as_written, LinkError};
use yew::prelude::*;

/// Properties of [`InputError`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The problems; nothing is shown when empty.
    pub errors: Vec<LinkError>,
    /// Whether the problems are those of the game stored in this browser, which the person
    /// did not open as a link.
    #[prop_or_default]
    pub stored: bool,
}

/// An alert listing the problems of a link, dismissable; or, when the link opened as written
/// but for parameters the page does not have, a quieter note naming those.
#[component]
pub fn InputError(props: &Props) -> Html {
    let lang = use_lang();
    let dismissed = use_state(|| false);
    if props.errors.is_empty() || *dismissed {
        return html! {};
    }
    let dismiss = {
        let dismissed = dismissed.clone();
        Callback::from(move |_| dismissed.set(true))
    };
    let list = html! {
        <ul>
            { for props.errors.iter().map(|e| html! { <li>{ tr(lang, &Msg::LinkProblem(e.clone())) }</li> }) }
        </ul>
    };
    if opens_as_written(&props.errors) {
        return html! {
            <div class="input-error link-ignored" role="status" data-testid="link-ignored">
                <p>{ tr(lang, if props.stored { &Msg::StoredGamePartlyIgnored } else { &Msg::LinkPartlyIgnored }) }</p>
                { list }
                <button onclick={dismiss}>{ tr(lang, &Msg::Dismiss) }</button>
            </div>
        };
    }
    html! {
        <div class="input-error" role="alert" data-testid="input-error">
            <p>{ tr(lang, if props.stored { &Msg::StoredGameRejected } else { &Msg::LinkRejected }) }</p>
            { list }
            <button onclick={dismiss}>{ tr(lang, &Msg::Dismiss) }</button>
        </div>
    }
}

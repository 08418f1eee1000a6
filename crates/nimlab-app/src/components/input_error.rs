//! The message for a rejected link or entry: it names each parameter and what was wrong.

use crate::components::app::use_lang;
use crate::i18n::{tr, Msg};
use crate::link::LinkError;
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

/// An alert listing the problems of a link, dismissable.
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
    html! {
        <div class="input-error" role="alert" data-testid="input-error">
            <p>{ tr(lang, if props.stored { &Msg::StoredGameRejected } else { &Msg::LinkRejected }) }</p>
            <ul>
                { for props.errors.iter().map(|e| html! { <li>{ tr(lang, &Msg::LinkProblem(e.clone())) }</li> }) }
            </ul>
            <button onclick={dismiss}>{ tr(lang, &Msg::Dismiss) }</button>
        </div>
    }
}

//! The message for a rejected link or entry: it names each parameter and what was wrong.

use super::text::{shell_tr, ShellMsg};
use crate::route::{opens_as_written, LinkError};
use crate::ui::context::use_lang;
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
    // A link that opens as written but for parameters the page lacks gets a note, not the alert.
    let note = opens_as_written(&props.errors);
    let (class, role, test_id) = if note {
        ("input-error link-ignored", "status", "link-ignored")
    } else {
        ("input-error", "alert", "input-error")
    };
    let heading = match (note, props.stored) {
        (true, false) => ShellMsg::LinkPartlyIgnored,
        (true, true) => ShellMsg::StoredGamePartlyIgnored,
        (false, false) => ShellMsg::LinkRejected,
        (false, true) => ShellMsg::StoredGameRejected,
    };
    html! {
        <div {class} {role} data-testid={test_id}>
            <p>{ shell_tr(lang, &heading) }</p>
            <ul>
                { for props.errors.iter().map(|e| html! { <li>{ super::module::link_error_text(lang, e) }</li> }) }
            </ul>
            <button onclick={dismiss}>{ shell_tr(lang, &ShellMsg::Dismiss) }</button>
        </div>
    }
}

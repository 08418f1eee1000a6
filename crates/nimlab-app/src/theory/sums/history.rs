//! The history of Nim and the literature, at the foot of the sums page: a disclosure whose
//! state goes into the link, so a link can open it (and then scrolls it into view).

use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`SumHistory`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether the history is open.
    pub open: bool,
    /// Called when it is opened or closed.
    pub ontoggle: Callback<Event>,
}

/// A work of the literature, its titles (marked "{de:…}" in the catalog) in their own language.
fn literature_work(text: &str) -> Html {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some((before, marked)) = rest.split_once('{') {
        let (title, after) = marked.split_once('}').unwrap_or((marked, ""));
        let (code, title) = title.split_once(':').unwrap_or(("", title));
        parts.push(html! { <>{ before.to_string() }<cite lang={code.to_string()}>{ title.to_string() }</cite></> });
        rest = after;
    }
    parts.push(html! { { rest.to_string() } });
    html! { <li>{ for parts }</li> }
}

/// The history and the literature.
#[component]
pub fn SumHistory(props: &Props) -> Html {
    let lang = use_lang();
    let history_ref = use_node_ref();
    {
        // Only a link that arrives open scrolls there, once; a click that opens it does not.
        let (history_ref, opened) = (history_ref.clone(), props.open);
        use_effect_with((), move |_| {
            if let Some(details) = history_ref.cast::<web_sys::Element>().filter(|_| opened) {
                details.scroll_into_view();
            }
        });
    }
    html! {
        <details class="definitions" data-testid="history" ref={history_ref} open={props.open} ontoggle={props.ontoggle.clone()}>
            // A link that opens the history leads the focus there (focus.js), not to the heading.
            <summary data-arrive={props.open.then_some("")}>{ tt(lang, &T::HistoryTitle) }</summary>
            <p>{ tt(lang, &T::History) }</p>
            <h2>{ tt(lang, &T::LiteratureTitle) }</h2>
            <ul class="literature">
                { for tt(lang, &T::Literature).split(" · ").map(literature_work) }
            </ul>
        </details>
    }
}

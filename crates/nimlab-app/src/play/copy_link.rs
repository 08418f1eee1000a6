//! "Copy link": the game's own link to the clipboard, and a word that it was copied, which
//! goes once a move makes that link out of date. A hook and a function the page renders, not
//! a component: a component would cost the first module its lifecycle code.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use yew::prelude::*;

/// Whether the game's link `hash` was copied since it last changed, and the button's callback.
#[hook]
pub fn use_copy_link(hash: &str) -> (bool, Callback<MouseEvent>) {
    let copied = use_state(|| false);
    {
        let copied = copied.clone();
        use_effect_with(hash.to_string(), move |_| {
            if *copied {
                copied.set(false);
            }
        });
    }
    let onclick = {
        let (copied, hash) = (copied.clone(), hash.to_string());
        Callback::from(move |_| {
            if let Some(window) = web_sys::window() {
                // The game's own link: the address bar follows it 150 ms after a move.
                let _ = window
                    .navigator()
                    .clipboard()
                    .write_text(&crate::route::absolute(&hash));
            }
            copied.set(true);
        })
    };
    (*copied, onclick)
}

/// The copy button and its confirmation.
pub fn copy_link(lang: Lang, copied: bool, onclick: Callback<MouseEvent>) -> Html {
    html! {
        <p class="copy">
            <button data-testid="copy-link" {onclick}>{ tr(lang, &Msg::CopyLink) }</button>
            if copied {
                <span role="status">{ " " }{ tr(lang, &Msg::LinkCopied) }</span>
            }
        </p>
    }
}

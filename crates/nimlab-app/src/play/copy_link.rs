//! "Copy link": the game's own link to the clipboard, and a word that it was copied, which
//! goes once a move makes that link out of date.

use crate::play::text::{tr, Msg};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`CopyLink`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game's link (a hash route).
    pub hash: AttrValue,
}

/// The copy button and its confirmation.
#[component]
pub fn CopyLink(props: &Props) -> Html {
    let lang = use_lang();
    let copied = use_state(|| false);
    {
        let copied = copied.clone();
        use_effect_with(props.hash.clone(), move |_| {
            if *copied {
                copied.set(false);
            }
        });
    }
    let copy_link = {
        let (copied, hash) = (copied.clone(), props.hash.clone());
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
    html! {
        <p class="copy">
            <button data-testid="copy-link" onclick={copy_link}>{ tr(lang, &Msg::CopyLink) }</button>
            if *copied {
                <span role="status">{ " " }{ tr(lang, &Msg::LinkCopied) }</span>
            }
        </p>
    }
}

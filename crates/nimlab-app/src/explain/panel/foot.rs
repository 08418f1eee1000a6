//! The open explanation's foot: a copy of the step's permanent link, the keys, and examples
//! to try.

use super::examples::{example_link, examples};
use crate::explain::text::{ui as explain_ui, Ui};
use crate::play::explain_menu::mark_opened;
use crate::route::Explanation;
use crate::ui::context::use_lang;
use wasm_bindgen::prelude::*;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `navigator.clipboard.writeText`; throws where the clipboard is unavailable.
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn clipboard_write(text: &str) -> Result<JsValue, JsValue>;
}

/// Properties of [`PanelFoot`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The open explanation.
    pub explanation: Explanation,
    /// The step whose link was copied last, and whether the copy worked (kept by the panel,
    /// so the note outlives the foot).
    pub copied: UseStateHandle<Option<(u32, bool)>>,
    /// Whether the steps comment on a game played here, which a link does not hold.
    pub played: bool,
}

/// The foot of the open explanation.
#[component]
pub fn PanelFoot(props: &Props) -> Html {
    let lang = use_lang();
    let e = props.explanation;
    let on_copy = {
        let copied = props.copied.clone();
        Callback::from(move |_: MouseEvent| {
            let href = web_sys::window()
                .and_then(|w| w.location().href().ok())
                .unwrap_or_default();
            copied.set(Some((e.step, clipboard_write(&href).is_ok())));
        })
    };
    // A link holds the position, not the moves: the commentary on a game played here opens
    // elsewhere as a game of perfect play from the position on screen, and the note says so.
    let copy_note = match *props.copied {
        Some((step, ok)) if step == e.step => {
            let mut note = explain_ui(lang, if ok { Ui::Copied } else { Ui::CopyFailed });
            if props.played {
                lang.push_sentence(&mut note, &explain_ui(lang, Ui::LinkHasNoMoves));
            }
            Some(note)
        }
        _ => None,
    };
    html! {
        <div class="explain-foot">
            <button class="copy-link" data-testid="explain-copy-link" onclick={on_copy}>{ explain_ui(lang, Ui::CopyLink) }</button>
            if let Some(note) = copy_note {
                <span class="copied" role="status">{ note }</span>
            }
            <p class="explain-keys">{ explain_ui(lang, Ui::Keys) }</p>
            <p class="explain-examples">
                { explain_ui(lang, Ui::Try) }
                // A dot between the links: their names hold spaces and commas of their own. An
                // example opens as from the menu: the focus goes to its Next button.
                { for examples(e.topic).iter().enumerate().map(|(k, &x)| html! {
                    <>{ " " }if k > 0 { <span aria-hidden="true">{ "· " }</span> }<a href={example_link(x, e.topic, e.lecture)} onclick={|_: MouseEvent| mark_opened()}>{ explain_ui(lang, Ui::Example(x)) }</a></>
                }) }
            </p>
        </div>
    }
}

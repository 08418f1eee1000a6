//! The list of explanations to open, shown beside the board while none is open.
//!
//! Part of the first module: the explanations themselves live in the full module, which the
//! play-only build loads when one is opened.

use crate::play::explain_menu_text::{menu as text, Menu};
use crate::route::Topic;
use crate::ui::context::use_lang;
use crate::ui::focus::find_focusable;
use std::cell::Cell;
use yew::prelude::*;

/// Properties of [`ExplainMenu`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Opens an explanation at its first step.
    pub on_open: Callback<Topic>,
    /// The explanation just closed: its button takes back the keyboard focus that the closed
    /// panel's button had.
    #[prop_or_default]
    pub focus: Option<Topic>,
}

/// The control of an open explanation that takes the keyboard focus when it opens (its Next
/// button, or Close when it has a single step), as a selector: the explanation panel marks it, and the first module's loader
/// passes the focus on to it across the hand-over.
pub const FIRST_FOCUS: &str = "[data-first-focus]";

/// Gives the keyboard focus to the open explanation's [`FIRST_FOCUS`] control.
pub fn focus_first() {
    if let Some(el) = find_focusable(FIRST_FOCUS) {
        let _ = el.focus();
    }
}

thread_local! {
    /// Whether an explanation was just opened from this menu.
    static OPENED: Cell<bool> = const { Cell::new(false) };
}

/// Marks an explanation as opened by a button outside its panel (the menu's, or "Why this
/// move?" after the computer's move): the panel then takes the keyboard focus.
pub fn mark_opened() {
    OPENED.with(|o| o.set(true));
}

/// The attribute of `<body>` that names (by `data-testid`) the control outside the menu that
/// opened the explanation, such as "Why this move?". It lives in the page, not in the module,
/// so it survives the first module's hand-over to the full one.
const RETURN_FOCUS: &str = "data-focus-return";

/// Marks the control that opens an explanation from outside the menu: closing the explanation
/// gives the keyboard focus back to it, while it is still there, not to the menu's button.
pub fn return_focus_to(testid: &str) {
    let _ = gloo::utils::body().set_attribute(RETURN_FOCUS, testid);
}

/// The control marked by [`return_focus_to`], unmarked.
fn take_return_focus() -> Option<String> {
    let body = gloo::utils::body();
    let testid = body.get_attribute(RETURN_FOCUS)?;
    let _ = body.remove_attribute(RETURN_FOCUS);
    Some(testid)
}

/// Whether an explanation was just opened from the menu (true once per opening): the panel
/// that replaces the menu then takes the keyboard focus its removed button lost, which the
/// page's focus rescue would otherwise give to the next control on the page.
pub fn opened_from_menu() -> bool {
    OPENED.with(|o| o.replace(false))
}

/// The explanations, each with a button and a one-line blurb.
#[component]
pub fn ExplainMenu(props: &Props) -> Html {
    let lang = use_lang();
    let open = |topic: Topic| {
        props.on_open.reform(move |_: MouseEvent| {
            mark_opened();
            take_return_focus();
            topic
        })
    };
    use_effect_with(props.focus, |focus| {
        let document = gloo::utils::document();
        let lost = document
            .active_element()
            .is_none_or(|a| a.tag_name() == "BODY");
        let opener = take_return_focus()
            .and_then(|testid| find_focusable(&format!("[data-testid=\"{testid}\"]")));
        if let (Some(topic), true) = (focus, lost) {
            let selector = format!("[data-testid=\"explain-open-{}\"]", topic.word());
            if let Some(button) = opener.or_else(|| find_focusable(&selector)) {
                let _ = button.focus();
            }
        }
    });
    html! {
        <section class="explain-panel list" data-testid="explain-panel" data-step="0" data-steps="0" aria-labelledby="explain-heading">
            <h2 id="explain-heading">{ text(lang, Menu::Heading) }</h2>
            <p class="explain-intro">{ text(lang, Menu::ListIntro) }</p>
            <ul class="explain-topics">
                { for Topic::ALL.iter().map(|&t| html! {
                    <li>
                        <button data-testid={format!("explain-open-{}", t.word())} onclick={open(t)}>{ text(lang, Menu::Title(t)) }</button>
                        <span class="blurb">{ text(lang, Menu::Blurb(t)) }</span>
                    </li>
                }) }
            </ul>
        </section>
    }
}

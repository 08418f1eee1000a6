//! Lecture mode on the theory pages (`lecture=on`): the page as a slide for a projector, a
//! button into and out of it, the room's text size, and a presenter's clicker keys (→, Space,
//! Page Down: next; ←, Page Up, Shift+Space: back; Escape leaves lecture mode).
//!
//! The keys press the page's own step buttons, found by their test hooks, so a key does
//! exactly what a click does (and writes the same link).

use crate::explain::panel::{key_action, KeyAction};
use crate::i18n::Lang;
use crate::ui::body::mark_body;
use crate::ui::context::use_lang;
use crate::ui::text_size::{use_lecture_scale, TextSize};
use gloo::events::{EventListener, EventListenerOptions};
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// What a clicker's key asks of a theory page in lecture mode.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Click {
    /// The next step.
    Next,
    /// The step before.
    Back,
    /// Leave lecture mode.
    Leave,
}

/// The page's answer to a key (`KeyboardEvent.key`, with Shift or not).
pub fn click_of(key: &str, shift: bool) -> Option<Click> {
    match key_action(key, shift)? {
        KeyAction::Next => Some(Click::Next),
        KeyAction::Prev => Some(Click::Back),
        KeyAction::Close => Some(Click::Leave),
        _ => None,
    }
}

/// The buttons a page's clicker presses: the first of each list that is there and enabled.
#[derive(Clone, Copy, PartialEq)]
pub struct Clicker {
    /// The next step's buttons, in order of preference.
    pub next: &'static [&'static str],
    /// The step before's.
    pub back: &'static [&'static str],
}

/// Whether a key typed into `target` belongs to it: text fields, menus and editable text keep
/// every key.
fn typed_into(target: Option<web_sys::EventTarget>) -> bool {
    let Some(element) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    matches!(
        element.tag_name().to_ascii_uppercase().as_str(),
        "INPUT" | "TEXTAREA" | "SELECT"
    ) || element
        .dyn_ref::<web_sys::HtmlElement>()
        .is_some_and(|e| e.is_content_editable())
}

/// Presses the first enabled button `selectors` find; whether one was.
fn press(selectors: &[&str]) -> bool {
    let document = gloo::utils::document();
    let found = selectors.iter().find_map(|s| {
        let selector = format!(".theory.lecture :is({s}):not([disabled])");
        document.query_selector(&selector).ok().flatten()
    });
    match found.and_then(|e| e.dyn_into::<web_sys::HtmlElement>().ok()) {
        Some(button) => {
            button.click();
            true
        }
        None => false,
    }
}

/// Marks `<body>` (lecture mode hides the header) and listens for the clicker's keys while
/// `lecture` is on; Escape calls `leave`.
#[hook]
pub fn use_lecture(lecture: bool, clicker: Clicker, leave: Callback<()>) {
    use_effect_with(lecture, move |&lecture| {
        mark_body(|body| body.class_list().toggle_with_force("lecture", lecture));
        let listener = lecture.then(|| {
            let options = EventListenerOptions::enable_prevent_default();
            EventListener::new_with_options(
                &gloo::utils::document(),
                "keydown",
                options,
                move |event| {
                    let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                        return;
                    };
                    // A key a control already used (the table's arrows) is not a step.
                    if key.default_prevented()
                        || key.ctrl_key()
                        || key.alt_key()
                        || key.meta_key()
                        || typed_into(event.target())
                    {
                        return;
                    }
                    let done = match click_of(&key.key(), key.shift_key()) {
                        Some(Click::Next) => press(clicker.next) || key.key() == " ",
                        Some(Click::Back) => press(clicker.back) || key.key() == " ",
                        Some(Click::Leave) => {
                            leave.emit(());
                            true
                        }
                        None => false,
                    };
                    // Space would also press the focused button or scroll the slide.
                    if done {
                        event.prevent_default();
                    }
                },
            )
        });
        move || {
            drop(listener);
            mark_body(|body| body.class_list().remove_1("lecture"));
        }
    });
}

/// Lecture mode as a page's state, from its link: marks `<body>` and listens for `clicker`'s
/// keys while on (Escape turns it off).
#[hook]
pub fn use_lecture_state(from_link: bool, clicker: Clicker) -> UseStateHandle<bool> {
    let lecture = use_state(|| from_link);
    let leave = {
        let lecture = lecture.clone();
        Callback::from(move |()| lecture.set(false))
    };
    use_lecture(*lecture, clicker, leave);
    lecture
}

fn words(lang: Lang, on: bool) -> String {
    if on {
        crate::text!(
            lang,
            "Leave lecture mode",
            "Vortragsmodus beenden",
            "講義モードを終了"
        )
    } else {
        crate::text!(lang, "Lecture mode", "Vortragsmodus", "講義モード")
    }
}

/// Properties of [`LectureBar`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Lecture mode, on or off; the page writes it into its link.
    pub lecture: UseStateHandle<bool>,
}

/// The button into and out of lecture mode and, in lecture mode, the room's text size.
#[component]
pub fn LectureBar(props: &Props) -> Html {
    let lang = use_lang();
    let on = *props.lecture;
    let scale = use_lecture_scale();
    let toggle = {
        let lecture = props.lecture.clone();
        Callback::from(move |_: MouseEvent| lecture.set(!*lecture))
    };
    html! {
        <div class="lecture-bar">
            <button type="button" data-testid="lecture-toggle" aria-pressed={on.to_string()} onclick={toggle}>
                { words(lang, on) }
            </button>
            if on {
                <TextSize {scale} />
            }
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(key: &str, shift: bool, want: Option<Click>) {
        assert_eq!(click_of(key, shift), want, "{key:?} shift {shift}");
    }

    #[test]
    fn a_clickers_keys_step_and_escape_leaves() {
        for (key, shift, want) in [
            ("ArrowRight", false, Some(Click::Next)),
            ("PageDown", false, Some(Click::Next)),
            (" ", false, Some(Click::Next)),
            (" ", true, Some(Click::Back)),
            ("ArrowLeft", false, Some(Click::Back)),
            ("PageUp", false, Some(Click::Back)),
            ("Escape", false, Some(Click::Leave)),
            ("Home", false, None),
            ("r", false, None),
            ("a", false, None),
        ] {
            check(key, shift, want);
        }
    }
}

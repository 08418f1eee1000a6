//! The step-through explanation beside the board, and lecture mode.
//!
//! Without an open explanation the panel lists the explanations to open. With one it shows
//! the step's text, figure and answer, and the controls: back and next (also the keys →, ←,
//! Space, Page Down, Page Up of a presenter's clicker, Home and End), a step counter, a jump
//! to any step, a copy of the step's permanent link, lecture mode and close.
//!
//! In lecture mode a step's answer (and what would give it away on the board and in the
//! binary panel, named by the step's [`Hide`](crate::explain::Hide)) stays hidden until it is
//! revealed, so the audience can guess first; the keys reveal before they advance, as a
//! presentation's click does.

use crate::explain::figure::figure;
use crate::explain::text::{board_shows, step_text, ui as explain_ui, Example, Ui};
use crate::explain::{Step, StepMsg};
use crate::play::explain_menu::{mark_opened, opened_from_menu, ExplainMenu};
use crate::play::page::mark_body;
use crate::route::{Explanation, Topic};
use crate::ui::context::use_lang;
use crate::ui::focus::find_focusable;
use crate::ui::unbroken::unbroken;
use gloo::events::{EventListener, EventListenerOptions};
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// `navigator.clipboard.writeText`; throws where the clipboard is unavailable.
    #[wasm_bindgen(js_namespace = ["navigator", "clipboard"], js_name = writeText, catch)]
    fn clipboard_write(text: &str) -> Result<JsValue, JsValue>;
}

/// Properties of [`ExplainPanel`].
#[derive(Properties)]
pub struct Props {
    /// The explanation's steps for the position on screen.
    pub steps: Rc<Vec<Step>>,
    /// The open explanation and its step (1-based, already clamped to the steps); `None`
    /// shows the list of explanations to open.
    pub explanation: Option<Explanation>,
    /// Moves to another step, switches topic or lecture mode, or closes (`None`).
    pub on_change: Callback<Option<Explanation>>,
}

/// The steps are memoized by the page: the same steps are the same `Rc`, and comparing
/// pointers spares a deep comparison of every step on each render.
impl PartialEq for Props {
    fn eq(&self, other: &Props) -> bool {
        Rc::ptr_eq(&self.steps, &other.steps)
            && self.explanation == other.explanation
            && self.on_change == other.on_change
    }
}

/// What a key asks the panel to do.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum KeyAction {
    /// The next step (or, in lecture mode, first the hidden answer).
    Next,
    /// The previous step.
    Prev,
    /// The first step.
    First,
    /// The last step.
    Last,
    /// Reveal the answer.
    Reveal,
    /// Close the explanation.
    Close,
}

/// The action of a key (`KeyboardEvent.key`), if any; `shift` turns Space into "back".
pub fn key_action(key: &str, shift: bool) -> Option<KeyAction> {
    Some(match key {
        "ArrowRight" | "PageDown" => KeyAction::Next,
        " " | "Spacebar" if shift => KeyAction::Prev,
        " " | "Spacebar" => KeyAction::Next,
        "ArrowLeft" | "PageUp" => KeyAction::Prev,
        "Home" => KeyAction::First,
        "End" => KeyAction::Last,
        "r" | "R" => KeyAction::Reveal,
        "Escape" => KeyAction::Close,
        _ => return None,
    })
}

/// Whether `key` belongs to the element it was typed into rather than to the explanation:
/// text fields, selects and editable text keep every key; the board keeps its own (arrows
/// move between sticks, Space takes) but not Escape, which it has no use for; other buttons
/// and links keep Space, which presses them, but for the panel's in lecture mode: there
/// Space is Next wherever a click left the focus (on Lecture mode, say), as on a slide.
fn key_belongs_to_target(target: Option<web_sys::EventTarget>, key: &str, lecture: bool) -> bool {
    let Some(element) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    let tag = element.tag_name().to_ascii_uppercase();
    let inside = |selector: &str| element.closest(selector).ok().flatten().is_some();
    matches!(tag.as_str(), "INPUT" | "TEXTAREA" | "SELECT")
        || element
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|e| e.is_content_editable())
        || (key != "Escape" && inside(".board, .race"))
        || (key == " "
            && matches!(tag.as_str(), "BUTTON" | "A" | "SUMMARY")
            && !(lecture && inside(".explain-panel")))
}

/// The smallest scale of a lecture step's type: below it the step scrolls.
const MIN_FIT: f64 = 0.7;

/// Scales a lecture step's type down (`--fit` on `.explain-step`) until the step fits its
/// panel, or, on a projector of 720 to 860 lines, where the panel grows with its step and the
/// page scrolls, until the page fits the screen. (A phone's lecture mode is one column that
/// scrolls: nothing to fit.)
fn fit_lecture_step() {
    let document = gloo::utils::document();
    let Some(step) = document
        .query_selector(".play.lecture .explain-step")
        .ok()
        .flatten()
    else {
        return;
    };
    let window = gloo::utils::window();
    let size = |f: fn(&web_sys::Window) -> Result<JsValue, JsValue>| {
        f(&window).ok().and_then(|v| v.as_f64()).unwrap_or(0.0)
    };
    let (width, height) = (
        size(web_sys::Window::inner_width),
        size(web_sys::Window::inner_height),
    );
    let page = document.document_element();
    let page_excess = || {
        page.as_ref()
            .map_or(0.0, |p| f64::from(p.scroll_height()) - height)
    };
    // The page's overflow counts only where shrinking the step can make up for it: a board
    // of many rows makes a short projector's page scroll whatever the step says.
    let _ = step.remove_attribute("style");
    let page_counts = width > 900.0
        && page_excess() > 1.0
        && page_excess() <= (1.0 - MIN_FIT) * f64::from(step.scroll_height());
    let overflows =
        || step.scroll_height() > step.client_height() + 1 || (page_counts && page_excess() > 1.0);
    // The element's own style attribute: the component never writes one.
    let mut fit = 1.0;
    while overflows() && fit > MIN_FIT {
        fit = f64::max(fit - 0.05, MIN_FIT);
        let _ = step.set_attribute("style", &format!("--fit: {fit:.2}"));
    }
}

/// Scrolls the board and the binary panel (each its own scroll box in lecture mode) so that
/// the first row and column a step points at are in view; the page itself stays.
fn reveal_highlights() {
    let document = gloo::utils::document();
    let find = |selector: &str| document.query_selector(selector).ok().flatten();
    // A row is brought into view up and down, a column (by its heading) sideways only.
    for (boxed, target, rows) in [
        (".play.lecture .board", ".board .row.emphasized", true),
        (
            ".play.lecture .binary-panel",
            ".binary-panel tbody tr.emphasized",
            true,
        ),
        (
            ".play.lecture .binary-panel",
            ".binary-panel thead th.emphasized",
            false,
        ),
    ] {
        if let (Some(boxed), Some(target)) = (find(boxed), find(target)) {
            scroll_into(&boxed, &target, rows);
        }
    }
}

/// Scrolls `boxed` by the least that brings `target` (inside it) into its view, up and down
/// (`vertical`) or sideways; a little room around it, so its outline shows.
fn scroll_into(boxed: &web_sys::Element, target: &web_sys::Element, vertical: bool) {
    let (b, t) = (
        boxed.get_bounding_client_rect(),
        target.get_bounding_client_rect(),
    );
    let room = 8.0;
    let (start, end, size) = match vertical {
        true => (
            t.top() - b.top(),
            t.bottom() - b.top(),
            boxed.client_height(),
        ),
        false => (
            t.left() - b.left(),
            t.right() - b.left(),
            boxed.client_width(),
        ),
    };
    let by = if start < 0.0 {
        start - room
    } else if end > f64::from(size) {
        (end - f64::from(size) + room).min(start - room)
    } else {
        return;
    };
    let by = by.round() as i32;
    match vertical {
        true => boxed.set_scroll_top(boxed.scroll_top() + by),
        false => boxed.set_scroll_left(boxed.scroll_left() + by),
    }
}

fn request_fullscreen() {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.request_fullscreen();
    }
}

fn exit_fullscreen() {
    let document = gloo::utils::document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// The link that opens `example` with `topic` (in lecture mode if `lecture`).
fn example_link(example: Example, topic: Topic, lecture: bool) -> String {
    let rows = match example {
        Example::GermanEnding => "1,5&end=misere",
        Example::Marienbad => "1,3,5,7&end=misere",
        Example::GermanGame => "22,5,13,27",
        Example::PPosition => "19,5,13,27",
        Example::TwoRows => "7,4",
        Example::Slides => "7,5,3,1&take=1-2",
        Example::Lab => "3,4,9",
    };
    let lecture = if lecture { "&lecture=on" } else { "" };
    format!(
        "#/play?rows={rows}&explain={}&step=1{lecture}",
        topic.word()
    )
}

fn examples(topic: Topic) -> &'static [Example] {
    match topic {
        Topic::NimSum | Topic::Proof => &[Example::GermanGame, Example::PPosition, Example::Slides],
        // The lab handout's own rows, on the two topics that follow its notation.
        Topic::Columns | Topic::Bouton => &[
            Example::Lab,
            Example::GermanGame,
            Example::PPosition,
            Example::Slides,
        ],
        Topic::Mirror => &[Example::TwoRows],
        Topic::Misere => &[Example::GermanEnding, Example::Marienbad],
        Topic::Record => &[Example::GermanGame],
    }
}

/// Where the focus goes when an explanation opens from the menu: its Next button, or Close
/// when it has a single step.
pub const FIRST_FOCUS: &str = "[data-first-focus]";

/// Gives the keyboard focus to the open explanation's [`FIRST_FOCUS`] control.
pub fn focus_first() {
    if let Some(el) = find_focusable(FIRST_FOCUS) {
        let _ = el.focus();
    }
}

/// The explanation panel.
#[component]
pub fn ExplainPanel(props: &Props) -> Html {
    let lang = use_lang();
    // The (topic, step) whose answer is revealed: every visit of a step starts hidden again.
    let revealed = use_state_eq(|| None::<(Topic, u32)>);
    {
        let revealed = revealed.clone();
        let at = props.explanation.map(|e| (e.topic, e.step));
        use_effect_with(at, move |&at| {
            if *revealed != at {
                revealed.set(None);
            }
        });
    }
    let copied = use_state(|| None::<(u32, bool)>);
    let steps = props.steps.len() as u32;
    let explanation = props.explanation;
    let current = explanation.and_then(|e| props.steps.get(e.step as usize - 1).map(|s| (e, s)));
    let has_answer = current.is_some_and(|(_, s)| s.answer.is_some());
    let lecture = explanation.is_some_and(|e| e.lecture);
    let is_revealed = explanation.is_some_and(|e| *revealed == Some((e.topic, e.step)));
    let hidden = lecture && has_answer && !is_revealed;

    let go = {
        let on_change = props.on_change.clone();
        move |e: Explanation, step: u32| {
            let on_change = on_change.clone();
            Callback::from(move |_: MouseEvent| on_change.emit(Some(Explanation { step, ..e })))
        }
    };

    // The keys, on the document, while an explanation is open.
    {
        let on_change = props.on_change.clone();
        let revealed = revealed.clone();
        use_effect_with(
            (explanation, steps, hidden),
            move |&(explanation, steps, hidden)| {
                let listener = explanation.map(|e| {
                    let options = EventListenerOptions::enable_prevent_default();
                    EventListener::new_with_options(
                        &gloo::utils::document(),
                        "keydown",
                        options,
                        move |event| {
                            let Some(key) = event.dyn_ref::<web_sys::KeyboardEvent>() else {
                                return;
                            };
                            if key.ctrl_key()
                                || key.alt_key()
                                || key.meta_key()
                                || key.default_prevented()
                                || key_belongs_to_target(event.target(), &key.key(), e.lecture)
                            {
                                return;
                            }
                            let Some(action) = key_action(&key.key(), key.shift_key()) else {
                                return;
                            };
                            event.prevent_default();
                            let step = match action {
                                KeyAction::Reveal | KeyAction::Next if hidden => {
                                    // The Reveal button goes away: its focus moves on to Next,
                                    // as its click's does (the rescue would take the lecture
                                    // toggle, which Enter turns off).
                                    let on_reveal = gloo::utils::document()
                                        .active_element()
                                        .is_some_and(|a| a.class_name() == "reveal");
                                    revealed.set(Some((e.topic, e.step)));
                                    if on_reveal {
                                        focus_first();
                                    }
                                    return;
                                }
                                KeyAction::Reveal => return,
                                // In lecture mode Escape first leaves it, at the same step: a
                                // lecturer who leaves full screen keeps the place.
                                KeyAction::Close if e.lecture => {
                                    exit_fullscreen();
                                    return on_change.emit(Some(Explanation {
                                        lecture: false,
                                        ..e
                                    }));
                                }
                                KeyAction::Close => return on_change.emit(None),
                                KeyAction::Next => (e.step + 1).min(steps.max(1)),
                                KeyAction::Prev => e.step.saturating_sub(1).max(1),
                                KeyAction::First => 1,
                                KeyAction::Last => steps.max(1),
                            };
                            if step != e.step {
                                on_change.emit(Some(Explanation { step, ..e }));
                            }
                        },
                    )
                });
                move || drop(listener)
            },
        );
    }

    let hide = current.map(|(_, s)| s.hide).unwrap_or_default();
    let hide_attr = hidden.then(|| {
        let marks = [
            (hide.moves, "moves"),
            (hide.rows, "rows"),
            (hide.cols, "cols"),
        ];
        let marks = marks.iter().filter(|(on, _)| *on).map(|(_, w)| w);
        hide.sums
            .words()
            .iter()
            .chain(marks)
            .copied()
            .collect::<Vec<_>>()
            .join(" ")
    });
    // A step that shows its own position on the board frames the board and the binary panel
    // (marked on <body>, as the hidden answer's parts are).
    let step_view = current.is_some_and(|(_, s)| s.shows.is_some());
    use_effect_with(step_view, |&on| {
        mark_body(|body| {
            body.toggle_attribute_with_force("data-step-view", on)
                .map(drop)
        });
        || mark_body(|body| body.remove_attribute("data-step-view"))
    });
    // What the hidden answer must hide is marked on <body>, so the stylesheet can reach the
    // board and the binary panel without :has() (which costs every move a full restyle).
    use_effect_with(hide_attr.clone(), |hide| {
        match hide {
            Some(words) => mark_body(|body| body.set_attribute("data-hide", words)),
            None => mark_body(|body| body.remove_attribute("data-hide")),
        }
        || mark_body(|body| body.remove_attribute("data-hide"))
    });

    // In lecture mode each step brings what it points at into its panel's view and sets its
    // words small enough to fit the screen (again when the window changes size, and when the
    // steps are made anew at the same number: after a move, or once a solve ends).
    let steps_made = Rc::as_ptr(&props.steps) as usize;
    use_effect_with(
        (explanation, hidden, lang, steps_made),
        |&(explanation, ..)| {
            let listener = explanation.filter(|e| e.lecture).map(|_| {
                // In the next frame, before it is painted: the page marks lecture mode on <body>
                // in an effect that runs after this one, and the header it hides would make every
                // step look too tall.
                let _ = gloo::utils::window().request_animation_frame(
                    Closure::once_into_js(|| {
                        fit_lecture_step();
                        reveal_highlights();
                    })
                    .unchecked_ref(),
                );
                EventListener::new(&gloo::utils::window(), "resize", |_| fit_lecture_step())
            });
            move || drop(listener)
        },
    );

    // The explanation open last, whose menu button gets the focus back when it closes.
    let last_topic = use_mut_ref(|| None::<Topic>);
    if let Some(e) = explanation {
        *last_topic.borrow_mut() = Some(e.topic);
    }
    // An explanation opened from the menu (or at a move, from "Why this move?") takes the
    // focus to its Next button.
    use_effect_with(explanation.map(|e| (e.topic, e.step)), |opened| {
        if opened.is_some() && opened_from_menu() {
            focus_first();
        }
    });
    let Some(e) = explanation else {
        let on_open = props.on_change.reform(|topic| {
            Some(Explanation {
                topic,
                step: 1,
                lecture: false,
            })
        });
        let focus = *last_topic.borrow();
        return html! { <ExplainMenu on_open={on_open} focus={focus} /> };
    };

    let on_close = {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| {
            exit_fullscreen();
            on_change.emit(None)
        })
    };
    let on_lecture = {
        let on_change = props.on_change.clone();
        Callback::from(move |_: MouseEvent| {
            let on = !e.lecture;
            if on {
                request_fullscreen();
            } else {
                exit_fullscreen();
            }
            on_change.emit(Some(Explanation { lecture: on, ..e }))
        })
    };
    let on_fullscreen = Callback::from(|_: MouseEvent| {
        if gloo::utils::document().fullscreen_element().is_some() {
            exit_fullscreen();
        } else {
            request_fullscreen();
        }
    });
    let on_reveal = {
        let revealed = revealed.clone();
        // The button goes away with the click: the focus moves on to Next (the focus rescue
        // would take the nearest control before it, the lecture toggle, which Enter turns off).
        Callback::from(move |_: MouseEvent| {
            revealed.set(Some((e.topic, e.step)));
            focus_first();
        })
    };
    let on_jump = {
        let on_change = props.on_change.clone();
        Callback::from(move |ev: Event| {
            let select: web_sys::HtmlSelectElement = ev.target_unchecked_into();
            if let Ok(step) = select.value().parse::<u32>() {
                on_change.emit(Some(Explanation { step, ..e }));
            }
        })
    };
    let on_copy = {
        let copied = copied.clone();
        Callback::from(move |_: MouseEvent| {
            let href = web_sys::window()
                .and_then(|w| w.location().href().ok())
                .unwrap_or_default();
            copied.set(Some((e.step, clipboard_write(&href).is_ok())));
        })
    };

    // A link holds the position, not the moves: the commentary on a game played here opens
    // elsewhere as a game of perfect play from the position on screen, and the note says so.
    let played = matches!(
        props.steps.first().map(|s| &s.msg),
        Some(StepMsg::RecordOwn { .. })
    );
    let copy_note = match *copied {
        Some((step, ok)) if step == e.step => {
            let mut note = explain_ui(lang, if ok { Ui::Copied } else { Ui::CopyFailed });
            if played {
                lang.push_sentence(&mut note, &explain_ui(lang, Ui::LinkHasNoMoves));
            }
            Some(note)
        }
        _ => None,
    };

    html! {
        <section
            class={classes!("explain-panel", "open", hidden.then_some("answer-hidden"))}
            data-testid="explain-panel"
            data-topic={e.topic.word()}
            data-step={e.step.to_string()}
            data-steps={steps.to_string()}
            data-hide={hide_attr}
            aria-labelledby="explain-heading"
        >
            <header class="explain-head">
                <h2 id="explain-heading">{ explain_ui(lang, Ui::Title(e.topic)) }</h2>
                <div class="explain-tools">
                    <button data-testid="lecture-toggle" aria-pressed={e.lecture.to_string()} onclick={on_lecture}>{ explain_ui(lang, Ui::Lecture) }</button>
                    if e.lecture {
                        <button data-testid="explain-fullscreen" onclick={on_fullscreen}>{ explain_ui(lang, Ui::Fullscreen) }</button>
                    }
                    <button class="close" data-testid="explain-close" data-first-focus={(e.step >= steps).then_some("")} aria-label={explain_ui(lang, Ui::Close)} title={explain_ui(lang, Ui::Close)} onclick={on_close}>{ "×" }</button>
                </div>
            </header>
            if let Some((_, step)) = current {
                // The words are read out when the step changes, and the answer when it is
                // revealed; the figure is not (a table read cell by cell is a jumble of digits),
                // and it stays on the page to be read in its place.
                <div class="explain-step">
                    // Keyed by the step: a step whose words are the last one's is read out too.
                    <div class="explain-words" aria-live="polite">
                        <div key={e.step}>
                            { explain_text(&step_text(lang, &step.msg)) }
                            if let Some(shown) = &step.shows {
                                <p class="explain-board" data-testid="explain-board">{ unbroken(&board_shows(lang, &shown.rows, shown.ending)) }</p>
                            }
                        </div>
                    </div>
                    if let Some(f) = &step.figure {
                        { figure(lang, f, hidden) }
                    }
                    <div class="explain-reply" aria-live="polite">
                        if let (Some(answer), false) = (&step.answer, hidden) {
                            <p key={e.step} class="explain-answer" data-testid="explain-answer">
                                <span class="answer-label">{ explain_ui(lang, Ui::Answer) }{ lang.colon() }</span>
                                { unbroken(&step_text(lang, answer)) }
                            </p>
                        }
                    </div>
                    if let (Some(_), true) = (&step.answer, hidden) {
                        <button class="reveal" data-testid="explain-reveal" onclick={on_reveal}>{ explain_ui(lang, Ui::Reveal) }</button>
                    }
                </div>
            }
            <nav class="explain-nav" aria-label={explain_ui(lang, Ui::Jump)} data-keep-focus="">
                <button class="prev" data-testid="explain-prev" disabled={e.step <= 1} onclick={go(e, e.step.saturating_sub(1).max(1))}>{ "← " }{ explain_ui(lang, Ui::Prev) }</button>
                // A span's aria-label is not read out: the words are hidden text beside the figures.
                <span class="counter" data-testid="explain-step-counter" data-step={e.step.to_string()} data-steps={steps.to_string()}>
                    <span aria-hidden="true">{ format!("{} / {}", e.step, steps) }</span>
                    <span class="sr-only">{ explain_ui(lang, Ui::Counter { step: e.step as usize, steps: steps as usize }) }</span>
                </span>
                <label class="jump">
                    <span class="sr-only">{ explain_ui(lang, Ui::Jump) }</span>
                    <select data-testid="explain-jump" onchange={on_jump}>
                        { for (1..=steps).map(|n| html! { <option value={n.to_string()} selected={n == e.step}>{ n }</option> }) }
                    </select>
                </label>
                <button class="next" data-testid="explain-next" data-first-focus={(e.step < steps).then_some("")} disabled={e.step >= steps} onclick={go(e, (e.step + 1).min(steps.max(1)))}>{ explain_ui(lang, Ui::Next) }{ " →" }</button>
            </nav>
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
        </section>
    }
}

/// The words of a step that are longer than this are set smaller in lecture mode, so that its
/// question and the reveal stay above the step bar without scrolling.
const LONG_STEP: usize = 320;

/// A step's words, with the positions in them kept on one line.
fn explain_text(text: &str) -> Html {
    let long = text.chars().count() > LONG_STEP;
    html! {
        <p class={classes!("explain-text", long.then_some("long"))} data-testid="explain-text">{ unbroken(text) }</p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_clicker_drives_the_steps() {
        assert_eq!(key_action("PageDown", false), Some(KeyAction::Next));
        assert_eq!(key_action("PageUp", false), Some(KeyAction::Prev));
        assert_eq!(key_action(" ", false), Some(KeyAction::Next));
        assert_eq!(key_action(" ", true), Some(KeyAction::Prev));
        assert_eq!(key_action("ArrowLeft", false), Some(KeyAction::Prev));
        assert_eq!(key_action("End", false), Some(KeyAction::Last));
        assert_eq!(key_action("Escape", false), Some(KeyAction::Close));
        assert_eq!(key_action("x", false), None);
    }

    #[test]
    fn example_links_open_the_explanation() {
        assert_eq!(
            example_link(Example::Marienbad, Topic::Misere, true),
            "#/play?rows=1,3,5,7&end=misere&explain=misere&step=1&lecture=on"
        );
        assert_eq!(
            example_link(Example::TwoRows, Topic::Mirror, false),
            "#/play?rows=7,4&explain=mirror&step=1"
        );
        assert_eq!(
            example_link(Example::Lab, Topic::Bouton, false),
            "#/play?rows=3,4,9&explain=bouton&step=1"
        );
        assert!(examples(Topic::Columns).contains(&Example::Lab));
    }
}

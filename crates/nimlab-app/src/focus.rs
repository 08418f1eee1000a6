//! Keeps the keyboard focus on the page when the control that held it goes away.
//!
//! A button that disables itself (Undo at the first move, Next at the last step), or that a
//! render removes (the last stick of a game, a closed panel), drops the focus to `<body>`:
//! a keyboard user then starts again from the top of the page. Browsers fire `focusout`
//! without a `relatedTarget` in both cases; one listener for the whole app moves the focus to
//! the nearest control still there: the next one after a disabled control in its group (or
//! the one before it), or the first one in the closest group that survived a removal.

use gloo::events::{EventListener, EventListenerOptions};
use gloo::timers::callback::Timeout;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use web_sys::{Element, FocusEvent, HtmlElement, Node};
use yew::prelude::*;

/// The controls a keyboard user can reach with Tab.
const FOCUSABLE: &str = "button:not([disabled]), a[href], input:not([disabled]), \
    select:not([disabled]), textarea:not([disabled]), summary, [tabindex]:not([tabindex=\"-1\"])";

/// Installs the listener for the app's lifetime.
#[hook]
pub fn use_focus_rescue() {
    use_effect_with((), |_| {
        let document = gloo::utils::document();
        // The ancestors of the control focused last, nearest first: after a removal the
        // control has no parent left to start from.
        let ancestors: Rc<RefCell<Vec<Element>>> = Rc::default();
        let remember = {
            let ancestors = ancestors.clone();
            EventListener::new_with_options(
                &document,
                "focusin",
                EventListenerOptions::run_in_capture_phase(),
                move |e| {
                    let mut chain = Vec::new();
                    let mut at = e.target().and_then(|t| t.dyn_into::<Element>().ok());
                    while let Some(el) = at {
                        at = el.parent_element();
                        chain.push(el);
                    }
                    *ancestors.borrow_mut() = chain;
                },
            )
        };
        let rescue = EventListener::new_with_options(
            &document,
            "focusout",
            EventListenerOptions::run_in_capture_phase(),
            move |e| {
                let Some(e) = e.dyn_ref::<FocusEvent>() else {
                    return;
                };
                if e.related_target().is_some() {
                    return;
                }
                let Some(lost) = e.target().and_then(|t| t.dyn_into::<HtmlElement>().ok()) else {
                    return;
                };
                let chain = ancestors.borrow().clone();
                // After the render that disabled or removed it: then nothing else took the focus.
                Timeout::new(0, move || restore(&lost, &chain)).forget();
            },
        );
        move || drop((remember, rescue))
    });
}

/// Focuses the control nearest to `lost`, when the focus fell to the page because `lost`
/// was disabled or removed (never when a person clicked elsewhere).
fn restore(lost: &HtmlElement, chain: &[Element]) {
    let document = gloo::utils::document();
    let on_page = document.active_element().is_none_or(|a| {
        document
            .body()
            .is_some_and(|b| a == *b.unchecked_ref::<Element>())
    });
    let gone = !lost.is_connected();
    let disabled = lost.has_attribute("disabled");
    if !on_page || !(gone || disabled) {
        return;
    }
    let lost_node: &Node = lost.unchecked_ref();
    // The nearest group still on the page that holds another control.
    for group in chain.iter().skip(1).filter(|g| g.is_connected()) {
        let Ok(list) = group.query_selector_all(FOCUSABLE) else {
            continue;
        };
        let controls: Vec<HtmlElement> = (0..list.length())
            .filter_map(|i| list.item(i)?.dyn_into::<HtmlElement>().ok())
            .filter(|c| c != lost)
            .collect();
        let pick = if gone {
            controls.first()
        } else {
            let after = |c: &&HtmlElement| {
                lost_node.compare_document_position(c) & Node::DOCUMENT_POSITION_FOLLOWING != 0
            };
            controls
                .iter()
                .find(after)
                .or_else(|| controls.iter().rev().find(|c| !after(c)))
        };
        if let Some(control) = pick {
            let _ = control.focus();
            return;
        }
    }
}

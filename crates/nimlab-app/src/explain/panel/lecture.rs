//! Lecture mode on the screen: full screen, a step's type scaled to fit, and what the step
//! points at scrolled into view.

use crate::i18n::Lang;
use crate::route::Explanation;
use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

/// The smallest scale of a lecture step's type: below it the step scrolls.
const MIN_FIT: f64 = 0.7;

/// Puts the page in full screen (lecture mode turned on, or the full screen button).
pub fn request_fullscreen() {
    if let Some(root) = gloo::utils::document().document_element() {
        let _ = root.request_fullscreen();
    }
}

/// Leaves full screen, if the page is in it.
pub fn exit_fullscreen() {
    let document = gloo::utils::document();
    if document.fullscreen_element().is_some() {
        document.exit_fullscreen();
    }
}

/// In lecture mode each step brings what it points at into its panel's view and sets its
/// words small enough to fit the screen (again when the window changes size, and when the
/// steps are made anew at the same number, `steps_made`: after a move, or once a solve ends).
#[hook]
pub fn use_lecture_fit(
    explanation: Option<Explanation>,
    hidden: bool,
    lang: Lang,
    steps_made: usize,
) {
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
}

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
    let Some(by) = scroll_by(start, end, f64::from(size), room) else {
        return;
    };
    match vertical {
        true => boxed.set_scroll_top(boxed.scroll_top() + by),
        false => boxed.set_scroll_left(boxed.scroll_left() + by),
    }
}

/// How far to scroll a box of `size` so that a target from `start` to `end` (relative to the
/// box's view) comes into view with `room` around it; `None` when it is in view. A target
/// larger than the box shows its start.
fn scroll_by(start: f64, end: f64, size: f64, room: f64) -> Option<i32> {
    let by = if start < 0.0 {
        start - room
    } else if end > size {
        (end - size + room).min(start - room)
    } else {
        return None;
    };
    Some(by.round() as i32)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[track_caller]
    fn check(start: f64, end: f64, size: f64, want: Option<i32>) {
        assert_eq!(
            scroll_by(start, end, size, 8.0),
            want,
            "{start}..{end} in {size}"
        );
    }

    #[test]
    fn a_target_scrolls_into_view_by_the_least() {
        for (start, end, size, want) in [
            (10.0, 50.0, 100.0, None),
            (-20.0, 20.0, 100.0, Some(-28)),
            (80.0, 120.0, 100.0, Some(28)),
            (30.0, 160.0, 100.0, Some(22)),
            (0.0, 100.0, 100.0, None),
        ] {
            check(start, end, size, want);
        }
    }
}

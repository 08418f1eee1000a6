//! Lecture mode on the screen: full screen, and what a step points at scrolled into view. The
//! slide's layout (web/theory.css) fits every step at its full type size: nothing here shrinks
//! type.

use crate::route::Explanation;
use gloo::events::EventListener;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use yew::prelude::*;

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

/// In lecture mode each step brings what it points at into the view of the board and the
/// binary panel (again when the window changes size, and when the steps are made anew at the
/// same number, `steps_made`: after a move, or once a solve ends).
#[hook]
pub fn use_lecture_reveal(explanation: Option<Explanation>, hidden: bool, steps_made: usize) {
    use_effect_with((explanation, hidden, steps_made), |&(explanation, ..)| {
        let listener = explanation.filter(|e| e.lecture).map(|_| {
            // In the next frame: the page marks lecture mode on <body> in an effect that runs
            // after this one, and the slide's layout follows that mark.
            let _ = gloo::utils::window()
                .request_animation_frame(Closure::once_into_js(reveal_highlights).unchecked_ref());
            EventListener::new(&gloo::utils::window(), "resize", |_| reveal_highlights())
        });
        move || drop(listener)
    });
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

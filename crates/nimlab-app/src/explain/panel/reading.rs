//! An explanation read outside lecture mode: `<body>` is marked `explaining`, so that on a
//! laptop's screen the stylesheet keeps the board's column in view beside the step while the
//! page scrolls to the step (a mark, not :has(), which would restyle the page on every move).

use crate::ui::body::mark_body;
use yew::prelude::*;

/// Marks `<body>` with `explaining` while an explanation is `open` outside lecture mode.
#[hook]
pub fn use_reading_mark(open: bool) {
    use_effect_with(open, |&open| {
        mark_body(|body| body.class_list().toggle_with_force("explaining", open));
        || mark_body(|body| body.class_list().remove_1("explaining"))
    });
}

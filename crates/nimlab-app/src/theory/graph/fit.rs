//! Lecture mode's labels on a drawing fitted to the screen: however far the drawing is scaled
//! down, its node labels and marks are drawn at 18 CSS px at least, as all text on a slide.

use gloo::events::EventListener;
use yew::prelude::*;

/// The smallest drawn size of a slide's text, in CSS px (18, with a margin for rounding).
const MIN_PX: f64 = 18.5;
/// The smallest text of a drawing (its marks), in its own units.
const SMALLEST_UNITS: f64 = 13.0;

/// How much a drawing's text must grow (at least 1) so its smallest text is drawn at
/// [`MIN_PX`], in a box of `box_w` × `box_h` px showing a view `view_w` × `view_h` units wide
/// and high (fitted whole, as SVG's default `preserveAspectRatio` does).
pub fn label_scale(box_w: f64, box_h: f64, view_w: f64, view_h: f64) -> f64 {
    if !(box_w > 0.0 && box_h > 0.0 && view_w > 0.0 && view_h > 0.0) {
        return 1.0;
    }
    let px_per_unit = (box_w / view_w).min(box_h / view_h);
    (MIN_PX / (SMALLEST_UNITS * px_per_unit)).max(1.0)
}

/// Measures the drawing on the slide and puts its text's scale on the page as `--label-k`.
fn fit_labels() {
    let document = gloo::utils::document();
    let (Ok(Some(page)), Ok(Some(svg))) = (
        document.query_selector(".graph-page.lecture"),
        document.query_selector(".graph-page.lecture svg.graph"),
    ) else {
        return;
    };
    let view: Vec<f64> = svg
        .get_attribute("viewBox")
        .unwrap_or_default()
        .split_whitespace()
        .filter_map(|v| v.parse().ok())
        .collect();
    let rect = svg.get_bounding_client_rect();
    if let [_, _, w, h] = view[..] {
        let k = label_scale(rect.width(), rect.height(), w, h);
        let _ = page.set_attribute("style", &format!("--label-k: {k:.3}"));
    }
}

/// In lecture mode, fits the labels after each render and when the window changes size.
#[hook]
pub fn use_label_fit(lecture: bool) {
    use_effect(fit_labels);
    use_effect_with(lecture, |&lecture| {
        let listener =
            lecture.then(|| EventListener::new(&gloo::utils::window(), "resize", |_| fit_labels()));
        move || drop(listener)
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(box_w: f64, box_h: f64, view_w: f64, view_h: f64, want: f64) {
        let k = label_scale(box_w, box_h, view_w, view_h);
        assert!(
            (k - want).abs() < 1e-3,
            "{box_w}×{box_h} of {view_w}×{view_h}: {k}, not {want}"
        );
    }

    #[test]
    fn text_grows_only_where_the_drawing_is_scaled_below_legible() {
        for (box_w, box_h, view_w, view_h, want) in [
            // Drawn 1.5 times its size: 13 units are 19.5 px, nothing grows.
            (600.0, 600.0, 400.0, 300.0, 1.0),
            // A heap's flat line across 980 px: half its size, so about three times the text.
            (980.0, 400.0, 1960.0, 100.0, 18.5 / 6.5),
            // The height decides when it is the tighter side.
            (2000.0, 100.0, 400.0, 400.0, 18.5 / 3.25),
            // No box yet (not laid out): as drawn.
            (0.0, 0.0, 400.0, 300.0, 1.0),
        ] {
            check(box_w, box_h, view_w, view_h, want);
        }
    }
}

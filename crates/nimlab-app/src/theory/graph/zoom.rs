//! The drawing's zoom: smaller, the size shown, larger; from fitting its box up to three
//! times its width (for a projector or a phone).

use crate::theory::graph::page::ZOOMS;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`GraphZoom`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The zoom level: 0 fits the drawing into its box; k > 0 draws it at `ZOOMS[k - 1]`.
    pub level: UseStateHandle<usize>,
}

/// A zoom button's click: one size larger (`by` = 1) or smaller (−1), within fit … ZOOMS.
fn step_zoom(level: &UseStateHandle<usize>, by: isize) -> Callback<MouseEvent> {
    let level = level.clone();
    Callback::from(move |_| level.set(level.saturating_add_signed(by).min(ZOOMS.len())))
}

/// The zoom buttons and the size between them.
#[component]
pub fn GraphZoom(props: &Props) -> Html {
    let lang = use_lang();
    let level = &props.level;
    let at = **level;
    let zoom = level.checked_sub(1).map(|k| ZOOMS[k]);
    html! {
        <div class="zoom" role="group" aria-label={tt(lang, &T::ZoomLabel)} data-keep-focus="">
            <button type="button" data-testid="zoom-out" aria-label={tt(lang, &T::ZoomOut)}
                disabled={at == 0} onclick={step_zoom(level, -1)}>{ "−" }</button>
            <span data-testid="zoom-level" aria-live="polite">
                { tt(lang, &T::ZoomLevel { percent: zoom.map_or(0, |z| (z * 100.0) as u64) }) }
            </span>
            <button type="button" data-testid="zoom-in" aria-label={tt(lang, &T::ZoomIn)}
                disabled={at == ZOOMS.len()} onclick={step_zoom(level, 1)}>{ "+" }</button>
        </div>
    }
}

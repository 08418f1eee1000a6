//! Lecture mode's text size for the room: A− and A+ step the CSS custom property
//! `--lecture-scale` on `<html>`, which every lecture stylesheet rule multiplies its type by
//! (`calc(<size> * var(--lecture-scale, 1))`), and local storage remembers it. Any page in
//! lecture mode shows the control; only lecture mode uses it, so the first module drops it.

use crate::i18n::Lang;
use crate::ui::context::use_lang;
use crate::ui::settings::{load_lecture_scale, save_lecture_scale};
use yew::prelude::*;

/// The sizes offered, in percent of lecture mode's own: smaller for a small hall's screen,
/// larger for the back rows of a large one.
pub const SCALES: [u32; 6] = [85, 100, 115, 130, 145, 160];
/// The size before anyone chose one.
pub const DEFAULT_SCALE: u32 = 100;

/// A stored size, if it is one of [`SCALES`] (anything else is the default).
pub fn parse_scale(stored: Option<&str>) -> u32 {
    stored
        .and_then(|s| s.trim().parse::<u32>().ok())
        .filter(|p| SCALES.contains(p))
        .unwrap_or(DEFAULT_SCALE)
}

/// The size one step larger (`up`) or smaller than `percent`, within [`SCALES`].
pub fn step_scale(percent: u32, up: bool) -> u32 {
    let i = SCALES.iter().position(|&p| p == percent).unwrap_or(1);
    let j = if up {
        (i + 1).min(SCALES.len() - 1)
    } else {
        i.saturating_sub(1)
    };
    SCALES[j]
}

/// `<html>`'s inline style with `--lecture-scale` set to `percent`, other declarations kept.
pub fn with_scale(style: &str, percent: u32) -> String {
    let mut parts: Vec<String> = style
        .split(';')
        .map(str::trim)
        .filter(|d| !d.is_empty() && !d.starts_with("--lecture-scale"))
        .map(str::to_string)
        .collect();
    parts.push(format!("--lecture-scale: {}", f64::from(percent) / 100.0));
    parts.join("; ")
}

/// Puts `percent` on `<html>` as `--lecture-scale`.
fn apply(percent: u32) {
    if let Some(root) = gloo::utils::document().document_element() {
        let style = root.get_attribute("style").unwrap_or_default();
        let _ = root.set_attribute("style", &with_scale(&style, percent));
    }
}

fn words(lang: Lang, which: u8, percent: u32) -> String {
    match which {
        0 => crate::text!(lang, "Text size", "Textgröße", "文字の大きさ"),
        1 => crate::text!(lang, "Smaller text", "Kleinere Schrift", "文字を小さく"),
        2 => crate::text!(lang, "Larger text", "Größere Schrift", "文字を大きく"),
        _ => crate::text!(lang, "{0} %", "{0} %", "{0}%", percent),
    }
}

/// The stored size, applied to `<html>` when a page in lecture mode mounts.
#[hook]
pub fn use_lecture_scale() -> UseStateHandle<u32> {
    let scale = use_state(|| parse_scale(load_lecture_scale().as_deref()));
    use_effect_with(*scale, |&p| apply(p));
    scale
}

/// Properties of [`TextSize`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The size on screen (from [`use_lecture_scale`]).
    pub scale: UseStateHandle<u32>,
}

/// A− and A+ with the size between them, a labelled group.
#[component]
pub fn TextSize(props: &Props) -> Html {
    let lang = use_lang();
    let percent = *props.scale;
    let change = |up: bool| {
        let scale = props.scale.clone();
        Callback::from(move |_: MouseEvent| {
            let p = step_scale(*scale, up);
            save_lecture_scale(p);
            scale.set(p);
        })
    };
    let (first, last) = (SCALES[0], SCALES[SCALES.len() - 1]);
    html! {
        <div class="text-size" role="group" aria-label={words(lang, 0, percent)} data-testid="text-size">
            <span aria-hidden="true">{ words(lang, 0, percent) }</span>
            <button type="button" data-testid="text-smaller" aria-label={words(lang, 1, percent)}
                disabled={percent == first} onclick={change(false)}>{ "A−" }</button>
            <output data-testid="text-size-value" data-scale={percent.to_string()} aria-live="polite">{ words(lang, 3, percent) }</output>
            <button type="button" data-testid="text-larger" aria-label={words(lang, 2, percent)}
                disabled={percent == last} onclick={change(true)}>{ "A+" }</button>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(stored: Option<&str>, up: bool, want_read: u32, want_stepped: u32) {
        let read = parse_scale(stored);
        assert_eq!(
            (read, step_scale(read, up)),
            (want_read, want_stepped),
            "{stored:?} up {up}"
        );
    }

    #[test]
    fn stored_sizes_are_read_defensively_and_stepped_within_the_range() {
        for (stored, up, read, stepped) in [
            (None, true, 100, 115),
            (None, false, 100, 85),
            (Some("130"), true, 130, 145),
            (Some(" 160 "), true, 160, 160),
            (Some("85"), false, 85, 85),
            (Some("120"), true, 100, 115),
            (Some("-5"), false, 100, 85),
            (Some("large"), true, 100, 115),
            (Some("99999999999999999999"), true, 100, 115),
        ] {
            check(stored, up, read, stepped);
        }
    }

    #[test]
    fn the_scale_replaces_its_old_value_and_keeps_other_styles() {
        for (style, percent, want) in [
            ("", 100, "--lecture-scale: 1"),
            ("--lecture-scale: 1.3", 85, "--lecture-scale: 0.85"),
            (
                "color: red; --lecture-scale: 1",
                145,
                "color: red; --lecture-scale: 1.45",
            ),
        ] {
            assert_eq!(with_scale(style, percent), want, "{style}");
        }
    }
}

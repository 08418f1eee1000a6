//! Component tests of the split explanation of a take-and-break position in headless
//! Chromium: Kayles 3-5 stepped through by click and key, lecture mode's hidden answers, a
//! step beyond the last, and the three languages.

#![cfg(target_arch = "wasm32")]

use nimlab_app::i18n::Lang;
use nimlab_app::theory::split_explain::SplitExplanation;
use nimlab_core::octal::TakeBreak;
use std::cell::RefCell;
use std::rc::Rc;
use wasm_bindgen::prelude::*;
use wasm_bindgen_test::*;
use web_sys::Element;
use yew::prelude::*;
use yew::AppHandle;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = "
export function press(key) {
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}
")]
extern "C" {
    fn press(key: &str);
}

async fn key(k: &str) {
    press(k);
    settle().await;
}

/// The explanation as a page holds it: the step and lecture mode it shows, or closed.
#[derive(Properties, PartialEq)]
struct HostProps {
    lang: Lang,
    rows: Vec<u64>,
    step: u32,
    lecture: bool,
}

#[component]
fn Host(props: &HostProps) -> Html {
    let at = use_state(|| Some((props.step, props.lecture)));
    let on_change = {
        let at = at.clone();
        Callback::from(move |next: Option<(u32, bool)>| at.set(next))
    };
    let Some((step, lecture)) = *at else {
        return html! { <p data-testid="closed" /> };
    };
    html! {
        <ContextProvider<Lang> context={props.lang}>
            <SplitExplanation game={TakeBreak::kayles()} rows={Rc::new(props.rows.clone())}
                {step} {lecture} {on_change} />
        </ContextProvider<Lang>>
    }
}

thread_local! {
    /// The explanation of the test before, unmounted first: one listens to the keys at a time.
    static MOUNTED: RefCell<Option<AppHandle<Host>>> = const { RefCell::new(None) };
}

async fn mount(lang: Lang, rows: &[u64], step: u32, lecture: bool) -> Element {
    if let Some(old) = MOUNTED.with(|m| m.borrow_mut().take()) {
        old.destroy();
        settle().await;
    }
    let div = root();
    let props = HostProps {
        lang,
        rows: rows.to_vec(),
        step,
        lecture,
    };
    let app = yew::Renderer::<Host>::with_root_and_props(div.clone(), props).render();
    MOUNTED.with(|m| *m.borrow_mut() = Some(app));
    settle().await;
    div
}

fn step(div: &Element) -> (String, String) {
    (
        attr(div, "explain-step-counter", "data-step"),
        attr(div, "explain-step-counter", "data-steps"),
    )
}

#[wasm_bindgen_test]
async fn kayles_three_five_step_by_step() {
    let div = mount(Lang::En, &[3, 5], 1, false).await;
    assert_eq!(step(&div), ("1".into(), "7".into()));
    assert_eq!(attr(&div, "explain-panel", "data-topic"), "split");
    assert!(text(&div, "explain-text").contains("The position: 3-5"));
    assert!(find(&div, "explain-prev").has_attribute("disabled"));
    click(&div, "explain-next").await;
    // Step 2: the row of 5 (row 2) loses its middle stick: 2 and 2 stay.
    let cut = find(&div, "split-figure");
    let cut_of = |name: &str| cut.get_attribute(name).unwrap_or_default();
    assert_eq!(
        ["data-row", "data-left", "data-take", "data-right"].map(cut_of),
        ["2", "2", "1", "2"]
    );
    click(&div, "explain-next").await;
    assert_eq!(
        text(&div, "explain-answer"),
        "Answer: γ(2) ⊕ γ(2) = 2 ⊕ 2 = 0"
    );
    click(&div, "explain-next").await;
    // Step 4: the five options of a row of 5, splits included, and their mex.
    assert_eq!(all(&div, "split-option").len(), 5);
    assert!(text(&div, "explain-answer").contains("mex{0, 1, 2, 3} = 4 ⇒ γ(5) = 4"));
    click(&div, "explain-next").await;
    assert!(text(&div, "explain-answer").contains("s = 3 ⊕ 4 = 7 ≠ 0"));
    click(&div, "explain-next").await;
    // Step 6: t = 4 ⊕ 7 = 3, reached by taking 2 and leaving 1 + 2.
    assert!(text(&div, "explain-text").contains("t = 4 ⊕ 7 = 3"));
    assert_eq!(attr(&div, "split-figure", "data-take"), "2");
    assert!(text(&div, "explain-answer").contains("The rows become 3-1-2"));
    click(&div, "explain-next").await;
    let leaves: Vec<String> = all(&div, "split-move")
        .iter()
        .map(|m| {
            format!(
                "{}:{}:{}",
                m.get_attribute("data-row").unwrap(),
                m.get_attribute("data-take").unwrap(),
                m.get_attribute("data-leaves").unwrap()
            )
        })
        .collect();
    assert_eq!(leaves, ["2:2:3", "2:2:1,2"]);
    assert!(find(&div, "explain-next").has_attribute("disabled"));
    click(&div, "explain-close").await;
    assert!(try_find(&div, "closed").is_some());
}

#[wasm_bindgen_test]
async fn keys_move_and_lecture_mode_hides_the_answers() {
    let div = mount(Lang::En, &[3, 5], 2, true).await;
    key("ArrowRight").await;
    // Step 3 has an answer: hidden until revealed, by the button or by the next key.
    assert_eq!(step(&div).0, "3");
    assert!(try_find(&div, "explain-answer").is_none());
    assert!(try_find(&div, "explain-reveal").is_some());
    key("ArrowRight").await;
    assert_eq!(step(&div).0, "3");
    assert!(try_find(&div, "explain-answer").is_some());
    // Steps 4 and 5 have answers too: each Next reveals, then moves on.
    for _ in 0..5 {
        key("ArrowRight").await;
    }
    // Step 6's figure would give the move away: hidden with the answer.
    assert_eq!(step(&div).0, "6");
    assert!(try_find(&div, "split-figure").is_none());
    click(&div, "explain-reveal").await;
    assert!(try_find(&div, "split-figure").is_some());
    key("End").await;
    assert_eq!(step(&div).0, "7");
    key("Home").await;
    assert_eq!(step(&div).0, "1");
    // Escape leaves lecture mode at the same step; a second one closes.
    assert_eq!(attr(&div, "lecture-toggle", "aria-pressed"), "true");
    key("Escape").await;
    assert_eq!(attr(&div, "lecture-toggle", "aria-pressed"), "false");
    assert!(try_find(&div, "explain-answer").is_none());
    key("Escape").await;
    assert!(try_find(&div, "closed").is_some());
}

#[wasm_bindgen_test]
async fn a_step_beyond_the_last_shows_the_last() {
    let div = mount(Lang::En, &[10, 2], 9, false).await;
    // A P-position: six steps, the last a move that leaves a non-zero sum.
    assert_eq!(step(&div), ("6".into(), "6".into()));
    assert!(text(&div, "explain-step-beyond").contains("step 9"));
    assert_eq!(attr(&div, "split-move", "data-leaves"), "4,4");
    assert_eq!(attr(&div, "split-move", "data-sum"), "2");
}

#[wasm_bindgen_test]
async fn german_and_japanese() {
    let div = mount(Lang::De, &[3, 5], 2, false).await;
    assert!(text(&div, "explain-text").contains("Reihe 2 hat 5"));
    assert!(find(&div, "explain-panel")
        .text_content()
        .unwrap()
        .contains("Reihen teilen: Kayles (0.77)"));
    let div = mount(Lang::Ja, &[3, 5], 5, false).await;
    assert!(text(&div, "explain-answer").contains("勝ち局面"));
}

//! Component tests of the step-through explanations in headless Chromium: open, step, jump,
//! keys, lecture mode and reveal, and what each step points at on the board and in the panel.

#![cfg(target_arch = "wasm32")]

use nimlab_app::play::page::Props as PlayProps;
use nimlab_app::route::{parse_hash, Route};
use nimlab_app::shell::module::PlayPage;
use std::cell::RefCell;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlSelectElement};
use yew::AppHandle;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

#[wasm_bindgen(inline_js = "
export function press(key, shift, target) {
  const el = target || document.body;
  el.dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey: shift, bubbles: true, cancelable: true }));
}
export function change(select, value) {
  select.value = value;
  select.dispatchEvent(new Event('change', { bubbles: true }));
}
")]
extern "C" {
    fn press(key: &str, shift: bool, target: Option<&Element>);
    fn change(select: &HtmlSelectElement, value: &str);
}

async fn key(k: &str) {
    press(k, false, None);
    settle().await;
}

fn step(root: &Element) -> (String, String) {
    (
        attr(root, "explain-step-counter", "data-step"),
        attr(root, "explain-step-counter", "data-steps"),
    )
}

fn has_class(element: &Element, class: &str) -> bool {
    element.class_name().split_whitespace().any(|c| c == class)
}

fn emphasized(root: &Element, test_id: &str) -> bool {
    has_class(&find(root, test_id), "emphasized")
}

thread_local! {
    /// The page of the test before: unmounted first, so that only one explanation listens to
    /// the document's keys (as in the app, which shows one play page).
    static MOUNTED: RefCell<Option<AppHandle<PlayPage>>> = const { RefCell::new(None) };
}

async fn play(hash: &str) -> Element {
    let Route::Play(link) = parse_hash(hash).0 else {
        panic!("{hash} is not a play link")
    };
    if let Some(old) = MOUNTED.with(|m| m.borrow_mut().take()) {
        old.destroy();
        settle().await;
    }
    let div = root();
    let app = yew::Renderer::<PlayPage>::with_root_and_props(
        div.clone(),
        PlayProps { link, last: false },
    )
    .render();
    MOUNTED.with(|m| *m.borrow_mut() = Some(app));
    settle().await;
    div
}

#[wasm_bindgen_test]
async fn the_panel_lists_every_explanation_and_opens_one() {
    let div = play("#/play?rows=22,5,13,27").await;
    for word in [
        "nimsum", "bouton", "proof", "mirror", "columns", "misere", "record",
    ] {
        assert!(
            try_find(&div, &format!("explain-open-{word}")).is_some(),
            "{word}"
        );
    }
    assert!(try_find(&div, "explain-text").is_none());
    click(&div, "explain-open-bouton").await;
    assert_eq!(step(&div), ("1".into(), "11".into()));
    assert!(text(&div, "explain-text").contains("E = n₁ xor n₂ xor n₃ xor n₄"));
    assert!(text(&div, "explain-answer").contains("E = 00101₂ = 5"));
    click(&div, "explain-close").await;
    assert!(try_find(&div, "explain-open-bouton").is_some());
    assert!(try_find(&div, "explain-step-counter").is_none());
}

#[wasm_bindgen_test]
async fn stepping_through_bouton_points_at_rows_columns_and_sticks() {
    let div = play("#/play?rows=22,5,13,27&explain=bouton&step=1").await;
    assert!(find(&div, "explain-prev").has_attribute("disabled"));
    click(&div, "explain-next").await;
    // Step 2: the highest 1 of E is in the column of 4.
    assert_eq!(step(&div).0, "2");
    assert!(text(&div, "explain-text").contains("column of 4"));
    assert!(emphasized(&div, "col-2"));
    assert!(!emphasized(&div, "col-0"));
    click(&div, "explain-next").await;
    click(&div, "explain-next").await;
    click(&div, "explain-next").await;
    // Step 5: row 1, B₁ = 19, take 3: sticks 20 to 22 are marked, stick 20 is clicked.
    assert_eq!(step(&div).0, "5");
    assert_eq!(
        text(&div, "explain-text"),
        "Row 1: compute B₁ = E xor n₁ = 5 xor 22."
    );
    assert!(text(&div, "explain-answer").contains("B₁ = 19 < 22"));
    assert!(emphasized(&div, "row-1") && !emphasized(&div, "row-2"));
    assert!(has_class(&find(&div, "stick-1-20"), "hint-click"));
    assert!(has_class(&find(&div, "stick-1-22"), "hint-take"));
    assert!(!has_class(&find(&div, "stick-1-19"), "hint-take"));
    click(&div, "explain-prev").await;
    assert_eq!(step(&div).0, "4");
    let select: HtmlSelectElement = find(&div, "explain-jump").dyn_into().unwrap();
    change(&select, "8");
    settle().await;
    // Step 8: row 4, B₄ = 30 > 27, no winning move.
    assert_eq!(step(&div).0, "8");
    assert!(text(&div, "explain-answer").contains("B₄ = 30 > 27"));
    assert!(!has_class(&find(&div, "stick-4-27"), "hint-take"));
    click(&div, "explain-next").await;
    click(&div, "explain-next").await;
    // Step 10: the table of every row replaced by its Bᵢ; rows 1 to 3 are moves.
    assert_eq!(step(&div), ("10".into(), "11".into()));
    assert_eq!(
        div.query_selector_all("[data-testid=\"replacement-e\"]")
            .unwrap()
            .length(),
        4
    );
    click(&div, "explain-next").await;
    assert_eq!(step(&div), ("11".into(), "11".into()));
    assert!(find(&div, "explain-next").has_attribute("disabled"));
}

#[wasm_bindgen_test]
async fn a_p_position_says_every_move_loses() {
    let div = play("#/play?rows=19,5,13,27&explain=bouton&step=2").await;
    assert_eq!(step(&div).1, "3");
    assert!(text(&div, "explain-text").contains("every move loses"));
    click(&div, "explain-next").await;
    assert!(text(&div, "explain-answer").contains("T = 1 ≠ 0"));
    assert!(has_class(&find(&div, "stick-1-19"), "hint-click"));
}

#[wasm_bindgen_test]
async fn keys_step_as_a_presenters_clicker_does() {
    let div = play("#/play?rows=22,5,13,27&explain=nimsum&step=1").await;
    key("ArrowRight").await;
    assert_eq!(step(&div).0, "2");
    key("PageDown").await;
    key(" ").await;
    assert_eq!(step(&div).0, "4");
    key("PageUp").await;
    assert_eq!(step(&div).0, "3");
    key("ArrowLeft").await;
    assert_eq!(step(&div).0, "2");
    key("End").await;
    assert_eq!(step(&div).0, step(&div).1);
    key("Home").await;
    assert_eq!(step(&div).0, "1");
    // Keys typed into a text field belong to it.
    let input = gloo::utils::document().create_element("input").unwrap();
    div.append_child(&input).unwrap();
    press("ArrowRight", false, Some(&input));
    settle().await;
    assert_eq!(step(&div).0, "1");
    // The board keeps its arrow keys for moving between sticks.
    press("ArrowRight", false, Some(&find(&div, "stick-1-1")));
    settle().await;
    assert_eq!(step(&div).0, "1");
}

#[wasm_bindgen_test]
async fn lecture_mode_hides_the_answer_until_revealed() {
    let div = play("#/play?rows=22,5,13,27&explain=nimsum&step=6&lecture=on").await;
    assert!(div.query_selector(".play.lecture").unwrap().is_some());
    assert_eq!(attr(&div, "lecture-toggle", "aria-pressed"), "true");
    // Step 6: count the 1s per column; the answer 2-2-3-2-3 is hidden, and so are the sums.
    assert!(try_find(&div, "explain-answer").is_none());
    assert_eq!(
        attr(&div, "explain-panel", "data-hide"),
        "ones parity sum outcome"
    );
    click(&div, "explain-reveal").await;
    assert!(text(&div, "explain-answer").contains("2-2-3-2-3"));
    assert!(find(&div, "explain-panel")
        .get_attribute("data-hide")
        .is_none());
    // The next step starts hidden again; a clicker's key first reveals, then advances.
    click(&div, "explain-next").await;
    assert_eq!(step(&div).0, "7");
    assert!(try_find(&div, "explain-answer").is_none());
    // The parities are asked: the counts revealed a step ago stay on screen.
    assert_eq!(
        attr(&div, "explain-panel", "data-hide"),
        "parity sum outcome"
    );
    key("PageDown").await;
    assert_eq!(step(&div).0, "7");
    assert!(text(&div, "explain-answer").contains("e-e-o-e-o"));
    key("PageDown").await;
    assert_eq!(step(&div).0, "8");
    assert_eq!(attr(&div, "explain-panel", "data-hide"), "sum outcome");
    key("r").await;
    assert!(text(&div, "explain-answer").contains("nim-sum = 00101₂ = 5"));
    // Leaving lecture mode shows every answer.
    click(&div, "lecture-toggle").await;
    assert!(div.query_selector(".play.lecture").unwrap().is_none());
    key("ArrowRight").await;
    assert!(text(&div, "explain-answer").contains("an N-position"));
}

#[wasm_bindgen_test]
async fn misere_marks_the_departure_on_the_german_ending() {
    let div = play("#/play?rows=1,5&end=misere&explain=misere&step=1").await;
    assert!(text(&div, "explain-text").contains("This game is played under the misère rule"));
    key("End").await;
    assert!(text(&div, "explain-text").contains("Misère departs at move 1, at 1-5"));
    assert!(text(&div, "explain-text").contains("take 5 from row 2 (→ 1-0)"));
    assert!(has_class(&find(&div, "stick-2-1"), "hint-click"));
    assert!(emphasized(&div, "row-2") && !emphasized(&div, "row-1"));
}

#[wasm_bindgen_test]
async fn the_record_comments_a_game_played_by_clicks() {
    let div = play("#/play?rows=3,4,5&explain=record&step=1").await;
    assert!(text(&div, "explain-text").contains("No move has been played yet"));
    click(&div, "stick-1-2").await;
    // 3-4-5 → 1-4-5: the winning move (nim-sum 2, take 2 from row 1).
    assert!(text(&div, "explain-text").contains("The game: 1 move from 3-4-5"));
    click(&div, "explain-next").await;
    assert!(text(&div, "explain-text").contains("Move 1: 3-4-5"));
    assert!(text(&div, "explain-answer").contains("A winning move"));
}

#[wasm_bindgen_test]
async fn the_record_names_the_winning_move_a_mistake_missed() {
    let div = play("#/play?rows=3,4,9&explain=record&step=1").await;
    // Row 3 takes 2 (a winning move, to 3-4-7), row 2 takes 1 (to 3-3-7), row 1 takes 3: a
    // mistake, since 3 ⊕ 3 ⊕ 7 = 7 is won only by 7 → 0 in row 3.
    for stick in ["stick-3-8", "stick-2-4", "stick-1-1"] {
        click(&div, stick).await;
    }
    let others = || {
        div.query_selector("[data-testid=\"explain-record\"] tr.current .others")
            .unwrap()
            .map(|e| e.text_content().unwrap_or_default())
    };
    click(&div, "explain-next").await;
    assert!(text(&div, "explain-text").contains("Move 1: 3-4-9"));
    assert_eq!(others(), None);
    click(&div, "explain-next").await;
    click(&div, "explain-next").await;
    assert!(text(&div, "explain-text").contains("Move 3: 3-3-7"));
    assert_eq!(others().as_deref(), Some(" | winning instead: 3"));
    // The board shows 3-3-7, the mistake marked, while the game stands at 0-3-7; a stick of
    // that picture is no move.
    let count = |row: &str| find(&div, row).get_attribute("data-count");
    assert_eq!(count("row-1").as_deref(), Some("3"));
    assert!(has_class(&find(&div, "stick-1-1"), "hint-click"));
    assert!(text(&div, "explain-board").contains("3-3-7"));
    click(&div, "stick-3-7").await;
    assert_eq!(count("row-3").as_deref(), Some("7"));
    click(&div, "explain-close").await;
    assert_eq!(count("row-1").as_deref(), Some("0"));
    assert_eq!(count("row-3").as_deref(), Some("7"));
}

#[wasm_bindgen_test]
async fn two_rows_use_the_mirror_strategy() {
    let div = play("#/play?rows=7,4&explain=mirror&step=2").await;
    assert!(text(&div, "explain-text").contains("The rows differ (7 ≠ 4)"));
    assert!(text(&div, "explain-answer").contains("Take the difference, 3, from the larger row 1"));
    assert!(has_class(&find(&div, "stick-1-5"), "hint-click"));
}

#[wasm_bindgen_test]
async fn restricted_rules_explain_with_grundy_values() {
    let div = play("#/play?rows=7,5,3,1&take=1-2&explain=bouton&step=1").await;
    assert!(text(&div, "explain-text").contains("does not decide"));
    key("End").await;
    // The check: after the first winning move (5 → 3 in row 2) the Grundy values XOR to 0.
    assert!(text(&div, "explain-text").contains("after taking 2 from row 2 the rows are 7-3-3-1"));
    key("ArrowLeft").await;
    assert!(text(&div, "explain-answer").contains("1 of them raises a row's Grundy value"));
}

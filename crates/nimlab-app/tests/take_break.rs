//! Component tests of the take-and-break play page in headless Chromium: a click that splits a
//! row, the rows' Grundy values and the winning moves with the rows they leave, checked
//! against the core's independent search (the page uses the Sprague–Grundy values).

#![cfg(target_arch = "wasm32")]

use nimlab_app::route::{parse_hash, Route};
use nimlab_app::theory::take_break::page::{BreakPlayPage, Props};
use wasm_bindgen_test::*;
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

async fn page(hash: &str) -> Element {
    let Route::BreakPlay(link) = parse_hash(hash).0 else {
        panic!("{hash}")
    };
    let div = root();
    yew::Renderer::<BreakPlayPage>::with_root_and_props(div.clone(), Props { link }).render();
    yew::scheduler::flush().await;
    div
}

fn counts(root: &Element) -> Vec<String> {
    (1..)
        .map_while(|i| try_find(root, &format!("row-{i}")))
        .map(|row| row.get_attribute("data-count").unwrap())
        .collect()
}

#[wasm_bindgen_test]
async fn a_click_inside_a_row_of_kayles_splits_it() {
    let root = page("#/play?rows=7&game=kayles&hints=on").await;
    // γ(7) = 2 in Kayles (γ = 0, 1, 2, 3, 1, 4, 3, 2): an N-position.
    assert_eq!(attr(&root, "row-1", "data-grundy"), "2");
    assert_eq!(attr(&root, "outcome", "data-outcome"), "N");
    let moves: Vec<String> = all(&root, "winning-move")
        .iter()
        .map(|m| {
            let a = |n: &str| m.get_attribute(n).unwrap();
            format!("{}/{}/{}", a("data-row"), a("data-take"), a("data-leaves"))
        })
        .collect();
    // The moves to γ = 0: the middle stick (γ(3) ⊕ γ(3)), or two leaving 1 and 4 (1 ⊕ 1).
    assert_eq!(moves, ["1/1/3,3", "1/2/1,4"]);
    click(&root, "stick-1-4").await;
    assert_eq!(counts(&root), ["3", "3"]);
    assert_eq!(attr(&root, "outcome", "data-outcome"), "P");
    assert_eq!(attr(&root, "to-move", "data-player"), "2");
    assert!(try_find(&root, "no-winning-move").is_some());
}

#[wasm_bindgen_test]
async fn a_stick_that_starts_no_move_is_refused_with_the_reason() {
    // A row of 2 cannot be split into two different sizes (the row of 5 keeps the game going).
    let root = page("#/play?rows=2,5&game=grundy").await;
    click(&root, "stick-1-2").await;
    assert_eq!(counts(&root), ["2", "5"]);
    assert!(text(&root, "notice").contains("Not a move of Grundy's game"));
}

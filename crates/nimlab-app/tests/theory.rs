//! Component tests of the theory pages in headless Chromium: Grundy tables, game graphs, sums
//! of games and exercises, driven through their data-testid hooks as a student would.

#![cfg(target_arch = "wasm32")]

use nimlab_app::route::{parse_hash, Route};
use nimlab_app::theory::exercise::page::{ExercisePage, Props as ExerciseProps};
use nimlab_app::theory::graph::page::{GraphPage, Props as GraphProps};
use nimlab_app::theory::grundy::page::{GrundyPage, Props as GrundyProps};
use nimlab_app::theory::sums::{Props as SumsProps, SumsPage};
use nimlab_core::analysis::{analyze, Outcome};
use nimlab_core::{Position, Rules, Take};
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlInputElement};

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

async fn type_into(root: &Element, test_id: &str, text: &str) {
    let input: HtmlInputElement = find(root, test_id).dyn_into().unwrap();
    input.set_value(text);
    input
        .dispatch_event(&web_sys::Event::new("input").unwrap())
        .unwrap();
    yew::scheduler::flush().await;
}

async fn select(root: &Element, test_id: &str, value: &str) {
    let el: web_sys::HtmlSelectElement = find(root, test_id).dyn_into().unwrap();
    el.set_value(value);
    el.dispatch_event(&web_sys::Event::new("change").unwrap())
        .unwrap();
    yew::scheduler::flush().await;
}

async fn grundy(hash: &str) -> Element {
    let Route::Grundy(link) = parse_hash(hash).0 else {
        panic!("{hash}")
    };
    let div = root();
    yew::Renderer::<GrundyPage>::with_root_and_props(div.clone(), GrundyProps { link }).render();
    yew::scheduler::flush().await;
    div
}

async fn graph(hash: &str) -> Element {
    let Route::Graph(link) = parse_hash(hash).0 else {
        panic!("{hash}")
    };
    let div = root();
    yew::Renderer::<GraphPage>::with_root_and_props(div.clone(), GraphProps { link }).render();
    yew::scheduler::flush().await;
    div
}

async fn sums(hash: &str) -> Element {
    let Route::Sums(link) = parse_hash(hash).0 else {
        panic!("{hash}")
    };
    let div = root();
    yew::Renderer::<SumsPage>::with_root_and_props(div.clone(), SumsProps { link }).render();
    yew::scheduler::flush().await;
    div
}

async fn exercise(hash: &str) -> Element {
    let Route::Exercise(link) = parse_hash(hash).0 else {
        panic!("{hash}")
    };
    let div = root();
    yew::Renderer::<ExercisePage>::with_root_and_props(div.clone(), ExerciseProps { link })
        .render();
    yew::scheduler::flush().await;
    div
}

#[wasm_bindgen_test]
async fn the_take_one_or_two_table_is_x_rem_3() {
    let div = grundy("#/grundy?take=1,2&upto=20").await;
    for x in 0..=20u64 {
        assert_eq!(
            attr(&div, &format!("grundy-{x}"), "data-value"),
            (x % 3).to_string()
        );
        assert_eq!(
            attr(&div, &format!("grundy-{x}"), "data-nu"),
            u8::from(x % 3 != 0).to_string()
        );
    }
    assert!(div
        .query_selector("[data-testid=\"grundy-21\"]")
        .unwrap()
        .is_none());
    assert_eq!(attr(&div, "period", "data-preperiod"), "0");
    assert_eq!(attr(&div, "period", "data-period"), "3");
    assert_eq!(attr(&div, "theorem-1a", "data-n"), "3");
    assert_eq!(attr(&div, "theorem-1d", "data-holds"), "true");
}

#[wasm_bindgen_test]
async fn presets_and_typed_sets_change_the_table() {
    let div = grundy("#/grundy?take=1,2&upto=40").await;
    click(&div, "preset-2-4-7").await;
    assert_eq!(attr(&div, "period", "data-preperiod"), "8");
    assert_eq!(attr(&div, "period", "data-period"), "3");
    assert!(div
        .query_selector("[data-testid=\"theorem-1a\"]")
        .unwrap()
        .is_none());
    type_into(&div, "set-input", "{2, 5, 7}").await;
    click(&div, "set-apply").await;
    assert_eq!(attr(&div, "period", "data-period"), "22");
    type_into(&div, "set-input", "1, x").await;
    click(&div, "set-apply").await;
    assert!(find(&div, "set-error")
        .text_content()
        .unwrap()
        .contains('x'));
    assert_eq!(attr(&div, "period", "data-period"), "22");
    // A range written backwards is named as such, with the way round that works.
    type_into(&div, "set-input", "2, 7-5").await;
    click(&div, "set-apply").await;
    assert_eq!(
        text(&div, "set-error"),
        "The range “7-5” runs backwards: write the smaller count first, 5-7."
    );
    // A range past the table's limit says what is wrong, not only what to enter.
    type_into(&div, "upto-input", "10001").await;
    click(&div, "upto-apply").await;
    assert_eq!(
        text(&div, "upto-error"),
        "x from 0 to: 10001 is above the limit of 10000. Enter a whole number from 0 to 10000."
    );
    assert_eq!(attr(&div, "period", "data-period"), "22");
    type_into(&div, "heap-input", "1000000000000000000").await;
    let reduced: u64 = attr(&div, "heap-value", "data-reduced").parse().unwrap();
    assert_eq!(
        attr(&div, "heap-value", "data-value"),
        attr(&div, &format!("grundy-{reduced}"), "data-value")
    );
}

#[wasm_bindgen_test]
async fn stepping_bottom_up_shows_options_and_mex() {
    let div = grundy("#/grundy?take=1,2&upto=20").await;
    click(&div, "step-start").await;
    assert_eq!(attr(&div, "step", "data-x"), "0");
    assert!(find(&div, "grundy-1").class_name().contains("pending"));
    for _ in 0..5 {
        click(&div, "step-next").await;
    }
    assert_eq!(attr(&div, "step", "data-x"), "5");
    assert_eq!(attr(&div, "step", "data-value"), "2");
    assert_eq!(attr(&div, "step", "data-nu"), "1");
    let options: Vec<(String, String)> = all(&div, "step-option")
        .iter()
        .map(|o| {
            (
                o.get_attribute("data-to").unwrap(),
                o.get_attribute("data-value").unwrap(),
            )
        })
        .collect();
    assert_eq!(
        options,
        vec![("4".into(), "1".into()), ("3".into(), "0".into())]
    );
    assert!(find(&div, "step-mex")
        .text_content()
        .unwrap()
        .contains("mex{0, 1} = 2"));
    click(&div, "step-all").await;
    assert!(!find(&div, "grundy-20").class_name().contains("pending"));
}

#[wasm_bindgen_test]
async fn a_link_opens_a_step_and_the_link_follows_the_steps() {
    let div = grundy("#/grundy?take=1,3,4&upto=20&x=5&bottomup=on").await;
    assert_eq!(attr(&div, "step", "data-x"), "5");
    assert!(find(&div, "grundy-6").class_name().contains("pending"));
    assert!(!find(&div, "grundy-5").class_name().contains("pending"));
    let hash = || web_sys::window().unwrap().location().hash().unwrap();
    assert_eq!(hash(), "#/grundy?take=1,3,4&upto=20&x=5&bottomup=on");
    click(&div, "step-next").await;
    assert_eq!(attr(&div, "step", "data-x"), "6");
    // The address follows a little after the step, outside the click's work.
    gloo::timers::future::TimeoutFuture::new(250).await;
    assert_eq!(hash(), "#/grundy?take=1,3,4&upto=20&x=6&bottomup=on");
    click(&div, "step-all").await;
    gloo::timers::future::TimeoutFuture::new(250).await;
    assert_eq!(hash(), "#/grundy?take=1,3,4&upto=20&x=6");
    // Another table starts with no heap on screen, and so does its link, at once.
    click(&div, "preset-2-3").await;
    assert!(try_find(&div, "step").is_none());
    assert_eq!(hash(), "#/grundy?take=2,3&upto=20");
}

#[wasm_bindgen_test]
async fn a_heap_beyond_the_table_shows_the_last_and_says_so() {
    let div = grundy("#/grundy?take=1-2&upto=40").await;
    let go_to = |x: &'static str| {
        let input: HtmlInputElement = find(&div, "step-x").dyn_into().unwrap();
        input.set_value(x);
        input
            .dispatch_event(&web_sys::Event::new("change").unwrap())
            .unwrap();
    };
    // The note's status region is there before the note, so that a reader hears it filled in.
    let status = find(&div, "step-panel")
        .query_selector("[role=status]")
        .unwrap()
        .expect("a status region");
    assert_eq!(status.text_content().unwrap(), "");
    go_to("41");
    yew::scheduler::flush().await;
    assert_eq!(attr(&div, "step", "data-x"), "40");
    assert!(status
        .text_content()
        .unwrap()
        .contains("x = 41 is beyond the table, which ends at x = 40"));
    assert!(
        text(&div, "step-x-beyond").contains("x = 41 is beyond the table, which ends at x = 40")
    );
    // A heap too large for any number type is still a heap beyond the table.
    go_to("99999999999999999999");
    yew::scheduler::flush().await;
    assert_eq!(attr(&div, "step", "data-x"), "40");
    assert!(text(&div, "step-x-beyond").contains("x = 99999999999999999999 is beyond the table"));
    // The note belongs to that entry: back a step and on again to x = 40 brings no note back.
    click(&div, "step-prev").await;
    click(&div, "step-next").await;
    assert_eq!(attr(&div, "step", "data-x"), "40");
    assert!(try_find(&div, "step-x-beyond").is_none());
    go_to("7");
    yew::scheduler::flush().await;
    assert!(try_find(&div, "step-x-beyond").is_none());
    // No heap: said, the step kept, and the entry left as typed to be mended.
    go_to("-1");
    yew::scheduler::flush().await;
    assert_eq!(attr(&div, "step", "data-x"), "7");
    assert!(try_find(&div, "step-x-error").is_some());
    let input: HtmlInputElement = find(&div, "step-x").dyn_into().unwrap();
    assert_eq!(input.value(), "-1");
    // The field is marked, and described by the message.
    assert_eq!(input.get_attribute("aria-invalid").as_deref(), Some("true"));
    assert_eq!(
        input.get_attribute("aria-describedby").as_deref(),
        Some("step-x-error")
    );
    // A step by a button takes the message and the mark away, and shows the step's x.
    click(&div, "step-next").await;
    assert_eq!(attr(&div, "step", "data-x"), "8");
    assert!(try_find(&div, "step-x-error").is_none());
    assert_eq!(input.get_attribute("aria-invalid"), None);
    assert_eq!(input.value(), "8");
}

#[wasm_bindgen_test]
async fn the_exercise_graph_gets_the_slides_labels() {
    let div = graph("#/graph?game=exercise").await;
    assert_eq!(attr(&div, "induction-step", "data-total"), "7");
    assert_eq!(attr(&div, "node-a", "data-grundy"), "");
    click(&div, "induction-next").await;
    assert_eq!(attr(&div, "node-a", "data-grundy"), "0");
    click(&div, "induction-last").await;
    let labels: Vec<(String, String)> = ["a", "b", "c", "d", "e", "f", "g"]
        .iter()
        .map(|n| {
            (
                attr(&div, &format!("node-{n}"), "data-nu"),
                attr(&div, &format!("node-{n}"), "data-grundy"),
            )
        })
        .collect();
    let want = [(0, 0), (1, 1), (1, 2), (0, 0), (0, 0), (1, 3), (1, 1)];
    for (got, want) in labels.iter().zip(want) {
        assert_eq!(got, &(want.0.to_string(), want.1.to_string()));
    }
    assert_eq!(attr(&div, "kernel", "data-nodes"), "a,d,e");
    assert_eq!(attr(&div, "kernel", "data-stable"), "true");
    assert_eq!(attr(&div, "kernel", "data-dominating"), "true");
    // A screen reader gets the labels as a list beside the drawing.
    let listed = text(&div, "graph-marks");
    assert!(
        listed.contains("a: (ν, γ) = (0, 0)") && listed.contains("f: (ν, γ) = (1, 3)"),
        "{listed}"
    );
}

#[wasm_bindgen_test]
async fn the_position_fields_belong_to_position_graphs() {
    let div = graph("#/graph?game=exercise").await;
    assert!(try_find(&div, "graph-rows").is_none());
    let value = |id: &str| -> String {
        let input: HtmlInputElement = find(&div, id).dyn_into().unwrap();
        input.value()
    };
    // A position's preset fills the fields with its position, to edit from.
    click(&div, "game-nim-1-2-3").await;
    assert_eq!(
        (value("graph-rows"), value("graph-take")),
        ("1,2,3".into(), "any".into())
    );
    click(&div, "game-heap").await;
    assert_eq!(
        (value("graph-rows"), value("graph-take")),
        ("16".into(), "1-2".into())
    );
    type_into(&div, "graph-rows", "2,2").await;
    type_into(&div, "graph-take", "any").await;
    click(&div, "graph-apply").await;
    // 2-2 with any count: two rows of at most 2 in either order, six positions.
    assert_eq!(attr(&div, "induction-step", "data-total"), "6");
    click(&div, "induction-last").await;
    assert_eq!(attr(&div, "node-2-2", "data-grundy"), "0");
    click(&div, "game-exercise").await;
    assert!(try_find(&div, "graph-take").is_none());
}

#[wasm_bindgen_test]
async fn the_drawing_zooms_for_a_projector_and_keeps_its_marks() {
    let div = graph("#/graph?game=position&rows=16&take=1-2&step=5").await;
    let width = |div: &Element| attr(div, "graph", "style");
    assert_eq!(text(&div, "zoom-level"), "standard size");
    assert!(width(&div).starts_with("width:100%;max-width:"));
    assert!(find(&div, "zoom-out").has_attribute("disabled"));
    click(&div, "zoom-in").await;
    assert_eq!(text(&div, "zoom-level"), "150 %");
    // On a phone never below 1.5 times the readable size (theory.css).
    assert!(
        width(&div).starts_with("width:150%;--legible:"),
        "{}",
        width(&div)
    );
    assert!(find(&div, "graph").class_list().contains("zoomed"));
    click(&div, "zoom-in").await;
    click(&div, "zoom-in").await;
    assert_eq!(text(&div, "zoom-level"), "300 %");
    assert!(find(&div, "zoom-in").has_attribute("disabled"));
    // A step at any size keeps the drawing's size and labels the next node.
    click(&div, "induction-next").await;
    assert_eq!(attr(&div, "node-5", "data-grundy"), "2");
    assert!(width(&div).starts_with("width:300%;"), "{}", width(&div));
    for _ in 0..3 {
        click(&div, "zoom-out").await;
    }
    assert!(width(&div).starts_with("width:100%;"));
    assert!(find(&div, "graph").class_list().contains("fit"));
}

#[wasm_bindgen_test]
async fn the_heap_graph_is_labelled_x_rem_3() {
    let div = graph("#/graph?game=position&rows=16&take=1-2").await;
    click(&div, "induction-last").await;
    for x in 0..=16u64 {
        assert_eq!(
            attr(&div, &format!("node-{x}"), "data-grundy"),
            (x % 3).to_string()
        );
        assert_eq!(
            attr(&div, &format!("node-{x}"), "data-level"),
            x.to_string()
        );
    }
}

#[wasm_bindgen_test]
async fn the_editor_refuses_a_cycle() {
    let div = graph("#/graph?game=custom").await;
    for label in ["a", "b", "c"] {
        type_into(&div, "editor-label", label).await;
        click(&div, "editor-add-node").await;
    }
    assert!(div
        .query_selector("[data-testid=\"node-c\"]")
        .unwrap()
        .is_some());
    select(&div, "editor-from", "1").await;
    select(&div, "editor-to", "0").await;
    click(&div, "editor-add-arrow").await;
    select(&div, "editor-from", "2").await;
    select(&div, "editor-to", "1").await;
    click(&div, "editor-add-arrow").await;
    select(&div, "editor-from", "0").await;
    select(&div, "editor-to", "2").await;
    click(&div, "editor-add-arrow").await;
    let message = find(&div, "editor-message").text_content().unwrap();
    assert!(message.contains("a → c → b → a"), "{message}");
    assert_eq!(all(&div, "edge-1-3").len(), 0);
    click(&div, "induction-last").await;
    assert_eq!(attr(&div, "node-c", "data-grundy"), "0");
    assert_eq!(attr(&div, "node-b", "data-grundy"), "1");
}

#[wasm_bindgen_test]
async fn the_slides_sum_has_a_reducing_and_a_raising_winning_move() {
    let div = sums("#/sums?rows=7,5,3,1&take=1-2&target=0").await;
    assert_eq!(attr(&div, "sum-value", "data-value"), "2");
    let grundy: Vec<String> = (1..=4)
        .map(|i| attr(&div, &format!("sum-row-{i}"), "data-grundy"))
        .collect();
    assert_eq!(grundy, ["1", "2", "0", "1"]);
    click(&div, "sum-next").await;
    assert_eq!(attr(&div, "sum-construction", "data-z"), "2");
    assert_eq!(attr(&div, "sum-construction", "data-top-bit"), "1");
    click(&div, "sum-last").await;
    let moves: Vec<(String, String, String)> = all(&div, "target-move")
        .iter()
        .map(|m| {
            (
                m.get_attribute("data-from").unwrap(),
                m.get_attribute("data-to").unwrap(),
                m.get_attribute("data-direction").unwrap(),
            )
        })
        .collect();
    assert_eq!(
        moves,
        vec![
            ("5".into(), "3".into(), "reducing".into()),
            ("3".into(), "2".into(), "raising".into())
        ]
    );
    select(&div, "sum-target", "1").await;
    click(&div, "sum-last").await;
    assert_eq!(attr(&div, "sum-construction", "data-z"), "3");
}

fn rows_of(div: &Element) -> Vec<u64> {
    attr(div, "question", "data-rows")
        .split(',')
        .map(|r| r.parse().unwrap())
        .collect()
}

#[wasm_bindgen_test]
async fn a_round_of_p_or_n_scores_right_and_wrong_answers() {
    let div = exercise("#/exercise?kind=pn&end=normal&take=1-2&level=1&seed=5").await;
    let rules = Rules {
        take: Take::UpTo(2),
        ..Rules::nim()
    };
    for k in 0..5 {
        let outcome = analyze(&rules, &Position::new(rows_of(&div)))
            .outcome
            .unwrap();
        let (right, wrong) = if outcome == Outcome::P {
            ("answer-P", "answer-N")
        } else {
            ("answer-N", "answer-P")
        };
        click(&div, if k % 2 == 0 { right } else { wrong }).await;
        assert_eq!(
            attr(&div, "feedback", "data-correct"),
            (k % 2 == 0).to_string()
        );
        if k % 2 == 1 {
            // The explanation is a step-through: one step first, then the rest on demand.
            assert_eq!(
                find(&div, "explanation")
                    .query_selector_all("li")
                    .unwrap()
                    .length(),
                1
            );
            click(&div, "explain-all").await;
            assert!(find(&div, "explanation")
                .text_content()
                .unwrap()
                .contains('⊕'));
        }
        if k < 4 {
            click(&div, "next-question").await;
        }
    }
    assert_eq!(attr(&div, "score", "data-correct"), "3");
    assert_eq!(attr(&div, "round-done", "data-correct"), "3");
}

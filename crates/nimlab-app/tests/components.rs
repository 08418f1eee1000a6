//! Component tests in headless Chromium: render, click as a person does, read the DOM.

#![cfg(target_arch = "wasm32")]

use nimlab_app::play::binary_panel::{BinaryPanel, Props as PanelProps};
use nimlab_app::play::page::Props as PlayProps;
use nimlab_app::route::{parse_hash, PlayLink, Route};
use nimlab_app::shell::app::App;
use nimlab_app::shell::module::PlayPage;
use nimlab_core::analysis::Outcome;
use std::rc::Rc;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::Element;

mod common;
use common::*;

wasm_bindgen_test_configure!(run_in_browser);

/// The whole app opened at `hash`, as from the address bar.
async fn app(hash: &str) -> Element {
    web_sys::window()
        .unwrap()
        .location()
        .set_hash(hash)
        .unwrap();
    let div = root();
    yew::Renderer::<App>::with_root(div.clone()).render();
    yew::scheduler::flush().await;
    div
}

async fn play(hash: &str) -> Element {
    let Route::Play(link) = parse_hash(hash).0 else {
        panic!("{hash} is not a play link")
    };
    let div = root();
    yew::Renderer::<PlayPage>::with_root_and_props(div.clone(), PlayProps { link, last: false })
        .render();
    yew::scheduler::flush().await;
    div
}

#[wasm_bindgen_test]
async fn binary_panel_counts_the_columns_of_the_worked_example() {
    let div = root();
    let rows = Rc::new(vec![22, 5, 13, 27]);
    let props = PanelProps {
        values: rows.clone(),
        counts: rows,
        grundy_mode: false,
        misere: false,
        nim_sum: 5,
        outcome: Some(Outcome::N),
        unsolved: false,
        highlight: Default::default(),
        note: None,
    };
    yew::Renderer::<BinaryPanel>::with_root_and_props(div.clone(), props).render();
    yew::scheduler::flush().await;
    let ones: Vec<String> = (0..5)
        .rev()
        .map(|b| attr(&div, &format!("col-{b}"), "data-ones"))
        .collect();
    assert_eq!(ones, ["2", "2", "3", "2", "3"]);
    let parity: Vec<String> = (0..5)
        .rev()
        .map(|b| attr(&div, &format!("col-{b}"), "data-parity"))
        .collect();
    assert_eq!(parity, ["even", "even", "odd", "even", "odd"]);
    assert!(div
        .query_selector("[data-testid=\"col-5\"]")
        .unwrap()
        .is_none());
}

/// Under restricted moves in misère play the panel does not claim that the nim-sum decides:
/// on a single stick under "take 1 or 2" the nim-sum is 1 and the position is a P-position.
#[wasm_bindgen_test]
async fn the_panel_says_the_nim_sum_does_not_decide_restricted_misere_play() {
    let div = play("#/play?rows=1&take=1-2&end=misere").await;
    assert_eq!(attr(&div, "outcome", "data-outcome"), "P");
    assert_eq!(attr(&div, "nim-sum", "data-value"), "1");
    let note = div.query_selector(".binary-panel .note").unwrap().unwrap();
    assert!(
        note.text_content().unwrap().contains("not misère play"),
        "{:?}",
        note.text_content()
    );
}

/// The panel notes where classic misère play departs from the nim-sum, and nowhere else: with
/// single sticks only the verdict turns round (case C: nim-sum 1 is a P-position); with one row
/// of two sticks or more the verdict holds but the nim-sum's move loses (case B: on 1-5 the
/// nim-sum says 5 -> 1, the winning move takes all 5).
#[wasm_bindgen_test]
async fn the_panel_notes_where_misere_play_departs_from_the_nim_sum() {
    // The link, its outcome (unchecked under restricted moves), nim-sum, and the note shown
    // with a word of it.
    let cases = [
        (
            "rows=1,1,1&end=misere",
            Some("P"),
            "1",
            Some(("misere-singles", "turns round")),
        ),
        (
            "rows=1,1&end=misere",
            Some("N"),
            "0",
            Some(("misere-singles", "turns round")),
        ),
        (
            "rows=1,5&end=misere",
            Some("N"),
            "4",
            Some(("misere-one-large", "case B")),
        ),
        (
            "rows=1,1,2&end=misere",
            Some("N"),
            "2",
            Some(("misere-one-large", "case B")),
        ),
        ("rows=2,5&end=misere", Some("N"), "7", None),
        ("rows=1,1,1", Some("N"), "1", None),
        ("rows=1,5", Some("N"), "4", None),
        ("rows=1,5&end=misere&take=1-3", None, "0", None),
    ];
    for (query, outcome, nim_sum, note) in cases {
        let div = play(&format!("#/play?{query}")).await;
        if let Some(outcome) = outcome {
            assert_eq!(attr(&div, "outcome", "data-outcome"), outcome, "{query}");
        }
        assert_eq!(attr(&div, "nim-sum", "data-value"), nim_sum, "{query}");
        for id in ["misere-singles", "misere-one-large"] {
            let shown = div
                .query_selector(&format!("[data-testid=\"{id}\"]"))
                .unwrap()
                .and_then(|n| n.text_content());
            match note {
                Some((want, word)) if want == id => {
                    assert!(shown.is_some_and(|t| t.contains(word)), "{query}: {id}")
                }
                _ => assert!(shown.is_none(), "{query}: {id}"),
            }
        }
    }
}

#[wasm_bindgen_test]
async fn clicking_a_stick_takes_it_and_every_stick_right_of_it() {
    let div = play("#/play?rows=22,5,13,27").await;
    assert_eq!(attr(&div, "outcome", "data-outcome"), "N");
    assert_eq!(attr(&div, "nim-sum", "data-value"), "5");
    assert_eq!(attr(&div, "to-move", "data-player"), "1");
    click(&div, "stick-1-20").await;
    assert_eq!(attr(&div, "row-1", "data-count"), "19");
    assert_eq!(attr(&div, "outcome", "data-outcome"), "P");
    assert_eq!(attr(&div, "nim-sum", "data-value"), "0");
    assert_eq!(attr(&div, "to-move", "data-player"), "2");
    // The taken sticks leave their places empty: the row keeps its 22 places.
    assert_eq!(places(&div, 1), (19, 3));
    click(&div, "undo").await;
    assert_eq!(attr(&div, "row-1", "data-count"), "22");
    assert_eq!(places(&div, 1), (22, 0));
    click(&div, "redo").await;
    assert_eq!(attr(&div, "row-1", "data-count"), "19");
    assert_eq!(places(&div, 1), (19, 3));
}

/// Row `row`'s sticks and empty places (of taken sticks).
fn places(div: &Element, row: usize) -> (u32, u32) {
    let count = |selector: &str| {
        div.query_selector_all(&format!("[data-testid=\"row-{row}\"] .sticks > {selector}"))
            .unwrap()
            .length()
    };
    (count(".stick"), count(".taken"))
}

#[wasm_bindgen_test]
async fn hints_list_exactly_the_winning_moves() {
    let div = play("#/play?rows=22,5,13,27").await;
    assert!(div
        .query_selector("[data-testid=\"winning-moves\"]")
        .unwrap()
        .is_none());
    click(&div, "hint-toggle").await;
    let moves = div
        .query_selector_all("[data-testid=\"winning-move\"]")
        .unwrap();
    let mut got = Vec::new();
    for i in 0..moves.length() {
        let e: Element = moves.item(i).unwrap().dyn_into().unwrap();
        got.push((
            e.get_attribute("data-row").unwrap(),
            e.get_attribute("data-take").unwrap(),
        ));
    }
    let want: Vec<(String, String)> = [("1", "3"), ("2", "5"), ("3", "5")]
        .iter()
        .map(|(r, t)| (r.to_string(), t.to_string()))
        .collect();
    assert_eq!(got, want);
}

#[wasm_bindgen_test]
async fn an_illegal_click_changes_nothing_and_says_why() {
    let div = play("#/play?rows=7,5,3,1&take=1-2").await;
    assert_eq!(attr(&div, "row-1", "data-grundy"), "1");
    assert_eq!(attr(&div, "row-2", "data-grundy"), "2");
    assert_eq!(attr(&div, "nim-sum", "data-value"), "2");
    click(&div, "stick-1-1").await;
    assert_eq!(attr(&div, "row-1", "data-count"), "7");
    assert_eq!(attr(&div, "to-move", "data-player"), "1");
    assert!(find(&div, "notice").text_content().unwrap().contains('7'));
}

#[wasm_bindgen_test]
async fn the_last_stick_decides_the_winner() {
    let div = play("#/play?rows=1,1").await;
    click(&div, "stick-1-1").await;
    click(&div, "stick-2-1").await;
    assert_eq!(attr(&div, "winner", "data-player"), "2");
    let div = play("#/play?rows=1,1&end=misere").await;
    click(&div, "stick-1-1").await;
    click(&div, "stick-2-1").await;
    assert_eq!(attr(&div, "winner", "data-player"), "1");
}

#[wasm_bindgen_test]
async fn a_malformed_link_opens_the_default_game_with_a_message() {
    let div = app("#/play?rows=5,x").await;
    let message = find(&div, "input-error").text_content().unwrap();
    assert!(message.contains("rows"), "{message}");
    assert_eq!(attr(&div, "row-1", "data-count"), "22");
    assert_eq!(attr(&div, "row-4", "data-count"), "27");
    let _ = PlayLink::default();
}

#[wasm_bindgen_test]
async fn a_misspelt_parameter_is_named_and_the_rest_of_the_link_opens() {
    let div = app("#/play?rows=1,1&end=misere&colour=red").await;
    let note = find(&div, "link-ignored");
    assert_eq!(note.get_attribute("role").as_deref(), Some("status"));
    let message = note.text_content().unwrap();
    assert!(
        message.contains("“colour”") && message.contains("rows"),
        "{message}"
    );
    assert!(try_find(&div, "input-error").is_none());
    assert_eq!(attr(&div, "row-1", "data-count"), "1");
    assert_eq!(attr(&div, "row-2", "data-count"), "1");
    // Misère kept: 1-1 is an N-position there (take one, the other must take the last),
    // a P-position in normal play (nim-sum 0).
    assert_eq!(attr(&div, "outcome", "data-outcome"), "N");
}

#[wasm_bindgen_test]
async fn a_small_misere_solve_is_there_at_once() {
    // Misère with restricted moves needs the exact solver; small positions need no slices.
    let div = play("#/play?rows=7,5,3,1&end=misere&take=1-2").await;
    assert_ne!(attr(&div, "outcome", "data-outcome"), "?");
    assert!(try_find(&div, "analysis-progress").is_none());
}

#[wasm_bindgen_test]
async fn a_long_exact_solve_runs_in_slices_and_can_be_cancelled() {
    // About 1.5 million positions: 0.5 s in this build on the development machine, and no
    // check below depends on how fast the machine is.
    let div = play("#/play?rows=25,26,27,28,29,30&end=misere&take=1-3").await;
    assert_eq!(attr(&div, "outcome", "data-outcome"), "?");
    assert!(text(&div, "outcome").contains("Solving exactly"));
    assert!(try_find(&div, "analysis-progress").is_some());

    click(&div, "analysis-cancel").await;
    assert_eq!(attr(&div, "outcome", "data-outcome"), "?");
    assert!(text(&div, "outcome").contains("cancelled"));
    assert!(try_find(&div, "analysis-progress").is_none());
    sleep(200).await;
    assert!(text(&div, "outcome").contains("cancelled"));

    // Resumed, the solve goes on between browser tasks: every 10 ms timer of the test runs
    // meanwhile and sees the page rendered with the solve's progress, which never goes back.
    click(&div, "analysis-resume").await;
    let mut seen = Vec::new();
    let started = js_sys::Date::now();
    while attr(&div, "outcome", "data-outcome") == "?" {
        assert!(
            js_sys::Date::now() - started < 60_000.0,
            "the solve did not end within a minute"
        );
        let value: u32 = attr(&div, "analysis-progress", "value").parse().unwrap();
        assert!(
            seen.last().is_none_or(|&last| last <= value),
            "progress {seen:?} → {value}"
        );
        seen.push(value);
        sleep(10).await;
    }
    assert!(
        seen.len() >= 3,
        "the solve held the page: seen only {seen:?}"
    );
    assert_eq!(attr(&div, "outcome", "data-outcome"), "N");
    assert!(try_find(&div, "analysis-progress").is_none());
}

#[wasm_bindgen_test]
async fn a_resumed_misere_record_solves_its_earlier_positions() {
    use nimlab_app::play::game_record::{GameRecord, Props as RecordProps};
    use nimlab_core::analysis::{analyze, needs_search};
    use nimlab_core::{Ending, Move, Position, Rules, SubtractionSet, Take};
    // A game resumed in a fresh page (a reload, the hand-over to the full module): the page
    // solved none of its positions. Misère play taking 1, 3 or 4, which only the exact solver
    // decides; 6-9 → 6-5 → 2-5, the last on screen (the play page solves that one).
    let rules = Rules {
        ending: Ending::Misere,
        take: Take::Set(SubtractionSet::new([1, 3, 4]).unwrap()),
    };
    let positions = [
        Position::new([6, 9]),
        Position::new([6, 5]),
        Position::new([2, 5]),
    ];
    for p in &positions[..2] {
        assert!(needs_search(&rules, p), "{p:?} is solved already");
    }
    let div = root();
    let props = RecordProps {
        rules: rules.clone(),
        positions: Rc::new(positions.iter().cloned().map(Rc::new).collect()),
        moves: Rc::new(vec![Move { row: 1, take: 4 }, Move { row: 0, take: 4 }]),
        cursor: 2,
        computer: None,
        race: None,
        solving: false,
        on_action: yew::Callback::noop(),
    };
    yew::Renderer::<GameRecord>::with_root_and_props(div.clone(), props).render();
    settle().await;
    let mut waited = 0;
    while attr(&div, "record-2", "data-status") == "?" {
        assert!(waited < 5_000, "the record's positions were not solved");
        sleep(50).await;
        waited += 50;
    }
    // The statuses are the exact solver's (asked only now, so the page did the solving).
    for (i, p) in positions[..2].iter().enumerate() {
        let outcome = analyze(&rules, p).outcome.unwrap();
        let status = if outcome == Outcome::P { "P" } else { "N" };
        assert_eq!(
            attr(&div, &format!("record-{}", i + 1), "data-status"),
            status,
            "{p:?}"
        );
    }
    assert_eq!(attr(&div, "record-3", "data-status"), "?");
}

//! Bachet's "Ziel 100" as a race: players add 1 to k to a running total; who reaches the goal
//! wins. It is the subtraction game on the distance still to go, which the core analyses.

use super::text::{tr, Msg};
use crate::ui::context::use_lang;
use nimlab_core::bachet::Bachet;
use nimlab_core::Move;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`RaceBoard`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The goal.
    pub goal: u64,
    /// The distance still to go (the heap).
    pub left: u64,
    /// The most a player may add.
    pub max_step: u64,
    /// The winning moves to mark (empty when hints are hidden).
    pub hinted: Rc<Vec<Move>>,
    /// Whether the key numbers are shown: they are the strategy, a hint like the others.
    pub keys_shown: bool,
    /// The computer's move, shown during its pause.
    #[prop_or_default]
    pub planned: Option<Move>,
    /// Called with the move an addition makes.
    pub on_take: Callback<Move>,
    /// Whether clicks are ignored.
    pub disabled: bool,
}

/// The race's total when `left` sticks remain of a heap of `goal`: the race counts up.
pub fn total(goal: u64, left: u64) -> u64 {
    goal - left.min(goal)
}

/// The race track with the key numbers and one button per allowed addition.
#[component]
pub fn RaceBoard(props: &Props) -> Html {
    let lang = use_lang();
    let total = total(props.goal, props.left);
    let bachet = Bachet::new(props.goal, props.max_step).ok();
    let keys: Vec<u64> = bachet
        .filter(|_| props.keys_shown)
        .map(|b| b.key_numbers().filter(|&k| k > 0).collect())
        .unwrap_or_default();
    // Hundredths of a percent in integers: float formatting would cost kilobytes of wasm.
    let percent = |n: u64| {
        let p = n.min(props.goal) * 10_000 / props.goal.max(1);
        format!("{}.{:02}%", p / 100, p % 100)
    };
    let steps = props.max_step.min(props.left).min(100);
    html! {
        <section class="race" aria-label={tr(lang, &Msg::RaceTitle { goal: props.goal })} data-testid="race">
            <p class="race-total" data-testid="race-total" data-total={total.to_string()}>
                { tr(lang, &Msg::RaceTotal { total, goal: props.goal }) }
            </p>
            <div class="track" aria-hidden="true">
                <div class="track-fill" style={format!("width: {}", percent(total))}></div>
                { for keys.iter().map(|&k| html! {
                    <span class={classes!("key", (k == total).then_some("here"))} style={format!("left: {}", percent(k))}>{ k }</span>
                }) }
            </div>
            if props.keys_shown {
                <p class="race-keys" data-testid="race-keys">{ tr(lang, &Msg::RaceKeys { keys: keys.clone() }) }</p>
            }
            // A move disables the buttons for the computer's turn: the focus stays on the group,
            // not on Undo, where a second Enter would take the move back. The group is one tab
            // stop, its buttons chosen by the arrow keys (focus.js, `data-arrows`).
            <div class="race-buttons" role="group" aria-label={tr(lang, &Msg::RaceAdd)} data-keep-focus="" data-arrows="">
                { for (1..=steps).map(|add| {
                    let on_take = props.on_take.clone();
                    let onclick = Callback::from(move |_| on_take.emit(Move { row: 0, take: add }));
                    let class = classes!(
                        props.hinted.iter().any(|m| m.take == add).then_some("hint-click"),
                        props.planned.is_some_and(|m| m.take == add).then_some("planned"),
                    );
                    html! {
                        <button {class} data-testid={format!("race-add-{add}")} disabled={props.disabled} {onclick}
                            aria-label={tr(lang, &Msg::RaceAddButton { add, to: total + add })}>
                            { format!("+{add}") }
                        </button>
                    }
                }) }
            </div>
        </section>
    }
}

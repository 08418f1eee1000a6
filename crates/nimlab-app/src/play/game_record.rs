//! The game record as a table, like the German article's S1…S9, with jumps and a replay.

use super::text::{tr, Msg};
use crate::play::record_row::RecordRow;
use crate::play::state::Action;
use crate::ui::context::{use_lang, use_settings};
use gloo::timers::callback::Timeout;
use nimlab_core::{Move, Position, Rules};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`GameRecord`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rules, for each position's status.
    pub rules: Rules,
    /// Every position of the record.
    pub positions: Rc<Vec<Rc<Position>>>,
    /// The moves between them.
    pub moves: Rc<Vec<Move>>,
    /// The position on screen.
    pub cursor: usize,
    /// The computer's player number when a person plays against it.
    #[prop_or_default]
    pub computer: Option<u8>,
    /// Bachet's race to this goal: lines show the total reached and what each move added.
    #[prop_or_default]
    pub race: Option<u64>,
    /// Whether the exact solver is still at work on the position on screen: positions not
    /// solved yet show as unknown until it ends.
    #[prop_or_default]
    pub solving: bool,
    /// Sends jumps to the game.
    pub on_action: Callback<Action>,
}

/// The record table.
#[component]
pub fn GameRecord(props: &Props) -> Html {
    let lang = use_lang();
    let pace = use_settings()
        .map(|s| s.pace_ms())
        .unwrap_or(crate::ui::settings::DEFAULT_PACE_MS);
    let replaying = use_state(|| false);
    // The lines read their status again once the last of them is solved.
    let record_left = use_solve_record(&props.rules, &props.positions, props.cursor);
    let solving = props.solving || record_left;

    {
        let (replaying, on_action) = (replaying.clone(), props.on_action.clone());
        let last = props.positions.len() - 1;
        use_effect_with((*replaying, props.cursor), move |&(on, cursor)| {
            let timer = on.then(|| {
                Timeout::new(pace, move || {
                    if cursor < last {
                        on_action.emit(Action::Jump(cursor + 1));
                    } else {
                        replaying.set(false);
                    }
                })
            });
            move || drop(timer)
        });
    }
    let replay = {
        let (replaying, on_action) = (replaying.clone(), props.on_action.clone());
        Callback::from(move |_| {
            if *replaying {
                replaying.set(false);
            } else {
                on_action.emit(Action::Jump(0));
                replaying.set(true);
            }
        })
    };

    html! {
        <section class="record" aria-label={tr(lang, &Msg::RecordTitle)}>
            <h2 id="record-title">{ tr(lang, &Msg::RecordTitle) }</h2>
            // The roles are explicit: the lines are laid out as grids, not as table rows (style.css).
            <table data-testid="record" role="table" aria-labelledby="record-title">
                <thead role="rowgroup">
                    <tr role="row">
                        <th scope="col" role="columnheader">{ "#" }</th>
                        <th scope="col" role="columnheader">{ tr(lang, if props.race.is_some() { &Msg::RecordTotal } else { &Msg::RecordPosition }) }</th>
                        <th scope="col" role="columnheader">{ tr(lang, &Msg::Outcome) }</th>
                        <th scope="col" role="columnheader">{ tr(lang, &Msg::RecordMove) }</th>
                    </tr>
                </thead>
                <tbody role="rowgroup">
                    { for props.positions.iter().enumerate().map(|(i, p)| html! {
                        // Keyed: Yew matches an unkeyed list from its end, so a new move
                        // would rewrite every line above it.
                        <RecordRow
                            key={i}
                            index={i}
                            rules={props.rules.clone()}
                            position={p.clone()}
                            played={props.moves.get(i).copied()}
                            current={i == props.cursor}
                            undone={i > props.cursor}
                            solving={solving}
                            computer={props.computer}
                            race={props.race}
                            on_action={props.on_action.clone()}
                        />
                    }) }
                </tbody>
            </table>
            // Named by what a press does, as the hint toggle (no aria-pressed).
            <button data-testid="replay" onclick={replay} disabled={props.moves.is_empty()}>
                { tr(lang, if *replaying { &Msg::StopReplay } else { &Msg::Replay }) }
            </button>
        </section>
    }
}

/// A game resumed in a fresh page (handed over to the full module, or after a reload) finds
/// the positions before the one on screen unsolved under misère play with restricted moves.
/// They are solved one at a time, as the play page solves the one on screen, in slices; whether
/// one is left.
#[hook]
fn use_solve_record(rules: &Rules, positions: &[Rc<Position>], cursor: usize) -> bool {
    use crate::play::live_analysis::{next_task, now, run_until, SLICE_MS};
    use nimlab_core::analysis::needs_search;
    use nimlab_core::misere::Solve;
    use nimlab_core::{Ending, Take};
    use std::cell::Cell;

    let pending = (rules.ending == Ending::Misere && rules.take != Take::Any)
        .then(|| {
            let mut lines = positions.iter().enumerate();
            lines.find(|&(i, p)| i != cursor && needs_search(rules, p))
        })
        .flatten()
        .map(|(_, p)| (**p).clone());
    let next = use_force_update();
    let left = pending.is_some();
    use_effect_with((rules.clone(), pending), move |(rules, pending)| {
        let stop = Rc::new(Cell::new(false));
        if let Some(pending) = pending {
            let mut job = Solve::new(rules, pending);
            let stop = stop.clone();
            wasm_bindgen_futures::spawn_local(async move {
                loop {
                    // A timer between slices: the browser handles input and paints in between.
                    next_task().await;
                    if stop.get() {
                        return;
                    }
                    if run_until(&mut job, u64::MAX, now() + SLICE_MS) {
                        return next.force_update();
                    }
                }
            });
        }
        move || stop.set(true)
    });
    left
}

//! The play page: board, status, binary panel, hints and history.

use crate::components::app::use_lang;
use crate::components::binary_panel::BinaryPanel;
use crate::components::board::Board;
use crate::components::explain_panel::ExplainPanel;
use crate::explain::steps;
use crate::highlight::Highlight;
use crate::components::hints::Hints;
use crate::components::history_controls::HistoryControls;
use crate::components::status_bar::StatusBar;
use crate::i18n::{tr, Msg};
use crate::link::{format_play, PlayLink};
use crate::state::{Action, Game, Notice};
use gloo::timers::callback::Timeout;
use nimlab_core::analysis::analyze;
use nimlab_core::{Move, Take};
use std::rc::Rc;
use yew::prelude::*;

/// How long the computer waits before moving, so a person can follow.
const COMPUTER_DELAY_MS: u32 = 700;

/// Properties of [`PlayPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game the link opened.
    pub link: PlayLink,
}

/// Writes the game's link into the address bar without adding a history entry.
fn follow_in_address_bar(hash: &str) {
    if let Some(window) = web_sys::window() {
        if window.location().hash().ok().as_deref() != Some(hash) {
            if let Ok(history) = window.history() {
                let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(hash));
            }
        }
    }
}

/// A game of Nim for two people, or against the computer.
#[component]
pub fn PlayPage(props: &Props) -> Html {
    let lang = use_lang();
    let game = use_reducer(|| Game::from_link(&props.link));
    let analysis = {
        let key = (game.rules.clone(), game.position().clone());
        use_memo(key, |(rules, position)| analyze(rules, position))
    };

    use_effect_with(game.link(), |link| follow_in_address_bar(&format_play(link)));

    // The explanation's steps depend on the game, not on the step shown.
    let explain_steps = {
        let key = (
            game.explain.map(|e| e.topic),
            game.rules.clone(),
            game.positions[0].clone(),
            game.moves.clone(),
            game.cursor,
        );
        use_memo(key, |(topic, rules, start, moves, cursor)| {
            topic.map(|t| steps(t, rules, start, moves, *cursor)).unwrap_or_default()
        })
    };
    let explanation = game.explain.map(|mut e| {
        e.step = e.step.clamp(1, explain_steps.len().max(1) as u32);
        e
    });
    let highlight: Rc<Highlight> = Rc::new(
        explanation
            .and_then(|e| explain_steps.get(e.step as usize - 1))
            .map(|s| s.highlight.clone())
            .unwrap_or_default(),
    );
    let on_explain = {
        let dispatch = game.dispatcher();
        Callback::from(move |e| dispatch.dispatch(Action::Explain(e)))
    };

    {
        let dispatch = game.dispatcher();
        let waiting = game.computer_to_move() && game.winner().is_none();
        let seed = (game.cursor as u64) << 32 ^ game.position().total();
        use_effect_with((waiting, game.cursor, seed), move |&(waiting, _, seed)| {
            let timer = waiting.then(|| {
                Timeout::new(COMPUTER_DELAY_MS, move || dispatch.dispatch(Action::ComputerMove { seed }))
            });
            move || drop(timer)
        });
    }

    let on_take = {
        let dispatch = game.dispatcher();
        Callback::from(move |mv: Move| dispatch.dispatch(Action::Take(mv)))
    };
    let dispatch = game.dispatcher();
    let act = move |action: Action| {
        let dispatch = dispatch.clone();
        Callback::from(move |_| dispatch.dispatch(action.clone()))
    };

    let winner = game.winner();
    let restricted = game.rules.take != Take::Any;
    let hinted: Rc<Vec<Move>> =
        Rc::new(if game.hints && winner.is_none() { analysis.winning_moves.clone() } else { Vec::new() });
    let live = match &game.notice {
        Some(Notice::Moved { player, mv }) => {
            let mut text = tr(lang, &Msg::Moved { player: *player, row: mv.row + 1, take: mv.take });
            if let Some(w) = winner {
                text.push(' ');
                text.push_str(&tr(lang, &Msg::Winner { player: w }));
            }
            text
        }
        Some(Notice::Refused(error)) => tr(lang, &Msg::Illegal(error.clone())),
        None => String::new(),
    };
    let refused = matches!(game.notice, Some(Notice::Refused(_)));

    let lecture = explanation.is_some_and(|e| e.lecture);
    html! {
        <div class={classes!("play", lecture.then_some("lecture"))}>
            <p class="rules-summary">{ tr(lang, &Msg::RulesSummary { ending: game.rules.ending, take: game.rules.take.clone() }) }</p>
            <StatusBar
                to_move={game.to_move()}
                winner={winner}
                outcome={analysis.outcome}
                nim_sum={analysis.nim_sum}
            />
            <p class={classes!("notice", refused.then_some("refused"))} aria-live="polite" data-testid="notice">{ live }</p>
            <div class="play-grid">
                <Board
                    rows={Rc::new(game.position().rows.clone())}
                    grundy={Rc::new(analysis.row_grundy.clone())}
                    hinted={hinted.clone()}
                    highlight={highlight.clone()}
                    on_take={on_take}
                    disabled={winner.is_some() || game.computer_to_move()}
                />
                <div class="side">
                    <BinaryPanel
                        values={Rc::new(analysis.row_grundy.clone())}
                        counts={Rc::new(game.position().rows.clone())}
                        grundy_mode={restricted}
                        nim_sum={analysis.nim_sum}
                        outcome={analysis.outcome}
                        highlight={highlight}
                    />
                    <ExplainPanel steps={explain_steps.clone()} explanation={explanation} on_change={on_explain} />
                    <Hints
                        shown={game.hints}
                        over={winner.is_some()}
                        moves={hinted}
                        rows={Rc::new(game.position().rows.clone())}
                        on_toggle={act(Action::ToggleHints)}
                    />
                </div>
            </div>
            <HistoryControls
                can_undo={game.cursor > 0}
                can_redo={game.can_redo()}
                on_undo={act(Action::Undo)}
                on_redo={act(Action::Redo)}
                on_restart={act(Action::Restart)}
            />
        </div>
    }
}

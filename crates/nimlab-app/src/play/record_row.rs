//! One line of the game record: a position, its status, and the move played from it.

use super::text::{tr, Msg};
use crate::i18n::{position_text, status_letter};
use crate::play::race_board;
use crate::play::state::Action;
use crate::ui::context::use_lang;
use nimlab_core::analysis::{analyze_without_search, Outcome};
use nimlab_core::{Move, Position, Rules};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`RecordRow`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The line, counted from 0 (shown as S1, S2, …).
    pub index: usize,
    /// The rules, for the position's status.
    pub rules: Rules,
    /// The position (shared with the game: compared by pointer first).
    pub position: Rc<Position>,
    /// The move played from it, if any.
    pub played: Option<Move>,
    /// Whether this is the position on screen.
    pub current: bool,
    /// Whether this position was undone (it lies after the one on screen).
    pub undone: bool,
    /// Whether the exact solver is still at work: a position not solved yet shows as unknown
    /// until it ends, and then gets its status.
    pub solving: bool,
    /// The computer's player number when a person plays against it.
    #[prop_or_default]
    pub computer: Option<u8>,
    /// Bachet's race to this goal: the line shows the total and what the move added.
    #[prop_or_default]
    pub race: Option<u64>,
    /// Sends the jump to this position.
    pub on_action: Callback<Action>,
}

/// A line of the record. Its own component, so that a move adds a line and re-renders the
/// two whose marks change, not every line of a long game.
#[component]
pub fn RecordRow(props: &Props) -> Html {
    let lang = use_lang();
    let i = props.index;
    // Never a search here: the play page solves the position on screen, and the core
    // remembers the positions solved before.
    let outcome = use_memo(
        (props.rules.clone(), props.position.clone(), props.solving),
        |(rules, position, _)| analyze_without_search(rules, position).outcome,
    );
    let status = match *outcome {
        Some(Outcome::P) => "P",
        Some(Outcome::N) => "N",
        None => "?",
    };
    let letter = outcome.map_or("?", |o| status_letter(lang, o));
    let jump = props.on_action.reform(move |_: MouseEvent| Action::Jump(i));
    let played = props.played.map(|m| {
        let player = if i % 2 == 0 { 1 } else { 2 };
        let msg = match props.race {
            Some(_) => Msg::RecordRaceMove {
                player,
                computer: props.computer,
                add: m.take,
            },
            None => Msg::RecordMoveText {
                player,
                computer: props.computer,
                row: m.row + 1,
                take: m.take,
            },
        };
        tr(lang, &msg)
    });
    let position = match props.race {
        Some(goal) => {
            race_board::total(goal, props.position.rows.first().copied().unwrap_or(0)).to_string()
        }
        None => position_text(&props.position.rows),
    };
    html! {
        <tr role="row" data-testid={format!("record-{}", i + 1)} data-status={status}
            class={classes!(props.current.then_some("current"), props.undone.then_some("undone"))}
            aria-current={props.current.then_some("step")}>
            <th scope="row" role="rowheader">
                <button class="link" data-testid={format!("jump-{}", i + 1)} onclick={jump}>{ format!("S{}", i + 1) }</button>
            </th>
            <td role="cell" class="rows">{ position }</td>
            <td role="cell"><span class={classes!("badge", format!("outcome-{status}"))}>{ letter }</span></td>
            <td role="cell">{ played.unwrap_or_default() }</td>
        </tr>
    }
}

//! The answer to "find all winning moves": a button per move of each row, toggled, then
//! checked; once answered, the student's choice stays and the winning moves are marked.

use crate::play::text::{tr, Msg};
use crate::theory::exercise::question::PROMPT_ID;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::Answer;
use nimlab_core::{Move, Take};
use yew::prelude::*;

/// Properties of [`MovesAnswer`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The position's rows.
    pub rows: Vec<u64>,
    /// The counts a move may take.
    pub take: Take,
    /// The right answer.
    pub answer: Answer,
    /// The answer given, once checked.
    pub given: Option<Answer>,
    /// Called with the moves chosen.
    pub on_answer: Callback<Answer>,
}

/// The moves to choose from, and "Check".
#[component]
pub fn MovesAnswer(props: &Props) -> Html {
    let lang = use_lang();
    let selected = use_state(Vec::<Move>::new);
    let locked = props.given.is_some();
    let on_submit_moves = {
        let (selected, cb) = (selected.clone(), props.on_answer.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            cb.emit(Answer::Moves((*selected).clone()));
        })
    };
    html! {
        <form onsubmit={on_submit_moves}>
            <div class="ex-rows" role="group" aria-labelledby={PROMPT_ID}>
                { for props.rows.iter().enumerate().map(|(i, &n)| html! {
                    <div class="ex-row" data-testid={format!("ex-row-{}", i + 1)} data-count={n.to_string()}>
                        <span class="ex-row-label">{ tr(lang, &Msg::RowLabel { row: i + 1, count: n }) }</span>
                        <span class="takes" role="group" aria-label={tr(lang, &Msg::TakeFromRow { row: i + 1 })}>
                            { for props.take.counts_from(n).into_iter().map(|t| {
                                let mv = Move { row: i, take: t };
                                // The student's own choice stays visible after checking.
                                let on = match &props.given {
                                    Some(Answer::Moves(given)) => given.contains(&mv),
                                    _ => selected.contains(&mv),
                                };
                                // Once answered, the right moves are marked.
                                let win = locked && matches!(&props.answer, Answer::Moves(m) if m.contains(&mv));
                                let selected = selected.clone();
                                let toggle = Callback::from(move |_: MouseEvent| {
                                    let mut s = (*selected).clone();
                                    if let Some(k) = s.iter().position(|m| *m == mv) { s.remove(k); } else { s.push(mv); }
                                    selected.set(s);
                                });
                                html! {
                                    <button type="button" class={classes!("take", win.then_some("win"))} data-testid={format!("move-{}-{t}", i + 1)} aria-pressed={on.to_string()}
                                        disabled={locked} onclick={toggle}
                                        title={tr(lang, &Msg::WinningMove { row: i + 1, take: t, from: n, to: n - t })}>
                                        { format!("−{t}") }
                                    </button>
                                }
                            }) }
                        </span>
                    </div>
                }) }
            </div>
            <button type="submit" data-testid="answer-check" disabled={locked}>{ tt(lang, &T::Check) }</button>
        </form>
    }
}

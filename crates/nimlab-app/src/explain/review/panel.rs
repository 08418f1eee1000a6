//! The review of a finished game: each reviewed move, sound or a mistake, with the winning
//! moves a mistake passed over and a link to the game's commentary at that move.

use super::text::{review_text, ReviewMsg};
use super::{number, reviewed, tally, verdict_word};
use crate::play::explain_menu::{mark_opened, return_focus_to};
use crate::route::{Explanation, Topic};
use crate::ui::context::use_lang;
use nimlab_core::explain::review::{ReviewedMove, Verdict};
use nimlab_core::{Move, Position, Rules};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`ReviewPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rules the game was played under.
    pub rules: Rules,
    /// Its start.
    pub start: Position,
    /// Its moves.
    pub moves: Rc<Vec<Move>>,
    /// The player the computer played, whose moves are not reviewed.
    #[prop_or_default]
    pub computer: Option<u8>,
    /// Opens the game's commentary at a step.
    pub on_explain: Callback<Option<Explanation>>,
}

/// What a reviewed move's verdict says.
fn verdict_msg(m: &ReviewedMove) -> ReviewMsg {
    match m.verdict {
        Verdict::Sound if m.winning_moves.is_empty() => ReviewMsg::NoBetter,
        Verdict::Sound => ReviewMsg::Winning,
        Verdict::Mistake => ReviewMsg::Mistake {
            best: m.winning_moves.clone(),
            before: m.before.rows.clone(),
        },
        Verdict::Unknown => ReviewMsg::Unknown,
    }
}

/// The review beside the board.
#[component]
pub fn ReviewPanel(props: &Props) -> Html {
    let lang = use_lang();
    let judged = use_memo(
        (
            props.rules.clone(),
            props.start.clone(),
            props.moves.clone(),
            props.computer,
        ),
        |(rules, start, moves, computer)| reviewed(rules, start, moves, *computer),
    );
    let you = props.computer.is_some();
    let line = |m: &ReviewedMove| {
        let n = m.index + 1;
        let testid = format!("review-explain-{n}");
        let explain = {
            let (on_explain, testid) = (props.on_explain.clone(), testid.clone());
            Callback::from(move |_: MouseEvent| {
                // The commentary's step 1 introduces the game, step n + 1 comments move n.
                return_focus_to(&testid);
                mark_opened();
                on_explain.emit(Some(Explanation {
                    topic: Topic::Record,
                    step: n as u32 + 1,
                    lecture: false,
                }));
            })
        };
        let best = m
            .winning_moves
            .first()
            .filter(|_| m.verdict == Verdict::Mistake);
        let played = ReviewMsg::Played {
            number: n,
            player: number(m.mover),
            you,
            played: m.played,
            before: m.before.rows.clone(),
        };
        html! {
            <li key={n} class={classes!("review-move", verdict_word(m.verdict))}
                data-testid={format!("review-move-{n}")} data-verdict={verdict_word(m.verdict)}
                data-best-row={best.map(|b| (b.row + 1).to_string())}
                data-best-take={best.map(|b| b.take.to_string())}>
                <p>{ review_text(lang, &played) }</p>
                <p class="verdict">{ review_text(lang, &verdict_msg(m)) }</p>
                if m.verdict == Verdict::Mistake {
                    <button class="link" data-testid={testid} onclick={explain}>
                        { review_text(lang, &ReviewMsg::Explain) }
                    </button>
                }
            </li>
        }
    };
    html! {
        <section class="review-panel" data-testid="review" aria-labelledby="review-title">
            <h2 id="review-title">{ review_text(lang, &ReviewMsg::Title) }</h2>
            <p class="review-intro">{ review_text(lang, &ReviewMsg::Intro) }</p>
            if judged.is_empty() {
                <p>{ review_text(lang, &ReviewMsg::NoMoves) }</p>
            }
            { for tally(&judged).into_iter().map(|(player, moves, mistakes)| html! {
                <p class="review-tally" data-testid={format!("review-tally-{player}")}>
                    { review_text(lang, &ReviewMsg::Tally { player, you, moves, mistakes }) }
                </p>
            }) }
            <ol class="review-moves">
                { for judged.iter().map(line) }
            </ol>
        </section>
    }
}

//! The explanations as the play page sees them: the full module's [`Explainer`].

use crate::explain::panel::ExplainPanel;
use crate::explain::review::panel::ReviewPanel;
use crate::explain::text::{board_caption, board_inert};
use crate::explain::{steps, Step};
use crate::i18n::Lang;
use crate::play::explainer::{Explainer, PanelArgs, ShownPosition, StepView, StepsRequest};
use crate::play::setup_contents::SetupContents;
use crate::play::state::Game;
use crate::play::text::{explain_notice, ExplainNotice};
use crate::route::{Explanation, PlayLink};
use std::rc::Rc;
use yew::prelude::*;

/// The explanations beside the board, stepped through in [`ExplainPanel`].
pub struct Explanations;

impl Explainer for Explanations {
    type Steps = Vec<Step>;
    const HANDS_OVER: bool = false;

    fn steps(r: &StepsRequest) -> Vec<Step> {
        r.topic
            .map(|t| steps(t, &r.rules, &r.start, &r.moves, r.cursor, r.computer))
            .unwrap_or_default()
    }

    fn count(steps: &Vec<Step>) -> Option<u32> {
        Some(steps.len() as u32)
    }

    fn view(lang: Lang, steps: &Vec<Step>, step: u32) -> StepView {
        let Some(step) = steps.get(step as usize - 1) else {
            return StepView::default();
        };
        StepView {
            highlight: step.highlight.clone(),
            shows: step.shows.clone().map(|shown| ShownPosition {
                caption: board_caption(lang, &shown.rows, shown.ending),
                rows: shown.rows,
                ending: shown.ending,
            }),
        }
    }

    fn board_inert(lang: Lang) -> String {
        board_inert(lang)
    }

    fn step_beyond(lang: Lang, asked: u32, last: u32) -> String {
        explain_notice(lang, &ExplainNotice::StepBeyond { asked, last })
    }

    fn panel(args: PanelArgs<Vec<Step>>) -> Html {
        html! {
            <ExplainPanel steps={args.steps} explanation={args.explanation} on_change={args.on_change} />
        }
    }

    fn setup(link: PlayLink, on_load: Callback<PlayLink>) -> Html {
        html! { <SetupContents {link} {on_load} /> }
    }

    fn review(game: &Game, on_explain: &Callback<Option<Explanation>>) -> Html {
        html! {
            <ReviewPanel rules={game.rules.clone()} start={(*game.positions[0]).clone()}
                moves={Rc::new(game.moves[..game.cursor].to_vec())}
                computer={game.computer_player()} on_explain={on_explain.clone()} />
        }
    }
}

//! The split explanation's panel: the head (title, lecture mode, close), the open step, and
//! the step bar, with the Nim explanations' keys, look and test hooks.

use super::keys::use_split_keys;
use super::pages::{pages, shown_step, Page};
use super::step::SplitStepView;
use super::text::{st, S};
use crate::explain::panel::{focus_first, use_reading_mark, PanelHead, StepNav};
use crate::play::text::{explain_notice, ExplainNotice};
use crate::ui::context::use_lang;
use nimlab_core::explain::split::SplitError;
use nimlab_core::octal::TakeBreak;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`SplitExplanation`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game.
    pub game: TakeBreak,
    /// The position's rows, top row first.
    pub rows: Rc<Vec<u64>>,
    /// The step asked for, from 1; one beyond the last shows the last and says so.
    pub step: u32,
    /// Lecture mode: large type, answers hidden until revealed.
    pub lecture: bool,
    /// The step and lecture mode to show next, or `None`: close.
    pub on_change: Callback<Option<(u32, bool)>>,
}

/// The explanation of a take-and-break position: a move splits a row, the parts are a sum,
/// the Sprague–Grundy theorem gives the value, and the construction finds the winning move.
#[component]
pub fn SplitExplanation(props: &Props) -> Html {
    let lang = use_lang();
    let made = use_memo((props.game.clone(), props.rows.clone()), |(game, rows)| {
        pages(game, rows).map(|p| p.into_iter().map(Rc::new).collect::<Vec<_>>())
    });
    let made: &Result<Vec<Rc<Page>>, SplitError> = &made;
    let steps = made.as_ref().map_or(0, |p| p.len() as u32);
    let (step, beyond) = shown_step(props.step, steps);
    let page = made
        .as_ref()
        .ok()
        .and_then(|p| p.get(step as usize - 1))
        .cloned();
    // The step whose answer is revealed: every visit of a step starts hidden again.
    let revealed = use_state_eq(|| None::<u32>);
    {
        let revealed = revealed.clone();
        use_effect_with(step, move |&step| {
            if *revealed != Some(step) {
                revealed.set(None);
            }
        });
    }
    let has_answer = page.as_ref().is_some_and(|p| p.answer.is_some());
    let hidden = props.lecture && has_answer && *revealed != Some(step);
    let (lecture, on_change) = (props.lecture, props.on_change.clone());
    use_split_keys(
        step,
        steps,
        hidden,
        lecture,
        revealed.clone(),
        on_change.clone(),
    );
    use_reading_mark(!lecture);
    // While the answer is hidden, the status, the nim-sum, the binary panel of Grundy values and
    // the hints would give it away on the board beside the step (theory.css, `data-hide`).
    use_effect_with(hidden, |&hidden| {
        let words = "sum outcome moves panel";
        crate::ui::body::mark_body(|b| match hidden {
            true => b.set_attribute("data-hide", words),
            false => b.remove_attribute("data-hide"),
        });
        || crate::ui::body::mark_body(|b| b.remove_attribute("data-hide"))
    });
    let on_reveal = {
        let revealed = revealed.clone();
        // The button goes away with the click: the focus moves on to Next.
        Callback::from(move |_: MouseEvent| {
            revealed.set(Some(step));
            focus_first();
        })
    };
    let title = st(
        lang,
        &S::Title {
            game: props.game.clone(),
        },
    );
    html! {
        <section class={classes!("explain-panel", "open", "split-explain", hidden.then_some("answer-hidden"))}
            data-testid="explain-panel" data-topic="split" data-step={step.to_string()} data-steps={steps.to_string()}
            aria-labelledby="explain-heading">
            <PanelHead title={title} step={step} steps={steps} lecture={lecture} on_change={on_change.clone()} />
            if let Some(asked) = beyond {
                <p class="notice" role="status" data-testid="explain-step-beyond">{ explain_notice(lang, &ExplainNotice::StepBeyond { asked, last: steps }) }</p>
            }
            if let Some(page) = page {
                <SplitStepView page={page} number={step} hidden={hidden} on_reveal={on_reveal} />
            }
            if let Err(e) = made.as_ref() {
                <p class="refused" role="alert" data-testid="split-error">{ st(lang, &S::Error(*e)) }</p>
            }
            <StepNav step={step} steps={steps} lecture={lecture} on_change={on_change} />
        </section>
    }
}

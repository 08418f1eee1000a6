//! The step-through explanation beside the board.

use crate::explain::Step;
use crate::link::Explanation;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`ExplainPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The explanation's steps for the position on screen.
    pub steps: Rc<Vec<Step>>,
    /// The open explanation and its step (1-based, already clamped to the steps); `None`
    /// shows the list of explanations to open.
    pub explanation: Option<Explanation>,
    /// Moves to another step, switches topic or lecture mode, or closes (`None`).
    pub on_change: Callback<Option<Explanation>>,
}

/// The explanation panel.
#[component]
pub fn ExplainPanel(props: &Props) -> Html {
    let step = props.explanation.map(|e| e.step).unwrap_or(0);
    html! { <section class="explain-panel" data-testid="explain-panel" data-step={step.to_string()} data-steps={props.steps.len().to_string()}></section> }
}

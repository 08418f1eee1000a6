//! The choice of the target value t below γ(x): 0 (the winning moves) or any smaller value; a
//! link's target that is no choice is shown as it is.

use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`SumTarget`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// γ(x), the sum's value: the targets are below it.
    pub value: u64,
    /// The target chosen.
    pub target: u64,
    /// Called when another target is chosen.
    pub onchange: Callback<Event>,
}

/// The most targets offered: a value's binary digits beyond these are not taught.
const MAX_TARGETS: u64 = 64;

/// The target's selection.
#[component]
pub fn SumTarget(props: &Props) -> Html {
    let lang = use_lang();
    let (value, target) = (props.value, props.target);
    let choices = value.min(MAX_TARGETS);
    html! {
        <label class="target">{ tt(lang, &T::TargetLabel) }
            <select data-testid="sum-target" onchange={props.onchange.clone()}>
                { for (0..choices).map(|t| html! {
                    <option value={t.to_string()} selected={t == target}>{ tt(lang, &T::TargetOption { t, winning: t == 0 }) }</option>
                }) }
                // A link's target that is no choice: shown as it is, beside the
                // message that says why it cannot be reached.
                if target >= choices {
                    <option value={target.to_string()} selected=true>{ target }</option>
                }
            </select>
        </label>
    }
}

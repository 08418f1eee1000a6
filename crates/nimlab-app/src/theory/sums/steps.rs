//! The construction's steps as a list, each shown once reached, and at the last step the
//! moves to the target value; or why there is no construction (γ = 0, or t not below γ).

use crate::route::SumsLink;
use crate::theory::sums::logic::{direction_word, step_texts};
use crate::theory::sums::plan::{plan, row_values, Plan};
use crate::theory::sums::SUM_STEPS;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::explain::sums::{Direction, TargetError};
use yew::prelude::*;

/// Properties of [`SumSteps`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The sum on screen.
    pub link: SumsLink,
    /// The step of the construction shown (1 to 6).
    pub step: u32,
}

/// Every move to the target value, as a list; a move under a take-and-break game names the
/// rows it leaves (`data-leaves`, ascending, comma-separated, empty when none).
fn target_moves(lang: crate::i18n::Lang, c: &Plan) -> Html {
    html! {
        <ul class="target-moves" data-testid="target-moves">
            { for c.rows.iter().flat_map(|r| r.moves.iter().map(move |m| (r, m))).map(|(r, m)| {
                let (row, raising) = (m.row as u64 + 1, r.direction == Direction::Raising);
                let (g, required) = (r.grundy, r.required);
                let text = if m.breaks {
                    T::TargetSplit { row, take: m.take, arrow: m.arrow(), g, required, raising }
                } else {
                    T::TargetMove { row, take: m.take, from: r.count, to: r.count - m.take, g, required, raising }
                };
                let leaves = m.breaks.then(|| crate::route::join(&m.leaves));
                html! {
                    <li data-testid="target-move" data-row={row.to_string()} data-take={m.take.to_string()}
                        data-from={r.count.to_string()} data-to={(r.count - m.take).to_string()} data-leaves={leaves}
                        data-direction={direction_word(r.direction)}>
                        { tt(lang, &text) }
                    </li>
                }
            }) }
        </ul>
    }
}

/// The construction of the moves to the target value, step by step.
#[component]
pub fn SumSteps(props: &Props) -> Html {
    let lang = use_lang();
    let (link, step) = (&props.link, props.step);
    let (values, value) = row_values(&link.rules, &link.rows);
    match &plan(&link.rules, &link.rows, link.target) {
        Err(TargetError::NotBelow { value: 0, .. }) => html! {
            <p class="theorem" data-testid="sum-zero">{ tt(lang, &T::SumIsZero) }</p>
        },
        Err(TargetError::NotBelow { value, target }) => html! {
            <p class="refused" role="alert" data-testid="sum-target-error">{ tt(lang, &T::TargetNotBelow { target: *target, value: *value }) }</p>
        },
        Ok(c) => html! {
            <>
            <ol class="sum-steps" data-testid="sum-steps">
                { for step_texts(lang, &values, value, c).into_iter().filter(|(s, _)| *s <= step).map(|(s, text)| html! {
                    <li class={classes!((s == step).then_some("current"))} data-testid={format!("sum-step-{s}")}>{ unbroken(&text) }</li>
                }) }
            </ol>
            <p class="sr-only" data-testid="sum-construction" data-value={c.value.to_string()} data-target={c.target.to_string()}
                data-z={c.z.to_string()} data-top-bit={c.top_bit.to_string()} />
            if step >= SUM_STEPS {
                { target_moves(lang, c) }
            }
            </>
        },
    }
}

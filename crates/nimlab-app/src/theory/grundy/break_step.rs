//! The step of one row of a take-and-break game: each option (take k, leaving a + b) with
//! γ(a) ⊕ γ(b), then the mex, in the style of the subtraction game's step.

use super::step::SHOWN_OPTIONS;
use crate::i18n::Lang;
use crate::theory::text::{tt, T};
use nimlab_core::octal::{BreakTable, TakeBreak};
use yew::prelude::*;

/// "mex{0, 1, 3} = 2 ⇒ γ(x) = 2": the distinct values of the options, ascending, and their mex.
pub fn mex_line(values: impl IntoIterator<Item = u64>, x: u64, mex: u64) -> String {
    let mut seen: Vec<u64> = values.into_iter().collect();
    seen.sort_unstable();
    seen.dedup();
    let set: Vec<String> = seen.iter().map(u64::to_string).collect();
    format!("mex{{{}}} = {mex} ⇒ γ({x}) = {mex}", set.join(", "))
}

/// The step of a row of `x` sticks, from the core's [`BreakTable::step`] over `values`.
pub fn break_step(lang: Lang, game: &TakeBreak, values: &[u64], x: u64) -> Html {
    let table = BreakTable {
        values: values.iter().map(|&v| v as u32).collect(),
    };
    let step = table.step(game, x).expect("x is in the table");
    let g = |n: u64| values[n as usize];
    let more = step.options.len().saturating_sub(SHOWN_OPTIONS);
    let mex = mex_line(step.options.iter().map(|o| o.value), x, step.value);
    html! {
        <div class="step" data-testid="step" data-x={x.to_string()} data-value={step.value.to_string()}
            data-options={step.options.len().to_string()}>
            <p>{ if step.options.is_empty() { tt(lang, &T::StepNoMove { x }) } else { tt(lang, &T::StepOptions { x }) } }</p>
            if !step.options.is_empty() {
                <ul class="options">
                    { for step.options.iter().take(SHOWN_OPTIONS).map(|o| html! {
                        <li data-testid="step-option" data-take={o.take.to_string()} data-a={o.a.to_string()}
                            data-b={o.b.to_string()} data-value={o.value.to_string()}>
                            { tt(lang, &T::BreakOption { take: o.take, a: o.a, b: o.b, ga: g(o.a), gb: g(o.b), value: o.value }) }
                        </li>
                    }) }
                    if more > 0 {
                        <li>{ tt(lang, &T::MoreOptions { more: more as u64 }) }</li>
                    }
                </ul>
            }
            <p class="mex" data-testid="step-mex">{ mex }</p>
        </div>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_mex_line() {
        assert_eq!(mex_line([3, 0, 1, 0], 7, 2), "mex{0, 1, 3} = 2 ⇒ γ(7) = 2");
        assert_eq!(mex_line([], 0, 0), "mex{} = 0 ⇒ γ(0) = 0");
    }
}

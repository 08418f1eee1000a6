//! The bottom-up step-through of a Grundy table: for one heap x its options x − s, their
//! values, the mex, ν by its own recursion, and Satz 1d for this x (for a take-and-break
//! game, the options of `break_step`).

use super::Rule;
use crate::i18n::Lang;
use crate::theory::field::button;
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::grundy::GrundyTable;
use nimlab_core::Take;
use std::rc::Rc;
use yew::prelude::*;

/// Options listed before the rest is summarized.
pub const SHOWN_OPTIONS: usize = 24;

/// Properties of [`GrundyStepPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The moves: a subtraction set or a take-and-break game.
    pub rule: Rule,
    /// γ(0), …, γ(upto).
    pub values: Rc<Vec<u64>>,
    /// ν(0), …, ν(upto), by their own recursion.
    pub win: Rc<Vec<bool>>,
    /// The heap on screen, if any.
    pub cursor: Option<u64>,
    /// Whether heaps above the cursor are still hidden.
    pub stepping: bool,
    /// Moves the cursor and optionally switches stepping on or off.
    pub on_step: Callback<(Option<u64>, Option<bool>)>,
}

/// What an entry in the "x =" field needs said beside it.
#[derive(Clone, PartialEq)]
enum EntryNote {
    /// A heap beyond the table, as typed (it may be too large for a u64): the last one is shown.
    Beyond(String),
    /// No heap (-1, 2.5, a word), kept in the field as typed: the step is kept.
    NotAHeap(String),
}

/// The step panel.
#[component]
pub fn GrundyStepPanel(props: &Props) -> Html {
    let lang = use_lang();
    let upto = props.values.len() as u64 - 1;
    let cursor = props.cursor;
    let emit = |x: Option<u64>, mode: Option<bool>| {
        let cb = props.on_step.clone();
        Callback::from(move |_: MouseEvent| cb.emit((x, mode)))
    };
    let start = emit(Some(0), Some(true));
    let prev = emit(Some(cursor.map_or(0, |x| x.saturating_sub(1))), None);
    let next = emit(
        Some(cursor.map_or(0, |x| (x + 1).min(upto))),
        Some(props.stepping || cursor.is_none()),
    );
    let all = emit(cursor, Some(false));
    // What the last entry in the field needs said beside it: it belongs to that entry, so a
    // step taken any other way (a button, a cell) takes it away.
    let entry = use_state_eq(|| None::<EntryNote>);
    // Whether the next change of the step is the entry's own.
    let entered = use_mut_ref(|| false);
    {
        let (entry, entered) = (entry.clone(), entered.clone());
        use_effect_with(cursor, move |_| {
            if !std::mem::take(&mut *entered.borrow_mut()) {
                entry.set(None);
            }
        });
    }
    let on_goto = {
        let (cb, entry, entered) = (props.on_step.clone(), entry.clone(), entered.clone());
        Callback::from(move |e: Event| {
            let v = e
                .target_unchecked_into::<web_sys::HtmlInputElement>()
                .value();
            // Digits only, full-width ones too; a heap too large for any number type is
            // still a heap beyond the table.
            let digits = crate::route::typed_text(&v);
            match crate::route::typed_count(&digits) {
                Some(x) => {
                    entry.set(
                        (x > upto)
                            .then(|| EntryNote::Beyond(digits.trim_start_matches('0').into())),
                    );
                    *entered.borrow_mut() = cursor != Some(x.min(upto));
                    cb.emit((Some(x.min(upto)), None));
                }
                None => entry.set((!v.trim().is_empty()).then_some(EntryNote::NotAHeap(v))),
            }
        })
    };

    // The last entry was no heap: the field is marked, and the message below describes it.
    let not_a_heap = matches!(*entry, Some(EntryNote::NotAHeap(_)));

    let body = match (cursor.filter(|&x| x <= upto), &props.rule) {
        (None, _) => html! { <p class="note">{ tt(lang, &T::StepHint) }</p> },
        (Some(x), Rule::Take(take)) => take_step(lang, take, &props.values, &props.win, x),
        (Some(x), Rule::Break(game)) => {
            super::break_step::break_step(lang, &game.game, &props.values, x)
        }
    };

    html! {
        <section class="step-panel" data-testid="step-panel" aria-labelledby="step-panel-title">
            <h2 id="step-panel-title">{ tt(lang, &T::StepTitle) }</h2>
            <div class="step-controls" role="group" aria-labelledby="step-panel-title" data-keep-focus="">
                { button("step-start".into(), tt(lang, &T::StepStart), false, start) }
                { button("step-prev".into(), tt(lang, &T::Back), cursor.is_none_or(|x| x == 0), prev) }
                { button("step-next".into(), tt(lang, &T::Next), cursor.is_some_and(|x| x >= upto), next) }
                { button("step-all".into(), tt(lang, &T::ShowAll), !props.stepping, all) }
                <label>{ "x = " }
                    <input data-testid="step-x" type="number" min="0" max={upto.to_string()}
                        aria-invalid={not_a_heap.then_some("true")}
                        aria-describedby={not_a_heap.then_some("step-x-error")}
                        value={match &*entry {
                            Some(EntryNote::NotAHeap(typed)) => typed.clone(),
                            _ => cursor.map(|x| x.to_string()).unwrap_or_default(),
                        }} onchange={on_goto} />
                </label>
            </div>
            if not_a_heap {
                <p class="entry-error" role="alert" data-testid="step-x-error" id="step-x-error">{ tt(lang, &T::NotAWholeNumber) }</p>
            }
            // Always there, so that a reader hears the note when it is filled in.
            <div role="status">
                if let (Some(EntryNote::Beyond(asked)), true) = (&*entry, cursor == Some(upto)) {
                    <p class="note" data-testid="step-x-beyond">{ tt(lang, &T::HeapBeyond { asked: asked.clone(), last: upto }) }</p>
                }
            </div>
            // Only the step is read out when it changes, not the buttons above it.
            <div aria-live="polite">{ body }</div>
        </section>
    }
}

/// The step of heap `x` of a subtraction game: its options x − s, the mex, ν and Satz 1d.
fn take_step(lang: Lang, take: &Take, values: &[u64], win: &[bool], x: u64) -> Html {
    let table = GrundyTable {
        values: values.to_vec(),
    };
    let step = table.step(take, x).expect("x is in the table");
    let nu = win[x as usize];
    let losing = step.options.iter().find(|o| !win[o.to as usize]);
    let nu_text = match (step.options.is_empty(), losing) {
        (true, _) => tt(lang, &T::NuTerminal { x }),
        (false, Some(o)) => tt(lang, &T::NuWin { x, to: o.to }),
        (false, None) => tt(lang, &T::NuLoss { x }),
    };
    let more = step.options.len().saturating_sub(SHOWN_OPTIONS);
    let mex = super::break_step::mex_line(step.options.iter().map(|o| o.value), x, step.value);
    html! {
        <div class="step" data-testid="step" data-x={x.to_string()} data-value={step.value.to_string()}
            data-nu={u8::from(nu).to_string()} data-options={step.options.len().to_string()}>
            <p>{ if step.options.is_empty() { tt(lang, &T::StepNoMove { x }) } else { tt(lang, &T::StepOptions { x }) } }</p>
            if !step.options.is_empty() {
                <ul class="options">
                    { for step.options.iter().take(SHOWN_OPTIONS).map(|o| html! {
                        <li data-testid="step-option" data-take={o.take.to_string()} data-to={o.to.to_string()} data-value={o.value.to_string()}>
                            { format!("{x} − {} = {}: γ({}) = {}", o.take, o.to, o.to, o.value) }
                        </li>
                    }) }
                    if more > 0 {
                        <li>{ tt(lang, &T::MoreOptions { more: more as u64 }) }</li>
                    }
                </ul>
            }
            <p class="mex" data-testid="step-mex">{ mex }</p>
            <p class="nu">{ nu_text }</p>
            <p class="check">{ tt(lang, &T::StepSatz1d { x, nu: u8::from(nu), g: step.value, holds: nu == (step.value != 0) }) }</p>
        </div>
    }
}

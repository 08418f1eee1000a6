//! The sums page: the rows' Grundy values in binary and their XOR beside the construction of
//! the moves to a smaller value t; the link follows what is on screen.

use crate::play::binary_panel::BinaryPanel;
use crate::route::{format_sums, SumRule, SumsLink};
use crate::theory::field::{details_open, set_location, step_nav};
use crate::theory::lecture::{use_lecture_state, Clicker, LectureBar};
use crate::theory::sums::entry::SumEntry;
use crate::theory::sums::history::SumHistory;
use crate::theory::sums::logic::{is_slides_task, play_link, step_highlight};
use crate::theory::sums::plan::{plan, row_values};
use crate::theory::sums::row_table::SumRowTable;
use crate::theory::sums::steps::SumSteps;
use crate::theory::sums::target::SumTarget;
use crate::theory::sums::{Props, SUM_STEPS};
use crate::theory::text::{bin, tt, T};
use crate::ui::context::use_lang;
use nimlab_core::analysis::Outcome;
use nimlab_core::Take;
use std::rc::Rc;
use yew::prelude::*;

/// A callback that changes the sum on screen.
fn updater<E: 'static>(
    link: &UseStateHandle<SumsLink>,
    change: impl Fn(E, &mut SumsLink) + 'static,
) -> Callback<E> {
    let link = link.clone();
    Callback::from(move |e: E| {
        let mut l = (*link).clone();
        change(e, &mut l);
        link.set(l);
    })
}

/// A clicker's keys step the construction, as its buttons do.
const SUMS_CLICKER: Clicker = Clicker {
    next: &["[data-testid=\"sum-next\"]"],
    back: &["[data-testid=\"sum-prev\"]"],
};

/// The sums page.
#[component]
pub fn SumsPage(props: &Props) -> Html {
    let lang = use_lang();
    let link = use_state(|| props.link.clone());
    // Lecture mode is the page's own state (its bar toggles it); the link writes it.
    let lecture = use_lecture_state(props.link.lecture, SUMS_CLICKER);

    let step = link.step.clamp(1, SUM_STEPS);
    let (values, value) = row_values(&link.rules, &link.rows);
    // The address shows the step on screen; at γ = 0 there is no target and no step to show.
    use_effect_with(
        format_sums(&SumsLink {
            step: if value == 0 { 1 } else { step },
            target: if value == 0 { 0 } else { link.target },
            lecture: *lecture,
            ..(*link).clone()
        }),
        |h| set_location(h),
    );
    // Rows that allow any count are their own Grundy value: the panel then shows plain Nim.
    let restricted = link.rules.iter().any(|r| *r != SumRule::Take(Take::Any));
    let construction = plan(&link.rules, &link.rows, link.target);

    let go = updater(&link, |s: u64, l| l.step = s as u32);
    let on_target = updater(&link, |e: Event, l| {
        if let Ok(t) = crate::theory::field::value_of(&e).parse::<u64>() {
            l.target = t;
            l.step = 1;
        }
    });
    // Opened or closed, the history goes into the link; a link that opens it shows it.
    let on_history = updater(&link, |e: Event, l| l.history = details_open(&e));
    let on_game = updater(&link, |(rows, rules): (Vec<u64>, Vec<SumRule>), l| {
        *l = SumsLink {
            rows,
            rules,
            target: 0,
            step: 1,
            history: l.history,
            lecture: l.lecture,
        }
    });

    // What the current step points at in the binary panel.
    let highlight = match &construction {
        Ok(c) => step_highlight(c, step),
        Err(_) => Default::default(),
    };
    let outcome = if value == 0 { Outcome::P } else { Outcome::N };
    html! {
        <div class={classes!("sums-page", "theory", lecture.then_some("lecture"))}>
            <h1>{ tt(lang, &T::SumsTitle) }</h1>
            <LectureBar lecture={lecture.clone()} />
            <p class="lead">{ tt(lang, &T::SumsIntro) }</p>
            if !restricted {
                <p class="satz" data-testid="satz-1f">{ tt(lang, &T::Satz1f) }</p>
                <p class="satz" data-testid="satz-1g">{ tt(lang, &T::Satz1g) }</p>
            }
            <SumEntry link={(*link).clone()} {on_game} />
            if is_slides_task(&link) {
                <p class="slide-task" data-testid="slide-task">{ tt(lang, &T::TaskWinningMoves) }</p>
            }
            <div class="sum-grid">
                <div>
                    <p class="sum-value" data-testid="sum-value" data-value={value.to_string()}>
                        { tt(lang, &T::SumValue { value, binary: bin(value, 0) }) }
                    </p>
                    // A wide table scrolls in its own box rather than widening the page.
                    <div class="table-scroll"><SumRowTable link={(*link).clone()} {step} /></div>
                    if value > 0 {
                        <SumTarget {value} target={link.target} onchange={on_target} />
                    }
                    if construction.is_ok() {
                        { step_nav(lang, "sum", u64::from(step), 1, u64::from(SUM_STEPS), go) }
                        if link.step > SUM_STEPS {
                            <p class="note" role="status" data-testid="step-beyond">
                                { tt(lang, &T::StepBeyond { asked: link.step.into(), last: SUM_STEPS.into() }) }
                            </p>
                        }
                    }
                    <div aria-live="polite"><SumSteps link={(*link).clone()} {step} /></div>
                    if let Some(href) = play_link(&link) {
                        <p class="links"><a href={href}>{ tt(lang, &T::PlayThis) }</a></p>
                    }
                </div>
                <BinaryPanel values={Rc::new(values.clone())} counts={Rc::new(link.rows.clone())} grundy_mode={restricted}
                    nim_sum={value} outcome={Some(outcome)} highlight={Rc::new(highlight)} />
            </div>
            <SumHistory open={link.history} ontoggle={on_history} />
        </div>
    }
}

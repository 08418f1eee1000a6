//! Exercises with instant feedback: rounds of "P or N?", "find all winning moves", "fill in
//! the next mex" and "what is this row's value?" of rising difficulty under any rules; a
//! wrong answer is explained step by step; a score; and a link (and a printable sheet) per
//! round.

use crate::route::{format_exercise, ExerciseLink};
use crate::theory::exercise::explain::AFTER_ANSWER;
use crate::theory::exercise::progress::ExerciseProgress;
use crate::theory::exercise::question::ExerciseQuestion;
use crate::theory::exercise::round::{exercise_round, rule_entry, tally, with_typed};
use crate::theory::exercise::round_done::RoundDone;
use crate::theory::exercise::settings::ExerciseSettings;
use crate::theory::exercise::sheet::ExerciseSheet;
use crate::theory::exercise::verdict::ExerciseVerdict;
use crate::theory::field::{button, on_text, set_location};
use crate::theory::lecture::{use_lecture_state, Clicker, LectureBar};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::Answer;
use std::rc::Rc;
use yew::prelude::*;

pub use crate::theory::exercise::round::answer_text;

/// Properties of [`ExercisePage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round the link asked for.
    pub link: ExerciseLink,
}

/// Where the focus goes after the render that follows an answer or "Next question".
#[derive(Clone, Copy)]
enum FocusTarget {
    /// "Next question", or after the last question the first of the round's buttons.
    AfterAnswer,
    /// The new question's first answer control.
    Question,
}

impl FocusTarget {
    fn focus(self) {
        let selector = match self {
            FocusTarget::AfterAnswer => AFTER_ANSWER,
            FocusTarget::Question => {
                "[data-testid=\"question\"] :is(input, button, select):not([disabled])"
            }
        };
        if let Some(el) = crate::ui::focus::find_focusable(selector) {
            let _ = el.focus();
        }
    }
}

/// A clicker's keys: the explanation's next step, else the next question; back to the
/// question before.
const EXERCISE_CLICKER: Clicker = Clicker {
    next: &[
        "[data-testid=\"explain-next\"]",
        "[data-testid=\"next-question\"]",
        ".progress .dot[aria-current] + .dot",
    ],
    back: &[".progress .dot:has(+ .dot[aria-current])"],
};

/// The link the page writes: the round, in lecture mode or not.
fn written(link: &ExerciseLink, lecture: bool) -> String {
    format_exercise(&ExerciseLink {
        lecture,
        ..link.clone()
    })
}

/// A choice in a menu: a round with it and with the typed rule and sheet number, as "Start
/// round" would; typed ones that do not read stay in their fields, named.
fn choose(
    restart: impl Fn(ExerciseLink) + 'static,
    take_entry: &UseStateHandle<String>,
    seed_entry: &UseStateHandle<String>,
    take_error: &UseStateHandle<Option<T>>,
) -> Callback<ExerciseLink> {
    let (take_entry, seed_entry, take_error) =
        (take_entry.clone(), seed_entry.clone(), take_error.clone());
    Callback::from(
        move |l: ExerciseLink| match with_typed(l.clone(), &take_entry, &seed_entry) {
            Ok(l) => restart(l),
            Err(t) => {
                let typed = ((*take_entry).clone(), (*seed_entry).clone());
                restart(l);
                take_entry.set(typed.0);
                seed_entry.set(typed.1);
                take_error.set(Some(t));
            }
        },
    )
}

/// The page when the settings chosen give no round (a take-and-break game's round of a kind it
/// does not offer): the settings, and why.
fn refused(
    lang: crate::i18n::Lang,
    link: &ExerciseLink,
    lecture: UseStateHandle<bool>,
    settings: Html,
    why: Option<T>,
) -> Html {
    html! {
        <div class={classes!("exercise-page", "theory", lecture.then_some("lecture"))}>
            <h1>{ tt(lang, &T::ExerciseTitle(link.kind)) }</h1>
            <LectureBar {lecture} />
            { settings }
            <p class="refused" role="alert" data-testid="ex-refused">{ why.map(|t| tt(lang, &t)) }</p>
        </div>
    }
}

/// The exercise page.
#[component]
pub fn ExercisePage(props: &Props) -> Html {
    let lang = use_lang();
    let link = use_state(|| props.link.clone());
    let current = use_state(|| 0usize);
    let given = use_state(Vec::<Option<Answer>>::new);
    let take_entry = use_state(|| rule_entry(&props.link));
    let take_error = use_state(|| None::<T>);
    let seed_entry = use_state(|| props.link.seed.to_string());
    let lecture = use_lecture_state(props.link.lecture, EXERCISE_CLICKER);

    use_effect_with(written(&link, *lecture), |h| set_location(h));

    // A menu may choose what a game's round does not offer: no questions, and why.
    let round = use_memo((*link).clone(), |l| exercise_round(l).map(Rc::new));
    let questions: Rc<Vec<_>> = (*round).clone().unwrap_or_default();
    let total = questions.len();
    let (answers, correct, answered) = tally(&questions, &given);
    let k = (*current).min(total.saturating_sub(1));

    let restart = {
        let (link, current, given, take_entry, seed_entry, take_error) = (
            link.clone(),
            current.clone(),
            given.clone(),
            take_entry.clone(),
            seed_entry.clone(),
            take_error.clone(),
        );
        move |l: ExerciseLink| {
            take_entry.set(rule_entry(&l));
            seed_entry.set(l.seed.to_string());
            take_error.set(None);
            current.set(0);
            given.set(Vec::new());
            link.set(l);
        }
    };
    // Where the keyboard goes next: an answer disables the controls that held the focus, and
    // "Next question" replaces the question; either way the focus stays where the work is.
    let focus_next = use_mut_ref(|| None::<FocusTarget>);
    let on_answer = {
        // Only a first answer counts (and disables the controls); a second one is ignored.
        let (given, focus_next) = (given.clone(), focus_next.clone());
        Callback::from(move |a: Answer| {
            let mut g: Vec<Option<Answer>> = (*given).clone();
            g.resize(total, None);
            if g[k].is_none() {
                *focus_next.borrow_mut() = Some(FocusTarget::AfterAnswer);
                g[k] = Some(a);
                given.set(g);
            }
        })
    };
    let on_go = {
        let (current, focus_next) = (current.clone(), focus_next.clone());
        Callback::from(move |to: usize| {
            // A dot keeps the focus: nothing pending may pull it away.
            focus_next.borrow_mut().take();
            current.set(to)
        })
    };
    let next_question = {
        let (current, focus_next) = (current.clone(), focus_next.clone());
        Callback::from(move |_: MouseEvent| {
            *focus_next.borrow_mut() = Some(FocusTarget::Question);
            current.set(k + 1);
        })
    };
    {
        let focus_next = focus_next.clone();
        use_effect_with(
            (k, answers.get(k).is_some_and(Option::is_some)),
            move |_| {
                if let Some(target) = focus_next.borrow_mut().take() {
                    target.focus();
                }
            },
        );
    }
    let on_choose = choose(restart.clone(), &take_entry, &seed_entry, &take_error);
    let on_submit = {
        let (link, restart, take_entry, seed_entry, take_error) = (
            link.clone(),
            restart.clone(),
            take_entry.clone(),
            seed_entry.clone(),
            take_error.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match with_typed((*link).clone(), &take_entry, &seed_entry) {
                Ok(l) => restart(l),
                Err(t) => take_error.set(Some(t)),
            }
        })
    };
    // The round's buttons go away with the round: the focus goes to the new first question.
    let on_restart = {
        let focus_next = focus_next.clone();
        Callback::from(move |l: ExerciseLink| {
            *focus_next.borrow_mut() = Some(FocusTarget::Question);
            restart(l);
        })
    };

    let settings = html! {
        <ExerciseSettings link={(*link).clone()} take_entry={(*take_entry).clone()} seed_entry={(*seed_entry).clone()}
            error={(*take_error).clone()} {on_choose} on_take_input={on_text(&take_entry)} on_seed_input={on_text(&seed_entry)} {on_submit} />
    };
    let (Ok(_), Some(q)) = (&*round, questions.get(k)) else {
        return refused(lang, &link, lecture, settings, (*round).clone().err());
    };
    let game = link.game.as_ref().map(|g| g.game.clone());
    let given_k = answers[k].clone();
    html! {
        <div class={classes!("exercise-page", "theory", lecture.then_some("lecture"))}>
            <h1>{ tt(lang, &T::ExerciseTitle(link.kind)) }</h1>
            <LectureBar lecture={lecture.clone()} />
            { settings }
            <ExerciseProgress questions={questions.clone()} answers={answers.clone()} current={k} {on_go} />
            <ExerciseQuestion key={format!("{}-{k}", format_exercise(&link))} kind={link.kind} rules={link.rules.clone()}
                game={game.clone()} question={q.clone()} given={given_k.clone()} on_answer={on_answer} />
            <ExerciseVerdict rules={link.rules.clone()} {game} question={q.clone()} given={given_k.clone()} explanation_key={format!("{}-{k}", link.seed)} />
            <div class="step-controls">
                if k + 1 < total {
                    { button("next-question".into(), tt(lang, &T::NextQuestion), given_k.is_none(), next_question) }
                }
            </div>
            if answered == total {
                <RoundDone link={(*link).clone()} {correct} {total} {on_restart} />
            }
            <ExerciseSheet link={(*link).clone()} {questions} />
        </div>
    }
}

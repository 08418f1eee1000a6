//! The Grundy table of a take-and-break game (`#/grundy?game=kayles`): the games' presets and
//! field, the table and its steps (each option a + b with γ(a) ⊕ γ(b)), the period certified
//! by the octal periodicity theorem, and γ of any row through it.

use super::break_data::use_break_data;
use super::break_facts::{heap_answer, period_card};
use super::explorer::GrundyExplorer;
use super::game_choice::GameChoice;
use super::page::{open_game, presets, upto_submit, GRUNDY_CLICKER, MAX_HEAP};
use super::Rule;
use crate::route::{format_break_play, BreakPlayLink};
use crate::route::{GameWord, GrundyLink, Problem, MAX_UPTO};
use crate::theory::field::{choice, field, on_text};
use crate::theory::lecture::{use_lecture_state, LectureBar};
use crate::theory::text::{set_text, tt, T};
use crate::ui::context::use_lang;
use nimlab_core::octal::TakeBreak;
use yew::prelude::*;

/// Properties of [`BreakPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game.
    pub game: GameWord,
    /// The range, heap and modes the link asked for.
    pub link: GrundyLink,
    /// Another table chosen: a subtraction set or another game.
    pub on_switch: Callback<GrundyLink>,
}

/// The Grundy table page of a take-and-break game.
#[component]
pub fn BreakPage(props: &Props) -> Html {
    let lang = use_lang();
    let game = props.game.clone();
    let upto = use_state(|| props.link.upto);
    let upto_entry = use_state(|| props.link.upto.to_string());
    let upto_error = use_state(|| None::<Problem>);
    let heap_entry = use_state(|| "1000000000000000000".to_string());
    let lecture = use_lecture_state(props.link.lecture, GRUNDY_CLICKER);
    // The heap the link put on screen, until another range is shown.
    let opened = use_state(|| (props.link.x, props.link.bottom_up));
    let (hiding, on_hidden) = super::page::use_hiding(&props.link);
    let (data, done) = use_break_data(&game.game, *upto);

    let on_game = open_game(&props.on_switch, *upto, *lecture);
    let switch = {
        let (on_switch, upto, lecture) = (props.on_switch.clone(), *upto, *lecture);
        move |take| {
            on_switch.emit(GrundyLink {
                take,
                upto,
                lecture,
                ..GrundyLink::default()
            })
        }
    };
    let on_upto_submit = upto_submit(&upto, &upto_entry, &upto_error, &opened);
    let heap_number = crate::route::parse_typed_number(&heap_entry, MAX_HEAP);
    let heap_refused = heap_number.is_err();

    html! {
        <div class={classes!("grundy", "theory", lecture.then_some("lecture"))}>
            <h1>{ tt(lang, &T::BreakTitle { game: game.game.clone() }) }</h1>
            <LectureBar lecture={lecture.clone()} />
            <p class="lead">{ tt(lang, &T::BreakIntro { grundy: game.game == TakeBreak::Grundy }) }</p>
            <p><a data-testid="play-game" href={format_break_play(&BreakPlayLink::new(game.clone(), vec![10, 7]))}>
                { tt(lang, &T::PlayBreakGame { game: game.game.clone() }) }
            </a></p>
            <section class="controls" aria-label={tt(lang, &T::ChooseSet)}>
                <div class="presets" role="group" aria-label={tt(lang, &T::Presets)}>
                    { for presets().into_iter().map(|(word, t)| {
                        let (switch, t2) = (switch.clone(), t.clone());
                        choice(format!("preset-{word}"), tt(lang, &T::PresetLabel { word, set: set_text(&t) }), false,
                            Callback::from(move |_| switch(t2.clone())))
                    }) }
                </div>
                <GameChoice current={Some(game.clone())} on_choose={on_game} />
                <form class="entry" onsubmit={on_upto_submit}>
                    { field(tt(lang, &T::RangeLabel), "upto-input", (*upto_entry).clone(), on_text(&upto_entry), upto_error.is_some().then_some("upto-error")) }
                    <button type="submit" data-testid="upto-apply" aria-label={tt(lang, &T::ShowRange)}>{ tt(lang, &T::Show) }</button>
                </form>
                if let Some(problem) = &*upto_error {
                    <p class="entry-error" role="alert" data-testid="upto-error" id="upto-error">{ tt(lang, &T::UptoEntry { max: MAX_UPTO, problem: problem.clone() }) }</p>
                }
            </section>
            if let Some(data) = data {
                <GrundyExplorer key={format!("{}/{}", game.word, *upto)} rule={Rule::Break(game.clone())}
                    values={data.values.clone()} win={data.win.clone()} period={data.period}
                    opened={*opened} lecture={*lecture} {on_hidden} />
                <section class="facts">
                    if hiding {
                        <p class="note" data-testid="period-pending">{ tt(lang, &T::PeriodPending) }</p>
                    } else {
                    { period_card(lang, &game.game, &data.grundy) }
                    <div class="heap-query">
                        { field(tt(lang, &T::HeapLabel), "heap-input", (*heap_entry).clone(), on_text(&heap_entry), heap_refused.then_some("heap-error")) }
                        <div aria-live="polite">{ heap_answer(lang, &data.grundy, heap_number) }</div>
                    </div>
                    }
                </section>
            } else {
                <p class="note" role="status" data-testid="table-progress">{ tt(lang, &T::BreakComputing { done, upto: *upto }) }</p>
            }
        </div>
    }
}

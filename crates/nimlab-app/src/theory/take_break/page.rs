//! The play page of a take-and-break game (`#/play?rows=10,7&game=kayles`): the board whose
//! rows split, the status, the binary panel of the rows' Grundy values, the winning moves with
//! the rows they leave, the settings and the history.

use super::computer::use_computer_turn;
use super::hints::BreakHints;
use super::row::BreakRow;
use super::settings::BreakSettings;
use super::state::{Action, BreakGame, Notice};
use super::text::{tb, Msg};
use crate::i18n::Lang;
use crate::play::binary_panel::BinaryPanel;
use crate::play::board::move_focus;
use crate::play::history_controls::HistoryControls;
use crate::play::how_to_text::touch_screen;
use crate::play::status_bar::StatusBar;
use crate::play::text::{tr, Msg as PlayMsg};
use crate::route::{format_break_play, set_location, BreakPlayLink, SplitExplanation as SplitStep};
use crate::ui::context::use_lang;
use nimlab_core::octal::{analyze_within, BreakAnalysis};
use nimlab_core::Ending;
use std::rc::Rc;
use yew::prelude::*;

/// The most positions the misère search of one position on screen examines: about 2 µs each
/// natively, so a click waits some 15 ms at most (beyond it the status says `?`). Enough for
/// positions such as 15-15 or 6-7-8-9 of Kayles.
pub const PAGE_STATES: usize = 8_000;

/// Properties of [`BreakPlayPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The link the page opened.
    pub link: BreakPlayLink,
}

/// The analysis of the position on screen, once per position.
#[hook]
fn use_analysis(game: &BreakGame) -> Rc<BreakAnalysis> {
    let key = (
        game.link.game.game.clone(),
        game.link.ending,
        game.positions[game.cursor].clone(),
    );
    use_memo(key, |(rules, ending, position)| {
        analyze_within(rules, *ending, position, PAGE_STATES)
    })
}

/// The address bar follows the game (its rules and the position shown).
#[hook]
fn use_address(game: &BreakGame) {
    use_effect_with(format_break_play(&game.current_link()), |hash| {
        set_location(hash)
    });
}

/// The notice line's words.
fn notice_text(lang: Lang, game: &BreakGame) -> (String, bool) {
    match &game.notice {
        Some((Notice::Moved { player, mv, from }, _)) => {
            let computer = game.computer().is_some_and(|c| c == 0 || c == *player);
            (
                tb(
                    lang,
                    &Msg::Moved {
                        player: *player,
                        computer,
                        mv: *mv,
                        from: *from,
                    },
                ),
                false,
            )
        }
        Some((Notice::Refused(error), _)) => {
            (tb(lang, &Msg::Refused(&game.link.game.game, error)), true)
        }
        None => (String::new(), false),
    }
}

/// The page.
#[component]
pub fn BreakPlayPage(props: &Props) -> Html {
    let lang = use_lang();
    let game = use_reducer(|| BreakGame::new(props.link.clone()));
    let analysis = use_analysis(&game);
    let planned = use_computer_turn(&game, &analysis);
    use_address(&game);
    let lecture_on = game.link.explain.is_some_and(|e| e.lecture);
    use_effect_with(lecture_on, |&on| {
        crate::ui::body::mark_body(|b| b.class_list().toggle_with_force("lecture", on));
        || crate::ui::body::mark_body(|b| b.class_list().remove_1("lecture"))
    });
    let rules = &game.link.game.game;
    let rows = Rc::new(game.position().rows.clone());
    let winner = game.winner();
    let disabled = winner.is_some() || game.computer_to_move();
    let d: Callback<Action> = game.dispatcher().to_callback();
    let on_play = d.reform(Action::Play);
    let on_refuse = d.reform(Action::Refuse);
    let hinted = |row: usize| -> Vec<_> {
        let shown = game.link.hints && winner.is_none();
        analysis
            .winning_moves
            .iter()
            .filter(|m| shown && m.row == row)
            .copied()
            .collect()
    };
    let (notice, refused) = notice_text(lang, &game);
    let serial = game.notice.as_ref().map_or(0, |(_, s)| *s);
    let values: Option<Vec<u64>> = analysis.row_grundy.iter().copied().collect();
    let known = analysis.outcome.is_some();
    html! {
        <div class={classes!("play", "break-play", game.link.explain.is_some_and(|e| e.lecture).then_some("lecture"))}>
            <h1>{ tb(lang, &Msg::Title(rules)) }</h1>
            <p class="rules-summary" data-testid="rules-summary">
                { tb(lang, &Msg::Rules(rules)) }{ lang.space() }
                { tr(lang, if game.link.ending == Ending::Misere { &PlayMsg::EndingMisere } else { &PlayMsg::EndingNormal }) }
            </p>
            <p class="how-to" data-testid="how-to">{ tb(lang, &Msg::HowTo { touch: touch_screen() }) }</p>
            <StatusBar to_move={game.to_move()} computer={game.computer().filter(|&c| c > 0)} {winner}
                opened_over={game.moves.is_empty()} empty={rows.iter().all(|&c| c == 0)}
                outcome={analysis.outcome} nim_sum={analysis.nim_sum.unwrap_or(0)} />
            <p class={classes!("notice", refused.then_some("refused"))}>
                <span aria-live="polite" data-testid="notice"><span key={serial}>{ notice }</span></span>
            </p>
            <div class="play-grid">
                <div class="main-column">
                    <section class="board" aria-label={tr(lang, &PlayMsg::Board)} onkeydown={Callback::from(move_focus)}>
                        { for rows.iter().enumerate().map(|(row, &count)| html! {
                            <BreakRow key={row} {row} {count} grundy={analysis.row_grundy.get(row).copied().flatten()}
                                game={rules.clone()} hinted={hinted(row)} planned={planned.filter(|m| m.row == row)}
                                {disabled} on_play={on_play.clone()} on_refuse={on_refuse.clone()} />
                        }) }
                    </section>
                    <HistoryControls can_undo={game.cursor > 0} can_redo={game.cursor + 1 < game.positions.len()}
                        on_undo={d.reform(|_| Action::Undo)} on_redo={d.reform(|_| Action::Redo)}
                        on_restart={d.reform(|_| Action::Restart)} />
                </div>
                <div class="side">
                    <BreakHints shown={game.link.hints} over={winner.is_some()}
                        moves={known.then(|| Rc::new(analysis.winning_moves.clone()))} rows={rows.clone()}
                        on_toggle={d.reform({ let on = game.link.hints; move |_| Action::Hints(!on) })} />
                    if let Some(values) = values {
                        <BinaryPanel values={Rc::new(values)} counts={rows.clone()} grundy_mode=true
                            misere={game.link.ending == Ending::Misere}
                            note={AttrValue::from(tb(lang, &Msg::PanelNote { misere: game.link.ending == Ending::Misere }))}
                            nim_sum={analysis.nim_sum.unwrap_or(0)} outcome={analysis.outcome.filter(|_| known)} />
                    }
                    if game.link.explain.is_none() && game.link.ending == Ending::Normal {
                        <button class="explain-open-split" data-testid="explain-open-split"
                            onclick={d.reform(|_| Action::Explain(Some(SplitStep { step: 1, lecture: false })))}>
                            { tb(lang, &Msg::ExplainSplit) }
                        </button>
                    }
                    if let Some(e) = game.link.explain {
                        <crate::theory::split_explain::SplitExplanation game={rules.clone()} rows={rows.clone()} step={e.step} lecture={e.lecture}
                            on_change={d.reform(|c: Option<(u32, bool)>| Action::Explain(c.map(|(step, lecture)| SplitStep { step, lecture })))} />
                    }
                    <BreakSettings link={game.current_link()} on_load={d.reform(Action::Load)} />
                </div>
            </div>
        </div>
    }
}

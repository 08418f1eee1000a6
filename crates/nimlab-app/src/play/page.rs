//! The play page: rules and presets, opponent, board, status, binary panel, hints (all but
//! the board and the opponent hidden in practice mode), explanations, the review of a
//! finished game, history and the game record.
//!
//! The page is generic over its [`Explainer`]: the full module's explanations, or the first
//! module's stand-in that loads them (the shell picks).

use crate::i18n::Lang;
use crate::play::binary_panel::BinaryPanel;
use crate::play::board::Board;
use crate::play::callbacks::use_play_callbacks;
use crate::play::computer_turn::use_computer_turn;
use crate::play::copy_link::{copy_link, use_copy_link};
use crate::play::explain_menu;
use crate::play::explainer::{use_explanation, Explainer, PanelArgs, ShownPosition};
use crate::play::game_record::GameRecord;
use crate::play::highlight::Highlight;
use crate::play::hints::Hints;
use crate::play::history_controls::HistoryControls;
use crate::play::how_to_text::{how_to, how_to_text, touch_screen};
use crate::play::link_writer::use_link_writer;
use crate::play::live_analysis::use_live_analysis;
use crate::play::notice::{notice_text, plan_text};
use crate::play::notice_line::{notice_line, Notice as NoticeLine};
use crate::play::opponent_panel::OpponentPanel;
use crate::play::race_board::RaceBoard;
use crate::play::setup_panel::SetupPanel;
use crate::play::state::{Action, Game, Notice};
use crate::play::status_bar::StatusBar;
use crate::play::text::{tr, Msg};
use crate::route::{format_play, Explanation, PlayLink, Topic};
use crate::ui::body::mark_body;
use crate::ui::context::{use_lang, use_settings};
use crate::ui::settings;
use nimlab_core::analysis::{analyze_without_search, Analysis, Method, Outcome};
use nimlab_core::player::{choose_move_with, Level};
use nimlab_core::{Ending, Move, Position, Rules, Take};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`PlayPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game the link opened.
    pub link: PlayLink,
    /// Whether the link is the browser's last game, opened in a tab without a game of its own:
    /// the page resumes its whole game from local storage (else this tab's, or the link's).
    #[prop_or_default]
    pub last: bool,
}

/// The game kept in storage when it is the one the link shows (handed over by the first
/// module, this tab's game before a reload, or with `last` the browser's last game), or the
/// link's.
fn resume_or_start(link: &PlayLink, last: bool) -> Game {
    crate::play::handover::find_for(link, last).unwrap_or_else(|| Game::from_link(link))
}

/// The winning moves the hints list (none once the game is over or with hints off), and in a
/// P-position (or an unsolved one) the perfect player's best try (the fewest winning replies).
fn hints_for(game: &Game, analysis: &Analysis, seed: u64) -> (Vec<Move>, Option<Move>) {
    if !game.hints_shown() || game.winner().is_some() {
        return (Vec::new(), None);
    }
    let keep_long = (analysis.outcome != Some(Outcome::N))
        .then(|| choose_move_with(&game.rules, game.position(), analysis, Level::Perfect, seed))
        .flatten();
    (analysis.winning_moves.clone(), keep_long)
}

/// What the board, the binary panel, the status line and the hints show: the game, or a
/// step's position, judged under the step's ending. While a step's position is shown the board
/// marks only the step's moves, takes no move (a click says why), and the hints list that
/// position's moves. The explanation analyzed the positions it shows, so the core remembers
/// any solve.
struct Shown {
    rows: Rc<Vec<u64>>,
    analysis: Rc<Analysis>,
    ending: Ending,
    /// The status line's words for a step's position; `None` while the game is shown.
    caption: Option<String>,
    hinted: Rc<Vec<Move>>,
    planned: Option<Move>,
    keep_long: Option<Move>,
    on_take: Callback<Move>,
}

impl Shown {
    /// The game on screen, with the computer's `planned` move and the hints (`seed`: the
    /// computer's, for the move that keeps a game long).
    fn game(
        game: &Game,
        analysis: &Rc<Analysis>,
        planned: Option<Move>,
        seed: u64,
        on_take: Callback<Move>,
    ) -> Shown {
        let (hinted, keep_long) = hints_for(game, analysis, seed);
        Shown {
            rows: Rc::new(game.position().rows.clone()),
            analysis: analysis.clone(),
            ending: game.rules.ending,
            caption: None,
            hinted: Rc::new(hinted),
            planned,
            keep_long,
            on_take,
        }
    }

    /// A step's position, under the game's rule of moves.
    fn step(game: &Game, shown: ShownPosition, on_click: Callback<Move>) -> Shown {
        let rules = Rules {
            ending: shown.ending,
            take: game.rules.take.clone(),
        };
        let analysis = analyze_without_search(&rules, &Position::new(shown.rows.clone()));
        let hinted = match game.hints_shown() {
            true => analysis.winning_moves.clone(),
            false => Vec::new(),
        };
        Shown {
            rows: Rc::new(shown.rows),
            analysis: Rc::new(analysis),
            ending: shown.ending,
            caption: Some(shown.caption),
            hinted: Rc::new(hinted),
            planned: None,
            keep_long: None,
            on_take: on_click,
        }
    }
}

/// The notice line's words and whether they warn: a click on a step's picture says why it is
/// no move, else the last action's notice.
fn notice_of<E: Explainer>(lang: Lang, game: &Game, picture_clicked: bool) -> (String, bool) {
    match picture_clicked {
        true => (E::board_inert(lang), true),
        false => (
            notice_text(lang, game, |asked, last| E::step_beyond(lang, asked, last)),
            game.notice.as_ref().is_some_and(Notice::is_warning),
        ),
    }
}

/// Marks `<body>` in lecture mode, which hides the page's header too, outside this component.
#[hook]
fn use_lecture_mark(lecture: bool) {
    use_effect_with(lecture, |&lecture| {
        mark_body(|body| body.class_list().toggle_with_force("lecture", lecture));
        move || mark_body(|body| body.class_list().remove_1("lecture"))
    });
}

/// After the computer's move, "Why this move?" opens the game record's commentary at it (step
/// 1 introduces the game, step k + 1 comments move k).
fn why_this_move(
    game: &Game,
    planned: bool,
    on_explain: &Callback<Option<Explanation>>,
) -> Option<Callback<MouseEvent>> {
    let computer_moved = matches!(
        game.notice,
        Some(Notice::Moved {
            by_computer: true,
            ..
        })
    );
    if !computer_moved || planned || game.race.is_some() || game.cursor != game.moves.len() {
        return None;
    }
    let open = Explanation {
        topic: Topic::Record,
        step: game.cursor as u32 + 1,
        lecture: false,
    };
    let already = game
        .explain
        .is_some_and(|e| e.topic == open.topic && e.step == open.step);
    let on_explain = on_explain.clone();
    Some(Callback::from(move |_: MouseEvent| {
        // The panel lies beside or below the board: the focus (and the view) go to it, at once
        // when it shows this move already, else once it does; closing it brings the focus
        // back here.
        explain_menu::return_focus_to("why-move");
        if already {
            explain_menu::focus_first();
        } else {
            explain_menu::mark_opened();
            on_explain.emit(Some(open));
        }
    }))
}

/// The words above the board: the rules in force (or the race's).
fn rules_summary(lang: Lang, game: &Game) -> String {
    match (game.race, &game.rules.take) {
        (Some(goal), Take::UpTo(max)) => tr(lang, &Msg::RaceRules { goal, max: *max }),
        _ => tr(
            lang,
            &Msg::RulesSummary {
                ending: game.rules.ending,
                take: game.rules.take.clone(),
            },
        ),
    }
}

/// The board: Bachet's race, or the rows of sticks (marking, on a step's position, only the
/// step's moves).
fn board(
    game: &Game,
    shown: &Shown,
    highlight: &Rc<Highlight>,
    on_refused: Callback<()>,
    disabled: bool,
) -> Html {
    html! {
        if let (Some(goal), Take::UpTo(max_step)) = (game.race, &game.rules.take) {
            <RaceBoard
                goal={goal}
                left={game.position().rows.first().copied().unwrap_or(0)}
                max_step={*max_step}
                hinted={shown.hinted.clone()}
                keys_shown={game.hints_shown()}
                planned={shown.planned}
                on_take={shown.on_take.clone()}
                disabled={disabled}
            />
        } else {
        <Board
            rows={shown.rows.clone()}
            start={Rc::new(game.positions[0].rows.clone())}
            grundy={Rc::new(shown.analysis.row_grundy.clone())}
            take={game.rules.take.clone()}
            hinted={if shown.caption.is_some() { Rc::default() } else { shown.hinted.clone() }}
            planned={shown.planned}
            highlight={highlight.clone()}
            on_take={shown.on_take.clone()}
            on_refused={on_refused}
            disabled={disabled}
        />
        }
    }
}

/// The binary panel, when not in practice mode.
fn binary_panel(game: &Game, shown: &Shown, highlight: Rc<Highlight>) -> Html {
    if game.practice {
        return Html::default();
    }
    html! {
        <BinaryPanel
            values={Rc::new(shown.analysis.row_grundy.clone())}
            counts={shown.rows.clone()}
            grundy_mode={game.rules.take != Take::Any}
            misere={shown.ending == Ending::Misere}
            nim_sum={shown.analysis.nim_sum}
            outcome={shown.analysis.outcome}
            unsolved={shown.analysis.method == Method::Unsolved}
            highlight={highlight}
        />
    }
}

/// Once the game is over, the button that opens its review, and the review once open (the full
/// module's: the first one hands the game over, as for an explanation).
fn review<E: Explainer>(
    lang: Lang,
    game: &Game,
    over: bool,
    on: &crate::play::callbacks::PlayCallbacks,
) -> Html {
    if !over {
        return Html::default();
    }
    let open = game.review;
    let toggle = on.action.reform(move |_: MouseEvent| Action::Review(!open));
    html! {
        <>
            <button class="review-open" data-testid="review-open" aria-expanded={if open { "true" } else { "false" }} onclick={toggle}>
                { tr(lang, &Msg::ReviewOpen) }
            </button>
            if open {
                { E::review(game, &on.explain) }
            }
        </>
    }
}

/// The setup panel (its contents the explainer's), the rules in a line, and how to move (led,
/// on a `first` visit, by where to start).
fn rules<E: Explainer>(
    lang: Lang,
    game: &Game,
    on: &crate::play::callbacks::PlayCallbacks,
    first: bool,
) -> Html {
    html! {
        <>
            <SetupPanel open={game.setup} on_toggle={on.action.reform(Action::Setup)}>
                { E::setup(game.setup_link(), on.load.clone()) }
            </SetupPanel>
            <p class="rules-summary" data-testid="rules-summary">{ rules_summary(lang, game) }</p>
            <p class={if first { "how-to first" } else { "how-to" }} data-testid="how-to">
                { how_to_text(lang, how_to(game.race, &game.rules.take, touch_screen()), first) }
            </p>
        </>
    }
}

/// A game of Nim for two people, or against the computer.
#[component]
pub fn PlayPage<E: Explainer>(props: &Props) -> Html {
    let lang = use_lang();
    let pace = use_settings()
        .map(|s| s.pace_ms())
        .unwrap_or(settings::DEFAULT_PACE_MS);
    let game = use_reducer(|| resume_or_start(&props.link, props.last));
    // A first visit (no link, no game stored) is shown where to start, until the page reloads.
    let first = *use_state(|| {
        let hash = gloo::utils::window().location().hash().unwrap_or_default();
        let stored =
            crate::play::handover::link().is_some() || settings::load_last_game().is_some();
        matches!(hash.as_str(), "" | "#" | "#/") && !props.last && !stored
    });
    let status = use_live_analysis(&game.rules, game.position());
    let analysis = status.analysis.clone();

    // An explanation opened where the explanations are not (the first module) hands the game
    // over: the module that has them reads the link and the game kept in session storage.
    let hash = format_play(&game.link());
    use_link_writer(
        hash.clone(),
        game.clone(),
        E::HANDS_OVER && (game.explain.is_some() || game.review || game.setup),
    );
    let view = use_explanation::<E>(&game, analysis.method == Method::Unsolved, lang);
    let turn = use_computer_turn(&game, status.solving.is_some(), pace);
    let on = use_play_callbacks(&game);
    let (copied, on_copy) = use_copy_link(&hash);

    let winner = game.winner();
    let plan = turn.planned.map(|m| plan_text(lang, &game, m));
    let (live, refused) = notice_of::<E>(lang, &game, view.picture_clicked);
    let why = why_this_move(&game, turn.planned.is_some(), &on.explain);
    let lecture = view.explanation.is_some_and(|e| e.lecture);
    use_lecture_mark(lecture);
    let rows = Rc::new(game.position().rows.clone());
    let shown = match view.step.shows.clone() {
        Some(step) => Shown::step(&game, step, view.on_picture_click.clone()),
        None => Shown::game(&game, &analysis, turn.planned, turn.seed, on.take.clone()),
    };
    // Undo and Redo would change the game out of sight while a step's position is shown.
    let on_step = shown.caption.is_some();
    let disabled = on_step || winner.is_some() || game.computer_to_move();
    let review = review::<E>(
        lang,
        &game,
        !on_step && winner.is_some() && game.race.is_none(),
        &on,
    );
    let rules = rules::<E>(lang, &game, &on, first);
    let panel = E::panel(PanelArgs {
        steps: view.steps.clone(),
        explanation: view.explanation,
        requested: game.explain,
        on_change: on.explain,
        on_open: on.open,
    });
    let highlight = Rc::new(view.step.highlight.clone());
    let started = match game.notice {
        Some(Notice::Started(n)) => n,
        _ => 0,
    };

    html! {
        // In practice mode the record's statuses are hidden by the stylesheet.
        <div class={classes!("play", lecture.then_some("lecture"), game.practice.then_some("practice"))}>
            // The page's heading, as every page has one, for the readers' outline (the board
            // speaks for itself on screen).
            <h1 class="sr-only">{ tr(lang, &Msg::NavPlay) }</h1>
            { rules }
            <OpponentPanel
                vs={game.vs}
                level={game.level}
                computer_first={game.computer_first}
                demo={game.demo}
                paused={game.paused}
                started={!game.moves.is_empty()}
                on_action={on.action.clone()}
            />
            <StatusBar
                to_move={game.to_move()}
                computer={game.computer_player()}
                winner={winner}
                opened_over={game.moves.is_empty()}
                empty={rows.iter().all(|&c| c == 0)}
                reason={game.race.is_none()}
                outcome={shown.analysis.outcome}
                nim_sum={shown.analysis.nim_sum}
                spoilers={!game.practice}
                solving={if on_step { None } else { status.solving }}
                cancelled={status.cancelled && !on_step}
                on_cancel={status.cancel.clone()}
                on_resume={status.resume.clone()}
                shown={shown.caption.clone()}
            />
            { notice_line(lang, NoticeLine {
                live,
                refused,
                started,
                plan,
                why,
                redo_hint: turn.waits_for_redo && winner.is_none(),
            }) }
            <div class="play-grid">
                <div class="main-column">
                    { board(&game, &shown, &highlight, on.refused.clone(), disabled) }
                    <HistoryControls
                        can_undo={!on_step && game.can_undo()}
                        can_redo={!on_step && game.can_redo()}
                        on_undo={on.undo}
                        on_redo={on.redo}
                        on_restart={on.restart}
                    />
                    { copy_link(lang, copied, on_copy) }
                </div>
                <div class="side">
                    // The hints first, beside the board they point at (on a phone, right below it).
                    { review }
                    <Hints
                        shown={game.hints}
                        practice={game.practice}
                        on_practice={on.toggle_practice.clone()}
                        over={!on_step && winner.is_some()}
                        moves={shown.hinted.clone()}
                        unknown={shown.analysis.outcome.is_none()}
                        race={game.race}
                        keep_long={shown.keep_long}
                        rows={shown.rows.clone()}
                        on_toggle={on.toggle_hints}
                    />
                    { binary_panel(&game, &shown, highlight) }
                    { panel }
                    <GameRecord
                        solving={status.solving.is_some()}
                        rules={game.rules.clone()}
                        positions={Rc::new(game.positions.clone())}
                        moves={Rc::new(game.moves.clone())}
                        computer={game.computer_player()}
                        race={game.race}
                        cursor={game.cursor}
                        on_action={on.action}
                    />
                </div>
            </div>
        </div>
    }
}

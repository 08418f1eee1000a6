//! The play page: rules and presets, opponent, board, status, binary panel, hints,
//! explanations, history and the game record.

#[cfg(feature = "full")]
use crate::explain::panel::ExplainPanel;
#[cfg(feature = "full")]
use crate::explain::steps;
use crate::i18n::position_text;
use crate::play::binary_panel::BinaryPanel;
use crate::play::board::Board;
use crate::play::game_record::GameRecord;
use crate::play::highlight::Highlight;
use crate::play::hints::Hints;
use crate::play::history_controls::HistoryControls;
use crate::play::live_analysis::use_live_analysis;
use crate::play::opponent_panel::OpponentPanel;
use crate::play::race_board::{self, RaceBoard};
use crate::play::setup_panel::SetupPanel;
use crate::play::state::{Action, Game, Notice};
use crate::play::status_bar::StatusBar;
#[cfg(feature = "full")]
use crate::play::text::{explain_notice, ExplainNotice};
use crate::play::text::{tr, Msg};
use crate::route::{current_hash, format_play, parse_hash, set_location, PlayLink, Route};
use crate::ui::context::{use_lang, use_settings};
use crate::ui::settings;
#[cfg(not(feature = "full"))]
use crate::{play::explain_menu::ExplainMenu, shell::loader::FullLoader};
use gloo::timers::callback::Timeout;
#[cfg(feature = "full")]
use nimlab_core::analysis::analyze_without_search;
use nimlab_core::analysis::{Method, Outcome};
use nimlab_core::player::{choose_move_with, Level};
#[cfg(feature = "full")]
use nimlab_core::Position;
use nimlab_core::{Ending, Move, Take};
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

/// How long the address bar and the stored last game may lag behind the game. Chromium takes
/// milliseconds to write the address bar: later than the click's frame, and once for a burst
/// of moves, it costs the moves nothing.
pub const LINK_WRITE_DELAY_MS: u32 = 150;

/// Writes `hash` to the address bar and stores it as the game to resume on the next visit;
/// the whole game goes to session storage, so a reload of the tab keeps its record and undo.
fn write_link(hash: &str, game: &Game) {
    set_location(hash);
    store(hash, game);
}

/// Stores `hash` as the game to resume on the next visit, and the whole game for this tab: the
/// header's play links and a reload resume it, record and undo with it.
fn store(hash: &str, game: &Game) {
    settings::save_last_game(hash);
    crate::play::handover::save(game);
}

/// Writes the game's link `hash` to the address bar and to storage (for the next visit)
/// [`LINK_WRITE_DELAY_MS`] after a change, the latest link of the changes in between. When the
/// page goes, a link not written yet is stored, but the address bar is left to the next page;
/// when the whole document goes (a closed tab), the game is stored all the same. A link
/// followed meanwhile (the address changed under the timer, or already leads to another page)
/// keeps the address bar: writing over it before its `hashchange` is handled would send the
/// app back to this game.
/// With `now`, the link and the game are written at once: the full module, about to load,
/// reads them.
#[hook]
fn use_link_writer(hash: String, game: UseReducerHandle<Game>, now: bool) {
    let pending = use_mut_ref(|| None::<(String, UseReducerHandle<Game>)>);
    let timer = use_mut_ref(|| None::<Timeout>);
    {
        let (pending, timer) = (pending.clone(), timer.clone());
        // What session storage keeps beyond the link: the record's length, the position on
        // screen in it, the demonstration's state (New game on the start position, a paused
        // demonstration: the link stays the same, the stored game must not).
        let kept = (game.positions.len(), game.cursor, game.demo, game.paused);
        use_effect_with((hash, now, kept), move |(hash, now, _)| {
            if *now {
                timer.borrow_mut().take();
                pending.borrow_mut().take();
                write_link(hash, &game);
                return;
            }
            // A timer already waiting writes this link instead of the one it was set for.
            if pending.borrow_mut().replace((hash.clone(), game)).is_none() {
                let waiting = pending.clone();
                let address = current_hash();
                *timer.borrow_mut() = Some(Timeout::new(LINK_WRITE_DELAY_MS, move || {
                    if let Some((hash, game)) = waiting.borrow_mut().take() {
                        // Another page's link may have been followed before the address was
                        // read: a busy machine runs a move's effects after a pause (Yew
                        // renders in slices of 16 ms), and a click can come between.
                        let now = current_hash();
                        if now == address && matches!(parse_hash(&now).0, Route::Play(_)) {
                            write_link(&hash, &game);
                        } else {
                            store(&hash, &game);
                        }
                    }
                }));
            }
        });
    }
    use_effect_with((), move |_| {
        // A tab closed right after a move still keeps it (a reload takes the address it had).
        let leaving = {
            let pending = pending.clone();
            web_sys::window().map(|window| {
                gloo::events::EventListener::new(&window, "pagehide", move |_| {
                    if let Some((hash, game)) = pending.borrow_mut().take() {
                        write_link(&hash, &game);
                    }
                })
            })
        };
        move || {
            drop(leaving);
            timer.borrow_mut().take();
            if let Some((hash, game)) = pending.borrow_mut().take() {
                store(&hash, &game);
            }
        }
    });
}

/// Changes `<body>`'s marks, which style what lies outside a component (lecture mode).
pub fn mark_body<T>(
    change: impl FnOnce(&web_sys::HtmlElement) -> Result<T, wasm_bindgen::JsValue>,
) {
    if let Some(body) = gloo::utils::document().body() {
        let _ = change(&body);
    }
}

/// A seed that differs between moves and games but replays identically for the same record.
fn seed_for(game: &Game) -> u64 {
    let mut seed = 0x2545_F491_4F6C_DD1D_u64 ^ game.cursor as u64;
    for &r in &game.positions[0].rows {
        seed = (seed ^ r).wrapping_mul(0x100_0000_01B3);
    }
    seed
}

/// The game kept in storage when it is the one the link shows (handed over by the first
/// module, this tab's game before a reload, or with `last` the browser's last game), or the
/// link's.
fn resume_or_start(link: &PlayLink, last: bool) -> Game {
    crate::play::handover::find_for(link, last).unwrap_or_else(|| Game::from_link(link))
}

/// The explanation beside the board.
#[cfg(feature = "full")]
fn explain_panel(
    _game: &Game,
    steps: &Rc<Vec<crate::explain::Step>>,
    explanation: Option<crate::route::Explanation>,
    on_change: Callback<Option<crate::route::Explanation>>,
    _on_open: (),
) -> Html {
    html! { <ExplainPanel steps={steps.clone()} explanation={explanation} on_change={on_change} /> }
}

/// The list of explanations; once one is opened, the full module loading.
#[cfg(not(feature = "full"))]
fn explain_panel(
    game: &Game,
    _steps: &(),
    _explanation: Option<crate::route::Explanation>,
    _on_change: Callback<Option<crate::route::Explanation>>,
    on_open: Callback<crate::route::Topic>,
) -> Html {
    if game.explain.is_some() {
        return html! { <FullLoader explanations=true /> };
    }
    html! { <ExplainMenu on_open={on_open} /> }
}

/// A game of Nim for two people, or against the computer.
#[component]
pub fn PlayPage(props: &Props) -> Html {
    let lang = use_lang();
    let pace = use_settings()
        .map(|s| s.pace_ms())
        .unwrap_or(settings::DEFAULT_PACE_MS);
    let game = use_reducer(|| resume_or_start(&props.link, props.last));
    let copied = use_state(|| false);
    let status = use_live_analysis(&game.rules, game.position());
    let analysis = status.analysis.clone();

    // The first module hands an opened explanation over to the full one, which reads the link
    // and resumes the game kept in session storage while it loads (the link writer stores
    // both at once then).
    let handing_over = cfg!(not(feature = "full")) && game.explain.is_some();
    let hash = format_play(&game.link());
    use_link_writer(hash.clone(), game.clone(), handing_over);

    // The explanation's steps depend on the game, not on the step shown; and on whether the
    // position on screen is solved yet, as an explanation does not wait for a long solve.
    #[cfg(feature = "full")]
    let explain_steps = {
        let key = (
            game.explain.map(|e| e.topic),
            game.rules.clone(),
            game.positions[0].clone(),
            game.moves.clone(),
            game.cursor,
            game.computer_player(),
            analysis.method == Method::Unsolved,
        );
        use_memo(key, |(topic, rules, start, moves, cursor, computer, _)| {
            topic
                .map(|t| steps(t, rules, start, moves, *cursor, *computer))
                .unwrap_or_default()
        })
    };
    // A link's step past the last: the game takes the last step (so the address follows) and
    // says so; until then the view shows the last step already. Not while the position is
    // being solved: the explanation may have more steps once it is.
    #[cfg(feature = "full")]
    {
        let game = game.clone();
        let last = explain_steps.len() as u32;
        use_effect_with(
            (
                game.explain.map(|e| e.step),
                last,
                analysis.method == Method::Unsolved,
            ),
            move |&(step, last, unsolved)| {
                if !unsolved && step.is_some_and(|s| s > last.max(1)) {
                    game.dispatch(Action::ClampStep { last });
                }
            },
        );
    }
    #[cfg(feature = "full")]
    let explanation = game.explain.map(|mut e| {
        e.step = e.step.clamp(1, explain_steps.len().max(1) as u32);
        e
    });
    #[cfg(feature = "full")]
    let highlight: Rc<Highlight> = Rc::new(
        explanation
            .and_then(|e| explain_steps.get(e.step as usize - 1))
            .map(|s| s.highlight.clone())
            .unwrap_or_default(),
    );
    // A step about another position than the game's (a move of the record, the position after
    // a winning move) shows it on the board, in the binary panel, the status line and the
    // hints, judged under the step's ending; its highlight points into it. The game waits
    // under it, and the board takes no move.
    #[cfg(feature = "full")]
    let step_view = explanation
        .and_then(|e| explain_steps.get(e.step as usize - 1))
        .and_then(|s| s.shows.clone())
        .map(|shown| {
            let rules = nimlab_core::Rules {
                ending: shown.ending,
                take: game.rules.take.clone(),
            };
            // The explanation analyzed the positions it shows, so the core remembers any solve.
            let analysis = analyze_without_search(&rules, &Position::new(shown.rows.clone()));
            let caption = crate::i18n::board_caption(lang, &shown.rows, shown.ending);
            (
                Rc::new(shown.rows),
                Rc::new(analysis),
                shown.ending,
                caption,
            )
        });
    // A click on the step's picture says why it is no move, until the step changes.
    #[cfg(feature = "full")]
    let picture_clicked = {
        let clicked = use_state(|| None::<crate::route::Explanation>);
        let now = explanation.filter(|_| step_view.is_some());
        (clicked.clone(), now.is_some() && *clicked == now)
    };
    // The first module has no explanations: opening one loads the full module, which resumes
    // this game (kept up to date in session storage while it loads).
    #[cfg(not(feature = "full"))]
    let (explanation, highlight) = (
        None::<crate::route::Explanation>,
        Rc::new(Highlight::default()),
    );
    let winner = game.winner();
    // The computer's move is chosen when its turn begins, shown on the board during the pause,
    // then played: the reducer replays the same choice from the same seed.
    // It waits for the exact solver too, so that its choice sees the solved position; and
    // against a person it never plays over recorded moves (a jump back in the record): Redo
    // replays them, so browsing the record never rewrites it. A demonstration plays on from
    // wherever it is (its own controls pause and step it).
    let waits_for_redo = !game.demo && game.computer_to_move() && game.can_redo();
    let waiting = game.computer_to_move()
        && !waits_for_redo
        && winner.is_none()
        && !(game.demo && game.paused)
        && status.solving.is_none();
    let seed = seed_for(&game);
    let planned: Option<Move> = if waiting {
        game.computer_choice(seed)
    } else {
        None
    };
    {
        let dispatch = game.dispatcher();
        use_effect_with(
            (waiting, game.cursor, seed, pace),
            move |&(waiting, _, seed, pace)| {
                let timer = waiting.then(|| {
                    Timeout::new(pace, move || {
                        dispatch.dispatch(Action::ComputerMove { seed })
                    })
                });
                move || drop(timer)
            },
        );
    }

    let on_take = use_callback(game.dispatcher(), |mv: Move, dispatch| {
        dispatch.dispatch(Action::Take(mv))
    });
    let on_refused = use_callback(game.dispatcher(), |(), dispatch| {
        dispatch.dispatch(Action::FieldRefused)
    });
    let on_action = use_callback(game.dispatcher(), |action: Action, dispatch| {
        dispatch.dispatch(action)
    });
    let on_explain = use_callback(game.dispatcher(), |e, dispatch| {
        dispatch.dispatch(Action::Explain(e))
    });
    let on_load = use_callback(game.dispatcher(), |link: PlayLink, dispatch| {
        dispatch.dispatch(Action::Load(link))
    });
    // Callbacks that last as long as the page: the history buttons, the hint toggle and the
    // list of explanations then skip the render of a move.
    let on_undo = use_callback(game.dispatcher(), |_: MouseEvent, d| {
        d.dispatch(Action::Undo)
    });
    let on_redo = use_callback(game.dispatcher(), |_: MouseEvent, d| {
        d.dispatch(Action::Redo)
    });
    let on_restart = use_callback(game.dispatcher(), |_: MouseEvent, d| {
        d.dispatch(Action::Restart)
    });
    let on_toggle_hints = use_callback(game.dispatcher(), |_: MouseEvent, d| {
        d.dispatch(Action::ToggleHints)
    });
    #[cfg(not(feature = "full"))]
    let on_open = use_callback(game.dispatcher(), |topic, dispatch| {
        dispatch.dispatch(Action::Explain(Some(crate::route::Explanation {
            topic,
            step: 1,
            lecture: false,
        })))
    });
    #[cfg(feature = "full")]
    let on_open = ();
    // "Link copied" speaks of the link of then: a move makes it out of date.
    {
        let copied = copied.clone();
        use_effect_with(hash.clone(), move |_| {
            if *copied {
                copied.set(false);
            }
        });
    }
    let copy_link = {
        let copied = copied.clone();
        Callback::from(move |_| {
            if let Some(window) = web_sys::window() {
                // The game's own link: the address bar follows it 150 ms after a move.
                let _ = window
                    .navigator()
                    .clipboard()
                    .write_text(&crate::route::absolute(&hash));
            }
            copied.set(true);
        })
    };

    let restricted = game.rules.take != Take::Any;
    let hinted: Rc<Vec<Move>> = Rc::new(if game.hints && winner.is_none() {
        analysis.winning_moves.clone()
    } else {
        Vec::new()
    });
    // In a P-position (or an unsolved one) the hint suggests the move that keeps the game long.
    let keep_long = (game.hints && winner.is_none() && analysis.outcome != Some(Outcome::N))
        .then(|| {
            choose_move_with(
                &game.rules,
                game.position(),
                &analysis,
                Level::Perfect,
                seed,
            )
        })
        .flatten();
    let race_total = game
        .race
        .map(|goal| race_board::total(goal, game.position().rows.first().copied().unwrap_or(0)));
    let live = match &game.notice {
        Some(Notice::Moved {
            player,
            mv,
            by_computer,
        }) => {
            // Against the computer the person is "you", as in the turn and the winner.
            let you = !*by_computer && game.computer_player().is_some();
            let mut text = if let Some(total) = race_total {
                // Bachet's race counts up: a move adds to the total.
                tr(
                    lang,
                    &Msg::RaceMoved {
                        player: *player,
                        by_computer: *by_computer,
                        you,
                        planned: false,
                        add: mv.take,
                        total,
                    },
                )
            } else if *by_computer {
                tr(
                    lang,
                    &Msg::ComputerMoved {
                        row: mv.row + 1,
                        take: mv.take,
                        planned: false,
                    },
                )
            } else {
                tr(
                    lang,
                    &Msg::Moved {
                        player: *player,
                        you,
                        row: mv.row + 1,
                        take: mv.take,
                    },
                )
            };
            if let Some(w) = winner {
                lang.push_sentence(
                    &mut text,
                    &tr(
                        lang,
                        &Msg::Winner {
                            player: w,
                            computer: game.computer_player(),
                        },
                    ),
                );
            }
            text
        }
        Some(Notice::Refused(error)) => {
            let mut text = tr(lang, &Msg::Illegal(error.clone()));
            // A count the rules refuse: which ones they allow, beside it.
            if matches!(error, nimlab_core::MoveError::CountNotAllowed { .. }) {
                lang.push_sentence(
                    &mut text,
                    &tr(lang, &Msg::AllowedTakes(game.rules.take.clone())),
                );
            }
            text
        }
        Some(Notice::Started(_)) => tr(
            lang,
            &Msg::Started {
                position: position_text(&game.position().rows),
            },
        ),
        Some(Notice::Browsed) => tr(
            lang,
            &Msg::Browsed {
                line: game.cursor + 1,
                position: position_text(&game.position().rows),
            },
        ),
        #[cfg(feature = "full")]
        Some(Notice::StepBeyond { asked, last }) => explain_notice(
            lang,
            &ExplainNotice::StepBeyond {
                asked: *asked,
                last: *last,
            },
        ),
        None => String::new(),
    };
    let thinking = planned.map(|m| match race_total {
        Some(total) => tr(
            lang,
            &Msg::RaceMoved {
                player: game.to_move(),
                by_computer: true,
                you: false,
                planned: true,
                add: m.take,
                total: total.saturating_add(m.take),
            },
        ),
        None => tr(
            lang,
            &Msg::ComputerMoved {
                row: m.row + 1,
                take: m.take,
                planned: true,
            },
        ),
    });
    let refused = game.notice.as_ref().is_some_and(Notice::is_warning);
    #[cfg(feature = "full")]
    let (live, refused) = match picture_clicked.1 {
        true => (crate::i18n::board_inert(lang), true),
        false => (live, refused),
    };
    // After the computer's move, "Why this move?" opens the game record's commentary at it
    // (step 1 introduces the game, step k + 1 comments move k).
    let why = match game.notice {
        Some(Notice::Moved {
            by_computer: true, ..
        }) if thinking.is_none() && game.race.is_none() && game.cursor == game.moves.len() => {
            let on_explain = on_explain.clone();
            let open = crate::route::Explanation {
                topic: crate::route::Topic::Record,
                step: game.cursor as u32 + 1,
                lecture: false,
            };
            let already = game
                .explain
                .is_some_and(|e| e.topic == open.topic && e.step == open.step);
            Some(Callback::from(move |_: MouseEvent| {
                // The panel lies beside or below the board: the focus (and the view) go to it,
                // at once when it shows this move already, else once it does; closing it brings
                // the focus back here.
                crate::play::explain_menu::return_focus_to("why-move");
                if already {
                    crate::explain::panel::focus_first();
                } else {
                    crate::play::explain_menu::mark_opened();
                    on_explain.emit(Some(open));
                }
            }))
        }
        _ => None,
    };
    let lecture = explanation.is_some_and(|e| e.lecture);
    // Lecture mode hides the page's header too, which lies outside this component.
    use_effect_with(lecture, |&lecture| {
        mark_body(|body| body.class_list().toggle_with_force("lecture", lecture));
        move || mark_body(|body| body.class_list().remove_1("lecture"))
    });
    #[cfg(not(feature = "full"))]
    let explain_steps = ();
    let rows = Rc::new(game.position().rows.clone());
    let start = Rc::new(
        game.positions
            .first()
            .map_or_else(Vec::new, |p| p.rows.clone()),
    );
    let disabled = winner.is_some() || game.computer_to_move();
    // What the board, the binary panel, the status line and the hints show: the game, or the
    // step's position (the first module has no steps). While a step's position is shown the
    // board marks only the step's moves, takes no move, and the hints list that position's.
    #[cfg(feature = "full")]
    let (board_rows, board_analysis, ending, caption) = match &step_view {
        Some((rows, analysis, ending, caption)) => (rows, analysis, *ending, Some(caption.clone())),
        None => (&rows, &analysis, game.rules.ending, None),
    };
    #[cfg(feature = "full")]
    let (hinted_on_board, planned, on_take, disabled, hinted, keep_long, solving, over) =
        match caption {
            Some(_) => (
                Rc::default(),
                None,
                {
                    let (clicked, at) = (picture_clicked.0.clone(), explanation);
                    Callback::from(move |_: Move| clicked.set(at))
                },
                true,
                Rc::new(if game.hints {
                    board_analysis.winning_moves.clone()
                } else {
                    Vec::new()
                }),
                None,
                None,
                false,
            ),
            None => (
                hinted.clone(),
                planned,
                on_take,
                disabled,
                hinted,
                keep_long,
                status.solving,
                winner.is_some(),
            ),
        };
    #[cfg(not(feature = "full"))]
    let (board_rows, board_analysis, ending, caption, hinted_on_board, solving, over) = (
        &rows,
        &analysis,
        game.rules.ending,
        None::<String>,
        hinted.clone(),
        status.solving,
        winner.is_some(),
    );

    // While a step's position is shown, Undo and Redo would change the game out of sight.
    let game_shown = caption.is_none();

    html! {
        <div class={classes!("play", lecture.then_some("lecture"))}>
            // The page's heading, as every page has one, for the readers' outline (the board
            // speaks for itself on screen).
            <h1 class="sr-only">{ tr(lang, &Msg::NavPlay) }</h1>
            <SetupPanel link={game.setup_link()} on_load={on_load} />
            <p class="rules-summary" data-testid="rules-summary">{ match (game.race, &game.rules.take) {
                (Some(goal), Take::UpTo(max)) => tr(lang, &Msg::RaceRules { goal, max: *max }),
                _ => tr(lang, &Msg::RulesSummary { ending: game.rules.ending, take: game.rules.take.clone() }),
            } }</p>
            <OpponentPanel
                vs={game.vs}
                level={game.level}
                computer_first={game.computer_first}
                demo={game.demo}
                paused={game.paused}
                started={!game.moves.is_empty()}
                on_action={on_action.clone()}
            />
            <StatusBar
                to_move={game.to_move()}
                computer={game.computer_player()}
                winner={winner}
                empty={rows.iter().all(|&c| c == 0)}
                reason={game.race.is_none()}
                outcome={board_analysis.outcome}
                nim_sum={board_analysis.nim_sum}
                solving={solving}
                cancelled={status.cancelled && caption.is_none()}
                on_cancel={status.cancel.clone()}
                on_resume={status.resume.clone()}
                shown={caption}
            />
            <p class={classes!("notice", refused.then_some("refused"))}>
                // The computer's plan shows beside the live text but is not spoken: its move is
                // announced once, when it is played.
                // A new game's words may be the last one's: a new element is announced anyway.
                <span aria-live="polite" data-testid="notice">
                    <span key={match game.notice { Some(Notice::Started(n)) => n, _ => 0 }}>{ live }</span>
                </span>
                if let Some(plan) = thinking {
                    <span data-testid="computer-plan">{ " " }{ plan }</span>
                }
                if let Some(onclick) = why {
                    { " " }<button class="link" data-testid="why-move" {onclick}>{ tr(lang, &Msg::WhyThisMove) }</button>
                }
                // Back in the record at the computer's turn it waits (above): how it goes on.
                // On the notice's line, so nothing below moves; not spoken, as a replay of the
                // record passes many such positions.
                if waits_for_redo && winner.is_none() {
                    <span data-testid="redo-hint">{ " " }{ tr(lang, &Msg::ComputerWaitsForRedo) }</span>
                }
            </p>
            <div class="play-grid">
                <div class="main-column">
                    if let (Some(goal), Take::UpTo(max_step)) = (game.race, &game.rules.take) {
                        <RaceBoard
                            goal={goal}
                            left={rows.first().copied().unwrap_or(0)}
                            max_step={*max_step}
                            hinted={hinted.clone()}
                            planned={planned}
                            on_take={on_take.clone()}
                            disabled={disabled}
                        />
                    } else {
                    <Board
                        rows={board_rows.clone()}
                        start={start}
                        grundy={Rc::new(board_analysis.row_grundy.clone())}
                        take={game.rules.take.clone()}
                        hinted={hinted_on_board}
                        planned={planned}
                        highlight={highlight.clone()}
                        on_take={on_take}
                        on_refused={on_refused}
                        disabled={disabled}
                    />
                    }
                    <HistoryControls
                        can_undo={game_shown && game.can_undo()}
                        can_redo={game_shown && game.can_redo()}
                        on_undo={on_undo}
                        on_redo={on_redo}
                        on_restart={on_restart}
                    />
                    <p class="copy">
                        <button data-testid="copy-link" onclick={copy_link}>{ tr(lang, &Msg::CopyLink) }</button>
                        if *copied {
                            <span role="status">{ " " }{ tr(lang, &Msg::LinkCopied) }</span>
                        }
                    </p>
                </div>
                <div class="side">
                    // The hints first, beside the board they point at (on a phone, right below it).
                    <Hints
                        shown={game.hints}
                        over={over}
                        moves={hinted}
                        unknown={board_analysis.outcome.is_none()}
                        race={game.race}
                        keep_long={keep_long}
                        rows={board_rows.clone()}
                        on_toggle={on_toggle_hints}
                    />
                    <BinaryPanel
                        values={Rc::new(board_analysis.row_grundy.clone())}
                        counts={board_rows.clone()}
                        grundy_mode={restricted}
                        misere={ending == Ending::Misere}
                        nim_sum={board_analysis.nim_sum}
                        outcome={board_analysis.outcome}
                        unsolved={board_analysis.method == Method::Unsolved}
                        highlight={highlight}
                    />
                    { explain_panel(&game, &explain_steps, explanation, on_explain, on_open) }
                    <GameRecord
                        solving={status.solving.is_some()}
                        rules={game.rules.clone()}
                        positions={Rc::new(game.positions.clone())}
                        moves={Rc::new(game.moves.clone())}
                        computer={game.computer_player()}
                        race={game.race}
                        cursor={game.cursor}
                        on_action={on_action}
                    />
                </div>
            </div>
        </div>
    }
}

//! The play page's analysis, kept responsive: a long exact solve runs in slices between the
//! browser's tasks, with its progress on screen and a way to cancel it.
//!
//! Only misère play with restricted moves needs the exact solver, and most positions solve
//! within a few milliseconds: those are solved at once, while rendering. A larger one shows
//! the rows' Grundy values at once and its outcome as not known yet, while a
//! [`Solve`] advances in slices of about [`SLICE_MS`] on timers. The core remembers the
//! result, so once the solve has ended every view of the position (status, hints, record,
//! the computer's move) gets it from [`analyze`] without a search.

use nimlab_core::analysis::{analyze, analyze_without_search, Analysis, Method};
use nimlab_core::misere::{Solve, SolveProgress, STATE_LIMIT, WORK_LIMIT};
use nimlab_core::{Position, Rules};
use std::cell::Cell;
use std::rc::Rc;
use yew::prelude::*;

/// Examined moves tried at most while rendering, before the solve moves to slices.
pub const AT_ONCE_WORK: u64 = 100_000;

/// The longest the solve runs while rendering, in milliseconds: examined moves cost from a
/// fraction of a microsecond (the dense store) to several (a large hash table), so the clock
/// and not the count of moves bounds the render.
const AT_ONCE_MS: f64 = 4.0;

/// Examined moves between two looks at the clock.
const CHUNK_WORK: u64 = 2_000;

/// The longest a slice keeps the main thread, in milliseconds; input waits at most this long.
pub const SLICE_MS: f64 = 8.0;

/// The shortest time between two updates of the progress on screen, in milliseconds: each
/// re-renders the play page, in a browser task of its own, apart from the solver's slices.
const PROGRESS_MS: f64 = 200.0;

/// The analysis on screen, and where the exact solver stands.
#[derive(Clone, Debug, PartialEq)]
pub struct LiveAnalysis {
    /// The analysis; while solving or after a cancel, [`Method::Unsolved`] with no outcome.
    pub analysis: Rc<Analysis>,
    /// The solve in progress.
    pub solving: Option<SolveProgress>,
    /// Whether the person cancelled the solve of this position.
    pub cancelled: bool,
    /// Stops the solve in progress.
    pub cancel: Callback<()>,
    /// Starts a cancelled solve again.
    pub resume: Callback<()>,
}

/// The analysis of `position` under `rules`, solving exactly in slices when that takes long.
#[hook]
pub fn use_live_analysis(rules: &Rules, position: &Position) -> LiveAnalysis {
    let key = (rules.clone(), position.clone());
    // Bumped when a solve ends, so the analysis is read again (now from the core's memory).
    let solved = use_state(|| 0u32);
    let progress = use_state(|| None::<(Rules, Position, SolveProgress)>);
    // Every position whose solve the person cancelled: coming back to one (Undo after a move)
    // does not start it again.
    let cancelled = use_state(Vec::<(Rules, Position)>::new);
    // The at-once attempt that did not finish, handed to the slices so they go on from there.
    let started = use_mut_ref(|| None::<(Rules, Position, Solve)>);
    let analysis = {
        let started = started.clone();
        use_memo((key.clone(), *solved), move |((rules, position), _)| {
            let quick = analyze_without_search(rules, position);
            if quick.method != Method::Unsolved {
                return quick;
            }
            // The clock includes building the solver's store.
            let until = now() + AT_ONCE_MS;
            let mut job = Solve::new(rules, position);
            match run_until(&mut job, AT_ONCE_WORK, until) {
                true => analyze(rules, position),
                false => {
                    *started.borrow_mut() = Some((rules.clone(), position.clone(), job));
                    quick
                }
            }
        })
    };
    let is_cancelled = cancelled.contains(&key);
    let unsolved = analysis.method == Method::Unsolved;

    {
        let (progress, solved) = (progress.clone(), solved.clone());
        let started = started.clone();
        use_effect_with(
            (key.clone(), unsolved && !is_cancelled),
            move |((rules, position), run)| {
                let stop = Rc::new(Cell::new(false));
                if *run {
                    let job = match started.borrow_mut().take() {
                        Some((r, p, job)) if (&r, &p) == (rules, position) => job,
                        _ => Solve::new(rules, position),
                    };
                    progress.set(Some((rules.clone(), position.clone(), job.progress())));
                    slice(
                        job,
                        (rules.clone(), position.clone()),
                        stop.clone(),
                        progress,
                        solved,
                    );
                }
                move || stop.set(true)
            },
        );
    }

    let cancel = {
        let (cancelled, key) = (cancelled.clone(), key.clone());
        Callback::from(move |()| {
            let mut keys = (*cancelled).clone();
            keys.push(key.clone());
            cancelled.set(keys)
        })
    };
    let resume = {
        let (cancelled, key) = (cancelled.clone(), key.clone());
        Callback::from(move |()| {
            let mut keys = (*cancelled).clone();
            keys.retain(|k| k != &key);
            cancelled.set(keys)
        })
    };
    let solving = match (&*progress, unsolved && !is_cancelled) {
        (Some((r, p, progress)), true) if (r, p) == (&key.0, &key.1) => Some(*progress),
        // The first slice has not reported yet.
        (_, true) => Some(SolveProgress {
            states: 0,
            limit: STATE_LIMIT,
            work: 0,
            work_limit: WORK_LIMIT,
        }),
        _ => None,
    };
    LiveAnalysis {
        analysis,
        solving,
        cancelled: unsolved && is_cancelled,
        cancel,
        resume,
    }
}

/// Runs the solve a slice per browser task until it ends or `stop` is set (the position
/// changed, the solve was cancelled, or the page went away).
fn slice(
    mut job: Solve,
    key: (Rules, Position),
    stop: Rc<Cell<bool>>,
    progress: UseStateHandle<Option<(Rules, Position, SolveProgress)>>,
    solved: UseStateHandle<u32>,
) {
    wasm_bindgen_futures::spawn_local(async move {
        let mut shown = now();
        loop {
            // A timer between slices: the browser handles input and paints in between.
            next_task().await;
            if stop.get() {
                return;
            }
            let ended = run_until(&mut job, u64::MAX, now() + SLICE_MS);
            if !ended && now() - shown < PROGRESS_MS {
                continue;
            }
            // The page's update in a task of its own, so a slice and a render never add up.
            next_task().await;
            if stop.get() {
                return;
            }
            if ended {
                solved.set(*solved + 1);
                return;
            }
            progress.set(Some((key.0.clone(), key.1.clone(), job.progress())));
            shown = now();
        }
    });
}

/// Resolves in a later task of the browser's event loop (a zero-delay timer).
pub async fn next_task() {
    gloo::timers::future::TimeoutFuture::new(0).await;
}

/// Runs `job` in chunks of [`CHUNK_WORK`] examined moves until it ends (`true`), or until it
/// has spent about `work` moves or the clock has reached `until` (`false`).
pub fn run_until(job: &mut Solve, work: u64, until: f64) -> bool {
    let start = job.progress().work;
    loop {
        let left = work.saturating_sub(job.progress().work - start);
        if left == 0 {
            return false;
        }
        if job.step(left.min(CHUNK_WORK)).is_some() {
            return true;
        }
        if now() >= until {
            return false;
        }
    }
}

/// Milliseconds on the page's clock.
#[cfg(target_arch = "wasm32")]
pub fn now() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// Milliseconds since the first call, for the native tests (`std::time` panics in wasm).
#[cfg(not(target_arch = "wasm32"))]
pub fn now() -> f64 {
    thread_local!(static START: std::time::Instant = std::time::Instant::now());
    START.with(|start| start.elapsed().as_secs_f64() * 1e3)
}

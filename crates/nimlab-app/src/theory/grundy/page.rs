//! The Sprague–Grundy table of a subtraction game: presets and typed sets, the bottom-up
//! step-through of the slides, Satz 1a and 1d, the certified period highlighted in the table,
//! and γ of any heap (up to 10^18) via the period. [`GrundyPage`] shows it, or the table of a
//! take-and-break game (`break_page`) when the link names one.

use crate::route::{
    format_graph, parse_set_entry, GameWord, GraphGame, GraphLink, GrundyLink, Problem,
    SetEntryError, MAX_UPTO,
};
use crate::theory::field::{choice, field, on_text};
use crate::theory::grundy::break_page::BreakPage;
use crate::theory::grundy::explorer::GrundyExplorer;
use crate::theory::grundy::game_choice::GameChoice;
use crate::theory::grundy::Rule;
use crate::theory::lecture::{use_lecture_state, Clicker, LectureBar};
use crate::theory::text::{set_text, tt, T};
use crate::ui::context::use_lang;
use nimlab_core::grundy::grundy_table;
use nimlab_core::heap::{heap_period, win_table, HeapPeriod};
use nimlab_core::{mex, Ending, SubtractionSet, Take};
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`GrundyPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The set and range the link asked for.
    pub link: GrundyLink,
}

/// The Grundy table page: a subtraction set's, or a take-and-break game's when the link
/// names one. A preset or an entry of the other kind opens that page afresh.
#[component]
pub fn GrundyPage(props: &Props) -> Html {
    let shown = use_state(|| (props.link.clone(), 0u32));
    let (link, serial) = (*shown).clone();
    let on_switch = Callback::from(move |link: GrundyLink| shown.set((link, serial + 1)));
    match &link.game {
        Some(game) => html! {
            <BreakPage key={format!("break-{serial}")} game={game.clone()} {link} {on_switch} />
        },
        None => html! { <SubtractionPage key={format!("take-{serial}")} {link} {on_switch} /> },
    }
}

/// Properties of [`SubtractionPage`].
#[derive(Properties, PartialEq)]
pub struct TakeProps {
    /// The set and range the link asked for.
    pub link: GrundyLink,
    /// A take-and-break game chosen.
    pub on_switch: Callback<GrundyLink>,
}

/// The largest heap the γ-of-any-heap entry accepts.
pub const MAX_HEAP: u64 = 1_000_000_000_000_000_000;

/// The preset sets: (test word, rules).
pub fn presets() -> Vec<(&'static str, Take)> {
    let set =
        |c: &[u64]| Take::Set(SubtractionSet::new(c.iter().copied()).expect("a valid preset"));
    vec![
        ("1-2", set(&[1, 2])),
        ("1-2-3", set(&[1, 2, 3])),
        ("1-3-5", set(&[1, 3, 5])),
        ("2-3", set(&[2, 3])),
        ("1-3-4", set(&[1, 3, 4])),
        ("2-5-7", set(&[2, 5, 7])),
        ("2-4-7", set(&[2, 4, 7])),
        ("bachet", Take::UpTo(10)),
    ]
}

/// The n of Satz 1a when S = {1, …, n − 1}.
pub fn satz_1a(take: &Take) -> Option<u64> {
    match take {
        Take::UpTo(k) => k.checked_add(1),
        Take::Set(s) => {
            let c = s.counts();
            (c.iter().enumerate().all(|(i, &v)| v == i as u64 + 1)).then(|| c.len() as u64 + 1)
        }
        Take::Any => None,
    }
}

/// The slides' examples of mex, each computed by the core's [`mex`].
pub fn mex_examples() -> Vec<(Vec<u64>, u64)> {
    [vec![0, 1, 3, 5], vec![0], vec![1, 2, 3], vec![]]
        .into_iter()
        .map(|set| {
            let m = mex(set.iter().copied());
            (set, m)
        })
        .collect()
}

/// The period search's budget: about 2^26 option look-ups.
fn period_of(take: &Take) -> Option<HeapPeriod> {
    let width = match take {
        Take::Set(s) => s.counts().len().max(1),
        _ => 1,
    };
    heap_period(Ending::Normal, take, (1usize << 26) / width)
}

/// The style sheet marking the cells the period's certificate checked: each n of its window
/// and n + period, within the table.
pub fn check_css(p: &HeapPeriod, upto: u64) -> String {
    let cells: Vec<String> = (p.preperiod..p.preperiod + p.window.min(200))
        .flat_map(|n| [n, n + p.period])
        .filter(|&n| n <= upto)
        .map(|n| format!(".gt li[data-x=\"{n}\"]"))
        .collect();
    if cells.is_empty() {
        return String::new();
    }
    cells.join(",") + "{border-bottom:5px solid var(--odd)}"
}

/// Opens a game's table (a preset or the game field) with the same range and lecture mode.
pub fn open_game(on_switch: &Callback<GrundyLink>, upto: u64, lecture: bool) -> Callback<GameWord> {
    let on_switch = on_switch.clone();
    Callback::from(move |game: GameWord| {
        on_switch.emit(GrundyLink {
            game: Some(game),
            upto,
            lecture,
            ..GrundyLink::default()
        })
    })
}

/// A clicker's keys step x up and down, as the step buttons do.
pub const GRUNDY_CLICKER: Clicker = Clicker {
    next: &["[data-testid=\"step-next\"]"],
    back: &["[data-testid=\"step-prev\"]"],
};

/// Whether the facts wait, stepping bottom-up with heaps still hidden (the period, Theorems 1a
/// and 1d and any heap's value would give them away), and the explorer's report of it.
#[hook]
pub(super) fn use_hiding(link: &GrundyLink) -> (bool, Callback<bool>) {
    let hiding = use_state_eq(|| link.bottom_up && link.x.is_some_and(|x| x < link.upto));
    let report = {
        let hiding = hiding.clone();
        use_callback((), move |hidden: bool, _| hiding.set(hidden))
    };
    (*hiding, report)
}

/// The game graph of a heap of the table's size (at most 16) under these rules.
/// The range field's submit, on both kinds of table: a typed range shows the table to it and
/// closes the heap explained; anything else is refused with its problem.
pub fn upto_submit(
    upto: &UseStateHandle<u64>,
    upto_entry: &UseStateHandle<String>,
    upto_error: &UseStateHandle<Option<Problem>>,
    opened: &UseStateHandle<(Option<u64>, bool)>,
) -> Callback<SubmitEvent> {
    let (upto, upto_entry, upto_error) = (upto.clone(), upto_entry.clone(), upto_error.clone());
    let opened = opened.clone();
    Callback::from(move |e: SubmitEvent| {
        e.prevent_default();
        match crate::route::parse_typed_number(&upto_entry, MAX_UPTO) {
            Ok(n) => {
                upto_error.set(None);
                opened.set((None, false));
                upto.set(n);
            }
            Err(problem) => upto_error.set(Some(problem)),
        }
    })
}

fn graph_link(take: &Take, upto: u64) -> String {
    format_graph(&GraphLink {
        game: GraphGame::Position {
            rows: vec![upto.min(16)],
            take: take.clone(),
        },
        step: 0,
        definitions: false,
        lecture: false,
    })
}

/// The Grundy table page of a subtraction game.
#[component]
pub fn SubtractionPage(props: &TakeProps) -> Html {
    let lang = use_lang();
    let take = use_state(|| props.link.take.clone());
    let upto = use_state(|| props.link.upto);
    let set_entry = use_state(|| crate::route::format_take(&props.link.take));
    let set_error = use_state(|| None::<SetEntryError>);
    let upto_entry = use_state(|| props.link.upto.to_string());
    let upto_error = use_state(|| None::<Problem>);
    let show_check = use_state(|| false);
    let heap_entry = use_state(|| "1000000000000000000".to_string());
    let lecture = use_lecture_state(props.link.lecture, GRUNDY_CLICKER);

    let values = use_memo(((*take).clone(), *upto), |(t, u)| {
        Rc::new(grundy_table(t, *u).values)
    });
    let win = use_memo(((*take).clone(), *upto), |(t, u)| {
        Rc::new(win_table(Ending::Normal, t, *u))
    });
    let period = use_memo((*take).clone(), period_of);
    // The heap the link put on screen, until another table is shown (the explorer writes the
    // link).
    let opened = use_state(|| (props.link.x, props.link.bottom_up));
    let (hiding, on_hidden) = use_hiding(&props.link);

    let choose = {
        let (take, set_entry, set_error) = (take.clone(), set_entry.clone(), set_error.clone());
        let opened = opened.clone();
        move |t: Take| {
            set_entry.set(crate::route::format_take(&t));
            set_error.set(None);
            opened.set((None, false));
            take.set(t);
        }
    };
    let on_set_submit = {
        let (choose, set_entry, set_error) = (choose.clone(), set_entry.clone(), set_error.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match parse_set_entry(&set_entry) {
                Ok(t) => choose(t),
                Err(err) => set_error.set(Some(err)),
            }
        })
    };
    let on_set_input = on_text(&set_entry);
    let on_upto_submit = upto_submit(&upto, &upto_entry, &upto_error, &opened);
    let on_upto_input = on_text(&upto_entry);
    let on_game = open_game(&props.on_switch, *upto, *lecture);
    let on_heap_input = on_text(&heap_entry);
    let toggle_check = {
        let show_check = show_check.clone();
        Callback::from(move |_| show_check.set(!*show_check))
    };

    let upto_v = *upto;
    let period_pair = period.map(|p| (p.preperiod, p.period));
    // The period's check marks up to 400 cells and changes only when it is shown or hidden:
    // one small style sheet. (Per-click marks are the table's props, in `GrundyExplorer`: a
    // changed style sheet restyles every cell of the table.)
    let css = match (*show_check, *period) {
        (true, Some(p)) => check_css(&p, upto_v),
        _ => String::new(),
    };

    // The heap typed, read once for its answer and for the field's mark.
    let heap_number = crate::route::parse_typed_number(&heap_entry, MAX_HEAP);
    let heap_refused = heap_number.is_err();
    let heap = heap_answer(lang, &take, (*period).as_ref(), &values, heap_number);
    let graph_link = graph_link(&take, upto_v);

    html! {
        <div class={classes!("grundy", "theory", lecture.then_some("lecture"))}>
            <h1>{ tt(lang, &T::GrundyTitle { set: set_text(&take) }) }</h1>
            <LectureBar lecture={lecture.clone()} />
            <p class="lead">{ tt(lang, &T::GrundyIntro) }</p>
            <p data-testid="mex-examples">{ tt(lang, &T::MexExamples { examples: mex_examples() }) }</p>
            <section class="controls" aria-label={tt(lang, &T::ChooseSet)}>
                <div class="presets" role="group" aria-label={tt(lang, &T::Presets)}>
                    { for presets().into_iter().map(|(word, t)| {
                        let (choose, t2) = (choose.clone(), t.clone());
                        choice(format!("preset-{word}"), tt(lang, &T::PresetLabel { word, set: set_text(&t) }), *take == t,
                            Callback::from(move |_| choose(t2.clone())))
                    }) }
                </div>
                <GameChoice current={None::<GameWord>} on_choose={on_game} />
                <form class="entry" onsubmit={on_set_submit}>
                    { field(tt(lang, &T::SetLabel), "set-input", (*set_entry).clone(), on_set_input, set_error.is_some().then_some("set-error")) }
                    <button type="submit" data-testid="set-apply" aria-label={tt(lang, &T::ShowSet)}>{ tt(lang, &T::Show) }</button>
                </form>
                <form class="entry" onsubmit={on_upto_submit}>
                    { field(tt(lang, &T::RangeLabel), "upto-input", (*upto_entry).clone(), on_upto_input, upto_error.is_some().then_some("upto-error")) }
                    <button type="submit" data-testid="upto-apply" aria-label={tt(lang, &T::ShowRange)}>{ tt(lang, &T::Show) }</button>
                </form>
                if let Some(err) = &*set_error {
                    <p class="entry-error" role="alert" data-testid="set-error" id="set-error">{ tt(lang, &T::SetEntry(err.clone())) }</p>
                }
                if let Some(problem) = &*upto_error {
                    <p class="entry-error" role="alert" data-testid="upto-error" id="upto-error">{ tt(lang, &T::UptoEntry { max: MAX_UPTO, problem: problem.clone() }) }</p>
                }
            </section>

            // The table and its steps come first, as on the slides, where the theorems follow
            // the table: on a projector the table is on the first screen.
            <style>{ css }</style>
            <GrundyExplorer key={format!("{}/{upto_v}", crate::route::format_take(&take))}
                rule={Rule::Take((*take).clone())} values={(*values).clone()} win={(*win).clone()} period={period_pair}
                opened={*opened} lecture={*lecture} {on_hidden} />

            <section class="facts">
                if hiding {
                    <p class="note" data-testid="period-pending">{ tt(lang, &T::PeriodPending) }</p>
                } else {
                if let Some(n) = satz_1a(&take) {
                    <p class="theorem" data-testid="theorem-1a" data-n={n.to_string()}>{ tt(lang, &T::Satz1a { n }) }</p>
                }
                { period_card(lang, &take, (*period).as_ref(), &values, *show_check, toggle_check) }
                { satz_1d(lang, &values, &win) }
                <div class="heap-query">
                    { field(tt(lang, &T::HeapLabel), "heap-input", (*heap_entry).clone(), on_heap_input, heap_refused.then_some("heap-error")) }
                    // Spoken as it follows the typing: the answer or what is wrong with the entry.
                    <div aria-live="polite">{ heap }</div>
                </div>
                }
                <p class="links">
                    <a href={graph_link}>{ tt(lang, &T::SeeGraph) }</a>
                </p>
            </section>

        </div>
    }
}

fn satz_1d(lang: crate::i18n::Lang, values: &[u64], win: &[bool]) -> Html {
    let upto = values.len() as u64 - 1;
    let holds = values.iter().zip(win).all(|(&g, &w)| (g != 0) == w);
    let losses = win.iter().filter(|&&w| !w).count();
    html! {
        <div class="theorem" data-testid="theorem-1d" data-holds={holds.to_string()} data-losses={losses.to_string()}>
            <p>{ tt(lang, &T::Satz1d { upto, holds, losses: losses as u64 }) }</p>
            <details data-testid="satz-1d-proof">
                <summary>{ tt(lang, &T::Satz1dProofTitle) }</summary>
                <p>{ tt(lang, &T::Satz1dProof) }</p>
            </details>
        </div>
    }
}

fn period_card(
    lang: crate::i18n::Lang,
    take: &Take,
    period: Option<&HeapPeriod>,
    values: &[u64],
    show_check: bool,
    toggle: Callback<MouseEvent>,
) -> Html {
    let Some(p) = period else {
        return match take {
            Take::Set(_) => html! { <p class="theorem">{ tt(lang, &T::NoPeriod) }</p> },
            _ => html! {},
        };
    };
    let upto = values.len() as u64 - 1;
    let closed = matches!(take, Take::UpTo(_));
    // The table's own values decide the minimality notes when they reach far enough;
    // otherwise a longer table is computed (the window is small whenever this is shown).
    let need = p.preperiod + 2 * p.period + p.window;
    let long: Option<Vec<u64>> = (!closed && need <= 100_000).then(|| {
        if need <= upto {
            values.to_vec()
        } else {
            grundy_table(take, need).values
        }
    });
    let (pre_note, shorter) = match &long {
        Some(v) => {
            let pre_note = (p.preperiod > 0).then(|| {
                let n = p.preperiod - 1;
                (n, v[n as usize], v[(n + p.period) as usize])
            });
            // Only short periods get the list: it has one line per shorter candidate.
            let candidates = if p.period <= 64 { 1..p.period } else { 1..1 };
            let shorter: Vec<(u64, u64, u64, u64)> = candidates
                .filter_map(|q| {
                    (p.preperiod..p.preperiod + p.window + p.period)
                        .find(|&n| v[n as usize] != v[(n + q) as usize])
                        .map(|n| (q, n, v[n as usize], v[(n + q) as usize]))
                })
                .collect();
            (pre_note, shorter)
        }
        None => (None, Vec::new()),
    };
    let block: Vec<String> = match &long {
        Some(v) if p.period <= 60 => (p.preperiod..p.preperiod + p.period)
            .map(|n| v[n as usize].to_string())
            .collect(),
        _ => Vec::new(),
    };
    html! {
        <div class="period-card" data-testid="period" data-preperiod={p.preperiod.to_string()} data-period={p.period.to_string()}>
            <h2>{ tt(lang, &T::PeriodTitle { pre: p.preperiod, period: p.period }) }</h2>
            if !block.is_empty() {
                <p class="block">{ tt(lang, &T::PeriodBlock { pre: p.preperiod, block: block.join(" ") }) }</p>
            }
            <p>{ if closed {
                tt(lang, &T::PeriodClosed { period: p.period })
            } else {
                tt(lang, &T::PeriodCertificate { pre: p.preperiod, period: p.period, window: p.window })
            } }</p>
            if let Some((n, a, b)) = pre_note {
                <p>{ tt(lang, &T::PreperiodMinimal { n, a, b, period: p.period }) }</p>
            }
            if !shorter.is_empty() {
                <details>
                    <summary>{ tt(lang, &T::PeriodMinimal { period: p.period }) }</summary>
                    <ul class="shorter">
                        { for shorter.iter().map(|&(q, n, a, b)| html! {
                            <li>{ format!("p′ = {q}: γ({n}) = {a} ≠ γ({}) = {b}", n + q) }</li>
                        }) }
                    </ul>
                </details>
            }
            if !closed {
                { choice("show-check".into(), tt(lang, &T::ShowCheck), show_check, toggle) }
            }
            if p.preperiod + p.period > upto {
                <p class="note">{ tt(lang, &T::PeriodBeyond { upto }) }</p>
            }
        </div>
    }
}

fn heap_answer(
    lang: crate::i18n::Lang,
    take: &Take,
    period: Option<&HeapPeriod>,
    values: &[u64],
    heap: Result<u64, Problem>,
) -> Html {
    let n = match heap {
        Ok(n) => n,
        Err(problem) => {
            return html! { <p class="entry-error" data-testid="heap-error" id="heap-error">{ tt(lang, &T::HeapEntry { problem }) }</p> };
        }
    };
    let table = |m: u64| values.get(m as usize).copied();
    let (m, value) = match (take, period) {
        (Take::Any, _) => (n, Some(n)),
        (Take::UpTo(k), _) => {
            let v = nimlab_core::grundy::up_to_value(*k, n);
            (v, Some(v))
        }
        (_, Some(p)) => {
            let m = if n >= p.preperiod + p.period {
                p.preperiod + (n - p.preperiod) % p.period
            } else {
                n
            };
            let v = table(m)
                .or_else(|| (m <= 1_000_000).then(|| grundy_table(take, m).values[m as usize]));
            (m, v)
        }
        (_, None) => (n, table(n)),
    };
    let Some(value) = value else {
        return html! { <p class="note" data-testid="heap-error">{ tt(lang, &T::HeapUnknown) }</p> };
    };
    let how = match (take, period) {
        (Take::Any, _) => tt(lang, &T::HeapAny { n }),
        (Take::UpTo(k), _) => tt(
            lang,
            &T::HeapRem {
                n,
                modulus: k + 1,
                value,
            },
        ),
        (_, Some(p)) if m != n => tt(
            lang,
            &T::HeapPeriodic {
                n,
                pre: p.preperiod,
                period: p.period,
                m,
                value,
            },
        ),
        _ => tt(lang, &T::HeapTable { n, value }),
    };
    html! {
        <p class="heap-answer" data-testid="heap-value" data-n={n.to_string()} data-value={value.to_string()} data-reduced={m.to_string()}>
            { how }
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_checked_cells_are_marked_within_the_table() {
        // S = {1, 2}: period 3 from 0, certified by a window of 2.
        let p = period_of(&Take::UpTo(2)).unwrap();
        assert_eq!((p.preperiod, p.period, p.window), (0, 3, 2));
        let mark = "{border-bottom:5px solid var(--odd)}";
        for (upto, want) in [
            (10, format!(".gt li[data-x=\"0\"],.gt li[data-x=\"3\"],.gt li[data-x=\"1\"],.gt li[data-x=\"4\"]{mark}")),
            (3, format!(".gt li[data-x=\"0\"],.gt li[data-x=\"3\"],.gt li[data-x=\"1\"]{mark}")),
        ] {
            assert_eq!(check_css(&p, upto), want, "{upto}");
        }
    }

    fn set(c: &[u64]) -> Take {
        Take::Set(SubtractionSet::new(c.iter().copied()).unwrap())
    }

    #[test]
    fn the_slides_mex_examples() {
        assert_eq!(
            mex_examples(),
            vec![
                (vec![0, 1, 3, 5], 2),
                (vec![0], 1),
                (vec![1, 2, 3], 0),
                (vec![], 0)
            ]
        );
    }

    #[test]
    fn satz_1a_applies_to_1_up_to_n_minus_1() {
        assert_eq!(satz_1a(&Take::UpTo(2)), Some(3));
        assert_eq!(satz_1a(&set(&[1, 2, 3])), Some(4));
        assert_eq!(satz_1a(&set(&[1, 3])), None);
        assert_eq!(satz_1a(&Take::Any), None);
    }

    #[test]
    fn periods_of_the_presets() {
        let p = period_of(&set(&[2, 5, 7])).unwrap();
        assert_eq!((p.preperiod, p.period), (0, 22));
        let p = period_of(&set(&[2, 4, 7])).unwrap();
        assert_eq!((p.preperiod, p.period, p.window), (8, 3, 7));
        assert_eq!(period_of(&Take::UpTo(10)).unwrap().period, 11);
        // A set whose search would be too long is answered from the table only.
        let wide = Take::Set(SubtractionSet::new((0..64).map(|i| 1_000_000 - i * 7)).unwrap());
        assert_eq!(period_of(&wide), None);
    }
}

//! Sums of games (the Sprague–Grundy theorem, Satz 2b): each row its own subtraction game,
//! the rows' Grundy values in binary and their XOR, and the construction of the moves to any
//! smaller value t, step by step, including moves that raise a row's value.

use crate::play::binary_panel::BinaryPanel;
use crate::play::highlight::Highlight;
use crate::route::parse_typed_take;
use crate::route::{
    format_play, format_sums, format_takes, parse_typed_rows, typed_text, PlayLink, SumsLink,
};
use crate::theory::field::{choice, details_open, field, on_text, refused, set_location, step_nav};
use crate::theory::text::{bin, set_text, target_row_text, tt, T};
use crate::ui::context::use_lang;
use crate::ui::unbroken::unbroken;
use nimlab_core::analysis::Outcome;
use nimlab_core::explain::sums::{Direction, TargetError};
use nimlab_core::game_sum::{sum_target_moves, sum_values};
use nimlab_core::{Position, Rules, Take};
use std::rc::Rc;
use yew::prelude::*;

/// Steps of the construction.
pub const SUM_STEPS: u32 = 6;

/// Properties of [`SumsPage`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The rows, rules, target and step the link asked for.
    pub link: SumsLink,
}

/// The sums offered as buttons: (test word, rows, per-row rules).
pub fn sum_presets() -> Vec<(&'static str, Vec<u64>, Vec<Take>)> {
    let s134 = Take::Set(nimlab_core::SubtractionSet::new([1, 3, 4]).expect("a valid set"));
    vec![
        ("slides", vec![7, 5, 3, 1], vec![Take::UpTo(2); 4]),
        ("satz-1g", vec![1, 3, 6, 7], vec![Take::Any; 4]),
        ("nim", vec![22, 5, 13, 27], vec![Take::Any; 4]),
        ("mixed", vec![8, 6, 6], vec![Take::UpTo(2), s134, Take::Any]),
    ]
}

/// Parses the rules entry: one rule for every row, or one per row separated by `;` (a
/// Japanese keyboard's `；` too, as [`typed_text`] reads it), a last one allowed after the
/// last rule.
pub fn parse_takes(text: &str, rows: usize) -> Result<Vec<Take>, T> {
    let text = typed_text(text);
    let takes = text
        .strip_suffix(';')
        .unwrap_or(&text)
        .split(';')
        .map(parse_typed_take)
        .collect::<Result<Vec<Take>, _>>()
        .map_err(|problem| T::Entry {
            field: "take",
            problem,
        })?;
    match takes.len() {
        1 => Ok(vec![takes[0].clone(); rows]),
        n if n == rows => Ok(takes),
        n => Err(T::RulesCount {
            given: n as u64,
            rows: rows as u64,
        }),
    }
}

/// The sums page.
#[component]
pub fn SumsPage(props: &Props) -> Html {
    let lang = use_lang();
    let link = use_state(|| props.link.clone());
    let rows_entry = use_state(|| crate::route::join(&props.link.rows));
    let take_entry = use_state(|| format_takes(&props.link.takes));
    let entry_error = use_state(|| None::<T>);

    let step = link.step.clamp(1, SUM_STEPS);
    let (values, value) = sum_values(&link.takes, &link.rows);
    // The address shows the step on screen; at γ = 0 there is no target and no step to show.
    use_effect_with(
        format_sums(&SumsLink {
            step: if value == 0 { 1 } else { step },
            target: if value == 0 { 0 } else { link.target },
            ..(*link).clone()
        }),
        |h| set_location(h),
    );
    // Rows that allow any count are their own Grundy value: the panel then shows plain Nim.
    let restricted = link.takes.iter().any(|t| *t != Take::Any);
    let construction = sum_target_moves(&link.takes, &link.rows, link.target);

    let update = {
        let link = link.clone();
        move |f: &dyn Fn(&mut SumsLink)| {
            let mut l = (*link).clone();
            f(&mut l);
            link.set(l);
        }
    };
    let go = {
        let update = update.clone();
        Callback::from(move |s: u64| update(&|l: &mut SumsLink| l.step = s as u32))
    };
    let on_target = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            if let Ok(t) = crate::theory::field::value_of(&e).parse::<u64>() {
                update(&|l: &mut SumsLink| {
                    l.target = t;
                    l.step = 1;
                });
            }
        })
    };
    // Opened or closed, the history goes into the link; a link that opens it shows it.
    let on_history = {
        let update = update.clone();
        Callback::from(move |e: Event| {
            let open = details_open(&e);
            update(&|l: &mut SumsLink| l.history = open);
        })
    };
    let history_ref = use_node_ref();
    {
        let (history_ref, opened) = (history_ref.clone(), props.link.history);
        use_effect_with((), move |_| {
            if let Some(details) = history_ref.cast::<web_sys::Element>().filter(|_| opened) {
                details.scroll_into_view();
            }
        });
    }
    let on_rows = on_text(&rows_entry);
    let on_take = on_text(&take_entry);
    let set_game = {
        let (link, rows_entry, take_entry, entry_error) = (
            link.clone(),
            rows_entry.clone(),
            take_entry.clone(),
            entry_error.clone(),
        );
        move |rows: Vec<u64>, takes: Vec<Take>| {
            rows_entry.set(crate::route::join(&rows));
            take_entry.set(format_takes(&takes));
            entry_error.set(None);
            link.set(SumsLink {
                rows,
                takes,
                target: 0,
                step: 1,
                history: link.history,
            });
        }
    };
    let on_apply = {
        let (rows_entry, take_entry, entry_error, set_game) = (
            rows_entry.clone(),
            take_entry.clone(),
            entry_error.clone(),
            set_game.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match parse_typed_rows(&rows_entry) {
                Err(problem) => entry_error.set(Some(T::Entry {
                    field: "rows",
                    problem,
                })),
                Ok(rows) => match parse_takes(&take_entry, rows.len()) {
                    Err(t) => entry_error.set(Some(t)),
                    Ok(takes) => set_game(rows, takes),
                },
            }
        })
    };

    // What the current step points at in the binary panel.
    let highlight = match &construction {
        Ok(c) => {
            let top = c.top_bit;
            let with_bit: Vec<usize> = c
                .rows
                .iter()
                .filter(|r| r.grundy >> top & 1 == 1)
                .map(|r| r.row)
                .collect();
            let raising: Vec<usize> = c
                .rows
                .iter()
                .filter(|r| r.direction == Direction::Raising)
                .map(|r| r.row)
                .collect();
            match step {
                2 => Highlight {
                    columns: vec![top],
                    ..Highlight::default()
                },
                3 | 4 => Highlight {
                    rows: with_bit,
                    columns: vec![top],
                    ..Highlight::default()
                },
                5 => Highlight {
                    rows: raising,
                    ..Highlight::default()
                },
                6 => Highlight {
                    moves: c.moves(),
                    rows: c.moves().iter().map(|m| m.row).collect(),
                    ..Highlight::default()
                },
                _ => Highlight::default(),
            }
        }
        Err(_) => Highlight::default(),
    };
    let outcome = if value == 0 { Outcome::P } else { Outcome::N };
    let all_same = link.takes.windows(2).all(|w| w[0] == w[1]);
    let play_link = all_same.then(|| {
        format_play(&PlayLink {
            position: Position::new(link.rows.clone()),
            rules: Rules {
                take: link.takes.first().cloned().unwrap_or(Take::Any),
                ..Rules::nim()
            },
            ..PlayLink::default()
        })
    });

    let row_table = {
        let c = construction.as_ref().ok();
        html! {
            <table class="sum-rows" aria-label={tt(lang, &T::SumRowsTable)}>
                <thead><tr>
                    <th scope="col">{ tt(lang, &T::ColRow) }</th>
                    <th scope="col">{ tt(lang, &T::ColCount) }</th>
                    <th scope="col">{ tt(lang, &T::ColRule) }</th>
                    <th scope="col">{ "γᵢ" }</th>
                    if c.is_some() && step >= 3 { <th scope="col">{ "γᵢ ⊕ z" }</th> }
                    if c.is_some() && step >= 4 { <th scope="col">{ tt(lang, &T::ColMoves) }</th> }
                </tr></thead>
                <tbody>
                    { for link.rows.iter().enumerate().map(|(i, &count)| {
                        let g = values[i];
                        let r = c.map(|c| &c.rows[i]);
                        let shown = |r: &nimlab_core::explain::sums::TargetRow| match r.direction {
                            Direction::Reducing => step >= 4,
                            Direction::Raising => step >= 5,
                        };
                        html! {
                            <tr data-testid={format!("sum-row-{}", i + 1)} data-count={count.to_string()} data-grundy={g.to_string()}
                                data-required={r.map(|r| r.required.to_string())}
                                data-direction={r.map(|r| if r.direction == Direction::Reducing { "reducing" } else { "raising" })}
                                class={classes!(highlight.rows.contains(&i).then_some("emphasized"))}>
                                <th scope="row">{ i + 1 }</th>
                                <td>{ count }</td>
                                <td>{ set_text(&link.takes[i]) }</td>
                                <td>{ format!("{g} = {}", bin(g, 0)) }</td>
                                if let (Some(r), true) = (r, step >= 3) {
                                    <td>{ format!("{} = {}", r.required, bin(r.required, 0)) }</td>
                                }
                                if let (Some(r), true) = (r, step >= 4) {
                                    <td>{ if !shown(r) { String::new() } else if r.moves.is_empty() {
                                        tt(lang, &T::Impossible { required: r.required })
                                    } else {
                                        r.moves.iter().map(|m| format!("{} → {}", count, count - m.take)).collect::<Vec<_>>().join(", ")
                                    } }</td>
                                }
                            </tr>
                        }
                    }) }
                </tbody>
            </table>
        }
    };

    let steps = match &construction {
        Err(TargetError::NotBelow { value: 0, .. }) => html! {
            <p class="theorem" data-testid="sum-zero">{ tt(lang, &T::SumIsZero) }</p>
        },
        Err(TargetError::NotBelow { value, target }) => html! {
            <p class="refused" role="alert" data-testid="sum-target-error">{ tt(lang, &T::TargetNotBelow { target: *target, value: *value }) }</p>
        },
        Ok(c) => {
            let bits = (u64::BITS - value.leading_zeros()).max(1) as usize;
            let reducing: Vec<_> = c
                .rows
                .iter()
                .filter(|r| r.direction == Direction::Reducing)
                .collect();
            let raising: Vec<_> = c
                .rows
                .iter()
                .filter(|r| r.direction == Direction::Raising)
                .collect();
            let texts: Vec<(u32, String)> = vec![
                (
                    1,
                    tt(
                        lang,
                        &T::SumStepValues {
                            values: values
                                .iter()
                                .map(u64::to_string)
                                .collect::<Vec<_>>()
                                .join(" ⊕ "),
                            value,
                            binary: bin(value, bits),
                        },
                    ),
                ),
                (
                    2,
                    tt(
                        lang,
                        &T::SumStepZ {
                            value: bin(value, bits),
                            target: bin(c.target, bits),
                            t: c.target,
                            z: bin(c.z, bits),
                            top: c.top_bit,
                            weight: 1u64 << c.top_bit,
                        },
                    ),
                ),
                (
                    3,
                    tt(
                        lang,
                        &T::SumStepRows {
                            rows: reducing
                                .iter()
                                .map(|r| (r.row + 1).to_string())
                                .collect::<Vec<_>>()
                                .join(", "),
                            top: c.top_bit,
                        },
                    ),
                ),
                (
                    4,
                    lang.sentences(reducing.iter().filter_map(|r| target_row_text(lang, r))),
                ),
                (
                    5,
                    if raising.is_empty() {
                        tt(lang, &T::SumNoRaising)
                    } else {
                        lang.sentences(raising.iter().filter_map(|r| target_row_text(lang, r)))
                    },
                ),
                (
                    6,
                    tt(
                        lang,
                        &T::SumStepAll {
                            t: c.target,
                            count: c.moves().len() as u64,
                        },
                    ),
                ),
            ];
            html! {
                <>
                <ol class="sum-steps" data-testid="sum-steps">
                    { for texts.into_iter().filter(|(s, _)| *s <= step).map(|(s, text)| html! {
                        <li class={classes!((s == step).then_some("current"))} data-testid={format!("sum-step-{s}")}>{ unbroken(&text) }</li>
                    }) }
                </ol>
                <p class="sr-only" data-testid="sum-construction" data-value={c.value.to_string()} data-target={c.target.to_string()}
                    data-z={c.z.to_string()} data-top-bit={c.top_bit.to_string()} />
                if step >= SUM_STEPS {
                    <ul class="target-moves" data-testid="target-moves">
                        { for c.rows.iter().flat_map(|r| r.moves.iter().map(move |m| (r, *m))).map(|(r, m)| {
                            let direction = if r.direction == Direction::Reducing { "reducing" } else { "raising" };
                            html! {
                                <li data-testid="target-move" data-row={(m.row + 1).to_string()} data-take={m.take.to_string()}
                                    data-from={r.count.to_string()} data-to={(r.count - m.take).to_string()} data-direction={direction}>
                                    { tt(lang, &T::TargetMove { row: m.row as u64 + 1, take: m.take, from: r.count, to: r.count - m.take,
                                        g: r.grundy, required: r.required, raising: r.direction == Direction::Raising }) }
                                </li>
                            }
                        }) }
                    </ul>
                }
                </>
            }
        }
    };

    let can_step = construction.is_ok();
    // The slides ask for this position's winning moves before they show them.
    let slides_task = sum_presets()
        .into_iter()
        .any(|(word, rows, takes)| word == "slides" && link.rows == rows && link.takes == takes);
    html! {
        <div class="sums-page theory">
            <h1>{ tt(lang, &T::SumsTitle) }</h1>
            <p class="lead">{ tt(lang, &T::SumsIntro) }</p>
            if !restricted {
                <p class="satz" data-testid="satz-1f">{ tt(lang, &T::Satz1f) }</p>
                <p class="satz" data-testid="satz-1g">{ tt(lang, &T::Satz1g) }</p>
            }
            <div class="presets" role="group" aria-label={tt(lang, &T::Presets)}>
                { for sum_presets().into_iter().map(|(word, rows, takes)| {
                    let pressed = link.rows == rows && link.takes == takes;
                    let set_game = set_game.clone();
                    choice(format!("sum-preset-{word}"), tt(lang, &T::SumPreset(word)), pressed,
                        Callback::from(move |_| set_game(rows.clone(), takes.clone())))
                }) }
            </div>
            <form class="entry" onsubmit={on_apply}>
                { field(tt(lang, &T::RowsLabel), "sum-rows", (*rows_entry).clone(), on_rows, refused(&entry_error, "rows", "sum-entry-error")) }
                { field(tt(lang, &T::RulesPerRow), "sum-take", (*take_entry).clone(), on_take, refused(&entry_error, "take", "sum-entry-error")) }
                <button type="submit" data-testid="sum-apply">{ tt(lang, &T::Show) }</button>
            </form>
            if let Some(err) = &*entry_error {
                <p class="entry-error" role="alert" data-testid="sum-entry-error" id="sum-entry-error">{ tt(lang, err) }</p>
            }
            if slides_task {
                <p class="slide-task" data-testid="slide-task">{ tt(lang, &T::TaskWinningMoves) }</p>
            }
            <div class="sum-grid">
                <div>
                    <p class="sum-value" data-testid="sum-value" data-value={value.to_string()}>
                        { tt(lang, &T::SumValue { value, binary: bin(value, 0) }) }
                    </p>
                    // A wide table scrolls in its own box rather than widening the page.
                    <div class="table-scroll">{ row_table }</div>
                    if value > 0 {
                        <label class="target">{ tt(lang, &T::TargetLabel) }
                            <select data-testid="sum-target" onchange={on_target}>
                                { for (0..value.min(64)).map(|t| html! {
                                    <option value={t.to_string()} selected={t == link.target}>{ tt(lang, &T::TargetOption { t, winning: t == 0 }) }</option>
                                }) }
                                // A link's target that is no choice: shown as it is, beside the
                                // message that says why it cannot be reached.
                                if link.target >= value.min(64) {
                                    <option value={link.target.to_string()} selected=true>{ link.target }</option>
                                }
                            </select>
                        </label>
                    }
                    if can_step {
                        { step_nav(lang, "sum", u64::from(step), 1, u64::from(SUM_STEPS), go) }
                        if link.step > SUM_STEPS {
                            <p class="note" role="status" data-testid="step-beyond">
                                { tt(lang, &T::StepBeyond { asked: link.step.into(), last: SUM_STEPS.into() }) }
                            </p>
                        }
                    }
                    <div aria-live="polite">{ steps }</div>
                    if let Some(href) = play_link {
                        <p class="links"><a href={href}>{ tt(lang, &T::PlayThis) }</a></p>
                    }
                </div>
                <BinaryPanel values={Rc::new(values.clone())} counts={Rc::new(link.rows.clone())} grundy_mode={restricted}
                    nim_sum={value} outcome={Some(outcome)} highlight={Rc::new(highlight.clone())} />
            </div>
            <details class="definitions" data-testid="history" ref={history_ref} open={link.history} ontoggle={on_history}>
                // A link that opens the history leads the focus there (focus.js), not to the heading.
                <summary data-arrive={link.history.then_some("")}>{ tt(lang, &T::HistoryTitle) }</summary>
                <p>{ tt(lang, &T::History) }</p>
                <h2>{ tt(lang, &T::LiteratureTitle) }</h2>
                <ul class="literature">
                    { for tt(lang, &T::Literature).split(" · ").map(literature_work) }
                </ul>
            </details>
        </div>
    }
}

/// A work of the literature, its titles (marked "{de:…}" in the catalog) in their own language.
fn literature_work(text: &str) -> Html {
    let mut parts = Vec::new();
    let mut rest = text;
    while let Some((before, marked)) = rest.split_once('{') {
        let (title, after) = marked.split_once('}').unwrap_or((marked, ""));
        let (code, title) = title.split_once(':').unwrap_or(("", title));
        parts.push(html! { <>{ before.to_string() }<cite lang={code.to_string()}>{ title.to_string() }</cite></> });
        rest = after;
    }
    parts.push(html! { { rest.to_string() } });
    html! { <li>{ for parts }</li> }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rules_per_row() {
        assert_eq!(parse_takes("1-2", 3), Ok(vec![Take::UpTo(2); 3]));
        assert_eq!(
            parse_takes("1-2; any", 2),
            Ok(vec![Take::UpTo(2), Take::Any])
        );
        assert_eq!(
            parse_takes("1-2;any", 3),
            Err(T::RulesCount { given: 2, rows: 3 })
        );
        assert!(matches!(
            parse_takes("1-2;0", 2),
            Err(T::Entry { field: "take", .. })
        ));
        // Typed as a person writes sets: spaces and braces.
        let s135 = Take::Set(nimlab_core::SubtractionSet::new(vec![1, 3, 5]).unwrap());
        assert_eq!(
            parse_takes(" {1, 3, 5} ; 1-2 ", 2),
            Ok(vec![s135.clone(), Take::UpTo(2)])
        );
        // A last separator after the last rule, and a Japanese keyboard's.
        assert_eq!(
            parse_takes("1,3,5; 1-2;", 2),
            Ok(vec![s135.clone(), Take::UpTo(2)])
        );
        assert_eq!(
            parse_takes("１，３，５；１－２", 2),
            Ok(vec![s135, Take::UpTo(2)])
        );
        // An empty rule between two is still refused: the rules would slip to other rows.
        assert!(parse_takes("1-2;;any", 3).is_err());
    }

    #[test]
    fn rows_as_typed() {
        for typed in [
            "7,5,3,1",
            "7, 5, 3, 1",
            " 7 5 3 1 ",
            "7,,5, 3,1,",
            "7-5-3-1",
            "７，５，３，１",
            "７－５－３－１",
        ] {
            assert_eq!(parse_typed_rows(typed), Ok(vec![7, 5, 3, 1]), "{typed}");
        }
        // A minus sign is no separator: "-1" is refused, not read as 1.
        assert_eq!(parse_typed_rows("  "), Err(crate::route::Problem::Empty));
        for bad in ["", "7, x", "7, -1", "7.5", "-7-5", "7-5-"] {
            assert!(parse_typed_rows(bad).is_err(), "{bad}");
        }
    }
}

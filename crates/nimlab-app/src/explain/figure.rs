//! The figures beside an explanation step: a binary XOR written out, the lab handout's table
//! of replacements, a game record, and the sources' lists of cases.

use crate::explain::text::{sym as explain_sym, ui as explain_ui, Ui};
use crate::explain::{Figure, Label, Line, Sym};
use crate::i18n::{position_text, Lang};
use nimlab_core::MisereCase;
use yew::prelude::*;

/// Renders `figure`; `hidden` replaces a XOR's result by question marks (lecture mode, before
/// the answer is revealed).
pub fn figure(lang: Lang, figure: &Figure, hidden: bool) -> Html {
    match figure {
        Figure::Xor {
            terms,
            result,
            width,
            bit,
        } => xor(lang, terms, *result, *width, *bit, hidden),
        Figure::Replacements { rows, e, width } => replacements(lang, rows, *e, *width),
        Figure::Record { lines, current } => record(lang, lines, *current, hidden),
        Figure::MisereCases { current } => misere_cases(lang, *current, hidden),
        Figure::LabCases { current, .. } => lab_cases(lang, *current, hidden),
    }
}

/// A binary XOR written out, one line per term and the result below (`?` while `hidden`).
fn xor(
    lang: Lang,
    terms: &[(Sym, u64)],
    result: (Sym, u64),
    width: u32,
    bit: Option<u32>,
    hidden: bool,
) -> Html {
    let digits = |value: Option<u64>| {
        (0..width)
            .rev()
            .map(|b| {
                let class = classes!("bit", (Some(b) == bit).then_some("mark"));
                let text = value.map_or("?".to_string(), |v| (v >> b & 1).to_string());
                html! { <td {class}>{ text }</td> }
            })
            .collect::<Html>()
    };
    let line = |op: &str, label: String, value: Option<u64>, class: &'static str| {
        let dec = value.map_or("?".to_string(), |v| v.to_string());
        html! {
            <tr class={class}>
                <td class="op">{ op.to_string() }</td>
                <th scope="row">{ label }</th>
                <td class="eq">{ "=" }</td>
                <td class="dec">{ dec }</td>
                { digits(value) }
            </tr>
        }
    };
    html! {
        <table class="xor-figure" data-testid="explain-xor" aria-labelledby="explain-heading">
            <tbody>
                { for terms.iter().enumerate().map(|(i, &(s, v))| line(if i == 0 { "" } else { "⊕" }, explain_sym(lang, s), Some(v), "term")) }
                { line("", explain_sym(lang, result.0), (!hidden).then_some(result.1), "result") }
            </tbody>
        </table>
    }
}

/// The lab handout's table of replacements: column i replaces row i by B_i = n_i xor E.
fn replacements(lang: Lang, rows: &[u64], e: u64, width: u32) -> Html {
    let bits = |v: u64| {
        (0..width)
            .rev()
            .map(|b| (v >> b & 1).to_string())
            .collect::<String>()
    };
    let targets: Vec<u64> = rows.iter().map(|n| n ^ e).collect();
    html! {
        <table class="xor-figure replace-figure" data-testid="explain-replacements" aria-labelledby="explain-heading">
            <thead>
                <tr>
                    <td></td>
                    { for targets.iter().enumerate().map(|(i, _)| html! {
                        <th scope="col">{ format!("{} → {}", explain_sym(lang, Sym::N(i)), explain_sym(lang, Sym::B(i))) }</th>
                    }) }
                </tr>
            </thead>
            <tbody>
                { for rows.iter().enumerate().map(|(j, &n)| html! {
                    <tr>
                        <th scope="row">{ explain_sym(lang, Sym::N(j)) }</th>
                        { for targets.iter().enumerate().map(|(i, &b)| {
                            let replaced = i == j;
                            html! { <td class={classes!(replaced.then_some("replaced"))}>{ bits(if replaced { b } else { n }) }</td> }
                        }) }
                    </tr>
                }) }
                <tr class="result">
                    <th scope="row">{ explain_sym(lang, Sym::E) }</th>
                    // Each column's nim-sum: n_i replaced by n_i xor E leaves E xor E = 0.
                    { for targets.iter().enumerate().map(|(i, &b)| {
                        let column = rows.iter().enumerate().fold(0, |acc, (j, &n)| acc ^ if j == i { b } else { n });
                        html! { <td data-testid="replacement-e">{ bits(column) }</td> }
                    }) }
                </tr>
                <tr class="moves">
                    <th scope="row">{ explain_ui(lang, Ui::Move) }</th>
                    { for rows.iter().zip(&targets).map(|(&n, &b)| html! {
                        <td data-testid="replacement-move" data-move={(b < n).to_string()}>
                            { if b < n { format!("✓ −{}", n - b) } else { format!("✗ {b} > {n}") } }
                        </td>
                    }) }
                </tr>
            </tbody>
        </table>
    }
}

/// A game record; lecture mode shows only the lines near the `current` one.
fn record(lang: Lang, lines: &[Line], current: Option<usize>, hidden: bool) -> Html {
    html! {
        <div class="record-figure">
            <table data-testid="explain-record" aria-labelledby="explain-heading">
                <thead>
                    <tr>
                        <th scope="col">{ "#" }</th>
                        <th scope="col">{ explain_ui(lang, Ui::Position) }</th>
                        <th scope="col">{ explain_ui(lang, Ui::Status) }</th>
                        <th scope="col">{ explain_ui(lang, Ui::Move) }</th>
                    </tr>
                </thead>
                <tbody>
                    { for lines.iter().enumerate().map(|(i, l)| {
                        // Lecture mode shows only the lines near the step's line.
                        let near = current.map_or(i < 7, |c| i + 2 >= c && i <= c + 2);
                        record_line(lang, l, Some(i) == current, near, hidden)
                    }) }
                </tbody>
            </table>
        </div>
    }
}

/// The German article's cases A, B, Cg, Cu, the `current` one marked once revealed.
fn misere_cases(lang: Lang, current: Option<MisereCase>, hidden: bool) -> Html {
    let cases = [MisereCase::A, MisereCase::B, MisereCase::Cg, MisereCase::Cu];
    // Decided: a case is named (lecture mode then shows it alone).
    let decided = current.is_some() && !hidden;
    html! {
        <>
            <ul class={classes!("cases", decided.then_some("decided"))} data-testid="explain-cases">
                { for cases.iter().map(|&c| {
                    // Until the answer is revealed, the list names no case: it is the answer.
                    let here = Some(c) == current && !hidden;
                    html! { <li class={classes!(here.then_some("current"))} aria-current={here.then_some("true")}>{ explain_ui(lang, Ui::Case(c)) }</li> }
                }) }
            </ul>
            <p class="note" data-testid="explain-cases-note">{ explain_ui(lang, Ui::CasesNormalNote) }</p>
        </>
    }
}

/// The lab handout's four column cases, the `current` one marked once revealed.
fn lab_cases(lang: Lang, current: Option<u8>, hidden: bool) -> Html {
    let decided = current.is_some() && !hidden;
    html! {
        <ul class={classes!("cases", "lab", decided.then_some("decided"))} data-testid="explain-cases">
            { for (1..=4u8).map(|n| {
                let here = Some(n) == current && !hidden;
                html! { <li class={classes!(here.then_some("current"))} aria-current={here.then_some("true")}>{ explain_ui(lang, Ui::LabCase(n)) }</li> }
            }) }
        </ul>
    }
}

/// One line of a record; `hidden` leaves out what would give the step's answer away (other
/// winning moves, the departure).
fn record_line(lang: Lang, l: &Line, current: bool, near: bool, hidden: bool) -> Html {
    let label = match l.label {
        Label::S(n) => format!("S{n}"),
        Label::Move(n) => format!("{n}."),
    };
    let status = l
        .status
        .map_or("?".to_string(), |o| explain_ui(lang, Ui::StatusLetter(o)));
    let who = match l.who {
        crate::explain::Who::A => "A".to_string(),
        crate::explain::Who::B => "B".to_string(),
        crate::explain::Who::Player(p)
        | crate::explain::Who::Computer(p)
        | crate::explain::Who::You(p) => p.to_string(),
    };
    let played = l
        .played
        .map(|m| format!("{who}: │ {} −{}", m.row + 1, m.take))
        .unwrap_or_default();
    let departure = l.departure && !hidden;
    let others = (!l.others.is_empty() && !hidden).then(|| {
        let rows = l
            .others
            .iter()
            .map(|r| (r + 1).to_string())
            .collect::<Vec<_>>()
            .join(", ");
        let label = if l.played_wins { Ui::Also } else { Ui::Instead };
        format!(" | {} {rows}", explain_ui(lang, label))
    });
    html! {
        <tr class={classes!(current.then_some("current"), departure.then_some("departure"), near.then_some("near"))} aria-current={current.then_some("step")}>
            <th scope="row">{ label }</th>
            <td class="pos">{ position_text(&l.rows) }</td>
            <td class="status">{ status }</td>
            <td class="move">
                { played }
                if let Some(o) = others { <span class="others">{ o }</span> }
                if departure { <span class="departs">{ " " }{ explain_ui(lang, Ui::Departs) }</span> }
            </td>
        </tr>
    }
}

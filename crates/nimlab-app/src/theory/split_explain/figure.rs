//! The split explanation's figures: a row cut by a move (the sticks kept, the run removed, the
//! parts left), a row's options with their values, and lists of moves.

use super::pages::{leaves, Cut, Figure};
use super::text::{option_text, st, S};
use crate::i18n::Lang;
use crate::theory::text::{tt, T};
use crate::ui::unbroken::unbroken;
use nimlab_core::explain::split::{MoveValue, RowOption};
use yew::prelude::*;

/// The most sticks drawn one by one; a longer run shows its count.
const DRAWN: u64 = 40;

/// The most options listed; the rest are counted.
const SHOWN_OPTIONS: usize = 12;

/// A run of `n` sticks as strokes, or its count when long.
fn run(n: u64, class: &'static str) -> Html {
    if n == 0 {
        return html! {};
    }
    let drawn = match n <= DRAWN {
        true => "|".repeat(n as usize),
        false => format!("|…| {n}"),
    };
    html! { <span class={classes!("run", class)}>{ drawn }</span> }
}

/// A row cut by a move.
fn cut_figure(lang: Lang, cut: &Cut) -> Html {
    let name = st(
        lang,
        &S::Figure {
            count: cut.count,
            take: cut.take,
            a: cut.left,
            b: cut.right,
        },
    );
    let parts: Vec<String> = [cut.left, cut.right]
        .iter()
        .filter(|&&p| p > 0)
        .map(u64::to_string)
        .collect();
    let parts = match parts.is_empty() {
        true => "0".to_string(),
        false => parts.join(" + "),
    };
    html! {
        <figure class="split-figure" data-testid="split-figure" role="img" aria-label={name}
            data-row={cut.row.map(|r| (r + 1).to_string())} data-count={cut.count.to_string()}
            data-left={cut.left.to_string()} data-take={cut.take.to_string()} data-right={cut.right.to_string()}>
            <div class="split-row" aria-hidden="true">
                { run(cut.left, "kept") }
                if cut.take > 0 { { run(cut.take, "removed") } } else { <span class="run gap">{ "¦" }</span> }
                { run(cut.right, "kept") }
            </div>
            <div class="split-parts" aria-hidden="true">{ cut.count.to_string() }{ " → " }{ parts }</div>
        </figure>
    }
}

/// A row's options, each with its value.
fn options(lang: Lang, options: &[RowOption]) -> Html {
    let more = options.len().saturating_sub(SHOWN_OPTIONS) as u64;
    html! {
        <ul class="options split-options" data-testid="split-options">
            { for options.iter().take(SHOWN_OPTIONS).map(|o| html! {
                <li data-testid="split-option" data-take={o.take.to_string()} data-a={o.a.to_string()}
                    data-b={o.b.to_string()} data-value={o.value.to_string()}>{ unbroken(&option_text(lang, o)) }</li>
            }) }
            if more > 0 {
                <li>{ tt(lang, &T::MoreOptions { more }) }</li>
            }
        </ul>
    }
}

/// A move as an item of a list (`tag` li) or a line (`tag` p).
fn move_item(lang: Lang, m: &MoveValue, msg: S, tag: &'static str) -> Html {
    html! {
        <@{tag} class="split-move" data-testid="split-move" data-row={(m.row + 1).to_string()}
            data-take={m.option.take.to_string()} data-leaves={leaves(m.option.a, m.option.b)}
            data-sum={m.sum_after.to_string()}>{ unbroken(&st(lang, &msg)) }</@>
    }
}

/// The page's figure; `hidden` while lecture mode hides a figure that gives the answer away.
pub fn figure(lang: Lang, figure: &Figure, hidden: bool) -> Html {
    if hidden {
        return html! {};
    }
    match figure {
        Figure::None => html! {},
        Figure::Cut(cut) => cut_figure(lang, cut),
        Figure::Options(list) => options(lang, list),
        Figure::Moves(moves) => html! {
            <ul class="split-moves" data-testid="split-moves">
                { for moves.iter().map(|m| move_item(lang, m, S::MoveItem(m.clone()), "li")) }
            </ul>
        },
        Figure::Example(m) => {
            html! {
                <>
                    { cut_figure(lang, &Cut::of(m)) }
                    { move_item(lang, m, S::LosingExample(m.clone()), "p") }
                </>
            }
        }
    }
}

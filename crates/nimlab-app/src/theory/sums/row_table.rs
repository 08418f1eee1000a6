//! The table of the sum's rows: count, rule and Grundy value of each, and from step 3 on the
//! value each row must reach and the moves that reach it.

use crate::route::{SumRule, SumsLink};
use crate::theory::sums::logic::{direction_word, step_highlight};
use crate::theory::sums::plan::{plan, row_values, PlanRow};
use crate::theory::text::{bin, set_text, tt, T};
use crate::ui::context::use_lang;
use nimlab_core::explain::sums::Direction;
use yew::prelude::*;

/// Properties of [`SumRowTable`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The sum on screen.
    pub link: SumsLink,
    /// The step of the construction shown (1 to 6).
    pub step: u32,
}

/// What a row's moves cell shows: nothing before the row's step, "impossible" for a raising
/// row without a move, else its moves.
fn moves_cell(lang: crate::i18n::Lang, r: &PlanRow, step: u32) -> String {
    let shown = match r.direction {
        Direction::Reducing => step >= 4,
        Direction::Raising => step >= 5,
    };
    if !shown {
        String::new()
    } else if r.moves.is_empty() {
        tt(
            lang,
            &T::Impossible {
                required: r.required,
            },
        )
    } else {
        r.moves
            .iter()
            .map(|m| m.arrow())
            .collect::<Vec<_>>()
            .join(", ")
    }
}

/// The rows of the sum as a table.
#[component]
pub fn SumRowTable(props: &Props) -> Html {
    let lang = use_lang();
    let (link, step) = (&props.link, props.step);
    let (values, _) = row_values(&link.rules, &link.rows);
    let construction = plan(&link.rules, &link.rows, link.target);
    let c = construction.as_ref().ok();
    let emphasized = c.map(|c| step_highlight(c, step).rows).unwrap_or_default();
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
                    html! {
                        <tr data-testid={format!("sum-row-{}", i + 1)} data-count={count.to_string()} data-grundy={g.to_string()}
                            data-required={r.map(|r| r.required.to_string())}
                            data-direction={r.map(|r| direction_word(r.direction))}
                            class={classes!(emphasized.contains(&i).then_some("emphasized"))}>
                            <th scope="row">{ i + 1 }</th>
                            <td>{ count }</td>
                            <td data-rule={link.rules[i].word()}>{ match &link.rules[i] {
                                SumRule::Take(take) => set_text(take),
                                SumRule::Game(game) => tt(lang, &T::GameName { game: game.game.clone() }),
                            } }</td>
                            <td>{ format!("{g} = {}", bin(g, 0)) }</td>
                            if let (Some(r), true) = (r, step >= 3) {
                                <td>{ format!("{} = {}", r.required, bin(r.required, 0)) }</td>
                            }
                            if let (Some(r), true) = (r, step >= 4) {
                                <td>{ moves_cell(lang, r, step) }</td>
                            }
                        </tr>
                    }
                }) }
            </tbody>
        </table>
    }
}

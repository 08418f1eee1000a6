//! The position editor: the ending, the rule of moves, the rows; "Start game" checks them all
//! and names every problem beside its field.

use crate::i18n::Lang;
use crate::play::setup_draft::{Draft, TakeMode};
use crate::play::text::{tr, Msg};
use crate::route::{LinkError, PlayLink, MAX_ROWS};
use crate::ui::focus::refocus;
use nimlab_core::Ending;
use yew::prelude::*;

/// A callback that changes the draft by `change`, whatever its event.
fn edit<E>(draft: &UseStateHandle<Draft>, change: impl Fn(&mut Draft) + 'static) -> Callback<E> {
    let draft = draft.clone();
    Callback::from(move |_| {
        let mut next = (*draft).clone();
        change(&mut next);
        draft.set(next);
    })
}

/// The editor's form for the game `link` on screen, shown while the setup panel is open: the
/// `draft` as typed and the `errors` found in it live in the panel. A function, not a component:
/// a component would cost the first module its lifecycle code.
pub fn setup_editor(
    lang: Lang,
    link: &PlayLink,
    on_load: &Callback<PlayLink>,
    draft: &UseStateHandle<Draft>,
    errors: &UseStateHandle<Vec<LinkError>>,
) -> Html {
    let set_mode = |mode: TakeMode| edit::<Event>(draft, move |d| d.mode = mode);
    let set_ending = |ending: Ending| edit::<Event>(draft, move |d| d.ending = ending);
    // A field of a restriction chooses it as soon as something is typed into it: typed into
    // with another option chosen, it would start a game under that option without a word.
    // (Not on focus: tabbing through the form would change the rules.) The typed text goes
    // into the draft with it, or the render would put the old text back into the field.
    let typed = |f: fn(&mut Draft, String)| {
        let draft = draft.clone();
        Callback::from(move |e: InputEvent| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let mut next = (*draft).clone();
            f(&mut next, input.value());
            draft.set(next);
        })
    };
    let row_input = |i: usize| {
        let draft = draft.clone();
        Callback::from(move |e: Event| {
            let input: web_sys::HtmlInputElement = e.target_unchecked_into();
            let mut next = (*draft).clone();
            next.rows[i] = input.value();
            draft.set(next);
        })
    };
    // After "Remove row 2" the focus goes to the count of the row that takes its place (or of
    // the new last row): left on a remove button, a second Enter would remove another row.
    // The problems listed name rows by number, which the removal changes: they go with it.
    let remove_row = |i: usize| {
        let (draft, errors) = (draft.clone(), errors.clone());
        Callback::from(move |_| {
            errors.set(Vec::new());
            let mut next = (*draft).clone();
            next.rows.remove(i);
            let row = i.min(next.rows.len() - 1) + 1;
            refocus(&format!("[data-testid=\"edit-row-{row}\"]"));
            draft.set(next);
        })
    };
    let add_row = edit::<MouseEvent>(draft, |d| {
        if d.rows.len() < MAX_ROWS {
            d.rows.push("1".into());
        }
    });
    let on_start = {
        let (draft, errors, base, on_load) =
            (draft.clone(), errors.clone(), link.clone(), on_load.clone());
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match draft.check(&base) {
                Ok(link) => {
                    errors.set(Vec::new());
                    on_load.emit(link);
                    // The new game is what its author wants to see: the editor closes, and the
                    // focus, with the view, goes to the board's first stick.
                    let setup = gloo::utils::document().query_selector("[data-testid=\"setup\"]");
                    if let Ok(Some(setup)) = setup {
                        let _ = setup.remove_attribute("open");
                    }
                    refocus(".board [data-testid^=\"stick-\"]");
                }
                Err(found) => errors.set(found),
            }
        })
    };
    let d = &**draft;
    // A field named in the problems below is marked for readers as well.
    let invalid = |param: &str| errors.iter().any(|e| e.param == param).then_some("true");
    // ... and points at the problems' list, which a reader then hears with it.
    let described = |invalid: Option<&'static str>| invalid.map(|_| "setup-problems");
    html! {
        <form class="editor" onsubmit={on_start} novalidate=true>
            <fieldset>
                <legend>{ tr(lang, &Msg::EndingLegend) }</legend>
                <label><input type="radio" name="ending" data-testid="ending-normal" checked={d.ending == Ending::Normal} onchange={set_ending(Ending::Normal)} />{ tr(lang, &Msg::EndingNormal) }</label>
                <label><input type="radio" name="ending" data-testid="ending-misere" checked={d.ending == Ending::Misere} onchange={set_ending(Ending::Misere)} />{ tr(lang, &Msg::EndingMisere) }</label>
            </fieldset>
            <fieldset>
                <legend>{ tr(lang, &Msg::TakeLegend) }</legend>
                <label><input type="radio" name="take" data-testid="take-any" checked={d.mode == TakeMode::Any} onchange={set_mode(TakeMode::Any)} />{ tr(lang, &Msg::TakeAny) }</label>
                <label>
                    <input type="radio" name="take" data-testid="take-upto" checked={d.mode == TakeMode::UpTo} onchange={set_mode(TakeMode::UpTo)} />
                    { tr(lang, &Msg::TakeUpTo) }
                    <input type="text" inputmode="numeric" class="short" data-testid="take-k" aria-label={tr(lang, &Msg::TakeUpTo)} aria-invalid={invalid("take").filter(|_| d.mode == TakeMode::UpTo)} aria-describedby={described(invalid("take").filter(|_| d.mode == TakeMode::UpTo))} value={d.k.clone()} oninput={typed(|d, v| {
                        d.k = v;
                        d.mode = TakeMode::UpTo;
                    })} />
                </label>
                <label>
                    <input type="radio" name="take" data-testid="take-set" checked={d.mode == TakeMode::Set} onchange={set_mode(TakeMode::Set)} />
                    { tr(lang, &Msg::TakeSet) }
                    <input type="text" class="medium" data-testid="take-set-values" aria-label={tr(lang, &Msg::TakeSet)} aria-invalid={invalid("take").filter(|_| d.mode == TakeMode::Set)} aria-describedby={described(invalid("take").filter(|_| d.mode == TakeMode::Set))} value={d.set.clone()} oninput={typed(|d, v| {
                        d.set = v;
                        d.mode = TakeMode::Set;
                    })} />
                </label>
            </fieldset>
            <fieldset>
                <legend>{ tr(lang, &Msg::RowsLegend) }</legend>
                <ol class="row-editor">
                    { for d.rows.iter().enumerate().map(|(i, text)| html! {
                        <li>
                            <label>
                                <span class="sr-only">{ tr(lang, &Msg::RowCountLabel { row: i + 1 }) }</span>
                                <input type="text" inputmode="numeric" class="short" data-testid={format!("edit-row-{}", i + 1)} aria-invalid={invalid(&(i + 1).to_string())} aria-describedby={described(invalid(&(i + 1).to_string()))} value={text.clone()} onchange={row_input(i)} />
                            </label>
                            <button type="button" data-testid={format!("remove-row-{}", i + 1)} aria-label={tr(lang, &Msg::RemoveRow { row: i + 1 })} onclick={remove_row(i)} disabled={d.rows.len() <= 1}>{ "−" }</button>
                        </li>
                    }) }
                </ol>
                <button type="button" data-testid="add-row" onclick={add_row} disabled={d.rows.len() >= MAX_ROWS}>{ tr(lang, &Msg::AddRow) }</button>
            </fieldset>
            if !errors.is_empty() {
                <div class="input-error" role="alert" data-testid="input-error" id="setup-problems">
                    <ul>{ for errors.iter().map(|e| html! { <li>{ tr(lang, &Msg::EntryProblem(e.clone())) }</li> }) }</ul>
                </div>
            }
            <button type="submit" data-testid="start-game">{ tr(lang, &Msg::StartGame) }</button>
        </form>
    }
}

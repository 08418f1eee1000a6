//! Rules, presets and the position editor.

use super::text::{tr, Msg};
use crate::play::opponent_panel::seed_now;
use crate::play::presets::Preset;
use crate::route::{
    join, parse_number, parse_take, typed_list, LinkError, PlayLink, Problem, MAX_ROW, MAX_ROWS,
    MAX_TAKE,
};
use crate::ui::context::use_lang;
use crate::ui::focus::refocus;
use nimlab_core::{Ending, Position, Take};
use yew::prelude::*;

/// Properties of [`SetupPanel`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The game on screen: the editor starts from its rules and position.
    pub link: PlayLink,
    /// Starts a new game.
    pub on_load: Callback<PlayLink>,
}

/// Which kind of move restriction the editor shows.
#[derive(Clone, Copy, PartialEq)]
enum TakeMode {
    Any,
    UpTo,
    Set,
}

fn mode_of(take: &Take) -> TakeMode {
    match take {
        Take::Any => TakeMode::Any,
        Take::UpTo(_) => TakeMode::UpTo,
        Take::Set(_) => TakeMode::Set,
    }
}

/// The editor's fields, as typed.
#[derive(Clone, PartialEq)]
struct Draft {
    ending: Ending,
    mode: TakeMode,
    k: String,
    set: String,
    rows: Vec<String>,
}

impl Draft {
    fn from_link(link: &PlayLink) -> Draft {
        Draft {
            ending: link.rules.ending,
            mode: mode_of(&link.rules.take),
            k: match link.rules.take {
                Take::UpTo(k) => k.to_string(),
                _ => "3".into(),
            },
            set: match &link.rules.take {
                Take::Set(s) => join(s.counts()),
                _ => "1,3,5".into(),
            },
            rows: link.position.rows.iter().map(u64::to_string).collect(),
        }
    }

    /// The game the draft describes, or every problem with the field it concerns.
    fn check(&self, base: &PlayLink) -> Result<PlayLink, Vec<LinkError>> {
        let mut errors = Vec::new();
        let take = match self.mode {
            TakeMode::Any => Ok(Take::Any),
            // typed_list: full-width digits too (a Japanese keyboard's ３).
            TakeMode::UpTo => match parse_number(&typed_list(&self.k), MAX_TAKE) {
                Ok(0) => Err(Problem::ZeroTake),
                k => k.map(Take::UpTo),
            },
            // The set field names a range as no count: its "1-K" form belongs to the other field.
            TakeMode::Set => parse_take(&typed_list(&self.set)).map_err(|p| match p {
                Problem::BadRange { value } => Problem::NotANumber { value },
                p => p,
            }),
        };
        let take = take
            .map_err(|problem| {
                errors.push(LinkError {
                    param: "take".into(),
                    problem,
                })
            })
            .ok();
        let mut rows = Vec::new();
        for (i, text) in self.rows.iter().enumerate() {
            match parse_number(&typed_list(text), MAX_ROW) {
                Ok(n) => rows.push(n),
                Err(problem) => errors.push(LinkError {
                    param: format!("{}", i + 1),
                    problem,
                }),
            }
        }
        if self.rows.is_empty() || self.rows.len() > MAX_ROWS {
            errors.push(LinkError {
                param: "rows".into(),
                problem: Problem::RowCount {
                    count: self.rows.len(),
                },
            });
        }
        match (take, errors.is_empty()) {
            (Some(take), true) => {
                let mut link = base.clone();
                link.rules.ending = self.ending;
                link.rules.take = take;
                link.position = Position::new(rows);
                link.explain = None;
                link.race = None;
                Ok(link)
            }
            _ => Err(errors),
        }
    }
}

/// The rules panel with presets and the position editor.
#[component]
pub fn SetupPanel(props: &Props) -> Html {
    let lang = use_lang();
    let draft = use_state(|| Draft::from_link(&props.link));
    let errors = use_state(Vec::<LinkError>::new);
    // Whether the panel is open: closed, it renders its summary alone, so a move during play
    // costs it nothing (its twenty fields and the presets would otherwise render at each).
    let open = use_state_eq(|| false);
    let on_toggle = {
        let open = open.clone();
        Callback::from(move |e: Event| {
            let details: web_sys::Element = e.target_unchecked_into();
            open.set(details.has_attribute("open"));
        })
    };

    // While open, the editor follows the game on screen.
    {
        let (draft, errors) = (draft.clone(), errors.clone());
        let link = props.link.clone();
        let start = (props.link.rules.clone(), props.link.position.clone());
        use_effect_with((start, *open), move |(_, open)| {
            if *open {
                draft.set(Draft::from_link(&link));
                errors.set(Vec::new());
            }
        });
    }

    let set_mode = |mode: TakeMode| {
        let draft = draft.clone();
        Callback::from(move |_| {
            draft.set(Draft {
                mode,
                ..(*draft).clone()
            })
        })
    };
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
    let set_ending = |ending: Ending| {
        let draft = draft.clone();
        Callback::from(move |_| {
            draft.set(Draft {
                ending,
                ..(*draft).clone()
            })
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
    let add_row = {
        let draft = draft.clone();
        Callback::from(move |_| {
            let mut next = (*draft).clone();
            if next.rows.len() < MAX_ROWS {
                next.rows.push("1".into());
            }
            draft.set(next);
        })
    };
    let on_start = {
        let (draft, errors, base, on_load) = (
            draft.clone(),
            errors.clone(),
            props.link.clone(),
            props.on_load.clone(),
        );
        Callback::from(move |e: SubmitEvent| {
            e.prevent_default();
            match draft.check(&base) {
                Ok(link) => {
                    errors.set(Vec::new());
                    on_load.emit(link);
                }
                Err(found) => errors.set(found),
            }
        })
    };
    let preset = |p: Preset| {
        let (base, on_load) = (props.link.clone(), props.on_load.clone());
        Callback::from(move |_| {
            let (rules, position) = p.game(seed_now());
            on_load.emit(PlayLink {
                rules,
                position,
                explain: None,
                race: p.race(),
                ..base.clone()
            });
        })
    };

    let d = &*draft;
    // A field named in the problems below is marked for readers as well.
    let invalid = |param: &str| errors.iter().any(|e| e.param == param).then_some("true");
    // ... and points at the problems' list, which a reader then hears with it.
    let described = |invalid: Option<&'static str>| invalid.map(|_| "setup-problems");
    html! {
        <details class="setup" data-testid="setup" ontoggle={on_toggle}>
            <summary>{ tr(lang, &Msg::SetupTitle) }</summary>
            if *open {
                <div class="presets" role="group" aria-label={tr(lang, &Msg::Presets)}>
                    <h3>{ tr(lang, &Msg::Presets) }</h3>
                    <ul>
                        { for Preset::ALL.iter().map(|&p| html! {
                            <li>
                                <button type="button" data-testid={format!("preset-{}", p.word())} onclick={preset(p)}>
                                    { tr(lang, &Msg::PresetName(p)) }
                                </button>
                                <span class="preset-description">{ tr(lang, &Msg::PresetDescription(p)) }</span>
                            </li>
                        }) }
                    </ul>
                </div>
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
        </details>
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::SubtractionSet;

    #[test]
    fn typed_counts_are_separated_by_spaces_too() {
        let set = Take::Set(SubtractionSet::new([1, 3, 5]).unwrap());
        for typed in [
            "1 3 5",
            "1, 3, 5",
            "{1,3,5}",
            " 1,,3  5 ",
            "１，３、５",
            "｛１　３　５｝",
        ] {
            assert_eq!(parse_take(&typed_list(typed)), Ok(set.clone()), "{typed}");
        }
        assert_eq!(typed_list("135"), "135");
        // The full-width minus is the link's "1-K".
        assert_eq!(parse_take(&typed_list("１－３")), Ok(Take::UpTo(3)));
        assert!(parse_take(&typed_list("  ")).is_err());
    }
}

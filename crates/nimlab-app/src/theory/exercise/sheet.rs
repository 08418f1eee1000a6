//! The round as a printable sheet: its link, its rules, its questions and the answer key.

use crate::route::{format_exercise, ExerciseLink};
use crate::theory::exercise::question::rules_line;
use crate::theory::exercise::round::{answer_text, question_text};
use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use nimlab_core::exercise::Question;
use nimlab_core::Ending;
use std::rc::Rc;
use yew::prelude::*;

/// Properties of [`ExerciseSheet`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// The round.
    pub link: ExerciseLink,
    /// Its questions.
    pub questions: Rc<Vec<Question>>,
}

/// The sheet, in a disclosure.
#[component]
pub fn ExerciseSheet(props: &Props) -> Html {
    let lang = use_lang();
    let link = &props.link;
    let misere = link.rules.ending == Ending::Misere;
    html! {
        <details class="sheet" data-testid="sheet">
            <summary>{ tt(lang, &T::SheetTitle) }</summary>
            <p class="note">{ tt(lang, &T::SheetNote) }</p>
            <p class="sheet-link"><a href={format_exercise(link)}>{ crate::route::absolute(&format_exercise(link)) }</a></p>
            <p>{ rules_line(lang, &link.rules, link.game.as_ref().map(|g| &g.game)) }</p>
            <ol>
                { for props.questions.iter().map(|q| html! {
                    <li data-testid="sheet-item">{ question_text(lang, link.kind, q, misere) }</li>
                }) }
            </ol>
            <details class="key">
                <summary>{ tt(lang, &T::AnswerKey) }</summary>
                <ol>{ for props.questions.iter().map(|q| html! { <li>{ answer_text(lang, q) }</li> }) }</ol>
            </details>
        </details>
    }
}

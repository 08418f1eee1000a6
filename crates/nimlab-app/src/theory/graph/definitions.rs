//! The definitions under the game graph: graph, artinian, locally finite, ν and γ by
//! backward induction, kernel, the proof of Theorem 1d, and Nim as a graph.

use crate::theory::text::{tt, T};
use crate::ui::context::use_lang;
use yew::prelude::*;

/// Properties of [`GraphDefinitions`].
#[derive(Properties, PartialEq)]
pub struct Props {
    /// Whether the definitions are open.
    pub open: bool,
    /// Called when they are opened or closed.
    pub ontoggle: Callback<Event>,
}

/// The definitions, in a disclosure.
#[component]
pub fn GraphDefinitions(props: &Props) -> Html {
    let lang = use_lang();
    html! {
        <details class="definitions" data-testid="definitions" open={props.open} ontoggle={props.ontoggle.clone()}>
            <summary>{ tt(lang, &T::DefinitionsTitle) }</summary>
            <dl>
                <dt>{ tt(lang, &T::DefGraphTerm) }</dt><dd>{ tt(lang, &T::DefGraph) }</dd>
                <dt>{ tt(lang, &T::DefArtinianTerm) }</dt><dd>{ tt(lang, &T::DefArtinian) }</dd>
                <dt>{ tt(lang, &T::DefLocallyFiniteTerm) }</dt><dd>{ tt(lang, &T::DefLocallyFinite) }</dd>
                <dt>{ tt(lang, &T::DefInductionTerm) }</dt><dd>{ tt(lang, &T::DefInduction) }</dd>
                <dt>{ tt(lang, &T::DefKernelTerm) }</dt><dd>{ tt(lang, &T::DefKernel) }</dd>
                <dt>{ tt(lang, &T::Satz1dProofTitle) }</dt><dd data-testid="satz-1d-proof">{ tt(lang, &T::Satz1dProof) }</dd>
                <dt>{ tt(lang, &T::DefNimTerm) }</dt><dd data-testid="def-nim">{ lang.sentences([tt(lang, &T::TaskNimGraph), tt(lang, &T::DefNim)]) }</dd>
            </dl>
        </details>
    }
}

//! The play page's callbacks, made once per page with `use_callback`: the components they go
//! to (the history buttons, the hint toggle, the list of explanations) then skip the render of
//! a move, as their properties stay equal.

use crate::play::state::{Action, Game};
use crate::route::{Explanation, PlayLink, Topic};
use nimlab_core::Move;
use yew::prelude::*;

/// Every action the play page's components dispatch.
pub struct PlayCallbacks {
    pub take: Callback<Move>,
    pub refused: Callback<()>,
    pub action: Callback<Action>,
    pub explain: Callback<Option<Explanation>>,
    pub open: Callback<Topic>,
    pub load: Callback<PlayLink>,
    pub undo: Callback<MouseEvent>,
    pub redo: Callback<MouseEvent>,
    pub restart: Callback<MouseEvent>,
    pub toggle_hints: Callback<MouseEvent>,
    pub toggle_practice: Callback<Event>,
}

/// The callbacks that dispatch to `game`.
#[hook]
pub fn use_play_callbacks(game: &UseReducerHandle<Game>) -> PlayCallbacks {
    let d = game.dispatcher();
    PlayCallbacks {
        take: use_callback(d.clone(), |mv, d| d.dispatch(Action::Take(mv))),
        refused: use_callback(d.clone(), |(), d| d.dispatch(Action::FieldRefused)),
        action: use_callback(d.clone(), |action, d| d.dispatch(action)),
        explain: use_callback(d.clone(), |e, d| d.dispatch(Action::Explain(e))),
        open: use_callback(d.clone(), |topic, d| {
            let step = 1;
            d.dispatch(Action::Explain(Some(Explanation {
                topic,
                step,
                lecture: false,
            })))
        }),
        load: use_callback(d.clone(), |link, d| d.dispatch(Action::Load(link))),
        undo: use_callback(d.clone(), |_, d| d.dispatch(Action::Undo)),
        redo: use_callback(d.clone(), |_, d| d.dispatch(Action::Redo)),
        restart: use_callback(d.clone(), |_, d| d.dispatch(Action::Restart)),
        toggle_hints: use_callback(d.clone(), |_, d| d.dispatch(Action::ToggleHints)),
        toggle_practice: use_callback(d, |_, d| d.dispatch(Action::TogglePractice)),
    }
}

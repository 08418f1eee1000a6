//! The seam between the play page and the explanations beside its board.
//!
//! The explanations live in the full module ([`crate::explain`], which builds on this
//! folder); the first module has a stand-in that loads them ([`super::loader::Loading`]).
//! The play page is generic over an [`Explainer`], and the shell's module boundary picks one,
//! so the page itself never asks which module it is in.

use crate::i18n::Lang;
use crate::play::highlight::Highlight;
use crate::play::state::Game;
use crate::route::{Explanation, PlayLink, Topic};
use nimlab_core::{Ending, Move, Position, Rules};
use std::rc::Rc;
use yew::prelude::*;

/// What the steps of an explanation depend on: the game, not the step shown; and whether the
/// position on screen is solved yet, as an explanation does not wait for a long solve.
#[derive(Clone, Debug, PartialEq)]
pub struct StepsRequest {
    /// The open explanation's topic, if one is open.
    pub topic: Option<Topic>,
    /// The rules in force.
    pub rules: Rules,
    /// The start of the record.
    pub start: Position,
    /// The record's moves.
    pub moves: Vec<Move>,
    /// How many of them lead to the position on screen.
    pub cursor: usize,
    /// The player (1 or 2) the computer plays, if it does.
    pub computer: Option<u8>,
    /// Whether the position on screen awaits the exact solver.
    pub unsolved: bool,
}

impl StepsRequest {
    /// The request for `game`'s open explanation.
    pub fn of(game: &Game, unsolved: bool) -> StepsRequest {
        StepsRequest {
            topic: game.explain.map(|e| e.topic),
            rules: game.rules.clone(),
            start: (*game.positions[0]).clone(),
            moves: game.moves.clone(),
            cursor: game.cursor,
            computer: game.computer_player(),
            unsolved,
        }
    }
}

/// A position a step shows on the board in place of the game's.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShownPosition {
    /// Sticks per row.
    pub rows: Vec<u64>,
    /// The ending the step judges it under.
    pub ending: Ending,
    /// The status line's words for it, in place of whose turn it is.
    pub caption: String,
}

/// What one step of an explanation does to the board and the binary panel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StepView {
    /// What it points at.
    pub highlight: Highlight,
    /// The position it talks about, when that is not the one on screen.
    pub shows: Option<ShownPosition>,
}

/// The panel beside the board, as the page hands it to the explainer.
pub struct PanelArgs<S> {
    /// The open explanation's steps.
    pub steps: Rc<S>,
    /// The open explanation as shown, its step clamped to the steps.
    pub explanation: Option<Explanation>,
    /// The explanation the game asks for (the link's, unclamped).
    pub requested: Option<Explanation>,
    /// Moves to another step, switches topic or lecture mode, or closes (`None`).
    pub on_change: Callback<Option<Explanation>>,
    /// Opens an explanation at its first step.
    pub on_open: Callback<Topic>,
}

/// The explanations as the play page sees them.
pub trait Explainer: 'static {
    /// The steps of one explanation.
    type Steps: 'static;

    /// Whether an opened explanation takes the game to another module: the page then writes
    /// its link and its game to storage at once, for that module to read.
    const HANDS_OVER: bool;

    /// The steps `request` asks for (none without a topic).
    fn steps(request: &StepsRequest) -> Self::Steps;

    /// How many steps there are; `None` where the explanations are not at hand (the page
    /// then shows none, and leaves the link's step alone for the module that has them).
    fn count(steps: &Self::Steps) -> Option<u32>;

    /// What step `step` (from 1, within the steps) shows, worded in `lang`.
    fn view(lang: Lang, steps: &Self::Steps, step: u32) -> StepView;

    /// Why a click on the board takes no move while a step's position is shown.
    fn board_inert(lang: Lang) -> String;

    /// The notice that a link's step `asked` lies past the `last` one, which is shown.
    fn step_beyond(lang: Lang, asked: u32, last: u32) -> String;

    /// The panel beside the board: the open explanation, or the list of them.
    fn panel(args: PanelArgs<Self::Steps>) -> Html;

    /// The review of the finished `game`, once asked for; `on_explain` opens the game
    /// record's commentary at a step.
    fn review(game: &Game, on_explain: &Callback<Option<Explanation>>) -> Html;

    /// The open setup panel's presets and position editor, starting from `link`; `on_load`
    /// starts a new game. Behind a click, as an explanation is, so the full module's.
    fn setup(link: PlayLink, on_load: Callback<PlayLink>) -> Html;
}

/// The open explanation as the page shows it.
pub struct ExplanationView<S> {
    /// The steps of the open explanation (memoized: the same steps are the same `Rc`).
    pub steps: Rc<S>,
    /// The explanation shown, its step within the steps; `None` when none is shown.
    pub explanation: Option<Explanation>,
    /// What the step shown does to the board and the binary panel.
    pub step: StepView,
    /// Whether the board, while it shows the step's position, was clicked at this step.
    pub picture_clicked: bool,
    /// Notes a click on the board while it shows the step's position.
    pub on_picture_click: Callback<Move>,
}

/// The open explanation of `game`, its step clamped to the steps. A link's step past the
/// last makes the game take the last step (so the address follows) and say so; until then the
/// view shows the last step already. Not while the position is being solved: the explanation
/// may have more steps once it is.
#[hook]
pub fn use_explanation<E: Explainer>(
    game: &UseReducerHandle<Game>,
    unsolved: bool,
    lang: Lang,
) -> ExplanationView<E::Steps> {
    let steps = use_memo(StepsRequest::of(game, unsolved), E::steps);
    let count = E::count(&steps);
    {
        let game = game.clone();
        let step = game.explain.map(|e| e.step);
        use_effect_with((step, count, unsolved), move |&(step, count, unsolved)| {
            if let (false, Some(step), Some(last)) = (unsolved, step, count) {
                if step > last.max(1) {
                    game.dispatch(crate::play::state::Action::ClampStep { last });
                }
            }
        });
    }
    let explanation = count.and_then(|last| {
        game.explain.map(|mut e| {
            e.step = e.step.clamp(1, last.max(1));
            e
        })
    });
    let step = explanation
        .map(|e| E::view(lang, &steps, e.step))
        .unwrap_or_default();
    // A click on the step's picture says why it is no move, until the step changes.
    let clicked = use_state(|| None::<Explanation>);
    let at = explanation.filter(|_| step.shows.is_some());
    let picture_clicked = at.is_some() && *clicked == at;
    let on_picture_click = Callback::from(move |_: Move| clicked.set(at));
    ExplanationView {
        steps,
        explanation,
        step,
        picture_clicked,
        on_picture_click,
    }
}

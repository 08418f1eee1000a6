//! Lecture mode's hidden answers: which step's answer is revealed, whether the open step's
//! answer is hidden, and what it hides on the board and in the binary panel (marked on `<body>`).

use crate::explain::{Hide, Step};
use crate::route::{Explanation, Topic};
use crate::ui::body::mark_body;
use yew::prelude::*;

/// The (topic, step) whose answer is revealed: every visit of a step starts hidden again.
#[hook]
pub fn use_revealed(explanation: Option<Explanation>) -> UseStateHandle<Option<(Topic, u32)>> {
    let revealed = use_state_eq(|| None::<(Topic, u32)>);
    {
        let revealed = revealed.clone();
        let at = explanation.map(|e| (e.topic, e.step));
        use_effect_with(at, move |&at| {
            if *revealed != at {
                revealed.set(None);
            }
        });
    }
    revealed
}

/// Whether the open `step` of explanation `e` hides its answer: in lecture mode, until the
/// answer of that step is `revealed`.
pub fn answer_hidden(
    e: Option<Explanation>,
    step: Option<&Step>,
    revealed: Option<(Topic, u32)>,
) -> bool {
    let has_answer = step.is_some_and(|s| s.answer.is_some());
    e.is_some_and(|e| e.lecture && has_answer && revealed != Some((e.topic, e.step)))
}

/// The words of `<body data-hide>` (and the panel's) for what `hide` hides: the binary panel's
/// lines, then moves, rows and columns.
pub fn hide_words(hide: Hide) -> String {
    let marks = [
        (hide.moves, "moves"),
        (hide.rows, "rows"),
        (hide.cols, "cols"),
    ];
    let marks = marks.iter().filter(|(on, _)| *on).map(|(_, w)| w);
    hide.sums
        .words()
        .iter()
        .chain(marks)
        .copied()
        .collect::<Vec<_>>()
        .join(" ")
}

/// Marks on `<body>` that the step shows its own position (`data-step-view`, which frames the
/// board and the binary panel) and what the hidden answer hides (`data-hide`), so the
/// stylesheet reaches the board and the binary panel without :has() (which costs every move a
/// full restyle).
#[hook]
pub fn use_body_marks(step_view: bool, hide: Option<String>) {
    use_effect_with(step_view, |&on| {
        mark_body(|body| {
            body.toggle_attribute_with_force("data-step-view", on)
                .map(drop)
        });
        || mark_body(|body| body.remove_attribute("data-step-view"))
    });
    use_effect_with(hide, |hide| {
        match hide {
            Some(words) => mark_body(|body| body.set_attribute("data-hide", words)),
            None => mark_body(|body| body.remove_attribute("data-hide")),
        }
        || mark_body(|body| body.remove_attribute("data-hide"))
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::{StepMsg, Sums};

    #[track_caller]
    fn check(hide: Hide, want: &str) {
        assert_eq!(hide_words(hide), want, "{hide:?}");
    }

    #[test]
    fn hidden_parts_are_named_for_the_stylesheet() {
        let none = Hide::default();
        for (hide, want) in [
            (none, ""),
            (
                Hide {
                    sums: Sums::Ones,
                    ..none
                },
                "ones parity sum outcome",
            ),
            (
                Hide {
                    sums: Sums::NimSum,
                    moves: true,
                    ..none
                },
                "sum outcome moves",
            ),
            (
                Hide {
                    sums: Sums::Outcome,
                    rows: true,
                    cols: true,
                    ..none
                },
                "outcome rows cols",
            ),
            (
                Hide {
                    moves: true,
                    rows: true,
                    cols: true,
                    ..none
                },
                "moves rows cols",
            ),
        ] {
            check(hide, want);
        }
    }

    /// Whether a step with an answer or not is hidden in explanation `e` when `revealed`.
    #[track_caller]
    fn check_hidden(lecture: bool, answer: bool, revealed: Option<(Topic, u32)>, want: bool) {
        let e = Explanation {
            topic: Topic::NimSum,
            step: 2,
            lecture,
        };
        let step = Step {
            highlight: Default::default(),
            msg: StepMsg::CountOnes,
            figure: None,
            answer: answer.then_some(StepMsg::Parities),
            hide: Hide::default(),
            shows: None,
        };
        assert_eq!(
            answer_hidden(Some(e), Some(&step), revealed),
            want,
            "lecture {lecture}, answer {answer}, revealed {revealed:?}"
        );
    }

    #[test]
    fn answers_hide_in_lecture_mode_until_revealed_at_their_step() {
        for (lecture, answer, revealed, want) in [
            (true, true, None, true),
            (true, true, Some((Topic::NimSum, 2)), false),
            (true, true, Some((Topic::NimSum, 1)), true),
            (true, true, Some((Topic::Bouton, 2)), true),
            (true, false, None, false),
            (false, true, None, false),
        ] {
            check_hidden(lecture, answer, revealed, want);
        }
        assert!(!answer_hidden(None, None, None));
    }
}

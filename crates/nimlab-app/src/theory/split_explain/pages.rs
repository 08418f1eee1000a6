//! The core's steps as pages of the panel: the words, the figure and the answer that lecture
//! mode hides until it is revealed; and which step a link's step number shows.

use super::text::S;
use nimlab_core::explain::split::{split_steps, MoveValue, RowOption, SplitError, SplitStep};
use nimlab_core::octal::TakeBreak;
use nimlab_core::Position;

/// A row drawn with the run a move removes and the parts it leaves.
#[derive(Clone, Debug, PartialEq)]
pub struct Cut {
    /// The row of the position (0-based), or `None` for a row on its own.
    pub row: Option<usize>,
    /// Its sticks.
    pub count: u64,
    /// Sticks removed.
    pub take: u64,
    /// Sticks left before the removed run.
    pub left: u64,
    /// Sticks left after it.
    pub right: u64,
}

impl Cut {
    /// The cut of a move of the position.
    pub fn of(m: &MoveValue) -> Cut {
        Cut {
            row: Some(m.row),
            count: m.count,
            take: m.option.take,
            left: m.option.a,
            right: m.option.b,
        }
    }
}

/// What a page shows below its words.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// Nothing.
    None,
    /// A row cut by a move.
    Cut(Cut),
    /// A row's options, each with its value.
    Options(Vec<RowOption>),
    /// Moves of the position, as a list.
    Moves(Vec<MoveValue>),
    /// The example move of a P-position: its cut and what it leaves.
    Example(MoveValue),
}

/// One step of the panel.
#[derive(Clone, Debug, PartialEq)]
pub struct Page {
    /// The words.
    pub msg: S,
    /// The figure.
    pub figure: Figure,
    /// Whether the figure gives the answer away (lecture mode hides it with the answer).
    pub figure_answers: bool,
    /// The answer, hidden in lecture mode until revealed.
    pub answer: Option<S>,
}

fn page(msg: S, figure: Figure, answer: Option<S>) -> Page {
    Page {
        msg,
        figure,
        figure_answers: false,
        answer,
    }
}

/// The page of one core step.
fn page_of(step: SplitStep) -> Page {
    match step {
        SplitStep::Rule { game, rows } => page(S::Rule { game, rows }, Figure::None, None),
        SplitStep::Split(s) => {
            let o = s.option;
            let (row, count) = (s.row, s.count);
            let cut = Cut {
                row,
                count,
                take: o.take,
                left: o.a,
                right: o.b,
            };
            page(S::Split(s), Figure::Cut(cut), None)
        }
        SplitStep::NoSplit => page(S::NoSplit, Figure::None, None),
        SplitStep::Sum(s) => page(S::Sum(s.clone()), Figure::None, Some(S::SumAnswer(s))),
        SplitStep::Mex {
            row,
            count,
            options,
            value,
        } => {
            let answer = S::MexAnswer {
                count,
                options: options.clone(),
                value,
            };
            page(
                S::Mex { row, count },
                Figure::Options(options),
                Some(answer),
            )
        }
        SplitStep::Theorem {
            rows,
            values,
            nim_sum,
            outcome,
        } => {
            let answer = S::TheoremAnswer {
                values: values.clone(),
                nim_sum,
                outcome,
            };
            page(S::Theorem { rows, values }, Figure::None, Some(answer))
        }
        SplitStep::Construction {
            nim_sum,
            row,
            count,
            grundy,
            target,
            chosen,
        } => Page {
            msg: S::Construction {
                nim_sum,
                row,
                count,
                grundy,
                target,
            },
            figure: Figure::Cut(Cut::of(&chosen)),
            figure_answers: true,
            answer: Some(S::ConstructionAnswer(chosen)),
        },
        SplitStep::WinningMoves { moves } => {
            let count = moves.len();
            page(S::WinningMoves { count }, Figure::Moves(moves), None)
        }
        SplitStep::Losing { example } => {
            let msg = S::Losing {
                example: example.is_some(),
            };
            page(msg, example.map_or(Figure::None, Figure::Example), None)
        }
    }
}

/// The pages explaining `rows` of `game`.
pub fn pages(game: &TakeBreak, rows: &[u64]) -> Result<Vec<Page>, SplitError> {
    let steps = split_steps(game, &Position::new(rows.to_vec()))?;
    Ok(steps.into_iter().map(page_of).collect())
}

/// How many steps the explanation of `rows` of `game` has (0 when it cannot be explained).
pub fn split_step_count(game: &TakeBreak, rows: &[u64]) -> u32 {
    pages(game, rows).map_or(0, |p| p.len() as u32)
}

/// The step shown for a link's `step` of `steps`, and the step asked for when it lies beyond
/// the last (the last is shown, and the panel says so).
pub fn shown_step(step: u32, steps: u32) -> (u32, Option<u32>) {
    let last = steps.max(1);
    match step {
        s if s > last => (last, Some(s)),
        s => (s.max(1), None),
    }
}

/// The cut's parts as the contract writes a move's leaves: ascending, comma-separated.
pub fn leaves(left: u64, right: u64) -> String {
    let mut parts: Vec<u64> = [left, right].into_iter().filter(|&p| p > 0).collect();
    parts.sort_unstable();
    parts
        .iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The steps of `rows` of `game`: how many, and which have an answer.
    #[track_caller]
    fn check(game: &str, rows: &[u64], answers: &[bool]) {
        let pages = pages(&TakeBreak::parse(game).unwrap(), rows).unwrap();
        let got: Vec<bool> = pages.iter().map(|p| p.answer.is_some()).collect();
        assert_eq!(got, answers, "{game} {rows:?}");
        assert_eq!(
            split_step_count(&TakeBreak::parse(game).unwrap(), rows),
            answers.len() as u32
        );
    }

    #[test]
    fn steps_and_their_answers() {
        // The rule, split, sum, mex, theorem, construction and moves; a P-position ends with
        // its example instead of the last two.
        let n = [false, false, true, true, true, true, false];
        let p = [false, false, true, true, true, false];
        for (game, rows, answers) in [
            ("kayles", &[3, 5][..], &n[..]),
            ("kayles", &[10, 2], &p),
            ("grundy", &[8], &n),
            // No split: the rule, no-split, mex, theorem, construction, moves.
            ("0.3", &[2, 3], &[false, false, true, true, true, false]),
        ] {
            check(game, rows, answers);
        }
        assert_eq!(split_step_count(&TakeBreak::kayles(), &[2000]), 0);
    }

    #[test]
    fn a_step_beyond_the_last_shows_the_last() {
        for (step, steps, want) in [
            (1, 7, (1, None)),
            (7, 7, (7, None)),
            (9, 7, (7, Some(9))),
            (0, 7, (1, None)),
            (3, 0, (1, Some(3))),
        ] {
            assert_eq!(shown_step(step, steps), want, "{step} of {steps}");
        }
    }

    #[test]
    fn leaves_ascend() {
        assert_eq!(leaves(2, 1), "1,2");
        assert_eq!(leaves(0, 4), "4");
        assert_eq!(leaves(0, 0), "");
    }
}

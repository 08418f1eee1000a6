//! The sums page's pure logic: what each step of the construction says and emphasizes, and
//! whether the sum can be played as one game.

use crate::i18n::Lang;
use crate::play::highlight::Highlight;
use crate::route::{format_play, PlayLink, SumsLink};
use crate::theory::sums::sum_presets;
use crate::theory::text::{bin, target_row_text, tt, T};
use nimlab_core::explain::sums::{Direction, TargetMoves};
use nimlab_core::{Position, Rules, Take};

/// What step `step` of the construction points at in the binary panel.
pub fn step_highlight(c: &TargetMoves, step: u32) -> Highlight {
    let top = c.top_bit;
    let rows_where = |keep: &dyn Fn(&nimlab_core::explain::sums::TargetRow) -> bool| {
        c.rows.iter().filter(|r| keep(r)).map(|r| r.row).collect()
    };
    match step {
        2 => Highlight {
            columns: vec![top],
            ..Highlight::default()
        },
        3 | 4 => Highlight {
            rows: rows_where(&|r| r.grundy >> top & 1 == 1),
            columns: vec![top],
            ..Highlight::default()
        },
        5 => Highlight {
            rows: rows_where(&|r| r.direction == Direction::Raising),
            ..Highlight::default()
        },
        6 => Highlight {
            moves: c.moves(),
            rows: c.moves().iter().map(|m| m.row).collect(),
            ..Highlight::default()
        },
        _ => Highlight::default(),
    }
}

/// The construction's six steps, each with its text.
pub fn step_texts(lang: Lang, values: &[u64], value: u64, c: &TargetMoves) -> Vec<(u32, String)> {
    let bits = (u64::BITS - value.leading_zeros()).max(1) as usize;
    let (reducing, raising): (Vec<_>, Vec<_>) = c
        .rows
        .iter()
        .partition(|r| r.direction == Direction::Reducing);
    let rows_text = |rows: &[&nimlab_core::explain::sums::TargetRow]| {
        lang.sentences(rows.iter().filter_map(|r| target_row_text(lang, r)))
    };
    let joined = |items: Vec<String>, by: &str| items.join(by);
    vec![
        (
            1,
            tt(
                lang,
                &T::SumStepValues {
                    values: joined(values.iter().map(u64::to_string).collect(), " ⊕ "),
                    value,
                    binary: bin(value, bits),
                },
            ),
        ),
        (
            2,
            tt(
                lang,
                &T::SumStepZ {
                    value: bin(value, bits),
                    target: bin(c.target, bits),
                    t: c.target,
                    z: bin(c.z, bits),
                    top: c.top_bit,
                    weight: 1u64 << c.top_bit,
                },
            ),
        ),
        (
            3,
            tt(
                lang,
                &T::SumStepRows {
                    rows: joined(
                        reducing.iter().map(|r| (r.row + 1).to_string()).collect(),
                        ", ",
                    ),
                    top: c.top_bit,
                },
            ),
        ),
        (4, rows_text(&reducing)),
        (
            5,
            if raising.is_empty() {
                tt(lang, &T::SumNoRaising)
            } else {
                rows_text(&raising)
            },
        ),
        (
            6,
            tt(
                lang,
                &T::SumStepAll {
                    t: c.target,
                    count: c.moves().len() as u64,
                },
            ),
        ),
    ]
}

/// The play link of the sum when every row has the same rule (the play page plays one rule).
pub fn play_link(link: &SumsLink) -> Option<String> {
    let all_same = link.takes.windows(2).all(|w| w[0] == w[1]);
    all_same.then(|| {
        format_play(&PlayLink {
            position: Position::new(link.rows.clone()),
            rules: Rules {
                take: link.takes.first().cloned().unwrap_or(Take::Any),
                ..Rules::nim()
            },
            ..PlayLink::default()
        })
    })
}

/// Whether the link shows the slides' task, 7-5-3-1 under "take one or two": the slides ask
/// for its winning moves before they show them.
pub fn is_slides_task(link: &SumsLink) -> bool {
    sum_presets()
        .into_iter()
        .any(|(word, rows, takes)| word == "slides" && link.rows == rows && link.takes == takes)
}

/// A row's direction as the page's `data-direction` names it.
pub fn direction_word(direction: Direction) -> &'static str {
    match direction {
        Direction::Reducing => "reducing",
        Direction::Raising => "raising",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::game_sum::sum_target_moves;

    fn check(step: u32, rows: &[usize], columns: &[u32], moves: usize) {
        // 7-5-3-1 under "take one or two": γ = 1 ⊕ 2 ⊕ 0 ⊕ 1 = 2.
        let c = sum_target_moves(&vec![Take::UpTo(2); 4], &[7, 5, 3, 1], 0).unwrap();
        let h = step_highlight(&c, step);
        assert_eq!(
            (h.rows.as_slice(), h.columns.as_slice(), h.moves.len()),
            (rows, columns, moves),
            "step {step}"
        );
    }

    #[test]
    fn each_step_emphasizes_its_part() {
        check(1, &[], &[], 0);
        check(2, &[], &[1], 0);
        check(3, &[1], &[1], 0);
        check(4, &[1], &[1], 0);
        // Every row without the bit must raise its value; only row 3 can (3 → 2).
        check(5, &[0, 2, 3], &[], 0);
        check(6, &[1, 2], &[], 2);
    }

    #[test]
    fn a_sum_plays_as_one_game_only_under_one_rule() {
        let link = |takes: Vec<Take>| SumsLink {
            rows: vec![3, 4],
            takes,
            ..SumsLink::default()
        };
        for (takes, playable) in [
            (vec![Take::Any, Take::Any], true),
            (vec![Take::UpTo(2), Take::Any], false),
        ] {
            assert_eq!(
                play_link(&link(takes.clone())).is_some(),
                playable,
                "{takes:?}"
            );
        }
        let slides = link(vec![Take::UpTo(2); 4]);
        assert!(!is_slides_task(&slides));
        assert!(is_slides_task(&SumsLink {
            rows: vec![7, 5, 3, 1],
            ..slides
        }));
    }
}

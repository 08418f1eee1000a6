//! The sums page's pure logic: what each step of the construction says and emphasizes, and
//! whether the sum can be played as one game.

use crate::i18n::Lang;
use crate::play::highlight::Highlight;
use crate::route::{format_play, join, PlayLink, SumRule, SumsLink};
use crate::theory::sums::plan::{Plan, PlanRow};
use crate::theory::sums::sum_presets;
use crate::theory::text::{bin, target_row_text, tt, T};
use nimlab_core::explain::sums::{Direction, TargetRow};
use nimlab_core::{Position, Rules};

/// What step `step` of the construction points at in the binary panel.
pub fn step_highlight(c: &Plan, step: u32) -> Highlight {
    let top = c.top_bit;
    let rows_where = |keep: &dyn Fn(&PlanRow) -> bool| {
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
            moves: c.moves().iter().filter_map(|m| m.as_move()).collect(),
            rows: c.moves().iter().map(|m| m.row).collect(),
            ..Highlight::default()
        },
        _ => Highlight::default(),
    }
}

/// One row of the construction in words: under a move restriction as Theorem 1g's rows are
/// worded; under a take-and-break game each option by the rows it leaves, γ(a) ⊕ γ(b) = the
/// value required. `None` for a reducing row without a move, which cannot be.
pub fn plan_row_text(lang: Lang, r: &PlanRow) -> Option<String> {
    if !r.moves.iter().any(|m| m.breaks) {
        let moves = r.moves.iter().filter_map(|m| m.as_move()).collect();
        let row = TargetRow {
            row: r.row,
            count: r.count,
            grundy: r.grundy,
            required: r.required,
            direction: r.direction,
            moves,
        };
        return target_row_text(lang, &row);
    }
    let options: Vec<String> = r
        .moves
        .iter()
        .map(|m| {
            let (a, b, ga, gb) = match (m.leaves.as_slice(), m.values.as_slice()) {
                ([a, b], [ga, gb]) => (*a, *b, *ga, *gb),
                ([b], [gb]) => (0, *b, 0, *gb),
                _ => (0, 0, 0, 0),
            };
            let value = r.required;
            tt(
                lang,
                &T::BreakOption {
                    take: m.take,
                    a,
                    b,
                    ga,
                    gb,
                    value,
                },
            )
        })
        .collect();
    Some(tt(
        lang,
        &T::SumStepSplit {
            row: r.row as u64 + 1,
            g: r.grundy,
            required: r.required,
            options: crate::i18n::join(lang, &options, false),
            raising: r.direction == Direction::Raising,
        },
    ))
}

/// The construction's six steps, each with its text.
pub fn step_texts(lang: Lang, values: &[u64], value: u64, c: &Plan) -> Vec<(u32, String)> {
    let bits = (u64::BITS - value.leading_zeros()).max(1) as usize;
    let (reducing, raising): (Vec<_>, Vec<_>) = c
        .rows
        .iter()
        .partition(|r| r.direction == Direction::Reducing);
    let rows_text =
        |rows: &[&PlanRow]| lang.sentences(rows.iter().filter_map(|r| plan_row_text(lang, r)));
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

/// The play link of the sum when every row has the same rule (the play page plays one rule;
/// a take-and-break game by `game=`).
pub fn play_link(link: &SumsLink) -> Option<String> {
    let all_same = link.rules.windows(2).all(|w| w[0] == w[1]);
    match link.rules.first().filter(|_| all_same)? {
        SumRule::Take(take) => Some(format_play(&PlayLink {
            position: Position::new(link.rows.clone()),
            rules: Rules {
                take: take.clone(),
                ..Rules::nim()
            },
            ..PlayLink::default()
        })),
        SumRule::Game(game) => Some(format!(
            "#/play?rows={}&game={}",
            join(&link.rows),
            game.word
        )),
    }
}

/// Whether the link shows the slides' task, 7-5-3-1 under "take one or two": the slides ask
/// for its winning moves before they show them.
pub fn is_slides_task(link: &SumsLink) -> bool {
    sum_presets()
        .into_iter()
        .any(|(word, rows, rules)| word == "slides" && link.rows == rows && link.rules == rules)
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
    use crate::route::GameWord;
    use crate::theory::sums::plan::plan;
    use nimlab_core::Take;

    fn check(step: u32, rows: &[usize], columns: &[u32], moves: usize) {
        // 7-5-3-1 under "take one or two": γ = 1 ⊕ 2 ⊕ 0 ⊕ 1 = 2.
        let c = plan(&vec![SumRule::Take(Take::UpTo(2)); 4], &[7, 5, 3, 1], 0).unwrap();
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
        let link = |rules: Vec<SumRule>| SumsLink {
            rows: vec![3, 4],
            rules,
            ..SumsLink::default()
        };
        let (any, two) = (SumRule::Take(Take::Any), SumRule::Take(Take::UpTo(2)));
        let kayles = SumRule::Game(GameWord::parse("kayles").unwrap());
        for (rules, playable) in [
            (
                vec![any.clone(), any.clone()],
                Some("#/play?rows=3,4&end=normal&take=any"),
            ),
            (vec![two.clone(), any], None),
            (
                vec![kayles.clone(), kayles.clone()],
                Some("#/play?rows=3,4&game=kayles"),
            ),
            (vec![kayles, two.clone()], None),
        ] {
            let got = play_link(&link(rules.clone()));
            assert_eq!(got.as_deref(), playable, "{rules:?}");
        }
        let slides = link(vec![two; 4]);
        assert!(!is_slides_task(&slides));
        assert!(is_slides_task(&SumsLink {
            rows: vec![7, 5, 3, 1],
            ..slides
        }));
    }
}

#[cfg(test)]
mod split_tests {
    use super::*;
    use crate::route::GameWord;
    use crate::theory::sums::plan::plan;
    use nimlab_core::Take;

    /// A Kayles row's step names the rows each move leaves and γ(a) ⊕ γ(b) = the value needed.
    #[test]
    fn a_split_row_is_worded_by_the_rows_it_leaves() {
        // Kayles 10 (γ 2) beside a Nim row of 3: z = 1, row 1 needs γ 3 (raising), row 2 needs 2.
        let rules = vec![
            SumRule::Game(GameWord::parse("kayles").unwrap()),
            SumRule::Take(Take::Any),
        ];
        let c = plan(&rules, &[10, 3], 0).unwrap();
        let texts = step_texts(Lang::En, &[2, 3], 1, &c);
        let raising = &texts[4].1;
        assert!(
            raising.starts_with("Row 1: γ = 2 would have to become 3 > 2; "),
            "{raising}"
        );
        assert!(
            raising.contains("leaving 1 + 7: γ(1) ⊕ γ(7) = 1 ⊕ 2 = 3"),
            "{raising}"
        );
        assert!(
            texts[3].1.contains("Row 2: γ = 3 → 2: take 1, 3 → 2."),
            "{}",
            texts[3].1
        );
    }
}

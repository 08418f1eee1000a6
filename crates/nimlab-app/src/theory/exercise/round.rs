//! The exercise page's pure logic: a round's link from the settings chosen or typed, the
//! next round, and the questions and answers in words.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::route::typed_text;
use crate::route::{format_take, kind_word, ExerciseKind, ExerciseLink, MAX_SEED};
use crate::theory::grundy::game_choice::parse_game_entry;
use crate::theory::text::{tt, T};
use nimlab_core::analysis::Outcome;
use nimlab_core::exercise::{
    break_round, round, Answer, Question, Task, MAX_EXERCISE_TAKE, MAX_LEVEL,
};
use nimlab_core::{Ending, Rules};

/// The round a link asks for; on a take-and-break game only "P or N?" and "what is γ(x)?"
/// under normal play, else what stands in the way (a menu may choose it; a link may not).
pub fn exercise_round(link: &ExerciseLink) -> Result<Vec<Question>, T> {
    let (kind, level, seed) = (link.kind, link.level, link.seed);
    let Some(game) = &link.game else {
        return Ok(round(kind, &link.rules, level, seed));
    };
    if link.rules.ending == Ending::Misere {
        return Err(T::ExGameMisere);
    }
    break_round(kind, &game.game, level, seed).ok_or(T::ExGameKind { kind })
}

/// What the rule field shows: the game's name or code, else the move restriction.
pub fn rule_entry(link: &ExerciseLink) -> String {
    match &link.game {
        Some(game) => game.word.clone(),
        None => format_take(&link.rules.take),
    }
}

/// `link` with the rule and the sheet number as typed in their fields, or why they do not read.
/// The rule is a move restriction, or a take-and-break game's name (any case) or octal code.
pub fn with_typed(
    link: ExerciseLink,
    take_entry: &str,
    seed_entry: &str,
) -> Result<ExerciseLink, T> {
    let word = take_entry.trim().to_lowercase();
    let game = if crate::route::names_a_game(&typed_text(&word)) {
        let game = parse_game_entry(&word).map_err(|problem| T::Entry {
            field: "take",
            problem,
        })?;
        Some(game)
    } else {
        None
    };
    let take = match game.as_ref().map_or_else(
        || crate::route::parse_typed_take(take_entry),
        |_| Ok(link.rules.take.clone()),
    ) {
        Ok(t) if t.max().is_some_and(|m| m > MAX_EXERCISE_TAKE) => {
            return Err(T::ExerciseTakeTooLarge {
                max: MAX_EXERCISE_TAKE,
            })
        }
        Ok(t) => t,
        Err(problem) => {
            return Err(T::Entry {
                field: "take",
                problem,
            })
        }
    };
    let seed =
        crate::route::parse_typed_number(seed_entry, MAX_SEED).map_err(|problem| T::Entry {
            field: "seed",
            problem,
        })?;
    Ok(ExerciseLink {
        rules: Rules { take, ..link.rules },
        game,
        seed,
        ..link
    })
}

/// The settings' menus.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    /// The kind of exercise, by its link word.
    Kind,
    /// The ending: `normal` or `misere`.
    End,
    /// The level, a number.
    Level,
}

/// `link` with a menu's choice, `None` when the value names nothing.
pub fn with_choice(link: &ExerciseLink, menu: Menu, value: &str) -> Option<ExerciseLink> {
    let link = link.clone();
    match menu {
        Menu::Kind => KINDS
            .iter()
            .find(|&&k| kind_word(k) == value)
            .map(|&kind| ExerciseLink { kind, ..link }),
        Menu::End => {
            let ending = if value == "misere" {
                Ending::Misere
            } else {
                Ending::Normal
            };
            Some(ExerciseLink {
                rules: Rules {
                    ending,
                    ..link.rules.clone()
                },
                ..link
            })
        }
        Menu::Level => value
            .parse::<u32>()
            .ok()
            .map(|level| ExerciseLink { level, ..link }),
    }
}

/// The buttons at a round's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Again {
    /// The next sheet number.
    New,
    /// The same round.
    Retry,
    /// One level up, at most the highest.
    Harder,
}

/// The round a button at a round's end starts.
pub fn next_round(link: &ExerciseLink, again: Again) -> ExerciseLink {
    let link = link.clone();
    match again {
        Again::New => ExerciseLink {
            seed: (link.seed + 1) % (MAX_SEED + 1),
            ..link
        },
        Again::Retry => link,
        Again::Harder => ExerciseLink {
            level: (link.level + 1).min(MAX_LEVEL),
            ..link
        },
    }
}

/// The kinds of exercise, in the menu's order.
pub const KINDS: [ExerciseKind; 4] = [
    ExerciseKind::PorN,
    ExerciseKind::WinningMoves,
    ExerciseKind::NextMex,
    ExerciseKind::RowValue,
];

/// The right answer in words.
pub fn answer_text(lang: Lang, question: &Question) -> String {
    match (&question.answer, &question.task) {
        (Answer::Outcome(Outcome::P), _) => tt(lang, &T::AnswerP),
        (Answer::Outcome(Outcome::N), _) => tt(lang, &T::AnswerN),
        (Answer::Moves(moves), Task::Position(p)) => moves
            .iter()
            .map(|m| {
                let from = p.rows[m.row];
                tr(
                    lang,
                    &Msg::WinningMove {
                        row: m.row + 1,
                        take: m.take,
                        from,
                        to: from - m.take,
                    },
                )
            })
            .collect::<Vec<_>>()
            .join(lang.semicolon()),
        (Answer::Value(v), _) => v.to_string(),
        (Answer::Moves(_), _) => String::new(),
    }
}

/// A question as the printable sheet words it.
pub fn question_text(lang: Lang, kind: ExerciseKind, q: &Question, misere: bool) -> String {
    match &q.task {
        Task::Position(p) => {
            let rows = crate::i18n::position_text(&p.rows);
            let ask = if kind == ExerciseKind::PorN {
                T::AskPorN
            } else {
                T::AskWinningMoves
            };
            format!("{rows}{}{}", lang.colon(), tt(lang, &ask))
        }
        Task::Mex { x, known } => format!(
            "{} ({})",
            tt(lang, &T::AskMex { x: *x, misere }),
            known
                .iter()
                .enumerate()
                .map(|(n, g)| format!("{n}:{g}"))
                .collect::<Vec<_>>()
                .join(" ")
        ),
        Task::Row { n } => tt(lang, &T::AskRow { n: *n, misere }),
    }
}

/// Each question's answer (`given` may be shorter than the round), and how many of them are
/// right and how many given.
pub fn tally(
    questions: &[Question],
    given: &[Option<Answer>],
) -> (Vec<Option<Answer>>, usize, usize) {
    let answers: Vec<Option<Answer>> = (0..questions.len())
        .map(|i| given.get(i).cloned().flatten())
        .collect();
    let correct = answers
        .iter()
        .zip(questions)
        .filter(|(a, q)| a.as_ref().is_some_and(|a| q.check(a)))
        .count();
    let answered = answers.iter().filter(|a| a.is_some()).count();
    (answers, correct, answered)
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::exercise::round;
    use nimlab_core::Take;

    fn check(menu: Menu, value: &str, want: Option<ExerciseLink>) {
        assert_eq!(
            with_choice(&ExerciseLink::default(), menu, value),
            want,
            "{menu:?} {value}"
        );
    }

    #[test]
    fn a_menu_choice_changes_its_setting() {
        let base = ExerciseLink::default();
        check(
            Menu::Kind,
            "mex",
            Some(ExerciseLink {
                kind: ExerciseKind::NextMex,
                ..base.clone()
            }),
        );
        check(Menu::Kind, "chess", None);
        let misere = Rules {
            ending: Ending::Misere,
            ..base.rules.clone()
        };
        check(
            Menu::End,
            "misere",
            Some(ExerciseLink {
                rules: misere,
                ..base.clone()
            }),
        );
        check(Menu::End, "normal", Some(base.clone()));
        check(
            Menu::Level,
            "3",
            Some(ExerciseLink {
                level: 3,
                ..base.clone()
            }),
        );
        check(Menu::Level, "x", None);
    }

    #[test]
    fn the_next_round() {
        let top = ExerciseLink {
            level: MAX_LEVEL,
            seed: MAX_SEED,
            ..ExerciseLink::default()
        };
        for (again, level, seed) in [
            (Again::New, MAX_LEVEL, 0),
            (Again::Retry, MAX_LEVEL, MAX_SEED),
            (Again::Harder, MAX_LEVEL, MAX_SEED),
        ] {
            let next = next_round(&top, again);
            assert_eq!((next.level, next.seed), (level, seed), "{again:?}");
        }
        assert_eq!(next_round(&ExerciseLink::default(), Again::Harder).level, 2);
    }

    #[test]
    fn a_tally_counts_right_and_given_answers() {
        let questions = round(ExerciseKind::PorN, &ExerciseLink::default().rules, 1, 1);
        let right = questions[0].answer.clone();
        let wrong = Answer::Value(u64::MAX);
        for (given, correct, answered) in [
            (vec![], 0, 0),
            (vec![Some(right.clone())], 1, 1),
            (vec![Some(wrong.clone()), Some(right)], 1, 2),
            (vec![None, Some(wrong)], 0, 1),
        ] {
            let (answers, c, a) = tally(&questions, &given);
            assert_eq!(
                (answers.len(), c, a),
                (questions.len(), correct, answered),
                "{given:?}"
            );
        }
    }

    #[test]
    fn typed_settings() {
        let link = ExerciseLink::default();
        let typed = |take: &str, seed: &str| with_typed(link.clone(), take, seed);
        assert_eq!(
            typed("1-3", "7").map(|l| (l.rules.take, l.seed)),
            Ok((Take::UpTo(3), 7))
        );
        assert!(matches!(
            typed("0", "7"),
            Err(T::Entry { field: "take", .. })
        ));
        assert!(matches!(
            typed("1-2", "x"),
            Err(T::Entry { field: "seed", .. })
        ));
        assert!(matches!(
            typed(&format!("1-{}", MAX_EXERCISE_TAKE + 1), "1"),
            Err(T::ExerciseTakeTooLarge { .. })
        ));
    }

    #[test]
    fn rounds_on_take_and_break_games() {
        let link = ExerciseLink::default();
        let kayles = with_typed(link.clone(), " Kayles ", "4").unwrap();
        assert_eq!(
            kayles.game.as_ref().map(|g| g.word.as_str()),
            Some("kayles")
        );
        assert_eq!(rule_entry(&kayles), "kayles");
        assert_eq!(exercise_round(&kayles).map(|r| r.len()), Ok(5));
        // Typing a restriction again drops the game.
        let back = with_typed(kayles.clone(), "1..3", "4").unwrap();
        assert_eq!((back.game, back.rules.take), (None, Take::UpTo(3)));
        assert!(matches!(
            with_typed(link, "0.8", "1"),
            Err(T::Entry { field: "take", .. })
        ));
        let win = with_choice(&kayles, Menu::Kind, "win").unwrap();
        assert_eq!(
            exercise_round(&win),
            Err(T::ExGameKind {
                kind: ExerciseKind::WinningMoves
            })
        );
        let misere = with_choice(&kayles, Menu::End, "misere").unwrap();
        assert_eq!(exercise_round(&misere), Err(T::ExGameMisere));
    }
}

//! The catalog's texts, pinned.

use super::*;
use crate::explain::steps;
use crate::route::Topic;
use nimlab_core::{Position, Rules};

/// Every step of every topic, in every language, on positions with single counts (one
/// single stick, one odd column, no raising move) and under restricted rules, reads as a
/// sentence: no "1 single sticks", "0 of them raise", "this is status unknown", no plural
/// before a single column, and Japanese with its own punctuation.
#[test]
fn no_step_reads_one_as_many_or_mixes_punctuation() {
    use crate::route::Topic;
    let positions: [&[u64]; 9] = [
        &[1, 0, 0],
        &[1, 1, 0],
        &[1, 1, 1],
        &[1],
        &[7, 9, 11],
        &[22, 5, 13, 27],
        &[1, 5],
        &[3, 3],
        &[7, 5, 3, 1],
    ];
    let wrong: [(Lang, &[&str]); 3] = [
        (
            Lang::En,
            &[
                "1 single sticks",
                "0 of them raise",
                "this is status unknown",
                "rule says",
                "the 1 rows",
                "Here: not solved here",
                "Here: not known yet:",
                "hands over",
                "With more rows",
            ],
        ),
        (
            Lang::De,
            &[
                "mit 1 einzelnen",
                "0 davon erhöhen",
                "das ist Status unbekannt",
                "sagt kein",
                "alle 1 —",
                " lässt 3-4-7.",
                "Bei mehr Reihen",
            ],
        ),
        (Lang::Ja, &["。。", " 。", ": ", "; ", "山が多いとき"]),
    ];
    let japanese =
        |c: char| ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c);
    for rows in positions {
        for r in &crate::explain::sample_rules() {
            for topic in Topic::ALL {
                let s = steps(topic, r, &Position::new(rows.to_vec()), &[], 0, None);
                for (lang, bad) in wrong {
                    for step in &s {
                        let texts = std::iter::once(&step.msg).chain(step.answer.as_ref());
                        for text in texts.map(|m| step_text(lang, m)) {
                            for b in bad {
                                assert!(
                                    !text.contains(b),
                                    "{b:?} in {text:?} ({topic:?} {rows:?} {r:?})"
                                );
                            }
                            // One column after a plural: "den Spalten 4)", "The columns of 4 are"
                            // (a list has "and", "und").
                            for (i, pat) in text
                                .match_indices("(den Spalten mit den Stellenwerten ")
                                .chain(
                                    text.match_indices("ändert die Spalten mit den Stellenwerten "),
                                )
                                .chain(text.match_indices("The columns of "))
                                .chain(text.match_indices("Die Spalten mit den Stellenwerten "))
                            {
                                let rest: String = text[i + pat.len()..]
                                    .chars()
                                    .take_while(|c| !matches!(c, ')' | '.' | ':' | ';'))
                                    .collect();
                                let list = rest.split(" are ").next().unwrap_or_default();
                                let list = list.split(" sind ").next().unwrap_or_default();
                                assert!(!list.chars().all(|c| c.is_ascii_digit()), "{text:?}");
                            }
                            for (i, c) in text.char_indices() {
                                if lang == Lang::Ja && matches!(c, ':' | ';' | '?') {
                                    let before = text[..i].chars().next_back();
                                    assert!(
                                        !before.is_some_and(japanese),
                                        "ASCII {c:?} after Japanese in {text:?}"
                                    );
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

#[test]
fn the_commentary_on_a_game_against_the_computer_names_it() {
    use crate::route::Topic;
    use nimlab_core::{Ending, Move, Take};
    let mv = |row, take| Move { row, take };
    let rules = Rules {
        ending: Ending::Misere,
        take: Take::Any,
    };
    let moves = [mv(1, 1), mv(1, 1), mv(0, 1)];
    let s = steps(
        Topic::Record,
        &rules,
        &Position::new([1, 2]),
        &moves,
        3,
        Some(2),
    );
    let text = |lang| -> Vec<String> { s.iter().map(|s| step_text(lang, &s.msg)).collect() };
    let en = text(Lang::En);
    assert!(
        en.iter()
            .any(|t| t.starts_with("Move 2: ")
                && t.contains(": the computer takes 1 from row 2 → 1-0.")),
        "{en:?}"
    );
    assert!(
        en.iter()
            .any(|t| t.starts_with("Move 3: ") && t.contains(": you take 1 from row 1 → 0-0.")),
        "{en:?}"
    );
    assert!(
        en.contains(
            &"No move is left: you made the last move and lose; the computer wins (misère play)."
                .to_string()
        ),
        "{en:?}"
    );
    let de = text(Lang::De);
    assert!(de
        .iter()
        .any(|t| t.contains("der Computer nimmt 1 aus Reihe 2")));
    assert!(de
        .iter()
        .any(|t| t.contains(": du nimmst 1 aus Reihe 1 → 0-0.")));
    assert!(de.contains(&"Kein Zug mehr möglich: du hast den letzten Zug gemacht und verlierst; der Computer gewinnt (Misère).".to_string()), "{de:?}");
    let ja = text(Lang::Ja);
    assert!(ja
        .iter()
        .any(|t| t.contains("コンピュータが2番目の山から1本取る")));
    assert!(ja
        .iter()
        .any(|t| t.contains("あなたが1番目の山から1本取る")));
    // The status and the sentence of the move, with no nested parentheses.
    assert!(
        ja.iter().any(|t| t
            == "2手目：1-1は逆形でN局面(先手必勝)。コンピュータが2番目の山から1本取る → 1-0。"),
        "{ja:?}"
    );
}

#[test]
fn the_commentary_addresses_the_person_against_the_computer() {
    use crate::explain::Who;
    use nimlab_core::Ending;
    let end = |winner, loser, ending| StepMsg::RecordEnd {
        winner: Some(winner),
        loser: Some(loser),
        ending,
        to_move: loser,
        status: None,
    };
    let (you, computer) = (Who::You(1), Who::Computer(2));
    let check = |msg: StepMsg, en: &str, de: &str, ja: &str| {
        assert_eq!(step_text(Lang::En, &msg), en);
        assert_eq!(step_text(Lang::De, &msg), de);
        assert_eq!(step_text(Lang::Ja, &msg), ja);
    };
    check(
        end(you, computer, Ending::Normal),
        "No move is left: you made the last move and win (normal play).",
        "Kein Zug mehr möglich: du hast den letzten Zug gemacht und gewinnst (Normalspiel).",
        "もう手がありません：最後に指したあなたの勝ち(正規形)。",
    );
    check(
            end(computer, you, Ending::Normal),
            "No move is left: the computer made the last move and wins (normal play).",
            "Kein Zug mehr möglich: der Computer hat den letzten Zug gemacht und gewinnt (Normalspiel).",
            "もう手がありません：最後に指したコンピュータの勝ち(正規形)。",
        );
    check(
            end(you, computer, Ending::Misere),
            "No move is left: the computer made the last move and loses; you win (misère play).",
            "Kein Zug mehr möglich: der Computer hat den letzten Zug gemacht und verliert; du gewinnst (Misère).",
            "もう手がありません：最後に指したコンピュータの負けで、あなたの勝ち(逆形)。",
        );
    check(
        StepMsg::RecordEnd {
            winner: None,
            loser: None,
            ending: Ending::Normal,
            to_move: you,
            status: Some(nimlab_core::analysis::Outcome::N),
        },
        "The game goes on: you are to move, at an N-position (C).",
        "Die Partie geht weiter: du bist am Zug, in einer C-Stellung (N).",
        "対局は続きます：あなたの手番、N局面(先手必勝)。",
    );
}

#[test]
fn helpers() {
    assert_eq!(sub(12), "₁₂");
    assert_eq!(bin(5, 5), "00101₂");
    assert_eq!(powers(22), "16 + 4 + 2");
    assert_eq!(rows_text(Lang::En, &[0, 1, 2]), "rows 1, 2 and 3");
    assert_eq!(rows_text(Lang::De, &[1]), "Reihe 2");
    assert_eq!(rows_text(Lang::Ja, &[0, 3]), "1、4番目の山");
    assert_eq!(chain("n", 4, "xor"), "n₁ xor n₂ xor n₃ xor n₄");
    assert_eq!(chain("A", 7, "⊕"), "A₁ ⊕ A₂ ⊕ … ⊕ A₇");
    assert_eq!(rows_named("A", 2), "A₁, A₂");
    assert_eq!(rows_named("A", 5), "A₁, …, A₅");
    // The lab handout's XOR examples, in every language.
    for lang in Lang::ALL {
        let text = step_text(lang, &StepMsg::XorExamples);
        assert!(text.contains("0101 ⊕ 0110 = 0011"), "{text}");
        assert!(
            text.contains("01010101 ⊕ 00110011 ⊕ 00001111 = 01101001"),
            "{text}"
        );
        assert!(text.contains("GF(2)"), "{text}");
    }
    assert_eq!(0b0101 ^ 0b0110, 0b0011);
    assert_eq!(0b0101_0101 ^ 0b0011_0011 ^ 0b0000_1111, 0b0110_1001);
    assert_eq!(
        move_text(Lang::En, &Move { row: 1, take: 4 }, Some(&[1, 5])),
        "take 4 from row 2 (→ 1-1)"
    );
    assert_eq!(
        move_text(Lang::Ja, &Move { row: 1, take: 4 }, Some(&[1, 5])),
        "2番目の山から4本取る(→ 1-1)"
    );
}

/// The slides' 7-5-3-1 under "take 1 or 2": one of the two winning moves raises a row's
/// Grundy value, and row 4 holds a single stick.
#[test]
fn counts_of_one_are_singular() {
    let rules = Rules {
        ending: Ending::Normal,
        take: Take::UpTo(2),
    };
    let s = steps(
        Topic::Bouton,
        &rules,
        &Position::new([7, 5, 3, 1]),
        &[],
        0,
        None,
    );
    let texts = |lang| -> Vec<String> {
        s.iter()
            .flat_map(|s| [Some(&s.msg), s.answer.as_ref()])
            .flatten()
            .map(|m| step_text(lang, m))
            .collect()
    };
    let (en, de) = (texts(Lang::En), texts(Lang::De));
    assert!(en.iter().any(|t| t.contains("1 of them raises")), "{en:?}");
    assert!(
        en.iter().any(|t| t.starts_with("Row 4: 1 stick, γ₄ = 1.")),
        "{en:?}"
    );
    assert!(
        de.iter().any(|t| t.contains("einer davon erhöht den")),
        "{de:?}"
    );
    assert!(
        de.iter().any(|t| t.starts_with("Reihe 4: 1 Streichholz,")),
        "{de:?}"
    );
    assert!(!en
        .iter()
        .chain(&de)
        .any(|t| t.contains(" 1 sticks") || t.contains(" 1 Streichhölzer")));
}

#[test]
fn the_worked_example_reads_as_in_the_sources() {
    let s = steps(
        Topic::Bouton,
        &Rules::nim(),
        &Position::new([22, 5, 13, 27]),
        &[],
        0,
        None,
    );
    let en: Vec<String> = s.iter().map(|s| step_text(Lang::En, &s.msg)).collect();
    assert!(
        en.contains(&"Row 1: compute B₁ = E xor n₁ = 5 xor 22.".to_string()),
        "{en:?}"
    );
    let answers: Vec<String> = s
        .iter()
        .filter_map(|s| s.answer.as_ref())
        .map(|a| step_text(Lang::En, a))
        .collect();
    assert!(answers.contains(&"E = 00101₂ = 5.".to_string()));
    assert!(answers.contains(
        &"B₁ = 19 < 22 = n₁: replace 22 by 19, that is, take 3 — a winning move.".to_string()
    ));
    assert!(answers.contains(
        &"B₄ = 30 > 27 = n₄: a row cannot grow, so row 4 has no winning move.".to_string()
    ));
    let de: Vec<String> = s
        .iter()
        .filter_map(|s| s.answer.as_ref())
        .map(|a| step_text(Lang::De, a))
        .collect();
    assert!(
        de.iter()
            .any(|t| t.starts_with("3: einer für jede 1 in der 4er-Spalte")),
        "{de:?}"
    );
}

#[test]
fn an_odd_column_is_evened_by_removing_or_adding_a_one() {
    // 3-4-9 (0011, 0100, 1001): the columns of 8, 4 and 2 each hold one 1, and the one
    // winning move, 9 -> 7 (1001 -> 0111), removes the 8 and adds 1s to the columns of 4
    // and 2: as the lab handout says, a column is made even by removing or adding one 1.
    // No row can gain an 8 (a count only falls, and 3 and 4 are below 8).
    let s = steps(
        Topic::Columns,
        &Rules::nim(),
        &Position::new([3, 4, 9]),
        &[],
        0,
        None,
    );
    let answers = |lang| -> Vec<String> {
        s.iter()
            .filter_map(|s| s.answer.as_ref())
            .filter(|a| matches!(a, StepMsg::LabColumnA { ones: 1, .. }))
            .map(|a| step_text(lang, a))
            .collect()
    };
    assert_eq!(answers(Lang::En).len(), 3);
    for (lang, remove, add) in [
        (Lang::En, "removing", "adding"),
        (Lang::De, "entfernt", "hinzufügt"),
        (Lang::Ja, "取り除", "加え"),
    ] {
        // The columns from the highest: 8, then 4 and 2.
        let texts = answers(lang);
        assert!(
            texts[0].contains(remove) && !texts[0].contains(add),
            "{}",
            texts[0]
        );
        for text in &texts[1..] {
            assert!(text.contains(remove) && text.contains(add), "{text}");
        }
    }
}

#[test]
fn binary_columns_are_named_as_a_range_or_as_the_single_column_of_1() {
    let intro = |width, lang| {
        step_text(
            lang,
            &StepMsg::BinaryIntro {
                rows: 3,
                width,
                grundy: false,
            },
        )
    };
    assert!(intro(3, Lang::En).ends_with("one column per power of two, here from 4 down to 1."));
    // 1-1-1: one column, not "from 1 down to 1".
    assert!(intro(1, Lang::En).ends_with("one column per power of two, here only the column of 1."));
    assert!(intro(1, Lang::De).ends_with("hier nur die Einer-Spalte."));
    assert!(intro(1, Lang::Ja).ends_with("ここでは1の位だけ。"));
}

#[test]
fn three_ones_in_three_rows_are_evened_only_by_removing_one() {
    // 7-7-7: every row has a 1 in every column, so no move adds a fourth (the lab's case 4
    // as it meets three rows); nor can a fourth row of 1, which only falls to 0; a fourth
    // row of 8 (1000) can fall to any of 0 … 7.
    let case4 = |rows: &[u64], lang| -> Vec<String> {
        steps(
            Topic::Columns,
            &Rules::nim(),
            &Position::new(rows.to_vec()),
            &[],
            0,
            None,
        )
        .iter()
        .filter_map(|s| s.answer.as_ref())
        .filter(|a| matches!(a, StepMsg::LabColumnA { ones: 3, .. }))
        .map(|a| step_text(lang, a))
        .collect()
    };
    for (lang, add, none) in [
        (Lang::En, "adding a fourth", "none can be added"),
        (Lang::De, "eine vierte hinzufügt", "keine kann hinzukommen"),
        (Lang::Ja, "4つ目を加え", "加えることはできません"),
    ] {
        let three = case4(&[7, 7, 7], lang);
        assert_eq!(three.len(), 3);
        assert!(
            three.iter().all(|t| t.contains(none) && !t.contains(add)),
            "{three:?}"
        );
        // The columns of 4 and 2; the column of 1 holds four 1s.
        let with_one = case4(&[7, 7, 7, 1], lang);
        assert_eq!(with_one.len(), 2);
        assert!(
            with_one
                .iter()
                .all(|t| t.contains(none) && !t.contains(add)),
            "{with_one:?}"
        );
        let four = case4(&[7, 7, 7, 8], lang);
        assert_eq!(four.len(), 3);
        assert!(four.iter().all(|t| t.contains(add)), "{four:?}");
    }
}

#[test]
fn every_step_of_every_topic_renders_in_every_language() {
    let cases: [(&[u64], Rules); 6] = [
        (&[22, 5, 13, 27], Rules::nim()),
        (&[19, 5, 13, 27], Rules::misere()),
        (&[1, 5], Rules::misere()),
        (&[7, 4], Rules::nim()),
        (
            &[7, 5, 3, 1],
            Rules {
                ending: nimlab_core::Ending::Normal,
                take: Take::UpTo(2),
            },
        ),
        (
            &[1, 1, 1],
            Rules {
                ending: nimlab_core::Ending::Misere,
                take: Take::UpTo(2),
            },
        ),
    ];
    for (rows, rules) in cases {
        for topic in Topic::ALL {
            for step in steps(topic, &rules, &Position::new(rows.to_vec()), &[], 0, None) {
                for lang in Lang::ALL {
                    let text = step_text(lang, &step.msg);
                    assert!(
                        !text.is_empty() && !text.contains("{"),
                        "{topic:?} {rows:?} {lang:?}: {text}"
                    );
                    // Japanese runs its sentences on: no space after 。 where two are joined.
                    assert!(
                        lang != Lang::Ja || !text.contains("。 "),
                        "{topic:?} {rows:?}: {text}"
                    );
                    if let Some(a) = &step.answer {
                        assert!(!step_text(lang, a).is_empty());
                    }
                }
            }
        }
    }
}

/// One message of each group of the catalog, in every language, as the one file before it
/// said them: splitting it into files and onto `text!` changed no text.
#[test]
fn one_message_of_each_group_reads_as_before() {
    use crate::explain::{Label, Unknown, Verdict};
    use nimlab_core::analysis::Outcome;
    use StepMsg::*;
    let mv = |row, take| Move { row, take };
    let check = |msg: &StepMsg, expected: [&str; 3]| {
        for (lang, expected) in [Lang::En, Lang::De, Lang::Ja].into_iter().zip(expected) {
            assert_eq!(step_text(lang, msg), expected, "{msg:?} in {lang:?}");
        }
    };
    let table: Vec<(StepMsg, [&str; 3])> = vec![
        // notes
        (
            Restricted { take: Take::UpTo(2), count_xor: 3, grundy_xor: 0 },
            [
                "These rules restrict a move to 1 or 2 sticks. Bouton's theorem is about unrestricted Nim: here the XOR of the counts (3) does not decide who wins. By Sprague–Grundy each row counts as its Grundy value γ, the mex of the values it can move to, and the XOR of the Grundy values (0) decides. This explanation works with the Grundy values.",
                "Diese Regeln erlauben pro Zug 1 oder 2 Streichhölzer. Boutons Satz gilt für Nim ohne Beschränkung: hier entscheidet die XOR-Summe der Anzahlen (3) nicht, wer gewinnt. Nach Sprague–Grundy zählt jede Reihe mit ihrem Grundy-Wert γ, dem mex der Werte, die sie erreichen kann, und die Nim-Summe der Grundy-Werte (0) entscheidet. Diese Erklärung rechnet mit den Grundy-Werten.",
                "このルールでは1回に1本か2本しか取れません。バウトンの定理は制限のないニムの定理なので、本数の排他的論理和(3)では勝敗は決まりません。スプレイグ・グランディの定理により、各山はグランディ数 γ(移れる値の mex)として数え、グランディ数のニム和(0)が勝敗を決めます。この解説はグランディ数で計算します。",
            ],
        ),
        // the binary table
        (
            BinaryIntro { rows: 3, width: 3, grundy: false },
            [
                "Write each row's count in binary: one column per power of two, here from 4 down to 1.",
                "Schreibe die Anzahl jeder Reihe im Dualsystem (Dualdarstellung): eine Spalte je Zweierpotenz, hier von 4 bis 1.",
                "3個の山の本数を2進数で書きます。2のべき乗ごとに1列、ここでは4の位から1の位まで。",
            ],
        ),
        // the binary table
        (
            ParitiesAre { odd: vec![true, false, true] },
            [
                "Parities: o-e-o.",
                "Paritäten: u-g-u.",
                "偶奇：奇-偶-奇。",
            ],
        ),
        // the nim-sum
        (
            VerdictN { odd_weights: vec![8, 2], grundy: true },
            [
                "The columns of 8 and 2 are odd. The nim-sum is not 0: an N-position — the player to move can win with perfect play (Sprague 1935, Grundy 1939).",
                "Die Spalten mit den Stellenwerten 8 und 2 sind ungerade. Die Nim-Summe ist nicht 0: eine C-Stellung (Chance, N) — wer am Zug ist, kann mit perfektem Spiel gewinnen (Sprague 1935, Grundy 1939).",
                "奇数の列：8、2 の位。ニム和は0でないので N局面(先手必勝)です — 手番の人は最善を尽くせば勝てます(スプレイグ 1935、グランディ 1939)。",
            ],
        ),
        // Bouton: E
        (
            TopRowsA { rows: vec![0, 2], weight: 4 },
            [
                "Rows 1 and 3: 2, an odd number, because E has a 1 here: the column is odd.",
                "Reihen 1 und 3: 2 Stück, eine ungerade Anzahl, denn E hat hier eine 1: die Spalte ist ungerade.",
                "1、3番目の山：2個。E のこの位が1なので列は奇数で、個数も奇数です。",
            ],
        ),
        // Bouton: rows
        (
            BoutonRowA { row: 0, n: 22, b: 19 },
            [
                "B₁ = 19 < 22 = n₁: replace 22 by 19, that is, take 3 — a winning move.",
                "B₁ = 19 < 22 = n₁: ersetze 22 durch 19, nimm also 3 — ein Gewinnzug.",
                "B₁ = 19 < 22 = n₁：22 を 19 にする、つまり3本取るのが必勝手です。",
            ],
        ),
        // Bouton: moves
        (
            GrundyCountA { moves: vec![mv(0, 1)], raising: 0 },
            [
                "1: take 1 from row 1. Under restricted moves the number need not be odd; here it does not raise a row's Grundy value.",
                "1: 1 aus Reihe 1 nehmen. Bei beschränkten Zügen muss die Anzahl nicht ungerade sein; hier erhöht er nicht den Grundy-Wert einer Reihe.",
                "1個：1番目の山から1本取る。制限付きでは個数が奇数とは限りません。ここでは山のグランディ数を増やす手はありません。",
            ],
        ),
        // Bouton: moves
        (
            GrundyCountA { moves: vec![mv(0, 1), mv(1, 2), mv(2, 3)], raising: 1 },
            [
                "3: take 1 from row 1, take 2 from row 2 or take 3 from row 3. Under restricted moves the number need not be odd: 1 of them raises a row's Grundy value (for example 7-5-3-1 under “take 1 or 2”).",
                "3: 1 aus Reihe 1 nehmen, 2 aus Reihe 2 nehmen oder 3 aus Reihe 3 nehmen. Bei beschränkten Zügen muss die Anzahl nicht ungerade sein: einer davon erhöht den Grundy-Wert einer Reihe (zum Beispiel bei 7-5-3-1 mit „nimm 1 oder 2“).",
                "3個：1番目の山から1本取る、2番目の山から2本取る、または3番目の山から3本取る。制限付きでは個数が奇数とは限りません。そのうち1個は山のグランディ数を増やす手です(例：「1本か2本取る」での 7-5-3-1)。",
            ],
        ),
        // the proof: S and T
        (
            ProofTExample { row: 0, a: 5, b: 2, s: 6, after: vec![2, 3], grundy: Some((1, 2)) },
            [
                "For example, take 3 from pile 1: γ(A₁) = γ(5) = 1, γ(B₁) = γ(2) = 2, T = S ⊕ γ(A₁) ⊕ γ(B₁) = 6 ⊕ 1 ⊕ 2 — the nim-sum of the new position 2-3.",
                "Zum Beispiel 3 aus Reihe 1 nehmen: γ(A₁) = γ(5) = 1, γ(B₁) = γ(2) = 2, T = S ⊕ γ(A₁) ⊕ γ(B₁) = 6 ⊕ 1 ⊕ 2 — die Nim-Summe der neuen Stellung 2-3.",
                "例えば1番目の山から3本取る：γ(A₁) = γ(5) = 1, γ(B₁) = γ(2) = 2, T = S ⊕ γ(A₁) ⊕ γ(B₁) = 6 ⊕ 1 ⊕ 2 — 新しい局面 2-3 のニム和です。",
            ],
        ),
        // the proof: lemmas
        (
            ProofEnd { s: 0, stuck: true },
            [
                "Hence: from S ≠ 0 the player to move can always move to S = 0 (Lemma 2), and the opponent must hand back S ≠ 0 (Lemma 1). Sticks only decrease, so the game ends — in a position with no move left (not always the empty one: rows smaller than the smallest allowed count stay, single sticks under take 2 or 3), where every pile's Grundy value is the mex of no options, 0, so S = 0: it is the opponent who faces it and cannot move. The player at an N-position (C, S ≠ 0) wins; the player at a P-position (Z, S = 0) loses. Here S = 0: the player to move loses against perfect play.",
                "Also: bei S ≠ 0 kann der Spieler am Zug immer S = 0 herstellen (Hilfssatz 2), und der Gegner muss S ≠ 0 zurückgeben (Hilfssatz 1). Die Streichhölzer werden nur weniger, also endet das Spiel — in einer Stellung ohne Zug (nicht immer der leeren: Reihen, die kleiner als die kleinste erlaubte Anzahl sind, bleiben liegen, bei 2 oder 3 einzelne Hölzer), in der jeder Grundy-Wert der mex keiner Optionen ist, 0, also S = 0, und zwar beim Gegner, der nicht mehr ziehen kann. Wer in einer C-Stellung (S ≠ 0) am Zug ist, gewinnt; wer in einer Z-Stellung (S = 0) am Zug ist, verliert. Hier ist S = 0: wer am Zug ist, verliert gegen perfektes Spiel.",
                "したがって、S ≠ 0 なら手番の人はいつでも S = 0 にでき(補題2)、相手は S ≠ 0 にせざるを得ません(補題1)。本数は減る一方なのでゲームは有限回で終わり、最後は手のない局面(1本だけ取ることが許されないと、空とは限りません)になります。そこでは各山のグランディ数は選択肢のない mex で 0、つまり S = 0 で、手がなくなるのは相手です。よって S ≠ 0(N局面)の手番の人が勝ち、S = 0(P局面)の手番の人が負けます。ここでは S = 0：手番の人は最善手に対して負けます。",
            ],
        ),
        // two rows
        (
            MirrorEqual { n: 4, misere: false },
            [
                "Both rows hold 4: a P-position. Whatever the player to move takes from one row, the opponent takes as many from the other — the rows are equal again, and the copier takes the last stick.",
                "Beide Reihen haben 4: eine Z-Stellung (P). Was der Spieler am Zug aus einer Reihe nimmt, nimmt der Gegner aus der anderen — die Reihen sind wieder gleich, und wer kopiert, nimmt das letzte Streichholz.",
                "どちらの山も4本：P局面(後手必勝)です。手番の人が一方の山から何本取っても、相手はもう一方から同じ数だけ取れば再び等しくなり、まねをする側が最後の1本を取ります。",
            ],
        ),
        // beyond two rows
        (
            MirrorPairs { pairs: vec![(0, 2), (1, 3)], misere: false },
            [
                "Still, its rows form equal pairs (rows 1 & 3 and 2 & 4): the second player copies inside each pair, so this is a P-position (nim-sum 0).",
                "Ihre Reihen bilden aber gleiche Paare (Reihen 1 & 3 und 2 & 4): der Nachziehende kopiert innerhalb jedes Paars, also ist das eine Z-Stellung (Nim-Summe 0).",
                "ただし山は等しい組(1番目と3番目、2番目と4番目の山)に分かれます：後手が各組の中でまねをすれば勝てるので、P局面(ニム和 0)です。",
            ],
        ),
        // a column
        (
            LabColumnQ { weight: 4, rows: vec![0, 2] },
            [
                "Column of 4: the 1s are in rows 1 and 3.",
                "4er-Spalte: die Einsen stehen in den Reihen 1 und 3.",
                "4の位：1があるのは1、3番目の山。",
            ],
        ),
        // the columns' summary
        (
            LabSummary { odd_weights: vec![8, 2] },
            [
                "Case 3 or 4 in at least one column (the columns of 8 and 2): a won game for the player to move (an N-position, C).",
                "Fall 3 oder 4 in mindestens einer Spalte (den Spalten mit den Stellenwerten 8 und 2): eine Spiel-Gewinnsituation für den Spieler am Zug (C-Stellung).",
                "少なくとも1つの列(8、2 の位)が場合3か4：手番の人の勝ち(N局面)。",
            ],
        ),
        // the columns' summary
        (
            LabStrategy { row: 1, n: 9, b: 7, weights: vec![4], take: 2, grundy: true },
            [
                "How to win: hand over rows in which every column is even. The opponent must then remove or add a 1 in at least one column, which makes it odd. The player to move changes exactly the odd columns, all in one row — a row with a 1 in the highest odd column: here row 2, γ 9 = 1001₂ → 7 = 0111₂ changes the column of 4. Take 2.",
                "So gewinnt man: übergib Reihen, in denen jede Spalte gerade ist. Der Gegner muss dann in mindestens einer Spalte eine 1 entfernen oder hinzufügen, sie wird ungerade. Der Spieler am Zug ändert genau die ungeraden Spalten, alle in einer Reihe — einer Reihe mit einer 1 in der höchsten ungeraden Spalte: hier Reihe 2, γ 9 = 1001₂ → 7 = 0111₂ ändert die Spalte mit dem Stellenwert 4. Nimm 2.",
                "勝ち方：すべての列が偶数の状態で相手に渡す。相手は少なくとも1つの列で1を取り除くか加えるしかなく、その列は奇数になる。手番の人は、最上位の奇数列に1がある山1つで、奇数の列だけをちょうど変える：ここでは2番目の山、γ 9 = 1001₂ → 7 = 0111₂ で 4 の位が変わる。2本取る。",
            ],
        ),
        // misère: cases
        (
            MisereCountA { large: vec![0, 2], singles: vec![1, 3, 4] },
            [
                "Two or more: 2 (rows 1 and 3). Exactly one: 3 (rows 2, 4 and 5).",
                "Zwei oder mehr: 2 (Reihen 1 und 3). Genau eines: 3 (Reihen 2, 4 und 5).",
                "2本以上の山：2個(1、3番目の山)。1本の山：3個(2、4、5番目の山)。",
            ],
        ),
        // misère: departure
        (
            MisereEmpty,
            [
                "No stick is left: under the normal rule the player to move has lost, under misère won — the opponent took the last stick.",
                "Kein Streichholz mehr: nach der Standard-Regel hat der Spieler am Zug verloren, nach Misère gewonnen — der Gegner hat das letzte genommen.",
                "マッチ棒は残っていません：正規形では手番の人の負け、逆形では勝ち — 最後の1本を取ったのは相手です。",
            ],
        ),
        // misère: restricted
        (
            MisereRestricted { outcome: None, unknown: Some(Unknown::Solving) },
            [
                "With restricted moves misère play has no formula like the cases A, B, C, which are about unrestricted Nim: the app solves misère positions exactly, working backwards through every reachable position. Here: not known yet; the exact solve is running beside the board, and this step shows its result when it ends.",
                "Mit beschränkten Zügen hat Misère keine Formel wie die Fälle A, B, C, die für Nim ohne Beschränkung gelten: die App löst Misère-Stellungen exakt, indem sie rückwärts alle erreichbaren Stellungen durchrechnet. Hier: noch nicht bekannt; die exakte Berechnung läuft neben dem Brett, und dieser Schritt zeigt ihr Ergebnis, sobald sie endet.",
                "制限付きの逆形には、制限のないニムについての場合分け A, B, C のような公式はありません。アプリは到達可能な局面をすべて後退帰納法で厳密に解きます。この局面：まだ分かりません。厳密な計算を盤の横で実行中で、終わるとこのステップに結果が表示されます。",
            ],
        ),
        // the record
        (
            RecordMove { label: Label::Move(4), who: Who::Computer(2), before: vec![3, 4], status: Some(Outcome::N), played: mv(1, 2), after: vec![3, 2], misere: true },
            [
                "Move 4: 3-4, an N-position (C) under misère: the computer takes 2 from row 2 → 3-2.",
                "Zug 4: 3-4, eine C-Stellung (N) bei Misère: der Computer nimmt 2 aus Reihe 2 → 3-2.",
                "4手目：3-4は逆形でN局面(先手必勝)。コンピュータが2番目の山から2本取る → 3-2。",
            ],
        ),
        // a verdict
        (
            RecordVerdict(Verdict::Winning { others: vec![mv(0, 1), mv(2, 3)] }),
            [
                "A winning move: the opponent gets a P-position. Also winning: take 1 from row 1 or take 3 from row 3.",
                "Ein Gewinnzug: der Gegner erhält eine Z-Stellung. Ebenfalls gewinnend: 1 aus Reihe 1 nehmen oder 3 aus Reihe 3 nehmen.",
                "必勝手：相手にP局面を渡します。他の必勝手：1番目の山から1本取る、または3番目の山から3本取る。",
            ],
        ),
        // the end
        (
            RecordNoMove { to_move: Who::Player(1), ending: Ending::Misere },
            [
                "No move is possible in this position: player 1 cannot move and wins (misère play).",
                "In dieser Stellung ist kein Zug möglich: Spieler 1 kann nicht ziehen und gewinnt (Misère).",
                "この局面では手がありません：プレイヤー1は指せないので勝ちです(逆形)。",
            ],
        ),
        // the German game
        (
            GermanPart { position: vec![1, 0, 5, 1] },
            [
                "S7 = 1-0-5-1: only one row has more than one stick — case B. Here the two rules part: the normal rule leaves an even number of single sticks, misère an odd number.",
                "S7 = 1-0-5-1: nur noch eine Reihe hat mehr als ein Streichholz — der Fall B ist eingetreten. Hier trennen sich die Regeln: die Standard-Regel lässt eine gerade Anzahl einzelner Streichhölzer übrig, Misère eine ungerade.",
                "S7 = 1-0-5-1：2本以上の山は1つだけ — 場合B。ここで両ルールが分かれます：正規形では1本の山を偶数個、逆形では奇数個残します。",
            ],
        ),
    ];
    for (msg, expected) in &table {
        check(msg, *expected);
    }
}

//! The split explanation's words, in English, German and Japanese. Terms as on the Grundy
//! page: Grundy-Wert / グランディ数, Summe von Spielen / ゲームの和, Reihe / 列.

use crate::i18n::{join, position_text, Lang};
use crate::text;
use crate::theory::grundy::break_step::mex_line;
use crate::theory::text::{tt, T};
use nimlab_core::analysis::Outcome;
use nimlab_core::explain::split::{MoveValue, RowOption, Split, SplitError, MAX_EXPLAINED_ROW};
use nimlab_core::octal::TakeBreak;

/// A message of the split explanation, with its numbers. Rows are 0-based here, counted from
/// 1 in the words.
#[derive(Clone, Debug, PartialEq)]
pub enum S {
    /// The panel's title.
    Title {
        game: TakeBreak,
    },
    /// (a) The game's rule and the position.
    Rule {
        game: TakeBreak,
        rows: Vec<u64>,
    },
    /// (b) A split of a row.
    Split(Split),
    /// (b) The game never splits a row.
    NoSplit,
    /// (c) The parts are a sum; its answer.
    Sum(Split),
    SumAnswer(Split),
    /// (d) A row's value is the mex of its options; its answer.
    Mex {
        row: usize,
        count: u64,
    },
    MexAnswer {
        count: u64,
        options: Vec<RowOption>,
        value: u64,
    },
    /// (e) The Sprague–Grundy theorem; its answer.
    Theorem {
        rows: Vec<u64>,
        values: Vec<u64>,
    },
    TheoremAnswer {
        values: Vec<u64>,
        nim_sum: u64,
        outcome: Outcome,
    },
    /// (f) The construction; its answer.
    Construction {
        nim_sum: u64,
        row: usize,
        count: u64,
        grundy: u64,
        target: u64,
    },
    ConstructionAnswer(MoveValue),
    /// (f) Every winning move.
    WinningMoves {
        count: usize,
    },
    /// (f) A P-position: every move leaves a non-zero sum; the example, or none.
    Losing {
        example: bool,
    },
    /// A move of the position as an item: the row, the option and the rows it leaves.
    MoveItem(MoveValue),
    /// The example move of a P-position and the sum it leaves.
    LosingExample(MoveValue),
    /// The figure's name for a reader: the row, the sticks kept and removed.
    Figure {
        count: u64,
        take: u64,
        a: u64,
        b: u64,
    },
    /// Why the position is not explained.
    Error(SplitError),
}

/// The option as the Grundy page words it: "take 2, leaving 1 + 2: γ(1) ⊕ γ(2) = 1 ⊕ 2 = 3".
pub fn option_text(lang: Lang, o: &RowOption) -> String {
    let (ga, gb, value) = (o.gamma_a, o.gamma_b, o.value);
    tt(
        lang,
        &T::BreakOption {
            take: o.take,
            a: o.a,
            b: o.b,
            ga,
            gb,
            value,
        },
    )
}

/// The rule of `game`.
fn rule(lang: Lang, game: &TakeBreak) -> String {
    let name = tt(lang, &T::GameName { game: game.clone() });
    let is = |code: &str| TakeBreak::parse(code).is_ok_and(|g| g == *game);
    if is("kayles") {
        text!(lang, "{0}: a move knocks down one stick or two adjacent sticks of one row, anywhere in it.", "{0}: Ein Zug nimmt aus einer Reihe ein Holz oder zwei benachbarte Hölzer, an beliebiger Stelle.", "{0}：1手で1つの列から、1本か隣り合う2本を、どこからでも取る。", name)
    } else if is("dawson") {
        text!(
            lang,
            "{0}: a move removes two adjacent sticks of one row, anywhere in it.",
            "{0}: Ein Zug nimmt aus einer Reihe zwei benachbarte Hölzer, an beliebiger Stelle.",
            "{0}：1手で1つの列から、隣り合う2本をどこからでも取る。",
            name
        )
    } else if *game == TakeBreak::Grundy {
        text!(
            lang,
            "{0}: a move splits one row into two non-empty rows of different sizes.",
            "{0}: Ein Zug teilt eine Reihe in zwei nicht leere, verschieden große Reihen.",
            "{0}：1手で1つの列を、大きさの異なる空でない2列に分ける。",
            name
        )
    } else {
        text!(lang, "{0}: a move removes k adjacent sticks of one row as digit k of the code allows: 1 the whole row, 2 from an end, 4 from inside, leaving two rows.", "{0}: Ein Zug nimmt k benachbarte Hölzer aus einer Reihe, wie es die k-te Ziffer des Codes erlaubt: 1 die ganze Reihe, 2 vom Ende, 4 aus der Mitte, sodass zwei Reihen bleiben.", "{0}：1手で1つの列から隣り合う k 本を、コードの k 番目の数字が許すように取る：1 は列全体、2 は端から、4 は中から(2列が残る)。", name)
    }
}

/// "removing 1 from inside it" or, without removal, "splitting it" (in German the clause
/// that comes first: "Nimmt man 1 aus ihrer Mitte").
fn action(lang: Lang, take: u64) -> String {
    match take {
        0 => text!(lang, "splitting it", "Teilt man sie", "それを分けると"),
        _ => text!(
            lang,
            "removing {0} from inside it",
            "Nimmt man {0} aus ihrer Mitte",
            "その中から {0} 本取ると",
            take
        ),
    }
}

/// The message in `lang`.
pub fn st(lang: Lang, msg: &S) -> String {
    match msg {
        S::Title { game } => {
            let name = tt(lang, &T::GameName { game: game.clone() });
            text!(lang, "Splitting rows: {0}", "Reihen teilen: {0}", "列を分ける：{0}", name)
        }
        S::Rule { game, rows } => {
            let position = position_text(rows);
            let here = text!(lang, "The position: {0}. Whoever cannot move loses.", "Die Stellung: {0}. Wer nicht mehr ziehen kann, verliert.", "局面：{0}。動けなくなった方が負け。", position);
            lang.sentences([rule(lang, game), here])
        }
        S::Split(s) => split_text(lang, s),
        S::NoSplit => text!(lang, "In this game no move splits a row: every option leaves at most one row, so each row stays one game.", "In diesem Spiel teilt kein Zug eine Reihe: Jede Option lässt höchstens eine Reihe übrig, jede Reihe bleibt ein Spiel.", "このゲームでは列を分ける手はない：どの選択肢も残すのは高々1列で、各列は1つのゲームのまま。"),
        S::Sum(s) => {
            let (a, b) = (s.option.a, s.option.b);
            text!(lang, "The two rows {0} and {1} are now separate games, and each move is made in one of them: a sum of games. By the Sprague–Grundy theorem a sum is worth the XOR (⊕) of its parts' Grundy values, so what the move leaves is worth γ({0}) ⊕ γ({1}).", "Die beiden Reihen {0} und {1} sind jetzt getrennte Spiele, jeder Zug geschieht in einer von ihnen: eine Summe von Spielen. Nach dem Satz von Sprague–Grundy ist eine Summe das XOR (⊕) der Grundy-Werte ihrer Teile wert, was der Zug übrig lässt also γ({0}) ⊕ γ({1}).", "2列 {0} と {1} はもう別々のゲームで、1手はそのどちらか一方で打つ：ゲームの和。スプレーグ・グランディの定理より、和の値は各部分のグランディ数の XOR (⊕)。よって手が残すものの値は γ({0}) ⊕ γ({1})。", a, b)
        }
        S::SumAnswer(s) => {
            let o = s.option;
            format!("γ({}) ⊕ γ({}) = {} ⊕ {} = {}", o.a, o.b, o.gamma_a, o.gamma_b, o.value)
        }
        S::Mex { row, count } => text!(lang, "Row {0} holds {1}. Its Grundy value γ({1}) is the mex of its options' values: the smallest value not among them. An option that leaves two rows a + b is worth γ(a) ⊕ γ(b):", "Reihe {0} hat {1}. Ihr Grundy-Wert γ({1}) ist der mex der Werte ihrer Optionen: der kleinste Wert, der nicht darunter ist. Eine Option, die zwei Reihen a + b übrig lässt, ist γ(a) ⊕ γ(b) wert:", "{0}番目の列は {1} 本。そのグランディ数 γ({1}) は、選択肢の値の mex(それらにない最小の値)。2列 a + b を残す選択肢の値は γ(a) ⊕ γ(b)：", row + 1, count),
        S::MexAnswer { count, options, value } => mex_line(options.iter().map(|o| o.value), *count, *value),
        S::Theorem { rows, values } => {
            let each: Vec<String> = rows.iter().zip(values).map(|(n, g)| format!("γ({n}) = {g}")).collect();
            let each = join(lang, &each, false);
            text!(lang, "The position is the sum of its rows, worth {0} (the table's values). By the Sprague–Grundy theorem it is worth s, the XOR of its rows' values, and the player to move loses exactly when s = 0.", "Die Stellung ist die Summe ihrer Reihen mit den Werten {0} (aus der Tabelle). Nach dem Satz von Sprague–Grundy ist sie s wert, das XOR der Werte ihrer Reihen, und wer am Zug ist, verliert genau dann, wenn s = 0.", "局面はその列の和で、各列の値は {0}(表の値)。スプレーグ・グランディの定理より局面の値は列の値の XOR である s で、手番の人が負けるのはちょうど s = 0 のとき。", each)
        }
        S::TheoremAnswer { values, nim_sum, outcome } => {
            let xor: Vec<String> = values.iter().map(u64::to_string).collect();
            let s = match xor.len() {
                1 => format!("s = {nim_sum}"),
                _ => format!("s = {} = {nim_sum}", xor.join(" ⊕ ")),
            };
            match outcome {
                Outcome::N => text!(lang, "{0} ≠ 0: an N-position, the player to move wins.", "{0} ≠ 0: eine Gewinnposition, wer am Zug ist, gewinnt.", "{0} ≠ 0：勝ち局面(N局面)、手番の人が勝つ。", s),
                Outcome::P => text!(lang, "{0}: a P-position, the player to move loses.", "{0}: eine Verlustposition, wer am Zug ist, verliert.", "{0}：負け局面(P局面)、手番の人が負ける。", s),
            }
        }
        S::Construction { nim_sum, row, count, grundy, target } => text!(lang, "A winning move leaves s = 0. Row {0} (γ({1}) = {2}) has the highest bit of s = {3}, so t = {2} ⊕ {3} = {4} is less than {2}; γ({1}) being the mex of the row's options, one of them is worth t. Which?", "Ein Gewinnzug lässt s = 0 übrig. Reihe {0} (γ({1}) = {2}) hat das höchste Bit von s = {3}, also ist t = {2} ⊕ {3} = {4} kleiner als {2}; da γ({1}) der mex der Optionen der Reihe ist, ist eine von ihnen t wert. Welche?", "勝ちの手は s = 0 を残す。{0}番目の列(γ({1}) = {2})は s = {3} の最上位ビットを持つので、t = {2} ⊕ {3} = {4} は {2} より小さい。γ({1}) はその列の選択肢の mex なので、t の値の選択肢がある。どれか？", row + 1, count, grundy, nim_sum, target),
        S::ConstructionAnswer(m) => {
            let after = position_text(&m.rows_after);
            text!(lang, "Row {0}: {1}. The rows become {2}, worth 0.", "Reihe {0}: {1}. Die Reihen werden {2}, Wert 0.", "{0}番目の列：{1}。列は {2} になり、値は 0。", m.row + 1, option_text(lang, &m.option), after)
        }
        S::WinningMoves { count } => text!(lang, "Every winning move: in each row i, the options worth γᵢ ⊕ s, which leave rows worth 0 ({0} in all):", "Alle Gewinnzüge: in jeder Reihe i die Optionen mit dem Wert γᵢ ⊕ s, die Reihen mit dem Wert 0 übrig lassen ({0} insgesamt):", "勝ちの手のすべて：各列 i で値が γᵢ ⊕ s の選択肢。値 0 の列を残す(全部で {0} 手)：", count),
        S::Losing { example: true } => text!(lang, "s = 0: every move changes one row's value (no option of a row is worth its γ, the mex of the options), so it leaves s ≠ 0, and the opponent wins by the construction. For example:", "s = 0: Jeder Zug ändert den Wert einer Reihe (keine Option einer Reihe ist ihr γ wert, der mex der Optionen), lässt also s ≠ 0 übrig, und der Gegner gewinnt mit der Konstruktion. Zum Beispiel:", "s = 0：どの手も1つの列の値を変える(列の選択肢の値はその γ、選択肢の mex にはならない)ので s ≠ 0 を残し、相手が構成法で勝つ。例えば："),
        S::Losing { example: false } => text!(lang, "s = 0 and there is no move at all: the player to move has lost.", "s = 0, und es gibt keinen Zug mehr: Wer am Zug ist, hat verloren.", "s = 0 で、打てる手がない：手番の人の負け。"),
        S::MoveItem(m) => {
            let after = position_text(&m.rows_after);
            text!(lang, "Row {0}: {1} → {2}", "Reihe {0}: {1} → {2}", "{0}番目の列：{1} → {2}", m.row + 1, option_text(lang, &m.option), after)
        }
        S::LosingExample(m) => {
            let after = position_text(&m.rows_after);
            text!(lang, "Row {0}: {1}. The rows {2} are worth {3} ≠ 0.", "Reihe {0}: {1}. Die Reihen {2} sind {3} ≠ 0 wert.", "{0}番目の列：{1}。列 {2} の値は {3} ≠ 0。", m.row + 1, option_text(lang, &m.option), after, m.sum_after)
        }
        S::Error(SplitError::NoRows) => text!(lang, "There is no row to explain.", "Es gibt keine Reihe zu erklären.", "説明する列がありません。"),
        S::Error(SplitError::RowTooLarge { row, count }) => text!(lang, "Row {0} holds {1} sticks: this explanation lists a row's options only up to {2} sticks.", "Reihe {0} hat {1} Hölzer: Diese Erklärung listet die Optionen einer Reihe nur bis {2} Hölzer.", "{0}番目の列は {1} 本：この解説が列の選択肢を挙げるのは {2} 本まで。", row + 1, count, MAX_EXPLAINED_ROW),
        S::Figure { count, take, a, b } => {
            let parts: Vec<String> = [a, b].iter().filter(|&&&p| p > 0).map(|p| p.to_string()).collect();
            let parts = if parts.is_empty() { "0".to_string() } else { parts.join(" + ") };
            match take {
                0 => text!(lang, "A row of {0}, split: {1}.", "Eine Reihe von {0}, geteilt: {1}.", "{0} 本の列を分ける：{1}。", count, parts),
                _ => text!(lang, "A row of {0} with {1} removed: {2} left.", "Eine Reihe von {0}, {1} weg: {2} bleiben.", "{0} 本の列から {1} 本取る：{2} が残る。", count, take, parts),
            }
        }
    }
}

/// (b): the split of a row of the position, or of a row long enough on its own.
fn split_text(lang: Lang, s: &Split) -> String {
    let (n, a, b) = (s.count, s.option.a, s.option.b);
    let act = action(lang, s.option.take);
    match s.row {
        Some(row) => text!(lang, "A move inside a row splits it in two. Row {0} holds {1}: {2} leaves two rows, {3} and {4}.", "Ein Zug in einer Reihe kann sie in zwei teilen. Reihe {0} hat {1}: {2}, bleiben zwei Reihen, {3} und {4}.", "列の中での手は列を2つに分ける。{0}番目の列は {1} 本：{2} 2列 {3} と {4} が残る。", row + 1, n, act, a, b),
        None => text!(lang, "A move inside a row splits it in two. No row here is long enough; a row of {0} is: {1} leaves two rows, {2} and {3}.", "Ein Zug in einer Reihe kann sie in zwei teilen. Keine Reihe hier ist lang genug; eine Reihe von {0} ist es: {1}, bleiben zwei Reihen, {2} und {3}.", "列の中での手は列を2つに分ける。この局面には十分長い列がない。{0} 本の列なら、{1} 2列 {2} と {3} が残る。", n, act, a, b),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::theory::split_explain::pages::{pages, Figure};

    /// Every words of the pages of `rows` of `game` in `lang`, answers and items included.
    fn words(lang: Lang, game: &str, rows: &[u64]) -> Vec<String> {
        let pages = pages(&TakeBreak::parse(game).unwrap(), rows).unwrap();
        let mut out = Vec::new();
        for p in &pages {
            out.push(st(lang, &p.msg));
            out.extend(p.answer.iter().map(|a| st(lang, a)));
            match &p.figure {
                Figure::Moves(moves) => {
                    out.extend(moves.iter().map(|m| st(lang, &S::MoveItem(m.clone()))))
                }
                Figure::Example(m) => out.push(st(lang, &S::LosingExample(m.clone()))),
                Figure::Options(o) => out.extend(o.iter().map(|o| option_text(lang, o))),
                Figure::Cut(c) => out.push(st(
                    lang,
                    &S::Figure {
                        count: c.count,
                        take: c.take,
                        a: c.left,
                        b: c.right,
                    },
                )),
                Figure::None => {}
            }
        }
        out
    }

    #[test]
    fn kayles_three_five_in_english() {
        let w = words(Lang::En, "kayles", &[3, 5]);
        for want in [
            "Kayles (0.77): a move knocks down one stick or two adjacent sticks of one row, anywhere in it. The position: 3-5. Whoever cannot move loses.",
            "A move inside a row splits it in two. Row 2 holds 5: removing 1 from inside it leaves two rows, 2 and 2.",
            "γ(2) ⊕ γ(2) = 2 ⊕ 2 = 0",
            "mex{0, 1, 2, 3} = 4 ⇒ γ(5) = 4",
            "s = 3 ⊕ 4 = 7 ≠ 0: an N-position, the player to move wins.",
            "Row 2: take 2, leaving 1 + 2: γ(1) ⊕ γ(2) = 1 ⊕ 2 = 3. The rows become 3-1-2, worth 0.",
            "Row 2: take 2, leaving 3: γ(3) = 3 → 3-3",
        ] {
            assert!(w.iter().any(|s| s == want), "{want}\n{w:#?}");
        }
    }

    #[test]
    fn every_message_is_filled_in_every_language() {
        for lang in Lang::ALL {
            for (game, rows) in [
                ("kayles", &[3, 5][..]),
                ("kayles", &[10, 2]),
                ("kayles", &[1, 2]),
                ("grundy", &[7]),
                ("dawson", &[4, 0]),
                ("0.3", &[2, 3]),
                ("0.6", &[0]),
            ] {
                for s in words(lang, game, rows) {
                    let unfilled =
                        !s.starts_with("mex") && (0..6).any(|k| s.contains(&format!("{{{k}}}")));
                    assert!(!s.is_empty() && !unfilled, "{lang:?} {game} {rows:?}: {s}");
                }
            }
        }
        for e in [
            SplitError::NoRows,
            SplitError::RowTooLarge {
                row: 0,
                count: 2000,
            },
        ] {
            assert!(st(Lang::De, &S::Error(e)).len() > 10);
        }
    }
}

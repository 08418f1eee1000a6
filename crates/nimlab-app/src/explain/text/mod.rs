//! The explanations' messages: every step, figure and control of the explanation panel in
//! English, German and Japanese, one file per explanation (and one for the panel's words).
//!
//! Terminology follows the sources: the German article's Z-/C-Stellung, Nim-Summe and cases
//! A, B, Cg, Cu; the lab handout's E, n_i, B_i and its Fall 1–4; the Japanese article's
//! S, A_k, B_k, T, 補題 1/2, 逆形 and 必勝形; P/N-positions in English.

mod bouton;
mod columns;
mod mirror;
mod misere;
mod nim_sum;
mod notes;
mod proof;
mod record;
#[cfg(test)]
mod tests;
mod ui;

pub use ui::{board_caption, board_inert, board_shows, sym, ui, Example, Ui};

use crate::explain::{StepMsg, Who};
use crate::i18n::{join, position_text as pos, subscript as sub, Lang};
use crate::text;
use nimlab_core::analysis::Outcome;
use nimlab_core::{Ending, MisereCase, Move, Take};

/// Renders a step's message.
pub fn step_text(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        // Each message to the function of its group: the match is complete, so a new message
        // does not compile until it is given a group (whose own match then words it).
        Restricted { .. }
        | MisereRestrictedNote
        | MisereNormalNote
        | MisereNote { .. }
        | MisereRestrictedVerdict { .. }
        | NoMoveHere { .. } => notes::notes(lang, msg),
        BinaryIntro { .. }
        | RowBinary { .. }
        | CountOnes
        | OnesAre { .. }
        | Parities
        | ParitiesAre { .. } => nim_sum::binary(lang, msg),
        XorRule { .. }
        | XorExamples
        | NimSumIs { .. }
        | VerdictQ
        | VerdictN { .. }
        | VerdictP { .. } => nim_sum::verdict(lang, msg),
        LabE { .. }
        | EIs { .. }
        | EZero { .. }
        | EZeroExample { .. }
        | TopBit { .. }
        | TopRowsQ { .. }
        | TopRowsA { .. }
        | WhyLess { .. } => bouton::construction(lang, msg),
        BoutonRowQ { .. }
        | ReplacementTable { .. }
        | BoutonRowA { .. }
        | GrundyRowQ { .. }
        | GrundyRowA { .. } => bouton::rows(lang, msg),
        CountQ | CountA { .. } | GrundyCountA { .. } | Check { .. } => bouton::moves(lang, msg),
        ProofS { .. } | SIs { .. } | ProofT { .. } | ProofTExample { .. } | TIs { .. } => {
            proof::setup(lang, msg)
        }
        Lemma1 { .. }
        | Lemma1Example { .. }
        | Lemma2 { .. }
        | Lemma2Example { .. }
        | Lemma2Move { .. }
        | Lemma2NotHere
        | ProofEnd { .. } => proof::lemmas(lang, msg),
        MirrorIntro { .. }
        | MirrorEqual { .. }
        | MirrorUnequalQ { .. }
        | MirrorUnequalA { .. }
        | MirrorCopy { .. }
        | MirrorXor { .. } => mirror::two_rows(lang, msg),
        MirrorRestricted { .. }
        | MirrorMisere { .. }
        | MirrorMisereRestricted { .. }
        | MirrorNotTwo { .. }
        | MirrorPairs { .. }
        | MirrorExample { .. } => mirror::beyond(lang, msg),
        LabIntro { .. } | LabColumnQ { .. } | LabColumnA { .. } => columns::column(lang, msg),
        LabSummary { .. } | LabStrategy { .. } | LabStrategyP => columns::summary(lang, msg),
        MisereIntro { .. }
        | MisereCountQ
        | MisereCountA { .. }
        | MisereCaseQ
        | MisereCaseA { .. }
        | MisereRule
        | MisereRuleA { .. } => misere::cases(lang, msg),
        MisereCompare { .. }
        | MisereLine { .. }
        | MisereLineA { .. }
        | Departure { .. }
        | NoDeparture
        | MisereEmpty => misere::departure(lang, msg),
        MisereParity { .. } | MisereRestricted { .. } => misere::restricted(lang, msg),
        RecordOwn { .. } | RecordDemo { .. } | RecordMove { .. } => record::game(lang, msg),
        RecordVerdict(_) => record::verdict(lang, msg),
        RecordEnd { .. } | RecordNoMove { .. } => record::end(lang, msg),
        GermanIntro | GermanPart { .. } | GermanEnd { .. } => record::german(lang, msg),
    }
}

/// `value` in binary with `width` digits and the subscript ₂.
fn bin(value: u64, width: u32) -> String {
    format!("{value:0w$b}₂", w = width as usize)
}

/// 22 → "16 + 4 + 2".
fn powers(value: u64) -> String {
    (0..u64::BITS)
        .rev()
        .filter(|b| value >> b & 1 == 1)
        .map(|b| (1u64 << b).to_string())
        .collect::<Vec<_>>()
        .join(" + ")
}

fn nums<T: ToString>(items: &[T]) -> Vec<String> {
    items.iter().map(T::to_string).collect()
}

/// "row 2", "rows 1, 2 and 3" (0-based input).
fn rows_text(lang: Lang, rows: &[usize]) -> String {
    let list = join(
        lang,
        &nums(&rows.iter().map(|r| r + 1).collect::<Vec<_>>()),
        false,
    );
    match rows.len() {
        0 => text!(lang, "none", "keine", "なし"),
        1 => text!(lang, "row {0}", "Reihe {0}", "{0}番目の山", list),
        _ => text!(lang, "rows {0}", "Reihen {0}", "{0}番目の山", list),
    }
}

/// The same, capitalized at the start of a sentence.
fn rows_cap(lang: Lang, rows: &[usize]) -> String {
    let text = rows_text(lang, rows);
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

/// "take 3 from row 1", with the position it leaves when `rows` is given.
fn move_text(lang: Lang, m: &Move, rows: Option<&[u64]>) -> String {
    let r = m.row + 1;
    let take = m.take;
    let base = text!(
        lang,
        "take {0} from row {1}",
        "{0} aus Reihe {1} nehmen",
        "{1}番目の山から{0}本取る",
        take,
        r
    );
    match rows {
        Some(rows) if m.row < rows.len() && m.take <= rows[m.row] => {
            let mut left = rows.to_vec();
            left[m.row] -= m.take;
            format!("{base}{}(→ {})", lang.space(), pos(&left))
        }
        _ => base,
    }
}

pub(crate) fn moves_text(lang: Lang, moves: &[Move], rows: Option<&[u64]>) -> String {
    if moves.is_empty() {
        return text!(lang, "no winning move", "kein Gewinnzug", "必勝手なし");
    }
    join(
        lang,
        &moves
            .iter()
            .map(|m| move_text(lang, m, rows))
            .collect::<Vec<_>>(),
        true,
    )
}

fn weights(lang: Lang, ws: &[u64]) -> String {
    join(lang, &nums(ws), false)
}

/// "an N-position (C)" and its kin.
fn status(lang: Lang, outcome: Option<Outcome>) -> String {
    match outcome {
        Some(Outcome::N) => text!(
            lang,
            "an N-position (C)",
            "eine C-Stellung (N)",
            "N局面(先手必勝)"
        ),
        Some(Outcome::P) => text!(
            lang,
            "a P-position (Z)",
            "eine Z-Stellung (P)",
            "P局面(後手必勝)"
        ),
        None => text!(lang, "status unknown", "Status unbekannt", "判定不明"),
    }
}

/// "at an N-position (C)", "in einer C-Stellung (N)": where a player is to move.
fn status_at(lang: Lang, outcome: Option<Outcome>) -> String {
    match outcome {
        Some(Outcome::N) => text!(
            lang,
            "at an N-position (C)",
            "in einer C-Stellung (N)",
            "N局面(先手必勝)"
        ),
        Some(Outcome::P) => text!(
            lang,
            "at a P-position (Z)",
            "in einer Z-Stellung (P)",
            "P局面(後手必勝)"
        ),
        None => text!(
            lang,
            "with the status unknown",
            "bei unbekanntem Status",
            "判定不明"
        ),
    }
}

fn who(lang: Lang, w: Who) -> String {
    match w {
        Who::A => "A".into(),
        Who::B => "B".into(),
        Who::Player(p) => text!(lang, "player {0}", "Spieler {0}", "プレイヤー{0}", p),
        Who::Computer(_) => text!(lang, "the computer", "der Computer", "コンピュータ"),
        Who::You(_) => text!(lang, "you", "du", "あなた"),
    }
}

/// "A₁ ⊕ A₂ ⊕ A₃" for up to four rows, "A₁ ⊕ A₂ ⊕ … ⊕ A₉" beyond.
fn chain(letter: &str, n: usize, op: &str) -> String {
    let term = |i: usize| format!("{letter}{}", sub(i));
    match n {
        0 => "0".into(),
        1..=4 => (1..=n)
            .map(term)
            .collect::<Vec<_>>()
            .join(&format!(" {op} ")),
        _ => format!("{} {op} {} {op} … {op} {}", term(1), term(2), term(n)),
    }
}

/// The names A₁, A₂, … of `n` rows: all of them when they are few ("A₁, A₂", not "A₁, …, A₂").
fn rows_named(letter: &str, n: usize) -> String {
    let term = |i: usize| format!("{letter}{}", sub(i));
    match n {
        0..=3 => (1..=n).map(term).collect::<Vec<_>>().join(", "),
        _ => format!("{}, …, {}", term(1), term(n)),
    }
}

fn take_rule(lang: Lang, take: &Take) -> String {
    match take {
        Take::Any => text!(lang, "any number", "beliebig viele", "何本でも"),
        Take::UpTo(2) => text!(lang, "1 or 2 sticks", "1 oder 2 Streichhölzer", "1本か2本"),
        Take::UpTo(k) => text!(
            lang,
            "1 to {0} sticks",
            "1 bis {0} Streichhölzer",
            "1〜{0}本",
            k
        ),
        Take::Set(s) => {
            let list = nums(s.counts()).join(", ");
            text!(
                lang,
                "exactly one of the counts {{{0}}}",
                "genau eine der Anzahlen {{{0}}}",
                "{{{0}}} のいずれかの本数",
                list
            )
        }
    }
}

/// The German article's cases, as the figure lists them.
fn case_text(lang: Lang, case: MisereCase) -> String {
    match case {
        MisereCase::A => text!(
            lang,
            "Case A: at least two rows with at least two sticks: the nim-sum criterion decides, under both rules.",
            "Fall A: wenigstens zwei Reihen mit wenigstens zwei Streichhölzern: das Nim-Summen-Kriterium entscheidet, bei beiden Regeln.",
            "場合A：2本以上の山が2つ以上：どちらのルールでもニム和の基準で決まる。"
        ),
        MisereCase::B => text!(
            lang,
            "Case B: exactly one row with more than one stick: an N-position with exactly one winning move (misère: leave an odd number of single sticks; normal: an even number).",
            "Fall B: genau eine Reihe mit mehr als einem Streichholz: eine C-Stellung mit genau einem Gewinnzug (Misère: eine ungerade Anzahl einzelner Streichhölzer übrig lassen; Standard: eine gerade).",
            "場合B：2本以上の山がちょうど1つ：N局面で、必勝手はちょうど1つ(逆形では1本の山を奇数個、正規形では偶数個残す)。"
        ),
        MisereCase::Cg => text!(
            lang,
            "Case Cg: no row with more than one stick, an even number of sticks: the player who has just moved takes the last stick — wins under the normal rule, loses under misère.",
            "Fall Cg: keine Reihe mit mehr als einem Streichholz, gerade Anzahl: der übergebende Spieler nimmt das letzte Streichholz — gewinnt bei der Standard-Regel, verliert bei Misère.",
            "場合Cg：どの山も1本以下で合計が偶数：直前に指した人が最後の1本を取る — 正規形では勝ち、逆形では負け。"
        ),
        MisereCase::Cu => text!(
            lang,
            "Case Cu: no row with more than one stick, an odd number of sticks: the player to move takes the last stick — wins under the normal rule, loses under misère.",
            "Fall Cu: keine Reihe mit mehr als einem Streichholz, ungerade Anzahl: der Spieler am Zug nimmt das letzte Streichholz — gewinnt bei der Standard-Regel, verliert bei Misère.",
            "場合Cu：どの山も1本以下で合計が奇数：手番の人が最後の1本を取る — 正規形では勝ち、逆形では負け。"
        ),
    }
}

/// Normal or misère play, as the two lines above name it.
fn rule_name(lang: Lang, ending: Ending) -> String {
    match ending {
        Ending::Normal => text!(lang, "normal play", "Standard-Regel", "正規形"),
        Ending::Misere => text!(lang, "misère play", "Misère-Regel", "逆形"),
    }
}

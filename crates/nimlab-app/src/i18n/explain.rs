//! The explanations' messages: every step, figure and control of the explanation panel in
//! English, German and Japanese.
//!
//! Terminology follows the sources: the German article's Z-/C-Stellung, Nim-Summe and cases
//! A, B, Cg, Cu; the lab handout's E, n_i, B_i and its Fall 1–4; the Japanese article's
//! S, A_k, B_k, T, 補題 1/2, 逆形 and 必勝形; P/N-positions in English.

use super::Lang;
use crate::explain::{Label, StepMsg, Sym, Unknown, Verdict, Who};
use crate::route::Topic;
use nimlab_core::analysis::Outcome;
use nimlab_core::{Ending, MisereCase, Move, Take};

/// A label or control of the explanation panel.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ui {
    Title(Topic),
    Next,
    Prev,
    Close,
    Lecture,
    Fullscreen,
    Reveal,
    Answer,
    CopyLink,
    Copied,
    CopyFailed,
    /// A copied link of a played game's commentary: it holds the position, not the moves.
    LinkHasNoMoves,
    Jump,
    Counter {
        step: usize,
        steps: usize,
    },
    Keys,
    Try,
    Example(Example),
    Position,
    Status,
    Move,
    Departs,
    Also,
    Instead,
    StatusLetter(Outcome),
    LabCase(u8),
    Case(MisereCase),
    /// The German article's aside below its cases.
    CasesNormalNote,
}

/// The list of explanations beside the board: the first module shows it, so its texts are
/// kept apart from the panel's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    Heading,
    ListIntro,
    Title(Topic),
    Blurb(Topic),
}

/// The example positions the panel links to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Example {
    /// The German article's misère ending 1-5.
    GermanEnding,
    /// Marienbad 1-3-5-7.
    Marienbad,
    /// The German article's game 22-5-13-27.
    GermanGame,
    /// A P-position, 19-5-13-27 (S2).
    PPosition,
    /// Two rows, 7-4.
    TwoRows,
    /// The slides' 7-5-3-1 under "take 1 or 2".
    Slides,
    /// The lab handout's three rows 3-4-9 (E = 1110₂; only B₃ = 7 < 9).
    Lab,
}

/// The text of `lang` among the three.
fn pick(lang: Lang, en: &'static str, de: &'static str, ja: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Ja => ja,
    }
}

/// Fills a template's `{0}`…`{9}` placeholders (`{{` and `}}` are braces), so that each
/// message is formatted by one shared routine instead of three `format!` expansions.
fn fill(template: &str, args: &[&dyn std::fmt::Display]) -> String {
    use std::fmt::Write;
    let mut out = String::with_capacity(template.len() + 16);
    let mut rest = template;
    while let Some(i) = rest.find(['{', '}']) {
        out.push_str(&rest[..i]);
        let tail = &rest[i..];
        if tail.starts_with("{{") || tail.starts_with("}}") {
            out.push_str(&tail[..1]);
            rest = &tail[2..];
        } else if let (true, Some(end)) = (tail.starts_with('{'), tail.find('}')) {
            if let Some(value) = tail[1..end].parse::<usize>().ok().and_then(|i| args.get(i)) {
                let _ = write!(out, "{value}");
            }
            rest = &tail[end + 1..];
        } else {
            out.push_str(&tail[..1]);
            rest = &tail[1..];
        }
    }
    out.push_str(rest);
    out
}

/// One text per language, without placeholders.
macro_rules! t {
    ($lang:expr, $en:expr, $de:expr, $ja:expr) => {
        pick($lang, $en, $de, $ja).to_string()
    };
}

/// One template per language with `{0}`, `{1}`, … placeholders, and the values in order.
macro_rules! f {
    ($lang:expr, [$($name:ident),*], $en:expr, $de:expr, $ja:expr) => {
        fill(pick($lang, $en, $de, $ja), &[$(&$name as &dyn std::fmt::Display),*])
    };
}

/// Subscript digits: 12 → ₁₂.
pub fn sub(n: usize) -> String {
    n.to_string()
        .chars()
        .map(|c| char::from_u32(0x2080 + c.to_digit(10).unwrap_or(0)).unwrap_or(c))
        .collect()
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

/// A position written as in the German article: 22-5-13-27.
pub fn pos(rows: &[u64]) -> String {
    rows.iter()
        .map(u64::to_string)
        .collect::<Vec<_>>()
        .join("-")
}

/// Items joined with commas and a final conjunction ("and" or "or").
pub fn join(lang: Lang, items: &[String], or: bool) -> String {
    let word = match (lang, or) {
        (Lang::En, false) => " and ",
        (Lang::En, true) => " or ",
        (Lang::De, false) => " und ",
        (Lang::De, true) => " oder ",
        (Lang::Ja, false) => "、",
        (Lang::Ja, true) => "、または",
    };
    let sep = if lang == Lang::Ja { "、" } else { ", " };
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [init @ .., last] => format!("{}{word}{last}", init.join(sep)),
    }
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
    match (lang, rows.len()) {
        (_, 0) => t!(lang, "none", "keine", "なし"),
        (Lang::En, 1) => format!("row {list}"),
        (Lang::En, _) => format!("rows {list}"),
        (Lang::De, 1) => format!("Reihe {list}"),
        (Lang::De, _) => format!("Reihen {list}"),
        (Lang::Ja, _) => format!("{list}番目の山"),
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
    let base = f!(
        lang,
        [take, r],
        "take {0} from row {1}",
        "{0} aus Reihe {1} nehmen",
        "{1}番目の山から{0}本取る"
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

fn moves_text(lang: Lang, moves: &[Move], rows: Option<&[u64]>) -> String {
    if moves.is_empty() {
        return t!(lang, "no winning move", "kein Gewinnzug", "必勝手なし");
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
        Some(Outcome::N) => t!(
            lang,
            "an N-position (C)",
            "eine C-Stellung (N)",
            "N局面(先手必勝)"
        ),
        Some(Outcome::P) => t!(
            lang,
            "a P-position (Z)",
            "eine Z-Stellung (P)",
            "P局面(後手必勝)"
        ),
        None => t!(lang, "status unknown", "Status unbekannt", "判定不明"),
    }
}

/// "at an N-position (C)", "in einer C-Stellung (N)": where a player is to move.
fn status_at(lang: Lang, outcome: Option<Outcome>) -> String {
    match outcome {
        Some(Outcome::N) => t!(
            lang,
            "at an N-position (C)",
            "in einer C-Stellung (N)",
            "N局面(先手必勝)"
        ),
        Some(Outcome::P) => t!(
            lang,
            "at a P-position (Z)",
            "in einer Z-Stellung (P)",
            "P局面(後手必勝)"
        ),
        None => t!(
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
        Who::Player(p) => f!(lang, [p], "player {0}", "Spieler {0}", "プレイヤー{0}"),
        Who::Computer(_) => t!(lang, "the computer", "der Computer", "コンピュータ"),
        Who::You(_) => t!(lang, "you", "du", "あなた"),
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
        Take::Any => t!(lang, "any number", "beliebig viele", "何本でも"),
        Take::UpTo(2) => t!(lang, "1 or 2 sticks", "1 oder 2 Streichhölzer", "1本か2本"),
        Take::UpTo(k) => f!(
            lang,
            [k],
            "1 to {0} sticks",
            "1 bis {0} Streichhölzer",
            "1〜{0}本"
        ),
        Take::Set(s) => {
            let list = nums(s.counts()).join(", ");
            f!(
                lang,
                [list],
                "exactly one of the counts {{{0}}}",
                "genau eine der Anzahlen {{{0}}}",
                "{{{0}}} のいずれかの本数"
            )
        }
    }
}

/// A symbol of a figure.
pub fn sym(lang: Lang, s: Sym) -> String {
    match s {
        Sym::N(i) => format!("n{}", sub(i + 1)),
        Sym::Gamma(i) => format!("γ{}", sub(i + 1)),
        Sym::A(i) => format!("A{}", sub(i + 1)),
        Sym::B(i) => format!("B{}", sub(i + 1)),
        Sym::GammaA(i) => format!("γ(A{})", sub(i + 1)),
        Sym::GammaB(i) => format!("γ(B{})", sub(i + 1)),
        Sym::E => "E".into(),
        Sym::S => "S".into(),
        Sym::T => "T".into(),
        Sym::NimSum => t!(lang, "nim-sum", "Nim-Summe", "ニム和"),
    }
}

/// The German article's cases, as the figure lists them.
fn case_text(lang: Lang, case: MisereCase) -> String {
    match case {
        MisereCase::A => t!(
            lang,
            "Case A: at least two rows with at least two sticks: the nim-sum criterion decides, under both rules.",
            "Fall A: wenigstens zwei Reihen mit wenigstens zwei Streichhölzern: das Nim-Summen-Kriterium entscheidet, bei beiden Regeln.",
            "場合A：2本以上の山が2つ以上：どちらのルールでもニム和の基準で決まる。"
        ),
        MisereCase::B => t!(
            lang,
            "Case B: exactly one row with more than one stick: a C-position with exactly one winning move (misère: leave an odd number of single sticks; normal: an even number).",
            "Fall B: genau eine Reihe mit mehr als einem Streichholz: eine C-Stellung mit genau einem Gewinnzug (Misère: eine ungerade Anzahl einzelner Streichhölzer übrig lassen; Standard: eine gerade).",
            "場合B：2本以上の山がちょうど1つ：N局面で、必勝手はちょうど1つ(逆形では1本の山を奇数個、正規形では偶数個残す)。"
        ),
        MisereCase::Cg => t!(
            lang,
            "Case Cg: no row with more than one stick, an even number of sticks: the player who has just moved takes the last stick — wins under the normal rule, loses under misère.",
            "Fall Cg: keine Reihe mit mehr als einem Streichholz, gerade Anzahl: der übergebende Spieler nimmt das letzte Streichholz — gewinnt bei der Standard-Regel, verliert bei Misère.",
            "場合Cg：どの山も1本以下で合計が偶数：直前に指した人が最後の1本を取る — 正規形では勝ち、逆形では負け。"
        ),
        MisereCase::Cu => t!(
            lang,
            "Case Cu: no row with more than one stick, an odd number of sticks: the player to move takes the last stick — wins under the normal rule, loses under misère.",
            "Fall Cu: keine Reihe mit mehr als einem Streichholz, ungerade Anzahl: der Spieler am Zug nimmt das letzte Streichholz — gewinnt bei der Standard-Regel, verliert bei Misère.",
            "場合Cu：どの山も1本以下で合計が奇数：手番の人が最後の1本を取る — 正規形では勝ち、逆形では負け。"
        ),
    }
}

/// Renders a text of the list of explanations.
pub fn menu(lang: Lang, m: Menu) -> String {
    match m {
        Menu::Heading => t!(lang, "Explanations", "Erklärungen", "解説"),
        Menu::ListIntro => t!(
            lang,
            "Step by step, with the numbers of the position on the board.",
            "Schritt für Schritt, mit den Zahlen der Stellung auf dem Brett.",
            "盤面の局面の数を使って、一歩ずつ解説します。"
        ),
        Menu::Title(topic) => match topic {
            Topic::NimSum => t!(lang, "The nim-sum criterion", "Das Nim-Summen-Kriterium", "ニム和による判定"),
            Topic::Bouton => t!(lang, "Bouton's winning move", "Boutons Gewinnzug", "バウトンの必勝手"),
            Topic::Proof => t!(lang, "Why it works: the proof", "Warum es funktioniert: der Beweis", "なぜ勝てるか：証明"),
            Topic::Mirror => t!(lang, "Two rows: the mirror strategy", "Zwei Reihen: die Spiegelstrategie", "山が2つ：ミラー戦略"),
            Topic::Columns => t!(lang, "Column by column", "Spalte für Spalte", "列ごとの場合分け"),
            Topic::Misere => t!(lang, "Misère play", "Misère-Spiel", "逆形"),
            Topic::Record => t!(lang, "A whole game", "Eine ganze Partie", "1局をふり返る"),
        },
        Menu::Blurb(topic) => match topic {
            Topic::NimSum => t!(
                lang,
                "Rows in binary, 1s per column, even and odd, XOR: P- or N-position.",
                "Reihen im Dualsystem, Einsen je Spalte, gerade und ungerade, XOR: Z- oder C-Stellung.",
                "2進表記、列ごとの1の個数、偶奇、XOR：P局面かN局面か。"
            ),
            Topic::Bouton => t!(
                lang,
                "The university lab handout's construction: E, its highest 1, Bᵢ = E xor nᵢ, the winning moves.",
                "Die Konstruktion des Hochschul-Laborblatts: E, seine höchste 1, Bᵢ = E xor nᵢ, die Gewinnzüge.",
                "大学の実習資料の構成：E、その最上位の1、Bᵢ = E xor nᵢ、必勝手。"
            ),
            Topic::Proof => t!(
                lang,
                "T = S ⊕ Aₖ ⊕ Bₖ and the two lemmas, with this position's numbers.",
                "T = S ⊕ Aₖ ⊕ Bₖ und die zwei Hilfssätze, mit den Zahlen dieser Stellung.",
                "T = S ⊕ Aₖ ⊕ Bₖ と2つの補題を、この局面の数で。"
            ),
            Topic::Mirror => t!(
                lang,
                "Equal rows lose: copy the opponent.",
                "Gleiche Reihen verlieren: kopiere den Gegner.",
                "等しい2山は負け：相手のまねをする。"
            ),
            Topic::Columns => t!(
                lang,
                "The university lab handout's four cases, column by column.",
                "Die vier Fälle des Hochschul-Laborblatts, Spalte für Spalte.",
                "大学の実習資料の4つの場合を列ごとに。"
            ),
            Topic::Misere => t!(
                lang,
                "Whoever takes the last stick loses: cases A, B, Cg, Cu, and where play departs.",
                "Wer das letzte nimmt, verliert: Fälle A, B, Cg, Cu, und wo das Spiel abweicht.",
                "最後の1本を取ると負け：場合A, B, Cg, Cu と分かれ目。"
            ),
            Topic::Record => t!(
                lang,
                "Every move commented: your game, or S1…S9 of German Wikipedia's article.",
                "Jeder Zug kommentiert: deine Partie oder S1…S9 des Wikipedia-Artikels.",
                "すべての手を解説：あなたの対局、またはドイツ語版ウィキペディアの S1…S9。"
            ),
        },
    }
}

/// Renders a label or control of the panel.
pub fn ui(lang: Lang, u: Ui) -> String {
    match u {
        Ui::Title(topic) => menu(lang, Menu::Title(topic)),
        Ui::Next => t!(lang, "Next", "Weiter", "次へ"),
        Ui::Prev => t!(lang, "Back", "Zurück", "前へ"),
        Ui::Close => t!(lang, "Close the explanation", "Erklärung schließen", "解説を閉じる"),
        Ui::Lecture => t!(lang, "Lecture mode", "Vorlesungsmodus", "講義モード"),
        Ui::Fullscreen => t!(lang, "Full screen", "Vollbild", "全画面"),
        Ui::Reveal => t!(lang, "Reveal the answer", "Lösung zeigen", "答えを見る"),
        Ui::Answer => t!(lang, "Answer", "Lösung", "答え"),
        Ui::CopyLink => t!(lang, "Copy link to this step", "Link zu diesem Schritt kopieren", "このステップへのリンクをコピー"),
        Ui::Copied => t!(lang, "Link copied.", "Link kopiert.", "リンクをコピーしました。"),
        Ui::CopyFailed => t!(
            lang,
            "Copying is not allowed here: the address bar holds the link.",
            "Kopieren ist hier nicht erlaubt: die Adresszeile enthält den Link.",
            "ここではコピーできません：アドレスバーのリンクを使ってください。"
        ),
        Ui::LinkHasNoMoves => t!(
            lang,
            "It holds the position on screen, not the moves played: opened elsewhere, this explanation comments on a game of perfect play from there.",
            "Er enthält die Stellung auf dem Bildschirm, nicht die gespielten Züge: anderswo geöffnet, kommentiert diese Erklärung eine Partie mit perfektem Spiel von dort.",
            "リンクに含まれるのは画面の局面で、指した手は含まれません。別の場所で開くと、この解説はその局面からの最善手の対局を解説します。"
        ),
        Ui::Jump => t!(lang, "Go to step", "Gehe zu Schritt", "ステップへ移動"),
        Ui::Counter { step, steps } => {
            f!(
                lang,
                [step, steps],
                "Step {0} of {1}",
                "Schritt {0} von {1}",
                "ステップ {0} / {1}"
            )
        }
        Ui::Keys => t!(
            lang,
            "Keys: → Space Page Down: next · ← Page Up: back · Home End: first, last · R: reveal · Esc: close (in lecture mode, first leave it)",
            "Tasten: → Leertaste Bild ab: weiter · ← Bild auf: zurück · Pos1 Ende: erster, letzter · R: Lösung · Esc: schließen (im Vorlesungsmodus erst diesen verlassen)",
            "キー：→ スペース PageDown：次へ · ← PageUp：前へ · Home End：最初・最後 · R：答え · Esc：閉じる(講義モードではまず講義モードを終了)"
        ),
        Ui::Try => t!(lang, "Try it on:", "Ausprobieren an:", "試す："),
        Ui::Example(e) => match e {
            Example::GermanEnding => t!(lang, "German Wikipedia's ending 1-5 (misère)", "dem Ende 1-5 des Wikipedia-Artikels (Misère)", "ドイツ語版ウィキペディアの終盤 1-5(逆形)"),
            Example::Marienbad => t!(lang, "Marienbad 1-3-5-7", "Marienbad 1-3-5-7", "マリエンバート 1-3-5-7"),
            Example::GermanGame => t!(lang, "German Wikipedia's game 22-5-13-27", "der Partie 22-5-13-27 des Wikipedia-Artikels", "ドイツ語版ウィキペディアの対局 22-5-13-27"),
            Example::PPosition => t!(lang, "a Z-position, 19-5-13-27", "einer Z-Stellung, 19-5-13-27", "P局面 19-5-13-27"),
            Example::TwoRows => t!(lang, "two rows, 7-4", "zwei Reihen, 7-4", "山が2つ、7-4"),
            Example::Slides => t!(lang, "7-5-3-1 with “take 1 or 2”", "7-5-3-1 mit „nimm 1 oder 2“", "「1本か2本取る」の 7-5-3-1"),
            Example::Lab => t!(lang, "the university lab handout's 3-4-9", "3-4-9 des Hochschul-Laborblatts", "大学の実習資料の 3-4-9"),
        },
        Ui::Position => t!(lang, "position", "Stellung", "局面"),
        Ui::Status => t!(lang, "status", "Status", "判定"),
        Ui::Move => t!(lang, "move", "Zug", "手"),
        Ui::Departs => t!(lang, "← misère departs here", "← hier weicht Misère ab", "← 逆形はここで分かれる"),
        Ui::Also => t!(lang, "also winning:", "auch gewinnend:", "他の必勝手："),
        Ui::Instead => t!(lang, "winning instead:", "stattdessen gewinnend:", "代わりの必勝手："),
        Ui::StatusLetter(o) => super::status_letter(lang, o).into(),
        Ui::LabCase(n) => match n {
            1 => t!(lang, "Case 1: no 1 — even", "Fall 1: keine 1 — gerade", "場合1：1が0個 — 偶数"),
            2 => t!(lang, "Case 2: two 1s — even", "Fall 2: zwei Einsen — gerade", "場合2：1が2個 — 偶数"),
            3 => t!(lang, "Case 3: one 1 — odd", "Fall 3: eine 1 — ungerade", "場合3：1が1個 — 奇数"),
            _ => t!(lang, "Case 4: three 1s — odd", "Fall 4: drei Einsen — ungerade", "場合4：1が3個 — 奇数"),
        },
        Ui::Case(case) => case_text(lang, case),
        Ui::CasesNormalNote => t!(
            lang,
            "Under the normal rule this split into cases is not needed: it leads to the same result as the nim-sum criterion.",
            "Bei der Standard-Regel braucht man die Fallunterscheidung nicht: sie führt zu demselben Ergebnis wie das Nim-Summen-Kriterium.",
            "正規形ではこの場合分けは不要です：ニム和の基準と同じ結果になります。"
        ),
    }
}

/// Under a step about another position than the game's: the board and the binary panel show
/// it (`rows`, judged under `ending`).
pub fn board_shows(lang: Lang, rows: &[u64], ending: Ending) -> String {
    let (p, rule) = (pos(rows), rule_name(lang, ending));
    f!(
        lang,
        [p, rule],
        "The board and the binary panel show this step's position, {0}, under {1}. Closing the explanation shows the game again.",
        "Brett und Dualtafel zeigen die Stellung dieses Schritts, {0}, nach der {1}. Nach dem Schließen der Erklärung zeigen sie wieder das Spiel.",
        "盤面と2進表はこのステップの局面 {0}({1})を表示しています。解説を閉じると対局の局面に戻ります。"
    )
}

/// After a click on the board while it shows a step's position.
pub fn board_inert(lang: Lang) -> String {
    t!(
        lang,
        "The board shows the step's position, not the game: close the explanation to play on.",
        "Das Brett zeigt die Stellung des Schritts, nicht das Spiel: zum Weiterspielen die Erklärung schließen.",
        "盤面はステップの局面で、対局ではありません。続けて指すには解説を閉じてください。"
    )
}

/// In place of whose turn it is, while the board shows a step's position (`rows`, `ending`).
pub fn board_caption(lang: Lang, rows: &[u64], ending: Ending) -> String {
    let (p, rule) = (pos(rows), rule_name(lang, ending));
    f!(
        lang,
        [p, rule],
        "On the board: the step's position {0}, under {1}",
        "Auf dem Brett: die Stellung des Schritts, {0}, nach der {1}",
        "盤面：このステップの局面 {0}({1})"
    )
}

/// Normal or misère play, as the two lines above name it.
fn rule_name(lang: Lang, ending: Ending) -> String {
    match ending {
        Ending::Normal => t!(lang, "normal play", "Standard-Regel", "正規形"),
        Ending::Misere => t!(lang, "misère play", "Misère-Regel", "逆形"),
    }
}

/// Renders a step's message.
pub fn step_text(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        Restricted { take, count_xor, grundy_xor } => {
            let rule = take_rule(lang, take);
            f!(
                lang,
                [rule, count_xor, grundy_xor],
                "These rules restrict a move to {0}. Bouton's theorem is about unrestricted Nim: here the XOR of the counts ({1}) does not decide who wins. By Sprague–Grundy each row counts as its Grundy value γ, the mex of the values it can move to, and the XOR of the Grundy values ({2}) decides. This explanation works with the Grundy values.",
                "Diese Regeln erlauben pro Zug {0}. Boutons Satz gilt für Nim ohne Beschränkung: hier entscheidet die XOR-Summe der Anzahlen ({1}) nicht, wer gewinnt. Nach Sprague–Grundy zählt jede Reihe mit ihrem Grundy-Wert γ, dem mex der Werte, die sie erreichen kann, und die Nim-Summe der Grundy-Werte ({2}) entscheidet. Diese Erklärung rechnet mit den Grundy-Werten.",
                "このルールでは1回に{0}しか取れません。バウトンの定理は制限のないニムの定理なので、本数の排他的論理和({1})では勝敗は決まりません。スプレイグ・グランディの定理により、各山はグランディ数 γ(移れる値の mex)として数え、グランディ数のニム和({2})が勝敗を決めます。この解説はグランディ数で計算します。"
            )
        }
        MisereRestrictedNote => t!(
            lang,
            "Misère play with restricted moves has no formula: the app solves such positions exactly, working backwards. What follows is the theory of normal play under these rules.",
            "Für Misère mit beschränkten Zügen gibt es keine Formel: die App löst solche Stellungen exakt durch Rückwärtsrechnen. Das Folgende ist die Theorie des Normalspiels unter diesen Regeln.",
            "制限付きの逆形には公式がなく、アプリは後退帰納法で厳密に解きます。以下はこのルールでの正規形の理論です。"
        ),
        MisereNormalNote => t!(
            lang,
            "This game is played under misère (whoever takes the last stick loses). What follows is the theory of normal play (whoever takes the last stick wins): its verdicts and moves are those of normal play. The last step says whether misère play agrees here.",
            "Dieses Spiel läuft nach der Misère-Regel (wer das letzte Streichholz nimmt, verliert). Das Folgende ist die Theorie des Normalspiels (wer das letzte Streichholz nimmt, gewinnt): Urteile und Züge sind die des Normalspiels. Der letzte Schritt sagt, ob Misère hier übereinstimmt.",
            "このゲームは逆形(最後の1本を取ると負け)です。以下は正規形(最後の1本を取ると勝ち)の理論で、判定と手は正規形のものです。最後のステップで、ここで逆形でも同じ結論になるかを述べます。"
        ),
        MisereNote { agrees: true } => t!(
            lang,
            "This game is played under misère (whoever takes the last stick loses). Here misère play gives the same advice: at least two rows have two or more sticks (case A), and the nim-sum decides as in normal play.",
            "Dieses Spiel läuft nach der Misère-Regel (wer das letzte Streichholz nimmt, verliert). Hier gibt Misère denselben Rat: mindestens zwei Reihen haben zwei oder mehr Streichhölzer (Fall A), und die Nim-Summe entscheidet wie im Normalspiel.",
            "このゲームは逆形(最後の1本を取ると負け)です。ここでは逆形でも同じ手が正解です：2本以上の山が2つ以上あり(場合A)、正規形と同じくニム和で決まります。"
        ),
        MisereNote { agrees: false } => t!(
            lang,
            "This game is played under misère, and here misère play departs from normal play: at most one row has two or more sticks. See the explanation “Misère play”.",
            "Dieses Spiel läuft nach der Misère-Regel, und hier weicht Misère vom Normalspiel ab: höchstens eine Reihe hat zwei oder mehr Streichhölzer. Siehe die Erklärung „Misère-Spiel“.",
            "このゲームは逆形で、ここでは逆形が正規形から分かれます：2本以上の山は1つ以下です。解説「逆形」を見てください。"
        ),

        BinaryIntro { rows, width, grundy } => {
            let top = 1u64 << (width - 1);
            // A single column (rows of 0 and 1 only) is not a range "from 1 down to 1".
            let span = match top {
                1 => t!(lang, "here only the column of 1", "hier nur die Einer-Spalte", "ここでは1の位だけ"),
                _ => f!(lang, [top], "here from {0} down to 1", "hier von {0} bis 1", "ここでは{0}の位から1の位まで"),
            };
            match grundy {
                false => f!(
                    lang,
                    [rows, span],
                    "Write each row's count in binary: one column per power of two, {1}.",
                    "Schreibe die Anzahl jeder Reihe im Dualsystem (Dualdarstellung): eine Spalte je Zweierpotenz, {1}.",
                    "{0}個の山の本数を2進数で書きます。2のべき乗ごとに1列、{1}。"
                ),
                true => f!(
                    lang,
                    [rows, span],
                    "Write each row's Grundy value in binary: one column per power of two, {1}.",
                    "Schreibe den Grundy-Wert jeder Reihe im Dualsystem: eine Spalte je Zweierpotenz, {1}.",
                    "{0}個の山のグランディ数を2進数で書きます。2のべき乗ごとに1列、{1}。"
                ),
            }
        }
        RowBinary { row, count, value, width, grundy } => {
            let r = row + 1;
            let b = bin(*value, *width);
            let sum = if value.count_ones() > 1 { format!(" = {}", powers(*value)) } else { String::new() };
            match (grundy, value) {
                (false, 0) => f!(
                    lang,
                    [r, b],
                    "Row {0} is empty: 0 = {1}, no 1 in any column.",
                    "Reihe {0} ist leer: 0 = {1}, keine 1 in irgendeiner Spalte.",
                    "{0}番目の山は空です：0 = {1}、どの位にも1はありません。"
                ),
                (false, v) => f!(
                    lang,
                    [r, v, sum, b],
                    "Row {0}: {1}{2} = {3}.",
                    "Reihe {0}: {1}{2} = {3}.",
                    "{0}番目の山：{1}{2} = {3}。"
                ),
                (true, v) => {
                    let g = format!("γ{}", sub(r));
                    let count = super::sticks(lang, *count);
                    f!(
                        lang,
                        [r, count, g, v, sum, b],
                        "Row {0}: {1}, Grundy value {2} = {3}{4} = {5}.",
                        "Reihe {0}: {1}, Grundy-Wert {2} = {3}{4} = {5}.",
                        "{0}番目の山：{1}、グランディ数 {2} = {3}{4} = {5}。"
                    )
                }
            }
        }
        CountOnes => t!(
            lang,
            "Count the 1s in each column, from the highest power of two down to 1.",
            "Zähle die Einsen in jeder Spalte, von der höchsten Zweierpotenz bis zur 1.",
            "各列の1の個数を、最上位の位から1の位まで数えます。"
        ),
        OnesAre { ones } => {
            let list = nums(ones).join("-");
            f!(
                lang,
                [list],
                "Column counts: {0}.",
                "Spaltensummen: {0}.",
                "各列の1の個数：{0}。"
            )
        }
        Parities => t!(
            lang,
            "Is each column's count even (e) or odd (o)?",
            "Ist jede Spaltensumme gerade (g) oder ungerade (u)?",
            "各列の個数は偶数(偶)か奇数(奇)か？"
        ),
        ParitiesAre { odd } => {
            let marks = |e: &str, o: &str| odd.iter().map(|&x| if x { o } else { e }).collect::<Vec<_>>().join("-");
            let (e, g, j) = (marks("e", "o"), marks("g", "u"), marks("偶", "奇"));
            f!(
                lang,
                [e, g, j],
                "Parities: {0}.",
                "Paritäten: {1}.",
                "偶奇：{2}。"
            )
        }
        XorRule { plain_sum } => {
            let mut text = t!(
                lang,
                "The nim-sum ⊕ (XOR, exclusive or) adds in binary without carry, column by column: 0 ⊕ 0 = 1 ⊕ 1 = 0 and 0 ⊕ 1 = 1 ⊕ 0 = 1. So its digit is 1 exactly in the odd columns.",
                "Die Nim-Summe ⊕ (XOR, exklusives Oder) addiert im Dualsystem ohne Übertrag, Spalte für Spalte: 0 ⊕ 0 = 1 ⊕ 1 = 0 und 0 ⊕ 1 = 1 ⊕ 0 = 1. Ihre Ziffer ist also genau in den ungeraden Spalten 1.",
                "ニム和 ⊕(排他的論理和、XOR)は2進数の繰り上がりのない足し算で、位ごとに 0 ⊕ 0 = 1 ⊕ 1 = 0、0 ⊕ 1 = 1 ⊕ 0 = 1 と計算します。したがってニム和の各位は、1の個数が奇数の列でちょうど1になります。"
            );
            // The lab handout's own examples, two operands and three, and the algebra's name.
            lang.push_sentence(&mut text, &t!(
                lang,
                "The lab handout's examples: 0101 ⊕ 0110 = 0011; with three operands, 01010101 ⊕ 00110011 ⊕ 00001111 = 01101001, every combination of three bits once: the result is 1 where an odd number of them is 1. In algebra the nim-sum is vector addition over GF(2).",
                "Die Beispiele des Laborblatts: 0101 ⊕ 0110 = 0011; mit drei Operanden 01010101 ⊕ 00110011 ⊕ 00001111 = 01101001, jede Kombination dreier Bits einmal: das Ergebnis ist 1, wo eine ungerade Anzahl von ihnen 1 ist. Algebraisch ist die Nim-Summe die Vektoraddition über GF(2).",
                "実習資料の例：0101 ⊕ 0110 = 0011。3つの場合は 01010101 ⊕ 00110011 ⊕ 00001111 = 01101001 で、3ビットの組合せをすべて1回ずつ含みます：1の個数が奇数の位で結果は1。代数的には、ニム和は GF(2) 上のベクトルの和です。"
            ));
            if let Some(sum) = plain_sum {
                lang.push_sentence(&mut text, &f!(
                    lang,
                    [sum],
                    "(The ordinary sum of the counts, {0}, is no use here: carrying mixes the columns.)",
                    "(Die gewöhnliche Summe der Anzahlen, {0}, hilft hier nicht: ihre Überträge vermischen die Spalten.)",
                    "(本数の普通の和 {0} は役に立ちません。繰り上がりで位が混ざるからです。)"
                ));
            }
            text
        }
        NimSumIs { value, width } => {
            let b = bin(*value, *width);
            f!(
                lang,
                [b, value],
                "nim-sum = {0} = {1}.",
                "Nim-Summe = {0} = {1}.",
                "ニム和 = {0} = {1}。"
            )
        }
        // The German article's two categories, stated where the question asks for one.
        VerdictQ => t!(
            lang,
            "A Z-position (P) or a C-position (N)? As in every shrinking game of perfect information for two players without draws, there are two kinds of positions (leaving the end position aside): the Z-position (from “Zwang”, constraint), from which every move must make a C-position, and the C-position (from “Chance”), from which some move can always make a Z-position.",
            "Eine Z-Stellung oder eine C-Stellung? Wie bei allen schrumpfenden Spielen mit perfekter Information ohne Unentschieden für zwei Spieler gibt es zwei Kategorien von Spielstellungen (von der Endstellung abgesehen): die Z-Stellung (von „Zwang“): aus einer Z-Stellung muss immer eine C-Stellung gemacht werden; die C-Stellung (von „Chance“): aus einer C-Stellung kann immer eine Z-Stellung gemacht werden.",
            "P局面(後手必勝)か、N局面(先手必勝)か？引き分けのない2人用の完全情報ゲームで局面が小さくなっていき必ず終わるものでは、(終局を別にして)局面は2種類に分かれる：ドイツ語版の Z局面(「Zwang」、強制)からはどの手も C局面にせざるを得ず、C局面(「Chance」、機会)からは必ず Z局面にする手がある。"
        ),
        VerdictN { odd_weights, grundy } => {
            let w = weights(lang, odd_weights);
            // One odd column (a single row of 1 stick, say) is named in the singular.
            let mut text = match odd_weights.len() {
                1 => f!(lang, [w], "The column of {0} is odd.", "Die Spalte mit dem Stellenwert {0} ist ungerade.", "奇数の列：{0} の位。"),
                _ => f!(lang, [w], "The columns of {0} are odd.", "Die Spalten mit den Stellenwerten {0} sind ungerade.", "奇数の列：{0} の位。"),
            };
            lang.push_sentence(
                &mut text,
                &t!(
                    lang,
                    "The nim-sum is not 0: a C-position (N, from “Chance”) — the player to move can win with perfect play",
                    "Die Nim-Summe ist nicht 0: eine C-Stellung (Chance, N) — wer am Zug ist, kann mit perfektem Spiel gewinnen",
                    "ニム和は0でないので N局面(先手必勝、ドイツ語版の C局面)です — 手番の人は最善を尽くせば勝てます"
                ),
            );
            // Bouton proved it for plain Nim; for the rows' Grundy values it is Sprague–Grundy's.
            text.push_str(&match (*grundy, lang) {
                (false, Lang::Ja) => "(バウトン 1901)。".to_string(),
                (true, Lang::Ja) => "(スプレイグ 1935、グランディ 1939)。".to_string(),
                (false, _) => " (Bouton 1901).".to_string(),
                (true, _) => " (Sprague 1935, Grundy 1939).".to_string(),
            });
            text
        }
        // Why every move makes a column odd: the German article's reason for counts, the mex's
        // for Grundy values (which a move may also raise).
        VerdictP { grundy: false } => t!(
            lang,
            "Every column is even: the nim-sum is 0, a Z-position (P, from “Zwang”) — a move takes from exactly one row, so it turns at least one of that row's 1s into 0 and makes that column odd (the rules allow no compensation in another row): the player to move loses against perfect play.",
            "Alle Spalten sind gerade: die Nim-Summe ist 0, eine Z-Stellung (Zwang, P) — ein Zug nimmt aus genau einer Reihe, macht dort also mindestens eine 1 zur 0 und deren Spalte ungerade (eine Kompensation in einer anderen Reihe lässt die Spielregel nicht zu): wer am Zug ist, verliert gegen perfektes Spiel.",
            "すべての列が偶数：ニム和は0で P局面(後手必勝、ドイツ語版の Z局面)です — 手はちょうど1つの山から取るので、その山の1を少なくとも1つ0にし、その1の列を奇数にします(別の山で埋め合わせることはルール上できません)。手番の人は最善手に対して負けます。"
        ),
        VerdictP { grundy: true } => t!(
            lang,
            "Every column is even: the nim-sum is 0, a Z-position (P, from “Zwang”) — a move changes exactly one row's Grundy value (no option has the same value: that is the mex), so it changes a digit of that row and makes that column odd: the player to move loses against perfect play.",
            "Alle Spalten sind gerade: die Nim-Summe ist 0, eine Z-Stellung (Zwang, P) — ein Zug ändert den Grundy-Wert genau einer Reihe (keine Option hat denselben Wert: das ist der mex), also eine Ziffer dieser Reihe, und macht deren Spalte ungerade: wer am Zug ist, verliert gegen perfektes Spiel.",
            "すべての列が偶数：ニム和は0で P局面(後手必勝、ドイツ語版の Z局面)です — 手はちょうど1つの山のグランディ数を変える(同じ値の選択肢はない：それが mex)ので、その山のグランディ数のどこかの桁が変わり、その桁の列が奇数になります。手番の人は最善手に対して負けます。"
        ),

        LabE { rows, grundy: false } => {
            let e = chain("n", *rows, "xor");
            f!(
                lang,
                [e],
                "The strategy for any number of piles (Japanese article): with S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ, the nim-sum of the piles, the player to move wins if S ≠ 0, since a move can always make S = 0, and loses if S = 0. In the lab handout's notation: n₁, n₂, … are the rows' counts. Compute E = {0}.",
                "Die Strategie für beliebig viele Reihen (japanischer Artikel): mit S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ, der Nim-Summe der Reihen, gewinnt der Spieler am Zug bei S ≠ 0, denn ein Zug kann immer S = 0 herstellen, und verliert bei S = 0. In der Notation des Laborblatts: n₁, n₂, … sind die Anzahlen der Reihen. Berechne E = {0}.",
                "山の数が任意の場合の戦略(日本語版ウィキペディア)：各山の本数のニム和を S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ とすると、S ≠ 0 のときは必ず S = 0 にできるので先手必勝、S = 0 ならば後手必勝。実習資料の記法では、n₁, n₂, … を各山の本数とし、E = {0} を計算します。"
            )
        }
        LabE { rows, grundy: true } => {
            let e = chain("γ", *rows, "xor");
            f!(
                lang,
                [e],
                "The lab handout's construction, with the rows' Grundy values γ₁, γ₂, … in place of the counts: E = {0}.",
                "Die Konstruktion des Laborblatts, mit den Grundy-Werten γ₁, γ₂, … statt der Anzahlen: E = {0}.",
                "実習資料の構成を、本数の代わりにグランディ数 γ₁, γ₂, … で行います：E = {0}。"
            )
        }
        EIs { value, width } => {
            let b = bin(*value, *width);
            f!(
                lang,
                [b, value],
                "E = {0} = {1}.",
                "E = {0} = {1}.",
                "E = {0} = {1}。"
            )
        }
        EZero { grundy: false } => t!(
            lang,
            "E = 0: every column is even, a Z-position (P). E has no highest 1, and for every row Bᵢ = E xor nᵢ = nᵢ: no row can be made smaller to reach E = 0. Every move changes one row and so makes E ≠ 0: against perfect play, every move loses.",
            "E = 0: alle Spalten sind gerade, eine Z-Stellung (P). E hat keine höchste 1, und für jede Reihe ist Bᵢ = E xor nᵢ = nᵢ: keine Reihe lässt sich verkleinern, sodass E = 0 wird. Jeder Zug ändert eine Reihe und macht E ≠ 0: gegen perfektes Spiel verliert jeder Zug.",
            "E = 0：すべての列が偶数で、P局面(後手必勝)です。E には最上位の1がなく、どの山でも Bᵢ = E xor nᵢ = nᵢ なので、減らして E = 0 にできる山はありません。どの手も1つの山を変えて E ≠ 0 にするので、最善手に対してはどの手も負けです。"
        ),
        EZero { grundy: true } => t!(
            lang,
            "E = 0: a Z-position (P). Every move changes the Grundy value of its row (γ is the mex of the values the row can move to, so it differs from each of them) and makes E ≠ 0: against perfect play, every move loses.",
            "E = 0: eine Z-Stellung (P). Jeder Zug ändert den Grundy-Wert seiner Reihe (γ ist der mex der erreichbaren Werte, also von jedem verschieden) und macht E ≠ 0: gegen perfektes Spiel verliert jeder Zug.",
            "E = 0：P局面(後手必勝)です。どの手もその山のグランディ数を変えます(γ は移れる値の mex なので、そのどれとも異なる)。よって E ≠ 0 になり、最善手に対してはどの手も負けです。"
        ),
        EZeroExample { row, take, after, .. } => {
            let (r, p) = (row + 1, pos(after));
            f!(
                lang,
                [take, r, p],
                "For example, take {0} from row {1}: {2} is left. What is its nim-sum T?",
                "Zum Beispiel {0} aus Reihe {1} nehmen: es bleibt {2}. Wie groß ist die Nim-Summe T dieser Stellung?",
                "例えば{1}番目の山から{0}本取ると {2} が残ります。そのニム和 T は？"
            )
        }
        TopBit { e, width, weight } => {
            let (b, l) = (bin(*e, *width), weight.trailing_zeros());
            f!(
                lang,
                [b, weight, l],
                "The highest 1 of E = {0} is in the column of {1} (2^ℓ with ℓ = {2}).",
                "Die höchste 1 von E = {0} steht in der {1}er-Spalte (2^ℓ mit ℓ = {2}).",
                "E = {0} の最上位の1は {1} の位です(2^ℓ, ℓ = {2})。"
            )
        }
        TopRowsQ { weight } => f!(
            lang,
            [weight],
            "Which rows have a 1 in the column of {0}?",
            "Welche Reihen haben in der {0}er-Spalte eine 1?",
            "{0} の位に1がある山はどれか？"
        ),
        TopRowsA { rows, .. } => {
            let (list, k) = (rows_cap(lang, rows), rows.len());
            f!(
                lang,
                [list, k],
                "{0}: {1}, an odd number, because E has a 1 here: the column is odd.",
                "{0}: {1} Stück, eine ungerade Anzahl, denn E hat hier eine 1: die Spalte ist ungerade.",
                "{0}：{1}個。E のこの位が1なので列は奇数で、個数も奇数です。"
            )
        }
        WhyLess { weight, grundy } => {
            let n = if *grundy { "γᵢ" } else { "nᵢ" };
            let mut text = f!(
                lang,
                [n, weight],
                "Why these rows: Bᵢ = E xor {0} flips the bits of {0} exactly where E has a 1. Above the column of {1} E has only 0s, so Bᵢ agrees with {0} there; in the column of {1} the bit flips. If {0} has a 1 there, Bᵢ has a 0 and is smaller than {0}, whatever happens in the lower columns; if {0} has a 0 there, Bᵢ is larger. So exactly these rows can be reduced to Bᵢ.",
                "Warum diese Reihen: Bᵢ = E xor {0} kippt die Bits von {0} genau dort, wo E eine 1 hat. Oberhalb der {1}er-Spalte hat E nur Nullen, dort stimmt Bᵢ mit {0} überein; in der {1}er-Spalte kippt das Bit. Hat {0} dort eine 1, hat Bᵢ eine 0 und ist kleiner als {0}, was immer in den niedrigeren Spalten geschieht; hat {0} dort eine 0, ist Bᵢ größer. Genau diese Reihen lassen sich also auf Bᵢ verringern.",
                "なぜこれらの山か：Bᵢ = E xor {0} は、E が1の位で {0} のビットを反転します。{1} の位より上では E はすべて0なので Bᵢ は {0} と一致し、{1} の位でビットが反転します。{0} のその位が1なら Bᵢ は0になり、下の位に関係なく {0} より小さくなります。0なら Bᵢ の方が大きくなります。したがって、ちょうどこれらの山だけを Bᵢ に減らせます。"
            );
            if *grundy {
                lang.push_sentence(&mut text, &t!(
                    lang,
                    "(With Grundy values: γᵢ is a mex, so a move reaches every smaller value; a larger value only sometimes.)",
                    "(Mit Grundy-Werten: γᵢ ist ein mex, also erreicht ein Zug jeden kleineren Wert, einen größeren nur manchmal.)",
                    "(グランディ数の場合：γᵢ は mex なので、それより小さい値にはいつでも移れますが、大きい値には移れるとは限りません。)"
                ));
            }
            text
        }
        BoutonRowQ { row, n, e } => {
            let (r, s) = (row + 1, sub(row + 1));
            f!(
                lang,
                [r, s, e, n],
                "Row {0}: compute B{1} = E xor n{1} = {2} xor {3}.",
                "Reihe {0}: berechne B{1} = E xor n{1} = {2} xor {3}.",
                "{0}番目の山：B{1} = E xor n{1} = {2} xor {3} を計算します。"
            )
        }
        ReplacementTable { moves } => f!(
            lang,
            [moves],
            "The lab handout's table: each row in turn replaced by its Bᵢ. Every replacement makes every column even, E = 0, but sticks can only be taken: only a Bᵢ below nᵢ is a move, {0} of them here.",
            "Die Tabelle des Laborblatts: nacheinander jede Reihe durch ihr Bᵢ ersetzt. Jede Ersetzung macht alle Spalten gerade, E = 0, aber Streichhölzer kann man nur wegnehmen: nur ein Bᵢ unter nᵢ ist ein Zug, hier {0}.",
            "実習資料の表：各山を順に Bᵢ に置き換える。どの置き換えでもすべての列が偶数になり E = 0 だが、棒は取ることしかできないので、nᵢ より小さい Bᵢ だけが手になる(ここでは {0} 通り)。"
        ),
        BoutonRowA { row, n, b } => {
            let (r, s) = (row + 1, sub(row + 1));
            let take = n.saturating_sub(*b);
            match (b < n, *b == 0) {
                (true, true) => f!(
                    lang,
                    [s, n],
                    "B{0} = 0 < {1} = n{0}: take the whole row, all {1} — a winning move.",
                    "B{0} = 0 < {1} = n{0}: nimm die ganze Reihe ({1} → 0) — ein Gewinnzug.",
                    "B{0} = 0 < {1} = n{0}：山を全部({1}本)取るのが必勝手です。"
                ),
                (true, false) => f!(
                    lang,
                    [s, b, n, take],
                    "B{0} = {1} < {2} = n{0}: replace {2} by {1}, that is, take {3} — a winning move.",
                    "B{0} = {1} < {2} = n{0}: ersetze {2} durch {1}, nimm also {3} — ein Gewinnzug.",
                    "B{0} = {1} < {2} = n{0}：{2} を {1} にする、つまり{3}本取るのが必勝手です。"
                ),
                (false, _) => f!(
                    lang,
                    [s, b, n, r],
                    "B{0} = {1} > {2} = n{0}: a row cannot grow, so row {3} has no winning move.",
                    "B{0} = {1} > {2} = n{0}: eine Reihe kann nicht wachsen, also hat Reihe {3} keinen Gewinnzug.",
                    "B{0} = {1} > {2} = n{0}：山は増やせないので、{3}番目の山には必勝手がありません。"
                ),
            }
        }
        GrundyRowQ { row, n, g, e } => {
            let (r, s, n) = (row + 1, sub(row + 1), super::sticks(lang, *n));
            f!(
                lang,
                [r, n, s, g, e],
                "Row {0}: {1}, γ{2} = {3}. It would need the Grundy value B{2} = E xor γ{2} = {4} xor {3}.",
                "Reihe {0}: {1}, γ{2} = {3}. Sie bräuchte den Grundy-Wert B{2} = E xor γ{2} = {4} xor {3}.",
                "{0}番目の山：{1}、γ{2} = {3}。必要なグランディ数は B{2} = E xor γ{2} = {4} xor {3}。"
            )
        }
        GrundyRowA { row, g, r, takes } => {
            let (n, s) = (row + 1, sub(row + 1));
            let t = join(lang, &nums(takes), true);
            match (r < g, takes.is_empty()) {
                (true, _) => f!(
                    lang,
                    [s, r, g, n, t],
                    "B{0} = {1} < {2} = γ{0}: a reducing move. It always exists, since γ{0} is the mex of the values row {3} can reach: take {4}.",
                    "B{0} = {1} < {2} = γ{0}: ein verringernder Zug. Er existiert immer, denn γ{0} ist der mex der Werte, die Reihe {3} erreichen kann: nimm {4}.",
                    "B{0} = {1} < {2} = γ{0}：減らす手。γ{0} は{3}番目の山から移れる値の mex なので必ず存在します：{4}本取る。"
                ),
                (false, false) => f!(
                    lang,
                    [s, r, g, t],
                    "B{0} = {1} > {2} = γ{0}: a raising move, which exists only if some move happens to reach value {1} — here one does: take {3}.",
                    "B{0} = {1} > {2} = γ{0}: ein erhöhender Zug; er existiert nur, wenn zufällig ein Zug den Wert {1} erreicht — hier ja: nimm {3}.",
                    "B{0} = {1} > {2} = γ{0}：増やす手。たまたま値 {1} に移れる手があるときだけ存在し、ここではあります：{3}本取る。"
                ),
                (false, true) => f!(
                    lang,
                    [s, r, g, n],
                    "B{0} = {1} > {2} = γ{0}, and no move of row {3} reaches value {1}: impossible.",
                    "B{0} = {1} > {2} = γ{0}, und kein Zug in Reihe {3} erreicht den Wert {1}: unmöglich.",
                    "B{0} = {1} > {2} = γ{0} で、{3}番目の山から値 {1} には移れません：不可能。"
                ),
            }
        }
        CountQ => t!(lang, "How many winning moves are there?", "Wie viele Gewinnzüge gibt es?", "必勝手はいくつあるか？"),
        CountA { moves, weight } => {
            let (k, list) = (moves.len(), moves_text(lang, moves, None));
            f!(
                lang,
                [k, weight, list],
                "{0}: one for each 1 in the column of {1}. That column is odd, so the number of winning moves is always odd — at least one. The winning moves: {2}.",
                "{0}: einer für jede 1 in der {1}er-Spalte. Diese Spalte ist ungerade, also ist die Anzahl der Gewinnzüge immer ungerade — mindestens einer. Die Gewinnzüge: {2}.",
                "{0}個：{1} の位の1ごとに1つ。この列は奇数なので、必勝手の数はいつも奇数(少なくとも1つ)です。必勝手：{2}。"
            )
        }
        GrundyCountA { moves, raising: 0 } => {
            let (k, list) = (moves.len(), moves_text(lang, moves, None));
            let none = match (lang, k) {
                (Lang::En, 1) => "it does not raise",
                (Lang::En, _) => "none of them raises",
                (Lang::De, 1) => "erhöht er nicht",
                _ => "erhöht keiner davon",
            };
            f!(
                lang,
                [k, list, none],
                "{0}: {1}. Under restricted moves the number need not be odd; here {2} a row's Grundy value.",
                "{0}: {1}. Bei beschränkten Zügen muss die Anzahl nicht ungerade sein; hier {2} den Grundy-Wert einer Reihe.",
                "{0}個：{1}。制限付きでは個数が奇数とは限りません。ここでは山のグランディ数を増やす手はありません。"
            )
        }
        GrundyCountA { moves, raising } => {
            let (k, list) = (moves.len(), moves_text(lang, moves, None));
            let raising = match (lang, raising) {
                (Lang::En, 1) if k == 1 => "it raises".to_string(),
                (Lang::De, 1) if k == 1 => "er erhöht".to_string(),
                (Lang::En, 1) => "1 of them raises".to_string(),
                (Lang::En, n) => format!("{n} of them raise"),
                (Lang::De, 1) => "einer davon erhöht".to_string(),
                (Lang::De, n) => format!("{n} davon erhöhen"),
                (Lang::Ja, n) => n.to_string(),
            };
            f!(
                lang,
                [k, list, raising],
                "{0}: {1}. Under restricted moves the number need not be odd: {2} a row's Grundy value (as on the slides, 7-5-3-1 under “take 1 or 2”).",
                "{0}: {1}. Bei beschränkten Zügen muss die Anzahl nicht ungerade sein: {2} den Grundy-Wert einer Reihe (wie auf den Folien bei 7-5-3-1 mit „nimm 1 oder 2“).",
                "{0}個：{1}。制限付きでは個数が奇数とは限りません。そのうち{2}個は山のグランディ数を増やす手です(スライドの「1本か2本取る」での 7-5-3-1 と同様)。"
            )
        }
        Check { row, take, after } => {
            let (r, p) = (row + 1, pos(after));
            f!(
                lang,
                [take, r, p],
                "Check: after taking {0} from row {1} the rows are {2}; every column is even again, E = 0: the opponent gets a P-position (Z).",
                "Probe: Nimmt man {0} aus Reihe {1}, bleibt {2}; alle Spalten sind wieder gerade, E = 0: der Gegner erhält eine Z-Stellung.",
                "検算：{1}番目の山から{0}本取ると {2} になり、すべての列が再び偶数、E = 0：相手にP局面を渡します。"
            )
        }

        ProofS { rows, grundy: false } => {
            let (a, s) = (chain("A", *rows, "⊕"), rows_named("A", *rows));
            f!(
                lang,
                [s, a],
                "The proof of the Japanese article. Let {0} be the piles and S = {1} their nim-sum.",
                "Der Beweis aus dem japanischen Artikel. Seien {0} die Reihen und S = {1} ihre Nim-Summe.",
                "日本語版ウィキペディアの証明。各山の本数を {0} とし、そのニム和を S = {1} とおく。"
            )
        }
        ProofS { rows, grundy: true } => {
            let g = chain("γ", *rows, "⊕");
            f!(
                lang,
                [g],
                "The proof works the same with Grundy values (Sprague–Grundy): γᵢ is the Grundy value of pile i, and S = {0}.",
                "Mit Grundy-Werten geht der Beweis genauso (Sprague–Grundy): γᵢ sei der Grundy-Wert der Reihe i, und S = {0}.",
                "グランディ数でも証明は同じです(スプレイグ・グランディ)：山 i のグランディ数を γᵢ とし、S = {0} とおきます。"
            )
        }
        SIs { value } => f!(lang, [value], "S = {0}.", "S = {0}.", "S = {0}。"),
        ProofT { grundy } => {
            let mut text = t!(
                lang,
                "A move takes from pile k and leaves Bₖ < Aₖ there; the other piles stay. The new nim-sum is T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ: insert Aₖ ⊕ Aₖ = 0 and use that ⊕ is commutative and associative and X ⊕ X = 0.",
                "Ein Zug nimmt aus Reihe k und lässt dort Bₖ < Aₖ übrig; die anderen Reihen bleiben. Die neue Nim-Summe ist T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ: füge Aₖ ⊕ Aₖ = 0 ein und nutze, dass ⊕ kommutativ und assoziativ ist und X ⊕ X = 0 gilt.",
                "山 k から取って Bₖ < Aₖ 本にしたとし、他の山はそのままとする。新しいニム和は T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ。Aₖ ⊕ Aₖ = 0 を挟み、⊕ が交換法則・結合法則と X ⊕ X = 0 を満たすことを使う。"
            );
            if *grundy {
                lang.push_sentence(&mut text, &t!(
                    lang,
                    "With Grundy values: T = S ⊕ γ(Aₖ) ⊕ γ(Bₖ).",
                    "Mit Grundy-Werten: T = S ⊕ γ(Aₖ) ⊕ γ(Bₖ).",
                    "グランディ数では T = S ⊕ γ(Aₖ) ⊕ γ(Bₖ)。"
                ));
            }
            text
        }
        ProofTExample { row, a, b, s, after, grundy } => {
            let (k, i, take, p) = (row + 1, sub(row + 1), a - b, pos(after));
            let formula = match grundy {
                None => format!("A{i} = {a}, B{i} = {b}, T = S ⊕ A{i} ⊕ B{i} = {s} ⊕ {a} ⊕ {b}"),
                Some((ga, gb)) => format!("γ(A{i}) = γ({a}) = {ga}, γ(B{i}) = γ({b}) = {gb}, T = S ⊕ γ(A{i}) ⊕ γ(B{i}) = {s} ⊕ {ga} ⊕ {gb}"),
            };
            f!(
                lang,
                [take, k, formula, p],
                "For example, take {0} from pile {1}: {2} — the nim-sum of the new position {3}.",
                "Zum Beispiel {0} aus Reihe {1} nehmen: {2} — die Nim-Summe der neuen Stellung {3}.",
                "例えば{1}番目の山から{0}本取る：{2} — 新しい局面 {3} のニム和です。"
            )
        }
        TIs { t: 0 } => t!(lang, "T = 0.", "T = 0.", "T = 0。"),
        TIs { t } => f!(lang, [t], "T = {0} ≠ 0.", "T = {0} ≠ 0.", "T = {0} ≠ 0。"),
        Lemma1 { grundy: false } => t!(
            lang,
            "Lemma 1: if S = 0, every move gives T ≠ 0. Proof: then T = Aₖ ⊕ Bₖ, and Aₖ ≠ Bₖ because a move takes at least one.",
            "Hilfssatz 1: Ist S = 0, so führt jeder Zug zu T ≠ 0. Beweis: dann ist T = Aₖ ⊕ Bₖ, und Aₖ ≠ Bₖ, weil ein Zug mindestens eines nimmt.",
            "補題1：S = 0 のとき、任意の操作について T ≠ 0 である。証明：このとき T = Aₖ ⊕ Bₖ であり、少なくとも1本取るので Aₖ ≠ Bₖ。"
        ),
        Lemma1 { grundy: true } => t!(
            lang,
            "Lemma 1: if S = 0, every move gives T ≠ 0. Proof: then T = γ(Aₖ) ⊕ γ(Bₖ), and γ(Aₖ) ≠ γ(Bₖ): γ(Aₖ) is the mex of the values pile k can move to, so it differs from γ(Bₖ).",
            "Hilfssatz 1: Ist S = 0, so führt jeder Zug zu T ≠ 0. Beweis: dann ist T = γ(Aₖ) ⊕ γ(Bₖ), und γ(Aₖ) ≠ γ(Bₖ): γ(Aₖ) ist der mex der Werte, die Reihe k erreichen kann, also von γ(Bₖ) verschieden.",
            "補題1：S = 0 のとき、任意の操作について T ≠ 0 である。証明：このとき T = γ(Aₖ) ⊕ γ(Bₖ) であり、γ(Aₖ) は山 k から移れる値の mex なので γ(Bₖ) とは異なる。"
        ),
        Lemma1Example { here, position, row, a, b, grundy } => {
            let (k, i, take) = (row + 1, sub(row + 1), a - b);
            let intro = if *here {
                t!(lang, "Here S = 0.", "Hier ist S = 0.", "ここでは S = 0。")
            } else {
                let p = pos(position);
                f!(
                    lang,
                    [p],
                    "After the winning move the position is {0}, with S = 0.",
                    "Nach dem Gewinnzug lautet die Stellung {0}, mit S = 0.",
                    "必勝手の後の局面は {0} で、S = 0。"
                )
            };
            let formula = match grundy {
                None => format!("T = A{i} ⊕ B{i} = {a} ⊕ {b}"),
                Some((ga, gb)) => format!("T = γ(A{i}) ⊕ γ(B{i}) = {ga} ⊕ {gb}"),
            };
            f!(
                lang,
                [intro, take, k, a, b, formula],
                "{0} For example, taking {1} from pile {2} ({3} → {4}) gives {5}.",
                "{0} Nimmt man zum Beispiel {1} aus Reihe {2} ({3} → {4}), so ergibt sich {5}.",
                "{0}例えば{2}番目の山から{1}本取ると({3} → {4}) {5} となる。"
            )
        }
        Lemma2 { grundy: false } => t!(
            lang,
            "Lemma 2: if S ≠ 0, some move gives T = 0. Proof: let 2^ℓ be the highest 1 of S. Some pile Aₖ has a 1 there (otherwise the column would be even and S would have a 0 there). Then S ⊕ Aₖ < Aₖ: the digit 2^ℓ drops from 1 to 0 and the higher digits stay. So take Aₖ − (S ⊕ Aₖ), leaving Bₖ = S ⊕ Aₖ: T = S ⊕ Aₖ ⊕ Bₖ = 0.",
            "Hilfssatz 2: Ist S ≠ 0, so führt ein Zug zu T = 0. Beweis: 2^ℓ sei die höchste 1 von S. Eine Reihe Aₖ hat dort eine 1 (sonst wäre die Spalte gerade und S hätte dort eine 0). Dann ist S ⊕ Aₖ < Aₖ: die Ziffer 2^ℓ fällt von 1 auf 0, die höheren bleiben. Nimm also Aₖ − (S ⊕ Aₖ); es bleibt Bₖ = S ⊕ Aₖ, und T = S ⊕ Aₖ ⊕ Bₖ = 0.",
            "補題2：S ≠ 0 のとき、ある操作について T = 0 である。証明：S の 0 でない最高位を 2^ℓ の位とする。2^ℓ の位が 0 でない Aₖ を1つ選ぶ(列が奇数なので必ず存在する)。S ⊕ Aₖ < Aₖ であるから、k 番目の山から Aₖ − (S ⊕ Aₖ) 本取り除いて Bₖ = S ⊕ Aₖ 本にできる。このとき T = S ⊕ Aₖ ⊕ Bₖ = 0。"
        ),
        Lemma2 { grundy: true } => t!(
            lang,
            "Lemma 2: if S ≠ 0, some move gives T = 0. Proof: let 2^ℓ be the highest 1 of S and γ(Aₖ) a value with a 1 there. Then S ⊕ γ(Aₖ) < γ(Aₖ), and since γ(Aₖ) is a mex, some move of pile k reaches a position of exactly that value: T = 0 (Sprague–Grundy, the slides' Theorem 2b).",
            "Hilfssatz 2: Ist S ≠ 0, so führt ein Zug zu T = 0. Beweis: 2^ℓ sei die höchste 1 von S und γ(Aₖ) ein Wert mit einer 1 dort. Dann ist S ⊕ γ(Aₖ) < γ(Aₖ), und da γ(Aₖ) ein mex ist, erreicht ein Zug in Reihe k genau diesen Wert: T = 0 (Sprague–Grundy, Satz 2b der Folien).",
            "補題2：S ≠ 0 のとき、ある操作について T = 0 である。証明：S の 0 でない最高位を 2^ℓ の位とし、その位が1の γ(Aₖ) を選ぶ。S ⊕ γ(Aₖ) < γ(Aₖ) であり、γ(Aₖ) は mex なので、山 k からちょうどその値の局面に移る手がある：T = 0(スプレイグ・グランディ、スライドの定理 2b)。"
        ),
        Lemma2Example { s, weight, row, a, grundy } => {
            let (k, i, b) = (row + 1, sub(row + 1), format!("{s:b}₂"));
            let has = match grundy {
                None => format!("A{i} = {a}"),
                Some(g) => format!("γ(A{i}) = γ({a}) = {g}"),
            };
            f!(
                lang,
                [s, b, weight, k, has],
                "Here S = {0} = {1}; its highest 1 is in the column of {2}. Pile {3} has a 1 there: {4}.",
                "Hier ist S = {0} = {1}; die höchste 1 steht in der {2}er-Spalte. Reihe {3} hat dort eine 1: {4}.",
                "ここでは S = {0} = {1} で、最高位の1は {2} の位。{3}番目の山はその位が1：{4}。"
            )
        }
        Lemma2Move { row, a, b, take } => {
            let k = row + 1;
            f!(
                lang,
                [take, k, a, b],
                "Take {0} from pile {1} ({2} → {3}): then T = 0.",
                "Nimm {0} aus Reihe {1} ({2} → {3}): dann ist T = 0.",
                "{1}番目の山から{0}本取る({2} → {3})：T = 0 になる。"
            )
        }
        Lemma2NotHere => t!(
            lang,
            "Here S = 0, so Lemma 2 does not apply: the player to move is on the losing side.",
            "Hier ist S = 0, Hilfssatz 2 greift nicht: wer am Zug ist, steht auf der Verliererseite.",
            "ここでは S = 0 なので補題2は使えません：手番の人は負ける側です。"
        ),
        ProofEnd { s, stuck } => {
            let here = match (*s == 0, lang) {
                (true, Lang::En) => format!("Here S = {s}: the player to move loses against perfect play."),
                (false, Lang::En) => format!("Here S = {s}: the player to move wins."),
                (true, Lang::De) => format!("Hier ist S = {s}: wer am Zug ist, verliert gegen perfektes Spiel."),
                (false, Lang::De) => format!("Hier ist S = {s}: wer am Zug ist, gewinnt."),
                (true, Lang::Ja) => format!("ここでは S = {s}：手番の人は最善手に対して負けます。"),
                (false, Lang::Ja) => format!("ここでは S = {s}：手番の人が勝てます。"),
            };
            // Where a single stick cannot be taken, the game may end before the board is empty.
            let end = if *stuck {
                t!(
                    lang,
                    "in a position with no move left (not always the empty one: rows smaller than the smallest allowed count stay, single sticks under take 2 or 3), where every pile's Grundy value is the mex of no options, 0, so S = 0",
                    "in einer Stellung ohne Zug (nicht immer der leeren: Reihen, die kleiner als die kleinste erlaubte Anzahl sind, bleiben liegen, bei 2 oder 3 einzelne Hölzer), in der jeder Grundy-Wert der mex keiner Optionen ist, 0, also S = 0",
                    "最後は手のない局面(1本だけ取ることが許されないと、空とは限りません)になります。そこでは各山のグランディ数は選択肢のない mex で 0、つまり S = 0 で、"
                )
            } else {
                t!(
                    lang,
                    "in the empty position, whose S is 0",
                    "in der leeren Stellung mit S = 0",
                    "最後の空の局面(S = 0)で"
                )
            };
            let mut text = f!(
                lang,
                [end],
                "Hence: from S ≠ 0 the player to move can always move to S = 0 (Lemma 2), and the opponent must hand back S ≠ 0 (Lemma 1). Sticks only decrease, so the game ends — {0}: it is the opponent who faces it and cannot move. The player at an N-position (C, S ≠ 0) wins; the player at a P-position (Z, S = 0) loses.",
                "Also: bei S ≠ 0 kann der Spieler am Zug immer S = 0 herstellen (Hilfssatz 2), und der Gegner muss S ≠ 0 zurückgeben (Hilfssatz 1). Die Streichhölzer werden nur weniger, also endet das Spiel — {0}, und zwar beim Gegner, der nicht mehr ziehen kann. Wer in einer C-Stellung (S ≠ 0) am Zug ist, gewinnt; wer in einer Z-Stellung (S = 0) am Zug ist, verliert.",
                "したがって、S ≠ 0 なら手番の人はいつでも S = 0 にでき(補題2)、相手は S ≠ 0 にせざるを得ません(補題1)。本数は減る一方なのでゲームは有限回で終わり、{0}手がなくなるのは相手です。よって S ≠ 0(N局面)の手番の人が勝ち、S = 0(P局面)の手番の人が負けます。"
            );
            lang.push_sentence(&mut text, &here);
            text
        }

        MirrorIntro { rows, counts } => {
            let ([i, j], [a, b]) = ([rows[0] + 1, rows[1] + 1], counts);
            f!(
                lang,
                [i, a, j, b],
                "Two rows, the Japanese article's case of two piles: row {0} has {1}, row {2} has {3}. With two piles the strategy is simpler than in general.",
                "Zwei Reihen, der Fall „zwei Haufen“ des japanischen Artikels: Reihe {0} hat {1}, Reihe {2} hat {3}. Mit zwei Reihen ist die Strategie einfacher als im allgemeinen Fall.",
                "山が2つの場合(日本語版ウィキペディアの「山が2つの場合」)：{0}番目の山は{1}本、{2}番目の山は{3}本。山が2つなら一般の場合より必勝法が簡単です。"
            )
        }
        MirrorEqual { n, misere: false } => f!(
            lang,
            [n],
            "Both rows hold {0}: a P-position. Whatever the player to move takes from one row, the opponent takes as many from the other — the rows are equal again, and the copier takes the last stick.",
            "Beide Reihen haben {0}: eine Z-Stellung (P). Was der Spieler am Zug aus einer Reihe nimmt, nimmt der Gegner aus der anderen — die Reihen sind wieder gleich, und wer kopiert, nimmt das letzte Streichholz.",
            "どちらの山も{0}本：P局面(後手必勝)です。手番の人が一方の山から何本取っても、相手はもう一方から同じ数だけ取れば再び等しくなり、まねをする側が最後の1本を取ります。"
        ),
        MirrorEqual { n, misere: true } => f!(
            lang,
            [n],
            "Both rows hold {0}: a P-position, under misère play too. Whatever the player to move takes from one row, the opponent takes as many from the other, and the rows are equal again — until a row is down to one stick or none: then the copier breaks the symmetry (last step).",
            "Beide Reihen haben {0}: eine Z-Stellung (P), auch beim Misère-Spiel. Was der Spieler am Zug aus einer Reihe nimmt, nimmt der Gegner aus der anderen, und die Reihen sind wieder gleich — bis eine Reihe nur noch ein oder kein Streichholz hat: dann bricht, wer kopiert, die Symmetrie (letzter Schritt).",
            "どちらの山も{0}本：逆形でもP局面(後手必勝)です。手番の人が一方の山から何本取っても、相手はもう一方から同じ数だけ取れば再び等しくなります — 一方の山が1本か0本になるまでは。そうなったら、まねをする側が対称を崩します(最後のステップ)。"
        ),
        MirrorUnequalQ { counts: [a, b] } => f!(
            lang,
            [a, b],
            "The rows differ ({0} ≠ {1}): an N-position. How does the player to move win?",
            "Die Reihen sind verschieden ({0} ≠ {1}): eine C-Stellung (N). Wie gewinnt der Spieler am Zug?",
            "山の本数が異なる({0} ≠ {1})：N局面(先手必勝)。手番の人はどう勝つか？"
        ),
        MirrorUnequalA { row, take, left } => {
            let r = row + 1;
            f!(
                lang,
                [take, r, left],
                "Take the difference, {0}, from the larger row {1}: both rows hold {2}, and from now on the player to move is the one who copies.",
                "Nimm die Differenz {0} aus der größeren Reihe {1}: beide Reihen haben {2}, und von nun an kopiert der Spieler, der jetzt am Zug ist.",
                "多い方の{1}番目の山から差の{0}本を取る：両方{2}本になり、以後は今の手番の人がまねをする側です。"
            )
        }
        MirrorCopy { from, to, take, left } => {
            let (f, t) = (from + 1, to + 1);
            f!(
                lang,
                [take, f, t, left],
                "For example: {0} from row {1} is answered by {0} from row {2} — {3} and {3}, equal again.",
                "Zum Beispiel wird {0} aus Reihe {1} mit {0} aus Reihe {2} beantwortet — {3} und {3}, wieder gleich.",
                "例：{1}番目の山から{0}本取られたら、{2}番目の山から{0}本取って応じる — {3}本と{3}本で再び等しい。"
            )
        }
        MirrorXor { a, b } => {
            let x = a ^ b;
            f!(
                lang,
                [a, b, x],
                "The same by the nim-sum: {0} ⊕ {1} = {2}, and a ⊕ b = 0 exactly when a = b.",
                "Dasselbe mit der Nim-Summe: {0} ⊕ {1} = {2}, und a ⊕ b = 0 genau dann, wenn a = b.",
                "ニム和で見ても同じ：{0} ⊕ {1} = {2}。a ⊕ b = 0 となるのは a = b のときだけです。"
            )
        }
        MirrorRestricted { diff, allowed, outcome } => {
            let base = t!(
                lang,
                "Under these rules copying still works — the copy is always a legal move — so equal rows are a P-position.",
                "Unter diesen Regeln funktioniert das Kopieren weiterhin — die Kopie ist immer erlaubt —, gleiche Reihen sind also eine Z-Stellung.",
                "このルールでもまねは常に合法手なので、等しい2山はP局面です。"
            );
            let diff_text = match (*diff, allowed) {
                (0, _) => String::new(),
                (d, true) => f!(
                    lang,
                    [d],
                    " To make unequal rows equal, the difference must be an allowed move: here {0} is allowed.",
                    " Um ungleiche Reihen gleich zu machen, muss die Differenz ein erlaubter Zug sein: hier ist {0} erlaubt.",
                    "等しくするには差が取れる本数でなければなりません：ここで差 {0} は取れます。"
                ),
                (d, false) => f!(
                    lang,
                    [d],
                    " To make unequal rows equal, the difference must be an allowed move: here {0} is not allowed, and the Grundy values decide.",
                    " Um ungleiche Reihen gleich zu machen, muss die Differenz ein erlaubter Zug sein: hier ist {0} nicht erlaubt, es entscheiden die Grundy-Werte.",
                    "等しくするには差が取れる本数でなければなりません：ここで差 {0} は取れないので、グランディ数で決まります。"
                ),
            };
            let st = status(lang, Some(*outcome));
            let verdict = f!(
                lang,
                [st],
                " This is {0}.",
                " Das ist {0}.",
                "この局面は{0}です。"
            );
            format!("{base}{diff_text}{verdict}")
        }
        MirrorMisere { now: false } => t!(
            lang,
            "Under misère play copying works only while both rows have two or more sticks. When the opponent leaves a row of one stick or none, break the symmetry: leave exactly one stick in all, which the opponent must take.",
            "Beim Misère-Spiel funktioniert das Kopieren nur, solange beide Reihen mindestens zwei Streichhölzer haben. Lässt der Gegner in einer Reihe eines oder keines übrig, brich die Symmetrie: lass insgesamt genau ein Streichholz liegen, das der Gegner nehmen muss.",
            "逆形では、まねが通用するのは両方の山が2本以上ある間だけです。相手が一方の山を1本か0本にしたら対称を崩し、全体でちょうど1本だけ残して、相手に最後の1本を取らせます。"
        ),
        MirrorMisere { now: true } => t!(
            lang,
            "Under misère play copying works only while both rows have two or more sticks, and here a row has one stick: copying is over. The player to move breaks the symmetry and leaves exactly one stick in all, which the opponent must take — an N-position, whatever the difference of the rows.",
            "Beim Misère-Spiel funktioniert das Kopieren nur, solange beide Reihen mindestens zwei Streichhölzer haben, und hier hat eine Reihe nur eines: das Kopieren ist vorbei. Wer am Zug ist, bricht die Symmetrie und lässt insgesamt genau ein Streichholz liegen, das der Gegner nehmen muss — eine C-Stellung (N), ganz gleich, wie verschieden die Reihen sind.",
            "逆形では、まねが通用するのは両方の山が2本以上ある間だけで、ここでは一方の山が1本です：まねはもう使えません。手番の人が対称を崩し、全体でちょうど1本だけ残して相手に取らせます — 山の差に関係なくN局面(先手必勝)です。"
        ),
        MirrorMisereRestricted { outcome } => {
            let text = t!(
                lang,
                "Under misère play with restricted moves copying alone decides nothing: the copier may be left the last stick, and whether the symmetry can be broken in time depends on the allowed counts. The analysis of misère play under these rules says:",
                "Beim Misère-Spiel mit beschränkten Zügen entscheidet das Kopieren allein nichts: wer kopiert, muss womöglich das letzte Streichholz nehmen, und ob sich die Symmetrie rechtzeitig brechen lässt, hängt von den erlaubten Anzahlen ab. Die Analyse des Misère-Spiels unter diesen Regeln sagt:",
                "取れる本数が制限された逆形では、まねだけでは何も決まりません：まねをする側が最後の1本を取らされることがあり、対称をうまく崩せるかは取れる本数しだいです。この規則での逆形の解析によれば、"
            );
            let verdict = match outcome {
                Some(_) => {
                    let st = status(lang, *outcome);
                    f!(lang, [st], " this is {0}.", " das ist {0}.", "この局面は{0}です。")
                }
                None => t!(lang, " its status is not known.", " ihr Status ist unbekannt.", "この局面の判定は不明です。"),
            };
            format!("{text}{verdict}")
        }
        MirrorNotTwo { nonempty } => f!(
            lang,
            [nonempty],
            "The mirror strategy is for exactly two non-empty rows; this position has {0}. With any other number of rows, the nim-sum decides (Bouton's strategy).",
            "Die Spiegelstrategie ist für genau zwei nicht leere Reihen; diese Stellung hat {0}. Bei jeder anderen Anzahl von Reihen entscheidet die Nim-Summe (Boutons Strategie).",
            "ミラー戦略(まね戦略)は空でない山がちょうど2つのときのものです。この局面には{0}個あります。それ以外の山の数ではニム和(バウトンの戦略)で決まります。"
        ),
        MirrorPairs { pairs, misere } => {
            let list = pairs
                .iter()
                .map(|(a, b)| match lang {
                    Lang::Ja => format!("{}番目と{}番目", a + 1, b + 1),
                    _ => format!("{} & {}", a + 1, b + 1),
                })
                .collect::<Vec<_>>();
            let list = join(lang, &list, false);
            if *misere {
                f!(
                    lang,
                    [list],
                    "Still, its rows form equal pairs (rows {0}), with rows of two sticks or more: a P-position under misère play too (nim-sum 0). The second player copies inside each pair until the opponent leaves a single row of two or more; then they break the symmetry and leave an odd number of single sticks, which the opponent must finish.",
                    "Ihre Reihen bilden aber gleiche Paare (Reihen {0}), mit Reihen von zwei und mehr Streichhölzern: eine Z-Stellung auch beim Misère-Spiel (Nim-Summe 0). Der Nachziehende kopiert innerhalb jedes Paars, bis der Gegner nur noch eine Reihe mit zwei oder mehr übrig lässt; dann bricht er die Symmetrie und lässt eine ungerade Anzahl einzelner Streichhölzer liegen, deren letztes der Gegner nehmen muss.",
                    "ただし山は等しい組({0}の山)に分かれ、2本以上の山を含むので、逆形でもP局面(ニム和 0)です。後手は、相手が2本以上の山を1つだけ残すまで各組の中でまねをし、そこで対称を崩して1本の山を奇数個残します。最後の1本は相手が取ることになります。"
                )
            } else {
                f!(
                    lang,
                    [list],
                    "Still, its rows form equal pairs (rows {0}): the second player copies inside each pair, so this is a P-position (nim-sum 0).",
                    "Ihre Reihen bilden aber gleiche Paare (Reihen {0}): der Nachziehende kopiert innerhalb jedes Paars, also ist das eine Z-Stellung (Nim-Summe 0).",
                    "ただし山は等しい組({0}の山)に分かれます：後手が各組の中でまねをすれば勝てるので、P局面(ニム和 0)です。"
                )
            }
        }
        MirrorExample { rows, counts } => {
            let ([i, j], [a, b]) = ([rows[0] + 1, rows[1] + 1], *counts);
            let (big, d) = (if a >= b { i } else { j }, a.abs_diff(b));
            if d == 0 {
                f!(
                    lang,
                    [i, j, a, b],
                    "An example from this position: if only rows {0} and {1} were left ({2} and {3}), they would be equal — a P-position.",
                    "Ein Beispiel aus dieser Stellung: wären nur die Reihen {0} und {1} übrig ({2} und {3}), wären sie gleich — eine Z-Stellung.",
                    "この局面からの例：{0}番目と{1}番目の山({2}本と{3}本)だけなら、等しいのでP局面です。"
                )
            } else {
                f!(
                    lang,
                    [i, j, a, b, d, big],
                    "An example from this position: if only rows {0} and {1} were left ({2} and {3}), the player to move would take {4} from row {5} to make them equal.",
                    "Ein Beispiel aus dieser Stellung: wären nur die Reihen {0} und {1} übrig ({2} und {3}), würde der Spieler am Zug {4} aus Reihe {5} nehmen und sie gleich machen.",
                    "この局面からの例：{0}番目と{1}番目の山({2}本と{3}本)だけなら、手番の人は{5}番目の山から{4}本取って等しくします。"
                )
            }
        }

        LabIntro { grundy } => {
            let mut text = t!(
                lang,
                "The lab handout looks at each column of the binary table on its own, after player 1's move, with player 2 to move. With three rows a column holds no 1 (case 1), two 1s (case 2), one 1 (case 3) or three 1s (case 4); with more rows what counts is whether the number of 1s is even or odd.",
                "Das Laborblatt betrachtet jede Spalte der Dualtabelle für sich, nach dem Zug von Spielerin 1, wenn Spieler 2 am Zug ist. Bei drei Reihen enthält eine Spalte keine 1 (Fall 1), zwei Einsen (Fall 2), eine 1 (Fall 3) oder drei Einsen (Fall 4); bei mehr Reihen zählt, ob die Anzahl der Einsen gerade oder ungerade ist.",
                "実習資料では、2進表の各列を1つずつ、プレイヤー1が指した後(プレイヤー2の手番)に調べます。山が3つなら、列の1の個数は0個(場合1)、2個(場合2)、1個(場合3)、3個(場合4)のいずれかです。山がもっと多ければ、1の個数が偶数か奇数かが重要です。"
            );
            if *grundy {
                lang.push_sentence(&mut text, &t!(lang, "(Here: the columns of the Grundy values.)", "(Hier: die Spalten der Grundy-Werte.)", "(ここではグランディ数の列です。)"));
            }
            text
        }
        LabColumnQ { weight, rows } => {
            if rows.is_empty() {
                f!(
                    lang,
                    [weight],
                    "Column of {0}: no row has a 1 here.",
                    "{0}er-Spalte: keine Reihe hat hier eine 1.",
                    "{0}の位：1のある山はありません。"
                )
            } else if rows.len() == 1 {
                let list = rows_text(lang, rows);
                f!(
                    lang,
                    [weight, list],
                    "Column of {0}: the 1 is in {1}.",
                    "{0}er-Spalte: die Eins steht in {1}.",
                    "{0}の位：1があるのは{1}。"
                )
            } else {
                let list = rows_text(lang, rows);
                f!(
                    lang,
                    [weight, list],
                    "Column of {0}: the 1s are in {1}.",
                    "{0}er-Spalte: die Einsen stehen in den {1}.",
                    "{0}の位：1があるのは{1}。"
                )
            }
        }
        LabColumnA { ones, spare } => match ones {
            0 => t!(
                lang,
                "No 1 — case 1, even: nothing to do here; in this column the player who moved last has won.",
                "Keine 1 — Fall 1, gerade: hier ist nichts zu tun; diese Spalte hat der zuletzt Ziehende gewonnen.",
                "1は0個 — 場合1、偶数：ここでは何もすることがなく、この列は直前に指した人の勝ちです。"
            ),
            2 => t!(
                lang,
                "Two 1s — case 2, even: the player to move cannot win this column with the next move: any change makes it odd, and the opponent can make it even again.",
                "Zwei Einsen — Fall 2, gerade: der Spieler am Zug kann diese Spalte mit dem nächsten Zug nicht gewinnen: jede Änderung macht sie ungerade, und der Gegner kann sie wieder gerade machen.",
                "1は2個 — 場合2、偶数：手番の人は次の手でこの列を勝ちにできません。ここを変えると奇数になり、相手がまた偶数に戻せるからです。"
            ),
            1 if !spare => t!(
                lang,
                "One 1 — case 3, odd: the player to move can win this column with the next move, by removing that 1.",
                "Eine 1 — Fall 3, ungerade: der Spieler am Zug kann diese Spalte mit dem nächsten Zug gewinnen, indem er diese 1 entfernt.",
                "1は1個 — 場合3、奇数：手番の人はその1を取り除けば、次の手でこの列を勝ちにできます。"
            ),
            1 => t!(
                lang,
                "One 1 — case 3, odd: the player to move can win this column with the next move, by removing that 1 or adding a second one (the move's row decides which).",
                "Eine 1 — Fall 3, ungerade: der Spieler am Zug kann diese Spalte mit dem nächsten Zug gewinnen, indem er diese 1 entfernt oder eine zweite hinzufügt (welches, entscheidet die Reihe des Zuges).",
                "1は1個 — 場合3、奇数：手番の人はその1を取り除くか、もう1つ1を加えれば、次の手でこの列を勝ちにできます(どちらになるかは動かす山で決まります)。"
            ),
            // No move can add a 1 here (the lab's own case: three rows, each with a 1 here).
            3 if !spare => t!(
                lang,
                "Three 1s — case 4, odd: the player to move makes it even by removing one of them (no row can gain a 1 here, so none can be added); the player who moved last cannot win this column with the move after next.",
                "Drei Einsen — Fall 4, ungerade: der Spieler am Zug macht sie gerade, indem er eine davon entfernt (keine Reihe kann hier eine 1 bekommen, keine kann hinzukommen); der zuletzt Ziehende kann diese Spalte mit dem übernächsten Zug nicht gewinnen.",
                "1は3個 — 場合4、奇数：手番の人はそのうち1つを取り除いて偶数にできます(この位に1を得られる山はなく、加えることはできません)。直前に指した人は次の次の手でこの列を勝ちにできません。"
            ),
            3 => t!(
                lang,
                "Three 1s — case 4, odd: the player to move makes it even by removing one of them or adding a fourth; the player who moved last cannot win this column with the move after next.",
                "Drei Einsen — Fall 4, ungerade: der Spieler am Zug macht sie gerade, indem er eine davon entfernt oder eine vierte hinzufügt; der zuletzt Ziehende kann diese Spalte mit dem übernächsten Zug nicht gewinnen.",
                "1は3個 — 場合4、奇数：手番の人はそのうち1つを取り除くか、4つ目を加えて偶数にできます。直前に指した人は次の次の手でこの列を勝ちにできません。"
            ),
            n if n % 2 == 0 => f!(
                lang,
                [n],
                "{0} 1s — even, like case 2: a loss for the player to move in this column.",
                "{0} Einsen — gerade, wie Fall 2: eine Verlustsituation für den Spieler am Zug in dieser Spalte.",
                "1は{0}個 — 偶数で場合2と同じ：この列は手番の人の負け。"
            ),
            n => f!(
                lang,
                [n],
                "{0} 1s — odd, like cases 3 and 4: a win for the player to move in this column.",
                "{0} Einsen — ungerade, wie Fall 3 und 4: eine Gewinnsituation für den Spieler am Zug in dieser Spalte.",
                "1は{0}個 — 奇数で場合3・4と同じ：この列は手番の人の勝ち。"
            ),
        },
        LabSummary { odd_weights } if odd_weights.is_empty() => t!(
            lang,
            "Case 1 or 2 in every column: a lost game for the player to move (a P-position, Z).",
            "Fall 1 oder 2 in jeder Spalte: eine Spiel-Verlustsituation für den Spieler am Zug (Z-Stellung).",
            "すべての列が場合1か2：手番の人の負け(P局面)。"
        ),
        LabSummary { odd_weights } => {
            let w = weights(lang, odd_weights);
            let one = odd_weights.len() == 1;
            let noun = t!(lang, if one { "the column of" } else { "the columns of" }, if one { "der Spalte mit dem Stellenwert" } else { "den Spalten mit den Stellenwerten" }, "");
            f!(
                lang,
                [w, noun],
                "Case 3 or 4 in at least one column ({1} {0}): a won game for the player to move (an N-position, C).",
                "Fall 3 oder 4 in mindestens einer Spalte ({1} {0}): eine Spiel-Gewinnsituation für den Spieler am Zug (C-Stellung).",
                "少なくとも1つの列({0} の位)が場合3か4：手番の人の勝ち(N局面)。"
            )
        }
        LabStrategy { row, n, b, weights: ws, take, grundy } => {
            // Under restricted moves the binary digits are the row's Grundy value, not its count.
            let value = if *grundy { "γ " } else { "" };
            let width = (u64::BITS - n.leading_zeros()).max(1);
            let (r, nb, bb, w) = (row + 1, bin(*n, width), bin(*b, width), weights(lang, ws));
            let one = ws.len() == 1;
            let noun = t!(lang, if one { "the column of" } else { "the columns of" }, if one { "die Spalte mit dem Stellenwert" } else { "die Spalten mit den Stellenwerten" }, "");
            f!(
                lang,
                [r, n, nb, b, bb, w, take, noun, value],
                "How to win: hand over rows in which every column is even. The opponent must then remove or add a 1 in at least one column, which makes it odd. The player to move changes exactly the odd columns, all in one row — a row with a 1 in the highest odd column: here row {0}, {8}{1} = {2} → {3} = {4} changes {7} {5}. Take {6}.",
                "So gewinnt man: übergib Reihen, in denen jede Spalte gerade ist. Der Gegner muss dann in mindestens einer Spalte eine 1 entfernen oder hinzufügen, sie wird ungerade. Der Spieler am Zug ändert genau die ungeraden Spalten, alle in einer Reihe — einer Reihe mit einer 1 in der höchsten ungeraden Spalte: hier Reihe {0}, {8}{1} = {2} → {3} = {4} ändert {7} {5}. Nimm {6}.",
                "勝ち方：すべての列が偶数の状態で相手に渡す。相手は少なくとも1つの列で1を取り除くか加えるしかなく、その列は奇数になる。手番の人は、最上位の奇数列に1がある山1つで、奇数の列だけをちょうど変える：ここでは{0}番目の山、{8}{1} = {2} → {3} = {4} で {5} の位が変わる。{6}本取る。"
            )
        }
        LabStrategyP => t!(
            lang,
            "Every column is even: whatever the player to move does, one row changes, so at least one of its bits flips and that column becomes odd; the opponent can then make every column even again.",
            "Jede Spalte ist gerade: was der Spieler am Zug auch tut, eine Reihe ändert sich, also kippt mindestens eines ihrer Bits und diese Spalte wird ungerade; der Gegner kann dann alle Spalten wieder gerade machen.",
            "すべての列が偶数：手番の人が何をしても1つの山が変わり、少なくとも1つのビットが反転してその列が奇数になる。相手はまたすべての列を偶数に戻せる。"
        ),

        MisereIntro { misere_game } => {
            let base = t!(
                lang,
                "Misère play: whoever takes the last stick loses. A common variant of it is Marienbad (rows 1-3-5-7), known from Alain Resnais' film “Last Year at Marienbad”. In general the players of normal and misère play strive for opposite ends, yet the outcomes do not simply swap: a P-position of normal play need not be an N-position of misère play (2-2 is a P-position under both rules).",
                "Misère-Spiel: wer das letzte Streichholz nimmt, verliert. Eine verbreitete Variante davon ist Marienbad (Reihen 1-3-5-7), bekannt durch den Film „Letztes Jahr in Marienbad“ von Alain Resnais. Allgemein streben die Spieler bei Normal- und Misère-Spiel nach Entgegengesetztem, und doch vertauschen sich die Ergebnisse nicht einfach: eine Z-Stellung des Normalspiels ist im Allgemeinen keine C-Stellung des Misère-Spiels (2-2 ist nach beiden Regeln eine Z-Stellung).",
                "逆形：最後の1本を取った人が負け(「逆形」「逆型」「双対ゲーム」などと呼ばれる)。その代表的な変種がマリエンバート(山 1-3-5-7)で、アラン・レネの映画『去年マリエンバートで』で知られます。一般に、組合せゲームの正規形と逆形ではプレイヤーが逆のことに最善を尽くすため、正規形の後手必勝形が逆形の後手必敗形になるとは限りません(2-2 はどちらの規則でも後手必勝形です)。"
            );
            let game = if *misere_game {
                t!(lang, " This game is played under the misère rule.", " Dieses Spiel läuft nach der Misère-Regel.", "このゲームは逆形です。")
            } else {
                t!(
                    lang,
                    " This game is played under the normal rule; here is what would change under misère.",
                    " Dieses Spiel läuft nach der Standard-Regel; hier steht, was sich bei Misère ändern würde.",
                    "このゲームは正規形です。逆形なら何が変わるかを示します。"
                )
            };
            format!("{base}{game}")
        }
        MisereCountQ => t!(
            lang,
            "Count the rows with at least two sticks, and the rows with exactly one.",
            "Zähle die Reihen mit mindestens zwei Streichhölzern und die Reihen mit genau einem.",
            "2本以上の山の数と、ちょうど1本の山の数を数えます。"
        ),
        MisereCountA { large, singles } => {
            let (k, s, lr, sr) = (large.len(), singles.len(), rows_text(lang, large), rows_text(lang, singles));
            f!(
                lang,
                [k, lr, s, sr],
                "Two or more: {0} ({1}). Exactly one: {2} ({3}).",
                "Zwei oder mehr: {0} ({1}). Genau eines: {2} ({3}).",
                "2本以上の山：{0}個({1})。1本の山：{2}個({3})。"
            )
        }
        MisereCaseQ => t!(
            lang,
            "Which of the German article's cases A, B, Cg, Cu is this?",
            "Welcher der Fälle A, B, Cg, Cu des deutschen Artikels liegt vor?",
            "ドイツ語版の場合分け A, B, Cg, Cu のどれか？"
        ),
        MisereCaseA { case } => case_text(lang, *case),
        MisereRule => t!(
            lang,
            "The Japanese article's rule. Let m be the number of rows with two or more sticks. m = 0: the player to move loses exactly when the number of single sticks is odd. m = 1: the player to move wins: empty the large row if the single sticks are odd in number, reduce it to one stick if they are even — an odd number of single sticks remains. m ≥ 2: play as in normal Nim, keeping the nim-sum 0; then the opponent is the one who must make m = 1 (m = 1 never has nim-sum 0).",
            "Die Regel des japanischen Artikels. m sei die Anzahl der Reihen mit zwei oder mehr Streichhölzern. m = 0: der Spieler am Zug verliert genau dann, wenn die Anzahl der einzelnen Streichhölzer ungerade ist. m = 1: der Spieler am Zug gewinnt: leere die große Reihe, wenn es ungerade viele einzelne gibt, lass eines darin, wenn es gerade viele sind — es bleibt eine ungerade Anzahl einzelner Streichhölzer. m ≥ 2: spiele wie beim normalen Nim und halte die Nim-Summe bei 0; dann muss der Gegner m = 1 herstellen (bei m = 1 ist die Nim-Summe nie 0).",
            "日本語版ウィキペディアの規則。2本以上の山の個数を m とする。m = 0：1本の山が奇数個なら手番の人の負け(後手必勝形)。m = 1：手番の人の勝ち — 1本の山が奇数個なら2本以上の山を空にし、偶数個なら1本にして、1本の山を奇数個残す(必勝形にする)。m ≥ 2：正規形と同じくニム和を0にし続ければ、相手は m = 1 にせざるを得ない(m = 1 のときのニム和は0でないから)。"
        ),
        MisereRuleA { m, singles, nim_sum, outcome, moves } => {
            let mv = moves_text(lang, moves, None);
            let st = status(lang, Some(*outcome));
            match (m, singles) {
                (0, 0) => t!(
                    lang,
                    "Here no stick is left: under misère the player who took the last one has lost.",
                    "Hier ist kein Streichholz mehr übrig: bei Misère hat verloren, wer das letzte genommen hat.",
                    "ここでは1本も残っていません：逆形では最後の1本を取った人の負けです。"
                ),
                (0, 1) => f!(
                    lang,
                    [st],
                    "Here m = 0 with a single stick, an odd number: {0} under misère — the player to move will take the last one.",
                    "Hier ist m = 0 mit einem einzelnen Streichholz, einer ungeraden Anzahl: {0} bei Misère — der Spieler am Zug wird das letzte nehmen.",
                    "ここでは m = 0 で1本の山が1個(奇数)：逆形の{0} — 最後の1本を取るのは手番の人です。"
                ),
                (0, s) if s % 2 == 1 => f!(
                    lang,
                    [s, st],
                    "Here m = 0 with {0} single sticks, an odd number: {1} under misère — the player to move will take the last one.",
                    "Hier ist m = 0 mit {0} einzelnen Streichhölzern, einer ungeraden Anzahl: {1} bei Misère — der Spieler am Zug wird das letzte nehmen.",
                    "ここでは m = 0 で1本の山が{0}個(奇数)：逆形の{1} — 最後の1本を取るのは手番の人です。"
                ),
                (0, s) => f!(
                    lang,
                    [s, st, mv],
                    "Here m = 0 with {0} single sticks, an even number: {1} under misère — {2}.",
                    "Hier ist m = 0 mit {0} einzelnen Streichhölzern, einer geraden Anzahl: {1} bei Misère — {2}.",
                    "ここでは m = 0 で1本の山が{0}個(偶数)：逆形の{1} — {2}。"
                ),
                (1, s) => f!(
                    lang,
                    [s, mv],
                    "Here m = 1; single sticks: {0}. So: {1}.",
                    "Hier ist m = 1; einzelne Streichhölzer: {0}. Also: {1}.",
                    "ここでは m = 1、1本の山は{0}個。よって：{1}。"
                ),
                (m, _) if *nim_sum == 0 => f!(
                    lang,
                    [m, st],
                    "Here m = {0} and the nim-sum is 0: {1} under misère too.",
                    "Hier ist m = {0} und die Nim-Summe 0: {1} auch bei Misère.",
                    "ここでは m = {0} でニム和は0：逆形でも{1}。"
                ),
                (m, _) => f!(
                    lang,
                    [m, nim_sum, st, mv],
                    "Here m = {0} and the nim-sum is {1}: {2}, the same moves as in normal play — {3}.",
                    "Hier ist m = {0} und die Nim-Summe {1}: {2}, dieselben Züge wie im Normalspiel — {3}.",
                    "ここでは m = {0} でニム和は{1}：{2}、正規形と同じ手 — {3}。"
                ),
            }
        }
        MisereCompare { normal, misere, normal_moves, misere_moves, rows } => {
            let (ns, ms) = (status(lang, Some(*normal)), status(lang, Some(*misere)));
            let (nm, mm) = (moves_text(lang, normal_moves, Some(rows)), moves_text(lang, misere_moves, Some(rows)));
            f!(
                lang,
                [ns, nm, ms, mm],
                "Normal rule: {0}; {1}. Misère rule: {2}; {3}.",
                "Standard-Regel: {0}; {1}. Misère-Regel: {2}; {3}.",
                "正規形：{0}、{1}。逆形：{2}、{3}。"
            )
        }
        MisereLine { .. } => t!(
            lang,
            "A game from here with good play (the losing side takes as much as it may from its largest row): both rules recommend the same moves until only one row with two or more sticks is left. Where does misère play depart?",
            "Eine Partie von hier mit gutem Spiel (die Verliererseite nimmt so viel, wie sie darf, aus ihrer größten Reihe): beide Regeln empfehlen dieselben Züge, bis nur noch eine Reihe mit zwei oder mehr Streichhölzern übrig ist. Wo weicht Misère ab?",
            "ここからのよい手順(負ける側は最大の山からできるだけ多く取る)：2本以上の山が1つになるまで、両ルールは同じ手を勧めます。逆形はどこで分かれるか？"
        ),
        MisereLineA { index } => {
            let n = index + 1;
            f!(
                lang,
                [n],
                "At move {0}: the first position with at most one row of two or more sticks.",
                "Bei Zug {0}: die erste Stellung mit höchstens einer Reihe von zwei oder mehr Streichhölzern.",
                "{0}手目：2本以上の山が1つ以下になる最初の局面です。"
            )
        }
        Departure { index, before, normal, misere } => {
            let (n, p) = (index + 1, pos(before));
            let (nm, mm) = (moves_text(lang, normal, Some(before)), moves_text(lang, misere, Some(before)));
            f!(
                lang,
                [n, p, nm, mm],
                "Misère departs at move {0}, at {1}: the normal rule: {2}; the misère rule: {3}. A winning move leaves an even number of single sticks under the normal rule, an odd number under misère.",
                "Misère weicht bei Zug {0} ab, in der Stellung {1}: die Standard-Regel: {2}; die Misère-Regel: {3}. Ein Gewinnzug lässt beim Normalspiel eine gerade Anzahl einzelner Streichhölzer übrig, bei Misère eine ungerade.",
                "{0}手目 {1} で逆形が分かれます：正規形では{2}。逆形では{3}。必勝手は、正規形では1本の山を偶数個、逆形では奇数個残します。"
            )
        }
        NoDeparture => t!(
            lang,
            "The two rules agree at every move of this game: it never reached a position with at most one row of two or more sticks and a move left.",
            "Die beiden Regeln stimmen bei jedem Zug dieser Partie überein: sie erreichte nie eine Stellung mit höchstens einer Reihe von zwei oder mehr Streichhölzern, in der noch ein Zug möglich war.",
            "この対局ではすべての手で両ルールの推奨が一致しました(2本以上の山が1つ以下で手が残る局面には達していません)。"
        ),
        MisereEmpty => t!(
            lang,
            "No stick is left: under the normal rule the player to move has lost, under misère won — the opponent took the last stick.",
            "Kein Streichholz mehr: nach der Standard-Regel hat der Spieler am Zug verloren, nach Misère gewonnen — der Gegner hat das letzte genommen.",
            "マッチ棒は残っていません：正規形では手番の人の負け、逆形では勝ち — 最後の1本を取ったのは相手です。"
        ),
        MisereParity { total, outcome } => {
            let st = status(lang, Some(*outcome));
            if *outcome == Outcome::P {
                f!(
                    lang,
                    [total, st],
                    "Here every allowed count is odd and 1 is allowed: a row with a stick always has a move, and every move changes whether the total is odd. So the number of moves left has the parity of the total, {0}: odd, so the player to move makes the last move and, under misère, loses — {1}.",
                    "Hier ist jede erlaubte Anzahl ungerade und 1 ist erlaubt: eine Reihe mit einem Holz hat immer einen Zug, und jeder Zug ändert, ob die Summe ungerade ist. Also hat die Zahl der restlichen Züge die Parität der Summe {0}: ungerade, also macht der Spieler am Zug den letzten Zug und verliert nach Misère — {1}.",
                    "ここでは取れる本数はすべて奇数で、1本も取れます：マッチ棒のある山には必ず手があり、どの手も合計の偶奇を変えます。よって残りの手数の偶奇は合計 {0} の偶奇と同じ：奇数なので最後の手を打つのは手番の人で、逆形では負け — {1}。"
                )
            } else {
                f!(
                    lang,
                    [total, st],
                    "Here every allowed count is odd and 1 is allowed: a row with a stick always has a move, and every move changes whether the total is odd. So the number of moves left has the parity of the total, {0}: even, so the opponent makes the last move — {1}, and every move wins.",
                    "Hier ist jede erlaubte Anzahl ungerade und 1 ist erlaubt: eine Reihe mit einem Holz hat immer einen Zug, und jeder Zug ändert, ob die Summe ungerade ist. Also hat die Zahl der restlichen Züge die Parität der Summe {0}: gerade, also macht der Gegner den letzten Zug — {1}, und jeder Zug gewinnt.",
                    "ここでは取れる本数はすべて奇数で、1本も取れます：マッチ棒のある山には必ず手があり、どの手も合計の偶奇を変えます。よって残りの手数の偶奇は合計 {0} の偶奇と同じ：偶数なので最後の手を打つのは相手 — {1}。どの手も必勝手です。"
                )
            }
        }
        MisereRestrictedVerdict { normal, misere: Some(m) } => {
            let (st, normal_st) = (status(lang, Some(*m)), status(lang, Some(*normal)));
            if m == normal {
                f!(
                    lang,
                    [st],
                    "Back to this game's rule, misère: solved exactly, this position is {0} under misère too, so normal play's verdict holds here (its moves need not: the hints list misère's winning moves).",
                    "Zurück zur Regel dieses Spiels, Misère: exakt gelöst ist diese Stellung auch bei Misère {0}, das Urteil des Normalspiels gilt hier also (seine Züge nicht unbedingt: die Hinweise nennen die Gewinnzüge bei Misère).",
                    "この対局のルール(逆形)に戻ると：厳密に解くと、この局面は逆形でも{0}なので、正規形の判定はここでも成り立ちます(手は同じとは限りません。ヒントは逆形の必勝手を示します)。"
                )
            } else {
                f!(
                    lang,
                    [st, normal_st],
                    "Back to this game's rule, misère: solved exactly, this position is {0} under misère, not {1}: normal play's verdict and moves do not hold here. The status line and the hints give misère's.",
                    "Zurück zur Regel dieses Spiels, Misère: exakt gelöst ist diese Stellung bei Misère {0}, nicht {1}: Urteil und Züge des Normalspiels gelten hier nicht. Statuszeile und Hinweise nennen die der Misère.",
                    "この対局のルール(逆形)に戻ると：厳密に解くと、この局面は逆形では{0}で、{1}ではありません。正規形の判定と手はここでは成り立ちません。判定欄とヒントは逆形のものを示します。"
                )
            }
        }
        MisereRestrictedVerdict { misere: None, .. } => t!(
            lang,
            "Back to this game's rule, misère: the steps above were normal play's, and misère's own verdict needs an exact solve, which has not ended here (or the position is too large for one); the status line says which.",
            "Zurück zur Regel dieses Spiels, Misère: die Schritte oben waren die des Normalspiels, und das Urteil der Misère braucht eine exakte Lösung, die hier noch nicht vorliegt (oder für die die Stellung zu groß ist); die Statuszeile sagt, was davon zutrifft.",
            "この対局のルール(逆形)に戻ると：以上は正規形の説明で、逆形の判定には厳密な計算が必要ですが、まだ終わっていません(または局面が大きすぎます)。判定欄に表示されます。"
        ),
        MisereRestricted { outcome, unknown } => {
            let st = match (outcome, unknown) {
                (Some(_), _) | (None, None) => status(lang, *outcome),
                (None, Some(Unknown::TooLarge)) => t!(lang, "too large to solve exactly", "zu groß für eine exakte Lösung", "厳密に解くには大きすぎます"),
                (None, Some(Unknown::Solving)) => t!(lang, "not known yet; the exact solve is running beside the board, and this step shows its result when it ends", "noch nicht bekannt; die exakte Berechnung läuft neben dem Brett, und dieser Schritt zeigt ihr Ergebnis, sobald sie endet", "まだ分かりません。厳密な計算を盤の横で実行中で、終わるとこのステップに結果が表示されます"),
                (None, Some(Unknown::NotHere)) => t!(lang, "not solved in this explanation, as the exact solve takes long on these rows; a misère game on them has it solved beside the board", "in dieser Erklärung nicht gelöst, da die exakte Berechnung auf diesen Reihen lange dauert; in einer Misère-Partie auf ihnen läuft sie neben dem Brett", "ここでは解いていません。この局面では厳密な計算に時間がかかります。同じ山で逆形の対局をすると盤の横で計算されます"),
            };
            f!(
                lang,
                [st],
                "With restricted moves misère play has no formula like the cases A, B, C, which are about unrestricted Nim: the app solves misère positions exactly, working backwards through every reachable position. Here: {0}.",
                "Mit beschränkten Zügen hat Misère keine Formel wie die Fälle A, B, C, die für Nim ohne Beschränkung gelten: die App löst Misère-Stellungen exakt, indem sie rückwärts alle erreichbaren Stellungen durchrechnet. Hier: {0}.",
                "制限付きの逆形には、制限のないニムについての場合分け A, B, C のような公式はありません。アプリは到達可能な局面をすべて後退帰納法で厳密に解きます。この局面：{0}。"
            )
        }

        RecordOwn { moves, start, you } => {
            let p = pos(start);
            let n = if *moves == 1 {
                t!(lang, "1 move", "1 Zug", "1手")
            } else {
                f!(lang, [moves], "{0} moves", "{0} Züge", "{0}手")
            };
            let head = if *you {
                f!(
                    lang,
                    [n, p],
                    "Your game: {0} from {1}.",
                    "Deine Partie: {0} ab {1}.",
                    "あなたの対局：{1} から{0}。"
                )
            } else {
                f!(
                    lang,
                    [n, p],
                    "The game: {0} from {1}.",
                    "Die Partie: {0} ab {1}.",
                    "この対局：{1} から{0}。"
                )
            };
            head + &t!(
                lang,
                " At each move: the position, its status (N or P, with the German article's letter C or Z), the move, and whether it was winning.",
                " Bei jedem Zug: die Stellung, ihr Status (C oder Z, dazu der englische Buchstabe N oder P), der Zug und ob er ein Gewinnzug war.",
                "各手について局面、その判定、指した手、それが必勝手だったかを示します。"
            )
        }
        RecordDemo { start, cut, unsolved } => {
            let p = pos(start);
            let mut text = f!(
                lang,
                [p],
                "No move has been played yet. Here is a game from {0} with perfect play on the winning side (the losing side takes as much as it may from its largest row). Play a game yourself, and this explanation comments on your moves.",
                "Noch kein Zug gespielt. Hier eine Partie ab {0} mit perfektem Spiel der Gewinnerseite (die Verliererseite nimmt so viel, wie sie darf, aus ihrer größten Reihe). Spiel selbst eine Partie, dann kommentiert diese Erklärung deine Züge.",
                "まだ手が指されていません。{0} から、勝つ側が最善手を指し、負ける側が最大の山からできるだけ多く取る対局を示します。自分で対局すれば、その手を解説します。"
            );
            if *cut {
                let n = crate::explain::MAX_LINE;
                text.push_str(&f!(
                    lang,
                    [n],
                    " (The first {0} moves.)",
                    " (Die ersten {0} Züge.)",
                    "(最初の{0}手。)"
                ));
            }
            if *unsolved {
                text.push_str(&t!(
                    lang,
                    " It stops where the exact solver has not solved the position (yet).",
                    " Sie endet, wo der exakte Löser die Stellung (noch) nicht gelöst hat.",
                    "厳密な計算で(まだ)解かれていない局面で止まります。"
                ));
            }
            text
        }
        RecordMove { label, who: w, before, status: st, played, after, misere } => {
            let (p, a, x) = (pos(before), pos(after), who(lang, *w));
            let mut s = status(lang, *st);
            // Japanese puts the ending first: a parenthesis after the status's own would nest.
            if *misere {
                match lang {
                    Lang::En => s.push_str(" under misère"),
                    Lang::De => s.push_str(" bei Misère"),
                    Lang::Ja => s.insert_str(0, "逆形で"),
                }
            }
            let (r, take) = (played.row + 1, played.take);
            let head = match label {
                Label::S(n) => format!("S{n} = {p}"),
                Label::Move(n) => f!(
                    lang,
                    [n, p],
                    "Move {0}: {1}",
                    "Zug {0}: {1}",
                    "{0}手目：{1}"
                ),
            };
            // The person against the computer is addressed, and English and German conjugate.
            if w.is_you() {
                f!(
                    lang,
                    [head, s, take, r, a],
                    "{0}, {1}: you take {2} from row {3} → {4}.",
                    "{0}, {1}: du nimmst {2} aus Reihe {3} → {4}.",
                    "{0}は{1}。あなたが{3}番目の山から{2}本取る → {4}。"
                )
            } else {
                f!(
                    lang,
                    [head, s, x, take, r, a],
                    "{0}, {1}: {2} takes {3} from row {4} → {5}.",
                    "{0}, {1}: {2} nimmt {3} aus Reihe {4} → {5}.",
                    "{0}は{1}。{2}が{4}番目の山から{3}本取る → {5}。"
                )
            }
        }
        RecordVerdict(v) => match v {
            Verdict::Winning { others } => {
                let mut text = t!(
                    lang,
                    "A winning move: the opponent gets a P-position.",
                    "Ein Gewinnzug: der Gegner erhält eine Z-Stellung.",
                    "必勝手：相手にP局面を渡します。"
                );
                if !others.is_empty() {
                    let list = moves_text(lang, others, None);
                    text.push_str(&f!(
                        lang,
                        [list],
                        " Also winning: {0}.",
                        " Ebenfalls gewinnend: {0}.",
                        "他の必勝手：{0}。"
                    ));
                }
                text
            }
            Verdict::Mistake { best } => {
                let list = moves_text(lang, best, None);
                f!(
                    lang,
                    [list],
                    "A mistake: it leaves the opponent an N-position. Winning instead: {0}.",
                    "Ein Fehler: der Gegner erhält eine C-Stellung. Gewinnend wäre gewesen: {0}.",
                    "悪手：相手にN局面を渡します。必勝手は：{0}。"
                )
            }
            Verdict::Forced => t!(
                lang,
                "From a P-position every move loses against perfect play; only a mistake of the opponent can help.",
                "Aus einer Z-Stellung verliert jeder Zug gegen perfektes Spiel; nur ein Fehler des Gegners kann helfen.",
                "P局面からはどの手も最善手に対して負けです。相手のミスを待つしかありません。"
            ),
            Verdict::Unknown => t!(
                lang,
                "The status is not known here (the exact solver has not solved this position).",
                "Der Status ist hier nicht bekannt (der exakte Löser hat diese Stellung nicht gelöst).",
                "判定はここでは不明です(厳密な計算でこの局面は解かれていません)。"
            ),
        },
        RecordEnd { winner: Some(w), loser, ending, .. } => {
            let (x, y) = (who(lang, *w), loser.map_or_else(String::new, |l| who(lang, l)));
            match ending {
                Ending::Normal if w.is_you() => t!(
                    lang,
                    "No move is left: you made the last move and win (normal play).",
                    "Kein Zug mehr möglich: du hast den letzten Zug gemacht und gewinnst (Normalspiel).",
                    "もう手がありません：最後に指したあなたの勝ち(正規形)。"
                ),
                Ending::Misere if loser.is_some_and(Who::is_you) => f!(
                    lang,
                    [x],
                    "No move is left: you made the last move and lose; {0} wins (misère play).",
                    "Kein Zug mehr möglich: du hast den letzten Zug gemacht und verlierst; {0} gewinnt (Misère).",
                    "もう手がありません：最後に指したあなたの負けで、{0}の勝ち(逆形)。"
                ),
                Ending::Misere if w.is_you() => f!(
                    lang,
                    [y],
                    "No move is left: {0} made the last move and loses; you win (misère play).",
                    "Kein Zug mehr möglich: {0} hat den letzten Zug gemacht und verliert; du gewinnst (Misère).",
                    "もう手がありません：最後に指した{0}の負けで、あなたの勝ち(逆形)。"
                ),
                Ending::Normal => f!(
                    lang,
                    [x],
                    "No move is left: {0} made the last move and wins (normal play).",
                    "Kein Zug mehr möglich: {0} hat den letzten Zug gemacht und gewinnt (Normalspiel).",
                    "もう手がありません：最後に指した{0}の勝ち(正規形)。"
                ),
                Ending::Misere => f!(
                    lang,
                    [y, x],
                    "No move is left: {0} made the last move and loses; {1} wins (misère play).",
                    "Kein Zug mehr möglich: {0} hat den letzten Zug gemacht und verliert; {1} gewinnt (Misère).",
                    "もう手がありません：最後に指した{0}の負けで、{1}の勝ち(逆形)。"
                ),
            }
        }
        NoMoveHere { ending: Ending::Normal } => t!(
            lang,
            "No move is possible in this position: the game is over, and the player to move, who cannot move, has lost (normal play). The steps below show its numbers all the same: where they speak of every move, there is none.",
            "In dieser Stellung ist kein Zug möglich: das Spiel ist aus, und wer am Zug ist, kann nicht ziehen und hat verloren (Normalspiel). Die folgenden Schritte zeigen trotzdem ihre Zahlen: wo sie von jedem Zug sprechen, gibt es keinen.",
            "この局面では手がありません：ゲームは終わっており、指せない手番の人の負けです(正規形)。以下のステップはそれでもこの局面の数を示しますが、「どの手も」と言うところで手は1つもありません。"
        ),
        NoMoveHere { ending: Ending::Misere } => t!(
            lang,
            "No move is possible in this position: the game is over, and the player to move, who cannot move, has won (misère play). The steps below show its numbers for normal play all the same: where they speak of every move, there is none.",
            "In dieser Stellung ist kein Zug möglich: das Spiel ist aus, und wer am Zug ist, kann nicht ziehen und hat gewonnen (Misère). Die folgenden Schritte zeigen trotzdem ihre Zahlen für das Normalspiel: wo sie von jedem Zug sprechen, gibt es keinen.",
            "この局面では手がありません：ゲームは終わっており、指せない手番の人の勝ちです(逆形)。以下のステップはそれでも正規形としての数を示しますが、「どの手も」と言うところで手は1つもありません。"
        ),
        RecordNoMove { to_move, ending } => {
            let x = who(lang, *to_move);
            match (ending, to_move.is_you()) {
                (Ending::Normal, true) => t!(
                    lang,
                    "No move is possible in this position: you cannot move and lose (normal play).",
                    "In dieser Stellung ist kein Zug möglich: du kannst nicht ziehen und verlierst (Normalspiel).",
                    "この局面では手がありません：あなたは指せないので負けです(正規形)。"
                ),
                (Ending::Misere, true) => t!(
                    lang,
                    "No move is possible in this position: you cannot move and win (misère play).",
                    "In dieser Stellung ist kein Zug möglich: du kannst nicht ziehen und gewinnst (Misère).",
                    "この局面では手がありません：あなたは指せないので勝ちです(逆形)。"
                ),
                (Ending::Normal, false) => f!(
                    lang,
                    [x],
                    "No move is possible in this position: {0} cannot move and loses (normal play).",
                    "In dieser Stellung ist kein Zug möglich: {0} kann nicht ziehen und verliert (Normalspiel).",
                    "この局面では手がありません：{0}は指せないので負けです(正規形)。"
                ),
                (Ending::Misere, false) => f!(
                    lang,
                    [x],
                    "No move is possible in this position: {0} cannot move and wins (misère play).",
                    "In dieser Stellung ist kein Zug möglich: {0} kann nicht ziehen und gewinnt (Misère).",
                    "この局面では手がありません：{0}は指せないので勝ちです(逆形)。"
                ),
            }
        }
        RecordEnd { winner: None, to_move, status: st, .. } => {
            let (x, s) = (who(lang, *to_move), status_at(lang, *st));
            if to_move.is_you() {
                return f!(
                    lang,
                    [s],
                    "The game goes on: you are to move, {0}.",
                    "Die Partie geht weiter: du bist am Zug, {0}.",
                    "対局は続きます：あなたの手番、{0}。"
                );
            }
            f!(
                lang,
                [x, s],
                "The game goes on: {0} is to move, {1}.",
                "Die Partie geht weiter: {0} ist am Zug, {1}.",
                "対局は続きます：{0}の手番、{1}。"
            )
        }
        GermanIntro => t!(
            lang,
            "The German Wikipedia article's game: S1 = 22-5-13-27, player A begins. The article marks the move played with a long bar │ and other winning moves with short bars |. Both endings follow: the normal rule and misère.",
            "Die Partie aus dem deutschen Wikipedia-Artikel: S1 = 22-5-13-27, Spieler A beginnt. Der Artikel markiert den ausgeführten Zug mit einem langen Strich │ und alternative Gewinnzüge mit kurzen Strichen |. Es folgen beide Enden: Standard-Regel und Misère-Regel.",
            "ドイツ語版ウィキペディアの対局：S1 = 22-5-13-27、A が先手。記事は指した手を長い縦線 │、ほかの必勝手を短い縦線 | で示します。正規形と逆形の両方の終わり方を続けて示します。"
        ),
        GermanPart { position } => {
            let p = pos(position);
            f!(
                lang,
                [p],
                "S7 = {0}: only one row has more than one stick — case B. Here the two rules part: the normal rule leaves an even number of single sticks, misère an odd number.",
                "S7 = {0}: nur noch eine Reihe hat mehr als ein Streichholz — der Fall B ist eingetreten. Hier trennen sich die Regeln: die Standard-Regel lässt eine gerade Anzahl einzelner Streichhölzer übrig, Misère eine ungerade.",
                "S7 = {0}：2本以上の山は1つだけ — 場合B。ここで両ルールが分かれます：正規形では1本の山を偶数個、逆形では奇数個残します。"
            )
        }
        GermanEnd { ending: Ending::Normal } => t!(
            lang,
            "S9 = 1-0-0-0: A takes the last stick and wins (normal rule).",
            "S9 = 1-0-0-0: A nimmt und gewinnt (Standard-Regel)!",
            "S9 = 1-0-0-0：A が最後の1本を取って勝ち(正規形)。"
        ),
        GermanEnd { ending: Ending::Misere } => t!(
            lang,
            "S8 = 1-0-0-0, a Z-position under misère: B must take the last stick and loses — A wins.",
            "S8 = 1-0-0-0, Z-Stellung bei der Misère-Regel: B nimmt, wodurch A gewinnt!",
            "S8 = 1-0-0-0(逆形のP局面)：B は最後の1本を取らざるを得ず負け — A の勝ち。"
        ),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::explain::steps;
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
        let japanese = |c: char| {
            ('\u{3040}'..='\u{30ff}').contains(&c) || ('\u{4e00}'..='\u{9fff}').contains(&c)
        };
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
                                        text.match_indices(
                                            "ändert die Spalten mit den Stellenwerten ",
                                        ),
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
            en.iter().any(|t| t.starts_with("Move 2: ")
                && t.contains(": the computer takes 1 from row 2 → 1-0.")),
            "{en:?}"
        );
        assert!(
            en.iter()
                .any(|t| t.starts_with("Move 3: ") && t.contains(": you take 1 from row 1 → 0-0.")),
            "{en:?}"
        );
        assert!(en.contains(&"No move is left: you made the last move and lose; the computer wins (misère play).".to_string()), "{en:?}");
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
            let text = step_text(lang, &StepMsg::XorRule { plain_sum: None });
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
        assert!(
            intro(1, Lang::En).ends_with("one column per power of two, here only the column of 1.")
        );
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
}

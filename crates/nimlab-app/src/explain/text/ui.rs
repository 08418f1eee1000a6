//! The explanation panel's own words: its controls and labels, the figures' symbols, and the
//! line under a step that shows another position than the game's.

use super::{case_text, rule_name};
use crate::explain::Sym;
use crate::i18n::{position_text as pos, subscript as sub, Lang};
use crate::play::explain_menu_text::{menu, Menu};
use crate::route::Topic;
use crate::text;
use nimlab_core::analysis::Outcome;
use nimlab_core::{Ending, MisereCase};

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
        Sym::NimSum => text!(lang, "nim-sum", "Nim-Summe", "ニム和"),
    }
}

/// Renders a label or control of the panel.
pub fn ui(lang: Lang, u: Ui) -> String {
    match u {
        Ui::Title(topic) => menu(lang, Menu::Title(topic)),
        Ui::Next => text!(lang, "Next", "Weiter", "次へ"),
        Ui::Prev => text!(lang, "Back", "Zurück", "前へ"),
        Ui::Close => text!(lang, "Close the explanation", "Erklärung schließen", "解説を閉じる"),
        Ui::Lecture => text!(lang, "Lecture mode", "Vorlesungsmodus", "講義モード"),
        Ui::Fullscreen => text!(lang, "Full screen", "Vollbild", "全画面"),
        Ui::Reveal => text!(lang, "Reveal the answer", "Lösung zeigen", "答えを見る"),
        Ui::Answer => text!(lang, "Answer", "Lösung", "答え"),
        Ui::CopyLink => text!(
            lang,
            "Copy link to this step",
            "Link zu diesem Schritt kopieren",
            "このステップへのリンクをコピー"
        ),
        Ui::Copied => text!(lang, "Link copied.", "Link kopiert.", "リンクをコピーしました。"),
        Ui::CopyFailed => text!(
            lang,
            "Copying is not allowed here: the address bar holds the link.",
            "Kopieren ist hier nicht erlaubt: die Adresszeile enthält den Link.",
            "ここではコピーできません：アドレスバーのリンクを使ってください。"
        ),
        Ui::LinkHasNoMoves => text!(
            lang,
            "It holds the position on screen, not the moves played: opened elsewhere, this explanation comments on a game of perfect play from there.",
            "Er enthält die Stellung auf dem Bildschirm, nicht die gespielten Züge: anderswo geöffnet, kommentiert diese Erklärung eine Partie mit perfektem Spiel von dort.",
            "リンクに含まれるのは画面の局面で、指した手は含まれません。別の場所で開くと、この解説はその局面からの最善手の対局を解説します。"
        ),
        Ui::Jump => text!(lang, "Go to step", "Gehe zu Schritt", "ステップへ移動"),
        Ui::Counter { step, steps } => {
            text!(lang, "Step {0} of {1}", "Schritt {0} von {1}", "ステップ {0} / {1}", step, steps)
        }
        Ui::Keys => text!(
            lang,
            "Keys: → Space Page Down: next · ← Page Up: back · Home End: first, last · R: reveal · Esc: close (in lecture mode, first leave it)",
            "Tasten: → Leertaste Bild ab: weiter · ← Bild auf: zurück · Pos1 Ende: erster, letzter · R: Lösung · Esc: schließen (im Vorlesungsmodus erst diesen verlassen)",
            "キー：→ スペース PageDown：次へ · ← PageUp：前へ · Home End：最初・最後 · R：答え · Esc：閉じる(講義モードではまず講義モードを終了)"
        ),
        Ui::Try => text!(lang, "Try it on:", "Ausprobieren an:", "試す："),
        Ui::Example(e) => match e {
            Example::GermanEnding => text!(
                lang,
                "the worked game's ending 1-5 (misère)",
                "dem Ende 1-5 der Beispielpartie (Misère)",
                "対局例の終盤 1-5(逆形)"
            ),
            Example::Marienbad => text!(
                lang,
                "Marienbad 1-3-5-7",
                "Marienbad 1-3-5-7",
                "マリエンバート 1-3-5-7"
            ),
            Example::GermanGame => text!(
                lang,
                "the worked game 22-5-13-27",
                "der Beispielpartie 22-5-13-27",
                "対局例 22-5-13-27"
            ),
            Example::PPosition => text!(
                lang,
                "a P-position, 19-5-13-27",
                "einer Z-Stellung, 19-5-13-27",
                "P局面 19-5-13-27"
            ),
            Example::TwoRows => text!(lang, "two rows, 7-4", "zwei Reihen, 7-4", "山が2つ、7-4"),
            Example::Slides => text!(
                lang,
                "7-5-3-1 with “take 1 or 2”",
                "7-5-3-1 mit „nimm 1 oder 2“",
                "「1本か2本取る」の 7-5-3-1"
            ),
            Example::Lab => text!(
                lang,
                "three rows 3-4-9",
                "drei Reihen 3-4-9",
                "3つの山 3-4-9"
            ),
        },
        Ui::Position => text!(lang, "position", "Stellung", "局面"),
        Ui::Status => text!(lang, "status", "Status", "判定"),
        Ui::Move => text!(lang, "move", "Zug", "手"),
        Ui::Departs => text!(
            lang,
            "← misère departs here",
            "← hier weicht Misère ab",
            "← 逆形はここで分かれる"
        ),
        Ui::Also => text!(lang, "also winning:", "auch gewinnend:", "他の必勝手："),
        Ui::Instead => text!(
            lang,
            "winning instead:",
            "stattdessen gewinnend:",
            "代わりの必勝手："
        ),
        Ui::StatusLetter(o) => crate::i18n::status_letter(lang, o).into(),
        Ui::LabCase(n) => match n {
            1 => text!(
                lang,
                "Case 1: no 1 — even",
                "Fall 1: keine 1 — gerade",
                "場合1：1が0個 — 偶数"
            ),
            2 => text!(
                lang,
                "Case 2: two 1s — even",
                "Fall 2: zwei Einsen — gerade",
                "場合2：1が2個 — 偶数"
            ),
            3 => text!(
                lang,
                "Case 3: one 1 — odd",
                "Fall 3: eine 1 — ungerade",
                "場合3：1が1個 — 奇数"
            ),
            _ => text!(
                lang,
                "Case 4: three 1s — odd",
                "Fall 4: drei Einsen — ungerade",
                "場合4：1が3個 — 奇数"
            ),
        },
        Ui::Case(case) => case_text(lang, case),
        Ui::CasesNormalNote => text!(
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
    text!(
        lang,
        "The board and the binary panel show this step's position, {0}, under {1}. Closing the explanation shows the game again.",
        "Brett und Dualtafel zeigen die Stellung dieses Schritts, {0}, nach der {1}. Nach dem Schließen der Erklärung zeigen sie wieder das Spiel.",
        "盤面と2進表はこのステップの局面 {0}({1})を表示しています。解説を閉じると対局の局面に戻ります。",
        p,
        rule
    )
}

/// After a click on the board while it shows a step's position.
pub fn board_inert(lang: Lang) -> String {
    text!(
        lang,
        "The board shows the step's position, not the game: close the explanation to play on.",
        "Das Brett zeigt die Stellung des Schritts, nicht das Spiel: zum Weiterspielen die Erklärung schließen.",
        "盤面はステップの局面で、対局ではありません。続けて指すには解説を閉じてください。"
    )
}

/// In place of whose turn it is, while the board shows a step's position (`rows`, `ending`).
pub fn board_caption(lang: Lang, rows: &[u64], ending: Ending) -> String {
    let (p, rule) = (pos(rows), rule_name(lang, ending));
    text!(
        lang,
        "On the board: the step's position {0}, under {1}",
        "Auf dem Brett: die Stellung des Schritts, {0}, nach der {1}",
        "盤面：このステップの局面 {0}({1})",
        p,
        rule
    )
}

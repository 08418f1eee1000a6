//! The words of the list of explanations beside the board: the first module shows it (the
//! explanations themselves are in the full module), so its texts are kept apart from the panel's.

use crate::i18n::Lang;
use crate::route::Topic;
use crate::text;

/// The list of explanations beside the board: the first module shows it, so its texts are
/// kept apart from the panel's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Menu {
    Heading,
    ListIntro,
    Title(Topic),
    Blurb(Topic),
}

/// Renders a text of the list of explanations.
pub fn menu(lang: Lang, m: Menu) -> String {
    match m {
        Menu::Heading => text!(lang, "Explanations", "Erklärungen", "解説"),
        Menu::ListIntro => text!(
            lang,
            "Step by step, with the numbers of the position on the board.",
            "Schritt für Schritt, mit den Zahlen der Stellung auf dem Brett.",
            "盤面の局面の数を使って、一歩ずつ解説します。"
        ),
        Menu::Title(topic) => match topic {
            Topic::NimSum => text!(
                lang,
                "The nim-sum criterion",
                "Das Nim-Summen-Kriterium",
                "ニム和による判定"
            ),
            Topic::Bouton => text!(
                lang,
                "Bouton's winning move",
                "Boutons Gewinnzug",
                "バウトンの必勝手"
            ),
            Topic::Proof => text!(
                lang,
                "Why it works: the proof",
                "Warum es funktioniert: der Beweis",
                "なぜ勝てるか：証明"
            ),
            Topic::Mirror => text!(
                lang,
                "Two rows: the mirror strategy",
                "Zwei Reihen: die Spiegelstrategie",
                "山が2つ：ミラー戦略"
            ),
            Topic::Columns => text!(
                lang,
                "Column by column",
                "Spalte für Spalte",
                "列ごとの場合分け"
            ),
            Topic::Misere => text!(lang, "Misère play", "Misère-Spiel", "逆形"),
            Topic::Record => text!(lang, "A whole game", "Eine ganze Partie", "1局をふり返る"),
        },
        Menu::Blurb(topic) => match topic {
            Topic::NimSum => text!(
                lang,
                "Rows in binary, 1s per column, even and odd, XOR: P- or N-position.",
                "Reihen im Dualsystem, Einsen je Spalte, gerade und ungerade, XOR: Z- oder C-Stellung.",
                "2進表記、列ごとの1の個数、偶奇、XOR：P局面かN局面か。"
            ),
            Topic::Bouton => text!(
                lang,
                "Bouton's construction: E, its highest 1, Bᵢ = E xor nᵢ, the winning moves.",
                "Boutons Konstruktion: E, seine höchste 1, Bᵢ = E xor nᵢ, die Gewinnzüge.",
                "バウトンの構成：E、その最上位の1、Bᵢ = E xor nᵢ、必勝手。"
            ),
            Topic::Proof => text!(
                lang,
                "T = S ⊕ Aₖ ⊕ Bₖ and the two lemmas, with this position's numbers.",
                "T = S ⊕ Aₖ ⊕ Bₖ und die zwei Hilfssätze, mit den Zahlen dieser Stellung.",
                "T = S ⊕ Aₖ ⊕ Bₖ と2つの補題を、この局面の数で。"
            ),
            Topic::Mirror => text!(
                lang,
                "Equal rows lose: copy the opponent.",
                "Gleiche Reihen verlieren: kopiere den Gegner.",
                "等しい2山は負け：相手のまねをする。"
            ),
            Topic::Columns => text!(
                lang,
                "Four cases, column by column.",
                "Vier Fälle, Spalte für Spalte.",
                "4つの場合を列ごとに。"
            ),
            Topic::Misere => text!(
                lang,
                "Whoever takes the last stick loses: cases A, B, Cg, Cu, and where play departs.",
                "Wer das letzte nimmt, verliert: Fälle A, B, Cg, Cu, und wo das Spiel abweicht.",
                "最後の1本を取ると負け：場合A, B, Cg, Cu と分かれ目。"
            ),
            Topic::Record => text!(
                lang,
                "Every move commented: your game, or the worked game S1…S9.",
                "Jeder Zug kommentiert: deine Partie oder die Beispielpartie S1…S9.",
                "すべての手を解説：あなたの対局、または対局例 S1…S9。"
            ),
        },
    }
}

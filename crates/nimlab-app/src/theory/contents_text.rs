//! The contents page's catalog: the four source texts, item by item, each with the link that
//! opens it in the app. Texts are `[English, German, Japanese]`, for `crate::i18n::pick`.

/// One item of a source text and where the app shows it.
pub struct Item {
    /// What the text has there.
    pub text: [&'static str; 3],
    /// The link (a hash route) that opens it.
    pub href: &'static str,
}

/// A source text and its items, in the text's order.
pub struct Source {
    /// The source's name.
    pub title: [&'static str; 3],
    /// Its items.
    pub items: &'static [Item],
}

/// The page's heading.
pub const TITLE: [&str; 3] = ["Contents", "Inhalt", "目次"];

/// The line under the heading.
pub const INTRO: [&str; 3] = [
    "Everything in the four source texts, item by item: each link opens it in the app, with the texts' own numbers.",
    "Alles aus den vier Quelltexten, Punkt für Punkt: jeder Link öffnet es in der App, mit den Zahlen der Texte.",
    "4つの出典の内容を項目ごとに。各リンクはアプリの該当箇所を出典と同じ数で開きます。",
];

/// The history, the conclusion and the literature: at the foot of the sums page, opened.
const HISTORY: &str = "#/sums?rows=7,5,3,1&take=1-2&target=0&step=1&history=open";

/// The four source texts.
pub const SOURCES: &[Source] = &[
    Source {
        title: [
            "German Wikipedia, “Nim-Spiel”",
            "Deutsche Wikipedia, „Nim-Spiel“",
            "ドイツ語版ウィキペディア「Nim-Spiel」",
        ],
        items: &[
            Item {
                text: [
                    "The rules, and the example 22-5-13-27 to play",
                    "Die Regeln und das Beispiel 22-5-13-27 zum Spielen",
                    "ルールと、対局できる例 22-5-13-27",
                ],
                href: "#/play?rows=22,5,13,27",
            },
            Item {
                text: [
                    "P- and N-positions, the rows in binary and the nim-sum",
                    "Z- und C-Stellungen (P und N), die Reihen im Dualsystem und die Nim-Summe",
                    "P局面とN局面、各山の2進表記とニム和",
                ],
                href: "#/play?rows=22,5,13,27&explain=nimsum&step=1",
            },
            Item {
                text: [
                    "The column counts 2-2-3-2-3 (g-g-u-g-u) and the three winning moves",
                    "Die Spaltensummen 2-2-3-2-3 (g-g-u-g-u) und die drei Gewinnzüge",
                    "列ごとの1の個数 2-2-3-2-3(偶-偶-奇-偶-奇)と3つの必勝手",
                ],
                href: "#/play?rows=22,5,13,27&hints=on",
            },
            Item {
                text: [
                    "The game record S1 … S9, with its normal and its misère ending",
                    "Die Partie S1 … S9, mit ihrem normalen und ihrem Misère-Ende",
                    "棋譜 S1 … S9 と、その正規形と逆形の終盤",
                ],
                href: "#/play?rows=22,5,13,27&explain=record&step=1",
            },
            Item {
                text: [
                    "Misère play: the cases A, B, Cg and Cu",
                    "Misère-Spiel: die Fälle A, B, Cg und Cu",
                    "逆形：場合 A、B、Cg、Cu",
                ],
                href: "#/play?rows=22,5,13,27&end=misere&explain=misere&step=1",
            },
            Item {
                text: [
                    "Marienbad: 1-3-5-7, whoever takes the last stick loses",
                    "Marienbad: 1-3-5-7, wer das letzte Streichholz nimmt, verliert",
                    "マリエンバート：1-3-5-7、最後の1本を取った方が負け",
                ],
                href: "#/play?rows=1,3,5,7&end=misere",
            },
            Item {
                text: [
                    "Equal rows: the second player copies",
                    "Gleiche Reihen: der zweite Spieler macht nach",
                    "同じ大きさの山：後手がまねをする",
                ],
                href: "#/play?rows=6,6,6,6&explain=mirror&step=1",
            },
            Item {
                text: [
                    "The staircase 1-2-3-4-5-6",
                    "Die Treppe 1-2-3-4-5-6",
                    "階段 1-2-3-4-5-6",
                ],
                href: "#/play?rows=1,2,3,4,5,6",
            },
            Item {
                text: [
                    "At most k sticks per move (here 3)",
                    "Höchstens k Streichhölzer pro Zug (hier 3)",
                    "1回に取れるのは k 本まで(ここでは3本)",
                ],
                href: "#/play?rows=22,5,13,27&take=1-3",
            },
            Item {
                text: [
                    "Bachet's race: add 1 to 10; whoever reaches 100 wins",
                    "Bachets Spiel „Ziel 100“: 1 bis 10 addieren, wer 100 erreicht, gewinnt",
                    "バシェのゲーム：1〜10を足して100に達した方が勝ち",
                ],
                href: "#/play?rows=100&take=1-10&race=100",
            },
            Item {
                text: [
                    "The “Bubi” variant: only 1, 3 or 5 sticks",
                    "Die „Bubi“-Variante: nur 1, 3 oder 5 Streichhölzer",
                    "Bubi 変種：1本、3本、5本のみ",
                ],
                href: "#/play?rows=7,9,11&take=1,3,5",
            },
            Item {
                text: [
                    "Its criterion, an odd and an even count: {1, 3, 4}",
                    "Ihr Kriterium, eine ungerade und eine gerade Anzahl: {1, 3, 4}",
                    "その条件(奇数と偶数の本数)：{1, 3, 4}",
                ],
                href: "#/grundy?take=1,3,4&upto=40",
            },
            Item {
                text: [
                    "The game as a graph: the kernel is the P-positions",
                    "Das Spiel als Graph: der Kern sind die Z-Stellungen",
                    "グラフとしてのゲーム：核はP局面",
                ],
                href: "#/graph?game=position&rows=1,2,3&take=any&step=0",
            },
            Item {
                text: [
                    "History, the conclusion (Fazit) and the outlook: Sprague 1935, Grundy 1939, combinatorial game theory from about 1970; the literature",
                    "Geschichte, Fazit und Ausblick: Sprague 1935, Grundy 1939, kombinatorische Spieltheorie ab etwa 1970; die Literatur",
                    "歴史、結論(Fazit)と展望：スプレイグ 1935、グランディ 1939、1970年ごろからの組合せゲーム理論。文献",
                ],
                href: HISTORY,
            },
        ],
    },
    Source {
        title: [
            "University lab handout, “Labor Nim-Spiel”",
            "Laborblatt der Hochschule, „Labor Nim-Spiel“",
            "大学の実習資料「Labor Nim-Spiel」",
        ],
        items: &[
            Item {
                text: [
                    "Three rows, and XOR column by column: the four cases",
                    "Drei Reihen und XOR Spalte für Spalte: die vier Fälle",
                    "3つの山と列ごとのXOR：4つの場合",
                ],
                href: "#/play?rows=3,4,9&explain=columns&step=1",
            },
            Item {
                text: [
                    "The construction E = n₁ xor n₂ xor n₃, Bᵢ = E xor nᵢ, replace nᵢ by Bᵢ < nᵢ",
                    "Die Konstruktion E = n₁ xor n₂ xor n₃, Bᵢ = E xor nᵢ, nᵢ durch Bᵢ < nᵢ ersetzen",
                    "構成 E = n₁ xor n₂ xor n₃、Bᵢ = E xor nᵢ、Bᵢ < nᵢ なら nᵢ を Bᵢ に",
                ],
                href: "#/play?rows=3,4,9&explain=bouton&step=1",
            },
            Item {
                text: [
                    "The example 3-4-9: its one winning move, 9 → 7",
                    "Das Beispiel 3-4-9: sein einziger Gewinnzug, 9 → 7",
                    "例 3-4-9：唯一の必勝手 9 → 7",
                ],
                href: "#/play?rows=3,4,9&hints=on",
            },
            Item {
                text: [
                    "The computer's move as a sub-program: play against it",
                    "Der Zug des Computers als Unterprogramm: gegen ihn spielen",
                    "サブプログラムとしてのコンピュータの手：対戦する",
                ],
                href: "#/play?rows=3,4,9&vs=computer&level=perfect&first=human",
            },
        ],
    },
    Source {
        title: [
            "Japanese Wikipedia, “ニム”",
            "Japanische Wikipedia, „ニム“",
            "日本語版ウィキペディア「ニム」",
        ],
        items: &[
            Item {
                text: [
                    "Two piles: the mirror strategy",
                    "Zwei Reihen: die Spiegelstrategie",
                    "2つの山：ミラー戦略(まね戦略)",
                ],
                href: "#/play?rows=5,3&explain=mirror&step=1",
            },
            Item {
                text: [
                    "The strategy for any number of piles: make the nim-sum 0",
                    "Die Strategie für beliebig viele Reihen: die Nim-Summe 0 machen",
                    "山がいくつでも：ニム和を0にする戦略",
                ],
                href: "#/play?rows=3,5,7&explain=bouton&step=1",
            },
            Item {
                text: [
                    "The proof: T = S xor Aₖ xor Bₖ and its two lemmas",
                    "Der Beweis: T = S xor Aₖ xor Bₖ und seine zwei Hilfssätze",
                    "証明：T = S xor Aₖ xor Bₖ と2つの補題",
                ],
                href: "#/play?rows=3,5,7&explain=proof&step=1",
            },
            Item {
                text: [
                    "Misère play (逆形) and its winning rule",
                    "Misère-Spiel (逆形) und seine Gewinnregel",
                    "逆形とその必勝法",
                ],
                href: "#/play?rows=3,5,7&end=misere&explain=misere&step=1",
            },
            Item {
                text: [
                    "History: ancient China, Western Europe in the early 16th century, Bouton at Harvard 1901; the first game whose winning strategy was solved mathematically",
                    "Geschichte: das alte China, Westeuropa im frühen 16. Jahrhundert, Bouton in Harvard 1901; das erste Spiel, dessen Gewinnstrategie mathematisch gelöst wurde",
                    "歴史：古代中国、16世紀初めの西欧、1901年ハーバード大学のバウトン。必勝法が数学的に解決された最初のゲーム",
                ],
                href: HISTORY,
            },
        ],
    },
    Source {
        title: [
            "Lecture slides, “Nimm eins oder zwei” … “Sprague–Grundy”",
            "Vorlesungsfolien, „Nimm eins oder zwei“ … „Sprague–Grundy“",
            "講義スライド「Nimm eins oder zwei」…「Sprague–Grundy」",
        ],
        items: &[
            Item {
                text: [
                    "“Take one or two” from 20",
                    "„Nimm eins oder zwei“ von 20",
                    "20本から「1本か2本取る」",
                ],
                href: "#/play?rows=20&take=1-2",
            },
            Item {
                text: [
                    "The game graph and ν by backward induction",
                    "Der Spielgraph und ν durch Rückwärtsinduktion",
                    "ゲームグラフと後退帰納法による ν",
                ],
                href: "#/graph",
            },
            Item {
                text: [
                    "γ = mex, the table x = 0 … 20, and Theorem 1a: γ(x) = x rem n",
                    "γ = mex, die Tabelle x = 0 … 20 und Satz 1a: γ(x) = x rem n",
                    "γ = mex、x = 0 … 20 の表、定理 1a：γ(x) = x rem n",
                ],
                href: "#/grundy?take=1,2&upto=20",
            },
            Item {
                text: [
                    "Graphs: artinian, locally finite; Theorem 1d (ν = γ ∧ 1) and its proof; Nim as a graph",
                    "Graphen: artinsch, lokal-endlich; Satz 1d (ν = γ ∧ 1) und sein Beweis; Nim als Graph",
                    "グラフ：アルティン的、局所有限。定理 1d(ν = γ ∧ 1)とその証明。グラフとしてのニム",
                ],
                href: "#/graph?defs=open",
            },
            Item {
                text: [
                    "The exercise graph a … g",
                    "Der Übungsgraph a … g",
                    "演習のグラフ a … g",
                ],
                href: "#/graph?game=exercise&step=0",
            },
            Item {
                text: [
                    "Bouton 1901 and Theorem 1g: γ = XOR, and a move to any smaller value",
                    "Bouton 1901 und Satz 1g: γ = XOR und ein Zug zu jedem kleineren Wert",
                    "バウトン 1901 と定理 1g：γ = XOR、より小さい任意の値への手",
                ],
                href: "#/sums?rows=1,3,6,7&take=any",
            },
            Item {
                text: [
                    "Sums of games and the Sprague–Grundy theorem: 7-5-3-1 under “take one or two”, one winning move raises a row's value",
                    "Summen von Spielen und der Satz von Sprague–Grundy: 7-5-3-1 bei „Nimm eins oder zwei“, ein Gewinnzug erhöht den Wert einer Reihe",
                    "ゲームの和とスプレイグ・グランディの定理：「1本か2本」の 7-5-3-1、必勝手の一つは山の値を上げる",
                ],
                href: "#/sums?rows=7,5,3,1&take=1-2",
            },
            Item {
                text: [
                    "Exercises: P or N, Grundy values, winning moves",
                    "Übungen: P oder N, Grundy-Werte, Gewinnzüge",
                    "演習：P か N か、グランディ数、必勝手",
                ],
                href: "#/exercise",
            },
        ],
    },
];

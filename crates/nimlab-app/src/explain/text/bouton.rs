//! Bouton's winning move in the lab handout's notation: E, its highest 1, Bᵢ = E xor nᵢ
//! and the winning moves.

use super::{bin, chain, moves_text, nums, rows_cap};
use crate::explain::StepMsg;
use crate::i18n::{join, position_text as pos, subscript as sub, Lang};
use crate::text;

/// E, its highest 1, and why the rows with a 1 there are the ones to reduce.
pub(super) fn construction(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {

        LabE { rows, grundy: false } => {
            let e = chain("n", *rows, "xor");
            text!(
                lang,
                "The strategy for any number of piles: with S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ, the nim-sum of the piles, the player to move wins if S ≠ 0, since a move can always make S = 0, and loses if S = 0. Bouton's construction: n₁, n₂, … are the rows' counts; compute E = {0}.",
                "Die Strategie für beliebig viele Reihen: mit S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ, der Nim-Summe der Reihen, gewinnt der Spieler am Zug bei S ≠ 0, denn ein Zug kann immer S = 0 herstellen, und verliert bei S = 0. Boutons Konstruktion: n₁, n₂, … sind die Anzahlen der Reihen; berechne E = {0}.",
                "山の数が任意の場合の戦略：各山の本数のニム和を S = A₁ ⊕ A₂ ⊕ … ⊕ Aₙ とすると、S ≠ 0 のときは必ず S = 0 にできるので先手必勝、S = 0 ならば後手必勝。バウトンの構成：n₁, n₂, … を各山の本数とし、E = {0} を計算します。",
                e
            )
        }
        LabE { rows, grundy: true } => {
            let e = chain("γ", *rows, "xor");
            text!(
                lang,
                "Bouton's construction, with the rows' Grundy values γ₁, γ₂, … in place of the counts: E = {0}.",
                "Boutons Konstruktion, mit den Grundy-Werten γ₁, γ₂, … statt der Anzahlen: E = {0}.",
                "バウトンの構成を、本数の代わりにグランディ数 γ₁, γ₂, … で行います：E = {0}。",
                e
            )
        }
        EIs { value, width } => {
            let b = bin(*value, *width);
            text!(lang, "E = {0} = {1}.", "E = {0} = {1}.", "E = {0} = {1}。", b, value)
        }
        EZero { grundy: false } => text!(
            lang,
            "E = 0: every column is even, a P-position. E has no highest 1, and for every row Bᵢ = E xor nᵢ = nᵢ: no row can be made smaller to reach E = 0. Every move changes one row and so makes E ≠ 0: against perfect play, every move loses.",
            "E = 0: alle Spalten sind gerade, eine Z-Stellung (P). E hat keine höchste 1, und für jede Reihe ist Bᵢ = E xor nᵢ = nᵢ: keine Reihe lässt sich verkleinern, sodass E = 0 wird. Jeder Zug ändert eine Reihe und macht E ≠ 0: gegen perfektes Spiel verliert jeder Zug.",
            "E = 0：すべての列が偶数で、P局面(後手必勝)です。E には最上位の1がなく、どの山でも Bᵢ = E xor nᵢ = nᵢ なので、減らして E = 0 にできる山はありません。どの手も1つの山を変えて E ≠ 0 にするので、最善手に対してはどの手も負けです。"
        ),
        EZero { grundy: true } => text!(
            lang,
            "E = 0: a P-position. Every move changes the Grundy value of its row (γ is the mex of the values the row can move to, so it differs from each of them) and makes E ≠ 0: against perfect play, every move loses.",
            "E = 0: eine Z-Stellung (P). Jeder Zug ändert den Grundy-Wert seiner Reihe (γ ist der mex der erreichbaren Werte, also von jedem verschieden) und macht E ≠ 0: gegen perfektes Spiel verliert jeder Zug.",
            "E = 0：P局面(後手必勝)です。どの手もその山のグランディ数を変えます(γ は移れる値の mex なので、そのどれとも異なる)。よって E ≠ 0 になり、最善手に対してはどの手も負けです。"
        ),
        EZeroExample { row, take, after, .. } => {
            let (r, p) = (row + 1, pos(after));
            text!(
                lang,
                "For example, take {0} from row {1}: {2} is left. What is its nim-sum T?",
                "Zum Beispiel {0} aus Reihe {1} nehmen: es bleibt {2}. Wie groß ist die Nim-Summe T dieser Stellung?",
                "例えば{1}番目の山から{0}本取ると {2} が残ります。そのニム和 T は？",
                take,
                r,
                p
            )
        }
        TopBit { e, width, weight } => {
            let (b, l) = (bin(*e, *width), weight.trailing_zeros());
            text!(
                lang,
                "The highest 1 of E = {0} is in the column of {1} (2^ℓ with ℓ = {2}).",
                "Die höchste 1 von E = {0} steht in der {1}er-Spalte (2^ℓ mit ℓ = {2}).",
                "E = {0} の最上位の1は {1} の位です(2^ℓ, ℓ = {2})。",
                b,
                weight,
                l
            )
        }
        TopRowsQ { weight } => text!(
            lang,
            "Which rows have a 1 in the column of {0}?",
            "Welche Reihen haben in der {0}er-Spalte eine 1?",
            "{0} の位に1がある山はどれか？",
            weight
        ),
        TopRowsA { rows, .. } => {
            let (list, k) = (rows_cap(lang, rows), rows.len());
            text!(
                lang,
                "{0}: {1}, an odd number, because E has a 1 here: the column is odd.",
                "{0}: {1} Stück, eine ungerade Anzahl, denn E hat hier eine 1: die Spalte ist ungerade.",
                "{0}：{1}個。E のこの位が1なので列は奇数で、個数も奇数です。",
                list,
                k
            )
        }
        WhyLess { weight, grundy } => {
            let n = if *grundy { "γᵢ" } else { "nᵢ" };
            let mut text = text!(
                lang,
                "Why these rows: Bᵢ = E xor {0} flips the bits of {0} exactly where E has a 1. Above the column of {1} E has only 0s, so Bᵢ agrees with {0} there; in the column of {1} the bit flips. If {0} has a 1 there, Bᵢ has a 0 and is smaller than {0}, whatever happens in the lower columns; if {0} has a 0 there, Bᵢ is larger. So exactly these rows can be reduced to Bᵢ.",
                "Warum diese Reihen: Bᵢ = E xor {0} kippt die Bits von {0} genau dort, wo E eine 1 hat. Oberhalb der {1}er-Spalte hat E nur Nullen, dort stimmt Bᵢ mit {0} überein; in der {1}er-Spalte kippt das Bit. Hat {0} dort eine 1, hat Bᵢ eine 0 und ist kleiner als {0}, was immer in den niedrigeren Spalten geschieht; hat {0} dort eine 0, ist Bᵢ größer. Genau diese Reihen lassen sich also auf Bᵢ verringern.",
                "なぜこれらの山か：Bᵢ = E xor {0} は、E が1の位で {0} のビットを反転します。{1} の位より上では E はすべて0なので Bᵢ は {0} と一致し、{1} の位でビットが反転します。{0} のその位が1なら Bᵢ は0になり、下の位に関係なく {0} より小さくなります。0なら Bᵢ の方が大きくなります。したがって、ちょうどこれらの山だけを Bᵢ に減らせます。",
                n,
                weight
            );
            if *grundy {
                lang.push_sentence(&mut text, &text!(
                    lang,
                    "(With Grundy values: γᵢ is a mex, so a move reaches every smaller value; a larger value only sometimes.)",
                    "(Mit Grundy-Werten: γᵢ ist ein mex, also erreicht ein Zug jeden kleineren Wert, einen größeren nur manchmal.)",
                    "(グランディ数の場合：γᵢ は mex なので、それより小さい値にはいつでも移れますが、大きい値には移れるとは限りません。)"
                ));
            }
            text
        }
        _ => unreachable!("not a step of E"),
    }
}

/// Each row's Bᵢ, and whether a move reaches it.
pub(super) fn rows(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        BoutonRowQ { row, n, e } => {
            let (r, s) = (row + 1, sub(row + 1));
            text!(
                lang,
                "Row {0}: compute B{1} = E xor n{1} = {2} xor {3}.",
                "Reihe {0}: berechne B{1} = E xor n{1} = {2} xor {3}.",
                "{0}番目の山：B{1} = E xor n{1} = {2} xor {3} を計算します。",
                r,
                s,
                e,
                n
            )
        }
        ReplacementTable { moves } => text!(
            lang,
            "All replacements in one table: each row in turn replaced by its Bᵢ. Every replacement makes every column even, E = 0, but sticks can only be taken: only a Bᵢ below nᵢ is a move, {0} of them here.",
            "Alle Ersetzungen in einer Tabelle: nacheinander jede Reihe durch ihr Bᵢ ersetzt. Jede Ersetzung macht alle Spalten gerade, E = 0, aber Streichhölzer kann man nur wegnehmen: nur ein Bᵢ unter nᵢ ist ein Zug, hier {0}.",
            "すべての置き換えの表：各山を順に Bᵢ に置き換える。どの置き換えでもすべての列が偶数になり E = 0 だが、棒は取ることしかできないので、nᵢ より小さい Bᵢ だけが手になる(ここでは {0} 通り)。",
            moves
        ),
        BoutonRowA { row, n, b } => {
            let (r, s) = (row + 1, sub(row + 1));
            let take = n.saturating_sub(*b);
            match (b < n, *b == 0) {
                (true, true) => text!(
                    lang,
                    "B{0} = 0 < {1} = n{0}: take the whole row, all {1} — a winning move.",
                    "B{0} = 0 < {1} = n{0}: nimm die ganze Reihe ({1} → 0) — ein Gewinnzug.",
                    "B{0} = 0 < {1} = n{0}：山を全部({1}本)取るのが必勝手です。",
                    s,
                    n
                ),
                (true, false) => text!(
                    lang,
                    "B{0} = {1} < {2} = n{0}: replace {2} by {1}, that is, take {3} — a winning move.",
                    "B{0} = {1} < {2} = n{0}: ersetze {2} durch {1}, nimm also {3} — ein Gewinnzug.",
                    "B{0} = {1} < {2} = n{0}：{2} を {1} にする、つまり{3}本取るのが必勝手です。",
                    s,
                    b,
                    n,
                    take
                ),
                (false, _) => text!(
                    lang,
                    "B{0} = {1} > {2} = n{0}: a row cannot grow, so row {3} has no winning move.",
                    "B{0} = {1} > {2} = n{0}: eine Reihe kann nicht wachsen, also hat Reihe {3} keinen Gewinnzug.",
                    "B{0} = {1} > {2} = n{0}：山は増やせないので、{3}番目の山には必勝手がありません。",
                    s,
                    b,
                    n,
                    r
                ),
            }
        }
        GrundyRowQ { row, n, g, e } => {
            let (r, s, n) = (row + 1, sub(row + 1), crate::i18n::sticks(lang, *n));
            text!(
                lang,
                "Row {0}: {1}, γ{2} = {3}. It would need the Grundy value B{2} = E xor γ{2} = {4} xor {3}.",
                "Reihe {0}: {1}, γ{2} = {3}. Sie bräuchte den Grundy-Wert B{2} = E xor γ{2} = {4} xor {3}.",
                "{0}番目の山：{1}、γ{2} = {3}。必要なグランディ数は B{2} = E xor γ{2} = {4} xor {3}。",
                r,
                n,
                s,
                g,
                e
            )
        }
        GrundyRowA { row, g, r, takes } => {
            let (n, s) = (row + 1, sub(row + 1));
            let t = join(lang, &nums(takes), true);
            match (r < g, takes.is_empty()) {
                (true, _) => text!(
                    lang,
                    "B{0} = {1} < {2} = γ{0}: a reducing move. It always exists, since γ{0} is the mex of the values row {3} can reach: take {4}.",
                    "B{0} = {1} < {2} = γ{0}: ein verringernder Zug. Er existiert immer, denn γ{0} ist der mex der Werte, die Reihe {3} erreichen kann: nimm {4}.",
                    "B{0} = {1} < {2} = γ{0}：減らす手。γ{0} は{3}番目の山から移れる値の mex なので必ず存在します：{4}本取る。",
                    s,
                    r,
                    g,
                    n,
                    t
                ),
                (false, false) => text!(
                    lang,
                    "B{0} = {1} > {2} = γ{0}: a raising move, which exists only if some move happens to reach value {1} — here one does: take {3}.",
                    "B{0} = {1} > {2} = γ{0}: ein erhöhender Zug; er existiert nur, wenn zufällig ein Zug den Wert {1} erreicht — hier ja: nimm {3}.",
                    "B{0} = {1} > {2} = γ{0}：増やす手。たまたま値 {1} に移れる手があるときだけ存在し、ここではあります：{3}本取る。",
                    s,
                    r,
                    g,
                    t
                ),
                (false, true) => text!(
                    lang,
                    "B{0} = {1} > {2} = γ{0}, and no move of row {3} reaches value {1}: impossible.",
                    "B{0} = {1} > {2} = γ{0}, und kein Zug in Reihe {3} erreicht den Wert {1}: unmöglich.",
                    "B{0} = {1} > {2} = γ{0} で、{3}番目の山から値 {1} には移れません：不可能。",
                    s,
                    r,
                    g,
                    n
                ),
            }
        }
        _ => unreachable!("not a step of a row's Bᵢ"),
    }
}

/// The winning moves, their count, and the check that one of them evens every column.
pub(super) fn moves(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        CountQ => text!(
            lang,
            "How many winning moves are there?",
            "Wie viele Gewinnzüge gibt es?",
            "必勝手はいくつあるか？"
        ),
        CountA { moves, weight } => {
            let (k, list) = (moves.len(), moves_text(lang, moves, None));
            text!(
                lang,
                "{0}: one for each 1 in the column of {1}. That column is odd, so the number of winning moves is always odd — at least one. The winning moves: {2}.",
                "{0}: einer für jede 1 in der {1}er-Spalte. Diese Spalte ist ungerade, also ist die Anzahl der Gewinnzüge immer ungerade — mindestens einer. Die Gewinnzüge: {2}.",
                "{0}個：{1} の位の1ごとに1つ。この列は奇数なので、必勝手の数はいつも奇数(少なくとも1つ)です。必勝手：{2}。",
                k,
                weight,
                list
            )
        }
        GrundyCountA { moves, raising: 0 } => {
            let (k, list) = (moves.len(), moves_text(lang, moves, None));
            // One winning move is "it", several are "none of them".
            let none = match k {
                1 => text!(
                    lang,
                    "Under restricted moves the number need not be odd; here it does not raise a row's Grundy value.",
                    "Bei beschränkten Zügen muss die Anzahl nicht ungerade sein; hier erhöht er nicht den Grundy-Wert einer Reihe.",
                    "制限付きでは個数が奇数とは限りません。ここでは山のグランディ数を増やす手はありません。"
                ),
                _ => text!(
                    lang,
                    "Under restricted moves the number need not be odd; here none of them raises a row's Grundy value.",
                    "Bei beschränkten Zügen muss die Anzahl nicht ungerade sein; hier erhöht keiner davon den Grundy-Wert einer Reihe.",
                    "制限付きでは個数が奇数とは限りません。ここでは山のグランディ数を増やす手はありません。"
                ),
            };
            text!(
                lang,
                "{0}: {1}. {2}",
                "{0}: {1}. {2}",
                "{0}個：{1}。{2}",
                k,
                list,
                none
            )
        }
        GrundyCountA { moves, raising } => {
            let (k, list) = (moves.len(), moves_text(lang, moves, None));
            // Japanese says only the number: "そのうち1個は".
            let raising = match (*raising, k) {
                (1, 1) => text!(lang, "it raises", "er erhöht", "1"),
                (1, _) => text!(lang, "1 of them raises", "einer davon erhöht", "1"),
                (n, _) => text!(lang, "{0} of them raise", "{0} davon erhöhen", "{0}", n),
            };
            text!(
                lang,
                "{0}: {1}. Under restricted moves the number need not be odd: {2} a row's Grundy value (for example 7-5-3-1 under “take 1 or 2”).",
                "{0}: {1}. Bei beschränkten Zügen muss die Anzahl nicht ungerade sein: {2} den Grundy-Wert einer Reihe (zum Beispiel bei 7-5-3-1 mit „nimm 1 oder 2“).",
                "{0}個：{1}。制限付きでは個数が奇数とは限りません。そのうち{2}個は山のグランディ数を増やす手です(例：「1本か2本取る」での 7-5-3-1)。",
                k,
                list,
                raising
            )
        }
        Check { row, take, after } => {
            let (r, p) = (row + 1, pos(after));
            text!(
                lang,
                "Check: after taking {0} from row {1} the rows are {2}; every column is even again, E = 0: the opponent gets a P-position (Z).",
                "Probe: Nimmt man {0} aus Reihe {1}, bleibt {2}; alle Spalten sind wieder gerade, E = 0: der Gegner erhält eine Z-Stellung.",
                "検算：{1}番目の山から{0}本取ると {2} になり、すべての列が再び偶数、E = 0：相手にP局面を渡します。",
                take,
                r,
                p
            )
        }
        _ => unreachable!("not a step of the winning moves"),
    }
}

//! Misère play: the German article's cases, the Japanese article's rule, where play departs
//! from normal play, and misère under restricted moves.

use super::{case_text, moves_text, rows_text, status};
use crate::explain::{StepMsg, Unknown};
use crate::i18n::{position_text as pos, Lang};
use crate::text;
use nimlab_core::analysis::Outcome;

/// The German article's cases A, B, Cg, Cu and the Japanese article's rule.
pub(super) fn cases(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {

        MisereIntro { misere_game } => {
            let base = text!(
                lang,
                "Misère play: whoever takes the last stick loses. A common variant of it is Marienbad (rows 1-3-5-7), known from Alain Resnais' film “Last Year at Marienbad”. In general the players of normal and misère play strive for opposite ends, yet the outcomes do not simply swap: a P-position of normal play need not be an N-position of misère play (2-2 is a P-position under both rules).",
                "Misère-Spiel: wer das letzte Streichholz nimmt, verliert. Eine verbreitete Variante davon ist Marienbad (Reihen 1-3-5-7), bekannt durch den Film „Letztes Jahr in Marienbad“ von Alain Resnais. Allgemein streben die Spieler bei Normal- und Misère-Spiel nach Entgegengesetztem, und doch vertauschen sich die Ergebnisse nicht einfach: eine Z-Stellung des Normalspiels ist im Allgemeinen keine C-Stellung des Misère-Spiels (2-2 ist nach beiden Regeln eine Z-Stellung).",
                "逆形：最後の1本を取った人が負け(「逆形」「逆型」「双対ゲーム」などと呼ばれる)。その代表的な変種がマリエンバート(山 1-3-5-7)で、アラン・レネの映画『去年マリエンバートで』で知られます。一般に、組合せゲームの正規形と逆形ではプレイヤーが逆のことに最善を尽くすため、正規形の後手必勝形が逆形の後手必敗形になるとは限りません(2-2 はどちらの規則でも後手必勝形です)。"
            );
            let game = if *misere_game {
                text!(
                    lang,
                    " This game is played under the misère rule.",
                    " Dieses Spiel läuft nach der Misère-Regel.",
                    "このゲームは逆形です。"
                )
            } else {
                text!(
                    lang,
                    " This game is played under the normal rule; here is what would change under misère.",
                    " Dieses Spiel läuft nach der Standard-Regel; hier steht, was sich bei Misère ändern würde.",
                    "このゲームは正規形です。逆形なら何が変わるかを示します。"
                )
            };
            format!("{base}{game}")
        }
        MisereCountQ => text!(
            lang,
            "Count the rows with at least two sticks, and the rows with exactly one.",
            "Zähle die Reihen mit mindestens zwei Streichhölzern und die Reihen mit genau einem.",
            "2本以上の山の数と、ちょうど1本の山の数を数えます。"
        ),
        MisereCountA { large, singles } => {
            let (k, s, lr, sr) = (large.len(), singles.len(), rows_text(lang, large), rows_text(lang, singles));
            text!(
                lang,
                "Two or more: {0} ({1}). Exactly one: {2} ({3}).",
                "Zwei oder mehr: {0} ({1}). Genau eines: {2} ({3}).",
                "2本以上の山：{0}個({1})。1本の山：{2}個({3})。",
                k,
                lr,
                s,
                sr
            )
        }
        MisereCaseQ => text!(
            lang,
            "Which of the cases A, B, Cg, Cu is this?",
            "Welcher der Fälle A, B, Cg, Cu liegt vor?",
            "場合分け A, B, Cg, Cu のどれか？"
        ),
        MisereCaseA { case } => case_text(lang, *case),
        MisereRule => text!(
            lang,
            "The misère rule, counting the large rows. Let m be the number of rows with two or more sticks. m = 0: the player to move loses exactly when the number of single sticks is odd. m = 1: the player to move wins: empty the large row if the single sticks are odd in number, reduce it to one stick if they are even — an odd number of single sticks remains. m ≥ 2: play as in normal Nim, keeping the nim-sum 0; then the opponent is the one who must make m = 1 (m = 1 never has nim-sum 0).",
            "Die Misère-Regel: m sei die Zahl der großen Reihen (zwei oder mehr Hölzer). m = 0: wer am Zug ist, verliert genau bei ungerade vielen einzelnen Hölzern. m = 1: wer am Zug ist, gewinnt, indem er die große Reihe leert oder auf eins kürzt, sodass ungerade viele einzelne bleiben. m ≥ 2: wie im Normalspiel die Nim-Summe 0 halten; so muss der Gegner m = 1 herstellen (dort ist sie nie 0).",
            "大きな山の個数による逆形の規則。2本以上の山の個数を m とする。m = 0：1本の山が奇数個なら手番の人の負け(後手必勝形)。m = 1：手番の人の勝ち — 1本の山が奇数個なら2本以上の山を空にし、偶数個なら1本にして、1本の山を奇数個残す(必勝形にする)。m ≥ 2：正規形と同じくニム和を0にし続ければ、相手は m = 1 にせざるを得ない(m = 1 のときのニム和は0でないから)。"
        ),
        MisereRuleA { m, singles, nim_sum, outcome, moves } => {
            let mv = moves_text(lang, moves, None);
            let st = status(lang, Some(*outcome));
            match (m, singles) {
                (0, 0) => text!(
                    lang,
                    "Here no stick is left: under misère the player who took the last one has lost.",
                    "Hier ist kein Streichholz mehr übrig: bei Misère hat verloren, wer das letzte genommen hat.",
                    "ここでは1本も残っていません：逆形では最後の1本を取った人の負けです。"
                ),
                (0, 1) => text!(
                    lang,
                    "Here m = 0 with a single stick, an odd number: {0} under misère — the player to move will take the last one.",
                    "Hier ist m = 0 mit einem einzelnen Streichholz, einer ungeraden Anzahl: {0} bei Misère — der Spieler am Zug wird das letzte nehmen.",
                    "ここでは m = 0 で1本の山が1個(奇数)：逆形の{0} — 最後の1本を取るのは手番の人です。",
                    st
                ),
                (0, s) if s % 2 == 1 => text!(
                    lang,
                    "Here m = 0 with {0} single sticks, an odd number: {1} under misère — the player to move will take the last one.",
                    "Hier ist m = 0 mit {0} einzelnen Streichhölzern, einer ungeraden Anzahl: {1} bei Misère — der Spieler am Zug wird das letzte nehmen.",
                    "ここでは m = 0 で1本の山が{0}個(奇数)：逆形の{1} — 最後の1本を取るのは手番の人です。",
                    s,
                    st
                ),
                (0, s) => text!(
                    lang,
                    "Here m = 0 with {0} single sticks, an even number: {1} under misère — {2}.",
                    "Hier ist m = 0 mit {0} einzelnen Streichhölzern, einer geraden Anzahl: {1} bei Misère — {2}.",
                    "ここでは m = 0 で1本の山が{0}個(偶数)：逆形の{1} — {2}。",
                    s,
                    st,
                    mv
                ),
                (1, s) => text!(
                    lang,
                    "Here m = 1; single sticks: {0}. So: {1}.",
                    "Hier ist m = 1; einzelne Streichhölzer: {0}. Also: {1}.",
                    "ここでは m = 1、1本の山は{0}個。よって：{1}。",
                    s,
                    mv
                ),
                (m, _) if *nim_sum == 0 => text!(
                    lang,
                    "Here m = {0} and the nim-sum is 0: {1} under misère too.",
                    "Hier ist m = {0} und die Nim-Summe 0: {1} auch bei Misère.",
                    "ここでは m = {0} でニム和は0：逆形でも{1}。",
                    m,
                    st
                ),
                (m, _) => text!(
                    lang,
                    "Here m = {0} and the nim-sum is {1}: {2}, the same moves as in normal play — {3}.",
                    "Hier ist m = {0} und die Nim-Summe {1}: {2}, dieselben Züge wie im Normalspiel — {3}.",
                    "ここでは m = {0} でニム和は{1}：{2}、正規形と同じ手 — {3}。",
                    m,
                    nim_sum,
                    st,
                    mv
                ),
            }
        }
        _ => unreachable!("not a step of the cases"),
    }
}

/// Normal and misère play side by side, and where they part.
pub(super) fn departure(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        MisereCompare { normal, misere, normal_moves, misere_moves, rows } => {
            let (ns, ms) = (status(lang, Some(*normal)), status(lang, Some(*misere)));
            let (nm, mm) = (moves_text(lang, normal_moves, Some(rows)), moves_text(lang, misere_moves, Some(rows)));
            text!(
                lang,
                "Normal rule: {0}; {1}. Misère rule: {2}; {3}.",
                "Standard-Regel: {0}; {1}. Misère-Regel: {2}; {3}.",
                "正規形：{0}、{1}。逆形：{2}、{3}。",
                ns,
                nm,
                ms,
                mm
            )
        }
        MisereLine { .. } => text!(
            lang,
            "A game from here with good play (the losing side takes as much as it may from its largest row): both rules recommend the same moves until only one row with two or more sticks is left. Where does misère play depart?",
            "Eine Partie ab hier, gut gespielt: wer verliert, nimmt möglichst viel aus seiner größten Reihe. Beide Regeln raten zu denselben Zügen, bis nur eine große Reihe bleibt. Wo weicht Misère ab?",
            "ここからのよい手順(負ける側は最大の山からできるだけ多く取る)：2本以上の山が1つになるまで、両ルールは同じ手を勧めます。逆形はどこで分かれるか？"
        ),
        MisereLineA { index } => {
            let n = index + 1;
            text!(
                lang,
                "At move {0}: the first position with at most one row of two or more sticks.",
                "Bei Zug {0}: die erste Stellung mit höchstens einer großen Reihe.",
                "{0}手目：2本以上の山が1つ以下になる最初の局面です。",
                n
            )
        }
        Departure { index, before, normal, misere } => {
            let (n, p) = (index + 1, pos(before));
            let (nm, mm) = (moves_text(lang, normal, Some(before)), moves_text(lang, misere, Some(before)));
            text!(
                lang,
                "Misère departs at move {0}, at {1}: the normal rule: {2}; the misère rule: {3}. A winning move leaves an even number of single sticks under the normal rule, an odd number under misère.",
                "Misère weicht bei Zug {0} ab, in {1}: Standard-Regel: {2}; Misère-Regel: {3}. Ein Gewinnzug lässt gerade (Standard) oder ungerade (Misère) viele einzelne Streichhölzer übrig.",
                "{0}手目 {1} で逆形が分かれます：正規形では{2}。逆形では{3}。必勝手は、正規形では1本の山を偶数個、逆形では奇数個残します。",
                n,
                p,
                nm,
                mm
            )
        }
        NoDeparture => text!(
            lang,
            "The two rules agree at every move of this game: it never reached a position with at most one row of two or more sticks and a move left.",
            "Die beiden Regeln stimmen bei jedem Zug dieser Partie überein: sie erreichte nie eine Stellung mit höchstens einer Reihe von zwei oder mehr Streichhölzern, in der noch ein Zug möglich war.",
            "この対局ではすべての手で両ルールの推奨が一致しました(2本以上の山が1つ以下で手が残る局面には達していません)。"
        ),
        MisereEmpty => text!(
            lang,
            "No stick is left: under the normal rule the player to move has lost, under misère won — the opponent took the last stick.",
            "Kein Streichholz mehr: nach der Standard-Regel hat der Spieler am Zug verloren, nach Misère gewonnen — der Gegner hat das letzte genommen.",
            "マッチ棒は残っていません：正規形では手番の人の負け、逆形では勝ち — 最後の1本を取ったのは相手です。"
        ),
        _ => unreachable!("not a step of the departure"),
    }
}

/// Misère play under restricted moves: the parity of the total, or the exact solve.
pub(super) fn restricted(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        MisereParity { total, outcome } => {
            let st = status(lang, Some(*outcome));
            if *outcome == Outcome::P {
                text!(
                    lang,
                    "Here every allowed count is odd and 1 is allowed: a row with a stick always has a move, and every move changes whether the total is odd. So the number of moves left has the parity of the total, {0}: odd, so the player to move makes the last move and, under misère, loses — {1}.",
                    "Hier ist jede erlaubte Anzahl ungerade und 1 ist erlaubt: eine Reihe mit einem Holz hat immer einen Zug, und jeder Zug ändert, ob die Summe ungerade ist. Also hat die Zahl der restlichen Züge die Parität der Summe {0}: ungerade, also macht der Spieler am Zug den letzten Zug und verliert nach Misère — {1}.",
                    "ここでは取れる本数はすべて奇数で、1本も取れます：マッチ棒のある山には必ず手があり、どの手も合計の偶奇を変えます。よって残りの手数の偶奇は合計 {0} の偶奇と同じ：奇数なので最後の手を打つのは手番の人で、逆形では負け — {1}。",
                    total,
                    st
                )
            } else {
                text!(
                    lang,
                    "Here every allowed count is odd and 1 is allowed: a row with a stick always has a move, and every move changes whether the total is odd. So the number of moves left has the parity of the total, {0}: even, so the opponent makes the last move — {1}, and every move wins.",
                    "Hier ist jede erlaubte Anzahl ungerade und 1 ist erlaubt: eine Reihe mit einem Holz hat immer einen Zug, und jeder Zug ändert, ob die Summe ungerade ist. Also hat die Zahl der restlichen Züge die Parität der Summe {0}: gerade, also macht der Gegner den letzten Zug — {1}, und jeder Zug gewinnt.",
                    "ここでは取れる本数はすべて奇数で、1本も取れます：マッチ棒のある山には必ず手があり、どの手も合計の偶奇を変えます。よって残りの手数の偶奇は合計 {0} の偶奇と同じ：偶数なので最後の手を打つのは相手 — {1}。どの手も必勝手です。",
                    total,
                    st
                )
            }
        }
        MisereRestricted { outcome, unknown } => {
            let st = match (outcome, unknown) {
                (Some(_), _) | (None, None) => status(lang, *outcome),
                (None, Some(Unknown::TooLarge)) => text!(
                    lang,
                    "too large to solve exactly",
                    "zu groß für eine exakte Lösung",
                    "厳密に解くには大きすぎます"
                ),
                (None, Some(Unknown::Solving)) => text!(
                    lang,
                    "not known yet; the exact solve is running beside the board, and this step shows its result when it ends",
                    "noch nicht bekannt; die exakte Berechnung läuft neben dem Brett, und dieser Schritt zeigt ihr Ergebnis, sobald sie endet",
                    "まだ分かりません。厳密な計算を盤の横で実行中で、終わるとこのステップに結果が表示されます"
                ),
                (None, Some(Unknown::NotHere)) => text!(
                    lang,
                    "not solved in this explanation, as the exact solve takes long on these rows; a misère game on them has it solved beside the board",
                    "in dieser Erklärung nicht gelöst, da die exakte Berechnung auf diesen Reihen lange dauert; in einer Misère-Partie auf ihnen läuft sie neben dem Brett",
                    "ここでは解いていません。この局面では厳密な計算に時間がかかります。同じ山で逆形の対局をすると盤の横で計算されます"
                ),
            };
            text!(
                lang,
                "With restricted moves misère play has no formula like the cases A, B, C, which are about unrestricted Nim: the app solves misère positions exactly, working backwards through every reachable position. Here: {0}.",
                "Mit beschränkten Zügen hat Misère keine Formel wie die Fälle A, B, C, die für Nim ohne Beschränkung gelten: die App löst Misère-Stellungen exakt, indem sie rückwärts alle erreichbaren Stellungen durchrechnet. Hier: {0}.",
                "制限付きの逆形には、制限のないニムについての場合分け A, B, C のような公式はありません。アプリは到達可能な局面をすべて後退帰納法で厳密に解きます。この局面：{0}。",
                st
            )
        }
        _ => unreachable!("not a step of restricted misère play"),
    }
}

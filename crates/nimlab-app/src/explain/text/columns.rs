//! The lab handout's four cases, column by column.

use super::{bin, rows_text, weights};
use crate::explain::StepMsg;
use crate::i18n::Lang;
use crate::text;

/// One column's 1s and its case.
pub(super) fn column(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {

        LabIntro { grundy } => {
            let mut text = text!(
                lang,
                "Column by column: look at each column of the binary table on its own, after player 1's move, with player 2 to move. With three rows a column holds no 1 (case 1), two 1s (case 2), one 1 (case 3) or three 1s (case 4); with more rows what counts is whether the number of 1s is even or odd.",
                "Spalte für Spalte: betrachte jede Spalte der Dualtabelle für sich, nach dem Zug von Spielerin 1, wenn Spieler 2 am Zug ist. Bei drei Reihen enthält eine Spalte keine 1 (Fall 1), zwei Einsen (Fall 2), eine 1 (Fall 3) oder drei Einsen (Fall 4); bei mehr Reihen zählt, ob die Anzahl der Einsen gerade oder ungerade ist.",
                "列ごとの見方：2進表の各列を1つずつ、プレイヤー1が指した後(プレイヤー2の手番)に調べます。山が3つなら、列の1の個数は0個(場合1)、2個(場合2)、1個(場合3)、3個(場合4)のいずれかです。山がもっと多ければ、1の個数が偶数か奇数かが重要です。"
            );
            if *grundy {
                lang.push_sentence(&mut text, &text!(
                    lang,
                    "(Here: the columns of the Grundy values.)",
                    "(Hier: die Spalten der Grundy-Werte.)",
                    "(ここではグランディ数の列です。)"
                ));
            }
            text
        }
        LabColumnQ { weight, rows } => {
            if rows.is_empty() {
                text!(
                    lang,
                    "Column of {0}: no row has a 1 here.",
                    "{0}er-Spalte: keine Reihe hat hier eine 1.",
                    "{0}の位：1のある山はありません。",
                    weight
                )
            } else if rows.len() == 1 {
                let list = rows_text(lang, rows);
                text!(
                    lang,
                    "Column of {0}: the 1 is in {1}.",
                    "{0}er-Spalte: die Eins steht in {1}.",
                    "{0}の位：1があるのは{1}。",
                    weight,
                    list
                )
            } else {
                let list = rows_text(lang, rows);
                text!(
                    lang,
                    "Column of {0}: the 1s are in {1}.",
                    "{0}er-Spalte: die Einsen stehen in den {1}.",
                    "{0}の位：1があるのは{1}。",
                    weight,
                    list
                )
            }
        }
        LabColumnA { ones, spare } => match ones {
            0 => text!(
                lang,
                "No 1 — case 1, even: nothing to do here; in this column the player who moved last has won.",
                "Keine 1 — Fall 1, gerade: hier ist nichts zu tun; diese Spalte hat der zuletzt Ziehende gewonnen.",
                "1は0個 — 場合1、偶数：ここでは何もすることがなく、この列は直前に指した人の勝ちです。"
            ),
            2 => text!(
                lang,
                "Two 1s — case 2, even: the player to move cannot win this column with the next move: any change makes it odd, and the opponent can make it even again.",
                "Zwei Einsen — Fall 2, gerade: der Spieler am Zug kann diese Spalte mit dem nächsten Zug nicht gewinnen: jede Änderung macht sie ungerade, und der Gegner kann sie wieder gerade machen.",
                "1は2個 — 場合2、偶数：手番の人は次の手でこの列を勝ちにできません。ここを変えると奇数になり、相手がまた偶数に戻せるからです。"
            ),
            1 if !spare => text!(
                lang,
                "One 1 — case 3, odd: the player to move can win this column with the next move, by removing that 1.",
                "Eine 1 — Fall 3, ungerade: der Spieler am Zug kann diese Spalte mit dem nächsten Zug gewinnen, indem er diese 1 entfernt.",
                "1は1個 — 場合3、奇数：手番の人はその1を取り除けば、次の手でこの列を勝ちにできます。"
            ),
            1 => text!(
                lang,
                "One 1 — case 3, odd: the player to move can win this column with the next move, by removing that 1 or adding a second one (the move's row decides which).",
                "Eine 1 — Fall 3, ungerade: der Spieler am Zug kann diese Spalte mit dem nächsten Zug gewinnen, indem er diese 1 entfernt oder eine zweite hinzufügt (welches, entscheidet die Reihe des Zuges).",
                "1は1個 — 場合3、奇数：手番の人はその1を取り除くか、もう1つ1を加えれば、次の手でこの列を勝ちにできます(どちらになるかは動かす山で決まります)。"
            ),
            // No move can add a 1 here (the lab's own case: three rows, each with a 1 here).
            3 if !spare => text!(
                lang,
                "Three 1s — case 4, odd: the player to move makes it even by removing one of them (no row can gain a 1 here, so none can be added); the player who moved last cannot win this column with the move after next.",
                "Drei Einsen — Fall 4, ungerade: der Spieler am Zug macht sie gerade, indem er eine davon entfernt (keine Reihe kann hier eine 1 bekommen, keine kann hinzukommen); der zuletzt Ziehende kann diese Spalte mit dem übernächsten Zug nicht gewinnen.",
                "1は3個 — 場合4、奇数：手番の人はそのうち1つを取り除いて偶数にできます(この位に1を得られる山はなく、加えることはできません)。直前に指した人は次の次の手でこの列を勝ちにできません。"
            ),
            3 => text!(
                lang,
                "Three 1s — case 4, odd: the player to move makes it even by removing one of them or adding a fourth; the player who moved last cannot win this column with the move after next.",
                "Drei Einsen — Fall 4, ungerade: der Spieler am Zug macht sie gerade, indem er eine davon entfernt oder eine vierte hinzufügt; der zuletzt Ziehende kann diese Spalte mit dem übernächsten Zug nicht gewinnen.",
                "1は3個 — 場合4、奇数：手番の人はそのうち1つを取り除くか、4つ目を加えて偶数にできます。直前に指した人は次の次の手でこの列を勝ちにできません。"
            ),
            n if n % 2 == 0 => text!(
                lang,
                "{0} 1s — even, like case 2: a loss for the player to move in this column.",
                "{0} Einsen — gerade, wie Fall 2: eine Verlustsituation für den Spieler am Zug in dieser Spalte.",
                "1は{0}個 — 偶数で場合2と同じ：この列は手番の人の負け。",
                n
            ),
            n => text!(
                lang,
                "{0} 1s — odd, like cases 3 and 4: a win for the player to move in this column.",
                "{0} Einsen — ungerade, wie Fall 3 und 4: eine Gewinnsituation für den Spieler am Zug in dieser Spalte.",
                "1は{0}個 — 奇数で場合3・4と同じ：この列は手番の人の勝ち。",
                n
            ),
        },
        _ => unreachable!("not a step of a column"),
    }
}

/// All columns together, and how the player to move makes every column even.
pub(super) fn summary(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        LabSummary { odd_weights } if odd_weights.is_empty() => text!(
            lang,
            "Case 1 or 2 in every column: a lost game for the player to move (a P-position, Z).",
            "Fall 1 oder 2 in jeder Spalte: eine Spiel-Verlustsituation für den Spieler am Zug (Z-Stellung).",
            "すべての列が場合1か2：手番の人の負け(P局面)。"
        ),
        LabSummary { odd_weights } => {
            let w = weights(lang, odd_weights);
            let columns = match odd_weights.len() {
                1 => text!(lang, "the column of {0}", "der Spalte mit dem Stellenwert {0}", "{0} の位", w),
                _ => text!(lang, "the columns of {0}", "den Spalten mit den Stellenwerten {0}", "{0} の位", w),
            };
            text!(
                lang,
                "Case 3 or 4 in at least one column ({0}): a won game for the player to move (an N-position, C).",
                "Fall 3 oder 4 in mindestens einer Spalte ({0}): eine Spiel-Gewinnsituation für den Spieler am Zug (C-Stellung).",
                "少なくとも1つの列({0})が場合3か4：手番の人の勝ち(N局面)。",
                columns
            )
        }
        LabStrategy { row, n, b, weights: ws, take, grundy } => {
            // Under restricted moves the binary digits are the row's Grundy value, not its count.
            let value = if *grundy { "γ " } else { "" };
            let width = (u64::BITS - n.leading_zeros()).max(1);
            let (r, nb, bb, w) = (row + 1, bin(*n, width), bin(*b, width), weights(lang, ws));
            let columns = match ws.len() {
                1 => text!(lang, "the column of {0}", "die Spalte mit dem Stellenwert {0}", "{0} の位", w),
                _ => text!(lang, "the columns of {0}", "die Spalten mit den Stellenwerten {0}", "{0} の位", w),
            };
            text!(
                lang,
                "How to win: hand over rows in which every column is even. The opponent must then remove or add a 1 in at least one column, which makes it odd. The player to move changes exactly the odd columns, all in one row — a row with a 1 in the highest odd column: here row {0}, {7}{1} = {2} → {3} = {4} changes {5}. Take {6}.",
                "So gewinnt man: übergib Reihen, in denen jede Spalte gerade ist. Der Gegner muss dann in mindestens einer Spalte eine 1 entfernen oder hinzufügen, sie wird ungerade. Der Spieler am Zug ändert genau die ungeraden Spalten, alle in einer Reihe — einer Reihe mit einer 1 in der höchsten ungeraden Spalte: hier Reihe {0}, {7}{1} = {2} → {3} = {4} ändert {5}. Nimm {6}.",
                "勝ち方：すべての列が偶数の状態で相手に渡す。相手は少なくとも1つの列で1を取り除くか加えるしかなく、その列は奇数になる。手番の人は、最上位の奇数列に1がある山1つで、奇数の列だけをちょうど変える：ここでは{0}番目の山、{7}{1} = {2} → {3} = {4} で {5}が変わる。{6}本取る。",
                r,
                n,
                nb,
                b,
                bb,
                columns,
                take,
                value
            )
        }
        LabStrategyP => text!(
            lang,
            "Every column is even: whatever the player to move does, one row changes, so at least one of its bits flips and that column becomes odd; the opponent can then make every column even again.",
            "Jede Spalte ist gerade: was der Spieler am Zug auch tut, eine Reihe ändert sich, also kippt mindestens eines ihrer Bits und diese Spalte wird ungerade; der Gegner kann dann alle Spalten wieder gerade machen.",
            "すべての列が偶数：手番の人が何をしても1つの山が変わり、少なくとも1つのビットが反転してその列が奇数になる。相手はまたすべての列を偶数に戻せる。"
        ),
        _ => unreachable!("not a summary of the columns"),
    }
}

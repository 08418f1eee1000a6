//! Two rows: the mirror strategy, and where copying alone does not decide.

use super::status;
use crate::explain::StepMsg;
use crate::i18n::{join, Lang};
use crate::text;

/// Two rows: equal or not, the copying reply, the nim-sum of the two.
pub(super) fn two_rows(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {

        MirrorIntro { rows, counts } => {
            let ([i, j], [a, b]) = ([rows[0] + 1, rows[1] + 1], counts);
            text!(
                lang,
                "Two rows: row {0} has {1}, row {2} has {3}. With two piles the strategy is simpler than in general.",
                "Zwei Reihen: Reihe {0} hat {1}, Reihe {2} hat {3}. Mit zwei Reihen ist die Strategie einfacher als im allgemeinen Fall.",
                "山が2つの場合：{0}番目の山は{1}本、{2}番目の山は{3}本。山が2つなら一般の場合より必勝法が簡単です。",
                i,
                a,
                j,
                b
            )
        }
        MirrorEqual { n, misere: false } => text!(
            lang,
            "Both rows hold {0}: a P-position. Whatever the player to move takes from one row, the opponent takes as many from the other — the rows are equal again, and the copier takes the last stick.",
            "Beide Reihen haben {0}: eine Z-Stellung (P). Was der Spieler am Zug aus einer Reihe nimmt, nimmt der Gegner aus der anderen — die Reihen sind wieder gleich, und wer kopiert, nimmt das letzte Streichholz.",
            "どちらの山も{0}本：P局面(後手必勝)です。手番の人が一方の山から何本取っても、相手はもう一方から同じ数だけ取れば再び等しくなり、まねをする側が最後の1本を取ります。",
            n
        ),
        MirrorEqual { n, misere: true } => text!(
            lang,
            "Both rows hold {0}: a P-position, under misère play too. Whatever the player to move takes from one row, the opponent takes as many from the other, and the rows are equal again — until a row is down to one stick or none: then the copier breaks the symmetry (last step).",
            "Beide Reihen haben {0}: eine Z-Stellung (P), auch beim Misère-Spiel. Was der Spieler am Zug aus einer Reihe nimmt, nimmt der Gegner aus der anderen, und die Reihen sind wieder gleich — bis eine Reihe nur noch ein oder kein Streichholz hat: dann bricht, wer kopiert, die Symmetrie (letzter Schritt).",
            "どちらの山も{0}本：逆形でもP局面(後手必勝)です。手番の人が一方の山から何本取っても、相手はもう一方から同じ数だけ取れば再び等しくなります — 一方の山が1本か0本になるまでは。そうなったら、まねをする側が対称を崩します(最後のステップ)。",
            n
        ),
        MirrorUnequalQ { counts: [a, b] } => text!(
            lang,
            "The rows differ ({0} ≠ {1}): an N-position. How does the player to move win?",
            "Die Reihen sind verschieden ({0} ≠ {1}): eine C-Stellung (N). Wie gewinnt der Spieler am Zug?",
            "山の本数が異なる({0} ≠ {1})：N局面(先手必勝)。手番の人はどう勝つか？",
            a,
            b
        ),
        MirrorUnequalA { row, take, left } => {
            let r = row + 1;
            text!(
                lang,
                "Take the difference, {0}, from the larger row {1}: both rows hold {2}, and from now on the player to move is the one who copies.",
                "Nimm die Differenz {0} aus der größeren Reihe {1}: beide Reihen haben {2}, und von nun an kopiert der Spieler, der jetzt am Zug ist.",
                "多い方の{1}番目の山から差の{0}本を取る：両方{2}本になり、以後は今の手番の人がまねをする側です。",
                take,
                r,
                left
            )
        }
        MirrorCopy { from, to, take, left } => {
            let (f, t) = (from + 1, to + 1);
            text!(
                lang,
                "For example: {0} from row {1} is answered by {0} from row {2} — {3} and {3}, equal again.",
                "Zum Beispiel wird {0} aus Reihe {1} mit {0} aus Reihe {2} beantwortet — {3} und {3}, wieder gleich.",
                "例：{1}番目の山から{0}本取られたら、{2}番目の山から{0}本取って応じる — {3}本と{3}本で再び等しい。",
                take,
                f,
                t,
                left
            )
        }
        MirrorXor { a, b } => {
            let x = a ^ b;
            text!(
                lang,
                "The same by the nim-sum: {0} ⊕ {1} = {2}, and a ⊕ b = 0 exactly when a = b.",
                "Dasselbe mit der Nim-Summe: {0} ⊕ {1} = {2}, und a ⊕ b = 0 genau dann, wenn a = b.",
                "ニム和で見ても同じ：{0} ⊕ {1} = {2}。a ⊕ b = 0 となるのは a = b のときだけです。",
                a,
                b,
                x
            )
        }
        _ => unreachable!("not a step of two rows"),
    }
}

/// Restricted moves, misère play, and positions of other than two rows.
pub(super) fn beyond(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        MirrorRestricted { diff, allowed, outcome } => {
            let base = text!(
                lang,
                "Under these rules copying still works — the copy is always a legal move — so equal rows are a P-position.",
                "Unter diesen Regeln funktioniert das Kopieren weiterhin — die Kopie ist immer erlaubt —, gleiche Reihen sind also eine Z-Stellung.",
                "このルールでもまねは常に合法手なので、等しい2山はP局面です。"
            );
            let diff_text = match (*diff, allowed) {
                (0, _) => String::new(),
                (d, true) => text!(
                    lang,
                    " To make unequal rows equal, the difference must be an allowed move: here {0} is allowed.",
                    " Um ungleiche Reihen gleich zu machen, muss die Differenz ein erlaubter Zug sein: hier ist {0} erlaubt.",
                    "等しくするには差が取れる本数でなければなりません：ここで差 {0} は取れます。",
                    d
                ),
                (d, false) => text!(
                    lang,
                    " To make unequal rows equal, the difference must be an allowed move: here {0} is not allowed, and the Grundy values decide.",
                    " Um ungleiche Reihen gleich zu machen, muss die Differenz ein erlaubter Zug sein: hier ist {0} nicht erlaubt, es entscheiden die Grundy-Werte.",
                    "等しくするには差が取れる本数でなければなりません：ここで差 {0} は取れないので、グランディ数で決まります。",
                    d
                ),
            };
            let st = status(lang, Some(*outcome));
            let verdict = text!(lang, " This is {0}.", " Das ist {0}.", "この局面は{0}です。", st);
            format!("{base}{diff_text}{verdict}")
        }
        MirrorMisere { now: false } => text!(
            lang,
            "Under misère play copying works only while both rows have two or more sticks. When the opponent leaves a row of one stick or none, break the symmetry: leave exactly one stick in all, which the opponent must take.",
            "Beim Misère-Spiel funktioniert das Kopieren nur, solange beide Reihen mindestens zwei Streichhölzer haben. Lässt der Gegner in einer Reihe eines oder keines übrig, brich die Symmetrie: lass insgesamt genau ein Streichholz liegen, das der Gegner nehmen muss.",
            "逆形では、まねが通用するのは両方の山が2本以上ある間だけです。相手が一方の山を1本か0本にしたら対称を崩し、全体でちょうど1本だけ残して、相手に最後の1本を取らせます。"
        ),
        MirrorMisere { now: true } => text!(
            lang,
            "Under misère play copying works only while both rows have two or more sticks, and here a row has one stick: copying is over. The player to move breaks the symmetry and leaves exactly one stick in all, which the opponent must take — an N-position, whatever the difference of the rows.",
            "Beim Misère-Spiel funktioniert das Kopieren nur, solange beide Reihen mindestens zwei Streichhölzer haben, und hier hat eine Reihe nur eines: das Kopieren ist vorbei. Wer am Zug ist, bricht die Symmetrie und lässt insgesamt genau ein Streichholz liegen, das der Gegner nehmen muss — eine C-Stellung (N), ganz gleich, wie verschieden die Reihen sind.",
            "逆形では、まねが通用するのは両方の山が2本以上ある間だけで、ここでは一方の山が1本です：まねはもう使えません。手番の人が対称を崩し、全体でちょうど1本だけ残して相手に取らせます — 山の差に関係なくN局面(先手必勝)です。"
        ),
        MirrorMisereRestricted { outcome } => {
            let text = text!(
                lang,
                "Under misère play with restricted moves copying alone decides nothing: the copier may be left the last stick, and whether the symmetry can be broken in time depends on the allowed counts. The analysis of misère play under these rules says:",
                "Beim Misère-Spiel mit beschränkten Zügen entscheidet das Kopieren allein nichts: wer kopiert, muss womöglich das letzte Streichholz nehmen, und ob sich die Symmetrie rechtzeitig brechen lässt, hängt von den erlaubten Anzahlen ab. Die Analyse des Misère-Spiels unter diesen Regeln sagt:",
                "取れる本数が制限された逆形では、まねだけでは何も決まりません：まねをする側が最後の1本を取らされることがあり、対称をうまく崩せるかは取れる本数しだいです。この規則での逆形の解析によれば、"
            );
            let verdict = match outcome {
                Some(_) => {
                    let st = status(lang, *outcome);
                    text!(lang, " this is {0}.", " das ist {0}.", "この局面は{0}です。", st)
                }
                None => text!(
                    lang,
                    " its status is not known.",
                    " ihr Status ist unbekannt.",
                    "この局面の判定は不明です。"
                ),
            };
            format!("{text}{verdict}")
        }
        MirrorNotTwo { nonempty } => text!(
            lang,
            "The mirror strategy is for exactly two non-empty rows; this position has {0}. With any other number of rows, the nim-sum decides (Bouton's strategy).",
            "Die Spiegelstrategie ist für genau zwei nicht leere Reihen; diese Stellung hat {0}. Bei jeder anderen Anzahl von Reihen entscheidet die Nim-Summe (Boutons Strategie).",
            "ミラー戦略(まね戦略)は空でない山がちょうど2つのときのものです。この局面には{0}個あります。それ以外の山の数ではニム和(バウトンの戦略)で決まります。",
            nonempty
        ),
        MirrorPairs { pairs, misere } => {
            let list = pairs
                .iter()
                .map(|(a, b)| {
                    let (a, b) = (a + 1, b + 1);
                    text!(lang, "{0} & {1}", "{0} & {1}", "{0}番目と{1}番目", a, b)
                })
                .collect::<Vec<_>>();
            let list = join(lang, &list, false);
            if *misere {
                text!(
                    lang,
                    "Still, its rows form equal pairs (rows {0}), with rows of two sticks or more: a P-position under misère play too (nim-sum 0). The second player copies inside each pair until the opponent leaves a single row of two or more; then they break the symmetry and leave an odd number of single sticks, which the opponent must finish.",
                    "Ihre Reihen bilden aber gleiche Paare (Reihen {0}), mit Reihen von zwei und mehr Streichhölzern: eine Z-Stellung auch beim Misère-Spiel (Nim-Summe 0). Der Nachziehende kopiert innerhalb jedes Paars, bis der Gegner nur noch eine Reihe mit zwei oder mehr übrig lässt; dann bricht er die Symmetrie und lässt eine ungerade Anzahl einzelner Streichhölzer liegen, deren letztes der Gegner nehmen muss.",
                    "ただし山は等しい組({0}の山)に分かれ、2本以上の山を含むので、逆形でもP局面(ニム和 0)です。後手は、相手が2本以上の山を1つだけ残すまで各組の中でまねをし、そこで対称を崩して1本の山を奇数個残します。最後の1本は相手が取ることになります。",
                    list
                )
            } else {
                text!(
                    lang,
                    "Still, its rows form equal pairs (rows {0}): the second player copies inside each pair, so this is a P-position (nim-sum 0).",
                    "Ihre Reihen bilden aber gleiche Paare (Reihen {0}): der Nachziehende kopiert innerhalb jedes Paars, also ist das eine Z-Stellung (Nim-Summe 0).",
                    "ただし山は等しい組({0}の山)に分かれます：後手が各組の中でまねをすれば勝てるので、P局面(ニム和 0)です。",
                    list
                )
            }
        }
        MirrorExample { rows, counts } => {
            let ([i, j], [a, b]) = ([rows[0] + 1, rows[1] + 1], *counts);
            let (big, d) = (if a >= b { i } else { j }, a.abs_diff(b));
            if d == 0 {
                text!(
                    lang,
                    "An example from this position: if only rows {0} and {1} were left ({2} and {3}), they would be equal — a P-position.",
                    "Ein Beispiel aus dieser Stellung: wären nur die Reihen {0} und {1} übrig ({2} und {3}), wären sie gleich — eine Z-Stellung.",
                    "この局面からの例：{0}番目と{1}番目の山({2}本と{3}本)だけなら、等しいのでP局面です。",
                    i,
                    j,
                    a,
                    b
                )
            } else {
                text!(
                    lang,
                    "An example from this position: if only rows {0} and {1} were left ({2} and {3}), the player to move would take {4} from row {5} to make them equal.",
                    "Ein Beispiel aus dieser Stellung: wären nur die Reihen {0} und {1} übrig ({2} und {3}), würde der Spieler am Zug {4} aus Reihe {5} nehmen und sie gleich machen.",
                    "この局面からの例：{0}番目と{1}番目の山({2}本と{3}本)だけなら、手番の人は{5}番目の山から{4}本取って等しくします。",
                    i,
                    j,
                    a,
                    b,
                    d,
                    big
                )
            }
        }
        _ => unreachable!("not a step beyond two rows"),
    }
}

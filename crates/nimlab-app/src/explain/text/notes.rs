//! Notes that open or close several explanations: restricted moves, misère play beside
//! normal play, a game over before the explanation begins.

use super::{status, take_rule};
use crate::explain::StepMsg;
use crate::i18n::Lang;
use crate::text;
use nimlab_core::Ending;

/// The notes.
pub(super) fn notes(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        Restricted { take, count_xor, grundy_xor } => {
            let rule = take_rule(lang, take);
            text!(
                lang,
                "These rules restrict a move to {0}. Bouton's theorem is about unrestricted Nim: here the XOR of the counts ({1}) does not decide who wins. By Sprague–Grundy each row counts as its Grundy value γ, the mex of the values it can move to, and the XOR of the Grundy values ({2}) decides. This explanation works with the Grundy values.",
                "Diese Regeln erlauben pro Zug {0}. Boutons Satz gilt für Nim ohne Beschränkung: hier entscheidet die XOR-Summe der Anzahlen ({1}) nicht, wer gewinnt. Nach Sprague–Grundy zählt jede Reihe mit ihrem Grundy-Wert γ, dem mex der Werte, die sie erreichen kann, und die Nim-Summe der Grundy-Werte ({2}) entscheidet. Diese Erklärung rechnet mit den Grundy-Werten.",
                "このルールでは1回に{0}しか取れません。バウトンの定理は制限のないニムの定理なので、本数の排他的論理和({1})では勝敗は決まりません。スプレイグ・グランディの定理により、各山はグランディ数 γ(移れる値の mex)として数え、グランディ数のニム和({2})が勝敗を決めます。この解説はグランディ数で計算します。",
                rule,
                count_xor,
                grundy_xor
            )
        }
        MisereRestrictedNote => text!(
            lang,
            "Misère play with restricted moves has no formula: the app solves such positions exactly, working backwards. What follows is the theory of normal play under these rules.",
            "Für Misère mit beschränkten Zügen gibt es keine Formel: die App löst solche Stellungen exakt durch Rückwärtsrechnen. Das Folgende ist die Theorie des Normalspiels unter diesen Regeln.",
            "制限付きの逆形には公式がなく、アプリは後退帰納法で厳密に解きます。以下はこのルールでの正規形の理論です。"
        ),
        MisereNormalNote => text!(
            lang,
            "This game is played under misère (whoever takes the last stick loses). What follows is the theory of normal play (whoever takes the last stick wins): its verdicts and moves are those of normal play. The last step says whether misère play agrees here.",
            "Dieses Spiel läuft nach der Misère-Regel (wer das letzte Streichholz nimmt, verliert). Das Folgende ist die Theorie des Normalspiels (wer das letzte Streichholz nimmt, gewinnt): Urteile und Züge sind die des Normalspiels. Der letzte Schritt sagt, ob Misère hier übereinstimmt.",
            "このゲームは逆形(最後の1本を取ると負け)です。以下は正規形(最後の1本を取ると勝ち)の理論で、判定と手は正規形のものです。最後のステップで、ここで逆形でも同じ結論になるかを述べます。"
        ),
        MisereNote { agrees: true } => text!(
            lang,
            "This game is played under misère (whoever takes the last stick loses). Here misère play gives the same advice: at least two rows have two or more sticks (case A), and the nim-sum decides as in normal play.",
            "Dieses Spiel läuft nach der Misère-Regel (wer das letzte Streichholz nimmt, verliert). Hier gibt Misère denselben Rat: mindestens zwei Reihen haben zwei oder mehr Streichhölzer (Fall A), und die Nim-Summe entscheidet wie im Normalspiel.",
            "このゲームは逆形(最後の1本を取ると負け)です。ここでは逆形でも同じ手が正解です：2本以上の山が2つ以上あり(場合A)、正規形と同じくニム和で決まります。"
        ),
        MisereNote { agrees: false } => text!(
            lang,
            "This game is played under misère, and here misère play departs from normal play: at most one row has two or more sticks. See the explanation “Misère play”.",
            "Dieses Spiel läuft nach der Misère-Regel, und hier weicht Misère vom Normalspiel ab: höchstens eine Reihe hat zwei oder mehr Streichhölzer. Siehe die Erklärung „Misère-Spiel“.",
            "このゲームは逆形で、ここでは逆形が正規形から分かれます：2本以上の山は1つ以下です。解説「逆形」を見てください。"
        ),
        MisereRestrictedVerdict { normal, misere: Some(m) } => {
            let (st, normal_st) = (status(lang, Some(*m)), status(lang, Some(*normal)));
            if m == normal {
                text!(
                    lang,
                    "Back to this game's rule, misère: solved exactly, this position is {0} under misère too, so normal play's verdict holds here (its moves need not: the hints list misère's winning moves).",
                    "Zurück zur Regel dieses Spiels, Misère: exakt gelöst ist diese Stellung auch bei Misère {0}, das Urteil des Normalspiels gilt hier also (seine Züge nicht unbedingt: die Hinweise nennen die Gewinnzüge bei Misère).",
                    "この対局のルール(逆形)に戻ると：厳密に解くと、この局面は逆形でも{0}なので、正規形の判定はここでも成り立ちます(手は同じとは限りません。ヒントは逆形の必勝手を示します)。",
                    st
                )
            } else {
                text!(
                    lang,
                    "Back to this game's rule, misère: solved exactly, this position is {0} under misère, not {1}: normal play's verdict and moves do not hold here. The status line and the hints give misère's.",
                    "Zurück zur Regel dieses Spiels, Misère: exakt gelöst ist diese Stellung bei Misère {0}, nicht {1}: Urteil und Züge des Normalspiels gelten hier nicht. Statuszeile und Hinweise nennen die der Misère.",
                    "この対局のルール(逆形)に戻ると：厳密に解くと、この局面は逆形では{0}で、{1}ではありません。正規形の判定と手はここでは成り立ちません。判定欄とヒントは逆形のものを示します。",
                    st,
                    normal_st
                )
            }
        }
        MisereRestrictedVerdict { misere: None, .. } => text!(
            lang,
            "Back to this game's rule, misère: the steps above were normal play's, and misère's own verdict needs an exact solve, which has not ended here (or the position is too large for one); the status line says which.",
            "Zurück zur Regel dieses Spiels, Misère: die Schritte oben waren die des Normalspiels, und das Urteil der Misère braucht eine exakte Lösung, die hier noch nicht vorliegt (oder für die die Stellung zu groß ist); die Statuszeile sagt, was davon zutrifft.",
            "この対局のルール(逆形)に戻ると：以上は正規形の説明で、逆形の判定には厳密な計算が必要ですが、まだ終わっていません(または局面が大きすぎます)。判定欄に表示されます。"
        ),
        NoMoveHere { ending: Ending::Normal } => text!(
            lang,
            "No move is possible in this position: the game is over, and the player to move, who cannot move, has lost (normal play). The steps below show its numbers all the same: where they speak of every move, there is none.",
            "In dieser Stellung ist kein Zug möglich: das Spiel ist aus, und wer am Zug ist, kann nicht ziehen und hat verloren (Normalspiel). Die folgenden Schritte zeigen trotzdem ihre Zahlen: wo sie von jedem Zug sprechen, gibt es keinen.",
            "この局面では手がありません：ゲームは終わっており、指せない手番の人の負けです(正規形)。以下のステップはそれでもこの局面の数を示しますが、「どの手も」と言うところで手は1つもありません。"
        ),
        NoMoveHere { ending: Ending::Misere } => text!(
            lang,
            "No move is possible in this position: the game is over, and the player to move, who cannot move, has won (misère play). The steps below show its numbers for normal play all the same: where they speak of every move, there is none.",
            "In dieser Stellung ist kein Zug möglich: das Spiel ist aus, und wer am Zug ist, kann nicht ziehen und hat gewonnen (Misère). Die folgenden Schritte zeigen trotzdem ihre Zahlen für das Normalspiel: wo sie von jedem Zug sprechen, gibt es keinen.",
            "この局面では手がありません：ゲームは終わっており、指せない手番の人の勝ちです(逆形)。以下のステップはそれでも正規形としての数を示しますが、「どの手も」と言うところで手は1つもありません。"
        ),
        _ => unreachable!("not a note"),
    }
}

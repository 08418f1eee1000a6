//! The Japanese article's proof: S, T = S ⊕ Aₖ ⊕ Bₖ and the two lemmas, with the position's
//! numbers.

use super::{chain, rows_named};
use crate::explain::StepMsg;
use crate::i18n::{position_text as pos, subscript as sub, Lang};
use crate::text;

/// S, and T = S ⊕ Aₖ ⊕ Bₖ after a move.
pub(super) fn setup(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        ProofS {
            rows,
            grundy: false,
        } => {
            let (a, s) = (chain("A", *rows, "⊕"), rows_named("A", *rows));
            text!(
                lang,
                "A proof by two lemmas. Let {0} be the piles and S = {1} their nim-sum.",
                "Ein Beweis mit zwei Hilfssätzen. Seien {0} die Reihen und S = {1} ihre Nim-Summe.",
                "2つの補題による証明。各山の本数を {0} とし、そのニム和を S = {1} とおく。",
                s,
                a
            )
        }
        ProofS { rows, grundy: true } => {
            let g = chain("γ", *rows, "⊕");
            text!(
                lang,
                "The proof works the same with Grundy values (Sprague–Grundy): γᵢ is the Grundy value of pile i, and S = {0}.",
                "Mit Grundy-Werten geht der Beweis genauso (Sprague–Grundy): γᵢ sei der Grundy-Wert der Reihe i, und S = {0}.",
                "グランディ数でも証明は同じです(スプレイグ・グランディ)：山 i のグランディ数を γᵢ とし、S = {0} とおきます。",
                g
            )
        }
        SIs { value } => text!(lang, "S = {0}.", "S = {0}.", "S = {0}。", value),
        ProofT { grundy } => {
            let mut text = text!(
                lang,
                "A move takes from pile k and leaves Bₖ < Aₖ there; the other piles stay. The new nim-sum is T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ: insert Aₖ ⊕ Aₖ = 0 and use that ⊕ is commutative and associative and X ⊕ X = 0.",
                "Ein Zug nimmt aus Reihe k und lässt dort Bₖ < Aₖ übrig; die anderen Reihen bleiben. Die neue Nim-Summe ist T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ: füge Aₖ ⊕ Aₖ = 0 ein und nutze, dass ⊕ kommutativ und assoziativ ist und X ⊕ X = 0 gilt.",
                "山 k から取って Bₖ < Aₖ 本にしたとし、他の山はそのままとする。新しいニム和は T = A₁ ⊕ … ⊕ Bₖ ⊕ … ⊕ Aₙ = S ⊕ Aₖ ⊕ Bₖ。Aₖ ⊕ Aₖ = 0 を挟み、⊕ が交換法則・結合法則と X ⊕ X = 0 を満たすことを使う。"
            );
            if *grundy {
                lang.push_sentence(
                    &mut text,
                    &text!(
                        lang,
                        "With Grundy values: T = S ⊕ γ(Aₖ) ⊕ γ(Bₖ).",
                        "Mit Grundy-Werten: T = S ⊕ γ(Aₖ) ⊕ γ(Bₖ).",
                        "グランディ数では T = S ⊕ γ(Aₖ) ⊕ γ(Bₖ)。"
                    ),
                );
            }
            text
        }
        ProofTExample {
            row,
            a,
            b,
            s,
            after,
            grundy,
        } => {
            let (k, i, take, p) = (row + 1, sub(row + 1), a - b, pos(after));
            let formula = match grundy {
                None => format!("A{i} = {a}, B{i} = {b}, T = S ⊕ A{i} ⊕ B{i} = {s} ⊕ {a} ⊕ {b}"),
                Some((ga, gb)) => format!("γ(A{i}) = γ({a}) = {ga}, γ(B{i}) = γ({b}) = {gb}, T = S ⊕ γ(A{i}) ⊕ γ(B{i}) = {s} ⊕ {ga} ⊕ {gb}"),
            };
            text!(
                lang,
                "For example, take {0} from pile {1}: {2} — the nim-sum of the new position {3}.",
                "Zum Beispiel {0} aus Reihe {1} nehmen: {2} — die Nim-Summe der neuen Stellung {3}.",
                "例えば{1}番目の山から{0}本取る：{2} — 新しい局面 {3} のニム和です。",
                take,
                k,
                formula,
                p
            )
        }
        TIs { t: 0 } => text!(lang, "T = 0.", "T = 0.", "T = 0。"),
        TIs { t } => text!(lang, "T = {0} ≠ 0.", "T = {0} ≠ 0.", "T = {0} ≠ 0。", t),
        _ => unreachable!("not a step of S and T"),
    }
}

/// Lemmas 1 and 2 on this position, and the proof's conclusion.
pub(super) fn lemmas(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        Lemma1 { grundy: false } => text!(
            lang,
            "Lemma 1: if S = 0, every move gives T ≠ 0. Proof: then T = Aₖ ⊕ Bₖ, and Aₖ ≠ Bₖ because a move takes at least one.",
            "Hilfssatz 1: Ist S = 0, so führt jeder Zug zu T ≠ 0. Beweis: dann ist T = Aₖ ⊕ Bₖ, und Aₖ ≠ Bₖ, weil ein Zug mindestens eines nimmt.",
            "補題1：S = 0 のとき、任意の操作について T ≠ 0 である。証明：このとき T = Aₖ ⊕ Bₖ であり、少なくとも1本取るので Aₖ ≠ Bₖ。"
        ),
        Lemma1 { grundy: true } => text!(
            lang,
            "Lemma 1: if S = 0, every move gives T ≠ 0. Proof: then T = γ(Aₖ) ⊕ γ(Bₖ), and γ(Aₖ) ≠ γ(Bₖ): γ(Aₖ) is the mex of the values pile k can move to, so it differs from γ(Bₖ).",
            "Hilfssatz 1: Ist S = 0, so führt jeder Zug zu T ≠ 0. Beweis: dann ist T = γ(Aₖ) ⊕ γ(Bₖ), und γ(Aₖ) ≠ γ(Bₖ): γ(Aₖ) ist der mex der Werte, die Reihe k erreichen kann, also von γ(Bₖ) verschieden.",
            "補題1：S = 0 のとき、任意の操作について T ≠ 0 である。証明：このとき T = γ(Aₖ) ⊕ γ(Bₖ) であり、γ(Aₖ) は山 k から移れる値の mex なので γ(Bₖ) とは異なる。"
        ),
        Lemma1Example { here, position, row, a, b, grundy } => {
            let (k, i, take) = (row + 1, sub(row + 1), a - b);
            let intro = if *here {
                text!(lang, "Here S = 0.", "Hier ist S = 0.", "ここでは S = 0。")
            } else {
                let p = pos(position);
                text!(
                    lang,
                    "After the winning move the position is {0}, with S = 0.",
                    "Nach dem Gewinnzug lautet die Stellung {0}, mit S = 0.",
                    "必勝手の後の局面は {0} で、S = 0。",
                    p
                )
            };
            let formula = match grundy {
                None => format!("T = A{i} ⊕ B{i} = {a} ⊕ {b}"),
                Some((ga, gb)) => format!("T = γ(A{i}) ⊕ γ(B{i}) = {ga} ⊕ {gb}"),
            };
            text!(
                lang,
                "{0} For example, taking {1} from pile {2} ({3} → {4}) gives {5}.",
                "{0} Nimmt man zum Beispiel {1} aus Reihe {2} ({3} → {4}), so ergibt sich {5}.",
                "{0}例えば{2}番目の山から{1}本取ると({3} → {4}) {5} となる。",
                intro,
                take,
                k,
                a,
                b,
                formula
            )
        }
        Lemma2 { grundy: false } => text!(
            lang,
            "Lemma 2: if S ≠ 0, some move gives T = 0. Proof: let 2^ℓ be the highest 1 of S. Some pile Aₖ has a 1 there (otherwise the column would be even and S would have a 0 there). Then S ⊕ Aₖ < Aₖ: the digit 2^ℓ drops from 1 to 0 and the higher digits stay. So take Aₖ − (S ⊕ Aₖ), leaving Bₖ = S ⊕ Aₖ: T = S ⊕ Aₖ ⊕ Bₖ = 0.",
            "Hilfssatz 2: Ist S ≠ 0, so führt ein Zug zu T = 0. Beweis: 2^ℓ sei die höchste 1 von S. Eine Reihe Aₖ hat dort eine 1 (sonst wäre die Spalte gerade und S hätte dort eine 0). Dann ist S ⊕ Aₖ < Aₖ: die Ziffer 2^ℓ fällt von 1 auf 0, die höheren bleiben. Nimm also Aₖ − (S ⊕ Aₖ); es bleibt Bₖ = S ⊕ Aₖ, und T = S ⊕ Aₖ ⊕ Bₖ = 0.",
            "補題2：S ≠ 0 のとき、ある操作について T = 0 である。証明：S の 0 でない最高位を 2^ℓ の位とする。2^ℓ の位が 0 でない Aₖ を1つ選ぶ(列が奇数なので必ず存在する)。S ⊕ Aₖ < Aₖ であるから、k 番目の山から Aₖ − (S ⊕ Aₖ) 本取り除いて Bₖ = S ⊕ Aₖ 本にできる。このとき T = S ⊕ Aₖ ⊕ Bₖ = 0。"
        ),
        Lemma2 { grundy: true } => text!(
            lang,
            "Lemma 2: if S ≠ 0, some move gives T = 0. Proof: let 2^ℓ be the highest 1 of S and γ(Aₖ) a value with a 1 there. Then S ⊕ γ(Aₖ) < γ(Aₖ), and since γ(Aₖ) is a mex, some move of pile k reaches a position of exactly that value: T = 0 (Sprague–Grundy, Theorem 2b).",
            "Hilfssatz 2: Ist S ≠ 0, so führt ein Zug zu T = 0. Beweis: 2^ℓ sei die höchste 1 von S und γ(Aₖ) ein Wert mit einer 1 dort. Dann ist S ⊕ γ(Aₖ) < γ(Aₖ), und da γ(Aₖ) ein mex ist, erreicht ein Zug in Reihe k genau diesen Wert: T = 0 (Sprague–Grundy, Satz 2b).",
            "補題2：S ≠ 0 のとき、ある操作について T = 0 である。証明：S の 0 でない最高位を 2^ℓ の位とし、その位が1の γ(Aₖ) を選ぶ。S ⊕ γ(Aₖ) < γ(Aₖ) であり、γ(Aₖ) は mex なので、山 k からちょうどその値の局面に移る手がある：T = 0(スプレイグ・グランディ、定理 2b)。"
        ),
        Lemma2Example { s, weight, row, a, grundy } => {
            let (k, i, b) = (row + 1, sub(row + 1), format!("{s:b}₂"));
            let has = match grundy {
                None => format!("A{i} = {a}"),
                Some(g) => format!("γ(A{i}) = γ({a}) = {g}"),
            };
            text!(
                lang,
                "Here S = {0} = {1}; its highest 1 is in the column of {2}. Pile {3} has a 1 there: {4}.",
                "Hier ist S = {0} = {1}; die höchste 1 steht in der {2}er-Spalte. Reihe {3} hat dort eine 1: {4}.",
                "ここでは S = {0} = {1} で、最高位の1は {2} の位。{3}番目の山はその位が1：{4}。",
                s,
                b,
                weight,
                k,
                has
            )
        }
        Lemma2Move { row, a, b, take } => {
            let k = row + 1;
            text!(
                lang,
                "Take {0} from pile {1} ({2} → {3}): then T = 0.",
                "Nimm {0} aus Reihe {1} ({2} → {3}): dann ist T = 0.",
                "{1}番目の山から{0}本取る({2} → {3})：T = 0 になる。",
                take,
                k,
                a,
                b
            )
        }
        Lemma2NotHere => text!(
            lang,
            "Here S = 0, so Lemma 2 does not apply: the player to move is on the losing side.",
            "Hier ist S = 0, Hilfssatz 2 greift nicht: wer am Zug ist, steht auf der Verliererseite.",
            "ここでは S = 0 なので補題2は使えません：手番の人は負ける側です。"
        ),
        ProofEnd { s, stuck } => {
            let here = match s {
                0 => text!(
                    lang,
                    "Here S = {0}: the player to move loses against perfect play.",
                    "Hier ist S = {0}: wer am Zug ist, verliert gegen perfektes Spiel.",
                    "ここでは S = {0}：手番の人は最善手に対して負けます。",
                    s
                ),
                _ => text!(
                    lang,
                    "Here S = {0}: the player to move wins.",
                    "Hier ist S = {0}: wer am Zug ist, gewinnt.",
                    "ここでは S = {0}：手番の人が勝てます。",
                    s
                ),
            };
            // Where a single stick cannot be taken, the game may end before the board is empty.
            let end = if *stuck {
                text!(
                    lang,
                    "in a position with no move left (not always the empty one: rows smaller than the smallest allowed count stay, single sticks under take 2 or 3), where every pile's Grundy value is the mex of no options, 0, so S = 0",
                    "in einer Stellung ohne Zug (nicht immer der leeren: Reihen, die kleiner als die kleinste erlaubte Anzahl sind, bleiben liegen, bei 2 oder 3 einzelne Hölzer), in der jeder Grundy-Wert der mex keiner Optionen ist, 0, also S = 0",
                    "最後は手のない局面(1本だけ取ることが許されないと、空とは限りません)になります。そこでは各山のグランディ数は選択肢のない mex で 0、つまり S = 0 で、"
                )
            } else {
                text!(
                    lang,
                    "in the empty position, whose S is 0",
                    "in der leeren Stellung mit S = 0",
                    "最後の空の局面(S = 0)で"
                )
            };
            let mut text = text!(
                lang,
                "Hence: from S ≠ 0 the player to move can always move to S = 0 (Lemma 2), and the opponent must hand back S ≠ 0 (Lemma 1). Sticks only decrease, so the game ends — {0}: it is the opponent who faces it and cannot move. The player at an N-position (C, S ≠ 0) wins; the player at a P-position (Z, S = 0) loses.",
                "Also: bei S ≠ 0 kann der Spieler am Zug immer S = 0 herstellen (Hilfssatz 2), und der Gegner muss S ≠ 0 zurückgeben (Hilfssatz 1). Die Streichhölzer werden nur weniger, also endet das Spiel — {0}, und zwar beim Gegner, der nicht mehr ziehen kann. Wer in einer C-Stellung (S ≠ 0) am Zug ist, gewinnt; wer in einer Z-Stellung (S = 0) am Zug ist, verliert.",
                "したがって、S ≠ 0 なら手番の人はいつでも S = 0 にでき(補題2)、相手は S ≠ 0 にせざるを得ません(補題1)。本数は減る一方なのでゲームは有限回で終わり、{0}手がなくなるのは相手です。よって S ≠ 0(N局面)の手番の人が勝ち、S = 0(P局面)の手番の人が負けます。",
                end
            );
            lang.push_sentence(&mut text, &here);
            text
        }
        _ => unreachable!("not a step of the lemmas"),
    }
}

//! The nim-sum criterion: the rows in binary, the 1s per column, their parities, the
//! nim-sum and the verdict it gives.

use super::{bin, nums, powers, weights};
use crate::explain::StepMsg;
use crate::i18n::{fill, pick, subscript as sub, Lang};
use crate::text;

/// The rows in binary, the 1s per column and their parities.
pub(super) fn binary(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        BinaryIntro {
            rows,
            width,
            grundy,
        } => {
            let top = 1u64 << (width - 1);
            // A single column (rows of 0 and 1 only) is not a range "from 1 down to 1".
            let span = match top {
                1 => text!(
                    lang,
                    "here only the column of 1",
                    "hier nur die Einer-Spalte",
                    "ここでは1の位だけ"
                ),
                _ => text!(
                    lang,
                    "here from {0} down to 1",
                    "hier von {0} bis 1",
                    "ここでは{0}の位から1の位まで",
                    top
                ),
            };
            // Japanese counts the rows ("3個の山の") where English and German say "each row", so
            // the templates differ in their arguments, which text! does not allow: filled here.
            let template = match grundy {
                false => pick(
                    lang,
                    [
                        "Write each row's count in binary: one column per power of two, {1}.",
                        "Schreibe die Anzahl jeder Reihe im Dualsystem (Dualdarstellung): eine Spalte je Zweierpotenz, {1}.",
                        "{0}個の山の本数を2進数で書きます。2のべき乗ごとに1列、{1}。",
                    ],
                ),
                true => pick(
                    lang,
                    [
                        "Write each row's Grundy value in binary: one column per power of two, {1}.",
                        "Schreibe den Grundy-Wert jeder Reihe im Dualsystem: eine Spalte je Zweierpotenz, {1}.",
                        "{0}個の山のグランディ数を2進数で書きます。2のべき乗ごとに1列、{1}。",
                    ],
                ),
            };
            fill(template, &[rows, &span])
        }
        RowBinary {
            row,
            count,
            value,
            width,
            grundy,
        } => {
            let r = row + 1;
            let b = bin(*value, *width);
            let sum = if value.count_ones() > 1 {
                format!(" = {}", powers(*value))
            } else {
                String::new()
            };
            match (grundy, value) {
                (false, 0) => text!(
                    lang,
                    "Row {0} is empty: 0 = {1}, no 1 in any column.",
                    "Reihe {0} ist leer: 0 = {1}, keine 1 in irgendeiner Spalte.",
                    "{0}番目の山は空です：0 = {1}、どの位にも1はありません。",
                    r,
                    b
                ),
                (false, v) => text!(
                    lang,
                    "Row {0}: {1}{2} = {3}.",
                    "Reihe {0}: {1}{2} = {3}.",
                    "{0}番目の山：{1}{2} = {3}。",
                    r,
                    v,
                    sum,
                    b
                ),
                (true, v) => {
                    let g = format!("γ{}", sub(r));
                    let count = crate::i18n::sticks(lang, *count);
                    text!(
                        lang,
                        "Row {0}: {1}, Grundy value {2} = {3}{4} = {5}.",
                        "Reihe {0}: {1}, Grundy-Wert {2} = {3}{4} = {5}.",
                        "{0}番目の山：{1}、グランディ数 {2} = {3}{4} = {5}。",
                        r,
                        count,
                        g,
                        v,
                        sum,
                        b
                    )
                }
            }
        }
        CountOnes => text!(
            lang,
            "Count the 1s in each column, from the highest power of two down to 1.",
            "Zähle die Einsen in jeder Spalte, von der höchsten Zweierpotenz bis zur 1.",
            "各列の1の個数を、最上位の位から1の位まで数えます。"
        ),
        OnesAre { ones } => {
            let list = nums(ones).join("-");
            text!(
                lang,
                "Column counts: {0}.",
                "Spaltensummen: {0}.",
                "各列の1の個数：{0}。",
                list
            )
        }
        Parities => text!(
            lang,
            "Is each column's count even (e) or odd (o)?",
            "Ist jede Spaltensumme gerade (g) oder ungerade (u)?",
            "各列の個数は偶数(偶)か奇数(奇)か？"
        ),
        ParitiesAre { odd } => {
            // The marks of Parities: e and o, g and u, 偶 and 奇.
            let [even, odd_mark] = pick(lang, [["e", "o"], ["g", "u"], ["偶", "奇"]]);
            let marks = odd
                .iter()
                .map(|&x| if x { odd_mark } else { even })
                .collect::<Vec<_>>()
                .join("-");
            text!(
                lang,
                "Parities: {0}.",
                "Paritäten: {0}.",
                "偶奇：{0}。",
                marks
            )
        }
        _ => unreachable!("not a step of the binary table"),
    }
}

/// The nim-sum as XOR, and the P- or N-position it decides.
pub(super) fn verdict(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        XorRule { plain_sum } => {
            let mut text = text!(
                lang,
                "The nim-sum ⊕ (XOR, exclusive or) adds in binary without carry, column by column: 0 ⊕ 0 = 1 ⊕ 1 = 0 and 0 ⊕ 1 = 1 ⊕ 0 = 1. So its digit is 1 exactly in the odd columns.",
                "Die Nim-Summe ⊕ (XOR, exklusives Oder) addiert im Dualsystem ohne Übertrag, Spalte für Spalte: 0 ⊕ 0 = 1 ⊕ 1 = 0 und 0 ⊕ 1 = 1 ⊕ 0 = 1. Ihre Ziffer ist also genau in den ungeraden Spalten 1.",
                "ニム和 ⊕(排他的論理和、XOR)は2進数の繰り上がりのない足し算で、位ごとに 0 ⊕ 0 = 1 ⊕ 1 = 0、0 ⊕ 1 = 1 ⊕ 0 = 1 と計算します。したがってニム和の各位は、1の個数が奇数の列でちょうど1になります。"
            );
            if let Some(sum) = plain_sum {
                lang.push_sentence(&mut text, &text!(
                    lang,
                    "(The ordinary sum of the counts, {0}, is no use here: carrying mixes the columns.)",
                    "(Die gewöhnliche Summe der Anzahlen, {0}, hilft hier nicht: ihre Überträge vermischen die Spalten.)",
                    "(本数の普通の和 {0} は役に立ちません。繰り上がりで位が混ざるからです。)",
                    sum
                ));
            }
            text
        }
        // The lab handout's own examples, two operands and three, and the algebra's name.
        XorExamples => text!(
            lang,
            "Examples: 0101 ⊕ 0110 = 0011; with three operands, 01010101 ⊕ 00110011 ⊕ 00001111 = 01101001, every combination of three bits once: the result is 1 where an odd number of them is 1. In algebra the nim-sum is vector addition over GF(2).",
            "Beispiele: 0101 ⊕ 0110 = 0011; mit drei Operanden 01010101 ⊕ 00110011 ⊕ 00001111 = 01101001, jede Kombination dreier Bits einmal: das Ergebnis ist 1, wo eine ungerade Anzahl von ihnen 1 ist. Algebraisch ist die Nim-Summe die Vektoraddition über GF(2).",
            "例：0101 ⊕ 0110 = 0011。3つの場合は 01010101 ⊕ 00110011 ⊕ 00001111 = 01101001 で、3ビットの組合せをすべて1回ずつ含みます：1の個数が奇数の位で結果は1。代数的には、ニム和は GF(2) 上のベクトルの和です。"
        ),
        NimSumIs { value, width } => {
            let b = bin(*value, *width);
            text!(
                lang,
                "nim-sum = {0} = {1}.",
                "Nim-Summe = {0} = {1}.",
                "ニム和 = {0} = {1}。",
                b,
                value
            )
        }
        // The German article's two categories, stated where the question asks for one.
        VerdictQ => text!(
            lang,
            "A P-position or an N-position? As in every shrinking game of perfect information for two players without draws, there are two kinds of positions (leaving the end position aside): the P-position, from which every move must make an N-position, and the N-position, from which some move can always make a P-position.",
            "Eine Z-Stellung oder eine C-Stellung? Wie bei allen schrumpfenden Spielen mit perfekter Information ohne Unentschieden für zwei Spieler gibt es zwei Kategorien von Spielstellungen (von der Endstellung abgesehen): die Z-Stellung (von „Zwang“): aus einer Z-Stellung muss immer eine C-Stellung gemacht werden; die C-Stellung (von „Chance“): aus einer C-Stellung kann immer eine Z-Stellung gemacht werden.",
            "P局面(後手必勝)か、N局面(先手必勝)か？引き分けのない2人用の完全情報ゲームで局面が小さくなっていき必ず終わるものでは、(終局を別にして)局面は2種類に分かれる：P局面からはどの手も N局面にせざるを得ず、N局面からは必ず P局面にする手がある。"
        ),
        VerdictN { odd_weights, grundy } => {
            let w = weights(lang, odd_weights);
            // One odd column (a single row of 1 stick, say) is named in the singular.
            let mut text = match odd_weights.len() {
                1 => text!(
                    lang,
                    "The column of {0} is odd.",
                    "Die Spalte mit dem Stellenwert {0} ist ungerade.",
                    "奇数の列：{0} の位。",
                    w
                ),
                _ => text!(
                    lang,
                    "The columns of {0} are odd.",
                    "Die Spalten mit den Stellenwerten {0} sind ungerade.",
                    "奇数の列：{0} の位。",
                    w
                ),
            };
            lang.push_sentence(
                &mut text,
                &text!(
                    lang,
                    "The nim-sum is not 0: an N-position — the player to move can win with perfect play",
                    "Die Nim-Summe ist nicht 0: eine C-Stellung (Chance, N) — wer am Zug ist, kann mit perfektem Spiel gewinnen",
                    "ニム和は0でないので N局面(先手必勝)です — 手番の人は最善を尽くせば勝てます"
                ),
            );
            // Bouton proved it for plain Nim; for the rows' Grundy values it is Sprague–Grundy's.
            text.push_str(match grundy {
                false => pick(lang, [" (Bouton 1901).", " (Bouton 1901).", "(バウトン 1901)。"]),
                true => pick(
                    lang,
                    [
                        " (Sprague 1935, Grundy 1939).",
                        " (Sprague 1935, Grundy 1939).",
                        "(スプレイグ 1935、グランディ 1939)。",
                    ],
                ),
            });
            text
        }
        // Why every move makes a column odd: the German article's reason for counts, the mex's
        // for Grundy values (which a move may also raise).
        VerdictP { grundy: false } => text!(
            lang,
            "Every column is even: the nim-sum is 0, a P-position — a move takes from exactly one row, so it turns at least one of that row's 1s into 0 and makes that column odd (the rules allow no compensation in another row): the player to move loses against perfect play.",
            "Alle Spalten sind gerade: die Nim-Summe ist 0, eine Z-Stellung (Zwang, P) — ein Zug nimmt aus genau einer Reihe, macht dort also mindestens eine 1 zur 0 und deren Spalte ungerade (eine Kompensation in einer anderen Reihe lässt die Spielregel nicht zu): wer am Zug ist, verliert gegen perfektes Spiel.",
            "すべての列が偶数：ニム和は0で P局面(後手必勝)です — 手はちょうど1つの山から取るので、その山の1を少なくとも1つ0にし、その1の列を奇数にします(別の山で埋め合わせることはルール上できません)。手番の人は最善手に対して負けます。"
        ),
        VerdictP { grundy: true } => text!(
            lang,
            "Every column is even: the nim-sum is 0, a P-position — a move changes exactly one row's Grundy value (no option has the same value: that is the mex), so it changes a digit of that row and makes that column odd: the player to move loses against perfect play.",
            "Alle Spalten sind gerade: die Nim-Summe ist 0, eine Z-Stellung (Zwang, P) — ein Zug ändert den Grundy-Wert genau einer Reihe (keine Option hat denselben Wert: das ist der mex), also eine Ziffer dieser Reihe, und macht deren Spalte ungerade: wer am Zug ist, verliert gegen perfektes Spiel.",
            "すべての列が偶数：ニム和は0で P局面(後手必勝)です — 手はちょうど1つの山のグランディ数を変える(同じ値の選択肢はない：それが mex)ので、その山のグランディ数のどこかの桁が変わり、その桁の列が奇数になります。手番の人は最善手に対して負けます。"
        ),
        _ => unreachable!("not a step of the nim-sum"),
    }
}

//! The sums page: Sprague–Grundy, the target value t and the moves that reach it.

use super::*;

/// The sums page: Sprague–Grundy, the target value t and the moves that reach it. `None` for another page's message.
pub(super) fn sums(lang: Lang, msg: &T) -> Option<String> {
    Some(match msg {
        T::SumsTitle => pick(lang, ["Sums of games: the Sprague–Grundy theorem", "Summen von Spielen: der Satz von Sprague–Grundy", "ゲームの和：スプレイグ・グランディの定理"]).into(),
        T::SumsIntro => pick(lang, ["Several rows are played side by side, each its own game; a move is made in one of them. Theorem 2b (Sprague 1935, Grundy 1939): for locally finite artinian game graphs Gᵢ, their sum G = ⊕ Gᵢ is again locally finite and artinian, and γ(x) = γ₁(x₁) ⊕ γ₂(x₂) ⊕ …. More precisely: (0) every move changes one γᵢ(xᵢ) and so changes γ(x); (1) for every t < γ(x) there is a move to a position of value t.", "Mehrere Reihen werden nebeneinander gespielt, jede ein eigenes Spiel; ein Zug geschieht in einer davon. Satz 2b (Sprague 1935, Grundy 1939): Für lokal-endliche artinsche Spielgraphen Gᵢ ist auch ihre Summe G = ⊕ Gᵢ lokal-endlich und artinsch, und γ(x) = γ₁(x₁) ⊕ γ₂(x₂) ⊕ …. Genauer: (0) jeder Zug ändert ein γᵢ(xᵢ) und damit γ(x); (1) zu jedem t < γ(x) gibt es einen Zug zu einer Position vom Wert t.", "複数の山を並べて遊び、各山はそれぞれ独立したゲーム。1手でどれか1つに指す。定理 2b(スプレイグ 1935、グランディ 1939)：局所有限でアルティン的なゲームグラフ Gᵢ の和 G = ⊕ Gᵢ もまた局所有限でアルティン的で、γ(x) = γ₁(x₁) ⊕ γ₂(x₂) ⊕ …。詳しくは：(0) どの手もただ1つの γᵢ(xᵢ) を変えるので γ(x) も変わる。(1) 任意の t < γ(x) に対して値 t の局面への手が存在する。"]).into(),
        T::Satz1g => pick(lang, ["Theorem 1g (the Sprague–Grundy function of Nim): in plain Nim each row's count is its own Grundy value, so γ(x) = x₁ ⊕ x₂ ⊕ …. (0) Every move changes one row and so changes γ. (1) For every n < γ(x) there is a move to a position with γ = n: choose the target t below. Theorem 1f (Bouton 1901) is the case n = 0: the loss positions are exactly those with x₁ ⊕ x₂ ⊕ … = 0.", "Satz 1g (die Sprague–Grundy-Funktion des Nim-Spiels): beim reinen Nim ist jede Reihe ihr eigener Grundy-Wert, also γ(x) = x₁ ⊕ x₂ ⊕ …. (0) Jeder Zug ändert eine Reihe und damit γ. (1) Zu jedem n < γ(x) gibt es einen Zug in eine Position mit γ = n: wähle unten das Ziel t. Satz 1f (Bouton 1901) ist der Fall n = 0: die Verlustpositionen sind genau die mit x₁ ⊕ x₂ ⊕ … = 0.", "定理 1g(ニムのスプレイグ・グランディ関数)：制限のないニムでは各山の値がそのままグランディ数なので γ(x) = x₁ ⊕ x₂ ⊕ …。(0) どの手も1つの山を変えるので γ も変わります。(1) n < γ(x) を満たすどの n にも、γ = n の局面へ移る手があります：下で目標 t を選んでください。定理 1f(バウトン 1901)は n = 0 の場合で、負け局面はちょうど x₁ ⊕ x₂ ⊕ … = 0 のものです。"]).into(),
        T::SumPreset(word) => match *word {
            "slides" => pick(lang, ["7-5-3-1, take 1 or 2", "7-5-3-1, nimm 1 oder 2", "7-5-3-1、1本か2本"]).into(),
            "satz-1g" => pick(lang, ["1-3-6-7, Nim (Theorem 1g)", "1-3-6-7, Nim (Satz 1g)", "1-3-6-7、ニム(定理 1g)"]).into(),
            "nim" => pick(lang, ["22-5-13-27, Nim", "22-5-13-27, Nim", "22-5-13-27、ニム"]).into(),
            "kayles" => pick(lang, ["7-10-9: take 1 or 2, Kayles, Dawson's Kayles", "7-10-9: 1 oder 2 nehmen, Kayles, Dawsons Kayles", "7-10-9：1本か2本、ケイレス、ドーソンのケイレス"]).into(),
            _ => pick(lang, ["Three different games", "Drei verschiedene Spiele", "3つの異なるゲーム"]).into(),
        },
        T::RulesPerRow => pick(lang, ["Rules (one for all, or one per row separated by ;), e.g. 1-2;kayles;0.07", "Regeln (eine für alle oder eine je Reihe, getrennt durch ;), z. B. 1-2;kayles;0.07", "ルール(全体で1つ、または「;」で区切って山ごと)。例：1-2;kayles;0.07"]).into(),
        T::RulesCount { given, rows } => crate::text!(lang, "{0} rules for {1}: give one rule for all rows or exactly one per row.", "{0} Regeln für {1}: eine Regel für alle oder genau eine je Reihe angeben.", "{1} 個の山に {0} 個のルール：全体で1つか、山ごとにちょうど1つ指定してください。", given, counted(lang, *rows, ("row", "rows"), ("Reihe", "Reihen"), "")),
        T::SumValue { value, binary } => format!("γ(x) = {value} = {binary}"),
        T::SumRowsTable => pick(lang, ["The rows of the sum: rule S and Grundy value γᵢ", "Die Reihen der Summe: Regel S und Grundy-Wert γᵢ", "和の各山：ルール S とグランディ数 γᵢ"]).into(),
        T::ColRow => pick(lang, ["row", "Reihe", "山"]).into(),
        T::ColCount => pick(lang, ["sticks", "Hölzer", "本数"]).into(),
        T::ColRule => pick(lang, ["S", "S", "S"]).into(),
        T::ColMoves => pick(lang, ["move", "Zug", "手"]).into(),
        T::Impossible { required } => crate::text!(lang, "impossible: no option has γ = {0}", "unmöglich: keine Option hat γ = {0}", "不可能：γ = {0} の選択肢はない", required),
        T::TargetLabel => pick(lang, ["Reach the value t =", "Ziel-Wert t =", "目標の値 t ="]).into(),
        T::TargetOption { t, winning } => {
            if *winning {
                pick(lang, ["0 (winning moves)", "0 (Gewinnzüge)", "0(必勝手)"]).into()
            } else {
                t.to_string()
            }
        }
        T::SumIsZero => pick(lang, ["γ(x) = 0: a loss position for the player to move. There is no smaller value to reach: every move changes exactly one γᵢ and so makes the XOR non-zero (Theorem 2b (0)).", "γ(x) = 0: eine Verlustposition für den Ziehenden. Es gibt keinen kleineren Wert: jeder Zug ändert genau ein γᵢ und macht das XOR damit ungleich 0 (Satz 2b (0)).", "γ(x) = 0：手番の人の負け局面。これより小さい値はない：どの手もちょうど1つの γᵢ を変えるので XOR は 0 でなくなる(定理 2b (0))。"]).into(),
        T::HeapBeyond { asked, last } => crate::text!(lang, "x = {0} is beyond the table, which ends at x = {1}: x = {1} is shown. A larger range (“x from 0 to”) shows more.", "x = {0} liegt jenseits der Tabelle, die bei x = {1} endet: x = {1} wird gezeigt. Ein größerer Bereich („x von 0 bis“) zeigt mehr.", "x = {0} は表の範囲外です(表は x = {1} まで)：x = {1} を表示します。範囲(「x = 0 〜」)を広げると表示できます。", asked, last),
        T::StepBeyond { asked, last } => crate::text!(lang, "The link asks for step {0}, but the last step is {1}: it is shown.", "Der Link verlangt Schritt {0}, aber der letzte Schritt ist {1}: er wird gezeigt.", "リンクはステップ{0}を指定していますが、最後のステップは{1}です。ステップ{1}を表示します。", asked, last),
        T::TargetNotBelow { target, value } => crate::text!(lang, "t = {0} is not below γ(x) = {1}: Theorem 2b only promises moves to smaller values. Choose t < {1}.", "t = {0} liegt nicht unter γ(x) = {1}: Satz 2b verspricht nur Züge zu kleineren Werten. Wähle t < {1}.", "t = {0} は γ(x) = {1} 未満ではありません：定理 2b が保証するのはより小さい値への手だけです。t < {1} を選んでください。", target, value),
        T::SumStepValues { values, value, binary } => crate::text!(lang, "Each row's Grundy value γᵢ comes from its own game; by Sprague–Grundy γ(x) = {0} = {1} = {2}.", "Jeder Grundy-Wert γᵢ stammt aus dem eigenen Spiel der Reihe; nach Sprague–Grundy ist γ(x) = {0} = {1} = {2}.", "各山のグランディ数 γᵢ はその山のゲームから求まる。スプレイグ・グランディより γ(x) = {0} = {1} = {2}。", values, value, binary),
        T::SumStepZ { value, target, t, z, top, weight } => crate::text!(lang, "To reach t = {0} we need z = γ(x) ⊕ t = {1} ⊕ {2} = {3}. Its highest bit is ℓ = {4} (weight {5}).", "Um t = {0} zu erreichen, brauchen wir z = γ(x) ⊕ t = {1} ⊕ {2} = {3}. Sein höchstes Bit ist ℓ = {4} (Stellenwert {5}).", "t = {0} にするには z = γ(x) ⊕ t = {1} ⊕ {2} = {3}。その最上位ビットは ℓ = {4}({5} の位)。", t, value, target, z, top, weight),
        T::SumStepRows { rows, top } => crate::text!(lang, "Rows whose γᵢ has bit {0} set: {1}. For them γᵢ ⊕ z < γᵢ, and since γᵢ is a mex, every smaller value is the value of some option.", "Reihen, deren γᵢ Bit {0} gesetzt hat: {1}. Für sie gilt γᵢ ⊕ z < γᵢ, und weil γᵢ ein mex ist, ist jeder kleinere Wert der Wert einer Option.", "γᵢ のビット {0} が 1 の山：{1}。これらでは γᵢ ⊕ z < γᵢ で、γᵢ は mex なので、それより小さい値はどれもある選択肢の値になっている。", top, rows),
        T::SumStepReducing { row, g, required, from, to, take } => crate::text!(lang, "Row {0}: γ = {1} → {2}: take {3}, {4} → {5}. A guaranteed, reducing move.", "Reihe {0}: γ = {1} → {2}: {3} nehmen, {4} → {5}. Ein garantierter, reduzierender Zug.", "{0}番目の山：γ = {1} → {2}：{3}本取る、{4} → {5}。必ず存在する、値を減らす手。", row, g, required, take, from, to),
        T::SumStepRaising { row, g, required, from, to, take } => crate::text!(lang, "Row {0}: γ = {1} would have to become {2} > {1}; the option {3} → {4} (take {5}) has exactly that value. An additional, raising move!", "Reihe {0}: γ = {1} müsste {2} > {1} werden; die Option {3} → {4} ({5} nehmen) hat genau diesen Wert. Ein zusätzlicher, erhöhender Zug!", "{0}番目の山：γ = {1} を {2} > {1} にする必要がある。選択肢 {3} → {4}({5}本取る)がちょうどその値を持つ。追加の、値を増やす手！", row, g, required, from, to, take),
        T::SumOption { from, to, take } => crate::text!(lang, "{0} → {1} (take {2})", "{0} → {1} ({2} nehmen)", "{0} → {1}({2}本取る)", from, to, take),
        T::SumStepReducingSome { row, g, required, options } => crate::text!(lang, "Row {0}: γ = {1} → {2}: the options {3} all have that value. Guaranteed, reducing moves.", "Reihe {0}: γ = {1} → {2}: die Optionen {3} haben alle diesen Wert. Garantierte, reduzierende Züge.", "{0}番目の山：γ = {1} → {2}：選択肢 {3} がどれもその値を持つ。必ず存在する、値を減らす手。", row, g, required, options),
        T::SumStepRaisingSome { row, g, required, options } => crate::text!(lang, "Row {0}: γ = {1} would have to become {2} > {1}; the options {3} all have exactly that value. Additional, raising moves!", "Reihe {0}: γ = {1} müsste {2} > {1} werden; die Optionen {3} haben alle genau diesen Wert. Zusätzliche, erhöhende Züge!", "{0}番目の山：γ = {1} を {2} > {1} にする必要がある。選択肢 {3} がどれもちょうどその値を持つ。追加の、値を増やす手！", row, g, required, options),
        T::SumStepNoRaise { row, g, required } => crate::text!(lang, "Row {0}: γ = {1} would have to become {2} > {1}; no option has that value: impossible.", "Reihe {0}: γ = {1} müsste {2} > {1} werden; keine Option hat diesen Wert: unmöglich.", "{0}番目の山：γ = {1} を {2} > {1} にする必要があるが、その値の選択肢はない：不可能。", row, g, required),
        T::SumNoRaising => pick(lang, ["Every row with a value to reach is a reducing one: no raising moves here.", "Jede Reihe mit erreichbarem Wert ist reduzierend: hier gibt es keine erhöhenden Züge.", "到達すべき値を持つ山はすべて値を減らす側：値を増やす手はない。"]).into(),
        T::SumStepAll { t, count } => crate::text!(lang, "The moves to a position of value {1} ({0} in all); after each, the XOR of the rows' values is {1}:", "Die Züge zu einer Position vom Wert {1} (insgesamt {0}); nach jedem ist das XOR der Reihenwerte {1}:", "値 {1} の局面への手は全部で {0} 個。どの手の後も各山の値の XOR は {1}：", count, t),
        T::TargetMove { row, take, from, to, g, required, raising } => {
            let kind = if *raising {
                pick(lang, ["raising", "erhöhend", "値を増やす手"])
            } else {
                pick(lang, ["reducing", "reduzierend", "値を減らす手"])
            };
            format!("{}{}γ {g} → {required}{}({kind})", tr(lang, &Msg::WinningMove { row: *row as usize, take: *take, from: *from, to: *to }), lang.colon(), lang.space())
        }
        T::SumStepSplit { row, g, required, options, raising: false } => crate::text!(lang, "Row {0}: γ = {1} → {2}: {3}. Guaranteed, reducing moves: removing sticks may split the row, and two rows a and b are worth γ(a) ⊕ γ(b).", "Reihe {0}: γ = {1} → {2}: {3}. Garantierte, reduzierende Züge: das Wegnehmen kann die Reihe teilen, und zwei Reihen a und b haben den Wert γ(a) ⊕ γ(b).", "{0}番目の山：γ = {1} → {2}：{3}。必ず存在する、値を減らす手：取ると山が分かれることがあり、2つの山 a、b の値は γ(a) ⊕ γ(b)。", row, g, required, options),
        T::SumStepSplit { row, g, required, options, raising: true } => crate::text!(lang, "Row {0}: γ = {1} would have to become {2} > {1}; {3}: exactly that value. Additional, raising moves!", "Reihe {0}: γ = {1} müsste {2} > {1} werden; {3}: genau dieser Wert. Zusätzliche, erhöhende Züge!", "{0}番目の山：γ = {1} を {2} > {1} にする必要がある。{3}：ちょうどその値。追加の、値を増やす手！", row, g, required, options),
        T::SplitMove { row, take: 0, arrow } => crate::text!(lang, "Row {0}: split ({1})", "Reihe {0}: teilen ({1})", "{0}番目の山を分ける({1})", row, arrow),
        T::SplitMove { row, take, arrow } => crate::text!(lang, "Row {0}: take {1} ({2})", "Reihe {0}: {1} nehmen ({2})", "{0}番目の山から{1}本取る({2})", row, take, arrow),
        T::TargetSplit { row, take, arrow, g, required, raising } => {
            let kind = if *raising {
                pick(lang, ["raising", "erhöhend", "値を増やす手"])
            } else {
                pick(lang, ["reducing", "reduzierend", "値を減らす手"])
            };
            let mv = tt(lang, &T::SplitMove { row: *row, take: *take, arrow: arrow.clone() });
            format!("{mv}{}γ {g} → {required}{}({kind})", lang.colon(), lang.space())
        }
        T::PlayThis => pick(lang, ["Play this position", "Diese Position spielen", "この局面で遊ぶ"]).into(),
        _ => return None,
    })
}

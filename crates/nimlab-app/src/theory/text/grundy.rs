//! The Grundy table page: mex, periods, the heap field and the bottom-up steps.

use super::*;

/// The Grundy table page: mex, periods, the heap field and the bottom-up steps. `None` for another page's message.
pub(super) fn grundy(lang: Lang, msg: &T) -> Option<String> {
    Some(match msg {
        T::GrundyTitle { set } => crate::text!(lang, "Grundy values of the subtraction game S = {0}", "Grundy-Werte des Subtraktionsspiels S = {0}", "減算ゲーム S = {0} のグランディ数", set),
        T::GrundyIntro => pick(lang, ["A heap of x sticks; a move takes s ∈ S sticks. Bottom-up: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }, the smallest natural number not among the options' values, and ν(x) = 1 (win) or 0 (loss).", "Ein Haufen von x Hölzern; ein Zug nimmt s ∈ S Hölzer. Bottom-up: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }, die kleinste natürliche Zahl, die unter den Werten der Optionen fehlt, und ν(x) = 1 (Gewinn) oder 0 (Verlust).", "x 本の山から、1手で s ∈ S 本取る。下から順に：γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }(選択肢の値に現れない最小の自然数)、ν(x) = 1(勝ち)または 0(負け)。"]).into(),
        T::MexExamples { examples } => {
            let list = examples
                .iter()
                .map(|(set, m)| {
                    let set: Vec<String> = set.iter().map(u64::to_string).collect();
                    format!("mex{{{}}} = {m}", set.join(", "))
                })
                .collect::<Vec<_>>()
                .join(lang.semicolon());
            crate::text!(lang, "Examples: {0}.", "Beispiele: {0}.", "例：{0}。", list)
        }
        T::ChooseSet => pick(lang, ["Subtraction set and range", "Subtraktionsmenge und Bereich", "減算集合と範囲"]).into(),
        T::PresetLabel { word, set } => match *word {
            "1-2" => crate::text!(lang, "{0} take one or two", "{0} Nimm eins oder zwei", "{0} 1本か2本", set),
            "bachet" => crate::text!(lang, "{0} Bachet", "{0} Bachet", "{0} バシェ", set),
            _ => set.clone(),
        },
        T::SetLabel => pick(lang, ["S = ", "S = ", "S = "]).into(),
        T::RangeLabel => pick(lang, ["x from 0 to", "x von 0 bis", "x = 0 〜"]).into(),
        T::SetEntry(e) => match e {
            SetEntryError::Empty => pick(lang, ["Enter at least one count, e.g. 1, 2 or 2, 5, 7.", "Mindestens eine Anzahl eingeben, z. B. 1, 2 oder 2, 5, 7.", "取れる本数を1つ以上入力してください(例：1, 2 や 2, 5, 7)。"]).into(),
            SetEntryError::NotANumber(t) => crate::text!(lang, "“{0}” is neither a whole number ≥ 1 nor a range a-b.", "„{0}“ ist weder eine ganze Zahl ≥ 1 noch ein Bereich a-b.", "「{0}」は1以上の整数でも範囲 a-b でもありません。", t),
            SetEntryError::Reversed(t) => crate::text!(lang, "The range “{0}” runs backwards: write the smaller count first, {1}.", "Der Bereich „{0}“ läuft rückwärts: die kleinere Anzahl zuerst schreiben, {1}.", "範囲「{0}」が逆順です：小さい方を先に {1} と書いてください。", t, swapped_range(t)),
            SetEntryError::Zero => pick(lang, ["Taking 0 sticks is not a move: every count must be at least 1.", "0 Hölzer zu nehmen ist kein Zug: jede Anzahl muss mindestens 1 sein.", "0本取るのは手ではありません：本数は1以上です。"]).into(),
            SetEntryError::TooLarge(t) => crate::text!(lang, "{0} is above the largest allowed count, 1000000.", "{0} liegt über der größten erlaubten Anzahl 1000000.", "{0} は上限 1000000 を超えています。", t),
            SetEntryError::TooMany(n) => crate::text!(lang, "{0} counts: a set may hold at most 64.", "{0} Anzahlen: eine Menge darf höchstens 64 enthalten.", "{0} 個：集合は64個までです。", n),
        },
        T::UptoEntry { max, problem } => number_entry(lang, &tt(lang, &T::RangeLabel), max, problem),
        T::Satz1a { n } => crate::text!(lang, "Theorem 1a: S = {{1, …, n − 1}} with n = {0}. A heap x is a loss exactly when x rem {0} = 0, and γ(x) = x rem {0}.", "Satz 1a: S = {{1, …, n − 1}} mit n = {0}. Genau dann ist x eine Verlustposition, wenn x rem {0} = 0, und γ(x) = x rem {0}.", "定理 1a：S = {{1, …, n − 1}}、n = {0}。x が負け局面 ⇔ x rem {0} = 0、そして γ(x) = x rem {0}。", n),
        T::Satz1d { upto, holds, losses } => crate::text!(lang, "Theorem 1d: ν = γ ∧ 1, that is, ν(x) = 0 if γ(x) = 0 and 1 if γ(x) ≥ 1 (∧ takes the smaller number). ν is computed by its own recursion ν(x) = 1 − min ν(y) (0 without a move); it is 0 exactly where γ = 0 for x = 0 … {0}: {1} ({2})", "Satz 1d: ν = γ ∧ 1, das heißt ν(x) = 0, falls γ(x) = 0, und 1, falls γ(x) ≥ 1 (∧ nimmt die kleinere Zahl). ν wird mit eigener Rekursion ν(x) = 1 − min ν(y) berechnet (0 ohne Zug); es ist genau dort 0, wo γ = 0, für x = 0 … {0}: {1} ({2})", "定理 1d：ν = γ ∧ 1、つまり γ(x) = 0 なら ν(x) = 0、γ(x) ≥ 1 なら 1(∧ は小さい方をとる)。ν は独自の漸化式 ν(x) = 1 − min ν(y)(手がなければ 0)で計算し、x = 0 … {0} で γ = 0 のところでちょうど 0：{1}(負け局面 {2})", upto, yes(lang, *holds), losses_text(lang, *losses)),
        T::PeriodPending => pick(lang, ["The period and the facts about the whole table appear once the table is filled.", "Die Periode und die Aussagen über die ganze Tabelle erscheinen, sobald die Tabelle gefüllt ist.", "周期と表全体についての定理は、表が埋まると表示されます。"]).into(),
        T::NoPeriod => pick(lang, ["No period was certified within the search limit (the set's counts are large). The table itself is exact.", "Innerhalb der Suchgrenze wurde keine Periode bestätigt (die Anzahlen der Menge sind groß). Die Tabelle selbst ist exakt.", "探索上限内で周期は確定しませんでした(集合の値が大きい)。表そのものは正確です。"]).into(),
        T::PeriodTitle { pre, period } => crate::text!(lang, "Period {0}, pre-period {1}", "Periode {0}, Vorperiode {1}", "周期 {0}、前周期 {1}", period, pre),
        T::PeriodBlock { pre, block } => crate::text!(lang, "From x = {0} on, γ repeats the block {1} forever.", "Ab x = {0} wiederholt γ für immer den Block {1}.", "x = {0} 以降、γ はブロック {1} を永遠に繰り返します。", pre, block),
        T::PeriodClosed { period } => crate::text!(lang, "γ(x) = x rem {0} (Theorem 1a): period {0} from the start, nothing to search.", "γ(x) = x rem {0} (Satz 1a): Periode {0} von Anfang an, keine Suche nötig.", "γ(x) = x rem {0}(定理 1a)：最初から周期 {0}。探索は不要です。", period),
        // S = {1}: a window of one value, named in the singular.
        T::PeriodCertificate { pre, period, window: 1 } => crate::text!(lang, "Certificate: γ(n) = γ(n + {0}) was checked for n = {1}. From x = 1 = max S on, every γ(x) depends only on the value before it, so equal windows give equal successors: the repetition goes on forever.", "Zertifikat: γ(n) = γ(n + {0}) wurde für n = {1} geprüft. Ab x = 1 = max S hängt jedes γ(x) nur vom Wert davor ab; gleiche Fenster haben gleiche Nachfolger, also setzt sich die Wiederholung für immer fort.", "検証：n = {1} で γ(n) = γ(n + {0}) を確認しました。x = 1 = max S 以降、各 γ(x) は直前の値だけで決まるので、同じ窓からは同じ値が続き、繰り返しは永遠に続きます。", period, pre),
        T::PeriodCertificate { pre, period, window } => {
            let last = pre + window - 1;
            crate::text!(lang, "Certificate: γ(n) = γ(n + {0}) was checked for the {1} consecutive n = {2} … {3}. From x = {1} = max S on, every γ(x) depends only on the {1} values before it, so equal windows give equal successors: the repetition goes on forever.", "Zertifikat: γ(n) = γ(n + {0}) wurde für die {1} aufeinanderfolgenden n = {2} … {3} geprüft. Ab x = {1} = max S hängt jedes γ(x) nur von den {1} Werten davor ab; gleiche Fenster haben gleiche Nachfolger, also setzt sich die Wiederholung für immer fort.", "検証：連続する {1} 個の n = {2} … {3} で γ(n) = γ(n + {0}) を確認しました。x = {1} = max S 以降、各 γ(x) は直前の {1} 個の値だけで決まるので、同じ窓からは同じ値が続き、繰り返しは永遠に続きます。", period, window, pre, last)
        }
        T::PreperiodMinimal { n, a, b, period } => {
            let m = n + period;
            crate::text!(lang, "The pre-period is minimal: γ({0}) = {1} ≠ γ({2}) = {3}.", "Die Vorperiode ist minimal: γ({0}) = {1} ≠ γ({2}) = {3}.", "前周期は最小です：γ({0}) = {1} ≠ γ({2}) = {3}。", n, a, m, b)
        }
        T::PeriodMinimal { period } => crate::text!(lang, "No shorter period than {0}: a counterexample for each", "Keine kürzere Periode als {0}: je ein Gegenbeispiel", "{0} より短い周期はない：それぞれの反例", period),
        T::ShowCheck => pick(lang, ["Mark the checked cells", "Geprüfte Zellen markieren", "確認したセルを示す"]).into(),
        T::PeriodBeyond { upto } => crate::text!(lang, "The table ends at x = {0}, before one full period; enlarge the range to see it repeat.", "Die Tabelle endet bei x = {0}, vor einer vollen Periode; vergrößere den Bereich, um die Wiederholung zu sehen.", "表は x = {0} で終わり、1周期に届きません。範囲を広げると繰り返しが見えます。", upto),
        T::HeapLabel => pick(lang, ["γ of any heap (up to 10¹⁸): x = ", "γ eines beliebigen Haufens (bis 10¹⁸): x = ", "任意の山の γ(10¹⁸ まで)：x = "]).into(),
        T::HeapEntry { problem } => number_entry(lang, "x", &"10¹⁸", problem),
        T::HeapUnknown => pick(lang, ["Without a certified period only heaps within the table can be answered.", "Ohne bestätigte Periode lassen sich nur Haufen innerhalb der Tabelle beantworten.", "周期が確定していないので、表の範囲内の山だけ答えられます。"]).into(),
        T::HeapAny { n } => format!("γ({n}) = {n}"),
        T::HeapRem { n, modulus, value } => format!("γ({n}) = {n} rem {modulus} = {value}"),
        // Without a pre-period the formula loses its "0 + … − 0".
        T::HeapPeriodic { n, pre: 0, period, m, value } => crate::text!(lang, "γ(x) = γ(x rem {0}), so γ({1}) = γ({2}) = {3}", "γ(x) = γ(x rem {0}), also γ({1}) = γ({2}) = {3}", "γ(x) = γ(x rem {0})。よって γ({1}) = γ({2}) = {3}", period, n, m, value),
        T::HeapPeriodic { n, pre, period, m, value } => crate::text!(lang, "x ≥ {0}: γ(x) = γ({0} + (x − {0}) rem {1}), so γ({2}) = γ({3}) = {4}", "x ≥ {0}: γ(x) = γ({0} + (x − {0}) rem {1}), also γ({2}) = γ({3}) = {4}", "x ≥ {0}：γ(x) = γ({0} + (x − {0}) rem {1})。よって γ({2}) = γ({3}) = {4}", pre, period, n, m, value),
        T::HeapTable { n, value } => format!("γ({n}) = {value}"),
        T::SeeGraph => pick(lang, ["See this game as a graph", "Dieses Spiel als Graph", "このゲームをグラフで見る"]).into(),
        T::Legend => pick(lang, [" heap x, ν (1 win, 0 loss), γ. Loss positions (γ = 0) are shaded, the pre-period is dashed, period blocks alternate. Click a cell (or use the arrow keys in the table) to see its step.", " Haufen x, ν (1 Gewinn, 0 Verlust), γ. Verlustpositionen (γ = 0) sind schattiert, die Vorperiode gestrichelt, Periodenblöcke wechseln sich ab. Ein Klick auf eine Zelle (oder die Pfeiltasten in der Tabelle) zeigt ihren Schritt.", " 山 x、ν(1 勝ち、0 負け)、γ。負け局面(γ = 0)は網掛け、前周期は破線、周期ブロックは交互の色。セルをクリック(または表の中で矢印キー)すると計算が見られます。"]).into(),
        T::TableLabel => pick(lang, ["Grundy table: the arrow keys choose a cell", "Grundy-Tabelle: die Pfeiltasten wählen eine Zelle", "グランディ表：矢印キーでセルを選べます"]).into(),
        T::StepTitle => pick(lang, ["Step by step, bottom-up", "Schritt für Schritt, bottom-up", "下から順に1ステップずつ"]).into(),
        T::StepStart => pick(lang, ["Start at x = 0", "Bei x = 0 beginnen", "x = 0 から始める"]).into(),
        T::StepHint => pick(lang, ["Start at x = 0 and go on step by step, or click any cell.", "Bei x = 0 beginnen und Schritt für Schritt weitergehen, oder eine Zelle anklicken.", "x = 0 から1ステップずつ進めるか、セルをクリックしてください。"]).into(),
        T::StepNoMove { x } => crate::text!(lang, "x = {0}: no move is possible.", "x = {0}: kein Zug ist möglich.", "x = {0}：打てる手はありません。", x),
        T::StepOptions { x } => crate::text!(lang, "Options of x = {0}:", "Optionen von x = {0}:", "x = {0} からの選択肢：", x),
        T::MoreOptions { more } => crate::text!(lang, "… and {0} more", "… und {0} weitere", "… ほか {0} 個", more),
        T::NuTerminal { x } => crate::text!(lang, "ν({0}) = 0: whoever cannot move loses (normal play).", "ν({0}) = 0: wer nicht ziehen kann, verliert (Normalspiel).", "ν({0}) = 0：手がなくなった人の負け(正規形)。", x),
        T::NuWin { x, to } => crate::text!(lang, "ν({0}) = 1: the move to {1} leaves a loss position (ν({1}) = 0).", "ν({0}) = 1: der Zug nach {1} hinterlässt eine Verlustposition (ν({1}) = 0).", "ν({0}) = 1：{1} への手で相手を負け局面(ν({1}) = 0)にできます。", x, to),
        T::NuLoss { x } => crate::text!(lang, "ν({0}) = 0: every move leaves a win position for the opponent.", "ν({0}) = 0: jeder Zug hinterlässt dem Gegner eine Gewinnposition.", "ν({0}) = 0：どの手も相手に勝ち局面を渡します。", x),
        T::StepSatz1d { x, nu, g, holds } => crate::text!(lang, "Theorem 1d: ν({0}) = {1} and γ({0}) ∧ 1 = {2} {3}", "Satz 1d: ν({0}) = {1} und γ({0}) ∧ 1 = {2} {3}", "定理 1d：ν({0}) = {1}、γ({0}) ∧ 1 = {2} {3}", x, nu, u8::from(*g != 0), yes(lang, *holds)),
        _ => return None,
    })
}

//! The exercise page: questions, answers and their step-by-step explanations.

use super::*;

/// The exercise page: questions, answers and their step-by-step explanations. `None` for another page's message.
pub(super) fn exercise(lang: Lang, msg: &T) -> Option<String> {
    Some(match msg {
        T::ExerciseTitle(kind) => match kind {
            Kind::PorN => pick(lang, ["P or N?", "P oder N?", "P か N か？"]).into(),
            Kind::WinningMoves => pick(lang, ["Find all winning moves", "Alle Gewinnzüge finden", "必勝手をすべて見つける"]).into(),
            Kind::NextMex => pick(lang, ["Fill in the next mex", "Den nächsten mex eintragen", "次の mex を埋める"]).into(),
            Kind::RowValue => pick(lang, ["What is this row's Grundy value?", "Welchen Grundy-Wert hat diese Reihe?", "この山のグランディ数は？"]).into(),
        },
        T::KindLabel => pick(lang, ["Exercise", "Übung", "演習"]).into(),
        T::EndNormal => pick(lang, ["normal play (no move: lose)", "Normalspiel (kein Zug: verloren)", "正規形(手がなければ負け)"]).into(),
        T::EndMisere => pick(lang, ["misère (no move: win)", "Misère (kein Zug: gewonnen)", "逆形(手がなければ勝ち)"]).into(),
        T::EndLabel => pick(lang, ["Ending", "Spielende", "勝敗"]).into(),
        T::LevelLabel => pick(lang, ["Level", "Stufe", "レベル"]).into(),
        T::SeedLabel => pick(lang, ["Sheet number", "Blattnummer", "シート番号"]).into(),
        T::StartRound => pick(lang, ["Start round", "Runde starten", "ラウンド開始"]).into(),
        T::ExerciseTakeTooLarge { max } => crate::text!(lang, "Exercises allow counts up to {0}.", "Übungen erlauben Anzahlen bis {0}.", "演習で使える本数は {0} までです。", max),
        T::Score { correct, answered, total } => crate::text!(lang, "Score: {0} right of {1} answered ({2} questions)", "Punkte: {0} richtig von {1} beantworteten ({2} Fragen)", "得点：回答 {1} 問中 {0} 問正解(全 {2} 問)", correct, answered, total),
        T::Questions => pick(lang, ["Questions", "Fragen", "問題"]).into(),
        // The difficulty on its own scale: a round climbs four steps above its level, so at
        // level 5 it reaches 9, which a bare number beside a level select of 1–5 would not say.
        T::QuestionHeading { index, difficulty } => crate::text!(lang, "Question {0} (difficulty {1} of {2})", "Frage {0} (Schwierigkeit {1} von {2})", "問題 {0}(難易度 {1}/{2})", index, difficulty, nimlab_core::exercise::MAX_DIFFICULTY),
        T::ExGameKind { kind } => {
            let kind = tt(lang, &T::ExerciseTitle(*kind));
            let (pn, mex) = (tt(lang, &T::ExerciseTitle(Kind::PorN)), tt(lang, &T::ExerciseTitle(Kind::NextMex)));
            crate::text!(lang, "“{0}” is not offered for take-and-break games: choose “{1}” or “{2}”, or a move restriction such as 1-2.", "„{0}“ gibt es für Nimm-und-teile-Spiele nicht: „{1}“ oder „{2}“ wählen, oder eine Zugregel wie 1-2.", "「{0}」は取って分けるゲームにはありません：「{1}」か「{2}」を選ぶか、1-2 のようなルールにしてください。", kind, pn, mex)
        }
        T::ExGameMisere => pick(lang, ["Exercises on take-and-break games are played normally (who cannot move loses): choose the normal ending, or a move restriction such as 1-2.", "Übungen zu Nimm-und-teile-Spielen gibt es nur in der Normalform (wer nicht ziehen kann, verliert): das normale Spielende wählen, oder eine Zugregel wie 1-2.", "取って分けるゲームの練習は通常ルール(動けない人が負け)だけです：通常の終わり方を選ぶか、1-2 のようなルールにしてください。"]).into(),
        T::ExBreakRules { game } => {
            let name = tt(lang, &T::GameName { game: game.clone() });
            crate::text!(lang, "{0}: a move may split a row in two; who cannot move loses.", "{0}: ein Zug kann eine Reihe in zwei teilen; wer nicht ziehen kann, verliert.", "{0}：1手で山が2つに分かれることがある。動けない人の負け。", name)
        }
        T::ExBreakMexRule => pick(lang, ["γ(x) is the mex of the options' values; an option that leaves two rows a and b is worth γ(a) ⊕ γ(b).", "γ(x) ist der mex der Werte der Optionen; eine Option, die zwei Reihen a und b hinterlässt, hat den Wert γ(a) ⊕ γ(b).", "γ(x) は選択肢の値の mex。2つの山 a、b を残す選択肢の値は γ(a) ⊕ γ(b)。"]).into(),
        T::ExBreakRowValues { values, game } => {
            let name = tt(lang, &T::GameName { game: game.clone() });
            crate::text!(lang, "Each row's Grundy value in {1}, from the mex over its options, splits included: {0}.", "Der Grundy-Wert jeder Reihe in {1}, als mex über ihre Optionen, Teilungen eingeschlossen: {0}.", "{1} での各山のグランディ数(分ける手も含めた選択肢の mex)：{0}。", values, name)
        }
        T::AskPorN => pick(lang, ["Is this a P-position (the player to move loses) or an N-position (the player to move wins)?", "Ist das eine Z-Stellung (P: wer am Zug ist, verliert) oder eine C-Stellung (N: wer am Zug ist, gewinnt)?", "これは P局面(手番の人が負け)か、N局面(手番の人が勝ち)か？"]).into(),
        T::AskWinningMoves => pick(lang, ["Mark every winning move (every move that leaves a P-position), then check.", "Markiere jeden Gewinnzug (jeden Zug, der eine Z-Stellung hinterlässt), und prüfe dann.", "必勝手(P局面を残す手)をすべて選んでから確認してください。"]).into(),
        T::AskMex { x, misere } => {
            let g = if *misere { "γ⁻" } else { "γ" };
            // A table of one heap is no range "0 … 0".
            if *x <= 1 {
                crate::text!(lang, "The value of heap 0 is given. What is {0}({1})?", "Der Wert des Haufens 0 ist gegeben. Wie groß ist {0}({1})?", "山 0 の値は与えられています。{0}({1}) はいくつ？", g, x)
            } else {
                crate::text!(lang, "The values of heaps 0 … {0} are given. What is {1}({2})?", "Die Werte der Haufen 0 … {0} sind gegeben. Wie groß ist {1}({2})?", "山 0 … {0} の値は与えられています。{1}({2}) はいくつ？", (x - 1), g, x)
            }
        }
        T::AskRow { n, misere } => {
            let g = if *misere { "γ⁻" } else { "γ" };
            crate::text!(lang, "A single row of {2}. What is its value {1}({0})?", "Eine einzelne Reihe mit {2}. Wie groß ist ihr Wert {1}({0})?", "{2}の山が1つ。その値 {1}({0}) はいくつ？", n, g, counted(lang, *n, ("stick", "sticks"), ("Holz", "Hölzern"), "本"))
        }
        T::MexRule { set, misere } => {
            if *misere {
                crate::text!(lang, "S = {0}, misère play: γ⁻(x) = mex{{ γ⁻(x − s) }}, but a heap without a move has γ⁻ = 1 (its player wins). γ⁻ = 0 exactly at the misère losses.", "S = {0}, Misère: γ⁻(x) = mex{{ γ⁻(x − s) }}, aber ein Haufen ohne Zug hat γ⁻ = 1 (wer am Zug ist, gewinnt). γ⁻ = 0 genau bei den Misère-Verlustpositionen.", "S = {0}、逆形：γ⁻(x) = mex{{ γ⁻(x − s) }}。ただし手のない山は γ⁻ = 1(手番の人の勝ち)。γ⁻ = 0 はちょうど逆形の負け局面。", set)
            } else {
                crate::text!(lang, "S = {0}: γ(x) = mex{{ γ(x − s) : s ∈ S, s ≤ x }}.", "S = {0}: γ(x) = mex{{ γ(x − s) : s ∈ S, s ≤ x }}.", "S = {0}：γ(x) = mex{{ γ(x − s) : s ∈ S, s ≤ x }}。", set)
            }
        }
        T::AnswerP => pick(lang, ["P-position", "Z-Stellung (P)", "P局面"]).into(),
        T::AnswerN => pick(lang, ["N-position", "C-Stellung (N)", "N局面"]).into(),
        T::Check => pick(lang, ["Check", "Prüfen", "確認"]).into(),
        T::YourAnswer => pick(lang, ["Your answer", "Deine Antwort", "あなたの答え"]).into(),
        T::NotAWholeNumber => pick(lang, ["Enter a whole number.", "Eine ganze Zahl eingeben.", "整数を入力してください。"]).into(),
        T::Right => pick(lang, ["Right!", "Richtig!", "正解！"]).into(),
        T::Wrong { answer } => crate::text!(lang, "Not quite. The right answer: {0}.", "Nicht ganz. Die richtige Antwort: {0}.", "残念。正しい答え：{0}。", answer),
        T::WhyTitle => pick(lang, ["Why, step by step", "Warum, Schritt für Schritt", "理由をステップごとに"]).into(),
        T::NextQuestion => pick(lang, ["Next question ▶", "Nächste Frage ▶", "次の問題 ▶"]).into(),
        T::RoundDone { correct, total } => crate::text!(lang, "Round complete: {0} of {1} right.", "Runde beendet: {0} von {1} richtig.", "ラウンド終了：{1} 問中 {0} 問正解。", correct, total),
        T::NewRound => pick(lang, ["New round", "Neue Runde", "新しいラウンド"]).into(),
        T::RetryRound => pick(lang, ["Same round again", "Dieselbe Runde nochmal", "同じラウンドをもう一度"]).into(),
        T::Harder => pick(lang, ["One level harder", "Eine Stufe schwerer", "1段階難しく"]).into(),
        T::SheetTitle => pick(lang, ["Exercise sheet (to print or hand out)", "Übungsblatt (zum Drucken oder Austeilen)", "演習シート(印刷・配布用)"]).into(),
        T::SheetNote => pick(lang, ["The link opens exactly these questions: kind, rules, level and sheet number define the round.", "Der Link öffnet genau diese Fragen: Art, Regeln, Stufe und Blattnummer legen die Runde fest.", "このリンクはまったく同じ問題を開きます。種類・ルール・レベル・シート番号でラウンドが決まります。"]).into(),
        T::AnswerKey => pick(lang, ["Answer key", "Lösungen", "解答"]).into(),
        T::ExRowValues { values, any, set } => {
            if *any {
                crate::text!(lang, "With any count allowed, a row's Grundy value is its count: {0}.", "Wenn jede Anzahl erlaubt ist, ist der Grundy-Wert einer Reihe ihre Anzahl: {0}.", "何本でも取れるとき、山のグランディ数は本数そのもの：{0}。", values)
            } else {
                crate::text!(lang, "Each row is a game of its own under S = {0}: {1}.", "Jede Reihe ist ein eigenes Spiel mit S = {0}: {1}.", "各山は S = {0} の独立したゲーム：{1}。", set, values)
            }
        }
        T::ExXor { terms, value, binary } => format!("γ(x) = {terms} = {binary} = {value}"),
        T::ExZeroIsP => pick(lang, ["The XOR is 0: every move changes one row's value and so makes the XOR non-zero, so the player to move loses: a P-position, no winning move.", "Das XOR ist 0: jeder Zug ändert den Wert einer Reihe und macht es ungleich 0, also verliert, wer am Zug ist: eine Z-Stellung (P) ohne Gewinnzug.", "XOR は 0：どの手も1つの山の値を変えて XOR を 0 でなくするので、手番の人の負け：P局面で必勝手はない。"]).into(),
        T::ExNonZeroIsN { top } => crate::text!(lang, "The XOR is not 0: an N-position. Winning moves make it 0: z = γ(x), highest bit ℓ = {0}.", "Das XOR ist nicht 0: eine C-Stellung (N). Gewinnzüge machen es zu 0: z = γ(x), höchstes Bit ℓ = {0}.", "XOR は 0 でない：N局面。必勝手は XOR を 0 にする：z = γ(x)、最上位ビット ℓ = {0}。", top),
        T::ExWinningMoves { moves } => crate::text!(lang, "Winning moves: {0}.", "Gewinnzüge: {0}.", "必勝手：{0}。", moves),
        // Counts after a colon: no "1 rows".
        T::ExMisereCount { large, single, case } => crate::text!(lang, "Misère Nim: rows with two or more sticks: {0}; rows with one stick: {1}; so case {2}.", "Misère-Nim: Reihen mit mindestens zwei Hölzern: {0}; Reihen mit einem Holz: {1}; also Fall {2}.", "逆形ニム：2本以上の山が {0} 個、1本の山が {1} 個：場合 {2}。", large, single, case),
        T::ExMisereA { nim_sum } => crate::text!(lang, "At least two large rows: play as in normal Nim. The nim-sum is {0}; P exactly when it is 0.", "Mindestens zwei große Reihen: wie im Normalspiel. Die Nim-Summe ist {0}; P genau dann, wenn sie 0 ist.", "大きい山が2つ以上：正規形と同じ。ニム和は {0}、0 のときちょうど P。", nim_sum),
        // The large row keeps 0 or 1 stick, whichever leaves an odd number of single sticks.
        T::ExMisereB { row, keep: 0 } => crate::text!(lang, "Exactly one large row: N. Take all of row {0}, so that an odd number of single sticks remains.", "Genau eine große Reihe: N. Reihe {0} ganz nehmen, sodass eine ungerade Zahl einzelner Hölzer bleibt.", "大きい山がちょうど1つ：N。{0}番目の山を全部取り、1本の山が奇数個残るようにする。", row),
        T::ExMisereB { row, keep: 1 } => crate::text!(lang, "Exactly one large row: N. Leave one stick in row {0}, so that an odd number of single sticks remains.", "Genau eine große Reihe: N. In Reihe {0} ein Holz lassen, sodass eine ungerade Zahl einzelner Hölzer bleibt.", "大きい山がちょうど1つ：N。{0}番目の山に1本残し、1本の山が奇数個残るようにする。", row),
        T::ExMisereB { row, keep } => crate::text!(lang, "Exactly one large row: N. Leave {0} sticks in row {1}, so that an odd number of single sticks remains.", "Genau eine große Reihe: N. In Reihe {1} {0} Hölzer lassen, sodass eine ungerade Zahl einzelner Hölzer bleibt.", "大きい山がちょうど1つ：N。{1}番目の山に {0} 本残し、1本の山が奇数個残るようにする。", keep, row),
        T::ExMisereC { single } => crate::text!(lang, "Only single sticks ({0}): every move takes one. The player to move loses exactly when the number of single sticks is odd.", "Nur einzelne Hölzer ({0}): jeder Zug nimmt eines. Wer am Zug ist, verliert genau bei ungerader Anzahl.", "1本の山だけ({0} 個)：どの手も1本取る。奇数個のとき手番の人が負け。", single),
        T::ExOutcome { outcome } => crate::text!(lang, "So the position is {0}.", "Also ist die Position {0}.", "よってこの局面は {0}。", outcome),
        T::ExOptionsIntro => pick(lang, ["Misère play with restricted moves has no general formula: every option is solved exactly. A position is P exactly when every option is N.", "Misère mit beschränkten Zügen hat keine allgemeine Formel: jede Option wird exakt gelöst. Eine Position ist genau dann P, wenn jede Option N ist.", "制限付きの逆形には一般的な公式がない：各選択肢を厳密に解く。すべての選択肢が N のときちょうど P。"]).into(),
        T::ExOptionsVerdict { outcome } => crate::text!(lang, "So the position is {0}; the winning moves are those to P.", "Also ist die Position {0}; Gewinnzüge sind die Züge nach P.", "よってこの局面は {0}。必勝手は P への手。", outcome),
        T::ExMisereValues => pick(lang, ["Misère: a heap without a move is a win for its player, so it gets the value 1 (not mex{} = 0); all other heaps take the mex.", "Misère: ein Haufen ohne Zug ist ein Gewinn für den Ziehenden, er bekommt den Wert 1 (nicht mex{} = 0); alle anderen den mex.", "逆形：手のない山は手番の人の勝ちなので値 1(mex{} = 0 ではない)。他の山は mex。"]).into(),
        T::ExAnyRule { n, value, misere } => {
            if *misere {
                crate::text!(lang, "Any count: the options of {0} are all heaps 0 … {1}, with values 1, 0, 2, 3, …; so γ⁻({0}) = {2}.", "Beliebige Anzahl: die Optionen von {0} sind alle Haufen 0 … {1} mit den Werten 1, 0, 2, 3, …; also γ⁻({0}) = {2}.", "何本でも：{0} の選択肢は山 0 … {1} のすべてで、値は 1, 0, 2, 3, …。よって γ⁻({0}) = {2}。", n, n.saturating_sub(1), value)
            } else {
                crate::text!(lang, "Any count: the options of {0} are all heaps 0 … {1} with values 0 … {1}; so γ({0}) = {2}.", "Beliebige Anzahl: die Optionen von {0} sind alle Haufen 0 … {1} mit den Werten 0 … {1}; also γ({0}) = {2}.", "何本でも：{0} の選択肢は山 0 … {1} で値は 0 … {1}。よって γ({0}) = {2}。", n, n.saturating_sub(1), value)
            }
        }
        T::ExNoMove { n, value, misere } => {
            let g = if *misere { "γ⁻" } else { "γ" };
            crate::text!(lang, "{0} has no move, so {1}({0}) = {2}.", "{0} hat keinen Zug, also {1}({0}) = {2}.", "{0} には手がないので {1}({0}) = {2}。", n, g, value)
        }
        // "Heap n has the value of heap m": the same words for γ and the misère values γ⁻.
        T::ExReduce { n, pre: 0, period, m } => crate::text!(lang, "The values repeat with period {0} from the start (certified), so heap {1} has the value of heap {1} rem {0} = {2}.", "Die Werte wiederholen sich von Anfang an mit Periode {0} (zertifiziert), also hat Haufen {1} den Wert von Haufen {1} rem {0} = {2}.", "値は最初から周期 {0} で繰り返す(証明済み)。よって山 {1} の値は山 {1} rem {0} = {2} の値と同じ。", period, n, m),
        T::ExReduce { n, pre, period, m } => crate::text!(lang, "The values repeat with period {0} from {1} on (certified), so heap {2} has the value of heap {1} + ({2} − {1}) rem {0} = {3}.", "Die Werte wiederholen sich ab {1} mit Periode {0} (zertifiziert), also hat Haufen {2} den Wert von Haufen {1} + ({2} − {1}) rem {0} = {3}.", "値は {1} 以降、周期 {0} で繰り返す(証明済み)。よって山 {2} の値は山 {1} + ({2} − {1}) rem {0} = {3} の値と同じ。", period, pre, n, m),
        _ => return None,
    })
}

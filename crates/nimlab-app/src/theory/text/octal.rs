//! The Grundy page's take-and-break games: names, the options of a row, the octal periodicity
//! theorem's certificate and what is known of the games' periods.

use super::*;

/// The name of a game the page knows by name, else `None`.
fn known_name(game: &TakeBreak) -> Option<&'static str> {
    let is = |code: &str| TakeBreak::parse(code).is_ok_and(|g| g == *game);
    [
        ("kayles", "kayles"),
        ("dawson", "dawson"),
        ("grundy", "grundy"),
        ("0.137", "chess"),
    ]
    .into_iter()
    .find(|(code, _)| is(code))
    .map(|(_, name)| name)
}

/// A game's name with its code: "Kayles (0.77)", "the octal game 0.6".
fn game_name(lang: Lang, game: &TakeBreak) -> String {
    let code = game.to_string();
    match known_name(game) {
        Some("kayles") => {
            crate::text!(lang, "Kayles ({0})", "Kayles ({0})", "ケイレス ({0})", code)
        }
        Some("dawson") => crate::text!(
            lang,
            "Dawson's Kayles ({0})",
            "Dawsons Kayles ({0})",
            "ドーソンのケイレス ({0})",
            code
        ),
        Some("grundy") => pick(
            lang,
            ["Grundy's game", "Grundys Spiel", "グランディのゲーム"],
        )
        .into(),
        Some(_) => crate::text!(
            lang,
            "Dawson's chess ({0})",
            "Dawsons Schach ({0})",
            "ドーソンのチェス ({0})",
            code
        ),
        None => crate::text!(
            lang,
            "the octal game {0}",
            "das Oktalspiel {0}",
            "8進ゲーム {0}",
            code
        ),
    }
}

/// The take-and-break messages of the Grundy page. `None` for another page's message.
pub(super) fn octal(lang: Lang, msg: &T) -> Option<String> {
    Some(match msg {
        T::BreakTitle { game } => {
            let name = game_name(lang, game);
            crate::text!(lang, "Grundy values of {0}", "Grundy-Werte: {0}", "{0} のグランディ数", name)
        }
        T::BreakIntro { grundy: true } => pick(lang, ["A row of x sticks; a move splits one row into two non-empty rows of different sizes, a and b. The two rows are a sum of games, worth γ(a) ⊕ γ(b) by the Sprague–Grundy theorem, so γ(x) = mex{ γ(a) ⊕ γ(b) : a + b = x, a ≠ b }.", "Eine Reihe von x Hölzern; ein Zug teilt eine Reihe in zwei nicht leere, verschieden große Reihen a und b. Die beiden Reihen sind eine Summe von Spielen mit dem Wert γ(a) ⊕ γ(b) (Satz von Sprague–Grundy), also γ(x) = mex{ γ(a) ⊕ γ(b) : a + b = x, a ≠ b }.", "x 本の列。1手で1つの列を、大きさの異なる空でない2列 a、b に分ける。2列はゲームの和で、スプレーグ・グランディの定理よりその値は γ(a) ⊕ γ(b)。よって γ(x) = mex{ γ(a) ⊕ γ(b) : a + b = x, a ≠ b }。"]).into(),
        T::BreakIntro { grundy: false } => pick(lang, ["A row of x sticks. In the octal game d₀.d₁d₂…, digit d_k says what removing k adjacent sticks may leave: 1 nothing (the whole row), 2 one row (taken from an end), 4 two non-empty rows (taken from inside), and their sums. Two rows a and b are a sum of games, worth γ(a) ⊕ γ(b) by the Sprague–Grundy theorem, so γ(x) = mex{ γ(a) ⊕ γ(b) } over the options of x.", "Eine Reihe von x Hölzern. Im Oktalspiel d₀.d₁d₂… sagt die Ziffer d_k, was das Wegnehmen von k benachbarten Hölzern übrig lassen darf: 1 nichts (die ganze Reihe), 2 eine Reihe (vom Ende genommen), 4 zwei nicht leere Reihen (aus der Mitte genommen), und ihre Summen. Zwei Reihen a und b sind eine Summe von Spielen mit dem Wert γ(a) ⊕ γ(b) (Satz von Sprague–Grundy), also γ(x) = mex{ γ(a) ⊕ γ(b) } über die Optionen von x.", "x 本の列。8進ゲーム d₀.d₁d₂… では、数字 d_k が隣り合う k 本を取ったあとに残せるものを表す：1 は何も残らない(列全体)、2 は1列(端から取る)、4 は空でない2列(中から取る)、およびその和。2列 a、b はゲームの和で、スプレーグ・グランディの定理よりその値は γ(a) ⊕ γ(b)。よって γ(x) = mex{ γ(a) ⊕ γ(b) }(x の選択肢すべてについて)。"]).into(),
        T::PlayBreakGame { game } => crate::text!(lang, "Play {0}", "{0} spielen", "{0}で遊ぶ", game_name(lang, game)),
        T::GamePresets => pick(lang, ["Take-and-break games", "Nimm-und-teile-Spiele", "取って分けるゲーム"]).into(),
        T::GameName { game } => game_name(lang, game),
        T::GameLabel => pick(lang, ["game (name or octal code) = ", "Spiel (Name oder Oktalcode) = ", "ゲーム(名前か8進コード)= "]).into(),
        T::ShowGame => pick(lang, ["Show this game's table", "Tabelle dieses Spiels zeigen", "このゲームの表を表示"]).into(),
        T::GameEntry { problem } => {
            let what = problem_text(lang, problem);
            let what = format!("{what}{}", lang.full_stop());
            let ask = pick(lang, ["Enter kayles, dawson, grundy or an octal code such as 0.77 or 4.07.", "kayles, dawson, grundy oder einen Oktalcode wie 0.77 oder 4.07 eingeben.", "kayles、dawson、grundy か、0.77 や 4.07 のような8進コードを入力してください。"]);
            lang.sentences([upper_first(&what), ask.to_string()])
        }
        T::BreakOption { take: 0, a, b, ga, gb, value } => crate::text!(lang, "split into {0} + {1}: γ({0}) ⊕ γ({1}) = {2} ⊕ {3} = {4}", "in {0} + {1} teilen: γ({0}) ⊕ γ({1}) = {2} ⊕ {3} = {4}", "{0} + {1} に分ける：γ({0}) ⊕ γ({1}) = {2} ⊕ {3} = {4}", a, b, ga, gb, value),
        T::BreakOption { take, a: 0, b: 0, .. } => crate::text!(lang, "take {0}, leaving nothing: 0", "{0} nehmen, nichts bleibt: 0", "{0} 本取って何も残らない：0", take),
        T::BreakOption { take, a: 0, b, value, .. } => crate::text!(lang, "take {0}, leaving {1}: γ({1}) = {2}", "{0} nehmen, {1} bleibt: γ({1}) = {2}", "{0} 本取って {1} が残る：γ({1}) = {2}", take, b, value),
        T::BreakOption { take, a, b, ga, gb, value } => crate::text!(lang, "take {0}, leaving {1} + {2}: γ({1}) ⊕ γ({2}) = {3} ⊕ {4} = {5}", "{0} nehmen, {1} + {2} bleiben: γ({1}) ⊕ γ({2}) = {3} ⊕ {4} = {5}", "{0} 本取って {1} + {2} が残る：γ({1}) ⊕ γ({2}) = {3} ⊕ {4} = {5}", take, a, b, ga, gb, value),
        T::OctalCertificate { pre, period, t, checked } => {
            let end = 2 * pre + period + t;
            crate::text!(lang, "Certificate: period {1} from {0}. γ(n + {1}) = γ(n) was checked for {0} ≤ n < 2·{0} + {1} + {2} = {3} (t = {2}, the index of the code's last non-zero digit), comparing the table up to x = {4}; so by the octal periodicity theorem it holds for all n ≥ {0}.", "Zertifikat: Periode {1} ab {0}. γ(n + {1}) = γ(n) wurde für {0} ≤ n < 2·{0} + {1} + {2} = {3} geprüft (t = {2}, die Stelle der letzten von 0 verschiedenen Ziffer des Codes), mit der Tabelle bis x = {4}; nach dem Periodizitätssatz für Oktalspiele gilt es also für alle n ≥ {0}.", "検証：{0} から周期 {1}。{0} ≤ n < 2·{0} + {1} + {2} = {3} で γ(n + {1}) = γ(n) を確認しました(t = {2} はコードの最後の 0 でない数字の位置、表は x = {4} まで比較)。よって8進ゲームの周期性定理により、すべての n ≥ {0} で成り立ちます。", pre, period, t, end, checked)
        }
        T::OctalNoPeriod { upto, t: Some(t) } => crate::text!(lang, "No period certified up to x = {0}: the octal periodicity theorem needs γ(n + p) = γ(n) for n₀ ≤ n < 2·n₀ + p + {1} within the table, and no p and n₀ pass. A longer table may certify one.", "Bis x = {0} ist keine Periode bestätigt: der Periodizitätssatz für Oktalspiele braucht γ(n + p) = γ(n) für n₀ ≤ n < 2·n₀ + p + {1} innerhalb der Tabelle, und keine p und n₀ bestehen die Prüfung. Eine längere Tabelle kann eine bestätigen.", "x = {0} までに周期は確定していません：8進ゲームの周期性定理には表の中で n₀ ≤ n < 2·n₀ + p + {1} について γ(n + p) = γ(n) が必要ですが、それを満たす p と n₀ はありません。より長い表なら確定するかもしれません。", upto, t),
        T::OctalNoPeriod { upto, t: None } => crate::text!(lang, "No period certified up to x = {0}: Grundy's game is no octal game, so the octal periodicity theorem does not apply to it.", "Bis x = {0} ist keine Periode bestätigt: Grundys Spiel ist kein Oktalspiel, der Periodizitätssatz für Oktalspiele gilt für es nicht.", "x = {0} までに周期は確定していません：グランディのゲームは8進ゲームではないので、8進ゲームの周期性定理は使えません。", upto),
        T::KnownPeriod(game) => match *game {
            "kayles" => pick(lang, ["Known: Kayles has period 12 from x = 71 (Guy and Smith, 1956).", "Bekannt: Kayles hat ab x = 71 die Periode 12 (Guy und Smith, 1956).", "既知の結果：ケイレスは x = 71 から周期 12(Guy と Smith、1956)。"]).into(),
            "dawson" => pick(lang, ["Known: Dawson's Kayles has period 34 from x = 53.", "Bekannt: Dawsons Kayles hat ab x = 53 die Periode 34.", "既知の結果：ドーソンのケイレスは x = 53 から周期 34。"]).into(),
            "grundy" => pick(lang, ["Known: no period of Grundy's game is known; its values have been computed for very large rows without one (it is conjectured to be periodic).", "Bekannt: für Grundys Spiel ist keine Periode bekannt; seine Werte sind für sehr große Reihen berechnet, ohne eine zu zeigen (man vermutet, dass es periodisch ist).", "既知の結果：グランディのゲームの周期は知られていません。非常に大きな列まで値が計算されましたが周期は現れていません(周期的だと予想されています)。"]).into(),
            _ => pick(lang, ["Known: no period of 0.6 is known; its values have been computed very far without one.", "Bekannt: für 0.6 ist keine Periode bekannt; seine Werte sind sehr weit berechnet, ohne eine zu zeigen.", "既知の結果：0.6 の周期は知られていません。値は非常に遠くまで計算されていますが周期は現れていません。"]).into(),
        },
        T::BreakComputing { done, upto } => crate::text!(lang, "Computing the table: γ(0) … γ({0}) of {1} done.", "Die Tabelle wird berechnet: γ(0) … γ({0}) von {1} fertig.", "表を計算中：{1} のうち γ(0) … γ({0}) まで完了。", done, upto),
        T::BreakHeapUnknown { upto } => crate::text!(lang, "No period is certified up to x = {0}, so only heaps within the table can be answered.", "Bis x = {0} ist keine Periode bestätigt, also lassen sich nur Haufen innerhalb der Tabelle beantworten.", "x = {0} までに周期が確定していないので、表の範囲内の山だけ答えられます。", upto),
        _ => return None,
    })
}

/// The sentence with its first letter in upper case ("“0.8x”: …" stays as it is).
fn upper_first(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map(|c| c.to_uppercase().chain(chars).collect())
        .unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(msg: T, want: [&str; 3]) {
        for (lang, want) in [Lang::En, Lang::De, Lang::Ja].into_iter().zip(want) {
            assert_eq!(tt(lang, &msg), want, "{msg:?}");
        }
    }

    #[test]
    fn the_games_words_in_every_language() {
        check(
            T::BreakTitle {
                game: TakeBreak::parse("0.07").unwrap(),
            },
            [
                "Grundy values of Dawson's Kayles (0.07)",
                "Grundy-Werte: Dawsons Kayles (0.07)",
                "ドーソンのケイレス (0.07) のグランディ数",
            ],
        );
        check(
            T::BreakOption {
                take: 0,
                a: 1,
                b: 3,
                ga: 0,
                gb: 1,
                value: 1,
            },
            [
                "split into 1 + 3: γ(1) ⊕ γ(3) = 0 ⊕ 1 = 1",
                "in 1 + 3 teilen: γ(1) ⊕ γ(3) = 0 ⊕ 1 = 1",
                "1 + 3 に分ける：γ(1) ⊕ γ(3) = 0 ⊕ 1 = 1",
            ],
        );
        check(
            T::BreakOption {
                take: 2,
                a: 0,
                b: 0,
                ga: 0,
                gb: 0,
                value: 0,
            },
            [
                "take 2, leaving nothing: 0",
                "2 nehmen, nichts bleibt: 0",
                "2 本取って何も残らない：0",
            ],
        );
        assert!(tt(
            Lang::En,
            &T::OctalCertificate {
                pre: 71,
                period: 12,
                t: 2,
                checked: 167
            }
        )
        .contains("71 ≤ n < 2·71 + 12 + 2 = 156"));
        assert_eq!(
            tt(
                Lang::En,
                &T::GameName {
                    game: TakeBreak::parse("4.07").unwrap()
                }
            ),
            "the octal game 4.07"
        );
        check(
            T::GameEntry {
                problem: Problem::BadCode {
                    value: "077".into(),
                    error: nimlab_core::octal::CodeError::NoPoint,
                },
            },
            [
                "“077” is neither a game's name (kayles, dawson, grundy) nor an octal code, which has a point, as in 0.77. Enter kayles, dawson, grundy or an octal code such as 0.77 or 4.07.",
                "„077“ ist weder der Name eines Spiels (kayles, dawson, grundy) noch ein Oktalcode, der einen Punkt hat wie 0.77. kayles, dawson, grundy oder einen Oktalcode wie 0.77 oder 4.07 eingeben.",
                "「077」はゲーム名(kayles, dawson, grundy)でも、0.77 のように小数点のある8進コードでもありません。kayles、dawson、grundy か、0.77 や 4.07 のような8進コードを入力してください。",
            ],
        );
    }
}

//! The words of the take-and-break play page.

use crate::i18n::{join, pick, sticks, Lang};
use crate::text;
use crate::theory::text::{tt, T};
use nimlab_core::octal::{BreakMove, BreakMoveError, TakeBreak};

/// A message of the page.
pub enum Msg<'a> {
    /// The page's heading: the game's name.
    Title(&'a TakeBreak),
    /// What a move is in this game.
    Rules(&'a TakeBreak),
    /// How to move: a click (or, on a touch screen, two taps) and a drag.
    HowTo { touch: bool },
    /// A stick's name, with what a click on it does (`None`: no move starts there).
    Stick {
        row: usize,
        stick: u64,
        click: Option<BreakMove>,
    },
    /// A move made by player 1 or 2 (0: the computer in a demonstration).
    Moved {
        player: u8,
        computer: bool,
        mv: BreakMove,
        from: u64,
    },
    /// Why a move was refused.
    Refused(&'a TakeBreak, &'a BreakMoveError),
    /// A winning move, as the hints list it.
    WinningMove { mv: BreakMove, from: u64 },
    /// The typed run's label, for a row too long to draw.
    RunLabel { row: usize },
    /// Its button.
    RunButton,
    /// A typed run that names no sticks.
    NotARun(&'a str),
    /// The button that opens the explanation of the position.
    ExplainSplit,
    /// The game choice's legend.
    GameLegend,
    /// The binary panel's note: each row by its Grundy value, split rows as their parts.
    PanelNote { misere: bool },
}

/// The rows a move leaves in place of its row: "nothing", "3", "2 and 4".
fn parts(lang: Lang, mv: &BreakMove) -> String {
    let parts: Vec<String> = mv.leaves().iter().map(u64::to_string).collect();
    if parts.is_empty() {
        pick(lang, ["nothing", "nichts", "何も残らない"]).into()
    } else {
        join(lang, &parts, false)
    }
}

/// The sticks a move removes: "stick 3", "sticks 3–4", or the gap it splits at.
fn run(lang: Lang, mv: &BreakMove) -> String {
    let first = mv.left + 1;
    match mv.take {
        0 => text!(
            lang,
            "a split before stick {0}",
            "eine Teilung vor Hölzchen {0}",
            "{0}本目の前で分割",
            first
        ),
        1 => text!(lang, "stick {0}", "Hölzchen {0}", "{0}本目", first),
        take => text!(
            lang,
            "sticks {0}–{1}",
            "Hölzchen {0}–{1}",
            "{0}〜{1}本目",
            first,
            first + take - 1
        ),
    }
}

/// The words of `msg` in `lang`.
pub fn tb(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::Title(game) => tt(lang, &T::GameName { game: (*game).clone() }),
        Msg::Rules(game) => rules(lang, game),
        Msg::HowTo { touch: false } => text!(
            lang,
            "Click a stick for the smallest move that starts there; drag from one stick to another (or Shift with the arrow keys, then Enter) to remove the run between them. Removing from inside a row splits it in two.",
            "Klicke ein Hölzchen für den kleinsten Zug, der dort beginnt; ziehe von einem Hölzchen zu einem anderen (oder Umschalt mit den Pfeiltasten, dann Enter), um die Hölzchen dazwischen zu nehmen. Wer aus der Mitte nimmt, teilt die Reihe in zwei.",
            "棒をクリックするとそこから始まる最小の手、棒から棒へドラッグ（または Shift と矢印キーのあと Enter）するとその間の棒をまとめて取ります。列の途中から取ると列は二つに分かれます。"
        ),
        Msg::HowTo { touch: true } => text!(
            lang,
            "Tap a stick to see the move that starts there, tap it again to make it; tap another stick of the row to see the run between, and tap that one again to take it. Removing from inside a row splits it in two.",
            "Tippe ein Hölzchen an, um den Zug zu sehen, der dort beginnt, und noch einmal, um ihn zu machen; tippe ein anderes Hölzchen der Reihe an, um die Hölzchen dazwischen zu sehen, und noch einmal, um sie zu nehmen. Wer aus der Mitte nimmt, teilt die Reihe in zwei.",
            "棒をタップするとそこから始まる手が示され、もう一度タップでその手を打ちます。同じ列の別の棒をタップするとその間の棒が示され、もう一度タップで取ります。列の途中から取ると列は二つに分かれます。"
        ),
        Msg::Stick { row, stick, click } => {
            let place = text!(lang, "Row {0}, stick {1}", "Reihe {0}, Hölzchen {1}", "{0}列目の{1}本目", row + 1, stick);
            let what = match click {
                Some(mv) => text!(lang, "removes {0}, leaves {1}", "nimmt {0}, lässt {1}", "{0}を取り、{1}を残す", run(lang, mv), parts(lang, mv)),
                None => pick(lang, ["no move starts here", "hier beginnt kein Zug", "ここから始まる手はない"]).into(),
            };
            format!("{place}{}{what}", lang.colon())
        }
        Msg::Moved { player, computer, mv, from } => {
            let who = match (computer, player) {
                (true, _) => pick(lang, ["The computer", "Der Computer", "コンピュータ"]).into(),
                (false, p) => text!(lang, "Player {0}", "Spieler {0}", "プレイヤー{0}", p),
            };
            text!(
                lang,
                "{0}: row {1} ({2}), {3}; it leaves {4}.",
                "{0}: Reihe {1} ({2}), {3}; übrig bleibt {4}.",
                "{0}：{1}列目（{2}本）の{3}を取り、{4}が残った。",
                who, mv.row + 1, from, run(lang, mv), parts(lang, mv)
            )
        }
        Msg::Refused(game, error) => refused(lang, game, error),
        Msg::WinningMove { mv, from } => text!(
            lang,
            "Row {0} ({1}): {2}, leaving {3}",
            "Reihe {0} ({1}): {2}, übrig {3}",
            "{0}列目（{1}本）：{2}、残り{3}",
            mv.row + 1, from, run(lang, mv), parts(lang, mv)
        ),
        Msg::RunLabel { row } => text!(lang, "Sticks to remove from row {0} (such as 3-4)", "Zu nehmende Hölzchen aus Reihe {0} (etwa 3-4)", "{0}列目から取る棒（例：3-4）", row + 1),
        Msg::RunButton => pick(lang, ["Remove", "Nehmen", "取る"]).into(),
        Msg::NotARun(typed) => text!(lang, "“{0}” names no sticks: give one stick or a run such as 3-4.", "„{0}“ nennt keine Hölzchen: ein Hölzchen oder einen Bereich wie 3-4 angeben.", "「{0}」は棒を指していません。1本か 3-4 のような範囲を入力してください。", typed),
        Msg::ExplainSplit => pick(lang, ["Explain this position step by step", "Diese Stellung Schritt für Schritt erklären", "この局面を順に解説"]).into(),
        Msg::GameLegend => pick(lang, ["Game", "Spiel", "ゲーム"]).into(),
        Msg::PanelNote { misere } => {
            let mut note = text!(
                lang,
                "Each row is shown by its Grundy value γ; a row split in two is two rows, worth γ(a) ⊕ γ(b) together.",
                "Jede Reihe steht mit ihrem Grundy-Wert γ da; eine geteilte Reihe ist zwei Reihen, zusammen γ(a) ⊕ γ(b) wert.",
                "各列をグランディ数 γ で表します。二つに分かれた列は2つの列で、合わせて γ(a) ⊕ γ(b) の値です。"
            );
            let decides = if *misere {
                text!(
                    lang,
                    "Their nim-sum decides normal play, not misère play: the status is worked out by search.",
                    "Ihre Nim-Summe entscheidet das Normalspiel, nicht Misère: der Status wird durch Suche bestimmt.",
                    "そのニム和が決めるのは正規形で、逆形ではありません：判定は探索で求めます。"
                )
            } else {
                text!(
                    lang,
                    "Their nim-sum decides: 0 is a P-position.",
                    "Ihre Nim-Summe entscheidet: 0 ist eine P-Position.",
                    "そのニム和が勝敗を決めます：0 なら P 局面です。"
                )
            };
            lang.push_sentence(&mut note, &decides);
            note
        }
    }
}

/// The rules line: what one move may do.
fn rules(lang: Lang, game: &TakeBreak) -> String {
    let code = match game {
        TakeBreak::Octal(code) => code,
        TakeBreak::Grundy => {
            return text!(
                lang,
                "A move splits one row into two non-empty rows of different sizes.",
                "Ein Zug teilt eine Reihe in zwei nicht leere, verschieden lange Reihen.",
                "1手で1つの列を、長さの異なる空でない2つの列に分けます。"
            )
        }
    };
    // Digit k of the code says what removing k sticks may leave; 0: never.
    let takes: Vec<String> = (1..=game.max_take())
        .filter(|&k| code.digit(k) != 0)
        .map(|k| k.to_string())
        .collect();
    text!(
        lang,
        "A move removes {0} adjacent sticks from one row, as the code {1} allows; removed from inside, they split the row in two.",
        "Ein Zug nimmt {0} benachbarte Hölzchen aus einer Reihe, wie der Code {1} es erlaubt; aus der Mitte genommen, teilen sie die Reihe in zwei.",
        "1手で1つの列から隣り合う棒を{0}本、コード {1} が許す形で取ります。途中から取ると列は二つに分かれます。",
        join(lang, &takes, true),
        game
    )
}

/// Why a move was refused.
fn refused(lang: Lang, game: &TakeBreak, error: &BreakMoveError) -> String {
    match error {
        BreakMoveError::NoSuchRow { row, .. } | BreakMoveError::NotInRow { row, .. } => text!(
            lang,
            "Those sticks are not in row {0}.",
            "Diese Hölzchen liegen nicht in Reihe {0}.",
            "その棒は{0}列目にありません。",
            row + 1
        ),
        BreakMoveError::NotAllowed { take, left, right } => {
            let mv = BreakMove {
                row: 0,
                take: *take,
                left: *left,
                right: *right,
            };
            text!(
                lang,
                "Not a move of {0}: removing {1} so that {2} is left.",
                "Kein Zug in {0}: {1} nehmen, sodass {2} bleibt.",
                "{0}では打てない手です：{1}を取って{2}を残す。",
                tt(lang, &T::GameName { game: game.clone() }),
                sticks(lang, *take),
                parts(lang, &mv)
            )
        }
    }
}

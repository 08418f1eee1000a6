//! A whole game with commentary: the game on screen or the German article's.

use super::{moves_text, status, status_at, who};
use crate::explain::{Label, StepMsg, Verdict, Who};
use crate::i18n::{position_text as pos, Lang};
use crate::text;
use nimlab_core::Ending;

/// The record's opening and its moves.
pub(super) fn game(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        RecordOwn { moves, start, you } => {
            let p = pos(start);
            let n = if *moves == 1 {
                text!(lang, "1 move", "1 Zug", "1手")
            } else {
                text!(lang, "{0} moves", "{0} Züge", "{0}手", moves)
            };
            let head = if *you {
                text!(
                    lang,
                    "Your game: {0} from {1}.",
                    "Deine Partie: {0} ab {1}.",
                    "あなたの対局：{1} から{0}。",
                    n,
                    p
                )
            } else {
                text!(
                    lang,
                    "The game: {0} from {1}.",
                    "Die Partie: {0} ab {1}.",
                    "この対局：{1} から{0}。",
                    n,
                    p
                )
            };
            head + &text!(
                lang,
                " At each move: the position, its status (N or P), the move, and whether it was winning.",
                " Bei jedem Zug: die Stellung, ihr Status (C oder Z, dazu der englische Buchstabe N oder P), der Zug und ob er ein Gewinnzug war.",
                "各手について局面、その判定、指した手、それが必勝手だったかを示します。"
            )
        }
        RecordDemo {
            start,
            cut,
            unsolved,
        } => {
            let p = pos(start);
            let mut text = text!(
                lang,
                "No move has been played yet. Here is a game from {0} with perfect play on the winning side (the losing side takes as much as it may from its largest row). Play a game yourself, and this explanation comments on your moves.",
                "Noch kein Zug gespielt. Hier eine Partie ab {0} mit perfektem Spiel der Gewinnerseite (die Verliererseite nimmt so viel, wie sie darf, aus ihrer größten Reihe). Spiel selbst eine Partie, dann kommentiert diese Erklärung deine Züge.",
                "まだ手が指されていません。{0} から、勝つ側が最善手を指し、負ける側が最大の山からできるだけ多く取る対局を示します。自分で対局すれば、その手を解説します。",
                p
            );
            if *cut {
                let n = crate::explain::MAX_LINE;
                text.push_str(&text!(
                    lang,
                    " (The first {0} moves.)",
                    " (Die ersten {0} Züge.)",
                    "(最初の{0}手。)",
                    n
                ));
            }
            if *unsolved {
                text.push_str(&text!(
                    lang,
                    " It stops where the exact solver has not solved the position (yet).",
                    " Sie endet, wo der exakte Löser die Stellung (noch) nicht gelöst hat.",
                    "厳密な計算で(まだ)解かれていない局面で止まります。"
                ));
            }
            text
        }
        RecordMove {
            label,
            who: w,
            before,
            status: st,
            played,
            after,
            misere,
        } => {
            let (p, a, x) = (pos(before), pos(after), who(lang, *w));
            let mut s = status(lang, *st);
            // Japanese puts the ending first: a parenthesis after the status's own would nest.
            if *misere {
                s = text!(lang, "{0} under misère", "{0} bei Misère", "逆形で{0}", s);
            }
            let (r, take) = (played.row + 1, played.take);
            let head = match label {
                Label::S(n) => format!("S{n} = {p}"),
                Label::Move(n) => {
                    text!(lang, "Move {0}: {1}", "Zug {0}: {1}", "{0}手目：{1}", n, p)
                }
            };
            // The person against the computer is addressed, and English and German conjugate.
            if w.is_you() {
                text!(
                    lang,
                    "{0}, {1}: you take {2} from row {3} → {4}.",
                    "{0}, {1}: du nimmst {2} aus Reihe {3} → {4}.",
                    "{0}は{1}。あなたが{3}番目の山から{2}本取る → {4}。",
                    head,
                    s,
                    take,
                    r,
                    a
                )
            } else {
                text!(
                    lang,
                    "{0}, {1}: {2} takes {3} from row {4} → {5}.",
                    "{0}, {1}: {2} nimmt {3} aus Reihe {4} → {5}.",
                    "{0}は{1}。{2}が{4}番目の山から{3}本取る → {5}。",
                    head,
                    s,
                    x,
                    take,
                    r,
                    a
                )
            }
        }
        _ => unreachable!("not a step of the record"),
    }
}

/// What a move of the record was worth.
pub(super) fn verdict(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        RecordVerdict(v) => match v {
            Verdict::Winning { others } => {
                let mut text = text!(
                    lang,
                    "A winning move: the opponent gets a P-position.",
                    "Ein Gewinnzug: der Gegner erhält eine Z-Stellung.",
                    "必勝手：相手にP局面を渡します。"
                );
                if !others.is_empty() {
                    let list = moves_text(lang, others, None);
                    text.push_str(&text!(
                        lang,
                        " Also winning: {0}.",
                        " Ebenfalls gewinnend: {0}.",
                        "他の必勝手：{0}。",
                        list
                    ));
                }
                text
            }
            Verdict::Mistake { best } => {
                let list = moves_text(lang, best, None);
                text!(
                    lang,
                    "A mistake: it leaves the opponent an N-position. Winning instead: {0}.",
                    "Ein Fehler: der Gegner erhält eine C-Stellung. Gewinnend wäre gewesen: {0}.",
                    "悪手：相手にN局面を渡します。必勝手は：{0}。",
                    list
                )
            }
            Verdict::Forced => text!(
                lang,
                "From a P-position every move loses against perfect play; only a mistake of the opponent can help.",
                "Aus einer Z-Stellung verliert jeder Zug gegen perfektes Spiel; nur ein Fehler des Gegners kann helfen.",
                "P局面からはどの手も最善手に対して負けです。相手のミスを待つしかありません。"
            ),
            Verdict::Unknown => text!(
                lang,
                "The status is not known here (the exact solver has not solved this position).",
                "Der Status ist hier nicht bekannt (der exakte Löser hat diese Stellung nicht gelöst).",
                "判定はここでは不明です(厳密な計算でこの局面は解かれていません)。"
            ),
        },
        _ => unreachable!("not a verdict"),
    }
}

/// How the record ends.
pub(super) fn end(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        RecordEnd {
            winner: Some(w),
            loser,
            ending,
            ..
        } => {
            let (x, y) = (
                who(lang, *w),
                loser.map_or_else(String::new, |l| who(lang, l)),
            );
            match ending {
                Ending::Normal if w.is_you() => text!(
                    lang,
                    "No move is left: you made the last move and win (normal play).",
                    "Kein Zug mehr möglich: du hast den letzten Zug gemacht und gewinnst (Normalspiel).",
                    "もう手がありません：最後に指したあなたの勝ち(正規形)。"
                ),
                Ending::Misere if loser.is_some_and(Who::is_you) => text!(
                    lang,
                    "No move is left: you made the last move and lose; {0} wins (misère play).",
                    "Kein Zug mehr möglich: du hast den letzten Zug gemacht und verlierst; {0} gewinnt (Misère).",
                    "もう手がありません：最後に指したあなたの負けで、{0}の勝ち(逆形)。",
                    x
                ),
                Ending::Misere if w.is_you() => text!(
                    lang,
                    "No move is left: {0} made the last move and loses; you win (misère play).",
                    "Kein Zug mehr möglich: {0} hat den letzten Zug gemacht und verliert; du gewinnst (Misère).",
                    "もう手がありません：最後に指した{0}の負けで、あなたの勝ち(逆形)。",
                    y
                ),
                Ending::Normal => text!(
                    lang,
                    "No move is left: {0} made the last move and wins (normal play).",
                    "Kein Zug mehr möglich: {0} hat den letzten Zug gemacht und gewinnt (Normalspiel).",
                    "もう手がありません：最後に指した{0}の勝ち(正規形)。",
                    x
                ),
                Ending::Misere => text!(
                    lang,
                    "No move is left: {0} made the last move and loses; {1} wins (misère play).",
                    "Kein Zug mehr möglich: {0} hat den letzten Zug gemacht und verliert; {1} gewinnt (Misère).",
                    "もう手がありません：最後に指した{0}の負けで、{1}の勝ち(逆形)。",
                    y,
                    x
                ),
            }
        }
        RecordNoMove { to_move, ending } => {
            let x = who(lang, *to_move);
            match (ending, to_move.is_you()) {
                (Ending::Normal, true) => text!(
                    lang,
                    "No move is possible in this position: you cannot move and lose (normal play).",
                    "In dieser Stellung ist kein Zug möglich: du kannst nicht ziehen und verlierst (Normalspiel).",
                    "この局面では手がありません：あなたは指せないので負けです(正規形)。"
                ),
                (Ending::Misere, true) => text!(
                    lang,
                    "No move is possible in this position: you cannot move and win (misère play).",
                    "In dieser Stellung ist kein Zug möglich: du kannst nicht ziehen und gewinnst (Misère).",
                    "この局面では手がありません：あなたは指せないので勝ちです(逆形)。"
                ),
                (Ending::Normal, false) => text!(
                    lang,
                    "No move is possible in this position: {0} cannot move and loses (normal play).",
                    "In dieser Stellung ist kein Zug möglich: {0} kann nicht ziehen und verliert (Normalspiel).",
                    "この局面では手がありません：{0}は指せないので負けです(正規形)。",
                    x
                ),
                (Ending::Misere, false) => text!(
                    lang,
                    "No move is possible in this position: {0} cannot move and wins (misère play).",
                    "In dieser Stellung ist kein Zug möglich: {0} kann nicht ziehen und gewinnt (Misère).",
                    "この局面では手がありません：{0}は指せないので勝ちです(逆形)。",
                    x
                ),
            }
        }
        RecordEnd {
            winner: None,
            to_move,
            status: st,
            ..
        } => {
            let (x, s) = (who(lang, *to_move), status_at(lang, *st));
            if to_move.is_you() {
                return text!(
                    lang,
                    "The game goes on: you are to move, {0}.",
                    "Die Partie geht weiter: du bist am Zug, {0}.",
                    "対局は続きます：あなたの手番、{0}。",
                    s
                );
            }
            text!(
                lang,
                "The game goes on: {0} is to move, {1}.",
                "Die Partie geht weiter: {0} ist am Zug, {1}.",
                "対局は続きます：{0}の手番、{1}。",
                x,
                s
            )
        }
        _ => unreachable!("not the record's end"),
    }
}

/// The German article's game.
pub(super) fn german(lang: Lang, msg: &StepMsg) -> String {
    use StepMsg::*;
    match msg {
        GermanIntro => text!(
            lang,
            "A worked game: S1 = 22-5-13-27, player A begins. A long bar │ marks the move played, short bars | the other winning moves. Both endings follow: the normal rule and misère.",
            "Eine Beispielpartie: S1 = 22-5-13-27, Spieler A beginnt. Ein langer Strich │ markiert den ausgeführten Zug, kurze Striche | alternative Gewinnzüge. Es folgen beide Enden: Standard-Regel und Misère-Regel.",
            "対局の例：S1 = 22-5-13-27、A が先手。指した手を長い縦線 │、ほかの必勝手を短い縦線 | で示します。正規形と逆形の両方の終わり方を続けて示します。"
        ),
        GermanPart { position } => {
            let p = pos(position);
            text!(
                lang,
                "S7 = {0}: only one row has more than one stick — case B. Here the two rules part: the normal rule leaves an even number of single sticks, misère an odd number.",
                "S7 = {0}: nur noch eine Reihe hat mehr als ein Streichholz — der Fall B ist eingetreten. Hier trennen sich die Regeln: die Standard-Regel lässt eine gerade Anzahl einzelner Streichhölzer übrig, Misère eine ungerade.",
                "S7 = {0}：2本以上の山は1つだけ — 場合B。ここで両ルールが分かれます：正規形では1本の山を偶数個、逆形では奇数個残します。",
                p
            )
        }
        GermanEnd { ending: Ending::Normal } => text!(
            lang,
            "S9 = 1-0-0-0: A takes the last stick and wins (normal rule).",
            "S9 = 1-0-0-0: A nimmt und gewinnt (Standard-Regel)!",
            "S9 = 1-0-0-0：A が最後の1本を取って勝ち(正規形)。"
        ),
        GermanEnd { ending: Ending::Misere } => text!(
            lang,
            "S8 = 1-0-0-0, a P-position under misère: B must take the last stick and loses — A wins.",
            "S8 = 1-0-0-0, Z-Stellung bei der Misère-Regel: B nimmt, wodurch A gewinnt!",
            "S8 = 1-0-0-0(逆形のP局面)：B は最後の1本を取らざるを得ず負け — A の勝ち。"
        ),
        _ => unreachable!("not a step of the German article's game"),
    }
}

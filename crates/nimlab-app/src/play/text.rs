//! The play page's words: the board, the status, hints, the record, the set-up and opponent
//! panels, Bachet's race, and the page's announcements of moves and games.

use crate::i18n::{counted, pick, sticks, Lang};
use crate::play::presets::Preset;
use crate::route::text::problem_text;
use crate::route::LinkError;
use crate::text;
use nimlab_core::{Ending, Level, MoveError, Take};

/// A message of the play page, with the numbers it shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    /// The heading of the links to the games whose rows split.
    SplitGames,
    /// One of them: `kayles`, `dawson`, `grundy`, `chess`.
    SplitGameName(&'static str),
    /// The play page's name: its heading, and its link in the header.
    NavPlay,
    Board,
    RowLabel {
        row: usize,
        count: u64,
    },
    StickLabel {
        row: usize,
        stick: u64,
        /// How many sticks a click takes: this one and every one right of it.
        take: u64,
    },
    TakeFromRow {
        row: usize,
    },
    TakeButton,
    /// Whose turn it is; against the computer (`computer`: its player number) "you" or "the computer".
    ToMove {
        player: u8,
        computer: Option<u8>,
    },
    Winner {
        player: u8,
        computer: Option<u8>,
        /// Whether the game was over as it opened (a link to a finished game): said as a fact,
        /// not as the reader's win.
        opened: bool,
    },
    /// Why the game is over: the player to move has no legal move.
    NoMove {
        player: u8,
        computer: Option<u8>,
        /// No stick is left (rather than no row holding a count that may be taken).
        empty: bool,
    },
    Outcome,
    OutcomeP,
    OutcomeN,
    OutcomeUnknown,
    OutcomeNotYet,
    /// The exact solver is running: positions evaluated so far, and the limit.
    Solving {
        states: usize,
        limit: usize,
    },
    SolvingProgress,
    SolveCancel,
    /// The person stopped the exact solver.
    SolveCancelled,
    SolveResume,
    NimSum,
    Undo,
    /// The name of the Undo/Redo/New game group.
    HistoryGroup,
    Redo,
    NewGame,
    ShowHints,
    HideHints,
    /// Practice mode's checkbox: no status, nim-sum, binary panel or hints while playing.
    Practice,
    /// The button that opens the review of a finished game.
    ReviewOpen,
    /// The button after the computer's move that opens the commentary on it.
    WhyThisMove,
    WinningMoves,
    WinningMove {
        row: usize,
        take: u64,
        from: u64,
        to: u64,
    },
    NoWinningMove,
    /// A typed move that is no count of sticks.
    NotACount {
        text: String,
    },
    WinningMovesUnknown,
    BinaryPanel,
    BinaryPanelGrundy,
    BinaryPanelGrundyMisere,
    /// Misère play's case B: one row of two sticks or more; the nim-sum's move is not the winning one.
    BinaryPanelMisereOneLarge,
    /// Classic misère play with every row at most one stick: the rule turns round.
    BinaryPanelMisereSingles,
    Weight,
    Ones,
    Parity,
    Even,
    Odd,
    EvenMark,
    OddMark,
    RowHeading,
    RulesSummary {
        ending: Ending,
        take: Take,
    },
    /// A player's move; `you` in a game against the computer.
    Moved {
        player: u8,
        you: bool,
        row: usize,
        take: u64,
    },
    Illegal(MoveError),
    /// What the rules allow, after a refused count.
    AllowedTakes(Take),
    /// The computer is to move at a position of the record with moves after it: it waits.
    ComputerWaitsForRedo,
    /// Undo, redo or a jump in the record went to line `line` (S1 is the start): `position`.
    Browsed {
        line: usize,
        position: String,
    },
    /// A new game began at `position` (a preset, the editor's game, or "New game").
    Started {
        position: String,
    },
    SetupTitle,
    Presets,
    PresetName(Preset),
    PresetDescription(Preset),
    EndingLegend,
    EndingNormal,
    EndingMisere,
    TakeLegend,
    TakeAny,
    TakeUpTo,
    TakeSet,
    RowsLegend,
    RowCountLabel {
        row: usize,
    },
    RemoveRow {
        row: usize,
    },
    AddRow,
    StartGame,
    EntryProblem(LinkError),
    OpponentTitle,
    VsHuman,
    VsComputer,
    VsDemo,
    LevelLabel,
    LevelName(Level),
    FirstLabel,
    FirstHuman,
    FirstComputer,
    PaceLabel {
        ms: u32,
    },
    DemoPause,
    DemoRun,
    DemoStep,
    RecordTitle,
    RecordPosition,
    RecordTotal,
    RecordMove,
    RecordMoveText {
        player: u8,
        computer: Option<u8>,
        row: usize,
        take: u64,
    },
    Replay,
    StopReplay,
    CopyLink,
    LinkCopied,
    /// The computer's move: made, or `planned` (shown while it is about to be made).
    ComputerMoved {
        row: usize,
        take: u64,
        planned: bool,
    },
    KeepLong {
        row: usize,
        take: u64,
    },
    StickInactive,
    /// A move of Bachet's race: what was added and the total reached.
    RaceMoved {
        player: u8,
        by_computer: bool,
        /// The person in a game against the computer.
        you: bool,
        /// The computer's addition, about to be made.
        planned: bool,
        add: u64,
        total: u64,
    },
    /// The hint in a lost race position: the addition that keeps the game long.
    RaceKeepLong {
        add: u64,
    },
    /// The rules of Bachet's race.
    RaceRules {
        goal: u64,
        max: u64,
    },
    /// A line of the race's record: who added how much.
    RecordRaceMove {
        player: u8,
        computer: Option<u8>,
        add: u64,
    },
    RaceTitle {
        goal: u64,
    },
    RaceTotal {
        total: u64,
        goal: u64,
    },
    RaceKeys {
        keys: Vec<u64>,
    },
    RaceAdd,
    RaceAddButton {
        add: u64,
        to: u64,
    },
}

/// The words of the loader of the full module, which stands in for its pages and
/// explanations in the first module.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum LoaderMsg {
    /// The status line while the full module loads, for an explanation or another page.
    Loading {
        explanations: bool,
    },
    /// The module did not load.
    Failed,
    Retry,
}

/// Renders a loader message in a language.
pub fn loader_text(lang: Lang, msg: LoaderMsg) -> String {
    match msg {
        LoaderMsg::Loading { explanations: true } => text!(
            lang,
            "Loading the explanations…",
            "Die Erklärungen werden geladen …",
            "解説を読み込んでいます…"
        ),
        LoaderMsg::Loading {
            explanations: false,
        } => text!(
            lang,
            "Loading the page…",
            "Die Seite wird geladen …",
            "ページを読み込んでいます…"
        ),
        LoaderMsg::Failed => text!(
            lang,
            "This part of nimlab could not be loaded. Check the connection and try again; the game on screen is kept.",
            "Dieser Teil von nimlab konnte nicht geladen werden. Bitte die Verbindung prüfen und es noch einmal versuchen; das Spiel auf dem Bildschirm bleibt erhalten.",
            "nimlab のこの部分を読み込めませんでした。接続を確認してもう一度お試しください。画面上のゲームはそのまま残ります。"
        ),
        LoaderMsg::Retry => text!(lang, "Try again", "Noch einmal versuchen", "再試行"),
    }
}

/// A notice of an explanation, which only the full module shows (a separate enum, so the first
/// module, which never renders it, does not hold its words).
#[derive(Clone, Debug, PartialEq)]
pub enum ExplainNotice {
    /// A link's explanation step past the last.
    StepBeyond { asked: u32, last: u32 },
}

/// Renders an explanation's notice in a language.
pub fn explain_notice(lang: Lang, notice: &ExplainNotice) -> String {
    match notice {
        ExplainNotice::StepBeyond { asked, last } => text!(
            lang,
            "The link asks for step {0}, but this explanation has {2}: step {1} is shown.",
            "Der Link verlangt Schritt {0}, aber diese Erklärung hat {2}: Schritt {1} wird gezeigt.",
            "リンクはステップ{0}を指定していますが、この解説は{2}です：ステップ{1}を表示します。",
            asked,
            last,
            counted(lang, u64::from(*last), ("step", "steps"), ("Schritt", "Schritte"), "ステップ")
        ),
    }
}

/// Renders a message in a language.
pub fn tr(lang: Lang, msg: &Msg) -> String {
    use Msg::*;
    match msg {
        NavPlay
        | Board
        | RowLabel { .. }
        | StickLabel { .. }
        | TakeFromRow { .. }
        | TakeButton
        | StickInactive
        | NotACount { .. } => board(lang, msg),
        ToMove { .. }
        | Winner { .. }
        | NoMove { .. }
        | Outcome
        | OutcomeP
        | OutcomeN
        | OutcomeUnknown
        | OutcomeNotYet
        | Solving { .. }
        | SolvingProgress
        | SolveCancel
        | SolveCancelled
        | SolveResume
        | NimSum => status(lang, msg),
        BinaryPanel
        | BinaryPanelGrundy
        | BinaryPanelGrundyMisere
        | BinaryPanelMisereOneLarge
        | BinaryPanelMisereSingles
        | Weight
        | Ones
        | Parity
        | Even
        | Odd
        | EvenMark
        | OddMark
        | RowHeading => binary(lang, msg),
        Undo
        | HistoryGroup
        | Redo
        | NewGame
        | ShowHints
        | HideHints
        | Practice
        | ReviewOpen
        | WhyThisMove
        | WinningMoves
        | WinningMove { .. }
        | NoWinningMove
        | WinningMovesUnknown
        | KeepLong { .. }
        | RaceKeepLong { .. } => hints(lang, msg),
        RulesSummary { .. }
        | Moved { .. }
        | Illegal(_)
        | AllowedTakes(_)
        | ComputerWaitsForRedo
        | Browsed { .. }
        | Started { .. }
        | ComputerMoved { .. }
        | CopyLink
        | LinkCopied => notice(lang, msg),
        SetupTitle
        | SplitGames
        | SplitGameName(_)
        | Presets
        | PresetName(_)
        | PresetDescription(_)
        | EndingLegend
        | EndingNormal
        | EndingMisere
        | TakeLegend
        | TakeAny
        | TakeUpTo
        | TakeSet
        | RowsLegend
        | RowCountLabel { .. }
        | RemoveRow { .. }
        | AddRow
        | StartGame
        | EntryProblem(_) => setup(lang, msg),
        OpponentTitle
        | VsHuman
        | VsComputer
        | VsDemo
        | LevelLabel
        | LevelName(_)
        | FirstLabel
        | FirstHuman
        | FirstComputer
        | PaceLabel { .. }
        | DemoPause
        | DemoRun
        | DemoStep => opponent(lang, msg),
        RecordTitle
        | RecordPosition
        | RecordTotal
        | RecordMove
        | RecordMoveText { .. }
        | RecordRaceMove { .. }
        | Replay
        | StopReplay => record(lang, msg),
        RaceMoved { .. }
        | RaceRules { .. }
        | RaceTitle { .. }
        | RaceTotal { .. }
        | RaceKeys { .. }
        | RaceAdd
        | RaceAddButton { .. } => race(lang, msg),
    }
}

/// The board's words: rows, sticks, and a typed move.
fn board(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::NavPlay => text!(lang, "Play", "Spielen", "遊ぶ"),
        Msg::Board => text!(lang, "Matchsticks", "Streichhölzer", "マッチ棒"),
        Msg::RowLabel { row, count } => text!(
            lang,
            "Row {0}: {1}",
            "Reihe {0}: {1}",
            "{0}番目の山：{1}",
            row,
            sticks(lang, *count)
        ),
        Msg::StickLabel { row, stick, take } => text!(
            lang,
            "row {0}, stick {1}: takes {2}",
            "Reihe {0}, Streichholz {1}: nimmt {2}",
            "{0}番目の山、{1}本目：{2}本取る",
            row,
            stick,
            take
        ),
        Msg::TakeFromRow { row } => text!(
            lang,
            "Sticks to take from row {0}",
            "Anzahl, die aus Reihe {0} genommen wird",
            "{0}番目の山から取る本数",
            row
        ),
        Msg::TakeButton => text!(lang, "Take", "Nehmen", "取る"),
        Msg::StickInactive => text!(
            lang,
            "(a click here is not a legal move)",
            "(ein Klick hier ist kein erlaubter Zug)",
            "(ここをクリックしても合法手になりません)"
        ),
        Msg::NotACount { text } if text.is_empty() => text!(
            lang,
            "Type how many sticks to take, as a whole number such as 3.",
            "Gib ein, wie viele Hölzer du nimmst, als ganze Zahl wie 3.",
            "取る本数を 3 のような整数で入力してください。"
        ),
        Msg::NotACount { text } => text!(
            lang,
            "“{0}” is not a number of sticks: type a whole number such as 3.",
            "„{0}“ ist keine Anzahl von Hölzern: gib eine ganze Zahl wie 3 ein.",
            "「{0}」は本数ではありません：3 のような整数を入力してください。",
            text
        ),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The status bar's words: whose move, who won, the position's status and the exact solver.
fn status(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::ToMove { player, computer } => match computer {
            Some(c) if c == player => text!(
                lang,
                "The computer is to move",
                "Der Computer ist am Zug",
                "コンピュータの番"
            ),
            Some(_) => text!(lang, "Your move", "Du bist am Zug", "あなたの番"),
            None => text!(
                lang,
                "Player {0} to move",
                "Spieler {0} ist am Zug",
                "プレイヤー{0}の番",
                player
            ),
        },
        Msg::Winner {
            player,
            computer,
            opened: true,
        } => match computer {
            Some(c) if c == player => text!(
                lang,
                "A finished game: the computer won it.",
                "Eine beendete Partie: Der Computer hat sie gewonnen.",
                "終了した対局：コンピュータの勝ちでした。"
            ),
            Some(_) => text!(
                lang,
                "A finished game: you won it.",
                "Eine beendete Partie: Du hast sie gewonnen.",
                "終了した対局：あなたの勝ちでした。"
            ),
            None => text!(
                lang,
                "A finished game: player {0} won it.",
                "Eine beendete Partie: Spieler {0} hat sie gewonnen.",
                "終了した対局：プレイヤー{0}の勝ちでした。",
                player
            ),
        },
        Msg::Winner {
            player, computer, ..
        } => match computer {
            Some(c) if c == player => text!(
                lang,
                "The computer wins!",
                "Der Computer gewinnt!",
                "コンピュータの勝ち！"
            ),
            Some(_) => text!(lang, "You win!", "Du gewinnst!", "あなたの勝ち！"),
            None => text!(
                lang,
                "Player {0} wins!",
                "Spieler {0} gewinnt!",
                "プレイヤー{0}の勝ち！",
                player
            ),
        },
        Msg::NoMove {
            player,
            computer,
            empty,
        } => no_move(lang, *player, *computer, *empty),
        Msg::Outcome => text!(lang, "Status", "Status", "判定"),
        Msg::OutcomeP => text!(
            lang,
            "P-position: the player to move loses against perfect play",
            "Z-Stellung (P): wer am Zug ist, verliert gegen perfektes Spiel",
            "P局面(後手必勝)：手番の人は最善手に対して負けます"
        ),
        Msg::OutcomeN => text!(
            lang,
            "N-position: the player to move wins with perfect play",
            "C-Stellung (N): wer am Zug ist, gewinnt mit perfektem Spiel",
            "N局面(先手必勝)：手番の人は最善手で勝てます"
        ),
        Msg::OutcomeUnknown => text!(
            lang,
            "Too large to solve exactly (misère play with restricted moves has no closed theory)",
            "Zu groß für eine exakte Lösung (Misère mit beschränkten Zügen hat keine geschlossene Theorie)",
            "厳密に解くには大きすぎます(制限付きの逆形には閉じた理論がありません)"
        ),
        Msg::OutcomeNotYet => text!(
            lang,
            "Not known yet: misère play with restricted moves needs the exact solver (see the status above)",
            "Noch unbekannt: Misère mit beschränkten Zügen braucht die exakte Lösung (siehe Status oben)",
            "まだ不明：制限付きの逆形は厳密解法が必要です(上の判定を参照)"
        ),
        Msg::Solving { states, limit } => {
            let separator = pick(lang, [',', '.', ',']);
            text!(
                lang,
                "Solving exactly: {0} positions evaluated (it gives up after {1})",
                "Exakte Lösung läuft: {0} Stellungen bewertet (Abbruch nach {1} Stellungen)",
                "厳密に解いています：{0}局面を評価済み({1}局面で打ち切り)",
                group(*states, separator),
                group(*limit, separator)
            )
        }
        Msg::SolvingProgress => text!(
            lang,
            "Progress of the exact solver",
            "Fortschritt der exakten Lösung",
            "厳密解法の進み具合"
        ),
        Msg::SolveCancel => text!(lang, "Cancel", "Abbrechen", "中止"),
        Msg::SolveCancelled => text!(
            lang,
            "Not known: the exact solver was cancelled",
            "Unbekannt: die exakte Lösung wurde abgebrochen",
            "不明：厳密解法を中止しました"
        ),
        Msg::SolveResume => text!(lang, "Solve", "Lösen", "解く"),
        Msg::NimSum => text!(lang, "nim-sum", "Nim-Summe", "ニム和"),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// Why the game is over: who cannot move, and why (`empty`: no stick is left).
fn no_move(lang: Lang, player: u8, computer: Option<u8>, empty: bool) -> String {
    let who = match computer {
        Some(c) if c == player => text!(
            lang,
            "The computer cannot",
            "Der Computer kann nicht",
            "コンピュータには"
        ),
        Some(_) => text!(lang, "You cannot", "Du kannst nicht", "あなたには"),
        None => text!(
            lang,
            "Player {0} cannot",
            "Spieler {0} kann nicht",
            "プレイヤー{0}には",
            player
        ),
    };
    let why = if empty {
        pick(
            lang,
            [
                "no stick is left",
                "es ist kein Streichholz mehr übrig",
                "マッチ棒が残っていません",
            ],
        )
    } else {
        pick(
            lang,
            [
                "no row holds a count that may be taken",
                "keine Reihe hat genug Hölzer für eine erlaubte Anzahl",
                "許された本数を取れる山がありません",
            ],
        )
    };
    text!(
        lang,
        "{0} move: {1}.",
        "{0} ziehen: {1}.",
        "{0}打てる手がありません：{1}。",
        who,
        why
    )
}

/// The binary panel's words.
fn binary(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::BinaryPanel => text!(lang, "Rows in binary", "Reihen im Dualsystem", "各山の2進表記"),
        Msg::BinaryPanelGrundy => text!(
            lang,
            "Under restricted moves each row is shown by its Grundy value: the nim-sum of the Grundy values decides.",
            "Bei beschränkten Zügen zeigt jede Reihe ihren Grundy-Wert: die Nim-Summe der Grundy-Werte entscheidet.",
            "制限付きの手では各山のグランディ数を表示します：グランディ数のニム和が勝敗を決めます。"
        ),
        Msg::BinaryPanelGrundyMisere => text!(
            lang,
            "Under restricted moves each row is shown by its Grundy value. Their nim-sum decides normal play, not misère play: the status below is worked out for misère play itself (or says why it is not known).",
            "Bei beschränkten Zügen zeigt jede Reihe ihren Grundy-Wert. Deren Nim-Summe entscheidet das Normalspiel, nicht Misère: der Status unten wird für Misère selbst bestimmt (oder sagt, warum er nicht bekannt ist).",
            "制限付きの手では各山のグランディ数を表示します。そのニム和が決めるのは正規形で、逆形ではありません：下の判定は逆形そのものについて求めたものです(分からない場合はその理由を示します)。"
        ),
        Msg::BinaryPanelMisereOneLarge => text!(
            lang,
            "Misère play, one row of two sticks or more (case B): the winning move is not the nim-sum's; it leaves an odd number of single sticks.",
            "Misère-Spiel, eine Reihe mit mehr als einem Streichholz (Fall B): der Gewinnzug ist nicht der der Nim-Summe; er lässt eine ungerade Zahl einzelner Streichhölzer.",
            "逆形で2本以上の山が1つ(場合B)：勝つ手はニム和の手ではなく、1本の山を奇数個残す手です。"
        ),
        Msg::BinaryPanelMisereSingles => text!(
            lang,
            "Misère play with every row at one stick or none: the rule turns round. Here a nim-sum of 1 (an odd number of single sticks) is a P-position, and 0 an N-position.",
            "Misère-Spiel, jede Reihe hat höchstens ein Streichholz: die Regel kehrt sich um. Hier ist eine Nim-Summe von 1 (eine ungerade Zahl einzelner Streichhölzer) eine Z-Stellung (P), eine von 0 eine C-Stellung (N).",
            "逆形で、どの山も1本以下：規則が逆転します。ここではニム和 1(1本の山が奇数個)がP局面、0 がN局面です。"
        ),
        Msg::Weight => text!(lang, "weight", "Stellenwert", "位"),
        Msg::Ones => text!(lang, "number of 1s", "Anzahl der Einsen", "1の個数"),
        Msg::Parity => text!(lang, "parity", "Parität", "偶奇"),
        Msg::Even => text!(lang, "even", "gerade", "偶数"),
        Msg::Odd => text!(lang, "odd", "ungerade", "奇数"),
        Msg::EvenMark => text!(lang, "e", "g", "偶"),
        Msg::OddMark => text!(lang, "o", "u", "奇"),
        Msg::RowHeading => text!(lang, "row", "Reihe", "山"),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The hints' words and the history controls'.
fn hints(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::Undo => text!(lang, "Undo", "Rückgängig", "元に戻す"),
        Msg::HistoryGroup => text!(
            lang,
            "Moves back and forth",
            "Züge zurück und vor",
            "手を戻す・進める"
        ),
        Msg::Redo => text!(lang, "Redo", "Wiederholen", "やり直す"),
        Msg::NewGame => text!(lang, "New game", "Neues Spiel", "新しいゲーム"),
        Msg::ShowHints => text!(lang, "Show hints", "Tipps zeigen", "ヒントを表示"),
        Msg::HideHints => text!(lang, "Hide hints", "Tipps verbergen", "ヒントを隠す"),
        Msg::Practice => text!(
            lang,
            "Practice without help",
            "Üben ohne Hilfe",
            "ヒントなしで練習"
        ),
        Msg::ReviewOpen => text!(
            lang,
            "Review the game",
            "Partie besprechen",
            "対局を振り返る"
        ),
        Msg::WhyThisMove => text!(lang, "Why this move?", "Warum dieser Zug?", "なぜこの手？"),
        Msg::WinningMoves => text!(lang, "Winning moves", "Gewinnzüge", "必勝手"),
        Msg::WinningMove {
            row,
            take,
            from,
            to,
        } => text!(
            lang,
            "Row {0}: take {1} ({2} → {3})",
            "Reihe {0}: {1} nehmen ({2} → {3})",
            "{0}番目の山から{1}本取る({2} → {3})",
            row,
            take,
            from,
            to
        ),
        Msg::NoWinningMove => text!(
            lang,
            "No winning move: every move loses against perfect play.",
            "Kein Gewinnzug: jeder Zug verliert gegen perfektes Spiel.",
            "必勝手はありません：どの手も最善手に対しては負けます。"
        ),
        Msg::WinningMovesUnknown => text!(
            lang,
            "This position's status is not known (it was not solved exactly), so neither are its winning moves.",
            "Der Status dieser Stellung ist nicht bekannt (sie wurde nicht exakt gelöst), also auch nicht ihre Gewinnzüge.",
            "この局面の判定は不明です(厳密には解けていません)。そのため必勝手も分かりません。"
        ),
        Msg::KeepLong { row, take } => text!(
            lang,
            "Best try: take {1} from row {0}; it leaves the opponent the fewest winning moves to find.",
            "Bester Versuch: {1} aus Reihe {0} nehmen; das lässt dem Gegner die wenigsten Gewinnzüge zum Finden.",
            "最善の粘り：{0}番目の山から{1}本取ると、相手が見つけるべき必勝手が最も少なくなります。",
            row,
            take
        ),
        Msg::RaceKeepLong { add } => text!(
            lang,
            "Best try: add {0}; it keeps the game long and leaves the opponent room to err.",
            "Bester Versuch: {0} addieren; das hält die Partie lang und lässt dem Gegner Raum für Fehler.",
            "最善の粘り：{0}を足すと、ゲームが長引き相手が間違える余地が残ります。",
            add
        ),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The page's announcements: the rules, a move made or refused, a game begun or browsed.
fn notice(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::RulesSummary { ending, take } => rules_summary(lang, *ending, take),
        Msg::Moved {
            player,
            you: false,
            row,
            take,
        } => text!(
            lang,
            "Player {0} took {2} from row {1}.",
            "Spieler {0} hat {2} aus Reihe {1} genommen.",
            "プレイヤー{0}が{1}番目の山から{2}本取りました。",
            player,
            row,
            take
        ),
        Msg::Moved {
            you: true,
            row,
            take,
            ..
        } => text!(
            lang,
            "You took {1} from row {0}.",
            "Du hast {1} aus Reihe {0} genommen.",
            "あなたは{0}番目の山から{1}本取りました。",
            row,
            take
        ),
        Msg::Illegal(error) => move_error_text(lang, error),
        Msg::AllowedTakes(take) => text!(
            lang,
            "Allowed: {0}.",
            "Erlaubt: {0}.",
            "ルール：{0}。",
            take_text(lang, take)
        ),
        Msg::ComputerWaitsForRedo => text!(
            lang,
            "The computer is to move here: “Redo” replays the recorded move.",
            "Hier ist der Computer am Zug: „Wiederholen“ spielt den aufgezeichneten Zug.",
            "ここはコンピュータの手番です：「やり直す」で記録された手を再生します。"
        ),
        Msg::Browsed { line, position } => text!(
            lang,
            "The record at S{0}: {1}.",
            "Die Partie bei S{0}: {1}.",
            "記録のS{0}：{1}。",
            line,
            position
        ),
        Msg::Started { position } => text!(
            lang,
            "New game: {0}.",
            "Neues Spiel: {0}.",
            "新しいゲーム：{0}。",
            position
        ),
        Msg::ComputerMoved {
            row,
            take,
            planned: true,
        } => text!(
            lang,
            "The computer takes {1} from row {0}.",
            "Der Computer nimmt {1} aus Reihe {0}.",
            "コンピュータは{0}番目の山から{1}本取ります。",
            row,
            take
        ),
        Msg::ComputerMoved {
            row,
            take,
            planned: false,
        } => text!(
            lang,
            "The computer took {1} from row {0}.",
            "Der Computer hat {1} aus Reihe {0} genommen.",
            "コンピュータは{0}番目の山から{1}本取りました。",
            row,
            take
        ),
        Msg::CopyLink => text!(lang, "Copy link", "Link kopieren", "リンクをコピー"),
        Msg::LinkCopied => text!(
            lang,
            "Link copied.",
            "Link kopiert.",
            "リンクをコピーしました。"
        ),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The rules in words, as the source texts state them: the turns, who wins, what a move takes.
fn rules_summary(lang: Lang, ending: Ending, take: &Take) -> String {
    let end = match ending {
        Ending::Normal => pick(
            lang,
            [
                "Normal play: a player who cannot move loses",
                "Normalspiel: wer nicht mehr ziehen kann, verliert",
                "正規形：手がなくなった人の負け",
            ],
        ),
        Ending::Misere => pick(
            lang,
            [
                "Misère play: a player who cannot move wins",
                "Misère-Spiel: wer nicht mehr ziehen kann, gewinnt",
                "逆形：手がなくなった人の勝ち",
            ],
        ),
    };
    // The turns before the variant's rule (whose take_text says "from one row"); Japanese prose
    // takes no semicolon: its line is three sentences.
    text!(
        lang,
        "Two players move in turn; each move takes at least one stick. {0}; {1}.",
        "Zwei Spieler ziehen abwechselnd; jeder Zug nimmt mindestens ein Streichholz. {0}; {1}.",
        "2人が交互に指し、1手で少なくとも1本取る。{0}。取り方：{1}。",
        end,
        take_text(lang, take)
    )
}

/// What a move may take, as a clause ("take 1 to 3 from one row").
fn take_text(lang: Lang, take: &Take) -> String {
    match take {
        Take::Any => text!(
            lang,
            "take any number from one row",
            "beliebig viele aus einer Reihe",
            "1つの山から何本でも"
        ),
        Take::UpTo(1) => text!(
            lang,
            "take 1 stick at a time",
            "immer genau 1 Streichholz",
            "1回に1本ずつ"
        ),
        Take::UpTo(2) => text!(
            lang,
            "take 1 or 2 from one row",
            "1 oder 2 aus einer Reihe",
            "1つの山から1本か2本"
        ),
        Take::UpTo(k) => text!(
            lang,
            "take 1 to {0} from one row",
            "1 bis {0} aus einer Reihe",
            "1つの山から1〜{0}本",
            k
        ),
        Take::Set(s) if s.counts().len() == 1 => text!(
            lang,
            "take exactly {0} from one row",
            "genau {0} aus einer Reihe",
            "1つの山からちょうど{0}本",
            s.counts()[0]
        ),
        Take::Set(s) => {
            let list = s.counts().iter().map(u64::to_string).collect::<Vec<_>>();
            text!(
                lang,
                "take exactly one of the counts {{{0}}}",
                "genau eine der Anzahlen {{{0}}}",
                "{{{0}}} のいずれかの本数",
                list.join(", ")
            )
        }
    }
}

/// Why a move is refused.
fn move_error_text(lang: Lang, error: &MoveError) -> String {
    match error {
        MoveError::NoSuchRow { row, .. } => text!(
            lang,
            "There is no row {0}.",
            "Es gibt keine Reihe {0}.",
            "{0}番目の山はありません。",
            row + 1
        ),
        MoveError::RowEmpty { row } => text!(
            lang,
            "Row {0} is empty.",
            "Reihe {0} ist leer.",
            "{0}番目の山は空です。",
            row + 1
        ),
        MoveError::TakesNothing => text!(
            lang,
            "A move must take at least one stick.",
            "Ein Zug muss mindestens ein Streichholz nehmen.",
            "少なくとも1本取らなければなりません。"
        ),
        MoveError::MoreThanRowHolds { row, take, left } => text!(
            lang,
            "Row {0} holds only {2}, not {1}.",
            "Reihe {0} enthält nur {2}, nicht {1}.",
            "{0}番目の山には{2}本しかなく、{1}本は取れません。",
            row + 1,
            take,
            left
        ),
        MoveError::CountNotAllowed { take } => text!(
            lang,
            "Taking {0} is not allowed by the rules.",
            "Die Regeln erlauben nicht, {0} zu nehmen.",
            "ルールでは{0}本は取れません。",
            take
        ),
        MoveError::GameOver => text!(
            lang,
            "The game is over.",
            "Das Spiel ist zu Ende.",
            "ゲームは終了しました。"
        ),
    }
}

/// The set-up panel's words: the presets, who wins, what a move takes, the rows.
fn setup(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::SetupTitle => text!(
            lang,
            "Rules and start position",
            "Regeln und Startstellung",
            "ルールと初期局面"
        ),
        Msg::SplitGames => text!(
            lang,
            "Games whose rows split (the same rows)",
            "Spiele, deren Reihen sich teilen (dieselben Reihen)",
            "列が分かれるゲーム（同じ列で）"
        ),
        Msg::SplitGameName(word) => match *word {
            "kayles" => pick(lang, ["Kayles", "Kayles", "ケイレス"]),
            "dawson" => pick(lang, ["Dawson's Kayles", "Dawsons Kayles", "ドーソンのケイレス"]),
            "grundy" => pick(lang, ["Grundy's game", "Grundys Spiel", "グランディのゲーム"]),
            _ => pick(lang, ["Dawson's chess", "Dawsons Schach", "ドーソンのチェス"]),
        }
        .into(),
        Msg::Presets => text!(
            lang,
            "Games from the sources",
            "Spiele aus den Quellen",
            "資料にあるゲーム"
        ),
        Msg::PresetName(p) => preset_name(lang, *p).to_string(),
        Msg::PresetDescription(p) => preset_description(lang, *p).to_string(),
        Msg::EndingLegend => text!(lang, "Who wins", "Wer gewinnt", "勝敗"),
        // Under a set without 1 a game may end with sticks left: the rule is who cannot move.
        Msg::EndingNormal => text!(
            lang,
            "Normal play: whoever cannot move loses (usually: whoever takes the last stick wins)",
            "Normalspiel: wer nicht mehr ziehen kann, verliert (meist: wer das letzte Streichholz nimmt, gewinnt)",
            "正規形：指せなくなった人の負け(ふつうは最後の1本を取った人の勝ち)"
        ),
        Msg::EndingMisere => text!(
            lang,
            "Misère play: whoever cannot move wins (usually: whoever takes the last stick loses)",
            "Misère-Spiel: wer nicht mehr ziehen kann, gewinnt (meist: wer das letzte Streichholz nimmt, verliert)",
            "逆形：指せなくなった人の勝ち(ふつうは最後の1本を取った人の負け)"
        ),
        Msg::TakeLegend => text!(
            lang,
            "Sticks per move",
            "Streichhölzer pro Zug",
            "1手で取れる本数"
        ),
        Msg::TakeAny => text!(
            lang,
            "any number from one row",
            "beliebig viele aus einer Reihe",
            "1つの山から何本でも"
        ),
        Msg::TakeUpTo => text!(lang, "1 up to k, k =", "1 bis k, k =", "1〜k本、k ="),
        Msg::TakeSet => text!(
            lang,
            "exactly one of the counts",
            "genau eine der Anzahlen",
            "次のいずれかの本数"
        ),
        Msg::RowsLegend => text!(
            lang,
            "Rows (sticks per row)",
            "Reihen (Streichhölzer je Reihe)",
            "山(各山の本数)"
        ),
        Msg::RowCountLabel { row } => text!(
            lang,
            "Sticks in row {0}",
            "Streichhölzer in Reihe {0}",
            "{0}番目の山の本数",
            row
        ),
        Msg::RemoveRow { row } => text!(
            lang,
            "Remove row {0}",
            "Reihe {0} entfernen",
            "{0}番目の山を削除",
            row
        ),
        Msg::AddRow => text!(lang, "Add a row", "Reihe hinzufügen", "山を追加"),
        Msg::StartGame => text!(
            lang,
            "Start this game",
            "Dieses Spiel starten",
            "このゲームを始める"
        ),
        Msg::EntryProblem(error) => entry_problem(lang, error),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// A refused entry of the set-up panel: its field, and what is wrong with it.
fn entry_problem(lang: Lang, error: &LinkError) -> String {
    let field = match error.param.as_str() {
        "take" => text!(
            lang,
            "Sticks per move",
            "Streichhölzer pro Zug",
            "1手で取れる本数"
        ),
        "rows" => text!(lang, "Rows", "Reihen", "山"),
        row => text!(lang, "Row {0}", "Reihe {0}", "{0}番目の山", row),
    };
    text!(
        lang,
        "{0}: {1}.",
        "{0}: {1}.",
        "{0}：{1}。",
        field,
        problem_text(lang, &error.problem)
    )
}

/// A preset's name.
fn preset_name(lang: Lang, preset: Preset) -> &'static str {
    use Preset::*;
    pick(
        lang,
        match preset {
            GermanExample => ["22-5-13-27", "22-5-13-27", "22-5-13-27"],
            Marienbad => ["Marienbad", "Marienbad", "マリエンバート"],
            LabThreeRows => [
                "Three random rows",
                "Drei zufällige Reihen",
                "ランダムな3つの山",
            ],
            LabExample => ["Lab handout 3-4-9", "Laborblatt 3-4-9", "実習資料 3-4-9"],
            EqualRows => ["Equal rows", "Gleiche Reihen", "同じ大きさの山"],
            Staircase => ["Staircase 1-2-3-…", "Treppe 1-2-3-…", "階段 1-2-3-…"],
            TakeOneOrTwo => ["Take one or two", "Nimm eins oder zwei", "1本か2本取る"],
            SlidesSums => [
                "7-5-3-1, take one or two",
                "7-5-3-1, nimm eins oder zwei",
                "7-5-3-1、1本か2本",
            ],
            Bubi => [
                "Bubi variant {1, 3, 5}",
                "Bubi-Variante {1, 3, 5}",
                "Bubi 変種 {1, 3, 5}",
            ],
            BubiMixed => [
                "Bubi variant {1, 3, 4}",
                "Bubi-Variante {1, 3, 4}",
                "Bubi 変種 {1, 3, 4}",
            ],
            Bachet => ["Bachet: goal 100", "Bachet: Ziel 100", "バシェ：目標100"],
        },
    )
}

/// A preset's description: where it comes from and what it shows.
fn preset_description(lang: Lang, preset: Preset) -> &'static str {
    use Preset::*;
    pick(
        lang,
        match preset {
            GermanExample => [
                "A worked example: nim-sum 5, three winning moves.",
                "Ein Rechenbeispiel: Nim-Summe 5, drei Gewinnzüge.",
                "例題：ニム和5、必勝手は3つ。",
            ],
            Marienbad => [
                "1-3-5-7 in misère play, from the film Last Year at Marienbad.",
                "1-3-5-7 als Misère-Spiel, bekannt aus dem Film „Letztes Jahr in Marienbad“.",
                "映画『去年マリエンバートで』の 1-3-5-7、逆形。",
            ],
            LabThreeRows => [
                "Three rows of any size, even empty ones.",
                "Drei Reihen beliebiger Größe, auch leere.",
                "任意の大きさ(空も可)の3つの山。",
            ],
            LabExample => [
                "Bouton's construction: E = 1110, B₃ = 7 < 9: the winning move leaves 3-4-7.",
                "Boutons Konstruktion: E = 1110, B₃ = 7 < 9: der Gewinnzug lässt 3-4-7 übrig.",
                "バウトンの構成：E = 1110、B₃ = 7 < 9：必勝手は 3-4-7 にする手。",
            ],
            EqualRows => [
                "Every row holds the same number of sticks.",
                "Jede Reihe enthält die gleiche Anzahl von Streichhölzern.",
                "すべての山が同じ本数。",
            ],
            Staircase => [
                "Row 1 holds 1 stick, row 2 holds 2, and so on.",
                "Die 1. Reihe enthält 1 Streichholz, die 2. Reihe 2 und so weiter.",
                "1番目の山に1本、2番目に2本、以下同様。",
            ],
            TakeOneOrTwo => [
                "20 sticks; each move takes one or two.",
                "20 Hölzer; jeder Zug nimmt eins oder zwei.",
                "20本。1手で1本か2本取る。",
            ],
            SlidesSums => [
                "Four rows, take one or two: γ = 2, and one winning move raises a row's Grundy value.",
                "Vier Reihen, nimm eins oder zwei: γ = 2, und ein Gewinnzug erhöht den Grundy-Wert einer Reihe.",
                "4つの山、1本か2本：γ = 2。必勝手の1つは山のグランディ数を増やす。",
            ],
            Bubi => [
                "Only 1, 3 or 5 per move: every row's Grundy value is its count mod 2, a game of parity.",
                "Nur 1, 3 oder 5 pro Zug: der Grundy-Wert jeder Reihe ist ihre Anzahl mod 2, ein Paritätsspiel.",
                "1手で1・3・5本のみ：各山のグランディ数は本数 mod 2 で、偶奇だけの勝負。",
            ],
            BubiMixed => [
                "Only 1, 3 or 4 per move, odd and even counts: the Grundy values have period 7.",
                "Nur 1, 3 oder 4 pro Zug, ungerade und gerade: die Grundy-Werte haben Periode 7.",
                "1手で1・3・4本のみ(奇数と偶数)：グランディ数は周期7。",
            ],
            Bachet => [
                "Add 1 to 10 in turn; whoever reaches 100 wins: a heap of 100, take 1 to 10.",
                "Abwechselnd 1 bis 10 addieren; wer 100 erreicht, gewinnt: ein Haufen von 100, nimm 1 bis 10.",
                "交互に1〜10を足し、100に達した人の勝ち：100本の山から1〜10本取るのと同じ。",
            ],
        },
    )
}

/// The opponent panel's words: who plays, how well, who starts, and the demonstration's pace.
fn opponent(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::OpponentTitle => text!(lang, "Opponent", "Gegner", "対戦相手"),
        Msg::VsHuman => text!(
            lang,
            "Two people at one screen",
            "Zwei Personen an einem Bildschirm",
            "2人で1つの画面"
        ),
        Msg::VsComputer => text!(lang, "The computer", "Der Computer", "コンピュータ"),
        Msg::VsDemo => text!(
            lang,
            "Computer against computer (demonstration)",
            "Computer gegen Computer (Vorführung)",
            "コンピュータ同士(デモ)"
        ),
        Msg::LevelLabel => text!(lang, "Level", "Stufe", "強さ"),
        Msg::LevelName(Level::Perfect) => text!(lang, "perfect", "perfekt", "完璧"),
        Msg::LevelName(Level::Good) => text!(lang, "good", "gut", "強い"),
        Msg::LevelName(Level::Beginner) => text!(lang, "beginner", "Anfänger", "初心者"),
        Msg::FirstLabel => text!(lang, "First move", "Erster Zug", "先手"),
        Msg::FirstHuman => text!(lang, "I start", "Ich beginne", "自分が先手"),
        Msg::FirstComputer => text!(
            lang,
            "The computer starts",
            "Der Computer beginnt",
            "コンピュータが先手"
        ),
        // Tenths of a second, without float formatting (which costs kilobytes of wasm).
        Msg::PaceLabel { ms } => text!(
            lang,
            "Pace: {0}.{1} s per move",
            "Tempo: {0},{1} s pro Zug",
            "速さ：1手 {0}.{1} 秒",
            ms / 1000,
            ms % 1000 / 100
        ),
        Msg::DemoPause => text!(lang, "Pause", "Anhalten", "一時停止"),
        Msg::DemoRun => text!(lang, "Run", "Weiter", "再開"),
        Msg::DemoStep => text!(lang, "One move", "Ein Zug", "1手進める"),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The game record's words.
fn record(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::RecordTitle => text!(lang, "Game record", "Spielverlauf", "棋譜"),
        Msg::RecordPosition => text!(lang, "Position", "Stellung", "局面"),
        Msg::RecordTotal => text!(lang, "Total", "Summe", "合計"),
        Msg::RecordMove => text!(lang, "Move", "Zug", "手"),
        Msg::RecordMoveText {
            player,
            computer,
            row,
            take,
        } => match computer {
            Some(c) if c == player => text!(
                lang,
                "Computer: row {0}, takes {1}",
                "Computer: Reihe {0}, nimmt {1}",
                "コンピュータ：{0}番目の山から{1}本",
                row,
                take
            ),
            Some(_) => text!(
                lang,
                "You: row {0}, take {1}",
                "Du: {1} aus Reihe {0}",
                "あなた：{0}番目の山から{1}本",
                row,
                take
            ),
            None => text!(
                lang,
                "Player {0}: row {1}, takes {2}",
                "Spieler {0}: Reihe {1}, nimmt {2}",
                "プレイヤー{0}：{1}番目の山から{2}本",
                player,
                row,
                take
            ),
        },
        Msg::RecordRaceMove {
            player,
            computer,
            add,
        } => match computer {
            Some(c) if c == player => text!(
                lang,
                "Computer: adds {0}",
                "Computer: addiert {0}",
                "コンピュータ：{0}を足す",
                add
            ),
            Some(_) => text!(
                lang,
                "You: add {0}",
                "Du: addierst {0}",
                "あなた：{0}を足す",
                add
            ),
            None => text!(
                lang,
                "Player {0}: adds {1}",
                "Spieler {0}: addiert {1}",
                "プレイヤー{0}：{1}を足す",
                player,
                add
            ),
        },
        Msg::Replay => text!(lang, "Replay", "Nachspielen", "再生"),
        Msg::StopReplay => text!(lang, "Stop replay", "Wiedergabe anhalten", "再生を止める"),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The words of Bachet's race.
fn race(lang: Lang, msg: &Msg) -> String {
    match msg {
        Msg::RaceMoved {
            player,
            by_computer,
            you,
            planned,
            add,
            total,
        } => race_moved(lang, *player, (*by_computer, *you, *planned), *add, *total),
        Msg::RaceRules { goal, max } => text!(
            lang,
            "Bachet's race: in turn add 1 to {1} to the total, starting from 0; whoever reaches {0} wins.",
            "Bachets Wettlauf: abwechselnd 1 bis {1} zur Summe addieren, ab 0; wer {0} erreicht, gewinnt.",
            "バシェの競争：0 から始めて交互に1〜{1}を合計に足し、{0}に達した人の勝ち。",
            goal,
            max
        ),
        Msg::RaceTitle { goal } => text!(
            lang,
            "Race to {0}",
            "Wettlauf bis {0}",
            "{0}までの競争",
            goal
        ),
        Msg::RaceTotal { total, goal } => text!(
            lang,
            "Total: {0} of {1}",
            "Summe: {0} von {1}",
            "合計：{0} / {1}",
            total,
            goal
        ),
        Msg::RaceKeys { keys } => text!(
            lang,
            "Key numbers: {0}. Whoever says one of them can reach every later one, and the goal.",
            "Schlüsselzahlen: {0}. Wer eine davon nennt, kann jede spätere und das Ziel erreichen.",
            "鍵となる数：{0}。これを言った人は以後のすべてと目標に到達できます。",
            keys.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
        ),
        Msg::RaceAdd => text!(lang, "Add to the total", "Zur Summe addieren", "合計に足す"),
        Msg::RaceAddButton { add, to } => text!(
            lang,
            "add {0} (total {1})",
            "{0} addieren (Summe {1})",
            "{0}を足す(合計{1})",
            add,
            to
        ),
        // tr sends only the messages above here.
        _ => String::new(),
    }
}

/// A move of the race: the computer's (`planned`: about to be made), the person's against the
/// computer (`you`), or a player's.
fn race_moved(
    lang: Lang,
    player: u8,
    (by_computer, you, planned): (bool, bool, bool),
    add: u64,
    total: u64,
) -> String {
    match (by_computer, you) {
        (true, _) if planned => text!(
            lang,
            "The computer adds {0}: total {1}.",
            "Der Computer addiert {0}: Summe {1}.",
            "コンピュータは{0}を足します：合計{1}。",
            add,
            total
        ),
        (true, _) => text!(
            lang,
            "The computer added {0}: total {1}.",
            "Der Computer hat {0} addiert: Summe {1}.",
            "コンピュータは{0}を足しました：合計{1}。",
            add,
            total
        ),
        (false, true) => text!(
            lang,
            "You added {0}: total {1}.",
            "Du hast {0} addiert: Summe {1}.",
            "あなたは{0}を足しました：合計{1}。",
            add,
            total
        ),
        (false, false) => text!(
            lang,
            "Player {0} added {1}: total {2}.",
            "Spieler {0} hat {1} addiert: Summe {2}.",
            "プレイヤー{0}が{1}を足しました：合計{2}。",
            player,
            add,
            total
        ),
    }
}

/// A count with its thousands separated (1,234,567 in English and Japanese, 1.234.567 in German).
fn group(n: usize, separator: char) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() * 4 / 3);
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(separator);
        }
        out.push(digit);
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::route::Problem;
    use nimlab_core::SubtractionSet;

    /// A message's words in English, German and Japanese.
    fn check(msg: Msg, [en, de, ja]: [&str; 3]) {
        for (lang, want) in [(Lang::En, en), (Lang::De, de), (Lang::Ja, ja)] {
            assert_eq!(tr(lang, &msg), want, "{msg:?} in {lang:?}");
        }
    }

    #[test]
    fn play_messages_in_every_language() {
        check(
            Msg::RowLabel { row: 2, count: 1 },
            ["Row 2: 1 stick", "Reihe 2: 1 Streichholz", "2番目の山：1本"],
        );
        check(
            Msg::StickLabel {
                row: 2,
                stick: 5,
                take: 3,
            },
            [
                "row 2, stick 5: takes 3",
                "Reihe 2, Streichholz 5: nimmt 3",
                "2番目の山、5本目：3本取る",
            ],
        );
        check(
            Msg::NoMove {
                player: 2,
                computer: Some(2),
                empty: false,
            },
            [
                "The computer cannot move: no row holds a count that may be taken.",
                "Der Computer kann nicht ziehen: keine Reihe hat genug Hölzer für eine erlaubte Anzahl.",
                "コンピュータには打てる手がありません：許された本数を取れる山がありません。",
            ],
        );
        check(
            Msg::Solving {
                states: 1_234_567,
                limit: 2_000_000,
            },
            [
                "Solving exactly: 1,234,567 positions evaluated (it gives up after 2,000,000)",
                "Exakte Lösung läuft: 1.234.567 Stellungen bewertet (Abbruch nach 2.000.000 Stellungen)",
                "厳密に解いています：1,234,567局面を評価済み(2,000,000局面で打ち切り)",
            ],
        );
        check(
            Msg::Illegal(MoveError::MoreThanRowHolds {
                row: 0,
                take: 5,
                left: 2,
            }),
            [
                "Row 1 holds only 2, not 5.",
                "Reihe 1 enthält nur 2, nicht 5.",
                "1番目の山には2本しかなく、5本は取れません。",
            ],
        );
        check(
            Msg::RulesSummary {
                ending: Ending::Misere,
                take: Take::Set(SubtractionSet::new([1, 3, 4]).unwrap()),
            },
            [
                "Two players move in turn; each move takes at least one stick. Misère play: a player who cannot move wins; take exactly one of the counts {1, 3, 4}.",
                "Zwei Spieler ziehen abwechselnd; jeder Zug nimmt mindestens ein Streichholz. Misère-Spiel: wer nicht mehr ziehen kann, gewinnt; genau eine der Anzahlen {1, 3, 4}.",
                "2人が交互に指し、1手で少なくとも1本取る。逆形：手がなくなった人の勝ち。取り方：{1, 3, 4} のいずれかの本数。",
            ],
        );
        check(
            Msg::PresetName(Preset::Bubi),
            [
                "Bubi variant {1, 3, 5}",
                "Bubi-Variante {1, 3, 5}",
                "Bubi 変種 {1, 3, 5}",
            ],
        );
        check(
            Msg::EntryProblem(LinkError {
                param: "3".into(),
                problem: Problem::Empty,
            }),
            [
                "Row 3: the value is empty.",
                "Reihe 3: der Wert ist leer.",
                "3番目の山：値が空です。",
            ],
        );
        check(
            Msg::PaceLabel { ms: 700 },
            [
                "Pace: 0.7 s per move",
                "Tempo: 0,7 s pro Zug",
                "速さ：1手 0.7 秒",
            ],
        );
        check(
            Msg::RecordMoveText {
                player: 1,
                computer: Some(2),
                row: 3,
                take: 2,
            },
            [
                "You: row 3, take 2",
                "Du: 2 aus Reihe 3",
                "あなた：3番目の山から2本",
            ],
        );
        check(
            Msg::RaceMoved {
                player: 2,
                by_computer: true,
                you: false,
                planned: true,
                add: 3,
                total: 17,
            },
            [
                "The computer adds 3: total 17.",
                "Der Computer addiert 3: Summe 17.",
                "コンピュータは3を足します：合計17。",
            ],
        );
    }

    #[test]
    fn explain_notices_in_every_language() {
        let beyond = |last| ExplainNotice::StepBeyond { asked: 9, last };
        let said = |lang, last| explain_notice(lang, &beyond(last));
        assert_eq!(
            said(Lang::En, 1),
            "The link asks for step 9, but this explanation has 1 step: step 1 is shown."
        );
        assert_eq!(
            said(Lang::De, 4),
            "Der Link verlangt Schritt 9, aber diese Erklärung hat 4 Schritte: Schritt 4 wird gezeigt."
        );
        assert_eq!(
            said(Lang::Ja, 4),
            "リンクはステップ9を指定していますが、この解説は4ステップです：ステップ4を表示します。"
        );
    }

    #[test]
    fn thousands_are_grouped() {
        assert_eq!(group(0, ','), "0");
        assert_eq!(group(999, ','), "999");
        assert_eq!(group(1000, '.'), "1.000");
        assert_eq!(group(2_000_000, ','), "2,000,000");
        assert_eq!(group(1_234_567, ','), "1,234,567");
    }
}

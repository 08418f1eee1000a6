//! The play page's messages (and the app's shared ones).

use super::Lang;
use crate::route::{LinkError, Problem};
use nimlab_core::{Ending, MoveError, Take};

/// A message of the catalog, with the numbers it shows.
#[derive(Clone, Debug, PartialEq)]
pub enum Msg {
    Tagline,
    /// The header's first control, for the keyboard: past the header to the page.
    SkipToPage,
    NavPlay,
    NavGrundy,
    NavGraph,
    NavSums,
    NavExercise,
    NavContents,
    Language,
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
    LinkRejected,
    /// A link that opens as written but for parameters the page does not have.
    LinkPartlyIgnored,
    /// The same for the last game stored in this browser.
    StoredGamePartlyIgnored,
    /// An explanation step past the last (explanations live in the full module).
    StepBeyond {
        asked: u32,
        last: u32,
    },
    StoredGameRejected,
    LinkProblem(LinkError),
    GrundyTitle {
        take: Take,
    },
    Heap,
    GrundyValue,
    Period {
        preperiod: u64,
        period: u64,
        window: u64,
        from: u64,
        to: u64,
    },
    Dismiss,
    Theme,
    ThemeName(crate::ui::settings::Theme),
    SetupTitle,
    Presets,
    PresetName(crate::play::presets::Preset),
    PresetDescription(crate::play::presets::Preset),
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
    LevelName(nimlab_core::player::Level),
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
    ComputerThinking,
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
    FatalError,
    LoadingFull {
        explanations: bool,
    },
    LoadFailed,
    Retry,
    Reload,
}

fn take_text(lang: Lang, take: &Take) -> String {
    match (take, lang) {
        (Take::Any, Lang::En) => "take any number from one row".into(),
        (Take::Any, Lang::De) => "beliebig viele aus einer Reihe".into(),
        (Take::Any, Lang::Ja) => "1つの山から何本でも".into(),
        (Take::UpTo(1), Lang::En) => "take 1 stick at a time".into(),
        (Take::UpTo(1), Lang::De) => "immer genau 1 Streichholz".into(),
        (Take::UpTo(1), Lang::Ja) => "1回に1本ずつ".into(),
        (Take::UpTo(2), Lang::En) => "take 1 or 2 from one row".into(),
        (Take::UpTo(2), Lang::De) => "1 oder 2 aus einer Reihe".into(),
        (Take::UpTo(2), Lang::Ja) => "1つの山から1本か2本".into(),
        (Take::UpTo(k), Lang::En) => format!("take 1 to {k} from one row"),
        (Take::UpTo(k), Lang::De) => format!("1 bis {k} aus einer Reihe"),
        (Take::UpTo(k), Lang::Ja) => format!("1つの山から1〜{k}本"),
        (Take::Set(s), lang) if s.counts().len() == 1 => {
            let n = s.counts()[0];
            match lang {
                Lang::En => format!("take exactly {n} from one row"),
                Lang::De => format!("genau {n} aus einer Reihe"),
                Lang::Ja => format!("1つの山からちょうど{n}本"),
            }
        }
        (Take::Set(s), lang) => {
            let list = s
                .counts()
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(", ");
            match lang {
                Lang::En => format!("take exactly one of the counts {{{list}}}"),
                Lang::De => format!("genau eine der Anzahlen {{{list}}}"),
                Lang::Ja => format!("{{{list}}} のいずれかの本数"),
            }
        }
    }
}

pub fn problem_text(lang: Lang, problem: &Problem) -> String {
    use Lang::*;
    match (problem, lang) {
        (Problem::Empty, En) => "the value is empty".into(),
        (Problem::Empty, De) => "der Wert ist leer".into(),
        (Problem::Empty, Ja) => "値が空です".into(),
        (Problem::Repeated, En) => "it is given more than once".into(),
        (Problem::Repeated, De) => "er ist mehrfach angegeben".into(),
        (Problem::Repeated, Ja) => "複数回指定されています".into(),
        (Problem::UnknownValue { value, expected }, lang) => {
            let list = expected.join(", ");
            match lang {
                En => format!("“{value}” is not one of: {list}"),
                De => format!("„{value}“ ist keiner der Werte {list}"),
                Ja => format!("「{value}」は {list} のいずれでもありません"),
            }
        }
        (Problem::NotANumber { value }, En) => {
            format!("“{value}” is not a whole number written with the digits 0–9")
        }
        (Problem::NotANumber { value }, De) => {
            format!("„{value}“ ist keine mit den Ziffern 0–9 geschriebene ganze Zahl")
        }
        (Problem::NotANumber { value }, Ja) => {
            format!("「{value}」は数字0〜9で書かれた整数ではありません")
        }
        (Problem::MissingNumber, En) => "a number is missing (between two commas, or at an end)".into(),
        (Problem::MissingNumber, De) => "eine Zahl fehlt (zwischen zwei Kommas oder am Ende)".into(),
        (Problem::MissingNumber, Ja) => "数が抜けています(カンマの間か端)".into(),
        (Problem::TooLarge { value, max }, En) => format!("{value} is above the limit of {max}"),
        (Problem::TooLarge { value, max }, De) => format!("{value} liegt über der Grenze {max}"),
        (Problem::TooLarge { value, max }, Ja) => format!("{value} は上限 {max} を超えています"),
        (Problem::TooSmall { value, min }, En) => format!("{value} is below the minimum of {min}"),
        (Problem::TooSmall { value, min }, De) => format!("{value} liegt unter dem Minimum {min}"),
        (Problem::TooSmall { value, min }, Ja) => format!("{value} は最小値 {min} 未満です"),
        (Problem::RowCount { count }, En) => format!("{count} rows; 1 to 20 are allowed"),
        (Problem::RowCount { count }, De) => format!("{count} Reihen; erlaubt sind 1 bis 20"),
        (Problem::RowCount { count }, Ja) => format!("山が{count}個あります。山の数は1〜20個にしてください"),
        (Problem::DuplicateNode { label }, En) => {
            format!("the node name “{label}” is given to two nodes")
        }
        (Problem::DuplicateNode { label }, De) => {
            format!("der Knotenname „{label}“ steht für zwei Knoten")
        }
        (Problem::DuplicateNode { label }, Ja) => {
            format!("頂点名「{label}」が2つの頂点に使われています")
        }
        (Problem::LongLabel { label, max }, lang) => match lang {
            En => format!("“{label}”: a node name has at most {max} characters and no comma"),
            De => format!("„{label}“: ein Knotenname hat höchstens {max} Zeichen und kein Komma"),
            Ja => format!("「{label}」：頂点名は{max}文字まで、カンマは使えません"),
        },
        (Problem::DuplicateArrow { arrow }, lang) => match lang {
            En => format!("the arrow {arrow} is given twice"),
            De => format!("der Pfeil {arrow} ist zweimal angegeben"),
            Ja => format!("矢印 {arrow} が2回指定されています"),
        },
        (Problem::NoNodes, En) => "there are no nodes for the arrows to join: name them in nodes".into(),
        (Problem::NoNodes, De) => "es gibt keine Knoten, die die Pfeile verbinden: die Knoten in nodes angeben".into(),
        (Problem::NoNodes, Ja) => "矢印で結ぶ頂点がありません。頂点を nodes で指定してください".into(),
        (Problem::RulesCount { given, rows }, En) => {
            format!(
                "{given} rules for {}: give one rule for all rows or exactly one per row",
                super::counted(En, *rows as u64, ("row", "rows"), ("", ""), "")
            )
        }
        (Problem::RulesCount { given, rows }, De) => {
            format!("{given} Regeln für {rows} Reihen: eine Regel für alle Reihen oder genau eine je Reihe")
        }
        (Problem::RulesCount { given, rows }, Ja) => {
            format!("{rows} 個の山に {given} 個のルール：全体で1つか、山ごとにちょうど1つ指定してください")
        }
        (Problem::ZeroTake, En) => "the allowed counts must be at least 1".into(),
        (Problem::ZeroTake, De) => "die erlaubten Anzahlen müssen mindestens 1 sein".into(),
        (Problem::ZeroTake, Ja) => "取れる本数は1以上でなければなりません".into(),
        (Problem::BadRange { value }, En) => format!("“{value}” is not of the form 1-K with K ≥ 1"),
        (Problem::BadRange { value }, De) => format!("„{value}“ hat nicht die Form 1-K mit K ≥ 1"),
        (Problem::BadRange { value }, Ja) => {
            format!("「{value}」は 1-K (K ≥ 1) の形ではありません")
        }
        (Problem::ReversedRange { value }, lang) => {
            let swapped = crate::theory::text::swapped_range(value);
            match lang {
                En => format!("the range “{value}” runs backwards: write the smaller count first, {swapped}"),
                De => format!("der Bereich „{value}“ läuft rückwärts: die kleinere Anzahl zuerst schreiben, {swapped}"),
                Ja => format!("範囲「{value}」が逆順です：小さい方を先に {swapped} と書いてください"),
            }
        }
        (Problem::RaceNeedsOneRow, En) => {
            "the race view needs one row, no larger than the goal, take=1-K and end=normal (whoever reaches the goal wins)".into()
        }
        (Problem::RaceNeedsOneRow, De) => {
            "die Wettlauf-Ansicht braucht eine Reihe, höchstens so groß wie das Ziel, take=1-K und end=normal (wer das Ziel erreicht, gewinnt)"
                .into()
        }
        (Problem::RaceNeedsOneRow, Ja) => {
            "レース表示には目標以下の山が1つ、take=1-K、end=normal(目標に達した人の勝ち)が必要です".into()
        }
        (Problem::AnyNotAllowed, En) => "the Grundy table needs a finite set, not “any”".into(),
        (Problem::AnyNotAllowed, De) => {
            "die Grundy-Tabelle braucht eine endliche Menge, nicht „any“".into()
        }
        (Problem::AnyNotAllowed, Ja) => "グランディ表には「any」ではなく有限集合が必要です".into(),
        (Problem::UnknownPage { path }, En) => format!("there is no page “{path}”"),
        (Problem::UnknownPage { path }, De) => format!("es gibt keine Seite „{path}“"),
        (Problem::UnknownPage { path }, Ja) => format!("ページ「{path}」はありません"),
        (Problem::BadEncoding, En) => "its %-encoding is broken".into(),
        (Problem::BadEncoding, De) => "die %-Kodierung ist fehlerhaft".into(),
        (Problem::BadEncoding, Ja) => "%エンコードが壊れています".into(),
        (Problem::OnlyAgainstComputer, En) => {
            "it applies only to a game against the computer (vs=computer), so it is ignored".into()
        }
        (Problem::OnlyAgainstComputer, De) => {
            "er gilt nur für ein Spiel gegen den Computer (vs=computer), daher wird er ignoriert".into()
        }
        (Problem::OnlyAgainstComputer, Ja) => {
            "コンピュータとの対戦(vs=computer)にだけ使うため無視しています".into()
        }
        (Problem::OnlyWithExplanation, En) => {
            "it belongs to an explanation (explain=…), so it is ignored".into()
        }
        (Problem::OnlyWithExplanation, De) => {
            "er gehört zu einer Erklärung (explain=…), daher wird er ignoriert".into()
        }
        (Problem::OnlyWithExplanation, Ja) => "説明(explain=…)に属するため無視しています".into(),
        (Problem::UnknownParam { known: [] }, En) => "this page takes no parameters, so it is ignored".into(),
        (Problem::UnknownParam { known: [] }, De) => "diese Seite hat keine Parameter, daher wird er ignoriert".into(),
        (Problem::UnknownParam { known: [] }, Ja) => "このページにはパラメータがないため無視しています".into(),
        (Problem::UnknownParam { known }, lang) => {
            let list = known.join(", ");
            match lang {
                En => format!("this page has no such parameter, so it is ignored (the page's parameters: {list})"),
                De => format!("diese Seite hat keinen solchen Parameter, daher wird er ignoriert (Parameter dieser Seite: {list})"),
                Ja => format!("このページにはないため無視しています(使えるパラメータ：{list})"),
            }
        }
    }
}

fn move_error_text(lang: Lang, error: &MoveError) -> String {
    use Lang::*;
    match (error, lang) {
        (MoveError::NoSuchRow { row, .. }, En) => format!("There is no row {}.", row + 1),
        (MoveError::NoSuchRow { row, .. }, De) => format!("Es gibt keine Reihe {}.", row + 1),
        (MoveError::NoSuchRow { row, .. }, Ja) => format!("{}番目の山はありません。", row + 1),
        (MoveError::RowEmpty { row }, En) => format!("Row {} is empty.", row + 1),
        (MoveError::RowEmpty { row }, De) => format!("Reihe {} ist leer.", row + 1),
        (MoveError::RowEmpty { row }, Ja) => format!("{}番目の山は空です。", row + 1),
        (MoveError::TakesNothing, En) => "A move must take at least one stick.".into(),
        (MoveError::TakesNothing, De) => "Ein Zug muss mindestens ein Streichholz nehmen.".into(),
        (MoveError::TakesNothing, Ja) => "少なくとも1本取らなければなりません。".into(),
        (MoveError::MoreThanRowHolds { row, take, left }, En) => {
            format!("Row {} holds only {left}, not {take}.", row + 1)
        }
        (MoveError::MoreThanRowHolds { row, take, left }, De) => {
            format!("Reihe {} enthält nur {left}, nicht {take}.", row + 1)
        }
        (MoveError::MoreThanRowHolds { row, take, left }, Ja) => {
            format!(
                "{}番目の山には{left}本しかなく、{take}本は取れません。",
                row + 1
            )
        }
        (MoveError::CountNotAllowed { take }, En) => {
            format!("Taking {take} is not allowed by the rules.")
        }
        (MoveError::CountNotAllowed { take }, De) => {
            format!("Die Regeln erlauben nicht, {take} zu nehmen.")
        }
        (MoveError::CountNotAllowed { take }, Ja) => format!("ルールでは{take}本は取れません。"),
        (MoveError::GameOver, En) => "The game is over.".into(),
        (MoveError::GameOver, De) => "Das Spiel ist zu Ende.".into(),
        (MoveError::GameOver, Ja) => "ゲームは終了しました。".into(),
    }
}

fn preset_name(lang: Lang, preset: crate::play::presets::Preset) -> String {
    use crate::play::presets::Preset::*;
    let (en, de, ja) = match preset {
        GermanExample => ("22-5-13-27", "22-5-13-27", "22-5-13-27"),
        Marienbad => ("Marienbad", "Marienbad", "マリエンバート"),
        LabThreeRows => (
            "Three random rows",
            "Drei zufällige Reihen",
            "ランダムな3つの山",
        ),
        LabExample => ("Lab handout 3-4-9", "Laborblatt 3-4-9", "実習資料 3-4-9"),
        EqualRows => ("Equal rows", "Gleiche Reihen", "同じ大きさの山"),
        Staircase => ("Staircase 1-2-3-…", "Treppe 1-2-3-…", "階段 1-2-3-…"),
        TakeOneOrTwo => ("Take one or two", "Nimm eins oder zwei", "1本か2本取る"),
        SlidesSums => (
            "7-5-3-1, take one or two",
            "7-5-3-1, nimm eins oder zwei",
            "7-5-3-1、1本か2本",
        ),
        Bubi => (
            "Bubi variant {1, 3, 5}",
            "Bubi-Variante {1, 3, 5}",
            "Bubi 変種 {1, 3, 5}",
        ),
        BubiMixed => (
            "Bubi variant {1, 3, 4}",
            "Bubi-Variante {1, 3, 4}",
            "Bubi 変種 {1, 3, 4}",
        ),
        Bachet => ("Bachet: goal 100", "Bachet: Ziel 100", "バシェ：目標100"),
    };
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Ja => ja,
    }
    .to_string()
}

fn preset_description(lang: Lang, preset: crate::play::presets::Preset) -> String {
    use crate::play::presets::Preset::*;
    let (en, de, ja) = match preset {
        GermanExample => (
            "The worked example of the German Wikipedia article: nim-sum 5, three winning moves.",
            "Das Beispiel des Wikipedia-Artikels: Nim-Summe 5, drei Gewinnzüge.",
            "ドイツ語版ウィキペディアの例：ニム和5、必勝手は3つ。",
        ),
        Marienbad => (
            "1-3-5-7 in misère play, from the film Last Year at Marienbad.",
            "1-3-5-7 als Misère-Spiel, bekannt aus dem Film „Letztes Jahr in Marienbad“.",
            "映画『去年マリエンバートで』の 1-3-5-7、逆形。",
        ),
        LabThreeRows => (
            "The game of a university lab handout: three rows of any size, even empty ones.",
            "Das Spiel eines Hochschul-Laborblatts: drei Reihen beliebiger Größe, auch leere.",
            "大学の実習資料のゲーム：任意の大きさ(空も可)の3つの山。",
        ),
        LabExample => (
            "The lab handout's example: E = 1110, B₃ = 7 < 9: the winning move leaves 3-4-7.",
            "Das Beispiel des Laborblatts: E = 1110, B₃ = 7 < 9: der Gewinnzug lässt 3-4-7 übrig.",
            "実習資料の例：E = 1110、B₃ = 7 < 9：必勝手は 3-4-7 にする手。",
        ),
        EqualRows => (
            "Every row holds the same number of sticks.",
            "Jede Reihe enthält die gleiche Anzahl von Streichhölzern.",
            "すべての山が同じ本数。",
        ),
        Staircase => (
            "Row 1 holds 1 stick, row 2 holds 2, and so on.",
            "Die 1. Reihe enthält 1 Streichholz, die 2. Reihe 2 und so weiter.",
            "1番目の山に1本、2番目に2本、以下同様。",
        ),
        TakeOneOrTwo => (
            "20 sticks; each move takes one or two. The lecture slides' first game.",
            "20 Hölzer; jeder Zug nimmt eins oder zwei. Das erste Spiel der Vorlesung.",
            "20本。1手で1本か2本取る。講義スライド最初のゲーム。",
        ),
        SlidesSums => (
            "Four rows, take one or two: γ = 2, and one winning move raises a row's Grundy value.",
            "Vier Reihen, nimm eins oder zwei: γ = 2, und ein Gewinnzug erhöht den Grundy-Wert einer Reihe.",
            "4つの山、1本か2本：γ = 2。必勝手の1つは山のグランディ数を増やす。",
        ),
        Bubi => (
            "German Wikipedia's example: only 1, 3 or 5 per move. The article asks for an odd and an even count: with odd counts only, 1 among them, every row's Grundy value is its count mod 2, a game of parity.",
            "Das Beispiel des Wikipedia-Artikels: nur 1, 3 oder 5 pro Zug. Der Artikel verlangt eine ungerade und eine gerade Zahl: mit nur ungeraden, darunter der 1, ist der Grundy-Wert jeder Reihe die Anzahl mod 2, ein Paritätsspiel.",
            "ドイツ語版ウィキペディアの例：1手で1・3・5本のみ。記事は奇数と偶数を1つずつ求める：1を含む奇数だけだと各山のグランディ数は本数 mod 2 で、偶奇だけの勝負になる。",
        ),
        BubiMixed => (
            "Only 1, 3 or 4 per move: an odd and an even count, as German Wikipedia's article asks. The Grundy values have period 7. More allowed counts with bigger gaps make it harder still, and need more sticks.",
            "Nur 1, 3 oder 4 pro Zug: eine ungerade und eine gerade Zahl, wie der Wikipedia-Artikel verlangt. Die Grundy-Werte haben Periode 7. Mehr erlaubte Anzahlen mit größeren Sprüngen machen es noch schwerer und brauchen mehr Streichhölzer.",
            "1手で1・3・4本のみ：ドイツ語版ウィキペディアの条件どおり奇数と偶数を含む。グランディ数は周期7。許す本数を増やし間隔を広げるとさらに難しくなり、マッチ棒も多く必要になる。",
        ),
        Bachet => (
            "Add 1 to 10 in turn; whoever reaches 100 wins: a heap of 100, take 1 to 10.",
            "Abwechselnd 1 bis 10 addieren; wer 100 erreicht, gewinnt: ein Haufen von 100, nimm 1 bis 10.",
            "交互に1〜10を足し、100に達した人の勝ち：100本の山から1〜10本取るのと同じ。",
        ),
    };
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Ja => ja,
    }
    .to_string()
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

/// Renders a message in a language.
pub fn tr(lang: Lang, msg: &Msg) -> String {
    use Lang::*;
    macro_rules! t {
        ($en:expr, $de:expr, $ja:expr) => {
            match lang {
                En => $en.to_string(),
                De => $de.to_string(),
                Ja => $ja.to_string(),
            }
        };
    }
    match msg {
        Msg::Tagline => t!(
            "Play, see and understand Nim",
            "Nim spielen, sehen und verstehen",
            "ニムを遊び、見て、理解する"
        ),
        Msg::SkipToPage => t!("Skip to the page", "Zur Seite springen", "本文へ移動"),
        Msg::NavPlay => t!("Play", "Spielen", "遊ぶ"),
        Msg::NavGrundy => t!("Grundy table", "Grundy-Tabelle", "グランディ表"),
        Msg::NavGraph => t!("Game graphs", "Spielgraphen", "ゲームグラフ"),
        Msg::NavSums => t!("Sums of games", "Summen von Spielen", "ゲームの和"),
        Msg::NavExercise => t!("Exercises", "Übungen", "演習"),
        Msg::NavContents => t!("Contents", "Inhalt", "目次"),
        Msg::Language => t!("Language", "Sprache", "言語"),
        Msg::Board => t!("Matchsticks", "Streichhölzer", "マッチ棒"),
        Msg::RowLabel { row, count } => t!(
            format!("Row {row}: {}", super::sticks(lang, *count)),
            format!("Reihe {row}: {}", super::sticks(lang, *count)),
            format!("{row}番目の山：{}", super::sticks(lang, *count))
        ),
        Msg::StickLabel { row, stick, take } => t!(
            format!("row {row}, stick {stick}: takes {take}"),
            format!("Reihe {row}, Streichholz {stick}: nimmt {take}"),
            format!("{row}番目の山、{stick}本目：{take}本取る")
        ),
        Msg::TakeFromRow { row } => t!(
            format!("Sticks to take from row {row}"),
            format!("Anzahl, die aus Reihe {row} genommen wird"),
            format!("{row}番目の山から取る本数")
        ),
        Msg::TakeButton => t!("Take", "Nehmen", "取る"),
        Msg::ToMove { player, computer } => match computer {
            Some(c) if c == player => t!(
                "The computer is to move",
                "Der Computer ist am Zug",
                "コンピュータの番"
            ),
            Some(_) => t!("Your move", "Du bist am Zug", "あなたの番"),
            None => t!(
                format!("Player {player} to move"),
                format!("Spieler {player} ist am Zug"),
                format!("プレイヤー{player}の番")
            ),
        },
        Msg::NoMove { player, computer, empty } => {
            let who = match computer {
                Some(c) if c == player => t!("The computer cannot", "Der Computer kann nicht", "コンピュータには"),
                Some(_) => t!("You cannot", "Du kannst nicht", "あなたには"),
                None => t!(
                    format!("Player {player} cannot"),
                    format!("Spieler {player} kann nicht"),
                    format!("プレイヤー{player}には")
                ),
            };
            let why = if *empty {
                t!("no stick is left", "es ist kein Streichholz mehr übrig", "マッチ棒が残っていません")
            } else {
                t!("no row holds a count that may be taken", "keine Reihe hat genug Hölzer für eine erlaubte Anzahl", "許された本数を取れる山がありません")
            };
            t!(
                format!("{who} move: {why}."),
                format!("{who} ziehen: {why}."),
                format!("{who}打てる手がありません：{why}。")
            )
        }
        Msg::Winner { player, computer } => match computer {
            Some(c) if c == player => t!(
                "The computer wins!",
                "Der Computer gewinnt!",
                "コンピュータの勝ち！"
            ),
            Some(_) => t!("You win!", "Du gewinnst!", "あなたの勝ち！"),
            None => t!(
                format!("Player {player} wins!"),
                format!("Spieler {player} gewinnt!"),
                format!("プレイヤー{player}の勝ち！")
            ),
        },
        Msg::Outcome => t!("Status", "Status", "判定"),
        Msg::OutcomeP => t!(
            "P-position: the player to move loses against perfect play",
            "Z-Stellung (P): wer am Zug ist, verliert gegen perfektes Spiel",
            "P局面(後手必勝)：手番の人は最善手に対して負けます"
        ),
        Msg::OutcomeN => t!(
            "N-position: the player to move wins with perfect play",
            "C-Stellung (N): wer am Zug ist, gewinnt mit perfektem Spiel",
            "N局面(先手必勝)：手番の人は最善手で勝てます"
        ),
        Msg::Solving { states, limit } => t!(
            format!("Solving exactly: {} positions evaluated (it gives up after {})", group(*states, ','), group(*limit, ',')),
            format!("Exakte Lösung läuft: {} Stellungen bewertet (Abbruch nach {} Stellungen)", group(*states, '.'), group(*limit, '.')),
            format!("厳密に解いています：{}局面を評価済み({}局面で打ち切り)", group(*states, ','), group(*limit, ','))
        ),
        Msg::SolvingProgress => t!(
            "Progress of the exact solver",
            "Fortschritt der exakten Lösung",
            "厳密解法の進み具合"
        ),
        Msg::OutcomeNotYet => t!(
            "Not known yet: misère play with restricted moves needs the exact solver (see the status above)",
            "Noch unbekannt: Misère mit beschränkten Zügen braucht die exakte Lösung (siehe Status oben)",
            "まだ不明：制限付きの逆形は厳密解法が必要です(上の判定を参照)"
        ),
        Msg::SolveCancel => t!("Cancel", "Abbrechen", "中止"),
        Msg::SolveCancelled => t!(
            "Not known: the exact solver was cancelled",
            "Unbekannt: die exakte Lösung wurde abgebrochen",
            "不明：厳密解法を中止しました"
        ),
        Msg::SolveResume => t!("Solve", "Lösen", "解く"),
        Msg::OutcomeUnknown => t!(
            "Too large to solve exactly (misère play with restricted moves has no closed theory)",
            "Zu groß für eine exakte Lösung (Misère mit beschränkten Zügen hat keine geschlossene Theorie)",
            "厳密に解くには大きすぎます(制限付きの逆形には閉じた理論がありません)"
        ),
        Msg::NimSum => t!("nim-sum", "Nim-Summe", "ニム和"),
        Msg::Undo => t!("Undo", "Rückgängig", "元に戻す"),
        Msg::HistoryGroup => t!("Moves back and forth", "Züge zurück und vor", "手を戻す・進める"),
        Msg::Redo => t!("Redo", "Wiederholen", "やり直す"),
        Msg::NewGame => t!("New game", "Neues Spiel", "新しいゲーム"),
        Msg::ShowHints => t!("Show hints", "Tipps zeigen", "ヒントを表示"),
        Msg::HideHints => t!("Hide hints", "Tipps verbergen", "ヒントを隠す"),
        Msg::WhyThisMove => t!("Why this move?", "Warum dieser Zug?", "なぜこの手？"),
        Msg::WinningMoves => t!("Winning moves", "Gewinnzüge", "必勝手"),
        Msg::WinningMove { row, take, from, to } => t!(
            format!("Row {row}: take {take} ({from} → {to})"),
            format!("Reihe {row}: {take} nehmen ({from} → {to})"),
            format!("{row}番目の山から{take}本取る({from} → {to})")
        ),
        Msg::WinningMovesUnknown => t!(
            "This position's status is not known (it was not solved exactly), so neither are its winning moves.",
            "Der Status dieser Stellung ist nicht bekannt (sie wurde nicht exakt gelöst), also auch nicht ihre Gewinnzüge.",
            "この局面の判定は不明です(厳密には解けていません)。そのため必勝手も分かりません。"
        ),
        Msg::NotACount { text } if text.is_empty() => t!(
            "Type how many sticks to take, as a whole number such as 3.",
            "Gib ein, wie viele Hölzer du nimmst, als ganze Zahl wie 3.",
            "取る本数を 3 のような整数で入力してください。"
        ),
        Msg::NotACount { text } => t!(
            format!("“{text}” is not a number of sticks: type a whole number such as 3."),
            format!("„{text}“ ist keine Anzahl von Hölzern: gib eine ganze Zahl wie 3 ein."),
            format!("「{text}」は本数ではありません：3 のような整数を入力してください。")
        ),
        Msg::NoWinningMove => t!(
            "No winning move: every move loses against perfect play.",
            "Kein Gewinnzug: jeder Zug verliert gegen perfektes Spiel.",
            "必勝手はありません：どの手も最善手に対しては負けます。"
        ),
        Msg::BinaryPanel => t!(
            "Rows in binary",
            "Reihen im Dualsystem",
            "各山の2進表記"
        ),
        Msg::BinaryPanelGrundyMisere => t!(
            "Under restricted moves each row is shown by its Grundy value. Their nim-sum decides normal play, not misère play: the status below is worked out for misère play itself (or says why it is not known).",
            "Bei beschränkten Zügen zeigt jede Reihe ihren Grundy-Wert. Deren Nim-Summe entscheidet das Normalspiel, nicht Misère: der Status unten wird für Misère selbst bestimmt (oder sagt, warum er nicht bekannt ist).",
            "制限付きの手では各山のグランディ数を表示します。そのニム和が決めるのは正規形で、逆形ではありません：下の判定は逆形そのものについて求めたものです(分からない場合はその理由を示します)。"
        ),
        Msg::BinaryPanelMisereSingles => t!(
            "Misère play with every row at one stick or none: the rule turns round. Here a nim-sum of 1 (an odd number of single sticks) is a P-position, and 0 an N-position.",
            "Misère-Spiel, jede Reihe hat höchstens ein Streichholz: die Regel kehrt sich um. Hier ist eine Nim-Summe von 1 (eine ungerade Zahl einzelner Streichhölzer) eine Z-Stellung (P), eine von 0 eine C-Stellung (N).",
            "逆形で、どの山も1本以下：規則が逆転します。ここではニム和 1(1本の山が奇数個)がP局面、0 がN局面です。"
        ),
        Msg::BinaryPanelMisereOneLarge => t!(
            "Misère play, one row of two sticks or more (case B): the winning move is not the nim-sum's; it leaves an odd number of single sticks.",
            "Misère-Spiel, eine Reihe mit mehr als einem Streichholz (Fall B): der Gewinnzug ist nicht der der Nim-Summe; er lässt eine ungerade Zahl einzelner Streichhölzer.",
            "逆形で2本以上の山が1つ(場合B)：勝つ手はニム和の手ではなく、1本の山を奇数個残す手です。"
        ),
        Msg::BinaryPanelGrundy => t!(
            "Under restricted moves each row is shown by its Grundy value: the nim-sum of the Grundy values decides.",
            "Bei beschränkten Zügen zeigt jede Reihe ihren Grundy-Wert: die Nim-Summe der Grundy-Werte entscheidet.",
            "制限付きの手では各山のグランディ数を表示します：グランディ数のニム和が勝敗を決めます。"
        ),
        Msg::Weight => t!("weight", "Stellenwert", "位"),
        Msg::Ones => t!("number of 1s", "Anzahl der Einsen", "1の個数"),
        Msg::Parity => t!("parity", "Parität", "偶奇"),
        Msg::Even => t!("even", "gerade", "偶数"),
        Msg::Odd => t!("odd", "ungerade", "奇数"),
        Msg::EvenMark => t!("e", "g", "偶"),
        Msg::OddMark => t!("o", "u", "奇"),
        Msg::RowHeading => t!("row", "Reihe", "山"),
        Msg::RulesSummary { ending, take } => {
            let end = match (ending, lang) {
                (Ending::Normal, En) => "Normal play: a player who cannot move loses",
                (Ending::Normal, De) => "Normalspiel: wer nicht mehr ziehen kann, verliert",
                (Ending::Normal, Ja) => "正規形：手がなくなった人の負け",
                (Ending::Misere, En) => "Misère play: a player who cannot move wins",
                (Ending::Misere, De) => "Misère-Spiel: wer nicht mehr ziehen kann, gewinnt",
                (Ending::Misere, Ja) => "逆形：手がなくなった人の勝ち",
            };
            // The rules in words, as the source texts state them, before the variant's (whose
            // take_text says "from one row").
            let turns = match lang {
                En => "Two players move in turn; each move takes at least one stick.",
                De => "Zwei Spieler ziehen abwechselnd; jeder Zug nimmt mindestens ein Streichholz.",
                Ja => "2人が交互に指し、1手で少なくとも1本取る。",
            };
            match lang {
                // Japanese prose takes no semicolon: the line is three sentences.
                Ja => format!("{turns}{end}。取り方：{}。", take_text(lang, take)),
                _ => format!("{turns} {end}; {}.", take_text(lang, take)),
            }
        }
        Msg::Moved { player, you: false, row, take } => t!(
            format!("Player {player} took {take} from row {row}."),
            format!("Spieler {player} hat {take} aus Reihe {row} genommen."),
            format!("プレイヤー{player}が{row}番目の山から{take}本取りました。")
        ),
        Msg::Moved { you: true, row, take, .. } => t!(
            format!("You took {take} from row {row}."),
            format!("Du hast {take} aus Reihe {row} genommen."),
            format!("あなたは{row}番目の山から{take}本取りました。")
        ),
        Msg::Illegal(error) => move_error_text(lang, error),
        Msg::AllowedTakes(take) => {
            let t = take_text(lang, take);
            t!(
                format!("Allowed: {t}."),
                format!("Erlaubt: {t}."),
                format!("ルール：{t}。")
            )
        }
        Msg::StepBeyond { asked, last } => t!(
            format!("The link asks for step {asked}, but this explanation has {}: step {last} is shown.", super::counted(lang, u64::from(*last), ("step", "steps"), ("", ""), "")),
            format!("Der Link verlangt Schritt {asked}, aber diese Erklärung hat {}: Schritt {last} wird gezeigt.", super::counted(lang, u64::from(*last), ("", ""), ("Schritt", "Schritte"), "")),
            format!("リンクはステップ{asked}を指定していますが、この解説は{last}ステップです：ステップ{last}を表示します。")
        ),
        Msg::StoredGameRejected => t!(
            "The last game stored in this browser could not be restored, so the default game is shown.",
            "Das zuletzt in diesem Browser gespeicherte Spiel ließ sich nicht wiederherstellen, daher wird das Standardspiel gezeigt.",
            "このブラウザに保存された前回のゲームを復元できないため、標準のゲームを表示しています。"
        ),
        Msg::Browsed { line, position } => t!(
            format!("The record at S{line}: {position}."),
            format!("Die Partie bei S{line}: {position}."),
            format!("記録のS{line}：{position}。")
        ),
        Msg::Started { position } => t!(
            format!("New game: {position}."),
            format!("Neues Spiel: {position}."),
            format!("新しいゲーム：{position}。")
        ),
        Msg::ComputerWaitsForRedo => t!(
            "The computer is to move here: “Redo” replays the recorded move.",
            "Hier ist der Computer am Zug: „Wiederholen“ spielt den aufgezeichneten Zug.",
            "ここはコンピュータの手番です：「やり直す」で記録された手を再生します。"
        ),
        Msg::LinkRejected => t!(
            "This link could not be used, so the page opens with its defaults.",
            "Dieser Link ist fehlerhaft, daher öffnet sich die Seite mit ihren Standardwerten.",
            "このリンクは使えないため、ページを標準の設定で開いています。"
        ),
        Msg::LinkPartlyIgnored => t!(
            "The page opens as the link says, except for what is listed below.",
            "Die Seite öffnet sich wie im Link angegeben, bis auf das unten Aufgeführte.",
            "このページは、以下に挙げた部分を除き、リンクの指定どおりに開いています。"
        ),
        Msg::StoredGamePartlyIgnored => t!(
            "The last game stored in this browser opens, except for what is listed below.",
            "Das zuletzt in diesem Browser gespeicherte Spiel öffnet sich, bis auf das unten Aufgeführte.",
            "このブラウザに保存された前回のゲームを、以下に挙げた部分を除いて開いています。"
        ),
        Msg::LinkProblem(error) => {
            let what = problem_text(lang, &error.problem);
            t!(
                format!("Parameter “{}”: {what}.", error.param),
                format!("Parameter „{}“: {what}.", error.param),
                format!("パラメータ「{}」：{what}。", error.param)
            )
        }
        Msg::GrundyTitle { take } => t!(
            format!("Grundy values: {}", take_text(lang, take)),
            format!("Grundy-Werte: {}", take_text(lang, take)),
            format!("グランディ数：{}", take_text(lang, take))
        ),
        Msg::Heap => t!("heap x", "Haufen x", "山 x"),
        Msg::GrundyValue => t!("γ(x)", "γ(x)", "γ(x)"),
        Msg::Period { preperiod, period, window, from, to } => t!(
            format!("Period {period} after a pre-period of {preperiod}: γ(n) = γ(n + {period}) holds for the {window} consecutive n = {from}…{}, and each value depends only on the previous {window}, so the pattern repeats forever.", to - 1),
            format!("Periode {period} nach einer Vorperiode von {preperiod}: γ(n) = γ(n + {period}) gilt für die {window} aufeinanderfolgenden n = {from}…{}, und jeder Wert hängt nur von den {window} vorigen ab, also wiederholt sich das Muster für immer.", to - 1),
            format!("前周期 {preperiod} の後、周期 {period}：n = {from}…{} の連続する {window} 個で γ(n) = γ(n + {period}) が成り立ち、各値は直前の {window} 個だけで決まるので、この模様は永遠に繰り返します。", to - 1)
        ),
        Msg::Dismiss => t!("Dismiss", "Schließen", "閉じる"),
        Msg::Theme => t!("Theme", "Farbschema", "テーマ"),
        Msg::OpponentTitle => t!("Opponent", "Gegner", "対戦相手"),
        Msg::VsHuman => t!("Two people at one screen", "Zwei Personen an einem Bildschirm", "2人で1つの画面"),
        Msg::VsComputer => t!("The computer", "Der Computer", "コンピュータ"),
        Msg::VsDemo => t!(
            "Computer against computer (demonstration)",
            "Computer gegen Computer (Vorführung)",
            "コンピュータ同士(デモ)"
        ),
        Msg::LevelLabel => t!("Level", "Stufe", "強さ"),
        Msg::LevelName(level) => {
            use nimlab_core::player::Level::*;
            match level {
                Perfect => t!("perfect", "perfekt", "完璧"),
                Good => t!("good", "gut", "強い"),
                Beginner => t!("beginner", "Anfänger", "初心者"),
            }
        }
        Msg::FirstLabel => t!("First move", "Erster Zug", "先手"),
        Msg::FirstHuman => t!("I start", "Ich beginne", "自分が先手"),
        Msg::FirstComputer => t!("The computer starts", "Der Computer beginnt", "コンピュータが先手"),
        Msg::PaceLabel { ms } => {
            // Tenths of a second, without float formatting (which costs kilobytes of wasm).
            let (s, tenth) = (ms / 1000, ms % 1000 / 100);
            t!(
                format!("Pace: {s}.{tenth} s per move"),
                format!("Tempo: {s},{tenth} s pro Zug"),
                format!("速さ：1手 {s}.{tenth} 秒")
            )
        }
        Msg::DemoPause => t!("Pause", "Anhalten", "一時停止"),
        Msg::DemoRun => t!("Run", "Weiter", "再開"),
        Msg::DemoStep => t!("One move", "Ein Zug", "1手進める"),
        Msg::RecordTitle => t!("Game record", "Spielverlauf", "棋譜"),
        Msg::RecordPosition => t!("Position", "Stellung", "局面"),
        Msg::RecordTotal => t!("Total", "Summe", "合計"),
        Msg::RecordMove => t!("Move", "Zug", "手"),
        Msg::RecordMoveText {
            player,
            computer,
            row,
            take,
        } => match computer {
            Some(c) if c == player => t!(
                format!("Computer: row {row}, takes {take}"),
                format!("Computer: Reihe {row}, nimmt {take}"),
                format!("コンピュータ：{row}番目の山から{take}本")
            ),
            Some(_) => t!(
                format!("You: row {row}, take {take}"),
                format!("Du: {take} aus Reihe {row}"),
                format!("あなた：{row}番目の山から{take}本")
            ),
            None => t!(
                format!("Player {player}: row {row}, takes {take}"),
                format!("Spieler {player}: Reihe {row}, nimmt {take}"),
                format!("プレイヤー{player}：{row}番目の山から{take}本")
            ),
        },
        Msg::Replay => t!("Replay", "Nachspielen", "再生"),
        Msg::StopReplay => t!("Stop replay", "Wiedergabe anhalten", "再生を止める"),
        Msg::CopyLink => t!("Copy link", "Link kopieren", "リンクをコピー"),
        Msg::LinkCopied => t!("Link copied.", "Link kopiert.", "リンクをコピーしました。"),
        Msg::ComputerThinking => t!("The computer is thinking…", "Der Computer überlegt …", "コンピュータが考えています…"),
        Msg::ComputerMoved { row, take, planned: true } => t!(
            format!("The computer takes {take} from row {row}."),
            format!("Der Computer nimmt {take} aus Reihe {row}."),
            format!("コンピュータは{row}番目の山から{take}本取ります。")
        ),
        Msg::ComputerMoved { row, take, planned: false } => t!(
            format!("The computer took {take} from row {row}."),
            format!("Der Computer hat {take} aus Reihe {row} genommen."),
            format!("コンピュータは{row}番目の山から{take}本取りました。")
        ),
        Msg::KeepLong { row, take } => t!(
            format!("Best try: take {take} from row {row}; it keeps the game long and leaves the opponent room to err."),
            format!("Bester Versuch: {take} aus Reihe {row} nehmen; das hält das Spiel lang und lässt dem Gegner Raum für Fehler."),
            format!("最善の粘り：{row}番目の山から{take}本取ると、ゲームが長引き相手が間違える余地が残ります。")
        ),
        Msg::RaceMoved {
            player,
            by_computer,
            you,
            planned,
            add,
            total,
        } => match (by_computer, you) {
            (true, _) if *planned => t!(
                format!("The computer adds {add}: total {total}."),
                format!("Der Computer addiert {add}: Summe {total}."),
                format!("コンピュータは{add}を足します：合計{total}。")
            ),
            (true, _) => t!(
                format!("The computer added {add}: total {total}."),
                format!("Der Computer hat {add} addiert: Summe {total}."),
                format!("コンピュータは{add}を足しました：合計{total}。")
            ),
            (false, true) => t!(
                format!("You added {add}: total {total}."),
                format!("Du hast {add} addiert: Summe {total}."),
                format!("あなたは{add}を足しました：合計{total}。")
            ),
            (false, false) => t!(
                format!("Player {player} added {add}: total {total}."),
                format!("Spieler {player} hat {add} addiert: Summe {total}."),
                format!("プレイヤー{player}が{add}を足しました：合計{total}。")
            ),
        },
        Msg::RaceKeepLong { add } => t!(
            format!("Best try: add {add}; it keeps the game long and leaves the opponent room to err."),
            format!("Bester Versuch: {add} addieren; das hält die Partie lang und lässt dem Gegner Raum für Fehler."),
            format!("最善の粘り：{add}を足すと、ゲームが長引き相手が間違える余地が残ります。")
        ),
        Msg::RaceRules { goal, max } => t!(
            format!("Bachet's race: in turn add 1 to {max} to the total, starting from 0; whoever reaches {goal} wins."),
            format!("Bachets Wettlauf: abwechselnd 1 bis {max} zur Summe addieren, ab 0; wer {goal} erreicht, gewinnt."),
            format!("バシェの競争：0 から始めて交互に1〜{max}を合計に足し、{goal}に達した人の勝ち。")
        ),
        Msg::RecordRaceMove {
            player,
            computer,
            add,
        } => match computer {
            Some(c) if c == player => t!(
                format!("Computer: adds {add}"),
                format!("Computer: addiert {add}"),
                format!("コンピュータ：{add}を足す")
            ),
            Some(_) => t!(
                format!("You: add {add}"),
                format!("Du: addierst {add}"),
                format!("あなた：{add}を足す")
            ),
            None => t!(
                format!("Player {player}: adds {add}"),
                format!("Spieler {player}: addiert {add}"),
                format!("プレイヤー{player}：{add}を足す")
            ),
        },
        Msg::RaceTitle { goal } => t!(
            format!("Race to {goal}"),
            format!("Wettlauf bis {goal}"),
            format!("{goal}までの競争")
        ),
        Msg::RaceTotal { total, goal } => t!(
            format!("Total: {total} of {goal}"),
            format!("Summe: {total} von {goal}"),
            format!("合計：{total} / {goal}")
        ),
        Msg::RaceKeys { keys } => {
            let list = keys.iter().map(u64::to_string).collect::<Vec<_>>().join(", ");
            t!(
                format!("Key numbers: {list}. Whoever says one of them can reach every later one, and the goal."),
                format!("Schlüsselzahlen: {list}. Wer eine davon nennt, kann jede spätere und das Ziel erreichen."),
                format!("鍵となる数：{list}。これを言った人は以後のすべてと目標に到達できます。")
            )
        }
        Msg::RaceAdd => t!("Add to the total", "Zur Summe addieren", "合計に足す"),
        Msg::RaceAddButton { add, to } => t!(
            format!("add {add} (total {to})"),
            format!("{add} addieren (Summe {to})"),
            format!("{add}を足す(合計{to})")
        ),
        Msg::FatalError => t!(
            "Something went wrong inside nimlab. Your game is in the address bar: reload to continue.",
            "In nimlab ist ein Fehler aufgetreten. Dein Spiel steht in der Adresszeile: neu laden, um weiterzuspielen.",
            "nimlab で問題が発生しました。ゲームはアドレスバーに残っています。再読み込みして続けてください。"
        ),
        Msg::Reload => t!("Reload", "Neu laden", "再読み込み"),
        Msg::LoadingFull { explanations: true } => t!(
            "Loading the explanations…",
            "Die Erklärungen werden geladen …",
            "解説を読み込んでいます…"
        ),
        Msg::LoadingFull {
            explanations: false,
        } => t!(
            "Loading the page…",
            "Die Seite wird geladen …",
            "ページを読み込んでいます…"
        ),
        Msg::LoadFailed => t!(
            "This part of nimlab could not be loaded. Check the connection and try again; the game on screen is kept.",
            "Dieser Teil von nimlab konnte nicht geladen werden. Bitte die Verbindung prüfen und es noch einmal versuchen; das Spiel auf dem Bildschirm bleibt erhalten.",
            "nimlab のこの部分を読み込めませんでした。接続を確認してもう一度お試しください。画面上のゲームはそのまま残ります。"
        ),
        Msg::Retry => t!("Try again", "Noch einmal versuchen", "再試行"),
        Msg::StickInactive => t!(
            "(a click here is not a legal move)",
            "(ein Klick hier ist kein erlaubter Zug)",
            "(ここをクリックしても合法手になりません)"
        ),
        Msg::SetupTitle => t!("Rules and start position", "Regeln und Startstellung", "ルールと初期局面"),
        Msg::Presets => t!("Games from the sources", "Spiele aus den Quellen", "資料にあるゲーム"),
        Msg::PresetName(p) => preset_name(lang, *p),
        Msg::PresetDescription(p) => preset_description(lang, *p),
        Msg::EndingLegend => t!("Who wins", "Wer gewinnt", "勝敗"),
        // Under a set without 1 a game may end with sticks left: the rule is who cannot move.
        Msg::EndingNormal => t!(
            "Normal play: whoever cannot move loses (usually: whoever takes the last stick wins)",
            "Normalspiel: wer nicht mehr ziehen kann, verliert (meist: wer das letzte Streichholz nimmt, gewinnt)",
            "正規形：指せなくなった人の負け(ふつうは最後の1本を取った人の勝ち)"
        ),
        Msg::EndingMisere => t!(
            "Misère play: whoever cannot move wins (usually: whoever takes the last stick loses)",
            "Misère-Spiel: wer nicht mehr ziehen kann, gewinnt (meist: wer das letzte Streichholz nimmt, verliert)",
            "逆形：指せなくなった人の勝ち(ふつうは最後の1本を取った人の負け)"
        ),
        Msg::TakeLegend => t!("Sticks per move", "Streichhölzer pro Zug", "1手で取れる本数"),
        Msg::TakeAny => t!("any number from one row", "beliebig viele aus einer Reihe", "1つの山から何本でも"),
        Msg::TakeUpTo => t!("1 up to k, k =", "1 bis k, k =", "1〜k本、k ="),
        Msg::TakeSet => t!("exactly one of the counts", "genau eine der Anzahlen", "次のいずれかの本数"),
        Msg::RowsLegend => t!("Rows (sticks per row)", "Reihen (Streichhölzer je Reihe)", "山(各山の本数)"),
        Msg::RowCountLabel { row } => t!(
            format!("Sticks in row {row}"),
            format!("Streichhölzer in Reihe {row}"),
            format!("{row}番目の山の本数")
        ),
        Msg::RemoveRow { row } => t!(
            format!("Remove row {row}"),
            format!("Reihe {row} entfernen"),
            format!("{row}番目の山を削除")
        ),
        Msg::AddRow => t!("Add a row", "Reihe hinzufügen", "山を追加"),
        Msg::StartGame => t!("Start this game", "Dieses Spiel starten", "このゲームを始める"),
        Msg::EntryProblem(error) => {
            let what = problem_text(lang, &error.problem);
            let field = match error.param.as_str() {
                "take" => t!("Sticks per move", "Streichhölzer pro Zug", "1手で取れる本数"),
                "rows" => t!("Rows", "Reihen", "山"),
                row => t!(format!("Row {row}"), format!("Reihe {row}"), format!("{row}番目の山")),
            };
            format!("{field}{}{what}{}", lang.colon(), lang.full_stop())
        }
        Msg::ThemeName(theme) => {
            use crate::ui::settings::Theme::*;
            match theme {
                Auto => t!("automatic", "automatisch", "自動"),
                Light => t!("light", "hell", "ライト"),
                Dark => t!("dark", "dunkel", "ダーク"),
                Contrast => t!("high contrast", "hoher Kontrast", "ハイコントラスト"),
            }
        }
    }
}

#[cfg(test)]
mod group_tests {
    #[test]
    fn thousands_are_grouped() {
        assert_eq!(super::group(0, ','), "0");
        assert_eq!(super::group(999, ','), "999");
        assert_eq!(super::group(1000, '.'), "1.000");
        assert_eq!(super::group(2_000_000, ','), "2,000,000");
        assert_eq!(super::group(1_234_567, ','), "1,234,567");
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_language_renders_every_kind_of_message() {
        let samples = [
            Msg::ToMove {
                player: 1,
                computer: None,
            },
            Msg::StickLabel {
                row: 2,
                stick: 5,
                take: 3,
            },
            Msg::NoMove {
                player: 2,
                computer: Some(2),
                empty: false,
            },
            Msg::Illegal(MoveError::CountNotAllowed { take: 2 }),
            Msg::LinkProblem(LinkError {
                param: "rows".into(),
                problem: Problem::Empty,
            }),
            Msg::RulesSummary {
                ending: Ending::Misere,
                take: Take::UpTo(3),
            },
        ];
        for lang in Lang::ALL {
            for msg in &samples {
                assert!(!tr(lang, msg).is_empty());
            }
        }
        assert_eq!(
            tr(
                Lang::En,
                &Msg::StickLabel {
                    row: 2,
                    stick: 5,
                    take: 3
                }
            ),
            "row 2, stick 5: takes 3"
        );
        assert!(tr(
            Lang::De,
            &Msg::LinkProblem(LinkError {
                param: "rows".into(),
                problem: Problem::Empty
            })
        )
        .contains("„rows“"));
    }
}

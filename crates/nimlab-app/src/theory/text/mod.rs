//! The theory pages' messages: Grundy tables, game graphs, sums of games, exercises.
//!
//! Terms follow the lecture slides: Grundy-Wert / グランディ数, mex, Vorperiode / 前周期,
//! Periode / 周期, Kern / 核, artinsch / アルティン的, lokal-endlich / 局所有限,
//! Rückwärtsinduktion / 後退帰納法.

mod exercise;
mod problems;
pub use problems::problem_text;
mod graph;
mod grundy;
mod octal;
mod sums;

use crate::i18n::{counted, pick, Lang};
use crate::play::text::{tr, Msg};
use crate::route::Problem;
use crate::route::SetEntryError;
use nimlab_core::exercise::Kind;
use nimlab_core::explain::sums::{Direction, TargetRow};
use nimlab_core::octal::TakeBreak;
use nimlab_core::Take;
use std::fmt::Display;

/// A message of the theory pages, with the numbers it shows.
#[derive(Clone, Debug, PartialEq)]
#[allow(missing_docs)]
pub enum T {
    // Shared.
    Presets,
    Show,
    /// A progress dot's name: its question and whether it was answered right.
    QuestionDot {
        n: u64,
        state: &'static str,
    },
    /// The accessible names of the Grundy page's two "Show" buttons.
    ShowSet,
    ShowRange,
    Back,
    Next,
    ShowAll,
    ToStart,
    ToEnd,
    StepOf {
        step: u64,
        total: u64,
    },
    /// The name of a group of step buttons.
    Steps,
    RowsLabel,
    TakeLabel,
    Entry {
        field: &'static str,
        problem: Problem,
    },
    // Grundy table.
    GrundyTitle {
        set: String,
    },
    GrundyIntro,
    /// The slides' examples of mex, each set with its mex.
    MexExamples {
        examples: Vec<(Vec<u64>, u64)>,
    },
    ChooseSet,
    PresetLabel {
        word: &'static str,
        set: String,
    },
    SetLabel,
    RangeLabel,
    SetEntry(SetEntryError),
    /// The table's range refused, with what was wrong with the entry.
    UptoEntry {
        max: u64,
        problem: Problem,
    },
    Satz1a {
        n: u64,
    },
    Satz1d {
        upto: u64,
        holds: bool,
        losses: u64,
    },
    NoPeriod,
    /// Stepping bottom-up with heaps still hidden: the period and theorems come later.
    PeriodPending,
    PeriodTitle {
        pre: u64,
        period: u64,
    },
    PeriodBlock {
        pre: u64,
        block: String,
    },
    PeriodClosed {
        period: u64,
    },
    PeriodCertificate {
        pre: u64,
        period: u64,
        window: u64,
    },
    PreperiodMinimal {
        n: u64,
        a: u64,
        b: u64,
        period: u64,
    },
    PeriodMinimal {
        period: u64,
    },
    ShowCheck,
    PeriodBeyond {
        upto: u64,
    },
    HeapLabel,
    /// The heap field's entry is refused: what is wrong with it, and what it takes.
    HeapEntry {
        problem: Problem,
    },
    HeapUnknown,
    HeapAny {
        n: u64,
    },
    HeapRem {
        n: u64,
        modulus: u64,
        value: u64,
    },
    HeapPeriodic {
        n: u64,
        pre: u64,
        period: u64,
        m: u64,
        value: u64,
    },
    HeapTable {
        n: u64,
        value: u64,
    },
    SeeGraph,
    Legend,
    TableLabel,
    StepTitle,
    StepStart,
    StepHint,
    StepNoMove {
        x: u64,
    },
    StepOptions {
        x: u64,
    },
    MoreOptions {
        more: u64,
    },
    NuTerminal {
        x: u64,
    },
    NuWin {
        x: u64,
        to: u64,
    },
    NuLoss {
        x: u64,
    },
    StepSatz1d {
        x: u64,
        nu: u8,
        g: u64,
        holds: bool,
    },
    // Take-and-break games on the Grundy page.
    /// The page's title: the game's name or code.
    BreakTitle {
        game: TakeBreak,
    },
    /// How γ is computed for a take-and-break game (`grundy`: Grundy's game).
    /// The link to play the game of the table.
    PlayBreakGame {
        game: TakeBreak,
    },
    BreakIntro {
        grundy: bool,
    },
    /// The group of the games' presets.
    GamePresets,
    /// A game by name: Kayles (0.77), Dawson's Kayles (0.07), …
    GameName {
        game: TakeBreak,
    },
    GameLabel,
    ShowGame,
    /// The game field's entry refused.
    GameEntry {
        problem: Problem,
    },
    /// One option of a row: take `take` sticks (0: a split), leaving rows `a` ≤ `b`.
    BreakOption {
        take: u64,
        a: u64,
        b: u64,
        ga: u64,
        gb: u64,
        value: u64,
    },
    /// The octal periodicity theorem's certificate; `t`, the last non-zero digit's index.
    OctalCertificate {
        pre: u64,
        period: u64,
        t: u64,
        checked: u64,
    },
    /// No period certified within the table (`t`: `None` for Grundy's game, which is not
    /// octal).
    OctalNoPeriod {
        upto: u64,
        t: Option<u64>,
    },
    /// What the literature knows of a game's period (`kayles`, `dawson`, `grundy`, `0.6`).
    KnownPeriod(&'static str),
    /// The table still being computed.
    BreakComputing {
        done: u64,
        upto: u64,
    },
    /// The heap field beyond the table without a certified period.
    BreakHeapUnknown {
        upto: u64,
    },
    // Game graphs.
    GraphOfPosition {
        rows: String,
        set: String,
    },
    GraphExercise,
    GraphCustom,
    /// The drawing's arrows as text, for a screen reader ("a → b, a → c"; empty: none).
    GraphArrows {
        list: String,
    },
    GraphIntro,
    GraphPreset(&'static str),
    TooManyNodes {
        limit: u64,
    },
    GraphInvalid,
    CycleRefused {
        cycle: String,
    },
    DefinitionsTitle,
    DefGraphTerm,
    DefGraph,
    DefArtinianTerm,
    DefArtinian,
    DefLocallyFiniteTerm,
    DefLocallyFinite,
    DefInductionTerm,
    DefInduction,
    DefKernelTerm,
    DefKernel,
    /// The slides' formalization of Nim as a graph.
    DefNimTerm,
    DefNim,
    /// The slides' tasks, stated before their solutions: the graph of heap 16 under "take one
    /// or two" and its wins and losses; ν and γ of the exercise graph; Nim as a graph; the
    /// winning moves of 7-5-3-1 under "take one or two".
    /// Theorem 1f (Bouton 1901) as the slides state it, with their example 7-5-3-1.
    Satz1f,
    TaskHeapGraph,
    TaskExerciseGraph,
    TaskNimGraph,
    TaskWinningMoves,
    /// Nim's history and the literature the source texts cite.
    HistoryTitle,
    History,
    LiteratureTitle,
    /// The source texts and the works they cite, split at " · " (titles as published, in every
    /// language, each marked with its own language as "{de:Nim-Spiel}", for screen readers).
    Literature,
    /// The proof of Theorem 1d by backward induction, its two cases.
    Satz1dProofTitle,
    Satz1dProof,
    InductionTitle,
    /// A graph without nodes.
    EmptyGraph,
    InductionStart {
        terminals: String,
    },
    InductionTerminal {
        node: String,
    },
    InductionStep {
        node: String,
        succ: String,
        set: String,
        g: u64,
        nu: u8,
    },
    /// The name of the drawing's legend.
    LegendTitle,
    /// The legend's ring of the node labelled in the step.
    LegendCurrent,
    /// The legend's ring of that node's successors.
    LegendSuccessors,
    /// The legend's fill of a node labelled a win.
    LegendWin,
    /// The legend's fill of a node labelled a loss.
    LegendLoss,
    /// The legend's ring of the kernel's nodes.
    LegendKernel,
    Kernel {
        nodes: String,
        stable: bool,
        dominating: bool,
    },
    EditCopy,
    /// The zoom buttons' group, the buttons, and the size shown between them (0: fit).
    ZoomLabel,
    ZoomIn,
    ZoomOut,
    ZoomLevel {
        percent: u64,
    },
    EditorTitle,
    NodeLabel,
    AddNode,
    ArrowFrom,
    ArrowTo,
    AddArrow,
    NodesList,
    ArrowsList,
    RemoveNode {
        label: String,
    },
    RemoveArrow {
        arrow: String,
    },
    ClearGraph,
    LabelEmpty,
    LabelTooLong {
        max: u64,
    },
    LabelExists {
        label: String,
    },
    ArrowNeedsNodes,
    ArrowExists {
        from: String,
        to: String,
    },
    ArrowCycle {
        from: String,
        to: String,
        cycle: String,
    },
    // Sums of games.
    SumsTitle,
    SumsIntro,
    /// Satz 1g (and 1f), shown when every row is plain Nim.
    Satz1g,
    SumPreset(&'static str),
    RulesPerRow,
    RulesCount {
        given: u64,
        rows: u64,
    },
    SumValue {
        value: u64,
        binary: String,
    },
    /// The name of the sums page's table of rows.
    SumRowsTable,
    ColRow,
    ColCount,
    ColRule,
    ColMoves,
    Impossible {
        required: u64,
    },
    TargetLabel,
    TargetOption {
        t: u64,
        winning: bool,
    },
    SumIsZero,
    /// A link's step past the last of a step-through.
    StepBeyond {
        asked: u64,
        last: u64,
    },
    /// A heap typed into the step panel beyond the table's range.
    HeapBeyond {
        /// The heap as typed: it may be too large for any number type.
        asked: String,
        last: u64,
    },
    TargetNotBelow {
        target: u64,
        value: u64,
    },
    SumStepValues {
        values: String,
        value: u64,
        binary: String,
    },
    SumStepZ {
        value: String,
        target: String,
        t: u64,
        z: String,
        top: u32,
        weight: u64,
    },
    SumStepRows {
        rows: String,
        top: u32,
    },
    SumStepReducing {
        row: u64,
        g: u64,
        required: u64,
        from: u64,
        to: u64,
        take: u64,
    },
    /// One option of a row in a list: "10 → 8 (take 2)".
    SumOption {
        from: u64,
        to: u64,
        take: u64,
    },
    /// A reducing row with more than one option of the required value, listed.
    SumStepReducingSome {
        row: u64,
        g: u64,
        required: u64,
        options: String,
    },
    SumStepRaising {
        row: u64,
        g: u64,
        required: u64,
        from: u64,
        to: u64,
        take: u64,
    },
    /// A raising row with more than one option of the required value, listed.
    SumStepRaisingSome {
        row: u64,
        g: u64,
        required: u64,
        options: String,
    },
    SumStepNoRaise {
        row: u64,
        g: u64,
        required: u64,
    },
    SumNoRaising,
    SumStepAll {
        t: u64,
        count: u64,
    },
    TargetMove {
        row: u64,
        take: u64,
        from: u64,
        to: u64,
        g: u64,
        required: u64,
        raising: bool,
    },
    PlayThis,
    /// A row under a take-and-break game: the options (each as [`T::BreakOption`] words)
    /// worth the value the row must take.
    SumStepSplit {
        row: u64,
        g: u64,
        required: u64,
        options: String,
        raising: bool,
    },
    /// A move in a row under a take-and-break game: `arrow` is "10 → 4 + 5".
    SplitMove {
        row: u64,
        take: u64,
        arrow: String,
    },
    /// A move to the target in a row under a take-and-break game: `arrow` is "10 → 4 + 5".
    TargetSplit {
        row: u64,
        take: u64,
        arrow: String,
        g: u64,
        required: u64,
        raising: bool,
    },
    // Exercises.
    /// A round on a take-and-break game of a kind it does not offer.
    ExGameKind {
        kind: Kind,
    },
    /// A round on a take-and-break game under misère play.
    ExGameMisere,
    /// The rules' line of a round on a take-and-break game.
    ExBreakRules {
        game: TakeBreak,
    },
    /// How a row's value is found in a take-and-break game.
    ExBreakMexRule,
    /// The rows' Grundy values in a take-and-break game.
    ExBreakRowValues {
        values: String,
        game: TakeBreak,
    },
    ExerciseTitle(Kind),
    KindLabel,
    EndLabel,
    EndNormal,
    EndMisere,
    LevelLabel,
    SeedLabel,
    StartRound,
    ExerciseTakeTooLarge {
        max: u64,
    },
    Score {
        correct: u64,
        answered: u64,
        total: u64,
    },
    Questions,
    QuestionHeading {
        index: u64,
        difficulty: u64,
    },
    AskPorN,
    AskWinningMoves,
    AskMex {
        x: u64,
        misere: bool,
    },
    AskRow {
        n: u64,
        misere: bool,
    },
    MexRule {
        set: String,
        misere: bool,
    },
    AnswerP,
    AnswerN,
    Check,
    YourAnswer,
    NotAWholeNumber,
    Right,
    Wrong {
        answer: String,
    },
    WhyTitle,
    NextQuestion,
    RoundDone {
        correct: u64,
        total: u64,
    },
    NewRound,
    RetryRound,
    Harder,
    SheetTitle,
    SheetNote,
    AnswerKey,
    ExRowValues {
        values: String,
        any: bool,
        set: String,
    },
    ExXor {
        terms: String,
        value: u64,
        binary: String,
    },
    ExZeroIsP,
    ExNonZeroIsN {
        top: u32,
    },
    ExWinningMoves {
        moves: String,
    },
    ExMisereCount {
        large: u64,
        single: u64,
        case: &'static str,
    },
    ExMisereA {
        nim_sum: u64,
    },
    ExMisereB {
        row: u64,
        keep: u64,
    },
    ExMisereC {
        single: u64,
    },
    ExOutcome {
        outcome: &'static str,
    },
    ExOptionsIntro,
    ExOptionsVerdict {
        outcome: &'static str,
    },
    ExMisereValues,
    ExAnyRule {
        n: u64,
        value: u64,
        misere: bool,
    },
    ExNoMove {
        n: u64,
        value: u64,
        misere: bool,
    },
    ExReduce {
        n: u64,
        pre: u64,
        period: u64,
        m: u64,
    },
}

/// The allowed counts as a set: "{1, 2}", "{1, …, 10}", or "ℕ⁺" when any count is allowed.
pub fn set_text(take: &Take) -> String {
    match take {
        Take::Any => "{1, 2, 3, …}".into(),
        Take::UpTo(1) => "{1}".into(),
        Take::UpTo(2) => "{1, 2}".into(),
        Take::UpTo(3) => "{1, 2, 3}".into(),
        Take::UpTo(k) => format!("{{1, …, {k}}}"),
        Take::Set(s) => {
            let c = s.counts();
            if c.len() > 12 {
                let head: Vec<String> = c[..10].iter().map(u64::to_string).collect();
                format!("{{{}, …, {}}}", head.join(", "), c[c.len() - 1])
            } else {
                format!(
                    "{{{}}}",
                    c.iter().map(u64::to_string).collect::<Vec<_>>().join(", ")
                )
            }
        }
    }
}

/// One row of Satz 1g's construction: the move that lowers or raises its Grundy value to the
/// one required, or (raising) that no option has that value. `None` for a reducing row without
/// a move, which cannot be: γ is a mex, so every smaller value is an option's.
pub fn target_row_text(lang: Lang, r: &TargetRow) -> Option<String> {
    let (row, g, required, from) = (r.row as u64 + 1, r.grundy, r.required, r.count);
    // Every option of the required value: a row may have several (10 → 8 and 10 → 5 under
    // {2, 5, 7}), and each is a move to t.
    let options = || {
        let items: Vec<String> = r
            .moves
            .iter()
            .map(|m| {
                tt(
                    lang,
                    &T::SumOption {
                        from,
                        to: from - m.take,
                        take: m.take,
                    },
                )
            })
            .collect();
        crate::i18n::join(lang, &items, false)
    };
    let text = match (r.direction, r.moves.as_slice()) {
        (Direction::Reducing, [m]) => T::SumStepReducing {
            row,
            g,
            required,
            from,
            to: from - m.take,
            take: m.take,
        },
        (Direction::Raising, [m]) => T::SumStepRaising {
            row,
            g,
            required,
            from,
            to: from - m.take,
            take: m.take,
        },
        (Direction::Reducing, [_, _, ..]) => T::SumStepReducingSome {
            row,
            g,
            required,
            options: options(),
        },
        (Direction::Raising, [_, _, ..]) => T::SumStepRaisingSome {
            row,
            g,
            required,
            options: options(),
        },
        (Direction::Raising, []) => T::SumStepNoRaise { row, g, required },
        (Direction::Reducing, []) => return None,
    };
    Some(tt(lang, &text))
}

/// `value` in binary with at least `width` digits, marked as binary: 2 → "10₂".
pub fn bin(value: u64, width: usize) -> String {
    format!("{value:0width$b}₂")
}

/// The verdict on a theorem's check: a tick, or a cross saying it is violated.
fn yes(lang: Lang, ok: bool) -> &'static str {
    if ok {
        "✓"
    } else {
        pick(lang, ["✗ (violated)", "✗ (verletzt)", "✗(不成立)"])
    }
}

/// "1 loss", "3 losses": the count of loss positions with its noun (in Japanese, 3 個).
fn losses_text(lang: Lang, n: u64) -> String {
    crate::i18n::counted(
        lang,
        n,
        ("loss", "losses"),
        ("Verlustposition", "Verlustpositionen"),
        "個",
    )
}

/// A typed range `a-b` or `a..b` written the other way round, `b-a`.
pub(crate) fn swapped_range(range: &str) -> String {
    let (a, b) = range.split_once(['-', '.']).unwrap_or((range, ""));
    format!("{}-{a}", b.trim_start_matches('.'))
}

/// A number field's entry refused: the field, what is wrong with the entry, and what it takes.
fn number_entry(lang: Lang, label: &str, max: &dyn Display, problem: &Problem) -> String {
    let what = problem_text(lang, problem);
    let what = format!("{label}{}{what}{}", lang.colon(), lang.full_stop());
    let ask = crate::text!(
        lang,
        "Enter a whole number from 0 to {0}.",
        "Eine ganze Zahl von 0 bis {0} eingeben.",
        "0〜{0} の整数を入力してください。",
        max
    );
    lang.sentences([what, ask])
}

impl T {
    /// The field whose entry this message refuses, by the name it gives it.
    pub fn field(&self) -> Option<&'static str> {
        match self {
            T::Entry { field, .. } => Some(field),
            T::RulesCount { .. } | T::ExerciseTakeTooLarge { .. } => Some("take"),
            _ => None,
        }
    }
}

/// Renders a theory message in a language.
pub fn tt(lang: Lang, msg: &T) -> String {
    // Each page's messages render in their own function; every variant belongs to one of them.
    let pages: [fn(Lang, &T) -> Option<String>; 6] = [
        shared,
        grundy::grundy,
        octal::octal,
        graph::graph,
        sums::sums,
        exercise::exercise,
    ];
    pages
        .iter()
        .find_map(|page| page(lang, msg))
        .unwrap_or_default()
}

/// The messages several theory pages share: step buttons, entry fields, presets. `None` for another page's message.
fn shared(lang: Lang, msg: &T) -> Option<String> {
    Some(match msg {
        T::Presets => pick(lang, ["Examples", "Beispiele", "例"]).into(),
        T::QuestionDot { n, state } => match *state {
            "right" => crate::text!(
                lang,
                "Question {0}, right",
                "Frage {0}, richtig",
                "問題 {0}、正解",
                n
            ),
            "wrong" => crate::text!(
                lang,
                "Question {0}, wrong",
                "Frage {0}, falsch",
                "問題 {0}、不正解",
                n
            ),
            _ => crate::text!(
                lang,
                "Question {0}, not answered yet",
                "Frage {0}, noch offen",
                "問題 {0}、未回答",
                n
            ),
        },
        T::Show => pick(lang, ["Show", "Zeigen", "表示"]).into(),
        T::ShowSet => pick(
            lang,
            ["Show this set", "Diese Menge zeigen", "この集合を表示"],
        )
        .into(),
        T::ShowRange => pick(
            lang,
            ["Show this range", "Diesen Bereich zeigen", "この範囲を表示"],
        )
        .into(),
        T::Back => pick(lang, ["◀ Back", "◀ Zurück", "◀ 戻る"]).into(),
        T::Next => pick(lang, ["Next ▶", "Weiter ▶", "次へ ▶"]).into(),
        T::ShowAll => pick(lang, ["Show all", "Alles zeigen", "すべて表示"]).into(),
        T::ToStart => pick(lang, ["« Start", "« Anfang", "« 最初"]).into(),
        T::ToEnd => pick(lang, ["End »", "Ende »", "最後 »"]).into(),
        T::Steps => pick(lang, ["Steps", "Schritte", "ステップ"]).into(),
        T::StepOf { step, total } => crate::text!(
            lang,
            "Step {0} of {1}",
            "Schritt {0} von {1}",
            "ステップ {0} / {1}",
            step,
            total
        ),
        T::RowsLabel => pick(lang, ["Rows", "Reihen", "山"]).into(),
        T::TakeLabel => pick(
            lang,
            [
                "Allowed counts (any, 1-K or A,B,C)",
                "Erlaubte Anzahlen (any = beliebig viele, 1-K oder A,B,C)",
                "取れる本数(any = 何本でも、1-K、A,B,C)",
            ],
        )
        .into(),
        T::Entry { field, problem } => {
            // The play catalog words the problem; the field is named here.
            let what = problem_text(lang, problem);
            let label = match *field {
                "rows" => T::RowsLabel,
                "seed" => T::SeedLabel,
                _ => T::TakeLabel,
            };
            format!(
                "{}{}{what}{}",
                tt(lang, &label),
                lang.colon(),
                lang.full_stop()
            )
        }
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn check(msg: &T, [en, de, ja]: [&str; 3]) {
        for (lang, want) in [(Lang::En, en), (Lang::De, de), (Lang::Ja, ja)] {
            assert_eq!(tt(lang, msg), want, "{msg:?} in {lang:?}");
        }
    }

    /// The texts as they were before the catalog moved to `text!`: at least one message of each
    /// page, with every branch that picks a different sentence by its numbers.
    #[test]
    fn messages_render_as_before() {
        let table = [
            (
                T::StepOf { step: 3, total: 4 },
                [
                    "Step 3 of 4",
                    "Schritt 3 von 4",
                    "ステップ 3 / 4",
                ],
            ),
            (
                T::Entry { field: "seed", problem: Problem::NotANumber { value: "x".into() } },
                [
                    "Sheet number: “x” is not a whole number written with the digits 0–9.",
                    "Blattnummer: „x“ ist keine mit den Ziffern 0–9 geschriebene ganze Zahl.",
                    "シート番号：「x」は数字0〜9で書かれた整数ではありません。",
                ],
            ),
            (
                T::GrundyTitle { set: "s0".to_string() },
                [
                    "Grundy values of the subtraction game S = s0",
                    "Grundy-Werte des Subtraktionsspiels S = s0",
                    "減算ゲーム S = s0 のグランディ数",
                ],
            ),
            (
                T::SetEntry(SetEntryError::Reversed("3-1".into())),
                [
                    "The range “3-1” runs backwards: write the smaller count first, 1-3.",
                    "Der Bereich „3-1“ läuft rückwärts: die kleinere Anzahl zuerst schreiben, 1-3.",
                    "範囲「3-1」が逆順です：小さい方を先に 1-3 と書いてください。",
                ],
            ),
            (
                T::PeriodCertificate { pre: 3, period: 4, window: 1 },
                [
                    "Certificate: γ(n) = γ(n + 4) was checked for n = 3. From x = 1 = max S on, every γ(x) depends only on the value before it, so equal windows give equal successors: the repetition goes on forever.",
                    "Zertifikat: γ(n) = γ(n + 4) wurde für n = 3 geprüft. Ab x = 1 = max S hängt jedes γ(x) nur vom Wert davor ab; gleiche Fenster haben gleiche Nachfolger, also setzt sich die Wiederholung für immer fort.",
                    "検証：n = 3 で γ(n) = γ(n + 4) を確認しました。x = 1 = max S 以降、各 γ(x) は直前の値だけで決まるので、同じ窓からは同じ値が続き、繰り返しは永遠に続きます。",
                ],
            ),
            (
                T::HeapPeriodic { n: 3, pre: 0, period: 5, m: 6, value: 7 },
                [
                    "γ(x) = γ(x rem 5), so γ(3) = γ(6) = 7",
                    "γ(x) = γ(x rem 5), also γ(3) = γ(6) = 7",
                    "γ(x) = γ(x rem 5)。よって γ(3) = γ(6) = 7",
                ],
            ),
            (
                T::StepSatz1d { x: 3, nu: 4, g: 5, holds: false },
                [
                    "Theorem 1d: ν(3) = 4 and γ(3) ∧ 1 = 1 ✗ (violated)",
                    "Satz 1d: ν(3) = 4 und γ(3) ∧ 1 = 1 ✗ (verletzt)",
                    "定理 1d：ν(3) = 4、γ(3) ∧ 1 = 1 ✗(不成立)",
                ],
            ),
            (
                T::Satz1d { upto: 3, holds: false, losses: 1 },
                [
                    "Theorem 1d: ν = γ ∧ 1, that is, ν(x) = 0 if γ(x) = 0 and 1 if γ(x) ≥ 1 (∧ takes the smaller number). ν is computed by its own recursion ν(x) = 1 − min ν(y) (0 without a move); it is 0 exactly where γ = 0 for x = 0 … 3: ✗ (violated) (1 loss)",
                    "Satz 1d: ν = γ ∧ 1, das heißt ν(x) = 0, falls γ(x) = 0, und 1, falls γ(x) ≥ 1 (∧ nimmt die kleinere Zahl). ν wird mit eigener Rekursion ν(x) = 1 − min ν(y) berechnet (0 ohne Zug); es ist genau dort 0, wo γ = 0, für x = 0 … 3: ✗ (verletzt) (1 Verlustposition)",
                    "定理 1d：ν = γ ∧ 1、つまり γ(x) = 0 なら ν(x) = 0、γ(x) ≥ 1 なら 1(∧ は小さい方をとる)。ν は独自の漸化式 ν(x) = 1 − min ν(y)(手がなければ 0)で計算し、x = 0 … 3 で γ = 0 のところでちょうど 0：✗(不成立)(負け局面 1個)",
                ],
            ),
            (
                T::GraphArrows { list: String::new() },
                [
                    "The graph has no arrows.",
                    "Der Graph hat keine Pfeile.",
                    "このグラフには矢印がありません。",
                ],
            ),
            (
                T::InductionStep { node: "s0".to_string(), succ: "s1".to_string(), set: "s2".to_string(), g: 6, nu: 7 },
                [
                    "s0 → s1. mex{s2} = 6, so (ν, γ) = (7, 6).",
                    "s0 → s1. mex{s2} = 6, also (ν, γ) = (7, 6).",
                    "s0 → s1。mex{s2} = 6 なので (ν, γ) = (7, 6)。",
                ],
            ),
            (
                T::ZoomLevel { percent: 0 },
                [
                    "standard size",
                    "Standardgröße",
                    "標準サイズ",
                ],
            ),
            (
                T::ZoomLevel { percent: 3 },
                [
                    "3 %",
                    "3 %",
                    "3%",
                ],
            ),
            (
                T::ArrowCycle { from: "s0".to_string(), to: "s1".to_string(), cycle: "s2".to_string() },
                [
                    "Refused: the arrow s0 → s1 would close the cycle s2. A game graph must be artinian (no infinite play), or backward induction never starts.",
                    "Abgelehnt: der Pfeil s0 → s1 würde den Zyklus s2 schließen. Ein Spielgraph muss artinsch sein (keine unendliche Partie), sonst beginnt die Rückwärtsinduktion nie.",
                    "拒否：矢印 s0 → s1 は閉路 s2 を作ります。ゲームグラフはアルティン的(無限の対局がない)でなければならず、そうでないと後退帰納法が始まりません。",
                ],
            ),
            (
                T::RulesCount { given: 3, rows: 1 },
                [
                    "3 rules for 1 row: give one rule for all rows or exactly one per row.",
                    "3 Regeln für 1 Reihe: eine Regel für alle oder genau eine je Reihe angeben.",
                    "1 個の山に 3 個のルール：全体で1つか、山ごとにちょうど1つ指定してください。",
                ],
            ),
            (
                T::SumStepZ { value: "s0".to_string(), target: "s1".to_string(), t: 5, z: "s3".to_string(), top: 7, weight: 8 },
                [
                    "To reach t = 5 we need z = γ(x) ⊕ t = s0 ⊕ s1 = s3. Its highest bit is ℓ = 7 (weight 8).",
                    "Um t = 5 zu erreichen, brauchen wir z = γ(x) ⊕ t = s0 ⊕ s1 = s3. Sein höchstes Bit ist ℓ = 7 (Stellenwert 8).",
                    "t = 5 にするには z = γ(x) ⊕ t = s0 ⊕ s1 = s3。その最上位ビットは ℓ = 7(8 の位)。",
                ],
            ),
            (
                T::TargetMove { row: 3, take: 4, from: 5, to: 6, g: 7, required: 8, raising: true },
                [
                    "Row 3: take 4 (5 → 6): γ 7 → 8 (raising)",
                    "Reihe 3: 4 nehmen (5 → 6): γ 7 → 8 (erhöhend)",
                    "3番目の山から4本取る(5 → 6)：γ 7 → 8(値を増やす手)",
                ],
            ),
            (
                T::TargetOption { t: 3, winning: true },
                [
                    "0 (winning moves)",
                    "0 (Gewinnzüge)",
                    "0(必勝手)",
                ],
            ),
            (
                T::AskRow { n: 1, misere: false },
                [
                    "A single row of 1 stick. What is its value γ(1)?",
                    "Eine einzelne Reihe mit 1 Holz. Wie groß ist ihr Wert γ(1)?",
                    "1本の山が1つ。その値 γ(1) はいくつ？",
                ],
            ),
            (
                T::AskRow { n: 3, misere: true },
                [
                    "A single row of 3 sticks. What is its value γ⁻(3)?",
                    "Eine einzelne Reihe mit 3 Hölzern. Wie groß ist ihr Wert γ⁻(3)?",
                    "3本の山が1つ。その値 γ⁻(3) はいくつ？",
                ],
            ),
            (
                T::ExMisereB { row: 3, keep: 0 },
                [
                    "Exactly one large row: N. Take all of row 3, so that an odd number of single sticks remains.",
                    "Genau eine große Reihe: N. Reihe 3 ganz nehmen, sodass eine ungerade Zahl einzelner Hölzer bleibt.",
                    "大きい山がちょうど1つ：N。3番目の山を全部取り、1本の山が奇数個残るようにする。",
                ],
            ),
            (
                T::ExReduce { n: 3, pre: 4, period: 5, m: 6 },
                [
                    "The values repeat with period 5 from 4 on (certified), so heap 3 has the value of heap 4 + (3 − 4) rem 5 = 6.",
                    "Die Werte wiederholen sich ab 4 mit Periode 5 (zertifiziert), also hat Haufen 3 den Wert von Haufen 4 + (3 − 4) rem 5 = 6.",
                    "値は 4 以降、周期 5 で繰り返す(証明済み)。よって山 3 の値は山 4 + (3 − 4) rem 5 = 6 の値と同じ。",
                ],
            ),
            (
                T::MexRule { set: "s0".to_string(), misere: false },
                [
                    "S = s0: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }.",
                    "S = s0: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }.",
                    "S = s0：γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }。",
                ],
            ),
            (
                T::HeapEntry { problem: Problem::TooLarge { value: "10001".into(), max: 10_000 } },
                [
                    "x: 10001 is above the limit of 10000. Enter a whole number from 0 to 10¹⁸.",
                    "x: 10001 liegt über der Grenze 10000. Eine ganze Zahl von 0 bis 10¹⁸ eingeben.",
                    "x：10001 は上限 10000 を超えています。0〜10¹⁸ の整数を入力してください。",
                ],
            ),
            (
                T::ExXor { terms: "s0".to_string(), value: 4, binary: "s2".to_string() },
                [
                    "γ(x) = s0 = s2 = 4",
                    "γ(x) = s0 = s2 = 4",
                    "γ(x) = s0 = s2 = 4",
                ],
            ),
        ];
        for (msg, texts) in &table {
            check(msg, *texts);
        }
    }

    #[test]
    fn a_row_with_several_options_of_the_value_names_them_all() {
        // 10-11-12 under {2, 5, 7}: row 1 (γ(10) = 1) reaches the required value 3 by
        // 10 → 8 and 10 → 5, both raising.
        let set = Take::Set(nimlab_core::SubtractionSet::new(vec![2, 5, 7]).unwrap());
        let position = nimlab_core::Position::new(vec![10, 11, 12]);
        let c = nimlab_core::explain::sums::target_moves(&set, &position, 0).unwrap();
        let row = &c.rows[0];
        assert_eq!(row.moves.len(), 2, "{row:?}");
        let text = target_row_text(Lang::En, row).unwrap();
        assert!(
            text.contains("the options 10 → 8 (take 2) and 10 → 5 (take 5) all have"),
            "{text}"
        );
        assert!(text.ends_with("Additional, raising moves!"), "{text}");
        let de = target_row_text(Lang::De, row).unwrap();
        assert!(
            de.contains("10 → 8 (2 nehmen) und 10 → 5 (5 nehmen)"),
            "{de}"
        );
        let ja = target_row_text(Lang::Ja, row).unwrap();
        assert!(ja.contains("10 → 8(2本取る)、10 → 5(5本取る)"), "{ja}");
        // One option: named alone, as before.
        let one = c.rows.iter().find(|r| r.moves.len() == 1).unwrap();
        assert!(!target_row_text(Lang::En, one).unwrap().contains("options"));
    }

    #[test]
    fn sets_and_binary() {
        assert_eq!(set_text(&Take::UpTo(2)), "{1, 2}");
        assert_eq!(set_text(&Take::UpTo(10)), "{1, …, 10}");
        assert_eq!(bin(2, 2), "10₂");
        assert_eq!(bin(1, 3), "001₂");
        assert_eq!(bin(0, 0), "0₂");
    }

    #[test]
    fn a_mex_question_names_its_known_heaps_as_a_range_only_when_there_are_several() {
        let ask = |lang, x, misere| tt(lang, &T::AskMex { x, misere });
        assert_eq!(
            ask(Lang::En, 1, false),
            "The value of heap 0 is given. What is γ(1)?"
        );
        assert_eq!(
            ask(Lang::De, 1, true),
            "Der Wert des Haufens 0 ist gegeben. Wie groß ist γ⁻(1)?"
        );
        assert_eq!(
            ask(Lang::Ja, 1, false),
            "山 0 の値は与えられています。γ(1) はいくつ？"
        );
        assert_eq!(
            ask(Lang::En, 4, false),
            "The values of heaps 0 … 3 are given. What is γ(4)?"
        );
    }

    #[test]
    fn a_certificate_of_one_value_names_it_in_the_singular() {
        let certificate = |lang, window| {
            tt(
                lang,
                &T::PeriodCertificate {
                    pre: 0,
                    period: 1,
                    window,
                },
            )
        };
        let one = certificate(Lang::En, 1);
        assert!(
            one.starts_with("Certificate: γ(n) = γ(n + 1) was checked for n = 0. "),
            "{one}"
        );
        assert!(one.contains("depends only on the value before it"), "{one}");
        assert!(certificate(Lang::De, 1).contains(
            "für n = 0 geprüft. Ab x = 1 = max S hängt jedes γ(x) nur vom Wert davor ab"
        ));
        assert!(!certificate(Lang::Ja, 1).contains("0 … 0"));
        assert!(certificate(Lang::En, 3).contains("for the 3 consecutive n = 0 … 2"));
    }

    #[test]
    fn every_language_says_something() {
        for lang in Lang::ALL {
            for msg in [
                T::GrundyIntro,
                T::DefKernel,
                T::SumsIntro,
                T::ExerciseTitle(Kind::NextMex),
                T::Satz1a { n: 3 },
            ] {
                assert!(!tt(lang, &msg).is_empty());
            }
        }
        assert!(tt(Lang::De, &T::PeriodTitle { pre: 8, period: 3 }).contains("Vorperiode 8"));
        let mex = T::MexExamples {
            examples: vec![(vec![0, 1, 3, 5], 2), (vec![], 0)],
        };
        assert_eq!(
            tt(Lang::En, &mex),
            "Examples: mex{0, 1, 3, 5} = 2; mex{} = 0."
        );
        assert!(tt(Lang::Ja, &T::DefArtinianTerm).contains("アルティン"));
        // The literature is split at " · " into a list: nine works in every language, each with
        // a title marked with its language.
        for lang in Lang::ALL {
            let works = tt(lang, &T::Literature);
            assert_eq!(works.split(" · ").count(), 9, "{lang:?}");
            for work in works.split(" · ") {
                assert!(work.contains('{'), "{lang:?} {work}");
                for marked in work.split('{').skip(1) {
                    let (title, _) = marked.split_once('}').expect("closed");
                    let (code, title) = title.split_once(':').expect("a language");
                    assert!(["de", "en", "fr", "ja"].contains(&code) && !title.is_empty());
                }
            }
        }
        let e = T::Entry {
            field: "seed",
            problem: Problem::NotANumber { value: "x".into() },
        };
        assert!(
            tt(Lang::En, &e).starts_with("Sheet number: “x”"),
            "{}",
            tt(Lang::En, &e)
        );
        assert!(
            tt(Lang::De, &e).starts_with("Blattnummer: „x“"),
            "{}",
            tt(Lang::De, &e)
        );
        assert!(
            tt(Lang::Ja, &e).starts_with("シート番号：「x」"),
            "{}",
            tt(Lang::Ja, &e)
        );
        // The heap field names what is wrong with an entry before it says what it takes.
        let heap = |value: &str| T::HeapEntry {
            problem: Problem::NotANumber {
                value: value.into(),
            },
        };
        assert!(
            tt(Lang::En, &heap("-5")).starts_with("x: “-5” is not a whole number"),
            "{}",
            tt(Lang::En, &heap("-5"))
        );
        assert!(tt(Lang::En, &heap("-5")).ends_with(". Enter a whole number from 0 to 10¹⁸."));
        assert!(tt(Lang::Ja, &heap("-5")).contains("。0〜10¹⁸"));
        // A range typed backwards is named with the way round that works.
        let backwards = |value: &str| T::Entry {
            field: "take",
            problem: Problem::ReversedRange {
                value: value.into(),
            },
        };
        assert_eq!(
            tt(Lang::En, &backwards("3..1")),
            "Allowed counts (any, 1-K or A,B,C): the range “3..1” runs backwards: write the smaller count first, 1-3."
        );
        assert!(tt(Lang::De, &backwards("10-2")).ends_with("zuerst schreiben, 2-10."));
        assert!(tt(Lang::Ja, &backwards("3-1")).contains("1-3"));
        for lang in Lang::ALL {
            let upto = tt(
                lang,
                &T::UptoEntry {
                    max: 10_000,
                    problem: Problem::TooLarge {
                        value: "10001".into(),
                        max: 10_000,
                    },
                },
            );
            assert!(upto.contains("10001") && upto.contains("10000"), "{upto}");
        }
    }
}

//! The theory pages' messages: Grundy tables, game graphs, sums of games, exercises.
//!
//! Terms follow the lecture slides: Grundy-Wert / グランディ数, mex, Vorperiode / 前周期,
//! Periode / 周期, Kern / 核, artinsch / アルティン的, lokal-endlich / 局所有限,
//! Rückwärtsinduktion / 後退帰納法.

use crate::i18n::{counted, Lang};
use crate::play::text::{tr, Msg};
use crate::route::text::{problem_text, swapped_range};
use crate::route::Problem;
use crate::theory::grundy::page::SetEntryError;
use nimlab_core::exercise::Kind;
use nimlab_core::explain::sums::{Direction, TargetRow};
use nimlab_core::Take;
use std::fmt::{Display, Write};

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
    // Exercises.
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

fn yes(lang: Lang, ok: bool) -> &'static str {
    match (ok, lang) {
        (true, _) => "✓",
        (false, Lang::En) => "✗ (violated)",
        (false, Lang::De) => "✗ (verletzt)",
        (false, Lang::Ja) => "✗(不成立)",
    }
}

/// The text of one language.
fn pick(lang: Lang, en: &'static str, de: &'static str, ja: &'static str) -> &'static str {
    match lang {
        Lang::En => en,
        Lang::De => de,
        Lang::Ja => ja,
    }
}

fn s(lang: Lang, en: &'static str, de: &'static str, ja: &'static str) -> String {
    pick(lang, en, de, ja).to_string()
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

/// A number field's entry refused: the field, what is wrong with the entry, and what it takes.
fn number_entry(lang: Lang, label: &str, max: &dyn Display, problem: &Problem) -> String {
    let what = problem_text(lang, problem);
    let what = format!("{label}{}{what}{}", lang.colon(), lang.full_stop());
    let ask = f(
        lang,
        "Enter a whole number from 0 to %0.",
        "Eine ganze Zahl von 0 bis %0 eingeben.",
        "0〜%0 の整数を入力してください。",
        &[max],
    );
    lang.sentences([what, ask])
}

/// Fills a template: `%0` … `%9` stand for the arguments, so each language may order them
/// as its grammar needs. One small function instead of a `format!` per language keeps the
/// catalog compact in the WebAssembly bundle.
fn f(
    lang: Lang,
    en: &'static str,
    de: &'static str,
    ja: &'static str,
    args: &[&dyn Display],
) -> String {
    let mut out = String::new();
    let mut chars = pick(lang, en, de, ja).chars().peekable();
    while let Some(c) = chars.next() {
        match (c, chars.peek().and_then(|d| d.to_digit(10))) {
            ('%', Some(d)) => {
                chars.next();
                let _ = write!(out, "{}", args[d as usize]);
            }
            _ => out.push(c),
        }
    }
    out
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
    match msg {
        T::Presets => s(lang, "Examples", "Beispiele", "例"),
        T::QuestionDot { n, state } => match *state {
            "right" => f(lang, "Question %0, right", "Frage %0, richtig", "問題 %0、正解", &[n]),
            "wrong" => f(lang, "Question %0, wrong", "Frage %0, falsch", "問題 %0、不正解", &[n]),
            _ => f(lang, "Question %0, not answered yet", "Frage %0, noch offen", "問題 %0、未回答", &[n]),
        },
        T::Show => s(lang, "Show", "Zeigen", "表示"),
        T::ShowSet => s(lang, "Show this set", "Diese Menge zeigen", "この集合を表示"),
        T::ShowRange => s(lang, "Show this range", "Diesen Bereich zeigen", "この範囲を表示"),
        T::Back => s(lang, "◀ Back", "◀ Zurück", "◀ 戻る"),
        T::Next => s(lang, "Next ▶", "Weiter ▶", "次へ ▶"),
        T::ShowAll => s(lang, "Show all", "Alles zeigen", "すべて表示"),
        T::ToStart => s(lang, "« Start", "« Anfang", "« 最初"),
        T::ToEnd => s(lang, "End »", "Ende »", "最後 »"),
        T::Steps => s(lang, "Steps", "Schritte", "ステップ"),
        T::StepOf { step, total } => f(lang, "Step %0 of %1", "Schritt %0 von %1", "ステップ %0 / %1", &[&step, &total]),
        T::RowsLabel => s(lang, "Rows", "Reihen", "山"),
        T::TakeLabel => s(lang, "Allowed counts (any, 1-K or A,B,C)", "Erlaubte Anzahlen (any = beliebig viele, 1-K oder A,B,C)", "取れる本数(any = 何本でも、1-K、A,B,C)"),
        T::Entry { field, problem } => {
            // The play catalog words the problem; the field is named here.
            let what = problem_text(lang, problem);
            let label = match *field {
                "rows" => T::RowsLabel,
                "seed" => T::SeedLabel,
                _ => T::TakeLabel,
            };
            format!("{}{}{what}{}", tt(lang, &label), lang.colon(), lang.full_stop())
        }

        T::GrundyTitle { set } => f(lang, "Grundy values of the subtraction game S = %0", "Grundy-Werte des Subtraktionsspiels S = %0", "減算ゲーム S = %0 のグランディ数", &[&set]),
        T::GrundyIntro => s(lang, "A heap of x sticks; a move takes s ∈ S sticks. Bottom-up, as on the slides: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }, the smallest natural number not among the options' values, and ν(x) = 1 (win) or 0 (loss).", "Ein Haufen von x Hölzern; ein Zug nimmt s ∈ S Hölzer. Bottom-up wie auf den Folien: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }, die kleinste natürliche Zahl, die unter den Werten der Optionen fehlt, und ν(x) = 1 (Gewinn) oder 0 (Verlust).", "x 本の山から、1手で s ∈ S 本取る。スライドのように下から順に：γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }(選択肢の値に現れない最小の自然数)、ν(x) = 1(勝ち)または 0(負け)。"),
        T::MexExamples { examples } => {
            let list = examples
                .iter()
                .map(|(set, m)| {
                    let set: Vec<String> = set.iter().map(u64::to_string).collect();
                    format!("mex{{{}}} = {m}", set.join(", "))
                })
                .collect::<Vec<_>>()
                .join(lang.semicolon());
            f(lang, "Examples from the slides: %0.", "Beispiele von den Folien: %0.", "スライドの例：%0。", &[&list])
        }
        T::ChooseSet => s(lang, "Subtraction set and range", "Subtraktionsmenge und Bereich", "減算集合と範囲"),
        T::PresetLabel { word, set } => match *word {
            "1-2" => f(lang, "%0 take one or two", "%0 Nimm eins oder zwei", "%0 1本か2本", &[&set]),
            "bachet" => f(lang, "%0 Bachet", "%0 Bachet", "%0 バシェ", &[&set]),
            _ => set.clone(),
        },
        T::SetLabel => s(lang, "S = ", "S = ", "S = "),
        T::RangeLabel => s(lang, "x from 0 to", "x von 0 bis", "x = 0 〜"),
        T::SetEntry(e) => match e {
            SetEntryError::Empty => s(lang, "Enter at least one count, e.g. 1, 2 or 2, 5, 7.", "Mindestens eine Anzahl eingeben, z. B. 1, 2 oder 2, 5, 7.", "取れる本数を1つ以上入力してください(例：1, 2 や 2, 5, 7)。"),
            SetEntryError::NotANumber(t) => f(lang, "“%0” is neither a whole number ≥ 1 nor a range a-b.", "„%0“ ist weder eine ganze Zahl ≥ 1 noch ein Bereich a-b.", "「%0」は1以上の整数でも範囲 a-b でもありません。", &[&t]),
            SetEntryError::Reversed(t) => f(lang, "The range “%0” runs backwards: write the smaller count first, %1.", "Der Bereich „%0“ läuft rückwärts: die kleinere Anzahl zuerst schreiben, %1.", "範囲「%0」が逆順です：小さい方を先に %1 と書いてください。", &[&t, &swapped_range(t)]),
            SetEntryError::Zero => s(lang, "Taking 0 sticks is not a move: every count must be at least 1.", "0 Hölzer zu nehmen ist kein Zug: jede Anzahl muss mindestens 1 sein.", "0本取るのは手ではありません：本数は1以上です。"),
            SetEntryError::TooLarge(t) => f(lang, "%0 is above the largest allowed count, 1000000.", "%0 liegt über der größten erlaubten Anzahl 1000000.", "%0 は上限 1000000 を超えています。", &[&t]),
            SetEntryError::TooMany(n) => f(lang, "%0 counts: a set may hold at most 64.", "%0 Anzahlen: eine Menge darf höchstens 64 enthalten.", "%0 個：集合は64個までです。", &[&n]),
        },
        T::UptoEntry { max, problem } => number_entry(lang, &tt(lang, &T::RangeLabel), max, problem),
        T::Satz1a { n } => f(lang, "Theorem 1a: S = {1, …, n − 1} with n = %0. A heap x is a loss exactly when x rem %0 = 0, and γ(x) = x rem %0.", "Satz 1a: S = {1, …, n − 1} mit n = %0. Genau dann ist x eine Verlustposition, wenn x rem %0 = 0, und γ(x) = x rem %0.", "定理 1a：S = {1, …, n − 1}、n = %0。x が負け局面 ⇔ x rem %0 = 0、そして γ(x) = x rem %0。", &[&n]),
        T::Satz1d { upto, holds, losses } => f(lang, "Theorem 1d: ν = γ ∧ 1, that is, ν(x) = 0 if γ(x) = 0 and 1 if γ(x) ≥ 1 (∧ takes the smaller number). ν is computed by its own recursion ν(x) = 1 − min ν(y) (0 without a move); it is 0 exactly where γ = 0 for x = 0 … %0: %1 (%2)", "Satz 1d: ν = γ ∧ 1, das heißt ν(x) = 0, falls γ(x) = 0, und 1, falls γ(x) ≥ 1 (∧ nimmt die kleinere Zahl). ν wird mit eigener Rekursion ν(x) = 1 − min ν(y) berechnet (0 ohne Zug); es ist genau dort 0, wo γ = 0, für x = 0 … %0: %1 (%2)", "定理 1d：ν = γ ∧ 1、つまり γ(x) = 0 なら ν(x) = 0、γ(x) ≥ 1 なら 1(∧ は小さい方をとる)。ν は独自の漸化式 ν(x) = 1 − min ν(y)(手がなければ 0)で計算し、x = 0 … %0 で γ = 0 のところでちょうど 0：%1(負け局面 %2)", &[&upto, &yes(lang, *holds), &losses_text(lang, *losses)]),
        T::NoPeriod => s(lang, "No period was certified within the search limit (the set's counts are large). The table itself is exact.", "Innerhalb der Suchgrenze wurde keine Periode bestätigt (die Anzahlen der Menge sind groß). Die Tabelle selbst ist exakt.", "探索上限内で周期は確定しませんでした(集合の値が大きい)。表そのものは正確です。"),
        T::PeriodTitle { pre, period } => f(lang, "Period %0, pre-period %1", "Periode %0, Vorperiode %1", "周期 %0、前周期 %1", &[&period, &pre]),
        T::PeriodBlock { pre, block } => f(lang, "From x = %0 on, γ repeats the block %1 forever.", "Ab x = %0 wiederholt γ für immer den Block %1.", "x = %0 以降、γ はブロック %1 を永遠に繰り返します。", &[&pre, &block]),
        T::PeriodClosed { period } => f(lang, "γ(x) = x rem %0 (Theorem 1a): period %0 from the start, nothing to search.", "γ(x) = x rem %0 (Satz 1a): Periode %0 von Anfang an, keine Suche nötig.", "γ(x) = x rem %0(定理 1a)：最初から周期 %0。探索は不要です。", &[&period]),
        // S = {1}: a window of one value, named in the singular.
        T::PeriodCertificate { pre, period, window: 1 } => f(lang, "Certificate: γ(n) = γ(n + %0) was checked for n = %1. From x = 1 = max S on, every γ(x) depends only on the value before it, so equal windows give equal successors: the repetition goes on forever.", "Zertifikat: γ(n) = γ(n + %0) wurde für n = %1 geprüft. Ab x = 1 = max S hängt jedes γ(x) nur vom Wert davor ab; gleiche Fenster haben gleiche Nachfolger, also setzt sich die Wiederholung für immer fort.", "検証：n = %1 で γ(n) = γ(n + %0) を確認しました。x = 1 = max S 以降、各 γ(x) は直前の値だけで決まるので、同じ窓からは同じ値が続き、繰り返しは永遠に続きます。", &[&period, &pre]),
        T::PeriodCertificate { pre, period, window } => {
            let last = pre + window - 1;
            f(lang, "Certificate: γ(n) = γ(n + %0) was checked for the %1 consecutive n = %2 … %3. From x = %1 = max S on, every γ(x) depends only on the %1 values before it, so equal windows give equal successors: the repetition goes on forever.", "Zertifikat: γ(n) = γ(n + %0) wurde für die %1 aufeinanderfolgenden n = %2 … %3 geprüft. Ab x = %1 = max S hängt jedes γ(x) nur von den %1 Werten davor ab; gleiche Fenster haben gleiche Nachfolger, also setzt sich die Wiederholung für immer fort.", "検証：連続する %1 個の n = %2 … %3 で γ(n) = γ(n + %0) を確認しました。x = %1 = max S 以降、各 γ(x) は直前の %1 個の値だけで決まるので、同じ窓からは同じ値が続き、繰り返しは永遠に続きます。", &[&period, &window, &pre, &last])
        }
        T::PreperiodMinimal { n, a, b, period } => {
            let m = n + period;
            f(lang, "The pre-period is minimal: γ(%0) = %1 ≠ γ(%2) = %3.", "Die Vorperiode ist minimal: γ(%0) = %1 ≠ γ(%2) = %3.", "前周期は最小です：γ(%0) = %1 ≠ γ(%2) = %3。", &[&n, &a, &m, &b])
        }
        T::PeriodMinimal { period } => f(lang, "No shorter period than %0: a counterexample for each", "Keine kürzere Periode als %0: je ein Gegenbeispiel", "%0 より短い周期はない：それぞれの反例", &[&period]),
        T::ShowCheck => s(lang, "Mark the checked cells", "Geprüfte Zellen markieren", "確認したセルを示す"),
        T::PeriodBeyond { upto } => f(lang, "The table ends at x = %0, before one full period; enlarge the range to see it repeat.", "Die Tabelle endet bei x = %0, vor einer vollen Periode; vergrößere den Bereich, um die Wiederholung zu sehen.", "表は x = %0 で終わり、1周期に届きません。範囲を広げると繰り返しが見えます。", &[&upto]),
        T::HeapLabel => s(lang, "γ of any heap (up to 10¹⁸): x = ", "γ eines beliebigen Haufens (bis 10¹⁸): x = ", "任意の山の γ(10¹⁸ まで)：x = "),
        T::HeapEntry { problem } => number_entry(lang, "x", &"10¹⁸", problem),
        T::HeapUnknown => s(lang, "Without a certified period only heaps within the table can be answered.", "Ohne bestätigte Periode lassen sich nur Haufen innerhalb der Tabelle beantworten.", "周期が確定していないので、表の範囲内の山だけ答えられます。"),
        T::HeapAny { n } => format!("γ({n}) = {n}"),
        T::HeapRem { n, modulus, value } => format!("γ({n}) = {n} rem {modulus} = {value}"),
        // Without a pre-period the formula loses its "0 + … − 0".
        T::HeapPeriodic { n, pre: 0, period, m, value } => f(lang, "γ(x) = γ(x rem %0), so γ(%1) = γ(%2) = %3", "γ(x) = γ(x rem %0), also γ(%1) = γ(%2) = %3", "γ(x) = γ(x rem %0)。よって γ(%1) = γ(%2) = %3", &[&period, &n, &m, &value]),
        T::HeapPeriodic { n, pre, period, m, value } => f(lang, "x ≥ %0: γ(x) = γ(%0 + (x − %0) rem %1), so γ(%2) = γ(%3) = %4", "x ≥ %0: γ(x) = γ(%0 + (x − %0) rem %1), also γ(%2) = γ(%3) = %4", "x ≥ %0：γ(x) = γ(%0 + (x − %0) rem %1)。よって γ(%2) = γ(%3) = %4", &[&pre, &period, &n, &m, &value]),
        T::HeapTable { n, value } => format!("γ({n}) = {value}"),
        T::SeeGraph => s(lang, "See this game as a graph", "Dieses Spiel als Graph", "このゲームをグラフで見る"),
        T::Legend => s(lang, " heap x, ν (1 win, 0 loss), γ. Loss positions (γ = 0) are shaded, the pre-period is dashed, period blocks alternate. Click a cell (or use the arrow keys in the table) to see its step.", " Haufen x, ν (1 Gewinn, 0 Verlust), γ. Verlustpositionen (γ = 0) sind schattiert, die Vorperiode gestrichelt, Periodenblöcke wechseln sich ab. Ein Klick auf eine Zelle (oder die Pfeiltasten in der Tabelle) zeigt ihren Schritt.", " 山 x、ν(1 勝ち、0 負け)、γ。負け局面(γ = 0)は網掛け、前周期は破線、周期ブロックは交互の色。セルをクリック(または表の中で矢印キー)すると計算が見られます。"),
        T::TableLabel => s(lang, "Grundy table: the arrow keys choose a cell", "Grundy-Tabelle: die Pfeiltasten wählen eine Zelle", "グランディ表：矢印キーでセルを選べます"),
        T::StepTitle => s(lang, "Step by step, bottom-up", "Schritt für Schritt, bottom-up", "下から順に1ステップずつ"),
        T::StepStart => s(lang, "Start at x = 0", "Bei x = 0 beginnen", "x = 0 から始める"),
        T::StepHint => s(lang, "Start at x = 0 and go on step by step, or click any cell.", "Bei x = 0 beginnen und Schritt für Schritt weitergehen, oder eine Zelle anklicken.", "x = 0 から1ステップずつ進めるか、セルをクリックしてください。"),
        T::StepNoMove { x } => f(lang, "x = %0: no move is possible.", "x = %0: kein Zug ist möglich.", "x = %0：打てる手はありません。", &[&x]),
        T::StepOptions { x } => f(lang, "Options of x = %0:", "Optionen von x = %0:", "x = %0 からの選択肢：", &[&x]),
        T::MoreOptions { more } => f(lang, "… and %0 more", "… und %0 weitere", "… ほか %0 個", &[&more]),
        T::NuTerminal { x } => f(lang, "ν(%0) = 0: whoever cannot move loses (normal play).", "ν(%0) = 0: wer nicht ziehen kann, verliert (Normalspiel).", "ν(%0) = 0：手がなくなった人の負け(正規形)。", &[&x]),
        T::NuWin { x, to } => f(lang, "ν(%0) = 1: the move to %1 leaves a loss position (ν(%1) = 0).", "ν(%0) = 1: der Zug nach %1 hinterlässt eine Verlustposition (ν(%1) = 0).", "ν(%0) = 1：%1 への手で相手を負け局面(ν(%1) = 0)にできます。", &[&x, &to]),
        T::NuLoss { x } => f(lang, "ν(%0) = 0: every move leaves a win position for the opponent.", "ν(%0) = 0: jeder Zug hinterlässt dem Gegner eine Gewinnposition.", "ν(%0) = 0：どの手も相手に勝ち局面を渡します。", &[&x]),
        T::StepSatz1d { x, nu, g, holds } => f(lang, "Theorem 1d: ν(%0) = %1 and γ(%0) ∧ 1 = %2 %3", "Satz 1d: ν(%0) = %1 und γ(%0) ∧ 1 = %2 %3", "定理 1d：ν(%0) = %1、γ(%0) ∧ 1 = %2 %3", &[&x, &nu, &u8::from(*g != 0), &yes(lang, *holds)]),

        T::GraphOfPosition { rows, set } => f(lang, "Game graph of %0, S = %1", "Spielgraph von %0, S = %1", "%0 のゲームグラフ、S = %1", &[&rows, &set]),
        T::GraphExercise => s(lang, "Exercise graph a … g", "Übungsgraph a … g", "演習グラフ a … g"),
        T::GraphCustom => s(lang, "A graph of your own", "Ein eigener Graph", "自作グラフ"),
        T::GraphArrows { list } if list.is_empty() => s(lang, "The graph has no arrows.", "Der Graph hat keine Pfeile.", "このグラフには矢印がありません。"),
        T::GraphArrows { list } => f(lang, "The graph's arrows (the moves): %0.", "Die Pfeile des Graphen (die Züge): %0.", "グラフの矢印(手)：%0。", &[list]),
        T::GraphIntro => s(lang, "Nodes are positions, arrows are moves; positions without a move stand on the left. Backward induction labels each node with (ν, γ) once all its successors are labelled.", "Knoten sind Positionen, Pfeile sind Züge; Positionen ohne Zug stehen links. Die Rückwärtsinduktion beschriftet jeden Knoten mit (ν, γ), sobald alle Nachfolger beschriftet sind.", "頂点は局面、矢印は手。手のない局面が左端です。後退帰納法は、後続がすべて決まった頂点に (ν, γ) を付けていきます。"),
        T::GraphPreset(word) => match *word {
            "heap" => s(lang, "Heap 16, take 1 or 2", "Haufen 16, nimm 1 oder 2", "16本の山、1本か2本"),
            "nim-1-2" => s(lang, "Nim 1-2", "Nim 1-2", "ニム 1-2"),
            "nim-2-2" => s(lang, "Nim 2-2", "Nim 2-2", "ニム 2-2"),
            "nim-1-2-3" => s(lang, "Nim 1-2-3", "Nim 1-2-3", "ニム 1-2-3"),
            "exercise" => s(lang, "Exercise a … g", "Übung a … g", "演習 a … g"),
            _ => s(lang, "Your own graph", "Eigener Graph", "自作グラフ"),
        },
        T::TooManyNodes { limit } => f(lang, "This game has more than %0 positions, too many to draw readably. Choose a smaller position.", "Dieses Spiel hat mehr als %0 Positionen, zu viele für eine lesbare Zeichnung. Wähle eine kleinere Position.", "このゲームには %0 を超える局面があり、読みやすく描けません。もっと小さい局面を選んでください。", &[&limit]),
        T::GraphInvalid => s(lang, "This graph is invalid.", "Dieser Graph ist ungültig.", "このグラフは無効です。"),
        T::CycleRefused { cycle } => f(lang, "Refused: the graph has the cycle %0, an infinite path. It is not artinian, so backward induction has nowhere to start.", "Abgelehnt: der Graph hat den Zyklus %0, einen unendlichen Weg. Er ist nicht artinsch, also kann die Rückwärtsinduktion nicht beginnen.", "拒否：グラフに閉路 %0(無限の道)があります。アルティン的でないので、後退帰納法を始められません。", &[&cycle]),
        T::DefinitionsTitle => s(lang, "Definitions", "Definitionen", "定義"),
        T::DefGraphTerm => s(lang, "Graph (Definition 1b)", "Graph (Definition 1b)", "グラフ(定義 1b)"),
        T::DefGraph => s(lang, "A directed multigraph Γ = (X, A, σ, τ), a graph for short: a set X of vertices, a set A of edges, and maps σ, τ : A → X giving each edge a its source σ(a) and target τ(a); we write a : x → y or x —a→ y, and likewise paths w = (x₀ —a₀→ x₁ —a₁→ … → xₙ) ∈ Γₙ ⊆ Γ*, where Γₙ holds the paths of n edges, each starting where the one before ends, and Γ* all finite paths; Γ = (Γ₀ ⇇ Γ₁) with Γ₀ = X and Γ₁ = A. Several edges may join the same two vertices: the slides' example has X = {0, 1, …, 6}, A = {a, b, …, ℓ} with (σ, τ) : a ↦ (0, 1), b ↦ (0, 1), …, ℓ ↦ (3, 6), two edges a, b from 0 to 1 (the graphs drawn here have at most one).", "Ein gerichteter Multigraph Γ = (X, A, σ, τ), kurz Graph: eine Eckenmenge X, eine Kantenmenge A und Randabbildungen σ, τ : A → X, die jeder Kante a ihren Start σ(a) und ihr Ziel τ(a) zuordnen; kurz a : x → y oder x —a→ y, und ebenso Wege w = (x₀ —a₀→ x₁ —a₁→ … → xₙ) ∈ Γₙ ⊆ Γ*, wobei Γₙ die Wege aus n Kanten enthält, jede beginnend, wo die vorige endet, und Γ* alle endlichen Wege; Γ = (Γ₀ ⇇ Γ₁) mit Γ₀ = X und Γ₁ = A. Mehrere Kanten dürfen dieselben zwei Ecken verbinden: das Beispiel der Folien hat X = {0, 1, …, 6}, A = {a, b, …, ℓ} mit (σ, τ) : a ↦ (0, 1), b ↦ (0, 1), …, ℓ ↦ (3, 6), zwei Kanten a, b von 0 nach 1 (die hier gezeichneten Graphen haben höchstens eine).", "有向多重グラフ Γ = (X, A, σ, τ)、略してグラフ：頂点の集合 X、辺の集合 A、各辺 a に始点 σ(a) と終点 τ(a) を与える写像 σ, τ : A → X。a : x → y または x —a→ y と書き、同様に道を w = (x₀ —a₀→ x₁ —a₁→ … → xₙ) ∈ Γₙ ⊆ Γ* と書く。Γₙ は n 本の辺が前の辺の終点から順につながった道の集合、Γ* は有限な道全体。Γ = (Γ₀ ⇇ Γ₁)、Γ₀ = X、Γ₁ = A。同じ2頂点を結ぶ辺が複数あってもよい：スライドの例は X = {0, 1, …, 6}、A = {a, b, …, ℓ}、(σ, τ) : a ↦ (0, 1), b ↦ (0, 1), …, ℓ ↦ (3, 6) で、0 から 1 への辺が a, b の2本(ここで描くグラフでは高々1本)。"),
        T::DefArtinianTerm => s(lang, "artinian", "artinsch", "アルティン的"),
        T::DefArtinian => s(lang, "Γ contains no infinite path x₀ → x₁ → x₂ → …: every play ends. A finite graph is artinian exactly when it has no cycle.", "Γ enthält keinen unendlichen Weg x₀ → x₁ → x₂ → …: jede Partie endet. Ein endlicher Graph ist genau dann artinsch, wenn er keinen Zyklus hat.", "Γ は無限の道 x₀ → x₁ → x₂ → … を含まない：どの対局も終わる。有限グラフでは閉路がないことと同値。"),
        T::DefLocallyFiniteTerm => s(lang, "locally finite", "lokal-endlich", "局所有限"),
        T::DefLocallyFinite => s(lang, "Γ is locally finite in x when the set of edges a : x → y is finite: each position has finitely many moves, so the mex is over a finite set.", "Γ ist lokal-endlich in x, wenn die Menge der Kanten a : x → y endlich ist: jede Position hat endlich viele Züge, der mex läuft über eine endliche Menge.", "x から出る辺 a : x → y が有限個のとき、Γ は x で局所有限：各局面の手が有限個なので mex は有限集合上で取れる。"),
        T::DefInductionTerm => s(lang, "ν and γ by backward induction", "ν und γ durch Rückwärtsinduktion", "後退帰納法による ν と γ"),
        T::DefInduction => s(lang, "ν(x) = 0 if x has no move, else 1 − min{ ν(y) | x → y }; γ(x) = mex{ γ(y) | x → y }. Theorem 1d: ν = γ ∧ 1 (the smaller of γ and 1: 0 where γ = 0, else 1).", "ν(x) = 0, falls x keinen Zug hat, sonst 1 − min{ ν(y) | x → y }; γ(x) = mex{ γ(y) | x → y }. Satz 1d: ν = γ ∧ 1 (das Kleinere von γ und 1: 0, wo γ = 0, sonst 1).", "x に手がなければ ν(x) = 0、そうでなければ 1 − min{ ν(y) | x → y }。γ(x) = mex{ γ(y) | x → y }。定理 1d：ν = γ ∧ 1(γ と 1 の小さい方：γ = 0 なら 0、それ以外は 1)。"),
        T::DefKernelTerm => s(lang, "Kernel", "Kern", "核"),
        T::DefKernel => s(lang, "A set K of nodes that is stable (no arrow joins two nodes of K) and dominating (every node outside K has an arrow into K). In an artinian game graph the loss positions (γ = 0) form the kernel: the German article's Z-positions. Stability is the constraint (Zwang) to move from a Z-node to a C-node, dominance the chance (Chance) to move from a C-node to a Z-node. Graph theory has theorems on when kernels exist and whether they are unique, and algorithms that compute them. The numerical characterization (the nim-sum) and this graph-theoretic one both give unique results, so they must agree: Sprague (1935) and Grundy (1939) found why, and extended the ideas to similar games and to graphs combined from several games, as the rows of Nim already are, with their several kernels (the page on sums of games).", "Eine Knotenmenge K, die stabil ist (kein Pfeil verbindet zwei Knoten von K) und dominierend (jeder Knoten außerhalb von K hat einen Pfeil nach K). In einem artinschen Spielgraphen bilden die Verlustpositionen (γ = 0) den Kern: die Menge der Z-Knoten. Die Stabilität steht für den Zwang, von einem Z-Knoten zu einem C-Knoten gehen zu müssen, die Dominanz für die Chance, von einem C-Knoten zu einem Z-Knoten gehen zu können. In der Graphentheorie gibt es Theoreme, unter welchen Bedingungen Kerne existieren und ob sie eindeutig sind, und Algorithmen zu ihrer Berechnung. Da beide Charakterisierungen, die numerische (die Nim-Summe) und die graphentheoretische, eindeutige Ergebnisse liefern, müssen sie übereinstimmen: die Begründung fanden Sprague (1935) und Grundy (1939), die die Begriffe auf ähnliche Spiele verallgemeinerten und auf Graphen, die aus mehreren Spielen zusammengesetzt sind, wie es schon mehrere Nim-Reihen sind, mit ihren mehreren Kernen (die Seite zu Summen von Spielen).", "頂点集合 K で、安定(K の2頂点を結ぶ矢印がない)かつ支配的(K の外の頂点はすべて K への矢印を持つ)なもの。アルティン的なゲームグラフでは負け局面(γ = 0)が核をなす：ドイツ語版記事の Z局面(P)の集合。安定性は Z から C へ動かざるを得ないこと(Zwang)、支配性は C から Z へ動けること(Chance)を表す。グラフ理論には、核がどんな条件で存在し一意であるかについての定理と、核を求めるアルゴリズムがある。数値的な特徴づけ(ニム和)とこのグラフ理論的な特徴づけはどちらも一意な結果を与えるので、一致しなければならない。その理由はスプレイグ(1935)とグランディ(1939)が見つけ、似たゲームや、ニムの複数の山のように複数のゲームを組み合わせたグラフとその複数の核へと一般化した(ゲームの和のページ)。"),
        T::DefNimTerm => s(lang, "Nim as a graph", "Nim als Graph", "グラフとしてのニム"),
        T::Satz1f => s(lang, "Theorem 1f (Bouton 1901, the efficient solution of Nim): write each row in binary, xᵢ = Σⱼ ⟨xᵢ⟩ⱼ 2ʲ with ⟨xᵢ⟩ⱼ ∈ {0, 1}, and form the column sums ⟨s⟩ⱼ = Σᵢ ⟨xᵢ⟩ⱼ rem 2; s = Σⱼ ⟨s⟩ⱼ 2ʲ =: x₀ ⊕ x₁ ⊕ … ⊕ xₙ is the binary sum without carry (XOR). In normal play the loss positions are exactly the null positions: (0) if x₀ ⊕ … ⊕ xₙ = 0, every move x → y leads to a non-null position, y₀ ⊕ … ⊕ yₙ ≠ 0; (1) if x₀ ⊕ … ⊕ xₙ ≠ 0, there is a move x → y to a null position, y₀ ⊕ … ⊕ yₙ = 0. The slides' example: 7-5-3-1 is 111, 101, 011, 001 in binary, each column with an even number of 1s, so 7 ⊕ 5 ⊕ 3 ⊕ 1 = 0: a loss position.", "Satz 1f (Bouton 1901, effiziente Lösung des Nim-Spiels): Wir entwickeln jede Reihe im Binärsystem, xᵢ = Σⱼ ⟨xᵢ⟩ⱼ 2ʲ mit ⟨xᵢ⟩ⱼ ∈ {0, 1}, und bilden die Spaltensummen ⟨s⟩ⱼ = Σᵢ ⟨xᵢ⟩ⱼ rem 2; s = Σⱼ ⟨s⟩ⱼ 2ʲ =: x₀ ⊕ x₁ ⊕ … ⊕ xₙ ist die binäre Summe ohne Übertrag (XOR). Im Normalspiel sind die Verlustpositionen genau die Null-Positionen: (0) Ist x₀ ⊕ … ⊕ xₙ = 0, so führt jeder Zug x → y in eine Nicht-Null-Position, y₀ ⊕ … ⊕ yₙ ≠ 0. (1) Ist x₀ ⊕ … ⊕ xₙ ≠ 0, so existiert ein Zug x → y in eine Null-Position, y₀ ⊕ … ⊕ yₙ = 0. Das Beispiel der Folien: 7-5-3-1 ist binär 111, 101, 011, 001, jede Spalte mit einer geraden Anzahl von Einsen, also 7 ⊕ 5 ⊕ 3 ⊕ 1 = 0: eine Verlustposition.", "定理 1f(バウトン 1901、ニムの効率的な解法)：各山を2進数で xᵢ = Σⱼ ⟨xᵢ⟩ⱼ 2ʲ(⟨xᵢ⟩ⱼ ∈ {0, 1})と展開し、列ごとの和 ⟨s⟩ⱼ = Σᵢ ⟨xᵢ⟩ⱼ rem 2 をとる。s = Σⱼ ⟨s⟩ⱼ 2ʲ =: x₀ ⊕ x₁ ⊕ … ⊕ xₙ は繰り上がりのない2進和(XOR)。正規形では、負け局面はちょうどゼロ局面である：(0) x₀ ⊕ … ⊕ xₙ = 0 ならば、どの手 x → y も非ゼロ局面 y₀ ⊕ … ⊕ yₙ ≠ 0 へ移る。(1) x₀ ⊕ … ⊕ xₙ ≠ 0 ならば、ゼロ局面 y₀ ⊕ … ⊕ yₙ = 0 へ移る手 x → y が存在する。スライドの例：7-5-3-1 は2進で 111, 101, 011, 001、どの列も 1 の個数が偶数なので 7 ⊕ 5 ⊕ 3 ⊕ 1 = 0：負け局面。"),
        T::TaskHeapGraph => s(lang, "Tasks (slides): translate the rules (both players move in turn, each removes one or two sticks; normal play: whoever cannot move loses) into a game graph, and compute for every position x ∈ X win 1 or loss 0. The solution: the graph below, and ν by backward induction, step by step.", "Aufgaben (Folien): Übersetzen Sie die Spielregeln (beide Spieler ziehen abwechselnd, jeder entfernt ein oder zwei Hölzer; Normalspiel: wer nicht mehr ziehen kann, verliert) in einen Spielgraphen, und berechnen Sie für jede Position x ∈ X Gewinn 1 oder Verlust 0. Die Lösung: der Graph unten und ν durch Rückwärtsinduktion, Schritt für Schritt.", "課題(スライド)：ルール(2人が交互に指し、1手で棒を1本か2本取る。正規形：指せなくなった人の負け)をゲームグラフに直し、各局面 x ∈ X について勝ち 1 か負け 0 かを求めよ。解答：下のグラフと、後退帰納法による ν(1手ずつ)。"),
        T::TaskExerciseGraph => s(lang, "Task (slides): compute ν, γ : X → ℕ for the following game G. What is the relation between ν and γ? The solution: backward induction, step by step; the relation is Theorem 1d, ν = γ ∧ 1 (under Definitions, with its proof).", "Aufgabe (Folien): Berechnen Sie ν, γ : X → ℕ für das folgende Spiel G. Welcher Zusammenhang besteht zwischen ν und γ? Die Lösung: die Rückwärtsinduktion, Schritt für Schritt; der Zusammenhang ist Satz 1d, ν = γ ∧ 1 (unter „Definitionen“, mit Beweis).", "課題(スライド)：次のゲーム G について ν, γ : X → ℕ を求めよ。ν と γ の間にはどんな関係があるか。解答：後退帰納法を1手ずつ。関係は定理 1d：ν = γ ∧ 1(「定義」に証明つき)。"),
        T::TaskNimGraph => s(lang, "Task (slides): describe this game in words and as a graph. The solution:", "Aufgabe (Folien): Formulieren Sie dieses Spiel in Worten und als Graph. Die Lösung:", "課題(スライド)：このゲームを言葉とグラフで表せ。解答："),
        T::TaskWinningMoves => s(lang, "Task (slides): name all winning moves for the position shown! The solution is below with the target t = 0: the moves to it, which are the winning moves, and the rows that cannot reach it.", "Aufgabe (Folien): Nennen Sie für die gezeigte Position alle Gewinnzüge! Die Lösung steht unten beim Ziel t = 0: die Züge dorthin, also die Gewinnzüge, und die Reihen, die es nicht erreichen.", "課題(スライド)：示された局面の必勝手をすべて挙げよ。解答は下で目標 t = 0 を選ぶと示される：そこへの手(必勝手)と、そこへ届かない山。"),
        T::DefNim => s(lang, "A state is x = (x₀, x₁, x₂, …) ∈ ℕ⁽ᴺ⁾, the rows' counts (finitely many not 0), e.g. x = (7, 5, 3, 1). An action a = (x, r, s, y) takes s sticks from row r: 1 ≤ s ≤ xᵣ and y = x − s·eᵣ. The drawings here merge states that differ only in the order of their rows (the game from them is the same): a node lists its rows in ascending order, so 0-1-3 stands for 1-0-3 as well.", "Ein Zustand ist x = (x₀, x₁, x₂, …) ∈ ℕ⁽ᴺ⁾, die Anzahlen der Reihen (nur endlich viele ≠ 0), z. B. x = (7, 5, 3, 1). Eine Aktion a = (x, r, s, y) nimmt s Hölzer aus Reihe r: 1 ≤ s ≤ xᵣ und y = x − s·eᵣ. Die Zeichnungen hier fassen Zustände zusammen, die sich nur in der Reihenfolge der Reihen unterscheiden (das Spiel von ihnen aus ist dasselbe): ein Knoten nennt seine Reihen aufsteigend, 0-1-3 steht also auch für 1-0-3.", "状態は x = (x₀, x₁, x₂, …) ∈ ℕ⁽ᴺ⁾、各山の本数(0 でないものは有限個)。例：x = (7, 5, 3, 1)。行動 a = (x, r, s, y) は山 r から s 本取る：1 ≤ s ≤ xᵣ、y = x − s·eᵣ。ここでの図は山の順序だけが違う状態をまとめて描きます(そこからのゲームは同じ)：頂点は山を昇順に並べ、0-1-3 は 1-0-3 も表します。"),
        T::HistoryTitle => s(lang, "History and sources", "Geschichte und Quellen", "歴史と出典"),
        T::History => s(lang, "Nim is a game of perfect information for two players, without draws. It is said to come from ancient China; its basic rules were settled in Western Europe in the early 16th century, and Charles L. Bouton, who solved it in 1901 at Harvard, gave it its name: it is the first game whose winning strategy was found mathematically. R. Sprague (1935) and P. Grundy (1939) studied it independently and made it the model of such games (their theorem is on this page), a starting point of mathematical game theory; from about 1970 its theory grew into combinatorial game theory. Nim is no fun when both players know the strategy: the winner and the loser are known from the start. In fact the winner is known from the start exactly when one of the two players plays the optimal strategy and gets a C-position (N). From a C-position only a vanishing minority of the moves reach a Z-position (P); so a perfect player who must start from a Z-position, leaving the opponent a C-position, has the better chances the larger the starting position is, for the more chances the opponent has to err (the hints' best try); and after the opponent's first mistake the perfect player cannot be kept from winning.", "Das Nim-Spiel ist ein Spiel mit perfekter Information für zwei Spieler ohne Unentschieden. Es soll aus dem alten China stammen; seine Grundregeln standen im frühen 16. Jahrhundert in Westeuropa fest, und Charles L. Bouton, der es 1901 in Harvard löste, gab ihm seinen Namen: es ist das erste Spiel, dessen Gewinnstrategie mathematisch gefunden wurde. R. Sprague (1935) und P. Grundy (1939) untersuchten es unabhängig voneinander und machten es zum Paradebeispiel solcher Spiele (ihr Satz steht auf dieser Seite), einem Ausgangspunkt der mathematischen Spieltheorie; ab etwa 1970 wurde seine Theorie zur kombinatorischen Spieltheorie verallgemeinert. Kennen beide Spieler die optimale Strategie, ist Nim nicht interessant: Sieger und Verlierer stehen von vorneherein fest. Tatsächlich steht der Gewinner genau dann von vorneherein fest, wenn einer der beiden Spieler die optimale Strategie spielt und an eine C-Stellung gerät. Da bei einer C-Stellung die Z-Stellungen unter den Nachfolgestellungen eine verschwindende Minderheit sind, hat ein perfekter Spieler, der bei einer Z-Stellung beginnen – also seinem Gegenspieler eine C-Stellung überlassen – muss, umso größere Gewinnchancen, je größer das Ausgangstableau ist und je mehr Fehlermöglichkeiten damit für den Gegenspieler bestehen (der „beste Versuch“ der Tipps); nach dem ersten Fehlgriff seines Gegenspielers ist er von der Straße des Sieges nicht mehr abzubringen.", "ニムは、引き分けのない2人用の完全情報ゲームです。起源は古代中国にあるとされ、16世紀初めの西欧で基本ルールが完成し、1901年にハーバード大学でニムを解いたチャールズ・L・バウトンが名付けたとされます：必勝法が数学的に解決された最初のゲームです。R. スプレイグ(1935)と P. グランディ(1939)が独立に研究してこの種のゲームの典型とし(その定理はこのページにあります)、数学的ゲーム理論の出発点となりました。1970年ごろからその理論は組合せゲーム理論へと一般化されました。両者が必勝法を知っていれば、勝敗は最初から決まっていて面白くありません。実際、勝者が最初から決まるのは、どちらかが最適な戦略で指し、C局面(N)で手番を迎えたときに限ります。C局面から Z局面(P)へ行く手はごく一部にすぎないので、Z局面から始めざるを得ない(相手に C局面を渡す)完全なプレイヤーは、最初の局面が大きいほど、つまり相手が間違える機会が多いほど勝つ見込みが高くなります(ヒントの「最善の粘り」)。そして相手が一度間違えれば、もう勝利の道から外れることはありません。"),
        T::LiteratureTitle => s(lang, "Sources and literature", "Quellen und Literatur", "出典と文献"),
        T::Literature => s(lang, "{de:Nim-Spiel}, German Wikipedia · {ja:ニム}, Japanese Wikipedia · {de:Labor Nim-Spiel}, a university lab handout · {de:Nimm eins oder zwei … Sprague–Grundy}, lecture slides (German) · C. L. Bouton: {en:Nim, a game with a complete mathematical theory}. {en:Annals of Mathematics} (2) 3 (1901), 35–39 · R. P. Sprague: {de:Über mathematische Kampfspiele}. {en:Tôhoku Mathematical Journal} 41 (1935), 438–444 · P. M. Grundy: {en:Mathematics and games}. {en:Eureka} 2 (1939), 6–8; reprinted in {en:Eureka} 27 (1964), 9–11 · C. Berge: {fr:Graphes et hypergraphes}. Dunod, Paris 1970, chapter 14, {fr:Noyaux et fonctions de Grundy}, 290–313 · G. H. Hardy, E. M. Wright: {en:An Introduction to the Theory of Numbers}. 5th ed., Oxford 1979, 117–120", "{de:Nim-Spiel}, deutschsprachige Wikipedia · {ja:ニム}, japanischsprachige Wikipedia · {de:Labor Nim-Spiel}, ein Hochschul-Laborblatt · {de:Nimm eins oder zwei … Sprague–Grundy}, Vorlesungsfolien · C. L. Bouton: {en:Nim, a game with a complete mathematical theory}. {en:Annals of Mathematics} (2) 3 (1901), S. 35–39 · R. P. Sprague: {de:Über mathematische Kampfspiele}. {en:Tôhoku Mathematical Journal} 41 (1935), S. 438–444 · P. M. Grundy: {en:Mathematics and games}. {en:Eureka} 2 (1939), S. 6–8; Nachdruck in {en:Eureka} 27 (1964), S. 9–11 · C. Berge: {fr:Graphes et hypergraphes}. Dunod, Paris 1970, Kapitel 14, {fr:Noyaux et fonctions de Grundy}, S. 290–313 · G. H. Hardy, E. M. Wright: {en:An Introduction to the Theory of Numbers}. 5. Aufl., Oxford 1979, S. 117–120", "{de:Nim-Spiel}(ドイツ語版ウィキペディア) · {ja:ニム}(日本語版ウィキペディア) · {de:Labor Nim-Spiel}(大学の実習資料) · {de:Nimm eins oder zwei … Sprague–Grundy}(講義スライド、ドイツ語) · C. L. Bouton：{en:Nim, a game with a complete mathematical theory}. {en:Annals of Mathematics} (2) 3 (1901), 35–39 · R. P. Sprague：{de:Über mathematische Kampfspiele}. {en:Tôhoku Mathematical Journal} 41 (1935), 438–444 · P. M. Grundy：{en:Mathematics and games}. {en:Eureka} 2 (1939), 6–8；再録 {en:Eureka} 27 (1964), 9–11 · C. Berge：{fr:Graphes et hypergraphes}. Dunod, Paris 1970, 第14章 {fr:Noyaux et fonctions de Grundy}, 290–313 · G. H. Hardy, E. M. Wright：{en:An Introduction to the Theory of Numbers}. 第5版, Oxford 1979, 117–120"),
        T::Satz1dProofTitle => s(lang, "Proof of Theorem 1d", "Beweis von Satz 1d", "定理 1d の証明"),
        T::Satz1dProof => s(lang, "Backward induction: let x be a state, and let the statement hold for every successor y (x → y). Two cases. (0) Loss position: every move x → y leads to ν(y) = 1, so ν(x) = 0. Then γ(y) ≥ 1 for every y, so 0 is not among the options and γ(x) = mex = 0; hence ν(x) = γ(x) ∧ 1. (1) Win position: some move x → y leads to ν(y) = 0, so ν(x) = 1. Then γ(y) = 0, so 0 is among the options and γ(x) ≥ 1; hence ν(x) = γ(x) ∧ 1. QED", "Rückwärtsinduktion: Sei x ein Zustand, und für alle Folgezustände y (x → y) sei die Aussage bereits bewiesen. Zwei Fälle. (0) Verlustposition: Führt jeder Zug x → y zu ν(y) = 1, so gilt ν(x) = 0. Dann gilt γ(y) ≥ 1 für alle y, 0 ist also kein Wert der Nachfolger und γ(x) = mex = 0; somit ν(x) = γ(x) ∧ 1. (1) Gewinnposition: Führt ein Zug x → y zu ν(y) = 0, so gilt ν(x) = 1. Dann gilt γ(y) = 0, 0 ist also ein Wert der Nachfolger und γ(x) ≥ 1; somit ν(x) = γ(x) ∧ 1. QED", "後退帰納法：状態 x をとり、すべての後続 y(x → y)で主張は証明済みとする。2つの場合に分ける。(0) 負け局面：どの手 x → y も ν(y) = 1 に至るなら ν(x) = 0。このときすべての y で γ(y) ≥ 1 なので 0 は後続の値になく、γ(x) = mex = 0。よって ν(x) = γ(x) ∧ 1。(1) 勝ち局面：ある手 x → y が ν(y) = 0 に至るなら ν(x) = 1。このとき γ(y) = 0 なので 0 は後続の値にあり、γ(x) ≥ 1。よって ν(x) = γ(x) ∧ 1。証明終わり。"),
        T::InductionTitle => s(lang, "Backward induction", "Rückwärtsinduktion", "後退帰納法"),
        T::EmptyGraph => s(lang, "The graph has no nodes yet: add nodes and arrows in the editor.", "Der Graph hat noch keine Knoten: füge im Editor Knoten und Pfeile hinzu.", "グラフにはまだ頂点がありません：エディタで頂点と矢印を追加してください。"),
        T::InductionStart { terminals } => f(lang, "Nothing is labelled yet. Induction starts at the positions without a move: %0.", "Noch ist nichts beschriftet. Die Induktion beginnt bei den Positionen ohne Zug: %0.", "まだ何も決まっていません。帰納法は手のない局面から始まります：%0。", &[&terminals]),
        T::InductionTerminal { node } => f(lang, "%0 has no move: mex{} = 0, so (ν, γ) = (0, 0): a loss position.", "%0 hat keinen Zug: mex{} = 0, also (ν, γ) = (0, 0): eine Verlustposition.", "%0 には手がない：mex{} = 0 なので (ν, γ) = (0, 0)、負け局面。", &[&node]),
        T::InductionStep { node, succ, set, g, nu } => f(lang, "%0 → %1. mex{%2} = %3, so (ν, γ) = (%4, %3).", "%0 → %1. mex{%2} = %3, also (ν, γ) = (%4, %3).", "%0 → %1。mex{%2} = %3 なので (ν, γ) = (%4, %3)。", &[&node, &succ, &set, &g, &nu]),
        T::LegendTitle => s(lang, "How the drawing marks the nodes", "Wie die Zeichnung die Knoten markiert", "図での頂点の印"),
        T::LegendCurrent => s(lang, "the node labelled in this step", "der in diesem Schritt beschriftete Knoten", "この段階で決まる頂点"),
        T::LegendSuccessors => s(lang, "its successors, whose values give the mex", "seine Nachfolger, deren Werte den mex ergeben", "その後続の頂点(その値から mex が決まる)"),
        T::LegendWin => s(lang, "labelled a win, ν = 1", "als Gewinn beschriftet, ν = 1", "勝ちと決まった頂点(ν = 1)"),
        T::LegendLoss => s(lang, "labelled a loss, ν = 0", "als Verlust beschriftet, ν = 0", "負けと決まった頂点(ν = 0)"),
        T::LegendKernel => s(lang, "the kernel: the loss positions", "der Kern: die Verlustpositionen", "核：負け局面"),
        T::Kernel { nodes, stable, dominating } => f(lang, "All nodes are labelled. The loss positions (γ = 0): %0. Stable, no arrow between two of them: %1. Dominating, every other node has an arrow into them: %2. They form the kernel.", "Alle Knoten sind beschriftet. Die Verlustpositionen (γ = 0): %0. Stabil, kein Pfeil zwischen zweien von ihnen: %1. Dominierend, jeder andere Knoten hat einen Pfeil zu ihnen: %2. Sie bilden den Kern.", "すべての頂点が決まりました。負け局面(γ = 0)：%0。安定(その2つを結ぶ矢印はない)：%1。支配的(他のすべての頂点からそこへの矢印がある)：%2。これが核です。", &[&nodes, &yes(lang, *stable), &yes(lang, *dominating)]),
        T::ZoomLabel => s(lang, "Size of the drawing", "Größe der Zeichnung", "図の大きさ"),
        T::ZoomIn => s(lang, "Larger", "Größer", "大きく"),
        T::ZoomOut => s(lang, "Smaller", "Kleiner", "小さく"),
        // Fitted to the box's width, but on a phone never below a readable size: "standard".
        T::ZoomLevel { percent: 0 } => s(lang, "standard size", "Standardgröße", "標準サイズ"),
        T::ZoomLevel { percent } => f(lang, "%0 %", "%0 %", "%0%", &[percent]),
        T::EditCopy => s(lang, "Edit a copy of this graph", "Eine Kopie dieses Graphen bearbeiten", "このグラフのコピーを編集"),
        T::EditorTitle => s(lang, "Edit the graph", "Graph bearbeiten", "グラフを編集"),
        T::NodeLabel => s(lang, "Node name", "Knotenname", "頂点の名前"),
        T::AddNode => s(lang, "Add node", "Knoten hinzufügen", "頂点を追加"),
        T::ArrowFrom => s(lang, "Arrow from", "Pfeil von", "矢印の始点"),
        T::ArrowTo => s(lang, "to", "nach", "終点"),
        T::AddArrow => s(lang, "Add arrow", "Pfeil hinzufügen", "矢印を追加"),
        T::NodesList => s(lang, "Nodes", "Knoten", "頂点"),
        T::ArrowsList => s(lang, "Arrows", "Pfeile", "矢印"),
        T::RemoveNode { label } => f(lang, "Remove node %0", "Knoten %0 entfernen", "頂点 %0 を削除", &[&label]),
        T::RemoveArrow { arrow } => f(lang, "Remove arrow %0", "Pfeil %0 entfernen", "矢印 %0 を削除", &[&arrow]),
        T::ClearGraph => s(lang, "Clear the graph", "Graph leeren", "グラフを空にする"),
        T::LabelEmpty => s(lang, "Give the node a name.", "Gib dem Knoten einen Namen.", "頂点に名前を付けてください。"),
        T::LabelTooLong { max } => f(lang, "A name has at most %0 characters and no comma.", "Ein Name hat höchstens %0 Zeichen und kein Komma.", "名前は %0 文字まで、カンマは使えません。", &[&max]),
        T::LabelExists { label } => f(lang, "There is already a node %0.", "Es gibt schon einen Knoten %0.", "頂点 %0 はすでにあります。", &[&label]),
        T::ArrowNeedsNodes => s(lang, "Add nodes first.", "Zuerst Knoten hinzufügen.", "先に頂点を追加してください。"),
        T::ArrowExists { from, to } => f(lang, "The arrow %0 → %1 is already there.", "Der Pfeil %0 → %1 ist schon da.", "矢印 %0 → %1 はすでにあります。", &[&from, &to]),
        T::ArrowCycle { from, to, cycle } => f(lang, "Refused: the arrow %0 → %1 would close the cycle %2. A game graph must be artinian (no infinite play), or backward induction never starts.", "Abgelehnt: der Pfeil %0 → %1 würde den Zyklus %2 schließen. Ein Spielgraph muss artinsch sein (keine unendliche Partie), sonst beginnt die Rückwärtsinduktion nie.", "拒否：矢印 %0 → %1 は閉路 %2 を作ります。ゲームグラフはアルティン的(無限の対局がない)でなければならず、そうでないと後退帰納法が始まりません。", &[&from, &to, &cycle]),

        T::SumsTitle => s(lang, "Sums of games: the Sprague–Grundy theorem", "Summen von Spielen: der Satz von Sprague–Grundy", "ゲームの和：スプレイグ・グランディの定理"),
        T::SumsIntro => s(lang, "Several rows are played side by side, each its own game; a move is made in one of them. Theorem 2b (Sprague 1935, Grundy 1939): for locally finite artinian game graphs Gᵢ, their sum G = ⊕ Gᵢ is again locally finite and artinian, and γ(x) = γ₁(x₁) ⊕ γ₂(x₂) ⊕ …. More precisely: (0) every move changes one γᵢ(xᵢ) and so changes γ(x); (1) for every t < γ(x) there is a move to a position of value t.", "Mehrere Reihen werden nebeneinander gespielt, jede ein eigenes Spiel; ein Zug geschieht in einer davon. Satz 2b (Sprague 1935, Grundy 1939): Für lokal-endliche artinsche Spielgraphen Gᵢ ist auch ihre Summe G = ⊕ Gᵢ lokal-endlich und artinsch, und γ(x) = γ₁(x₁) ⊕ γ₂(x₂) ⊕ …. Genauer: (0) jeder Zug ändert ein γᵢ(xᵢ) und damit γ(x); (1) zu jedem t < γ(x) gibt es einen Zug zu einer Position vom Wert t.", "複数の山を並べて遊び、各山はそれぞれ独立したゲーム。1手でどれか1つに指す。定理 2b(スプレイグ 1935、グランディ 1939)：局所有限でアルティン的なゲームグラフ Gᵢ の和 G = ⊕ Gᵢ もまた局所有限でアルティン的で、γ(x) = γ₁(x₁) ⊕ γ₂(x₂) ⊕ …。詳しくは：(0) どの手もただ1つの γᵢ(xᵢ) を変えるので γ(x) も変わる。(1) 任意の t < γ(x) に対して値 t の局面への手が存在する。"),
        T::Satz1g => s(lang,
            "Theorem 1g (the Sprague–Grundy function of Nim): in plain Nim each row's count is its own Grundy value, so γ(x) = x₁ ⊕ x₂ ⊕ …. (0) Every move changes one row and so changes γ. (1) For every n < γ(x) there is a move to a position with γ = n: choose the target t below. Theorem 1f (Bouton 1901) is the case n = 0: the loss positions are exactly those with x₁ ⊕ x₂ ⊕ … = 0.",
            "Satz 1g (die Sprague–Grundy-Funktion des Nim-Spiels): beim reinen Nim ist jede Reihe ihr eigener Grundy-Wert, also γ(x) = x₁ ⊕ x₂ ⊕ …. (0) Jeder Zug ändert eine Reihe und damit γ. (1) Zu jedem n < γ(x) gibt es einen Zug in eine Position mit γ = n: wähle unten das Ziel t. Satz 1f (Bouton 1901) ist der Fall n = 0: die Verlustpositionen sind genau die mit x₁ ⊕ x₂ ⊕ … = 0.",
            "定理 1g(ニムのスプレイグ・グランディ関数)：制限のないニムでは各山の値がそのままグランディ数なので γ(x) = x₁ ⊕ x₂ ⊕ …。(0) どの手も1つの山を変えるので γ も変わります。(1) n < γ(x) を満たすどの n にも、γ = n の局面へ移る手があります：下で目標 t を選んでください。定理 1f(バウトン 1901)は n = 0 の場合で、負け局面はちょうど x₁ ⊕ x₂ ⊕ … = 0 のものです。"),
        T::SumPreset(word) => match *word {
            "slides" => s(lang, "7-5-3-1, take 1 or 2 (slides)", "7-5-3-1, nimm 1 oder 2 (Folien)", "7-5-3-1、1本か2本(スライド)"),
            "satz-1g" => s(lang, "1-3-6-7, Nim (Theorem 1g, slides)", "1-3-6-7, Nim (Satz 1g, Folien)", "1-3-6-7、ニム(定理 1g、スライド)"),
            "nim" => s(lang, "22-5-13-27, Nim", "22-5-13-27, Nim", "22-5-13-27、ニム"),
            _ => s(lang, "Three different games", "Drei verschiedene Spiele", "3つの異なるゲーム"),
        },
        T::RulesPerRow => s(lang, "Rules (one for all, or one per row separated by ;)", "Regeln (eine für alle oder eine je Reihe, getrennt durch ;)", "ルール(全体で1つ、または「;」で区切って山ごと)"),
        T::RulesCount { given, rows } => f(lang, "%0 rules for %2: give one rule for all rows or exactly one per row.", "%0 Regeln für %2: eine Regel für alle oder genau eine je Reihe angeben.", "%1 個の山に %0 個のルール：全体で1つか、山ごとにちょうど1つ指定してください。", &[&given, &rows, &counted(lang, *rows, ("row", "rows"), ("Reihe", "Reihen"), "")]),
        T::SumValue { value, binary } => format!("γ(x) = {value} = {binary}"),
        T::SumRowsTable => s(lang, "The rows of the sum: rule S and Grundy value γᵢ", "Die Reihen der Summe: Regel S und Grundy-Wert γᵢ", "和の各山：ルール S とグランディ数 γᵢ"),
        T::ColRow => s(lang, "row", "Reihe", "山"),
        T::ColCount => s(lang, "sticks", "Hölzer", "本数"),
        T::ColRule => s(lang, "S", "S", "S"),
        T::ColMoves => s(lang, "move", "Zug", "手"),
        T::Impossible { required } => f(lang, "impossible: no option has γ = %0", "unmöglich: keine Option hat γ = %0", "不可能：γ = %0 の選択肢はない", &[&required]),
        T::TargetLabel => s(lang, "Reach the value t =", "Ziel-Wert t =", "目標の値 t ="),
        T::TargetOption { t, winning } => {
            if *winning {
                s(lang, "0 (winning moves)", "0 (Gewinnzüge)", "0(必勝手)")
            } else {
                t.to_string()
            }
        }
        T::SumIsZero => s(lang, "γ(x) = 0: a loss position for the player to move. There is no smaller value to reach: every move changes exactly one γᵢ and so makes the XOR non-zero (Theorem 2b (0)).", "γ(x) = 0: eine Verlustposition für den Ziehenden. Es gibt keinen kleineren Wert: jeder Zug ändert genau ein γᵢ und macht das XOR damit ungleich 0 (Satz 2b (0)).", "γ(x) = 0：手番の人の負け局面。これより小さい値はない：どの手もちょうど1つの γᵢ を変えるので XOR は 0 でなくなる(定理 2b (0))。"),
        T::HeapBeyond { asked, last } => f(lang, "x = %0 is beyond the table, which ends at x = %1: x = %1 is shown. A larger range (“x from 0 to”) shows more.", "x = %0 liegt jenseits der Tabelle, die bei x = %1 endet: x = %1 wird gezeigt. Ein größerer Bereich („x von 0 bis“) zeigt mehr.", "x = %0 は表の範囲外です(表は x = %1 まで)：x = %1 を表示します。範囲(「x = 0 〜」)を広げると表示できます。", &[&asked, &last]),
        T::StepBeyond { asked, last } => f(lang, "The link asks for step %0, but the last step is %1: it is shown.", "Der Link verlangt Schritt %0, aber der letzte Schritt ist %1: er wird gezeigt.", "リンクはステップ%0を指定していますが、最後のステップは%1です。ステップ%1を表示します。", &[&asked, &last]),
        T::TargetNotBelow { target, value } => f(lang, "t = %0 is not below γ(x) = %1: Theorem 2b only promises moves to smaller values. Choose t < %1.", "t = %0 liegt nicht unter γ(x) = %1: Satz 2b verspricht nur Züge zu kleineren Werten. Wähle t < %1.", "t = %0 は γ(x) = %1 未満ではありません：定理 2b が保証するのはより小さい値への手だけです。t < %1 を選んでください。", &[&target, &value]),
        T::SumStepValues { values, value, binary } => f(lang, "Each row's Grundy value γᵢ comes from its own game; by Sprague–Grundy γ(x) = %0 = %1 = %2.", "Jeder Grundy-Wert γᵢ stammt aus dem eigenen Spiel der Reihe; nach Sprague–Grundy ist γ(x) = %0 = %1 = %2.", "各山のグランディ数 γᵢ はその山のゲームから求まる。スプレイグ・グランディより γ(x) = %0 = %1 = %2。", &[&values, &value, &binary]),
        T::SumStepZ { value, target, t, z, top, weight } => f(lang, "To reach t = %0 we need z = γ(x) ⊕ t = %1 ⊕ %2 = %3. Its highest bit is ℓ = %4 (weight %5).", "Um t = %0 zu erreichen, brauchen wir z = γ(x) ⊕ t = %1 ⊕ %2 = %3. Sein höchstes Bit ist ℓ = %4 (Stellenwert %5).", "t = %0 にするには z = γ(x) ⊕ t = %1 ⊕ %2 = %3。その最上位ビットは ℓ = %4(%5 の位)。", &[&t, &value, &target, &z, &top, &weight]),
        T::SumStepRows { rows, top } => f(lang, "Rows whose γᵢ has bit %0 set: %1. For them γᵢ ⊕ z < γᵢ, and since γᵢ is a mex, every smaller value is the value of some option.", "Reihen, deren γᵢ Bit %0 gesetzt hat: %1. Für sie gilt γᵢ ⊕ z < γᵢ, und weil γᵢ ein mex ist, ist jeder kleinere Wert der Wert einer Option.", "γᵢ のビット %0 が 1 の山：%1。これらでは γᵢ ⊕ z < γᵢ で、γᵢ は mex なので、それより小さい値はどれもある選択肢の値になっている。", &[&top, &rows]),
        T::SumStepReducing { row, g, required, from, to, take } => f(lang, "Row %0: γ = %1 → %2: take %3, %4 → %5. A guaranteed, reducing move.", "Reihe %0: γ = %1 → %2: %3 nehmen, %4 → %5. Ein garantierter, reduzierender Zug.", "%0番目の山：γ = %1 → %2：%3本取る、%4 → %5。必ず存在する、値を減らす手。", &[&row, &g, &required, &take, &from, &to]),
        T::SumStepRaising { row, g, required, from, to, take } => f(lang, "Row %0: γ = %1 would have to become %2 > %1; the option %3 → %4 (take %5) has exactly that value. An additional, raising move!", "Reihe %0: γ = %1 müsste %2 > %1 werden; die Option %3 → %4 (%5 nehmen) hat genau diesen Wert. Ein zusätzlicher, erhöhender Zug!", "%0番目の山：γ = %1 を %2 > %1 にする必要がある。選択肢 %3 → %4(%5本取る)がちょうどその値を持つ。追加の、値を増やす手！", &[&row, &g, &required, &from, &to, &take]),
        T::SumOption { from, to, take } => f(lang, "%0 → %1 (take %2)", "%0 → %1 (%2 nehmen)", "%0 → %1(%2本取る)", &[&from, &to, &take]),
        T::SumStepReducingSome { row, g, required, options } => f(lang, "Row %0: γ = %1 → %2: the options %3 all have that value. Guaranteed, reducing moves.", "Reihe %0: γ = %1 → %2: die Optionen %3 haben alle diesen Wert. Garantierte, reduzierende Züge.", "%0番目の山：γ = %1 → %2：選択肢 %3 がどれもその値を持つ。必ず存在する、値を減らす手。", &[&row, &g, &required, &options]),
        T::SumStepRaisingSome { row, g, required, options } => f(lang, "Row %0: γ = %1 would have to become %2 > %1; the options %3 all have exactly that value. Additional, raising moves!", "Reihe %0: γ = %1 müsste %2 > %1 werden; die Optionen %3 haben alle genau diesen Wert. Zusätzliche, erhöhende Züge!", "%0番目の山：γ = %1 を %2 > %1 にする必要がある。選択肢 %3 がどれもちょうどその値を持つ。追加の、値を増やす手！", &[&row, &g, &required, &options]),
        T::SumStepNoRaise { row, g, required } => f(lang, "Row %0: γ = %1 would have to become %2 > %1; no option has that value: impossible.", "Reihe %0: γ = %1 müsste %2 > %1 werden; keine Option hat diesen Wert: unmöglich.", "%0番目の山：γ = %1 を %2 > %1 にする必要があるが、その値の選択肢はない：不可能。", &[&row, &g, &required]),
        T::SumNoRaising => s(lang, "Every row with a value to reach is a reducing one: no raising moves here.", "Jede Reihe mit erreichbarem Wert ist reduzierend: hier gibt es keine erhöhenden Züge.", "到達すべき値を持つ山はすべて値を減らす側：値を増やす手はない。"),
        T::SumStepAll { t, count } => f(lang, "The moves to a position of value %1 (%0 in all); after each, the XOR of the rows' values is %1:", "Die Züge zu einer Position vom Wert %1 (insgesamt %0); nach jedem ist das XOR der Reihenwerte %1:", "値 %1 の局面への手は全部で %0 個。どの手の後も各山の値の XOR は %1：", &[&count, &t]),
        T::TargetMove { row, take, from, to, g, required, raising } => {
            let kind = match (raising, lang) {
                (true, Lang::En) => "raising",
                (true, Lang::De) => "erhöhend",
                (true, Lang::Ja) => "値を増やす手",
                (false, Lang::En) => "reducing",
                (false, Lang::De) => "reduzierend",
                (false, Lang::Ja) => "値を減らす手",
            };
            format!("{}{}γ {g} → {required}{}({kind})", tr(lang, &Msg::WinningMove { row: *row as usize, take: *take, from: *from, to: *to }), lang.colon(), lang.space())
        }
        T::PlayThis => s(lang, "Play this position", "Diese Position spielen", "この局面で遊ぶ"),

        T::ExerciseTitle(kind) => match kind {
            Kind::PorN => s(lang, "P or N?", "P oder N?", "P か N か？"),
            Kind::WinningMoves => s(lang, "Find all winning moves", "Alle Gewinnzüge finden", "必勝手をすべて見つける"),
            Kind::NextMex => s(lang, "Fill in the next mex", "Den nächsten mex eintragen", "次の mex を埋める"),
            Kind::RowValue => s(lang, "What is this row's Grundy value?", "Welchen Grundy-Wert hat diese Reihe?", "この山のグランディ数は？"),
        },
        T::KindLabel => s(lang, "Exercise", "Übung", "演習"),
        T::EndNormal => s(lang, "normal play (no move: lose)", "Normalspiel (kein Zug: verloren)", "正規形(手がなければ負け)"),
        T::EndMisere => s(lang, "misère (no move: win)", "Misère (kein Zug: gewonnen)", "逆形(手がなければ勝ち)"),
        T::EndLabel => s(lang, "Ending", "Spielende", "勝敗"),
        T::LevelLabel => s(lang, "Level", "Stufe", "レベル"),
        T::SeedLabel => s(lang, "Sheet number", "Blattnummer", "シート番号"),
        T::StartRound => s(lang, "Start round", "Runde starten", "ラウンド開始"),
        T::ExerciseTakeTooLarge { max } => f(lang, "Exercises allow counts up to %0.", "Übungen erlauben Anzahlen bis %0.", "演習で使える本数は %0 までです。", &[&max]),
        T::Score { correct, answered, total } => f(lang, "Score: %0 right of %1 answered (%2 questions)", "Punkte: %0 richtig von %1 beantworteten (%2 Fragen)", "得点：回答 %1 問中 %0 問正解(全 %2 問)", &[&correct, &answered, &total]),
        T::Questions => s(lang, "Questions", "Fragen", "問題"),
        T::QuestionHeading { index, difficulty } => f(lang, "Question %0 (difficulty %1)", "Frage %0 (Schwierigkeit %1)", "問題 %0(難易度 %1)", &[&index, &difficulty]),
        T::AskPorN => s(lang, "Is this a P-position (the player to move loses) or an N-position (the player to move wins)?", "Ist das eine Z-Stellung (P: wer am Zug ist, verliert) oder eine C-Stellung (N: wer am Zug ist, gewinnt)?", "これは P局面(手番の人が負け)か、N局面(手番の人が勝ち)か？"),
        T::AskWinningMoves => s(lang, "Mark every winning move (every move that leaves a P-position), then check.", "Markiere jeden Gewinnzug (jeden Zug, der eine Z-Stellung hinterlässt), und prüfe dann.", "必勝手(P局面を残す手)をすべて選んでから確認してください。"),
        T::AskMex { x, misere } => {
            let g = if *misere { "γ⁻" } else { "γ" };
            // A table of one heap is no range "0 … 0".
            if *x <= 1 {
                f(lang, "The value of heap 0 is given. What is %0(%1)?", "Der Wert des Haufens 0 ist gegeben. Wie groß ist %0(%1)?", "山 0 の値は与えられています。%0(%1) はいくつ？", &[&g, &x])
            } else {
                f(lang, "The values of heaps 0 … %0 are given. What is %1(%2)?", "Die Werte der Haufen 0 … %0 sind gegeben. Wie groß ist %1(%2)?", "山 0 … %0 の値は与えられています。%1(%2) はいくつ？", &[&(x - 1), &g, &x])
            }
        }
        T::AskRow { n, misere } => {
            let g = if *misere { "γ⁻" } else { "γ" };
            f(lang, "A single row of %2. What is its value %1(%0)?", "Eine einzelne Reihe mit %2. Wie groß ist ihr Wert %1(%0)?", "%0本の山が1つ。その値 %1(%0) はいくつ？", &[&n, &g, &counted(lang, *n, ("stick", "sticks"), ("Holz", "Hölzern"), "本")])
        }
        T::MexRule { set, misere } => {
            if *misere {
                f(lang, "S = %0, misère play: γ⁻(x) = mex{ γ⁻(x − s) }, but a heap without a move has γ⁻ = 1 (its player wins). γ⁻ = 0 exactly at the misère losses.", "S = %0, Misère: γ⁻(x) = mex{ γ⁻(x − s) }, aber ein Haufen ohne Zug hat γ⁻ = 1 (wer am Zug ist, gewinnt). γ⁻ = 0 genau bei den Misère-Verlustpositionen.", "S = %0、逆形：γ⁻(x) = mex{ γ⁻(x − s) }。ただし手のない山は γ⁻ = 1(手番の人の勝ち)。γ⁻ = 0 はちょうど逆形の負け局面。", &[&set])
            } else {
                f(lang, "S = %0: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }.", "S = %0: γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }.", "S = %0：γ(x) = mex{ γ(x − s) : s ∈ S, s ≤ x }。", &[&set])
            }
        }
        T::AnswerP => s(lang, "P-position", "Z-Stellung (P)", "P局面"),
        T::AnswerN => s(lang, "N-position", "C-Stellung (N)", "N局面"),
        T::Check => s(lang, "Check", "Prüfen", "確認"),
        T::YourAnswer => s(lang, "Your answer", "Deine Antwort", "あなたの答え"),
        T::NotAWholeNumber => s(lang, "Enter a whole number.", "Eine ganze Zahl eingeben.", "整数を入力してください。"),
        T::Right => s(lang, "Right!", "Richtig!", "正解！"),
        T::Wrong { answer } => f(lang, "Not quite. The right answer: %0.", "Nicht ganz. Die richtige Antwort: %0.", "残念。正しい答え：%0。", &[&answer]),
        T::WhyTitle => s(lang, "Why, step by step", "Warum, Schritt für Schritt", "理由をステップごとに"),
        T::NextQuestion => s(lang, "Next question ▶", "Nächste Frage ▶", "次の問題 ▶"),
        T::RoundDone { correct, total } => f(lang, "Round complete: %0 of %1 right.", "Runde beendet: %0 von %1 richtig.", "ラウンド終了：%1 問中 %0 問正解。", &[&correct, &total]),
        T::NewRound => s(lang, "New round", "Neue Runde", "新しいラウンド"),
        T::RetryRound => s(lang, "Same round again", "Dieselbe Runde nochmal", "同じラウンドをもう一度"),
        T::Harder => s(lang, "One level harder", "Eine Stufe schwerer", "1段階難しく"),
        T::SheetTitle => s(lang, "Exercise sheet (to print or hand out)", "Übungsblatt (zum Drucken oder Austeilen)", "演習シート(印刷・配布用)"),
        T::SheetNote => s(lang, "The link opens exactly these questions: kind, rules, level and sheet number define the round.", "Der Link öffnet genau diese Fragen: Art, Regeln, Stufe und Blattnummer legen die Runde fest.", "このリンクはまったく同じ問題を開きます。種類・ルール・レベル・シート番号でラウンドが決まります。"),
        T::AnswerKey => s(lang, "Answer key", "Lösungen", "解答"),
        T::ExRowValues { values, any, set } => {
            if *any {
                f(lang, "With any count allowed, a row's Grundy value is its count: %0.", "Wenn jede Anzahl erlaubt ist, ist der Grundy-Wert einer Reihe ihre Anzahl: %0.", "何本でも取れるとき、山のグランディ数は本数そのもの：%0。", &[&values])
            } else {
                f(lang, "Each row is a game of its own under S = %0: %1.", "Jede Reihe ist ein eigenes Spiel mit S = %0: %1.", "各山は S = %0 の独立したゲーム：%1。", &[&set, &values])
            }
        }
        T::ExXor { terms, value, binary } => format!("γ(x) = {terms} = {binary} = {value}"),
        T::ExZeroIsP => s(lang, "The XOR is 0: every move changes one row's value and so makes the XOR non-zero, so the player to move loses: a P-position, no winning move.", "Das XOR ist 0: jeder Zug ändert den Wert einer Reihe und macht es ungleich 0, also verliert, wer am Zug ist: eine Z-Stellung (P) ohne Gewinnzug.", "XOR は 0：どの手も1つの山の値を変えて XOR を 0 でなくするので、手番の人の負け：P局面で必勝手はない。"),
        T::ExNonZeroIsN { top } => f(lang, "The XOR is not 0: an N-position. Winning moves make it 0: z = γ(x), highest bit ℓ = %0.", "Das XOR ist nicht 0: eine C-Stellung (N). Gewinnzüge machen es zu 0: z = γ(x), höchstes Bit ℓ = %0.", "XOR は 0 でない：N局面。必勝手は XOR を 0 にする：z = γ(x)、最上位ビット ℓ = %0。", &[&top]),
        T::ExWinningMoves { moves } => f(lang, "Winning moves: %0.", "Gewinnzüge: %0.", "必勝手：%0。", &[&moves]),
        // Counts after a colon: no "1 rows".
        T::ExMisereCount { large, single, case } => f(lang, "Misère Nim: rows with two or more sticks: %0; rows with one stick: %1; so case %2.", "Misère-Nim: Reihen mit mindestens zwei Hölzern: %0; Reihen mit einem Holz: %1; also Fall %2.", "逆形ニム：2本以上の山が %0 個、1本の山が %1 個：場合 %2。", &[&large, &single, &case]),
        T::ExMisereA { nim_sum } => f(lang, "At least two large rows: play as in normal Nim. The nim-sum is %0; P exactly when it is 0.", "Mindestens zwei große Reihen: wie im Normalspiel. Die Nim-Summe ist %0; P genau dann, wenn sie 0 ist.", "大きい山が2つ以上：正規形と同じ。ニム和は %0、0 のときちょうど P。", &[&nim_sum]),
        // The large row keeps 0 or 1 stick, whichever leaves an odd number of single sticks.
        T::ExMisereB { row, keep: 0 } => f(lang, "Exactly one large row: N. Take all of row %0, so that an odd number of single sticks remains.", "Genau eine große Reihe: N. Reihe %0 ganz nehmen, sodass eine ungerade Zahl einzelner Hölzer bleibt.", "大きい山がちょうど1つ：N。%0番目の山を全部取り、1本の山が奇数個残るようにする。", &[&row]),
        T::ExMisereB { row, keep: 1 } => f(lang, "Exactly one large row: N. Leave one stick in row %0, so that an odd number of single sticks remains.", "Genau eine große Reihe: N. In Reihe %0 ein Holz lassen, sodass eine ungerade Zahl einzelner Hölzer bleibt.", "大きい山がちょうど1つ：N。%0番目の山に1本残し、1本の山が奇数個残るようにする。", &[&row]),
        T::ExMisereB { row, keep } => f(lang, "Exactly one large row: N. Leave %0 sticks in row %1, so that an odd number of single sticks remains.", "Genau eine große Reihe: N. In Reihe %1 %0 Hölzer lassen, sodass eine ungerade Zahl einzelner Hölzer bleibt.", "大きい山がちょうど1つ：N。%1番目の山に %0 本残し、1本の山が奇数個残るようにする。", &[&keep, &row]),
        T::ExMisereC { single } => f(lang, "Only single sticks (%0): every move takes one. The player to move loses exactly when the number of single sticks is odd.", "Nur einzelne Hölzer (%0): jeder Zug nimmt eines. Wer am Zug ist, verliert genau bei ungerader Anzahl.", "1本の山だけ(%0 個)：どの手も1本取る。奇数個のとき手番の人が負け。", &[&single]),
        T::ExOutcome { outcome } => f(lang, "So the position is %0.", "Also ist die Position %0.", "よってこの局面は %0。", &[&outcome]),
        T::ExOptionsIntro => s(lang, "Misère play with restricted moves has no general formula: every option is solved exactly. A position is P exactly when every option is N.", "Misère mit beschränkten Zügen hat keine allgemeine Formel: jede Option wird exakt gelöst. Eine Position ist genau dann P, wenn jede Option N ist.", "制限付きの逆形には一般的な公式がない：各選択肢を厳密に解く。すべての選択肢が N のときちょうど P。"),
        T::ExOptionsVerdict { outcome } => f(lang, "So the position is %0; the winning moves are those to P.", "Also ist die Position %0; Gewinnzüge sind die Züge nach P.", "よってこの局面は %0。必勝手は P への手。", &[&outcome]),
        T::ExMisereValues => s(lang, "Misère: a heap without a move is a win for its player, so it gets the value 1 (not mex{} = 0); all other heaps take the mex.", "Misère: ein Haufen ohne Zug ist ein Gewinn für den Ziehenden, er bekommt den Wert 1 (nicht mex{} = 0); alle anderen den mex.", "逆形：手のない山は手番の人の勝ちなので値 1(mex{} = 0 ではない)。他の山は mex。"),
        T::ExAnyRule { n, value, misere } => {
            if *misere {
                f(lang, "Any count: the options of %0 are all heaps 0 … %1, with values 1, 0, 2, 3, …; so γ⁻(%0) = %2.", "Beliebige Anzahl: die Optionen von %0 sind alle Haufen 0 … %1 mit den Werten 1, 0, 2, 3, …; also γ⁻(%0) = %2.", "何本でも：%0 の選択肢は山 0 … %1 のすべてで、値は 1, 0, 2, 3, …。よって γ⁻(%0) = %2。", &[&n, &n.saturating_sub(1), &value])
            } else {
                f(lang, "Any count: the options of %0 are all heaps 0 … %1 with values 0 … %1; so γ(%0) = %2.", "Beliebige Anzahl: die Optionen von %0 sind alle Haufen 0 … %1 mit den Werten 0 … %1; also γ(%0) = %2.", "何本でも：%0 の選択肢は山 0 … %1 で値は 0 … %1。よって γ(%0) = %2。", &[&n, &n.saturating_sub(1), &value])
            }
        }
        T::ExNoMove { n, value, misere } => {
            let g = if *misere { "γ⁻" } else { "γ" };
            f(lang, "%0 has no move, so %1(%0) = %2.", "%0 hat keinen Zug, also %1(%0) = %2.", "%0 には手がないので %1(%0) = %2。", &[&n, &g, &value])
        }
        // "Heap n has the value of heap m": the same words for γ and the misère values γ⁻.
        T::ExReduce { n, pre: 0, period, m } => f(lang, "The values repeat with period %0 from the start (certified), so heap %1 has the value of heap %1 rem %0 = %2.", "Die Werte wiederholen sich von Anfang an mit Periode %0 (zertifiziert), also hat Haufen %1 den Wert von Haufen %1 rem %0 = %2.", "値は最初から周期 %0 で繰り返す(証明済み)。よって山 %1 の値は山 %1 rem %0 = %2 の値と同じ。", &[&period, &n, &m]),
        T::ExReduce { n, pre, period, m } => f(lang, "The values repeat with period %0 from %1 on (certified), so heap %2 has the value of heap %1 + (%2 − %1) rem %0 = %3.", "Die Werte wiederholen sich ab %1 mit Periode %0 (zertifiziert), also hat Haufen %2 den Wert von Haufen %1 + (%2 − %1) rem %0 = %3.", "値は %1 以降、周期 %0 で繰り返す(証明済み)。よって山 %2 の値は山 %1 + (%2 − %1) rem %0 = %3 の値と同じ。", &[&period, &pre, &n, &m]),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
            "Examples from the slides: mex{0, 1, 3, 5} = 2; mex{} = 0."
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

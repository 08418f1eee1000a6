//! Step-through explanations: the core's data for a position, cut into steps.
//!
//! Each step carries what it points at ([`Highlight`]), the message that explains it
//! ([`StepMsg`], numbers only: the catalog in `i18n/explain.rs` words it), an optional figure
//! (a binary XOR, a game record, a list of cases) and an optional *answer*: the part that
//! lecture mode hides until the lecturer reveals it, so the audience can guess first.
//!
//! Rows are 0-based in the data and counted from 1 in the text, as on the board.

use crate::play::highlight::Highlight;
use crate::play::live_analysis::{now, run_until};
use crate::route::Topic;
use nimlab_core::analysis::{self, Analysis, Method, Outcome};
use nimlab_core::explain::record::{annotate, annotate_with, GameRecord, MoveNote, Player};
use nimlab_core::explain::{bouton, columns, misere as mis, sums};
use nimlab_core::misere::Solve;
use nimlab_core::{misere_case, Ending, GrundyFn, MisereCase, Move, Position, Rules, Take};
use std::cell::Cell;

/// What lecture mode hides while a step's answer is not revealed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Hide {
    /// The lines of the binary panel's foot (and the status) that would give the answer away.
    pub sums: Sums,
    /// The marked sticks of moves and the list of winning moves.
    pub moves: bool,
    /// The outlines of the rows the answer names.
    pub rows: bool,
    /// The outlines of the binary columns the step points at (when they are the answer).
    pub cols: bool,
}

/// How far down the binary panel's foot lecture mode hides: a level hides its own line and
/// every line after it, since each follows from the one before (the number of 1s gives the
/// parities, the parities the nim-sum, the nim-sum the outcome). A question about the nim-sum
/// keeps the counts and parities that earlier steps revealed on screen.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Sums {
    /// Nothing hidden.
    #[default]
    Shown,
    /// The outcome (P or N) in the panel and the status.
    Outcome,
    /// The nim-sum line and the status's nim-sum, and the outcome.
    NimSum,
    /// The parity line and the highlighted odd columns, and everything after.
    Parity,
    /// The number of 1s per column, and everything after.
    Ones,
}

impl Sums {
    /// The words lecture mode's stylesheet reads from `<body data-hide>`.
    pub fn words(self) -> &'static [&'static str] {
        const WORDS: [&str; 4] = ["ones", "parity", "sum", "outcome"];
        match self {
            Sums::Shown => &[],
            Sums::Outcome => &WORDS[3..],
            Sums::NimSum => &WORDS[2..],
            Sums::Parity => &WORDS[1..],
            Sums::Ones => &WORDS,
        }
    }
}

/// A symbol of the sources' notation, labelling a line of a binary XOR.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Sym {
    /// n_i, the count of row i (the lab handout).
    N(usize),
    /// γ_i, the Grundy value of row i.
    Gamma(usize),
    /// A_k, pile k before the move (the Japanese article).
    A(usize),
    /// B_i: the lab's target count, or the Japanese article's B_k, pile k after the move.
    B(usize),
    /// γ(A_k) and γ(B_k): in the proof under restricted moves, the Grundy values of pile k
    /// before and after the move, where A_k and B_k are counts of sticks. (The lab's B_i is
    /// the value to reach, a Grundy value already under restricted moves.)
    GammaA(usize),
    GammaB(usize),
    /// E, the lab's nim-sum.
    E,
    /// S, the Japanese article's nim-sum before the move.
    S,
    /// T, the nim-sum after the move.
    T,
    /// The nim-sum, by its name.
    NimSum,
}

/// Who made a move of a record.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// The German article's player A, who moves first.
    A,
    /// The German article's player B.
    B,
    /// Player 1 or 2 of the app.
    Player(u8),
    /// Player 1 or 2 of the app, played by the computer: the commentary on a game against it
    /// names it ("the computer takes 1 from row 1"), as the page does.
    Computer(u8),
    /// Player 1 or 2 of the app, played by the person against the computer: the commentary
    /// says "you take 1 from row 1", as the page says "You took 1 from row 1."
    You(u8),
}

impl Who {
    /// Whether the commentary addresses this player ("you take", "du nimmst").
    pub fn is_you(self) -> bool {
        matches!(self, Who::You(_))
    }
}

/// How a line of a record is named.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Label {
    /// S_n of the German record.
    S(usize),
    /// The position before move n (from 1).
    Move(usize),
}

/// One line of a record figure: a position, its status and the move played from it.
#[derive(Clone, Debug, PartialEq)]
pub struct Line {
    /// The line's name.
    pub label: Label,
    /// The counts.
    pub rows: Vec<u64>,
    /// The status for the player to move.
    pub status: Option<Outcome>,
    /// Who moves from it.
    pub who: Who,
    /// The move played from it (`None` for the last line).
    pub played: Option<Move>,
    /// Rows of the other winning moves (the German article's short bars); when the move
    /// played is not winning, every row with a winning move.
    pub others: Vec<usize>,
    /// Whether the move played is a winning move (so `others` are alternatives to it, not
    /// what should have been played instead).
    pub played_wins: bool,
    /// Whether misère play departs from normal play here.
    pub departure: bool,
}

/// A figure beside the step's text.
#[derive(Clone, Debug, PartialEq)]
pub enum Figure {
    /// Binary numbers XORed column by column, with the result below the line.
    Xor {
        /// The operands.
        terms: Vec<(Sym, u64)>,
        /// The result.
        result: (Sym, u64),
        /// How many binary digits to show.
        width: u32,
        /// A column to mark (ℓ).
        bit: Option<u32>,
    },
    /// A game record as a table.
    Record {
        /// The positions.
        lines: Vec<Line>,
        /// The line the step talks about.
        current: Option<usize>,
    },
    /// The German article's cases A, B, Cg, Cu.
    MisereCases {
        /// The case of the position.
        current: Option<MisereCase>,
    },
    /// The lab handout's table of replacements: column i is the rows with row i replaced by
    /// B_i = n_i xor E, whose nim-sum is 0; a move only where B_i < n_i.
    Replacements {
        /// The rows' counts n_i.
        rows: Vec<u64>,
        /// The nim-sum E of the rows.
        e: u64,
        /// How many binary digits to show.
        width: u32,
    },
    /// The lab handout's four column cases.
    LabCases {
        /// The case of the column (1 to 4), if one of them.
        current: Option<u8>,
        /// The column's count of 1s.
        ones: usize,
    },
}

/// Why the exact outcome of a position is not shown.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Unknown {
    /// The solver gives up on it.
    TooLarge,
    /// The play page is solving it: the explanation follows once it is solved.
    Solving,
    /// Nothing solves it here (the misère version of a normal-play game's position).
    NotHere,
}

/// What a record's move was worth.
#[derive(Clone, Debug, PartialEq)]
pub enum Verdict {
    /// A winning move; `others` are the other winning moves.
    Winning { others: Vec<Move> },
    /// Not a winning move although `best` were available.
    Mistake { best: Vec<Move> },
    /// The player was at a P-position: every move loses against perfect play.
    Forced,
    /// The status is unknown (the exact solver gave up).
    Unknown,
}

/// The message of a step: which sentence, with which numbers. Worded by the catalog.
#[derive(Clone, Debug, PartialEq)]
pub enum StepMsg {
    // Notes shared by several explanations.
    /// Restricted moves: the counts' XOR does not decide; Grundy values do.
    Restricted {
        take: Take,
        count_xor: u64,
        grundy_xor: u64,
    },
    /// Misère with restricted moves: no formula; the explanation is for normal play.
    MisereRestrictedNote,
    /// Opens an explanation of normal play when the game on screen is misère: what follows is
    /// normal play's theory and verdict.
    MisereNormalNote,
    /// The game is misère (classic): whether its advice agrees with normal play here.
    MisereNote { agrees: bool },
    /// The game is misère with restricted moves: normal play's verdict (`normal`, from the
    /// Grundy values' XOR) beside misère's, solved exactly (`None` while unknown).
    MisereRestrictedVerdict {
        normal: Outcome,
        misere: Option<Outcome>,
    },

    // The nim-sum criterion.
    /// Write the rows in binary, `width` digits.
    BinaryIntro {
        rows: usize,
        width: u32,
        grundy: bool,
    },
    /// One row in binary.
    RowBinary {
        row: usize,
        count: u64,
        value: u64,
        width: u32,
        grundy: bool,
    },
    /// Count the 1s per column.
    CountOnes,
    /// The counts, highest column first (answer).
    OnesAre { ones: Vec<usize> },
    /// Mark each column even or odd.
    Parities,
    /// Odd or not, highest column first (answer).
    ParitiesAre { odd: Vec<bool> },
    /// The nim-sum as addition without carry; the ordinary sum for contrast.
    XorRule { plain_sum: Option<u64> },
    /// The nim-sum (answer).
    NimSumIs { value: u64, width: u32 },
    /// Z- or C-position?
    VerdictQ,
    /// C (N): the odd columns' weights (answer).
    /// A nonzero nim-sum; `grundy`: of the rows' Grundy values (Sprague–Grundy rather than
    /// Bouton).
    VerdictN { odd_weights: Vec<u64>, grundy: bool },
    /// Z (P) (answer).
    VerdictP { grundy: bool },

    // Bouton's construction.
    /// E = n1 xor … xor nk.
    LabE { rows: usize, grundy: bool },
    /// E (answer).
    EIs { value: u64, width: u32 },
    /// E = 0: a Z-position.
    EZero { grundy: bool },
    /// For example, a move from E = 0 (answer: T).
    EZeroExample {
        row: usize,
        take: u64,
        after: Vec<u64>,
        t: u64,
    },
    /// The highest 1 of E.
    TopBit { e: u64, width: u32, weight: u64 },
    /// Which rows have a 1 in column ℓ?
    TopRowsQ { weight: u64 },
    /// The rows with a 1 in column ℓ (answer).
    TopRowsA { rows: Vec<usize>, weight: u64 },
    /// Why B_i < n_i exactly for these rows.
    WhyLess { weight: u64, grundy: bool },
    /// Row i: B_i = E xor n_i = ?
    BoutonRowQ { row: usize, n: u64, e: u64 },
    /// B_i and whether it is less than n_i (answer).
    BoutonRowA { row: usize, n: u64, b: u64 },
    /// The lab handout's table: each row in turn replaced by its B_i, each giving E = 0.
    ReplacementTable { moves: usize },
    /// Row i under restricted rules: the Grundy value it needs.
    GrundyRowQ { row: usize, n: u64, g: u64, e: u64 },
    /// The value r = E xor γ_i and the takes that reach it (answer).
    GrundyRowA {
        row: usize,
        g: u64,
        r: u64,
        takes: Vec<u64>,
    },
    /// How many winning moves?
    CountQ,
    /// The winning moves, one per 1 in column ℓ (answer).
    CountA { moves: Vec<Move>, weight: u64 },
    /// The winning moves under restricted rules (answer).
    GrundyCountA { moves: Vec<Move>, raising: usize },
    /// Check: after the move every column is even.
    Check {
        row: usize,
        take: u64,
        after: Vec<u64>,
    },

    // The proof.
    /// S = A1 ⊕ … ⊕ An.
    ProofS { rows: usize, grundy: bool },
    /// S (answer).
    SIs { value: u64 },
    /// T = S ⊕ A_k ⊕ B_k.
    ProofT { grundy: bool },
    /// T for a concrete move.
    ProofTExample {
        row: usize,
        a: u64,
        b: u64,
        s: u64,
        after: Vec<u64>,
        grundy: Option<(u64, u64)>,
    },
    /// T (answer).
    TIs { t: u64 },
    /// Lemma 1.
    Lemma1 { grundy: bool },
    /// Lemma 1 on a concrete move, here or after the winning move.
    Lemma1Example {
        here: bool,
        position: Vec<u64>,
        row: usize,
        a: u64,
        b: u64,
        grundy: Option<(u64, u64)>,
    },
    /// Lemma 2.
    Lemma2 { grundy: bool },
    /// Lemma 2 on this position.
    Lemma2Example {
        s: u64,
        weight: u64,
        row: usize,
        a: u64,
        grundy: Option<u64>,
    },
    /// The move Lemma 2 constructs (answer).
    Lemma2Move {
        row: usize,
        a: u64,
        b: u64,
        take: u64,
    },
    /// S = 0 here: Lemma 2 does not apply.
    Lemma2NotHere,
    /// Hence the player at a C-position wins.
    /// The proof's conclusion; under restricted moves that never take a single stick the
    /// game may end before the board is empty, in a position whose rows all have Grundy
    /// value 0 (`stuck`).
    ProofEnd { s: u64, stuck: bool },

    // Two rows.
    /// Two rows, their counts.
    MirrorIntro { rows: [usize; 2], counts: [u64; 2] },
    /// Equal rows: P, copy (under misère play until a row has at most one stick).
    MirrorEqual { n: u64, misere: bool },
    /// Unequal rows: how to win?
    MirrorUnequalQ { counts: [u64; 2] },
    /// Take the difference from the larger row (answer).
    MirrorUnequalA { row: usize, take: u64, left: u64 },
    /// A copying reply.
    MirrorCopy {
        from: usize,
        to: usize,
        take: u64,
        left: u64,
    },
    /// The same by the nim-sum.
    MirrorXor { a: u64, b: u64 },
    /// Restricted moves: copying works, equalizing needs an allowed difference.
    MirrorRestricted {
        diff: u64,
        allowed: bool,
        outcome: Outcome,
    },
    /// Misère: copy until a row has at most one stick; `now` when a row has one already, so
    /// the player to move breaks the symmetry (an N-position).
    MirrorMisere { now: bool },
    /// Misère play with restricted moves: copying decides nothing (the copier may be left
    /// the last stick); the verdict of the misère analysis (`None` while it is not known).
    MirrorMisereRestricted { outcome: Option<Outcome> },
    /// Not two non-empty rows.
    MirrorNotTwo { nonempty: usize },
    /// The rows form equal pairs (under misère play with a row of two or more).
    MirrorPairs {
        pairs: Vec<(usize, usize)>,
        misere: bool,
    },
    /// An example with two of the rows.
    MirrorExample { rows: [usize; 2], counts: [u64; 2] },

    // Column by column.
    /// The lab's view of a column.
    LabIntro { grundy: bool },
    /// Column w: where are its 1s?
    LabColumnQ { weight: u64, rows: Vec<usize> },
    /// The column's case (answer); `spare`: a move in some row can add a 1 to the column.
    LabColumnA { ones: usize, spare: bool },
    /// All columns: won or lost for the player to move.
    LabSummary { odd_weights: Vec<u64> },
    /// How the player to move makes every column even.
    LabStrategy {
        row: usize,
        /// The row's value before and after: its count, or its Grundy value under restricted
        /// moves (`grundy`).
        n: u64,
        b: u64,
        weights: Vec<u64>,
        take: u64,
        grundy: bool,
    },
    /// Every column is even: every move makes one odd.
    LabStrategyP,

    // Misère play.
    /// The misère rule; whether this game is played under it.
    MisereIntro { misere_game: bool },
    /// Count the large and the single rows.
    MisereCountQ,
    /// The large rows and the single rows (answer).
    MisereCountA {
        large: Vec<usize>,
        singles: Vec<usize>,
    },
    /// Which case?
    MisereCaseQ,
    /// The case (answer).
    MisereCaseA { case: MisereCase },
    /// The Japanese article's rule.
    MisereRule,
    /// The rule applied here (answer).
    MisereRuleA {
        m: usize,
        singles: usize,
        nim_sum: u64,
        outcome: Outcome,
        moves: Vec<Move>,
    },
    /// Normal and misère side by side.
    MisereCompare {
        normal: Outcome,
        misere: Outcome,
        normal_moves: Vec<Move>,
        misere_moves: Vec<Move>,
        rows: Vec<u64>,
    },
    /// A game from here until the departure.
    MisereLine { cut: bool },
    /// The departure's move number (answer).
    MisereLineA { index: usize },
    /// The departure: normal and misère moves.
    Departure {
        index: usize,
        before: Vec<u64>,
        normal: Vec<Move>,
        misere: Vec<Move>,
    },
    /// The two rules agree at every move of the game.
    NoDeparture,
    /// No stick left.
    MisereEmpty,
    /// Misère where every allowed count is odd and 1 is allowed: the total's parity decides.
    MisereParity { total: u64, outcome: Outcome },
    /// Misère with restricted moves: exact solving only.
    MisereRestricted {
        outcome: Option<Outcome>,
        /// With no outcome: why.
        unknown: Option<Unknown>,
    },

    // A whole game.
    /// The game played on screen, up to the position shown; `you` in a game against the
    /// computer (two people at one screen are not addressed).
    RecordOwn {
        moves: usize,
        start: Vec<u64>,
        you: bool,
    },
    /// No moves yet: a game with perfect play from here.
    RecordDemo {
        start: Vec<u64>,
        cut: bool,
        /// Whether the game stops at a position the exact solver has not solved.
        unsolved: bool,
    },
    /// One move of a record.
    RecordMove {
        label: Label,
        who: Who,
        before: Vec<u64>,
        status: Option<Outcome>,
        played: Move,
        after: Vec<u64>,
        misere: bool,
    },
    /// What the move was worth (answer).
    RecordVerdict(Verdict),
    /// The end of the record.
    RecordEnd {
        winner: Option<Who>,
        /// The winner's opponent (under misère, who made the last move).
        loser: Option<Who>,
        ending: Ending,
        to_move: Who,
        status: Option<Outcome>,
    },
    /// A position without a move: the game is over before the explanation begins.
    NoMoveHere { ending: Ending },
    /// A record of no move that is over at once: `to_move` cannot move (a link to an empty
    /// board, or to single sticks that may not be taken).
    RecordNoMove { to_move: Who, ending: Ending },
    /// The German article's game.
    GermanIntro,
    /// S7: case B, the endings part.
    GermanPart { position: Vec<u64> },
    /// The end of an ending of the German game.
    GermanEnd { ending: Ending },
}

/// One step of an explanation.
#[derive(Clone, Debug, PartialEq)]
pub struct Step {
    /// What the step points at on the board and in the binary panel.
    pub highlight: Highlight,
    /// What the step says.
    pub msg: StepMsg,
    /// A figure beside the text.
    pub figure: Option<Figure>,
    /// The part lecture mode hides until revealed.
    pub answer: Option<StepMsg>,
    /// What else lecture mode hides until the answer is revealed.
    pub hide: Hide,
    /// The position the step talks about when it is not the one on screen (a move of the
    /// record, the position after a winning move): the board and the binary panel show it
    /// while the step is open, and the highlight points into it.
    pub shows: Option<Shown>,
}

/// A position a step shows on the board, and the ending the step judges it under (the
/// normal-play topics and the German article's normal ending use normal play in a misère
/// game, its misère ending misère play in a normal one).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// Sticks per row.
    pub rows: Vec<u64>,
    /// Normal or misère play.
    pub ending: Ending,
}

impl Step {
    fn new(msg: StepMsg) -> Step {
        Step {
            highlight: Highlight::default(),
            msg,
            figure: None,
            answer: None,
            hide: Hide::default(),
            shows: None,
        }
    }
    /// The step talks about `rows` under `ending`; nothing changes when `rows` is the position
    /// on `screen`.
    fn shows(mut self, rows: &[u64], ending: Ending, screen: &Position) -> Step {
        self.shows = (rows != screen.rows.as_slice()).then(|| Shown {
            rows: rows.to_vec(),
            ending,
        });
        self
    }
    // Plain vectors, not `impl IntoIterator`: one copy of the code for every call.
    fn rows(mut self, rows: Vec<usize>) -> Step {
        self.highlight.rows = rows;
        self
    }
    fn cols(mut self, bits: Vec<u32>) -> Step {
        self.highlight.columns = bits;
        self
    }
    fn moves(mut self, moves: Vec<Move>) -> Step {
        self.highlight.moves = moves;
        self
    }
    fn figure(mut self, figure: Figure) -> Step {
        self.figure = Some(figure);
        self
    }
    fn answer(mut self, answer: StepMsg, hide: Hide) -> Step {
        self.answer = Some(answer);
        self.hide = hide;
        self
    }
}

/// No answer hidden; the other sets name what they hide on top of it.
const NOTHING: Hide = Hide {
    sums: Sums::Shown,
    moves: false,
    rows: false,
    cols: false,
};
/// A hidden answer about the column counts: everything in the panel's foot.
const SUMS: Hide = Hide {
    sums: Sums::Ones,
    ..NOTHING
};
/// A hidden answer about the parities, asked after the counts were revealed.
const PARITY: Hide = Hide {
    sums: Sums::Parity,
    ..SUMS
};
/// A hidden answer about the nim-sum, asked after the parities were revealed.
const NIM_SUM: Hide = Hide {
    sums: Sums::NimSum,
    ..SUMS
};
/// The column-by-column verdict: which columns are odd is the answer, so their outlines wait.
const ODD_COLUMNS: Hide = Hide {
    sums: Sums::Parity,
    cols: true,
    ..SUMS
};
/// A hidden verdict, asked after the nim-sum was revealed.
const OUTCOME: Hide = Hide {
    sums: Sums::Outcome,
    ..SUMS
};
const MOVES: Hide = Hide {
    moves: true,
    ..NOTHING
};
const ROWS: Hide = Hide {
    rows: true,
    ..NOTHING
};
const MOVES_ROWS: Hide = Hide {
    moves: true,
    rows: true,
    ..NOTHING
};
const ALL: Hide = Hide {
    sums: Sums::Ones,
    moves: true,
    rows: true,
    ..NOTHING
};

/// The most moves a demonstration game shows.
pub const MAX_LINE: usize = 40;

/// The German article's start position S1.
pub const GERMAN_START: [u64; 4] = [22, 5, 13, 27];

/// What every explanation needs to know about the position on screen.
struct Ctx<'a> {
    rules: &'a Rules,
    pos: Position,
    analysis: Analysis,
    /// Moves are restricted: Grundy values take the counts' place.
    grundy: bool,
    /// The counts, or the Grundy values under restricted moves.
    values: Vec<u64>,
    /// Who is to move on screen (1 or 2).
    to_move: u8,
    /// The player (1 or 2) the computer plays, in a game against it.
    computer: Option<u8>,
}

impl Ctx<'_> {
    /// The app's player `n` (1 or 2): in a game against the computer, the computer or you.
    fn player(&self, n: u8) -> Who {
        match self.computer {
            Some(c) if c == n => Who::Computer(n),
            Some(_) => Who::You(n),
            None => Who::Player(n),
        }
    }

    fn width(&self) -> u32 {
        columns::columns(&self.values).width
    }
    fn sym(&self, row: usize) -> Sym {
        if self.grundy {
            Sym::Gamma(row)
        } else {
            Sym::N(row)
        }
    }
    fn terms(&self) -> Vec<(Sym, u64)> {
        self.values
            .iter()
            .enumerate()
            .map(|(i, &v)| (self.sym(i), v))
            .collect()
    }
    fn misere_classic(&self) -> bool {
        self.rules.ending == Ending::Misere && !self.grundy
    }
}

/// Examined moves the exact solver may spend on one explanation, all positions together:
/// a few milliseconds, as an explanation is built while rendering.
const SEARCH_WORK: u64 = 30_000;

/// The longest the exact solver may run for one explanation, in milliseconds: a move costs
/// from a fraction of a microsecond to several, so the clock bounds the search as well.
const SEARCH_MS: f64 = 8.0;

thread_local! {
    /// What is left of [`SEARCH_WORK`] for the explanation being built.
    static SEARCH_LEFT: Cell<u64> = const { Cell::new(0) };
    /// When the explanation being built stops searching, on [`now`]'s clock.
    static SEARCH_UNTIL: Cell<f64> = const { Cell::new(0.0) };
}

/// The analysis an explanation shows: [`analysis::analyze`] where that needs no search or a
/// short one within the explanation's budget (moves and milliseconds); otherwise (misère play with restricted moves on
/// large rows) the outcome stays unknown, and the play page solves its own position in slices,
/// after which its explanation is built again.
fn analyze(rules: &Rules, pos: &Position) -> Analysis {
    let quick = analysis::analyze_without_search(rules, pos);
    let (left, until) = (SEARCH_LEFT.get(), SEARCH_UNTIL.get());
    if quick.method != Method::Unsolved || left == 0 || now() >= until {
        return quick;
    }
    let mut job = Solve::new(rules, pos);
    let done = run_until(&mut job, left, until);
    SEARCH_LEFT.set(left.saturating_sub(job.progress().work));
    if done {
        analysis::analyze(rules, pos)
    } else {
        quick
    }
}

/// The steps of `topic` for the game on screen: `start` and the `moves` played so far, of
/// which the first `cursor` lead to the position on screen; `computer` is the player (1 or 2)
/// the computer plays, if it does.
pub fn steps(
    topic: Topic,
    rules: &Rules,
    start: &Position,
    moves: &[Move],
    cursor: usize,
    computer: Option<u8>,
) -> Vec<Step> {
    SEARCH_LEFT.set(SEARCH_WORK);
    SEARCH_UNTIL.set(now() + SEARCH_MS);
    let pos = replay(rules, start, &moves[..cursor.min(moves.len())]);
    let grundy = rules.take != Take::Any;
    // Misère play with restricted moves (but for the parity family) has no theory to explain but the exact solver, which
    // may take long on large rows: only the misère explanation, the game record and the mirror
    // strategy ask it (within the explanations' search budget; beyond it the status is unknown).
    // The normal-play explanations of a misère game (Bouton, the proof, the columns) analyze
    // under normal play too, so their verdicts, moves and checks agree with their arithmetic;
    // a note before them says so and one after them says where misère play departs.
    // The mirror strategy is told for the game's own ending: two rows are small enough to
    // say where misère play departs.
    let analysis = if rules.ending == Ending::Misere
        && !matches!(topic, Topic::Misere | Topic::Record | Topic::Mirror)
    {
        let normal = Rules {
            ending: Ending::Normal,
            take: rules.take.clone(),
        };
        analyze(&normal, &pos)
    } else {
        analyze(rules, &pos)
    };
    let values = if grundy {
        analysis.row_grundy.clone()
    } else {
        pos.rows.clone()
    };
    let c = Ctx {
        rules,
        pos,
        analysis,
        grundy,
        values,
        to_move: if cursor % 2 == 0 { 1 } else { 2 },
        computer,
    };
    let mut steps = match topic {
        Topic::NimSum => nim_sum_steps(&c),
        Topic::Bouton => bouton_steps(&c),
        Topic::Proof => proof_steps(&c),
        Topic::Mirror => mirror_steps(&c),
        Topic::Columns => column_steps(&c),
        Topic::Misere => misere_steps(&c),
        Topic::Record => record_steps(&c, start, moves),
    };
    // A position without a move (0-0-0, or single sticks under take 2 or 3): the steps'
    // "every move" holds for no move at all, which the first step says. (The misère and the
    // record topics say it in their own last steps.)
    if first_move(c.rules, &c.pos).is_none() && !matches!(topic, Topic::Misere | Topic::Record) {
        steps.insert(
            0,
            Step::new(StepMsg::NoMoveHere {
                ending: c.rules.ending,
            }),
        );
    }
    steps
}

/// The position after `moves` from `start` (illegal moves, which the game never holds, are
/// skipped).
fn replay(rules: &Rules, start: &Position, moves: &[Move]) -> Position {
    moves
        .iter()
        .fold(start.clone(), |p, &mv| match p.check(rules, mv) {
            Ok(legal) => p.after(legal),
            Err(_) => p,
        })
}

/// The rows with at least two sticks (misère play's "large" rows).
fn large_rows(rows: &[u64]) -> Vec<usize> {
    (0..rows.len()).filter(|&i| rows[i] >= 2).collect()
}

fn xor(values: &[u64]) -> u64 {
    values.iter().fold(0, |a, &v| a ^ v)
}

fn odd_bits(values: &[u64]) -> Vec<u32> {
    let x = xor(values);
    (0..u64::BITS).rev().filter(|&b| x >> b & 1 == 1).collect()
}

fn all_bits(width: u32) -> Vec<u32> {
    (0..width).rev().collect()
}

fn after(rows: &[u64], mv: Move) -> Vec<u64> {
    let mut r = rows.to_vec();
    r[mv.row] -= mv.take;
    r
}

/// The smallest legal move from the first row that has one.
fn first_move(rules: &Rules, pos: &Position) -> Option<Move> {
    pos.rows.iter().enumerate().find_map(|(row, &n)| {
        let take = match &rules.take {
            Take::Set(set) => set.counts().first().copied().filter(|&s| s <= n)?,
            _ if n >= 1 => 1,
            _ => return None,
        };
        Some(Move { row, take })
    })
}

/// The notes that open an explanation of the normal-play theory under other rules.
fn prelude(c: &Ctx, s: &mut Vec<Step>) {
    if c.misere_classic() {
        s.push(Step::new(StepMsg::MisereNormalNote));
    }
    if c.grundy {
        if c.rules.ending == Ending::Misere {
            s.push(Step::new(StepMsg::MisereRestrictedNote));
        }
        s.push(Step::new(StepMsg::Restricted {
            take: c.rules.take.clone(),
            count_xor: xor(&c.pos.rows),
            grundy_xor: c.analysis.nim_sum,
        }));
    }
}

/// The note that closes an explanation of normal play when the game is misère.
fn postlude(c: &Ctx, s: &mut Vec<Step>) {
    if c.misere_classic() {
        // Bouton's misère rule: with two or more large rows (case A) misère play moves as
        // normal play does; otherwise it departs.
        s.push(Step::new(StepMsg::MisereNote {
            agrees: misere_case(&c.pos) == MisereCase::A,
        }));
    } else if c.grundy && c.rules.ending == Ending::Misere {
        // No formula relates the two here: the game's own verdict is the exact solve's, which
        // the status line and the hints show; the steps above were normal play's.
        s.push(Step::new(StepMsg::MisereRestrictedVerdict {
            normal: if c.analysis.nim_sum == 0 {
                Outcome::P
            } else {
                Outcome::N
            },
            // The ctx analyzes normal play here; misère's is solved as the misère topic does
            // (bounded: a position too large, or still solving on the page, stays unknown).
            misere: analyze(c.rules, &c.pos).outcome,
        }));
    }
}

fn nim_sum_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let cols = columns::columns(&c.values);
    let width = cols.width;
    s.push(
        Step::new(StepMsg::BinaryIntro {
            rows: c.values.len(),
            width,
            grundy: c.grundy,
        })
        .cols(all_bits(width)),
    );
    for (row, &value) in c.values.iter().enumerate() {
        let bits = (0..width).rev().filter(|&b| value >> b & 1 == 1);
        s.push(
            Step::new(StepMsg::RowBinary {
                row,
                count: c.pos.rows[row],
                value,
                width,
                grundy: c.grundy,
            })
            .rows(vec![row])
            .cols(bits.collect()),
        );
    }
    let ones = cols.columns.iter().map(|col| col.ones).collect::<Vec<_>>();
    s.push(
        Step::new(StepMsg::CountOnes)
            .cols(all_bits(width))
            .answer(StepMsg::OnesAre { ones: ones.clone() }, SUMS),
    );
    let odd = ones.iter().map(|n| n % 2 == 1).collect();
    s.push(
        Step::new(StepMsg::Parities)
            .cols(all_bits(width))
            .answer(StepMsg::ParitiesAre { odd }, PARITY),
    );
    let nim_sum = cols.nim_sum;
    s.push(
        Step::new(StepMsg::XorRule {
            plain_sum: (!c.grundy).then(|| c.values.iter().sum()),
        })
        .figure(Figure::Xor {
            terms: c.terms(),
            result: (Sym::NimSum, nim_sum),
            width,
            bit: None,
        })
        .answer(
            StepMsg::NimSumIs {
                value: nim_sum,
                width,
            },
            NIM_SUM,
        ),
    );
    let odd_bits = odd_bits(&c.values);
    let verdict = if nim_sum == 0 {
        StepMsg::VerdictP { grundy: c.grundy }
    } else {
        StepMsg::VerdictN {
            odd_weights: odd_bits.iter().map(|&b| 1 << b).collect(),
            grundy: c.grundy,
        }
    };
    s.push(
        Step::new(StepMsg::VerdictQ)
            .cols(odd_bits)
            .answer(verdict, OUTCOME),
    );
    postlude(c, &mut s);
    s
}

/// The most rows for which Bouton's construction shows the lab handout's table of replacements.
const MAX_REPLACEMENT_ROWS: usize = 4;

fn bouton_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let width = c.width();
    let e = c.analysis.nim_sum;
    s.push(
        Step::new(StepMsg::LabE {
            rows: c.values.len(),
            grundy: c.grundy,
        })
        .figure(Figure::Xor {
            terms: c.terms(),
            result: (Sym::E, e),
            width,
            bit: None,
        })
        .answer(StepMsg::EIs { value: e, width }, SUMS),
    );
    let Some(l) = e.checked_ilog2() else {
        s.push(Step::new(StepMsg::EZero { grundy: c.grundy }));
        if let Some(mv) = first_move(c.rules, &c.pos) {
            let rows = after(&c.pos.rows, mv);
            let t = xor(&analyze(c.rules, &Position::new(rows.clone())).row_grundy);
            s.push(
                Step::new(StepMsg::EZeroExample {
                    row: mv.row,
                    take: mv.take,
                    after: rows,
                    t,
                })
                .rows(vec![mv.row])
                .moves(vec![mv])
                .answer(StepMsg::TIs { t }, NOTHING),
            );
        }
        postlude(c, &mut s);
        return s;
    };
    let weight = 1u64 << l;
    let top_rows: Vec<usize> = (0..c.values.len())
        .filter(|&i| c.values[i] >> l & 1 == 1)
        .collect();
    s.push(Step::new(StepMsg::TopBit { e, width, weight }).cols(vec![l]));
    s.push(
        Step::new(StepMsg::TopRowsQ { weight })
            .cols(vec![l])
            .rows(top_rows.clone())
            .answer(
                StepMsg::TopRowsA {
                    rows: top_rows.clone(),
                    weight,
                },
                ROWS,
            ),
    );
    s.push(
        Step::new(StepMsg::WhyLess {
            weight,
            grundy: c.grundy,
        })
        .cols(vec![l])
        .rows(top_rows.clone()),
    );
    let winning = c.analysis.winning_moves.clone();
    if c.grundy {
        let construction = sums::target_moves(&c.rules.take, &c.pos, 0).ok();
        for (row, &g) in c.values.iter().enumerate() {
            let n = c.pos.rows[row];
            let r = g ^ e;
            let takes: Vec<u64> = construction
                .as_ref()
                .map(|t| t.rows[row].moves.iter().map(|m| m.take).collect())
                .unwrap_or_default();
            s.push(
                Step::new(StepMsg::GrundyRowQ { row, n, g, e })
                    .rows(vec![row])
                    .cols(vec![l])
                    .moves(takes.iter().map(|&take| Move { row, take }).collect())
                    .figure(Figure::Xor {
                        terms: vec![(Sym::Gamma(row), g), (Sym::E, e)],
                        result: (Sym::B(row), r),
                        width,
                        bit: Some(l),
                    })
                    .answer(StepMsg::GrundyRowA { row, g, r, takes }, MOVES),
            );
        }
        let raising = winning
            .iter()
            .filter(|m| c.values[m.row] ^ e > c.values[m.row])
            .count();
        s.push(
            Step::new(StepMsg::CountQ)
                .cols(vec![l])
                .rows(winning.iter().map(|m| m.row).collect())
                .moves(winning.clone())
                .answer(
                    StepMsg::GrundyCountA {
                        moves: winning.clone(),
                        raising,
                    },
                    MOVES_ROWS,
                ),
        );
    } else {
        let b = bouton::bouton(&c.pos);
        for r in &b.rows {
            s.push(
                Step::new(StepMsg::BoutonRowQ {
                    row: r.row,
                    n: r.count,
                    e,
                })
                .rows(vec![r.row])
                .cols(vec![l])
                .moves(
                    r.take
                        .map(|take| Move { row: r.row, take })
                        .into_iter()
                        .collect(),
                )
                .figure(Figure::Xor {
                    terms: vec![(Sym::N(r.row), r.count), (Sym::E, e)],
                    result: (Sym::B(r.row), r.target),
                    width,
                    bit: Some(l),
                })
                .answer(
                    StepMsg::BoutonRowA {
                        row: r.row,
                        n: r.count,
                        b: r.target,
                    },
                    MOVES,
                ),
            );
        }
        s.push(
            Step::new(StepMsg::CountQ)
                .cols(vec![l])
                .rows(top_rows.clone())
                .moves(b.winning_moves.clone())
                .answer(
                    StepMsg::CountA {
                        moves: b.winning_moves.clone(),
                        weight,
                    },
                    MOVES_ROWS,
                ),
        );
        // The handout tabulates every replacement; beyond a few rows the table would not fit.
        if (2..=MAX_REPLACEMENT_ROWS).contains(&c.pos.rows.len()) {
            s.push(
                Step::new(StepMsg::ReplacementTable {
                    moves: b.winning_moves.len(),
                })
                .cols(vec![l])
                .moves(b.winning_moves.clone())
                .figure(Figure::Replacements {
                    rows: c.pos.rows.clone(),
                    e,
                    width,
                }),
            );
        }
    }
    if let Some(&mv) = winning.first() {
        let rows = after(&c.pos.rows, mv);
        let values = if c.grundy {
            analyze(c.rules, &Position::new(rows.clone())).row_grundy
        } else {
            rows.clone()
        };
        let terms = values
            .iter()
            .enumerate()
            .map(|(i, &v)| (c.sym(i), v))
            .collect();
        s.push(
            Step::new(StepMsg::Check {
                row: mv.row,
                take: mv.take,
                after: rows.clone(),
            })
            // The board and the binary panel show the position checked, every column even.
            // Judged under normal play, as the explanation's verdicts are (under misère it says so).
            .shows(&rows, Ending::Normal, &c.pos)
            .rows(vec![mv.row])
            .figure(Figure::Xor {
                terms,
                result: (Sym::E, 0),
                width,
                bit: None,
            }),
        );
    }
    postlude(c, &mut s);
    s
}

fn proof_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let g = c.grundy;
    let width = c.width();
    let sum = c.analysis.nim_sum;
    let big_a = |i| if g { Sym::Gamma(i) } else { Sym::A(i) };
    // Under restricted moves a move's figures add Grundy values, γ(A_k) and γ(B_k), as A_k
    // and B_k are counts.
    let (move_a, move_b) = (
        |i| if g { Sym::GammaA(i) } else { Sym::A(i) },
        |i| if g { Sym::GammaB(i) } else { Sym::B(i) },
    );
    let terms = c
        .values
        .iter()
        .enumerate()
        .map(|(i, &v)| (big_a(i), v))
        .collect();
    s.push(
        Step::new(StepMsg::ProofS {
            rows: c.values.len(),
            grundy: g,
        })
        .figure(Figure::Xor {
            terms,
            result: (Sym::S, sum),
            width,
            bit: None,
        })
        .answer(StepMsg::SIs { value: sum }, SUMS),
    );
    s.push(Step::new(StepMsg::ProofT { grundy: g }));
    let grundy_fn =
        |p: &Position| GrundyFn::for_rows(&c.rules.take, p.rows.iter().copied().max().unwrap_or(0));
    // T = S ⊕ A_k ⊕ B_k for a concrete move of this position.
    if let Some(mv) = first_move(c.rules, &c.pos) {
        let (a, b) = (c.pos.rows[mv.row], c.pos.rows[mv.row] - mv.take);
        let gf = grundy_fn(&c.pos);
        let (ga, gb) = (gf.value(a), gf.value(b));
        let t = sum ^ ga ^ gb;
        let (xa, xb) = if g { (ga, gb) } else { (a, b) };
        s.push(
            Step::new(StepMsg::ProofTExample {
                row: mv.row,
                a,
                b,
                s: sum,
                after: after(&c.pos.rows, mv),
                grundy: g.then_some((ga, gb)),
            })
            .rows(vec![mv.row])
            .moves(vec![mv])
            .figure(Figure::Xor {
                terms: vec![(Sym::S, sum), (move_a(mv.row), xa), (move_b(mv.row), xb)],
                result: (Sym::T, t),
                width,
                bit: None,
            })
            .answer(StepMsg::TIs { t }, NOTHING),
        );
    }
    s.push(Step::new(StepMsg::Lemma1 { grundy: g }));
    // Lemma 1 on a position with S = 0: this one, or the one after a winning move.
    let (here, zero) = match c.analysis.winning_moves.first() {
        _ if sum == 0 => (true, c.pos.clone()),
        Some(&mv) => (false, Position::new(after(&c.pos.rows, mv))),
        None => (true, c.pos.clone()),
    };
    if let (Some(mv), true) = (
        first_move(c.rules, &zero),
        xor(&analyze(c.rules, &zero).row_grundy) == 0,
    ) {
        let (a, b) = (zero.rows[mv.row], zero.rows[mv.row] - mv.take);
        let gf = grundy_fn(&zero);
        let (ga, gb) = (gf.value(a), gf.value(b));
        let t = if g { ga ^ gb } else { a ^ b };
        let step = Step::new(StepMsg::Lemma1Example {
            here,
            position: zero.rows.clone(),
            row: mv.row,
            a,
            b,
            grundy: g.then_some((ga, gb)),
        })
        .rows(vec![mv.row])
        .moves(vec![mv])
        .shows(&zero.rows, Ending::Normal, &c.pos)
        .answer(StepMsg::TIs { t }, NOTHING);
        s.push(step);
    }
    s.push(Step::new(StepMsg::Lemma2 { grundy: g }));
    match sum.checked_ilog2() {
        Some(l) => {
            let k = (0..c.values.len())
                .find(|&i| c.values[i] >> l & 1 == 1)
                .expect("an odd column has a 1");
            let a = c.pos.rows[k];
            let target = c.values[k] ^ sum;
            // The move that leaves B_k = S ⊕ A_k (or a row of that Grundy value).
            let mv = c
                .analysis
                .winning_moves
                .iter()
                .copied()
                .find(|m| m.row == k && (g || m.take == a - target));
            let x = if g { c.values[k] } else { a };
            let mut step = Step::new(StepMsg::Lemma2Example {
                s: sum,
                weight: 1 << l,
                row: k,
                a,
                grundy: g.then_some(c.values[k]),
            })
            .rows(vec![k])
            .cols(vec![l])
            .figure(Figure::Xor {
                terms: vec![(Sym::S, sum), (big_a(k), x)],
                result: (move_b(k), target),
                width,
                bit: Some(l),
            });
            if let Some(mv) = mv {
                step = step.moves(vec![mv]).answer(
                    StepMsg::Lemma2Move {
                        row: k,
                        a,
                        b: a - mv.take,
                        take: mv.take,
                    },
                    MOVES,
                );
            }
            s.push(step);
        }
        None => s.push(Step::new(StepMsg::Lemma2NotHere)),
    }
    s.push(
        // Where one stick may always be taken, every game ends on the empty board.
        Step::new(StepMsg::ProofEnd {
            s: sum,
            stuck: g && !c.rules.take.allows(1),
        })
        .moves(c.analysis.winning_moves.iter().take(1).copied().collect()),
    );
    postlude(c, &mut s);
    s
}

/// Two rows for the mirror strategy's example: the first pair that is equal or that one
/// allowed move makes equal (the example's move must be legal under the rules in force).
/// Under misère play only two large rows copy as in normal play.
fn example_pair(c: &Ctx, nonempty: &[usize]) -> Option<(usize, usize)> {
    let misere = c.rules.ending == Ending::Misere;
    nonempty.iter().enumerate().find_map(|(k, &a)| {
        nonempty[k + 1..].iter().find_map(|&b| {
            let (x, y) = (c.pos.rows[a], c.pos.rows[b]);
            let copies = !misere || x.min(y) >= 2;
            let diff = x.abs_diff(y);
            (copies && (diff == 0 || c.rules.take.allows(diff))).then_some((a, b))
        })
    })
}

fn mirror_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    let misere = c.rules.ending == Ending::Misere;
    // Under misère play with restricted moves copying may leave the copier the last stick: no
    // pair argument holds there, only the misère analysis.
    let copying_holds = !(misere && c.grundy);
    let nonempty: Vec<usize> = (0..c.pos.rows.len())
        .filter(|&i| c.pos.rows[i] > 0)
        .collect();
    let &[i, j] = nonempty.as_slice() else {
        s.push(
            Step::new(StepMsg::MirrorNotTwo {
                nonempty: nonempty.len(),
            })
            .rows(nonempty.clone()),
        );
        // Equal pairs: copying within each pair.
        let mut counts: Vec<(u64, usize)> = nonempty.iter().map(|&r| (c.pos.rows[r], r)).collect();
        counts.sort_unstable();
        let paired = counts.len() % 2 == 0 && counts.chunks(2).all(|p| p[0].0 == p[1].0);
        // Misère play: pairs with a large row are P as in normal play (Bouton's case A); pairs
        // of single sticks are an even number of ones, an N-position.
        let large = counts.iter().any(|&(n, _)| n >= 2);
        if paired && !counts.is_empty() && copying_holds && (!misere || large) {
            let pairs = counts
                .chunks(2)
                .map(|p| (p[0].1.min(p[1].1), p[0].1.max(p[1].1)))
                .collect();
            s.push(Step::new(StepMsg::MirrorPairs { pairs, misere }).rows(nonempty.clone()));
        } else if let Some((a, b)) = example_pair(c, &nonempty).filter(|_| copying_holds) {
            s.push(
                Step::new(StepMsg::MirrorExample {
                    rows: [a, b],
                    counts: [c.pos.rows[a], c.pos.rows[b]],
                })
                .rows(vec![a, b]),
            );
        }
        return s;
    };
    let (a, b) = (c.pos.rows[i], c.pos.rows[j]);
    s.push(
        Step::new(StepMsg::MirrorIntro {
            rows: [i, j],
            counts: [a, b],
        })
        .rows(vec![i, j]),
    );
    if !copying_holds {
        s.push(
            Step::new(StepMsg::MirrorMisereRestricted {
                outcome: c.analysis.outcome,
            })
            .rows(vec![i, j])
            .moves(c.analysis.winning_moves.clone()),
        );
        return s;
    }
    if misere && a.min(b) <= 1 {
        // A row of one stick: copying is over, the player to move leaves one stick in all.
        s.push(
            Step::new(StepMsg::MirrorMisere { now: true })
                .rows(vec![i, j])
                .moves(c.analysis.winning_moves.clone()),
        );
        return s;
    }
    let diff = a.abs_diff(b);
    let big = if a >= b { i } else { j };
    let low = a.min(b);
    let copy = |n: u64| {
        // The opponent takes from the first row, the copier answers in the second.
        let take = match &c.rules.take {
            Take::Set(set) => set.counts().first().copied().filter(|&t| t <= n),
            _ => (n > 0).then_some(1),
        }?;
        // Under misère play a copy that leaves single sticks loses: the last step says why.
        let left = n.checked_sub(take).filter(|&l| !misere || l >= 2)?;
        Some((Move { row: i, take }, Move { row: j, take }, left))
    };
    if c.grundy {
        let allowed = diff > 0 && c.rules.take.allows(diff);
        let outcome = c.analysis.outcome.unwrap_or(Outcome::N);
        s.push(
            Step::new(StepMsg::MirrorRestricted {
                diff,
                allowed,
                outcome,
            })
            .rows(vec![i, j]),
        );
    }
    if diff == 0 {
        s.push(Step::new(StepMsg::MirrorEqual { n: a, misere }).rows(vec![i, j]));
        if let Some((m1, m2, left)) = copy(a) {
            s.push(
                Step::new(StepMsg::MirrorCopy {
                    from: i,
                    to: j,
                    take: m1.take,
                    left,
                })
                .rows(vec![i, j])
                .moves(vec![m1, m2]),
            );
        }
    } else if !c.grundy || c.rules.take.allows(diff) {
        let mv = Move {
            row: big,
            take: diff,
        };
        s.push(
            Step::new(StepMsg::MirrorUnequalQ { counts: [a, b] })
                .rows(vec![i, j])
                .moves(vec![mv])
                .answer(
                    StepMsg::MirrorUnequalA {
                        row: big,
                        take: diff,
                        left: low,
                    },
                    MOVES,
                ),
        );
        // The copying reply is a move of the equalized position, which the board shows.
        if let Some((m1, m2, left)) = copy(low) {
            s.push(
                Step::new(StepMsg::MirrorCopy {
                    from: i,
                    to: j,
                    take: m1.take,
                    left,
                })
                .rows(vec![i, j])
                .moves(vec![m1, m2])
                .shows(&after(&c.pos.rows, mv), c.rules.ending, &c.pos),
            );
        }
    }
    if !c.grundy {
        s.push(
            Step::new(StepMsg::MirrorXor { a, b })
                .rows(vec![i, j])
                .cols(odd_bits(&[a, b]))
                .figure(Figure::Xor {
                    terms: vec![(Sym::N(i), a), (Sym::N(j), b)],
                    result: (Sym::NimSum, a ^ b),
                    width: c.width(),
                    bit: None,
                }),
        );
    }
    if misere {
        s.push(
            Step::new(StepMsg::MirrorMisere { now: false })
                .rows(vec![i, j])
                .moves(c.analysis.winning_moves.clone()),
        );
    }
    s
}

/// For each row, the binary digits a move can give its value (its count, or its Grundy value
/// under restricted moves) that it does not have.
fn gainable_bits(c: &Ctx) -> Vec<u64> {
    // The only period search or table for a set of counts, shared by all rows.
    let set_values = match &c.rules.take {
        Take::Set(_) => Some(GrundyFn::for_rows(
            &c.rules.take,
            c.pos.rows.iter().copied().max().unwrap_or(0),
        )),
        _ => None,
    };
    // Every digit up to the highest 1 of `m`.
    let up_to_top = |m: u64| {
        if m == 0 {
            0
        } else {
            u64::MAX >> m.leading_zeros()
        }
    };
    c.values
        .iter()
        .zip(&c.pos.rows)
        .map(|(&v, &n)| {
            // A count only falls, so it gains a 1 only below a 1 it loses; every value below a
            // Grundy value is an option's (the mex), among them one with any lower digit.
            let below = up_to_top(v >> 1);
            // Under restricted moves an option's Grundy value can also be larger.
            let larger = match (&c.rules.take, &set_values) {
                // The options are the k heaps below n (fewer when n < k): every value 0..=k
                // but γ(n) itself, or the values 0..n-1.
                (Take::UpTo(k), _) => up_to_top(if n >= *k { *k } else { n.saturating_sub(1) }),
                (Take::Set(_), Some(g)) => c
                    .rules
                    .take
                    .counts_from(n)
                    .into_iter()
                    .fold(0, |bits, t| bits | g.value(n - t)),
                _ => 0,
            };
            (below | larger) & !v
        })
        .collect()
}

fn column_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    prelude(c, &mut s);
    let cols = columns::columns(&c.values);
    s.push(
        Step::new(StepMsg::LabIntro { grundy: c.grundy }).figure(Figure::LabCases {
            current: None,
            ones: 0,
        }),
    );
    let gainable = gainable_bits(c);
    for col in &cols.columns {
        let rows: Vec<usize> = (0..c.values.len())
            .filter(|&i| c.values[i] >> col.bit & 1 == 1)
            .collect();
        s.push(
            Step::new(StepMsg::LabColumnQ {
                weight: col.weight,
                rows: rows.clone(),
            })
            .cols(vec![col.bit])
            .rows(rows)
            .figure(Figure::LabCases {
                current: col.lab_case(),
                ones: col.ones,
            })
            .answer(
                StepMsg::LabColumnA {
                    ones: col.ones,
                    spare: gainable.iter().any(|g| g >> col.bit & 1 == 1),
                },
                SUMS,
            ),
        );
    }
    let odd = odd_bits(&c.values);
    s.push(Step::new(StepMsg::VerdictQ).cols(odd.clone()).answer(
        StepMsg::LabSummary {
            odd_weights: odd.iter().map(|&b| 1 << b).collect(),
        },
        ODD_COLUMNS,
    ));
    // The rule just stated: a row with a 1 in the highest odd column, whose value the move
    // lowers. Under restricted moves a winning move may also raise a value; never show that one.
    let lowering = c.analysis.winning_moves.iter().find(|m| {
        c.values
            .get(m.row)
            .is_some_and(|&n| n ^ c.analysis.nim_sum < n)
    });
    match lowering.or(c.analysis.winning_moves.first()) {
        Some(&mv) if c.analysis.nim_sum != 0 => {
            let n = c.values[mv.row];
            let b = n ^ c.analysis.nim_sum;
            s.push(
                Step::new(StepMsg::LabStrategy {
                    row: mv.row,
                    n,
                    b,
                    weights: odd.iter().map(|&b| 1 << b).collect(),
                    take: mv.take,
                    grundy: c.grundy,
                })
                .rows(vec![mv.row])
                .cols(odd.clone())
                .moves(vec![mv])
                .figure(Figure::Xor {
                    terms: vec![(c.sym(mv.row), n), (Sym::E, c.analysis.nim_sum)],
                    result: (Sym::B(mv.row), b),
                    width: cols.width,
                    bit: odd.first().copied(),
                }),
            );
        }
        _ => s.push(Step::new(StepMsg::LabStrategyP)),
    }
    postlude(c, &mut s);
    s
}

/// A game from `pos` in which the winning side plays its first winning move and the losing
/// side empties (or takes the most it may from) its largest row; at most `cap` moves.
pub fn demo_line(rules: &Rules, pos: &Position, cap: usize) -> Vec<Move> {
    let mut line = Vec::new();
    let mut p = pos.clone();
    while line.len() < cap && p.has_move(rules) {
        let a = analyze(rules, &p);
        if a.outcome.is_none() {
            break;
        }
        let mv = match a.winning_moves.first() {
            Some(&mv) => mv,
            None => {
                let Some(mv) = largest_take(rules, &p) else {
                    break;
                };
                mv
            }
        };
        let Ok(legal) = p.check(rules, mv) else { break };
        p = p.after(legal);
        line.push(mv);
    }
    line
}

/// The most sticks the rules allow to take from the largest row that allows a move.
fn largest_take(rules: &Rules, pos: &Position) -> Option<Move> {
    let most = |n: u64| match &rules.take {
        Take::Any => (n > 0).then_some(n),
        Take::UpTo(k) => (n > 0).then_some(n.min(*k)),
        Take::Set(set) => set.counts().iter().rev().copied().find(|&s| s <= n),
    };
    let mut rows: Vec<usize> = (0..pos.rows.len()).collect();
    rows.sort_unstable_by_key(|&r| (std::cmp::Reverse(pos.rows[r]), r));
    rows.into_iter()
        .find_map(|row| most(pos.rows[row]).map(|take| Move { row, take }))
}

/// What a record line says beside the move `played`: whether it wins (`Line::played_wins`),
/// and the rows of the other winning moves when it does, else of every winning move (a mistake
/// in the winning row included; `Line::others`), each row once, in order.
fn beside_move(winning: &[Move], played: Move) -> (bool, Vec<usize>) {
    let wins = winning.contains(&played);
    let mut rows: Vec<usize> = winning
        .iter()
        .filter(|m| !wins || m.row != played.row)
        .map(|m| m.row)
        .collect();
    rows.sort_unstable();
    rows.dedup();
    (wins, rows)
}

/// The record lines of `moves` from `start` under `rules`, numbered as moves, the first
/// made by player `first`.
fn lines(rules: &Rules, start: &Position, moves: &[Move], first: u8) -> Vec<Line> {
    let mut out = Vec::new();
    let mut p = start.clone();
    for k in 0..=moves.len() {
        let a = analyze(rules, &p);
        let played = moves.get(k).copied();
        let (played_wins, others) =
            played.map_or((false, Vec::new()), |p| beside_move(&a.winning_moves, p));
        out.push(Line {
            label: Label::Move(k + 1),
            rows: p.rows.clone(),
            status: a.outcome,
            who: Who::Player(if k % 2 == 0 { first } else { 3 - first }),
            played,
            others,
            played_wins,
            departure: false,
        });
        if let Some(mv) = played {
            p = Position::new(after(&p.rows, mv));
        }
    }
    out
}

fn misere_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    s.push(Step::new(StepMsg::MisereIntro {
        misere_game: c.rules.ending == Ending::Misere,
    }));
    let total = c.pos.rows.iter().fold(0u64, |t, &n| t.saturating_add(n));
    // (With no stick left the general step says who cannot move.)
    if c.grundy && total > 0 && analysis::parity_decides(&c.rules.take) {
        // The core's parity rule (no search); its moves are marked only in a misère game.
        let misere = Rules {
            ending: Ending::Misere,
            take: c.rules.take.clone(),
        };
        let a = analyze(&misere, &c.pos);
        let mut step = Step::new(StepMsg::MisereParity {
            total,
            outcome: a.outcome.unwrap_or(Outcome::N),
        });
        if c.rules.ending == Ending::Misere {
            step = step.moves(a.winning_moves);
        }
        s.push(step);
        return s;
    }
    if c.grundy {
        let misere = Rules {
            ending: Ending::Misere,
            take: c.rules.take.clone(),
        };
        let outcome = if c.rules.ending == Ending::Misere {
            c.analysis.outcome
        } else {
            analyze(&misere, &c.pos).outcome
        };
        let unknown = outcome.is_none().then(|| {
            match analysis::analyze_without_search(&misere, &c.pos).method {
                Method::TooLarge { .. } => Unknown::TooLarge,
                // The play page solves its own position, a misère one in a misère game.
                _ if c.rules.ending == Ending::Misere => Unknown::Solving,
                _ => Unknown::NotHere,
            }
        });
        s.push(
            Step::new(StepMsg::MisereRestricted { outcome, unknown })
                .figure(Figure::MisereCases { current: None }),
        );
        return s;
    }
    let e = mis::explain_misere(&c.pos);
    let large = large_rows(&c.pos.rows);
    let singles: Vec<usize> = (0..c.pos.rows.len())
        .filter(|&i| c.pos.rows[i] == 1)
        .collect();
    s.push(Step::new(StepMsg::MisereCountQ).rows(large.clone()).answer(
        StepMsg::MisereCountA {
            large: large.clone(),
            singles: singles.clone(),
        },
        ROWS,
    ));
    s.push(
        Step::new(StepMsg::MisereCaseQ)
            .rows(large.clone())
            .figure(Figure::MisereCases {
                current: Some(e.case),
            })
            .answer(StepMsg::MisereCaseA { case: e.case }, NOTHING),
    );
    s.push(
        Step::new(StepMsg::MisereRule)
            .rows(large.clone())
            .moves(e.misere_moves.clone())
            .answer(
                StepMsg::MisereRuleA {
                    m: large.len(),
                    singles: singles.len(),
                    nim_sum: e.nim_sum,
                    outcome: e.misere,
                    moves: e.misere_moves.clone(),
                },
                ALL,
            ),
    );
    s.push(
        Step::new(StepMsg::MisereCompare {
            normal: e.normal,
            misere: e.misere,
            normal_moves: e.normal_moves.clone(),
            misere_moves: e.misere_moves.clone(),
            rows: c.pos.rows.clone(),
        })
        .rows(large.clone())
        .moves(e.misere_moves.clone()),
    );
    if c.pos.is_empty() {
        s.push(Step::new(StepMsg::MisereEmpty));
        return s;
    }
    // A game from here until the rules part.
    let line = demo_line(&Rules::misere(), &c.pos, MAX_LINE);
    let record = GameRecord {
        start: c.pos.clone(),
        moves: line.clone(),
    };
    let departure = mis::departure(&record).ok().flatten();
    let Some(d) = departure else {
        s.push(Step::new(StepMsg::NoDeparture));
        return s;
    };
    let mut figure_lines = lines(&Rules::misere(), &c.pos, &line[..d.index], c.to_move);
    if let Some(last) = figure_lines.last_mut() {
        last.departure = true;
    }
    let current = Some(figure_lines.len() - 1);
    let depart_rows = d.position.rows.clone();
    // The question shows the line without pointing at the answer.
    s.push(
        Step::new(StepMsg::MisereLine { cut: false })
            .figure(Figure::Record {
                lines: figure_lines.clone(),
                current: None,
            })
            .answer(StepMsg::MisereLineA { index: d.index }, NOTHING),
    );
    let figure = Figure::Record {
        lines: figure_lines,
        current,
    };
    let step = Step::new(StepMsg::Departure {
        index: d.index,
        before: depart_rows.clone(),
        normal: d.explanation.normal_moves.clone(),
        misere: d.explanation.misere_moves.clone(),
    })
    .rows(large_rows(&depart_rows))
    .moves(d.explanation.misere_moves.clone())
    .shows(&depart_rows, Ending::Misere, &c.pos)
    .figure(figure);
    s.push(step);
    s
}

/// The German article's name of the core's player A or B.
fn german(p: Player) -> Who {
    match p {
        Player::A => Who::A,
        Player::B => Who::B,
    }
}

/// The app's number (1 or 2) of the core's player A or B, when player `first` began.
fn number(p: Player, first: u8) -> u8 {
    match p {
        Player::A => first,
        Player::B => 3 - first,
    }
}

fn verdict(status: Option<Outcome>, winning: &[Move], played: Move) -> Verdict {
    match status {
        None => Verdict::Unknown,
        Some(Outcome::P) => Verdict::Forced,
        Some(Outcome::N) if winning.contains(&played) => Verdict::Winning {
            others: winning.iter().copied().filter(|&m| m != played).collect(),
        },
        Some(Outcome::N) => Verdict::Mistake {
            best: winning.to_vec(),
        },
    }
}

fn record_steps(c: &Ctx, start: &Position, moves: &[Move]) -> Vec<Step> {
    if moves.is_empty() && c.pos.rows == GERMAN_START && !c.grundy {
        return german_steps(c);
    }
    let mut s = Vec::new();
    if moves.is_empty() && c.analysis.outcome.is_none() {
        // Not solved (too large, or not yet): no game with perfect play can be shown.
        s.push(Step::new(StepMsg::RecordDemo {
            start: c.pos.rows.clone(),
            cut: false,
            unsolved: true,
        }));
        s.push(Step::new(StepMsg::RecordEnd {
            winner: None,
            loser: None,
            ending: c.rules.ending,
            to_move: c.player(c.to_move),
            status: None,
        }));
        return s;
    }
    let (record, first) = if moves.is_empty() {
        let line = demo_line(c.rules, &c.pos, MAX_LINE);
        let cut = line.len() == MAX_LINE;
        let end = replay(c.rules, &c.pos, &line);
        let unsolved = !cut && end.has_move(c.rules) && analyze(c.rules, &end).outcome.is_none();
        s.push(Step::new(StepMsg::RecordDemo {
            start: c.pos.rows.clone(),
            cut,
            unsolved,
        }));
        (
            GameRecord {
                start: c.pos.clone(),
                moves: line,
            },
            c.to_move,
        )
    } else {
        // The board stays with the game here, so a game can go on with its commentary open.
        s.push(Step::new(StepMsg::RecordOwn {
            moves: moves.len(),
            start: start.rows.clone(),
            you: c.computer.is_some(),
        }));
        (
            GameRecord {
                start: start.clone(),
                moves: moves.to_vec(),
            },
            1,
        )
    };
    let Ok(annotation) = annotate_with(c.rules, &record, analyze) else {
        return s;
    };
    // The game played names the computer and you; a line of perfect play shown before any
    // move is no game the computer played, so it names players only.
    let name = |n: u8| {
        if moves.is_empty() {
            Who::Player(n)
        } else {
            c.player(n)
        }
    };
    let figure_lines = lines(c.rules, &record.start, &record.moves, first);
    for (k, note) in annotation.notes.iter().enumerate() {
        let after_rows = after(&note.before.rows, note.played);
        let step = Step::new(StepMsg::RecordMove {
            label: Label::Move(k + 1),
            who: name(number(note.mover, first)),
            before: note.before.rows.clone(),
            status: note.status,
            played: note.played,
            after: after_rows,
            misere: c.rules.ending == Ending::Misere,
        })
        .rows(vec![note.played.row])
        .figure(Figure::Record {
            lines: figure_lines.clone(),
            current: Some(k),
        })
        .moves(vec![note.played])
        .shows(&note.before.rows, c.rules.ending, &c.pos)
        .answer(
            StepMsg::RecordVerdict(verdict(note.status, &note.winning_moves, note.played)),
            MOVES,
        );
        s.push(step);
    }
    let n = record.moves.len();
    let end = replay(c.rules, &record.start, &record.moves);
    let to_move = name(if n % 2 == 0 { first } else { 3 - first });
    // Nobody made a last move when there was none to make.
    let msg = match annotation.winner {
        Some(_) if n == 0 => StepMsg::RecordNoMove {
            to_move,
            ending: c.rules.ending,
        },
        _ => StepMsg::RecordEnd {
            winner: annotation.winner.map(|p| name(number(p, first))),
            loser: annotation.winner.map(|p| name(number(p.other(), first))),
            ending: c.rules.ending,
            to_move,
            status: annotation.end_status,
        },
    };
    s.push(
        Step::new(msg)
            .shows(&end.rows, c.rules.ending, &c.pos)
            .figure(Figure::Record {
                lines: figure_lines.clone(),
                current: Some(n),
            }),
    );
    if !c.grundy {
        match mis::departure(&record) {
            Ok(Some(d)) => {
                let mut lines = figure_lines;
                lines[d.index].departure = true;
                s.push(
                    Step::new(StepMsg::Departure {
                        index: d.index,
                        before: d.position.rows.clone(),
                        normal: d.explanation.normal_moves.clone(),
                        misere: d.explanation.misere_moves.clone(),
                    })
                    .rows(large_rows(&d.position.rows))
                    .moves(d.explanation.misere_moves.clone())
                    .shows(&d.position.rows, c.rules.ending, &c.pos)
                    .figure(Figure::Record {
                        lines,
                        current: Some(d.index),
                    }),
                );
            }
            Ok(None) => s.push(Step::new(StepMsg::NoDeparture)),
            Err(_) => {}
        }
    }
    s
}

fn german_steps(c: &Ctx) -> Vec<Step> {
    // The article's record under each ending, annotated by the core (no move of it is illegal).
    let notes = |ending: Ending| {
        let rules = Rules {
            ending,
            take: Take::Any,
        };
        annotate(&rules, &GameRecord::german(ending))
            .map(|a| a.notes)
            .unwrap_or_default()
    };
    let (normal, misere) = (notes(Ending::Normal), notes(Ending::Misere));
    if normal.len() < 9 || misere.len() < 8 {
        return Vec::new();
    }
    let lines_of = |notes: &[MoveNote]| -> Vec<Line> {
        notes
            .iter()
            .enumerate()
            .map(|(k, n)| {
                let (played_wins, others) = beside_move(&n.winning_moves, n.played);
                Line {
                    label: Label::S(k + 1),
                    rows: n.before.rows.clone(),
                    status: n.status,
                    who: german(n.mover),
                    played: Some(n.played),
                    others,
                    played_wins,
                    departure: k == 6,
                }
            })
            .collect()
    };
    let normal_lines = lines_of(&normal);
    let misere_lines = lines_of(&misere);
    let common: Vec<Line> = normal_lines[..7].to_vec();
    let mut s = vec![Step::new(StepMsg::GermanIntro).figure(Figure::Record {
        lines: common.clone(),
        current: None,
    })];
    let push_move = |s: &mut Vec<Step>, k: usize, n: &MoveNote, ending: Ending, lines: &[Line]| {
        let step = Step::new(StepMsg::RecordMove {
            label: Label::S(k + 1),
            who: german(n.mover),
            before: n.before.rows.clone(),
            status: n.status,
            played: n.played,
            after: after(&n.before.rows, n.played),
            misere: ending == Ending::Misere,
        })
        .rows(vec![n.played.row])
        .figure(Figure::Record {
            lines: lines.to_vec(),
            current: Some(k),
        })
        .moves(vec![n.played])
        .shows(&n.before.rows, ending, &c.pos)
        .answer(
            StepMsg::RecordVerdict(verdict(n.status, &n.winning_moves, n.played)),
            MOVES,
        );
        s.push(step);
    };
    for (k, n) in normal.iter().enumerate().take(6) {
        push_move(&mut s, k, n, Ending::Normal, &common);
    }
    let s7 = &normal[6].before.rows;
    s.push(
        Step::new(StepMsg::GermanPart {
            position: s7.clone(),
        })
        .rows(large_rows(s7))
        .shows(s7, Ending::Normal, &c.pos)
        .figure(Figure::Record {
            lines: common,
            current: Some(6),
        }),
    );
    for (k, n) in normal.iter().enumerate().skip(6).take(2) {
        push_move(&mut s, k, n, Ending::Normal, &normal_lines);
    }
    s.push(
        Step::new(StepMsg::GermanEnd {
            ending: Ending::Normal,
        })
        .shows(&normal[8].before.rows, Ending::Normal, &c.pos)
        .figure(Figure::Record {
            lines: normal_lines,
            current: Some(8),
        }),
    );
    push_move(&mut s, 6, &misere[6], Ending::Misere, &misere_lines);
    s.push(
        Step::new(StepMsg::GermanEnd {
            ending: Ending::Misere,
        })
        .shows(&misere[7].before.rows, Ending::Misere, &c.pos)
        .figure(Figure::Record {
            lines: misere_lines,
            current: Some(7),
        }),
    );
    s
}

/// Rule sets for tests that walk every topic: both endings, at most k, and take sets with
/// and without raising moves.
#[cfg(test)]
pub(crate) fn sample_rules() -> Vec<Rules> {
    use nimlab_core::{Ending, SubtractionSet, Take};
    let set = |s: &[u64]| Take::Set(SubtractionSet::new(s.iter().copied()).unwrap());
    let rules = |ending, take| Rules { ending, take };
    vec![
        Rules::nim(),
        Rules::misere(),
        rules(Ending::Normal, Take::UpTo(2)),
        rules(Ending::Misere, Take::UpTo(3)),
        rules(Ending::Normal, set(&[2, 3])),
        rules(Ending::Normal, set(&[1, 3, 5])),
        rules(Ending::Normal, set(&[1, 3, 4])),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(rows: &[u64], rules: Rules, topic: Topic) -> Vec<Step> {
        steps(topic, &rules, &Position::new(rows.to_vec()), &[], 0, None)
    }

    fn msgs(steps: &[Step]) -> Vec<&StepMsg> {
        steps.iter().map(|s| &s.msg).collect()
    }

    fn answers(steps: &[Step]) -> Vec<&StepMsg> {
        steps.iter().filter_map(|s| s.answer.as_ref()).collect()
    }

    fn mv(row: usize, take: u64) -> Move {
        Move { row, take }
    }

    #[test]
    fn a_record_line_after_a_mistake_lists_the_winning_rows_instead() {
        // 3-4-9: row 3 takes 2 (to 3-4-7, a P-position), row 2 takes 1 (3-3-7), then row 1
        // takes 3: 3 ⊕ 3 ⊕ 7 = 7, so only 7 → 0 in row 3 wins, and 3 → 0 is a mistake.
        let moves = [mv(2, 2), mv(1, 1), mv(0, 3)];
        let l = lines(&Rules::nim(), &Position::new(vec![3, 4, 9]), &moves, 1);
        let check = |line: &Line, played_wins: bool, others: &[usize]| {
            assert_eq!(
                (line.played_wins, line.others.as_slice()),
                (played_wins, others),
                "{:?}",
                line.rows
            );
        };
        check(&l[0], true, &[]);
        check(&l[1], false, &[]);
        check(&l[2], false, &[2]);
        // A mistake in the winning row still names that row: 3-3-7, row 3 takes 3.
        let l = lines(&Rules::nim(), &Position::new(vec![3, 3, 7]), &[mv(2, 3)], 1);
        check(&l[0], false, &[2]);
        // A winning move beside others: 22-5-13-27 (S = 5) is won from rows 1, 2 and 3.
        let l = lines(
            &Rules::nim(),
            &Position::new(vec![22, 5, 13, 27]),
            &[mv(0, 3)],
            1,
        );
        check(&l[0], true, &[1, 2]);
    }

    #[test]
    fn explanations_never_wait_for_a_long_solve() {
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(3),
        };
        let restricted = |s: &[Step]| {
            s.iter().find_map(|s| match s.msg {
                StepMsg::MisereRestricted { outcome, unknown } => Some((outcome, unknown)),
                _ => None,
            })
        };
        // Small rows are solved within the explanation's budget.
        let small = at(&[3, 4, 5], rules.clone(), Topic::Misere);
        assert!(matches!(restricted(&small), Some((Some(_), None))));
        // About 1.5 million positions: being solved beside the board, not called too large.
        let large = [25, 26, 27, 28, 29, 30];
        let s = at(&large, rules.clone(), Topic::Misere);
        assert_eq!(restricted(&s), Some((None, Some(Unknown::Solving))));
        // In a normal-play game nothing solves its misère version.
        let normal = Rules {
            ending: Ending::Normal,
            take: Take::UpTo(3),
        };
        let s = at(&[24, 26, 27, 28, 29, 30], normal, Topic::Misere);
        assert_eq!(restricted(&s), Some((None, Some(Unknown::NotHere))));
        // Far beyond the solver's limit: too large.
        let s = at(
            &[1_000_000_000, 1_000_000_000],
            rules.clone(),
            Topic::Misere,
        );
        assert_eq!(restricted(&s), Some((None, Some(Unknown::TooLarge))));
        // The demo game of an unsolved position says why it shows no moves.
        let s = at(&large, rules.clone(), Topic::Record);
        assert!(matches!(
            s[0].msg,
            StepMsg::RecordDemo { unsolved: true, .. }
        ));
        // The record of a game on the large rows leaves the statuses it cannot afford unknown.
        let moves = [mv(0, 1), mv(1, 2)];
        let s = steps(
            Topic::Record,
            &rules,
            &Position::new(large.to_vec()),
            &moves,
            2,
            None,
        );
        let statuses: Vec<_> = s
            .iter()
            .filter_map(|s| match s.msg {
                StepMsg::RecordMove { status, .. } => Some(status),
                _ => None,
            })
            .collect();
        assert_eq!(statuses, [None, None]);
        // Once the play page has solved a position, its explanation has the outcome.
        let mut job = Solve::new(&rules, &Position::new(large.to_vec()));
        while job.step(1_000_000).is_none() {}
        let s = at(&large, rules, Topic::Misere);
        assert!(matches!(restricted(&s), Some((Some(_), None))));
    }

    #[test]
    fn every_topic_has_steps_for_every_kind_of_position() {
        let positions: [&[u64]; 8] = [
            &[22, 5, 13, 27],
            &[19, 5, 13, 27],
            &[1, 5],
            &[7, 4],
            &[4, 4],
            &[],
            &[0, 0],
            &[1_000_000, 999_999, 3],
        ];
        for rows in positions {
            for r in &sample_rules() {
                for topic in Topic::ALL {
                    let s = at(rows, r.clone(), topic);
                    assert!(!s.is_empty(), "{topic:?} on {rows:?} under {r:?}");
                    for step in &s {
                        assert!(
                            step.highlight.rows.iter().all(|&i| i < rows.len()),
                            "{topic:?} {rows:?}"
                        );
                        for m in &step.highlight.moves {
                            assert!(
                                m.take >= 1 && m.take <= rows[m.row],
                                "{topic:?} {rows:?} {m:?}"
                            );
                        }
                        // The arithmetic on screen is right whatever the step says.
                        if let Some(Figure::Xor { terms, result, .. }) = &step.figure {
                            let x = terms.iter().fold(0, |a, &(_, v)| a ^ v);
                            assert_eq!(x, result.1, "{topic:?} {rows:?} {r:?} {:?}", step.msg);
                        }
                    }
                }
            }
        }
    }

    /// The normal-play explanations of a misère game stay with normal play from the first
    /// step to the last, which says whether misère play agrees (S7 of the German record, 1-5,
    /// is case B; 1-1-1 is case Cu, a P-position in misère play but not in normal play).
    #[test]
    fn misere_games_get_normal_play_explanations_with_a_note_at_both_ends() {
        let s = at(&[1, 5], Rules::misere(), Topic::Bouton);
        assert_eq!(s[0].msg, StepMsg::MisereNormalNote);
        assert!(msgs(&s).contains(&&StepMsg::Check {
            row: 1,
            take: 4,
            after: vec![1, 1]
        }));
        assert_eq!(s.last().unwrap().msg, StepMsg::MisereNote { agrees: false });

        let s = at(&[1, 5], Rules::misere(), Topic::Columns);
        assert!(s.iter().any(|step| matches!(
            step.msg,
            StepMsg::LabStrategy {
                row: 1,
                n: 5,
                b: 1,
                take: 4,
                ..
            }
        )));
        let s = at(&[1, 1, 1], Rules::misere(), Topic::Columns);
        assert!(!msgs(&s).contains(&&StepMsg::LabStrategyP));
        let s = at(&[1, 1, 1], Rules::misere(), Topic::NimSum);
        assert!(answers(&s)
            .iter()
            .any(|a| matches!(a, StepMsg::VerdictN { .. })));
        assert_eq!(s.last().unwrap().msg, StepMsg::MisereNote { agrees: false });

        let s = at(&[22, 5, 13, 27], Rules::misere(), Topic::Proof);
        assert_eq!(s[0].msg, StepMsg::MisereNormalNote);
        assert_eq!(s.last().unwrap().msg, StepMsg::MisereNote { agrees: true });
        // Normal play itself has neither note.
        let s = at(&[1, 5], Rules::nim(), Topic::Bouton);
        assert!(!msgs(&s)
            .iter()
            .any(|m| matches!(m, StepMsg::MisereNormalNote | StepMsg::MisereNote { .. })));
    }

    #[test]
    fn nim_sum_of_the_worked_example() {
        let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::NimSum);
        let a = answers(&s);
        assert!(a.contains(&&StepMsg::OnesAre {
            ones: vec![2, 2, 3, 2, 3]
        }));
        assert!(a.contains(&&StepMsg::ParitiesAre {
            odd: vec![false, false, true, false, true]
        }));
        assert!(a.contains(&&StepMsg::NimSumIs { value: 5, width: 5 }));
        assert!(a.contains(&&StepMsg::VerdictN {
            odd_weights: vec![4, 1],
            grundy: false
        }));
        assert!(msgs(&s).contains(&&StepMsg::XorRule {
            plain_sum: Some(67)
        }));
        let row1 = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::RowBinary { row: 0, .. }))
            .unwrap();
        assert_eq!(row1.highlight.rows, vec![0]);
        assert_eq!(row1.highlight.columns, vec![4, 2, 1]);
        let verdict = s.iter().find(|s| s.msg == StepMsg::VerdictQ).unwrap();
        assert_eq!(verdict.highlight.columns, vec![2, 0]);
    }

    #[test]
    fn bouton_on_22_5_13_27_in_the_labs_notation() {
        let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::Bouton);
        let a = answers(&s);
        assert!(a.contains(&&StepMsg::EIs { value: 5, width: 5 }));
        assert!(msgs(&s).contains(&&StepMsg::TopBit {
            e: 5,
            width: 5,
            weight: 4
        }));
        assert!(a.contains(&&StepMsg::TopRowsA {
            rows: vec![0, 1, 2],
            weight: 4
        }));
        let targets: Vec<u64> = a
            .iter()
            .filter_map(|m| match m {
                StepMsg::BoutonRowA { b, .. } => Some(*b),
                _ => None,
            })
            .collect();
        assert_eq!(targets, [19, 0, 8, 30]);
        assert!(a.contains(&&StepMsg::CountA {
            moves: vec![mv(0, 3), mv(1, 5), mv(2, 5)],
            weight: 4
        }));
        let row4 = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::BoutonRowQ { row: 3, .. }))
            .unwrap();
        assert!(row4.highlight.moves.is_empty());
        assert_eq!(row4.highlight.columns, vec![2]);
        let last = s.last().unwrap();
        assert_eq!(
            last.msg,
            StepMsg::Check {
                row: 0,
                take: 3,
                after: vec![19, 5, 13, 27]
            }
        );
    }

    #[test]
    fn bouton_tabulates_every_replacement_as_the_lab_handout_does() {
        // The handout's 3-4-9: E = 14, B = 13, 10, 7; each replacement gives E = 0, and only
        // 9 → 7 takes sticks.
        let s = at(&[3, 4, 9], Rules::nim(), Topic::Bouton);
        let table = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::ReplacementTable { .. }))
            .unwrap();
        assert_eq!(table.msg, StepMsg::ReplacementTable { moves: 1 });
        assert_eq!(table.highlight.moves, vec![mv(2, 2)]);
        let Some(Figure::Replacements { rows, e, width }) = &table.figure else {
            panic!("{:?}", table.figure)
        };
        assert_eq!((rows.as_slice(), *e, *width), ([3, 4, 9].as_slice(), 14, 4));
        let targets: Vec<u64> = rows.iter().map(|n| n ^ e).collect();
        assert_eq!(targets, [13, 10, 7]);
        // The last step is still the check of the winning move.
        assert!(matches!(
            s.last().unwrap().msg,
            StepMsg::Check {
                row: 2,
                take: 2,
                ..
            }
        ));
        // Five rows are too many for the table on a phone.
        let wide = at(&[1, 2, 4, 8, 17], Rules::nim(), Topic::Bouton);
        assert!(!wide
            .iter()
            .any(|s| matches!(s.msg, StepMsg::ReplacementTable { .. })));
    }

    #[test]
    fn bouton_on_a_p_position_says_every_move_loses() {
        let s = at(&[19, 5, 13, 27], Rules::nim(), Topic::Bouton);
        assert_eq!(s[0].answer, Some(StepMsg::EIs { value: 0, width: 5 }));
        assert_eq!(s[1].msg, StepMsg::EZero { grundy: false });
        assert_eq!(
            s[2].msg,
            StepMsg::EZeroExample {
                row: 0,
                take: 1,
                after: vec![18, 5, 13, 27],
                t: 1
            }
        );
        assert_eq!(s.len(), 3);
    }

    #[test]
    fn bouton_under_take_1_or_2_uses_grundy_values_and_finds_the_raising_move() {
        let s = at(
            &[7, 5, 3, 1],
            Rules {
                ending: Ending::Normal,
                take: Take::UpTo(2),
            },
            Topic::Bouton,
        );
        assert!(matches!(
            s[0].msg,
            StepMsg::Restricted {
                count_xor: 0,
                grundy_xor: 2,
                ..
            }
        ));
        let a = answers(&s);
        assert!(a.contains(&&StepMsg::GrundyRowA {
            row: 1,
            g: 2,
            r: 0,
            takes: vec![2]
        }));
        assert!(a.contains(&&StepMsg::GrundyRowA {
            row: 2,
            g: 0,
            r: 2,
            takes: vec![1]
        }));
        assert!(a.contains(&&StepMsg::GrundyRowA {
            row: 0,
            g: 1,
            r: 3,
            takes: vec![]
        }));
        assert!(a.contains(&&StepMsg::GrundyCountA {
            moves: vec![mv(1, 2), mv(2, 1)],
            raising: 1
        }));
    }

    #[test]
    fn the_proof_with_live_numbers() {
        let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::Proof);
        let m = msgs(&s);
        assert!(m.contains(&&StepMsg::ProofTExample {
            row: 0,
            a: 22,
            b: 21,
            s: 5,
            after: vec![21, 5, 13, 27],
            grundy: None
        }));
        assert!(m.contains(&&StepMsg::Lemma1Example {
            here: false,
            position: vec![19, 5, 13, 27],
            row: 0,
            a: 19,
            b: 18,
            grundy: None
        }));
        assert!(m.contains(&&StepMsg::Lemma2Example {
            s: 5,
            weight: 4,
            row: 0,
            a: 22,
            grundy: None
        }));
        assert!(answers(&s).contains(&&StepMsg::Lemma2Move {
            row: 0,
            a: 22,
            b: 19,
            take: 3
        }));
        assert_eq!(
            s.last().unwrap().msg,
            StepMsg::ProofEnd { s: 5, stuck: false }
        );
        let t = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::ProofTExample { .. }))
            .unwrap();
        assert_eq!(t.answer, Some(StepMsg::TIs { t: 5 ^ 22 ^ 21 }));
        let p = at(&[19, 5, 13, 27], Rules::nim(), Topic::Proof);
        assert!(msgs(&p).contains(&&StepMsg::Lemma2NotHere));
        let l1 = p
            .iter()
            .find(|s| matches!(s.msg, StepMsg::Lemma1Example { .. }))
            .unwrap();
        assert_eq!(l1.answer, Some(StepMsg::TIs { t: 1 }));
        assert_eq!(l1.highlight.moves, vec![mv(0, 1)]);
    }

    /// Whether the player to move wins, by trying every move (small positions only).
    fn wins_by_search(rules: &Rules, pos: &Position) -> bool {
        let moves = pos.legal_moves(rules);
        if moves.is_empty() {
            return rules.ending == Ending::Misere;
        }
        moves.into_iter().any(|m| {
            let next = pos.after(pos.check(rules, m).expect("a legal move"));
            !wins_by_search(rules, &next)
        })
    }

    #[test]
    fn mirror_under_misere_play_agrees_with_a_search() {
        let set =
            |c: &[u64]| Take::Set(nimlab_core::SubtractionSet::new(c.iter().copied()).unwrap());
        let families = [Take::Any, Take::UpTo(2), set(&[1, 3]), set(&[2, 3])];
        let mut positions: Vec<Vec<u64>> = Vec::new();
        for a in 0..=6 {
            for b in 0..=6 {
                positions.push(vec![a, b]);
            }
        }
        for a in 0..=3 {
            for b in 0..=3 {
                positions.push(vec![a, a, b, b]);
            }
        }
        for take in families {
            for ending in [Ending::Normal, Ending::Misere] {
                let rules = Rules {
                    ending,
                    take: take.clone(),
                };
                for rows in &positions {
                    let pos = Position::new(rows.clone());
                    let wins = wins_by_search(&rules, &pos);
                    let says = |claim: bool, step: &Step| {
                        assert_eq!(claim, wins, "{rows:?} {rules:?}: {:?}", step.msg);
                    };
                    for step in at(rows, rules.clone(), Topic::Mirror) {
                        match &step.msg {
                            StepMsg::MirrorEqual { .. } | StepMsg::MirrorPairs { .. } => {
                                says(false, &step)
                            }
                            StepMsg::MirrorUnequalQ { .. }
                            | StepMsg::MirrorMisere { now: true } => says(true, &step),
                            StepMsg::MirrorRestricted { outcome, .. } => {
                                says(*outcome == Outcome::N, &step)
                            }
                            StepMsg::MirrorMisereRestricted { outcome } => {
                                says(*outcome == Some(Outcome::N), &step)
                            }
                            _ => {}
                        }
                        // Every move a step points at wins.
                        for &m in &step.highlight.moves {
                            if matches!(step.msg, StepMsg::MirrorCopy { .. }) {
                                continue; // the opponent's move and its copy
                            }
                            let next = pos.after(pos.check(&rules, m).expect("a legal move"));
                            assert!(
                                !wins_by_search(&rules, &next),
                                "{rows:?} {rules:?}: {m:?} in {:?}",
                                step.msg
                            );
                        }
                    }
                }
            }
        }
        // Misère pairs with a large row: P, with the misère ending of the copying told.
        let s = at(&[1, 1, 3, 3], Rules::misere(), Topic::Mirror);
        assert!(s
            .iter()
            .any(|s| matches!(s.msg, StepMsg::MirrorPairs { misere: true, .. })));
        // The reviewer's cases: misère 4-1 takes the whole larger row, not the difference.
        let s = at(&[4, 1], Rules::misere(), Topic::Mirror);
        assert_eq!(s.last().unwrap().msg, StepMsg::MirrorMisere { now: true });
        assert_eq!(s.last().unwrap().highlight.moves, vec![mv(0, 4)]);
    }

    #[test]
    fn mirror_on_two_rows_and_on_others() {
        let s = at(&[7, 4], Rules::nim(), Topic::Mirror);
        assert!(answers(&s).contains(&&StepMsg::MirrorUnequalA {
            row: 0,
            take: 3,
            left: 4
        }));
        let q = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::MirrorUnequalQ { .. }))
            .unwrap();
        assert_eq!(q.highlight.moves, vec![mv(0, 3)]);
        let s = at(&[0, 5, 0, 5], Rules::nim(), Topic::Mirror);
        assert_eq!(
            s[0].msg,
            StepMsg::MirrorIntro {
                rows: [1, 3],
                counts: [5, 5]
            }
        );
        assert!(msgs(&s).contains(&&StepMsg::MirrorEqual {
            n: 5,
            misere: false
        }));
        let s = at(&[22, 5, 13, 27], Rules::nim(), Topic::Mirror);
        assert_eq!(
            msgs(&s),
            [
                &StepMsg::MirrorNotTwo { nonempty: 4 },
                &StepMsg::MirrorExample {
                    rows: [0, 1],
                    counts: [22, 5]
                }
            ]
        );
        let s = at(&[3, 5, 3, 5], Rules::nim(), Topic::Mirror);
        assert_eq!(
            s[1].msg,
            StepMsg::MirrorPairs {
                pairs: vec![(0, 2), (1, 3)],
                misere: false
            }
        );
    }

    /// The column topic's strategy step.
    fn lab_strategy(s: &[Step]) -> &StepMsg {
        &s.iter()
            .find(|s| matches!(s.msg, StepMsg::LabStrategy { .. }))
            .unwrap()
            .msg
    }

    /// A misère game with restricted moves: the normal-play topics end on misère's own exact
    /// verdict, which may differ (3-3-4 taking 1 or 2: N by the Grundy values, P under misère).
    #[test]
    fn restricted_misere_topics_end_on_the_games_own_verdict() {
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::UpTo(2),
        };
        for topic in [Topic::NimSum, Topic::Bouton, Topic::Proof, Topic::Columns] {
            let s = at(&[3, 3, 4], rules.clone(), topic);
            assert_eq!(
                s.last().unwrap().msg,
                StepMsg::MisereRestrictedVerdict {
                    normal: Outcome::N,
                    misere: Some(Outcome::P),
                },
                "{topic:?}"
            );
        }
        let s = at(
            &[1, 1],
            Rules {
                ending: Ending::Misere,
                take: Take::UpTo(2),
            },
            Topic::NimSum,
        );
        assert!(matches!(
            s.last().unwrap().msg,
            StepMsg::MisereRestrictedVerdict {
                misere: Some(_),
                ..
            }
        ));
    }

    /// Under restricted moves the verdict is Sprague–Grundy's, not Bouton's; the proof's game
    /// may end before the board is empty where a single stick cannot be taken (take 2 or 3
    /// leaves single sticks; take 1 or 2 ends on the empty board); and its figures name a
    /// row's value after the move γ(Bₖ), as Bₖ is a count.
    #[test]
    fn restricted_moves_speak_of_grundy_values() {
        let (take_1_2, take_2_3) = (
            Rules {
                ending: Ending::Normal,
                take: Take::UpTo(2),
            },
            Rules {
                ending: Ending::Normal,
                take: Take::Set(nimlab_core::SubtractionSet::new([2, 3]).unwrap()),
            },
        );
        let s = at(&[7, 5, 3, 1], take_1_2.clone(), Topic::NimSum);
        assert!(answers(&s)
            .iter()
            .any(|a| matches!(a, StepMsg::VerdictN { grundy: true, .. })));
        for (rows, rules, stuck) in [
            (&[7, 5, 3, 1][..], take_1_2, false),
            (&[5, 4, 1][..], take_2_3, true),
        ] {
            let p = at(rows, rules, Topic::Proof);
            assert_eq!(
                matches!(p.last().unwrap().msg, StepMsg::ProofEnd { stuck: true, .. }),
                stuck,
                "{rows:?}"
            );
            let figures: Vec<&Figure> = p.iter().filter_map(|s| s.figure.as_ref()).collect();
            assert!(!figures.is_empty());
            for figure in figures {
                if let Figure::Xor { terms, result, .. } = figure {
                    assert!(
                        terms
                            .iter()
                            .chain([result])
                            .all(|(sym, _)| !matches!(sym, Sym::B(_))),
                        "{rows:?}: {figure:?}"
                    );
                }
            }
        }
        let p = at(&[22, 5, 13, 27], Rules::nim(), Topic::Proof);
        assert!(matches!(
            p.last().unwrap().msg,
            StepMsg::ProofEnd { stuck: false, .. }
        ));
    }

    /// Bouton's check shows the position after the winning move, judged under normal play as
    /// the explanation's verdicts are, also in a misère game (1-1-1 → 0-1-1 is N under misère).
    #[test]
    fn boutons_check_shows_the_position_under_normal_play() {
        for rules in [Rules::nim(), Rules::misere()] {
            let s = at(&[1, 1, 1], rules, Topic::Bouton);
            let check = s
                .iter()
                .find(|s| matches!(s.msg, StepMsg::Check { .. }))
                .expect("a check step");
            let shown = check.shows.as_ref().expect("the position checked");
            assert_eq!(shown.ending, Ending::Normal);
            assert_eq!(shown.rows.iter().fold(0, |x, r| x ^ r), 0);
        }
    }

    /// The explanations of a position without a move begin by saying so.
    #[test]
    fn a_position_without_a_move_is_named_first() {
        for topic in [Topic::NimSum, Topic::Bouton, Topic::Proof, Topic::Columns] {
            let s = at(&[0, 0, 0], Rules::nim(), topic);
            assert_eq!(
                s[0].msg,
                StepMsg::NoMoveHere {
                    ending: Ending::Normal
                },
                "{topic:?}"
            );
        }
        let two_or_three = Rules {
            ending: Ending::Misere,
            take: Take::Set(nimlab_core::SubtractionSet::new([2, 3]).unwrap()),
        };
        let s = at(&[1, 1], two_or_three, Topic::NimSum);
        assert_eq!(
            s[0].msg,
            StepMsg::NoMoveHere {
                ending: Ending::Misere
            }
        );
        let s = at(&[1, 2], Rules::nim(), Topic::NimSum);
        assert!(!s
            .iter()
            .any(|s| matches!(s.msg, StepMsg::NoMoveHere { .. })));
    }

    /// A link to a board where no move is possible: nobody made a last move.
    #[test]
    fn a_record_without_a_move_says_who_cannot_move() {
        let s = at(&[0, 0, 0], Rules::nim(), Topic::Record);
        assert!(s.iter().any(|s| s.msg
            == StepMsg::RecordNoMove {
                to_move: Who::Player(1),
                ending: Ending::Normal
            }));
        assert!(!s.iter().any(|s| matches!(
            s.msg,
            StepMsg::RecordEnd {
                winner: Some(_),
                ..
            }
        )));
        let ones = Rules {
            ending: Ending::Misere,
            take: Take::Set(nimlab_core::SubtractionSet::new([2, 3]).unwrap()),
        };
        let s = at(&[1, 1], ones, Topic::Record);
        assert!(s.iter().any(|s| s.msg
            == StepMsg::RecordNoMove {
                to_move: Who::Player(1),
                ending: Ending::Misere
            }));
    }

    #[test]
    fn columns_follow_the_labs_cases() {
        let s = at(&[3, 4, 9], Rules::nim(), Topic::Columns);
        // 0011, 0100, 1001: columns 8, 4, 2, 1 hold 1, 1, 1, 2 ones.
        let ones: Vec<usize> = answers(&s)
            .iter()
            .filter_map(|m| match m {
                StepMsg::LabColumnA { ones, .. } => Some(*ones),
                _ => None,
            })
            .collect();
        assert_eq!(ones, [1, 1, 1, 2]);
        // E = 1110: the lab's table changes row 3, 1001 → 0111.
        assert_eq!(
            lab_strategy(&s),
            &StepMsg::LabStrategy {
                row: 2,
                n: 9,
                b: 7,
                weights: vec![8, 4, 2],
                take: 2,
                grundy: false,
            }
        );
    }

    #[test]
    fn misere_with_odd_counts_is_decided_by_the_parity_of_the_total() {
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::Set(nimlab_core::SubtractionSet::new([1, 3, 5]).unwrap()),
        };
        // Far beyond the exact solver: 1,999,999 sticks, odd, a P-position.
        let s = at(&[1_000_000, 999_999], rules.clone(), Topic::Misere);
        assert_eq!(
            msgs(&s)[1],
            &StepMsg::MisereParity {
                total: 1_999_999,
                outcome: Outcome::P
            }
        );
        // An even total: N, and every move is marked as winning.
        let s = at(&[4, 2], rules, Topic::Misere);
        assert_eq!(
            msgs(&s)[1],
            &StepMsg::MisereParity {
                total: 6,
                outcome: Outcome::N
            }
        );
        assert_eq!(s[1].highlight.moves.len(), 3); // 4 − 1, 4 − 3, 2 − 1
    }

    #[test]
    fn restricted_moves_get_legal_examples_that_follow_the_rule_stated() {
        let take_1_to_3 = Rules {
            ending: Ending::Normal,
            take: Take::UpTo(3),
        };
        // γ = 2, 1, 1, 3 (counts mod 4): nim-sum 1. Row 1's winning move raises 2 to 3; the
        // step's rule (a 1 in the highest odd column) names a lowering move: row 2, 1 → 0.
        let s = at(&[22, 5, 13, 27], take_1_to_3.clone(), Topic::Columns);
        assert_eq!(
            lab_strategy(&s),
            &StepMsg::LabStrategy {
                row: 1,
                n: 1,
                b: 0,
                weights: vec![1],
                take: 1,
                grundy: true,
            }
        );
        // No two of 22-5-13-27 differ by 1 to 3: the example is left out rather than shown
        // with an illegal move ("take 17").
        let s = at(&[22, 5, 13, 27], take_1_to_3.clone(), Topic::Mirror);
        assert_eq!(msgs(&s), [&StepMsg::MirrorNotTwo { nonempty: 4 }]);
        let s = at(&[22, 5, 7, 27], take_1_to_3, Topic::Mirror);
        assert_eq!(
            s[1].msg,
            StepMsg::MirrorExample {
                rows: [1, 2],
                counts: [5, 7]
            }
        );
    }

    #[test]
    fn misere_departs_at_once_on_1_5_and_later_on_marienbad() {
        let s = at(&[1, 5], Rules::misere(), Topic::Misere);
        assert!(answers(&s).contains(&&StepMsg::MisereCaseA {
            case: MisereCase::B
        }));
        let d = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::Departure { .. }))
            .unwrap();
        assert_eq!(
            d.msg,
            StepMsg::Departure {
                index: 0,
                before: vec![1, 5],
                normal: vec![mv(1, 4)],
                misere: vec![mv(1, 5)]
            }
        );
        assert_eq!(d.highlight.moves, vec![mv(1, 5)]);
        assert_eq!(d.highlight.rows, vec![1]);

        let s = at(&[1, 3, 5, 7], Rules::misere(), Topic::Misere);
        assert!(answers(&s).contains(&&StepMsg::MisereCaseA {
            case: MisereCase::A
        }));
        let d = s
            .iter()
            .find(|s| matches!(s.msg, StepMsg::Departure { .. }))
            .unwrap();
        // The loser empties 7, the winner answers 5 → 2, the loser empties 3: 1-0-2-0.
        assert_eq!(
            d.msg,
            StepMsg::Departure {
                index: 3,
                before: vec![1, 0, 2, 0],
                normal: vec![mv(2, 1)],
                misere: vec![mv(2, 2)]
            }
        );
        // The board shows the departure's position, with misère's move marked.
        assert_eq!(
            d.shows.as_ref().map(|s| &s.rows[..]),
            Some(&[1, 0, 2, 0][..])
        );
        assert_eq!(d.shows.as_ref().map(|s| s.ending), Some(Ending::Misere));
        assert_eq!(d.highlight.moves, vec![mv(2, 2)]);
    }

    #[test]
    fn the_german_record_with_both_endings() {
        let s = at(&GERMAN_START, Rules::nim(), Topic::Record);
        assert_eq!(s[0].msg, StepMsg::GermanIntro);
        let moves: Vec<(Label, Who, Move)> = s
            .iter()
            .filter_map(|s| match &s.msg {
                StepMsg::RecordMove {
                    label, who, played, ..
                } => Some((*label, *who, *played)),
                _ => None,
            })
            .collect();
        assert_eq!(moves.len(), 9);
        assert_eq!(moves[0], (Label::S(1), Who::A, mv(0, 3)));
        assert_eq!(moves[1], (Label::S(2), Who::B, mv(3, 27)));
        assert_eq!(moves[6], (Label::S(7), Who::A, mv(1, 4)));
        assert_eq!(moves[8], (Label::S(7), Who::A, mv(1, 5)));
        assert_eq!(
            s[1].answer,
            Some(StepMsg::RecordVerdict(Verdict::Winning {
                others: vec![mv(1, 5), mv(2, 5)]
            }))
        );
        // S1 is the position on screen; S2 is shown on the board while its step is open.
        assert_eq!(s[1].highlight.moves, vec![mv(0, 3)]);
        assert_eq!(s[1].shows, None);
        assert_eq!(s[2].highlight.moves, vec![mv(3, 27)]);
        assert_eq!(
            s[2].shows,
            Some(Shown {
                rows: vec![19, 5, 13, 27],
                ending: Ending::Normal
            })
        );
        assert_eq!(s[2].answer, Some(StepMsg::RecordVerdict(Verdict::Forced)));
        assert!(s.iter().any(|s| s.msg
            == StepMsg::GermanPart {
                position: vec![1, 5, 0, 0]
            }));
        // The misère ending's last step shows S8 under misère play (a P-position there).
        let end = s.last().unwrap();
        assert_eq!(
            end.msg,
            StepMsg::GermanEnd {
                ending: Ending::Misere
            }
        );
        assert_eq!(
            end.shows,
            Some(Shown {
                rows: vec![1, 0, 0, 0],
                ending: Ending::Misere
            })
        );
    }

    #[test]
    fn a_game_against_the_computer_names_it() {
        let who_moved = |s: &Step| match &s.msg {
            StepMsg::RecordMove { who, .. } => Some(*who),
            _ => None,
        };
        // The computer plays second: moves 2 and 4 are its own; misère, so the one who takes
        // the last stick (the person, move 3) loses.
        let start = Position::new([1, 2]);
        let moves = [mv(1, 1), mv(1, 1), mv(0, 1)];
        let rules = Rules {
            ending: Ending::Misere,
            take: Take::Any,
        };
        let s = steps(Topic::Record, &rules, &start, &moves, 3, Some(2));
        let named: Vec<_> = s.iter().filter_map(who_moved).collect();
        assert_eq!(named, [Who::You(1), Who::Computer(2), Who::You(1)]);
        let end = s.iter().find_map(|s| match &s.msg {
            StepMsg::RecordEnd {
                winner,
                loser,
                to_move,
                ..
            } => Some((*winner, *loser, *to_move)),
            _ => None,
        });
        assert_eq!(
            end,
            Some((Some(Who::Computer(2)), Some(Who::You(1)), Who::Computer(2)))
        );
        // The computer first: it made move 1.
        let s = steps(
            Topic::Record,
            &Rules::nim(),
            &start,
            &moves[..2],
            2,
            Some(1),
        );
        let named: Vec<_> = s.iter().filter_map(who_moved).collect();
        assert_eq!(named, [Who::Computer(1), Who::You(2)]);
        // Before any move, the line of perfect play is no game the computer played.
        let s = steps(Topic::Record, &Rules::nim(), &start, &[], 0, Some(2));
        let named: Vec<_> = s.iter().filter_map(who_moved).collect();
        assert!(!named.is_empty());
        assert!(
            named.iter().all(|w| matches!(w, Who::Player(_))),
            "{named:?}"
        );
        // Two people: numbers only.
        let s = steps(Topic::Record, &Rules::nim(), &start, &moves[..2], 2, None);
        let named: Vec<_> = s.iter().filter_map(who_moved).collect();
        assert_eq!(named, [Who::Player(1), Who::Player(2)]);
    }

    #[test]
    fn a_game_against_the_computer_is_yours_to_its_end() {
        // 3-4-5, the screen two moves back: the commentary is the whole record, as the record's
        // table is (Redo replays the rest), and addresses you.
        let start = Position::new([3, 4, 5]);
        let moves = [mv(0, 2), mv(2, 1), mv(1, 1), mv(2, 2)];
        let s = steps(Topic::Record, &Rules::nim(), &start, &moves, 2, Some(2));
        assert_eq!(
            s[0].msg,
            StepMsg::RecordOwn {
                moves: 4,
                start: vec![3, 4, 5],
                you: true
            }
        );
        // 1-3-2 is a P-position, and you are to move.
        assert!(s.iter().any(|s| s.msg
            == StepMsg::RecordEnd {
                winner: None,
                loser: None,
                ending: Ending::Normal,
                to_move: Who::You(1),
                status: Some(Outcome::P),
            }));
    }

    #[test]
    fn a_played_game_is_commented_move_by_move() {
        let start = Position::new([3, 4, 5]);
        let moves = [mv(0, 1), mv(2, 5), mv(1, 4)];
        let s = steps(Topic::Record, &Rules::nim(), &start, &moves, 3, None);
        assert_eq!(
            s[0].msg,
            StepMsg::RecordOwn {
                moves: 3,
                start: vec![3, 4, 5],
                you: false
            }
        );
        // 3-4-5 has nim-sum 2: the winning move is 3 → 1, so taking 1 from row 1 is a mistake.
        assert_eq!(
            s[1].answer,
            Some(StepMsg::RecordVerdict(Verdict::Mistake {
                best: vec![mv(0, 2)]
            }))
        );
        assert!(matches!(&s[4].msg, StepMsg::RecordEnd { winner: None, .. }));
        // Only positions with two large rows were met: the two rules never part.
        assert_eq!(s.last().unwrap().msg, StepMsg::NoDeparture);

        // The German game played by hand: misère departs before move 7, at 1-5-0-0.
        let german = GameRecord::german(Ending::Normal);
        let s = steps(
            Topic::Record,
            &Rules::nim(),
            &german.start,
            &german.moves,
            german.moves.len(),
            None,
        );
        let last = s.last().unwrap();
        assert_eq!(
            last.msg,
            StepMsg::Departure {
                index: 6,
                before: vec![1, 5, 0, 0],
                normal: vec![mv(1, 4)],
                misere: vec![mv(1, 5)]
            }
        );
        assert!(matches!(
            &s[10].msg,
            StepMsg::RecordEnd {
                winner: Some(Who::Player(1)),
                ..
            }
        ));
        // The board stays with the game at the introduction (which a game goes on under), then
        // shows each move's position with the move marked; the end is the position on screen.
        assert_eq!(s[0].shows, None);
        assert_eq!(
            s[9].shows.as_ref().map(|s| &s.rows[..]),
            Some(&[1, 0, 0, 0][..])
        );
        assert_eq!(s[9].highlight.moves, vec![mv(0, 1)]);
        assert_eq!(s[10].shows, None);
        let s = steps(
            Topic::Record,
            &Rules::nim(),
            &german.start,
            &german.moves,
            2,
            None,
        );
        assert_eq!(s[3].highlight.moves, vec![mv(0, 11)]);
        assert_eq!(s[3].shows, None);
    }

    /// Every step's highlight points into the position the board shows while the step is
    /// open: the step's own position, or the one on screen.
    #[test]
    fn highlights_point_into_the_position_on_the_board() {
        let rule_sets = [
            Rules::nim(),
            Rules::misere(),
            Rules {
                ending: Ending::Normal,
                take: Take::UpTo(3),
            },
            Rules {
                ending: Ending::Misere,
                take: Take::UpTo(2),
            },
            Rules {
                ending: Ending::Normal,
                take: Take::Set(nimlab_core::SubtractionSet::new([1, 3, 4]).unwrap()),
            },
        ];
        let positions: [&[u64]; 7] = [
            &[1, 3, 5, 7],
            &[3, 4, 9],
            &[7, 4],
            &[5, 5],
            &[1, 5],
            &[22, 5, 13, 27],
            &[0, 2, 1],
        ];
        let mut shown = 0;
        for rules in &rule_sets {
            for rows in positions {
                let start = Position::new(rows.to_vec());
                // No moves yet, and a game of perfect play stopped after two moves.
                let line = demo_line(rules, &start, 2);
                for (moves, cursor) in [(&[][..], 0), (&line[..], line.len()), (&line[..], 0)] {
                    let screen = replay(rules, &start, &moves[..cursor]);
                    for topic in Topic::ALL {
                        for (k, step) in steps(topic, rules, &start, moves, cursor, None)
                            .iter()
                            .enumerate()
                        {
                            let board = step
                                .shows
                                .as_ref()
                                .map_or(screen.rows.clone(), |s| s.rows.clone());
                            let why =
                                format!("{topic:?} step {} at {screen:?} under {rules:?}", k + 1);
                            assert_ne!(
                                step.shows.as_ref().map(|s| &s.rows),
                                Some(&screen.rows),
                                "{why}"
                            );
                            assert_eq!(board.len(), screen.rows.len(), "{why}");
                            shown += usize::from(step.shows.is_some());
                            for &row in &step.highlight.rows {
                                assert!(row < board.len(), "{why}");
                            }
                            for m in &step.highlight.moves {
                                assert!(
                                    m.take >= 1
                                        && board.get(m.row).is_some_and(|&n| m.take <= n)
                                        && rules.take.allows(m.take),
                                    "{why}: {m:?} on {board:?}"
                                );
                            }
                        }
                    }
                }
            }
        }
        assert!(shown > 100, "{shown}");
    }

    #[test]
    fn demo_lines_are_short_and_legal() {
        let line = demo_line(&Rules::nim(), &Position::new([19, 5, 13, 27]), MAX_LINE);
        assert!(line.len() <= 12, "{line:?}");
        let line = demo_line(
            &Rules {
                ending: Ending::Normal,
                take: Take::UpTo(1),
            },
            &Position::new([1_000_000]),
            MAX_LINE,
        );
        assert_eq!(line.len(), MAX_LINE);
    }
}

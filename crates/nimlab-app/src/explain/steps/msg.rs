//! The message of a step: which sentence, with which numbers (the catalog words them).

use super::{Label, Unknown, Verdict, Who};
use nimlab_core::analysis::Outcome;
use nimlab_core::{Ending, MisereCase, Move, Take};

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
    /// The lab handout's examples of ⊕, two operands and three, and its algebra: a step of its
    /// own after the verdict, so the rule's step fits a lecture slide with its figure.
    XorExamples,
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
    /// All replacements in one table: each row in turn replaced by its B_i, each giving E = 0.
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

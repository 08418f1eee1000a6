//! Step-through explanations: the core's data for a position, cut into steps, one file per
//! topic; this file holds the steps' data types and the dispatcher [`steps`].
//!
//! Each step carries what it points at ([`Highlight`]), the message that explains it
//! ([`StepMsg`], numbers only: the explanation catalog words it), an optional figure
//! (a binary XOR, a game record, a list of cases) and an optional *answer*: the part that
//! lecture mode hides until the lecturer reveals it, so the audience can guess first.
//!
//! Rows are 0-based in the data and counted from 1 in the text, as on the board.

mod bouton;
mod columns;
mod ctx;
mod german;
mod mirror;
mod misere;
mod msg;
mod nim_sum;
mod proof;
mod record;
#[cfg(test)]
mod tests;

pub use msg::StepMsg;
pub use record::demo_line;

use crate::play::highlight::Highlight;
use crate::play::live_analysis::now;
use crate::route::Topic;
use ctx::{analyze, first_move, replay, Ctx, SEARCH_LEFT, SEARCH_MS, SEARCH_UNTIL, SEARCH_WORK};
use nimlab_core::analysis::Outcome;
use nimlab_core::{Ending, MisereCase, Move, Position, Rules, Take};

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
        Topic::NimSum => nim_sum::nim_sum_steps(&c),
        Topic::Bouton => bouton::bouton_steps(&c),
        Topic::Proof => proof::proof_steps(&c),
        Topic::Mirror => mirror::mirror_steps(&c),
        Topic::Columns => columns::column_steps(&c),
        Topic::Misere => misere::misere_steps(&c),
        Topic::Record => record::record_steps(&c, start, moves),
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

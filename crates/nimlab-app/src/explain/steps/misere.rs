//! Misère play: Bouton's cases for large and single rows, the rule it gives, and where a game
//! departs from normal play; under restricted moves the parity rule or the exact solve.

use super::ctx::{analyze, large_rows, Ctx};
use super::record::{demo_line, lines};
use super::{Figure, Step, StepMsg, Unknown, ALL, MAX_LINE, NOTHING, ROWS};
use nimlab_core::analysis::{self, Method, Outcome};
use nimlab_core::explain::misere as mis;
use nimlab_core::explain::record::GameRecord;
use nimlab_core::{Ending, Rules};

pub(super) fn misere_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
    s.push(Step::new(StepMsg::MisereIntro {
        misere_game: c.rules.ending == Ending::Misere,
    }));
    if c.grundy {
        s.push(restricted_step(c));
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
    s.extend(departure_steps(c));
    s
}

/// Under restricted moves: the parity rule where the core has one, else the exact solve's
/// verdict (or why there is none).
fn restricted_step(c: &Ctx) -> Step {
    let total = c.pos.rows.iter().fold(0u64, |t, &n| t.saturating_add(n));
    // (With no stick left the general step says who cannot move.)
    if total > 0 && analysis::parity_decides(&c.rules.take) {
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
        return step;
    }
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
    Step::new(StepMsg::MisereRestricted { outcome, unknown })
        .figure(Figure::MisereCases { current: None })
}

/// A game from here until the rules part, asked about and then shown; or that none departs.
fn departure_steps(c: &Ctx) -> Vec<Step> {
    let mut s = Vec::new();
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

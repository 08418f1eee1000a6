//! Timing budgets of the core: `cargo run --release -p nimlab-core --example bench`.
//!
//! Prints one line per task (median of repeated runs, the budget, ok/over) and exits with
//! status 1 when a budget is missed.

use nimlab_core::analysis::analyze;
use nimlab_core::grundy::{grundy_table, period};
use nimlab_core::misere;
use nimlab_core::octal;
use nimlab_core::{Ending, Position, Rules, SubtractionSet, Take};
use std::hint::black_box;
use std::process::ExitCode;
use std::time::{Duration, Instant};

/// Runs `task` `runs` times and returns the median time.
fn median(runs: usize, task: impl FnMut()) -> Duration {
    median_after(runs, || {}, task)
}

/// Runs `before`, untimed, then `task`, timed, `runs` times and returns the median time.
fn median_after(runs: usize, mut before: impl FnMut(), mut task: impl FnMut()) -> Duration {
    let mut times: Vec<Duration> = (0..runs)
        .map(|_| {
            before();
            let start = Instant::now();
            task();
            start.elapsed()
        })
        .collect();
    times.sort();
    times[runs / 2]
}

fn main() -> ExitCode {
    let mut all_ok = true;
    let mut report = |name: &str, time: Duration, budget: Duration| {
        let ok = time <= budget;
        all_ok &= ok;
        println!(
            "{name:<70} {:>12.1} µs {:>9.0} µs  {}",
            time.as_secs_f64() * 1e6,
            budget.as_secs_f64() * 1e6,
            if ok { "ok" } else { "OVER" }
        );
    };
    println!("{:<70} {:>15} {:>12}", "task", "median", "budget");

    // Twenty rows of up to 10^18 sticks.
    let mut x: u64 = 0x2545_f491_4f6c_dd1d;
    let rows: Vec<u64> = (0..20)
        .map(|_| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            x % 1_000_000_000_000_000_000
        })
        .collect();
    let position = Position::new(rows);
    report(
        "analyze: 20 rows up to 10^18, normal, any count",
        median(101, || {
            black_box(analyze(black_box(&Rules::nim()), black_box(&position)));
        }),
        Duration::from_millis(1),
    );
    let bubi = Rules {
        ending: Ending::Normal,
        take: Take::Set(SubtractionSet::new([2, 5, 7]).unwrap()),
    };
    report(
        "analyze: 20 rows up to 10^18, normal, take {2, 5, 7}",
        median(101, || {
            black_box(analyze(black_box(&bubi), black_box(&position)));
        }),
        Duration::from_millis(1),
    );
    report(
        "analyze: 20 rows up to 10^18, misère, any count",
        median(101, || {
            black_box(analyze(black_box(&Rules::misere()), black_box(&position)));
        }),
        Duration::from_millis(1),
    );

    let ten = Take::Set(SubtractionSet::new([1, 3, 5, 7, 9, 11, 13, 15, 17, 19]).unwrap());
    report(
        "Grundy table: {1, 3, …, 19} up to n = 10^6",
        median(21, || {
            black_box(grundy_table(black_box(&ten), 1_000_000));
        }),
        Duration::from_millis(10),
    );
    // Pre-period 373 346: no period shows in the first eighth, so every value is computed.
    let wide = Take::Set(
        SubtractionSet::new([1000, 2001, 3050, 4111, 5003, 6007, 7019, 8039, 9001, 9973]).unwrap(),
    );
    // Also the reference of the take-and-break tables' ratios below (the machine is noisy),
    // as the browser benchmark's is this table's JavaScript twin.
    let reference = median(21, || {
        black_box(grundy_table(black_box(&wide), 1_000_000));
    });
    report(
        "Grundy table: 10 counts up to 9973 up to n = 10^6 (no period)",
        reference,
        Duration::from_millis(10),
    );
    let odd = SubtractionSet::new([3, 17, 29, 41, 58, 64, 77, 85, 93, 100]).unwrap();
    let p = period(&odd);
    report(
        &format!(
            "period: 10 counts up to 100 (pre {}, period {})",
            p.preperiod, p.period
        ),
        median(21, || {
            black_box(period(black_box(&odd)));
        }),
        Duration::from_millis(10),
    );

    // The solver remembers its last results (misere::REMEMBERED): each run first forgets
    // them, or every run but the first would time a lookup in that memory, not a solve.
    let misere_3 = Rules {
        ending: Ending::Misere,
        take: Take::UpTo(3),
    };
    let five_forties = Position::new([40, 40, 40, 40, 40]);
    let mut states = 0;
    let time = median_after(7, misere::forget_solved, || {
        let solved = misere::solve(black_box(&misere_3), black_box(&five_forties)).unwrap();
        states = black_box(solved).states;
    });
    report(
        &format!("exact solver, cold: misère, take 1–3, 40-40-40-40-40, {states} states"),
        time,
        Duration::from_millis(200),
    );
    let huge = Position::new([1_000_000_000_000_000_000, 40, 40, 40]);
    report(
        "exact solver, cold: misère, take 1–3, a row of 10^18 (too large)",
        median_after(101, misere::forget_solved, || {
            black_box(misere::solve(black_box(&misere_3), black_box(&huge)).unwrap_err());
        }),
        Duration::from_millis(1),
    );

    // Take-and-break games, the Grundy page's table (issue 41: under 200 ms in the browser).
    // Kayles and Dawson's Kayles certify a period early and copy it onward; 0.6 and Grundy's
    // game have none: the quadratic mex recursion throughout (2.5·10^7 options). Each is also
    // given as a ratio to the Grundy table without a period above, timed in the same run.
    for name in ["kayles", "dawson", "0.6", "grundy"] {
        let game = octal::TakeBreak::parse(name).unwrap();
        let time = median(7, || {
            black_box(octal::break_table(black_box(&game), 10_000));
        });
        let ratio = time.as_secs_f64() / reference.as_secs_f64();
        report(
            &format!("take-and-break: γ(0..=10^4) of {name} ({ratio:.3}× the reference)"),
            time,
            Duration::from_millis(100),
        );
    }
    let dawson = octal::TakeBreak::dawson();
    let rows = Position::new([25, 20, 15]);
    report(
        "take-and-break: misère Dawson's Kayles 25-20-15 (exact search)",
        median(5, || {
            black_box(octal::analyze(
                black_box(&dawson),
                Ending::Misere,
                black_box(&rows),
            ));
        }),
        Duration::from_millis(1000),
    );

    if all_ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

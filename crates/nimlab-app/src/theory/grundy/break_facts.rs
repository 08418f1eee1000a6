//! The facts below a take-and-break game's table: the period the octal periodicity theorem
//! certifies (or that none is), what is known of the game, and γ of any row through the period.

use crate::route::Problem;
use crate::theory::text::{tt, T};
use nimlab_core::octal::{BreakGrundy, OctalPeriod, TakeBreak};
use yew::prelude::*;

/// The games whose period the literature settles or leaves open, by the word
/// [`T::KnownPeriod`] words them with.
pub fn known_period(game: &TakeBreak) -> Option<&'static str> {
    ["kayles", "dawson", "grundy", "0.6"]
        .into_iter()
        .find(|word| TakeBreak::parse(word).is_ok_and(|g| g == *game))
}

/// γ(n) of a row of any size and the row of the table it was read from (n itself, or its
/// place in the period); `None` beyond the table without a certified period.
pub fn reduced(grundy: &BreakGrundy, n: u64) -> Option<(u64, u64)> {
    let value = grundy.value(n)?;
    let m = match grundy.period {
        OctalPeriod::Certified {
            preperiod, period, ..
        } if n as usize >= grundy.table.values.len() => preperiod + (n - preperiod) % period,
        _ => n,
    };
    Some((m, value))
}

/// The period card, or the sentence that none is certified; the known result beside it.
pub fn period_card(lang: crate::i18n::Lang, game: &TakeBreak, grundy: &BreakGrundy) -> Html {
    let values = &grundy.table.values;
    let upto = values.len() as u64 - 1;
    let known = known_period(game)
        .map(|word| html! { <p class="note" data-testid="known-period">{ tt(lang, &T::KnownPeriod(word)) }</p> });
    let OctalPeriod::Certified {
        preperiod: pre,
        period,
        checked_up_to,
    } = grundy.period
    else {
        let t = game.last_digit().map(|t| t as u64);
        return html! {
            <div class="period-facts">
                <p class="theorem" data-testid="no-period" data-upto={upto.to_string()}>{ tt(lang, &T::OctalNoPeriod { upto, t }) }</p>
                { for known }
            </div>
        };
    };
    let t = game.last_digit().unwrap_or(0) as u64;
    let block: Vec<String> = if period <= 60 {
        (pre..pre + period)
            .map(|n| values[n as usize].to_string())
            .collect()
    } else {
        Vec::new()
    };
    html! {
        <div class="period-facts">
            <div class="period-card" data-testid="period" data-preperiod={pre.to_string()} data-period={period.to_string()}>
                <h2>{ tt(lang, &T::PeriodTitle { pre, period }) }</h2>
                if !block.is_empty() {
                    <p class="block">{ tt(lang, &T::PeriodBlock { pre, block: block.join(" ") }) }</p>
                }
                <p data-testid="certificate">{ tt(lang, &T::OctalCertificate { pre, period, t, checked: checked_up_to }) }</p>
            </div>
            { for known }
        </div>
    }
}

/// γ of the row typed in the heap field, from the table or through the certified period.
pub fn heap_answer(
    lang: crate::i18n::Lang,
    grundy: &BreakGrundy,
    heap: Result<u64, Problem>,
) -> Html {
    let n = match heap {
        Ok(n) => n,
        Err(problem) => {
            return html! { <p class="entry-error" data-testid="heap-error" id="heap-error">{ tt(lang, &T::HeapEntry { problem }) }</p> };
        }
    };
    let upto = grundy.table.values.len() as u64 - 1;
    let Some((m, value)) = reduced(grundy, n) else {
        return html! { <p class="note" data-testid="heap-error">{ tt(lang, &T::BreakHeapUnknown { upto }) }</p> };
    };
    let how = match grundy.period {
        OctalPeriod::Certified {
            preperiod, period, ..
        } if m != n => tt(
            lang,
            &T::HeapPeriodic {
                n,
                pre: preperiod,
                period,
                m,
                value,
            },
        ),
        _ => tt(lang, &T::HeapTable { n, value }),
    };
    html! {
        <p class="heap-answer" data-testid="heap-value" data-n={n.to_string()} data-value={value.to_string()} data-reduced={m.to_string()}>
            { how }
        </p>
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_games_and_rows_through_the_period() {
        let kayles = TakeBreak::parse("0.77").unwrap();
        assert_eq!(known_period(&kayles), Some("kayles"));
        assert_eq!(known_period(&TakeBreak::parse("0.6").unwrap()), Some("0.6"));
        assert_eq!(known_period(&TakeBreak::parse("0.137").unwrap()), None);
        let grundy = BreakGrundy::new(&kayles, 200);
        // 10^18 lies in the period: 71 + (10^18 − 71) rem 12.
        let n = 1_000_000_000_000_000_000;
        let m = 71 + (n - 71) % 12;
        assert_eq!(reduced(&grundy, n), Some((m, grundy.value(m).unwrap())));
        assert_eq!(
            reduced(&grundy, 150),
            Some((150, grundy.value(150).unwrap()))
        );
        let none = BreakGrundy::new(&TakeBreak::Grundy, 50);
        assert_eq!(reduced(&none, 51), None);
        assert_eq!(reduced(&none, 50).map(|(m, _)| m), Some(50));
    }
}

//! The Grundy table of a subtraction game or of a take-and-break game: the pages, their table,
//! and the step through one value.

pub mod break_data;
pub mod break_facts;
pub mod break_page;
pub mod break_step;
pub mod cells;
pub mod explorer;
pub mod game_choice;
pub mod page;
pub mod step;

use crate::route::GameWord;
use nimlab_core::Take;

/// What a table is of: a subtraction set, or a take-and-break game (octal or Grundy's game).
#[derive(Clone, Debug, PartialEq)]
pub enum Rule {
    /// A heap loses `s ∈ S` sticks.
    Take(Take),
    /// A row loses a run of sticks and may split in two.
    Break(GameWord),
}

impl Rule {
    /// The heaps the options of heap `x` lead to (for a split, both rows; at most 64 of them),
    /// ascending and without repeats: the table marks them.
    pub fn option_heaps(&self, x: u64) -> Vec<u64> {
        let mut heaps: Vec<u64> = match self {
            Rule::Take(take) => take.counts_from(x).iter().map(|s| x - s).collect(),
            Rule::Break(game) => {
                let mut heaps = Vec::new();
                game.game.for_each_option(x, |_, a, b| {
                    heaps.extend([a, b].into_iter().filter(|&h| h > 0));
                });
                heaps
            }
        };
        heaps.sort_unstable();
        heaps.dedup();
        heaps.truncate(64);
        heaps
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_heaps_an_option_leads_to() {
        let kayles = Rule::Break(GameWord::parse("kayles").unwrap());
        // 5: take 1 → 4, 1+3, 2+2; take 2 → 3, 1+2.
        assert_eq!(kayles.option_heaps(5), vec![1, 2, 3, 4]);
        let grundy = Rule::Break(GameWord::parse("grundy").unwrap());
        assert_eq!(grundy.option_heaps(4), vec![1, 3]);
        assert_eq!(grundy.option_heaps(2), Vec::<u64>::new());
        assert_eq!(Rule::Take(Take::UpTo(2)).option_heaps(5), vec![3, 4]);
    }
}

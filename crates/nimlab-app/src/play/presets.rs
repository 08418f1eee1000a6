//! The start positions of the source texts, each with its rules.

use nimlab_core::{Ending, Position, Rules, SubtractionSet, Take};

/// A preset: a name for links and tests, its rules and its start position.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Preset {
    /// The German article's worked example 22-5-13-27.
    GermanExample,
    /// Marienbad: 1-3-5-7, misère.
    Marienbad,
    /// The lab handout: three rows of random size, possibly empty.
    LabThreeRows,
    /// The lab handout's worked example 3-4-9 (E = 1110, the move 9 → 7).
    LabExample,
    /// Every row the same size.
    EqualRows,
    /// The staircase 1-2-3-…-n.
    Staircase,
    /// "Nimm eins oder zwei": 20 sticks, take 1 or 2.
    TakeOneOrTwo,
    /// The slides' 7-5-3-1 under "take 1 or 2".
    SlidesSums,
    /// The "Bubi" variant as the German article gives it: only 1, 3 or 5 per move.
    Bubi,
    /// A Bubi variant that meets the article's criterion (an odd and an even count): 1, 3 or 4.
    BubiMixed,
    /// Bachet's "Ziel 100": add 1 to 10, who reaches 100 wins; a heap of 100 with take 1..10.
    Bachet,
}

impl Preset {
    /// Every preset, in the order shown.
    pub const ALL: [Preset; 11] = [
        Preset::GermanExample,
        Preset::Marienbad,
        Preset::LabThreeRows,
        Preset::LabExample,
        Preset::EqualRows,
        Preset::Staircase,
        Preset::TakeOneOrTwo,
        Preset::SlidesSums,
        Preset::Bubi,
        Preset::BubiMixed,
        Preset::Bachet,
    ];

    /// The goal of a race view (Bachet's game is shown as counting up to 100).
    pub fn race(self) -> Option<u64> {
        (self == Preset::Bachet).then_some(100)
    }

    /// The word used in test hooks.
    pub fn word(self) -> &'static str {
        match self {
            Preset::GermanExample => "german",
            Preset::Marienbad => "marienbad",
            Preset::LabThreeRows => "lab",
            Preset::LabExample => "lab-3-4-9",
            Preset::EqualRows => "equal",
            Preset::Staircase => "staircase",
            Preset::TakeOneOrTwo => "one-or-two",
            Preset::SlidesSums => "slides-7531",
            Preset::Bubi => "bubi",
            Preset::BubiMixed => "bubi-mixed",
            Preset::Bachet => "bachet",
        }
    }

    /// The rules and start position; `seed` chooses the lab's random rows.
    pub fn game(self, seed: u64) -> (Rules, Position) {
        let nim = Rules::nim();
        let up_to = |k| Rules {
            ending: Ending::Normal,
            take: Take::UpTo(k),
        };
        let set = |counts: [u64; 3]| Rules {
            ending: Ending::Normal,
            take: Take::Set(SubtractionSet::new(counts).expect("a valid set")),
        };
        match self {
            Preset::GermanExample => (nim, Position::new([22, 5, 13, 27])),
            Preset::Marienbad => (Rules::misere(), Position::new([1, 3, 5, 7])),
            Preset::LabThreeRows => {
                // Three rows of 0 to 15 sticks, from the seed's bits (splitmix64).
                let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
                z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
                z ^= z >> 31;
                (nim, Position::new([z & 15, (z >> 8) & 15, (z >> 16) & 15]))
            }
            Preset::LabExample => (nim, Position::new([3, 4, 9])),
            Preset::EqualRows => (nim, Position::new([6, 6, 6, 6])),
            Preset::Staircase => (nim, Position::new([1, 2, 3, 4, 5, 6])),
            Preset::TakeOneOrTwo => (up_to(2), Position::new([20])),
            Preset::SlidesSums => (up_to(2), Position::new([7, 5, 3, 1])),
            Preset::Bubi => (set([1, 3, 5]), Position::new([7, 9, 11])),
            Preset::BubiMixed => (set([1, 3, 4]), Position::new([7, 9, 11])),
            Preset::Bachet => (up_to(10), Position::new([100])),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::analysis::{analyze, Outcome};

    #[test]
    fn presets_match_the_sources() {
        let (rules, pos) = Preset::Marienbad.game(0);
        assert_eq!(analyze(&rules, &pos).outcome, Some(Outcome::P));
        let (rules, pos) = Preset::SlidesSums.game(0);
        assert_eq!(analyze(&rules, &pos).nim_sum, 2);
        // The article's criterion, and why: with odd counts only every move flips the parity
        // of the row, so γ(n) = n mod 2 and the game is one of parity; with an odd and an
        // even count (1, 3, 4) the values follow a longer pattern, period 7.
        let mixed = |p: Preset| {
            let (rules, _) = p.game(0);
            let Take::Set(s) = rules.take else {
                panic!("a set")
            };
            let c = s.counts();
            (
                c.iter().any(|n| n % 2 == 1) && c.iter().any(|n| n % 2 == 0),
                s,
            )
        };
        let (ok, s) = mixed(Preset::Bubi);
        assert!(!ok);
        let g = nimlab_core::grundy_table(&Take::Set(s), 60);
        assert!(g.values.iter().enumerate().all(|(n, &v)| v == n as u64 % 2));
        let (ok, s) = mixed(Preset::BubiMixed);
        assert!(ok);
        let p = nimlab_core::period(&s);
        assert_eq!((p.preperiod, p.period), (0, 7));
        // The lab handout's example: E = 3 xor 4 xor 9 = 14 = 1110, and only B₃ = 14 xor 9 = 7
        // is smaller than its row: the one winning move leaves 3-4-7.
        let (rules, pos) = Preset::LabExample.game(0);
        let a = analyze(&rules, &pos);
        assert_eq!(a.nim_sum, 0b1110);
        assert_eq!(a.winning_moves, vec![nimlab_core::Move { row: 2, take: 2 }]);
        for seed in 0..50 {
            let (_, pos) = Preset::LabThreeRows.game(seed);
            assert_eq!(pos.rows.len(), 3);
            assert!(pos.rows.iter().all(|&r| r <= 15));
        }
    }
}

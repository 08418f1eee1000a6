//! The setup editor's fields as typed, and the game they describe (or every problem, with the
//! field it concerns).

use crate::route::{
    join, parse_number, parse_take, typed_list, LinkError, PlayLink, Problem, MAX_ROW, MAX_ROWS,
    MAX_TAKE,
};
use nimlab_core::{Ending, Position, Take};

/// Which kind of move restriction the editor shows.
#[derive(Clone, Copy, PartialEq)]
pub enum TakeMode {
    Any,
    UpTo,
    Set,
}

pub fn mode_of(take: &Take) -> TakeMode {
    match take {
        Take::Any => TakeMode::Any,
        Take::UpTo(_) => TakeMode::UpTo,
        Take::Set(_) => TakeMode::Set,
    }
}

/// The editor's fields, as typed.
#[derive(Clone, PartialEq)]
pub struct Draft {
    pub ending: Ending,
    pub mode: TakeMode,
    pub k: String,
    pub set: String,
    pub rows: Vec<String>,
}

impl Draft {
    pub fn from_link(link: &PlayLink) -> Draft {
        Draft {
            ending: link.rules.ending,
            mode: mode_of(&link.rules.take),
            k: match link.rules.take {
                Take::UpTo(k) => k.to_string(),
                _ => "3".into(),
            },
            set: match &link.rules.take {
                Take::Set(s) => join(s.counts()),
                _ => "1,3,5".into(),
            },
            rows: link.position.rows.iter().map(u64::to_string).collect(),
        }
    }

    /// The game the draft describes, or every problem with the field it concerns.
    pub fn check(&self, base: &PlayLink) -> Result<PlayLink, Vec<LinkError>> {
        let mut errors = Vec::new();
        let take = match self.mode {
            TakeMode::Any => Ok(Take::Any),
            // typed_list: full-width digits too (a Japanese keyboard's ３).
            TakeMode::UpTo => match parse_number(&typed_list(&self.k), MAX_TAKE) {
                Ok(0) => Err(Problem::ZeroTake),
                k => k.map(Take::UpTo),
            },
            // The set field names a range as no count: its "1-K" form belongs to the other field.
            TakeMode::Set => parse_take(&typed_list(&self.set)).map_err(|p| match p {
                Problem::BadRange { value } => Problem::NotANumber { value },
                p => p,
            }),
        };
        let take = take
            .map_err(|problem| {
                errors.push(LinkError {
                    param: "take".into(),
                    problem,
                })
            })
            .ok();
        let mut rows = Vec::new();
        for (i, text) in self.rows.iter().enumerate() {
            match parse_number(&typed_list(text), MAX_ROW) {
                Ok(n) => rows.push(n),
                Err(problem) => errors.push(LinkError {
                    param: format!("{}", i + 1),
                    problem,
                }),
            }
        }
        if self.rows.is_empty() || self.rows.len() > MAX_ROWS {
            errors.push(LinkError {
                param: "rows".into(),
                problem: Problem::RowCount {
                    count: self.rows.len(),
                    max: MAX_ROWS,
                },
            });
        }
        match (take, errors.is_empty()) {
            (Some(take), true) => {
                let mut link = base.clone();
                link.rules.ending = self.ending;
                link.rules.take = take;
                link.position = Position::new(rows);
                link.explain = None;
                link.race = None;
                Ok(link)
            }
            _ => Err(errors),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use nimlab_core::SubtractionSet;

    #[test]
    fn typed_counts_are_separated_by_spaces_too() {
        let set = Take::Set(SubtractionSet::new([1, 3, 5]).unwrap());
        for typed in [
            "1 3 5",
            "1, 3, 5",
            "{1,3,5}",
            " 1,,3  5 ",
            "１，３、５",
            "｛１　３　５｝",
        ] {
            assert_eq!(parse_take(&typed_list(typed)), Ok(set.clone()), "{typed}");
        }
        assert_eq!(typed_list("135"), "135");
        // The full-width minus is the link's "1-K".
        assert_eq!(parse_take(&typed_list("１－３")), Ok(Take::UpTo(3)));
        assert!(parse_take(&typed_list("  ")).is_err());
    }
}

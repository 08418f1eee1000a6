//! Octal codes `d0.d1d2…`: parsing, checking and printing.

use std::fmt;
use std::str::FromStr;

/// The most digits a code may have after the point: a move then removes at most 32 sticks,
/// which keeps the periodicity check's range and every table small.
pub const MAX_DIGITS: usize = 32;

/// An octal code, checked: `d0` is 0 or 4, at most [`MAX_DIGITS`] digits follow the point,
/// some digit is non-zero, and trailing zeros are dropped (so equal games compare equal).
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct OctalCode {
    /// `digits[k]` is d_k; the last one is non-zero unless it is d0 alone.
    digits: Vec<u8>,
}

/// Why a text is not an octal code; positions count characters from 0.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum CodeError {
    /// The text is empty.
    Empty,
    /// There is no point (`077` instead of `0.77`).
    NoPoint,
    /// A character that is no octal digit (8, 9, a letter, a second point).
    BadChar {
        /// Where it stands.
        position: usize,
        /// The character.
        found: char,
    },
    /// More than one digit before the point.
    LongWholePart,
    /// The digit before the point is neither 0 nor 4: bits 1 and 2 would let a move remove
    /// nothing and leave the row as it was.
    BadFirstDigit {
        /// The digit.
        digit: u8,
    },
    /// Nothing follows the point.
    NoDigitAfterPoint,
    /// More than [`MAX_DIGITS`] digits after the point.
    TooManyDigits {
        /// How many there are.
        count: usize,
    },
    /// Every digit is 0: no move at all.
    AllZero,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CodeError::Empty => write!(f, "the code is empty"),
            CodeError::NoPoint => write!(f, "the code has no point"),
            CodeError::BadChar { position, found } => {
                write!(f, "{found:?} at position {position} is no octal digit")
            }
            CodeError::LongWholePart => write!(f, "more than one digit before the point"),
            CodeError::BadFirstDigit { digit } => {
                write!(f, "the digit before the point is {digit}, not 0 or 4")
            }
            CodeError::NoDigitAfterPoint => write!(f, "no digit after the point"),
            CodeError::TooManyDigits { count } => {
                write!(f, "{count} digits after the point exceed {MAX_DIGITS}")
            }
            CodeError::AllZero => write!(f, "every digit is 0"),
        }
    }
}

impl std::error::Error for CodeError {}

impl OctalCode {
    /// A code from its digits d0, d1, …, checked as in parsing.
    pub fn new(digits: &[u8]) -> Result<OctalCode, CodeError> {
        if let Some(&digit) = digits.iter().find(|&&d| d > 7) {
            let position = digits.iter().position(|&d| d == digit).unwrap_or(0);
            return Err(CodeError::BadChar {
                position,
                found: char::from_digit(u32::from(digit % 36), 36).unwrap_or('?'),
            });
        }
        let (&d0, rest) = digits.split_first().ok_or(CodeError::NoDigitAfterPoint)?;
        if rest.is_empty() {
            return Err(CodeError::NoDigitAfterPoint);
        }
        if d0 != 0 && d0 != 4 {
            return Err(CodeError::BadFirstDigit { digit: d0 });
        }
        if rest.len() > MAX_DIGITS {
            return Err(CodeError::TooManyDigits { count: rest.len() });
        }
        if digits.iter().all(|&d| d == 0) {
            return Err(CodeError::AllZero);
        }
        let mut digits = digits.to_vec();
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        Ok(OctalCode { digits })
    }

    /// The digits d0, d1, …, d_t (trailing zeros dropped).
    pub fn digits(&self) -> &[u8] {
        &self.digits
    }

    /// Digit d_k, 0 beyond the code.
    pub fn digit(&self, k: u64) -> u8 {
        usize::try_from(k)
            .ok()
            .and_then(|k| self.digits.get(k))
            .copied()
            .unwrap_or(0)
    }

    /// t, the index of the last non-zero digit: the most sticks a move removes.
    pub fn last_digit(&self) -> usize {
        self.digits.len() - 1
    }
}

impl FromStr for OctalCode {
    type Err = CodeError;

    /// Parses `0.77`, `.07`, `4.07`; see [`CodeError`] for what is rejected.
    fn from_str(text: &str) -> Result<OctalCode, CodeError> {
        if text.is_empty() {
            return Err(CodeError::Empty);
        }
        let point = text.find('.').ok_or(CodeError::NoPoint)?;
        let mut digits = Vec::with_capacity(text.len());
        for (position, c) in text.chars().enumerate() {
            if position == point {
                continue;
            }
            match c.to_digit(8) {
                Some(d) => digits.push(d as u8),
                None => return Err(CodeError::BadChar { position, found: c }),
            }
        }
        // `find` gives a byte index, but every character before it was checked to be ASCII.
        match point {
            0 => digits.insert(0, 0),
            1 => {}
            _ => return Err(CodeError::LongWholePart),
        }
        OctalCode::new(&digits)
    }
}

impl fmt::Display for OctalCode {
    /// The code as written: `0.77`, `4.07`, `4.0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}.", self.digits[0])?;
        if self.digits.len() == 1 {
            return f.write_str("0");
        }
        for d in &self.digits[1..] {
            write!(f, "{d}")?;
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn trailing_zeros_are_dropped() {
        let code: OctalCode = "0.770".parse().unwrap();
        assert_eq!(code.digits(), &[0, 7, 7]);
        assert_eq!(code.to_string(), "0.77");
        assert_eq!("4.0".parse::<OctalCode>().unwrap().to_string(), "4.0");
        assert_eq!(".07".parse::<OctalCode>().unwrap().to_string(), "0.07");
    }
}

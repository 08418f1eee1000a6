//! Settings that persist in local storage, read defensively.
//!
//! Stored data may be missing, corrupted or written by another app on the same origin; any of
//! those yields the defaults, never an error page. Each field is checked on its own, so one bad
//! field does not cost the others.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// The local-storage key of the settings.
pub const STORAGE_KEY: &str = "nimlab.settings";
/// The computer's default delay before a move, in milliseconds.
pub const DEFAULT_PACE_MS: u32 = 700;
/// The slowest pace a lecturer can choose.
pub const MAX_PACE_MS: u32 = 5_000;
/// The fastest pace.
pub const MIN_PACE_MS: u32 = 100;

/// A colour theme.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Theme {
    /// Follow the system's light or dark preference.
    #[default]
    Auto,
    /// Light.
    Light,
    /// Dark.
    Dark,
    /// High contrast, for projectors and low vision.
    Contrast,
}

impl Theme {
    /// Every theme, in the order of the switch.
    pub const ALL: [Theme; 4] = [Theme::Auto, Theme::Light, Theme::Dark, Theme::Contrast];

    /// The word stored and put in `<html data-theme>`.
    pub fn word(self) -> &'static str {
        match self {
            Theme::Auto => "auto",
            Theme::Light => "light",
            Theme::Dark => "dark",
            Theme::Contrast => "contrast",
        }
    }

    /// The theme a word names.
    pub fn from_word(word: &str) -> Option<Theme> {
        Theme::ALL.into_iter().find(|t| t.word() == word)
    }
}

/// The persisted settings, as stored (every field optional and checked on use).
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The chosen language's tag, if the person chose one.
    #[serde(default)]
    pub lang: Option<String>,
    /// The chosen theme's word.
    #[serde(default)]
    pub theme: Option<String>,
    /// The computer's delay before a move, in milliseconds.
    #[serde(default)]
    pub pace_ms: Option<u32>,
}

/// The local-storage key of the last game's link, kept apart from the settings because it
/// changes with every move.
pub const LAST_GAME_KEY: &str = "nimlab.lastGame";

/// The longest stored link that is read back.
const MAX_LINK_LEN: usize = 2_000;

impl Settings {
    /// Parses stored settings; `None` for anything unreadable.
    pub fn parse(text: &str) -> Option<Settings> {
        // Fields of the wrong type make the whole record unreadable for serde, so read them
        // one by one from a generic value instead.
        let value: serde_json::Value = serde_json::from_str(text).ok()?;
        let object = value.as_object()?;
        let text = |key: &str| object.get(key).and_then(|v| v.as_str()).map(str::to_string);
        Some(Settings {
            lang: text("lang"),
            theme: text("theme"),
            pace_ms: object
                .get("pace_ms")
                .and_then(|v| v.as_u64())
                .map(|v| v.min(u32::MAX as u64) as u32),
        })
    }

    /// The chosen language, if it is one of the catalog's.
    pub fn language(&self) -> Option<Lang> {
        self.lang.as_deref().and_then(Lang::from_tag)
    }

    /// The chosen theme (automatic when unset or unknown).
    pub fn theme(&self) -> Theme {
        self.theme
            .as_deref()
            .and_then(Theme::from_word)
            .unwrap_or_default()
    }

    /// The computer's delay, within the allowed range.
    pub fn pace_ms(&self) -> u32 {
        self.pace_ms
            .unwrap_or(DEFAULT_PACE_MS)
            .clamp(MIN_PACE_MS, MAX_PACE_MS)
    }
}

fn storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// Reads the settings from local storage (defaults when absent or unreadable).
pub fn load() -> Settings {
    let stored = storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    stored
        .as_deref()
        .and_then(Settings::parse)
        .unwrap_or_default()
}

/// Writes the settings; a full or forbidden storage is not an error worth showing.
pub fn save(settings: &Settings) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(settings)) {
        let _ = storage.set_item(STORAGE_KEY, &text);
    }
}

/// The last game's link, opened when the app starts without a link; only a play link is used.
pub fn load_last_game() -> Option<String> {
    let stored = storage().and_then(|s| s.get_item(LAST_GAME_KEY).ok().flatten())?;
    (stored.starts_with("#/play?") && stored.len() <= MAX_LINK_LEN).then_some(stored)
}

/// Remembers the game on screen.
pub fn save_last_game(hash: &str) {
    if let Some(storage) = storage() {
        let _ = storage.set_item(LAST_GAME_KEY, hash);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreadable_settings_are_ignored() {
        assert_eq!(
            Settings::parse("{\"lang\":\"ja\"}").unwrap().language(),
            Some(Lang::Ja)
        );
        assert_eq!(
            Settings::parse("{\"lang\":\"xx\"}").unwrap().language(),
            None
        );
        assert_eq!(Settings::parse("not json"), None);
        assert_eq!(Settings::parse("[]"), None);
        assert_eq!(Settings::parse("null"), None);
        // A field of the wrong type costs only that field.
        let s = Settings::parse("{\"lang\":42,\"theme\":\"dark\",\"pace_ms\":\"fast\"}").unwrap();
        assert_eq!(
            (s.language(), s.theme(), s.pace_ms()),
            (None, Theme::Dark, DEFAULT_PACE_MS)
        );
        assert_eq!(
            Settings::parse("{\"pace_ms\":999999999}")
                .unwrap()
                .pace_ms(),
            MAX_PACE_MS
        );
        assert_eq!(
            Settings::parse("{\"theme\":\"neon\"}").unwrap().theme(),
            Theme::Auto
        );
    }

    #[test]
    fn settings_round_trip() {
        let s = Settings {
            lang: Some("de".into()),
            theme: Some("contrast".into()),
            pace_ms: Some(1500),
        };
        assert_eq!(
            Settings::parse(&serde_json::to_string(&s).unwrap()),
            Some(s)
        );
    }
}

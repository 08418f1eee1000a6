//! Settings that persist in local storage, read defensively.
//!
//! Stored data may be missing, corrupted or written by another app on the same origin; any of
//! those yields the defaults, never an error page. Each field is checked on its own, so one bad
//! field does not cost the others.
//!
//! The stored form is a query string, `lang=de&theme=dark&pace=1500`: three short words need
//! no JSON parser in the first module.

use crate::i18n::Lang;

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
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Settings {
    /// The chosen language's tag, if the person chose one.
    pub lang: Option<String>,
    /// The chosen theme's word.
    pub theme: Option<String>,
    /// The computer's delay before a move, in milliseconds.
    pub pace_ms: Option<u32>,
}

/// The local-storage key of the last game's link, kept apart from the settings because it
/// changes with every move.
pub const LAST_GAME_KEY: &str = "nimlab.lastGame";

/// The longest stored settings text that is read.
const MAX_SETTINGS_LEN: usize = 200;

impl Settings {
    /// Parses stored settings; `None` for text that is not a query string of known fields.
    ///
    /// A field with an unusable value counts as unset; unknown fields are skipped, so a later
    /// version's settings still give this one what it knows.
    pub fn parse(text: &str) -> Option<Settings> {
        if text.len() > MAX_SETTINGS_LEN {
            return None;
        }
        let mut settings = Settings::default();
        let mut known = false;
        for pair in text.split('&') {
            let Some((key, value)) = pair.split_once('=') else {
                continue;
            };
            let word = (!value.is_empty() && value.len() <= 16).then(|| value.to_string());
            match key {
                "lang" => settings.lang = word,
                "theme" => settings.theme = word,
                "pace" => {
                    // Digits only (no sign): saturate huge numbers rather than drop them.
                    settings.pace_ms = (!value.is_empty()
                        && value.bytes().all(|b| b.is_ascii_digit()))
                    .then(|| value.parse::<u32>().unwrap_or(u32::MAX));
                }
                _ => continue,
            }
            known = true;
        }
        known.then_some(settings)
    }

    /// The stored form that [`Settings::parse`] reads back.
    pub fn format(&self) -> String {
        let mut fields = Vec::new();
        if let Some(lang) = &self.lang {
            fields.push(format!("lang={lang}"));
        }
        if let Some(theme) = &self.theme {
            fields.push(format!("theme={theme}"));
        }
        if let Some(pace) = self.pace_ms {
            fields.push(format!("pace={pace}"));
        }
        fields.join("&")
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

/// The browser's local storage, when it has one it allows.
pub(crate) fn local_storage() -> Option<web_sys::Storage> {
    web_sys::window().and_then(|w| w.local_storage().ok().flatten())
}

/// Reads the settings from local storage (defaults when absent or unreadable).
pub fn load() -> Settings {
    let stored = local_storage().and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    stored
        .as_deref()
        .and_then(Settings::parse)
        .unwrap_or_default()
}

/// Writes the settings; a full or forbidden storage is not an error worth showing.
pub fn save(settings: &Settings) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(STORAGE_KEY, &settings.format());
    }
}

/// The local-storage key of lecture mode's text size (percent), apart from the settings: only
/// lecture mode (the full module) reads it, so the first module's settings parser stays as is.
pub const LECTURE_SCALE_KEY: &str = "nimlab.lectureScale";

/// The stored lecture text size, as stored (checked by its reader).
pub fn load_lecture_scale() -> Option<String> {
    local_storage().and_then(|s| s.get_item(LECTURE_SCALE_KEY).ok().flatten())
}

/// Remembers the lecture text size, in percent.
pub fn save_lecture_scale(percent: u32) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(LECTURE_SCALE_KEY, &percent.to_string());
    }
}

/// What is stored as the last game, opened at an address without a link: `Ok` with a play
/// link (read as any link is, so its problems are named), `Err` with anything else; `None`
/// when nothing is stored.
pub fn load_last_game() -> Option<Result<String, String>> {
    let stored = local_storage().and_then(|s| s.get_item(LAST_GAME_KEY).ok().flatten())?;
    Some(if stored.starts_with("#/play?") {
        Ok(stored)
    } else {
        Err(stored)
    })
}

/// Remembers the game on screen.
pub fn save_last_game(hash: &str) {
    if let Some(storage) = local_storage() {
        let _ = storage.set_item(LAST_GAME_KEY, hash);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreadable_settings_are_ignored() {
        assert_eq!(
            Settings::parse("lang=ja").unwrap().language(),
            Some(Lang::Ja)
        );
        assert_eq!(Settings::parse("lang=xx").unwrap().language(), None);
        for text in ["", "not settings", "{\"lang\":\"ja\"}", "=", "x=1&y=2"] {
            assert_eq!(Settings::parse(text), None, "{text}");
        }
        // A bad field costs only that field; unknown fields and stray text are skipped.
        let s = Settings::parse("lang=&theme=dark&pace=fast&future=1&junk").unwrap();
        assert_eq!(
            (s.language(), s.theme(), s.pace_ms()),
            (None, Theme::Dark, DEFAULT_PACE_MS)
        );
        assert_eq!(
            Settings::parse("pace=-5").unwrap().pace_ms(),
            DEFAULT_PACE_MS
        );
        assert_eq!(
            Settings::parse("pace=99999999999999").unwrap().pace_ms(),
            MAX_PACE_MS
        );
        assert_eq!(Settings::parse("pace=3").unwrap().pace_ms(), MIN_PACE_MS);
        assert_eq!(Settings::parse("theme=neon").unwrap().theme(), Theme::Auto);
        assert_eq!(Settings::parse(&"lang=de&".repeat(100)), None);
    }

    #[test]
    fn settings_round_trip() {
        let s = Settings {
            lang: Some("de".into()),
            theme: Some("contrast".into()),
            pace_ms: Some(1500),
        };
        assert_eq!(s.format(), "lang=de&theme=contrast&pace=1500");
        assert_eq!(Settings::parse(&s.format()), Some(s));
    }
}

//! Settings that persist in local storage, read defensively.
//!
//! Stored data may be missing, corrupted or written by another app on the same origin; any of
//! those yields the defaults, never an error page.

use crate::i18n::Lang;
use serde::{Deserialize, Serialize};

/// The local-storage key of the settings.
pub const STORAGE_KEY: &str = "nimlab.settings";

/// The persisted settings.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Settings {
    /// The chosen language's tag, if the person chose one.
    #[serde(default)]
    pub lang: Option<String>,
}

impl Settings {
    /// Parses stored settings; `None` for anything unreadable.
    pub fn parse(text: &str) -> Option<Settings> {
        serde_json::from_str(text).ok()
    }

    /// The chosen language, if it is one of the catalog's.
    pub fn language(&self) -> Option<Lang> {
        self.lang.as_deref().and_then(Lang::from_tag)
    }
}

/// Reads the settings from local storage (defaults when absent or unreadable).
pub fn load() -> Settings {
    let stored = web_sys::window()
        .and_then(|w| w.local_storage().ok().flatten())
        .and_then(|s| s.get_item(STORAGE_KEY).ok().flatten());
    stored.as_deref().and_then(Settings::parse).unwrap_or_default()
}

/// Writes the settings; a full or forbidden storage is not an error worth showing.
pub fn save(settings: &Settings) {
    if let (Some(storage), Ok(text)) = (
        web_sys::window().and_then(|w| w.local_storage().ok().flatten()),
        serde_json::to_string(settings),
    ) {
        let _ = storage.set_item(STORAGE_KEY, &text);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn unreadable_settings_are_ignored() {
        assert_eq!(Settings::parse("{\"lang\":\"ja\"}").unwrap().language(), Some(Lang::Ja));
        assert_eq!(Settings::parse("{\"lang\":\"xx\"}").unwrap().language(), None);
        assert_eq!(Settings::parse("{\"lang\":42}"), None);
        assert_eq!(Settings::parse("not json"), None);
        assert_eq!(Settings::parse("[]").and_then(|s| s.language()), None);
        assert_eq!(Settings::parse("null"), None);
    }
}

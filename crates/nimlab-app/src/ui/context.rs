//! The contexts every page reads: the language and the persisted settings, provided by the
//! shell's [`App`](crate::shell::app::App).

use crate::i18n::Lang;
use crate::ui::settings::Settings;
use yew::prelude::*;

/// The current language, provided by the app.
#[hook]
pub fn use_lang() -> Lang {
    use_context::<Lang>().unwrap_or(Lang::En)
}

/// The persisted settings, shared with every component that reads or changes them.
#[hook]
pub fn use_settings() -> Option<UseStateHandle<Settings>> {
    use_context::<UseStateHandle<Settings>>()
}

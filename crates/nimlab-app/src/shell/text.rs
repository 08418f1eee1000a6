//! The shell's words: the header (tagline, skip link, navigation, language and theme), the
//! fatal error, and the banner about a link or stored game.

use crate::i18n::Lang;
use crate::text;
use crate::ui::settings::Theme;

/// A message of the shell.
#[derive(Clone, Debug, PartialEq)]
pub enum ShellMsg {
    Tagline,
    /// The header's first control, for the keyboard: past the header to the page.
    SkipToPage,
    // The play page's link says the play page's name, `play::text::Msg::NavPlay`.
    NavGrundy,
    NavGraph,
    NavSums,
    NavExercise,
    NavContents,
    Language,
    Theme,
    ThemeName(Theme),
    FatalError,
    Reload,
    LinkRejected,
    /// A link that opens as written but for parameters the page does not have.
    LinkPartlyIgnored,
    /// The same for the last game stored in this browser.
    StoredGamePartlyIgnored,
    StoredGameRejected,
    Dismiss,
}

/// Renders a shell message in a language.
pub fn shell_tr(lang: Lang, msg: &ShellMsg) -> String {
    use ShellMsg::*;
    match msg {
        Tagline | SkipToPage | NavGrundy | NavGraph | NavSums | NavExercise | NavContents
        | Language | Theme | ThemeName(_) => header(lang, msg),
        FatalError | Reload => loading(lang, msg),
        LinkRejected
        | LinkPartlyIgnored
        | StoredGamePartlyIgnored
        | StoredGameRejected
        | Dismiss => banner(lang, msg),
    }
}

/// The header's words.
fn header(lang: Lang, msg: &ShellMsg) -> String {
    match msg {
        ShellMsg::Tagline => text!(
            lang,
            "Play, see and understand Nim",
            "Nim spielen, sehen und verstehen",
            "ニムを遊び、見て、理解する"
        ),
        ShellMsg::SkipToPage => text!(lang, "Skip to the page", "Zur Seite springen", "本文へ移動"),
        ShellMsg::NavGrundy => text!(lang, "Grundy table", "Grundy-Tabelle", "グランディ表"),
        ShellMsg::NavGraph => text!(lang, "Game graphs", "Spielgraphen", "ゲームグラフ"),
        ShellMsg::NavSums => text!(lang, "Sums of games", "Summen von Spielen", "ゲームの和"),
        ShellMsg::NavExercise => text!(lang, "Exercises", "Übungen", "演習"),
        ShellMsg::NavContents => text!(lang, "Contents", "Inhalt", "目次"),
        ShellMsg::Language => text!(lang, "Language", "Sprache", "言語"),
        ShellMsg::Theme => text!(lang, "Theme", "Farbschema", "テーマ"),
        ShellMsg::ThemeName(Theme::Auto) => text!(lang, "automatic", "automatisch", "自動"),
        ShellMsg::ThemeName(Theme::Light) => text!(lang, "light", "hell", "ライト"),
        ShellMsg::ThemeName(Theme::Dark) => text!(lang, "dark", "dunkel", "ダーク"),
        ShellMsg::ThemeName(Theme::Contrast) => {
            text!(lang, "high contrast", "hoher Kontrast", "ハイコントラスト")
        }
        // shell_tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The fatal error's words and the full module's loader's.
fn loading(lang: Lang, msg: &ShellMsg) -> String {
    match msg {
        ShellMsg::FatalError => text!(
            lang,
            "Something went wrong inside nimlab. Your game is in the address bar: reload to continue.",
            "In nimlab ist ein Fehler aufgetreten. Dein Spiel steht in der Adresszeile: neu laden, um weiterzuspielen.",
            "nimlab で問題が発生しました。ゲームはアドレスバーに残っています。再読み込みして続けてください。"
        ),
        ShellMsg::Reload => text!(lang, "Reload", "Neu laden", "再読み込み"),
        // shell_tr sends only the messages above here.
        _ => String::new(),
    }
}

/// The banner's words about a link or stored game that opens otherwise than written (its
/// list of problems is `route::text::link_error_text`).
fn banner(lang: Lang, msg: &ShellMsg) -> String {
    match msg {
        ShellMsg::LinkRejected => text!(
            lang,
            "This link could not be used, so the page opens with its defaults.",
            "Dieser Link ist fehlerhaft, daher öffnet sich die Seite mit ihren Standardwerten.",
            "このリンクは使えないため、ページを標準の設定で開いています。"
        ),
        ShellMsg::LinkPartlyIgnored => text!(
            lang,
            "The page opens as the link says, except for what is listed below.",
            "Die Seite öffnet sich wie im Link angegeben, bis auf das unten Aufgeführte.",
            "このページは、以下に挙げた部分を除き、リンクの指定どおりに開いています。"
        ),
        ShellMsg::StoredGamePartlyIgnored => text!(
            lang,
            "The last game stored in this browser opens, except for what is listed below.",
            "Das zuletzt in diesem Browser gespeicherte Spiel öffnet sich, bis auf das unten Aufgeführte.",
            "このブラウザに保存された前回のゲームを、以下に挙げた部分を除いて開いています。"
        ),
        ShellMsg::StoredGameRejected => text!(
            lang,
            "The last game stored in this browser could not be restored, so the default game is shown.",
            "Das zuletzt in diesem Browser gespeicherte Spiel ließ sich nicht wiederherstellen, daher wird das Standardspiel gezeigt.",
            "このブラウザに保存された前回のゲームを復元できないため、標準のゲームを表示しています。"
        ),
        ShellMsg::Dismiss => text!(lang, "Dismiss", "Schließen", "閉じる"),
        // shell_tr sends only the messages above here.
        _ => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message's words in English, German and Japanese.
    fn check(msg: ShellMsg, [en, de, ja]: [&str; 3]) {
        for (lang, want) in [(Lang::En, en), (Lang::De, de), (Lang::Ja, ja)] {
            assert_eq!(shell_tr(lang, &msg), want, "{msg:?} in {lang:?}");
        }
    }

    #[test]
    fn shell_messages_in_every_language() {
        check(
            ShellMsg::NavGrundy,
            ["Grundy table", "Grundy-Tabelle", "グランディ表"],
        );
        check(
            ShellMsg::ThemeName(Theme::Contrast),
            ["high contrast", "hoher Kontrast", "ハイコントラスト"],
        );
        check(ShellMsg::Reload, ["Reload", "Neu laden", "再読み込み"]);
        check(
            ShellMsg::LinkPartlyIgnored,
            [
                "The page opens as the link says, except for what is listed below.",
                "Die Seite öffnet sich wie im Link angegeben, bis auf das unten Aufgeführte.",
                "このページは、以下に挙げた部分を除き、リンクの指定どおりに開いています。",
            ],
        );
    }
}

//! Links from the setup panel to the games whose rows split, on the rows of the game on
//! screen: their play page is the full module's (`theory/take_break/`), reached by its link.

use crate::i18n::Lang;
use crate::play::text::{tr, Msg};
use crate::route::{format_break_play, BreakPlayLink, GameWord, PlayLink};
use yew::prelude::*;

/// The games linked to: (test word, name or code).
const GAMES: [(&str, &str); 4] = [
    ("kayles", "kayles"),
    ("dawson", "dawson"),
    ("grundy", "grundy"),
    ("chess", "0.137"),
];

/// The links, one per game, each starting it on `link`'s rows.
pub fn split_game_links(lang: Lang, link: &PlayLink) -> Html {
    html! {
        <div class="presets split-games">
            <h3>{ tr(lang, &Msg::SplitGames) }</h3>
            <ul>
                { for GAMES.into_iter().map(|(word, name)| {
                    let game = GameWord::parse(name).expect("a valid game");
                    let href = format_break_play(&BreakPlayLink::new(game, link.position.rows.clone()));
                    html! {
                        <li><a href={href} data-testid={format!("split-{word}")}>{ tr(lang, &Msg::SplitGameName(word)) }</a></li>
                    }
                }) }
            </ul>
        </div>
    }
}

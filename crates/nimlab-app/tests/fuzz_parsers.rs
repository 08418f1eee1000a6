//! Hostile input: the link parser, the editor's parsers, the settings loader and the handed-over
//! game (session storage) never panic on arbitrary text, and every rejection names its parameter
//! and its problem.

#![cfg(not(target_arch = "wasm32"))]

use nimlab_app::i18n::Lang;
use nimlab_app::play::handover;
use nimlab_app::play::state::{Action, Game, Notice};
use nimlab_app::route::{
    format_play, opens_as_written, parse_hash, parse_number, parse_take, PlayLink, Route,
};
use nimlab_app::shell::module::link_error_text;
use nimlab_app::ui::settings::Settings;
use nimlab_core::{Move, Position};
use proptest::prelude::*;
use std::rc::Rc;
use yew::Reducible;

/// Text that looks like a link: known parameter names, separators and values mixed with noise.
fn linkish() -> impl Strategy<Value = String> {
    let part = prop_oneof![
        Just("rows=".to_string()),
        Just("end=".to_string()),
        Just("take=".to_string()),
        Just("vs=".to_string()),
        Just("level=".to_string()),
        Just("first=".to_string()),
        Just("hints=".to_string()),
        Just("practice=".to_string()),
        Just("review=".to_string()),
        Just("explain=".to_string()),
        Just("step=".to_string()),
        Just("race=".to_string()),
        Just("upto=".to_string()),
        Just("game=".to_string()),
        Just("kayles".to_string()),
        Just("0.".to_string()),
        Just("colour=".to_string()),
        Just("=".to_string()),
        Just("&".to_string()),
        Just(",".to_string()),
        Just("-".to_string()),
        Just("%".to_string()),
        Just("%E3%81".to_string()),
        "[0-9]{1,25}",
        "\\PC{0,6}",
    ];
    (
        prop_oneof![
            Just("#/play?"),
            Just("#/grundy?"),
            Just("#/contents?"),
            Just("#/"),
            Just("")
        ],
        prop::collection::vec(part, 0..24),
    )
        .prop_map(|(head, parts)| format!("{head}{}", parts.concat()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn links_never_panic_and_rejections_name_the_parameter(hash in linkish()) {
        let (route, errors) = parse_hash(&hash);
        for error in &errors {
            prop_assert!(!error.param.is_empty());
            for lang in Lang::ALL {
                let text = link_error_text(lang, error);
                prop_assert!(text.contains(&error.param), "{text}");
                // Every problem has its words (the route's or the theory pages').
                prop_assert!(!text.ends_with(": .") && !text.ends_with("：。"), "{text}");
            }
        }
        if !opens_as_written(&errors) {
            // A rejected link opens the default state, never a silently different game.
            match route {
                Route::Play(link) => prop_assert_eq!(link, PlayLink::default()),
                Route::Grundy(link) => prop_assert_eq!(link, Default::default()),
                _ => {}
            }
        } else {
            // A link that opens opens as written: as the same link without the parameters its
            // page lacks (when their names are written plainly, as the generator's `colour=`).
            let ignored: Vec<&str> = errors.iter().filter(|e| e.is_ignored()).map(|e| e.param.as_str()).collect();
            if let Some((head, query)) = hash.split_once('?') {
                let names: Vec<&str> = query.split('&').map(|p| p.split_once('=').map_or(p, |(n, _)| n)).collect();
                if ignored.iter().all(|i| names.contains(i)) {
                    let kept: Vec<&str> = query
                        .split('&')
                        .filter(|p| !ignored.contains(&p.split_once('=').map_or(*p, |(n, _)| n)))
                        .collect();
                    let (plain, plain_errors) = parse_hash(&format!("{head}?{}", kept.join("&")));
                    prop_assert!(plain_errors.is_empty(), "{hash}: {plain_errors:?}");
                    prop_assert_eq!(&plain, &route, "{}", hash);
                }
            }
            if let Route::Play(link) = route {
                // An accepted link reproduces itself.
                let again = parse_hash(&format_play(&link));
                prop_assert!(again.1.is_empty());
                prop_assert_eq!(again.0, Route::Play(link));
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC*") {
        let _ = parse_hash(&text);
        let _ = parse_hash(&format!("#/play?{text}"));
        let _ = parse_take(&text);
        let _ = parse_number(&text, 1_000_000);
        // The fields' readers, as a person types.
        let _ = nimlab_app::route::parse_rows(&nimlab_app::route::typed_rows(&text));
        let _ = nimlab_app::route::parse_typed_take(&text);
        if let Some(settings) = Settings::parse(&text) {
            let _ = (settings.language(), settings.theme(), settings.pace_ms());
        }
    }

    #[test]
    fn stored_settings_of_any_shape_yield_usable_values(
        lang in "\\PC{0,8}", theme in "\\PC{0,8}", pace in any::<i64>()
    ) {
        let stored = format!("lang={lang}&theme={theme}&pace={pace}");
        let settings = Settings::parse(&stored).unwrap_or_default();
        let pace = settings.pace_ms();
        prop_assert!((nimlab_app::ui::settings::MIN_PACE_MS..=nimlab_app::ui::settings::MAX_PACE_MS).contains(&pace));
    }

    #[test]
    fn a_handed_over_game_is_read_back_or_ignored(text in "\\PC*", lines in prop::collection::vec("[0-9.,#/a-z?=&-]{0,30}", 4)) {
        let _ = handover::decode(&text);
        let _ = handover::decode(&lines.join("\n"));
        // The tab's earlier games: any text, or games apart by the record separator.
        let link = nimlab_app::route::PlayLink::default();
        let _ = handover::find_in(&lines.join("\n"), &text, &link);
        let _ = handover::find_in(&text, &lines.join("\u{1e}"), &link);
    }

    #[test]
    fn any_game_played_survives_the_handover(
        rows in prop::collection::vec(0u64..12, 1..6),
        clicks in prop::collection::vec((0usize..6, 1u64..12), 0..20),
        undo in 0usize..4,
    ) {
        let mut game = Rc::new(Game::from_link(&PlayLink {
            position: Position::new(rows),
            ..PlayLink::default()
        }));
        for (row, take) in clicks {
            game = game.reduce(Action::Take(Move { row, take }));
        }
        for _ in 0..undo {
            game = game.reduce(Action::Undo);
        }
        let mut game = (*game).clone();
        // The handover keeps the notice of the last move played, not a refusal, and after an
        // undo says where the record stands.
        game.notice = if game.cursor < game.moves.len() {
            Some(Notice::Browsed)
        } else {
            (game.cursor > 0).then(|| Notice::Moved {
                player: 3 - game.to_move(),
                mv: game.moves[game.cursor - 1],
                by_computer: false,
            })
        };
        prop_assert_eq!(handover::decode(&handover::encode(&game)), Some(game));
    }
}

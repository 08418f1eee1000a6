//! The play page: the game's state and its reducer, the live analysis, the hand-over to the
//! full module, the source texts' presets, and the components of the page.

pub mod binary_panel;
pub mod binary_row;
pub mod board;
pub mod callbacks;
pub mod computer_turn;
pub mod copy_link;
pub mod explain_menu;
pub mod explain_menu_text;
pub mod explainer;
pub mod game_record;
pub mod handover;
pub mod highlight;
pub mod hints;
pub mod history_controls;
pub mod how_to_text;
pub mod link_writer;
pub mod live_analysis;
pub mod loader;
pub mod notice;
pub mod notice_line;
pub mod opponent_panel;
pub mod page;
pub mod preset_list;
pub mod presets;
pub mod race_board;
pub mod record_row;
pub mod setup_contents;
pub mod setup_draft;
pub mod setup_editor;
pub mod setup_panel;
pub mod split_games;
pub mod state;
pub mod status_bar;
pub mod stick_row;
pub mod text;

//! The app's components, one per file.

pub mod app;
pub mod binary_panel;
pub mod board;
pub mod explain_panel;
pub mod game_record;
pub mod grundy_page;
pub mod hints;
pub mod history_controls;
pub mod input_error;
pub mod opponent_panel;
pub mod play_page;
pub mod race_board;
pub mod setup_panel;
pub mod status_bar;
pub mod stick_row;

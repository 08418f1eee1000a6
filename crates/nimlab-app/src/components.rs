//! The app's components, one per file.

pub mod app;
pub mod binary_panel;
pub mod board;
pub mod exercise_explain;
pub mod exercise_page;
pub mod exercise_question;
pub mod explain_figure;
pub mod explain_panel;
pub mod game_record;
pub mod graph_editor;
pub mod graph_page;
pub mod graph_view;
pub mod grundy_cells;
pub mod grundy_page;
pub mod grundy_step;
pub mod grundy_ui;
pub mod hints;
pub mod history_controls;
pub mod input_error;
pub mod opponent_panel;
pub mod play_page;
pub mod race_board;
pub mod setup_panel;
pub mod status_bar;
pub mod stick_row;
pub mod sums_page;

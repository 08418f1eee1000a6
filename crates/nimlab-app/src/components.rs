//! The app's components, one per file.
//!
//! Every component is compiled in both modules; the first module's [`app::App`] and
//! [`play_page::PlayPage`] only render the play page's ones (and `full_loader` in place of the
//! rest), so the linker leaves the explanations and theory pages out of it.

pub mod app;
pub mod binary_panel;
pub mod binary_row;
pub mod board;
pub mod contents_page;
pub mod exercise_explain;
pub mod exercise_page;
pub mod exercise_question;
pub mod explain_figure;
pub mod explain_menu;
pub mod explain_panel;
#[cfg(not(feature = "full"))]
pub mod full_loader;
pub mod game_record;
pub mod graph_editor;
pub mod graph_page;
pub mod graph_view;
pub mod grundy_cells;
pub mod grundy_explorer;
pub mod grundy_page;
pub mod grundy_step;
pub mod grundy_ui;
pub mod hints;
pub mod history_controls;
pub mod input_error;
pub mod opponent_panel;
pub mod play_page;
pub mod race_board;
pub mod record_row;
pub mod setup_panel;
pub mod status_bar;
pub mod stick_row;
pub mod sums_page;

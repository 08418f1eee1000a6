//! The nimlab app.
pub fn start() {}

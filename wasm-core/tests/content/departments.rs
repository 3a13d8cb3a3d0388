//! Content checks of the 17 department pages.

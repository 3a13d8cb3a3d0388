//! The schema of the 17 department pages.

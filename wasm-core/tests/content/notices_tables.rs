//! Content checks of press, hoarding, tender and recruitment.

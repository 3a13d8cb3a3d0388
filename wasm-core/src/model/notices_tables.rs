//! The schema of press, hoarding, tender and recruitment.

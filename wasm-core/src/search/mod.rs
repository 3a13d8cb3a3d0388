//! Hindi-aware search over small record sets: the telephone directories, the site's pages and
//! the notices.
//!
//! A record is a few text fields (any script), its phone numbers and its facets (`zone=2`,
//! `party=bjp`). A query matches a record when every query word matches one of the record's
//! words; records come back best first, in the order they were added within a rank.
//! Filters (`zone=2`) keep only records with that facet, and compose with the query.

mod index;

pub use index::Index;

//! Hindi-aware search over small record sets: the telephone directories, the site's pages and
//! the notices.
//!
//! A record is a few text fields (any script), its phone numbers and its facets (`zone=2`,
//! `party=bjp`). A query matches a record when every query word matches one of the record's
//! words, and every digit run of 3 or more matches one of its phone numbers. A word matches, in
//! order of rank: exactly after folding (`fold`); as the same name in another spelling or
//! script (`roman`); as the start of a word; with one typo, for Latin words of 4 letters or
//! more, and for Devanagari words of as many in Latin letters against Latin words, so that a
//! name found from one script finds back the spelling that found it (`distance`). Records come back best first, in the order they were added within a
//! rank. Filters (`zone=2`) keep only the records with that facet, and compose with the query.

mod digits;
mod distance;
mod fold;
mod index;
mod order;
mod query;
mod roman;
mod snippet;
mod tally;

pub use fold::{fold_word, words};
pub use index::{Index, Scratch};
pub use query::{Query, TYPO_LETTERS, Term};
pub use roman::{Roman, reading};
pub use snippet::{SNIPPET_CHARS, lead, sentences, snippet};

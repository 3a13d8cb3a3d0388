//! Hindi-aware search over small record sets: the telephone directories, the site's pages and
//! the notices.
//!
//! A record is a few text fields (any script), its phone numbers and its facets (`zone=2`,
//! `party=bjp`). A query matches a record when every query word matches one of the record's
//! words, and every digit run of 3 or more matches one of its phone numbers. A word matches, in
//! order of rank: exactly after folding (`fold`); as the same name in another spelling or
//! script (`roman`); as the start of a word; with one typo, for Latin words of 4 letters or
//! more, and for Devanagari words of as many in Latin letters against Latin words, so that a
//! name found from one script finds back the spelling that found it (`distance`). Records come
//! back best first, in the order they were added within a rank. Filters (`zone=2`) keep only
//! the records with that facet, and compose with the query.
//!
//! A record may also have words that do not name it, which match more narrowly and after every
//! match of the fields:
//!
//! - its **body** (a page's text, a tender's description, `Index::add_with_body`): a body word
//!   matches only as itself, so that a page is not found by a word merely beginning like the
//!   query or by the other script;
//! - its **contents** (the text inside its document, read from the PDF, `Index::add_document`):
//!   a word inside a document matches as itself or as the same word in another spelling or
//!   script ("sampatti" and "jalkar" find संपत्ति and जलकर, and back), never as a word it
//!   begins nor with a typo, and after a body's match.
//!
//! An index of many records with large contents is built at once by `IndexBuilder` (the same
//! index, in O(n log n) rather than quadratic time), and a document's snippet is taken from
//! its contents by `snippet_in_contents`, matched as the contents are. Neither is bound to
//! JavaScript, so the wasm module does not carry them.

mod builder;
mod contents;
mod digits;
mod distance;
mod fold;
mod index;
mod order;
mod query;
mod roman;
mod snippet;
mod tally;

pub use builder::IndexBuilder;
pub use contents::{SNIPPET_SCAN_BYTES, paragraphs, snippet_in_contents};
pub use fold::{fold_word, words};
pub use index::{Index, Scratch};
pub use query::{Query, TYPO_LETTERS, Term};
pub use roman::{Roman, reading};
pub use snippet::{SNIPPET_CHARS, lead, sentences, snippet};

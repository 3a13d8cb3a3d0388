//! PDFs made for the tests and the benchmarks of what the server reads from an uploaded
//! document: blank pages, lines of text and scans written as a PDF writer does (`simple.rs`),
//! bombs whose object streams inflate to far more than the file's size (`bomb.rs`), and
//! documents of text of each kind, as many pages as asked (`documents.rs`), written object by
//! object (`writer.rs`) with the pages, fonts and images the tests of reading text use
//! (`pages.rs`).

mod bomb;
mod documents;
mod pages;
mod simple;
mod writer;

pub use bomb::{Bomb, bomb_pdf};
pub use documents::{TextKind, budget_filling_pdf, kind_pdf};
pub use pages::{
    DEVANAGARI_CMAP, HELVETICA, devanagari_font, helvetica, image, page_tree, pdf_with,
};
pub use simple::{blank_pdf, scanned_pdf, text_pdf};
pub use writer::{Pdf, compress};

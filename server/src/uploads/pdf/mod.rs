//! What the server reads from a PDF for the page of its document: how many pages it has, and
//! the text of each page (`text/`).
//!
//! A PDF is read as a viewer reads it, and only as far as its pages need: from its
//! cross-reference (`xref.rs`) to its catalog and page tree, each object parsed where it is
//! (`syntax.rs`), an object stream inflated only when an object needed is in it
//! (`document.rs`, `filters.rs`). Everything a reading decompresses or parses is charged to a
//! budget (`budget.rs`, [`Limits::READING`]): one stream may inflate to 16 MiB, all of them
//! together to 64 MiB, and a file made to inflate to more (a "PDF bomb") is refused as
//! [`TooComplex`] as soon as it has cost that much, never more. Uploads are read a few at a
//! time within a deadline (`reads.rs`).
//!
//! A file that cannot be read otherwise (damaged beyond what the rebuilding of its
//! cross-reference repairs, encrypted with a password, or written with filters other than
//! Flate in its object streams) has no page count: its page says its size and format alone,
//! and it is still served.

mod budget;
mod document;
mod filters;
mod reads;
pub mod samples;
mod syntax;
mod text;
mod xref;

use wasm_core::model::documents::{DocumentText, FileFacts, TextSource as Source};

pub use budget::{Limits, Refused, Spent};
pub use reads::{PdfRead, PdfReads};
pub use samples::{Bomb, blank_pdf, bomb_pdf, scanned_pdf, text_pdf};
pub use text::{MAX_TEXT_BYTES, PageText, PdfText, TextSource, read_text};

use budget::Budget;
use document::Document;
use syntax::Fail;

/// Reading a PDF would cost more than its budget: which bound it went past.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct TooComplex(pub Refused);

/// What reading a PDF's pages gave, and what it cost.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Reading {
    /// Its page count (`None` when it cannot be read), or why it was not read to the end.
    pub pages: Result<Option<u32>, TooComplex>,
    /// What the reading spent of its budget, the bytes it inflated among them.
    pub spent: Spent,
}

/// Reads the pages of the PDF `bytes` within `limits`.
pub fn read_pages(bytes: &[u8], limits: Limits) -> Reading {
    let budget = Budget::new(limits);
    let pages = match count_pages(bytes, &budget) {
        Ok(pages) => Ok(pages),
        Err(Fail::Syntax) => Ok(None),
        Err(Fail::Refused(refused)) => Err(TooComplex(refused)),
    };
    Reading {
        pages,
        spent: budget.spent(),
    }
}

/// The page count from the cross-reference as written, or else from one rebuilt by a scan,
/// both within the one budget.
fn count_pages(bytes: &[u8], budget: &Budget) -> Result<Option<u32>, Fail> {
    let written = xref::read(bytes, budget)
        .and_then(|xref| Document::open(bytes, budget, xref)?.page_count());
    match written {
        Ok(Some(pages)) => Ok(Some(pages)),
        Err(Fail::Refused(refused)) => Err(Fail::Refused(refused)),
        Ok(None) | Err(Fail::Syntax) => {
            let xref = xref::rebuild(bytes, budget)?;
            Document::open(bytes, budget, xref)?.page_count()
        }
    }
}

/// What the server reads from a PDF for the page of its document: its page count and its text.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PdfContents {
    /// Its number of pages, when its structure can be read.
    pub pages: Option<u32>,
    /// The text of its pages (of none, source `none`, when its structure cannot be read or
    /// its text would cost more than the budget); `None` when it was not read at all.
    pub text: Option<DocumentText>,
}

/// Reads the page count and the text of the PDF `bytes`, each within `limits`: a file whose
/// pages cost more is [`TooComplex`] (and refused on upload); one whose text alone costs more
/// is kept without its text.
pub fn read_contents(bytes: &[u8], limits: Limits) -> Result<PdfContents, TooComplex> {
    let pages = read_pages(bytes, limits).pages?;
    let read = match pages {
        Some(_) => read_text(bytes, limits),
        None => Ok(None),
    };
    let text = match read {
        Ok(Some((text, source))) => document_text(text, source),
        Ok(None) => DocumentText::of_pages(Source::None, None, Vec::new(), 0),
        Err(TooComplex(refused)) => {
            tracing::info!(
                ?refused,
                "a PDF's text is too complex to read: kept without it"
            );
            DocumentText::of_pages(Source::None, None, Vec::new(), 0)
        }
    };
    Ok(PdfContents {
        pages,
        text: Some(text),
    })
}

/// The text read from a PDF as the site keeps it. Pages after the text kept ran out of room
/// are counted as left out.
fn document_text(read: PdfText, source: TextSource) -> DocumentText {
    let (source, font) = match source {
        TextSource::Unicode => (Source::Unicode, None),
        TextSource::Legacy(font) => (Source::Converted, Some(font.name().to_owned())),
        TextSource::Scanned => (Source::Scanned, None),
        TextSource::Empty => (Source::None, None),
    };
    let mut pages: Vec<(String, bool)> = read
        .pages
        .into_iter()
        .map(|page| (page.text, page.has_images))
        .collect();
    let mut left_out = 0u32;
    if read.truncated {
        while pages.len() > 1 && pages.last().is_some_and(|(text, _)| text.is_empty()) {
            pages.pop();
            left_out += 1;
        }
    }
    DocumentText::of_pages(source, font, pages, left_out)
}

/// The number of pages of the PDF `bytes`, if it can be read within [`Limits::READING`].
pub fn page_count(bytes: &[u8]) -> Option<u32> {
    read_pages(bytes, Limits::READING).pages.ok().flatten()
}

/// The facts of the PDF `bytes`: its size, its format and its page count.
pub fn pdf_facts(bytes: &[u8]) -> FileFacts {
    FileFacts::pdf(bytes.len() as u64, page_count(bytes))
}

#[cfg(test)]
mod tests;

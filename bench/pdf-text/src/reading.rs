//! Reading the text of documents of each kind, as the server reads an upload's: pages a second
//! and milliseconds a document (the median of several runs), and the peak of the heap while
//! one is read.

use std::time::Duration;

use server::uploads::samples::{TextKind, budget_filling_pdf, kind_pdf};
use server::uploads::{Limits, TextSource, read_text};
use wasm_core::legacy_hindi::LegacyFont;

use crate::memory::peak_heap;
use crate::timing::median;

/// A document to read, and the source its text must have.
pub struct Document {
    /// Its name in the table.
    pub name: String,
    /// The file.
    pub bytes: Vec<u8>,
    /// How its text must be obtained.
    pub expected: TextSource,
    /// Whether its text must fill the room for text.
    pub fills_the_room: bool,
}

/// The documents of every kind: `pages` pages each, the mixed one `mixed_pages`, and the two
/// that reach the budget's bound of inflated bytes.
pub fn documents(pages: usize, mixed_pages: usize) -> Vec<Document> {
    let mut documents: Vec<Document> = TextKind::ALL
        .into_iter()
        .map(|kind| {
            let pages = if kind == TextKind::Mixed {
                mixed_pages
            } else {
                pages
            };
            Document {
                name: kind.name().to_owned(),
                bytes: kind_pdf(kind, pages),
                expected: match kind {
                    TextKind::English | TextKind::Devanagari => TextSource::Unicode,
                    TextKind::Scan => TextSource::Scanned,
                    TextKind::KrutiDevNamed | TextKind::KrutiDevUnnamed | TextKind::Mixed => {
                        TextSource::Legacy(LegacyFont::KrutiDev)
                    }
                },
                fills_the_room: false,
            }
        })
        .collect();
    documents.push(Document {
        name: "worst: 4 pages of 16 MiB of `(ab) Tj`".to_owned(),
        bytes: budget_filling_pdf(b"(ab) Tj "),
        expected: TextSource::Unicode,
        fills_the_room: true,
    });
    documents.push(Document {
        name: "worst: 4 pages of 16 MiB of `/F1 1 Tf 1 0 Td`".to_owned(),
        bytes: budget_filling_pdf(b"/F1 1 Tf 1 0 Td "),
        expected: TextSource::Empty,
        fills_the_room: false,
    });
    documents
}

/// What reading one document gave and cost.
pub struct Row {
    /// The document's name.
    pub name: String,
    /// The file's bytes.
    pub size: usize,
    /// Its pages read (0 when it was not read).
    pub pages: usize,
    /// The characters of its text.
    pub characters: usize,
    /// How its text was obtained, or why it was not.
    pub source: String,
    /// Whether that is as it must be, the text filling the room for it where it must.
    pub as_expected: bool,
    /// The median time of a reading.
    pub time: Duration,
    /// The peak of the heap during a reading, beyond the file itself.
    pub peak_heap: usize,
}

impl Row {
    /// Pages read a second.
    #[allow(clippy::cast_precision_loss, reason = "a few thousand pages")]
    pub fn pages_a_second(&self) -> f64 {
        self.pages as f64 / self.time.as_secs_f64()
    }
}

/// Reads `document` once for its text and the peak of the heap, then `runs` times for the
/// median time.
pub fn measure(document: &Document, runs: usize) -> Row {
    let read = || read_text(&document.bytes, Limits::READING);
    let (result, peak_heap) = peak_heap(read);
    let time = median(runs, read);
    let (pages, characters, source, as_expected) = match result {
        Ok(Some((text, source))) => (
            text.pages.len(),
            text.pages
                .iter()
                .map(|page| page.text.chars().count())
                .sum(),
            format!("{source:?}"),
            source == document.expected && text.truncated == document.fills_the_room,
        ),
        Ok(None) => (0, 0, "not a PDF".to_owned(), false),
        Err(too_complex) => (0, 0, format!("{too_complex:?}"), false),
    };
    Row {
        name: document.name.clone(),
        size: document.bytes.len(),
        pages,
        characters,
        source,
        as_expected,
        time,
        peak_heap,
    }
}

//! The text of each page of a PDF, read within the same budget as its pages
//! ([`Limits::READING`]): the page tree walked in order with the resources each page
//! inherits (`document.rs`), each page's content streams decoded and interpreted for their
//! text operators (`content.rs`, `lexer.rs`), each font's codes read as Unicode by its
//! `ToUnicode` `CMap` or its encoding (`fonts.rs`, `cmap.rs`, `encodings.rs`, `glyph_names.rs`),
//! and the runs put together in lines and words (`layout.rs`).
//!
//! Text typed in a legacy Hindi font (Kruti Dev) is converted to Unicode Devanagari: the runs
//! of a font named as one, and the whole text of a page that reads as one without its font
//! being named so. A page with no text that paints an image is most likely a scan.
//!
//! Everything inflated and parsed is charged to the budget, and a file that costs more is
//! refused as [`TooComplex`]; the text kept is bounded too ([`MAX_TEXT_BYTES`]).

mod cmap;
mod content;
mod encodings;
mod fonts;
mod glyph_names;
mod layout;
mod lexer;
mod marked;

use wasm_core::legacy_hindi::{LegacyFont, likely_legacy_font, to_unicode};
use wasm_core::script::{Script, script_of};

use super::TooComplex;
use super::budget::{Budget, Limits};
use super::document::{Document, Page};
use super::syntax::{Fail, Id, Value};
use super::xref;
use content::{Fonts, PageReader};

/// Most bytes of text kept for a whole document, about two thousand pages of dense text;
/// past it, no more is added (a legacy font's text may grow a few times when converted).
pub const MAX_TEXT_BYTES: usize = 4 * 1024 * 1024;

/// The text of a PDF's pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PdfText {
    /// Each page's text, in the order of the page tree.
    pub pages: Vec<PageText>,
    /// Whether text was left out past [`MAX_TEXT_BYTES`].
    pub truncated: bool,
}

impl PdfText {
    /// The script of all the pages' text; `None` when it has no letters.
    pub fn script(&self) -> Option<Script> {
        let all: Vec<&str> = self.pages.iter().map(|page| page.text.as_str()).collect();
        script_of(&all.join("\n"))
    }
}

/// The text of one page.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PageText {
    /// The page's text in reading order as written in the file, lines joined with '\n',
    /// Unicode (legacy fonts converted).
    pub text: String,
    /// Whether the page paints an image (an image `XObject` or an inline image), for
    /// recognising scans.
    pub has_images: bool,
}

/// How the text of a document was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TextSource {
    /// Read as Unicode from its fonts.
    Unicode,
    /// Converted, on some page at least, from text typed in this legacy Hindi font.
    Legacy(LegacyFont),
    /// No text, and pages that paint images: a scan.
    Scanned,
    /// No text and no images.
    Empty,
}

/// The text of the PDF `bytes`, read within `limits`, and how it was obtained; `None` when it
/// cannot be read as a PDF, [`TooComplex`] when reading it would cost more than `limits`.
pub fn read_text(
    bytes: &[u8],
    limits: Limits,
) -> Result<Option<(PdfText, TextSource)>, TooComplex> {
    read_text_within(bytes, limits, MAX_TEXT_BYTES)
}

/// [`read_text`], keeping at most `room` bytes of text.
fn read_text_within(
    bytes: &[u8],
    limits: Limits,
    room: usize,
) -> Result<Option<(PdfText, TextSource)>, TooComplex> {
    let budget = Budget::new(limits);
    match text_of(bytes, &budget, room) {
        Ok(text) => Ok(text),
        Err(Fail::Syntax) => Ok(None),
        Err(Fail::Refused(refused)) => Err(TooComplex(refused)),
    }
}

/// The document of `bytes` and its pages, from its cross-reference as written or else one
/// rebuilt by a scan; `None` when neither gives a page.
fn open<'a>(
    bytes: &'a [u8],
    budget: &'a Budget,
) -> Result<Option<(Document<'a>, Vec<Page>)>, Fail> {
    let written = xref::read(bytes, budget).and_then(|xref| {
        let mut document = Document::open(bytes, budget, xref)?;
        let pages = document.pages()?;
        Ok((document, pages))
    });
    match written {
        Ok((document, pages)) if !pages.is_empty() => return Ok(Some((document, pages))),
        Err(Fail::Refused(refused)) => return Err(Fail::Refused(refused)),
        Ok(_) | Err(Fail::Syntax) => {}
    }
    let mut document = Document::open(bytes, budget, xref::rebuild(bytes, budget)?)?;
    let pages = document.pages()?;
    Ok((!pages.is_empty()).then_some((document, pages)))
}

fn text_of(
    bytes: &[u8],
    budget: &Budget,
    mut room: usize,
) -> Result<Option<(PdfText, TextSource)>, Fail> {
    let Some((mut document, pages)) = open(bytes, budget)? else {
        return Ok(None);
    };
    let mut fonts = Fonts::default();
    let mut read = PdfText {
        pages: Vec::with_capacity(pages.len()),
        truncated: false,
    };
    let mut converted_from = None;
    for page in pages {
        let data = contents(&mut document, budget, &page.contents)?;
        let mut reader = PageReader::new(&mut document, budget, &mut fonts, room);
        match reader.run(&data, page.resources.clone(), 0) {
            Ok(()) | Err(Fail::Syntax) => {}
            Err(refused) => return Err(refused),
        }
        let has_images = reader.has_images;
        read.truncated |= reader.writer.full;
        let (mut text, mut legacy, left) = reader.writer.finish();
        room = left;
        if legacy.is_none()
            && let Some(font) = likely_legacy_font(&text)
        {
            let converted = to_unicode(font, &text);
            room = room.saturating_sub(converted.len().saturating_sub(text.len()));
            text = converted;
            legacy = Some(font);
        }
        converted_from = converted_from.or(legacy);
        read.pages.push(PageText { text, has_images });
    }
    let source = match converted_from {
        Some(font) => TextSource::Legacy(font),
        None if read.pages.iter().any(|page| !page.text.is_empty()) => TextSource::Unicode,
        None if read.pages.iter().any(|page| page.has_images) => TextSource::Scanned,
        None => TextSource::Empty,
    };
    Ok(Some((read, source)))
}

/// A page's content: its stream, or its streams one after another with a space between, each
/// decoded; what cannot be read is left out.
fn contents(
    document: &mut Document<'_>,
    budget: &Budget,
    contents: &Value,
) -> Result<Vec<u8>, Fail> {
    let streams: Vec<Id> = match contents {
        Value::Ref(id) => match document.resolve(Value::Ref(*id)) {
            Ok(Value::Array(items)) => references(&items),
            Ok(_) => vec![*id],
            Err(Fail::Syntax) => Vec::new(),
            Err(refused) => return Err(refused),
        },
        Value::Array(items) => references(items),
        _ => Vec::new(),
    };
    budget.list(streams.len())?;
    let mut data = Vec::new();
    for id in streams {
        if let Some((_, decoded)) = document.stream(id)? {
            if data.is_empty() {
                // A page's only stream (or its first) is kept as it was decoded, not copied.
                data = decoded;
            } else {
                data.push(b' ');
                data.extend_from_slice(&decoded);
            }
        }
    }
    Ok(data)
}

fn references(items: &[Value]) -> Vec<Id> {
    items
        .iter()
        .filter_map(|item| match item {
            Value::Ref(id) => Some(*id),
            _ => None,
        })
        .collect()
}

#[cfg(test)]
mod tests;

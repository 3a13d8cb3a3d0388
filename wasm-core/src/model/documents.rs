//! What a visitor learns of a document before downloading it: the language staff say it is
//! written in, and the facts the server reads from the file itself (its size, format and
//! number of pages). Every notice, tender, recruitment advertisement and RTI download has a
//! page of its own that says them beside its download link, so a phone on a slow network never
//! drops into a large file unwarned.

use serde::{Deserialize, Serialize};

use crate::script::{Script, script_of};
use crate::search::paragraphs;

/// The language a document is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum DocumentLanguage {
    /// Hindi only.
    Hi,
    /// English only.
    En,
    /// Both Hindi and English.
    Both,
}

impl FileFacts {
    /// The facts of a PDF of `bytes` bytes and `pages` pages (none when they could not be read).
    pub fn pdf(bytes: u64, pages: Option<u32>) -> Self {
        Self {
            bytes,
            format: "pdf".to_owned(),
            pages,
        }
    }
}

impl DocumentLanguage {
    /// The language of text in `script`: `both` for text that mixes them.
    pub fn of_script(script: Script) -> Self {
        match script {
            Script::Devanagari => Self::Hi,
            Script::Latin => Self::En,
            Script::Mixed => Self::Both,
        }
    }

    /// The language of `text` by its script; `None` when it has no letters.
    pub fn of_text(text: &str) -> Option<Self> {
        script_of(text).map(Self::of_script)
    }
}

/// What the server read from a document of the site: from the build's files when it starts,
/// from an uploaded file when it is uploaded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FileFacts {
    /// Its size in bytes.
    pub bytes: u64,
    /// Its format, as its usual file name extension in lower case (`pdf`).
    pub format: String,
    /// How many pages it has, when the server could read them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub pages: Option<u32>,
}

/// How the text of a document was obtained.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum TextSource {
    /// Read as Unicode from the document's fonts.
    Unicode,
    /// Typed in a legacy Hindi font (`font`) and converted to Unicode.
    Converted,
    /// No text, and pages that are images: a scan, which neither a screen reader nor the site
    /// search can read.
    Scanned,
    /// No text could be read (a file without any, or one the server cannot read).
    None,
}

/// The text of one page of a document.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct PageText {
    /// Its text in reading order, lines separated by line breaks.
    pub text: String,
    /// The language of its script, which its HTML is marked with; none when it mixes
    /// Hindi and English, or has no letters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub lang: Option<DocumentLanguage>,
    /// It has no text and is an image: a scanned page.
    #[serde(default)]
    pub scanned: bool,
}

/// How a document's text was obtained, and the language of its script.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
pub struct TextOrigin {
    /// How it was obtained.
    pub source: TextSource,
    /// The legacy Hindi font it was converted from ("Kruti Dev"), when it was.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub font: Option<String>,
    /// The language of the whole text's script: `both` when it mixes Hindi and English; none
    /// when it has no letters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub lang: Option<DocumentLanguage>,
}

/// The text the server read from a document's pages when it was uploaded (or, for the build's
/// documents, when it started): the HTML alternative its page shows, and the words the site
/// search finds it by.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct DocumentText {
    /// How it was obtained, and its language.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", ts(flatten))]
    pub origin: TextOrigin,
    /// Each page's text, in order.
    pub pages: Vec<PageText>,
    /// Pages whose text is left out at the end (the text read is bounded, and so is the text a
    /// document's page shows).
    #[serde(default)]
    pub pages_left_out: u32,
}

/// The answer of `GET /api/content/document-text?file=…`: the text of a document visitors may
/// download, as its page shows it; `null` when it has not been read.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
pub struct DocumentTextAnswer {
    /// The text, its first pages when it is long.
    pub text: Option<ShownText>,
}

/// A document's text as its page shows it: its first pages, each in paragraphs.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ShownText {
    /// How it was obtained, and its language.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", ts(flatten))]
    pub origin: TextOrigin,
    /// Its first pages.
    pub pages: Vec<ShownPage>,
    /// The pages after them, which the PDF holds.
    pub pages_left_out: u32,
}

/// A page of a document's text as its page shows it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
pub struct ShownPage {
    /// Its paragraphs: the PDF's lines joined where a sentence goes on
    /// (`search::paragraphs`).
    pub paragraphs: Vec<Paragraph>,
    /// It has no text and is an image: a scanned page.
    pub scanned: bool,
}

/// A paragraph of a document's text, marked with the language of its script.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
pub struct Paragraph {
    /// Its text.
    pub text: String,
    /// `hi` or `en`, by its script; none when it mixes them or has no letters.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub lang: Option<DocumentLanguage>,
}

impl Paragraph {
    /// The paragraph `text`, marked with its script's language.
    fn of(text: String) -> Self {
        Self {
            lang: one_language(&text),
            text,
        }
    }
}

/// The language of `text`'s script, when it is one: Hindi or English.
fn one_language(text: &str) -> Option<DocumentLanguage> {
    DocumentLanguage::of_text(text).filter(|&lang| lang != DocumentLanguage::Both)
}

/// The most bytes of a document's text its page shows: the first pages that fit (at least
/// one), about forty pages of English or fifteen of Hindi; the page says how many are left
/// out, which the PDF holds.
pub const SHOWN_TEXT_BYTES: usize = 150 * 1024;

/// What the editor says of an uploaded PDF's text: how it was obtained, in what language, and
/// on how many pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct TextSummary {
    /// How the text was obtained, and its language.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", ts(flatten))]
    pub origin: TextOrigin,
    /// How many pages have text.
    pub pages_with_text: u32,
    /// How many pages are scanned images without text.
    pub scanned_pages: u32,
}

impl DocumentText {
    /// The text of a document whose pages read as `pages` (each page's text, and whether it
    /// paints an image), obtained as `source`, converted from `font` if it was; `pages_left_out`
    /// pages at its end were not read.
    pub fn of_pages(
        source: TextSource,
        font: Option<String>,
        pages: Vec<(String, bool)>,
        pages_left_out: u32,
    ) -> Self {
        let whole: Vec<&str> = pages.iter().map(|(text, _)| text.as_str()).collect();
        let lang = DocumentLanguage::of_text(&whole.join("\n"));
        let pages = pages
            .into_iter()
            .map(|(text, has_images)| PageText {
                lang: DocumentLanguage::of_text(&text)
                    .filter(|&lang| lang != DocumentLanguage::Both),
                scanned: text.is_empty() && has_images,
                text,
            })
            .collect();
        Self {
            origin: TextOrigin { source, font, lang },
            pages,
            pages_left_out,
        }
    }

    /// The text as a document's page shows it: its first pages, as many as fit in
    /// `max_bytes` of text (at least the first), the others counted as left out, each page in
    /// paragraphs.
    #[must_use]
    pub fn shown(&self, max_bytes: usize) -> ShownText {
        let mut used = 0;
        let fit = self
            .pages
            .iter()
            .take_while(|page| {
                let fits = used == 0 || used + page.text.len() <= max_bytes;
                used += page.text.len().max(1);
                fits
            })
            .count();
        let left_out = u32::try_from(self.pages.len() - fit).unwrap_or(u32::MAX);
        ShownText {
            origin: self.origin.clone(),
            pages: self.pages[..fit]
                .iter()
                .map(|page| ShownPage {
                    paragraphs: paragraphs(&page.text)
                        .into_iter()
                        .map(Paragraph::of)
                        .collect(),
                    scanned: page.scanned,
                })
                .collect(),
            pages_left_out: self.pages_left_out.saturating_add(left_out),
        }
    }

    /// What the editor says of it.
    pub fn summary(&self) -> TextSummary {
        let count = |keep: fn(&PageText) -> bool| {
            u32::try_from(self.pages.iter().filter(|page| keep(page)).count()).unwrap_or(u32::MAX)
        };
        TextSummary {
            origin: self.origin.clone(),
            pages_with_text: count(|page| !page.text.is_empty()),
            scanned_pages: count(|page| page.scanned),
        }
    }

    /// Its first lines, as a feed's entry quotes them: whole lines from the start, as many as
    /// fit in `max_chars` characters (the first cut at a word, with "…", if it is longer);
    /// `None` when it has no text.
    pub fn first_lines(&self, max_chars: usize) -> Option<String> {
        let mut lines = self
            .pages
            .iter()
            .flat_map(|page| page.text.lines())
            .map(str::trim)
            .filter(|line| !line.is_empty());
        let first = lines.next()?;
        if first.chars().count() > max_chars {
            let cut: String = first.chars().take(max_chars).collect();
            let cut = cut.rfind(' ').map_or(cut.as_str(), |at| &cut[..at]);
            return Some(format!("{}…", cut.trim_end()));
        }
        let mut kept = first.to_owned();
        let mut count = first.chars().count();
        for line in lines {
            count += 1 + line.chars().count();
            if count > max_chars {
                break;
            }
            kept.push('\n');
            kept.push_str(line);
        }
        Some(kept)
    }

    /// Whether it has any text.
    pub fn has_text(&self) -> bool {
        self.pages.iter().any(|page| !page.text.is_empty())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pages(texts: &[&str]) -> Vec<(String, bool)> {
        texts
            .iter()
            .map(|text| ((*text).to_owned(), text.is_empty()))
            .collect()
    }

    #[test]
    fn each_page_is_marked_with_the_language_of_its_script_and_the_whole_with_both() {
        let text = DocumentText::of_pages(
            TextSource::Unicode,
            None,
            pages(&[
                "नगर पालिक निगम सिंगरौली",
                "Municipal Corporation",
                "",
                "12 / 2026",
            ]),
            0,
        );
        let langs: Vec<_> = text.pages.iter().map(|page| page.lang).collect();
        assert_eq!(
            langs,
            [
                Some(DocumentLanguage::Hi),
                Some(DocumentLanguage::En),
                None,
                None
            ]
        );
        assert_eq!(text.origin.lang, Some(DocumentLanguage::Both));
        let scanned: Vec<_> = text.pages.iter().map(|page| page.scanned).collect();
        assert_eq!(scanned, [false, false, true, false]);
        assert_eq!(
            text.summary(),
            TextSummary {
                origin: TextOrigin {
                    source: TextSource::Unicode,
                    font: None,
                    lang: Some(DocumentLanguage::Both),
                },
                pages_with_text: 3,
                scanned_pages: 1,
            }
        );
    }

    #[test]
    fn a_feed_quotes_the_first_whole_lines_that_fit() {
        let text = DocumentText::of_pages(
            TextSource::Unicode,
            None,
            pages(&["", "  Notice  \n\nWater tax camp\nin ward 12", "Page two"]),
            0,
        );
        assert_eq!(
            text.first_lines(30).as_deref(),
            Some("Notice\nWater tax camp")
        );
        assert_eq!(
            text.first_lines(100).as_deref(),
            Some("Notice\nWater tax camp\nin ward 12\nPage two")
        );
        let long = DocumentText::of_pages(
            TextSource::Unicode,
            None,
            pages(&["नगर पालिक निगम सिंगरौली"]),
            0,
        );
        assert_eq!(long.first_lines(12).as_deref(), Some("नगर पालिक…"));
        let none = DocumentText::of_pages(TextSource::Scanned, None, pages(&[""]), 0);
        assert_eq!(none.first_lines(100), None);
    }

    #[test]
    fn a_page_shows_the_first_pages_that_fit_and_counts_the_rest() {
        let text = DocumentText::of_pages(
            TextSource::Unicode,
            None,
            pages(&["aaaa", "bbbb", "cccc", "dddd"]),
            2,
        );
        let shown = text.shown(9);
        assert_eq!(shown.pages.len(), 2);
        assert_eq!(shown.pages_left_out, 4);
        // The first page is shown whatever its length.
        let shown = text.shown(1);
        assert_eq!(shown.pages.len(), 1);
        assert_eq!(shown.pages_left_out, 5);
        let all = text.shown(1 << 20);
        assert_eq!((all.pages.len(), all.pages_left_out), (4, 2));
        assert_eq!(all.pages[3].paragraphs, [Paragraph::of("dddd".into())]);
    }

    #[test]
    fn a_shown_page_is_in_paragraphs_each_marked_with_its_language() {
        let page = "नगर पालिक निगम सिंगरौली\nSample document\n\
                    सभी भवन स्वामियों को सूचित किया जाता है कि संपत्ति\n\
                    कर एवं जलकर 31 मार्च तक निगम कार्यालय में जमा करें।";
        let text = DocumentText::of_pages(TextSource::Unicode, None, pages(&[page, ""]), 0);
        let shown = text.shown(SHOWN_TEXT_BYTES);
        let paragraphs: Vec<_> = shown.pages[0]
            .paragraphs
            .iter()
            .map(|paragraph| (paragraph.text.as_str(), paragraph.lang))
            .collect();
        assert_eq!(
            paragraphs,
            [
                ("नगर पालिक निगम सिंगरौली", Some(DocumentLanguage::Hi)),
                ("Sample document", Some(DocumentLanguage::En)),
                (
                    "सभी भवन स्वामियों को सूचित किया जाता है कि संपत्ति कर एवं जलकर 31 मार्च तक निगम कार्यालय में जमा करें।",
                    Some(DocumentLanguage::Hi)
                ),
            ]
        );
        assert!(shown.pages[1].paragraphs.is_empty() && shown.pages[1].scanned);
    }
}

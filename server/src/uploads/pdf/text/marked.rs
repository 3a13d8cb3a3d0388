//! Marked content that gives the text it marks (`/Span << /ActualText (…) >> BDC … EMC`), as
//! Word and other writers mark a cluster of glyphs whose codes do not read as its text (a
//! Devanagari conjunct, a ligature): the glyphs inside are not read, the actual text is, where
//! the first of them was shown, and it ends where the glyph reaching furthest along the line
//! ended (a vowel sign drawn over the end of its letter ends before the letter does). Only the
//! outermost such sequence counts; sequences opened past [`MAX_OPEN`] are counted, not kept.

use crate::uploads::pdf::syntax::Value;

/// Most marked-content sequences kept open at once.
const MAX_OPEN: usize = 256;

/// Where a run was shown: its start and its font size.
pub type At = (f64, f64, f64);

/// The actual text of a marked sequence and where the glyphs it replaces were shown.
#[derive(Debug, Clone, PartialEq)]
pub struct Actual {
    pub text: String,
    /// Where the first glyph was shown; `None` when none was.
    pub start: Option<At>,
    /// Where the glyph reaching furthest along the line ended.
    pub end: Option<(f64, f64)>,
}

/// The marked-content sequences open on a page.
#[derive(Debug, Default)]
pub struct Marked {
    /// For each open sequence, whether it gives the actual text being read.
    open: Vec<bool>,
    /// Sequences opened past [`MAX_OPEN`], whose ends close nothing kept.
    deeper: usize,
    /// The actual text of the outermost sequence that gives one, and where its glyphs were
    /// shown.
    actual: Option<Actual>,
}

impl Marked {
    /// `BMC` (no properties) or `BDC` (with `properties`).
    pub fn begin(&mut self, properties: Option<&Value>) {
        if self.open.len() >= MAX_OPEN {
            self.deeper += 1;
            return;
        }
        let text = match properties {
            Some(Value::Dict(properties)) if self.actual.is_none() => {
                match properties.get(b"ActualText") {
                    Some(Value::Str(text)) => Some(decode(text)),
                    _ => None,
                }
            }
            _ => None,
        };
        self.open.push(text.is_some());
        if let Some(text) = text {
            self.actual = Some(Actual {
                text,
                start: None,
                end: None,
            });
        }
    }

    /// `EMC`: the actual text and where it goes, when the sequence it ends gave one.
    pub fn end(&mut self) -> Option<Actual> {
        if self.deeper > 0 {
            self.deeper -= 1;
            return None;
        }
        match self.open.pop() {
            Some(true) => self.actual.take(),
            _ => None,
        }
    }

    /// Whether the glyphs shown now are replaced by an actual text.
    pub fn replacing(&self) -> bool {
        self.actual.is_some()
    }

    /// A run of replaced glyphs was shown from `at`, and ended at `end`.
    pub fn shown(&mut self, at: At, end: (f64, f64)) {
        if let Some(actual) = &mut self.actual {
            actual.start.get_or_insert(at);
            if actual.end.is_none_or(|(x, _)| end.0 > x) {
                actual.end = Some(end);
            }
        }
    }

    /// The actual text of a sequence the page left open.
    pub fn finish(&mut self) -> Option<Actual> {
        self.open.clear();
        self.deeper = 0;
        self.actual.take()
    }
}

/// A text string of PDF: UTF-16BE after its byte order mark, or else `PDFDocEncoding`, read
/// here as Latin-1 (they differ in a few signs only).
fn decode(bytes: &[u8]) -> String {
    match bytes.strip_prefix(b"\xFE\xFF") {
        Some(units) => {
            let units: Vec<u16> = units
                .chunks_exact(2)
                .map(|pair| u16::from_be_bytes([pair[0], pair[1]]))
                .collect();
            String::from_utf16_lossy(&units)
        }
        None => bytes.iter().map(|&byte| char::from(byte)).collect(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uploads::pdf::syntax::Dict;

    fn actual(text: &[u8]) -> Value {
        Value::Dict(Dict(vec![(
            b"ActualText".to_vec(),
            Value::Str(text.to_vec()),
        )]))
    }

    #[test]
    fn the_outermost_actual_text_replaces_what_it_marks() {
        let mut marked = Marked::default();
        marked.begin(None);
        assert!(!marked.replacing());
        marked.begin(Some(&actual(b"\xFE\xFF\x09\x15\x09\x4D\x09\x37")));
        marked.begin(Some(&actual(b"inner")));
        assert!(marked.replacing());
        marked.shown((1.0, 2.0, 12.0), (9.0, 2.0));
        marked.shown((5.0, 2.0, 12.0), (6.0, 2.0));
        assert_eq!(marked.end(), None);
        assert_eq!(
            marked.end(),
            Some(Actual {
                text: "क्ष".to_owned(),
                start: Some((1.0, 2.0, 12.0)),
                end: Some((9.0, 2.0)),
            })
        );
        assert!(!marked.replacing());
        assert_eq!(marked.end(), None);
        assert_eq!(marked.end(), None);
    }

    #[test]
    fn sequences_past_the_bound_are_counted_and_a_page_s_open_one_is_given() {
        let mut marked = Marked::default();
        for _ in 0..MAX_OPEN + 10 {
            marked.begin(None);
        }
        marked.begin(Some(&actual(b"lost")));
        assert!(!marked.replacing());
        for _ in 0..11 {
            assert_eq!(marked.end(), None);
        }
        assert_eq!(marked.open.len(), MAX_OPEN);
        assert_eq!(marked.end(), None);
        assert_eq!(marked.open.len(), MAX_OPEN - 1);
        let mut marked = Marked::default();
        marked.begin(Some(&actual(b"No.")));
        assert_eq!(
            marked.finish(),
            Some(Actual {
                text: "No.".to_owned(),
                start: None,
                end: None,
            })
        );
    }
}

//! The legacy Hindi converter on the table of Kruti Dev words and sentences: the entries it
//! converts exactly, on the whole table and on the group cross-checked against published test
//! vectors of another converter, and those it does not; its speed, and the speed of the
//! recognition of Kruti Dev in text that is not, as the reader runs it on each English page.

use std::hint::black_box;

use wasm_core::legacy_hindi::{LegacyFont, likely_legacy_font, to_unicode};

use crate::table::{Entry, TABLE, entries};
use crate::timing::median;

/// The entries of part of the table, and how many convert exactly.
pub struct Accuracy {
    /// Which part.
    pub part: &'static str,
    /// Its entries.
    pub entries: usize,
    /// Those converted exactly.
    pub exact: usize,
}

impl Accuracy {
    fn of(part: &'static str, entries: &[&Entry<'_>]) -> Self {
        Accuracy {
            part,
            entries: entries.len(),
            exact: entries.iter().filter(|entry| converts(entry)).count(),
        }
    }

    /// The share converted exactly, in percent.
    #[allow(clippy::cast_precision_loss, reason = "a few hundred entries")]
    pub fn percent(&self) -> f64 {
        100.0 * self.exact as f64 / self.entries.max(1) as f64
    }
}

fn converts(entry: &Entry<'_>) -> bool {
    to_unicode(LegacyFont::KrutiDev, entry.kruti) == entry.unicode
}

/// The table's accuracy: the whole of it, then the cross-checked group; and each failure.
pub fn accuracy() -> (Vec<Accuracy>, Vec<String>) {
    let all = entries(TABLE);
    let every: Vec<&Entry<'_>> = all.iter().collect();
    let cross_checked: Vec<&Entry<'_>> = all
        .iter()
        .filter(|entry| entry.group.starts_with("Cross-checked"))
        .collect();
    let failures = all
        .iter()
        .filter(|entry| !converts(entry))
        .map(|entry| {
            format!(
                "line {}: «{}» gave «{}», expected «{}»",
                entry.line,
                entry.kruti,
                to_unicode(LegacyFont::KrutiDev, entry.kruti),
                entry.unicode
            )
        })
        .collect();
    let parts = vec![
        Accuracy::of("the whole table", &every),
        Accuracy::of(
            "its entries cross-checked against another converter's test vectors",
            &cross_checked,
        ),
    ];
    (parts, failures)
}

/// Bytes of Kruti Dev text converted a second: the table's Kruti Dev side, over and over to at
/// least `bytes`, the median of `runs`; and the bytes.
pub fn converting(bytes: usize, runs: usize) -> (f64, usize) {
    let lines: Vec<&str> = entries(TABLE).iter().map(|entry| entry.kruti).collect();
    let once = lines.join("\n") + "\n";
    let text = once.repeat(bytes / once.len() + 1);
    let time = median(runs, || to_unicode(LegacyFont::KrutiDev, &text));
    (bytes_a_second(text.len(), time.as_secs_f64()), text.len())
}

/// Bytes of text looked at a second by the recognition of legacy Hindi, on `pages` each on its
/// own as the reader looks at each page's text, the median of `runs`.
pub fn recognising(pages: &[String], runs: usize) -> f64 {
    let time = median(runs, || {
        for page in pages {
            black_box(likely_legacy_font(page));
        }
    });
    bytes_a_second(pages.iter().map(String::len).sum(), time.as_secs_f64())
}

#[allow(clippy::cast_precision_loss, reason = "a few megabytes")]
fn bytes_a_second(bytes: usize, seconds: f64) -> f64 {
    bytes as f64 / seconds
}

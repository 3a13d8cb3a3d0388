//! What `--check` requires: every entry of the table converted exactly, every document read as
//! its kind is, and the heap of a reading within bounds. All three are the same on every run;
//! times are not checked, as other work on the machine moves them.

use server::uploads::{Limits, MAX_TEXT_BYTES};

use crate::converter::Accuracy;
use crate::reading::Row;

/// One check and whether it holds.
pub struct Check {
    /// What it requires.
    pub what: String,
    /// Whether it holds.
    pub holds: bool,
}

/// The most heap a reading of one of the documents of a kind may hold at once: its text (a few
/// MB for the 300 pages of the mixed one) and one page's content, with room to spare. The
/// reading's bounds do not set it: these documents are far from them.
const KIND_HEAP: usize = 16 * MIB;

/// The most heap a reading of any file may hold at once, by the bounds of its reading: one
/// page's content at the bound of a stream, decoded and copied whole into the page's content
/// (twice [`Limits::stream_bytes`]), and the text kept ([`MAX_TEXT_BYTES`]) with room for its
/// string to grow to twice that.
const WORST_HEAP: usize = 2 * STREAM_BYTES + 2 * MAX_TEXT_BYTES;

const MIB: usize = 1024 * 1024;

#[allow(clippy::cast_possible_truncation, reason = "16 MiB fits any usize")]
const STREAM_BYTES: usize = Limits::READING.stream_bytes as usize;

/// The checks of `rows` and `accuracy`.
pub fn run(rows: &[Row], accuracy: &[Accuracy]) -> Vec<Check> {
    let mut checks = Vec::new();
    for part in accuracy {
        checks.push(Check {
            what: format!(
                "{}: every entry converts exactly ({} of {})",
                part.part, part.exact, part.entries
            ),
            holds: part.exact == part.entries,
        });
    }
    for row in rows {
        checks.push(Check {
            what: format!("{}: read as its kind is ({})", row.name, row.source),
            holds: row.as_expected,
        });
        let bound = if row.name.starts_with("worst") {
            WORST_HEAP
        } else {
            KIND_HEAP
        };
        checks.push(Check {
            what: format!(
                "{}: peak heap {} at most {}",
                row.name,
                crate::print::mib(row.peak_heap),
                crate::print::mib(bound)
            ),
            holds: row.peak_heap <= bound,
        });
    }
    checks
}

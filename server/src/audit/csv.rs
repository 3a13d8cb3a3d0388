//! The audit log as a CSV file (RFC 4180), for a spreadsheet: a header row of [`COLUMNS`], then
//! one row per entry, lines ending in CRLF. A cell with a comma, a quote or a line break is
//! quoted, its quotes doubled. A cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage
//! return gets a `'` before it, so a spreadsheet shows it as text instead of running it as a
//! formula (a name tried at sign-in is anyone's text). The file starts with a UTF-8 byte order
//! mark, without which spreadsheet programs read the Hindi of a comment as another encoding.

use super::india::moment_in_india;
use crate::store::audit::AuditEntry;

/// The columns, in order: the entry's number, when (UTC as stored, and in India time), and the
/// fields of an entry as `GET /api/audit` names them.
pub const COLUMNS: [&str; 11] = [
    "id",
    "at",
    "atIndia",
    "who",
    "address",
    "action",
    "kind",
    "item",
    "version",
    "detail",
    "unreviewed",
];

/// The byte order mark the file starts with.
pub const BOM: &str = "\u{feff}";

/// The file of `entries`, in the order given.
pub fn audit_csv(entries: &[(u64, AuditEntry)]) -> String {
    let mut out = String::from(BOM);
    row(&mut out, COLUMNS.iter().copied());
    for (id, entry) in entries {
        let id = id.to_string();
        let in_india = moment_in_india(&entry.at).unwrap_or_default();
        let version = entry.version.map(|v| v.to_string()).unwrap_or_default();
        let unreviewed = if entry.unreviewed { "true" } else { "false" };
        row(
            &mut out,
            [
                id.as_str(),
                &entry.at,
                &in_india,
                &entry.who,
                entry.address.as_deref().unwrap_or_default(),
                entry.action.name(),
                entry.kind.as_deref().unwrap_or_default(),
                entry.item.as_deref().unwrap_or_default(),
                &version,
                entry.detail.as_deref().unwrap_or_default(),
                unreviewed,
            ],
        );
    }
    out
}

fn row<'a>(out: &mut String, cells: impl IntoIterator<Item = &'a str>) {
    for (index, text) in cells.into_iter().enumerate() {
        if index > 0 {
            out.push(',');
        }
        cell(out, text);
    }
    out.push_str("\r\n");
}

/// Writes one cell: guarded against formulas, then quoted if it must be.
fn cell(out: &mut String, text: &str) {
    let guard = text.starts_with(['=', '+', '-', '@', '\t', '\r']);
    let quote = text.contains([',', '"', '\r', '\n']);
    if quote {
        out.push('"');
    }
    if guard {
        out.push('\'');
    }
    for c in text.chars() {
        if c == '"' {
            out.push('"');
        }
        out.push(c);
    }
    if quote {
        out.push('"');
    }
}

#[cfg(test)]
mod tests {
    use wasm_core::workflow::Action;

    use super::*;

    fn one(text: &str) -> String {
        let mut out = String::new();
        cell(&mut out, text);
        out
    }

    #[test]
    fn plain_cells_are_written_as_they_are() {
        assert_eq!(one("admin"), "admin");
        assert_eq!(one(""), "");
        assert_eq!(one("सूचना 2026"), "सूचना 2026");
    }

    #[test]
    fn commas_quotes_and_line_breaks_are_quoted_with_quotes_doubled() {
        assert_eq!(one("a,b"), "\"a,b\"");
        assert_eq!(one("say \"no\""), "\"say \"\"no\"\"\"");
        assert_eq!(one("two\nlines"), "\"two\nlines\"");
        assert_eq!(one("cr\rhere"), "\"cr\rhere\"");
    }

    #[test]
    fn cells_that_would_start_a_formula_are_made_text() {
        assert_eq!(one("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(one("+91"), "'+91");
        assert_eq!(one("-1"), "'-1");
        assert_eq!(one("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(one("\tx"), "'\tx");
        assert_eq!(one("a=b"), "a=b", "only at the start");
    }

    #[test]
    fn the_file_has_a_header_row_then_a_row_per_entry() {
        let mut entry = AuditEntry::new("2026-11-24T06:30:00Z", "admin", Action::Upload)
            .from(Some("192.0.2.7".parse().unwrap()))
            .on("pdf", "0123.pdf");
        entry.detail = Some("circular, final.pdf".to_owned());
        let mut saved = AuditEntry::new("2026-11-24T20:00:00Z", "clerk", Action::Save)
            .on("notices", "water-supply");
        saved.version = Some(3);
        saved.unreviewed = true;
        let text = audit_csv(&[(7, entry), (8, saved)]);
        let text = text.strip_prefix(BOM).expect("the byte order mark first");
        assert_eq!(
            text.split("\r\n").collect::<Vec<_>>(),
            [
                "id,at,atIndia,who,address,action,kind,item,version,detail,unreviewed",
                "7,2026-11-24T06:30:00Z,2026-11-24T12:00:00+05:30,admin,192.0.2.7,upload,pdf,0123.pdf,,\"circular, final.pdf\",false",
                "8,2026-11-24T20:00:00Z,2026-11-25T01:30:00+05:30,clerk,,save,notices,water-supply,3,,true",
                ""
            ]
        );
    }
}

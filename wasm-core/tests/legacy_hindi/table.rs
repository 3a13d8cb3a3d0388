//! The table of Kruti Dev text and the Unicode text it draws (`kruti_dev_words.tsv`) read into
//! its entries, for the converter's tests and its benchmark (`bench/pdf-text`).

/// The table: one entry a line, the Kruti Dev text, a tab, the Unicode text; a line that starts
/// with "# " is a comment, and the comments before a group of entries say what it covers.
pub const TABLE: &str = include_str!("kruti_dev_words.tsv");

/// One entry of the table.
#[derive(Debug, Clone, Copy)]
pub struct Entry<'a> {
    /// Its line, from 1.
    pub line: usize,
    /// The first line of the comments before its group, without its "# ".
    pub group: &'a str,
    /// The Kruti Dev text.
    pub kruti: &'a str,
    /// The Unicode text it draws.
    pub unicode: &'a str,
}

/// The entries of `table`, written as [`TABLE`] is; panics at a line with no tab.
pub fn entries(table: &str) -> Vec<Entry<'_>> {
    let mut group = "";
    let mut in_comment = false;
    let mut entries = Vec::new();
    for (index, line) in table.lines().enumerate() {
        if let Some(comment) = line.strip_prefix("# ") {
            if !in_comment {
                group = comment;
            }
            in_comment = true;
            continue;
        }
        in_comment = false;
        if line.is_empty() {
            continue;
        }
        let (kruti, unicode) = line
            .split_once('\t')
            .unwrap_or_else(|| panic!("line {}: no tab in {line:?}", index + 1));
        entries.push(Entry {
            line: index + 1,
            group,
            kruti,
            unicode,
        });
    }
    entries
}

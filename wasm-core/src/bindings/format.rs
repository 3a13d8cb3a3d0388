//! The one format of the structured values that cross between wasm-core and JavaScript.
//!
//! Values travel as text, with two of ASCII's own separators, which no value of the site
//! contains (no catalog text, path, language tag, field name or problem code; `web/build/
//! catalogs.ts` refuses them in messages, and the package's JavaScript removes them from the
//! values a visitor types):
//!
//! - a **list** is its values joined by U+001F (`UNIT`): `"hi\u{1f}en-IN"`;
//! - a **record** is its fields as name, value, name, value, … joined by U+001F:
//!   `"path\u{1f}/rti\u{1f}page\u{1f}rti"`; a name may repeat (a record of problems names a
//!   field once per problem);
//! - a list of **records** is records joined by U+001E (`RECORD`).
//!
//! Numbers are written in decimal. Every field has a name, so the two sides agree on names,
//! never on positions: adding or moving a field cannot shift the others. The package's
//! JavaScript (`wasm-core/js/format.js`) reads and writes the same format, and its typed
//! functions turn records into objects with named fields.
//!
//! Text rather than JavaScript objects or arrays: a string is all wasm-bindgen needs to
//! convert, which keeps its array and object conversions, serde and number formatting out of
//! the wasm modules.

/// Separates the values of a list and the fields of a record.
pub const UNIT: char = '\u{1f}';
/// Separates the records of a list of records.
pub const RECORD: char = '\u{1e}';

/// The values of a list (none for the empty text).
pub fn list(text: &str) -> impl Iterator<Item = &str> {
    text.split(UNIT).filter(move |_| !text.is_empty())
}

/// The fields of a record as (name, value) pairs; a name without its value is left out.
/// (A vector rather than an iterator: the wasm of every page is smaller for it.)
pub fn fields(record: &str) -> Vec<(&str, &str)> {
    let mut pairs = Vec::new();
    let mut parts = list(record);
    while let (Some(name), Some(value)) = (parts.next(), parts.next()) {
        pairs.push((name, value));
    }
    pairs
}

/// Text in the format, written a value or a field at a time.
#[derive(Default)]
pub struct Writer {
    text: String,
    /// Whether the current record or list has a value yet.
    any: bool,
}

impl Writer {
    /// Adds a value to the list being written.
    pub fn value(&mut self, value: &str) {
        if self.any {
            self.text.push(UNIT);
        }
        self.any = true;
        self.text.push_str(value);
    }

    /// Adds a field to the record being written.
    pub fn field(&mut self, name: &str, value: &str) {
        self.value(name);
        self.value(value);
    }

    /// Adds a field whose value is a whole number.
    pub fn number(&mut self, name: &str, value: u64) {
        self.value(name);
        self.value("");
        push_decimal(&mut self.text, value);
    }

    /// Ends the record being written; the next field starts another.
    pub fn end_record(&mut self) {
        self.text.push(RECORD);
        self.any = false;
    }

    /// The text written, without the separator after the last record.
    pub fn finish(mut self) -> String {
        if self.text.ends_with(RECORD) {
            self.text.pop();
        }
        self.text
    }
}

/// Appends `value` in decimal (by hand: `core::fmt` would add a kilobyte to every module).
fn push_decimal(text: &mut String, mut value: u64) {
    let mut digits = [0u8; 20];
    let mut start = digits.len();
    loop {
        start -= 1;
        // A digit is below 10, so the cast keeps it whole.
        #[allow(clippy::cast_possible_truncation, reason = "value % 10 < 10")]
        let digit = (value % 10) as u8;
        digits[start] = b'0' + digit;
        value /= 10;
        if value == 0 {
            break;
        }
    }
    for &digit in &digits[start..] {
        text.push(char::from(digit));
    }
}

/// A whole number written in decimal, or `None`.
pub fn number(text: &str) -> Option<u64> {
    if text.is_empty() || text.len() > 19 {
        return None;
    }
    text.bytes().try_fold(0u64, |sum, byte| {
        byte.is_ascii_digit()
            .then(|| sum * 10 + u64::from(byte - b'0'))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn records_are_written_and_read_by_name() {
        let mut writer = Writer::default();
        writer.field("path", "/rti");
        writer.number("count", 120);
        writer.end_record();
        writer.field("path", "/");
        writer.number("count", 0);
        writer.end_record();
        let text = writer.finish();
        assert_eq!(
            text,
            "path\u{1f}/rti\u{1f}count\u{1f}120\u{1e}path\u{1f}/\u{1f}count\u{1f}0"
        );
        let records: Vec<Vec<(&str, &str)>> = text.split(RECORD).map(fields).collect();
        assert_eq!(
            records,
            [
                [("path", "/rti"), ("count", "120")],
                [("path", "/"), ("count", "0")]
            ]
        );
    }

    #[test]
    fn lists_and_numbers_read_back() {
        assert_eq!(list("").count(), 0);
        assert_eq!(list("hi\u{1f}en").collect::<Vec<_>>(), ["hi", "en"]);
        assert_eq!(fields("a\u{1f}1\u{1f}b"), [("a", "1")]);
        assert_eq!(number("5242880"), Some(5_242_880));
        assert_eq!(
            number(&u64::MAX.to_string()[..19]),
            Some(1_844_674_407_370_955_161)
        );
        for wrong in ["", "-1", "1.5", "12a", "99999999999999999999"] {
            assert_eq!(number(wrong), None, "{wrong}");
        }
        let mut text = String::new();
        push_decimal(&mut text, u64::MAX);
        assert_eq!(text, u64::MAX.to_string());
    }
}

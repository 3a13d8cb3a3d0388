//! Where a PDF's objects are: its cross-reference, read from `startxref` through every earlier
//! section (`/Prev`, and `/XRefStm` of a hybrid file), as tables or as streams; or, for a file
//! whose cross-reference is damaged, rebuilt by scanning the file for its objects' headers, as
//! PDF readers do. Every entry counts against the budget's objects, every byte read against its
//! parsing.

use std::collections::{HashMap, HashSet};

use super::budget::Budget;
use super::filters::decode;
use super::syntax::{Dict, Fail, Parser, Value, find, is_delimiter, is_white, rfind, stream_data};

/// How far from its end a file's `startxref` is looked for.
const TAIL: usize = 64 * 1024;

/// Where one object is (12 bytes: a cross-reference may list millions).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Entry {
    /// At this offset of the file.
    Offset(u32),
    /// The `index`th object of the object stream numbered `container`.
    Compressed {
        /// The object stream's number.
        container: u32,
        /// Its place in the stream.
        index: u32,
    },
}

impl Entry {
    /// The offset of an object in the file, if it is one.
    pub fn offset(self) -> Option<usize> {
        match self {
            Entry::Offset(offset) => usize::try_from(offset).ok(),
            Entry::Compressed { .. } => None,
        }
    }
}

/// A file's cross-reference: its objects' places, and its trailer.
#[derive(Debug, Default)]
pub struct Xref {
    /// Each object's place, by number.
    pub entries: HashMap<u32, Entry>,
    /// The trailer: `/Root`, `/Encrypt`, `/ID`, …
    pub trailer: Dict,
    /// Whether it was rebuilt by a scan (the objects in object streams are then found by
    /// reading those streams).
    pub rebuilt: bool,
}

impl Xref {
    /// Adds `entry` for `number` unless a later section gave it already.
    pub fn add(&mut self, number: u32, entry: Entry, budget: &Budget) -> Result<(), Fail> {
        if let std::collections::hash_map::Entry::Vacant(vacant) = self.entries.entry(number) {
            vacant.insert(entry);
            budget.list(1)?;
        }
        Ok(())
    }

    /// Takes from an earlier section's `trailer` what the later ones did not say.
    fn add_trailer(&mut self, trailer: Dict) {
        for (key, value) in trailer.0 {
            if self.trailer.get(&key).is_none() {
                self.trailer.0.push((key, value));
            }
        }
    }
}

/// The cross-reference as the file writes it.
pub fn read(bytes: &[u8], budget: &Budget) -> Result<Xref, Fail> {
    let tail = bytes.len().saturating_sub(TAIL);
    budget.parsed((bytes.len() - tail) as u64)?;
    let at = rfind(&bytes[tail..], b"startxref").ok_or(Fail::Syntax)? + tail;
    let mut parser = Parser::new(bytes, at + b"startxref".len(), budget);
    let first = parser.unsigned().ok_or(Fail::Syntax)?;
    let mut xref = Xref::default();
    let mut seen = HashSet::new();
    let mut next = Some(first);
    while let Some(offset) = next.take() {
        let offset = usize::try_from(offset).map_err(|_| Fail::Syntax)?;
        if !seen.insert(offset) {
            break;
        }
        let trailer = section(bytes, offset, budget, &mut xref)?;
        // A hybrid file's stream holds the objects its table leaves out.
        if let Some(stream) = trailer.get(b"XRefStm").and_then(Value::as_int)
            && let Ok(stream) = usize::try_from(stream)
            && seen.insert(stream)
        {
            section(bytes, stream, budget, &mut xref)?;
        }
        next = trailer
            .get(b"Prev")
            .and_then(Value::as_int)
            .and_then(|prev| u64::try_from(prev).ok());
        xref.add_trailer(trailer);
    }
    Ok(xref)
}

/// Reads the section at `offset` into `xref`; its trailer.
fn section(bytes: &[u8], offset: usize, budget: &Budget, xref: &mut Xref) -> Result<Dict, Fail> {
    let mut parser = Parser::new(bytes, offset, budget);
    if parser.keyword(b"xref") {
        let read = table(&mut parser, xref, budget);
        budget.parsed((parser.pos.max(offset) - offset) as u64)?;
        read?;
        match parser.value()? {
            Value::Dict(trailer) => Ok(trailer),
            _ => Err(Fail::Syntax),
        }
    } else {
        stream(bytes, offset, budget, xref)
    }
}

/// A table's subsections, up to its `trailer`.
fn table(parser: &mut Parser<'_>, xref: &mut Xref, budget: &Budget) -> Result<(), Fail> {
    loop {
        if parser.keyword(b"trailer") {
            return Ok(());
        }
        let start = parser.unsigned().ok_or(Fail::Syntax)?;
        let count = parser.unsigned().ok_or(Fail::Syntax)?;
        for index in 0..count {
            let offset = parser.unsigned().ok_or(Fail::Syntax)?;
            parser.unsigned().ok_or(Fail::Syntax)?;
            let used = if parser.keyword(b"n") {
                true
            } else if parser.keyword(b"f") {
                false
            } else {
                return Err(Fail::Syntax);
            };
            let number = start
                .checked_add(index)
                .and_then(|number| u32::try_from(number).ok())
                .ok_or(Fail::Syntax)?;
            if used && offset > 0 {
                let offset = u32::try_from(offset).map_err(|_| Fail::Syntax)?;
                xref.add(number, Entry::Offset(offset), budget)?;
            }
        }
    }
}

/// A cross-reference stream at `offset`; its dictionary, which is its section's trailer.
fn stream(bytes: &[u8], offset: usize, budget: &Budget, xref: &mut Xref) -> Result<Dict, Fail> {
    let object = Parser::new(bytes, offset, budget).indirect()?;
    let (Value::Dict(dict), Some(start)) = (object.value, object.stream_at) else {
        return Err(Fail::Syntax);
    };
    let length = dict
        .get(b"Length")
        .and_then(Value::as_int)
        .and_then(|length| u64::try_from(length).ok());
    let data = stream_data(bytes, start, length, budget)?.ok_or(Fail::Syntax)?;
    let data = decode(budget, &dict, data)?;
    let widths: Vec<usize> = dict
        .get(b"W")
        .and_then(Value::as_array)
        .ok_or(Fail::Syntax)?
        .iter()
        .map(|width| {
            width
                .as_int()
                .and_then(|width| usize::try_from(width).ok())
                .filter(|&width| width <= 8)
                .ok_or(Fail::Syntax)
        })
        .collect::<Result<_, _>>()?;
    let [kind_width, first_width, second_width] = widths[..] else {
        return Err(Fail::Syntax);
    };
    let row = kind_width + first_width + second_width;
    if row == 0 {
        return Err(Fail::Syntax);
    }
    let size = dict.get(b"Size").and_then(Value::as_int).unwrap_or(0);
    let index = match dict.get(b"Index").and_then(Value::as_array) {
        Some(pairs) => pairs.iter().map(Value::as_int).collect::<Option<Vec<_>>>(),
        None => Some(vec![0, size]),
    }
    .ok_or(Fail::Syntax)?;
    let mut rows = data.chunks_exact(row);
    for pair in index.chunks_exact(2) {
        let (Ok(start), Ok(count)) = (u32::try_from(pair[0]), u64::try_from(pair[1])) else {
            return Err(Fail::Syntax);
        };
        for (number, fields) in (u64::from(start)..).zip(
            rows.by_ref()
                .take(usize::try_from(count).unwrap_or(usize::MAX)),
        ) {
            let Ok(number) = u32::try_from(number) else {
                break;
            };
            let (kind, rest) = fields.split_at(kind_width);
            let (first, second) = rest.split_at(first_width);
            let kind = if kind_width == 0 { 1 } else { big_endian(kind) };
            let (first, second) = (big_endian(first), big_endian(second));
            let entry = match kind {
                1 if first > 0 => Entry::Offset(u32::try_from(first).map_err(|_| Fail::Syntax)?),
                2 => Entry::Compressed {
                    container: u32::try_from(first).map_err(|_| Fail::Syntax)?,
                    index: u32::try_from(second).map_err(|_| Fail::Syntax)?,
                },
                _ => continue,
            };
            xref.add(number, entry, budget)?;
        }
    }
    Ok(dict)
}

fn big_endian(bytes: &[u8]) -> u64 {
    bytes
        .iter()
        .fold(0, |value, &byte| value << 8 | u64::from(byte))
}

/// The cross-reference rebuilt from the headers of the objects in the file (the last of a
/// number wins, as a later update's would), with the last trailer that names a `/Root`, or
/// else the catalog found among the objects.
pub fn rebuild(bytes: &[u8], budget: &Budget) -> Result<Xref, Fail> {
    budget.parsed(bytes.len() as u64)?;
    let mut xref = Xref {
        rebuilt: true,
        ..Xref::default()
    };
    let mut offsets = HashMap::new();
    let mut at = 0;
    while let Some(found) = find(bytes, b"obj", at) {
        at = found + 3;
        if bytes
            .get(at)
            .is_some_and(|&byte| !is_white(byte) && !is_delimiter(byte))
        {
            continue;
        }
        if let Some((number, start)) = header_before(bytes, found)
            && let Ok(start) = u32::try_from(start)
            && offsets.insert(number, start).is_none()
        {
            budget.list(1)?;
        }
    }
    xref.entries = offsets
        .into_iter()
        .map(|(number, offset)| (number, Entry::Offset(offset)))
        .collect();
    let mut at = 0;
    while let Some(found) = find(bytes, b"trailer", at) {
        at = found + 7;
        match Parser::new(bytes, at, budget).value() {
            Ok(Value::Dict(trailer)) if trailer.get(b"Root").is_some() => xref.trailer = trailer,
            Err(Fail::Refused(refused)) => return Err(Fail::Refused(refused)),
            _ => {}
        }
    }
    if xref.trailer.get(b"Root").is_none() {
        let mut numbers: Vec<(u32, usize)> = xref
            .entries
            .iter()
            .filter_map(|(&number, entry)| Some((number, entry.offset()?)))
            .collect();
        numbers.sort_by_key(|&(_, offset)| offset);
        for (number, offset) in numbers {
            let object = match Parser::new(bytes, offset, budget).indirect() {
                Ok(object) => object,
                Err(Fail::Syntax) => continue,
                Err(refused) => return Err(refused),
            };
            if let Value::Dict(dict) = object.value {
                if dict.get(b"Root").is_some() {
                    xref.trailer = dict;
                } else if dict.has_type(b"Catalog") && xref.trailer.get(b"Root").is_none() {
                    xref.trailer
                        .0
                        .push((b"Root".to_vec(), Value::Ref((number, 0))));
                }
            }
        }
    }
    Ok(xref)
}

/// The number of the object whose header (`12 0 obj`) ends with the `obj` at `obj`, and where
/// the header starts.
fn header_before(bytes: &[u8], obj: usize) -> Option<(u32, usize)> {
    let digits_before = |end: usize| {
        let start = bytes[..end]
            .iter()
            .rposition(|byte| !byte.is_ascii_digit())
            .map_or(0, |at| at + 1);
        (start < end).then_some(start)
    };
    let white_before = |end: usize| {
        let start = bytes[..end]
            .iter()
            .rposition(|&byte| !is_white(byte))
            .map_or(0, |at| at + 1);
        (start < end).then_some(start)
    };
    let generation = digits_before(white_before(obj)?)?;
    let number = digits_before(white_before(generation)?)?;
    if number > 0 && !is_white(bytes[number - 1]) && !is_delimiter(bytes[number - 1]) {
        return None;
    }
    let number_text = std::str::from_utf8(&bytes[number..white_before(generation)?]).ok()?;
    Some((number_text.parse().ok()?, number))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uploads::pdf::blank_pdf;
    use crate::uploads::pdf::budget::Limits;

    #[test]
    fn a_table_is_read_with_its_trailer() {
        let budget = Budget::new(Limits::READING);
        let pdf = blank_pdf(2);
        let xref = read(&pdf, &budget).unwrap();
        assert_eq!(xref.entries.len(), 4);
        assert_eq!(xref.trailer.get(b"Root"), Some(&Value::Ref((1, 0))));
        assert_eq!(xref.entries[&1], Entry::Offset(9));
    }

    #[test]
    fn a_rebuilt_table_finds_every_object_and_the_root() {
        let budget = Budget::new(Limits::READING);
        let mut pdf = blank_pdf(3);
        let xref_at = rfind(&pdf, b"xref").unwrap();
        pdf.truncate(xref_at);
        assert!(read(&pdf, &budget).is_err());
        let xref = rebuild(&pdf, &budget).unwrap();
        assert_eq!(xref.entries.len(), 5);
        assert_eq!(xref.entries[&1], Entry::Offset(9));
        assert_eq!(xref.trailer.get(b"Root"), Some(&Value::Ref((1, 0))));
    }

    #[test]
    fn object_numbers_past_the_largest_are_refused_not_wrapped() {
        let budget = Budget::new(Limits::READING);
        let table = b"%PDF-1.4\nxref\n18446744073709551615 2\n0000000009 00000 n \n\
                      0000000009 00000 n \ntrailer <<>>\nstartxref\n9\n%%EOF\n";
        assert_eq!(read(table, &budget).err(), Some(Fail::Syntax));
        let rows = [1u8, 9, 0, 1, 9, 0, 1, 9, 0];
        let mut stream = b"%PDF-1.5\n1 0 obj\n<< /Type /XRef /W [1 1 1] /Index [4294967295 3] \
                           /Length 9 >>\nstream\n"
            .to_vec();
        stream.extend_from_slice(&rows);
        stream.extend_from_slice(b"\nendstream\nendobj\nstartxref\n9\n%%EOF\n");
        let xref = read(&stream, &budget).unwrap();
        assert_eq!(xref.entries.keys().copied().collect::<Vec<_>>(), [u32::MAX]);
    }

    #[test]
    fn a_header_is_found_before_its_obj() {
        let text = b"x\n12 0 obj";
        assert_eq!(header_before(text, 7), Some((12, 2)));
        assert_eq!(header_before(b"a12 0 obj", 6), None);
        assert_eq!(header_before(b"0 obj", 2), None);
    }
}

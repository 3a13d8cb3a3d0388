//! PDF's object syntax: numbers, names, strings, arrays, dictionaries, references, and the
//! indirect objects of a file (`12 0 obj … endobj`), with a stream's data left where it is. Every parse is charged to the reading's [`Budget`]: the
//! bytes it went over, and the values it made, so that no object, however it is written, costs
//! more than the budget allows.

use super::budget::{Budget, Refused};

/// An object's number and generation.
pub type Id = (u32, u16);

/// Deepest nesting of arrays and dictionaries read (real files nest a handful deep).
const MAX_DEPTH: usize = 64;

/// A direct object.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    /// `null`, and what a reference to a missing object stands for.
    Null,
    /// `true` or `false`.
    Bool(bool),
    /// An integer.
    Int(i64),
    /// A real number.
    Real(f64),
    /// A name, its `#xx` escapes decoded, without its `/`.
    Name(Vec<u8>),
    /// A string, its escapes decoded.
    Str(Vec<u8>),
    /// An array.
    Array(Vec<Value>),
    /// A dictionary.
    Dict(Dict),
    /// A reference to an indirect object.
    Ref(Id),
}

impl Value {
    /// The dictionary this is, if it is one.
    pub fn as_dict(&self) -> Option<&Dict> {
        match self {
            Value::Dict(dict) => Some(dict),
            _ => None,
        }
    }

    /// The integer this is, if it is one.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(value) => Some(*value),
            _ => None,
        }
    }

    /// The name this is, if it is one.
    pub fn as_name(&self) -> Option<&[u8]> {
        match self {
            Value::Name(name) => Some(name),
            _ => None,
        }
    }

    /// The array this is, if it is one.
    pub fn as_array(&self) -> Option<&[Value]> {
        match self {
            Value::Array(items) => Some(items),
            _ => None,
        }
    }
}

/// A dictionary, its entries in the order written.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Dict(pub Vec<(Vec<u8>, Value)>);

impl Dict {
    /// The value of `key`; of the last one, when a key is written twice.
    pub fn get(&self, key: &[u8]) -> Option<&Value> {
        self.0
            .iter()
            .rev()
            .find(|(name, _)| name == key)
            .map(|(_, value)| value)
    }

    /// Whether its `/Type` is `kind`.
    pub fn has_type(&self, kind: &[u8]) -> bool {
        self.get(b"Type").and_then(Value::as_name) == Some(kind)
    }
}

/// An indirect object as written in a file: its value, and for a stream, where its data starts.
#[derive(Debug)]
pub struct Indirect {
    /// Its number and generation, as its header says.
    pub id: Id,
    /// Its value (a stream's dictionary, for a stream).
    pub value: Value,
    /// For a stream: where its data starts, just after the line of `stream`.
    pub stream_at: Option<usize>,
}

/// Why a parse failed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fail {
    /// The bytes are not what PDF's syntax allows here.
    Syntax,
    /// The budget of the reading ran out.
    Refused(Refused),
}

impl From<Refused> for Fail {
    fn from(refused: Refused) -> Self {
        Fail::Refused(refused)
    }
}

/// PDF's white-space characters.
pub fn is_white(byte: u8) -> bool {
    matches!(byte, b'\0' | b'\t' | b'\n' | b'\x0C' | b'\r' | b' ')
}

/// PDF's delimiters.
pub fn is_delimiter(byte: u8) -> bool {
    matches!(
        byte,
        b'(' | b')' | b'<' | b'>' | b'[' | b']' | b'{' | b'}' | b'/' | b'%'
    )
}

/// Neither white space nor a delimiter.
fn is_regular(byte: u8) -> bool {
    !is_white(byte) && !is_delimiter(byte)
}

/// A parser over `bytes` from a position, which charges what it reads to a budget.
pub struct Parser<'a> {
    bytes: &'a [u8],
    /// Where the next byte is.
    pub pos: usize,
    budget: &'a Budget,
    /// Values made by the current parse.
    values: usize,
}

impl<'a> Parser<'a> {
    /// A parser of `bytes` from `pos`.
    pub fn new(bytes: &'a [u8], pos: usize, budget: &'a Budget) -> Self {
        Parser {
            bytes,
            pos: pos.min(bytes.len()),
            budget,
            values: 0,
        }
    }

    /// Runs `parse`, then charges the bytes it went over, whether it succeeded or not.
    fn charged<T>(&mut self, parse: impl FnOnce(&mut Self) -> Result<T, Fail>) -> Result<T, Fail> {
        let start = self.pos;
        self.values = 0;
        let result = parse(self);
        self.budget.parsed((self.pos.max(start) - start) as u64)?;
        result
    }

    fn peek(&self) -> Option<u8> {
        self.bytes.get(self.pos).copied()
    }

    fn peek_at(&self, ahead: usize) -> Option<u8> {
        self.bytes.get(self.pos + ahead).copied()
    }

    /// Skips white space and comments.
    pub fn skip_white(&mut self) {
        while let Some(byte) = self.peek() {
            if is_white(byte) {
                self.pos += 1;
            } else if byte == b'%' {
                while let Some(byte) = self.peek() {
                    if byte == b'\r' || byte == b'\n' {
                        break;
                    }
                    self.pos += 1;
                }
            } else {
                break;
            }
        }
    }

    /// Whether `word` comes next, as a whole word; if so, it is read.
    pub fn keyword(&mut self, word: &[u8]) -> bool {
        self.skip_white();
        let end = self.pos + word.len();
        if self.bytes.get(self.pos..end) == Some(word)
            && self.bytes.get(end).is_none_or(|&byte| !is_regular(byte))
        {
            self.pos = end;
            true
        } else {
            false
        }
    }

    /// A non-negative integer of plain digits, as in a header or a cross-reference table.
    pub fn unsigned(&mut self) -> Option<u64> {
        self.skip_white();
        let start = self.pos;
        let mut value: u64 = 0;
        while let Some(byte @ b'0'..=b'9') = self.peek() {
            value = value.checked_mul(10)?.checked_add(u64::from(byte - b'0'))?;
            self.pos += 1;
        }
        (self.pos > start && self.peek().is_none_or(|byte| !is_regular(byte))).then_some(value)
    }

    /// One direct object, charged.
    pub fn value(&mut self) -> Result<Value, Fail> {
        self.charged(|parser| parser.object(0))
    }

    /// An indirect object's header (`12 0 obj`), its value and, for a stream, where its data
    /// starts; charged. The data itself is not read.
    pub fn indirect(&mut self) -> Result<Indirect, Fail> {
        self.charged(|parser| {
            let id = parser.header().ok_or(Fail::Syntax)?;
            let value = parser.object(0)?;
            let stream_at = if matches!(value, Value::Dict(_)) && parser.keyword(b"stream") {
                // The keyword ends its line with CR LF or LF (a lone CR is accepted too).
                match (parser.peek(), parser.peek_at(1)) {
                    (Some(b'\r'), Some(b'\n')) => parser.pos += 2,
                    (Some(b'\r' | b'\n'), _) => parser.pos += 1,
                    _ => {}
                }
                Some(parser.pos)
            } else {
                None
            };
            Ok(Indirect {
                id,
                value,
                stream_at,
            })
        })
    }

    /// `12 0 obj`: the number and generation (not charged: a few bytes).
    pub fn header(&mut self) -> Option<Id> {
        let number = u32::try_from(self.unsigned()?).ok()?;
        let generation = u16::try_from(self.unsigned()?).ok()?;
        self.keyword(b"obj").then_some((number, generation))
    }

    /// Counts a value made, against the most one object may hold.
    fn made(&mut self) -> Result<(), Fail> {
        self.values += 1;
        self.budget.values(self.values)?;
        Ok(())
    }

    fn object(&mut self, depth: usize) -> Result<Value, Fail> {
        if depth > MAX_DEPTH {
            return Err(Fail::Syntax);
        }
        self.skip_white();
        self.made()?;
        let byte = self.peek().ok_or(Fail::Syntax)?;
        match byte {
            b'/' => {
                self.pos += 1;
                Ok(Value::Name(self.name()))
            }
            b'(' => {
                self.pos += 1;
                self.literal_string().map(Value::Str)
            }
            b'<' if self.peek_at(1) == Some(b'<') => {
                self.pos += 2;
                self.dictionary(depth).map(Value::Dict)
            }
            b'<' => {
                self.pos += 1;
                self.hex_string().map(Value::Str)
            }
            b'[' => {
                self.pos += 1;
                let mut items = Vec::new();
                loop {
                    self.skip_white();
                    match self.peek() {
                        Some(b']') => {
                            self.pos += 1;
                            return Ok(Value::Array(items));
                        }
                        None => return Err(Fail::Syntax),
                        Some(_) => items.push(self.object(depth + 1)?),
                    }
                }
            }
            b'+' | b'-' | b'.' | b'0'..=b'9' => self.number_or_reference(),
            _ if self.keyword(b"true") => Ok(Value::Bool(true)),
            _ if self.keyword(b"false") => Ok(Value::Bool(false)),
            _ if self.keyword(b"null") => Ok(Value::Null),
            _ => Err(Fail::Syntax),
        }
    }

    fn dictionary(&mut self, depth: usize) -> Result<Dict, Fail> {
        let mut entries = Vec::new();
        loop {
            self.skip_white();
            match (self.peek(), self.peek_at(1)) {
                (Some(b'>'), Some(b'>')) => {
                    self.pos += 2;
                    return Ok(Dict(entries));
                }
                (Some(b'/'), _) => {
                    self.pos += 1;
                    let key = self.name();
                    self.skip_white();
                    // A key without a value before the end stands for null.
                    let value =
                        if matches!((self.peek(), self.peek_at(1)), (Some(b'>'), Some(b'>'))) {
                            Value::Null
                        } else {
                            self.object(depth + 1)?
                        };
                    entries.push((key, value));
                }
                _ => return Err(Fail::Syntax),
            }
        }
    }

    /// A name's characters after its `/`, `#xx` decoded.
    fn name(&mut self) -> Vec<u8> {
        let mut name = Vec::new();
        while let Some(byte) = self.peek().filter(|&byte| is_regular(byte)) {
            self.pos += 1;
            if byte == b'#'
                && let (Some(high), Some(low)) = (
                    self.peek().and_then(hex_digit),
                    self.peek_at(1).and_then(hex_digit),
                )
            {
                name.push(high << 4 | low);
                self.pos += 2;
            } else {
                name.push(byte);
            }
        }
        name
    }

    /// A literal string's content after its `(`, to its balancing `)`.
    fn literal_string(&mut self) -> Result<Vec<u8>, Fail> {
        let mut text = Vec::new();
        let mut open = 1usize;
        loop {
            let byte = self.peek().ok_or(Fail::Syntax)?;
            self.pos += 1;
            match byte {
                b'(' => {
                    open += 1;
                    text.push(byte);
                }
                b')' => {
                    open -= 1;
                    if open == 0 {
                        return Ok(text);
                    }
                    text.push(byte);
                }
                b'\\' => self.escape(&mut text)?,
                b'\r' => {
                    // An end of line in a string reads as LF, whichever it was.
                    if self.peek() == Some(b'\n') {
                        self.pos += 1;
                    }
                    text.push(b'\n');
                }
                _ => text.push(byte),
            }
        }
    }

    /// The escape after a backslash in a literal string.
    fn escape(&mut self, text: &mut Vec<u8>) -> Result<(), Fail> {
        let byte = self.peek().ok_or(Fail::Syntax)?;
        self.pos += 1;
        match byte {
            b'n' => text.push(b'\n'),
            b'r' => text.push(b'\r'),
            b't' => text.push(b'\t'),
            b'b' => text.push(0x08),
            b'f' => text.push(0x0C),
            b'0'..=b'7' => {
                let mut code = u32::from(byte - b'0');
                for _ in 0..2 {
                    match self.peek() {
                        Some(digit @ b'0'..=b'7') => {
                            code = code * 8 + u32::from(digit - b'0');
                            self.pos += 1;
                        }
                        _ => break,
                    }
                }
                text.push(u8::try_from(code & 0xFF).unwrap_or_default());
            }
            // A backslash at the end of a line continues the string on the next.
            b'\r' => {
                if self.peek() == Some(b'\n') {
                    self.pos += 1;
                }
            }
            b'\n' => {}
            _ => text.push(byte),
        }
        Ok(())
    }

    /// A hexadecimal string's content after its `<`, to its `>`.
    fn hex_string(&mut self) -> Result<Vec<u8>, Fail> {
        let mut text = Vec::new();
        let mut high: Option<u8> = None;
        loop {
            let byte = self.peek().ok_or(Fail::Syntax)?;
            self.pos += 1;
            if byte == b'>' {
                if let Some(high) = high {
                    text.push(high << 4);
                }
                return Ok(text);
            }
            if is_white(byte) {
                continue;
            }
            let digit = hex_digit(byte).ok_or(Fail::Syntax)?;
            match high.take() {
                Some(high) => text.push(high << 4 | digit),
                None => high = Some(digit),
            }
        }
    }

    /// A number, or a reference when two integers and `R` follow one another.
    fn number_or_reference(&mut self) -> Result<Value, Fail> {
        let number = self.number()?;
        if let Value::Int(object) = number
            && let Ok(object) = u32::try_from(object)
        {
            let after = self.pos;
            if let Some(generation) = self.unsigned().and_then(|g| u16::try_from(g).ok())
                && self.keyword(b"R")
            {
                return Ok(Value::Ref((object, generation)));
            }
            self.pos = after;
        }
        Ok(number)
    }

    fn number(&mut self) -> Result<Value, Fail> {
        let start = self.pos;
        if matches!(self.peek(), Some(b'+' | b'-')) {
            self.pos += 1;
        }
        let mut real = false;
        while let Some(byte) = self.peek() {
            match byte {
                b'0'..=b'9' => {}
                b'.' if !real => real = true,
                _ => break,
            }
            self.pos += 1;
        }
        let text = std::str::from_utf8(&self.bytes[start..self.pos]).map_err(|_| Fail::Syntax)?;
        if !real && let Ok(value) = text.parse::<i64>() {
            return Ok(Value::Int(value));
        }
        // A real (or an integer too large for 64 bits); a sign or dot alone reads as zero.
        let digits = text.trim_start_matches(['+', '-']);
        if digits.is_empty() || digits == "." {
            return if self.pos > start {
                Ok(Value::Int(0))
            } else {
                Err(Fail::Syntax)
            };
        }
        text.parse::<f64>()
            .map(Value::Real)
            .map_err(|_| Fail::Syntax)
    }
}

fn hex_digit(byte: u8) -> Option<u8> {
    char::from(byte)
        .to_digit(16)
        .and_then(|digit| u8::try_from(digit).ok())
}

/// The data of a stream that starts at `start` in `bytes`: `length` bytes when its
/// dictionary says a length that ends at `endstream`, else up to the next `endstream` (a
/// search charged to the budget). `None` when there is no end.
pub fn stream_data<'a>(
    bytes: &'a [u8],
    start: usize,
    length: Option<u64>,
    budget: &Budget,
) -> Result<Option<&'a [u8]>, Fail> {
    if let Some(end) = length
        .and_then(|length| usize::try_from(length).ok())
        .and_then(|length| start.checked_add(length))
        .filter(|&end| end <= bytes.len())
    {
        let mut after = end;
        while bytes.get(after).copied().is_some_and(is_white) {
            after += 1;
        }
        if bytes[after..].starts_with(b"endstream") {
            return Ok(Some(&bytes[start..end]));
        }
    }
    let found = find(bytes, b"endstream", start);
    budget.parsed((found.unwrap_or(bytes.len()).max(start) - start) as u64)?;
    Ok(found.map(|end| {
        // The end of line before `endstream` is not part of the data.
        let data = &bytes[start..end];
        let data = data.strip_suffix(b"\n").unwrap_or(data);
        data.strip_suffix(b"\r").unwrap_or(data)
    }))
}

/// Where `needle` first occurs in `haystack` from `from`.
pub fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    let first = *needle.first()?;
    let mut at = from;
    while let Some(found) = haystack.get(at..)?.iter().position(|&byte| byte == first) {
        let start = at + found;
        if haystack.get(start..start + needle.len())? == needle {
            return Some(start);
        }
        at = start + 1;
    }
    None
}

/// Where `needle` last occurs in `haystack`.
pub fn rfind(haystack: &[u8], needle: &[u8]) -> Option<usize> {
    haystack
        .windows(needle.len())
        .rposition(|window| window == needle)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uploads::pdf::budget::Limits;

    fn parse(text: &str) -> Result<Value, Fail> {
        let budget = Budget::new(Limits::READING);
        Parser::new(text.as_bytes(), 0, &budget).value()
    }

    fn name(text: &str) -> Value {
        Value::Name(text.as_bytes().to_vec())
    }

    #[test]
    fn every_kind_of_object_is_read() {
        assert_eq!(parse("  42 "), Ok(Value::Int(42)));
        assert_eq!(parse("-3.5"), Ok(Value::Real(-3.5)));
        assert_eq!(parse(".5"), Ok(Value::Real(0.5)));
        assert_eq!(parse("true"), Ok(Value::Bool(true)));
        assert_eq!(parse("null"), Ok(Value::Null));
        assert_eq!(parse("/Type"), Ok(name("Type")));
        assert_eq!(parse("/Obj#53tm"), Ok(name("ObjStm")));
        assert_eq!(
            parse("(a (nested) \\(string\\)\\n\\101\\\r\nend)"),
            Ok(Value::Str(b"a (nested) (string)\nAend".to_vec()))
        );
        assert_eq!(parse("<48 6 5 7>"), Ok(Value::Str(b"Hep".to_vec())));
        assert_eq!(parse("12 0 R"), Ok(Value::Ref((12, 0))));
        assert_eq!(
            parse("[1 2 R 3 /A%comment\n 4 0 R]"),
            Ok(Value::Array(vec![
                Value::Ref((1, 2)),
                Value::Int(3),
                name("A"),
                Value::Ref((4, 0)),
            ]))
        );
        let dict = parse("<</Type/Pages/Kids[3 0 R 4 0 R]/Count 2/Empty>>").unwrap();
        let dict = dict.as_dict().unwrap();
        assert!(dict.has_type(b"Pages"));
        assert_eq!(dict.get(b"Count"), Some(&Value::Int(2)));
        assert_eq!(dict.get(b"Empty"), Some(&Value::Null));
        assert_eq!(
            dict.get(b"Kids")
                .and_then(Value::as_array)
                .map(<[Value]>::len),
            Some(2)
        );
    }

    #[test]
    fn an_array_of_references_is_read_as_references() {
        let value = parse("[1 0 R 2 0 R 7]").unwrap();
        assert_eq!(
            value,
            Value::Array(vec![Value::Ref((1, 0)), Value::Ref((2, 0)), Value::Int(7)])
        );
    }

    #[test]
    fn broken_syntax_is_a_failure_not_a_panic() {
        for text in [
            "",
            "(unclosed",
            "<</A 1",
            "[1 2",
            "<zz>",
            ")",
            "<<1 2>>",
            "endobj",
        ] {
            assert_eq!(parse(text), Err(Fail::Syntax), "{text:?}");
        }
        let deep = "[".repeat(10_000);
        assert_eq!(parse(&deep), Err(Fail::Syntax));
    }

    #[test]
    fn an_indirect_object_says_where_its_stream_starts() {
        let budget = Budget::new(Limits::READING);
        let text = b"7 0 obj\n<</Length 3>>stream\r\nabc\nendstream endobj";
        let object = Parser::new(text, 0, &budget).indirect().unwrap();
        assert_eq!(object.id, (7, 0));
        assert_eq!(object.stream_at, Some(29));
        assert_eq!(&text[29..32], b"abc");
    }

    #[test]
    fn the_bytes_and_values_a_parse_makes_are_charged() {
        let limits = Limits {
            object_values: 100,
            ..Limits::READING
        };
        let budget = Budget::new(limits);
        let many = format!("[{}]", "0 ".repeat(200));
        assert_eq!(
            Parser::new(many.as_bytes(), 0, &budget).value(),
            Err(Fail::Refused(Refused::Values))
        );
        let budget = Budget::new(Limits::READING);
        Parser::new(b"[1 2 3]", 0, &budget).value().unwrap();
        assert_eq!(budget.spent().parsed, 7);
    }

    #[test]
    fn find_and_rfind_find_the_first_and_last() {
        assert_eq!(find(b"a obj b obj", b"obj", 0), Some(2));
        assert_eq!(find(b"a obj b obj", b"obj", 3), Some(8));
        assert_eq!(find(b"a ob", b"obj", 0), None);
        assert_eq!(rfind(b"a obj b obj", b"obj"), Some(8));
    }
}

//! A `CMap` as a font's `/ToUnicode` (or `/Encoding`) stream writes it: its code space ranges
//! (`begincodespacerange`), which say how many bytes each code of a string takes, and its
//! mappings of codes to text (`beginbfchar`, `beginbfrange` with a first destination or an
//! array of them), the text written in UTF-16BE, surrogate pairs and several characters to a
//! code (a conjunct) included. Tokens are read by the content lexer, within the budget; each
//! mapping kept is charged as an object listed, so that no `CMap` holds more than the budget.
//! Ranges are kept as ranges, never expanded.

use std::collections::HashMap;

use super::glyph_names::glyph_text;
use super::lexer::{Lexer, Token};
use crate::uploads::pdf::budget::Budget;
use crate::uploads::pdf::syntax::{Fail, Value};

/// How many ranges before the nearest are looked at when ranges overlap.
const OVERLAPS_SEEN: usize = 8;

/// A code space range: codes of `len` bytes, each byte within the range's bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Codespace {
    low: Vec<u8>,
    high: Vec<u8>,
}

/// The destination of a `bfrange`.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Destination {
    /// The text of its first code; the others add their offset to its last character.
    First(String),
    /// The text of each code, in order.
    Each(Vec<String>),
}

/// A `bfrange` of codes of `len` bytes.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Range {
    len: usize,
    low: u32,
    high: u32,
    to: Destination,
}

/// A `CMap`'s code space and mappings to text.
#[derive(Debug, Default, Clone, PartialEq, Eq)]
pub struct CMap {
    codespace: Vec<Codespace>,
    chars: HashMap<(usize, u32), String>,
    /// Sorted by their first code.
    ranges: Vec<Range>,
}

impl CMap {
    /// The `CMap` written in `data`. What cannot be read in it is left out.
    pub fn parse(data: &[u8], budget: &Budget) -> Result<CMap, Fail> {
        let mut cmap = CMap::default();
        let mut lexer = Lexer::new(data, budget);
        let mut operands: Vec<Value> = Vec::new();
        while let Some(token) = lexer.next_token()? {
            let operator = match token {
                Token::Operand(value) => {
                    // A block holds at most a hundred entries; more are left out.
                    if operands.len() < MAX_OPERANDS {
                        operands.push(value);
                    }
                    continue;
                }
                Token::Operator(operator) => operator,
            };
            match operator {
                b"endcodespacerange" => cmap.codespace_ranges(&operands, budget)?,
                b"endbfchar" => cmap.chars(&operands, budget)?,
                b"endbfrange" => cmap.ranges(&operands, budget)?,
                _ => {}
            }
            operands.clear();
        }
        cmap.ranges.sort_by_key(|range| (range.len, range.low));
        Ok(cmap)
    }

    fn codespace_ranges(&mut self, operands: &[Value], budget: &Budget) -> Result<(), Fail> {
        for pair in operands.chunks_exact(2) {
            if let (Value::Str(low), Value::Str(high)) = (&pair[0], &pair[1])
                && low.len() == high.len()
                && (1..=4).contains(&low.len())
            {
                budget.list(1)?;
                self.codespace.push(Codespace {
                    low: low.clone(),
                    high: high.clone(),
                });
            }
        }
        Ok(())
    }

    fn chars(&mut self, operands: &[Value], budget: &Budget) -> Result<(), Fail> {
        for pair in operands.chunks_exact(2) {
            let Value::Str(code) = &pair[0] else {
                continue;
            };
            if let (Some(code), Some(to)) = (code_of(code), text_of(&pair[1])) {
                budget.list(1)?;
                self.chars.insert(code, to);
            }
        }
        Ok(())
    }

    fn ranges(&mut self, operands: &[Value], budget: &Budget) -> Result<(), Fail> {
        for triple in operands.chunks_exact(3) {
            let (Value::Str(low), Value::Str(high)) = (&triple[0], &triple[1]) else {
                continue;
            };
            let (Some((len, low)), Some((high_len, high))) = (code_of(low), code_of(high)) else {
                continue;
            };
            if len != high_len || high < low {
                continue;
            }
            let to = match &triple[2] {
                Value::Str(first) => Destination::First(utf16(first)),
                Value::Array(each) => {
                    budget.list(each.len())?;
                    Destination::Each(
                        each.iter()
                            .map(|to| text_of(to).unwrap_or_default())
                            .collect(),
                    )
                }
                _ => continue,
            };
            budget.list(1)?;
            self.ranges.push(Range { len, low, high, to });
        }
        Ok(())
    }

    /// Whether it says how long codes are.
    pub fn has_codespace(&self) -> bool {
        !self.codespace.is_empty()
    }

    /// How many bytes the code at the start of `bytes` takes, as the code space ranges say:
    /// the shortest range that holds it; `None` when none does.
    pub fn code_length(&self, bytes: &[u8]) -> Option<usize> {
        (1..=4).find(|&len| {
            bytes.len() >= len
                && self.codespace.iter().any(|range| {
                    range.low.len() == len
                        && (0..len).all(|at| (range.low[at]..=range.high[at]).contains(&bytes[at]))
                })
        })
    }

    /// Appends the text of the code `code` of `len` bytes to `out`; whether it has one.
    pub fn write(&self, len: usize, code: u32, out: &mut String) -> bool {
        if let Some(text) = self.chars.get(&(len, code)) {
            out.push_str(text);
            return true;
        }
        let after = self
            .ranges
            .partition_point(|range| (range.len, range.low) <= (len, code));
        let nearest = self.ranges[..after].iter().rev().take(OVERLAPS_SEEN);
        for range in nearest {
            if range.len != len || range.high < code {
                continue;
            }
            let offset = code - range.low;
            match &range.to {
                Destination::First(first) => {
                    let mut chars = first.chars();
                    let Some(last) = chars.next_back() else {
                        return false;
                    };
                    out.push_str(chars.as_str());
                    let shifted = u32::from(last)
                        .checked_add(offset)
                        .and_then(char::from_u32)
                        .unwrap_or(char::REPLACEMENT_CHARACTER);
                    out.push(shifted);
                }
                Destination::Each(each) => {
                    let Some(text) = usize::try_from(offset).ok().and_then(|at| each.get(at))
                    else {
                        return false;
                    };
                    out.push_str(text);
                }
            }
            return true;
        }
        false
    }
}

/// Most operands kept between two operators.
const MAX_OPERANDS: usize = 3 * 512;

/// A code written as a string: its length and value.
fn code_of(bytes: &[u8]) -> Option<(usize, u32)> {
    ((1..=4).contains(&bytes.len())).then(|| {
        (
            bytes.len(),
            bytes
                .iter()
                .fold(0, |code, &byte| code << 8 | u32::from(byte)),
        )
    })
}

/// The text of a destination: UTF-16BE in a string, or a glyph name.
fn text_of(to: &Value) -> Option<String> {
    match to {
        Value::Str(units) => Some(utf16(units)),
        Value::Name(name) => glyph_text(name),
        _ => None,
    }
}

/// UTF-16BE `bytes` as text; an odd last byte is left out, an unpaired surrogate is U+FFFD.
fn utf16(bytes: &[u8]) -> String {
    let units: Vec<u16> = bytes
        .chunks_exact(2)
        .map(|pair| u16::from_be_bytes([pair[0], pair[1]]))
        .collect();
    String::from_utf16_lossy(&units)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uploads::pdf::budget::Limits;

    fn text(cmap: &CMap, len: usize, code: u32) -> Option<String> {
        let mut out = String::new();
        cmap.write(len, code, &mut out).then_some(out)
    }

    const CMAP: &[u8] = b"/CIDInit /ProcSet findresource begin 12 dict begin begincmap
/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def
/CMapName /Adobe-Identity-UCS def /CMapType 2 def
1 begincodespacerange <0000> <FFFF> endcodespacerange
3 beginbfchar
<0003> <0020>
<0010> <0915094D0937>
<0011> <D83DDE00>
endbfchar
2 beginbfrange
<0020> <0025> <0915>
<0030> <0032> [<0041> <00420043> /eacute]
endbfrange
endcmap CMapName currentdict /CMap defineresource pop end end";

    #[test]
    fn chars_ranges_arrays_conjuncts_and_surrogates_are_read() {
        let budget = Budget::new(Limits::READING);
        let cmap = CMap::parse(CMAP, &budget).unwrap();
        assert_eq!(text(&cmap, 2, 3).as_deref(), Some(" "));
        assert_eq!(text(&cmap, 2, 0x10).as_deref(), Some("क्ष"));
        assert_eq!(text(&cmap, 2, 0x11).as_deref(), Some("\u{1F600}"));
        assert_eq!(text(&cmap, 2, 0x20).as_deref(), Some("क"));
        assert_eq!(text(&cmap, 2, 0x23).as_deref(), Some("घ"));
        assert_eq!(text(&cmap, 2, 0x26), None);
        assert_eq!(text(&cmap, 2, 0x31).as_deref(), Some("BC"));
        assert_eq!(text(&cmap, 2, 0x32).as_deref(), Some("é"));
        assert_eq!(text(&cmap, 1, 0x03), None);
        assert_eq!(cmap.code_length(&[0, 3]), Some(2));
        assert_eq!(cmap.code_length(&[0]), None);
        assert_eq!(budget.spent().listed, 1 + 3 + 2 + 3);
    }

    #[test]
    fn codes_of_several_lengths_follow_the_code_space() {
        let budget = Budget::new(Limits::READING);
        let cmap = CMap::parse(
            b"2 begincodespacerange <00> <7F> <8000> <FFFF> endcodespacerange",
            &budget,
        )
        .unwrap();
        assert_eq!(cmap.code_length(b"A\x81"), Some(1));
        assert_eq!(cmap.code_length(b"\x81A"), Some(2));
    }

    #[test]
    fn a_range_over_every_code_is_kept_as_one_range() {
        let budget = Budget::new(Limits::READING);
        let cmap = CMap::parse(
            b"1 beginbfrange <00000000> <FFFFFFFF> <0041> endbfrange",
            &budget,
        )
        .unwrap();
        assert_eq!(text(&cmap, 4, 1).as_deref(), Some("B"));
        assert_eq!(text(&cmap, 4, u32::MAX).as_deref(), Some("\u{FFFD}"));
        assert_eq!(budget.spent().listed, 1);
    }

    #[test]
    fn damaged_cmaps_give_what_they_can() {
        let budget = Budget::new(Limits::READING);
        let cmap = CMap::parse(
            b"beginbfchar <01> endbfchar 1 beginbfchar <02> <0042> (x) endbfchar <03",
            &budget,
        )
        .unwrap();
        assert_eq!(text(&cmap, 1, 2).as_deref(), Some("B"));
        assert_eq!(text(&cmap, 1, 1), None);
    }
}

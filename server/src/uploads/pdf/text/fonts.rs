//! A font's codes read as text, and their widths for telling where words end. A font dict's
//! `/ToUnicode` `CMap` comes first; a simple font without one reads its codes by its encoding
//! (`WinAnsiEncoding` unless it names another or an embedded Type 1 program has its own, with
//! its `/Differences`); a composite (`Type0`) font's codes are two bytes under `Identity-H`, or
//! as long as its `CMaps`' code space ranges say. A font named as a legacy Hindi font (Kruti
//! Dev) is marked as such: its codes are read as Windows-1252 characters, for the page to
//! convert them.

use std::collections::HashMap;
use std::rc::Rc;

use wasm_core::legacy_hindi::{LegacyFont, font_from_name};

use super::cmap::CMap;
use super::encodings::{Base, windows_1252};
use super::glyph_names::glyph_text;
use crate::uploads::pdf::budget::Budget;
use crate::uploads::pdf::document::Document;
use crate::uploads::pdf::syntax::{Dict, Fail, Value, find, is_white};

/// Width of a glyph whose font says none, in thousandths of an em: about an average letter's.
const DEFAULT_WIDTH: f64 = 500.0;

/// Most entries of a `/W` array read.
const MAX_WIDTH_ENTRIES: usize = 1 << 16;

/// How a font's codes are read.
#[derive(Debug)]
enum Codes {
    /// One byte a code; the text of each code by the encoding.
    Simple(Box<[String; 256]>),
    /// Codes of one to four bytes, as the code space says (two bytes when nothing says).
    Composite(Option<Rc<CMap>>),
}

/// A font as far as its text and its glyphs' widths go.
#[derive(Debug)]
pub struct Font {
    codes: Codes,
    to_unicode: Option<Rc<CMap>>,
    /// The legacy Hindi font it is, by its name.
    pub legacy: Option<LegacyFont>,
    /// Widths of codes, sorted by their first code: (first, last, width).
    widths: Vec<(u32, u32, f64)>,
    default_width: f64,
}

/// One code of a string shown in a font.
#[derive(Debug, Clone, Copy)]
pub struct Code {
    /// Its value.
    pub code: u32,
    /// How many bytes it takes.
    pub len: usize,
}

impl Font {
    /// The font a plain page shows text in when it names none that can be read.
    pub fn fallback() -> Font {
        Font {
            codes: Codes::Simple(simple_codes(Base::WinAnsi, &[], None)),
            to_unicode: None,
            legacy: None,
            widths: Vec::new(),
            default_width: DEFAULT_WIDTH,
        }
    }

    /// The font of the dictionary `dict`; `CMaps` are read once each, kept in `cmaps`.
    pub fn load(
        document: &mut Document<'_>,
        budget: &Budget,
        dict: &Dict,
        cmaps: &mut HashMap<u32, Option<Rc<CMap>>>,
    ) -> Result<Font, Fail> {
        let name = dict
            .get(b"BaseFont")
            .and_then(Value::as_name)
            .map(String::from_utf8_lossy)
            .unwrap_or_default();
        let legacy = font_from_name(&name);
        let to_unicode = match dict.get(b"ToUnicode") {
            Some(Value::Ref(id)) => cmap(document, budget, *id, cmaps)?,
            _ => None,
        };
        if dict.get(b"Subtype").and_then(Value::as_name) == Some(b"Type0") {
            let encoding = match dict.get(b"Encoding") {
                Some(Value::Ref(id)) => cmap(document, budget, *id, cmaps)?,
                _ => None,
            };
            let descendant = match dict.get(b"DescendantFonts").cloned() {
                Some(fonts) => match document.resolve(fonts)? {
                    Value::Array(fonts) => match fonts.into_iter().next() {
                        Some(font) => document.resolve(font)?,
                        None => Value::Null,
                    },
                    _ => Value::Null,
                },
                None => Value::Null,
            };
            let descendant = descendant.as_dict().cloned().unwrap_or_default();
            let default_width = number(&document.resolve_in(&descendant, b"DW")?).unwrap_or(1000.0);
            let widths = cid_widths(&document.resolve_in(&descendant, b"W")?, budget)?;
            return Ok(Font {
                codes: Codes::Composite(encoding.filter(|cmap| cmap.has_codespace())),
                to_unicode,
                legacy,
                widths,
                default_width,
            });
        }
        // The base encoding a font names; without one, an embedded Type 1 program's own.
        let (base, named, differences) = match document.resolve_in(dict, b"Encoding")? {
            Value::Name(name) => (Base::from_name(&name), true, None),
            Value::Dict(encoding) => {
                let base = encoding
                    .get(b"BaseEncoding")
                    .and_then(Value::as_name)
                    .and_then(Base::from_name);
                let differences = document.resolve_in(&encoding, b"Differences")?;
                (base, base.is_some(), Some(differences))
            }
            _ => (None, false, None),
        };
        let base = base.unwrap_or(Base::WinAnsi);
        let first = document
            .resolve_in(dict, b"FirstChar")?
            .as_int()
            .and_then(|first| u32::try_from(first).ok())
            .unwrap_or(0);
        let mut widths = Vec::new();
        if let Value::Array(each) = document.resolve_in(dict, b"Widths")? {
            for (code, width) in (first..).zip(each.iter().take(256)) {
                if let Some(width) = number(width) {
                    widths.push((code, code, width));
                }
            }
        }
        let descriptor = document.resolve_in(dict, b"FontDescriptor")?;
        let (default_width, builtin) = match descriptor.as_dict() {
            Some(descriptor) => (
                number(&document.resolve_in(descriptor, b"MissingWidth")?)
                    .filter(|&width| width > 0.0)
                    .unwrap_or(DEFAULT_WIDTH),
                match descriptor.get(b"FontFile") {
                    Some(Value::Ref(id)) if !named => builtin_encoding(document, budget, *id)?,
                    _ => Vec::new(),
                },
            ),
            None => (DEFAULT_WIDTH, Vec::new()),
        };
        Ok(Font {
            codes: Codes::Simple(simple_codes(base, &builtin, differences.as_ref())),
            to_unicode,
            legacy,
            widths,
            default_width,
        })
    }

    /// The codes of the string `bytes`, in order.
    pub fn codes(&self, bytes: &[u8]) -> Vec<Code> {
        let mut codes = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            let rest = &bytes[at..];
            let len = match &self.codes {
                Codes::Simple(_) => 1,
                Codes::Composite(encoding) => encoding
                    .as_deref()
                    .or(self
                        .to_unicode
                        .as_deref()
                        .filter(|cmap| cmap.has_codespace()))
                    .and_then(|cmap| cmap.code_length(rest))
                    .unwrap_or(2)
                    .min(rest.len()),
            };
            let code = rest[..len]
                .iter()
                .fold(0u32, |code, &byte| code << 8 | u32::from(byte));
            codes.push(Code { code, len });
            at += len;
        }
        codes
    }

    /// Appends the text of `code` to `out`: a legacy font's as the Windows-1252 character of
    /// its code (a simple one's) or as its `CMap` says (a composite one's).
    pub fn write(&self, code: Code, out: &mut String) {
        if self.legacy.is_some()
            && let Codes::Simple(_) = self.codes
        {
            if let Some(c) = u8::try_from(code.code).ok().and_then(windows_1252) {
                out.push(c);
            }
            return;
        }
        if let Some(cmap) = &self.to_unicode
            && cmap.write(code.len, code.code, out)
        {
            return;
        }
        if let Codes::Simple(table) = &self.codes
            && let Some(text) = usize::try_from(code.code).ok().and_then(|at| table.get(at))
        {
            out.push_str(text);
        }
    }

    /// The width of `code`'s glyph, in thousandths of an em.
    pub fn width(&self, code: Code) -> f64 {
        let after = self
            .widths
            .partition_point(|&(first, _, _)| first <= code.code);
        self.widths[..after]
            .iter()
            .rev()
            .take(4)
            .find(|&&(_, last, _)| last >= code.code)
            .map_or(self.default_width, |&(_, _, width)| width)
    }
}

/// The `CMap` of the stream `id`, read once.
fn cmap(
    document: &mut Document<'_>,
    budget: &Budget,
    id: (u32, u16),
    cmaps: &mut HashMap<u32, Option<Rc<CMap>>>,
) -> Result<Option<Rc<CMap>>, Fail> {
    if let Some(known) = cmaps.get(&id.0) {
        return Ok(known.clone());
    }
    cmaps.insert(id.0, None);
    let cmap = match document.stream(id)? {
        Some((_, data)) => Some(Rc::new(CMap::parse(&data, budget)?)),
        None => None,
    };
    cmaps.insert(id.0, cmap.clone());
    Ok(cmap)
}

/// The text of each code of a simple font: its base encoding's, then its font program's own
/// (`builtin`), then its differences'.
fn simple_codes(
    base: Base,
    builtin: &[(u8, Vec<u8>)],
    differences: Option<&Value>,
) -> Box<[String; 256]> {
    let mut table: Box<[String; 256]> = Box::new(std::array::from_fn(|code| {
        u8::try_from(code)
            .ok()
            .and_then(|code| base.char(code))
            .map(String::from)
            .unwrap_or_default()
    }));
    for (code, name) in builtin {
        if let Some(text) = glyph_text(name) {
            table[usize::from(*code)] = text;
        }
    }
    if let Some(Value::Array(differences)) = differences {
        let mut code: Option<usize> = None;
        for item in differences {
            match item {
                Value::Int(start) => code = usize::try_from(*start).ok(),
                Value::Name(name) => {
                    if let Some(at) = code {
                        if let Some(slot) = table.get_mut(at) {
                            *slot = glyph_text(name).unwrap_or_default();
                        }
                        code = Some(at + 1);
                    }
                }
                _ => {}
            }
        }
    }
    table
}

/// The encoding an embedded Type 1 font program (`/FontFile`, the stream `id`) gives itself:
/// the `dup 58 /period put` entries of its clear-text part, before `eexec`. TeX's fonts, for
/// one, name no encoding in the PDF and draw other glyphs than Latin-1's at some codes.
fn builtin_encoding(
    document: &mut Document<'_>,
    budget: &Budget,
    id: (u32, u16),
) -> Result<Vec<(u8, Vec<u8>)>, Fail> {
    let Some((dict, data)) = document.stream(id)? else {
        return Ok(Vec::new());
    };
    let clear = dict
        .get(b"Length1")
        .and_then(Value::as_int)
        .and_then(|length| usize::try_from(length).ok())
        .unwrap_or(data.len())
        .min(data.len());
    let clear = &data[..clear];
    let clear = find(clear, b"eexec", 0).map_or(clear, |end| &clear[..end]);
    budget.parsed(clear.len() as u64)?;
    let words: Vec<&[u8]> = clear
        .split(|&byte| is_white(byte))
        .filter(|word| !word.is_empty())
        .collect();
    let mut entries = Vec::new();
    for window in words.windows(4) {
        if let [b"dup", code, name, b"put"] = window
            && let Some(code) = std::str::from_utf8(code)
                .ok()
                .and_then(|code| code.parse().ok())
            && let Some(name) = name.strip_prefix(b"/")
            && entries.len() < 256
        {
            entries.push((code, name.to_vec()));
        }
    }
    Ok(entries)
}

/// The widths of a CID font's `/W`: `c [w1 w2 …]` and `first last w` entries.
fn cid_widths(w: &Value, budget: &Budget) -> Result<Vec<(u32, u32, f64)>, Fail> {
    let Value::Array(items) = w else {
        return Ok(Vec::new());
    };
    let mut widths = Vec::new();
    let mut at = 0;
    while at + 1 < items.len() && widths.len() < MAX_WIDTH_ENTRIES {
        let Some(first) = items[at]
            .as_int()
            .and_then(|first| u32::try_from(first).ok())
        else {
            break;
        };
        match &items[at + 1] {
            Value::Array(each) => {
                for (code, width) in (first..).zip(each.iter().take(MAX_WIDTH_ENTRIES)) {
                    if let Some(width) = number(width) {
                        widths.push((code, code, width));
                    }
                }
                at += 2;
            }
            last => {
                let (Some(last), Some(width)) = (
                    last.as_int().and_then(|last| u32::try_from(last).ok()),
                    items.get(at + 2).and_then(number),
                ) else {
                    break;
                };
                widths.push((first, last, width));
                at += 3;
            }
        }
    }
    budget.list(widths.len())?;
    widths.sort_by_key(|&(first, _, _)| first);
    Ok(widths)
}

/// The number `value` is, integer or real.
pub fn number(value: &Value) -> Option<f64> {
    match value {
        #[allow(
            clippy::cast_precision_loss,
            reason = "a size or a width, far below 2^52"
        )]
        Value::Int(value) => Some(*value as f64),
        Value::Real(value) => Some(*value),
        _ => None,
    }
}

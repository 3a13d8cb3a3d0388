//! A page's content stream interpreted for its text: the text operators (`BT`, `Tf`, `Tj`,
//! `TJ`, `'`, `"`, the positioning operators `Td`, `TD`, `Tm`, `T*`, `TL` and the spacing
//! ones), `q` and `Q` for the font they save, `Do` for images (which mark the page) and form
//! `XObjects` (interpreted with their own resources, at most [`MAX_FORM_DEPTH`] deep and each
//! once a page), and inline images (`BI … ID … EI`, skipped, which mark the page). Every other
//! operator is skipped; `cm` is left out of the positions, which only order lines and words.
//! Marked content that gives its actual text (`marked.rs`) replaces the glyphs it marks.

use std::collections::{HashMap, HashSet};
use std::rc::Rc;

use super::cmap::CMap;
use super::fonts::{Font, number};
use super::layout::PageWriter;
use super::lexer::{Lexer, Token};
use super::marked::{Actual, Marked};
use crate::uploads::pdf::budget::Budget;
use crate::uploads::pdf::document::Document;
use crate::uploads::pdf::syntax::{Dict, Fail, Value};

/// How deep form `XObjects` are interpreted one inside another.
pub const MAX_FORM_DEPTH: u32 = 4;

/// Most operands kept for one operator (the most any operator takes is six).
const MAX_OPERANDS: usize = 16;

/// Most fonts of a content stream's resources kept by name.
const MAX_NAMED_FONTS: usize = 256;

/// Most graphics states saved by `q` at once; deeper ones are counted, not kept.
const MAX_SAVED: usize = 64;

/// A `TJ` adjustment below this, in thousandths of an em, is a space between words.
const WORD_ADJUSTMENT: f64 = -200.0;

/// A text matrix: `[a b c d e f]`.
type Matrix = [f64; 6];

const IDENTITY: Matrix = [1.0, 0.0, 0.0, 1.0, 0.0, 0.0];

/// `m` moved by `(tx, ty)` in its own space.
fn translated(m: Matrix, tx: f64, ty: f64) -> Matrix {
    [
        m[0],
        m[1],
        m[2],
        m[3],
        tx * m[0] + ty * m[2] + m[4],
        tx * m[1] + ty * m[3] + m[5],
    ]
}

/// The part of the graphics state text depends on.
#[derive(Debug, Clone)]
struct TextState {
    font: Option<Rc<Font>>,
    size: f64,
    leading: f64,
    char_spacing: f64,
    word_spacing: f64,
    /// Horizontal scaling, as a fraction.
    scaling: f64,
}

impl Default for TextState {
    fn default() -> Self {
        TextState {
            font: None,
            size: 0.0,
            leading: 0.0,
            char_spacing: 0.0,
            word_spacing: 0.0,
            scaling: 1.0,
        }
    }
}

/// Fonts and `CMaps` read so far in a document, by object number, and the plain font of text
/// shown without one that can be read.
#[derive(Debug)]
pub struct Fonts {
    by_number: HashMap<u32, Rc<Font>>,
    cmaps: HashMap<u32, Option<Rc<CMap>>>,
    fallback: Rc<Font>,
}

impl Default for Fonts {
    fn default() -> Self {
        Fonts {
            by_number: HashMap::new(),
            cmaps: HashMap::new(),
            fallback: Rc::new(Font::fallback()),
        }
    }
}

/// The resources a content stream names things by.
struct Resources {
    fonts: Option<Dict>,
    xobjects: Option<Dict>,
    /// The whole dictionary, for forms that have none of their own.
    all: Option<Rc<Dict>>,
    /// The fonts named so far, each read once however often it is set.
    named: HashMap<Vec<u8>, Rc<Font>>,
}

/// The reading of one page's content.
pub struct PageReader<'r, 'a> {
    document: &'r mut Document<'a>,
    budget: &'a Budget,
    fonts: &'r mut Fonts,
    /// The page's text so far.
    pub writer: PageWriter,
    /// Whether it paints an image.
    pub has_images: bool,
    forms: HashSet<u32>,
    state: TextState,
    saved: Vec<TextState>,
    /// `q`s past [`MAX_SAVED`], whose `Q`s restore nothing.
    unsaved: usize,
    matrix: Matrix,
    line_matrix: Matrix,
    marked: Marked,
}

impl<'r, 'a> PageReader<'r, 'a> {
    /// A reader of a page of `document` that may keep `room` bytes of text.
    pub fn new(
        document: &'r mut Document<'a>,
        budget: &'a Budget,
        fonts: &'r mut Fonts,
        room: usize,
    ) -> Self {
        PageReader {
            document,
            budget,
            fonts,
            writer: PageWriter::new(room),
            has_images: false,
            forms: HashSet::new(),
            state: TextState::default(),
            saved: Vec::new(),
            unsaved: 0,
            matrix: IDENTITY,
            line_matrix: IDENTITY,
            marked: Marked::default(),
        }
    }

    /// Interprets the content `data` with `resources`, at `depth` forms deep.
    pub fn run(
        &mut self,
        data: &[u8],
        resources: Option<Rc<Dict>>,
        depth: u32,
    ) -> Result<(), Fail> {
        let mut resources = self.resources(resources)?;
        let mut lexer = Lexer::new(data, self.budget);
        let mut operands: Vec<Value> = Vec::new();
        while let Some(token) = lexer.next_token()? {
            let operator = match token {
                Token::Operand(value) => {
                    if operands.len() == MAX_OPERANDS {
                        operands.remove(0);
                    }
                    operands.push(value);
                    continue;
                }
                Token::Operator(operator) => operator,
            };
            match operator {
                b"BI" => {
                    // The image's parameters, up to its data.
                    while let Some(token) = lexer.next_token()? {
                        if token == Token::Operator(b"ID") {
                            break;
                        }
                    }
                    lexer.skip_inline_image()?;
                    self.has_images = true;
                }
                b"Do" => {
                    if let Some(Value::Name(name)) = operands.last() {
                        self.draw(&resources, name, depth)?;
                    }
                }
                b"BMC" => self.marked.begin(None),
                b"BDC" => self.marked.begin(operands.last()),
                b"EMC" => {
                    if let Some(actual) = self.marked.end() {
                        self.write_actual(&actual);
                    }
                }
                _ => self.operator(operator, &operands, &mut resources)?,
            }
            operands.clear();
        }
        if depth == 0
            && let Some(actual) = self.marked.finish()
        {
            self.write_actual(&actual);
        }
        Ok(())
    }

    /// Writes the actual text of a marked sequence where its first glyph was shown; a
    /// sequence that showed no glyph (a figure's) gives none.
    fn write_actual(&mut self, actual: &Actual) {
        if let (Some((x, y, size)), Some((end_x, end_y))) = (actual.start, actual.end) {
            self.writer.at(x, y, size);
            self.writer.show(&actual.text, None);
            self.writer.ended(end_x, end_y);
        }
    }

    /// The fonts and `XObjects` of `resources`.
    fn resources(&mut self, all: Option<Rc<Dict>>) -> Result<Resources, Fail> {
        let (fonts, xobjects) = match all.as_deref() {
            Some(dict) => (
                self.document.resolve_in(dict, b"Font")?,
                self.document.resolve_in(dict, b"XObject")?,
            ),
            None => (Value::Null, Value::Null),
        };
        let as_dict = |value: Value| match value {
            Value::Dict(dict) => Some(dict),
            _ => None,
        };
        Ok(Resources {
            fonts: as_dict(fonts),
            xobjects: as_dict(xobjects),
            all,
            named: HashMap::new(),
        })
    }

    fn operator(
        &mut self,
        operator: &[u8],
        operands: &[Value],
        resources: &mut Resources,
    ) -> Result<(), Fail> {
        let numbers: Vec<f64> = operands.iter().filter_map(number).collect();
        let last = |count: usize| numbers.len().checked_sub(count).map(|at| &numbers[at..]);
        match operator {
            b"BT" => {
                self.matrix = IDENTITY;
                self.line_matrix = IDENTITY;
            }
            b"Tf" => {
                if let [.., Value::Name(name), size] = operands {
                    self.state.font = Some(self.font(resources, name)?);
                    self.state.size = number(size).unwrap_or(0.0);
                }
            }
            b"Tc" => {
                if let Some(&[spacing]) = last(1) {
                    self.state.char_spacing = spacing;
                }
            }
            b"Tw" => {
                if let Some(&[spacing]) = last(1) {
                    self.state.word_spacing = spacing;
                }
            }
            b"Tz" => {
                if let Some(&[scale]) = last(1) {
                    self.state.scaling = scale / 100.0;
                }
            }
            b"TL" => {
                if let Some(&[leading]) = last(1) {
                    self.state.leading = leading;
                }
            }
            b"Td" => {
                if let Some(&[tx, ty]) = last(2) {
                    self.next_line(tx, ty);
                }
            }
            b"TD" => {
                if let Some(&[tx, ty]) = last(2) {
                    self.state.leading = -ty;
                    self.next_line(tx, ty);
                }
            }
            b"Tm" => {
                if let Some(&[a, b, c, d, e, f]) = last(6) {
                    self.matrix = [a, b, c, d, e, f];
                    self.line_matrix = self.matrix;
                }
            }
            b"T*" => self.next_line(0.0, -self.state.leading),
            b"Tj" | b"'" | b"\"" | b"TJ" => self.show_operator(operator, operands),
            b"q" => {
                if self.saved.len() < MAX_SAVED {
                    self.saved.push(self.state.clone());
                } else {
                    self.unsaved += 1;
                }
            }
            b"Q" => {
                if self.unsaved > 0 {
                    self.unsaved -= 1;
                } else if let Some(state) = self.saved.pop() {
                    self.state = state;
                }
            }
            _ => {}
        }
        Ok(())
    }

    /// The operators that show text: `Tj`, `'`, `"` and `TJ`.
    fn show_operator(&mut self, operator: &[u8], operands: &[Value]) {
        match operator {
            b"Tj" => {
                if let Some(Value::Str(text)) = operands.last() {
                    self.show(text);
                }
            }
            b"'" => {
                self.next_line(0.0, -self.state.leading);
                self.writer.line();
                if let Some(Value::Str(text)) = operands.last() {
                    self.show(text);
                }
            }
            b"\"" => {
                if let [.., word, char, Value::Str(text)] = operands {
                    self.state.word_spacing = number(word).unwrap_or(0.0);
                    self.state.char_spacing = number(char).unwrap_or(0.0);
                    self.next_line(0.0, -self.state.leading);
                    self.writer.line();
                    self.show(text);
                }
            }
            b"TJ" => {
                if let Some(Value::Array(items)) = operands.last() {
                    for item in items {
                        match item {
                            Value::Str(text) => self.show(text),
                            item => {
                                let adjustment = number(item).unwrap_or(0.0);
                                if adjustment < WORD_ADJUSTMENT && !self.marked.replacing() {
                                    self.writer.space();
                                }
                                let tx =
                                    -adjustment / 1000.0 * self.state.size * self.state.scaling;
                                self.matrix = translated(self.matrix, tx, 0.0);
                            }
                        }
                    }
                }
            }
            _ => {}
        }
    }

    /// `Td`: the next line, `(tx, ty)` from the start of this one.
    fn next_line(&mut self, tx: f64, ty: f64) {
        self.line_matrix = translated(self.line_matrix, tx, ty);
        self.matrix = self.line_matrix;
    }

    /// The font named `name` in the resources; a plain one when it cannot be read.
    fn font(&mut self, resources: &mut Resources, name: &[u8]) -> Result<Rc<Font>, Fail> {
        if let Some(font) = resources.named.get(name) {
            return Ok(font.clone());
        }
        let font = self.read_font(resources, name)?;
        if resources.named.len() < MAX_NAMED_FONTS {
            resources.named.insert(name.to_vec(), font.clone());
        }
        Ok(font)
    }

    /// The font named `name` in the resources, read (or found among those read by number).
    fn read_font(&mut self, resources: &Resources, name: &[u8]) -> Result<Rc<Font>, Fail> {
        let entry = resources
            .fonts
            .as_ref()
            .and_then(|fonts| fonts.get(name))
            .cloned();
        let id = match &entry {
            Some(Value::Ref(id)) => Some(id.0),
            _ => None,
        };
        if let Some(font) = id.and_then(|id| self.fonts.by_number.get(&id)) {
            return Ok(font.clone());
        }
        let dict = match entry {
            Some(entry) => match self.document.resolve(entry) {
                Ok(Value::Dict(dict)) => Some(dict),
                Ok(_) | Err(Fail::Syntax) => None,
                Err(refused) => return Err(refused),
            },
            None => None,
        };
        let font = match dict {
            Some(dict) => {
                match Font::load(self.document, self.budget, &dict, &mut self.fonts.cmaps) {
                    Ok(font) => font,
                    Err(Fail::Syntax) => return Ok(self.fonts.fallback.clone()),
                    Err(refused) => return Err(refused),
                }
            }
            None => return Ok(self.fonts.fallback.clone()),
        };
        let font = Rc::new(font);
        if let Some(id) = id {
            self.fonts.by_number.insert(id, font.clone());
        }
        Ok(font)
    }

    /// Shows the string `bytes` in the current font, where the text matrix is, and moves
    /// the matrix past it.
    fn show(&mut self, bytes: &[u8]) {
        let font = self
            .state
            .font
            .clone()
            .unwrap_or_else(|| self.fonts.fallback.clone());
        let m = self.matrix;
        let size = self.state.size * m[2].hypot(m[3]);
        let replaced = self.marked.replacing();
        if !replaced {
            self.writer.at(m[4], m[5], size);
        }
        let mut text = String::new();
        for code in font.codes(bytes) {
            font.write(code, &mut text);
            let word = if code.len == 1 && code.code == 32 {
                self.state.word_spacing
            } else {
                0.0
            };
            let advance =
                (font.width(code) / 1000.0 * self.state.size + self.state.char_spacing + word)
                    * self.state.scaling;
            self.matrix = translated(self.matrix, advance, 0.0);
        }
        let end = (self.matrix[4], self.matrix[5]);
        if replaced {
            self.marked.shown((m[4], m[5], size), end);
        } else {
            self.writer.show(&text, font.legacy);
            self.writer.ended(end.0, end.1);
        }
    }

    /// `Do`: the `XObject` named `name`, an image that marks the page or a form interpreted.
    fn draw(&mut self, resources: &Resources, name: &[u8], depth: u32) -> Result<(), Fail> {
        let Some(Value::Ref(id)) = resources
            .xobjects
            .as_ref()
            .and_then(|xobjects| xobjects.get(name))
            .cloned()
        else {
            return Ok(());
        };
        let dict = match self.document.resolve(Value::Ref(id)) {
            Ok(Value::Dict(dict)) => dict,
            Ok(_) | Err(Fail::Syntax) => return Ok(()),
            Err(refused) => return Err(refused),
        };
        match dict.get(b"Subtype").and_then(Value::as_name) {
            Some(b"Image") => self.has_images = true,
            Some(b"Form") if depth < MAX_FORM_DEPTH && self.forms.insert(id.0) => {
                let Some((dict, data)) = self.document.stream(id)? else {
                    return Ok(());
                };
                let own = match self.document.resolve_in(&dict, b"Resources")? {
                    Value::Dict(own) => Some(Rc::new(own)),
                    _ => resources.all.clone(),
                };
                // A form's text is set apart from what is around it, in its own state.
                let (state, matrix, line_matrix) =
                    (self.state.clone(), self.matrix, self.line_matrix);
                self.run(&data, own, depth + 1)?;
                self.state = state;
                self.matrix = matrix;
                self.line_matrix = line_matrix;
            }
            _ => {}
        }
        Ok(())
    }
}

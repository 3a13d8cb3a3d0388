//! The tokens of a content stream or a `CMap`: operands (PDF objects, parsed by `syntax.rs`)
//! and operator keywords (`Tj`, `BT`, `beginbfchar`, …). Every byte gone over is charged to
//! the budget as parsed; a token that cannot be parsed is skipped, so damaged data gives the
//! tokens around the damage.

use crate::uploads::pdf::budget::Budget;
use crate::uploads::pdf::syntax::{Fail, Parser, Value, find, is_delimiter, is_white};

/// A token of a content stream.
#[derive(Debug, Clone, PartialEq)]
pub enum Token<'a> {
    /// An operand: a number, a name, a string, an array or a dictionary.
    Operand(Value),
    /// An operator keyword.
    Operator(&'a [u8]),
}

/// The tokens of `bytes`, read one at a time.
pub struct Lexer<'a, 'b> {
    bytes: &'a [u8],
    pos: usize,
    budget: &'b Budget,
}

impl<'a, 'b> Lexer<'a, 'b> {
    /// A lexer of `bytes` from their start.
    pub fn new(bytes: &'a [u8], budget: &'b Budget) -> Self {
        Lexer {
            bytes,
            pos: 0,
            budget,
        }
    }

    /// The next token; `None` at the end.
    pub fn next_token(&mut self) -> Result<Option<Token<'a>>, Fail> {
        loop {
            let mut parser = Parser::new(self.bytes, self.pos, self.budget);
            parser.skip_white();
            self.budget.parsed((parser.pos - self.pos) as u64)?;
            self.pos = parser.pos;
            let Some(&byte) = self.bytes.get(self.pos) else {
                return Ok(None);
            };
            match byte {
                b'/' | b'(' | b'<' | b'[' | b'+' | b'-' | b'.' | b'0'..=b'9' => {
                    match parser.value() {
                        Ok(value) => {
                            self.pos = parser.pos;
                            return Ok(Some(Token::Operand(value)));
                        }
                        // What cannot be parsed is skipped, at least a byte of it.
                        Err(Fail::Syntax) => {
                            if parser.pos <= self.pos {
                                self.budget.parsed(1)?;
                            }
                            self.pos = parser.pos.max(self.pos + 1);
                        }
                        Err(refused) => return Err(refused),
                    }
                }
                _ if is_delimiter(byte) => {
                    // A stray `)`, `>`, `]`, `{` or `}`.
                    self.budget.parsed(1)?;
                    self.pos += 1;
                }
                _ => {
                    let start = self.pos;
                    while self
                        .bytes
                        .get(self.pos)
                        .is_some_and(|&byte| !is_white(byte) && !is_delimiter(byte))
                    {
                        self.pos += 1;
                    }
                    self.budget.parsed((self.pos - start) as u64)?;
                    let word = &self.bytes[start..self.pos];
                    return Ok(Some(match word {
                        b"true" => Token::Operand(Value::Bool(true)),
                        b"false" => Token::Operand(Value::Bool(false)),
                        b"null" => Token::Operand(Value::Null),
                        word => Token::Operator(word),
                    }));
                }
            }
        }
    }

    /// Skips an inline image's data, just read up to its `ID`: to past the `EI` that follows
    /// white space and ends a word, or to the end.
    pub fn skip_inline_image(&mut self) -> Result<(), Fail> {
        let start = (self.pos + 1).min(self.bytes.len());
        let mut from = start;
        let end = loop {
            let Some(at) = find(self.bytes, b"EI", from) else {
                break self.bytes.len();
            };
            let before = at == start
                || self
                    .bytes
                    .get(at.wrapping_sub(1))
                    .is_some_and(|&b| is_white(b));
            let after = self
                .bytes
                .get(at + 2)
                .is_none_or(|&byte| is_white(byte) || is_delimiter(byte));
            if before && after {
                break at + 2;
            }
            from = at + 1;
        };
        self.budget.parsed((end - self.pos) as u64)?;
        self.pos = end;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::uploads::pdf::budget::Limits;

    fn tokens(bytes: &[u8]) -> Vec<Token<'_>> {
        let budget = Budget::new(Limits::READING);
        let mut lexer = Lexer::new(bytes, &budget);
        let mut tokens = Vec::new();
        while let Some(token) = lexer.next_token().unwrap() {
            tokens.push(token);
        }
        assert_eq!(budget.spent().parsed, bytes.len() as u64);
        tokens
    }

    #[test]
    fn operands_and_operators_are_told_apart_and_every_byte_is_charged() {
        assert_eq!(
            tokens(b"BT /F1 12 Tf (a\\) b) Tj [<0041> -250 (c)] TJ ' ET"),
            vec![
                Token::Operator(b"BT"),
                Token::Operand(Value::Name(b"F1".to_vec())),
                Token::Operand(Value::Int(12)),
                Token::Operator(b"Tf"),
                Token::Operand(Value::Str(b"a) b".to_vec())),
                Token::Operator(b"Tj"),
                Token::Operand(Value::Array(vec![
                    Value::Str(b"\0A".to_vec()),
                    Value::Int(-250),
                    Value::Str(b"c".to_vec()),
                ])),
                Token::Operator(b"TJ"),
                Token::Operator(b"'"),
                Token::Operator(b"ET"),
            ]
        );
    }

    #[test]
    fn stray_delimiters_and_broken_operands_are_skipped() {
        assert_eq!(tokens(b") ] } { (open Tj"), vec![]);
        assert_eq!(tokens(b") ] } Tj"), vec![Token::Operator(b"Tj")]);
    }
}

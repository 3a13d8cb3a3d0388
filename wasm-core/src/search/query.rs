//! A query taken apart: the words to find and the phone digits to look for.

use super::digits;
use super::fold::{fold_word, word_spans};
use super::roman::Roman;

/// A word of a query or of a record, in the forms the matching compares.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Word {
    /// The word folded within its script.
    pub folded: String,
    /// Its plain-Latin forms.
    pub roman: Roman,
    /// Whether it is a number (a ward number, a serial): numbers match only exactly.
    pub numeric: bool,
}

impl Word {
    /// The forms of a folded word.
    #[must_use]
    pub fn new(folded: String) -> Word {
        Word {
            roman: Roman::of(&folded),
            numeric: folded.bytes().all(|b| b.is_ascii_digit()),
            folded,
        }
    }

    /// Whether a typo may be forgiven against a word of the script `latin`: a Latin word of
    /// [`TYPO_LETTERS`] letters or more, against either script; a Devanagari word whose usual
    /// Latin spelling has as many, against Latin words only (so that whatever a Latin spelling
    /// finds in Devanagari, the Devanagari name finds back in that spelling: Verma, वर्मा).
    #[must_use]
    pub fn typo_tolerant(&self, latin: bool) -> bool {
        if self.roman.latin {
            !self.numeric && self.folded.len() >= TYPO_LETTERS
        } else {
            latin && self.roman.spelled.len() >= TYPO_LETTERS
        }
    }
}

/// The fewest letters of a word one typo in which is forgiven: a four-letter name (Khan, Jain,
/// Puja) is short enough to mistype and long enough that one edit rarely makes another
/// common word of the same first letter.
pub const TYPO_LETTERS: usize = 4;

/// One thing a record must match.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Term {
    /// A word of one of the record's fields.
    Word(Word),
    /// A run of 3 or more digits inside one of the record's phone numbers, or the same number
    /// as a word of its text.
    Digits(String),
}

/// A parsed query: every term must match.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Query {
    /// The terms, in the order typed.
    pub terms: Vec<Term>,
}

/// Characters that may sit between the digit groups of one phone number.
fn joins_digits(gap: &str) -> bool {
    gap.chars()
        .all(|c| matches!(c, ' ' | '-' | '.' | '(' | ')'))
}

fn is_number(word: &str) -> bool {
    !word.is_empty() && word.bytes().all(|b| b.is_ascii_digit())
}

impl Query {
    /// Parses a query normalised to NFC. Digit groups separated only by spaces, hyphens, dots
    /// or brackets are one number (`+91 70000-00345`); a number of 3 or more digits (after a
    /// leading +91 or 0) is looked for in phone numbers and as a word, a shorter one is a word.
    #[must_use]
    pub fn parse(text: &str) -> Query {
        let spans: Vec<(usize, usize)> = word_spans(text).collect();
        let mut terms = Vec::new();
        let mut i = 0;
        while i < spans.len() {
            let (start, end) = spans[i];
            let folded = fold_word(text.get(start..end).unwrap_or_default());
            i += 1;
            if !is_number(&folded) {
                if !folded.is_empty() {
                    terms.push(Term::Word(Word::new(folded)));
                }
                continue;
            }
            let mut run = folded;
            let mut last_end = end;
            while let Some(&(next_start, next_end)) = spans.get(i) {
                let next = fold_word(text.get(next_start..next_end).unwrap_or_default());
                if !(is_number(&next)
                    && joins_digits(text.get(last_end..next_start).unwrap_or_default()))
                {
                    break;
                }
                run.push_str(&next);
                last_end = next_end;
                i += 1;
            }
            let after_plus = text
                .get(..start)
                .is_some_and(|before| before.trim_end().ends_with('+'));
            let run = digits::strip_prefix(run, after_plus);
            if run.len() >= 3 {
                terms.push(Term::Digits(run));
            } else if !run.is_empty() {
                terms.push(Term::Word(Word::new(run)));
            }
        }
        Query { terms }
    }

    /// Whether the query asks for nothing (every record matches).
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.terms.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn shape(text: &str) -> Vec<String> {
        Query::parse(text)
            .terms
            .into_iter()
            .map(|term| match term {
                Term::Word(word) => format!("w:{}", word.folded),
                Term::Digits(run) => format!("d:{run}"),
            })
            .collect()
    }

    #[test]
    fn words_and_numbers() {
        assert_eq!(shape("Ramesh  SHARMA"), ["w:ramesh", "w:sharma"]);
        assert_eq!(shape("ward 12"), ["w:ward", "w:12"]);
        assert_eq!(shape("345"), ["d:345"]);
        assert_eq!(shape("वार्ड १२"), ["w:वार्ड", "w:12"]);
        assert!(shape("  ,. ").is_empty());
    }

    #[test]
    fn a_spaced_phone_number_is_one_run_without_its_prefix() {
        assert_eq!(shape("70000 00345"), ["d:7000000345"]);
        assert_eq!(shape("+91 70000-00345"), ["d:7000000345"]);
        assert_eq!(shape("+91"), Vec::<String>::new());
        assert_eq!(shape("0 7000000345"), ["d:7000000345"]);
        assert_eq!(shape("917000000345"), ["d:7000000345"]);
        assert_eq!(shape("sharma 345"), ["w:sharma", "d:345"]);
        assert_eq!(shape("12, 345"), ["w:12", "d:345"]);
    }

    #[test]
    fn typo_tolerance_needs_four_latin_letters() {
        let word = |text: &str| Word::new(fold_word(text));
        for latin in [true, false] {
            assert!(word("verma").typo_tolerant(latin));
            assert!(word("rana").typo_tolerant(latin));
            assert!(!word("sen").typo_tolerant(latin));
            assert!(!word("12345").typo_tolerant(latin));
        }
        // A Devanagari word, against Latin words only.
        assert!(word("शर्मा").typo_tolerant(true));
        assert!(!word("शर्मा").typo_tolerant(false));
        assert!(word("राणा").typo_tolerant(true));
        assert!(!word("सेन").typo_tolerant(true));
    }
}

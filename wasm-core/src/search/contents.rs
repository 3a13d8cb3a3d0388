//! The snippet of a document's contents: the sentence of a long text (the text of a PDF, up to
//! megabytes) that shows why the document was found, matched as the search matches contents
//! words (as themselves or as the same word in another spelling or script).
//!
//! Unlike `snippet`, which makes an index of every sentence, this reads the text once and
//! compares each distinct word with the query once: its cost grows with the text's length, not
//! with its number of sentences times their words, and it stops at the first sentence holding
//! every word of the query.
//!
//! A PDF's text is broken into lines where the page broke them, often mid-sentence. A line
//! break inside a paragraph is read as a space when the line is full (at least three quarters
//! of the text's usual line length): the sentence goes on in the next line. A short line (a
//! heading, a paragraph's last line, an item of a list) and an empty line end the sentence, so
//! that a heading never runs into the paragraph after it; and a sentence stops taking lines
//! once it is as long as a snippet.

use std::collections::HashMap;

use super::fold::{fold_word, word_spans};
use super::index::matches_in_contents;
use super::query::{Query, Term, Word};
use super::snippet::{SNIPPET_CHARS, shortened};

/// How many lines of a text its usual line length is measured on.
const MEASURED_LINES: usize = 512;

/// How much of a text a snippet is looked for in: its first MiB (some 150,000 words, a few
/// hundred pages), read in about 15 ms when no sentence matches; past it, a document found by
/// a word only there gets no snippet from its contents.
pub const SNIPPET_SCAN_BYTES: usize = 1 << 20;

/// The sentence of a document's `text` holding the most words of `query` (the first of them),
/// each as itself or as the same word in another spelling or script, with its line breaks as
/// spaces and cut as `snippet` cuts; `None` when no sentence within the first
/// [`SNIPPET_SCAN_BYTES`] holds a word of the query.
///
/// ```
/// use wasm_core::search::snippet_in_contents;
///
/// let text = "नगर पालिक निगम सिंगरौली\n\nसंपत्ति कर एवं जलकर की राशि 31 मार्च तक जमा\nकरें। विलंब पर अधिभार लगेगा।";
/// assert_eq!(
///     snippet_in_contents("jalkar", text).as_deref(),
///     Some("संपत्ति कर एवं जलकर की राशि 31 मार्च तक जमा करें।")
/// );
/// assert_eq!(snippet_in_contents("jal", text), None);
/// ```
#[must_use]
pub fn snippet_in_contents(query: &str, text: &str) -> Option<String> {
    let query = Query::parse(query);
    // One bit per term; a query of more than 64 terms is matched on its first 64.
    let terms = &query.terms[..query.terms.len().min(64)];
    if terms.is_empty() {
        return None;
    }
    let every = u64::MAX >> (64 - terms.len());
    // What each distinct word of the text matches, as it is written.
    let mut known: HashMap<&str, u64> = HashMap::new();
    let mut best: Option<(u32, &str)> = None;
    let text = &text[..text.floor_char_boundary(SNIPPET_SCAN_BYTES)];
    for sentence in contents_sentences(text) {
        let mut found = 0u64;
        for (start, end) in word_spans(sentence) {
            let written = &sentence[start..end];
            found |= *known
                .entry(written)
                .or_insert_with(|| terms_matched(terms, written));
        }
        let count = found.count_ones();
        if count > best.map_or(0, |(most, _)| most) {
            best = Some((count, sentence));
            if found == every {
                break;
            }
        }
    }
    let (_, sentence) = best?;
    Some(shortened(&one_line(sentence)))
}

/// `text` with each run of white space in it (line breaks among them) as one space.
fn one_line(text: &str) -> String {
    let mut line = String::with_capacity(text.len());
    let mut space = false;
    for c in text.chars() {
        if c.is_whitespace() {
            space = true;
            continue;
        }
        if space && !line.is_empty() {
            line.push(' ');
        }
        space = false;
        line.push(c);
    }
    line
}

/// The paragraphs of a PDF page's `text`: its lines joined with a space where the line is full
/// (at least three quarters as long as the page's long lines, the nine in ten shorter than
/// it: the width of its text), a shorter or empty line ending its paragraph; each trimmed,
/// empty ones left out. A heading, an item of a list and a paragraph's last line end where the
/// PDF ended them, and a phone reflows the rest. (A snippet's sentence is bounded by its stops
/// as well, so it takes lines by the looser median measure of `full_line`.)
///
/// ```
/// let text = "सूचना\nसभी भवन स्वामियों को सूचित किया जाता है कि संपत्ति\nकर 31 मार्च तक जमा करें।\nआयुक्त";
/// assert_eq!(
///     wasm_core::search::paragraphs(text),
///     ["सूचना", "सभी भवन स्वामियों को सूचित किया जाता है कि संपत्ति कर 31 मार्च तक जमा करें।", "आयुक्त"]
/// );
/// ```
#[must_use]
pub fn paragraphs(text: &str) -> Vec<String> {
    let full = line_of_width(text);
    let mut found = Vec::new();
    let mut paragraph = String::new();
    for line in text.split('\n') {
        let line = line.trim();
        if !line.is_empty() {
            if !paragraph.is_empty() {
                paragraph.push(' ');
            }
            paragraph.push_str(line);
        }
        if line_length(line.as_bytes()) < full && !paragraph.is_empty() {
            found.push(std::mem::take(&mut paragraph));
        }
    }
    if !paragraph.is_empty() {
        found.push(paragraph);
    }
    found
}

/// The terms (as bits, the first term the lowest) that the word `written` matches as a word of
/// a document's contents; a run of digits matches the same number.
fn terms_matched(terms: &[Term], written: &str) -> u64 {
    let folded = fold_word(written);
    if folded.is_empty() {
        return 0;
    }
    let mut word: Option<Word> = None;
    let mut found = 0;
    for (bit, term) in terms.iter().enumerate() {
        let matches = match term {
            Term::Digits(run) => *run == folded,
            Term::Word(query) => {
                query.folded == folded
                    || matches_in_contents(
                        query,
                        word.get_or_insert_with(|| Word::new(folded.clone())),
                    )
            }
        };
        if matches {
            found |= 1 << bit;
        }
    }
    found
}

/// The sentences of a document's text (see the module's documentation): each ends after `.`,
/// `?`, `!` or the danda (`।`, `॥`) followed by a space or a line break, or at a line break
/// after a short or empty line; trimmed, empty ones left out, line breaks inside still there.
fn contents_sentences(text: &str) -> impl Iterator<Item = &str> {
    let full = full_line(text);
    let mut start = 0;
    std::iter::from_fn(move || {
        loop {
            if start >= text.len() {
                return None;
            }
            let end = contents_sentence_end(text, start, full);
            let sentence = text[start..end].trim();
            start = end;
            if !sentence.is_empty() {
                return Some(sentence);
            }
        }
    })
}

/// How many characters a line of `text` has at least when the sentence it holds may go on in
/// the next line: three quarters of the median length of its first lines that are not empty.
fn full_line(text: &str) -> usize {
    three_quarters_of_line(text, 1, 2)
}

/// How many characters a line of `text` has at least when its paragraph goes on in the next
/// line: three quarters of the length the longest tenth of its first lines reach.
fn line_of_width(text: &str) -> usize {
    three_quarters_of_line(text, 9, 10)
}

/// Three quarters of the length of the line of `text` that `share` (a fraction, `over`ths) of
/// its first non-empty lines are shorter than.
fn three_quarters_of_line(text: &str, share: usize, over: usize) -> usize {
    let mut lengths: Vec<usize> = text
        .as_bytes()
        .split(|&byte| byte == b'\n')
        .map(line_length)
        .filter(|&length| length > 0)
        .take(MEASURED_LINES)
        .collect();
    lengths.sort_unstable();
    let length = lengths
        .get(lengths.len() * share / over)
        .copied()
        .unwrap_or(0);
    (length * 3).div_ceil(4)
}

/// How many characters a line has, without the spaces around it. (In bytes of UTF-8: the
/// bytes that begin a character.)
fn line_length(line: &[u8]) -> usize {
    line.trim_ascii()
        .iter()
        .filter(|&&byte| byte & 0b1100_0000 != 0b1000_0000)
        .count()
}

/// Where the sentence of a document's `text` that begins at `start` ends: after its stop, or
/// after a line break that ends a line shorter than `full` characters (spaces around left out)
/// or comes once the sentence is as long as a snippet.
fn contents_sentence_end(text: &str, start: usize, full: usize) -> usize {
    let mut chars = text[start..].char_indices().peekable();
    // Characters of the sentence so far.
    let mut length = 0;
    while let Some((at, c)) = chars.next() {
        let at = start + at;
        if c == '\n' {
            let bytes = &text.as_bytes()[..at];
            let line_start = bytes
                .iter()
                .rposition(|&byte| byte == b'\n')
                .map_or(0, |newline| newline + 1);
            let line = line_length(&bytes[line_start..]);
            if line < full || length >= SNIPPET_CHARS {
                return at + 1;
            }
            continue;
        }
        length += 1;
        if matches!(c, '.' | '?' | '!' | '।' | '॥') {
            let next = chars.peek().map(|&(_, next)| next);
            if next.is_none_or(char::is_whitespace) {
                return at + c.len_utf8();
            }
        }
    }
    text.len()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A notice's text as a PDF gives it: a heading, then paragraphs broken mid-sentence.
    const NOTICE: &str = "\
नगर पालिक निगम सिंगरौली
सार्वजनिक सूचना
सभी भवन स्वामियों को सूचित किया जाता है कि वित्तीय वर्ष 2025-26 का संपत्ति
कर एवं जलकर दिनांक 31 मार्च 2026 तक निगम कार्यालय में जमा करें। निर्धारित
तिथि के बाद अधिभार लगेगा।

PUBLIC NOTICE
All owners of buildings are informed that the property tax and water tax for
the year 2025-26 must be paid at the Corporation office by 31 March 2026.
A surcharge applies after the due date.
Commissioner
";

    fn sentences(text: &str) -> Vec<&str> {
        contents_sentences(text).collect()
    }

    #[test]
    fn a_page_s_full_lines_make_paragraphs_and_short_ones_end_them() {
        let found = paragraphs(NOTICE);
        assert_eq!(found[0], "नगर पालिक निगम सिंगरौली");
        assert_eq!(found[1], "सार्वजनिक सूचना");
        assert!(found[2].starts_with("सभी भवन") && found[2].ends_with("अधिभार लगेगा।"));
        assert!(!found[2].contains('\n'));
        assert_eq!(found[3], "PUBLIC NOTICE");
        assert!(found[4].starts_with("All owners") && found[4].ends_with("after the due date."));
        // A line much shorter than the page's width ends its paragraph.
        assert_eq!(found[5], "Commissioner");
        assert_eq!(found.len(), 6);
        assert!(paragraphs("").is_empty());
    }

    #[test]
    fn a_full_line_goes_on_and_a_short_one_ends_its_sentence() {
        let found = sentences(NOTICE);
        assert_eq!(found[0], "नगर पालिक निगम सिंगरौली");
        assert_eq!(found[1], "सार्वजनिक सूचना");
        assert!(found[2].starts_with("सभी भवन") && found[2].ends_with("जमा करें।"));
        assert_eq!(found[3], "निर्धारित\nतिथि के बाद अधिभार लगेगा।");
        assert_eq!(found[4], "PUBLIC NOTICE");
        assert!(found[5].starts_with("All owners") && found[5].ends_with("31 March 2026."));
        assert_eq!(found[6], "A surcharge applies after the due date.");
        assert_eq!(found[7], "Commissioner");
        assert_eq!(found.len(), 8);
    }

    #[test]
    fn a_sentence_stops_taking_lines_at_a_snippets_length() {
        let line = "word ".repeat(20);
        let text = format!("{line}\n").repeat(10);
        let found = sentences(&text);
        assert!(found.len() > 1, "{}", found.len());
        assert!(
            found
                .iter()
                .all(|s| s.chars().count() < SNIPPET_CHARS + 110)
        );
    }

    #[test]
    fn a_word_is_found_in_either_script_and_spelling() {
        let tax = Some(
            "सभी भवन स्वामियों को सूचित किया जाता है कि वित्तीय वर्ष 2025-26 का संपत्ति कर एवं \
             जलकर दिनांक 31 मार्च 2026 तक निगम कार्यालय में जमा करें।",
        );
        assert_eq!(snippet_in_contents("jalkar", NOTICE).as_deref(), tax);
        assert_eq!(snippet_in_contents("sampatti", NOTICE).as_deref(), tax);
        assert_eq!(snippet_in_contents("sampati", NOTICE).as_deref(), tax);
        assert_eq!(
            snippet_in_contents("surcharge", NOTICE).as_deref(),
            Some("A surcharge applies after the due date.")
        );
        assert_eq!(
            snippet_in_contents("अधिभार", NOTICE).as_deref(),
            Some("निर्धारित तिथि के बाद अधिभार लगेगा।")
        );
        // A Latin word found from Devanagari.
        let notice = "Public notice\n\nThe Singrauli ward sabha meets on Sunday.";
        assert_eq!(
            snippet_in_contents("सिंगरौली", notice).as_deref(),
            Some("The Singrauli ward sabha meets on Sunday.")
        );
    }

    #[test]
    fn the_sentence_with_most_query_words_wins() {
        assert_eq!(
            snippet_in_contents("water tax 2026", NOTICE).as_deref(),
            Some(
                "All owners of buildings are informed that the property tax and water tax for \
                 the year 2025-26 must be paid at the Corporation office by 31 March 2026."
            )
        );
        assert_eq!(
            snippet_in_contents("surcharge library", NOTICE).as_deref(),
            Some("A surcharge applies after the due date.")
        );
    }

    #[test]
    fn only_the_texts_first_mib_is_read() {
        let filler = "कर जमा करें।\n".repeat(SNIPPET_SCAN_BYTES / 20);
        let early = format!("Water tax is due.\n{filler}");
        assert_eq!(
            snippet_in_contents("water", &early).as_deref(),
            Some("Water tax is due.")
        );
        let late = format!("{filler}Water tax is due.\n");
        assert!(late.len() > SNIPPET_SCAN_BYTES);
        assert_eq!(snippet_in_contents("water", &late), None);
    }

    #[test]
    fn no_word_begun_nor_mistyped_matches() {
        assert_eq!(snippet_in_contents("surch", NOTICE), None);
        assert_eq!(snippet_in_contents("surcharje", NOTICE), None);
        assert_eq!(snippet_in_contents("jal", NOTICE), None);
        assert_eq!(snippet_in_contents("", NOTICE), None);
        assert_eq!(snippet_in_contents("tax", ""), None);
    }
}

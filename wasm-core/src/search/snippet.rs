//! The sentence of a text that a query matches best, shown under a result so that a visitor
//! sees why it was found. Sentences are ranked by the search itself (each is a record of a
//! small index), so a snippet matches as the result did: spelling variants, either script, a
//! typo.

use super::fold::word_spans;
use super::index::Index;

/// The longest snippet, in characters; a longer sentence is cut at a word and ends with "…".
pub const SNIPPET_CHARS: usize = 200;

const NO_FILTER: &[&str] = &[];

/// The sentence of `text` that matches `query` best: one with every word of the query if there
/// is one, else one with any of them; `None` when none matches.
///
/// ```
/// let text = "Water is supplied twice a day. Property tax is due in March.";
/// assert_eq!(wasm_core::search::snippet("tax", text).as_deref(), Some("Property tax is due in March."));
/// let hindi = "नगर निगम का कार्यालय। संपत्ति कर मार्च तक जमा करें।";
/// assert_eq!(wasm_core::search::snippet("sampatti", hindi).as_deref(), Some("संपत्ति कर मार्च तक जमा करें।"));
/// assert_eq!(wasm_core::search::snippet("library", text), None);
/// ```
#[must_use]
pub fn snippet(query: &str, text: &str) -> Option<String> {
    let sentences: Vec<&str> = sentences(text).collect();
    if sentences.is_empty() {
        return None;
    }
    let mut index = Index::new();
    for sentence in &sentences {
        index.add(&[*sentence], &[], &[]);
    }
    let best = index
        .search(query, NO_FILTER)
        .first()
        .copied()
        .or_else(|| {
            query
                .split_whitespace()
                .find_map(|word| index.search(word, NO_FILTER).first().copied())
        })?;
    let sentence = sentences.get(usize::try_from(best).ok()?)?;
    Some(shortened(sentence))
}

/// The first sentence of `text`, shortened as a snippet is: what a text is about when no
/// sentence of it matches.
#[must_use]
pub fn lead(text: &str) -> Option<String> {
    sentences(text).next().map(shortened)
}

/// The sentences of `text`: each ends after `.`, `?`, `!` or the danda (`।`, `॥`) followed by a
/// space, or at a line break; trimmed, empty ones left out.
pub fn sentences(text: &str) -> impl Iterator<Item = &str> {
    let mut rest = text;
    std::iter::from_fn(move || {
        loop {
            if rest.is_empty() {
                return None;
            }
            let end = sentence_end(rest);
            let (sentence, after) = rest.split_at(end);
            rest = after;
            let sentence = sentence.trim();
            if !sentence.is_empty() {
                return Some(sentence);
            }
        }
    })
}

/// Where the first sentence of `text` ends (after its stop, or at its line break).
fn sentence_end(text: &str) -> usize {
    let mut chars = text.char_indices().peekable();
    while let Some((at, c)) = chars.next() {
        if c == '\n' {
            return at + 1;
        }
        if matches!(c, '.' | '?' | '!' | '।' | '॥') {
            let next = chars.peek().map(|&(_, next)| next);
            if next.is_none_or(char::is_whitespace) {
                return at + c.len_utf8();
            }
        }
    }
    text.len()
}

/// `sentence`, cut after its last whole word within [`SNIPPET_CHARS`] when it is longer.
pub(super) fn shortened(sentence: &str) -> String {
    if sentence.chars().count() <= SNIPPET_CHARS {
        return sentence.to_owned();
    }
    let limit = sentence
        .char_indices()
        .nth(SNIPPET_CHARS)
        .map_or(sentence.len(), |(at, _)| at);
    let cut = word_spans(sentence)
        .map(|(_, end)| end)
        .take_while(|&end| end <= limit)
        .last()
        .unwrap_or(limit);
    format!("{}…", sentence[..cut].trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sentences_end_at_stops_before_a_space_and_at_line_breaks() {
        let text = "Pay by 31.03.2026. कर जमा करें। Why?\nNext line";
        let found: Vec<&str> = sentences(text).collect();
        assert_eq!(
            found,
            ["Pay by 31.03.2026.", "कर जमा करें।", "Why?", "Next line"]
        );
    }

    #[test]
    fn the_sentence_with_every_word_wins_over_one_with_some() {
        let text = "Water tanks are cleaned. The water tax is due. Tax rebate ends soon.";
        assert_eq!(
            snippet("water tax", text).as_deref(),
            Some("The water tax is due.")
        );
        assert_eq!(
            snippet("water library", text).as_deref(),
            Some("Water tanks are cleaned.")
        );
    }

    #[test]
    fn a_hindi_sentence_is_found_from_either_script() {
        let text = "नगर निगम का कार्यालय। संपत्ति कर मार्च तक जमा करें।";
        assert_eq!(
            snippet("sampatti", text).as_deref(),
            Some("संपत्ति कर मार्च तक जमा करें।")
        );
    }

    #[test]
    fn a_long_sentence_is_cut_at_a_word() {
        let long = "word ".repeat(100) + "tax";
        let found = snippet("word", &long).unwrap();
        assert!(found.ends_with("word…"), "{found}");
        assert!(found.chars().count() <= SNIPPET_CHARS + 1);
    }
}

//! The query parser. Properties: every word term other than a number is a folded word of the
//! query (digit groups join, `5(9` is the number 59), every digit run is 3 or more ASCII
//! digits, and a number short enough to be a word is at most 2 digits.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_core::search::{Query, TYPO_LETTERS, Term, fold_word, words};

fuzz_target!(|text: &str| {
    let query = Query::parse(text);
    let all: Vec<String> = words(text).collect();
    assert_eq!(query.is_empty(), query.terms.is_empty());
    assert!(query.terms.len() <= all.len(), "more terms than words");
    if all.is_empty() {
        assert!(query.is_empty());
    }
    for term in &query.terms {
        match term {
            Term::Word(word) => {
                assert!(!word.folded.is_empty());
                assert_eq!(fold_word(&word.folded), word.folded);
                let digits = word.folded.bytes().all(|b| b.is_ascii_digit());
                assert!(
                    digits || all.contains(&word.folded),
                    "{:?} is no word of the query",
                    word.folded
                );
                assert_eq!(word.numeric, digits);
                // Longer numbers are phone digits.
                assert!(!word.numeric || word.folded.len() < 3, "{word:?}");
                // A typo is forgiven in a Latin word of TYPO_LETTERS letters or more, against
                // either script; in a Devanagari word whose Latin spelling is as long, against
                // Latin words only.
                let long_latin = word.roman.latin && !digits && word.folded.len() >= TYPO_LETTERS;
                let long_spelling = !word.roman.latin && word.roman.spelled.len() >= TYPO_LETTERS;
                assert_eq!(word.typo_tolerant(false), long_latin);
                assert_eq!(word.typo_tolerant(true), long_latin || long_spelling);
            }
            Term::Digits(run) => {
                assert!(
                    run.len() >= 3 && run.bytes().all(|b| b.is_ascii_digit()),
                    "{run:?}"
                );
            }
        }
    }
    assert_eq!(Query::parse(text), query, "parsing is deterministic");
});

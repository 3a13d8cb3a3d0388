//! The search normaliser: splitting text into words, folding them and romanising them.
//! Properties: folding is idempotent (it picks one spelling, so the chosen spelling folds to
//! itself), a folded word is still one word, and the romanised forms agree with each other.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_core::search::{Roman, fold_word, words};

/// Characters folding removes or replaces: none may be left after it.
fn folded_away(c: char) -> bool {
    c.is_ascii_uppercase()
        || matches!(c,
            '\u{093C}' // nukta
            | '\u{0901}' // chandrabindu
            | '\u{200C}' | '\u{200D}' // ZWNJ, ZWJ
            | '\u{0958}'..='\u{095F}' // precomposed nukta letters
            | '\u{0929}' | '\u{0931}' | '\u{0934}'
            | '\u{0966}'..='\u{096F}') // Devanagari digits
}

fuzz_target!(|text: &str| {
    let folded = fold_word(text);
    assert_eq!(
        fold_word(&folded),
        folded,
        "fold_word is idempotent on any text"
    );
    // Folding drops and replaces only word characters, so the words stay the same.
    assert_eq!(
        words(&folded).collect::<Vec<_>>(),
        words(text).collect::<Vec<_>>(),
        "folding first changes no word"
    );
    for word in words(text) {
        assert!(!word.is_empty(), "no empty word");
        assert!(
            !word.chars().any(folded_away),
            "{word:?} is not fully folded"
        );
        assert_eq!(fold_word(&word), word, "a folded word folds to itself");
        assert_eq!(
            words(&word).collect::<Vec<_>>(),
            std::slice::from_ref(&word),
            "one word"
        );

        let roman = Roman::of(&word);
        assert_eq!(
            roman.key,
            roman.text.replace('a', ""),
            "the key is the text less its a"
        );
        assert_eq!(roman.ends_in_a, roman.text.ends_with('a'));
        assert!(!roman.a_optional || (roman.latin && roman.ends_in_a));
        assert_eq!(
            roman.latin,
            !word.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c))
        );
        if !roman.latin {
            // Transliteration writes plain Latin letters and digits only.
            assert!(
                roman.text.is_ascii() && roman.spelled.is_ascii(),
                "{roman:?}"
            );
        }
        assert_eq!(
            roman.same_key(&roman),
            !roman.key.is_empty(),
            "a name is itself"
        );
    }
});

//! How long an index of five years of documents takes to build, one record at a time
//! (`Index::add_document`) and at once (`IndexBuilder`), how long a query over it takes, and
//! how long the snippet of a long document's text takes. A benchmark, so ignored by default:
//!
//! ```text
//! cargo test -p wasm-core --release --test index_build -- --ignored --nocapture
//! ```
//!
//! The documents are synthetic: 2,000 of 600 words each, drawn from a vocabulary of 100,000
//! made-up words, half in Latin letters and half in Devanagari, in sentences and lines as a
//! PDF's text comes.

use std::time::{Duration, Instant};

use wasm_core::search::{Index, IndexBuilder, Query, Scratch, snippet_in_contents};

const DOCUMENTS: usize = 2_000;
const WORDS_PER_DOCUMENT: usize = 600;
const VOCABULARY: usize = 100_000;

/// A small generator of pseudo-random numbers, the same on every run.
struct Numbers(u64);

impl Numbers {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n
    }
}

/// Made-up word number `n` of a vocabulary: even numbers in Latin letters, odd ones in
/// Devanagari, of two to four syllables.
fn word(n: usize) -> String {
    const LATIN_CONSONANTS: &[&str] = &[
        "k", "g", "ch", "j", "t", "d", "n", "p", "b", "m", "y", "r", "l", "v", "s", "h", "sh",
    ];
    const LATIN_VOWELS: &[&str] = &["a", "i", "u", "e", "o", "aa"];
    const CONSONANTS: &[&str] = &[
        "क", "ख", "ग", "च", "ज", "ट", "ड", "त", "द", "न", "प", "ब", "म", "य", "र", "ल", "व", "स",
        "ह",
    ];
    const VOWEL_SIGNS: &[&str] = &["", "ा", "ि", "ी", "ु", "े", "ो"];
    let (consonants, vowels) = if n.is_multiple_of(2) {
        (LATIN_CONSONANTS, LATIN_VOWELS)
    } else {
        (CONSONANTS, VOWEL_SIGNS)
    };
    let syllables = consonants.len() * vowels.len();
    let mut rest = n / 2;
    let mut word = String::new();
    for count in 0.. {
        let syllable = rest % syllables;
        word.push_str(consonants[syllable / vowels.len()]);
        word.push_str(vowels[syllable % vowels.len()]);
        rest /= syllables;
        if rest == 0 && count >= 1 {
            break;
        }
    }
    word
}

/// A document: a title of five words and a text of `WORDS_PER_DOCUMENT` words, sentences of
/// about twelve words, lines of about ten.
fn document(numbers: &mut Numbers, vocabulary: &[String]) -> (String, String) {
    let mut pick = || vocabulary[numbers.below(vocabulary.len())].as_str();
    let title: Vec<&str> = (0..5).map(|_| pick()).collect();
    let mut text = String::new();
    for at in 1..=WORDS_PER_DOCUMENT {
        text.push_str(pick());
        text.push(if at % 12 == 0 {
            '.'
        } else if at % 10 == 0 {
            '\n'
        } else {
            ' '
        });
        if at % 12 == 0 {
            text.push(' ');
        }
    }
    (title.join(" "), text)
}

fn per_run(time: Duration, runs: u32) -> String {
    format!("{:.3} ms", time.as_secs_f64() * 1000.0 / f64::from(runs))
}

#[test]
#[ignore = "a benchmark: run with --release --ignored --nocapture"]
fn index_build() {
    let vocabulary: Vec<String> = (0..VOCABULARY).map(word).collect();
    let mut numbers = Numbers(1);
    let documents: Vec<(String, String)> = (0..DOCUMENTS)
        .map(|_| document(&mut numbers, &vocabulary))
        .collect();
    let none: [&str; 0] = [];

    let start = Instant::now();
    let mut builder = IndexBuilder::new();
    for (title, text) in &documents {
        builder.add_document(&[title.as_str()], &none, &[text.as_str()], &none, &none);
    }
    let built = builder.build();
    println!(
        "bulk (IndexBuilder): {DOCUMENTS} documents, {} distinct words: {:.2} s",
        built.vocabulary(),
        start.elapsed().as_secs_f64()
    );

    for count in [250, DOCUMENTS] {
        let start = Instant::now();
        let mut index = Index::new();
        for (title, text) in &documents[..count] {
            index.add_document(&[title.as_str()], &none, &[text.as_str()], &none, &none);
        }
        println!(
            "one by one (Index::add_document): {count} documents, {} distinct words: {:.2} s",
            index.vocabulary(),
            start.elapsed().as_secs_f64()
        );
        if count == DOCUMENTS {
            for query in [&vocabulary[10], &vocabulary[11], "kaa", "xyz"] {
                assert_eq!(built.search(query, &none), index.search(query, &none));
            }
        }
    }

    let queries = [
        vocabulary[1_000].clone(),
        vocabulary[1_001].clone(),
        vocabulary[60_000].clone(),
        format!("{} {}", vocabulary[2_000], vocabulary[2_001]),
        "ka".to_owned(),
        "कि".to_owned(),
    ];
    let mut scratch = Scratch::default();
    for query in &queries {
        let parsed = Query::parse(query);
        let runs = 50;
        let start = Instant::now();
        let mut found = 0;
        for _ in 0..runs {
            found = built.run(&mut scratch, &parsed, &none).len();
        }
        println!(
            "query {query:?}: {found} documents, {} a query",
            per_run(start.elapsed(), runs)
        );
    }

    let long: String = documents
        .iter()
        .map(|(_, text)| text.as_str())
        .collect::<Vec<_>>()
        .join("\n\n");
    let long = &long[..long.floor_char_boundary(4 << 20)];
    // Only the first `SNIPPET_SCAN_BYTES` are read.
    for query in [vocabulary[99_998].as_str(), "nowhere"] {
        let runs = 5;
        let start = Instant::now();
        let mut found = None;
        for _ in 0..runs {
            found = snippet_in_contents(query, long);
        }
        println!(
            "snippet of {} KiB for {query:?} ({}): {}",
            long.len() >> 10,
            if found.is_some() { "found" } else { "none" },
            per_run(start.elapsed(), runs)
        );
    }
}

//! Building a large index at once: the records' words are gathered by a hash map, and the
//! index's four orders of words are sorted once at the end, instead of each new word being
//! inserted into sorted vectors (what `Index::add` does, in time proportional to the
//! vocabulary). With the text of documents, whose vocabulary reaches 100,000 words and more,
//! adding one by one takes quadratic time; this takes O(n log n). The index made searches
//! exactly as one made by adding the same records one by one.

use std::collections::HashMap;
use std::collections::hash_map;

use super::fold::words_of;
use super::index::{Entry, Index};
use super::query::Word;

/// An index being built from many records (see the module's documentation).
///
/// ```
/// use wasm_core::search::IndexBuilder;
///
/// let none: [&str; 0] = [];
/// let mut builder = IndexBuilder::new();
/// let tax = builder.add_document(&["Property tax notice"], &none, &["संपत्ति कर जमा करें।"], &none, &none);
/// let index = builder.build();
/// assert_eq!(index.search("sampatti", &none), [tax]);
/// ```
#[derive(Debug, Default)]
pub struct IndexBuilder {
    /// The records and words so far, without the orders of the words.
    index: Index,
    /// The entry number of each folded word.
    numbers: HashMap<String, usize>,
}

impl IndexBuilder {
    /// A builder of no record yet.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a record as `Index::add_document` does (empty `body` and `contents` for a record of
    /// fields only, as `Index::add`), and returns its number.
    pub fn add_document<S: AsRef<str>>(
        &mut self,
        text: &[S],
        body: &[S],
        contents: &[S],
        phones: &[S],
        facets: &[S],
    ) -> u32 {
        let id = self.index.next_id();
        words_of(text).for_each(|folded| self.entry(folded).in_field(id));
        words_of(body).for_each(|folded| self.entry(folded).in_body(id));
        words_of(contents).for_each(|folded| self.entry(folded).in_contents(id));
        self.index.note_phones_and_facets(phones, facets);
        id
    }

    /// How many records it holds so far.
    #[must_use]
    pub fn len(&self) -> usize {
        self.index.len()
    }

    /// Whether it holds no record yet.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.index.is_empty()
    }

    /// The entry of a folded word, made if the word is new (numbered in the order words are
    /// first met, as `Index::add` numbers them).
    fn entry(&mut self, folded: String) -> &mut Entry {
        let entries = &mut self.index.entries;
        let number = match self.numbers.entry(folded) {
            hash_map::Entry::Occupied(number) => *number.get(),
            hash_map::Entry::Vacant(slot) => {
                entries.push(Entry::new(Word::new(slot.key().clone())));
                *slot.insert(entries.len() - 1)
            }
        };
        &mut entries[number]
    }

    /// The index of the records added.
    #[must_use]
    pub fn build(self) -> Index {
        let mut index = self.index;
        index.sort_words();
        index
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small generator of pseudo-random numbers (a linear congruential generator), so that
    /// the test is the same on every run.
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

    /// Words of both scripts with spelling variants, shared beginnings, typos and numbers
    /// between them, so that every rank occurs.
    const WORDS: &[&str] = &[
        "sharma",
        "शर्मा",
        "sharmila",
        "verma",
        "वर्मा",
        "sampatti",
        "संपत्ति",
        "sampati",
        "jalkar",
        "जलकर",
        "jal",
        "kar",
        "कर",
        "tax",
        "taxes",
        "texas",
        "water",
        "watre",
        "singh",
        "सिंह",
        "singrauli",
        "सिंगरौली",
        "srivastava",
        "श्रीवास्तव",
        "shrivastav",
        "notice",
        "सूचना",
        "tender",
        "निविदा",
        "2026",
        "25146",
        "12",
        "ward",
        "वार्ड",
    ];

    fn text(numbers: &mut Numbers, most: usize) -> Vec<String> {
        let fields = numbers.below(most + 1);
        (0..fields)
            .map(|_| {
                let len = 1 + numbers.below(6);
                (0..len)
                    .map(|_| WORDS[numbers.below(WORDS.len())])
                    .collect::<Vec<_>>()
                    .join(" ")
            })
            .collect()
    }

    #[test]
    fn a_built_index_searches_as_one_added_to_one_by_one() {
        let mut numbers = Numbers(7);
        let mut one_by_one = Index::new();
        let mut builder = IndexBuilder::new();
        let phones = ["94250 25146".to_owned()];
        let no_phone: [String; 0] = [];
        for record in 0..300 {
            let (text, body, contents) = (
                text(&mut numbers, 2),
                text(&mut numbers, 2),
                text(&mut numbers, 3),
            );
            let phones = if record % 7 == 0 {
                &phones[..]
            } else {
                &no_phone
            };
            let facets = [format!("zone={}", record % 3)];
            let added = one_by_one.add_document(&text, &body, &contents, phones, &facets);
            let built = builder.add_document(&text, &body, &contents, phones, &facets);
            assert_eq!(added, built);
        }
        assert_eq!(builder.len(), 300);
        let built = builder.build();
        assert_eq!(built.len(), one_by_one.len());
        assert_eq!(built.vocabulary(), one_by_one.vocabulary());
        let none: &[&str] = &[];
        let mut queries: Vec<String> = WORDS.iter().map(|&w| w.to_owned()).collect();
        queries.extend(
            [
                "shar",
                "सं",
                "samp",
                "watr",
                "251",
                "sharma kar",
                "jalkar 2026",
            ]
            .map(String::from),
        );
        for _ in 0..200 {
            let len = 1 + numbers.below(3);
            let words: Vec<&str> = (0..len)
                .map(|_| WORDS[numbers.below(WORDS.len())])
                .collect();
            queries.push(words.join(" "));
        }
        for query in &queries {
            assert_eq!(
                built.search(query, none),
                one_by_one.search(query, none),
                "{query}"
            );
            assert_eq!(
                built.search(query, &["zone=1"]),
                one_by_one.search(query, &["zone=1"]),
                "{query}"
            );
        }
    }
}

//! The records and the vocabulary of their words, and the query run over them.

use super::digits;
use super::distance::within_one_edit;
use super::fold::words;
use super::order::Order;
use super::query::{Query, Term, Word};
use super::tally::Tally;

/// Working memory of queries, kept between them.
#[derive(Debug, Default)]
pub struct Scratch {
    tally: Tally,
    close: Vec<usize>,
    typos: Vec<usize>,
}

/// How well a term matched a record; lower is better.
type Rank = u8;
const EXACT: Rank = 0;
const SAME_NAME: Rank = 1;
const PREFIX: Rank = 2;
const FUZZY: Rank = 3;
/// The word itself, in a record's body text only (`Index::add_with_body`).
const IN_BODY: Rank = 4;
const NO_MATCH: Rank = Rank::MAX;

/// A distinct word of the records, with the records that hold it.
#[derive(Debug)]
struct Entry {
    word: Word,
    /// Record numbers, ascending, each once.
    records: Vec<u32>,
    /// The records that hold it in their body text only, ascending, each once.
    body: Vec<u32>,
}

/// Records to search, numbered from 0 in the order they were added.
///
/// The words are kept in four sorted orders, so a query term only looks at the words that can
/// match it (an exact word or one it begins, the same plain-Latin start, the same key, and
/// for a typo the words of the same first letter and a length within one) instead of the
/// whole vocabulary. Sorted vectors rather than maps: smaller in wasm, and faster to search.
///
/// ```
/// use wasm_core::search::Index;
///
/// let mut officers = Index::new();
/// officers.add(&["Ramesh Kumar Sharma", "Sanitation Inspector"], &["07805-234567"], &["zone=2"]);
/// officers.add(&["सीता देवी", "सहायक राजस्व निरीक्षक"], &[], &["zone=1"]);
/// let none: [&str; 0] = [];
/// assert_eq!(officers.search("शर्मा", &none), [0]); // the other script
/// assert_eq!(officers.search("seeta", &none), [1]); // a spelling variant
/// assert_eq!(officers.search("234", &none), [0]); // phone digits
/// assert_eq!(officers.search("", &["zone=1"]), [1]); // a filter alone
/// ```
#[derive(Debug, Default)]
pub struct Index {
    entries: Vec<Entry>,
    /// The entries by folded word (each folded word once).
    by_folded: Order,
    /// The entries by plain-Latin form.
    by_roman: Order,
    /// The entries by key.
    by_key: Order,
    /// The entries of words other than numbers, by typo shape.
    by_shape: Order,
    /// Per record: its phone numbers' national digits.
    phones: Vec<Vec<String>>,
    /// Per record: its `name=value` facets.
    facets: Vec<Vec<String>>,
}

/// What a word must share with a query word for one typo to separate them: the script, the
/// first letter and, within one, the length of the form the typo is measured on (`typo_forms`).
/// As one number, so that the shapes within one length of a word are one range. `latin`: the
/// script of the words compared with; a Latin word against Latin words is measured as typed,
/// any other pair in the usual Latin spellings, from the first letter of the Latin one (of a
/// Devanagari word against Devanagari words, from the first letter of its plain Latin).
fn typo_shape(word: &Word, latin: bool) -> u64 {
    let (first, form) = match (word.roman.latin, latin) {
        (true, true) => (&word.folded, &word.folded),
        (_, false) => (&word.roman.text, &word.roman.spelled),
        (false, true) => (&word.roman.spelled, &word.roman.spelled),
    };
    let first = u64::from(first.bytes().next().unwrap_or(0));
    (u64::from(latin) << 40) | (first << 32) | form.len() as u64
}

/// The forms of a query word and a record word that one typo may separate: the folded words
/// when both are Latin, otherwise their usual Latin spellings (w read as v, as in Tiwari,
/// तिवारी).
fn typo_forms<'a>(query: &'a Word, word: &'a Word) -> (&'a str, &'a str) {
    if query.roman.latin && word.roman.latin {
        (&query.folded, &word.folded)
    } else {
        (&query.roman.spelled, &word.roman.spelled)
    }
}

/// How `query` matches the record word `word`, if it does.
fn rank(query: &Word, word: &Word) -> Rank {
    if query.folded == word.folded {
        EXACT
    } else if query.numeric || word.numeric {
        // Ward numbers and serials: only the number itself.
        NO_MATCH
    } else if query.roman.same_key(&word.roman) {
        SAME_NAME
    } else if word.folded.starts_with(&query.folded)
        // Across scripts from two letters on: one letter would be any word's start.
        || (query.roman.text.len() >= 2 && word.roman.text.starts_with(&query.roman.text))
    {
        PREFIX
    } else if query.typo_tolerant(word.roman.latin) && one_typo(query, word) {
        FUZZY
    } else {
        NO_MATCH
    }
}

/// Whether the query word is one typo away from `word` (see `typo_forms`). The first letter
/// must agree (in plain Latin for Devanagari words): a typo there is rare, and without the
/// rule Jadhav would find यादव.
fn one_typo(query: &Word, word: &Word) -> bool {
    let latin = word.roman.latin;
    // Same script and first letter: the shapes agree above their length.
    if typo_shape(query, latin) >> 32 != typo_shape(word, latin) >> 32 {
        return false;
    }
    let (query, word) = typo_forms(query, word);
    within_one_edit(query, word)
}

/// How a run of query digits matches a phone number's digits, if it does.
fn rank_digits(run: &str, phone: &str) -> Rank {
    let (run, phone) = (run.as_bytes(), phone.as_bytes());
    let Some(&first) = run.first() else {
        return NO_MATCH;
    };
    // Byte windows rather than `str::contains`: its two-way searcher is large in wasm.
    let at = (0..=phone.len().saturating_sub(run.len()))
        .find(|&at| phone[at] == first && phone.get(at..at + run.len()) == Some(run));
    match at {
        Some(0) if phone.len() == run.len() => EXACT,
        Some(0) => PREFIX,
        Some(_) => FUZZY,
        None => NO_MATCH,
    }
}

impl Index {
    /// An empty index.
    #[must_use]
    pub fn new() -> Self {
        Self::default()
    }

    /// Adds a record: the text of its fields (any script, normalised to NFC), its phone
    /// numbers as printed and its `name=value` facets. Returns the record's number.
    pub fn add<S: AsRef<str>>(&mut self, text: &[S], phones: &[S], facets: &[S]) -> u32 {
        self.add_with_body(text, &[], phones, facets)
    }

    /// `add` for a record that has a body besides the fields that name it (a page's title and
    /// subject, and the text of the page): a word of the body matches only as itself, and
    /// after every match of the fields, so that a page is not found by a word it merely
    /// mentions in passing (Singrauli for "singh"), nor by a word of the other script that
    /// merely begins like the query.
    pub fn add_with_body<S: AsRef<str>>(
        &mut self,
        text: &[S],
        body: &[S],
        phones: &[S],
        facets: &[S],
    ) -> u32 {
        let id = u32::try_from(self.phones.len()).unwrap_or(u32::MAX);
        for field in text {
            for folded in words(field.as_ref()) {
                let entry = self.entry(folded);
                let records = &mut self.entries[entry].records;
                if records.last() != Some(&id) {
                    records.push(id);
                }
            }
        }
        for field in body {
            for folded in words(field.as_ref()) {
                let entry = self.entry(folded);
                let entry = &mut self.entries[entry];
                if entry.records.last() != Some(&id) && entry.body.last() != Some(&id) {
                    entry.body.push(id);
                }
            }
        }
        self.phones.push(
            phones
                .iter()
                .map(|phone| digits::national(phone.as_ref()))
                .filter(|digits| !digits.is_empty())
                .collect(),
        );
        self.facets
            .push(facets.iter().map(|f| f.as_ref().to_owned()).collect());
        id
    }

    /// How many records the index holds.
    #[must_use]
    pub fn len(&self) -> usize {
        self.phones.len()
    }

    /// Whether the index holds no record.
    #[must_use]
    pub fn is_empty(&self) -> bool {
        self.phones.is_empty()
    }

    /// How many distinct words the records hold.
    #[must_use]
    pub fn vocabulary(&self) -> usize {
        self.entries.len()
    }

    /// The numbers of the records matching `query` (normalised to NFC) and every filter
    /// (`name=value`), best first; records of equal rank keep the order they were added in.
    #[must_use]
    pub fn search<S: AsRef<str>>(&self, query: &str, filters: &[S]) -> Vec<u32> {
        self.run(&mut Scratch::default(), &Query::parse(query), filters)
    }

    /// `search` for a query already parsed, with working memory kept from earlier queries
    /// (in wasm, allocations are a good part of a query's cost).
    #[must_use]
    pub fn run<S: AsRef<str>>(
        &self,
        scratch: &mut Scratch,
        query: &Query,
        filters: &[S],
    ) -> Vec<u32> {
        let Scratch {
            tally,
            close,
            typos,
        } = scratch;
        tally.reset(self.len());
        if !filters.is_empty() {
            tally.keep_only(|record| {
                let facets = self.facets.get(record).map_or(&[][..], Vec::as_slice);
                filters
                    .iter()
                    .all(|filter| facets.iter().any(|facet| facet == filter.as_ref()))
            });
        }
        for term in &query.terms {
            match term {
                Term::Word(word) => {
                    self.ranks(word, close, typos, |entry, rank| {
                        for &record in &entry.records {
                            tally.note(record, rank);
                        }
                        if rank == EXACT {
                            for &record in &entry.body {
                                tally.note(record, IN_BODY);
                            }
                        }
                    });
                }
                Term::Digits(run) => {
                    for (record, phones) in (0u32..).zip(&self.phones) {
                        if !tally.is_alive(record as usize) {
                            continue;
                        }
                        let rank = phones.iter().map(|phone| rank_digits(run, phone)).min();
                        if let Some(rank) = rank.filter(|&rank| rank != NO_MATCH) {
                            tally.note(record, rank);
                        }
                    }
                    // The same number written in a record's text (a notice's reference, a
                    // year) matches it too, exactly.
                    if let Some(entry) = self.by_folded.equal(run).next() {
                        let entry = &self.entries[entry];
                        for &record in &entry.records {
                            tally.note(record, EXACT);
                        }
                        for &record in &entry.body {
                            tally.note(record, IN_BODY);
                        }
                    }
                }
            }
            tally.end_term();
        }
        tally.ranked()
    }
}

impl Index {
    /// The number of the entry of a folded word, made if the word is new.
    fn entry(&mut self, folded: String) -> usize {
        if let Some(existing) = self.by_folded.equal(&folded).next() {
            return existing;
        }
        let word = Word::new(folded);
        let entry = self.entries.len();
        self.by_folded.insert(word.folded.clone(), entry);
        self.by_roman.insert(word.roman.text.clone(), entry);
        self.by_key.insert(word.roman.key.clone(), entry);
        if !word.numeric {
            self.by_shape
                .insert_number(typo_shape(&word, word.roman.latin), entry);
        }
        self.entries.push(Entry {
            word,
            records: Vec::new(),
            body: Vec::new(),
        });
        entry
    }

    /// Calls `found` with every entry `word` matches and how well (some entries more than
    /// once, the best rank among them). `close` and `typos` are scratch space.
    fn ranks(
        &self,
        word: &Word,
        close: &mut Vec<usize>,
        typos: &mut Vec<usize>,
        mut found: impl FnMut(&Entry, Rank),
    ) {
        close.clear();
        typos.clear();
        self.candidates(word, close, typos);
        for &entry in close.iter() {
            let entry = &self.entries[entry];
            let rank = rank(word, &entry.word);
            if rank != NO_MATCH {
                found(entry, rank);
            }
        }
        // Any better match of these words is among `close` already.
        for &entry in typos.iter() {
            let entry = &self.entries[entry];
            let (query, other) = typo_forms(word, &entry.word);
            // Their bucket has the first letter and a length within one already.
            if within_one_edit(query, other) {
                found(entry, FUZZY);
            }
        }
    }

    /// The entries `word` could match: `close` those that could match better than a typo,
    /// `typos` those that could be one typo away.
    fn candidates(&self, word: &Word, close: &mut Vec<usize>, typos: &mut Vec<usize>) {
        // Exact, and words that begin with it.
        let folded = word.folded.as_str();
        close.extend(self.by_folded.starting(folded));
        if word.numeric {
            return;
        }
        let key = word.roman.key.as_str();
        close.extend(self.by_key.equal(key));
        let roman = word.roman.text.as_str();
        if roman.len() >= 2 {
            close.extend(self.by_roman.starting(roman));
        }
        for latin in [true, false] {
            if word.typo_tolerant(latin) {
                // Lengths one less to one more; a length is never 0, so low stays in place.
                let shape = typo_shape(word, latin);
                typos.extend(self.by_shape.numbers(shape - 1, shape + 1));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::fold::fold_word;

    #[test]
    fn the_candidates_rank_every_word_as_a_full_scan_would() {
        let mut index = Index::new();
        let names = "Ramesh Sharma रमेश शर्मा श्यामलाल Srivastava श्रीवास्तव Singh सिंह Sinha \
                     Khan ख़ान Khanna Tiwary तिवारी Aggarwal अग्रवाल Chaurasia चौरसिया 12 21 \
                     Sharmila Verma वर्मा Mishra Mehra Yadav यादव Jadhav Kamla Kamal";
        for name in names.split_whitespace() {
            index.add(&[name], &[], &[]);
        }
        let queries = "sharma shar s sh sharna shrma srivastav shrivastava सिंह singh sinh khanna \
                       kha tiwari tiwsri agarwal chowrasia 1 12 2 ram kamala kaml jadav yadv वर \
                       वर्मा कमल शर्मिला तिवारि यादव";
        for query in queries.split_whitespace() {
            let word = Word::new(fold_word(query));
            let mut best = vec![NO_MATCH; index.entries.len()];
            let (mut close, mut typos) = (Vec::new(), Vec::new());
            index.ranks(&word, &mut close, &mut typos, |entry, rank| {
                let number = index
                    .entries
                    .iter()
                    .position(|e| e.word.folded == entry.word.folded)
                    .unwrap();
                best[number] = best[number].min(rank);
            });
            for (number, entry) in index.entries.iter().enumerate() {
                assert_eq!(
                    best[number],
                    rank(&word, &entry.word),
                    "{query} against {}",
                    entry.word.folded
                );
            }
        }
    }

    #[test]
    fn a_body_matches_only_its_own_words_and_after_the_fields() {
        let mut index = Index::new();
        let none: &[&str] = &[];
        let transport = index.add_with_body(
            &["City Transport", "नगर परिवहन"],
            &[
                "Buses across Singrauli. Fares for pensioners.",
                "किराए का पक्ष",
            ],
            none,
            none,
        );
        let faq = index.add_with_body(&["FAQ", "प्रश्न"], &["Singh"], none, none);
        let pensions = index.add(&["Pensions"], none, none);
        // A word of the body, as it is: after the records whose fields match.
        assert_eq!(index.search("singrauli", none), [transport]);
        assert_eq!(index.search("singh", none), [faq]);
        assert_eq!(index.search("pensioners", none), [transport]);
        assert_eq!(index.search("पक्ष", none), [transport]);
        // Not its beginning, the same name in the other script, nor a typo.
        assert!(index.search("sing", none).is_empty());
        assert!(index.search("singrali", none).is_empty());
        assert_eq!(index.search("faq", none), [faq]);
        assert!(index.search("paks", none).is_empty());
        assert_eq!(index.search("pension", none), [pensions]);
        // A field's match ranks before a body's.
        let mut index = Index::new();
        let mentions = index.add_with_body(&["Legal"], &["transport"], none, none);
        let names = index.add(&["Transport"], none, none);
        assert_eq!(index.search("transport", none), [names, mentions]);
    }

    #[test]
    fn a_number_of_three_digits_or_more_is_found_in_a_phone_or_in_the_text() {
        let mut index = Index::new();
        let notice = index.add(&["Ward sabha on Sunday 25146"], &[], &[]);
        let officer = index.add(&["Anand Tripathi"], &["94250 25146"], &[]);
        let year = index.add(&["Budget 2026-27"], &[], &[]);
        let mut found = index.search("Ward sabha on Sunday 25146", &[] as &[&str]);
        found.sort_unstable();
        assert_eq!(found, [notice]);
        let mut found = index.search("25146", &[] as &[&str]);
        found.sort_unstable();
        assert_eq!(found, [notice, officer]);
        assert_eq!(index.search("2026", &[] as &[&str]), [year]);
        // Part of a number in a text is not that number; in a phone number it is.
        assert_eq!(index.search("2514", &[] as &[&str]), [officer]);
    }
}

//! The records and the vocabulary of their words, and the query run over them.

use std::collections::BTreeMap;

use super::digits;
use super::distance::within_one_edit;
use super::fold::words;
use super::query::{Query, Term, Word};

/// How well a term matched a record; lower is better.
type Rank = u8;
const EXACT: Rank = 0;
const SAME_NAME: Rank = 1;
const PREFIX: Rank = 2;
const FUZZY: Rank = 3;
const NO_MATCH: Rank = Rank::MAX;

/// A distinct word of the records, with the records that hold it.
#[derive(Debug)]
struct Entry {
    word: Word,
    /// Record numbers, ascending, each once.
    records: Vec<u32>,
}

/// Records to search, numbered from 0 in the order they were added.
///
/// The words are kept in three sorted maps, so a query term only looks at the words that can
/// match it (an exact word or one it begins, the same plain-Latin start, the same key, and
/// for a typo the words with the same first letter) instead of the whole vocabulary.
#[derive(Debug, Default)]
pub struct Index {
    entries: Vec<Entry>,
    /// Folded word → its entry.
    lookup: BTreeMap<String, usize>,
    /// Plain-Latin form → the entries that have it.
    romans: BTreeMap<String, Vec<usize>>,
    /// Key → the entries that have it.
    keys: BTreeMap<String, Vec<usize>>,
    /// Per record: its phone numbers' national digits.
    phones: Vec<Vec<String>>,
    /// Per record: its `name=value` facets.
    facets: Vec<Vec<String>>,
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
    } else if query.typo_tolerant() && one_typo(query, word) {
        FUZZY
    } else {
        NO_MATCH
    }
}

/// Whether the Latin query word is one typo away from `word`: letter for letter against a
/// Latin word, and against a Devanagari word's usual Latin spelling (with w read as v, as in
/// Tiwari, तिवारी). The first letter must agree (in plain Latin for Devanagari words): a typo
/// there is rare, and without the rule Jadhav would find यादव.
fn one_typo(query: &Word, word: &Word) -> bool {
    let first = |text: &str| text.as_bytes().first().copied();
    if word.roman.latin {
        first(&query.folded) == first(&word.folded) && within_one_edit(&query.folded, &word.folded)
    } else {
        first(&query.roman.text) == first(&word.roman.text)
            && within_one_edit(&query.folded.replace('w', "v"), &word.roman.spelled)
    }
}

/// How a run of query digits matches a phone number's digits, if it does.
fn rank_digits(run: &str, phone: &str) -> Rank {
    let (run, phone) = (run.as_bytes(), phone.as_bytes());
    // Byte windows rather than `str::contains`: its two-way searcher is large in wasm.
    match phone.windows(run.len()).position(|window| window == run) {
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
        let id = u32::try_from(self.phones.len()).unwrap_or(u32::MAX);
        for field in text {
            for folded in words(field.as_ref()) {
                let entry = if let Some(&entry) = self.lookup.get(&folded) {
                    entry
                } else {
                    let entry = self.entries.len();
                    let word = Word::new(folded);
                    self.lookup.insert(word.folded.clone(), entry);
                    let roman = &word.roman;
                    self.romans
                        .entry(roman.text.clone())
                        .or_default()
                        .push(entry);
                    self.keys.entry(roman.key.clone()).or_default().push(entry);
                    self.entries.push(Entry {
                        word,
                        records: Vec::new(),
                    });
                    entry
                };
                let records = &mut self.entries[entry].records;
                if records.last() != Some(&id) {
                    records.push(id);
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
        self.run(&Query::parse(query), filters)
    }

    /// `search` for a query already parsed.
    #[must_use]
    pub fn run<S: AsRef<str>>(&self, query: &Query, filters: &[S]) -> Vec<u32> {
        // Total rank per record; NO_MATCH-sized sentinel marks records already out.
        let out = u32::MAX;
        let mut totals: Vec<u32> = self
            .facets
            .iter()
            .map(|facets| {
                let kept = filters
                    .iter()
                    .all(|filter| facets.iter().any(|facet| facet == filter.as_ref()));
                if kept { 0 } else { out }
            })
            .collect();
        let mut best = vec![NO_MATCH; totals.len()];
        let mut candidates = Vec::new();
        for term in &query.terms {
            best.fill(NO_MATCH);
            match term {
                Term::Word(word) => {
                    candidates.clear();
                    self.candidates(word, &mut candidates);
                    for &entry in &candidates {
                        let entry = &self.entries[entry];
                        let rank = rank(word, &entry.word);
                        if rank == NO_MATCH {
                            continue;
                        }
                        for &record in &entry.records {
                            let slot = &mut best[record as usize];
                            *slot = (*slot).min(rank);
                        }
                    }
                }
                Term::Digits(run) => {
                    for (slot, phones) in best.iter_mut().zip(&self.phones) {
                        *slot = phones
                            .iter()
                            .map(|phone| rank_digits(run, phone))
                            .min()
                            .unwrap_or(NO_MATCH);
                    }
                }
            }
            for (total, &rank) in totals.iter_mut().zip(&best) {
                if rank == NO_MATCH {
                    *total = out;
                } else if *total != out {
                    *total += u32::from(rank);
                }
            }
        }
        by_total(&totals, out)
    }
}

impl Index {
    /// Every entry `rank` could match for `word` (some more than once, some that do not).
    fn candidates(&self, word: &Word, out: &mut Vec<usize>) {
        // Exact, and words that begin with it.
        out.extend(
            self.lookup
                .range(word.folded.clone()..)
                .take_while(|(folded, _)| folded.starts_with(&word.folded))
                .map(|(_, &entry)| entry),
        );
        if word.numeric {
            return;
        }
        if let Some(same) = self.keys.get(&word.roman.key) {
            out.extend(same);
        }
        let roman = &word.roman.text;
        if roman.len() >= 2 {
            out.extend(
                self.romans
                    .range(roman.clone()..)
                    .take_while(|(text, _)| text.starts_with(roman.as_str()))
                    .flat_map(|(_, entries)| entries),
            );
        }
        if word.typo_tolerant() {
            // A typo keeps the first letter: Latin words by their folded form, Devanagari
            // ones by their plain-Latin form.
            let first = |text: &str| text.get(..1).unwrap_or_default().to_owned();
            let latin = first(&word.folded);
            out.extend(
                self.lookup
                    .range(latin.clone()..)
                    .take_while(|(folded, _)| folded.starts_with(&latin))
                    .map(|(_, &entry)| entry),
            );
            let roman = first(roman);
            out.extend(
                self.romans
                    .range(roman.clone()..)
                    .take_while(|(text, _)| text.starts_with(&roman))
                    .flat_map(|(_, entries)| entries)
                    .filter(|&&entry| !self.entries[entry].word.roman.latin),
            );
        }
    }
}

/// The records whose total is not `out`, by total, in the order of adding within a total: a
/// counting sort, since totals are small (at most 3 per query term).
fn by_total(totals: &[u32], out: u32) -> Vec<u32> {
    let mut starts: Vec<usize> = Vec::new();
    for &total in totals.iter().filter(|&&total| total != out) {
        let total = total as usize;
        if starts.len() <= total + 1 {
            starts.resize(total + 2, 0);
        }
        starts[total + 1] += 1;
    }
    for i in 1..starts.len() {
        starts[i] += starts[i - 1];
    }
    let mut ranked = vec![0; starts.last().copied().unwrap_or(0)];
    for (id, &total) in (0u32..).zip(totals) {
        if total != out {
            let slot = &mut starts[total as usize];
            ranked[*slot] = id;
            *slot += 1;
        }
    }
    ranked
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::search::fold::fold_word;

    #[test]
    fn candidates_hold_every_word_a_term_matches() {
        let mut index = Index::new();
        let names = "Ramesh Sharma रमेश शर्मा श्यामलाल Srivastava श्रीवास्तव Singh सिंह Sinha \
                     Khan ख़ान Khanna Tiwary तिवारी Aggarwal अग्रवाल Chaurasia चौरसिया 12 21 \
                     Sharmila Verma वर्मा Mishra Mehra Yadav यादव Jadhav Kamla Kamal";
        for name in names.split_whitespace() {
            index.add(&[name], &[], &[]);
        }
        let queries = "sharma shar s sh sharna shrma srivastav shrivastava सिंह singh sinh khanna \
                       kha tiwari tiwsri agarwal chowrasia 1 12 2 ram kamala kaml jadav yadv वर";
        for query in queries.split_whitespace() {
            let word = Word::new(fold_word(query));
            let mut candidates = Vec::new();
            index.candidates(&word, &mut candidates);
            for (number, entry) in index.entries.iter().enumerate() {
                if rank(&word, &entry.word) != NO_MATCH {
                    assert!(
                        candidates.contains(&number),
                        "{query} matches {} but it is not a candidate",
                        entry.word.folded
                    );
                }
            }
        }
    }
}

//! A whole search: records indexed, then the fuzzed query and filters run over them (the input
//! format is `wasm_core_fuzz::parse_search_run`). Properties: results are distinct record
//! numbers that pass every filter; an empty query returns every such record in order; working
//! memory reused from another query changes nothing; a later term only narrows the results;
//! and a record's own word, or its own phone number typed back, finds it.
#![no_main]

use libfuzzer_sys::fuzz_target;
use wasm_core::search::{Index, Query, Scratch, Term, words};
use wasm_core_fuzz::{Record, is_plain_phone, parse_search_run};

/// Records whose own words and phones are looked up, to bound the cost of one input.
const CHECKED_RECORDS: usize = 6;

const NO_FILTERS: &[&str] = &[];

fn passes(record: &Record, filters: &[&str]) -> bool {
    filters.iter().all(|filter| record.facets.contains(filter))
}

fuzz_target!(|input: &str| {
    let run = parse_search_run(input);
    let mut index = Index::new();
    for (number, record) in run.records.iter().enumerate() {
        let id = index.add(&record.text, &record.phones, &record.facets);
        assert_eq!(id as usize, number);
    }
    assert_eq!(index.len(), run.records.len());

    let found = index.search(run.query, &run.filters);
    let mut seen = vec![false; run.records.len()];
    for &record in &found {
        let record = record as usize;
        assert!(record < run.records.len(), "no record {record}");
        assert!(!seen[record], "record {record} twice");
        seen[record] = true;
        assert!(
            passes(&run.records[record], &run.filters),
            "record {record} fails a filter"
        );
    }

    let query = Query::parse(run.query);
    let mut scratch = Scratch::default();
    let _ = index.run(
        &mut scratch,
        &Query::parse("sharma 70000 शर्मा"),
        &["zone=1"],
    );
    assert_eq!(
        index.run(&mut scratch, &query, &run.filters),
        found,
        "scratch reused"
    );

    if query.is_empty() {
        let every: Vec<u32> = (0u32..)
            .zip(&run.records)
            .filter(|(_, record)| passes(record, &run.filters))
            .map(|(number, _)| number)
            .collect();
        assert_eq!(found, every, "an empty query keeps every record, in order");
    } else {
        let first = Query {
            terms: vec![query.terms[0].clone()],
        };
        let wider = index.run(&mut scratch, &first, &run.filters);
        assert!(
            found.iter().all(|record| wider.contains(record)),
            "a term widened the results"
        );
    }

    for (number, record) in (0u32..).zip(&run.records).take(CHECKED_RECORDS) {
        for field in &record.text {
            let Some(word) = words(field).next() else {
                continue;
            };
            // Numbers of 3 digits or more are looked for in phone numbers instead.
            let parsed = Query::parse(&word);
            if matches!(&parsed.terms[..], [Term::Word(w)] if w.folded == word) {
                let hits = index.search(&word, NO_FILTERS);
                assert!(
                    hits.contains(&number),
                    "{word:?} does not find record {number}"
                );
            }
        }
        for phone in &record.phones {
            let parsed = Query::parse(phone);
            if is_plain_phone(phone) && matches!(&parsed.terms[..], [Term::Digits(_)]) {
                let hits = index.search(phone, NO_FILTERS);
                assert!(
                    hits.contains(&number),
                    "{phone:?} does not find record {number}"
                );
            }
        }
    }
});

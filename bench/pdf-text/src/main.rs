//! The benchmark of reading the text of PDFs and of the legacy Hindi converter, part of
//! `npm run bench`: `cargo run --release --locked -p pdf-text-bench -- [--quick] [--check]`.
//!
//! It prints, for documents of each kind made as the server's tests make them
//! (`server::uploads::samples`): pages read a second and milliseconds a document (the median of
//! several runs), and the peak of the heap while one is read, counted by this program's
//! allocator (`memory.rs`); the same for the two worst files the reading's budget allows.
//! Then the converter's accuracy on the table of Kruti Dev words
//! (`wasm-core/tests/legacy_hindi/kruti_dev_words.tsv`), whole and on its group cross-checked
//! against another converter's test vectors, with every failure; and its speed.
//!
//! `--quick`: fewer pages and runs, a few seconds. `--check`: exits 1 unless every check holds
//! (`checks.rs`). Writes what it prints to `bench/pdf-text/results.json`.

mod checks;
mod converter;
mod memory;
mod print;
mod reading;
#[path = "../../../wasm-core/tests/legacy_hindi/table.rs"]
mod table;
mod timing;

use server::uploads::{Limits, read_text};

/// How much each measure does.
struct Scale {
    pages: usize,
    mixed_pages: usize,
    runs: usize,
    worst_runs: usize,
    converted_bytes: usize,
}

const FULL: Scale = Scale {
    pages: 100,
    mixed_pages: 300,
    runs: 11,
    worst_runs: 3,
    converted_bytes: 4_000_000,
};

const QUICK: Scale = Scale {
    pages: 20,
    mixed_pages: 300,
    runs: 3,
    worst_runs: 1,
    converted_bytes: 1_000_000,
};

fn main() {
    let mut scale = &FULL;
    let mut check = false;
    for arg in std::env::args().skip(1) {
        match arg.as_str() {
            "--quick" => scale = &QUICK,
            "--check" => check = true,
            _ => {
                eprintln!("usage: pdf-text-bench [--quick] [--check]");
                std::process::exit(2);
            }
        }
    }
    // The converter first, in a fresh process: the large blocks the worst documents free
    // change where the system allocator puts the next ones, which moved the converter's
    // figure by half.
    let (accuracy, failures) = converter::accuracy();
    let (converting, converted) = converter::converting(scale.converted_bytes, scale.runs);
    let documents = reading::documents(scale.pages, scale.mixed_pages);
    let rows: Vec<reading::Row> = documents
        .iter()
        .map(|document| {
            let runs = if document.name.starts_with("worst") {
                scale.worst_runs
            } else {
                scale.runs
            };
            reading::measure(document, runs)
        })
        .collect();
    print::reading(&rows, scale.runs, scale.worst_runs);

    let english: Vec<String> = read_text(&documents[0].bytes, Limits::READING)
        .ok()
        .flatten()
        .map(|(text, _)| text.pages.into_iter().map(|page| page.text).collect())
        .unwrap_or_default();
    let recognising = converter::recognising(&english, scale.runs);
    print::converter(&accuracy, &failures, converting, converted, recognising);

    let results = checks::run(&rows, &accuracy);
    print::checks(&results);
    print::write_json(
        &rows,
        &accuracy,
        &failures,
        converting,
        recognising,
        &results,
    );
    if check && results.iter().any(|result| !result.holds) {
        std::process::exit(1);
    }
}

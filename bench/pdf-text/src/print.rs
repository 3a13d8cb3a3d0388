//! The figures as tables on standard output, and in `bench/pdf-text/results.json`.

use serde_json::json;

use crate::checks::Check;
use crate::converter::Accuracy;
use crate::reading::Row;

/// `bytes` in MiB, one decimal.
#[allow(clippy::cast_precision_loss, reason = "at most a few GiB")]
pub fn mib(bytes: usize) -> String {
    format!("{:.1} MiB", bytes as f64 / (1024.0 * 1024.0))
}

/// `bytes` in KB (10³), or MB past a thousand of them.
#[allow(clippy::cast_precision_loss, reason = "at most a few GB")]
fn size(bytes: usize) -> String {
    if bytes >= 1_000_000 {
        format!("{:.1} MB", bytes as f64 / 1e6)
    } else {
        format!("{:.0} KB", bytes as f64 / 1e3)
    }
}

/// The whole number `value` with a comma between thousands.
fn thousands(value: impl std::fmt::Display) -> String {
    let digits = format!("{value:.0}");
    let mut out = String::new();
    for (index, digit) in digits.chars().enumerate() {
        if index > 0 && (digits.len() - index) % 3 == 0 {
            out.push(',');
        }
        out.push(digit);
    }
    out
}

/// The table of documents read.
pub fn reading(rows: &[Row], runs: usize, worst_runs: usize) {
    println!(
        "\nReading the text of PDFs (Limits::READING; time: the median of {runs} runs, {worst_runs} \
         for the worst; heap: the most bytes held at once while reading, beyond the file)\n"
    );
    println!(
        "| document | size | pages | characters | text | pages/s | ms a document | peak heap |"
    );
    println!("|---|---|---|---|---|---|---|---|");
    for row in rows {
        println!(
            "| {} | {} | {} | {} | {} | {} | {:.1} | {} |",
            row.name,
            size(row.size),
            thousands(row.pages),
            thousands(row.characters),
            row.source,
            thousands(row.pages_a_second()),
            row.time.as_secs_f64() * 1e3,
            mib(row.peak_heap)
        );
    }
}

/// The converter's accuracy, its failures and its speed.
pub fn converter(
    accuracy: &[Accuracy],
    failures: &[String],
    converting: f64,
    converted: usize,
    recognising: f64,
) {
    println!(
        "\nThe legacy Hindi converter (Kruti Dev 010) on wasm-core/tests/legacy_hindi/kruti_dev_words.tsv\n"
    );
    println!("| entries | converted exactly | share |");
    println!("|---|---|---|");
    for part in accuracy {
        println!(
            "| {}: {} | {} | {:.1}% |",
            part.part,
            part.entries,
            part.exact,
            part.percent()
        );
    }
    if failures.is_empty() {
        println!("\nfailures: none");
    } else {
        println!("\nfailures:");
        for failure in failures {
            println!("  {failure}");
        }
    }
    println!(
        "\nconverting Kruti Dev text ({}): {:.1} MB/s",
        size(converted),
        converting / 1e6
    );
    println!(
        "recognising legacy Hindi in the English document's pages, each on its own: {:.1} MB/s",
        recognising / 1e6
    );
}

/// Each check, and whether it holds.
pub fn checks(checks: &[Check]) {
    println!("\nchecks (--check fails the part unless all hold):");
    for check in checks {
        let mark = if check.holds { "ok" } else { "FAILED" };
        println!("  {mark}: {}", check.what);
    }
}

/// Everything above as JSON, in `bench/pdf-text/results.json`.
pub fn write_json(
    rows: &[Row],
    accuracy: &[Accuracy],
    failures: &[String],
    converting: f64,
    recognising: f64,
    checks: &[Check],
) {
    let results = json!({
        "documents": rows.iter().map(|row| json!({
            "name": row.name,
            "bytes": row.size,
            "pages": row.pages,
            "characters": row.characters,
            "source": row.source,
            "pages_a_second": row.pages_a_second(),
            "ms_a_document": row.time.as_secs_f64() * 1e3,
            "peak_heap_bytes": row.peak_heap,
        })).collect::<Vec<_>>(),
        "converter": {
            "accuracy": accuracy.iter().map(|part| json!({
                "part": part.part,
                "entries": part.entries,
                "exact": part.exact,
            })).collect::<Vec<_>>(),
            "failures": failures,
            "converting_bytes_a_second": converting,
            "recognising_bytes_a_second": recognising,
        },
        "checks": checks.iter().map(|check| json!({
            "what": check.what,
            "holds": check.holds,
        })).collect::<Vec<_>>(),
    });
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("results.json");
    let text = serde_json::to_string_pretty(&results).unwrap_or_default() + "\n";
    if let Err(error) = std::fs::write(&path, text) {
        eprintln!("could not write {}: {error}", path.display());
    }
}

//! The search engine natively, on the real directory records (`content/directory/*.json`) and
//! the query list of the browser benchmark (`bench/search/queries.json`): building the index,
//! the whole query list, and each query on its own.
//!
//! `cargo bench -p wasm-core --bench search` (add `-- <filter>` to run part of it). Before
//! measuring it prints the recall of the list (expected record among the results), overall and
//! on the cross-script queries, and each query that misses. Records and queries go in as stored;
//! the site normalises them to NFC in JS first (`npm run bench:search` measures that path).

use std::collections::BTreeMap;
use std::fs;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use serde_json::Value;
use wasm_core::search::Index;

/// Files of `content/directory/` that are lookup tables, not people.
const SHARED_FILES: [&str; 3] = ["wards.json", "designations.json", "parties.json"];

/// One person of a directory, flattened the way the site gives it to the index.
struct Person {
    /// The mobile number: unique, so it names the record in `queries.json`.
    id: String,
    text: Vec<String>,
    phones: Vec<String>,
    facets: Vec<String>,
}

/// One query of `bench/search/queries.json`.
struct Query {
    text: String,
    kind: String,
    expect: Vec<String>,
}

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

fn read_json(path: &Path) -> Value {
    let text = fs::read_to_string(path)
        .unwrap_or_else(|error| panic!("cannot read {}: {error}", path.display()));
    serde_json::from_str(&text)
        .unwrap_or_else(|error| panic!("{} is not JSON: {error}", path.display()))
}

/// The lookup tables: wards (`{number, name, zone}`) and zone names by number, designations
/// and parties by id.
struct Tables {
    wards: BTreeMap<u64, Value>,
    zones: BTreeMap<u64, Value>,
    designations: Value,
    parties: Value,
}

impl Tables {
    fn load(dir: &Path) -> Self {
        let places = read_json(&dir.join("wards.json"));
        let by_number = |list: &Value| -> BTreeMap<u64, Value> {
            list.as_array()
                .into_iter()
                .flatten()
                .filter_map(|item| Some((item["number"].as_u64()?, item.clone())))
                .collect()
        };
        let zones = by_number(&places["zones"])
            .into_iter()
            .map(|(number, zone)| (number, zone["name"].clone()))
            .collect();
        Self {
            wards: by_number(&places["wards"]),
            zones,
            designations: read_json(&dir.join("designations.json")),
            parties: read_json(&dir.join("parties.json")),
        }
    }
}

/// Pushes the English and Hindi forms of a `{en, hi}` value (either may be missing).
fn push_both(text: &mut Vec<String>, value: &Value) {
    for lang in ["en", "hi"] {
        if let Some(s) = value[lang].as_str() {
            text.push(s.to_owned());
        }
    }
}

/// The search record of one row, in the order of the site's `searchRecord`
/// (web/src/lib/directory/people.ts): name, designation, party, wards, zone. `zone` is the
/// enclosing zone list's; a ward officer's or corporator's zone is their ward's, and the
/// outsourced staff's zones (1 to 9) have no names.
fn person(row: &Value, zone: Option<u64>, tables: &Tables) -> Option<Person> {
    let mobile = row["mobile"].as_str()?;
    let mut text = Vec::new();
    let mut facets = Vec::new();
    push_both(&mut text, &row["name"]);
    if let Some(id) = row["designation"].as_str() {
        push_both(&mut text, &tables.designations[id]);
        facets.push(format!("designation={id}"));
    }
    if let Some(id) = row["party"].as_str() {
        push_both(&mut text, &tables.parties[id]["short"]);
        push_both(&mut text, &tables.parties[id]["name"]);
        facets.push(format!("party={id}"));
    }
    let mut zone = zone;
    let wards = row["ward"].as_u64().into_iter().chain(
        row["wards"]
            .as_array()
            .into_iter()
            .flatten()
            .filter_map(Value::as_u64),
    );
    for ward in wards {
        if let Some(info) = tables.wards.get(&ward) {
            push_both(&mut text, &info["name"]);
            if row["ward"].is_u64() {
                zone = info["zone"].as_u64();
            }
        }
        text.push(ward.to_string());
        facets.push(format!("ward={ward}"));
    }
    if let Some(number) = zone {
        if let Some(name) = tables.zones.get(&number) {
            push_both(&mut text, name);
        }
        facets.push(format!("zone={number}"));
    } else if let Some(number) = row["zone"].as_u64() {
        facets.push(format!("zone={number}"));
    }
    Some(Person {
        id: mobile.to_owned(),
        text,
        phones: vec![mobile.to_owned()],
        facets,
    })
}

/// Every row with a mobile number, in file order (the files sorted by name).
fn collect(value: &Value, zone: Option<u64>, tables: &Tables, out: &mut Vec<Person>) {
    match value {
        Value::Array(items) => {
            for item in items {
                collect(item, zone, tables, out);
            }
        }
        Value::Object(fields) => {
            if let Some(found) = person(value, zone, tables) {
                out.push(found);
            } else {
                let zone = value["zone"].as_u64().or(zone);
                for nested in fields.values() {
                    collect(nested, zone, tables, out);
                }
            }
        }
        _ => {}
    }
}

fn load_people() -> Vec<Person> {
    let dir = repo_root().join("content").join("directory");
    let tables = Tables::load(&dir);
    let mut files: Vec<PathBuf> = fs::read_dir(&dir)
        .unwrap_or_else(|error| panic!("cannot list {}: {error}", dir.display()))
        .filter_map(|entry| Some(entry.ok()?.path()))
        .filter(|path| {
            path.extension().is_some_and(|ext| ext == "json")
                && !SHARED_FILES.iter().any(|shared| path.ends_with(shared))
        })
        .collect();
    files.sort();
    let mut people = Vec::new();
    for file in &files {
        collect(&read_json(file), None, &tables, &mut people);
    }
    assert!(
        !people.is_empty(),
        "no directory records in {}",
        dir.display()
    );
    people
}

fn load_queries() -> Vec<Query> {
    let list = read_json(
        &repo_root()
            .join("bench")
            .join("search")
            .join("queries.json"),
    );
    list["queries"]
        .as_array()
        .expect("queries.json has a `queries` list")
        .iter()
        .map(|q| Query {
            text: q["q"].as_str().expect("every query has `q`").to_owned(),
            kind: q["kind"].as_str().unwrap_or("other").to_owned(),
            expect: q["expect"]
                .as_array()
                .into_iter()
                .flatten()
                .filter_map(|id| id.as_str().map(str::to_owned))
                .collect(),
        })
        .collect()
}

fn build(people: &[Person]) -> Index {
    let mut index = Index::new();
    for person in people {
        index.add(&person.text, &person.phones, &person.facets);
    }
    index
}

/// Prints how many queries find their expected records, overall and across scripts.
fn report_recall(index: &Index, people: &[Person], queries: &[Query]) {
    let no_filters: [&str; 0] = [];
    let (mut found, mut total, mut cross_found, mut cross_total) = (0, 0, 0, 0);
    for query in queries {
        let hits: Vec<&str> = index
            .search(&query.text, &no_filters)
            .into_iter()
            .filter_map(|n| people.get(usize::try_from(n).ok()?))
            .map(|person| person.id.as_str())
            .collect();
        let missing: Vec<&str> = query
            .expect
            .iter()
            .map(String::as_str)
            .filter(|id| !hits.contains(id))
            .collect();
        if !missing.is_empty() || (query.expect.is_empty() && !hits.is_empty()) {
            eprintln!(
                "  miss [{}] \"{}\": missing {missing:?}, {} results",
                query.kind,
                query.text,
                hits.len()
            );
        }
        for id in &query.expect {
            let hit = usize::from(hits.contains(&id.as_str()));
            found += hit;
            total += 1;
            if query.kind == "cross-script" {
                cross_found += hit;
                cross_total += 1;
            }
        }
    }
    eprintln!(
        "{} records, {} queries; recall {found}/{total} overall, {cross_found}/{cross_total} cross-script",
        people.len(),
        queries.len(),
    );
}

fn search_benches(c: &mut Criterion) {
    let people = load_people();
    let queries = load_queries();
    let index = build(&people);
    report_recall(&index, &people, &queries);
    let no_filters: [&str; 0] = [];

    c.bench_function("index build", |b| b.iter(|| build(black_box(&people))));
    c.bench_function("whole query list", |b| {
        b.iter(|| {
            for query in &queries {
                black_box(index.search(black_box(&query.text), &no_filters));
            }
        });
    });
    let mut group = c.benchmark_group("query");
    for (n, query) in queries.iter().enumerate() {
        let id = BenchmarkId::from_parameter(format!("{n:02} {} {}", query.kind, query.text));
        group.bench_with_input(id, &query.text, |b, text| {
            b.iter(|| index.search(black_box(text), &no_filters));
        });
    }
    group.finish();
}

criterion_group! {
    name = benches;
    // Short runs: the list has 60+ queries, each measured on its own.
    config = Criterion::default()
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(1))
        .sample_size(20);
    targets = search_benches
}
criterion_main!(benches);

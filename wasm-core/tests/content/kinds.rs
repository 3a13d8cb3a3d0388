//! Every file of `content/` a kind starts from passes that kind's rules (`wasm_core::content`),
//! exactly as a save through the admin area would have to: the seed of a new data directory is
//! content staff could have written.

use std::collections::BTreeSet;

use serde_json::Value;
use wasm_core::content::{References, check, is_slug};
use wasm_core::model::directory::{Designation, Party, Wards};
use wasm_core::model::kinds::{Kind, Shape};

use crate::common::{content_file, load};

fn references() -> References {
    let designations: Vec<Designation> = load("directory/designations.json");
    let parties: Vec<Party> = load("directory/parties.json");
    let wards: Wards = load("directory/wards.json");
    References::new(&designations, &parties, Some(wards))
}

#[test]
fn every_kind_s_file_passes_its_rules() {
    let refs = references();
    for kind in Kind::ALL {
        let file: Value = serde_json::from_str(&content_file(kind.file()))
            .unwrap_or_else(|e| panic!("{}: {e}", kind.file()));
        match kind.shape() {
            Shape::Document => {
                let (stored, _) = check(kind, file.clone(), &refs)
                    .unwrap_or_else(|problems| panic!("{}: {problems:?}", kind.file()));
                as_stored(kind, &file, &stored);
            }
            Shape::Collection => {
                let items = file.as_array().expect("a collection's file is an array");
                let mut ids = BTreeSet::new();
                let mut unique = BTreeSet::new();
                let mut ordered = Vec::new();
                for item in items {
                    let id = item["id"].as_str().unwrap_or_default().to_owned();
                    assert!(is_slug(&id), "{}: id {id:?}", kind.file());
                    assert!(ids.insert(id.clone()), "{}: id {id} twice", kind.file());
                    let (stored, facts) = check(kind, item.clone(), &refs)
                        .unwrap_or_else(|problems| panic!("{} {id}: {problems:?}", kind.file()));
                    for key in facts.unique {
                        assert!(
                            unique.insert(key.clone()),
                            "{} {id}: {key:?} repeats",
                            kind.file()
                        );
                    }
                    ordered.push(((facts.order, id), stored));
                }
                // The file lists the items as the site does (the store's order of the kind).
                ordered.sort_by(|a, b| a.0.cmp(&b.0));
                let stored = Value::Array(ordered.into_iter().map(|(_, item)| item).collect());
                as_stored(kind, &file, &stored);
            }
        }
    }
}

/// Fails unless `file` is exactly what a save of it stores (no field left to its default), in
/// the kind's order, so a new data directory holds what the admin area would have written and
/// the pages rendered from the files list things as the store does, laid out as `server export`
/// writes them. `npm run generate` writes them anew.
fn as_stored(kind: Kind, file: &Value, stored: &Value) {
    let mut text = serde_json::to_string_pretty(stored).unwrap();
    text.push('\n');
    if std::env::var_os("SMC_WRITE_GENERATED").is_some() {
        std::fs::write(crate::common::content_dir().join(kind.file()), &text).unwrap();
        return;
    }
    assert_eq!(
        stored,
        file,
        "{}: the file is not as a save stores it (every field written out, in the kind's order)",
        kind.file()
    );
    // Written as `server export` writes it, so an export of a new store is `content/` itself.
    assert!(
        content_file(kind.file()) == text,
        "{}: not laid out as `server export` writes it (`npm run generate` lays it out)",
        kind.file()
    );
}

#[test]
fn every_file_under_content_is_a_kind_or_a_catalog() {
    let mut found = BTreeSet::new();
    let root = crate::common::content_dir();
    let mut dirs = vec![root.clone()];
    while let Some(dir) = dirs.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            let name = path
                .strip_prefix(&root)
                .unwrap()
                .to_str()
                .unwrap()
                .to_owned();
            if path.is_dir() {
                if name != "public" && name != "i18n" {
                    dirs.push(path);
                }
            } else if path.extension().is_some_and(|ext| ext == "json") {
                found.insert(name);
            }
        }
    }
    let kinds: BTreeSet<String> = Kind::ALL.iter().map(|k| k.file().to_owned()).collect();
    assert_eq!(found, kinds);
}

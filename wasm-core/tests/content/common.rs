//! Reading `content/` files and the checks every data set shares.

use std::path::PathBuf;

use serde::de::DeserializeOwned;
use wasm_core::model::Bilingual;

/// The `content/` folder.
pub fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../content")
}

/// The text of a file under `content/`.
pub fn content_file(name: &str) -> String {
    let path = content_dir().join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// A JSON file under `content/`, read into its schema type.
pub fn load<T: DeserializeOwned>(name: &str) -> T {
    serde_json::from_str(&content_file(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// Whether the text holds Devanagari letters.
pub fn is_devanagari(text: &str) -> bool {
    text.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c))
}

/// Fails unless both languages are filled in and the Hindi is written in Devanagari.
pub fn assert_bilingual(what: &str, text: &Bilingual) {
    assert!(!text.en.trim().is_empty(), "{what}: English is empty");
    assert!(!text.hi.trim().is_empty(), "{what}: Hindi is empty");
    assert!(
        is_devanagari(&text.hi),
        "{what}: Hindi '{}' is not in Devanagari",
        text.hi
    );
}

/// Fails unless a site path such as `/files/notices/n01.pdf` names a file in `content/public/`
/// (which the web build copies to the site's root).
pub fn assert_public_file(what: &str, url: &str) {
    let relative = url
        .strip_prefix('/')
        .unwrap_or_else(|| panic!("{what}: '{url}' is not a site path"));
    let path = content_dir().join("public").join(relative);
    assert!(path.is_file(), "{what}: {} does not exist", path.display());
}

//! Reading `content/` files and the checks every data set shares.

use std::path::{Path, PathBuf};

use serde::de::DeserializeOwned;
use wasm_core::model::Bilingual;
use wasm_core::phone::tel_uri;

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

/// The bytes of a site path's file under `content/public/`.
fn public_bytes(what: &str, url: &str) -> Vec<u8> {
    assert_public_file(what, url);
    std::fs::read(content_dir().join("public").join(&url[1..])).expect("a readable file")
}

/// Fails unless `url` names a PDF under `content/public/`: a `.pdf` name and a `%PDF-` header.
pub fn assert_pdf(what: &str, url: &str) {
    let named_pdf = Path::new(url)
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("pdf"));
    assert!(named_pdf, "{what}: {url} is not named .pdf");
    assert!(
        public_bytes(what, url).starts_with(b"%PDF-"),
        "{what}: {url} is not a PDF file"
    );
}

/// Fails unless `url` names an image under `content/public/` of at most 80 KB; an SVG must
/// set its width and height (so nothing shifts) and hold no text (text belongs in content).
pub fn assert_image(what: &str, url: &str) {
    let bytes = public_bytes(what, url);
    assert!(bytes.len() <= 80 * 1024, "{what}: {url} is over 80 KB");
    if Path::new(url)
        .extension()
        .is_some_and(|ext| ext.eq_ignore_ascii_case("svg"))
    {
        let text = String::from_utf8(bytes).expect("an SVG is text");
        let root = &text[text.find("<svg").expect("an <svg> root")..];
        let root = &root[..root.find('>').expect("a closed <svg> tag")];
        assert!(
            root.contains(" width=") && root.contains(" height="),
            "{what}: {url} sets no width and height"
        );
        assert!(!text.contains("<text"), "{what}: {url} holds text");
    }
}

/// Fails unless `number` is a phone number the site can dial (`wasm_core::phone`).
pub fn assert_phone(what: &str, number: &str) {
    assert!(
        tel_uri(number).is_some(),
        "{what}: '{number}' is not a phone number"
    );
}

/// Fails unless `address` looks like an e-mail address.
pub fn assert_email(what: &str, address: &str) {
    let (user, domain) = address
        .split_once('@')
        .unwrap_or_else(|| panic!("{what}: '{address}' has no @"));
    assert!(
        !user.is_empty() && domain.contains('.') && !address.contains(char::is_whitespace),
        "{what}: '{address}' is not an e-mail address"
    );
}

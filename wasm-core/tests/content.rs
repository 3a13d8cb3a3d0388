//! Loads the real files of `content/` and checks them against the schema and rules of
//! `content/README.md`.

use std::collections::HashMap;
use std::path::PathBuf;

use wasm_core::i18n::{Catalog, check_parity};
use wasm_core::lang::Lang;
use wasm_core::model::{Bilingual, SiteInfo};
use wasm_core::phone::tel_uri;
use wasm_core::routes::{self, Menu};

fn content_file(name: &str) -> String {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../content")
        .join(name);
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

fn catalog(lang: Lang) -> Catalog {
    let text = content_file(&format!("i18n/{}.json", lang.code()));
    let messages: HashMap<String, String> =
        serde_json::from_str(&text).expect("a catalog is a flat object of strings");
    Catalog::new(messages)
}

fn is_devanagari(text: &str) -> bool {
    text.chars().any(|c| ('\u{0900}'..='\u{097F}').contains(&c))
}

fn assert_bilingual(what: &str, text: &Bilingual) {
    assert!(!text.en.trim().is_empty(), "{what}: English is empty");
    assert!(!text.hi.trim().is_empty(), "{what}: Hindi is empty");
    assert!(
        is_devanagari(&text.hi),
        "{what}: Hindi '{}' is not in Devanagari",
        text.hi
    );
}

#[test]
fn catalogs_have_the_same_keys_and_no_empty_message() {
    let (en, hi) = (catalog(Lang::En), catalog(Lang::Hi));
    assert!(!en.is_empty());
    assert_eq!(check_parity(&en, &hi), vec![]);
}

#[test]
fn every_page_and_menu_is_named_in_both_languages() {
    let catalogs = [catalog(Lang::En), catalog(Lang::Hi)];
    let menus = [Menu::Corporation, Menu::Departments, Menu::Directory];
    let keys = routes::ROUTES
        .iter()
        .map(routes::Route::title_key)
        .chain(menus.map(Menu::title_key));
    for key in keys {
        for catalog in &catalogs {
            assert!(catalog.get(&key).is_some(), "{key} is missing");
        }
    }
}

#[test]
fn site_information_is_complete() {
    let site: SiteInfo =
        serde_json::from_str(&content_file("site.json")).expect("site.json schema");
    assert_bilingual("name", &site.name);
    assert_eq!(site.helplines.len(), 2, "the header shows two helplines");
    for line in &site.helplines {
        assert_bilingual("helpline label", &line.label);
        assert!(
            tel_uri(&line.phone).is_some(),
            "helpline {} is not a phone number",
            line.phone
        );
    }
    assert_eq!(
        site.emails.len(),
        2,
        "the header shows two e-mail addresses"
    );
    for email in &site.emails {
        assert_bilingual("e-mail label", &email.label);
        let (user, domain) = email.address.split_once('@').expect("an address has an @");
        assert!(
            !user.is_empty() && domain.contains('.'),
            "{}",
            email.address
        );
    }
    assert!(!site.social.is_empty());
    for link in &site.social {
        assert_bilingual("social network", &link.name);
        assert!(
            ["facebook", "x", "instagram", "youtube"].contains(&link.id.as_str()),
            "{}",
            link.id
        );
        assert!(link.url.starts_with("https://"), "{}", link.url);
    }
}

//! The interface catalogs: parity, and a name for every page and menu.

use std::collections::BTreeMap;

use wasm_core::i18n::{Catalog, check_parity};
use wasm_core::lang::Lang;
use wasm_core::routes::{self, Menu};

use crate::common::content_file;

fn catalog(lang: Lang) -> Catalog {
    let text = content_file(&format!("i18n/{}.json", lang.code()));
    let messages: BTreeMap<String, String> =
        serde_json::from_str(&text).expect("a catalog is a flat object of strings");
    Catalog::new(messages)
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

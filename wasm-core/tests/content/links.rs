//! Content checks of the Important Links sidebar.

use wasm_core::model::links::{ImportantLink, ImportantLinks};

use crate::common::{assert_bilingual, assert_pdf, load};

#[test]
fn twelve_links_both_portals_and_files_all_reachable() {
    let ImportantLinks { links } = load("important-links.json");
    assert_eq!(links.len(), 12, "12 important links");
    for link in &links {
        assert_bilingual(&link.url, &link.name);
        if !link.is_external() {
            assert_pdf(&link.name.en, &link.url);
        }
    }
    assert!(links.iter().any(ImportantLink::is_external));
    assert!(links.iter().any(|l| !l.is_external()));
}

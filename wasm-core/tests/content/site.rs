//! `site.json`: the header's name and contacts.

use wasm_core::model::site::SiteInfo;

use crate::common::{assert_bilingual, assert_email, assert_phone, load};

#[test]
fn site_information_is_complete() {
    let site: SiteInfo = load("site.json");
    assert_bilingual("name", &site.name);
    assert_eq!(site.helplines.len(), 2, "the header shows two helplines");
    for line in &site.helplines {
        assert_bilingual("helpline label", &line.label);
        assert_phone("helpline", &line.phone);
    }
    assert_eq!(
        site.emails.len(),
        2,
        "the header shows two e-mail addresses"
    );
    for email in &site.emails {
        assert_bilingual("e-mail label", &email.label);
        assert_email("header e-mail", &email.address);
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

//! `site.json`: the header's name and contacts.

use wasm_core::model::site::SiteInfo;
use wasm_core::phone::tel_uri;

use crate::common::{assert_bilingual, load};

#[test]
fn site_information_is_complete() {
    let site: SiteInfo = load("site.json");
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

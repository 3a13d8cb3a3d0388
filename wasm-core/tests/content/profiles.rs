//! Content checks of the commissioner, mayor and chairman profiles.

use wasm_core::model::profiles::Profiles;
use wasm_core::phone::tel_uri;

use crate::common::{assert_bilingual, assert_email, assert_phone, assert_public_file, load};

fn profiles() -> Profiles {
    load("profiles.json")
}

#[test]
fn the_commissioner_has_every_field_in_both_languages() {
    let c = profiles().commissioner;
    assert_bilingual("commissioner name", &c.name);
    assert_public_file("commissioner photo", &c.photo);
    for (what, text) in [
        ("designation", &c.designation),
        ("service", &c.service),
        ("jurisdiction", &c.jurisdiction),
        ("education", &c.education),
        ("achievement", &c.achievement),
    ] {
        assert_bilingual(&format!("commissioner {what}"), text);
    }
    assert!(!c.previous_postings.is_empty(), "previous postings");
    for posting in &c.previous_postings {
        assert_bilingual("commissioner previous posting", posting);
    }
}

#[test]
fn the_mayor_has_every_field_and_a_timeline_in_order() {
    let m = profiles().mayor;
    assert_bilingual("mayor name", &m.name);
    assert_public_file("mayor photo", &m.photo);
    assert_phone("mayor mobile", &m.mobile);
    assert_email("mayor e-mail", &m.email);
    assert_bilingual("mayor education", &m.education);
    assert!(m.career.len() >= 2, "the timeline has steps");
    for step in &m.career {
        assert_bilingual(&format!("mayor career {}", step.year), &step.text);
        assert!(
            (1950..=2100).contains(&step.year),
            "year {} is not plausible",
            step.year
        );
    }
    assert!(
        m.career.windows(2).all(|w| w[0].year < w[1].year),
        "the timeline runs from the oldest year to the newest"
    );
}

#[test]
fn the_chairman_has_every_field_in_both_languages() {
    let c = profiles().chairman;
    assert_bilingual("chairman name", &c.name);
    assert_public_file("chairman photo", &c.photo);
    assert!(
        tel_uri(&c.mobile).is_some(),
        "chairman mobile '{}'",
        c.mobile
    );
    assert_email("chairman e-mail", &c.email);
    assert_bilingual("chairman education", &c.education);
    assert!(!c.career.is_empty(), "the political career list");
    for step in &c.career {
        assert_bilingual("chairman career", step);
    }
}

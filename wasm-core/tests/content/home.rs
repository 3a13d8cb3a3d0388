//! Content checks of the home page: notices, cleanliness results, the helpline.

use std::collections::HashSet;

use wasm_core::model::home::Home;
use wasm_core::model::notices::Notice;
use wasm_core::validate::is_calendar_date;

use crate::common::{assert_bilingual, assert_pdf, assert_phone, load};

#[test]
fn twelve_notices_with_unique_ids_real_dates_and_their_pdfs() {
    let notices: Vec<Notice> = load("notices.json");
    assert_eq!(notices.len(), 12, "12 notices");
    let mut ids = HashSet::new();
    for notice in &notices {
        assert!(
            ids.insert(notice.id.as_str()),
            "{}: id used twice",
            notice.id
        );
        assert_bilingual(&notice.id, &notice.title);
        assert!(
            is_calendar_date(&notice.date),
            "{}: date '{}' is not YYYY-MM-DD",
            notice.id,
            notice.date
        );
        assert_pdf(&notice.id, &notice.pdf);
    }
    assert!(
        notices.iter().any(|n| n.new),
        "some notice carries the NEW badge"
    );
    assert!(notices.iter().any(|n| !n.new), "not every notice is new");
}

#[test]
fn four_result_cards_with_their_certificates() {
    let home: Home = load("home.json");
    assert_eq!(home.results.len(), 4, "four cleanliness result cards");
    let mut ids = HashSet::new();
    for card in &home.results {
        assert!(ids.insert(card.id.as_str()), "{}: id used twice", card.id);
        assert_bilingual(&card.id, &card.title);
        assert_bilingual(&card.id, &card.value);
        assert_bilingual(&card.id, &card.detail);
        assert_pdf(&card.id, &card.certificate);
    }
    // The cleanliness results, as the corporation was awarded them.
    let values: Vec<&str> = home.results.iter().map(|c| c.value.en.as_str()).collect();
    assert_eq!(values, ["4th", "5th", "3 STAR", "WATER+"]);
    assert!(home.results[0].detail.en.contains("50,000 to 3 lakh"));
    assert!(home.results[1].detail.en.contains("50,000 to 3 lakh"));
    assert!(home.results[2].detail.en.contains("6th time in a row"));
}

#[test]
fn the_sanitation_helpline_is_a_phone_number() {
    let home: Home = load("home.json");
    assert_phone("sanitation helpline", &home.helpline);
}

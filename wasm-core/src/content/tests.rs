use serde_json::json;

use super::*;
use crate::model::Bilingual;
use crate::model::directory::{Ward, Zone};

fn text(en: &str, hi: &str) -> Value {
    json!({"en": en, "hi": hi})
}

fn refs() -> References {
    let name = |en: &str| Bilingual {
        en: en.into(),
        hi: "नाम".into(),
    };
    References {
        designations: vec!["sub-engineer".into()],
        parties: vec!["bjp".into()],
        wards: Some(Wards {
            zones: vec![
                Zone {
                    number: 1,
                    name: name("Zone 1"),
                },
                Zone {
                    number: 2,
                    name: name("Zone 2"),
                },
            ],
            wards: vec![
                Ward {
                    number: 1,
                    name: name("A"),
                    zone: 1,
                },
                Ward {
                    number: 2,
                    name: name("B"),
                    zone: 2,
                },
            ],
        }),
    }
}

fn problems(kind: Kind, item: Value) -> FieldProblems {
    check(kind, item, &refs()).expect_err("must fail")
}

fn notice() -> Value {
    json!({"title": text("Water supply", "जल आपूर्ति"), "date": "2026-11-20", "pdf": "/uploads/a1.pdf"})
}

#[test]
fn a_valid_notice_is_stored_trimmed_without_its_read_only_fields() {
    let mut item = notice();
    item["title"]["en"] = json!("  Water supply\r\n");
    item["version"] = json!(7);
    item["status"] = json!("draft");
    item["updatedAt"] = json!("x");
    let (stored, facts) = check(Kind::Notices, item, &refs()).unwrap();
    assert_eq!(stored["title"]["en"], "Water supply");
    assert_eq!(stored.get("version"), None);
    assert_eq!(stored.get("status"), None);
    assert_eq!(stored["new"], false);
    assert_eq!(
        files(&stored),
        [("pdf".to_owned(), "/uploads/a1.pdf".to_owned())]
    );
    assert_eq!(facts.label, "Water supply");
    assert!(facts.is_live(0));
}

#[test]
fn missing_and_mistyped_fields_are_named() {
    let mut item = notice();
    item.as_object_mut().unwrap().remove("date");
    assert_eq!(problems(Kind::Notices, item)["date"], ["required"]);
    let mut item = notice();
    item["title"]["hi"] = json!(5);
    assert_eq!(problems(Kind::Notices, item)["title.hi"], ["invalid"]);
    let mut item = notice();
    item["colour"] = json!("red");
    assert_eq!(problems(Kind::Notices, item)["colour"], ["unknown_field"]);
    assert_eq!(problems(Kind::Notices, json!([]))[""], ["invalid"]);
}

#[test]
fn a_notice_s_rules() {
    let mut item = notice();
    item["title"] = text("", "Water");
    item["date"] = json!("2026-02-30");
    item["pdf"] = json!("/uploads/a1.png");
    item["validUntil"] = json!("2026-11-01");
    let found = problems(Kind::Notices, item);
    assert_eq!(found["title.en"], ["required"]);
    assert_eq!(found["title.hi"], ["not_devanagari"]);
    assert_eq!(found["date"], ["invalid_date"]);
    assert_eq!(found["pdf"], ["invalid_file"]);
    assert_eq!(found.len(), 4, "{found:?}");
    let mut item = notice();
    item["validUntil"] = json!("2026-11-19");
    assert_eq!(
        problems(Kind::Notices, item)["validUntil"],
        ["before_start"]
    );
}

#[test]
fn a_notice_leaves_the_site_at_the_end_of_its_last_day_in_india() {
    let mut item = notice();
    item["validUntil"] = json!("2026-11-24");
    let (_, facts) = check(Kind::Notices, item, &refs()).unwrap();
    let midnight_ist = moment_seconds("2026-11-25T00:00:00+05:30").unwrap();
    assert_eq!(facts.until, Some(midnight_ist));
    assert!(facts.is_live(midnight_ist - 1));
    assert!(!facts.is_live(midnight_ist));
}

use crate::validate::moment_seconds;

#[test]
fn a_tender_s_dates_corrigenda_and_link() {
    let tender = json!({
        "no": "04/2026", "work": text("Roads", "सड़क"), "description": text("Repair", "मरम्मत"),
        "pdf": "/files/tenders/t.pdf", "link": "http://mptenders.gov.in/",
        "startDate": "2026-11-10", "endDate": "2026-11-01",
        "corrigenda": [{"date": "2026-11-12", "note": text("Extended", "बढ़ाया"), "pdf": "/x.pdf"}]
    });
    let found = problems(Kind::Tenders, tender);
    assert_eq!(found["link"], ["invalid_link"]);
    assert_eq!(found["endDate"], ["before_start"]);
    assert_eq!(found["corrigenda.0.pdf"], ["invalid_file"]);
    assert_eq!(found.len(), 3, "{found:?}");
}

#[test]
fn an_alert_ends_after_it_starts_and_is_live_between() {
    let alert = json!({
        "message": text("No water on Sunday", "रविवार को पानी नहीं"), "severity": "emergency",
        "from": "2026-11-24T06:00:00Z", "until": "2026-11-24T05:00:00Z"
    });
    assert_eq!(
        problems(Kind::Alerts, alert.clone())["until"],
        ["before_start"]
    );
    let mut alert = alert;
    alert["until"] = json!("2026-11-25T06:00:00+05:30");
    alert["severity"] = json!("severe");
    assert_eq!(
        problems(Kind::Alerts, alert.clone())["severity"],
        ["invalid"]
    );
    alert["severity"] = json!("warning");
    let (_, facts) = check(Kind::Alerts, alert, &refs()).unwrap();
    let from = moment_seconds("2026-11-24T06:00:00Z").unwrap();
    assert!(!facts.is_live(from - 1));
    assert!(facts.is_live(from));
    assert!(!facts.is_live(facts.until.unwrap()));
}

#[test]
fn a_person_has_what_their_directory_needs_and_nothing_else() {
    let corporator = json!({
        "directory": "corporator", "name": {"hi": "रमेश शर्मा"}, "mobile": "7000000999",
        "ward": 1, "party": "bjp", "photo": "/uploads/c.webp"
    });
    check(Kind::People, corporator.clone(), &refs()).unwrap();
    let mut item = corporator.clone();
    item["designation"] = json!("sub-engineer");
    item.as_object_mut().unwrap().remove("photo");
    let found = problems(Kind::People, item);
    assert_eq!(found["designation"], ["not_allowed"]);
    assert_eq!(found["photo"], ["required"]);
    let mut item = corporator;
    item["party"] = json!("xyz");
    item["ward"] = json!(46);
    item["mobile"] = json!("12345");
    let found = problems(Kind::People, item);
    assert_eq!(found["party"], ["unknown"]);
    assert_eq!(found["ward"], ["unknown"]);
    assert_eq!(found["mobile"], ["invalid_phone"]);
}

#[test]
fn a_zone_officer_s_wards_are_of_their_zone() {
    let officer = json!({
        "directory": "zone-officer", "name": {"en": "Asha Rai", "hi": "आशा राय"},
        "mobile": "7000000998", "serial": 1, "designation": "sub-engineer", "zone": 1,
        "wards": [1, 2, 9]
    });
    let found = problems(Kind::People, officer);
    assert_eq!(found["wards.1"], ["other_zone"]);
    assert_eq!(found["wards.2"], ["unknown"]);
    assert_eq!(found.len(), 2, "{found:?}");
}

#[test]
fn a_document_s_lists_keep_their_ids_distinct() {
    let faq = json!({
        "items": [
            {"id": "a", "question": text("Q?", "प्रश्न?"), "answer": text("A.", "उत्तर।")},
            {"id": "a", "question": text("Q?", "प्रश्न?"), "answer": text("A.", "उत्तर।")}
        ],
        "help": {"text": text("Call", "फ़ोन"), "phone": "7000000001", "email": "help@x"}
    });
    let found = problems(Kind::Faq, faq);
    assert_eq!(found["items.1.id"], ["duplicate"]);
    assert_eq!(found["help.email"], ["invalid_email"]);
}

#[test]
fn a_document_s_id_is_not_part_of_it() {
    let links = json!({"id": "important-links", "version": 2,
        "links": [{"name": text("Portal", "पोर्टल"), "url": "https://mp.gov.in/"}]});
    let (stored, _) = check(Kind::ImportantLinks, links, &refs()).unwrap();
    assert_eq!(
        stored,
        json!({"links": [{"name": text("Portal", "पोर्टल"), "url": "https://mp.gov.in/"}]})
    );
}

#[test]
fn new_ids_come_from_the_label_and_never_repeat() {
    assert_eq!(
        new_id("Water supply: Zone 2", "item", |_| false),
        "water-supply-zone-2"
    );
    assert_eq!(new_id("जल आपूर्ति", "item", |_| false), "item");
    let taken = ["road-repair", "road-repair-2"];
    assert_eq!(
        new_id("Road repair", "item", |id| taken.contains(&id)),
        "road-repair-3"
    );
    assert!(new_id(&"long ".repeat(40), "item", |_| false).len() <= 60);
    assert!(is_slug(&new_id("A -- b", "item", |_| false)));
}

#[test]
fn people_sort_by_directory_then_zone_serial_and_ward() {
    let order = |item: Value| check(Kind::People, item, &refs()).unwrap().1.order;
    let officer = |serial: u32| {
        json!({"directory": "smc-officer", "name": {"hi": "राम"},
        "mobile": "7000000990", "serial": serial, "designation": "sub-engineer"})
    };
    assert!(order(officer(2)) < order(officer(10)));
    let corporator = json!({"directory": "corporator", "name": {"hi": "राम"}, "mobile": "7000000991",
        "ward": 1, "party": "bjp", "photo": "/images/a.svg"});
    assert!(order(officer(200)) < order(corporator));
}

#[test]
fn the_files_an_item_names_are_found_with_their_fields() {
    let tender = json!({"pdf": "/files/t.pdf", "link": "https://x.in/a.pdf",
        "corrigenda": [{"pdf": "/uploads/c.pdf"}, {"note": "/tender"}], "photo": "/images/p.svg"});
    assert_eq!(
        files(&tender),
        [
            ("pdf".to_owned(), "/files/t.pdf".to_owned()),
            ("corrigenda.0.pdf".to_owned(), "/uploads/c.pdf".to_owned()),
            ("photo".to_owned(), "/images/p.svg".to_owned()),
        ]
    );
}

#[test]
fn an_event_s_title_is_a_key_in_both_languages() {
    let event = |en: &str, hi: &str| {
        json!({"title": text(en, hi), "description": text("About it", "इसके बारे में"),
            "date": "2026-11-24", "category": "health", "images": []})
    };
    let (_, first) = check(Kind::Events, event("Health Camp", "स्वास्थ्य शिविर"), &refs()).unwrap();
    let (_, second) = check(
        Kind::Events,
        event("Medical camp", "स्वास्थ्य  शिविर"),
        &refs(),
    )
    .unwrap();
    assert!(
        first.unique.iter().any(|key| second.unique.contains(key)),
        "the Hindi titles meet"
    );
    let (_, third) = check(Kind::Events, event("health  camp", "नेत्र शिविर"), &refs()).unwrap();
    assert!(
        first.unique.iter().any(|key| third.unique.contains(key)),
        "the English titles meet"
    );
}

#[test]
fn the_editor_s_check_finds_what_a_save_finds() {
    let good = notice();
    assert!(super::problems(Kind::Notices, good.clone(), &refs()).is_empty());
    assert!(check(Kind::Notices, good, &refs()).is_ok());
    let mut bad = notice();
    bad["title"] = text(" ", "Latin only");
    bad["date"] = json!("2025-02-30");
    bad["version"] = json!(7);
    let found = super::problems(Kind::Notices, bad.clone(), &refs());
    assert_eq!(found, check(Kind::Notices, bad, &refs()).unwrap_err());
    assert_eq!(found["title.en"], ["required"]);
    assert_eq!(found["title.hi"], ["not_devanagari"]);
    assert_eq!(found["date"], ["invalid_date"]);
    let person = json!({"directory": "smc-officer", "name": {"hi": "नाम"}, "mobile": "9425012345",
        "serial": 1, "designation": "no-such-post"});
    assert_eq!(
        super::problems(Kind::People, person, &refs())["designation"],
        ["unknown"]
    );
}

#[test]
fn a_site_with_two_thousand_social_links_is_refused_for_their_number_and_its_size() {
    let link = json!({"id": "youtube", "name": text("YouTube", "यूट्यूब"),
        "url": "https://www.youtube.com/@smc-singrauli-official-channel-with-a-long-name"});
    let site = |links: usize| {
        json!({
            "name": text("Singrauli Municipal Corporation", "नगर पालिक निगम सिंगरौली"),
            "helplines": [{"label": text("Helpline", "हेल्पलाइन"), "phone": "7000000001"}],
            "helpDeskHours": text("Monday to Friday", "सोमवार से शुक्रवार"),
            "emails": [{"label": text("Enquiries", "पूछताछ"), "address": "info@smc.example"}],
            "social": vec![link.clone(); links],
        })
    };
    let max = crate::model::site::SOCIAL_LINKS_MAX;
    assert!(check(Kind::Site, site(max), &refs()).is_ok());
    let found = problems(Kind::Site, site(max + 1));
    assert_eq!(found["social"], ["too_many"]);
    assert_eq!(found.len(), 1, "{found:?}");
    let found = problems(Kind::Site, site(2100));
    assert_eq!(found["social"], ["too_many"]);
    assert_eq!(found[""], ["too_large"]);
}

#[test]
fn a_change_note_is_a_short_text() {
    let note = |en: String| json!({"changeNote": {"en": en, "hi": "तारीख बदली"}});
    assert!(change_note(Kind::Tenders, &note("x".repeat(SHORT_TEXT_MAX))).is_ok());
    let found = change_note(Kind::Tenders, &note("x".repeat(SHORT_TEXT_MAX + 1))).unwrap_err();
    assert_eq!(found["changeNote.en"], ["too_long"]);
}

#[test]
fn no_more_alerts_than_the_most_are_live_together_from_now_on() {
    let max = Kind::Alerts.live_max().unwrap();
    let live = |from: Option<i64>, until: Option<i64>| Facts {
        from,
        until,
        ..Facts::default()
    };
    let full: Vec<Facts> = (0..max).map(|_| live(Some(100), Some(200))).collect();
    let refused = |mine: Facts, others: &[Facts], now: i64| {
        among_kind(Kind::Alerts, &mine, others, now)
            .get("")
            .is_some_and(|codes| codes == &["too_many_live"])
    };
    // One more while all of them are live, or an alert with no end that meets them.
    assert!(refused(live(Some(150), Some(160)), &full, 0));
    assert!(refused(live(Some(0), None), &full, 0));
    // Touching is not meeting: one ends as the other begins.
    assert!(!refused(live(Some(200), Some(300)), &full, 0));
    assert!(!refused(live(Some(0), Some(100)), &full, 0));
    // Only from now on: the others' time together is over, or the alert's own is.
    assert!(!refused(live(Some(150), Some(400)), &full, 200));
    assert!(!refused(live(Some(50), Some(150)), &full, 160));
    // One fewer leaves room; other kinds have no such rule.
    assert!(!refused(live(Some(150), Some(160)), &full[1..], 0));
    assert!(among_kind(Kind::Notices, &live(Some(150), Some(160)), &full, 0).is_empty());
    // Live at different times, they never make the most at once.
    let apart: Vec<Facts> = (0..10)
        .map(|n| live(Some(n * 100), Some(n * 100 + 50)))
        .collect();
    assert!(!refused(live(None, None), &apart, 0));
}

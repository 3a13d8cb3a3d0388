//! Admin writes of events: create with images, update and delete by title, the title as a
//! key (409), each validation rule (422), file limits (413, 415), and images served back.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::forms::{
    PNG, Part, admin_app, assert_nothing_written, create_event, event_count, event_data, jpeg,
    png_of, send_form,
};

fn extension(url: &str) -> &str {
    url.rsplit('.').next().unwrap()
}

fn uploads_of(event: &Value) -> Vec<String> {
    event["images"]
        .as_array()
        .unwrap()
        .iter()
        .map(|url| url.as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn an_event_is_created_with_its_images_and_listed_first() {
    let (app, auth) = admin_app().await;
    let response = create_event(
        &app,
        &auth,
        "Tree plantation drive",
        "वृक्षारोपण अभियान",
        vec![("ring road.png", PNG.to_vec()), ("crowd.jpg", jpeg())],
    )
    .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    let event = response.json();
    assert_eq!(event["id"], "tree-plantation-drive");
    assert_eq!(
        event["title"],
        json!({ "en": "Tree plantation drive", "hi": "वृक्षारोपण अभियान" })
    );
    assert_eq!(event["location"]["hi"], "रिंग रोड");
    let images = uploads_of(&event);
    assert_eq!(images.len(), 2);
    assert_eq!(extension(&images[0]), "png");
    assert_eq!(extension(&images[1]), "jpg");

    let list = app.get("/api/events").await.json();
    assert_eq!(
        list[0]["id"], "tree-plantation-drive",
        "2026-07-05 is the newest"
    );
    assert_eq!(list.as_array().unwrap().len(), 4);

    let png = app.get(&images[0]).await;
    assert_eq!(png.status, StatusCode::OK);
    assert_eq!(png.body, PNG);
    assert_eq!(png.header("content-type"), Some("image/png"));
    assert_eq!(png.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(
        png.header("content-disposition"),
        Some("inline; filename=\"ring-road.png\"")
    );
    assert_eq!(
        app.get(&images[1]).await.header("content-type"),
        Some("image/jpeg")
    );
    assert_eq!(app.uploads.entry_count().unwrap(), 2);
}

#[tokio::test]
async fn a_payload_with_one_string_per_text_works_too() {
    let (app, auth) = admin_app().await;
    let data = json!({ "title": "योग दिवस", "description": "सुबह का योग", "date": "2026-06-21" });
    let response = send_form(
        &app,
        Method::POST,
        "/api/events",
        &auth,
        &[
            Part::Text("data", data.to_string()),
            Part::File("images", "", vec![]),
        ],
    )
    .await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    let event = response.json();
    assert_eq!(event["title"]["hi"], "योग दिवस");
    assert_eq!(event["title"]["en"], "योग दिवस");
    assert_eq!(event["category"], "cultural");
    assert_eq!(
        event["images"],
        json!([]),
        "an empty file input sends no image"
    );
    // The kind's one set of rules judges it: a Hindi text is written in Devanagari.
    let latin = json!({ "title": "Yoga day", "description": "Morning yoga", "date": "2026-06-21" });
    let refused = send_form(
        &app,
        Method::POST,
        "/api/events",
        &auth,
        &[Part::Text("data", latin.to_string())],
    )
    .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.json()["errors"]["title.hi"],
        json!(["not_devanagari"])
    );
}

#[tokio::test]
async fn a_title_used_by_another_event_in_either_language_is_a_409() {
    let (app, auth) = admin_app().await;
    let built_in = app.get("/api/events").await.json()[0]["title"].clone();
    for (en, hi) in [
        (
            built_in["en"].as_str().unwrap().to_uppercase(),
            "नया शीर्षक".to_owned(),
        ),
        (
            "A new title".to_owned(),
            built_in["hi"].as_str().unwrap().to_owned(),
        ),
        (
            built_in["hi"].as_str().unwrap().to_owned(),
            "पार".to_owned(),
        ),
    ] {
        let response = create_event(&app, &auth, &en, &hi, vec![("a.png", PNG.to_vec())]).await;
        assert_eq!(response.status, StatusCode::CONFLICT, "{en} / {hi}");
        assert_eq!(response.json()["error"]["code"], "duplicate_title");
    }
    assert_nothing_written(&app).await;
}

#[tokio::test]
async fn a_title_in_another_unicode_form_or_case_is_the_same_title() {
    let (app, auth) = admin_app().await;
    let composed = create_event(&app, &auth, "Café Mela", "कैफ़े मेला", vec![]).await;
    assert_eq!(composed.status, StatusCode::CREATED, "{}", composed.text());
    // The same words typed with a combining accent, in capitals: one title.
    for en in ["Cafe\u{301} Mela", "CAFÉ MELA", "CAFE\u{301}  mela"] {
        let response = create_event(&app, &auth, en, "नया मेला", vec![]).await;
        assert_eq!(response.status, StatusCode::CONFLICT, "{en:?}");
    }
    // Stored composed, whatever the keyboard sent; found by either form.
    let decomposed = create_event(&app, &auth, "Re\u{301}sume\u{301} camp", "शिविर", vec![]).await;
    assert_eq!(decomposed.json()["title"]["en"], "Résumé camp");
    let found = app
        .as_staff(&auth)
        .delete("/api/events/by-title?title=RE%CC%81SUME%CC%81%20CAMP")
        .await;
    assert_eq!(found.status, StatusCode::NO_CONTENT);
}

#[tokio::test]
async fn each_validation_rule_is_a_422_naming_the_field() {
    let (app, auth) = admin_app().await;
    let base = json!({
        "title": { "en": "T", "hi": "ट" }, "description": { "en": "D", "hi": "ड" },
        "date": "2026-01-01", "category": "health",
    });
    let with = |field: &str, value: Value| {
        let mut data = base.clone();
        data[field] = value;
        data.to_string()
    };
    let cases = [
        (
            with("title", json!({ "en": "", "hi": "ट" })),
            "title.en",
            "required",
        ),
        (
            with("title", json!({ "en": "T", "hi": "ट".repeat(201) })),
            "title.hi",
            "too_long",
        ),
        (
            with("title", json!({ "en": "a\u{202E}b", "hi": "ट" })),
            "title.en",
            "control_characters",
        ),
        (
            with("description", json!({ "en": "x".repeat(5001), "hi": "ड" })),
            "description.en",
            "too_long",
        ),
        (
            with("description", json!({ "en": "D", "hi": " " })),
            "description.hi",
            "required",
        ),
        (with("date", json!("2026-02-29")), "date", "invalid_date"),
        (with("date", json!("")), "date", "required"),
        (with("category", json!("sports")), "category", "invalid"),
        (
            with("location", json!({ "en": "Hall", "hi": "" })),
            "location.hi",
            "required",
        ),
        ("{}".to_owned(), "title.en", "required"),
    ];
    for (data, field, code) in cases {
        let response = send_form(
            &app,
            Method::POST,
            "/api/events",
            &auth,
            &[Part::Text("data", data)],
        )
        .await;
        assert_eq!(
            response.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{field} {code}"
        );
        let errors = response.json()["errors"][field].clone();
        assert!(
            errors.as_array().unwrap().contains(&json!(code)),
            "{field}: {errors}"
        );
    }
    let eleven: Vec<(&str, Vec<u8>)> = (0..11).map(|_| ("a.png", PNG.to_vec())).collect();
    let response = create_event(&app, &auth, "Many", "अनेक", eleven).await;
    assert_eq!(response.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(response.json()["errors"]["images"], json!(["too_many"]));
    let huge = create_event(
        &app,
        &auth,
        "Huge",
        "विशाल",
        vec![("big.png", png_of(5001, 5000))],
    )
    .await;
    assert_eq!(huge.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(huge.json()["errors"]["images"], json!(["too_many_pixels"]));
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
    assert_eq!(event_count(&app).await, 3);
}

#[tokio::test]
async fn an_oversized_image_is_a_413_and_another_kind_of_file_a_415() {
    let (app, auth) = admin_app().await;
    let mut big = PNG.to_vec();
    big.resize(5 * 1024 * 1024 + 1, 0);
    let response = create_event(&app, &auth, "Big", "बड़ा", vec![("big.png", big)]).await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(response.json()["error"]["code"], "too_large");
    let response = create_event(
        &app,
        &auth,
        "Fake",
        "नकली",
        vec![(
            "photo.png",
            b"<html><script>alert(1)</script></html>".to_vec(),
        )],
    )
    .await;
    assert_eq!(response.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(response.json()["error"]["code"], "unsupported_type");
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
}

#[tokio::test]
async fn an_update_by_title_changes_texts_drops_and_adds_images() {
    let (app, auth) = admin_app().await;
    let created = create_event(
        &app,
        &auth,
        "Tree plantation drive",
        "वृक्षारोपण अभियान",
        vec![("a.png", PNG.to_vec()), ("b.jpg", jpeg())],
    )
    .await
    .json();
    let [first, second]: [String; 2] = uploads_of(&created).try_into().unwrap();
    let mut data: Value =
        serde_json::from_str(&event_data("Tree plantation week", "वृक्षारोपण सप्ताह")).unwrap();
    data["removeImages"] = json!([first]);
    data["location"] = Value::Null;
    // Found by its Hindi title too.
    let uri = format!(
        "/api/events/by-title?title={}",
        urlencode("वृक्षारोपण अभियान")
    );
    let response = send_form(
        &app,
        Method::PUT,
        &uri,
        &auth,
        &[
            Part::Text("data", data.to_string()),
            Part::File("newImages", "c.png", PNG.to_vec()),
        ],
    )
    .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    let event = response.json();
    assert_eq!(event["id"], "tree-plantation-drive", "the id stays");
    assert_eq!(event["title"]["en"], "Tree plantation week");
    assert_eq!(event["location"], Value::Null);
    let images = uploads_of(&event);
    assert_eq!(images.len(), 2);
    assert_eq!(images[0], second);
    assert_eq!(
        app.get(&first).await.status,
        StatusCode::NOT_FOUND,
        "a dropped image is no longer public"
    );
    let staff = app.as_staff(&auth).get(&first).await;
    assert_eq!(
        staff.status,
        StatusCode::OK,
        "it stays for staff while a revision names it (a restore needs it)"
    );
    assert_eq!(app.uploads.entry_count().unwrap(), 3);
    assert_eq!(app.store.upload_count().unwrap(), 3);
}

#[tokio::test]
async fn an_update_of_a_missing_event_is_a_404_and_to_a_taken_title_a_409() {
    let (app, auth) = admin_app().await;
    let data = event_data("Anything", "कुछ भी");
    let missing = send_form(
        &app,
        Method::PUT,
        "/api/events/by-title?title=No%20such%20event",
        &auth,
        &[Part::Text("data", data)],
    )
    .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let events = app.get("/api/events").await.json();
    let (first, second) = (&events[0]["title"], &events[1]["title"]);
    let taken = json!({
        "title": second, "description": { "en": "D", "hi": "द" }, "date": "2026-01-01",
    });
    let uri = format!(
        "/api/events/by-title?title={}",
        urlencode(first["en"].as_str().unwrap())
    );
    let response = send_form(
        &app,
        Method::PUT,
        &uri,
        &auth,
        &[Part::Text("data", taken.to_string())],
    )
    .await;
    assert_eq!(response.status, StatusCode::CONFLICT);
    let same = json!({
        "title": first,
        "description": { "en": "New description", "hi": "नया विवरण" },
        "date": "2026-01-01",
    });
    let response = send_form(
        &app,
        Method::PUT,
        &uri,
        &auth,
        &[Part::Text("data", same.to_string())],
    )
    .await;
    assert_eq!(
        response.status,
        StatusCode::OK,
        "its own title is not a conflict"
    );
    assert_eq!(
        response.json()["images"].as_array().unwrap().len(),
        4,
        "built-in images kept"
    );
}

#[tokio::test]
async fn deleting_by_title_removes_the_event_and_its_images() {
    let (app, auth) = admin_app().await;
    let created = create_event(
        &app,
        &auth,
        "Tree plantation drive",
        "वृक्षारोपण अभियान",
        vec![("a.png", PNG.to_vec())],
    )
    .await
    .json();
    let image = uploads_of(&created).remove(0);
    let uri = "/api/events/by-title?title=tree%20PLANTATION%20drive";
    let response = app.as_staff(&auth).delete(uri).await;
    assert_eq!(response.status, StatusCode::NO_CONTENT);
    assert_eq!(event_count(&app).await, 3);
    assert_eq!(app.get(&image).await.status, StatusCode::NOT_FOUND);
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
    assert_eq!(app.store.upload_count().unwrap(), 0);
    let again = app.as_staff(&auth).delete(uri).await;
    assert_eq!(again.status, StatusCode::NOT_FOUND);
}

/// Percent-encodes a query value.
pub fn urlencode(text: &str) -> String {
    text.bytes()
        .map(|b| {
            if b.is_ascii_alphanumeric() {
                char::from(b).to_string()
            } else {
                format!("%{b:02X}")
            }
        })
        .collect()
}

#[tokio::test]
async fn the_list_follows_every_write_even_when_it_was_read_before() {
    let (app, auth) = admin_app().await;
    let count = |list: Value| list.as_array().unwrap().len();
    assert_eq!(count(app.get("/api/events").await.json()), 3);
    create_event(&app, &auth, "Yoga day", "योग दिवस", vec![]).await;
    let list = app.get("/api/events").await.json();
    assert_eq!(count(list.clone()), 4);
    let data = event_data("Yoga week", "योग सप्ताह");
    let uri = "/api/events/by-title?title=Yoga%20day";
    send_form(&app, Method::PUT, uri, &auth, &[Part::Text("data", data)]).await;
    let titles: Vec<String> = app
        .get("/api/events")
        .await
        .json()
        .as_array()
        .unwrap()
        .iter()
        .map(|event| event["title"]["en"].as_str().unwrap().to_owned())
        .collect();
    assert!(titles.contains(&"Yoga week".to_owned()), "{titles:?}");
    let uri = "/api/events/by-title?title=Yoga%20week";
    app.as_staff(&auth).delete(uri).await;
    assert_eq!(count(app.get("/api/events").await.json()), 3);
}

#[tokio::test]
async fn a_save_abandoned_by_its_client_is_never_half_saved() {
    let (app, auth) = admin_app().await;
    // Each request is dropped after 0 to 19 ms, as when a phone loses its connection: some
    // are dropped before their change is saved, some while or after. Every saved event must
    // still have its image.
    for i in 0..60u64 {
        let title = format!("Abandoned {i}");
        let save = create_event(
            &app,
            &auth,
            &title,
            "छोड़ा गया",
            vec![("a.png", PNG.to_vec())],
        );
        let _ = tokio::time::timeout(std::time::Duration::from_millis(i % 20), save).await;
    }
    // Whatever was still running in blocking tasks finishes.
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let events = app.get("/api/events").await.json();
    for event in events.as_array().unwrap() {
        for image in uploads_of(event) {
            if image.starts_with("/uploads/") {
                assert_eq!(
                    app.get(&image).await.status,
                    StatusCode::OK,
                    "{}",
                    event["title"]["en"]
                );
            }
        }
    }
}

//! The events gallery the server draws with its events from the build's kit
//! (`server/src/site/gallery.rs`): the built-in events at first, an admin's new event at once,
//! the build's page when it has no kit, the app's page when the address asks for more than the
//! language.

use axum::http::{Method, StatusCode};
use serde_json::json;
use server::site::SiteFiles;

use crate::common::{PAGE_EN, TestApp};
use crate::forms::{PNG, create_event, signed_in};

/// A kit shaped like the build's (web/src/features/events/gallery-kit.tsx), with short markup.
fn kit(lang: &str) -> Vec<u8> {
    let card = |loading: &str| {
        json!([
            format!("<li id=\"{lang}-"),
            "id",
            format!("\"><img loading=\"{loading}\" src=\""),
            "image",
            "\" alt=\"",
            "title",
            ", 1 of ",
            "total",
            "\"><h3>",
            "title",
            "</h3><time datetime=\"",
            "date",
            "\">",
            "day",
            "</time><p>",
            "preview",
            "</p></li>"
        ])
    };
    json!({
        "page": [format!("<html lang=\"{lang}\"><main>"), "gallery", "</main><script type=\"application/json\" id=\"page-events\">", "events", "</script></html>"],
        "gallery": ["<div>", "filters", "</div><ul>", "cards", "</ul>"],
        "empty": ["<div>", "filters", "</div><p>None</p>"],
        "filters": { "all": "<b>All</b>", "cultural": "<b>Cultural</b>", "health": "<b>Health</b>", "environment": "<b>Environment</b>" },
        "cards": {
            "first": card("eager"),
            "other": card("lazy"),
            "noImage": [format!("<li id=\"{lang}-"), "id", "\"><h3>", "title", "</h3><time datetime=\"", "date", "\">", "day", "</time><p>", "preview", "</p></li>"]
        }
    })
    .to_string()
    .into_bytes()
}

fn with_kits() -> TestApp {
    let (en, hi) = (kit("en"), kit("hi"));
    TestApp::with_build(&[
        ("/_pages/en/events-gallery.html", b"build's gallery en"),
        ("/_pages/hi/events-gallery.html", b"build's gallery hi"),
        ("/_pages/en/events-gallery.kit.json", &en),
        ("/_pages/hi/events-gallery.kit.json", &hi),
    ])
}

#[tokio::test]
async fn the_gallery_arrives_with_the_built_in_events_in_the_language_asked() {
    let app = with_kits();
    let page = app.get("/events-gallery?lang=hi").await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(
        page.header("content-type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(page.header("cache-control"), Some("no-cache"));
    let html = page.text();
    assert!(html.starts_with("<html lang=\"hi\"><main><div><b>All</b><b>Cultural</b><b>Health</b><b>Environment</b></div><ul><li id=\"hi-health-camp\"><img loading=\"eager\""), "{html}");
    assert!(
        html.contains("<h3>स्वास्थ्य शिविर</h3><time datetime=\"2025-03-12\">12 मार्च 2025</time>"),
        "{html}"
    );
    assert!(
        html.contains("<li id=\"hi-tribute-meeting\"><img loading=\"lazy\""),
        "{html}"
    );
    // The data block holds what GET /api/events answers.
    let data = html
        .split("id=\"page-events\">")
        .nth(1)
        .unwrap()
        .trim_end_matches("</script></html>");
    let api = app.get("/api/events").await.json();
    assert_eq!(
        serde_json::from_str::<serde_json::Value>(data).unwrap(),
        api
    );

    let english = app.get("/events-gallery").await.text();
    assert!(
        english.contains("<h3>Health Camp</h3><time datetime=\"2025-03-12\">12 March 2025</time>"),
        "{english}"
    );
}

#[tokio::test]
async fn the_drawn_gallery_is_compressed_and_revalidated_by_its_etag() {
    let app = with_kits();
    let brotli = app
        .request(
            Method::GET,
            "/events-gallery?lang=en",
            &[("accept-encoding", "br, gzip")],
        )
        .await;
    assert_eq!(brotli.header("content-encoding"), Some("br"));
    let plain = app.get("/events-gallery?lang=en").await;
    assert!(
        brotli.body.len() < plain.body.len() / 2,
        "{} of {}",
        brotli.body.len(),
        plain.body.len()
    );
    let gzip = app
        .request(
            Method::GET,
            "/events-gallery?lang=en",
            &[("accept-encoding", "gzip")],
        )
        .await;
    assert_eq!(gzip.header("content-encoding"), Some("gzip"));
    let etag = plain.header("etag").unwrap().to_owned();
    let again = app
        .request(
            Method::GET,
            "/events-gallery?lang=en",
            &[("if-none-match", &etag)],
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn an_admins_new_or_deleted_event_shows_at_once() {
    let app = with_kits();
    let before = app.get("/events-gallery?lang=en").await;
    assert!(!before.text().contains("Tree plantation drive"));
    let auth = signed_in(&app, "admin", "admin").await;
    let created = create_event(
        &app,
        &auth,
        "Tree plantation drive",
        "वृक्षारोपण अभियान",
        vec![("ring road.png", PNG.to_vec())],
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let after = app.get("/events-gallery?lang=hi").await.text();
    assert!(
        after.contains("<li id=\"hi-tree-plantation-drive\"><img loading=\"eager\""),
        "the newest is first: {after}"
    );
    assert!(after.contains("<h3>वृक्षारोपण अभियान</h3>"));
    let english = app.get("/events-gallery?lang=en").await;
    assert!(english.text().contains("<h3>Tree plantation drive</h3>"));
    assert_ne!(english.header("etag"), before.header("etag"));

    let deleted = app
        .request(
            Method::DELETE,
            "/api/events/by-title?title=Tree%20plantation%20drive",
            &[("authorization", &auth)],
        )
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    assert!(
        !app.get("/events-gallery?lang=en")
            .await
            .text()
            .contains("Tree plantation drive")
    );
}

#[tokio::test]
async fn an_address_asking_for_more_gets_the_app_and_a_build_without_kit_its_own_page() {
    let app = with_kits();
    assert_eq!(
        app.get("/events-gallery?lang=en&category=health")
            .await
            .text(),
        PAGE_EN
    );
    let without = TestApp::with_build(&[("/_pages/en/events-gallery.html", b"build's gallery en")]);
    assert_eq!(
        without.get("/events-gallery?lang=en").await.text(),
        "build's gallery en"
    );
    assert_eq!(
        TestApp::new().get("/events-gallery?lang=en").await.text(),
        PAGE_EN
    );
}

#[test]
fn a_broken_kit_stops_the_start() {
    let files = [
        ("/index.html", b"en".to_vec()),
        ("/index.hi.html", b"hi".to_vec()),
        (
            "/_pages/hi/events-gallery.kit.json",
            br#"{"page": ["<main>"]}"#.to_vec(),
        ),
    ]
    .map(|(path, bytes)| (path.to_owned(), bytes));
    let error = SiteFiles::from_files(files).unwrap_err().to_string();
    assert!(
        error.contains("/_pages/hi/events-gallery.kit.json"),
        "{error}"
    );
}

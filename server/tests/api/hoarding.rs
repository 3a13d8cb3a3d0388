//! The hoarding circular: a document of the content kind `hoarding`, seeded with the built-in
//! PDF; `GET /api/hoarding` answers from it and its revisions, and `POST /api/hoarding {url}`
//! saves a new published version of it through the content API's write path (revision, audit
//! entry, pages). Staff edit it as any document, through review; no PDF a circular named is
//! ever removed as unused.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use server::uploads::unused::remove_unused;
use wasm_core::model::hoarding::{BUILT_IN_HOARDING_CIRCULAR, financial_year};

use crate::common::{TestApp, TestResponse};
use crate::forms::{PDF, upload};
use crate::workflow::newsroom;

const URI: &str = "/api/content/hoarding/hoarding";

async fn save_hoarding(app: &TestApp, auth: &str, url: &str) -> TestResponse {
    app.as_staff(auth)
        .post("/api/hoarding", &json!({ "url": url }))
        .await
}

async fn uploaded_pdf(app: &TestApp, auth: &str) -> String {
    let uploaded = upload(app, auth, "circular.pdf", PDF).await;
    assert_eq!(uploaded.status, StatusCode::CREATED, "{}", uploaded.text());
    uploaded.json()["url"].as_str().unwrap().to_owned()
}

/// The day it is in India now, as the server's clock has it.
fn today_in_india(app: &TestApp) -> String {
    server::audit::india::day_in_india(app.clock.now())
}

#[tokio::test]
async fn a_new_data_directory_names_the_built_in_circular() {
    let app = TestApp::new();
    let response = app.get("/api/hoarding").await;
    assert_eq!(response.status, StatusCode::OK);
    let state = response.json();
    assert_eq!(state["current"]["url"], BUILT_IN_HOARDING_CIRCULAR);
    assert!(state["current"]["savedAt"].as_str().unwrap().ends_with('Z'));
    assert_eq!(state["history"], json!([state["current"]]));

    let document = app.get(URI).await;
    assert_eq!(document.status, StatusCode::OK, "{}", document.text());
    let document = document.json();
    assert_eq!(document["pdf"], BUILT_IN_HOARDING_CIRCULAR);
    assert_eq!(document["year"], "2025");
    assert_eq!(document.get("issued"), None);
    assert_eq!(document["version"], 1);
}

#[tokio::test]
async fn a_saved_pdf_is_a_new_published_version_of_the_document() {
    let (app, _, publisher, _, _) = newsroom().await;
    let url = uploaded_pdf(&app, &publisher).await;
    let saved = save_hoarding(&app, &publisher, &url).await;
    assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.text());
    let answer = saved.json();
    assert_eq!(answer["url"], url);
    let saved_at = answer["savedAt"].as_str().unwrap().to_owned();
    assert!(saved_at.ends_with('Z'));
    assert_eq!(answer.as_object().unwrap().len(), 2, "{{url, savedAt}}");
    // It waited for the pages as a content save does (no render worker here).
    assert!(saved.header("pages").is_some());

    let today = today_in_india(&app);
    let document = app.get(URI).await.json();
    assert_eq!(document["pdf"], url);
    assert_eq!(document["year"], financial_year(&today).unwrap());
    assert_eq!(document["issued"], today);
    assert_eq!(document["version"], 2);
    assert_eq!(document["status"], "published");

    let state = app.get("/api/hoarding").await.json();
    assert_eq!(state["current"], json!({ "url": url, "savedAt": saved_at }));
    let history: Vec<&Value> = state["history"].as_array().unwrap().iter().collect();
    assert_eq!(history.len(), 2);
    assert_eq!(history[0], &state["current"]);
    assert_eq!(history[1]["url"], BUILT_IN_HOARDING_CIRCULAR);

    // A revision, and the audit entry the upload page's save has always had.
    let revisions = app
        .store
        .revisions(wasm_core::model::kinds::Kind::Hoarding, "hoarding");
    let revisions = revisions.unwrap();
    assert_eq!(revisions.len(), 2);
    assert_eq!(
        (revisions[1].by.as_str(), revisions[1].at.as_str()),
        ("ravi", saved_at.as_str())
    );
    let name = url.strip_prefix("/uploads/").unwrap();
    let entries = app
        .store
        .audit_entries(|entry| entry.kind.as_deref() == Some("hoarding"))
        .unwrap();
    assert_eq!(entries.len(), 1);
    let entry = &entries[0].1;
    assert_eq!(entry.action, wasm_core::workflow::Action::Publish);
    assert_eq!(
        (
            entry.who.as_str(),
            entry.item.as_deref(),
            entry.version,
            entry.unreviewed
        ),
        ("ravi", Some(name), Some(2), true)
    );
    // Visitors may fetch the PDF of the circular they see.
    assert_eq!(app.get(&url).await.status, StatusCode::OK);
}

#[tokio::test]
async fn the_history_is_newest_first_and_every_circular_s_pdf_stays_public_and_kept() {
    let (app, _, publisher, _, admin) = newsroom().await;
    let first = uploaded_pdf(&app, &publisher).await;
    let second = uploaded_pdf(&app, &admin).await;
    assert_eq!(
        save_hoarding(&app, &publisher, &first).await.status,
        StatusCode::CREATED
    );
    assert_eq!(
        save_hoarding(&app, &admin, &second).await.status,
        StatusCode::CREATED
    );
    let state = app.get("/api/hoarding").await.json();
    let urls: Vec<&str> = state["history"]
        .as_array()
        .unwrap()
        .iter()
        .map(|record| record["url"].as_str().unwrap())
        .collect();
    assert_eq!(
        urls,
        [second.as_str(), first.as_str(), BUILT_IN_HOARDING_CIRCULAR]
    );
    assert_eq!(state["current"]["url"], second);
    // The circular before stays where its history says, for anyone.
    let before = app.get(&first).await;
    assert_eq!(before.status, StatusCode::OK);
    assert_eq!(before.body, PDF);

    // Days later, nothing any circular named is removed as unused.
    let later = app.clock.now() + 3 * 24 * 3600;
    let removed = remove_unused(&app.store, &app.uploads, later).unwrap();
    assert!(removed.is_empty(), "{removed:?}");
    assert_eq!(app.get(&first).await.status, StatusCode::OK);
}

#[tokio::test]
async fn an_editor_may_not_save_the_circular_here_and_nothing_changes() {
    let (app, editor, _, _, _) = newsroom().await;
    let url = uploaded_pdf(&app, &editor).await;
    let refused = save_hoarding(&app, &editor, &url).await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN, "{}", refused.text());
    assert_eq!(
        app.get("/api/hoarding").await.json()["history"]
            .as_array()
            .unwrap()
            .len(),
        1
    );
    assert_eq!(app.get(URI).await.json()["version"], 1);
    let anonymous = app
        .send(
            Method::POST,
            "/api/hoarding",
            &[("content-type", "application/json")],
            json!({ "url": url }).to_string().into_bytes(),
        )
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
}

#[tokio::test]
async fn staff_edit_the_circular_as_a_document_through_review() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let url = uploaded_pdf(&app, &editor).await;
    let body = json!({ "pdf": url, "year": "2026-27", "issued": "2026-11-21" });
    let drafted = app.as_staff(&editor).put_from(URI, 1, &body).await;
    assert_eq!(drafted.status, StatusCode::OK, "{}", drafted.text());
    assert_eq!(drafted.json()["status"], "draft");
    // Visitors still get the built-in circular, and the draft's PDF is staff's alone.
    let state = app.get("/api/hoarding").await.json();
    assert_eq!(state["current"]["url"], BUILT_IN_HOARDING_CIRCULAR);
    assert_eq!(state["history"].as_array().unwrap().len(), 1);
    assert_eq!(app.get(&url).await.status, StatusCode::NOT_FOUND);

    for (step, auth) in [("submit", &editor), ("approve", &publisher)] {
        let taken = app
            .as_staff(auth)
            .post(&format!("{URI}/{step}"), &json!({}))
            .await;
        assert_eq!(taken.status, StatusCode::OK, "{step}: {}", taken.text());
    }
    let state = app.get("/api/hoarding").await.json();
    assert_eq!(state["current"]["url"], url);
    assert_eq!(state["history"].as_array().unwrap().len(), 2);
    assert_eq!(app.get(&url).await.status, StatusCode::OK);
    let document = app.get(URI).await.json();
    assert_eq!(
        (document["year"].clone(), document["issued"].clone()),
        (json!("2026-27"), json!("2026-11-21"))
    );
}

#[tokio::test]
async fn the_circular_s_rules_are_the_kind_s_and_it_cannot_be_removed() {
    let (app, _, publisher, _, _) = newsroom().await;
    let url = uploaded_pdf(&app, &publisher).await;
    for (body, field, code) in [
        (
            json!({ "pdf": url, "year": "2026-28" }),
            "year",
            "invalid_year",
        ),
        (json!({ "pdf": url, "year": "" }), "year", "required"),
        (
            json!({ "pdf": url, "year": "2026", "issued": "2026-02-30" }),
            "issued",
            "invalid_date",
        ),
        (
            json!({ "pdf": "/images/logo.svg", "year": "2026" }),
            "pdf",
            "invalid_file",
        ),
        (json!({ "year": "2026" }), "pdf", "required"),
    ] {
        let refused = app.as_staff(&publisher).put_from(URI, 1, &body).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
        assert!(
            refused.json()["errors"][field]
                .as_array()
                .is_some_and(|codes| codes.contains(&json!(code))),
            "{body}: {}",
            refused.text()
        );
    }
    let removed = app.as_staff(&publisher).delete(URI).await;
    assert_ne!(removed.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(URI).await.json()["version"], 1);
}

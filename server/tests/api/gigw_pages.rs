//! GIGW's pages about the website (accessibility statement, help, screen reader access, website
//! policies): each is a document kind the store starts with, the API serves to everyone, and an
//! admin edits like any other, under wasm-core's rules.

use axum::http::StatusCode;
use serde_json::json;

use crate::common::TestApp;
use crate::forms::admin_app;

const KINDS: [&str; 4] = [
    "accessibility-statement",
    "help",
    "screen-reader-access",
    "website-policies",
];

#[tokio::test]
async fn each_page_is_served_to_everyone_with_its_document() {
    let app = TestApp::new();
    for kind in KINDS {
        let list = app.get(&format!("/api/content/{kind}")).await;
        assert_eq!(list.status, StatusCode::OK, "{kind}");
        let items = list.json()["items"].as_array().unwrap().clone();
        assert_eq!(items.len(), 1, "{kind}: one document");
        assert_eq!(items[0]["id"], kind);
        assert!(
            !items[0]["intro"]["hi"].as_str().unwrap().is_empty(),
            "{kind}"
        );
        assert!(
            !items[0]["sections"].as_array().unwrap().is_empty(),
            "{kind}"
        );

        let page = app.get(&format!("/{kind}")).await;
        assert_eq!(page.status, StatusCode::OK, "/{kind}");
    }
    let readers = app
        .get("/api/content/screen-reader-access/screen-reader-access")
        .await
        .json();
    let names: Vec<&str> = readers["readers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|reader| reader["id"].as_str().unwrap())
        .collect();
    assert_eq!(
        names,
        ["nvda", "jaws", "orca", "talkback", "voiceover", "narrator"]
    );
}

#[tokio::test]
async fn an_admin_edits_a_page_with_a_public_change_note() {
    let (app, admin) = admin_app().await;
    let uri = "/api/content/website-policies/website-policies";
    let mut policies = app.get(uri).await.json();
    policies["intro"] = json!({
        "en": "These policies govern this website.",
        "hi": "ये नीतियाँ इस वेबसाइट पर लागू होती हैं।"
    });
    policies["changeNote"] = json!({
        "en": "The introduction was shortened.",
        "hi": "परिचय छोटा किया गया।"
    });
    let saved = app.as_staff(&admin).put_from(uri, 1, &policies).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let public = app.get(uri).await.json();
    assert_eq!(public["version"], 2);
    assert_eq!(public["intro"]["en"], "These policies govern this website.");
    assert_eq!(public["changes"][0]["note"]["hi"], "परिचय छोटा किया गया।");
}

#[tokio::test]
async fn a_screen_reader_row_that_breaks_a_rule_is_refused_by_its_field() {
    let (app, admin) = admin_app().await;
    let uri = "/api/content/screen-reader-access/screen-reader-access";
    let mut page = app.get(uri).await.json();
    page["readers"][0]["website"] = json!("http://www.nvaccess.org/");
    page["readers"][1]["pricing"] = json!("cheap");
    page["readers"][2]["platform"] = json!({"en": "Linux", "hi": "Linux"});
    let refused = app.as_staff(&admin).put_from(uri, 1, &page).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = refused.json()["errors"].clone();
    assert_eq!(errors["readers.1.pricing"][0], "invalid", "{errors}");

    // The type is read first: with a known pricing, the other rules speak.
    page["readers"][1]["pricing"] = json!("commercial");
    let refused = app.as_staff(&admin).put_from(uri, 1, &page).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = refused.json()["errors"].clone();
    assert_eq!(errors["readers.0.website"][0], "invalid_link", "{errors}");
    assert_eq!(
        errors["readers.2.platform.hi"][0], "not_devanagari",
        "{errors}"
    );
    assert_eq!(app.get(uri).await.json()["version"], 1, "nothing saved");
}

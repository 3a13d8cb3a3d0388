//! The site search in the server (`GET /api/search`): people, pages and documents that
//! visitors see, ranked by wasm-core's search, a page of each group at a time, with snippets;
//! never a draft, and a published notice is found as soon as its save answers.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::TestApp;
use crate::content::notice;
use crate::forms::{PDF, upload};
use crate::workflow::newsroom;

/// The titles (English) of a group's results, or the people's names.
fn titles(answer: &Value, group: &str) -> Vec<String> {
    answer[group]["items"]
        .as_array()
        .unwrap_or_else(|| panic!("{group} in {answer}"))
        .iter()
        .map(|item| {
            let title = if group == "people" {
                &item["name"]
            } else {
                &item["title"]
            };
            title["en"]
                .as_str()
                .or(title["hi"].as_str())
                .unwrap_or_else(|| item["page"].as_str().unwrap())
                .to_owned()
        })
        .collect()
}

#[tokio::test]
async fn the_seed_is_found_by_people_pages_and_documents_with_snippets() {
    let app = TestApp::new();
    let water = app.get("/api/search?q=water&lang=en").await;
    assert_eq!(water.status, StatusCode::OK, "{}", water.text());
    let answer = water.json();
    assert_eq!(answer["query"], "water");
    let documents = titles(&answer, "documents");
    assert!(
        documents.iter().any(|t| t.contains("water supply timings")),
        "{documents:?}"
    );
    assert_eq!(answer["documents"]["page"]["total"], documents.len());
    // A department is found by what it does, with the sentence that says so.
    let engineering = answer["pages"]["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|page| page["page"] == "engineering")
        .expect("the engineering page");
    assert_eq!(engineering["path"], "/engineering");
    assert!(
        engineering["snippet"]
            .as_str()
            .unwrap()
            .contains("water supply"),
        "{engineering}"
    );

    // Either script, a spelling variant, a typo.
    for query in ["जल", "jal", "wtaer"] {
        let found = app
            .get(&format!("/api/search?q={}", urlencoding(query)))
            .await
            .json();
        assert!(
            titles(&found, "documents")
                .iter()
                .any(|t| t.contains("water supply timings")),
            "{query}: {found}"
        );
    }

    // People by name, with their directory, role and number.
    let sharma = app.get("/api/search?q=sharma&group=people").await.json();
    assert!(
        sharma.get("documents").is_none() && sharma.get("pages").is_none(),
        "{sharma}"
    );
    let first = &sharma["people"]["items"][0];
    for field in ["directory", "role", "mobile"] {
        assert!(first.get(field).is_some(), "{field} in {first}");
    }
    assert!(
        first["name"]["en"].as_str().unwrap().contains("Sharma"),
        "{first}"
    );
    // Hindi snippets for a Hindi page.
    let hindi = app
        .get("/api/search?q=water&lang=hi&group=pages")
        .await
        .json();
    let snippet = hindi["pages"]["items"][0]["snippet"].as_str().unwrap();
    assert!(
        snippet
            .chars()
            .any(|c| ('\u{0900}'..='\u{097F}').contains(&c)),
        "{snippet}"
    );
}

/// `text` as a URL's query value.
fn urlencoding(text: &str) -> String {
    form_urlencoded::byte_serialize(text.as_bytes()).collect()
}

#[tokio::test]
async fn a_draft_is_never_found_and_a_published_notice_is_found_at_once() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let pdf = upload(&app, &publisher, "notice.pdf", PDF).await.json()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let before = app.get("/api/search?q=crematorium").await.json();
    assert!(titles(&before, "documents").is_empty(), "{before}");

    let draft = app
        .as_staff(&editor)
        .post(
            "/api/content/notices",
            &notice("Crematorium repairs in ward 9", &pdf),
        )
        .await;
    assert_eq!(draft.status, StatusCode::CREATED, "{}", draft.text());
    let after_draft = app.get("/api/search?q=crematorium").await.json();
    assert!(
        titles(&after_draft, "documents").is_empty(),
        "a draft was found: {after_draft}"
    );

    let on_site = app
        .as_staff(&publisher)
        .post(
            "/api/content/notices",
            &notice("Crematorium opens in ward 4", &pdf),
        )
        .await;
    assert_eq!(on_site.status, StatusCode::CREATED, "{}", on_site.text());
    let found = app.get("/api/search?q=crematorium").await.json();
    assert_eq!(titles(&found, "documents"), ["Crematorium opens in ward 4"]);
    let document = &found["documents"]["items"][0];
    assert_eq!(document["kind"], "notices");
    assert!(document.get("archive").is_none(), "{document}");

    // Past its last day it is found in the archive.
    let mut old = notice("Crematorium tender of last year", &pdf);
    old["date"] = json!("2024-03-01");
    old["validUntil"] = json!("2024-03-31");
    let archived = app
        .as_staff(&publisher)
        .post("/api/content/notices", &old)
        .await;
    assert_eq!(archived.status, StatusCode::CREATED, "{}", archived.text());
    let both = app
        .get("/api/search?q=crematorium&group=documents")
        .await
        .json();
    let items = both["documents"]["items"].as_array().unwrap();
    assert_eq!(items.len(), 2, "{both}");
    assert_eq!(
        items[1]["archive"], "/archive/notices",
        "current ones first: {both}"
    );
}

#[tokio::test]
async fn a_group_is_paged_and_a_repeated_search_of_an_unchanged_site_is_not_sent_again() {
    let (app, _, publisher, _, _) = newsroom().await;
    let pdf = upload(&app, &publisher, "notice.pdf", PDF).await.json()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    for n in 0..30 {
        let added = app
            .as_staff(&publisher)
            .post(
                "/api/content/notices",
                &notice(&format!("Hydrant inspection round {n}"), &pdf),
            )
            .await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    }
    let second = app
        .get("/api/search?q=hydrant&group=documents&page=2")
        .await;
    let answer = second.json();
    assert_eq!(
        answer["documents"]["page"],
        json!({"number": 2, "pages": 2, "total": 30, "years": []})
    );
    assert_eq!(answer["documents"]["items"].as_array().unwrap().len(), 5);
    let beyond = app
        .get("/api/search?q=hydrant&group=documents&page=3")
        .await
        .json();
    assert!(titles(&beyond, "documents").is_empty());

    let etag = second.header("etag").unwrap().to_owned();
    let again = app
        .request(
            Method::GET,
            "/api/search?q=hydrant&group=documents&page=2",
            &[("if-none-match", &etag)],
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
}

#[tokio::test]
async fn a_search_that_cannot_be_answered_says_why() {
    let app = TestApp::new();
    let long = "a".repeat(201);
    for (uri, says) in [
        (format!("/api/search?q={long}"), "200 bytes"),
        ("/api/search?q=a&lang=fr".to_owned(), "lang"),
        ("/api/search?q=a&group=events".to_owned(), "group"),
        ("/api/search?q=a&page=0".to_owned(), "page"),
        ("/api/search?q=a&sort=new".to_owned(), "knows"),
    ] {
        let refused = app.get(&uri).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{uri}");
        assert!(
            refused.json()["error"]["message"]
                .as_str()
                .unwrap()
                .contains(says),
            "{uri}: {}",
            refused.text()
        );
    }
    // No words: nothing found, every group empty.
    let empty = app.get("/api/search?q=%20").await.json();
    for group in ["people", "pages", "documents"] {
        assert_eq!(empty[group]["page"]["total"], 0, "{empty}");
    }
}

#[tokio::test]
async fn a_page_is_found_by_its_title_and_the_person_it_names_not_by_words_in_passing() {
    let app = TestApp::new();
    let pages = |query: &'static str| {
        let app = &app;
        async move {
            let answer = app
                .get(&format!("/api/search?group=pages&q={}", urlencoding(query)))
                .await
                .json();
            answer["pages"]["items"]
                .as_array()
                .unwrap()
                .iter()
                .map(|page| page["page"].as_str().unwrap().to_owned())
                .collect::<Vec<_>>()
        }
    };
    // Singrauli, in every department's text, begins like Singh; पक्ष, in Legal's, like "faq".
    assert!(pages("singh").await.is_empty());
    assert_eq!(pages("faq").await, ["faq"]);
    assert_eq!(pages("transport").await, ["city-transport"]);
    // A word of a department's text as it is still finds it, after the titles.
    assert_eq!(pages("pensions").await, ["accounting"]);
    // The officials and the department heads by name, in either script.
    assert_eq!(pages("tripathi").await, ["commissioner"]);
    assert_eq!(pages("kamla devi").await, ["mayor"]);
    assert_eq!(pages("shukla").await, ["chairman"]);
    assert_eq!(pages("alok dubey").await, ["duda"]);
    assert_eq!(pages("आलोक दुबे").await, ["duda"]);
    assert_eq!(
        pages("saket").await,
        ["mayor", "e-tendering", "swachh-bharat"]
    );
}

//! Lists that grow with the years, sent a page at a time (`?page=2`, `&year=2024`): after five
//! years the archive holds thousands of notices, and a visitor's phone gets 25 of them with
//! where they stand among the pages and the years.

use axum::http::StatusCode;
use serde_json::json;

use crate::content::{ids, notice};
use crate::forms::{PDF, upload};
use crate::workflow::newsroom;

#[tokio::test]
async fn the_notices_archive_is_sent_a_page_at_a_time_and_one_year_at_a_time() {
    let (app, _, publisher, _, _) = newsroom().await;
    let uploaded = upload(&app, &publisher, "notice.pdf", PDF).await;
    let pdf = uploaded.json()["url"].as_str().unwrap().to_owned();
    // 60 notices long past their last day: 35 of 2024, then 25 of 2025.
    for n in 0..60 {
        let day = if n < 35 {
            format!("2024-{:02}-{:02}", 1 + n / 28, 1 + n % 28)
        } else {
            format!("2025-{:02}-{:02}", 1 + (n - 35) / 28, 1 + (n - 35) % 28)
        };
        let mut item = notice(&format!("Archived notice {n}"), &pdf);
        item["date"] = json!(day);
        item["validUntil"] = json!(day);
        let added = app
            .as_staff(&publisher)
            .post("/api/content/notices", &item)
            .await;
        assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    }

    let first = app.get("/api/content/notices?status=archived&page=1").await;
    assert_eq!(first.status, StatusCode::OK);
    let page = first.json()["page"].clone();
    assert_eq!(
        page,
        json!({"number": 1, "pages": 3, "total": 60, "years": [
            {"year": 2025, "count": 25}, {"year": 2024, "count": 35}
        ]})
    );
    let shown = ids(&first);
    assert_eq!(shown.len(), 25);
    assert_eq!(shown[0], "archived-notice-59", "newest first");
    assert_eq!(
        ids(&app.get("/api/content/notices?status=archived&page=3").await).len(),
        10
    );

    let past_the_end = app.get("/api/content/notices?status=archived&page=4").await;
    assert_eq!(past_the_end.status, StatusCode::OK);
    assert!(ids(&past_the_end).is_empty());
    assert_eq!(
        past_the_end.json()["page"]["pages"],
        3,
        "it says how many there are"
    );

    let year = app
        .get("/api/content/notices?status=archived&year=2024&page=2")
        .await;
    assert_eq!(year.json()["page"]["total"], 35);
    assert_eq!(year.json()["page"]["year"], 2024);
    assert_eq!(
        ids(&year),
        (0..10)
            .rev()
            .map(|n| format!("archived-notice-{n}"))
            .collect::<Vec<_>>(),
        "the oldest ten of 2024"
    );

    // The whole list is still there for whoever asks for it whole, and one item alone.
    let whole = app.get("/api/content/notices?status=archived").await;
    assert_eq!(ids(&whole).len(), 60);
    assert!(whole.json().get("page").is_none());
    assert_eq!(
        ids(&app
            .get("/api/content/notices?id=archived-notice-7&status=archived")
            .await),
        ["archived-notice-7"]
    );
    assert!(ids(&app.get("/api/content/notices?id=archived-notice-7").await).is_empty());
}

#[tokio::test]
async fn the_first_items_of_a_list_are_sent_alone() {
    let (app, ..) = newsroom().await;
    let whole = ids(&app.get("/api/content/notices").await);
    assert!(whole.len() > 3);
    let first = app.get("/api/content/notices?first=3").await;
    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(ids(&first), whole[..3]);
    assert!(first.json().get("page").is_none());
    assert_eq!(
        ids(&app
            .get("/api/content/people?directory=corporator&first=2")
            .await)
        .len(),
        2
    );
}

#[tokio::test]
async fn a_page_or_year_that_is_not_one_is_refused_with_a_reason() {
    let (app, ..) = newsroom().await;
    for (uri, said) in [
        (
            "/api/content/notices?page=0",
            "page must be a whole number from 1.",
        ),
        (
            "/api/content/tenders?page=two",
            "page must be a whole number from 1.",
        ),
        (
            "/api/content/notices?status=archived&year=24",
            "year must be a year of four digits.",
        ),
        (
            "/api/content/people?page=2",
            "This kind of content is not listed in pages.",
        ),
    ] {
        let refused = app.get(uri).await;
        assert_eq!(refused.status, StatusCode::BAD_REQUEST, "{uri}");
        assert_eq!(refused.json()["error"]["message"], said, "{uri}");
    }
}

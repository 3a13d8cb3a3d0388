//! "Was this page useful?": anyone answers yes or no of a public page, with a comment on a no,
//! as JSON (the app) or as the page's plain form (answered 303 back to the page); staff read
//! each page's counts and latest comments; abuse is refused with a reason the page can say,
//! and nothing about who answered is kept.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::forms::signed_in;

/// `POST /api/page-feedback` of `body` with `content_type` from `address`.
async fn post_from(app: &TestApp, address: &str, content_type: &str, body: String) -> TestResponse {
    let mut request = Request::post("/api/page-feedback")
        .header("content-type", content_type)
        .body(Body::from(body))
        .unwrap();
    let address: SocketAddr = address.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

async fn send(app: &TestApp, body: &Value) -> TestResponse {
    post_from(app, "10.2.2.2:5000", "application/json", body.to_string()).await
}

async fn send_form(app: &TestApp, body: &str) -> TestResponse {
    post_from(
        app,
        "10.2.2.2:5000",
        "application/x-www-form-urlencoded",
        body.to_owned(),
    )
    .await
}

/// What staff read.
async fn summary(app: &TestApp, clerk: &str) -> Value {
    let read = app
        .as_staff(clerk)
        .send(Method::GET, "/api/page-feedback", &[], &Value::Null)
        .await;
    assert_eq!(read.status, StatusCode::OK, "{}", read.text());
    read.json()
}

#[tokio::test]
async fn answers_are_counted_by_page_and_staff_read_the_comments_but_nobody_else() {
    let app = TestApp::new();
    let yes = json!({"page": "/faq", "lang": "en", "useful": "yes"});
    for _ in 0..2 {
        let sent = send(&app, &yes).await;
        assert_eq!(sent.status, StatusCode::NO_CONTENT, "{}", sent.text());
    }
    let no = json!({"page": "/faq", "lang": "hi", "useful": "no",
        "comment": "  जल विभाग का फ़ोन नंबर नहीं मिला।  ", "website": ""});
    assert_eq!(send(&app, &no).await.status, StatusCode::NO_CONTENT);
    let bare_no = json!({"page": "/mayor", "lang": "en", "useful": "no", "comment": ""});
    assert_eq!(send(&app, &bare_no).await.status, StatusCode::NO_CONTENT);

    assert_eq!(
        app.get("/api/page-feedback").await.status,
        StatusCode::UNAUTHORIZED
    );
    let clerk = signed_in(&app, "clerk", "editor").await;
    let read = summary(&app, &clerk).await;
    let pages = read["pages"].as_array().unwrap();
    assert_eq!(pages.len(), 2);
    let faq = pages.iter().find(|page| page["page"] == "/faq").unwrap();
    assert_eq!(
        (faq["yes"].as_u64(), faq["no"].as_u64()),
        (Some(2), Some(1))
    );
    assert_eq!(faq["comments"][0]["text"], "जल विभाग का फ़ोन नंबर नहीं मिला।");
    assert_eq!(faq["comments"][0]["lang"], "hi");
    assert!(faq["comments"][0]["at"].as_str().unwrap().ends_with('Z'));
    let mayor = pages.iter().find(|page| page["page"] == "/mayor").unwrap();
    assert_eq!(mayor["comments"], json!([]));
    // Nothing about who answered: not the address, not a session.
    assert!(!read.to_string().contains("10.2.2.2"));
}

#[tokio::test]
async fn a_plain_form_is_answered_with_the_page_again_saying_thanks_or_why_not() {
    let app = TestApp::new();
    let sent = send_form(
        &app,
        "page=%2Fsmc-officer&lang=hi&useful=no&comment=%E0%A4%A8%E0%A4%82%E0%A4%AC%E0%A4%B0+%E0%A4%AA%E0%A5%81%E0%A4%B0%E0%A4%BE%E0%A4%A8%E0%A4%BE&website=",
    )
    .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.text());
    assert_eq!(
        sent.header("location"),
        Some("/smc-officer?lang=hi&useful=thanks#page-feedback")
    );
    let yes = send_form(&app, "page=%2F&lang=en&useful=yes").await;
    assert_eq!(
        yes.header("location"),
        Some("/?lang=en&useful=thanks#page-feedback")
    );

    // A document's page and a directory's search: back to the same document and search; a
    // parameter the page does not render is left behind.
    let document = send_form(
        &app,
        "page=%2Fdocument&lang=en&useful=yes&query=kind%3Dtenders%26id%3Dtender-02-2025%26utm_source%3Dx",
    )
    .await;
    assert_eq!(
        document.header("location"),
        Some("/document?lang=en&kind=tenders&id=tender-02-2025&useful=thanks#page-feedback")
    );
    let search = send_form(
        &app,
        "page=%2Fsmc-officer&lang=hi&useful=yes&query=q%3Dsingh%26useful%3Dthanks",
    )
    .await;
    assert_eq!(
        search.header("location"),
        Some("/smc-officer?lang=hi&q=singh&useful=thanks#page-feedback")
    );

    // A comment over the limit: back to the page, which says what was wrong; nothing counted.
    let long = format!(
        "page=%2Ffaq&lang=hi&useful=no&comment={}",
        "a".repeat(wasm_core::validate::PAGE_COMMENT_MAX + 1)
    );
    let refused = send_form(&app, &long).await;
    assert_eq!(
        refused.header("location"),
        Some("/faq?lang=hi&useful=invalid#page-feedback")
    );
    // A page that is not a public one: the home page says so.
    let elsewhere = send_form(&app, "page=%2Fadmin%2Faudit&lang=hi&useful=yes").await;
    assert_eq!(
        elsewhere.header("location"),
        Some("/?lang=hi&useful=invalid#page-feedback")
    );
    let offsite = send_form(
        &app,
        "page=https%3A%2F%2Fevil.example%2F&lang=en&useful=yes",
    )
    .await;
    assert_eq!(
        offsite.header("location"),
        Some("/?lang=en&useful=invalid#page-feedback")
    );

    let clerk = signed_in(&app, "clerk", "editor").await;
    let read = summary(&app, &clerk).await;
    let counts: Vec<(String, u64, u64)> = read["pages"]
        .as_array()
        .unwrap()
        .iter()
        .map(|page| {
            (
                page["page"].as_str().unwrap().to_owned(),
                page["yes"].as_u64().unwrap(),
                page["no"].as_u64().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        counts,
        [
            ("/smc-officer".to_owned(), 1, 1),
            ("/".to_owned(), 1, 0),
            ("/document".to_owned(), 1, 0)
        ]
    );
    assert_eq!(read["pages"][0]["comments"][0]["text"], "नंबर पुराना");
}

#[tokio::test]
async fn wrong_answers_are_refused_field_by_field_and_a_program_is_turned_away() {
    let app = TestApp::new();
    let wrong = json!({"page": "/offline", "lang": "fr", "useful": "maybe",
        "comment": "x".repeat(wasm_core::validate::PAGE_COMMENT_MAX + 1)});
    let refused = send(&app, &wrong).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.json()["errors"],
        json!({"page": ["invalid"], "useful": ["invalid"], "comment": ["too_long"], "lang": ["invalid"]})
    );
    let robot =
        json!({"page": "/faq", "lang": "en", "useful": "yes", "website": "http://spam.example"});
    let refused = send(&app, &robot).await;
    assert_eq!(refused.json()["errors"], json!({"form": ["refused"]}));

    let huge = json!({"page": "/faq", "lang": "en", "useful": "no", "comment": "क".repeat(5000)});
    assert_eq!(
        send(&app, &huge).await.status,
        StatusCode::PAYLOAD_TOO_LARGE
    );
    let text = post_from(&app, "10.2.2.2:5000", "text/plain", "useful=yes".into()).await;
    assert_eq!(text.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);

    let clerk = signed_in(&app, "clerk", "editor").await;
    assert_eq!(summary(&app, &clerk).await["pages"], json!([]));
}

#[tokio::test]
async fn one_address_may_answer_often_but_not_without_end() {
    let app = TestApp::new();
    let yes = json!({"page": "/faq", "lang": "hi", "useful": "yes"});
    // Refused answers do not use up the allowance.
    send(
        &app,
        &json!({"page": "/nowhere", "lang": "hi", "useful": "yes"}),
    )
    .await;
    for _ in 0..server::routes::page_feedback::PER_ADDRESS {
        assert_eq!(send(&app, &yes).await.status, StatusCode::NO_CONTENT);
    }
    let turned_away = send(&app, &yes).await;
    assert_eq!(turned_away.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(turned_away.json()["error"]["code"], "too_many_messages");
    assert!(turned_away.header("retry-after").is_some());
    let form = send_form(&app, "page=%2Ffaq&lang=hi&useful=yes").await;
    assert_eq!(
        form.header("location"),
        Some("/faq?lang=hi&useful=too_many#page-feedback")
    );
    // The messages' bucket is another: a citizen can still write to the corporation.
    let message = json!({"category": "sanitation", "fillMs": 20000,
        "message": "Garbage has not been collected in our lane for a week."});
    let mut request = Request::post("/api/feedback")
        .header("content-type", "application/json")
        .body(Body::from(message.to_string()))
        .unwrap();
    request
        .extensions_mut()
        .insert(ConnectInfo("10.2.2.2:5000".parse::<SocketAddr>().unwrap()));
    assert_eq!(app.oneshot(request).await.status, StatusCode::CREATED);
    assert_eq!(
        post_from(&app, "10.3.3.3:5000", "application/json", yes.to_string())
            .await
            .status,
        StatusCode::NO_CONTENT
    );
}

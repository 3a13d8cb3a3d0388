//! Every admin write needs a session of a role that may make it: 401 without one, with a forged
//! or expired token and after logout; 403 for a role that may not (an editor may upload, not
//! publish). Nothing is written when refused.

use std::time::Duration;

use axum::http::{Method, StatusCode};

use crate::common::{TestApp, TestResponse};
use crate::forms::{
    PDF, PNG, Part, assert_nothing_written, event_data, multipart, multipart_type, signed_in,
};

/// Each admin write, with a body it would accept from an admin.
fn writes() -> Vec<(Method, &'static str, String, Vec<u8>)> {
    let form = |parts: &[Part]| (multipart_type(), multipart(parts));
    let event = form(&[
        Part::Text("data", event_data("New event", "नया कार्यक्रम")),
        Part::File("images", "a.png", PNG.to_vec()),
    ]);
    // A built-in event, changed under its own title.
    let title = "/api/events/by-title?title=Health%20Camp";
    let change = form(&[
        Part::Text("data", event_data("Health Camp", "स्वास्थ्य शिविर")),
        Part::File("newImages", "a.png", PNG.to_vec()),
    ]);
    let pdf = form(&[Part::File("file", "a.pdf", PDF.to_vec())]);
    vec![
        (
            Method::POST,
            "/api/events",
            event.0.clone(),
            event.1.clone(),
        ),
        (Method::PUT, title, change.0, change.1),
        (Method::DELETE, title, String::new(), Vec::new()),
        (Method::POST, "/api/upload", pdf.0, pdf.1),
        (
            Method::POST,
            "/api/hoarding",
            "application/json".into(),
            br#"{"url": "/uploads/0123456789abcdef0123456789abcdef.pdf"}"#.to_vec(),
        ),
    ]
}

async fn try_all(app: &TestApp, authorization: Option<&str>) -> Vec<TestResponse> {
    let mut responses = Vec::new();
    for (method, uri, content_type, body) in writes() {
        let mut headers = vec![("content-type", content_type.as_str())];
        headers.extend(authorization.map(|value| ("authorization", value)));
        responses.push(app.send(method, uri, &headers, body).await);
    }
    responses
}

async fn assert_all(app: &TestApp, authorization: Option<&str>, status: StatusCode, why: &str) {
    for response in try_all(app, authorization).await {
        assert_eq!(response.status, status, "{why}: {}", response.text());
    }
    assert_nothing_written(app).await;
}

#[tokio::test]
async fn without_a_session_or_with_a_forged_one_every_write_is_a_401() {
    let app = TestApp::new();
    assert_all(&app, None, StatusCode::UNAUTHORIZED, "no session").await;
    let forged = format!("Bearer {}", "ab".repeat(32));
    assert_all(
        &app,
        Some(&forged),
        StatusCode::UNAUTHORIZED,
        "forged token",
    )
    .await;
    let cookie = TestApp::new();
    for response in try_all(&cookie, Some("Bearer ")).await {
        assert_eq!(response.status, StatusCode::UNAUTHORIZED, "empty bearer");
    }
}

#[tokio::test]
async fn an_expired_session_is_a_401() {
    let app = TestApp::new();
    let auth = signed_in(&app, "admin", "admin").await;
    app.clock.advance(Duration::from_mins(31));
    assert_all(
        &app,
        Some(&auth),
        StatusCode::UNAUTHORIZED,
        "idle for 31 minutes",
    )
    .await;
}

#[tokio::test]
async fn after_logout_the_token_is_a_401() {
    let app = TestApp::new();
    let auth = signed_in(&app, "admin", "admin").await;
    let logout = app
        .request(
            Method::POST,
            "/api/scm-auth/logout",
            &[("authorization", &auth)],
        )
        .await;
    assert_eq!(logout.status, StatusCode::NO_CONTENT);
    assert_all(&app, Some(&auth), StatusCode::UNAUTHORIZED, "logged out").await;
}

#[tokio::test]
async fn a_role_the_site_does_not_know_is_a_403() {
    let app = TestApp::new();
    let auth = signed_in(&app, "clerk", "viewer").await;
    assert_all(&app, Some(&auth), StatusCode::FORBIDDEN, "unknown role").await;
}

#[tokio::test]
async fn an_editor_may_upload_a_file_and_draft_events_and_publish_nothing() {
    let app = TestApp::new();
    let auth = signed_in(&app, "clerk", "editor").await;
    let before = app.get("/api/events").await.body;
    for (response, (method, uri, ..)) in try_all(&app, Some(&auth)).await.into_iter().zip(writes())
    {
        let wanted = match (&method, uri) {
            (_, "/api/upload") | (&Method::POST, "/api/events") => StatusCode::CREATED,
            (&Method::PUT, _) => StatusCode::OK,
            _ => StatusCode::FORBIDDEN,
        };
        assert_eq!(
            response.status,
            wanted,
            "{method} {uri}: {}",
            response.text()
        );
        if response.status.is_success() && uri.starts_with("/api/events") {
            assert_eq!(response.json()["status"], "draft", "{method} {uri}");
        }
    }
    assert_eq!(
        app.get("/api/events").await.body,
        before,
        "the editor's events are drafts: visitors see what they saw"
    );
}

use axum::http::{Method, StatusCode};
use server::store::SCHEMA_VERSION;

use crate::common::TestApp;

#[tokio::test]
async fn health_answers_with_the_store_schema() {
    let response = TestApp::new().get("/api/health").await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(response.header("content-type"), Some("application/json"));
    let body = response.json();
    assert_eq!(body["status"], "ok");
    assert_eq!(body["schemaVersion"], SCHEMA_VERSION);
}

#[tokio::test]
async fn unknown_api_paths_answer_a_json_404_not_the_app() {
    let app = TestApp::new();
    for path in ["/api/nothing", "/api/events/x/y", "/api/"] {
        let response = app.get(path).await;
        assert_eq!(response.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(response.json()["error"]["code"], "not_found", "{path}");
        assert!(response.json()["error"]["message"].is_string());
    }
}

#[tokio::test]
async fn health_only_answers_get() {
    let response = TestApp::new()
        .request(Method::POST, "/api/health", &[])
        .await;
    assert_eq!(response.status, StatusCode::METHOD_NOT_ALLOWED);
}

/// `GET /api/ready` of a real server process started with `env`: the status line and the body.
fn ready_of(env: Vec<(&str, String)>) -> (String, serde_json::Value) {
    use crate::binary::{Server, Start, get, web_dir};
    let root = tempfile::tempdir().unwrap();
    let how = Start {
        env,
        ..Start::default()
    };
    let server = Server::start(&root.path().join("data"), &web_dir(root.path()), &how);
    let answer = get(&server.addr, "/api/ready");
    server.stop();
    let status = answer.lines().next().unwrap_or_default().to_owned();
    let body = answer.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    (status, serde_json::from_str(body).unwrap_or_default())
}

#[test]
fn ready_says_503_and_why_when_pages_cannot_be_rendered_or_the_disk_is_full() {
    // The web app of these tests has no render worker: pages cannot be rendered.
    let (status, body) = ready_of(vec![]);
    assert!(status.starts_with("HTTP/1.1 503"), "{status}");
    assert_eq!(body["status"], "not_ready");
    let reasons = body["reasons"].as_array().unwrap();
    assert!(
        reasons
            .iter()
            .any(|reason| reason.as_str().unwrap().starts_with("pages: ")),
        "{body}"
    );
    assert!(
        !reasons
            .iter()
            .any(|reason| reason.as_str().unwrap().starts_with("disk: ")),
        "{body}"
    );

    // No disk has an exbibyte free.
    let (status, body) = ready_of(vec![("SMC_MIN_FREE_DISK_MIB", (1u64 << 40).to_string())]);
    assert!(status.starts_with("HTTP/1.1 503"), "{status}");
    let reasons = body["reasons"].as_array().unwrap();
    assert!(
        reasons.iter().any(|reason| {
            let reason = reason.as_str().unwrap();
            reason.starts_with("disk: ") && reason.ends_with("below 1099511627776 MiB")
        }),
        "{body}"
    );
}

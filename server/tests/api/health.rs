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

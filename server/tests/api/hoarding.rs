use axum::http::StatusCode;
use serde_json::json;

use crate::common::TestApp;

#[tokio::test]
async fn a_new_data_directory_has_no_hoarding_circular() {
    let response = TestApp::new().get("/api/hoarding").await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(response.json(), json!({ "current": null, "history": [] }));
}

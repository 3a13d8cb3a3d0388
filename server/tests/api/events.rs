use axum::http::{Method, StatusCode};

use crate::common::TestApp;

#[tokio::test]
async fn a_new_data_directory_lists_the_three_built_in_events_newest_first() {
    let response = TestApp::new().get("/api/events").await;
    assert_eq!(response.status, StatusCode::OK);
    assert_eq!(response.header("content-type"), Some("application/json"));
    let events = response.json();
    let events = events.as_array().expect("a list");
    assert_eq!(events.len(), 3);
    let dates: Vec<&str> = events.iter().map(|e| e["date"].as_str().unwrap()).collect();
    let mut sorted = dates.clone();
    sorted.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(dates, sorted, "newest first");
    let categories: Vec<&str> = events
        .iter()
        .map(|e| e["category"].as_str().unwrap())
        .collect();
    for category in ["cultural", "health", "environment"] {
        assert!(categories.contains(&category), "{category}");
    }
    for event in events {
        assert!(event["id"].is_string());
        assert!(event["title"]["en"].is_string() && event["title"]["hi"].is_string());
        assert!(event["description"]["hi"].is_string());
        let images = event["images"].as_array().unwrap();
        assert_eq!(images.len(), 4);
        assert!(
            images
                .iter()
                .all(|i| i.as_str().unwrap().starts_with("/images/events/"))
        );
    }
}

#[tokio::test]
async fn a_visitor_cannot_write_events() {
    let app = TestApp::new();
    let response = app.request(Method::POST, "/api/events", &[]).await;
    assert_eq!(response.status, StatusCode::UNAUTHORIZED);
    let response = app.request(Method::PATCH, "/api/events", &[]).await;
    assert_eq!(response.status, StatusCode::METHOD_NOT_ALLOWED);
}

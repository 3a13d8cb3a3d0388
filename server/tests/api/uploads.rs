//! `POST /api/upload`, `POST /api/hoarding` and `GET /uploads/<name>`: a PDF is accepted by
//! name and content, stored under a server-made name, served with its type, and only such a
//! URL can become the hoarding circular.

use axum::http::{Method, StatusCode};
use serde_json::json;

use crate::common::{TestApp, TestResponse};
use crate::forms::{PDF, PNG, Part, admin_app, create_event, send_form, upload};

async fn save_hoarding(app: &TestApp, auth: &str, url: &str) -> TestResponse {
    app.send(
        Method::POST,
        "/api/hoarding",
        &[
            ("authorization", auth),
            ("content-type", "application/json"),
        ],
        json!({ "url": url }).to_string().into_bytes(),
    )
    .await
}

#[tokio::test]
async fn a_pdf_is_stored_under_a_new_name_and_served_inline() {
    let (app, auth) = admin_app().await;
    let response = upload(&app, &auth, "Hoarding Circular 2026.PDF", PDF).await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    let url = response.json()["url"].as_str().unwrap().to_owned();
    let name = url.strip_prefix("/uploads/").unwrap();
    assert_eq!(name.len(), 36, "{name}");
    assert_eq!(name.rsplit('.').next(), Some("pdf"));
    assert!(!name.contains("Hoarding"), "never the client's name");

    let served = app.get(&url).await;
    assert_eq!(served.status, StatusCode::OK);
    assert_eq!(served.body, PDF);
    assert_eq!(served.header("content-type"), Some("application/pdf"));
    assert_eq!(served.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(
        served.header("content-disposition"),
        Some("inline; filename=\"Hoarding-Circular-2026.pdf\"")
    );
    assert_eq!(
        served.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let part = app
        .request(Method::GET, &url, &[("range", "bytes=0-4")])
        .await;
    assert_eq!(part.status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.body, b"%PDF-");
}

#[tokio::test]
async fn the_saved_hoarding_record_becomes_current() {
    let (app, auth) = admin_app().await;
    let url = upload(&app, &auth, "circular.pdf", PDF).await.json()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let saved = save_hoarding(&app, &auth, &url).await;
    assert_eq!(saved.status, StatusCode::CREATED);
    assert_eq!(saved.json()["url"], url);
    assert!(saved.json()["savedAt"].as_str().unwrap().ends_with('Z'));
    let state = app.get("/api/hoarding").await.json();
    assert_eq!(state["current"]["url"], url);
    assert_eq!(state["history"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn only_a_pdf_this_server_issued_can_be_the_circular() {
    let (app, auth) = admin_app().await;
    let image = create_event(&app, &auth, "Camp", "शिविर", vec![("a.png", PNG.to_vec())])
        .await
        .json()["images"][0]
        .as_str()
        .unwrap()
        .to_owned();
    for url in [
        "https://evil.example/uploads/0123456789abcdef0123456789abcdef.pdf",
        "/files/hoarding/hoarding-circular-2025.pdf",
        "/uploads/0123456789abcdef0123456789abcdef.pdf",
        "/uploads/../smc.redb",
        "javascript:alert(1)",
        "",
        image.as_str(),
    ] {
        let response = save_hoarding(&app, &auth, url).await;
        assert_eq!(response.status, StatusCode::UNPROCESSABLE_ENTITY, "{url}");
        assert_eq!(response.json()["errors"]["url"], json!(["not_issued"]));
    }
    assert_eq!(
        app.get("/api/hoarding").await.json()["current"],
        json!(null)
    );
}

#[tokio::test]
async fn a_pdf_must_be_named_and_made_as_one_and_fit_20_mib() {
    let (app, auth) = admin_app().await;
    let none = send_form(&app, Method::POST, "/api/upload", &auth, &[]).await;
    assert_eq!(none.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(none.json()["errors"]["file"], json!(["required"]));
    let empty = upload(&app, &auth, "empty.pdf", b"").await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    for (name, bytes) in [
        ("notes.txt", PDF),
        (
            "circular.pdf",
            b"<html><body>not a pdf</body></html>".as_slice(),
        ),
        ("circular.pdf.exe", PDF),
    ] {
        let response = upload(&app, &auth, name, bytes).await;
        assert_eq!(
            response.status,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{name}"
        );
    }
    let mut big = PDF.to_vec();
    big.resize(20 * 1024 * 1024 + 1, b' ');
    let response = upload(&app, &auth, "big.pdf", &big).await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
    assert_eq!(app.store.upload_count().unwrap(), 0);
}

#[tokio::test]
async fn a_pdf_header_on_an_html_body_is_only_ever_served_as_a_pdf() {
    let (app, auth) = admin_app().await;
    let sneaky = b"%PDF-1.4\n<html><script>alert(document.cookie)</script></html>";
    let response = upload(&app, &auth, "sneaky.pdf", sneaky).await;
    assert_eq!(response.status, StatusCode::CREATED);
    let served = app.get(response.json()["url"].as_str().unwrap()).await;
    assert_eq!(served.header("content-type"), Some("application/pdf"));
    assert_eq!(served.header("x-content-type-options"), Some("nosniff"));
    assert!(
        served
            .header("content-disposition")
            .unwrap()
            .ends_with(".pdf\"")
    );
    assert!(served.header("content-security-policy").is_some());
}

#[tokio::test]
async fn a_repeated_file_part_or_an_unknown_field_is_a_400() {
    let (app, auth) = admin_app().await;
    let twice = send_form(
        &app,
        Method::POST,
        "/api/upload",
        &auth,
        &[
            Part::File("file", "a.pdf", PDF.to_vec()),
            Part::File("file", "b.pdf", PDF.to_vec()),
        ],
    )
    .await;
    assert_eq!(twice.status, StatusCode::BAD_REQUEST);
    let other = send_form(
        &app,
        Method::POST,
        "/api/upload",
        &auth,
        &[Part::Text("url", "/etc/passwd".into())],
    )
    .await;
    assert_eq!(other.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
}

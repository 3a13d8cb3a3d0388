//! Building admin requests in tests: a signed-in admin (or another role), multipart bodies,
//! and the smallest real files of each accepted kind.

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request};
use serde_json::json;
use server::auth::accounts::add_admin;
use server::auth::password::hash_now;

use crate::common::{TestApp, TestResponse};

pub const PASSWORD: &str = "correct horse battery";

/// A real 1 × 1 PNG.
pub const PNG: &[u8] = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR\0\0\0\x01\0\0\0\x01\x08\x06\0\0\0\x1f\x15\xc4\x89\0\0\0\rIDATx\x9cc\0\x01\0\0\x05\0\x01\r\n-\xb4\0\0\0\0IEND\xaeB`\x82";

/// The head of a JPEG of 640 × 480 (a frame header after an APP0 segment).
pub fn jpeg() -> Vec<u8> {
    let mut bytes = vec![0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10];
    bytes.extend(b"JFIF\0\x01\x01\0\0\x01\0\x01\0\0");
    bytes.extend([0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]);
    bytes.extend([1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1, 0xFF, 0xD9]);
    bytes
}

/// A PNG header claiming `width` × `height` pixels.
pub fn png_of(width: u32, height: u32) -> Vec<u8> {
    let mut bytes = PNG[..16].to_vec();
    bytes.extend(width.to_be_bytes());
    bytes.extend(height.to_be_bytes());
    bytes.extend(&PNG[24..]);
    bytes
}

/// A small PDF.
pub const PDF: &[u8] =
    b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";

/// One part of a multipart body: a text field, or a file with a name.
pub enum Part<'a> {
    Text(&'a str, String),
    File(&'a str, &'a str, Vec<u8>),
}

pub const BOUNDARY: &str = "smc-test-boundary-7f3a";

/// The bytes of a `multipart/form-data` body with [`BOUNDARY`].
pub fn multipart(parts: &[Part]) -> Vec<u8> {
    let mut body = Vec::new();
    for part in parts {
        body.extend(format!("--{BOUNDARY}\r\n").as_bytes());
        match part {
            Part::Text(name, value) => {
                body.extend(
                    format!("Content-Disposition: form-data; name=\"{name}\"\r\n\r\n").as_bytes(),
                );
                body.extend(value.as_bytes());
            }
            Part::File(name, file_name, bytes) => {
                body.extend(
                    format!(
                        "Content-Disposition: form-data; name=\"{name}\"; filename=\"{file_name}\"\r\n\
                         Content-Type: application/octet-stream\r\n\r\n"
                    )
                    .as_bytes(),
                );
                body.extend(bytes);
            }
        }
        body.extend(b"\r\n");
    }
    body.extend(format!("--{BOUNDARY}--\r\n").as_bytes());
    body
}

/// The `Content-Type` of a body from [`multipart`].
pub fn multipart_type() -> String {
    format!("multipart/form-data; boundary={BOUNDARY}")
}

/// The `data` part of an event in both languages.
pub fn event_data(en: &str, hi: &str) -> String {
    json!({
        "title": { "en": en, "hi": hi },
        "description": { "en": "Planting 500 saplings along the ring road.", "hi": "रिंग रोड पर 500 पौधे लगाए जाएंगे।" },
        "date": "2026-07-05",
        "category": "environment",
        "location": { "en": "Ring road", "hi": "रिंग रोड" },
    })
    .to_string()
}

/// Makes an account with `role` and signs it in; the `Authorization` header value.
pub async fn signed_in(app: &TestApp, username: &str, role: &str) -> String {
    let store = app.store.clone();
    let name = username.to_owned();
    let role = role.to_owned();
    tokio::task::spawn_blocking(move || {
        if role == "admin" {
            add_admin(&store, &name, PASSWORD).unwrap();
        } else {
            let hash = hash_now(PASSWORD);
            assert!(store.add_user(&name, &role, &hash).unwrap());
        }
    })
    .await
    .unwrap();
    let body = json!({ "username": username, "password": PASSWORD }).to_string();
    let response = app
        .send(
            Method::POST,
            "/api/scm-auth/login",
            &[("content-type", "application/json")],
            body.into_bytes(),
        )
        .await;
    let token = response.json()["token"]
        .as_str()
        .expect("signed in")
        .to_owned();
    format!("Bearer {token}")
}

/// A login of `username` from `address` (the client's address the throttle sees), with
/// `cookie` if given.
pub async fn log_in_from(
    app: &TestApp,
    address: &str,
    username: &str,
    password: &str,
    cookie: Option<&str>,
) -> TestResponse {
    let body = json!({ "username": username, "password": password }).to_string();
    let mut request =
        Request::post("/api/scm-auth/login").header("content-type", "application/json");
    if let Some(cookie) = cookie {
        request = request.header("cookie", cookie);
    }
    let mut request = request.body(Body::from(body)).unwrap();
    let address: SocketAddr = address.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

/// Sends a multipart request as `auth`.
pub async fn send_form(
    app: &TestApp,
    method: Method,
    uri: &str,
    auth: &str,
    parts: &[Part<'_>],
) -> TestResponse {
    let content_type = multipart_type();
    app.send(
        method,
        uri,
        &[("authorization", auth), ("content-type", &content_type)],
        multipart(parts),
    )
    .await
}

/// Creates an event titled `en` / `hi` with `images` as `auth`.
pub async fn create_event(
    app: &TestApp,
    auth: &str,
    en: &str,
    hi: &str,
    images: Vec<(&str, Vec<u8>)>,
) -> TestResponse {
    let mut parts = vec![Part::Text("data", event_data(en, hi))];
    parts.extend(
        images
            .into_iter()
            .map(|(name, bytes)| Part::File("images", name, bytes)),
    );
    send_form(app, Method::POST, "/api/events", auth, &parts).await
}

/// Uploads `bytes` as a PDF named `name` as `auth`.
pub async fn upload(app: &TestApp, auth: &str, name: &str, bytes: &[u8]) -> TestResponse {
    send_form(
        app,
        Method::POST,
        "/api/upload",
        auth,
        &[Part::File("file", name, bytes.to_vec())],
    )
    .await
}

/// A test app with a signed-in admin; the `Authorization` header value.
pub async fn admin_app() -> (TestApp, String) {
    let app = TestApp::new();
    let auth = signed_in(&app, "admin", "admin").await;
    (app, auth)
}

/// How many events `GET /api/events` lists.
pub async fn event_count(app: &TestApp) -> usize {
    app.get("/api/events")
        .await
        .json()
        .as_array()
        .unwrap()
        .len()
}

/// The store and the uploads folder are as a new data directory has them: the three built-in
/// events, no uploaded file or record, the built-in hoarding circular alone.
pub async fn assert_nothing_written(app: &TestApp) {
    assert_eq!(event_count(app).await, 3);
    assert_eq!(
        app.uploads.entry_count().unwrap(),
        0,
        "no file in the uploads folder"
    );
    assert_eq!(app.store.upload_count().unwrap(), 0);
    assert_eq!(app.store.hoarding().unwrap().history.len(), 1);
}

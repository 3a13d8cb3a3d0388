//! Citizens' feedback without JavaScript. The feedback page's plain form (`POST /feedback`,
//! multipart with its photo) goes through the steps of `POST /api/feedback`: a message kept is
//! answered with a redirect (303) to the page of its number in the page's language; one refused
//! is not kept, gives its place back, and is answered with the page rendered again (422, 429 past
//! the address's share), never stored by a browser; the hidden field, the upload rules and the
//! Origin rule hold as for the API. The status page asked for with a number is rendered with the
//! lookup, counted as the API counts it. Through the router in memory, and through the real
//! binary with a stand-in worker that shows what each page is rendered with.

use std::net::SocketAddr;
use std::path::Path;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};

use crate::binary::{Server, Start, exchange, get, web_dir};
use crate::common::{PAGE_HI, TestApp, TestResponse};
use crate::forms::{BOUNDARY, PNG, Part, multipart, multipart_type, signed_in};

/// The form's fields as a citizen fills them, in the page's order, the photo last.
fn fields(message: &str, phone: &str) -> Vec<(&'static str, String)> {
    vec![
        ("category", "sanitation".into()),
        ("ward", "12".into()),
        ("message", message.into()),
        ("name", "Sunita Verma".into()),
        ("phone", phone.into()),
        ("email", String::new()),
        ("homepage", String::new()),
        ("page", String::new()),
    ]
}

const MESSAGE: &str = "Garbage has not been collected in our lane for a week.";

/// The form's body: `fields`, then the photo (an empty part, as a browser sends it, without one).
fn form(fields: &[(&'static str, String)], photo: Option<&[u8]>) -> Vec<u8> {
    let mut parts: Vec<Part> = fields
        .iter()
        .map(|(name, value)| Part::Text(name, value.clone()))
        .collect();
    parts.push(match photo {
        Some(bytes) => Part::File("photo", "lane.png", bytes.to_vec()),
        None => Part::File("photo", "", Vec::new()),
    });
    multipart(&parts)
}

/// `POST uri` of `body` as the page's form, from `address`, with `headers`.
async fn post_from(
    app: &TestApp,
    address: &str,
    uri: &str,
    body: Vec<u8>,
    headers: &[(&str, &str)],
) -> TestResponse {
    let mut request = Request::post(uri).header("content-type", multipart_type());
    for (name, value) in headers {
        request = request.header(*name, *value);
    }
    let mut request = request.body(Body::from(body)).unwrap();
    let address: SocketAddr = address.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

async fn post(app: &TestApp, uri: &str, body: Vec<u8>) -> TestResponse {
    post_from(app, "10.5.5.5:5000", uri, body, &[]).await
}

/// The messages staff see.
async fn inbox(app: &TestApp) -> Vec<Value> {
    let clerk = signed_in(app, "clerk", "editor").await;
    let inbox = app
        .as_staff(&clerk)
        .send(Method::GET, "/api/feedback", &[], &Value::Null)
        .await;
    assert_eq!(inbox.status, StatusCode::OK, "{}", inbox.text());
    inbox.json()["items"].as_array().unwrap().clone()
}

/// The tracking number a redirect to the page of a message sent leads to, in `lang`.
fn sent_number(answer: &TestResponse, lang: &str) -> String {
    assert_eq!(answer.status, StatusCode::SEE_OTHER, "{}", answer.text());
    let location = answer.header("location").unwrap();
    let prefix = format!("/feedback?lang={lang}&sent=");
    let number = location
        .strip_prefix(&prefix)
        .unwrap_or_else(|| panic!("{location}"));
    assert!(
        number.starts_with("SMC-") && number.len() == 13,
        "{location}"
    );
    number.to_owned()
}

#[tokio::test]
async fn a_message_sent_with_the_plain_form_is_kept_with_its_photo_and_its_number_given_in_the_page_language()
 {
    let app = TestApp::new();
    for lang in ["hi", "en"] {
        let sent = post(
            &app,
            &format!("/feedback?lang={lang}"),
            form(&fields(MESSAGE, "98765 43210"), Some(PNG)),
        )
        .await;
        let number = sent_number(&sent, lang);
        let status = app.get(&format!("/api/feedback/{number}")).await;
        assert_eq!(status.status, StatusCode::OK);
        assert_eq!(status.json()["category"], "sanitation");
        assert_eq!(status.json()["ward"], 12);
    }
    let messages = inbox(&app).await;
    assert_eq!(messages.len(), 2);
    for message in &messages {
        assert_eq!(message["message"], MESSAGE);
        assert_eq!(message["name"], "Sunita Verma");
        assert_eq!(message["phone"], "98765 43210");
        assert!(message["photo"].as_str().unwrap().starts_with("/uploads/"));
    }
    assert_eq!(app.store.upload_count().unwrap(), 2);
    // The page of the number is the site's (its language from the address).
    let page = app.get("/feedback?lang=hi&sent=SMC-2222-2222").await;
    assert_eq!(page.status, StatusCode::OK);
    assert!(page.text().starts_with(PAGE_HI), "{}", page.text());
}

#[tokio::test]
async fn the_plain_form_is_not_asked_how_long_it_was_open_and_without_a_photo_keeps_none() {
    let app = TestApp::new();
    // No script measured the time: the form is taken at once.
    let sent = post(&app, "/feedback?lang=en", form(&fields(MESSAGE, ""), None)).await;
    sent_number(&sent, "en");
    let messages = inbox(&app).await;
    assert_eq!(messages[0]["photo"], Value::Null);
    assert_eq!(messages[0]["phone"], Value::Null);
    assert_eq!(app.store.upload_count().unwrap(), 0);
}

#[tokio::test]
async fn a_refused_form_is_rendered_again_never_stored_and_nothing_is_kept() {
    let app = TestApp::new();
    for (body, why) in [
        (form(&fields("Too short", "12345"), Some(PNG)), "the rule"),
        (
            {
                let mut filled = fields(MESSAGE, "");
                filled[6].1 = "https://spam.example".into();
                form(&filled, None)
            },
            "the hidden field",
        ),
        (
            form(&fields(MESSAGE, ""), Some(b"GIF89a not a photo we take")),
            "a file that is not a photo",
        ),
        (
            {
                let mut large = PNG.to_vec();
                large.resize(5 * 1024 * 1024 + 1, 0);
                form(&fields(MESSAGE, ""), Some(&large))
            },
            "a photo over 5 MB",
        ),
        (
            {
                let mut filled = fields(MESSAGE, "");
                filled[1].1 = "99".into();
                form(&filled, None)
            },
            "a ward the site does not have",
        ),
    ] {
        let refused = post(&app, "/feedback?lang=hi", body).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY, "{why}");
        assert_eq!(refused.header("cache-control"), Some("no-store"), "{why}");
        assert!(
            refused
                .header("content-type")
                .unwrap()
                .starts_with("text/html"),
            "{why}"
        );
        // Without the query pages' worker the app's page stands in, in the page's language.
        assert!(refused.text().starts_with(PAGE_HI), "{why}");
    }
    assert_eq!(inbox(&app).await, Vec::<Value>::new());
    assert_eq!(app.store.upload_count().unwrap(), 0);
    // Refused messages gave their places back.
    for _ in 0..server::submissions::PER_ADDRESS {
        let sent = post(&app, "/feedback?lang=hi", form(&fields(MESSAGE, ""), None)).await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER);
    }
}

#[tokio::test]
async fn past_the_messages_an_address_may_send_the_form_comes_back_with_the_wait_and_keeps_nothing()
{
    let app = TestApp::new();
    for _ in 0..server::submissions::PER_ADDRESS {
        let sent = post(&app, "/feedback?lang=en", form(&fields(MESSAGE, ""), None)).await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER);
    }
    let turned_away = post(
        &app,
        "/feedback?lang=en",
        form(&fields(MESSAGE, ""), Some(PNG)),
    )
    .await;
    assert_eq!(turned_away.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(turned_away.header("cache-control"), Some("no-store"));
    let wait: u64 = turned_away.header("retry-after").unwrap().parse().unwrap();
    assert!((1..=server::submissions::WINDOW_SECONDS).contains(&wait));
    assert_eq!(inbox(&app).await.len(), server::submissions::PER_ADDRESS);
    assert_eq!(app.store.upload_count().unwrap(), 0);
    // The API's limit is the same one.
    let body = json!({"category": "roads", "message": MESSAGE, "fillMs": 20000});
    let mut api = Request::post("/api/feedback")
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let address: SocketAddr = "10.5.5.5:5000".parse().unwrap();
    api.extensions_mut().insert(ConnectInfo(address));
    assert_eq!(app.oneshot(api).await.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn another_site_s_form_is_refused_and_a_body_that_is_not_the_form_is_an_error() {
    let app = TestApp::new();
    let from_elsewhere = post_from(
        &app,
        "10.5.5.5:5000",
        "/feedback?lang=en",
        form(&fields(MESSAGE, ""), None),
        &[("origin", "https://evil.example")],
    )
    .await;
    assert_eq!(from_elsewhere.status, StatusCode::FORBIDDEN);
    let not_multipart = app
        .send(
            Method::POST,
            "/feedback?lang=en",
            &[("content-type", "application/x-www-form-urlencoded")],
            b"category=roads".to_vec(),
        )
        .await;
    assert_eq!(not_multipart.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    let too_long = fields(&"x".repeat(20 * 1024), "");
    let refused = post(&app, "/feedback?lang=en", form(&too_long, None)).await;
    assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(inbox(&app).await, Vec::<Value>::new());
    // None of these used up the address's messages.
    for _ in 0..server::submissions::PER_ADDRESS {
        let sent = post(&app, "/feedback?lang=en", form(&fields(MESSAGE, ""), None)).await;
        assert_eq!(sent.status, StatusCode::SEE_OTHER);
    }
}

/// `GET uri` from `address`.
async fn get_from(app: &TestApp, address: &str, uri: &str) -> TestResponse {
    let mut request = Request::get(uri).body(Body::empty()).unwrap();
    let address: SocketAddr = address.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

#[tokio::test]
async fn the_status_page_of_a_number_is_looked_up_as_the_api_looks_it_up() {
    let app = TestApp::new();
    let number = sent_number(
        &post(&app, "/feedback?lang=hi", form(&fields(MESSAGE, ""), None)).await,
        "hi",
    );
    let reader = "10.6.6.6:7000";
    let page = get_from(
        &app,
        reader,
        &format!("/feedback/status?lang=hi&id={}", number.to_lowercase()),
    )
    .await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header("cache-control"), Some("no-store"));
    assert!(page.text().starts_with(PAGE_HI));
    let unknown = get_from(&app, reader, "/feedback/status?lang=hi&id=SMC-2222-2222").await;
    assert_eq!(unknown.status, StatusCode::OK);
    // The page without a number looks nothing up, and is the site's.
    for _ in 0..3 {
        let plain = get_from(&app, reader, "/feedback/status?lang=hi&id=").await;
        assert_eq!(plain.status, StatusCode::OK);
        assert_ne!(plain.header("cache-control"), Some("no-store"));
    }
    // The page and the API count against one allowance: two lookups made above.
    for _ in 2..server::submissions::LOOKUPS_PER_MINUTE {
        let api = get_from(&app, reader, &format!("/api/feedback/{number}")).await;
        assert_eq!(api.status, StatusCode::OK);
    }
    let turned_away = get_from(
        &app,
        reader,
        &format!("/feedback/status?lang=en&id={number}"),
    )
    .await;
    assert_eq!(turned_away.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(turned_away.header("cache-control"), Some("no-store"));
    assert!(turned_away.header("retry-after").is_some());
    assert!(!turned_away.text().contains(&number));
}

/// A stand-in for the render worker that renders every page as a line saying its path, query and
/// the lists it was given (`lists`, or `null`).
const WORKER: &str = r#"
import { createInterface } from "node:readline";
const out = (value) => process.stdout.write(JSON.stringify(value) + "\n");
out({ ready: true, pages: ["/feedback", "/feedback/status"] });
for await (const line of createInterface({ input: process.stdin })) {
  const { id, pages } = JSON.parse(line);
  out({
    id,
    pages: pages.map(({ path, lang, query, lists }) => ({
      path,
      lang,
      html: `<html lang="${lang}"><p>rendered ${path}?${query ?? ""}</p><pre>${JSON.stringify(lists ?? null)}</pre></html>`,
      read: [],
    })),
  });
}
"#;

/// The server over a stand-in build and [`WORKER`].
fn start_with_worker(root: &Path) -> Server {
    let web = web_dir(root);
    let worker = root.join("worker.mjs");
    std::fs::write(&worker, WORKER).unwrap();
    let how = Start {
        env: vec![
            ("SMC_RENDER_WORKER", worker.display().to_string()),
            ("SMC_NODE", "node".to_owned()),
        ],
        ..Start::default()
    };
    Server::start(&root.join("data"), &web, &how)
}

/// `POST /feedback?lang=…` of `body` as the page's form, over a connection; the whole answer.
fn post_over_tcp(addr: &str, lang: &str, body: &[u8]) -> String {
    let mut request = format!(
        "POST /feedback?lang={lang} HTTP/1.1\r\nHost: {addr}\r\n\
         Content-Type: multipart/form-data; boundary={BOUNDARY}\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend_from_slice(body);
    exchange(std::net::TcpStream::connect(addr).unwrap(), &request)
}

/// The lists a page of [`WORKER`] was rendered with.
fn rendered_with(answer: &str) -> Value {
    let start = answer.find("<pre>").expect("a rendered page") + "<pre>".len();
    let end = answer.find("</pre>").unwrap();
    serde_json::from_str(&answer[start..end]).unwrap()
}

#[tokio::test]
async fn pages_for_a_form_and_a_number_are_rendered_with_what_the_server_made_of_them_never_kept() {
    let root = tempfile::tempdir().unwrap();
    let path = root.path().to_owned();
    let server = tokio::task::spawn_blocking(move || start_with_worker(&path))
        .await
        .unwrap();
    let addr = server.addr.clone();
    tokio::task::spawn_blocking(move || {
        let refused = post_over_tcp(&addr, "hi", &form(&fields("Too short", "12345"), Some(PNG)));
        assert!(refused.starts_with("HTTP/1.1 422"), "{refused}");
        assert!(
            refused.contains("<html lang=\"hi\"><p>rendered /feedback?</p>"),
            "{refused}"
        );
        assert_eq!(
            rendered_with(&refused),
            json!({"feedback-form": {
                "draft": {
                    "category": "sanitation", "ward": "12", "message": "Too short", "page": "",
                    "name": "Sunita Verma", "phone": "12345", "email": "",
                },
                "problems": {"message": ["too_short"], "phone": ["invalid_phone"]},
                "photoDropped": true,
                "failure": null,
            }})
        );
        // Another request's page is its own.
        let other = post_over_tcp(&addr, "en", &form(&fields("Short", ""), None));
        assert!(other.starts_with("HTTP/1.1 422"), "{other}");
        let other = rendered_with(&other);
        assert_eq!(other["feedback-form"]["draft"]["message"], "Short");
        assert_eq!(other["feedback-form"]["photoDropped"], false);

        let sent = post_over_tcp(&addr, "en", &form(&fields(MESSAGE, ""), None));
        assert!(sent.starts_with("HTTP/1.1 303"), "{sent}");
        let location = sent
            .lines()
            .find_map(|line| line.strip_prefix("location: "))
            .unwrap();
        let number = location.strip_prefix("/feedback?lang=en&sent=").unwrap();
        // The page of the number is rendered for its query.
        let page = get(&addr, location);
        assert!(
            page.contains(&format!("rendered /feedback?sent={number}")),
            "{page}"
        );

        let found = get(&addr, &format!("/feedback/status?lang=hi&id={number}"));
        assert!(found.starts_with("HTTP/1.1 200"), "{found}");
        assert!(found.contains(&format!("rendered /feedback/status?id={number}")));
        let lookup = &rendered_with(&found)["feedback-lookup"];
        assert_eq!(lookup["id"], number);
        assert_eq!(lookup["found"]["trackingId"], number);
        assert_eq!(lookup["found"]["ward"], 12);
        assert_eq!(lookup["found"]["steps"][0]["status"], "received");
        assert!(!found.contains("Sunita"), "{found}");
        let unknown = get(&addr, "/feedback/status?lang=en&id=SMC-2222-2222");
        assert_eq!(
            rendered_with(&unknown)["feedback-lookup"],
            json!({"id": "SMC-2222-2222", "notFound": true})
        );
        server.stop();
    })
    .await
    .unwrap();
}

//! Citizens' feedback: anyone sends a message and gets a tracking number; anyone with the
//! number sees where it stands and the public reply, never the message or who sent it; staff
//! read the inbox and answer; abuse is refused with a clear reason. Lookups of numbers are
//! limited per address, in memory and against the real binary over real connections (where the
//! address is the connection's own).

use std::net::SocketAddr;

use axum::body::Body;
use axum::extract::ConnectInfo;
use axum::http::{Method, Request, StatusCode};
use serde_json::{Value, json};

use crate::binary::{Server, Start, exchange, web_dir};
use crate::common::{TestApp, TestResponse};
use crate::forms::{PNG, Part, multipart, multipart_type, png_of, signed_in};

/// A message a person took 20 seconds to write.
pub(crate) fn message() -> Value {
    json!({
        "category": "sanitation",
        "message": "Garbage has not been collected in our lane for a week.",
        "ward": "12",
        "page": "/ward-officer",
        "name": "Sunita Verma",
        "phone": "98765 43210",
        "email": "sunita@example.in",
        "homepage": "",
        "fillMs": 20000
    })
}

/// `POST /api/feedback` of `body` from `address`.
pub(crate) async fn send_from(app: &TestApp, address: &str, body: &Value) -> TestResponse {
    let mut request = Request::post("/api/feedback")
        .header("content-type", "application/json")
        .body(Body::from(body.to_string()))
        .unwrap();
    let address: SocketAddr = address.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

pub(crate) async fn send(app: &TestApp, body: &Value) -> TestResponse {
    send_from(app, "10.1.1.1:5000", body).await
}

/// The tracking number of a message sent as `body`.
pub(crate) async fn tracking_number(app: &TestApp, body: &Value) -> String {
    let sent = send(app, body).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.text());
    sent.json()["trackingId"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn a_citizen_gets_a_tracking_number_and_its_page_shows_nothing_of_them() {
    let app = TestApp::new();
    let id = tracking_number(&app, &message()).await;
    assert!(id.starts_with("SMC-") && id.len() == 13, "{id}");

    let status = app.get(&format!("/api/feedback/{id}")).await;
    assert_eq!(status.status, StatusCode::OK);
    let view = status.json();
    assert_eq!(view["trackingId"], id.as_str());
    assert_eq!(view["category"], "sanitation");
    assert_eq!(view["ward"], 12);
    assert_eq!(view["steps"][0]["status"], "received");
    assert_eq!(view["reply"], Value::Null);
    for private in [
        "Sunita",
        "98765",
        "sunita@example.in",
        "Garbage",
        "/ward-officer",
    ] {
        assert!(
            !status.text().contains(private),
            "{private}: {}",
            status.text()
        );
    }
    assert_eq!(status.header("cache-control"), Some("no-store"));

    // However the number is typed back.
    let typed = id.to_lowercase().replace('-', " ");
    let again = app
        .get(&format!("/api/feedback/{}", typed.replace(' ', "%20")))
        .await;
    assert_eq!(again.status, StatusCode::OK);
    assert_eq!(again.json()["trackingId"], id.as_str());
    for unknown in ["SMC-2222-2222", "nothing", "SMC-0000-0000"] {
        assert_eq!(
            app.get(&format!("/api/feedback/{unknown}")).await.status,
            StatusCode::NOT_FOUND,
            "{unknown}"
        );
    }
}

#[tokio::test]
async fn only_a_category_and_a_message_are_needed() {
    let app = TestApp::new();
    let id = tracking_number(
        &app,
        &json!({"category": "water", "message": "पानी दो दिन से नहीं आया है।", "fillMs": 5000}),
    )
    .await;
    let view = app.get(&format!("/api/feedback/{id}")).await.json();
    assert_eq!(view["ward"], Value::Null);
}

#[tokio::test]
async fn a_message_with_something_wrong_is_refused_field_by_field_and_not_kept() {
    let app = TestApp::new();
    let mut wrong = message();
    wrong["category"] = json!("parking");
    wrong["message"] = json!("Dirty");
    wrong["ward"] = json!(99);
    wrong["phone"] = json!("12345");
    wrong["email"] = json!("sunita.example.in");
    let refused = send(&app, &wrong).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        refused.json()["errors"],
        json!({
            "category": ["invalid"],
            "message": ["too_short"],
            "phone": ["invalid_phone"],
            "email": ["invalid_email"],
        })
    );
    // A ward the form's rule takes but the city does not have.
    let mut no_such_ward = message();
    no_such_ward["ward"] = json!(99);
    let refused = send(&app, &no_such_ward).await;
    assert_eq!(refused.json()["errors"], json!({ "ward": ["invalid"] }));
    assert_eq!(app.store.all_feedback().unwrap(), vec![]);
}

#[tokio::test]
async fn a_program_is_refused_by_the_hidden_field_the_time_taken_and_the_size() {
    let app = TestApp::new();
    let mut filled = message();
    filled["homepage"] = json!("https://spam.example");
    let refused = send(&app, &filled).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.json()["errors"], json!({ "form": ["refused"] }));

    for fill_ms in [json!(800), Value::Null] {
        let mut hurried = message();
        hurried["fillMs"] = fill_ms;
        let refused = send(&app, &hurried).await;
        assert_eq!(refused.json()["errors"], json!({ "form": ["too_fast"] }));
    }

    let mut long = message();
    long["message"] = json!("क".repeat(20_000));
    let refused = send(&app, &long).await;
    assert_eq!(refused.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(app.store.all_feedback().unwrap(), vec![]);
}

#[tokio::test]
async fn one_address_may_send_a_few_messages_an_hour_and_refused_ones_do_not_count() {
    let app = TestApp::new();
    // Refused messages do not use up the address's allowance.
    let mut hurried = message();
    hurried["fillMs"] = json!(10);
    for _ in 0..3 {
        send(&app, &hurried).await;
    }
    for _ in 0..server::submissions::PER_ADDRESS {
        assert_eq!(send(&app, &message()).await.status, StatusCode::CREATED);
    }
    let turned_away = send(&app, &message()).await;
    assert_eq!(turned_away.status, StatusCode::TOO_MANY_REQUESTS);
    assert_eq!(turned_away.json()["error"]["code"], "too_many_messages");
    assert!(
        turned_away.json()["error"]["message"]
            .as_str()
            .unwrap()
            .contains("minutes")
    );
    assert!(turned_away.header("retry-after").is_some());
    // Another address is not held back; the first is again an hour later.
    assert_eq!(
        send_from(&app, "10.9.9.9:5000", &message()).await.status,
        StatusCode::CREATED
    );
    app.clock.advance(std::time::Duration::from_secs(
        server::submissions::WINDOW_SECONDS,
    ));
    assert_eq!(send(&app, &message()).await.status, StatusCode::CREATED);
}

/// `GET /api/feedback/{id}` from `address`.
async fn look_up_from(app: &TestApp, address: &str, id: &str) -> TestResponse {
    let mut request = Request::get(format!("/api/feedback/{id}"))
        .body(Body::empty())
        .unwrap();
    let address: SocketAddr = address.parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

#[tokio::test]
async fn one_address_may_look_up_a_few_numbers_a_minute_found_or_not() {
    let app = TestApp::new();
    let id = tracking_number(&app, &message()).await;
    let guesser = "10.2.2.2:6000";
    // Wrong numbers, and texts that cannot be numbers, count as much as a right one.
    for n in 0..server::submissions::LOOKUPS_PER_MINUTE {
        let guess = if n % 2 == 0 {
            format!("SMC-2222-{:04}", 2222 + n)
        } else {
            "nothing".to_owned()
        };
        let answer = look_up_from(&app, guesser, &guess).await;
        assert_eq!(answer.status, StatusCode::NOT_FOUND, "{guess}");
    }
    let turned_away = look_up_from(&app, guesser, &id).await;
    assert_eq!(turned_away.status, StatusCode::TOO_MANY_REQUESTS);
    let error = &turned_away.json()["error"];
    assert_eq!(error["code"], "too_many_lookups");
    assert!(
        error["message"].as_str().unwrap().contains("seconds"),
        "{error}"
    );
    assert!(
        !turned_away.text().contains(&id),
        "a refusal says nothing of the number"
    );
    let wait: u64 = turned_away
        .header("retry-after")
        .expect("Retry-After")
        .parse()
        .unwrap();
    assert!((1..=server::submissions::LOOKUP_WINDOW_SECONDS).contains(&wait));
    // Another address is answered; the first is again once its minute has passed.
    assert_eq!(
        look_up_from(&app, "10.3.3.3:6000", &id).await.status,
        StatusCode::OK
    );
    app.clock.advance(std::time::Duration::from_secs(
        server::submissions::LOOKUP_WINDOW_SECONDS,
    ));
    assert_eq!(
        look_up_from(&app, guesser, &id).await.status,
        StatusCode::OK
    );
}

/// The inbox as `clerk` reads it with `query`.
async fn inbox(app: &TestApp, clerk: &str, query: &str) -> Value {
    let uri = format!("/api/feedback{query}");
    let inbox = app
        .as_staff(clerk)
        .send(Method::GET, &uri, &[], &Value::Null)
        .await;
    assert_eq!(inbox.status, StatusCode::OK, "{}", inbox.text());
    inbox.json()
}

/// `clerk`'s answer `body` to message `id`.
pub(crate) async fn answer(app: &TestApp, clerk: &str, id: &str, body: &Value) -> TestResponse {
    let uri = format!("/api/feedback/{id}");
    app.as_staff(clerk).post(&uri, body).await
}

#[tokio::test]
async fn the_inbox_is_sent_a_page_at_a_time_with_the_counts_of_all() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let mut ids = Vec::new();
    for n in 1..=27 {
        let sent = send_from(&app, &format!("10.9.0.{n}:5000"), &message()).await;
        assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.text());
        ids.push(sent.json()["trackingId"].as_str().unwrap().to_owned());
        app.clock.advance(std::time::Duration::from_secs(1));
    }
    let numbers = |inbox: &Value| -> Vec<String> {
        inbox["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["trackingId"].as_str().unwrap().to_owned())
            .collect()
    };
    let newest_first: Vec<String> = ids.iter().rev().cloned().collect();
    let first = inbox(&app, &clerk, "").await;
    assert_eq!(numbers(&first), newest_first[..25]);
    assert_eq!(
        first["page"],
        json!({"number": 1, "pages": 2, "total": 27, "years": []})
    );
    assert_eq!(
        first["counts"]["received"], 27,
        "the counts are of every page"
    );
    let second = inbox(&app, &clerk, "?page=2").await;
    assert_eq!(numbers(&second), newest_first[25..]);
    assert_eq!(second["page"]["number"], 2);
    let beyond = inbox(&app, &clerk, "?page=3").await;
    assert_eq!(numbers(&beyond), Vec::<String>::new());
    assert_eq!(beyond["page"]["pages"], 2);
    let filtered = inbox(&app, &clerk, "?category=water&page=1").await;
    assert_eq!(
        filtered["page"],
        json!({"number": 1, "pages": 1, "total": 0, "years": []})
    );
}

#[tokio::test]
async fn staff_read_the_inbox_and_answer_and_the_citizen_sees_the_answer() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let first = tracking_number(&app, &message()).await;
    let mut water = message();
    water["category"] = json!("water");
    water["ward"] = json!(3);
    let second = tracking_number(&app, &water).await;

    assert_eq!(
        app.get("/api/feedback").await.status,
        StatusCode::UNAUTHORIZED
    );
    let all = inbox(&app, &clerk, "").await;
    assert_eq!(all["items"].as_array().unwrap().len(), 2);
    assert_eq!(
        all["items"][0]["name"], "Sunita Verma",
        "staff see the sender"
    );
    assert_eq!(
        all["counts"],
        json!({"received": 2, "forwarded": 0, "resolved": 0, "reopened": 0, "dueToday": 0, "overdue": 0})
    );
    assert_eq!(all["medianFirstAnswerSeconds"], Value::Null);

    // 25 minutes later the clerk forwards the first and assigns it to themself; 20 minutes
    // after that, resolves it with a reply.
    app.clock.advance(std::time::Duration::from_mins(25));
    let forwarded = json!({"status": "forwarded", "assignee": "clerk"});
    let forwarded = answer(&app, &clerk, &first, &forwarded).await;
    assert_eq!(forwarded.status, StatusCode::OK, "{}", forwarded.text());
    assert_eq!(forwarded.json()["assignee"], "clerk");
    app.clock.advance(std::time::Duration::from_mins(20));
    let reply = "The lane was cleaned on Friday. Collection is now daily.";
    let resolved = json!({"status": "resolved", "reply": reply});
    assert_eq!(
        answer(&app, &clerk, &first, &resolved).await.status,
        StatusCode::OK
    );

    let view = app.get(&format!("/api/feedback/{first}")).await.json();
    let steps: Vec<&str> = view["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|step| step["status"].as_str().unwrap())
        .collect();
    assert_eq!(steps, ["received", "forwarded", "resolved"]);
    assert_eq!(view["reply"]["text"], reply);
    assert!(view.get("assignee").is_none());

    let filtered = inbox(&app, &clerk, "?status=resolved&category=sanitation&ward=12").await;
    assert_eq!(filtered["items"].as_array().unwrap().len(), 1);
    assert_eq!(filtered["items"][0]["trackingId"], first.as_str());
    let all = inbox(&app, &clerk, "").await;
    assert_eq!(
        all["counts"],
        json!({"received": 1, "forwarded": 0, "resolved": 1, "reopened": 0, "dueToday": 0, "overdue": 0})
    );
    // The first answer came 25 minutes after the message (and the second or so the requests
    // took on the real clock); the second is not answered yet.
    let answered = all["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["trackingId"] == first.as_str())
        .unwrap();
    let seconds = |at: &Value| wasm_core::validate::moment_seconds(at.as_str().unwrap()).unwrap();
    let waited = seconds(&answered["firstAnswerAt"]) - seconds(&answered["steps"][0]["at"]);
    assert!((1500..=1502).contains(&waited), "{waited}");
    assert_eq!(all["medianFirstAnswerSeconds"], waited);
    let by_ward = inbox(&app, &clerk, "?ward=3").await;
    assert_eq!(by_ward["items"][0]["trackingId"], second.as_str());

    // The answers are in the audit log.
    let admin = signed_in(&app, "chief", "admin").await;
    let audit = app
        .as_staff(&admin)
        .send(
            Method::GET,
            "/api/audit?action=feedbackAnswer",
            &[],
            &Value::Null,
        )
        .await
        .json();
    assert_eq!(audit["entries"].as_array().unwrap().len(), 2, "{audit}");
    assert_eq!(audit["entries"][0]["item"], first.as_str());
}

#[tokio::test]
async fn an_answer_is_checked_before_it_is_kept() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let id = tracking_number(&app, &message()).await;
    let back = answer(&app, &clerk, &id, &json!({"status": "received"})).await;
    assert_eq!(back.json()["errors"], json!({"status": ["invalid"]}));
    let empty = answer(&app, &clerk, &id, &json!({"reply": "  "})).await;
    assert_eq!(empty.json()["errors"], json!({"reply": ["required"]}));
    let nobody = answer(&app, &clerk, &id, &json!({"assignee": "nobody"})).await;
    assert_eq!(nobody.json()["errors"], json!({"assignee": ["invalid"]}));
    let unknown = answer(
        &app,
        &clerk,
        "SMC-2222-2222",
        &json!({"status": "forwarded"}),
    )
    .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
    let view = app.get(&format!("/api/feedback/{id}")).await.json();
    assert_eq!(view["steps"].as_array().unwrap().len(), 1);
    assert_eq!(view["reply"], Value::Null);
}

/// `POST /api/feedback` of `body` with a photo, as the form sends it.
async fn send_with_photo(app: &TestApp, body: &Value, photo: &[u8]) -> TestResponse {
    let form = multipart(&[
        Part::Text("message", body.to_string()),
        Part::File("photo", "lane.png", photo.to_vec()),
    ]);
    let mut request = Request::post("/api/feedback")
        .header("content-type", multipart_type())
        .body(Body::from(form))
        .unwrap();
    let address: SocketAddr = "10.3.3.3:5000".parse().unwrap();
    request.extensions_mut().insert(ConnectInfo(address));
    app.oneshot(request).await
}

#[tokio::test]
async fn a_photo_sent_with_a_message_is_kept_for_staff_alone() {
    let app = TestApp::new();
    let sent = send_with_photo(&app, &message(), PNG).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.text());
    let id = sent.json()["trackingId"].as_str().unwrap().to_owned();

    // Not in the public view, and the file is not served to visitors.
    let status = app.get(&format!("/api/feedback/{id}")).await;
    assert!(!status.text().contains("/uploads/"), "{}", status.text());
    let clerk = signed_in(&app, "clerk", "editor").await;
    let all = inbox(&app, &clerk, "").await;
    let photo = all["items"][0]["photo"]
        .as_str()
        .expect("the inbox names the photo");
    assert!(
        photo.starts_with("/uploads/")
            && std::path::Path::new(photo).extension() == Some(std::ffi::OsStr::new("png")),
        "{photo}"
    );
    assert_eq!(app.get(photo).await.status, StatusCode::NOT_FOUND);
    let seen = app
        .request(Method::GET, photo, &[("authorization", clerk.as_str())])
        .await;
    assert_eq!(seen.status, StatusCode::OK);
    assert_eq!(seen.header("content-type"), Some("image/png"));
    assert_eq!(seen.header("cache-control"), Some("private, no-store"));

    // An empty photo part (a form sent without one) is no photo.
    let without = send_with_photo(&app, &message(), b"").await;
    assert_eq!(without.status, StatusCode::CREATED, "{}", without.text());
}

#[tokio::test]
async fn no_content_may_name_a_citizen_s_photo_so_it_is_never_public_nor_removed_with_an_item() {
    let app = TestApp::new();
    let sent = send_with_photo(&app, &message(), PNG).await;
    assert_eq!(sent.status, StatusCode::CREATED, "{}", sent.text());
    let admin = signed_in(&app, "admin", "admin").await;
    let photo = inbox(&app, &admin, "").await["items"][0]["photo"]
        .as_str()
        .unwrap()
        .to_owned();
    // A publisher who names it in an event (as its image) is refused, as for a file that is
    // not there: the event is not saved and the photo stays the citizen's.
    let event = json!({
        "title": { "en": "Lane cleaning", "hi": "गली की सफ़ाई" },
        "description": { "en": "Before and after.", "hi": "पहले और बाद में।" },
        "date": "2026-11-20", "category": "environment", "images": [photo],
    });
    let refused = app
        .as_staff(&admin)
        .post("/api/content/events", &event)
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.text()
    );
    assert_eq!(
        refused.json()["errors"]["images.0"],
        json!(["unknown_file"])
    );
    assert_eq!(app.get(&photo).await.status, StatusCode::NOT_FOUND);
    let seen = app
        .request(Method::GET, &photo, &[("authorization", admin.as_str())])
        .await;
    assert_eq!(seen.status, StatusCode::OK, "still there for staff");
}

#[tokio::test]
async fn a_photo_that_breaks_the_upload_rules_is_refused_under_its_field_and_nothing_is_kept() {
    let app = TestApp::new();
    for (photo, code) in [
        (b"GIF89a not a photo we take".to_vec(), "unsupported_type"),
        (png_of(6000, 6000), "too_many_pixels"),
    ] {
        let refused = send_with_photo(&app, &message(), &photo).await;
        assert_eq!(
            refused.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{}",
            refused.text()
        );
        assert_eq!(
            refused.json()["errors"],
            json!({ "photo": [code] }),
            "{}",
            refused.text()
        );
    }
    let clerk = signed_in(&app, "clerk", "editor").await;
    assert_eq!(inbox(&app, &clerk, "").await["items"], json!([]));
    assert_eq!(app.store.upload_count().unwrap(), 0);
}

/// A request of `request_line`'s method and path with `body` (JSON, when not empty) on a new
/// connection from `from` (a loopback address: every address of 127.0.0.0/8 reaches the server),
/// and the whole answer.
async fn over_tcp(server: &Server, from: &str, method: &str, path: &str, body: &str) -> String {
    let socket = tokio::net::TcpSocket::new_v4().unwrap();
    socket.bind(format!("{from}:0").parse().unwrap()).unwrap();
    let stream = socket
        .connect(server.addr.parse().unwrap())
        .await
        .expect("connects");
    let stream = stream.into_std().unwrap();
    stream.set_nonblocking(false).unwrap();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        server.addr,
        body.len()
    );
    tokio::task::spawn_blocking(move || exchange(stream, request.as_bytes()))
        .await
        .unwrap()
}

/// The value of the header `name` in a whole answer, if it has one.
fn header_of<'a>(answer: &'a str, name: &str) -> Option<&'a str> {
    let head = answer.split("\r\n\r\n").next()?;
    head.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

#[tokio::test]
async fn over_real_connections_lookups_past_the_limit_get_429_and_another_address_is_answered() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let limit = 5;
    let how = Start {
        env: vec![("SMC_FEEDBACK_LOOKUPS_PER_MINUTE", limit.to_string())],
        ..Start::default()
    };
    let server = tokio::task::spawn_blocking(move || Server::start(&data, &web, &how))
        .await
        .unwrap();
    let sent = over_tcp(
        &server,
        "127.0.0.1",
        "POST",
        "/api/feedback",
        &message().to_string(),
    )
    .await;
    assert!(sent.starts_with("HTTP/1.1 201"), "{sent}");
    let body = sent.split("\r\n\r\n").nth(1).unwrap();
    let id = serde_json::from_str::<Value>(body).unwrap()["trackingId"]
        .as_str()
        .unwrap()
        .to_owned();

    // From one address: its own number, then wrong ones, up to the limit.
    let own = over_tcp(
        &server,
        "127.0.0.1",
        "GET",
        &format!("/api/feedback/{id}"),
        "",
    )
    .await;
    assert!(own.starts_with("HTTP/1.1 200"), "{own}");
    for n in 1..limit {
        let path = format!("/api/feedback/SMC-2222-{:04}", 2222 + n);
        let wrong = over_tcp(&server, "127.0.0.1", "GET", &path, "").await;
        assert!(wrong.starts_with("HTTP/1.1 404"), "{wrong}");
    }
    let refused = over_tcp(
        &server,
        "127.0.0.1",
        "GET",
        &format!("/api/feedback/{id}"),
        "",
    )
    .await;
    assert!(refused.starts_with("HTTP/1.1 429"), "{refused}");
    let wait: u64 = header_of(&refused, "retry-after")
        .expect("Retry-After")
        .parse()
        .unwrap();
    assert!((1..=60).contains(&wait), "{refused}");
    let body = refused.split("\r\n\r\n").nth(1).unwrap();
    let error = &serde_json::from_str::<Value>(body).unwrap()["error"];
    assert_eq!(error["code"], "too_many_lookups", "{refused}");
    assert!(error["message"].is_string(), "{refused}");

    // Another address is still answered.
    let other = over_tcp(
        &server,
        "127.0.0.2",
        "GET",
        &format!("/api/feedback/{id}"),
        "",
    )
    .await;
    assert!(other.starts_with("HTTP/1.1 200"), "{other}");
    tokio::task::spawn_blocking(move || server.stop())
        .await
        .unwrap();
}

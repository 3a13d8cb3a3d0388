//! Citizens' subscriptions, with the letters read as a real SMTP server received them: a
//! subscription takes effect only from its confirmation link; what is published (never a draft,
//! a scheduled item only at its moment) is mailed at once, a corrigendum said to be one, or in
//! the daily letter; every letter ends the subscription in one click; admins count, show and
//! remove subscribers; bad input, a site without mail and too many requests are refused.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use server::store::content::StoredItem;
use server::subscriptions::{announce, digest};
use wasm_core::model::item::Status;
use wasm_core::model::kinds::Kind;

use crate::common::TestApp;
use crate::forms::signed_in;
use crate::smtp::{Received, SmtpServer};

const ORIGIN: &str = "https://smc.example.in";

async fn subscribe(app: &TestApp, body: &Value) -> crate::common::TestResponse {
    app.send(
        Method::POST,
        "/api/subscriptions",
        &[("content-type", "application/json")],
        body.to_string().into_bytes(),
    )
    .await
}

/// `POST uri` of the JSON `body`.
async fn post_json(app: &TestApp, uri: &str, body: &Value) -> crate::common::TestResponse {
    app.send(
        Method::POST,
        uri,
        &[("content-type", "application/json")],
        body.to_string().into_bytes(),
    )
    .await
}

/// The `id` and `t` of the link in `letter` to `path`.
fn link_in(letter: &Received, path: &str) -> (String, String) {
    let line = letter
        .text
        .lines()
        .find(|line| line.contains(path))
        .unwrap_or_else(|| panic!("no {path} in {}", letter.text));
    let query = line.split_once('?').unwrap().1.trim();
    let field = |name: &str| {
        query
            .split('&')
            .find_map(|pair| pair.strip_prefix(&format!("{name}=")))
            .unwrap()
            .to_owned()
    };
    (field("id"), field("t"))
}

/// Subscribes `email` as `body` says and confirms from the letter; the letter of the
/// confirmation.
async fn subscribed(app: &TestApp, smtp: &SmtpServer, body: Value) -> Received {
    let before = smtp.received().len();
    let asked = subscribe(app, &body).await;
    assert_eq!(asked.status, StatusCode::ACCEPTED, "{}", asked.text());
    let letter = smtp.wait_for(before + 1).await.remove(before);
    let (id, t) = link_in(&letter, "/subscribe/confirm?");
    let confirmed = post_json(
        app,
        "/api/subscriptions/confirm",
        &json!({"id": id, "t": t}),
    )
    .await;
    assert_eq!(confirmed.status, StatusCode::OK, "{}", confirmed.text());
    letter
}

/// A tender like the seed's first, with its own id and work, as a first version at `status`.
fn tender(id: &str, work: &str, publish_at: Option<&str>) -> Value {
    let mut tender =
        serde_json::from_str::<Vec<Value>>(include_str!("../../../content/tenders.json"))
            .unwrap()
            .remove(0);
    tender["id"] = json!(id);
    tender["no"] = json!(format!("{id}/2026"));
    tender["work"] = json!({"en": work, "hi": format!("{work} (हिंदी)")});
    if let Some(at) = publish_at {
        tender["publishAt"] = json!(at);
    }
    tender.as_object_mut().unwrap().remove("id");
    tender
}

/// Saves `data` as item `id` of `kind` (a new version if it exists) at `status`, and reads the
/// content again.
fn save(app: &TestApp, kind: Kind, id: &str, data: Value, status: Status) {
    let now = app.clock.rfc3339();
    app.store
        .change(|change| {
            let item = match change.content_item(kind, id)? {
                Some(old) => old.next_as(data, &now, "clerk", status, None),
                None => StoredItem::first_as(data, &now, "clerk", status, None),
            };
            change.put_content(kind, id, &item)
        })
        .unwrap();
    app.content.reload(&app.store).unwrap();
}

/// Runs the announcements now, and wakes the sender; how many letters went at once.
fn announce_now(app: &TestApp) -> usize {
    let letters =
        announce::announce(&app.store, &app.content.snapshot(), app.clock.now(), ORIGIN).unwrap();
    app.mail.wake();
    letters
}

#[tokio::test]
async fn a_confirmed_subscriber_hears_of_what_is_published_never_of_a_draft() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    assert_eq!(
        announce_now(&app),
        0,
        "what is on the site already is not news"
    );

    // Asked for, not yet confirmed: nothing is sent but the confirmation.
    let asked = subscribe(
        &app,
        &json!({"email": "Sunita@Example.in", "topics": ["tenders", "alerts"], "frequency": "immediate", "lang": "hi"}),
    )
    .await;
    assert_eq!(asked.status, StatusCode::ACCEPTED);
    let confirmation = smtp.wait_for(1).await.remove(0);
    assert_eq!(confirmation.to, ["sunita@example.in"]);
    assert_eq!(confirmation.header("content-language"), Some("hi"));
    assert!(
        confirmation.text.contains("निविदाएँ, आपातकालीन चेतावनियाँ"),
        "{}",
        confirmation.text
    );
    assert!(confirmation.header("list-unsubscribe").is_none());
    save(
        &app,
        Kind::Tenders,
        "t-early",
        tender("t-early", "Early work", None),
        Status::Published,
    );
    assert_eq!(announce_now(&app), 0, "not confirmed yet");

    // Confirmed with the letter's link.
    let (id, t) = link_in(&confirmation, "/subscribe/confirm?");
    let wrong = post_json(
        &app,
        "/api/subscriptions/confirm",
        &json!({"id": id, "t": "0000"}),
    )
    .await;
    assert_eq!(wrong.status, StatusCode::NOT_FOUND);
    assert_eq!(wrong.json()["error"]["code"], "link_invalid");
    let confirmed = post_json(
        &app,
        "/api/subscriptions/confirm",
        &json!({"id": id, "t": t}),
    )
    .await;
    assert_eq!(confirmed.json()["topics"], json!(["tenders", "alerts"]));

    // A draft is never announced; a published tender is, once, in Hindi.
    save(
        &app,
        Kind::Tenders,
        "t-draft",
        tender("t-draft", "Draft work", None),
        Status::Draft,
    );
    save(
        &app,
        Kind::Tenders,
        "t-road",
        tender("t-road", "Road repair", None),
        Status::Published,
    );
    assert_eq!(announce_now(&app), 1);
    assert_eq!(announce_now(&app), 0, "once");
    let letter = smtp.wait_for(2).await.remove(1);
    assert_eq!(letter.subject(), "निविदाएँ: Road repair (हिंदी)");
    assert!(
        letter
            .text
            .contains("https://smc.example.in/document?kind=tenders&id=t-road&lang=hi"),
        "{}",
        letter.text
    );
    let one_click = letter.header("list-unsubscribe").unwrap().to_owned();
    assert!(one_click.starts_with("<https://smc.example.in/api/subscriptions/unsubscribe?id="));
    assert_eq!(
        letter.header("list-unsubscribe-post"),
        Some("List-Unsubscribe=One-Click")
    );
    assert!(
        letter.text.contains("/subscribe/unsubscribe?lang=hi&id="),
        "{}",
        letter.text
    );

    // A corrigendum is said to be one.
    let mut corrected = tender("t-road", "Road repair", None);
    corrected["corrigenda"] = json!([{
        "date": "2026-11-29",
        "note": {"en": "The last date is 20 December.", "hi": "अंतिम तिथि 20 दिसंबर है।"},
    }]);
    save(&app, Kind::Tenders, "t-road", corrected, Status::Published);
    assert_eq!(announce_now(&app), 1);
    let letter = smtp.wait_for(3).await.remove(2);
    assert!(
        letter.subject().starts_with("शुद्धिपत्र: "),
        "{}",
        letter.subject()
    );
    assert!(
        letter.text.contains("अंतिम तिथि 20 दिसंबर है।"),
        "{}",
        letter.text
    );
}

#[tokio::test]
async fn a_scheduled_item_is_mailed_at_its_moment_and_one_click_ends_the_subscription() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    announce_now(&app);
    subscribed(
        &app,
        &smtp,
        json!({"email": "sunita@example.in", "topics": ["tenders"], "frequency": "immediate", "lang": "hi"}),
    )
    .await;
    // A scheduled tender is announced at its moment, not at its save.
    let at = server::clock::rfc3339_at(app.clock.now() + 3600);
    save(
        &app,
        Kind::Tenders,
        "t-later",
        tender("t-later", "Later work", Some(&at)),
        Status::Published,
    );
    assert_eq!(announce_now(&app), 0, "not on the site yet");
    app.clock.advance(Duration::from_secs(3601));
    app.content.reload(&app.store).unwrap();
    assert_eq!(announce_now(&app), 1, "its moment came");
    let letter = smtp.wait_for(2).await.remove(1);
    let one_click = letter.header("list-unsubscribe").unwrap().to_owned();

    // One click in the mail program ends it, and the subscriber is forgotten.
    let address = one_click.trim_matches(['<', '>']).replace(ORIGIN, "");
    let ended = app
        .send(
            Method::POST,
            &address,
            &[("content-type", "application/x-www-form-urlencoded")],
            b"List-Unsubscribe=One-Click".to_vec(),
        )
        .await;
    assert_eq!(ended.status, StatusCode::OK, "{}", ended.text());
    assert_eq!(ended.json()["unsubscribed"], true);
    save(
        &app,
        Kind::Tenders,
        "t-last",
        tender("t-last", "Last work", None),
        Status::Published,
    );
    assert_eq!(announce_now(&app), 0, "nobody left to tell");
    assert_eq!(app.store.subscriber_counts().unwrap(), (0, 0));
}

#[tokio::test]
async fn a_daily_subscriber_gets_one_letter_of_the_day_s_news_and_alerts_at_once() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    announce_now(&app);
    subscribed(
        &app,
        &smtp,
        json!({"email": "ravi@example.in", "topics": ["tenders", "alerts"], "frequency": "daily", "lang": "en"}),
    )
    .await;
    save(
        &app,
        Kind::Tenders,
        "t-one",
        tender("t-one", "Drain cleaning", None),
        Status::Published,
    );
    save(
        &app,
        Kind::Tenders,
        "t-two",
        tender("t-two", "Street lights", None),
        Status::Published,
    );
    assert_eq!(announce_now(&app), 0, "kept for the daily letter");
    let alert = json!({
        "message": {"en": "Heavy rain: stay indoors", "hi": "भारी वर्षा: घर के अंदर रहें"},
        "severity": "warning",
        "from": app.clock.rfc3339(),
        "until": server::clock::rfc3339_at(app.clock.now() + 86_400),
    });
    save(&app, Kind::Alerts, "rain", alert, Status::Published);
    assert_eq!(announce_now(&app), 1, "an emergency alert goes at once");
    let letters = smtp.wait_for(2).await;
    assert_eq!(
        letters[1].subject(),
        "Emergency alerts: Heavy rain: stay indoors"
    );

    let today = wasm_core::dates::day_in_india(app.clock.moment());
    let made = digest::send_daily(&app.store, &today, app.clock.now(), ORIGIN).unwrap();
    assert_eq!(made, Some(1));
    assert_eq!(
        digest::send_daily(&app.store, &today, app.clock.now(), ORIGIN).unwrap(),
        None,
        "once a day"
    );
    app.mail.wake();
    let daily = smtp.wait_for(3).await.remove(2);
    assert!(daily.subject().ends_with("(2)"), "{}", daily.subject());
    assert!(daily.text.contains("Drain cleaning") && daily.text.contains("Street lights"));
    assert!(!daily.text.contains("Heavy rain"), "the alert went at once");
    assert!(daily.header("list-unsubscribe").is_some());
}

#[tokio::test]
async fn admins_count_show_and_remove_subscribers_and_bad_requests_are_refused() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    subscribed(
        &app,
        &smtp,
        json!({"email": "asha@example.in", "topics": ["notices"], "frequency": "immediate", "lang": "hi"}),
    )
    .await;
    for (body, field) in [
        (
            json!({"email": "asha", "topics": ["notices"], "frequency": "daily", "lang": "hi"}),
            "email",
        ),
        (
            json!({"email": "a@example.in", "topics": [], "frequency": "daily", "lang": "hi"}),
            "topics",
        ),
    ] {
        let refused = subscribe(&app, &body).await;
        assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
        assert!(
            refused.json()["errors"][field].is_array(),
            "{}",
            refused.text()
        );
    }
    let admin = signed_in(&app, "admin", "admin").await;
    let clerk = signed_in(&app, "clerk", "editor").await;
    assert_eq!(
        app.as_staff(&clerk).get("/api/subscribers").await.status,
        StatusCode::FORBIDDEN,
        "subscribers are for admins alone"
    );
    let counts = app.as_staff(&admin).get("/api/subscribers").await.json();
    assert_eq!(counts["confirmed"], 1);
    assert_eq!(counts["byTopic"]["notices"], 1);
    assert_eq!(counts["byLang"]["hi"], 1);
    let one = app
        .as_staff(&admin)
        .get("/api/subscribers/one?email=ASHA@example.in")
        .await;
    assert_eq!(one.status, StatusCode::OK, "{}", one.text());
    assert_eq!(one.json()["topics"], json!(["notices"]));
    let removed = app
        .as_staff(&admin)
        .send(
            Method::DELETE,
            "/api/subscribers/one?email=asha@example.in",
            &[],
            &Value::Null,
        )
        .await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_eq!(app.store.subscriber_counts().unwrap(), (0, 0));
    let actions: Vec<_> = app
        .store
        .audit_entries(|_| true)
        .unwrap()
        .into_iter()
        .map(|(_, entry)| entry.action.name())
        .filter(|name| name.starts_with("subscriber"))
        .collect();
    assert_eq!(actions, ["subscriberExport", "subscriberDelete"]);

    // Ten requests an hour from one address; then 429.
    for n in 0..9 {
        let body = json!({"email": format!("p{n}@example.in"), "topics": ["events"], "frequency": "daily", "lang": "en"});
        assert_eq!(subscribe(&app, &body).await.status, StatusCode::ACCEPTED);
    }
    let body = json!({"email": "p10@example.in", "topics": ["events"], "frequency": "daily", "lang": "en"});
    assert_eq!(
        subscribe(&app, &body).await.status,
        StatusCode::TOO_MANY_REQUESTS
    );

    // A site without mail takes no subscriptions.
    let off = TestApp::new();
    let refused = subscribe(&off, &body).await;
    assert_eq!(refused.status, StatusCode::SERVICE_UNAVAILABLE);
    assert_eq!(refused.json()["error"]["code"], "mail_off");
}

#[tokio::test]
async fn the_plain_forms_answer_with_the_page_again() {
    let smtp = SmtpServer::start(&[]);
    let app = TestApp::with_mail(&smtp.url());
    let form = [("content-type", "application/x-www-form-urlencoded")];
    let sent = app
        .send(
            Method::POST,
            "/subscribe?lang=hi",
            &form,
            b"email=kiran%40example.in&topics=notices&topics=events&frequency=daily&website="
                .to_vec(),
        )
        .await;
    assert_eq!(sent.status, StatusCode::SEE_OTHER, "{}", sent.text());
    assert_eq!(sent.header("location"), Some("/subscribe?lang=hi&sent=1"));
    let letter = smtp.wait_for(1).await.remove(0);
    let (id, t) = link_in(&letter, "/subscribe/confirm?");
    let bad = app
        .send(
            Method::POST,
            "/subscribe?lang=en",
            &form,
            b"email=kiran&topics=notices".to_vec(),
        )
        .await;
    // A refused form: its page again, for this request alone (what was typed in it is the
    // end-to-end test's to read: the pages' worker does not run here).
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bad.header("location"), None);
    assert_eq!(bad.header("cache-control"), Some("no-store"));
    assert!(bad.text().contains("<html"), "{}", bad.text());
    // The page of a letter's link holds its secret: nobody keeps it, and no other site is told
    // its address.
    let page = app
        .get(&format!("/subscribe/confirm?lang=hi&id={id}&t={t}"))
        .await;
    assert_eq!(page.status, StatusCode::OK);
    assert_eq!(page.header("cache-control"), Some("no-store"));
    assert_eq!(page.header("referrer-policy"), Some("same-origin"));
    let body = format!("id={id}&t={t}").into_bytes();
    let confirmed = app
        .send(
            Method::POST,
            "/subscribe/confirm?lang=hi",
            &form,
            body.clone(),
        )
        .await;
    assert_eq!(
        confirmed.header("location"),
        Some("/subscribe/confirm?lang=hi&done=confirmed")
    );
    let again = app
        .send(Method::POST, "/subscribe/confirm?lang=hi", &form, body)
        .await;
    assert_eq!(
        again.header("location"),
        Some("/subscribe/confirm?lang=hi&done=link_invalid")
    );
    assert_eq!(app.store.subscriber_counts().unwrap(), (1, 0));

    // Past the requests one address may make in an hour, the form comes back with the time
    // to wait.
    let mut answers = Vec::new();
    for n in 0..10 {
        let body = format!("email=p{n}%40example.in&topics=events&frequency=daily");
        let answer = app
            .send(Method::POST, "/subscribe?lang=en", &form, body.into_bytes())
            .await;
        answers.push(answer.status);
        if answer.status == StatusCode::TOO_MANY_REQUESTS {
            assert!(
                answer
                    .header("retry-after")
                    .is_some_and(|wait| wait.parse::<u64>().is_ok_and(|s| s > 0))
            );
            assert_eq!(answer.header("cache-control"), Some("no-store"));
            break;
        }
    }
    assert_eq!(
        answers.last(),
        Some(&StatusCode::TOO_MANY_REQUESTS),
        "{answers:?}"
    );
}

//! Events are ordinary content: the events calls save, review and delete
//! through the content API's one write path, so an editor's event is a draft, a scheduled one
//! waits for its moment, and `GET /api/events` (like `GET /api/content/events`) shows only what
//! visitors see now, with their photos public only from then.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::events_admin::urlencode;
use crate::forms::{PNG, Part, create_event, event_data, send_form, signed_in};
use crate::workflow::newsroom;

fn titles(list: &Value) -> Vec<String> {
    list.as_array()
        .expect("a bare list")
        .iter()
        .map(|event| event["title"]["en"].as_str().unwrap().to_owned())
        .collect()
}

async fn public_titles(app: &TestApp) -> Vec<String> {
    titles(&app.get("/api/events").await.json())
}

/// The events of the staff view, by English title: (status, scheduled).
async fn staff_view(app: &TestApp, auth: &str) -> Vec<(String, String, bool)> {
    let answer = app
        .as_staff(auth)
        .get("/api/content/events?scope=all")
        .await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()["items"]
        .as_array()
        .unwrap()
        .iter()
        .map(|item| {
            (
                item["title"]["en"].as_str().unwrap().to_owned(),
                item["status"].as_str().unwrap().to_owned(),
                item["scheduled"] == true,
            )
        })
        .collect()
}

async fn by_title(
    app: &TestApp,
    method: Method,
    title: &str,
    auth: &str,
    data: &Value,
) -> TestResponse {
    let uri = format!("/api/events/by-title?title={}", urlencode(title));
    send_form(
        app,
        method,
        &uri,
        auth,
        &[Part::Text("data", data.to_string())],
    )
    .await
}

fn image_of(event: &Value) -> String {
    event["images"][0].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn an_editor_s_event_is_a_draft_nobody_outside_sees_until_a_publisher_approves_it() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let created = create_event(
        &app,
        &editor,
        "Tree plantation drive",
        "वृक्षारोपण अभियान",
        vec![("a.png", PNG.to_vec())],
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let event = created.json();
    assert_eq!(event["status"], "draft");
    let image = image_of(&event);

    assert!(
        !public_titles(&app)
            .await
            .contains(&"Tree plantation drive".to_owned())
    );
    assert_eq!(
        app.get("/api/content/events/tree-plantation-drive")
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    let photo = app.get(&image).await;
    assert_eq!(
        photo.status,
        StatusCode::NOT_FOUND,
        "a draft's photo is not public"
    );
    let staff = app.as_staff(&editor).get(&image).await;
    assert_eq!(staff.status, StatusCode::OK);
    assert_eq!(staff.header("cache-control"), Some("private, no-store"));
    assert!(staff_view(&app, &publisher).await.contains(&(
        "Tree plantation drive".to_owned(),
        "draft".to_owned(),
        false
    )));

    // Deleting is a publisher's step.
    let refused = app
        .as_staff(&editor)
        .delete("/api/events/by-title?title=Tree%20plantation%20drive")
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);

    // Sent for review and approved by a publisher, as any content.
    let uri = "/api/content/events/tree-plantation-drive";
    for (step, auth) in [("submit", &editor), ("approve", &publisher)] {
        let answer = app
            .request(
                Method::POST,
                &format!("{uri}/{step}"),
                &[("authorization", auth)],
            )
            .await;
        assert_eq!(answer.status, StatusCode::OK, "{step}: {}", answer.text());
    }
    assert!(
        public_titles(&app)
            .await
            .contains(&"Tree plantation drive".to_owned())
    );
    let public = app.get(&image).await;
    assert_eq!(public.status, StatusCode::OK);
    assert_eq!(
        public.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
}

#[tokio::test]
async fn a_scheduled_event_and_its_photo_wait_for_their_moment() {
    let (app, _, publisher, _, _) = newsroom().await;
    let created = create_event(
        &app,
        &publisher,
        "Health camp in ward 7",
        "वार्ड 7 में स्वास्थ्य शिविर",
        vec![("a.png", PNG.to_vec())],
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let mut event = created.json();
    let image = image_of(&event);
    let version = event["version"].as_u64().unwrap();
    let next_month = app.clock.now() + 30 * 86_400;
    event["publishAt"] = json!(
        humantime::format_rfc3339_seconds(std::time::UNIX_EPOCH + Duration::from_secs(next_month))
            .to_string()
    );
    let uri = "/api/content/events/health-camp-in-ward-7";
    let scheduled = app
        .as_staff(&publisher)
        .put_from(uri, version, &event)
        .await;
    assert_eq!(scheduled.status, StatusCode::OK, "{}", scheduled.text());

    assert!(
        !public_titles(&app)
            .await
            .contains(&"Health camp in ward 7".to_owned())
    );
    assert!(staff_view(&app, &publisher).await.contains(&(
        "Health camp in ward 7".to_owned(),
        "published".to_owned(),
        true
    )));
    assert_eq!(app.get(&image).await.status, StatusCode::NOT_FOUND);
    let staff = app.as_staff(&publisher).get(&image).await;
    assert_eq!(staff.header("cache-control"), Some("private, no-store"));

    app.clock.advance(Duration::from_secs(30 * 86_400 + 1));
    assert!(
        public_titles(&app)
            .await
            .contains(&"Health camp in ward 7".to_owned())
    );
    assert_eq!(app.get(&image).await.status, StatusCode::OK);
    // A month later the publisher's session has ended: another one looks.
    let later = signed_in(&app, "meera", "publisher").await;
    assert!(staff_view(&app, &later).await.contains(&(
        "Health camp in ward 7".to_owned(),
        "published".to_owned(),
        false
    )));
}

#[tokio::test]
async fn by_title_finds_the_published_title_and_a_publisher_s_change_keeps_what_visitors_see() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let created = create_event(&app, &publisher, "Yoga day", "योग दिवस", vec![]).await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let on_site = created.json();
    assert_eq!(on_site["status"], "published");

    // An editor renames it and moves it elsewhere, as a draft.
    let mut draft: Value = serde_json::from_str(&event_data("Yoga week", "योग सप्ताह")).unwrap();
    draft["category"] = json!("health");
    draft["location"] = json!({ "en": "Stadium", "hi": "स्टेडियम" });
    let drafted = by_title(&app, Method::PUT, "Yoga day", &editor, &draft).await;
    assert_eq!(drafted.status, StatusCode::OK, "{}", drafted.text());
    assert_eq!(drafted.json()["status"], "draft");
    let public = app.get("/api/events").await.json();
    let live = public
        .as_array()
        .unwrap()
        .iter()
        .find(|event| event["id"] == "yoga-day")
        .expect("the published version stays on the site");
    assert_eq!(live["title"]["en"], "Yoga day");
    assert_eq!(live["location"]["en"], "Ring road");

    // A publisher changes only the description, naming the event by its published title: the
    // editor's unreviewed title, place and category are not published with it.
    let description = json!({
        "title": on_site["title"], "date": on_site["date"],
        "description": { "en": "Yoga in the morning.", "hi": "सुबह योग।" },
    });
    let changed = by_title(&app, Method::PUT, "Yoga day", &publisher, &description).await;
    assert_eq!(changed.status, StatusCode::OK, "{}", changed.text());
    let live = app.get("/api/content/events/yoga-day").await.json();
    assert_eq!(live["title"]["en"], "Yoga day");
    assert_eq!(live["description"]["en"], "Yoga in the morning.");
    assert_eq!(live["category"], "environment");
    assert_eq!(live["location"]["en"], "Ring road");

    // The draft's title finds the event while it is the newest, not on the site.
    let redrafted = by_title(&app, Method::PUT, "Yoga day", &editor, &draft).await;
    assert_eq!(redrafted.status, StatusCode::OK);
    let again = by_title(&app, Method::PUT, "yoga WEEK", &editor, &draft).await;
    assert_eq!(again.status, StatusCode::OK, "{}", again.text());
    assert_eq!(again.json()["id"], "yoga-day");

    // Another event may not take the title visitors see while a draft renames it.
    let taken = create_event(&app, &publisher, "Yoga Day", "नया योग", vec![]).await;
    assert_eq!(taken.status, StatusCode::CONFLICT);
    assert_eq!(taken.json()["error"]["code"], "duplicate_title");
}

#[tokio::test]
async fn the_events_calls_are_recorded_in_the_audit_log_as_content_steps() {
    let (app, editor, publisher, _, _) = newsroom().await;
    create_event(&app, &editor, "Book fair", "पुस्तक मेला", vec![]).await;
    by_title(
        &app,
        Method::PUT,
        "Book fair",
        &publisher,
        &serde_json::from_str::<Value>(&event_data("Book fair", "पुस्तक मेला")).unwrap(),
    )
    .await;
    let deleted = app
        .as_staff(&publisher)
        .delete("/api/events/by-title?title=Book%20fair")
        .await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);
    let entries: Vec<(String, String, bool)> = app
        .store
        .audit_entries(|entry| entry.kind.as_deref() == Some("events"))
        .unwrap()
        .into_iter()
        .map(|(_, e)| (e.who, e.action.name().to_owned(), e.unreviewed))
        .collect();
    assert_eq!(
        entries,
        [
            ("asha".to_owned(), "create".to_owned(), false),
            ("ravi".to_owned(), "save".to_owned(), true),
            ("ravi".to_owned(), "delete".to_owned(), false),
        ]
    );
    let revisions = app
        .as_staff(&publisher)
        .send(
            Method::GET,
            "/api/content/events/book-fair/revisions",
            &[],
            &Value::Null,
        )
        .await;
    assert_eq!(
        revisions.status,
        StatusCode::NOT_FOUND,
        "deleted with its revisions"
    );
}

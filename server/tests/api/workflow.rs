//! The publishing lifecycle through the API: an editor's drafts and a second person's review,
//! the published version kept while a newer one waits, what each role may not do, draft files
//! kept from visitors, the schedule with the moved clock, the archive, revisions and restore,
//! change notes, "being edited by", and the audit entry of every step.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use wasm_core::workflow::Action;

use crate::common::{TestApp, TestResponse};
use crate::content::{ids, notice};
use crate::forms::{PASSWORD, PDF, signed_in, upload};

async fn staff_item(app: &TestApp, uri: &str, auth: &str) -> Value {
    let answer = app.as_staff(auth).get(&format!("{uri}?scope=all")).await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()
}

/// What waits for the account of `auth` (`GET /api/content-waiting`).
async fn waiting(app: &TestApp, auth: &str) -> Value {
    let answer = app.as_staff(auth).get("/api/content-waiting").await;
    assert_eq!(answer.status, StatusCode::OK, "{}", answer.text());
    answer.json()
}

/// `POST …/revisions/{revision}/restore` as `auth`, from `version`.
async fn restore(
    app: &TestApp,
    uri: &str,
    auth: &str,
    revision: u64,
    version: u64,
) -> TestResponse {
    let if_match = format!("\"{version}\"");
    app.request(
        Method::POST,
        &format!("{uri}/revisions/{revision}/restore"),
        &[("authorization", auth), ("if-match", &if_match)],
    )
    .await
}

/// The audit log as (who, action, item) rows, oldest first.
fn audit(app: &TestApp) -> Vec<(String, Action, Option<String>, bool)> {
    app.store
        .audit_entries(|_| true)
        .unwrap()
        .into_iter()
        .map(|(_, entry)| (entry.who, entry.action, entry.item, entry.unreviewed))
        .collect()
}

/// An app with an editor, two publishers and an admin; their `Authorization` values.
pub(crate) async fn newsroom() -> (TestApp, String, String, String, String) {
    let app = TestApp::new();
    let editor = signed_in(&app, "asha", "editor").await;
    let publisher = signed_in(&app, "ravi", "publisher").await;
    let second = signed_in(&app, "meena", "publisher").await;
    let admin = signed_in(&app, "admin", "admin").await;
    (app, editor, publisher, second, admin)
}

async fn pdf_url(app: &TestApp, auth: &str) -> String {
    let uploaded = upload(app, auth, "notice.pdf", PDF).await;
    assert_eq!(uploaded.status, StatusCode::CREATED, "{}", uploaded.text());
    uploaded.json()["url"].as_str().unwrap().to_owned()
}

#[tokio::test]
async fn an_editor_drafts_and_submits_and_a_second_person_approves() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let pdf = pdf_url(&app, &editor).await;
    let drafted = app
        .as_staff(&editor)
        .post(
            "/api/content/notices",
            &notice("Ward 12 water supply", &pdf),
        )
        .await;
    assert_eq!(drafted.status, StatusCode::CREATED, "{}", drafted.text());
    assert_eq!(drafted.json()["status"], "draft");
    let uri = "/api/content/notices/ward-12-water-supply";
    assert_eq!(app.get(uri).await.status, StatusCode::NOT_FOUND);
    assert!(!ids(&app.get("/api/content/notices").await).contains(&"ward-12-water-supply".into()));
    // The draft's file is for staff alone until the notice is published.
    assert_eq!(app.get(&pdf).await.status, StatusCode::NOT_FOUND);
    let staff_file = app.as_staff(&publisher).get(&pdf).await;
    assert_eq!(staff_file.status, StatusCode::OK);

    // Nothing to approve before it is sent; the editor may not approve at all.
    let early = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(early.status, StatusCode::CONFLICT);
    assert_eq!(early.json()["error"]["code"], "wrong_status");
    let sent = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.text());
    assert_eq!(sent.json()["status"], "review");
    let again = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    assert_eq!(again.status, StatusCode::CONFLICT);
    let own = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(own.status, StatusCode::FORBIDDEN);

    // What waits: the publisher sees it in review, the editor has nothing returned.
    let queue = waiting(&app, &publisher).await;
    assert_eq!(queue["review"][0]["id"], "ward-12-water-supply");
    assert_eq!(queue["review"][0]["updatedBy"], "asha");

    let approved = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    assert_eq!(approved.json()["status"], "published");
    assert_eq!(app.get(uri).await.status, StatusCode::OK);
    assert_eq!(app.get(&pdf).await.status, StatusCode::OK);
    let queue = waiting(&app, &publisher).await;
    assert!(queue["review"].as_array().unwrap().is_empty());

    let log = audit(&app);
    let item = Some("ward-12-water-supply".to_owned());
    assert!(log.contains(&("asha".into(), Action::Create, item.clone(), false)));
    assert!(log.contains(&("asha".into(), Action::Submit, item.clone(), false)));
    assert!(log.contains(&("ravi".into(), Action::Approve, item, false)));
}

#[tokio::test]
async fn a_publisher_s_own_save_is_live_at_once_and_logged_as_unreviewed() {
    let (app, _, publisher, _, _) = newsroom().await;
    let alert = json!({
        "message": {"en": "Flood warning for Ward 3", "hi": "वार्ड 3 में बाढ़ की चेतावनी"},
        "severity": "emergency",
        "until": moment(app.clock.now() + 3600),
    });
    let added = app
        .as_staff(&publisher)
        .post("/api/content/alerts", &alert)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["status"], "published");
    assert_eq!(ids(&app.get("/api/content/alerts").await).len(), 1);
    let log = audit(&app);
    let (who, action, _, unreviewed) = log.last().unwrap();
    assert_eq!(
        (who.as_str(), *action, *unreviewed),
        ("ravi", Action::Create, true)
    );
}

#[tokio::test]
async fn the_published_version_stays_live_while_a_new_one_is_drafted_returned_and_approved() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let uri = "/api/content/notices/property-tax-rebate-2026";
    let public = app.get(uri).await.json();
    let title = public["title"]["en"].as_str().unwrap().to_owned();
    let mut changed = staff_item(&app, uri, &editor).await;
    changed["title"]["en"] = json!("Property tax rebate extended to 31 December");
    // (The test app's site has none of the built site's files: the notice gets an upload.)
    changed["pdf"] = json!(pdf_url(&app, &editor).await);
    let saved = app.as_staff(&editor).put_from(uri, 1, &changed).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    assert_eq!(saved.json()["status"], "draft");
    assert_eq!(saved.json()["onSite"], 1);
    assert_eq!(
        app.get(uri).await.json()["title"]["en"],
        title,
        "visitors still see version 1"
    );

    app.as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    let bare = app
        .as_staff(&publisher)
        .post(&format!("{uri}/return"), &json!({"comment": " "}))
        .await;
    assert_eq!(bare.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(bare.json()["errors"]["comment"][0], "required");
    let returned = app
        .as_staff(&publisher)
        .post(
            &format!("{uri}/return"),
            &json!({"comment": "Add the Hindi date too"}),
        )
        .await;
    assert_eq!(returned.status, StatusCode::OK, "{}", returned.text());
    assert_eq!(returned.json()["status"], "draft");
    assert_eq!(
        returned.json()["returned"]["comment"],
        "Add the Hindi date too"
    );
    assert_eq!(returned.json()["returned"]["by"], "ravi");
    let queue = waiting(&app, &editor).await;
    assert_eq!(
        queue["returned"][0]["returned"]["comment"],
        "Add the Hindi date too"
    );
    assert_eq!(app.get(uri).await.json()["title"]["en"], title);

    app.as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    let approved = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(approved.status, StatusCode::OK);
    let now_public = app.get(uri).await.json();
    assert_eq!(
        now_public["title"]["en"],
        "Property tax rebate extended to 31 December"
    );
    assert_eq!(now_public["version"], 2);
    let log = audit(&app);
    assert!(
        log.iter()
            .any(|(who, action, _, _)| who == "ravi" && *action == Action::Return)
    );
}

#[tokio::test]
async fn the_two_person_rule_holds_when_the_author_becomes_a_publisher() {
    let (app, editor, _, _, admin) = newsroom().await;
    let uri = "/api/content/faq/faq";
    let faq = staff_item(&app, uri, &editor).await;
    app.as_staff(&editor).put_from(uri, 1, &faq).await;
    app.as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    let promoted = app
        .as_staff(&admin)
        .put("/api/accounts/asha", &json!({"role": "publisher"}))
        .await;
    assert_eq!(promoted.status, StatusCode::OK, "{}", promoted.text());
    let own = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(own.status, StatusCode::FORBIDDEN);
    assert_eq!(own.json()["error"]["code"], "own_work");
    let by_admin = app
        .as_staff(&admin)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(by_admin.status, StatusCode::OK);
}

#[tokio::test]
async fn each_role_is_refused_what_it_may_not_do() {
    let (app, editor, _, _, _) = newsroom().await;
    let uri = "/api/content/notices/property-tax-rebate-2026";
    for step in ["approve", "return", "archive"] {
        let refused = app
            .as_staff(&editor)
            .post_empty(&format!("{uri}/{step}"))
            .await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{step}");
        // The refusal names what the step takes, so the screen can say who may take it.
        assert_eq!(refused.json()["error"]["needs"], "publish", "{step}");
    }
    let deleted = app.as_staff(&editor).delete(uri).await;
    assert_eq!(deleted.status, StatusCode::FORBIDDEN);
    assert_eq!(deleted.json()["error"]["code"], "forbidden");
    assert_eq!(deleted.json()["error"]["needs"], "publish");
    let accounts = app.as_staff(&editor).get("/api/accounts").await;
    assert_eq!(accounts.status, StatusCode::FORBIDDEN);
    assert_eq!(accounts.json()["error"]["needs"], "manageAccounts");
    for step in [
        "submit",
        "approve",
        "return",
        "archive",
        "editing",
        "revisions/1/restore",
    ] {
        let anonymous = app
            .send(Method::POST, &format!("{uri}/{step}"), &[], Vec::new())
            .await;
        assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED, "{step}");
    }
    assert_eq!(
        app.get(&format!("{uri}/revisions")).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        app.get("/api/content-waiting").await.status,
        StatusCode::UNAUTHORIZED
    );
}

fn moment(seconds: u64) -> String {
    humantime::format_rfc3339_seconds(std::time::UNIX_EPOCH + Duration::from_secs(seconds))
        .to_string()
}

/// The day `seconds` falls on in India.
fn india_day(seconds: u64) -> String {
    moment(seconds + 5 * 3600 + 1800)[..10].to_owned()
}

/// Publishes, as `publisher`, the notice "Road closure on Station Road", dated `dated_in`
/// seconds from now, on the site from an hour from now until the end of tomorrow in India;
/// its PDF's address and that moment (seconds since 1970).
pub(crate) async fn scheduled_notice(
    app: &TestApp,
    publisher: &str,
    dated_in: u64,
) -> (String, u64) {
    let pdf = pdf_url(app, publisher).await;
    let now = app.clock.now();
    let mut item = notice("Road closure on Station Road", &pdf);
    item["date"] = json!(india_day(now + dated_in));
    item["publishAt"] = json!(moment(now + 3600));
    item["validUntil"] = json!(india_day(now + 86_400));
    let added = app
        .as_staff(publisher)
        .post("/api/content/notices", &item)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    (pdf, now + 3600)
}

#[tokio::test]
async fn a_scheduled_notice_appears_at_its_moment_and_moves_to_the_archive_after_its_last_day() {
    let (app, _, publisher, _, _) = newsroom().await;
    let (pdf, _) = scheduled_notice(&app, &publisher, 0).await;
    let id = "road-closure-on-station-road".to_owned();
    let uri = format!("/api/content/notices/{id}");
    assert!(!ids(&app.get("/api/content/notices").await).contains(&id));
    assert_eq!(
        app.get(&uri).await.status,
        StatusCode::NOT_FOUND,
        "not before its moment"
    );
    assert_eq!(
        app.get(&pdf).await.status,
        StatusCode::NOT_FOUND,
        "its file is not public before its moment"
    );
    let staff = app.as_staff(&publisher).get(&pdf).await;
    assert_eq!(staff.status, StatusCode::OK);
    assert_eq!(
        staff.header("cache-control"),
        Some("private, no-store"),
        "no cache keeps a file before it is public"
    );

    app.clock.advance(Duration::from_secs(3601));
    assert!(ids(&app.get("/api/content/notices").await).contains(&id));
    let public = app.get(&pdf).await;
    assert_eq!(public.status, StatusCode::OK, "public from its moment");
    assert_eq!(
        public.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    assert!(!ids(&app.get("/api/content/notices?status=archived").await).contains(&id));

    app.clock.advance(Duration::from_hours(48));
    assert!(!ids(&app.get("/api/content/notices").await).contains(&id));
    let archive = app.get("/api/content/notices?status=archived").await;
    assert!(ids(&archive).contains(&id));
    let entry = archive.json()["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|n| n["id"] == id.as_str())
        .unwrap()
        .clone();
    assert_eq!(entry["status"], "archived");
    assert_eq!(entry["pdf"], pdf.as_str(), "with its document");
    assert_eq!(app.get(&uri).await.json()["status"], "archived");
    assert_eq!(
        app.get(&pdf).await.status,
        StatusCode::OK,
        "an archived notice's file stays public"
    );
}

#[tokio::test]
async fn a_tender_past_its_closing_day_is_in_the_archive_and_one_can_be_archived_early() {
    let (app, _, publisher, _, _) = newsroom().await;
    let open = ids(&app.get("/api/content/tenders").await);
    assert_eq!(open.len(), 3, "the sample tenders are open");
    let mut closed = staff_item(&app, "/api/content/tenders/tender-01-2025", &publisher).await;
    closed["pdf"] = json!(pdf_url(&app, &publisher).await);
    closed["startDate"] = json!("2026-10-01");
    closed["endDate"] = json!("2026-10-31");
    let saved = app
        .as_staff(&publisher)
        .put_from("/api/content/tenders/tender-01-2025", 1, &closed)
        .await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let open = ids(&app.get("/api/content/tenders").await);
    let archive = app.get("/api/content/tenders?status=archived").await;
    assert_eq!(open.len(), 2, "{open:?}");
    assert_eq!(ids(&archive), ["tender-01-2025"], "closed on 31 October");
    assert_eq!(archive.json()["items"][0]["status"], "archived");
    let staff = staff_item(&app, "/api/content/tenders/tender-01-2025", &publisher).await;
    assert_eq!(
        staff["status"], "published",
        "staff see the status it was given"
    );
    assert_eq!(staff["pastItsTime"], true, "and that its day is past");
    let archived = app
        .as_staff(&publisher)
        .post_empty("/api/content/notices/property-tax-rebate-2026/archive")
        .await;
    assert_eq!(archived.status, StatusCode::OK, "{}", archived.text());
    assert!(
        ids(&app.get("/api/content/notices?status=archived").await)
            .contains(&"property-tax-rebate-2026".to_owned())
    );
    let no_archive = app
        .as_staff(&publisher)
        .post_empty("/api/content/faq/faq/archive")
        .await;
    assert_eq!(no_archive.status, StatusCode::CONFLICT);
    assert!(
        audit(&app)
            .iter()
            .any(|(_, action, _, _)| *action == Action::Archive)
    );
    // A closed tender moved to the archive by hand cannot be put back while its day is past.
    let uri = "/api/content/tenders/tender-01-2025";
    let moved = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/archive"))
        .await;
    assert_eq!(moved.status, StatusCode::OK, "{}", moved.text());
    let back = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/unarchive"))
        .await;
    assert_eq!(back.status, StatusCode::CONFLICT, "{}", back.text());
    assert_eq!(back.json()["error"]["code"], "past_its_time");
    let moved = staff_item(&app, uri, &publisher).await;
    assert_eq!(moved["status"], "archived");
    assert_eq!(
        moved.get("pastItsTime"),
        None,
        "moved to the archive by hand"
    );
}

#[tokio::test]
async fn a_publisher_puts_an_archived_notice_back_on_the_site_and_an_editor_may_not() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let uri = "/api/content/notices/property-tax-rebate-2026";
    let live = || async { ids(&app.get("/api/content/notices").await) };
    assert!(
        live()
            .await
            .contains(&"property-tax-rebate-2026".to_owned())
    );
    let early = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/unarchive"))
        .await;
    assert_eq!(
        early.status,
        StatusCode::CONFLICT,
        "it is not in the archive"
    );
    let archived = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/archive"))
        .await;
    assert_eq!(archived.status, StatusCode::OK, "{}", archived.text());
    assert!(
        !live()
            .await
            .contains(&"property-tax-rebate-2026".to_owned())
    );
    let refused = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/unarchive"))
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.json()["error"]["needs"], "publish");
    let back = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/unarchive"))
        .await;
    assert_eq!(back.status, StatusCode::OK, "{}", back.text());
    assert_eq!(back.json()["status"], "published");
    assert!(
        live()
            .await
            .contains(&"property-tax-rebate-2026".to_owned())
    );
    assert!(
        !ids(&app.get("/api/content/notices?status=archived").await)
            .contains(&"property-tax-rebate-2026".to_owned())
    );
    assert!(
        audit(&app)
            .iter()
            .any(|(_, action, item, _)| *action == Action::Unarchive
                && item.as_deref() == Some("property-tax-rebate-2026"))
    );
    let no_archive = app
        .as_staff(&publisher)
        .post_empty("/api/content/faq/faq/unarchive")
        .await;
    assert_eq!(no_archive.status, StatusCode::CONFLICT);
}

#[tokio::test]
async fn every_save_is_a_revision_and_an_earlier_one_can_be_restored() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let uri = "/api/content/people/smc-officer-1";
    let first = staff_item(&app, uri, &publisher).await;
    let mut second = first.clone();
    second["mobile"] = json!("7000000099");
    let saved = app.as_staff(&publisher).put_from(uri, 1, &second).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let revisions = app.as_staff(&editor).get(&format!("{uri}/revisions")).await;
    assert_eq!(revisions.status, StatusCode::OK);
    let list = revisions.json()["revisions"].as_array().unwrap().clone();
    assert_eq!(list.len(), 2);
    assert_eq!(list[1]["by"], "ravi");
    assert_eq!(list[1]["data"]["mobile"], "7000000099");
    assert_eq!(list[0]["data"]["mobile"], first["mobile"]);

    // An editor's restore is a draft: the site keeps version 2 until it is approved.
    let needs_version = app
        .request(
            Method::POST,
            &format!("{uri}/revisions/1/restore"),
            &[("authorization", &editor)],
        )
        .await;
    assert_eq!(needs_version.status, StatusCode::PRECONDITION_REQUIRED);
    let restored = restore(&app, uri, &editor, 1, 2).await;
    assert_eq!(restored.status, StatusCode::OK, "{}", restored.text());
    assert_eq!(restored.json()["status"], "draft");
    assert_eq!(restored.json()["version"], 3);
    assert_eq!(app.get(uri).await.json()["mobile"], "7000000099");
    // A publisher's restore is live at once.
    let restored = restore(&app, uri, &publisher, 1, 3).await;
    assert_eq!(restored.json()["status"], "published");
    assert_eq!(app.get(uri).await.json()["mobile"], first["mobile"]);
    let list = app
        .as_staff(&editor)
        .get(&format!("{uri}/revisions"))
        .await
        .json();
    assert_eq!(list["revisions"][3]["restoredFrom"], 1);
    let missing = restore(&app, uri, &publisher, 9, 4).await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    let log = audit(&app);
    assert_eq!(
        log.iter()
            .filter(|(_, action, _, _)| *action == Action::Restore)
            .count(),
        2
    );
}

#[tokio::test]
async fn a_change_note_is_public_once_its_version_is_published() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let uri = "/api/content/tenders/tender-03-2025";
    let mut tender = staff_item(&app, uri, &editor).await;
    tender["pdf"] = json!(pdf_url(&app, &editor).await);
    tender["changeNote"] =
        json!({"en": "Closing date moved to 20 December", "hi": "अंतिम तिथि 20 दिसंबर की गई"});
    let half = {
        let mut t = tender.clone();
        t["changeNote"] = json!({"en": "Only English", "hi": ""});
        t
    };
    let refused = app.as_staff(&editor).put_from(uri, 1, &half).await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.json()["errors"]["changeNote.hi"][0], "required");
    let saved = app.as_staff(&editor).put_from(uri, 1, &tender).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    assert!(
        app.get(uri).await.json().get("changes").is_none(),
        "not before it is published"
    );
    app.as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    app.as_staff(&publisher)
        .post_empty(&format!("{uri}/approve"))
        .await;
    let public = app.get(uri).await.json();
    assert_eq!(
        public["changes"][0]["note"]["en"],
        "Closing date moved to 20 December"
    );
    assert_eq!(
        public["changes"][0]["note"]["hi"],
        "अंतिम तिथि 20 दिसंबर की गई"
    );
    assert!(public["changes"][0]["at"].as_str().unwrap().ends_with('Z'));
}

#[tokio::test]
async fn a_change_note_is_kept_only_where_a_public_page_shows_it() {
    let (app, _, publisher, _, _) = newsroom().await;
    let note = json!({"en": "Mobile number changed", "hi": "मोबाइल नंबर बदला"});
    let person_uri = "/api/content/people/smc-officer-1";
    let mut person = staff_item(&app, person_uri, &publisher).await;
    person["changeNote"] = note.clone();
    let refused = app
        .as_staff(&publisher)
        .put_from(person_uri, 1, &person)
        .await;
    assert_eq!(refused.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(refused.json()["errors"]["changeNote"][0], "no_change_notes");
    assert_eq!(staff_item(&app, person_uri, &publisher).await["version"], 1);

    let faq_uri = "/api/content/faq/faq";
    let mut faq = staff_item(&app, faq_uri, &publisher).await;
    faq["changeNote"] =
        json!({"en": "A question on property tax added", "hi": "संपत्ति कर पर एक प्रश्न जोड़ा"});
    let saved = app.as_staff(&publisher).put_from(faq_uri, 1, &faq).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let public = app.get(faq_uri).await.json();
    assert_eq!(
        public["changes"][0]["note"]["hi"],
        "संपत्ति कर पर एक प्रश्न जोड़ा"
    );
}

#[tokio::test]
async fn a_second_editor_is_told_who_has_the_item_open_and_the_first_is_told_of_a_take_over() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let uri = "/api/content/faq/faq";
    let opened = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/editing"))
        .await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    assert_eq!(opened.json()["editing"], Value::Null);
    let held = app
        .as_staff(&publisher)
        .post_empty(&format!("{uri}/editing"))
        .await;
    assert_eq!(held.json()["editing"]["by"], "asha");
    assert_eq!(
        staff_item(&app, uri, &publisher).await["editing"]["by"],
        "asha"
    );
    assert!(
        staff_item(&app, uri, &editor)
            .await
            .get("editing")
            .is_none()
    );

    let taken = app
        .as_staff(&publisher)
        .post(&format!("{uri}/editing"), &json!({"take": true}))
        .await;
    assert_eq!(taken.json()["editing"], Value::Null);
    let faq = staff_item(&app, uri, &editor).await;
    assert_eq!(faq["editing"]["by"], "ravi");
    let saved = app.as_staff(&editor).put_from(uri, 1, &faq).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    assert_eq!(
        saved.json()["editing"]["by"],
        "ravi",
        "told on their next save"
    );
    assert!(
        audit(&app)
            .iter()
            .any(|(who, action, _, _)| who == "ravi" && *action == Action::TakeOver)
    );

    // A mark lapses after 15 minutes without a sign of life.
    app.clock.advance(Duration::from_mins(15));
    let free = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/editing"))
        .await;
    assert_eq!(free.json()["editing"], Value::Null);
}

/// The 412 `error` of a save of `uri` from `version` (older than the item's) as `auth`.
async fn conflict(app: &TestApp, uri: &str, auth: &str, version: u64, body: &Value) -> Value {
    let late = app.as_staff(auth).put_from(uri, version, body).await;
    assert_eq!(
        late.status,
        StatusCode::PRECONDITION_FAILED,
        "{}",
        late.text()
    );
    let error = late.json()["error"].clone();
    assert_eq!(error["code"], "stale_version");
    error
}

#[tokio::test]
async fn a_late_save_is_told_what_the_other_person_saved_and_what_visitors_see() {
    let (app, editor, publisher, second, _) = newsroom().await;
    let uri = "/api/content/faq/faq";
    let faq = app.get(uri).await.json();

    // An editor's draft: visitors still see the published version.
    let mut drafted = faq.clone();
    drafted["help"]["phone"] = json!("7000000005");
    let saved = app.as_staff(&editor).put_from(uri, 1, &drafted).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let told = conflict(&app, uri, &publisher, 1, &faq).await;
    assert_eq!(told["version"], 2);
    assert_eq!(told["savedBy"], "asha");
    assert_eq!(told["savedAt"], saved.json()["updatedAt"]);
    assert_eq!(told["savedAs"], "draft");
    assert!(told.get("appearsAt").is_none());
    assert_eq!(
        told["onSite"],
        json!({"version": 1, "archived": false}),
        "the seed's version, which has no date of its own"
    );

    // Sent for review: still the older version on the site.
    let sent = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.text());
    let told = conflict(&app, uri, &publisher, 1, &faq).await;
    assert_eq!(told["savedAs"], "review");
    assert_eq!(told["onSite"]["version"], 1);

    // Approved: their version is the one on the site, since it was published.
    let approved = app
        .as_staff(&second)
        .post_empty(&format!("{uri}/approve"))
        .await;
    assert_eq!(approved.status, StatusCode::OK, "{}", approved.text());
    let told = conflict(&app, uri, &publisher, 1, &faq).await;
    assert_eq!(told["savedAs"], "published");
    assert_eq!(told["savedBy"], "asha");
    assert_eq!(told["onSite"]["version"], 2);
    assert_eq!(told["onSite"]["archived"], false);
    assert!(
        told["onSite"]["since"]
            .as_str()
            .is_some_and(|since| !since.is_empty())
    );

    // A notice published to appear in an hour: nothing of it is on the site yet.
    scheduled_notice(&app, &publisher, 0).await;
    let notice_uri = "/api/content/notices/road-closure-on-station-road";
    let scheduled = staff_item(&app, notice_uri, &publisher).await;
    let told = conflict(&app, notice_uri, &second, 7, &scheduled).await;
    assert_eq!(told["savedAs"], "published");
    assert_eq!(told["appearsAt"], scheduled["publishAt"]);
    assert_eq!(told["onSite"], Value::Null);

    // A new item an editor drafted has never been on the site.
    let pdf = pdf_url(&app, &editor).await;
    let drafted = app
        .as_staff(&editor)
        .post("/api/content/notices", &notice("Ward 4 hand pumps", &pdf))
        .await;
    assert_eq!(drafted.status, StatusCode::CREATED, "{}", drafted.text());
    let told = conflict(
        &app,
        "/api/content/notices/ward-4-hand-pumps",
        &editor,
        7,
        &drafted.json(),
    )
    .await;
    assert_eq!(told["savedAs"], "draft");
    assert_eq!(told["onSite"], Value::Null);
}

/// A second session of the account `username` (made by `newsroom`); its `Authorization` value.
async fn another_session(app: &TestApp, username: &str) -> String {
    let body = json!({ "username": username, "password": PASSWORD }).to_string();
    let response = app
        .send(
            Method::POST,
            "/api/scm-auth/login",
            &[("content-type", "application/json")],
            body.into_bytes(),
        )
        .await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    format!(
        "Bearer {}",
        response.json()["token"].as_str().expect("signed in")
    )
}

#[tokio::test]
async fn an_edit_mark_ends_when_its_holder_sends_the_item_on_or_signs_out() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let uri = "/api/content/faq/faq";
    let editing = format!("{uri}/editing");
    let held_by = |item: Value| item.get("editing").map(|mark| mark["by"].clone());

    // The editor drafts a change and sends it for review: they are done with it.
    let opened = app.as_staff(&editor).post_empty(&editing).await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    assert_eq!(
        held_by(staff_item(&app, uri, &publisher).await),
        Some(json!("asha"))
    );
    let mut faq = app.get(uri).await.json();
    faq["help"]["phone"] = json!("7000000005");
    let saved = app.as_staff(&editor).put_from(uri, 1, &faq).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    assert_eq!(
        held_by(staff_item(&app, uri, &publisher).await),
        Some(json!("asha")),
        "a save keeps it"
    );
    let sent = app
        .as_staff(&editor)
        .post_empty(&format!("{uri}/submit"))
        .await;
    assert_eq!(sent.status, StatusCode::OK, "{}", sent.text());
    assert_eq!(held_by(staff_item(&app, uri, &publisher).await), None);

    // The publisher opens it, returns it, and so ends their own mark.
    app.as_staff(&publisher).post_empty(&editing).await;
    assert_eq!(
        held_by(staff_item(&app, uri, &editor).await),
        Some(json!("ravi"))
    );
    let returned = app
        .as_staff(&publisher)
        .post(&format!("{uri}/return"), &json!({"comment": "Which ward?"}))
        .await;
    assert_eq!(returned.status, StatusCode::OK, "{}", returned.text());
    assert_eq!(held_by(staff_item(&app, uri, &editor).await), None);

    // Signing out ends the marks kept from that session, and only those.
    let tender = "/api/content/tenders/tender-01-2025";
    app.as_staff(&editor).post_empty(&editing).await;
    let other_session = another_session(&app, "asha").await;
    let opened = app
        .as_staff(&other_session)
        .post_empty(&format!("{tender}/editing"))
        .await;
    assert_eq!(opened.status, StatusCode::OK, "{}", opened.text());
    let logout = app
        .request(
            Method::POST,
            "/api/scm-auth/logout",
            &[("authorization", &editor)],
        )
        .await;
    assert_eq!(logout.status, StatusCode::NO_CONTENT);
    assert_eq!(held_by(staff_item(&app, uri, &publisher).await), None);
    assert_eq!(
        held_by(staff_item(&app, tender, &publisher).await),
        Some(json!("asha"))
    );
}

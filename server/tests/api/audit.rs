//! The audit log: what sign-ins, sign-outs, uploads, accounts, the events and the hoarding
//! circular record (who, from which address, what, on which item), the runs of throttled
//! sign-ins summarised, and `GET /api/audit`: admins only, filtered, a page at a time, as CSV;
//! nothing changes or removes an entry.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};
use server::auth::accounts::add_admin;
use server::auth::password::hash_now;
use server::store::audit::AuditEntry;
use server::store::users::AccountChange;
use wasm_core::workflow::Action;

use crate::common::{TestApp, TestResponse};
use crate::forms::{
    PASSWORD, PDF, PNG, Part, event_data, log_in_from, multipart, multipart_type, signed_in,
};

/// The address the requests of these tests come from.
const FROM: &str = "192.0.2.7:4000";
/// That address as the log writes it.
const ADDRESS: &str = "192.0.2.7";

/// A multipart request from [`FROM`].
async fn form_from(
    app: &TestApp,
    method: Method,
    uri: &str,
    auth: &str,
    parts: &[Part<'_>],
) -> TestResponse {
    let body = multipart(parts);
    let staff = app.as_staff(auth).from(FROM);
    staff.send_bytes(method, uri, &multipart_type(), body).await
}

/// Signs `admin` in from [`FROM`]; the `Authorization` header value.
async fn admin_from(app: &TestApp) -> String {
    let response = log_in_from(app, FROM, "admin", PASSWORD, None).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    format!("Bearer {}", response.json()["token"].as_str().unwrap())
}

/// `GET /api/audit` with `query` as `auth`.
async fn read_log(app: &TestApp, auth: &str, query: &str) -> TestResponse {
    app.as_staff(auth).get(&format!("/api/audit{query}")).await
}

/// The entries of the log that `query` keeps, newest first, without their numbers and times,
/// leaving out the reader's own sign-in (`reader`).
async fn entries(app: &TestApp, auth: &str, query: &str) -> Vec<Value> {
    let response = read_log(app, auth, query).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    response.json()["entries"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|entry| entry["who"] != "reader")
        .map(|entry| {
            let mut entry = entry.clone();
            let fields = entry.as_object_mut().unwrap();
            assert!(fields.remove("id").unwrap().is_u64());
            assert!(fields.remove("at").unwrap().is_string());
            entry
        })
        .collect()
}

/// An app with the admin `admin`, and the session of `reader`, an admin who reads the log.
async fn app_with_reader() -> (TestApp, String) {
    let app = TestApp::new();
    let store = app.store.clone();
    tokio::task::spawn_blocking(move || add_admin(&store, "admin", PASSWORD).unwrap())
        .await
        .unwrap();
    let reader = signed_in(&app, "reader", "admin").await;
    (app, reader)
}

#[tokio::test]
async fn sign_ins_refusals_and_sign_outs_are_recorded_with_the_name_and_address() {
    let (app, reader) = app_with_reader().await;
    let signed_in = log_in_from(&app, FROM, "admin", PASSWORD, None).await;
    assert_eq!(signed_in.status, StatusCode::OK);
    let token = signed_in.json()["token"].as_str().unwrap().to_owned();
    let wrong = log_in_from(&app, FROM, "admin", "not the password", None).await;
    assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    let nobody = log_in_from(&app, "198.51.100.9:5000", "nobody", "whatever it is", None).await;
    assert_eq!(nobody.status, StatusCode::UNAUTHORIZED);
    // A disabled account's right password.
    let store = app.store.clone();
    tokio::task::spawn_blocking(move || {
        assert!(
            store
                .add_user("clerk", "editor", &hash_now(PASSWORD))
                .unwrap()
        );
        let disable = AccountChange {
            disabled: Some(true),
            ..AccountChange::default()
        };
        store.change_user("clerk", &disable).unwrap().unwrap();
    })
    .await
    .unwrap();
    let disabled = log_in_from(&app, FROM, "clerk", PASSWORD, None).await;
    assert_eq!(disabled.status, StatusCode::FORBIDDEN);
    let bearer = format!("Bearer {token}");
    let out = app
        .as_staff(&bearer)
        .from(FROM)
        .post("/api/scm-auth/logout", &json!({}))
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    // A session already ended signs nobody out.
    let again = app
        .as_staff(&bearer)
        .from(FROM)
        .post("/api/scm-auth/logout", &json!({}))
        .await;
    assert_eq!(again.status, StatusCode::NO_CONTENT);

    assert_eq!(
        entries(&app, &reader, "").await,
        [
            json!({"who": "admin", "address": ADDRESS, "action": "signOut"}),
            json!({"who": "clerk", "address": ADDRESS, "action": "signInFailed", "detail": "account_disabled"}),
            json!({"who": "nobody", "address": "198.51.100.9", "action": "signInFailed"}),
            json!({"who": "admin", "address": ADDRESS, "action": "signInFailed"}),
            json!({"who": "admin", "address": ADDRESS, "action": "signIn"}),
        ]
    );
}

#[tokio::test]
async fn a_run_of_throttled_attempts_is_one_entry_then_a_summary_when_it_ends() {
    let (app, reader) = app_with_reader().await;
    for _ in 0..5 {
        let response = log_in_from(&app, FROM, "admin", "not the password", None).await;
        assert_eq!(response.status, StatusCode::UNAUTHORIZED);
    }
    // Three attempts turned away (each held a second, so sent together).
    let attempts = (0..3).map(|_| log_in_from(&app, FROM, "admin", "not the password", None));
    for response in futures_util::future::join_all(attempts).await {
        assert_eq!(response.status, StatusCode::TOO_MANY_REQUESTS);
    }
    let throttled = json!({"who": "admin", "address": ADDRESS, "action": "signInThrottled"});
    let failed = json!({"who": "admin", "address": ADDRESS, "action": "signInFailed"});
    let log = entries(&app, &reader, "").await;
    assert_eq!(log[0], throttled, "one entry for the run so far");
    assert_eq!(log[1..], vec![failed.clone(); 5]);

    // The wait over, the right password ends the run: its summary, then the sign-in.
    app.clock.advance(Duration::from_secs(31));
    let response = log_in_from(&app, FROM, "admin", PASSWORD, None).await;
    assert_eq!(response.status, StatusCode::OK);
    let mut summary = throttled.clone();
    summary["detail"] = json!("attempts 3");
    let log = entries(&app, &reader, "").await;
    assert_eq!(
        log[..3],
        [
            json!({"who": "admin", "address": ADDRESS, "action": "signIn"}),
            summary,
            throttled,
        ]
    );
    assert_eq!(log.len(), 8);
}

#[tokio::test]
async fn a_run_that_goes_quiet_is_summarised_when_the_log_is_read() {
    let (app, reader) = app_with_reader().await;
    for _ in 0..5 {
        log_in_from(&app, FROM, "someone", "not the password", None).await;
    }
    let attempts = (0..2).map(|_| log_in_from(&app, FROM, "someone", "guess", None));
    futures_util::future::join_all(attempts).await;
    assert_eq!(
        entries(&app, &reader, "?action=signInThrottled").await,
        [json!({"who": "someone", "address": ADDRESS, "action": "signInThrottled"})]
    );
    app.clock.advance(Duration::from_mins(15));
    assert_eq!(
        entries(&app, &reader, "?action=signInThrottled").await,
        [
            json!({"who": "someone", "address": ADDRESS, "action": "signInThrottled", "detail": "attempts 2"}),
            json!({"who": "someone", "address": ADDRESS, "action": "signInThrottled"}),
        ]
    );
}

#[tokio::test]
async fn uploads_and_accounts_are_recorded_and_never_a_password() {
    let (app, reader) = app_with_reader().await;
    let admin = admin_from(&app).await;
    let pdf = form_from(
        &app,
        Method::POST,
        "/api/upload",
        &admin,
        &[Part::File("file", "Water supply.pdf", PDF.to_vec())],
    )
    .await;
    assert_eq!(pdf.status, StatusCode::CREATED, "{}", pdf.text());
    let pdf_name = pdf.json()["url"]
        .as_str()
        .unwrap()
        .trim_start_matches("/uploads/")
        .to_owned();
    let photo = form_from(
        &app,
        Method::POST,
        "/api/upload/photo",
        &admin,
        &[Part::File("file", "camp.png", PNG.to_vec())],
    )
    .await;
    assert_eq!(photo.status, StatusCode::CREATED, "{}", photo.text());
    let photo_name = photo.json()["url"]
        .as_str()
        .unwrap()
        .trim_start_matches("/uploads/")
        .to_owned();

    let first = "first password of the clerk";
    let added = app
        .as_staff(&admin)
        .from(FROM)
        .post(
            "/api/accounts",
            &json!({"username": "clerk", "password": first, "role": "editor"}),
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED);
    let reset = "a password the admin gave";
    let changed = app
        .as_staff(&admin)
        .from(FROM)
        .put(
            "/api/accounts/clerk",
            &json!({"role": "publisher", "disabled": true, "password": reset}),
        )
        .await;
    assert_eq!(changed.status, StatusCode::OK);
    let enabled = app
        .as_staff(&admin)
        .from(FROM)
        .put("/api/accounts/clerk", &json!({"disabled": false}))
        .await;
    assert_eq!(enabled.status, StatusCode::OK);
    // A change that changes nothing records nothing.
    let same = app
        .as_staff(&admin)
        .from(FROM)
        .put("/api/accounts/clerk", &json!({"role": "publisher"}))
        .await;
    assert_eq!(same.status, StatusCode::OK);
    let own = "the admin's own new password";
    let mine = app
        .as_staff(&admin)
        .from(FROM)
        .put(
            "/api/scm-auth/password",
            &json!({"current": PASSWORD, "new": own}),
        )
        .await;
    assert_eq!(mine.status, StatusCode::NO_CONTENT);

    let log = entries(&app, &reader, "").await;
    assert_eq!(
        log,
        [
            json!({"who": "admin", "address": ADDRESS, "action": "passwordChange", "kind": "accounts", "item": "admin"}),
            json!({"who": "admin", "address": ADDRESS, "action": "accountChange", "kind": "accounts", "item": "clerk", "detail": "enabled"}),
            json!({"who": "admin", "address": ADDRESS, "action": "accountChange", "kind": "accounts", "item": "clerk",
                "detail": "role editor → publisher, disabled, password reset"}),
            json!({"who": "admin", "address": ADDRESS, "action": "accountAdd", "kind": "accounts", "item": "clerk", "detail": "editor"}),
            json!({"who": "admin", "address": ADDRESS, "action": "upload", "kind": "photo", "item": photo_name, "detail": "camp.png"}),
            json!({"who": "admin", "address": ADDRESS, "action": "upload", "kind": "pdf", "item": pdf_name, "detail": "Water-supply.pdf"}),
            json!({"who": "admin", "address": ADDRESS, "action": "signIn"}),
        ]
    );
    let everything = read_log(&app, &reader, "?format=csv").await.text();
    for password in [PASSWORD, first, reset, own] {
        assert!(!everything.contains(password), "{password}");
    }
}

#[tokio::test]
async fn events_and_the_hoarding_circular_are_recorded_with_their_items() {
    let (app, reader) = app_with_reader().await;
    let admin = admin_from(&app).await;
    let data = event_data("Tree plantation drive", "वृक्षारोपण अभियान");
    let created = form_from(
        &app,
        Method::POST,
        "/api/events",
        &admin,
        &[Part::Text("data", data)],
    )
    .await;
    assert_eq!(created.status, StatusCode::CREATED, "{}", created.text());
    let id = created.json()["id"].as_str().unwrap().to_owned();
    let data = event_data("Tree plantation drive 2026", "वृक्षारोपण अभियान 2026");
    let uri = "/api/events/by-title?title=Tree%20plantation%20drive";
    let updated = form_from(&app, Method::PUT, uri, &admin, &[Part::Text("data", data)]).await;
    assert_eq!(updated.status, StatusCode::OK, "{}", updated.text());
    let uri = "/api/events/by-title?title=Tree%20plantation%20drive%202026";
    let deleted = app.as_staff(&admin).from(FROM).delete(uri).await;
    assert_eq!(deleted.status, StatusCode::NO_CONTENT);

    let pdf = form_from(
        &app,
        Method::POST,
        "/api/upload",
        &admin,
        &[Part::File("file", "hoarding.pdf", PDF.to_vec())],
    )
    .await;
    let url = pdf.json()["url"].as_str().unwrap().to_owned();
    let saved = app
        .as_staff(&admin)
        .from(FROM)
        .post("/api/hoarding", &json!({"url": url}))
        .await;
    assert_eq!(saved.status, StatusCode::CREATED);
    let refused = app
        .as_staff(&admin)
        .from(FROM)
        .post("/api/hoarding", &json!({"url": "/uploads/x.pdf"}))
        .await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "and not recorded"
    );

    let name = url.trim_start_matches("/uploads/");
    assert_eq!(
        entries(&app, &reader, "?action=publish").await,
        [
            json!({"who": "admin", "address": ADDRESS, "action": "publish", "kind": "hoarding", "item": name, "version": 2, "unreviewed": true})
        ]
    );
    assert_eq!(
        entries(&app, &reader, "?kind=events").await,
        [
            json!({"who": "admin", "address": ADDRESS, "action": "delete", "kind": "events", "item": id}),
            json!({"who": "admin", "address": ADDRESS, "action": "save", "kind": "events", "item": id, "version": 2, "unreviewed": true}),
            json!({"who": "admin", "address": ADDRESS, "action": "create", "kind": "events", "item": id, "version": 1, "unreviewed": true}),
        ]
    );
}

/// Appends an entry of `action` by `who` at `at`, about `kind`'s `item` if given.
fn append(app: &TestApp, at: &str, who: &str, action: Action, on: Option<(&str, &str)>) {
    let mut entry = AuditEntry::new(at, who, action);
    if let Some((kind, item)) = on {
        entry = entry.on(kind, item);
    }
    app.store.append_audit(&entry).unwrap();
}

/// The `who` and `action` of each entry `query` answers, newest first.
async fn who_did(app: &TestApp, auth: &str, query: &str) -> Vec<(String, String)> {
    entries(app, auth, query)
        .await
        .iter()
        .map(|entry| {
            (
                entry["who"].as_str().unwrap().to_owned(),
                entry["action"].as_str().unwrap().to_owned(),
            )
        })
        .collect()
}

fn pairs(list: &[(&str, &str)]) -> Vec<(String, String)> {
    list.iter()
        .map(|(who, action)| ((*who).to_owned(), (*action).to_owned()))
        .collect()
}

#[tokio::test]
async fn the_log_is_filtered_by_who_kind_action_and_days_in_india_and_read_a_page_at_a_time() {
    let (app, reader) = app_with_reader().await;
    // 23 November 23:59 in India, then 24 November 00:00, 12:00 and 23:59, then 25 November.
    append(&app, "2026-11-23T18:29:00Z", "asha", Action::SignIn, None);
    append(
        &app,
        "2026-11-23T18:30:00Z",
        "asha",
        Action::Save,
        Some(("notices", "water")),
    );
    append(
        &app,
        "2026-11-24T06:30:00Z",
        "ravi",
        Action::Save,
        Some(("tenders", "roads")),
    );
    append(
        &app,
        "2026-11-24T18:29:59Z",
        "ravi",
        Action::Delete,
        Some(("notices", "water")),
    );
    append(&app, "2026-11-24T18:30:00Z", "asha", Action::SignOut, None);

    assert_eq!(
        who_did(&app, &reader, "?who=asha").await,
        pairs(&[("asha", "signOut"), ("asha", "save"), ("asha", "signIn")])
    );
    assert_eq!(
        who_did(&app, &reader, "?kind=notices").await,
        pairs(&[("ravi", "delete"), ("asha", "save")])
    );
    assert_eq!(
        who_did(&app, &reader, "?action=save&who=ravi").await,
        pairs(&[("ravi", "save")])
    );
    assert_eq!(
        who_did(&app, &reader, "?from=2026-11-24&to=2026-11-24").await,
        pairs(&[("ravi", "delete"), ("ravi", "save"), ("asha", "save")])
    );
    assert_eq!(
        who_did(&app, &reader, "?from=2026-11-25").await,
        pairs(&[("asha", "signOut")])
    );
    assert_eq!(
        who_did(&app, &reader, "?to=2026-11-23&who=asha").await,
        pairs(&[("asha", "signIn")])
    );
    assert_eq!(
        who_did(&app, &reader, "?who=&kind=&action=&from=&to=")
            .await
            .len(),
        5,
        "an empty filter is no filter"
    );

    // Two at a time: `next` is the `before` of the next page, until the last.
    let first = read_log(&app, &reader, "?who=asha&limit=2").await.json();
    let names: Vec<&str> = first["entries"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["action"].as_str().unwrap())
        .collect();
    assert_eq!(names, ["signOut", "save"]);
    let next = first["next"].as_u64().expect("more to come");
    assert_eq!(next, first["entries"][1]["id"].as_u64().unwrap());
    let second = read_log(&app, &reader, &format!("?who=asha&limit=2&before={next}"))
        .await
        .json();
    assert_eq!(second["entries"].as_array().unwrap().len(), 1);
    assert_eq!(second["entries"][0]["action"], "signIn");
    assert!(second.get("next").is_none(), "the last page");
}

#[tokio::test]
async fn bad_filters_are_refused_naming_each_parameter() {
    let (app, reader) = app_with_reader().await;
    let response = read_log(
        &app,
        &reader,
        "?action=Create&from=2026-02-30&limit=5000&sort=who",
    )
    .await;
    assert_eq!(response.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        response.json(),
        json!({"errors": {
            "action": ["invalid"],
            "from": ["invalid_date"],
            "limit": ["out_of_range"],
            "sort": ["unknown"],
        }})
    );
    let response = read_log(&app, &reader, "?from=2026-11-25&to=2026-11-24").await;
    assert_eq!(response.json(), json!({"errors": {"to": ["before_start"]}}));
    let response = read_log(&app, &reader, "?before=latest&format=pdf").await;
    assert_eq!(
        response.json(),
        json!({"errors": {"before": ["invalid"], "format": ["invalid"]}})
    );
}

#[tokio::test]
async fn the_csv_has_a_header_row_quoted_cells_and_no_formulas() {
    let (app, reader) = app_with_reader().await;
    let mut entry = AuditEntry::new(
        "2026-11-24T06:30:00Z",
        "=HYPERLINK(\"http://evil.example\",\"x\")",
        Action::SignInFailed,
    );
    entry.address = Some("192.0.2.7".to_owned());
    app.store.append_audit(&entry).unwrap();
    let mut entry =
        AuditEntry::new("2026-11-24T07:00:00Z", "ravi", Action::Return).on("notices", "water");
    entry.version = Some(3);
    entry.detail = Some("Fix the date, then \"send\" again\nपुनः भेजें".to_owned());
    app.store.append_audit(&entry).unwrap();

    let by_accept = app
        .request(
            Method::GET,
            "/api/audit?who=ravi",
            &[("authorization", &reader), ("accept", "text/csv")],
        )
        .await;
    let by_format = read_log(&app, &reader, "?format=csv&who=ravi").await;
    for response in [&by_accept, &by_format] {
        assert_eq!(response.status, StatusCode::OK);
        assert_eq!(
            response.header("content-type"),
            Some("text/csv; charset=utf-8")
        );
        assert_eq!(response.header("cache-control"), Some("no-store"));
        let disposition = response.header("content-disposition").unwrap();
        assert!(
            disposition.starts_with("attachment; filename=\"audit-20")
                && disposition.ends_with(".csv\""),
            "{disposition}"
        );
    }
    assert_eq!(by_accept.body, by_format.body);
    assert_eq!(
        by_format.text(),
        "\u{feff}id,at,atIndia,who,address,action,kind,item,version,detail,unreviewed\r\n\
         3,2026-11-24T07:00:00Z,2026-11-24T12:30:00+05:30,ravi,,return,notices,water,3,\
         \"Fix the date, then \"\"send\"\" again\nपुनः भेजें\",false\r\n"
    );

    let all = read_log(&app, &reader, "?format=csv").await.text();
    let rows: Vec<&str> = all.split("\r\n").collect();
    assert!(rows[0].starts_with("\u{feff}id,at,"));
    assert_eq!(
        rows.len(),
        5,
        "the reader's sign-in, two entries, the header and the end"
    );
    assert_eq!(
        rows[2],
        "2,2026-11-24T06:30:00Z,2026-11-24T12:00:00+05:30,\
         \"'=HYPERLINK(\"\"http://evil.example\"\",\"\"x\"\")\",192.0.2.7,signInFailed,,,,,false",
        "newest first; the name tried is text, not a formula"
    );
}

#[tokio::test]
async fn only_admins_read_the_log_and_nobody_changes_it() {
    let (app, reader) = app_with_reader().await;
    let nobody = app.get("/api/audit").await;
    assert_eq!(nobody.status, StatusCode::UNAUTHORIZED);
    assert_eq!(nobody.json()["error"]["code"], "unauthorized");
    for role in ["editor", "publisher"] {
        let auth = signed_in(&app, &format!("a-{role}"), role).await;
        let refused = read_log(&app, &auth, "").await;
        assert_eq!(refused.status, StatusCode::FORBIDDEN, "{role}");
        assert_eq!(refused.json()["error"]["code"], "forbidden");
        let csv = read_log(&app, &auth, "?format=csv").await;
        assert_eq!(csv.status, StatusCode::FORBIDDEN, "{role}");
    }
    let before = app.store.audit_entries(|_| true).unwrap();
    for method in [Method::PUT, Method::DELETE, Method::POST, Method::PATCH] {
        let response = app
            .send(
                method.clone(),
                "/api/audit",
                &[
                    ("authorization", &reader),
                    ("content-type", "application/json"),
                ],
                b"{}".to_vec(),
            )
            .await;
        assert_eq!(response.status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
    }
    assert_eq!(app.store.audit_entries(|_| true).unwrap(), before);
}

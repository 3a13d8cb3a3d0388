//! Accounts managed in the admin area: admins list, add, change the role of, disable and give
//! a new password to accounts; the last active admin stays; disabling an account or changing
//! its password ends its sessions; everyone changes their own password with the current one.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::forms::{PASSWORD, PDF, Part, multipart, multipart_type, signed_in};

async fn call(
    app: &TestApp,
    method: Method,
    uri: &str,
    auth: Option<&str>,
    body: Option<Value>,
) -> TestResponse {
    let mut headers = vec![("content-type", "application/json")];
    headers.extend(auth.map(|value| ("authorization", value)));
    let body = body
        .map(|value| value.to_string().into_bytes())
        .unwrap_or_default();
    app.send(method, uri, &headers, body).await
}

async fn log_in(app: &TestApp, username: &str, password: &str) -> TestResponse {
    let body = json!({ "username": username, "password": password });
    call(app, Method::POST, "/api/scm-auth/login", None, Some(body)).await
}

async fn me(app: &TestApp, auth: &str) -> StatusCode {
    call(app, Method::GET, "/api/scm-auth/me", Some(auth), None)
        .await
        .status
}

/// `PUT /api/accounts/{username}` with `change`, as `auth`.
async fn change_account(app: &TestApp, auth: &str, username: &str, change: Value) -> TestResponse {
    let uri = format!("/api/accounts/{username}");
    call(app, Method::PUT, &uri, Some(auth), Some(change)).await
}

/// `PUT /api/scm-auth/password` with `body`, as `auth` (or without a session).
async fn change_own_password(app: &TestApp, auth: Option<&str>, body: Value) -> TestResponse {
    call(app, Method::PUT, "/api/scm-auth/password", auth, Some(body)).await
}

const NEW_PASSWORD: &str = "a new long password 2026";

#[tokio::test]
async fn an_admin_adds_and_lists_accounts_and_nobody_else_may() {
    let app = TestApp::new();
    let admin = signed_in(&app, "admin", "admin").await;
    let added = call(
        &app,
        Method::POST,
        "/api/accounts",
        Some(&admin),
        Some(json!({"username": "clerk", "password": PASSWORD, "role": "editor"})),
    )
    .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["role"], "editor");
    assert!(added.json().get("passwordHash").is_none());
    let again = call(
        &app,
        Method::POST,
        "/api/accounts",
        Some(&admin),
        Some(json!({"username": "clerk", "password": PASSWORD, "role": "editor"})),
    )
    .await;
    assert_eq!(
        (again.status, again.json()["error"]["code"].clone()),
        (StatusCode::CONFLICT, json!("username_taken"))
    );
    let bad = call(
        &app,
        Method::POST,
        "/api/accounts",
        Some(&admin),
        Some(json!({"username": "Bad Name", "password": "short", "role": "owner"})),
    )
    .await;
    assert_eq!(bad.status, StatusCode::UNPROCESSABLE_ENTITY);
    let errors = &bad.json()["errors"];
    assert!(
        errors["username"].is_array() && errors["password"].is_array(),
        "{errors}"
    );
    assert_eq!(errors["role"], json!(["invalid"]));

    let list = call(&app, Method::GET, "/api/accounts", Some(&admin), None).await;
    let names: Vec<Value> = list.json()["accounts"]
        .as_array()
        .unwrap()
        .iter()
        .map(|a| a["username"].clone())
        .collect();
    assert_eq!(names, [json!("admin"), json!("clerk")]);

    // The new account signs in; as an editor it may not manage accounts, nor may a publisher.
    assert_eq!(log_in(&app, "clerk", PASSWORD).await.status, StatusCode::OK);
    for role in ["editor", "publisher"] {
        let auth = signed_in(&app, &format!("a-{role}"), role).await;
        let listed = call(&app, Method::GET, "/api/accounts", Some(&auth), None).await;
        assert_eq!(listed.status, StatusCode::FORBIDDEN, "{role}");
        let put = change_account(&app, &auth, "clerk", json!({"role": "admin"})).await;
        assert_eq!(put.status, StatusCode::FORBIDDEN, "{role}");
    }
    assert_eq!(
        call(&app, Method::GET, "/api/accounts", None, None)
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_disabled_account_is_signed_out_and_cannot_sign_in_until_enabled() {
    let app = TestApp::new();
    let admin = signed_in(&app, "admin", "admin").await;
    let clerk = signed_in(&app, "clerk", "publisher").await;
    assert_eq!(me(&app, &clerk).await, StatusCode::OK);
    let disabled = change_account(&app, &admin, "clerk", json!({"disabled": true})).await;
    assert_eq!(disabled.status, StatusCode::OK, "{}", disabled.text());
    assert_eq!(disabled.json()["disabled"], true);
    assert_eq!(me(&app, &clerk).await, StatusCode::UNAUTHORIZED);
    // The right password is told the account is disabled; a wrong one learns nothing more.
    let refused = log_in(&app, "clerk", PASSWORD).await;
    assert_eq!(
        (refused.status, refused.json()["error"]["code"].clone()),
        (StatusCode::FORBIDDEN, json!("account_disabled"))
    );
    assert_eq!(
        log_in(&app, "clerk", "not the password at all")
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
    change_account(&app, &admin, "clerk", json!({"disabled": false})).await;
    assert_eq!(log_in(&app, "clerk", PASSWORD).await.status, StatusCode::OK);
    let unknown = change_account(&app, &admin, "nobody", json!({"disabled": true})).await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_new_password_from_an_admin_ends_the_account_s_sessions() {
    let app = TestApp::new();
    let admin = signed_in(&app, "admin", "admin").await;
    let clerk = signed_in(&app, "clerk", "editor").await;
    let weak = change_account(&app, &admin, "clerk", json!({"password": "short"})).await;
    assert_eq!(weak.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        me(&app, &clerk).await,
        StatusCode::OK,
        "a refused change changes nothing"
    );
    let reset = change_account(
        &app,
        &admin,
        "clerk",
        json!({"password": NEW_PASSWORD, "role": "publisher"}),
    )
    .await;
    assert_eq!(reset.status, StatusCode::OK, "{}", reset.text());
    assert_eq!(reset.json()["role"], "publisher");
    assert_eq!(me(&app, &clerk).await, StatusCode::UNAUTHORIZED);
    assert_eq!(
        log_in(&app, "clerk", PASSWORD).await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(
        log_in(&app, "clerk", NEW_PASSWORD).await.status,
        StatusCode::OK
    );
}

#[tokio::test]
async fn the_last_active_admin_can_be_neither_disabled_nor_demoted() {
    let app = TestApp::new();
    let admin = signed_in(&app, "admin", "admin").await;
    for change in [json!({"disabled": true}), json!({"role": "publisher"})] {
        let refused = change_account(&app, &admin, "admin", change).await;
        assert_eq!(
            (refused.status, refused.json()["error"]["code"].clone()),
            (StatusCode::CONFLICT, json!("last_admin"))
        );
    }
    assert_eq!(me(&app, &admin).await, StatusCode::OK);
    let bad_role = change_account(&app, &admin, "admin", json!({"role": "owner"})).await;
    assert_eq!(bad_role.status, StatusCode::UNPROCESSABLE_ENTITY);
}

#[tokio::test]
async fn everyone_changes_their_own_password_with_the_current_one() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let wrong = change_own_password(
        &app,
        Some(&clerk),
        json!({"current": "a wrong password 123", "new": NEW_PASSWORD}),
    )
    .await;
    assert_eq!(wrong.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(wrong.json()["errors"]["current"], json!(["wrong_password"]));
    let weak = change_own_password(
        &app,
        Some(&clerk),
        json!({"current": PASSWORD, "new": "short"}),
    )
    .await;
    assert_eq!(weak.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(weak.json()["errors"]["new"].is_array());
    assert_eq!(me(&app, &clerk).await, StatusCode::OK);
    let changed = change_own_password(
        &app,
        Some(&clerk),
        json!({"current": PASSWORD, "new": NEW_PASSWORD}),
    )
    .await;
    assert_eq!(changed.status, StatusCode::NO_CONTENT, "{}", changed.text());
    // Every session of the account ends, this one too: it signs in with the new password.
    assert_eq!(me(&app, &clerk).await, StatusCode::UNAUTHORIZED);
    assert_eq!(
        log_in(&app, "clerk", NEW_PASSWORD).await.status,
        StatusCode::OK
    );
    assert_eq!(
        change_own_password(&app, None, json!({"current": "x", "new": "y"}))
            .await
            .status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn an_editor_s_notice_is_a_draft_and_a_publisher_s_is_published() {
    let app = TestApp::new();
    let editor = signed_in(&app, "clerk", "editor").await;
    // An editor uploads the notice's PDF (files are attached to drafts)...
    let form = multipart(&[Part::File("file", "notice.pdf", PDF.to_vec())]);
    let content_type = multipart_type();
    let uploaded = app
        .send(
            Method::POST,
            "/api/upload",
            &[
                ("content-type", content_type.as_str()),
                ("authorization", &editor),
            ],
            form,
        )
        .await;
    assert_eq!(uploaded.status, StatusCode::CREATED, "{}", uploaded.text());
    let notice = json!({"title": {"en": "Water supply", "hi": "जल आपूर्ति"}, "date": "2026-11-24",
        "pdf": uploaded.json()["url"]});
    // ...and saves the notice, which is a draft, not on the site; a publisher's is.
    let drafted = call(
        &app,
        Method::POST,
        "/api/content/notices",
        Some(&editor),
        Some(notice.clone()),
    )
    .await;
    assert_eq!(drafted.status, StatusCode::CREATED, "{}", drafted.text());
    assert_eq!(drafted.json()["status"], "draft");
    let mut notice = notice;
    notice["title"]["en"] = json!("Water supply on Sunday");
    let head_clerk = signed_in(&app, "head-clerk", "publisher").await;
    let published = call(
        &app,
        Method::POST,
        "/api/content/notices",
        Some(&head_clerk),
        Some(notice),
    )
    .await;
    assert_eq!(
        published.status,
        StatusCode::CREATED,
        "{}",
        published.text()
    );
    assert_eq!(published.json()["status"], "published");
}

#[tokio::test]
async fn guesses_at_the_current_password_are_throttled_as_logins_are() {
    let app = TestApp::new();
    let clerk = signed_in(&app, "clerk", "editor").await;
    let guess = json!({"current": "a wrong password 123", "new": NEW_PASSWORD});
    let mut statuses = Vec::new();
    for _ in 0..7 {
        let answer = change_own_password(&app, Some(&clerk), guess.clone()).await;
        statuses.push(answer.status);
    }
    assert_eq!(statuses[0], StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(
        statuses.last(),
        Some(&StatusCode::TOO_MANY_REQUESTS),
        "{statuses:?}"
    );
    // The right password is not tried while the wait lasts.
    let right = json!({"current": PASSWORD, "new": NEW_PASSWORD});
    let waiting = change_own_password(&app, Some(&clerk), right).await;
    assert_eq!(waiting.status, StatusCode::TOO_MANY_REQUESTS);
}

//! Signing in and out: `POST /api/scm-auth/login`, `GET /api/scm-auth/me`,
//! `POST /api/scm-auth/logout`, the session cookie and bearer token, and their expiry.

use std::time::Duration;

use axum::http::{Method, StatusCode};
use serde_json::json;
use server::auth::accounts::add_admin;
use server::auth::throttle::TURNED_AWAY_DELAY;

use crate::common::{TestApp, TestResponse};
use crate::forms::log_in_from;

pub const PASSWORD: &str = "correct horse battery";

/// A test app with the account `admin` of [`PASSWORD`].
pub async fn app_with_admin() -> TestApp {
    let app = TestApp::new();
    let store = app.store.clone();
    tokio::task::spawn_blocking(move || add_admin(&store, "admin", PASSWORD))
        .await
        .unwrap()
        .unwrap();
    app
}

async fn log_in(app: &TestApp, username: &str, password: &str) -> TestResponse {
    let body = json!({ "username": username, "password": password }).to_string();
    app.send(
        Method::POST,
        "/api/scm-auth/login",
        &[("content-type", "application/json")],
        body.into_bytes(),
    )
    .await
}

async fn me(app: &TestApp, headers: &[(&str, &str)]) -> TestResponse {
    app.request(Method::GET, "/api/scm-auth/me", headers).await
}

fn session_cookie(response: &TestResponse) -> String {
    let set = response.header("set-cookie").expect("a cookie is set");
    set.split(';').next().unwrap().to_owned()
}

#[tokio::test]
async fn a_right_password_signs_in_with_a_strict_http_only_cookie_and_a_token() {
    let app = app_with_admin().await;
    let response = log_in(&app, "admin", PASSWORD).await;
    assert_eq!(response.status, StatusCode::OK, "{}", response.text());
    let body = response.json();
    assert_eq!(
        body["user"],
        json!({ "id": 1, "username": "admin", "role": "admin",
            "may": ["edit", "upload", "publish", "manageAccounts"] })
    );
    let token = body["token"].as_str().unwrap().to_owned();
    assert_eq!(token.len(), 64);
    let set = response.header("set-cookie").unwrap();
    for attribute in ["HttpOnly", "SameSite=Strict", "Path=/", "Max-Age=28800"] {
        assert!(set.contains(attribute), "{set}");
    }
    assert!(!set.contains("Secure"), "not configured for TLS: {set}");
    assert_eq!(session_cookie(&response), format!("smc_session={token}"));

    let cookie = session_cookie(&response);
    let by_cookie = me(&app, &[("cookie", &cookie)]).await;
    assert_eq!(by_cookie.status, StatusCode::OK);
    assert_eq!(by_cookie.json()["user"]["username"], "admin");
    let bearer = format!("Bearer {token}");
    let by_bearer = me(&app, &[("authorization", &bearer)]).await;
    assert_eq!(by_bearer.status, StatusCode::OK);
}

#[tokio::test]
async fn a_wrong_password_or_an_unknown_user_gets_the_same_401() {
    let app = app_with_admin().await;
    for (username, password) in [("admin", "not the password"), ("nobody", PASSWORD)] {
        let response = log_in(&app, username, password).await;
        assert_eq!(response.status, StatusCode::UNAUTHORIZED);
        assert_eq!(
            response.json(),
            json!({ "error": { "code": "invalid_credentials", "message": "Invalid username or password" } })
        );
        assert!(response.header("set-cookie").is_none());
    }
}

#[tokio::test]
async fn a_body_that_is_not_the_login_payload_is_a_400() {
    let app = app_with_admin().await;
    for body in ["", "{", "{\"username\": \"admin\"}", "[1, 2]"] {
        let response = app
            .send(
                Method::POST,
                "/api/scm-auth/login",
                &[("content-type", "application/json")],
                body.as_bytes().to_vec(),
            )
            .await;
        assert_eq!(response.status, StatusCode::BAD_REQUEST, "{body:?}");
        assert_eq!(response.json()["error"]["code"], "bad_request");
    }
}

#[tokio::test]
async fn without_a_live_session_me_is_a_401() {
    let app = app_with_admin().await;
    let forged = format!("smc_session={}", "ab".repeat(32));
    for headers in [
        vec![],
        vec![("cookie", forged.as_str())],
        vec![("authorization", "Bearer not-a-token")],
    ] {
        let response = me(&app, &headers).await;
        assert_eq!(response.status, StatusCode::UNAUTHORIZED, "{headers:?}");
        assert_eq!(response.json()["error"]["code"], "unauthorized");
    }
}

#[tokio::test]
async fn a_session_ends_after_30_idle_minutes_and_after_8_hours() {
    let app = app_with_admin().await;
    let cookie = session_cookie(&log_in(&app, "admin", PASSWORD).await);
    app.clock.advance(Duration::from_mins(29));
    assert_eq!(
        me(&app, &[("cookie", &cookie)]).await.status,
        StatusCode::OK
    );
    app.clock.advance(Duration::from_mins(31));
    assert_eq!(
        me(&app, &[("cookie", &cookie)]).await.status,
        StatusCode::UNAUTHORIZED
    );

    let cookie = session_cookie(&log_in(&app, "admin", PASSWORD).await);
    for _ in 0..23 {
        app.clock.advance(Duration::from_mins(20));
        assert_eq!(
            me(&app, &[("cookie", &cookie)]).await.status,
            StatusCode::OK
        );
    }
    app.clock.advance(Duration::from_mins(20));
    assert_eq!(
        me(&app, &[("cookie", &cookie)]).await.status,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn logout_ends_the_session_and_clears_the_cookie() {
    let app = app_with_admin().await;
    let login = log_in(&app, "admin", PASSWORD).await;
    let cookie = session_cookie(&login);
    let token = login.json()["token"].as_str().unwrap().to_owned();
    // As a browser sends it from the site's own page.
    let response = app
        .request(
            Method::POST,
            "/api/scm-auth/logout",
            &[("cookie", &cookie), ("sec-fetch-site", "same-origin")],
        )
        .await;
    assert_eq!(response.status, StatusCode::NO_CONTENT);
    assert!(response.header("set-cookie").unwrap().contains("Max-Age=0"));
    assert_eq!(
        me(&app, &[("cookie", &cookie)]).await.status,
        StatusCode::UNAUTHORIZED
    );
    let bearer = format!("Bearer {token}");
    assert_eq!(
        me(&app, &[("authorization", &bearer)]).await.status,
        StatusCode::UNAUTHORIZED
    );
}

fn retry_after(response: &TestResponse) -> u64 {
    response.header("retry-after").unwrap().parse().unwrap()
}

#[tokio::test]
async fn five_failures_for_a_username_make_the_next_attempts_wait_then_it_recovers() {
    let app = app_with_admin().await;
    for _ in 0..5 {
        assert_eq!(
            log_in(&app, "admin", "wrong password").await.status,
            StatusCode::UNAUTHORIZED
        );
    }
    // Even the right password waits: the guesser must not learn it is right.
    let response = log_in(&app, "admin", PASSWORD).await;
    assert_eq!(response.status, StatusCode::TOO_MANY_REQUESTS);
    // The wait runs from the last failure, counted when its attempt began; the real clock
    // moves while the passwords are hashed.
    let wait = retry_after(&response);
    assert!((25..=30).contains(&wait), "{wait}");
    assert_eq!(response.json()["error"]["code"], "too_many_attempts");

    app.clock.advance(Duration::from_secs(31));
    assert_eq!(
        log_in(&app, "admin", "wrong password").await.status,
        StatusCode::UNAUTHORIZED
    );
    let response = log_in(&app, "admin", PASSWORD).await;
    let wait = retry_after(&response);
    assert!((55..=60).contains(&wait), "the wait doubles: {wait}");

    app.clock.advance(Duration::from_mins(15));
    assert_eq!(
        log_in(&app, "admin", PASSWORD).await.status,
        StatusCode::OK,
        "no permanent lockout"
    );
    // The success forgot the username's failures.
    assert_eq!(
        log_in(&app, "admin", "wrong password").await.status,
        StatusCode::UNAUTHORIZED
    );
    assert_eq!(log_in(&app, "admin", PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn five_failures_from_one_address_make_it_wait_whatever_the_username() {
    let app = app_with_admin().await;
    for i in 0..5 {
        let response = log_in_from(
            &app,
            "192.0.2.7:4000",
            &format!("guess{i}"),
            "wrong password",
            None,
        )
        .await;
        assert_eq!(response.status, StatusCode::UNAUTHORIZED);
    }
    let response = log_in_from(&app, "192.0.2.7:4001", "admin", PASSWORD, None).await;
    assert_eq!(response.status, StatusCode::TOO_MANY_REQUESTS);
    let response = log_in_from(&app, "198.51.100.9:4000", "admin", PASSWORD, None).await;
    assert_eq!(
        response.status,
        StatusCode::OK,
        "another address is not held up"
    );
}

#[tokio::test]
async fn a_login_upgrades_a_hash_made_with_older_parameters() {
    use argon2::password_hash::PasswordHasher;
    use argon2::{Algorithm, Argon2, Params, Version};
    let app = TestApp::new();
    let old = Argon2::new(
        Algorithm::Argon2id,
        Version::V0x13,
        Params::new(19 * 1024, 2, 1, None).unwrap(),
    )
    .hash_password(PASSWORD.as_bytes())
    .unwrap()
    .to_string();
    let store = app.store.clone();
    let stored = old.clone();
    tokio::task::spawn_blocking(move || store.add_user("admin", "admin", &stored))
        .await
        .unwrap()
        .unwrap();
    assert_eq!(log_in(&app, "admin", PASSWORD).await.status, StatusCode::OK);
    let user = app.store.user("admin").unwrap().unwrap();
    assert!(
        user.password_hash
            .starts_with("$argon2id$v=19$m=65536,t=3,p=1$"),
        "{}",
        user.password_hash
    );
    assert_eq!(log_in(&app, "admin", PASSWORD).await.status, StatusCode::OK);
}

#[tokio::test]
async fn attempts_at_the_same_moment_are_throttled_before_their_hashes_finish() {
    let app = app_with_admin().await;
    let attempts =
        (0..20).map(|_| log_in_from(&app, "192.0.2.9:4000", "admin", "wrong password", None));
    let statuses: Vec<StatusCode> = futures_util::future::join_all(attempts)
        .await
        .into_iter()
        .map(|response| response.status)
        .collect();
    let refused = statuses
        .iter()
        .filter(|&&s| s == StatusCode::UNAUTHORIZED)
        .count();
    let throttled = statuses
        .iter()
        .filter(|&&s| s == StatusCode::TOO_MANY_REQUESTS)
        .count();
    assert_eq!(
        (refused, throttled),
        (5, 15),
        "only five passwords are ever hashed"
    );
}

#[tokio::test]
async fn an_attempt_that_must_wait_is_held_a_second_before_its_429() {
    let app = app_with_admin().await;
    for _ in 0..5 {
        log_in(&app, "admin", "wrong password").await;
    }
    let started = std::time::Instant::now();
    let response = log_in(&app, "admin", "wrong password").await;
    assert_eq!(response.status, StatusCode::TOO_MANY_REQUESTS);
    assert!(
        started.elapsed() >= TURNED_AWAY_DELAY,
        "{:?}",
        started.elapsed()
    );
    // The wait it announces runs from the answer, not from the request.
    let wait = retry_after(&response);
    assert!((24..=29).contains(&wait), "{wait}");
}

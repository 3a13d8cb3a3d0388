//! Device cookies: a browser that has signed in to an account is not kept out by others'
//! guesses at its username, and its own failures lock out only itself; cookie names and
//! attributes over plain HTTP and over TLS.

use axum::http::{Method, StatusCode};
use server::auth::accounts::add_admin;

use crate::common::{TestApp, TestResponse};
use crate::forms::log_in_from;

const PASSWORD: &str = "correct horse battery";
const OFFICE: &str = "203.0.113.10:5000";
const ATTACKER: &str = "198.51.100.66:6000";

async fn with_accounts(app: TestApp, names: &[&'static str]) -> TestApp {
    for &name in names {
        let store = app.store.clone();
        tokio::task::spawn_blocking(move || add_admin(&store, name, PASSWORD))
            .await
            .unwrap()
            .unwrap();
    }
    app
}

/// The `Set-Cookie` header that sets `name`.
fn set_cookie<'a>(response: &'a TestResponse, name: &str) -> &'a str {
    response
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|value| value.to_str().unwrap())
        .find(|value| value.starts_with(&format!("{name}=")))
        .unwrap_or_else(|| panic!("no {name} cookie: {:?}", response.headers))
}

/// `name=value` of the cookie `name` a response sets, as the browser sends it back.
fn cookie_pair(response: &TestResponse, name: &str) -> String {
    set_cookie(response, name)
        .split(';')
        .next()
        .unwrap()
        .to_owned()
}

/// Six wrong guesses at `username` from `address`: the username is locked out for untrusted
/// clients.
async fn guess(app: &TestApp, username: &str, address: &str) {
    for _ in 0..6 {
        let status = log_in_from(app, address, username, "a wrong password", None)
            .await
            .status;
        assert!(
            matches!(
                status,
                StatusCode::UNAUTHORIZED | StatusCode::TOO_MANY_REQUESTS
            ),
            "{status}"
        );
    }
}

#[tokio::test]
async fn a_browser_that_signed_in_before_is_not_kept_out_by_guesses_at_its_username() {
    let app = with_accounts(TestApp::new(), &["admin"]).await;
    let first = log_in_from(&app, OFFICE, "admin", PASSWORD, None).await;
    assert_eq!(first.status, StatusCode::OK);
    let attributes = set_cookie(&first, "smc_device");
    for wanted in [
        "HttpOnly",
        "SameSite=Strict",
        "Path=/api/scm-auth",
        "Max-Age=7776000",
    ] {
        assert!(attributes.contains(wanted), "{attributes}");
    }
    let device = cookie_pair(&first, "smc_device");

    guess(&app, "admin", ATTACKER).await;
    // A new browser, even in the office, waits like everyone else.
    let untrusted = log_in_from(&app, OFFICE, "admin", PASSWORD, None).await;
    assert_eq!(untrusted.status, StatusCode::TOO_MANY_REQUESTS);
    // The browser that signed in before does not, and gets a new device cookie.
    let trusted = log_in_from(&app, OFFICE, "admin", PASSWORD, Some(&device)).await;
    assert_eq!(trusted.status, StatusCode::OK, "{}", trusted.text());
    assert_ne!(cookie_pair(&trusted, "smc_device"), device, "renewed");
    // Even from the attacker's address: the cookie, not the address, is what is trusted.
    let cookie = format!("smc_lang=hi; {device}");
    let elsewhere = log_in_from(&app, ATTACKER, "admin", PASSWORD, Some(&cookie)).await;
    assert_eq!(elsewhere.status, StatusCode::OK);
    // Its success does not lift the lockout the guesses put on untrusted clients.
    let untrusted = log_in_from(&app, OFFICE, "admin", PASSWORD, None).await;
    assert_eq!(untrusted.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn a_trusted_browser_is_locked_out_by_its_own_failures_only() {
    let app = with_accounts(TestApp::new(), &["admin"]).await;
    let device = cookie_pair(
        &log_in_from(&app, OFFICE, "admin", PASSWORD, None).await,
        "smc_device",
    );
    for _ in 0..5 {
        let wrong = log_in_from(&app, OFFICE, "admin", "a wrong password", Some(&device)).await;
        assert_eq!(wrong.status, StatusCode::UNAUTHORIZED);
    }
    let locked = log_in_from(&app, OFFICE, "admin", PASSWORD, Some(&device)).await;
    assert_eq!(locked.status, StatusCode::TOO_MANY_REQUESTS);
    // Neither the username nor the office's address was touched by that browser's failures.
    let another = log_in_from(&app, OFFICE, "admin", PASSWORD, None).await;
    assert_eq!(another.status, StatusCode::OK);
}

#[tokio::test]
async fn a_cookie_of_another_account_or_a_changed_one_is_not_trusted() {
    let app = with_accounts(TestApp::new(), &["admin", "clerk"]).await;
    let admin_device = cookie_pair(
        &log_in_from(&app, OFFICE, "admin", PASSWORD, None).await,
        "smc_device",
    );
    guess(&app, "clerk", ATTACKER).await;
    let other_account = log_in_from(&app, OFFICE, "clerk", PASSWORD, Some(&admin_device)).await;
    assert_eq!(other_account.status, StatusCode::TOO_MANY_REQUESTS);

    guess(&app, "admin", "198.51.100.67:6000").await;
    let changed = admin_device.replacen(":admin:", ":clerk:", 1);
    let forged = log_in_from(&app, OFFICE, "clerk", PASSWORD, Some(&changed)).await;
    assert_eq!(forged.status, StatusCode::TOO_MANY_REQUESTS);
    let truncated = &admin_device[..admin_device.len() - 2];
    let forged = log_in_from(&app, OFFICE, "admin", PASSWORD, Some(truncated)).await;
    assert_eq!(forged.status, StatusCode::TOO_MANY_REQUESTS);
}

#[tokio::test]
async fn over_tls_the_cookies_carry_prefixes_browsers_enforce() {
    let app = with_accounts(TestApp::secure(), &["admin"]).await;
    let login = log_in_from(&app, OFFICE, "admin", PASSWORD, None).await;
    assert_eq!(login.status, StatusCode::OK);
    let session = set_cookie(&login, "__Host-smc_session");
    for wanted in ["Secure", "Path=/;", "HttpOnly", "SameSite=Strict"] {
        assert!(session.contains(wanted), "{session}");
    }
    assert!(!session.contains("Domain"), "{session}");
    assert!(set_cookie(&login, "__Secure-smc_device").contains("Secure"));
    let token = login.json()["token"].as_str().unwrap().to_owned();
    let me = |cookie: String| {
        let app = &app;
        async move {
            app.request(Method::GET, "/api/scm-auth/me", &[("cookie", &cookie)])
                .await
                .status
        }
    };
    assert_eq!(
        me(format!("__Host-smc_session={token}")).await,
        StatusCode::OK
    );
    // The plain name, which a page of a sibling domain or plain HTTP could set, is not read.
    assert_eq!(
        me(format!("smc_session={token}")).await,
        StatusCode::UNAUTHORIZED
    );
}

#[tokio::test]
async fn a_planted_session_cookie_does_not_shadow_the_real_one() {
    let app = with_accounts(TestApp::new(), &["admin"]).await;
    let login = log_in_from(&app, OFFICE, "admin", PASSWORD, None).await;
    let real = cookie_pair(&login, "smc_session");
    let planted = format!("smc_session={}", "f".repeat(64));
    let both = format!("{planted}; {real}");
    let me = app
        .request(Method::GET, "/api/scm-auth/me", &[("cookie", &both)])
        .await;
    assert_eq!(me.status, StatusCode::OK);
    // Logging out ends the real session too.
    let out = app
        .request(
            Method::POST,
            "/api/scm-auth/logout",
            &[("cookie", &both), ("sec-fetch-site", "same-origin")],
        )
        .await;
    assert_eq!(out.status, StatusCode::NO_CONTENT);
    let me = app
        .request(Method::GET, "/api/scm-auth/me", &[("cookie", &real)])
        .await;
    assert_eq!(me.status, StatusCode::UNAUTHORIZED);
}

//! The login page's plain form (`POST /admin/login`, `POST /login`): the sign-in of the API,
//! answered with a redirect (303): on to the page `next` names, or back to the login page with
//! why not; under the Origin rule of the API.

use axum::http::{Method, StatusCode};

use crate::auth::{PASSWORD, app_with_admin};
use crate::common::{TestApp, TestResponse};

const FORM: (&str, &str) = ("content-type", "application/x-www-form-urlencoded");

async fn post_form(app: &TestApp, uri: &str, body: &str, headers: &[(&str, &str)]) -> TestResponse {
    let mut all = vec![FORM];
    all.extend_from_slice(headers);
    app.send(Method::POST, uri, &all, body.as_bytes().to_vec())
        .await
}

#[tokio::test]
async fn a_refused_sign_in_goes_back_to_the_login_page_saying_why() {
    let app = app_with_admin().await;
    let uri = "/admin/login?lang=hi&next=%2Fadmin%2Fupload";
    let refused = post_form(&app, uri, "username=admin&password=wrong+one+here", &[]).await;
    assert_eq!(refused.status, StatusCode::SEE_OTHER);
    assert_eq!(
        refused.header("location"),
        Some("/admin/login?lang=hi&next=%2Fadmin%2Fupload&failed=invalid_credentials")
    );
    assert!(refused.header("set-cookie").is_none());
    let unknown = post_form(&app, "/login", "username=nobody&password=x", &[]).await;
    assert_eq!(
        unknown.header("location"),
        Some("/login?lang=en&failed=invalid_credentials")
    );
    // Four more failures throttle the name: the page says how long to wait.
    for _ in 0..4 {
        post_form(&app, uri, "username=admin&password=wrong+one+here", &[]).await;
    }
    let throttled = post_form(&app, uri, "username=admin&password=wrong+one+here", &[]).await;
    let location = throttled.header("location").unwrap();
    assert!(
        location.starts_with(
            "/admin/login?lang=hi&next=%2Fadmin%2Fupload&failed=too_many_attempts&wait="
        ),
        "{location}"
    );
}

#[tokio::test]
async fn a_sign_in_leads_on_to_a_guarded_page_only_with_the_session_cookie() {
    let app = app_with_admin().await;
    let body = format!("username=admin&password={}", PASSWORD.replace(' ', "+"));
    let signed_in = post_form(
        &app,
        "/admin/login?next=%2Fadmin%2Fcontent%3Fkind%3Dfaq&lang=hi",
        &body,
        &[],
    )
    .await;
    assert_eq!(signed_in.status, StatusCode::SEE_OTHER);
    assert_eq!(
        signed_in.header("location"),
        Some("/admin/content?kind=faq&lang=hi")
    );
    let cookies: Vec<&str> = signed_in
        .headers
        .get_all("set-cookie")
        .iter()
        .map(|value| value.to_str().unwrap())
        .collect();
    assert!(
        cookies
            .iter()
            .any(|c| c.starts_with("smc_session=") && c.contains("HttpOnly"))
    );
    let elsewhere = post_form(
        &app,
        "/admin/login?next=https%3A%2F%2Fevil.example%2F",
        &body,
        &[],
    )
    .await;
    assert_eq!(
        elsewhere.header("location"),
        Some("/admin/dashboard?lang=en")
    );
}

#[tokio::test]
async fn another_site_s_form_is_refused_and_the_page_itself_is_still_served() {
    let app = app_with_admin().await;
    let body = format!("username=admin&password={}", PASSWORD.replace(' ', "+"));
    let refused = post_form(
        &app,
        "/admin/login",
        &body,
        &[("origin", "https://evil.example"), ("host", "smc.example")],
    )
    .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(refused.json()["error"]["code"], "cross_origin");
    assert_eq!(app.get("/admin/login").await.status, StatusCode::OK);
    assert_eq!(app.get("/login?lang=hi").await.status, StatusCode::OK);
}

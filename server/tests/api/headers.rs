use axum::http::Method;
use server::security::{HEADERS, STRICT_TRANSPORT_SECURITY};

use crate::common::{SCRIPT, TestApp};

/// Pages, 404s, files, API answers and errors, redirects and refusals.
const CASES: [(&str, &str); 8] = [
    ("GET", "/"),
    ("GET", "/no-such-page"),
    ("GET", SCRIPT),
    ("GET", "/api/health"),
    ("GET", "/api/nothing"),
    ("GET", "/faq/"),
    ("POST", "/mayor"),
    ("POST", "/api/health"),
];

#[tokio::test]
async fn every_response_carries_the_security_headers() {
    let app = TestApp::new();
    for (method, path) in CASES {
        let response = app
            .request(method.parse::<Method>().unwrap(), path, &[])
            .await;
        for (name, value) in &HEADERS {
            assert_eq!(
                response.header(name.as_str()),
                Some(*value),
                "{method} {path}: {name}"
            );
        }
    }
}

#[tokio::test]
async fn the_policy_allows_the_wasm_and_nothing_from_elsewhere() {
    let response = TestApp::new().get("/").await;
    let csp = response.header("content-security-policy").expect("a CSP");
    let directive = |name: &str| {
        csp.split(';')
            .map(str::trim)
            .find(|d| d.split_whitespace().next() == Some(name))
            .unwrap_or_else(|| panic!("no {name} in {csp}"))
            .to_owned()
    };
    assert_eq!(
        directive("script-src"),
        "script-src 'self' 'wasm-unsafe-eval'"
    );
    assert_eq!(directive("default-src"), "default-src 'self'");
    assert_eq!(directive("object-src"), "object-src 'none'");
    assert_eq!(directive("frame-ancestors"), "frame-ancestors 'self'");
    assert!(!csp.contains("unsafe-inline"), "{csp}");
    assert!(!csp.contains("'unsafe-eval'"), "{csp}");
    assert!(!csp.contains('*'), "{csp}");
    assert_eq!(response.header("x-content-type-options"), Some("nosniff"));
}

#[tokio::test]
async fn over_tls_every_response_also_asks_for_https_only() {
    let app = TestApp::secure();
    for (method, path) in CASES {
        let response = app
            .request(method.parse::<Method>().unwrap(), path, &[])
            .await;
        assert_eq!(
            response.header("strict-transport-security"),
            Some(STRICT_TRANSPORT_SECURITY),
            "{method} {path}"
        );
    }
    let plain = TestApp::new().get("/").await;
    assert_eq!(plain.header("strict-transport-security"), None);
}

#[tokio::test]
async fn api_answers_are_not_stored_by_browsers_or_proxies() {
    let app = TestApp::new();
    for (method, path) in [
        ("GET", "/api/health"),
        ("GET", "/api/scm-auth/me"),
        ("POST", "/api/scm-auth/login"),
        ("POST", "/api/scm-auth/logout"),
        ("POST", "/api/events"),
        ("POST", "/api/upload"),
        ("GET", "/api/nothing"),
    ] {
        let response = app
            .request(method.parse::<Method>().unwrap(), path, &[])
            .await;
        assert_eq!(
            response.header("cache-control"),
            Some("no-store"),
            "{method} {path}: {}",
            response.status
        );
    }
}

use axum::http::{Method, StatusCode};
use wasm_core::routes::ROUTES;

use crate::common::{PAGE_EN, PAGE_HI, SCRIPT, TestApp};

#[tokio::test]
async fn every_route_of_the_table_answers_200_with_the_app() {
    let app = TestApp::new();
    for route in ROUTES {
        let response = app.get(route.path).await;
        // A document's page names its document (`?kind=…&id=…`): without one it is not found.
        let status = if route.path == "/document" {
            StatusCode::NOT_FOUND
        } else {
            StatusCode::OK
        };
        assert_eq!(response.status, status, "{}", route.path);
        assert_eq!(response.text(), PAGE_EN, "{}", route.path);
        assert_eq!(
            response.header("content-type"),
            Some("text/html; charset=utf-8")
        );
        assert_eq!(response.header("cache-control"), Some("no-cache"));
    }
}

/// The paths are written out here, not read from the route table: a path dropped from the
/// table fails.
#[tokio::test]
async fn paths_listed_by_hand_answer_200() {
    let app = TestApp::new();
    for path in [
        "/",
        "/mayor",
        "/Corporators",
        "/corporators",
        "/duda",
        "/login",
        "/admin/upload",
    ] {
        assert_eq!(app.get(path).await.status, StatusCode::OK, "{path}");
    }
}

#[tokio::test]
async fn any_other_path_answers_404_with_the_app() {
    let app = TestApp::new();
    for path in [
        "/no-such-page",
        "/MAYOR",
        "/mayor/extra",
        "/admin",
        "/index.html",
        "/assets/gone.js",
        "/%2e%2e/etc/passwd",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(response.text(), PAGE_EN, "{path}");
        assert_eq!(response.header("cache-control"), Some("no-cache"), "{path}");
        assert_eq!(response.header("etag"), None, "{path}");
    }
}

#[tokio::test]
async fn the_lang_parameter_picks_the_page_language() {
    let app = TestApp::new();
    assert_eq!(app.get("/mayor?lang=hi").await.text(), PAGE_HI);
    assert_eq!(app.get("/mayor?q=x&lang=hi").await.text(), PAGE_HI);
    assert_eq!(app.get("/mayor?lang=en").await.text(), PAGE_EN);
    assert_eq!(app.get("/mayor?lang=fr").await.text(), PAGE_EN);
    let missing = app.get("/nowhere?lang=hi").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.text(), PAGE_HI);
}

/// A build that rendered some pages (web/scripts/prerender.mjs).
fn with_rendered_pages() -> TestApp {
    TestApp::with_build(&[
        ("/_pages/en/index.html", b"rendered home en"),
        ("/_pages/hi/index.html", b"rendered home hi"),
        ("/_pages/hi/index.html.br", b"rendered home hi, brotli"),
        ("/_pages/en/rti.html", b"rendered rti en"),
        ("/_pages/hi/rti.html", b"rendered rti hi"),
        ("/_pages/en/admin/login.html", b"rendered admin login en"),
        ("/_pages/en/404.html", b"rendered 404 en"),
        ("/_pages/fr/rti.html", b"not a language of the site"),
    ])
}

#[tokio::test]
async fn a_route_rendered_at_build_time_gets_its_rendered_page_in_the_language_asked() {
    let app = with_rendered_pages();
    for (uri, body) in [
        ("/", "rendered home en"),
        ("/?lang=hi", "rendered home hi"),
        ("/rti", "rendered rti en"),
        ("/rti?lang=en", "rendered rti en"),
        ("/rti?lang=hi", "rendered rti hi"),
        ("/rti?lang=hi-IN", "rendered rti hi"),
        ("/rti?lang=fr", "rendered rti en"),
        ("/admin/login", "rendered admin login en"),
    ] {
        let response = app.get(uri).await;
        assert_eq!(response.status, StatusCode::OK, "{uri}");
        assert_eq!(response.text(), body, "{uri}");
        assert_eq!(
            response.header("content-type"),
            Some("text/html; charset=utf-8"),
            "{uri}"
        );
        assert_eq!(response.header("cache-control"), Some("no-cache"), "{uri}");
    }
    let brotli = app
        .request(Method::GET, "/?lang=hi", &[("accept-encoding", "br")])
        .await;
    assert_eq!(brotli.text(), "rendered home hi, brotli");
}

#[tokio::test]
async fn without_lang_in_the_address_the_saved_choice_then_the_browser_picks_the_language() {
    let app = with_rendered_pages();
    let hindi_browser = ("accept-language", "hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7");
    let saved_english = ("cookie", "smc_session=abc; smc_lang=en");

    let home = app.request(Method::GET, "/", &[hindi_browser]).await;
    assert_eq!(home.text(), "rendered home hi");
    assert_eq!(
        home.header("vary"),
        Some("accept-encoding, accept-language, cookie")
    );
    assert_eq!(
        app.request(Method::GET, "/rti", &[hindi_browser, saved_english])
            .await
            .text(),
        "rendered rti en"
    );
    assert_eq!(
        app.request(Method::GET, "/rti", &[("cookie", "smc_lang=hi")])
            .await
            .text(),
        "rendered rti hi"
    );
    // An unknown lang in the address leaves the choice to the headers, as the app does.
    assert_eq!(
        app.request(Method::GET, "/rti?lang=fr", &[hindi_browser])
            .await
            .text(),
        "rendered rti hi"
    );
    // The app's page and the 404 page follow the same rule.
    assert_eq!(
        app.request(Method::GET, "/search?q=fee", &[hindi_browser])
            .await
            .text(),
        PAGE_HI
    );
    let missing = app
        .request(Method::GET, "/nowhere", &[("cookie", "smc_lang=hi")])
        .await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.text(), PAGE_HI);

    // The address's language beats both, and then the answer does not vary with them.
    let asked = app
        .request(
            Method::GET,
            "/?lang=en",
            &[hindi_browser, ("cookie", "smc_lang=hi")],
        )
        .await;
    assert_eq!(asked.text(), "rendered home en");
    assert_eq!(asked.header("vary"), Some("accept-encoding"));
    let file = app.request(Method::GET, SCRIPT, &[hindi_browser]).await;
    assert_eq!(file.header("vary"), Some("accept-encoding"));
}

#[tokio::test]
async fn parameters_a_page_does_not_render_change_nothing_and_an_unrendered_search_gets_the_app() {
    let app = with_rendered_pages();
    // A shared link's tracking parameters, or a search on a page that has none.
    assert_eq!(
        app.get("/rti?utm_source=whatsapp").await.text(),
        "rendered rti en"
    );
    assert_eq!(
        app.get("/rti?fbclid=IwAR0&lang=hi&q=fee").await.text(),
        "rendered rti hi"
    );
    // A search these tests' server does not render (it has no render worker) is left to the app.
    assert_eq!(app.get("/search?q=fee").await.text(), PAGE_EN);
    assert_eq!(
        app.get("/smc-officer?lang=hi&q=sharma").await.text(),
        PAGE_HI
    );
    assert_eq!(
        app.get("/admin/login?next=/admin/upload").await.text(),
        PAGE_EN
    );
    // A route the build did not render (the admin pages, a page of another language).
    assert_eq!(app.get("/admin/login?lang=hi").await.text(), PAGE_HI);
    assert_eq!(app.get("/mayor").await.text(), PAGE_EN);
    assert_eq!(app.get("/admin/upload").await.text(), PAGE_EN);
}

#[tokio::test]
async fn the_rendered_404_page_answers_any_other_path() {
    let app = with_rendered_pages();
    let missing = app.get("/no-such-page").await;
    assert_eq!(missing.status, StatusCode::NOT_FOUND);
    assert_eq!(missing.text(), "rendered 404 en");
    // Hindi was not rendered in this build: the app's page.
    assert_eq!(app.get("/no-such-page?lang=hi").await.text(), PAGE_HI);
    // Rendered pages are never files of their own.
    for path in [
        "/_pages/en/rti.html",
        "/_pages/en/404.html",
        "/_pages/fr/rti.html",
    ] {
        let response = app.get(path).await;
        assert_eq!(response.status, StatusCode::NOT_FOUND, "{path}");
        assert_eq!(response.text(), "rendered 404 en", "{path}");
    }
}

#[tokio::test]
async fn a_trailing_slash_redirects_to_the_page_and_keeps_the_query() {
    let app = TestApp::new();
    let response = app.get("/faq/?lang=hi").await;
    assert_eq!(response.status, StatusCode::PERMANENT_REDIRECT);
    assert_eq!(response.header("location"), Some("/faq?lang=hi"));
    assert_eq!(app.get("/faq/").await.header("location"), Some("/faq"));
    assert_eq!(
        app.get("//evil.example/").await.status,
        StatusCode::NOT_FOUND
    );
}

#[tokio::test]
async fn built_files_are_served_with_their_type_and_long_caching() {
    let app = TestApp::new();
    let script = app.get(SCRIPT).await;
    assert_eq!(script.status, StatusCode::OK);
    assert_eq!(script.text(), "console.log('app')");
    assert_eq!(
        script.header("content-type"),
        Some("text/javascript; charset=utf-8")
    );
    assert_eq!(
        script.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let wasm = app.get("/assets/wasm_core_bg-9f8e.wasm").await;
    assert_eq!(wasm.header("content-type"), Some("application/wasm"));
    // Files outside /assets keep their names across builds: a day. (robots.txt is made by the
    // server with the sitemap's address: tests/api/feeds.rs.)
    let image = app.get("/images/events/health-camp-1.svg").await;
    assert_eq!(image.status, StatusCode::OK);
    assert_eq!(image.header("cache-control"), Some("public, max-age=86400"));
}

#[tokio::test]
async fn compressed_copies_are_sent_to_clients_that_accept_them() {
    let app = TestApp::new();
    let cases = [
        ("gzip, deflate, br", "brotli-js", Some("br")),
        ("gzip", "gzip-js", Some("gzip")),
        ("br;q=0, gzip", "gzip-js", Some("gzip")),
        ("identity", "console.log('app')", None),
    ];
    for (accept, body, coding) in cases {
        let response = app
            .request(Method::GET, SCRIPT, &[("accept-encoding", accept)])
            .await;
        assert_eq!(response.text(), body, "{accept}");
        assert_eq!(response.header("content-encoding"), coding, "{accept}");
        assert_eq!(response.header("vary"), Some("accept-encoding"));
    }
    let page = app
        .request(Method::GET, "/contact", &[("accept-encoding", "br")])
        .await;
    assert_eq!(page.text(), "brotli-page");
    // The Hindi page has no compressed copies in this build: it goes out as it is.
    let hindi = app
        .request(
            Method::GET,
            "/contact?lang=hi",
            &[("accept-encoding", "br")],
        )
        .await;
    assert_eq!(hindi.text(), PAGE_HI);
    assert_eq!(hindi.header("content-encoding"), None);
}

#[tokio::test]
async fn a_matching_etag_gets_304_without_a_body() {
    let app = TestApp::new();
    let first = app.get(SCRIPT).await;
    let etag = first.header("etag").expect("an etag").to_owned();
    let again = app
        .request(Method::GET, SCRIPT, &[("if-none-match", &etag)])
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());
    assert_eq!(again.header("etag"), Some(etag.as_str()));
    let other = app
        .request(Method::GET, SCRIPT, &[("if-none-match", "\"other\"")])
        .await;
    assert_eq!(other.status, StatusCode::OK);
}

#[tokio::test]
async fn head_sends_the_headers_without_the_body() {
    let app = TestApp::new();
    let response = app.request(Method::HEAD, "/mayor", &[]).await;
    assert_eq!(response.status, StatusCode::OK);
    assert!(response.body.is_empty());
    assert_eq!(
        response.header("content-length"),
        Some(PAGE_EN.len().to_string().as_str())
    );
}

#[tokio::test]
async fn pages_only_answer_get_and_head() {
    let app = TestApp::new();
    for method in [Method::POST, Method::PUT, Method::DELETE] {
        let response = app.request(method.clone(), "/mayor", &[]).await;
        assert_eq!(response.status, StatusCode::METHOD_NOT_ALLOWED, "{method}");
        assert_eq!(response.header("allow"), Some("GET, HEAD"));
    }
}

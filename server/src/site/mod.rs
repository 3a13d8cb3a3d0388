//! Serving the web app: built files by name (`crate::built`), the page of every route of the
//! table (200), the 404 page for any other path, in the visitor's language (`language.rs`):
//! rendered by the server with the store's content (`crate::render`), else as the build rendered it
//! (`crate::built::pages`); the uploaded files (`uploaded.rs`); and the feeds, the sitemap and
//! `robots.txt` (`syndication.rs`).

pub mod language;
pub mod syndication;
pub mod uploaded;

use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use serde_json::json;
use wasm_core::lang::Lang;
use wasm_core::routes::{self, Resolution, Route};

use language::PageRequest;
pub use uploaded::serve_upload;

use crate::built::{PageOf, VARY_FILE, respond};
use crate::content::shown::is_shown;
use crate::error::AppError;
use crate::state::AppState;

/// Answers every request that is not for the API: a built file, or the app's page with 200
/// for a route of the table and 404 otherwise. It reads the request in place: extracting its
/// headers and address would copy them for every page view.
pub async fn serve_site(State(state): State<AppState>, request: Request) -> Response {
    let (method, uri, headers) = (request.method(), request.uri(), request.headers());
    if method != Method::GET && method != Method::HEAD {
        return (
            StatusCode::METHOD_NOT_ALLOWED,
            [(header::ALLOW, "GET, HEAD")],
        )
            .into_response();
    }
    let head = method == Method::HEAD;
    let path = uri.path();
    // The API's own router answers its paths; whatever reaches here under /api (such as
    // "/api/", which nesting does not match) is an unknown API path, never a page.
    if path == "/api" || path.starts_with("/api/") {
        return AppError::NotFound.into_response();
    }
    if let Some(asset) = state.site.file(path) {
        return respond(asset, StatusCode::OK, headers, head, VARY_FILE);
    }
    let asked = PageRequest::read(uri.query(), headers);
    let vary = if asked.from_headers {
        VARY_PAGE_BY_HEADERS
    } else {
        VARY_FILE
    };
    let page = |of, rendered| state.site.page(asked.lang, of, rendered);
    // A page rendered with the store's content wins over the build's. Parameters a page does not
    // render (a shared link's `utm_source`) change nothing.
    // A page a change has put out of date is rendered before it is sent.
    let rendered = async |path: &str| {
        if state.pages.is_stale(asked.lang, path) {
            state.rendering.render_now(asked.lang, path).await;
        }
        state.pages.get(asked.lang, path)
    };
    match routes::resolve(path) {
        Resolution::Page(route) => {
            // The page of a document no visitor sees says so, answered 404.
            let status = if route.page == "document"
                && !is_shown(&state.content.snapshot(), uri.query(), state.clock.moment())
            {
                StatusCode::NOT_FOUND
            } else {
                StatusCode::OK
            };
            if let Some(query) = language::rendered_query(uri.query(), route.rendered_params()) {
                if route.address_is_secret() {
                    return secret_page(&state, route, asked.lang, query, headers, head, vary)
                        .await;
                }
                // A directory's search, the site search with its words, a document's page:
                // rendered for them, or else the app's page, which applies them in the browser.
                let rendered_for_query = state.queries.page(asked.lang, route.path, query).await;
                let answer = rendered_for_query
                    .as_deref()
                    .unwrap_or_else(|| page(PageOf::Route(route.path), false));
                return respond(answer, status, headers, head, vary);
            }
            if let Some(page) = rendered(route.path).await {
                return respond(&page.asset, status, headers, head, vary);
            }
            respond(
                page(PageOf::Route(route.path), true),
                status,
                headers,
                head,
                vary,
            )
        }
        Resolution::Redirect(to) => match uri.query() {
            Some(query) => Redirect::permanent(&format!("{to}?{query}")).into_response(),
            None => Redirect::permanent(to).into_response(),
        },
        Resolution::NotFound => match rendered(NOT_FOUND_PATH).await {
            Some(rendered) => respond(&rendered.asset, StatusCode::NOT_FOUND, headers, head, vary),
            None => respond(
                page(PageOf::NotFound, true),
                StatusCode::NOT_FOUND,
                headers,
                head,
                vary,
            ),
        },
    }
}

/// The page of an address that carries a secret (a subscription letter's link), rendered for
/// this request alone: the server does not keep it among the query pages it renders, no browser
/// or cache may keep it, and no other site is told its address (its own plain form, posted to
/// this site, still carries its origin).
async fn secret_page(
    state: &AppState,
    route: &Route,
    lang: Lang,
    query: String,
    headers: &HeaderMap,
    head: bool,
    vary: &'static str,
) -> Response {
    let rendered = state
        .queries
        .page_for_request(lang, route.path, query, json!({}))
        .await;
    let page = rendered
        .as_deref()
        .unwrap_or_else(|| state.site.page(lang, PageOf::Route(route.path), false));
    let mut response = respond(page, StatusCode::OK, headers, head, vary);
    let answer = response.headers_mut();
    answer.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    answer.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("same-origin"),
    );
    response
}

/// The path the render worker renders the 404 page under.
const NOT_FOUND_PATH: &str = "/404";

/// The `Vary` of a page whose language came from the saved choice or the browser's languages.
pub(crate) const VARY_PAGE_BY_HEADERS: &str = "accept-encoding, accept-language, cookie";

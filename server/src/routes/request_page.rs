//! A page of the route table rendered for one request with what the server found for it (the
//! status of a tracking number, the public figures, a plain form it refused with what was typed
//! in it), which the page reads before and without any script; never kept among the rendered
//! pages.

use axum::http::header::CACHE_CONTROL;
use axum::http::request::Parts;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode};
use axum::response::Response;
use wasm_core::lang::Lang;
use wasm_core::routes::Route;

use crate::built::{PageOf, VARY_FILE, respond};
use crate::site::VARY_PAGE_BY_HEADERS;
use crate::site::language::{PageRequest, rendered_query};
use crate::state::AppState;

/// The page of `route` rendered for `request` with `lists` (keys of the page's store, which it
/// reads before and without any script), answered with `status`; the app's page when the
/// worker cannot render it (the app then asks in the browser).
pub(crate) async fn rendered_for_request(
    state: &AppState,
    route: &Route,
    request: &Parts,
    lists: serde_json::Value,
    status: StatusCode,
) -> Response {
    let (method, uri, headers) = (&request.method, &request.uri, &request.headers);
    let asked = PageRequest::read(uri.query(), headers);
    let query = rendered_query(uri.query(), route.rendered_params()).unwrap_or_default();
    let rendered = state
        .queries
        .page_for_request(asked.lang, route.path, query, lists)
        .await;
    let page = rendered.as_deref().unwrap_or_else(|| {
        state
            .site
            .page(asked.lang, PageOf::Route(route.path), false)
    });
    let vary = if asked.from_headers {
        VARY_PAGE_BY_HEADERS
    } else {
        VARY_FILE
    };
    respond(page, status, headers, method == Method::HEAD, vary)
}

/// The page at `path` in `lang` rendered again for a plain form posted to it and refused, with
/// `lists` (what was typed and why it was refused, under the key the page reads), answered with
/// `status`; no browser or proxy keeps it. Without the worker the app's page stands in, as for
/// every page rendered for its query.
pub(crate) async fn form_refused(
    state: &AppState,
    lang: Lang,
    path: &'static str,
    headers: &HeaderMap,
    lists: serde_json::Value,
    status: StatusCode,
) -> Response {
    let rendered = state
        .queries
        .page_for_request(lang, path, String::new(), lists)
        .await;
    let page = rendered
        .as_deref()
        .unwrap_or_else(|| state.site.page(lang, PageOf::Route(path), false));
    let mut response = respond(page, status, headers, false, VARY_FILE);
    response
        .headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    response
}

//! Serving the web app: built files by name, the page of every route of the table (200), the
//! 404 page for any other path, in the visitor's language (`language.rs`): drawn at build time
//! by the server with the store's content (`crate::render`), else as the build drew it
//! (`pages.rs`).

pub mod assets;
pub mod encoding;
pub mod language;
pub mod pages;

use axum::body::Body;
use axum::extract::{Request, State};
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, header};
use axum::response::{IntoResponse, Redirect, Response};
use wasm_core::routes::{self, Resolution};

pub use assets::{Asset, SiteError, SiteFiles};
use encoding::negotiate;
use language::PageRequest;
pub use pages::PageOf;

use crate::AppState;
use crate::content::documents::is_shown;
use crate::error::AppError;

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
    let page = |of, drawn| state.site.page(asked.lang, of, drawn);
    // A page drawn with the store's content wins over the build's. Parameters a page does not
    // draw (a shared link's `utm_source`) change nothing.
    let drawn = |path: &str| state.pages.get(asked.lang, path);
    match routes::resolve(path) {
        Resolution::Page(route) => {
            // The page of a document no visitor sees says so, answered 404.
            let status = if route.page == "document"
                && !is_shown(
                    &state.content.snapshot(),
                    uri.query(),
                    state.auth.clock.moment(),
                ) {
                StatusCode::NOT_FOUND
            } else {
                StatusCode::OK
            };
            if let Some(query) = language::drawn_query(uri.query(), route.drawn_params()) {
                // A directory's search, the site search with its words, a document's page:
                // drawn for them, or else the app's page, which applies them in the browser.
                let drawn_for_query = state.queries.page(asked.lang, route.path, query).await;
                let answer = drawn_for_query
                    .as_deref()
                    .unwrap_or_else(|| page(PageOf::Route(route.path), false));
                return respond(answer, status, headers, head, vary);
            }
            if let Some(page) = drawn(route.path) {
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
        Resolution::NotFound => match drawn(NOT_FOUND_PATH) {
            Some(drawn) => respond(&drawn.asset, StatusCode::NOT_FOUND, headers, head, vary),
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

/// The path the render worker draws the 404 page under.
const NOT_FOUND_PATH: &str = "/404";

/// The `Vary` of a file, and of a page whose address names its language.
pub(crate) const VARY_FILE: &str = "accept-encoding";
/// The `Vary` of a page whose language came from the saved choice or the browser's languages.
const VARY_PAGE_BY_HEADERS: &str = "accept-encoding, accept-language, cookie";

/// `asset` as the answer, compressed as the client accepts. Every header value is a static
/// string or shared bytes: building the answer copies nothing (this runs for every page view).
pub(crate) fn respond(
    asset: &Asset,
    status: StatusCode,
    request: &HeaderMap,
    head: bool,
    vary: &'static str,
) -> Response {
    let found = status == StatusCode::OK;
    let mut headers = HeaderMap::with_capacity(12);
    headers.insert(
        header::CONTENT_TYPE,
        HeaderValue::from_static(asset.content_type),
    );
    let cache_control = if found {
        asset.cache_control
    } else {
        "no-cache"
    };
    headers.insert(
        header::CACHE_CONTROL,
        HeaderValue::from_static(cache_control),
    );
    headers.insert(header::VARY, HeaderValue::from_static(vary));
    if found {
        headers.insert(header::ETAG, asset.etag.clone());
        if matches_etag(request.get(header::IF_NONE_MATCH), &asset.etag) {
            return (StatusCode::NOT_MODIFIED, headers).into_response();
        }
    }
    let accept = request
        .get(header::ACCEPT_ENCODING)
        .and_then(|v| v.to_str().ok());
    let encoding = negotiate(accept, asset.brotli.is_some(), asset.gzip.is_some());
    let bytes = match encoding {
        encoding::Encoding::Brotli => asset.brotli.clone(),
        encoding::Encoding::Gzip => asset.gzip.clone(),
        encoding::Encoding::Identity => None,
    }
    .unwrap_or_else(|| asset.identity.clone());
    if let Some(coding) = encoding.header_value() {
        headers.insert(header::CONTENT_ENCODING, HeaderValue::from_static(coding));
    }
    let body = if head {
        headers.insert(header::CONTENT_LENGTH, HeaderValue::from(bytes.len()));
        Body::empty()
    } else {
        Body::from(bytes)
    };
    (status, headers, body).into_response()
}

fn matches_etag(if_none_match: Option<&HeaderValue>, etag: &HeaderValue) -> bool {
    let Some(Ok(value)) = if_none_match.map(HeaderValue::to_str) else {
        return false;
    };
    let etag = etag.to_str().unwrap_or_default();
    value
        .split(',')
        .map(str::trim)
        .any(|tag| tag == "*" || tag.strip_prefix("W/").unwrap_or(tag) == etag)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn etags_match_exactly_weakly_or_by_wildcard() {
        let etag = HeaderValue::from_static("\"abc\"");
        let check = |v: &'static str| matches_etag(Some(&HeaderValue::from_static(v)), &etag);
        assert!(check("\"abc\""));
        assert!(check("W/\"abc\""));
        assert!(check("\"x\", \"abc\""));
        assert!(check("*"));
        assert!(!check("\"abd\""));
        assert!(!matches_etag(None, &etag));
    }
}

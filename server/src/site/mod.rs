//! Serving the web app: built files by name, the page of every route of the table (200), the
//! 404 page for any other path, in the language the URL asks for: drawn at build time where the
//! build has it (`pages.rs`).

pub mod assets;
pub mod encoding;
pub mod pages;

use axum::body::Body;
use axum::extract::State;
use axum::http::{HeaderMap, HeaderValue, Method, StatusCode, Uri, header};
use axum::response::{IntoResponse, Redirect, Response};
use wasm_core::lang::Lang;
use wasm_core::routes::{self, Resolution};

pub use assets::{Asset, SiteError, SiteFiles};
use encoding::negotiate;
pub use pages::PageOf;

use crate::AppState;
use crate::error::AppError;

/// Answers every request that is not for the API: a built file, or the app's page with 200
/// for a route of the table and 404 otherwise.
pub async fn serve_site(
    State(state): State<AppState>,
    method: Method,
    uri: Uri,
    headers: HeaderMap,
) -> Response {
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
        return respond(asset, StatusCode::OK, &headers, head);
    }
    let (lang, only_lang) = page_query(uri.query());
    let page = |of| state.site.page(lang, of, only_lang);
    match routes::resolve(path) {
        Resolution::Page(route) => respond(
            page(PageOf::Route(route.path)),
            StatusCode::OK,
            &headers,
            head,
        ),
        Resolution::Redirect(to) => match uri.query() {
            Some(query) => Redirect::permanent(&format!("{to}?{query}")).into_response(),
            None => Redirect::permanent(to).into_response(),
        },
        Resolution::NotFound => respond(
            page(PageOf::NotFound),
            StatusCode::NOT_FOUND,
            &headers,
            head,
        ),
    }
}

/// The language named by the query's `lang` parameter (English otherwise), and whether the
/// query names nothing else: a page drawn at build time knows no other parameter (a search's
/// words, a list's filter), so only then may it be sent.
fn page_query(query: Option<&str>) -> (Lang, bool) {
    let pairs = || {
        query
            .into_iter()
            .flat_map(|q| q.split('&'))
            .filter(|pair| !pair.is_empty())
    };
    let lang = pairs()
        .find_map(|pair| pair.strip_prefix("lang="))
        .and_then(Lang::from_tag)
        .unwrap_or(Lang::DEFAULT);
    (lang, pairs().all(|pair| pair.starts_with("lang=")))
}

/// `asset` as the answer, compressed as the client accepts. Every header value is a static
/// string or shared bytes: building the answer copies nothing (this runs for every page view).
fn respond(asset: &Asset, status: StatusCode, request: &HeaderMap, head: bool) -> Response {
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
    headers.insert(header::VARY, HeaderValue::from_static("accept-encoding"));
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
    fn reads_the_language_from_the_query() {
        assert_eq!(page_query(Some("lang=hi")), (Lang::Hi, true));
        assert_eq!(page_query(Some("q=x&lang=hi-IN")), (Lang::Hi, false));
        assert_eq!(page_query(Some("lang=en")), (Lang::En, true));
        assert_eq!(page_query(Some("lang=fr")), (Lang::En, true));
        assert_eq!(page_query(Some("xlang=hi")), (Lang::En, false));
        assert_eq!(page_query(Some("")), (Lang::En, true));
        assert_eq!(page_query(Some("&lang=hi&")), (Lang::Hi, true));
        assert_eq!(page_query(None), (Lang::En, true));
    }

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

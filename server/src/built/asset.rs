//! One file of the site, ready to send (a file of the build, a page the build or the server
//! rendered, a feed), and the answer that sends it: compressed as the client accepts, with its
//! caching headers and entity tag.

use axum::body::{Body, Bytes};
use axum::http::{HeaderMap, HeaderValue, StatusCode, header};
use axum::response::{IntoResponse, Response};

use super::encoding::{self, negotiate};
use crate::digest::digest64;

/// The HTML page is checked on every visit so a release shows up at once.
pub(super) const CACHE_REVALIDATE: &str = "no-cache";

/// One file, ready to send.
#[derive(Debug, Clone)]
pub struct Asset {
    /// The `Content-Type` value.
    pub content_type: &'static str,
    /// The `Cache-Control` value.
    pub cache_control: &'static str,
    /// A strong `ETag` of the content.
    pub etag: HeaderValue,
    /// The file as built.
    pub identity: Bytes,
    /// Its Brotli copy, if the build made one.
    pub brotli: Option<Bytes>,
    /// Its gzip copy, if the build made one.
    pub gzip: Option<Bytes>,
}

impl Asset {
    /// A page the server rendered earlier and kept, with the copies it compressed then.
    pub fn kept_page(html: Bytes, brotli: Bytes, gzip: Bytes) -> Self {
        Self {
            content_type: "text/html; charset=utf-8",
            cache_control: CACHE_REVALIDATE,
            etag: etag(&html),
            identity: html,
            brotli: Some(brotli),
            gzip: Some(gzip),
        }
    }

    /// A page the server rendered (`render/`), compressed, checked on every visit like the
    /// build's pages.
    pub fn rendered_page(html: String) -> Self {
        Self::made(html, "text/html; charset=utf-8")
    }

    /// A document the server made (a rendered page, a feed, the sitemap), compressed, checked on
    /// every visit.
    pub fn made(text: String, content_type: &'static str) -> Self {
        let (brotli, gzip) = encoding::compress(text.as_bytes());
        let identity = Bytes::from(text);
        Self {
            content_type,
            cache_control: CACHE_REVALIDATE,
            etag: etag(&identity),
            identity,
            brotli: Some(brotli),
            gzip: Some(gzip),
        }
    }
}

/// The `Vary` of a file, and of a page whose address names its language.
pub(crate) const VARY_FILE: &str = "accept-encoding";
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

pub(super) fn etag(bytes: &[u8]) -> HeaderValue {
    HeaderValue::from_str(&format!("\"{:016x}-{:x}\"", digest64(bytes), bytes.len()))
        .expect("hex is a valid header value")
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

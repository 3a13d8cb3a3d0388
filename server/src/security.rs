//! Security headers on every response the server sends: pages, files, API answers and errors.

use axum::http::{HeaderName, HeaderValue, header};
use axum::response::Response;

/// What the app may load. Everything comes from this server; `'wasm-unsafe-eval'` lets the
/// browser compile wasm-core and nothing else; images may be inlined as `data:` URLs by the
/// build; PDFs from this server may be framed by its own pages and by nobody else's; the
/// contact page frames the OpenStreetMap map of the city.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; \
    script-src 'self' 'wasm-unsafe-eval'; \
    style-src 'self'; \
    img-src 'self' data:; \
    font-src 'self'; \
    connect-src 'self'; \
    frame-src 'self' https://www.openstreetmap.org; \
    object-src 'none'; \
    base-uri 'self'; \
    form-action 'self'; \
    frame-ancestors 'self'";

/// The headers added to every response that does not set them itself.
pub const HEADERS: [(HeaderName, &str); 7] = [
    (header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY),
    (header::X_CONTENT_TYPE_OPTIONS, "nosniff"),
    (header::X_FRAME_OPTIONS, "SAMEORIGIN"),
    (header::REFERRER_POLICY, "strict-origin-when-cross-origin"),
    (
        HeaderName::from_static("permissions-policy"),
        "camera=(), microphone=(), geolocation=(), payment=(), usb=()",
    ),
    (
        HeaderName::from_static("cross-origin-opener-policy"),
        "same-origin",
    ),
    (
        HeaderName::from_static("cross-origin-resource-policy"),
        "same-origin",
    ),
];

/// Sent on every answer when the site is served over TLS (`--secure-cookies`): browsers then
/// use only HTTPS for the site for a year. Subdomains are left out: the corporation's other
/// sites under the same domain are not this server's to bind.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000";

/// Adds [`HEADERS`] and [`STRICT_TRANSPORT_SECURITY`] to a response (the site is served over
/// TLS).
pub fn add_security_headers_tls(response: Response) -> Response {
    let mut response = add_security_headers(response);
    response
        .headers_mut()
        .entry(header::STRICT_TRANSPORT_SECURITY)
        .or_insert(HeaderValue::from_static(STRICT_TRANSPORT_SECURITY));
    response
}

/// API answers are never kept by a browser or a proxy unless they say otherwise: they may
/// carry an account, a session or what only staff may see.
pub fn no_store(mut response: Response) -> Response {
    response
        .headers_mut()
        .entry(header::CACHE_CONTROL)
        .or_insert(HeaderValue::from_static("no-store"));
    response
}

/// Adds [`HEADERS`] to a response (used with `tower::util::MapResponseLayer`: a plain function
/// on the way out; axum's `middleware::map_response` clones the service behind it and boxes a
/// future for every request: 8% of the home page's requests a second in an A/B of the two).
pub fn add_security_headers(mut response: Response) -> Response {
    let headers = response.headers_mut();
    for (name, value) in HEADERS {
        headers
            .entry(name)
            .or_insert(HeaderValue::from_static(value));
    }
    response
}

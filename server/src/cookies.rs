//! Cookies of a request. Every `Cookie` header counts (HTTP/2 may split them), and each is read
//! by wasm-core's rule, the one the browser side reads `document.cookie` with.

use axum::http::HeaderMap;
use axum::http::header::COOKIE;

/// The value of the cookie `name` in the request's `Cookie` headers, if any (the first, when
/// there are several).
pub fn cookie<'a>(headers: &'a HeaderMap, name: &str) -> Option<&'a str> {
    cookies(headers, name).next()
}

/// Every value of the cookie `name` in the request's `Cookie` headers, in order.
pub fn cookies<'a>(headers: &'a HeaderMap, name: &str) -> impl Iterator<Item = &'a str> {
    headers
        .get_all(COOKIE)
        .iter()
        .filter_map(|value| value.to_str().ok())
        .flat_map(move |cookies| wasm_core::cookies::values(cookies, name))
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    #[test]
    fn reads_every_cookie_header() {
        let mut headers = HeaderMap::new();
        assert_eq!(cookie(&headers, "smc_lang"), None);
        headers.append(COOKIE, HeaderValue::from_static("smc_session=abc"));
        headers.append(COOKIE, HeaderValue::from_static("theme=dark; smc_lang=hi"));
        assert_eq!(cookie(&headers, "smc_lang"), Some("hi"));
        assert_eq!(cookie(&headers, "smc_session"), Some("abc"));
        assert_eq!(cookie(&headers, "theme=dark"), None);
    }
}

//! Refusing state-changing requests that a page of another origin makes a signed-in browser
//! send. The session cookie is `SameSite=Strict`, but "site" is wider than "origin": a page on
//! another port of the same host is same-site, and its forms carry the cookie. Following the
//! OWASP cross-site request forgery cheat sheet (standard headers, then Fetch Metadata), a
//! request that changes state and is authenticated by the cookie must come from the site's own
//! origin:
//!
//! - with an `Origin` header, it must be one of the site's origins;
//! - without one, `Sec-Fetch-Site` must be `same-origin` or `none` (typed by the user);
//! - with neither, which no current browser does for such a request, it is refused if it
//!   carries the session cookie.
//!
//! Requests with `Authorization: Bearer` (scripts, tests) carry no ambient credential and pass.
//! A request from another origin without the cookie (a sign-in form on another site) is refused
//! too: the site's own pages have no reason to be driven from elsewhere.
//!
//! The site's origins are a setting (`--origin`, for a server behind a proxy, which may rewrite
//! `Host`); without it, the origin a request was addressed to (`Host`, with `https` when the
//! site's cookies are marked Secure and `http` otherwise).

use std::future::Future;
use std::pin::Pin;
use std::task::{Context, Poll};

use axum::extract::Request;
use axum::http::header::{AUTHORIZATION, HOST, ORIGIN};
use axum::http::{HeaderMap, HeaderName, Method};
use axum::response::{IntoResponse, Response};
use tower::{Layer, Service};

use crate::error::AppError;

const SEC_FETCH_SITE: HeaderName = HeaderName::from_static("sec-fetch-site");

/// The origins whose pages may change the site's state with its cookie.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteOrigins {
    /// As configured, in lower case without a trailing `/`; empty: the request's own `Host`.
    configured: Vec<String>,
    /// The scheme of the site when `configured` is empty.
    secure: bool,
}

impl SiteOrigins {
    /// `configured` origins (`https://smc.example.in`), or, when there are none, the origin
    /// each request was addressed to, over HTTPS when `secure`.
    pub fn new(configured: &[String], secure: bool) -> Self {
        Self {
            configured: configured
                .iter()
                .map(|origin| origin.trim().trim_end_matches('/').to_ascii_lowercase())
                .filter(|origin| !origin.is_empty())
                .collect(),
            secure,
        }
    }

    /// The site's address in links that leave its pages (a feed, the sitemap): the first
    /// configured origin, else the one `headers` were sent to; `None` without either.
    pub fn public_origin(&self, headers: &HeaderMap) -> Option<String> {
        if let Some(own) = self.configured.first() {
            return Some(own.clone());
        }
        let host = headers.get(HOST)?.to_str().ok()?;
        let scheme = if self.secure { "https" } else { "http" };
        Some(format!("{scheme}://{host}"))
    }

    /// Whether `origin` is one of the site's, for a request with these headers.
    fn allows(&self, origin: &[u8], headers: &HeaderMap) -> bool {
        if !self.configured.is_empty() {
            return self
                .configured
                .iter()
                .any(|own| own.as_bytes().eq_ignore_ascii_case(origin));
        }
        let Some(host) = headers.get(HOST) else {
            return false;
        };
        let scheme: &[u8] = if self.secure { b"https://" } else { b"http://" };
        origin.len() == scheme.len() + host.len()
            && origin[..scheme.len()].eq_ignore_ascii_case(scheme)
            && origin[scheme.len()..].eq_ignore_ascii_case(host.as_bytes())
    }

    /// Whether a request with `method` and `headers` may go ahead; `has_session_cookie` is asked
    /// only for a write with neither `Origin` nor `Sec-Fetch-Site`.
    pub fn permits(
        &self,
        method: &Method,
        headers: &HeaderMap,
        has_session_cookie: impl FnOnce() -> bool,
    ) -> bool {
        if method.is_safe() {
            return true;
        }
        let bearer = headers
            .get(AUTHORIZATION)
            .is_some_and(|value| value.as_bytes().starts_with(b"Bearer "));
        if bearer {
            return true;
        }
        if let Some(origin) = headers.get(ORIGIN) {
            return self.allows(origin.as_bytes(), headers);
        }
        match headers
            .get(SEC_FETCH_SITE)
            .map(axum::http::HeaderValue::as_bytes)
        {
            Some(b"same-origin" | b"none") => true,
            Some(_) => false,
            None => !has_session_cookie(),
        }
    }
}

/// Refuses, with 403 `cross_origin`, the requests [`SiteOrigins::permits`] does not.
#[derive(Debug, Clone)]
pub struct RefuseCrossOrigin {
    origins: SiteOrigins,
    /// The name of the session cookie.
    cookie: &'static str,
}

impl RefuseCrossOrigin {
    /// For a site of `origins` whose session cookie is named `cookie`.
    pub fn new(origins: SiteOrigins, cookie: &'static str) -> Self {
        Self { origins, cookie }
    }
}

impl<S> Layer<S> for RefuseCrossOrigin {
    type Service = Refusing<S>;

    fn layer(&self, inner: S) -> Refusing<S> {
        Refusing {
            inner,
            layer: self.clone(),
        }
    }
}

/// The service of [`RefuseCrossOrigin`].
#[derive(Debug, Clone)]
pub struct Refusing<S> {
    inner: S,
    layer: RefuseCrossOrigin,
}

impl<S> Service<Request> for Refusing<S>
where
    S: Service<Request, Response = Response>,
{
    type Response = Response;
    type Error = S::Error;
    type Future = MaybeRefused<S::Future>;

    fn poll_ready(&mut self, cx: &mut Context<'_>) -> Poll<Result<(), S::Error>> {
        self.inner.poll_ready(cx)
    }

    fn call(&mut self, request: Request) -> Self::Future {
        let headers = request.headers();
        let permitted = self.layer.origins.permits(request.method(), headers, || {
            crate::cookies::cookie(headers, self.layer.cookie).is_some()
        });
        if permitted {
            MaybeRefused::Passed {
                future: self.inner.call(request),
            }
        } else {
            tracing::info!(
                method = %request.method(),
                path = ?request.uri().path(),
                origin = ?headers.get(ORIGIN),
                "cross-origin request refused"
            );
            MaybeRefused::Refused {
                response: Some(AppError::CrossOrigin.into_response()),
            }
        }
    }
}

pin_project_lite::pin_project! {
    /// The inner service's answer, or the refusal.
    #[project = Projected]
    #[allow(missing_docs, reason = "the macro cannot carry docs of variants and fields")]
    pub enum MaybeRefused<F> {
        // Permitted: what the inner service answers.
        Passed { #[pin] future: F },
        // Refused.
        Refused { response: Option<Response> },
    }
}

impl<F, E> Future for MaybeRefused<F>
where
    F: Future<Output = Result<Response, E>>,
{
    type Output = Result<Response, E>;

    fn poll(self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<Self::Output> {
        match self.project() {
            Projected::Passed { future } => future.poll(cx),
            Projected::Refused { response } => {
                Poll::Ready(Ok(response.take().expect("polled after its answer")))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;

    use super::*;

    fn headers(pairs: &[(&'static str, &'static str)]) -> HeaderMap {
        let mut headers = HeaderMap::new();
        for (name, value) in pairs {
            headers.insert(*name, HeaderValue::from_static(value));
        }
        headers
    }

    #[test]
    fn without_a_setting_the_origin_must_be_the_host_addressed() {
        let site = SiteOrigins::new(&[], false);
        let post = Method::POST;
        let own = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:8080"),
        ]);
        assert!(site.permits(&post, &own, || true));
        let other_port = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:9999"),
        ]);
        assert!(!site.permits(&post, &other_port, || true));
        let tls = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "https://127.0.0.1:8080"),
        ]);
        assert!(
            !site.permits(&post, &tls, || true),
            "another scheme is another origin"
        );
        assert!(SiteOrigins::new(&[], true).permits(&post, &tls, || true));
        let null = headers(&[("host", "127.0.0.1:8080"), ("origin", "null")]);
        assert!(!site.permits(&post, &null, || true));
        assert!(
            site.permits(&Method::GET, &other_port, || true),
            "reads are not checked"
        );
    }

    #[test]
    fn a_configured_origin_is_the_only_one() {
        let site = SiteOrigins::new(&["https://SMC.example.in/".into()], true);
        let behind_proxy = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "https://smc.example.in"),
        ]);
        assert!(site.permits(&Method::DELETE, &behind_proxy, || true));
        let host_only = headers(&[
            ("host", "127.0.0.1:8080"),
            ("origin", "http://127.0.0.1:8080"),
        ]);
        assert!(!site.permits(&Method::PUT, &host_only, || true));
    }

    #[test]
    fn without_origin_fetch_metadata_decides_and_bearer_scripts_pass() {
        let site = SiteOrigins::new(&[], false);
        let post = Method::POST;
        let same = headers(&[("host", "h"), ("sec-fetch-site", "same-origin")]);
        assert!(site.permits(&post, &same, || true));
        let typed = headers(&[("host", "h"), ("sec-fetch-site", "none")]);
        assert!(site.permits(&post, &typed, || true));
        let same_site = headers(&[("host", "h"), ("sec-fetch-site", "same-site")]);
        assert!(!site.permits(&post, &same_site, || true));
        let bare = headers(&[("host", "h")]);
        assert!(
            !site.permits(&post, &bare, || true),
            "the cookie with no sign of where from"
        );
        assert!(site.permits(&post, &bare, || false), "a script signing in");
        let bearer = headers(&[
            ("host", "h"),
            ("origin", "http://evil"),
            ("authorization", "Bearer x"),
        ]);
        assert!(site.permits(&post, &bearer, || true));
    }
}

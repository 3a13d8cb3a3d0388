//! One log line for every request, the site's statistics and the record CERT-In asks for: its
//! request id (also sent back as `X-Request-Id`), method, path, status, how long the answer
//! took, the client's address (as `crate::client_address` gives it) and the account when
//! signed in, at target `access`. The query is never written: it may hold a citizen's search
//! words; nor is a feedback tracking number, which opens its message's answer.

use std::net::SocketAddr;
use std::sync::{Arc, OnceLock};
use std::time::Instant;

use axum::extract::{ConnectInfo, Request, State};
use axum::http::{HeaderName, HeaderValue, request::Parts};
use axum::middleware::Next;
use axum::response::Response;

use crate::client_address::TrustedProxies;
use crate::metrics::Metrics;
use crate::random::random_hex;

/// The header that carries a request's id.
pub static REQUEST_ID: HeaderName = HeaderName::from_static("x-request-id");

/// The longest request id taken from a trusted proxy.
const MOST_ID_CHARS: usize = 64;

/// Where a request's handler notes the account that made it, for its log line.
#[derive(Debug, Clone, Default)]
pub struct SignedInAs(Arc<OnceLock<String>>);

impl SignedInAs {
    /// Notes that the request of `parts` was made by `username` (once; later notes are ignored).
    pub fn note(parts: &Parts, username: &str) {
        if let Some(slot) = parts.extensions.get::<Self>() {
            let _ = slot.0.set(username.to_owned());
        }
    }
}

/// Logs the request once it has its answer, counts it in the metrics, and gives the answer its
/// request id; with any state that holds the trusted proxies and the metrics.
pub async fn record<S: AsRef<TrustedProxies> + AsRef<Metrics>>(
    State(state): State<S>,
    mut request: Request,
    next: Next,
) -> Response {
    let proxies: &TrustedProxies = state.as_ref();
    let started = Instant::now();
    let peer = request
        .extensions()
        .get::<ConnectInfo<SocketAddr>>()
        .map(|ConnectInfo(peer)| peer.ip());
    let client = peer.map(|peer| proxies.client(peer, request.headers()));
    // A trusted proxy's id is kept, so that its log and this one name a request alike.
    let id = peer
        .filter(|&peer| proxies.trusts(peer))
        .and_then(|_| request.headers().get(&REQUEST_ID))
        .and_then(|value| value.to_str().ok())
        .filter(|id| is_request_id(id))
        .map_or_else(random_hex::<12>, str::to_owned);
    let account = SignedInAs::default();
    request.extensions_mut().insert(account.clone());
    let method = request.method().clone();
    let path = loggable_path(request.uri().path());

    let mut response = next.run(request).await;
    if let Ok(value) = HeaderValue::from_str(&id) {
        response.headers_mut().insert(REQUEST_ID.clone(), value);
    }
    let took = started.elapsed();
    let metrics: &Metrics = state.as_ref();
    metrics.answered(&path, response.status().as_u16(), took);
    let ms = (took.as_secs_f64() * 10_000.0).round() / 10.0;
    tracing::info!(
        target: "access",
        request_id = %id,
        method = %method,
        path = %path,
        status = response.status().as_u16(),
        ms,
        client = client.map(|client| client.to_string()),
        account = account.0.get().map(String::as_str),
        "request"
    );
    response
}

/// Whether `id` may be a request id: 1 to 64 letters, digits, `-` and `_`.
fn is_request_id(id: &str) -> bool {
    (1..=MOST_ID_CHARS).contains(&id.len())
        && id
            .bytes()
            .all(|byte| byte.is_ascii_alphanumeric() || byte == b'-' || byte == b'_')
}

/// `path` as the log writes it: a feedback tracking number is replaced by its route's name.
fn loggable_path(path: &str) -> String {
    match path.strip_prefix("/api/feedback/") {
        Some(rest) if !rest.is_empty() => {
            let after = rest.find('/').map_or("", |slash| &rest[slash..]);
            format!("/api/feedback/{{trackingId}}{after}")
        }
        _ => path.to_owned(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tracking_number_is_not_written() {
        assert_eq!(
            loggable_path("/api/feedback/SMC-7K2M-9QXD"),
            "/api/feedback/{trackingId}"
        );
        assert_eq!(
            loggable_path("/api/feedback/AB12/reply"),
            "/api/feedback/{trackingId}/reply"
        );
        assert_eq!(loggable_path("/api/feedback"), "/api/feedback");
        assert_eq!(loggable_path("/api/feedback/"), "/api/feedback/");
        assert_eq!(loggable_path("/notices"), "/notices");
    }

    #[test]
    fn request_ids_from_a_proxy_are_short_and_plain() {
        assert!(is_request_id("5f0c1a2b3c4d5e6f7a8b9c0d1e2f3a4b"));
        assert!(is_request_id("req_1-a"));
        assert!(!is_request_id(""));
        assert!(!is_request_id("a b"));
        assert!(!is_request_id("a\"}"));
        assert!(!is_request_id(&"a".repeat(65)));
    }
}

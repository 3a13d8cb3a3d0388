//! The maintenance guard in front of every route: while the switch (`maintenance.rs`) is on, a
//! visitor who is not signed in gets the notice (503, never cached, not indexed) for all but
//! what staff need to sign in and work.

use axum::Json;
use axum::extract::{Request, State};
use axum::http::{HeaderValue, StatusCode, header};
use axum::middleware::Next;
use axum::response::{Html, IntoResponse, Response};
use serde_json::json;

use crate::auth::extract::SignedIn;
use crate::maintenance::notice_page;
use crate::state::AppState;

/// What a client is told to wait before asking again (seconds).
const RETRY_AFTER_SECONDS: &str = "600";

/// Answers a request that a visitor may not make while the switch is on with the notice.
pub async fn guard(State(state): State<AppState>, request: Request, next: Next) -> Response {
    let Some(notice) = state.maintenance.current() else {
        return next.run(request).await;
    };
    let path = request.uri().path();
    if staff_may_need(path) || state.site.file(path).is_some() {
        return next.run(request).await;
    }
    if SignedIn::from_headers(request.headers(), &state)
        .await
        .is_ok()
    {
        return next.run(request).await;
    }
    let mut response = if path == "/api" || path.starts_with("/api/") {
        let error = json!({
            "code": "maintenance",
            "message": notice.en,
            "notice": { "en": notice.en, "hi": notice.hi },
        });
        (
            StatusCode::SERVICE_UNAVAILABLE,
            Json(json!({ "error": error })),
        )
            .into_response()
    } else {
        (StatusCode::SERVICE_UNAVAILABLE, Html(notice_page(&notice))).into_response()
    };
    let headers = response.headers_mut();
    headers.insert(header::CACHE_CONTROL, HeaderValue::from_static("no-store"));
    headers.insert(
        header::RETRY_AFTER,
        HeaderValue::from_static(RETRY_AFTER_SECONDS),
    );
    headers.insert("x-robots-tag", HeaderValue::from_static("noindex"));
    response
}

/// Whether `path` is one staff need to sign in and work: the admin area's pages, sign-in (the
/// page, its plain form and the API), and the health and readiness checks.
fn staff_may_need(path: &str) -> bool {
    let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
    under("/admin")
        || under("/login")
        || under("/api/scm-auth")
        || path == "/api/health"
        || path == "/api/ready"
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn staff_keep_the_admin_area_and_sign_in() {
        for path in [
            "/admin",
            "/admin/dashboard",
            "/login",
            "/api/scm-auth/login",
            "/api/health",
            "/api/ready",
        ] {
            assert!(staff_may_need(path), "{path}");
        }
        for path in [
            "/",
            "/administration",
            "/api/events",
            "/uploads/a.pdf",
            "/document",
            "/feeds/en/notices.atom",
        ] {
            assert!(!staff_may_need(path), "{path}");
        }
    }
}

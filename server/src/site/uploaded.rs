//! `GET /uploads/<name>`: a stored file, with the media type it was recorded with,
//! `X-Content-Type-Options: nosniff` (from the security headers), an inline
//! `Content-Disposition` with a safe file name, and a year of caching (names are never reused).
//! Range requests work, so PDF viewers can fetch pages as they need them.
//!
//! Visitors get only the files that a version they see now (or in an archive) or a hoarding
//! circular published before (`GET /api/hoarding`'s history) names; a file that only a draft, a version in review, a version waiting for its
//! moment or a version no longer shown names (or nothing yet, or a citizen's feedback) is
//! served to signed-in staff alone, never kept by a cache (`private, no-store`), and is the
//! app's 404 page for anyone else: an attachment cannot be read by guessing its address before
//! it is public, and no cache holds it for a year before then.

use axum::body::Body;
use axum::extract::{Path, Request, State};
use axum::http::{HeaderValue, header};
use axum::response::{IntoResponse, Response};
use tower::ServiceExt;
use tower_http::services::ServeFile;

use super::serve_site;
use crate::auth::extract::SignedIn;
use crate::error::AppError;
use crate::state::AppState;
use crate::uploads::{is_issued_name, uploads_url};

/// Answers `GET /uploads/<name>`; any name this server did not issue is the app's 404 page.
pub async fn serve_upload(
    State(state): State<AppState>,
    Path(name): Path<String>,
    request: Request,
) -> Response {
    let record = if is_issued_name(&name) {
        let (store, lookup) = (state.store.clone(), name.clone());
        match tokio::task::spawn_blocking(move || store.upload(&lookup)).await {
            Ok(Ok(record)) => record,
            Ok(Err(error)) => return AppError::from(error).into_response(),
            Err(error) => return AppError::from(error).into_response(),
        }
    } else {
        None
    };
    let Some(record) = record else {
        return serve_site(State(state), request).await;
    };
    let url = uploads_url(&name);
    let public = !record.feedback
        && state
            .content
            .snapshot()
            .is_public_file(&url, state.clock.moment())
        || {
            let store = state.store.clone();
            matches!(
                tokio::task::spawn_blocking(move || store.hoarding()).await,
                Ok(Ok(hoarding)) if hoarding.history.iter().any(|record| record.url == url)
            )
        };
    if !public
        && SignedIn::from_headers(request.headers(), &state)
            .await
            .is_err()
    {
        return serve_site(State(state), request).await;
    }
    let path = state.uploads.path_of(&name);
    let Ok(response) = ServeFile::new(path).oneshot(request).await;
    let (mut parts, body) = response.into_parts();
    if parts.status.is_success() || parts.status == axum::http::StatusCode::NOT_MODIFIED {
        let headers = &mut parts.headers;
        if let Ok(media_type) = HeaderValue::from_str(&record.media_type) {
            headers.insert(header::CONTENT_TYPE, media_type);
        }
        if let Ok(disposition) =
            HeaderValue::from_str(&format!("inline; filename=\"{}\"", record.file_name))
        {
            headers.insert(header::CONTENT_DISPOSITION, disposition);
        }
        headers.insert(
            header::CACHE_CONTROL,
            HeaderValue::from_static(if public {
                "public, max-age=31536000, immutable"
            } else {
                "private, no-store"
            }),
        );
    }
    Response::from_parts(parts, Body::new(body))
}

//! The HTTP API under `/api`, one module per resource.

mod accounts;
mod audit;
mod auth;
pub mod content;
mod document_text;
pub mod events;
mod feedback;
mod feedback_figures;
mod feedback_form;
mod feedback_reopen;
mod feedback_settings;
mod feedback_status;
pub mod health;
mod hoarding;
mod login_form;
pub mod page_feedback;
mod rendering;
mod request_page;
mod review;
mod search;
pub mod subscriptions;
mod upload;

use axum::Json;
use axum::Router;
use axum::extract::DefaultBodyLimit;
use axum::extract::rejection::JsonRejection;
use axum::http::header::CONTENT_TYPE;
use axum::http::{HeaderMap, StatusCode};
use axum::routing::{MethodRouter, get};

use crate::connections::is_too_slow;
use crate::cross_origin::RefuseCrossOrigin;
use crate::error::AppError;
use crate::security::no_store;
use crate::state::AppState;
use tower::util::MapResponseLayer;

/// The login page's own address: the page (`GET`, the site's) and its plain form (`POST`,
/// `login_form.rs`), under the Origin rule of the API.
pub fn login_page(refuse: RefuseCrossOrigin) -> MethodRouter<AppState> {
    let page: MethodRouter<AppState> = get(crate::site::serve_site)
        .post(login_form::log_in_with_form)
        .layer(DefaultBodyLimit::max(auth::LOGIN_BODY_MAX_BYTES));
    page.layer(refuse)
}

/// The feedback page's own address: the page (`GET`, the site's) and its plain form (`POST`,
/// `feedback_form.rs`, with a photo), under the Origin rule of the API.
pub fn feedback_page(refuse: RefuseCrossOrigin) -> MethodRouter<AppState> {
    let page: MethodRouter<AppState> = get(crate::site::serve_site)
        .post(feedback_form::send_with_form)
        .layer(DefaultBodyLimit::max(feedback::WITH_PHOTO_BODY_MAX_BYTES));
    page.layer(refuse)
}

/// The status page's own address: rendered for the number it asks for (`feedback_status.rs`),
/// and its plain form that reopens a resolved message (`feedback_reopen.rs`), under the Origin
/// rule of the API.
pub fn feedback_status_page(refuse: RefuseCrossOrigin) -> MethodRouter<AppState> {
    let page: MethodRouter<AppState> = get(feedback_status::serve_status)
        .post(feedback_reopen::reopen_with_form)
        .layer(DefaultBodyLimit::max(feedback::MESSAGE_BODY_MAX_BYTES));
    page.layer(refuse)
}

/// The page of the public figures of citizens' messages, rendered with them
/// (`feedback_figures.rs`).
pub fn feedback_figures_page() -> MethodRouter<AppState> {
    get(feedback_figures::serve_figures)
}

/// Every API route; unknown paths under `/api` answer a JSON 404, not the app's page. Writes
/// from another origin's pages are refused (`cross_origin.rs`), and no answer is stored by a
/// browser or a proxy unless it says so.
pub fn api_router(refuse: RefuseCrossOrigin) -> Router<AppState> {
    Router::new()
        .merge(health::router())
        .merge(accounts::router())
        .merge(audit::router())
        .merge(auth::router())
        .merge(content::router())
        .merge(document_text::router())
        .merge(rendering::router())
        .merge(review::router())
        .merge(events::router())
        .merge(feedback::router())
        .merge(feedback_settings::router())
        .merge(hoarding::router())
        .merge(page_feedback::router())
        .merge(search::router())
        .merge(subscriptions::router())
        .merge(upload::router())
        .fallback(|| async { AppError::NotFound })
        .layer(refuse)
        .layer(MapResponseLayer::new(no_store))
}

/// Whether the request's body is of the media type `media` (`multipart/form-data`), as its
/// `Content-Type` says, whatever the case and the parameters (`; boundary=…`).
pub(crate) fn sent_as(headers: &HeaderMap, media: &str) -> bool {
    headers
        .get(CONTENT_TYPE)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.split(';').next())
        .is_some_and(|value| value.trim().eq_ignore_ascii_case(media))
}

/// The value of a JSON body, or why not: 413 over the route's limit, 415 without a JSON
/// content type, 408 when it arrived too slowly, 400 for anything unreadable.
pub(crate) fn json_body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, AppError> {
    body.map(|Json(value)| value)
        .map_err(|rejection| match rejection.status() {
            _ if is_too_slow(&rejection) => AppError::TooSlow,
            StatusCode::PAYLOAD_TOO_LARGE => AppError::TooLarge("The request is too large."),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => {
                AppError::UnsupportedType("Send JSON (Content-Type: application/json).")
            }
            _ => AppError::BadRequest("The request body is not the JSON this call expects."),
        })
}

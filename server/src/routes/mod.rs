//! The HTTP API under `/api`, one module per resource.

mod auth;
pub mod events;
mod health;
mod hoarding;
mod upload;

use axum::Json;
use axum::Router;
use axum::extract::rejection::JsonRejection;
use axum::http::StatusCode;

use crate::AppState;
use crate::error::AppError;

/// Every API route; unknown paths under `/api` answer a JSON 404, not the app's page.
pub fn api_router() -> Router<AppState> {
    Router::new()
        .merge(health::router())
        .merge(auth::router())
        .merge(events::router())
        .merge(hoarding::router())
        .merge(upload::router())
        .fallback(|| async { AppError::NotFound })
}

/// The value of a JSON body, or why not: 413 over the route's limit, 415 without a JSON
/// content type, 400 for anything unreadable.
pub(crate) fn json_body<T>(body: Result<Json<T>, JsonRejection>) -> Result<T, AppError> {
    body.map(|Json(value)| value)
        .map_err(|rejection| match rejection.status() {
            StatusCode::PAYLOAD_TOO_LARGE => AppError::TooLarge("The request is too large."),
            StatusCode::UNSUPPORTED_MEDIA_TYPE => {
                AppError::UnsupportedType("Send JSON (Content-Type: application/json).")
            }
            _ => AppError::BadRequest("The request body is not the JSON this call expects."),
        })
}

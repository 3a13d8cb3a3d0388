//! The HTTP API under `/api`, one module per resource.

mod auth;
mod events;
mod health;
mod hoarding;

use axum::Router;

use crate::AppState;
use crate::error::AppError;

/// Every API route; unknown paths under `/api` answer a JSON 404, not the app's page.
pub fn api_router() -> Router<AppState> {
    Router::new()
        .merge(health::router())
        .merge(auth::router())
        .merge(events::router())
        .merge(hoarding::router())
        .fallback(|| async { AppError::NotFound })
}

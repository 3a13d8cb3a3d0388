//! `GET /api/events`: the events of the gallery, newest first (the writes come with the admin
//! area).

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use wasm_core::model::events::Event;

use crate::AppState;
use crate::error::AppError;

/// The events routes.
pub fn router() -> Router<AppState> {
    Router::new().route("/events", get(list_events))
}

async fn list_events(State(state): State<AppState>) -> Result<Json<Vec<Event>>, AppError> {
    let store = state.store.clone();
    Ok(Json(
        tokio::task::spawn_blocking(move || store.list_events()).await??,
    ))
}

//! `GET /api/health`: whether the server and its store answer.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::AppState;
use crate::error::AppError;

/// The health route.
pub fn router() -> Router<AppState> {
    Router::new().route("/health", get(get_health))
}

/// 200 `{"status": "ok", "schemaVersion": n}` once the store has answered a read.
async fn get_health(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let store = state.store.clone();
    let version = tokio::task::spawn_blocking(move || store.schema_version()).await??;
    Ok(Json(json!({ "status": "ok", "schemaVersion": version })))
}

//! Watching the server: `GET /api/health`, whether the server and its store answer (the
//! process is alive), and `GET /api/ready`, whether it can serve citizens now: the store
//! answers, the pages can be rendered, and its disk has room. A load balancer or a monitor sends
//! traffic or an alert by the second; neither says anything a visitor must not know.

use axum::extract::State;
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::disk::space_of;
use crate::error::AppError;
use crate::state::AppState;

/// The health and readiness routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/health", get(get_health))
        .route("/ready", get(get_ready))
}

/// 200 `{"status": "ok", "schemaVersion": n}` once the store has answered a read.
async fn get_health(State(state): State<AppState>) -> Result<Json<Value>, AppError> {
    let store = state.store.clone();
    let version = tokio::task::spawn_blocking(move || store.schema_version()).await??;
    Ok(Json(json!({ "status": "ok", "schemaVersion": version })))
}

/// 200 `{"status": "ready"}`, or 503 `{"status": "not_ready", "reasons": […]}` with one sentence
/// for each check that failed.
async fn get_ready(State(state): State<AppState>) -> Response {
    let mut reasons = Vec::new();
    let (store, checks) = (state.store.clone(), state.ready.clone());
    let checked = tokio::task::spawn_blocking(move || {
        let schema = store.schema_version().map_err(|error| error.to_string());
        let space = space_of(&checks.data_dir).map_err(|error| error.to_string());
        (schema, space)
    })
    .await;
    let (schema, space) =
        checked.unwrap_or_else(|error| (Err(error.to_string()), Err(error.to_string())));
    if let Err(error) = schema {
        reasons.push(format!("store: {error}"));
    }
    let rendering = state.rendering.status();
    if let Some(error) = &rendering.error {
        reasons.push(format!("pages: cannot be rendered: {error}"));
    } else if rendering.rendered_generation.is_none() {
        reasons.push("pages: not rendered yet".to_owned());
    }
    match space {
        Ok(space) if space.free < state.ready.min_free_disk => reasons.push(format!(
            "disk: {} MiB free, below {} MiB",
            space.free >> 20,
            state.ready.min_free_disk >> 20
        )),
        Ok(_) => {}
        Err(error) => reasons.push(format!("disk: cannot be read: {error}")),
    }
    if reasons.is_empty() {
        Json(json!({ "status": "ready" })).into_response()
    } else {
        tracing::warn!(?reasons, "not ready");
        let body = json!({ "status": "not_ready", "reasons": reasons });
        (StatusCode::SERVICE_UNAVAILABLE, Json(body)).into_response()
    }
}

//! `GET /api/rendering` (signed-in staff): where the rendering of the public pages stands, so the
//! admin area can tell an editor that a save is on the site, or that a page could not be rendered
//! and still shows its last good version.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::auth::extract::SignedIn;
use crate::state::AppState;

/// The rendering route.
pub fn router() -> Router<AppState> {
    Router::new().route("/rendering", get(rendering))
}

async fn rendering(State(state): State<AppState>, _staff: SignedIn) -> Json<Value> {
    let status = state.rendering.status();
    let mut value = serde_json::to_value(status).expect("a status serialises");
    value["contentGeneration"] = json!(state.content.snapshot().generation);
    Json(value)
}

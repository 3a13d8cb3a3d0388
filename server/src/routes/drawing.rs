//! `GET /api/drawing` (signed-in staff): where the drawing of the public pages stands, so the
//! admin area can tell an editor that a save is on the site, or that a page could not be drawn
//! and still shows its last good version.

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};
use serde_json::{Value, json};

use crate::auth::extract::SignedIn;
use crate::state::AppState;

/// The drawing route.
pub fn router() -> Router<AppState> {
    Router::new().route("/drawing", get(drawing))
}

async fn drawing(State(state): State<AppState>, _staff: SignedIn) -> Json<Value> {
    let status = state.drawing.status();
    let mut value = serde_json::to_value(status).expect("a status serialises");
    value["contentGeneration"] = json!(state.content.snapshot().generation);
    Json(value)
}

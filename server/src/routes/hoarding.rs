//! `GET /api/hoarding`: the current hoarding circular and the history (saving one comes with
//! the admin area).

use axum::extract::State;
use axum::routing::get;
use axum::{Json, Router};

use crate::AppState;
use crate::error::AppError;
use crate::store::hoarding::HoardingState;

/// The hoarding routes.
pub fn router() -> Router<AppState> {
    Router::new().route("/hoarding", get(get_hoarding))
}

async fn get_hoarding(State(state): State<AppState>) -> Result<Json<HoardingState>, AppError> {
    let store = state.store.clone();
    Ok(Json(
        tokio::task::spawn_blocking(move || store.hoarding()).await??,
    ))
}

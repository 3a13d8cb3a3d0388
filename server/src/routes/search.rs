//! `GET /api/search?q=&lang=&group=&page=`: the site search (`crate::search`), for everyone.
//! Its answer changes only when what visitors see changes, so it carries an entity tag and a
//! repeated search of an unchanged site answers 304.

use axum::Router;
use axum::extract::{Query, State};
use axum::response::Response;
use axum::routing::get;
use tower_http::compression::CompressionLayer;

use super::content::answered;
use crate::AppState;
use crate::error::AppError;
use crate::search::Ask;

/// The search route.
pub fn router() -> Router<AppState> {
    Router::new().route("/search", get(search).layer(CompressionLayer::new()))
}

async fn search(
    State(state): State<AppState>,
    Query(params): Query<Vec<(String, String)>>,
    headers: axum::http::HeaderMap,
) -> Result<Response, AppError> {
    let ask = Ask::from_params(&params).map_err(|bad| AppError::BadRequest(bad.message()))?;
    let now = state.auth.clock.moment();
    let search = state.search.clone();
    // Making the index after a change takes some milliseconds of CPU: off the async threads.
    let answer = tokio::task::spawn_blocking(move || search.answer(&ask, now)).await?;
    Ok(answered(answer, &headers, true))
}

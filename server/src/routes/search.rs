//! `GET /api/search?q=&lang=&group=&page=`: the site search (`crate::search`), for everyone.
//! Its answer changes only when what visitors see changes, so it carries an entity tag and a
//! repeated search of an unchanged site answers 304. `Server-Timing: search;dur=…` says how
//! long the search itself took (milliseconds), for the benchmark and for a browser's tools.

use std::time::Instant;

use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderValue;
use axum::response::Response;
use axum::routing::get;
use tower_http::compression::CompressionLayer;

use super::content::answered;
use crate::error::AppError;
use crate::search::Ask;
use crate::state::AppState;

/// The header that says how long the server took (the standard's name; `http` has no constant).
const SERVER_TIMING: &str = "server-timing";

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
    let now = state.clock.moment();
    let search = state.search.clone();
    // Making the index after a change takes some milliseconds of CPU: off the async threads.
    let (answer, took) = tokio::task::spawn_blocking(move || {
        let started = Instant::now();
        let answer = search.answer(&ask, now);
        (answer, started.elapsed())
    })
    .await?;
    let mut response = answered(answer, &headers, true);
    let timing = format!("search;dur={:.3}", took.as_secs_f64() * 1000.0);
    if let Ok(value) = HeaderValue::from_str(&timing) {
        response.headers_mut().insert(SERVER_TIMING, value);
    }
    Ok(response)
}

//! The public figures of citizens' messages (`wasm_core::feedback_figures`): `GET
//! /api/feedback/figures` as JSON, and the page `/feedback/figures`, rendered for each request
//! with them (key `feedback-figures` of the page's store) so it reads in full before and
//! without any script. Counts and medians only: nothing about a person. Never stored by a
//! browser or a proxy for long: the figures change with each message.

use axum::Json;
use axum::extract::{Request, State};
use axum::http::header::CACHE_CONTROL;
use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use wasm_core::feedback_figures::{FeedbackFigures, figures_of};
use wasm_core::routes::{self, Resolution};

use crate::error::AppError;
use crate::site::serve_site;
use crate::state::AppState;

/// The key the figures page reads them under.
const FIGURES_KEY: &str = "feedback-figures";

/// The figures now.
async fn figures_now(state: &AppState) -> Result<FeedbackFigures, AppError> {
    let (store, now) = (state.store.clone(), state.clock.moment());
    let all = tokio::task::spawn_blocking(move || store.all_feedback()).await??;
    Ok(figures_of(&all, now))
}

/// `GET /api/feedback/figures`.
pub async fn figures(State(state): State<AppState>) -> Result<Json<FeedbackFigures>, AppError> {
    figures_now(&state).await.map(Json)
}

/// `GET /feedback/figures`: the page rendered with the figures of now.
pub async fn serve_figures(State(state): State<AppState>, request: Request) -> Response {
    let (method, uri) = (request.method(), request.uri());
    let route = match routes::resolve(uri.path()) {
        Resolution::Page(route) if method == Method::GET || method == Method::HEAD => route,
        _ => return serve_site(State(state), request).await,
    };
    let (request, _) = request.into_parts();
    let figures = match figures_now(&state).await {
        Ok(figures) => figures,
        Err(error) => return error.into_response(),
    };
    let mut response = super::request_page::rendered_for_request(
        &state,
        route,
        &request,
        json!({ FIGURES_KEY: figures }),
        StatusCode::OK,
    )
    .await;
    response
        .headers_mut()
        .insert(CACHE_CONTROL, HeaderValue::from_static("no-cache"));
    response
}

//! `GET /api/content/document-text?file=/uploads/….pdf`: the text of a document visitors may
//! download (`crate::content::texts`), for everyone: `{"text": {...}}`, or `{"text": null}`
//! when it has not been read; 404 for a file visitors may not download. The web app's content
//! store keeps it as it keeps a list (`document-text?file=…`), hence its address among the
//! lists'. Like them, it carries an entity tag, and an unchanged text answers 304.

use axum::Router;
use axum::extract::{Query, State};
use axum::http::HeaderMap;
use axum::response::Response;
use axum::routing::get;
use serde::Deserialize;
use tower_http::compression::CompressionLayer;

use super::content::answered;
use crate::error::AppError;
use crate::state::AppState;

/// The route.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/content/document-text",
        get(document_text).layer(CompressionLayer::new()),
    )
}

#[derive(Deserialize)]
struct Asked {
    file: String,
}

async fn document_text(
    State(state): State<AppState>,
    asked: Result<Query<Asked>, axum::extract::rejection::QueryRejection>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let Query(Asked { file }) =
        asked.map_err(|_| AppError::BadRequest("Name the document with file=."))?;
    let now = state.clock.moment();
    let answer = state
        .content
        .document_text(&file, now)
        .ok_or(AppError::NotFound)?;
    Ok(answered(answer, &headers, true))
}

//! The hoarding circular: `GET /api/hoarding` (the current one and the history) for everyone,
//! `POST /api/hoarding {url}` for admins, where the URL must name a PDF this server issued.
//! The audit log records each save in the same write: `publish` of kind `hoarding`, the PDF's
//! stored name as the item, put on the site by its publisher without review.

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;

use super::json_body;
use crate::AppState;
use crate::auth::extract::Publisher;
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::store::audit::AuditEntry;
use crate::store::hoarding::{HoardingRecord, HoardingState};
use crate::uploads::name_of_url;
use wasm_core::workflow::Action;

/// Most bytes of a save request (a URL of this server is under 60).
const SAVE_BODY_MAX_BYTES: usize = 4 * 1024;

/// The hoarding routes.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/hoarding",
        get(get_hoarding)
            .post(save_hoarding)
            .layer(DefaultBodyLimit::max(SAVE_BODY_MAX_BYTES)),
    )
}

async fn get_hoarding(State(state): State<AppState>) -> Result<Json<HoardingState>, AppError> {
    let store = state.store.clone();
    Ok(Json(
        tokio::task::spawn_blocking(move || store.hoarding()).await??,
    ))
}

/// The save payload: `{url}`, the address of a PDF this server issued.
#[derive(Deserialize)]
struct SaveRequest {
    url: String,
}

async fn save_hoarding(
    State(state): State<AppState>,
    admin: Publisher,
    ClientAddress(address): ClientAddress,
    body: Result<Json<SaveRequest>, JsonRejection>,
) -> Result<(StatusCode, Json<HoardingRecord>), AppError> {
    let SaveRequest { url } = json_body(body)?;
    let record = HoardingRecord {
        url,
        saved_at: state.auth.clock.rfc3339(),
    };
    let (store, saved) = (state.store.clone(), record.clone());
    let (by, clock) = (admin.0.clone(), state.auth.clock.clone());
    tokio::task::spawn_blocking(move || {
        store.change(|change| {
            by.still_live(change, &clock)?;
            let name = name_of_url(&saved.url);
            let issued = match name {
                Some(name) => change
                    .upload(name)?
                    .is_some_and(|upload| upload.media_type == "application/pdf"),
                None => false,
            };
            if !issued {
                return Err(AppError::Invalid(vec![("url", vec!["not_issued"])]));
            }
            change.add_hoarding_record(&saved)?;
            let mut entry = AuditEntry::new(&saved.saved_at, &by.user.username, Action::Publish)
                .from(address)
                .on("hoarding", name.unwrap_or_default());
            entry.unreviewed = true;
            change.append_audit(&entry)?;
            Ok(())
        })
    })
    .await??;
    tracing::info!(admin = %admin.0.user.username, url = ?record.url, "hoarding circular saved");
    Ok((StatusCode::CREATED, Json(record)))
}

//! The hoarding circular's calls, whose paths, fields and answers stay as the upload page knew
//! them, over the content kind `hoarding` (one document, `crate::store::hoarding`):
//!
//! - `GET /api/hoarding` for everyone: `{current, history}`, the circular visitors see now and
//!   every one published so far, newest first (`{url, savedAt}` each), from the document and
//!   its revisions;
//! - `POST /api/hoarding {url}` for publishers and admins, where the URL must name a PDF this
//!   server issued: a new version of the document with that PDF, named by the financial year of
//!   the day it is saved in India and issued that day, saved through the content API's one
//!   write path ([`commit`], `crate::content::save::replace`): the kind's rules, a revision, the
//!   pages re-rendered before it answers (its `Pages` header says whether they were), and the audit
//!   entry in the same write: `publish` of kind `hoarding`, the PDF's stored name as the item,
//!   put on the site by its publisher without review.

use std::sync::{Arc, OnceLock};

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::StatusCode;
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde::Deserialize;
use wasm_core::model::hoarding::HoardingCircular;
use wasm_core::model::kinds::Kind;
use wasm_core::validate::moment_seconds;
use wasm_core::workflow::Action;

use super::content::{Actor, commit, pages_header};
use super::json_body;
use crate::audit::india::day_in_india;
use crate::auth::extract::Publisher;
use crate::client_address::ClientAddress;
use crate::content::save;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::hoarding::{HoardingRecord, HoardingState, ID};
use crate::uploads::name_of_url;

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
    Publisher(signed_in): Publisher,
    address: ClientAddress,
    body: Result<Json<SaveRequest>, JsonRejection>,
) -> Result<Response, AppError> {
    let SaveRequest { url } = json_body(body)?;
    let actor = Actor { signed_in, address };
    let saved_url = url.clone();
    // When it was saved: the moment of the write, which its revision records.
    let moment = Arc::new(OnceLock::new());
    let saved_at = Arc::clone(&moment);
    let (_, pages) = commit(
        &state,
        &actor,
        Kind::Hoarding,
        Vec::new(),
        move |change, context| {
            let name = name_of_url(&saved_url);
            let issued = match name {
                Some(name) => change.upload(name)?.is_some_and(|upload| {
                    upload.media_type == "application/pdf" && !upload.feedback
                }),
                None => false,
            };
            let Some(name) = name.filter(|_| issued) else {
                return Err(AppError::Invalid(vec![("url", vec!["not_issued"])]));
            };
            let day = moment_seconds(context.now)
                .and_then(|seconds| u64::try_from(seconds).ok())
                .map(day_in_india)
                .unwrap_or_default();
            let data = serde_json::to_value(HoardingCircular::saved_on(&saved_url, &day))
                .expect("a circular always serialises");
            // Read inside the write: the version someone else saved a moment ago is replaced.
            let current = change
                .content_item(Kind::Hoarding, ID)?
                .ok_or(AppError::NotFound)?;
            let mut saved =
                save::replace(change, Kind::Hoarding, ID, current.version, data, context)?;
            saved_at.get_or_init(|| context.now.to_owned());
            // The log names the circular by its PDF, as it always has.
            saved.action = Action::Publish;
            name.clone_into(&mut saved.id);
            Ok(saved)
        },
    )
    .await?;
    let saved_at = moment.get().cloned().unwrap_or_default();
    tracing::info!(by = %actor.name(), %url, "hoarding circular saved");
    let record = HoardingRecord { url, saved_at };
    Ok((StatusCode::CREATED, [pages_header(pages)], Json(record)).into_response())
}

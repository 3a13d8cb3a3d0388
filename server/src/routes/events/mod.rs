//! The events calls, whose paths, fields, limits and messages stay as the first clients knew
//! them, over the content kind `events`: an event is ordinary content, saved, reviewed, revised
//! and audited as every item is (`crate::content::save`, through the content API's
//! [`commit`]), and judged by the kind's one set of rules. These calls only read their multipart form and find an event by
//! its title.
//!
//! - `GET /api/events`: the events visitors see now (published, within their time), newest
//!   first, as a bare list: the same in-memory answer as `GET /api/content/events`'s items;
//! - `POST /api/events` (`data`, `images`): a new event, with its images; 409 when another
//!   event has the title;
//! - `PUT /api/events/by-title?title=…` (`data` with `removeImages`, `newImages`): a new
//!   version of the event with that title on the site (or, for one not on the site yet, its
//!   newest title), made from the version the title names;
//! - `DELETE /api/events/by-title?title=…`.
//!
//! Any signed-in account may call them; its role decides as everywhere: an editor's save is a
//! draft until a publisher approves it, a publisher's is on the site at once, and only a
//! publisher or an admin deletes.

mod draft;
mod form;
mod records;

use axum::Router;
use axum::extract::rejection::QueryRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Query, State};
use axum::http::header::ETAG;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, put};
use serde::Deserialize;
use wasm_core::model::kinds::Kind;

use self::form::{EVENT_BODY_MAX_BYTES, EventForm, read_event_form};
use self::records::find_by_title;
use super::content::{Actor, answered, commit, pages_header, saved_item};
use crate::content::save::{self, Saved};
use crate::error::AppError;
use crate::state::AppState;
use crate::store::Change;
use crate::store::uploads::UploadRecord;
use crate::uploads::{Image, Placed, UploadDir, uploads_url};

/// The events routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/events",
            get(list_events)
                .post(create_event)
                .layer(DefaultBodyLimit::max(EVENT_BODY_MAX_BYTES)),
        )
        .route(
            "/events/by-title",
            put(update_event)
                .delete(delete_event)
                .layer(DefaultBodyLimit::max(EVENT_BODY_MAX_BYTES)),
        )
}

async fn list_events(State(state): State<AppState>, headers: HeaderMap) -> Response {
    let answer = state
        .content
        .public_array(Kind::Events, state.clock.moment());
    answered(answer, &headers, true)
}

/// `?title=…` of the by-title calls.
#[derive(Deserialize)]
struct ByTitle {
    title: String,
}

fn title_of(query: Result<Query<ByTitle>, QueryRejection>) -> Result<String, AppError> {
    query
        .map(|Query(by)| by.title)
        .map_err(|_| AppError::BadRequest("Name the event with ?title=…"))
}

fn multipart_of(
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Multipart, AppError> {
    multipart.map_err(|_| AppError::BadRequest("Send the event as multipart/form-data."))
}

/// New images moved under their stored names, with the records the save keeps of them.
#[derive(Default)]
struct Stored {
    urls: Vec<String>,
    records: Vec<(String, UploadRecord)>,
    files: Vec<Placed>,
}

impl Stored {
    /// Moves each image under a new name; they are removed again unless the save keeps them.
    async fn place(uploads: &UploadDir, images: Vec<Image>, now: &str) -> Result<Self, AppError> {
        let mut stored = Stored::default();
        for image in images {
            let name = image.stored_name();
            let record = image.record(now);
            stored.files.push(uploads.place(image.file, &name).await?);
            stored.urls.push(uploads_url(&name));
            stored.records.push((name, record));
        }
        Ok(stored)
    }
}

/// Saves the records of the new images in `change`.
fn record_images(
    change: &mut Change<'_>,
    records: &[(String, UploadRecord)],
) -> Result<(), AppError> {
    for (name, record) in records {
        change.put_upload(name, record)?;
    }
    Ok(())
}

/// The events calls' answer to a title another event has: 409 `duplicate_title` (the content
/// API's 422 `taken` on `title`).
fn title_conflict(error: AppError) -> AppError {
    match error {
        AppError::InvalidFields(problems)
            if problems
                .get("title")
                .is_some_and(|codes| codes.contains(&"taken")) =>
        {
            AppError::DuplicateTitle
        }
        other => other,
    }
}

/// The event as staff see it after a save, with its version as the entity tag.
fn saved_answer(
    state: &AppState,
    actor: &Actor,
    saved: &Saved,
    pages: crate::publishing::PagesState,
    status: StatusCode,
) -> Result<Response, AppError> {
    let (etag, item) = saved_item(state, Kind::Events, &saved.id, actor)?;
    Ok((status, [(ETAG, etag), pages_header(pages)], item).into_response())
}

async fn create_event(
    State(state): State<AppState>,
    actor: Actor,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Response, AppError> {
    let EventForm { data, images } =
        read_event_form(multipart_of(multipart)?, &state.uploads, "images").await?;
    let stored = Stored::place(&state.uploads, images, &state.clock.rfc3339()).await?;
    let item = data.item(None, &stored.urls);
    let records = stored.records;
    let (saved, pages) = commit(
        &state,
        &actor,
        Kind::Events,
        stored.files,
        move |change, context| {
            record_images(change, &records)?;
            save::create(change, Kind::Events, item, context).map_err(title_conflict)
        },
    )
    .await?;
    saved_answer(&state, &actor, &saved, pages, StatusCode::CREATED)
}

async fn update_event(
    State(state): State<AppState>,
    actor: Actor,
    query: Result<Query<ByTitle>, QueryRejection>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Response, AppError> {
    let title = title_of(query)?;
    let EventForm { data, images } =
        read_event_form(multipart_of(multipart)?, &state.uploads, "newImages").await?;
    let stored = Stored::place(&state.uploads, images, &state.clock.rfc3339()).await?;
    let (new_urls, records) = (stored.urls, stored.records);
    let (saved, pages) = commit(
        &state,
        &actor,
        Kind::Events,
        stored.files,
        move |change, context| {
            // Found inside the save: someone may have saved since the form was read.
            let named = find_by_title(change, &title)?;
            let mut images = data.kept_images(&named.base);
            images.extend(new_urls);
            let item = data.item(Some(&named.base), &images);
            record_images(change, &records)?;
            let version = named.current.version;
            save::replace(change, Kind::Events, &named.id, version, item, context)
                .map_err(title_conflict)
        },
    )
    .await?;
    saved_answer(&state, &actor, &saved, pages, StatusCode::OK)
}

async fn delete_event(
    State(state): State<AppState>,
    actor: Actor,
    query: Result<Query<ByTitle>, QueryRejection>,
) -> Result<Response, AppError> {
    let title = title_of(query)?;
    let (saved, pages) = commit(
        &state,
        &actor,
        Kind::Events,
        Vec::new(),
        move |change, context| {
            let id = find_by_title(change, &title)?.id;
            save::delete(change, Kind::Events, &id, None, context)
        },
    )
    .await?;
    state.marks.forget(Kind::Events, &saved.id);
    Ok((StatusCode::NO_CONTENT, [pages_header(pages)]).into_response())
}

//! The events of the gallery: `GET /api/events` for everyone, newest first (from a serialised
//! copy in memory, `cache.rs`); create, update and delete (by title: an event's title is its key)
//! for admins, with images. The audit log records each in the same write, as `create`, `save`
//! and `delete` of kind `events` with the event's id (a save with the version it made, put on
//! the site without review).

pub mod cache;
mod draft;
mod form;
mod records;

use axum::body::Bytes;
use axum::extract::rejection::QueryRejection;
use axum::extract::{DefaultBodyLimit, Multipart, Query, State};
use axum::http::StatusCode;
use axum::http::header::CONTENT_TYPE;
use axum::response::{IntoResponse, Response};
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::Deserialize;
use wasm_core::model::events::Event;
use wasm_core::model::kinds::Kind;
use wasm_core::workflow::Action;

use self::form::{EVENT_BODY_MAX_BYTES, EventForm, read_event_form};
use self::records::{find_by_title, new_id, title_taken, uploaded_names};
use crate::AppState;
use crate::auth::extract::{ClientAddress, Publisher, SignedIn};
use crate::error::AppError;
use crate::store::Change;
use crate::store::audit::AuditEntry;
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

async fn list_events(State(state): State<AppState>) -> Result<Response, AppError> {
    let body = if let Some(body) = state.events.get() {
        body
    } else {
        let generation = state.events.generation();
        let store = state.store.clone();
        let events = tokio::task::spawn_blocking(move || store.list_events()).await??;
        let body = Bytes::from(serde_json::to_vec(&events).expect("events always serialise"));
        state.events.fill(generation, body.clone());
        body
    };
    Ok(([(CONTENT_TYPE, "application/json")], body).into_response())
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

/// Who changes the events, when and from where, as the audit log records it.
struct Actor {
    now: String,
    by: String,
    address: ClientAddress,
}

impl Actor {
    /// Appends the entry of `action` on the event `id` to the audit log, in `change`: after a
    /// save, with the version it made, which is on the site at once (a publisher's save).
    fn note(&self, change: &mut Change<'_>, action: Action, id: &str) -> Result<(), AppError> {
        let mut entry = AuditEntry::new(&self.now, &self.by, action)
            .from(self.address.0)
            .on(Kind::Events.name(), id);
        if action != Action::Delete {
            entry.version = change
                .content_item(Kind::Events, id)?
                .map(|item| item.version);
            entry.unreviewed = true;
        }
        change.append_audit(&entry)?;
        Ok(())
    }
}

/// Images moved under their stored names, with the records to save for them.
#[derive(Default)]
struct Stored {
    urls: Vec<String>,
    records: Vec<(String, UploadRecord)>,
    files: Vec<Placed>,
}

impl Stored {
    /// The files stay: their records are saved.
    fn keep(self) {
        self.files.into_iter().for_each(Placed::keep);
    }
}

/// Saves a change of events made by `by` (if their session is still live), then keeps the new
/// image files, removes the files of the images the change dropped (it answers them with its
/// value) and tells the content's readers (the list's cache, the drawn pages) — all in one
/// blocking task. Such a task runs to its end even when the client goes away and the handler
/// is dropped, so the files and what is served never disagree with what was committed.
async fn commit<T: Send + 'static>(
    state: &AppState,
    by: &SignedIn,
    stored: Stored,
    change: impl FnOnce(&mut Change<'_>) -> Result<(T, Vec<String>), AppError> + Send + 'static,
) -> Result<T, AppError> {
    let waiting = state.clone();
    let state = state.clone();
    let by = by.clone();
    let (value, generation) = tokio::task::spawn_blocking(move || {
        let (value, dropped) = state.store.change(|saving| {
            // The session may have ended while the images streamed in: then nothing is kept.
            by.still_live(saving, &state.auth.clock)?;
            change(saving)
        })?;
        stored.keep();
        state.uploads.remove(&dropped);
        let generation = state.content_changed()?;
        Ok::<_, AppError>((value, generation))
    })
    .await??;
    // The answer waits (briefly) for the gallery to be drawn again, as every save's does.
    waiting.drawn(generation).await;
    Ok(value)
}

async fn store_images(
    uploads: &UploadDir,
    images: Vec<Image>,
    now: &str,
) -> Result<Stored, AppError> {
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

/// The images of `current` that stay: all but those named in `remove`.
fn kept_images(current: &Event, remove: &[String]) -> Vec<String> {
    current
        .images
        .iter()
        .filter(|url| !remove.contains(url))
        .cloned()
        .collect()
}

async fn create_event(
    State(state): State<AppState>,
    admin: Publisher,
    address: ClientAddress,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<(StatusCode, Json<Event>), AppError> {
    let EventForm { data, images } =
        read_event_form(multipart_of(multipart)?, &state.uploads, "images").await?;
    let fields = data.fields(None, images.len())?;
    let now = state.auth.clock.rfc3339();
    let stored = store_images(&state.uploads, images, &now).await?;
    let (urls, records) = (stored.urls.clone(), stored.records.clone());
    let by = admin.0.user.username.clone();
    let actor = Actor {
        now: now.clone(),
        by: by.clone(),
        address,
    };
    let event = commit(&state, &admin.0, stored, move |change| {
        let events = change.events()?;
        if title_taken(&events, &fields.title, None) {
            return Err(AppError::DuplicateTitle);
        }
        let event = Event {
            id: new_id(&events, &fields.title.en),
            title: fields.title,
            description: fields.description,
            date: fields.date,
            location: fields.location,
            category: fields.category,
            images: urls,
            publish_at: None,
            valid_until: None,
        };
        change.put_event(&event, &now, &by)?;
        for (name, record) in &records {
            change.put_upload(name, record)?;
        }
        actor.note(change, Action::Create, &event.id)?;
        Ok((event, Vec::new()))
    })
    .await?;
    tracing::info!(admin = %admin.0.user.username, id = %event.id, "event created");
    Ok((StatusCode::CREATED, Json(event)))
}

async fn update_event(
    State(state): State<AppState>,
    admin: Publisher,
    address: ClientAddress,
    query: Result<Query<ByTitle>, QueryRejection>,
    multipart: Result<Multipart, axum::extract::multipart::MultipartRejection>,
) -> Result<Json<Event>, AppError> {
    let title = title_of(query)?;
    let EventForm { mut data, images } =
        read_event_form(multipart_of(multipart)?, &state.uploads, "newImages").await?;
    let store = state.store.clone();
    let events = tokio::task::spawn_blocking(move || store.list_events()).await??;
    let current = find_by_title(&events, &title).ok_or(AppError::NotFound)?;
    let remove = std::mem::take(&mut data.remove_images);
    let count = kept_images(current, &remove).len() + images.len();
    let fields = data.fields(Some(current), count)?;
    let now = state.auth.clock.rfc3339();
    let stored = store_images(&state.uploads, images, &now).await?;
    let (urls, records) = (stored.urls.clone(), stored.records.clone());
    let by = admin.0.user.username.clone();
    let actor = Actor {
        now: now.clone(),
        by: by.clone(),
        address,
    };
    let event = commit(&state, &admin.0, stored, move |change| {
        let events = change.events()?;
        // Looked up again inside the change: another admin may have saved since.
        let current = find_by_title(&events, &title).ok_or(AppError::NotFound)?;
        if title_taken(&events, &fields.title, Some(&current.id)) {
            return Err(AppError::DuplicateTitle);
        }
        let mut images = kept_images(current, &remove);
        let dropped: Vec<String> =
            uploaded_names(current.images.iter().filter(|url| !images.contains(url)));
        images.extend(urls);
        if images.len() > wasm_core::validate::IMAGES_MAX {
            return Err(AppError::Invalid(vec![("images", vec!["too_many"])]));
        }
        let event = Event {
            id: current.id.clone(),
            title: fields.title,
            description: fields.description,
            date: fields.date,
            location: fields.location,
            category: fields.category,
            images,
            // The events form does not show the schedule; the content editor does.
            publish_at: current.publish_at.clone(),
            valid_until: current.valid_until.clone(),
        };
        change.put_event(&event, &now, &by)?;
        for (name, record) in &records {
            change.put_upload(name, record)?;
        }
        for name in &dropped {
            change.remove_upload(name)?;
        }
        actor.note(change, Action::Save, &event.id)?;
        Ok((event, dropped))
    })
    .await?;
    tracing::info!(admin = %admin.0.user.username, id = %event.id, "event updated");
    Ok(Json(event))
}

async fn delete_event(
    State(state): State<AppState>,
    admin: Publisher,
    address: ClientAddress,
    query: Result<Query<ByTitle>, QueryRejection>,
) -> Result<StatusCode, AppError> {
    let title = title_of(query)?;
    let actor = Actor {
        now: state.auth.clock.rfc3339(),
        by: admin.0.user.username.clone(),
        address,
    };
    let id = commit(&state, &admin.0, Stored::default(), move |change| {
        let events = change.events()?;
        let event = find_by_title(&events, &title).ok_or(AppError::NotFound)?;
        let dropped = uploaded_names(&event.images);
        change.remove_event(&event.id)?;
        for name in &dropped {
            change.remove_upload(name)?;
        }
        actor.note(change, Action::Delete, &event.id)?;
        Ok((event.id.clone(), dropped))
    })
    .await?;
    tracing::info!(admin = %admin.0.user.username, %id, "event deleted");
    Ok(StatusCode::NO_CONTENT)
}

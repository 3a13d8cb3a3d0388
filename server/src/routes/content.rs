//! The content API: `GET /api/content/{kind}` and `/{kind}/{id}` for everyone (only what is
//! live, with entity tags), and for signed-in staff the same with `?scope=all` (everything);
//! `POST /api/content/{kind}`, `PUT /api/content/{kind}/{id}` (with `If-Match: "<version>"`)
//! and `DELETE /api/content/{kind}/{id}` for admins.

use axum::body::Body;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_MATCH, IF_NONE_MATCH, LOCATION};
use axum::http::{HeaderMap, HeaderName, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use axum::{Json, Router};
use serde_json::Value;
use wasm_core::model::kinds::Kind;

use super::json_body;
use crate::auth::extract::{Publisher, SignedIn};
use crate::content::live::Answer;
use crate::content::save::{self, Context, Saved};
use crate::error::AppError;
use crate::store::Change;
use crate::{AppState, PagesState};

/// Most bytes of one item sent to a save (the largest document, the RTI page, is about 11 KB).
const ITEM_BODY_MAX_BYTES: usize = 256 * 1024;

/// The content routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/content/{kind}",
            get(list)
                .post(create)
                .layer(DefaultBodyLimit::max(ITEM_BODY_MAX_BYTES)),
        )
        .route(
            "/content/{kind}/{id}",
            get(item)
                .put(replace)
                .delete(delete)
                .layer(DefaultBodyLimit::max(ITEM_BODY_MAX_BYTES)),
        )
}

fn kind_of(name: &str) -> Result<Kind, AppError> {
    Kind::from_name(name).ok_or(AppError::NotFound)
}

/// The answer as JSON with its entity tag, or 304 when the client has it already. Browsers
/// may keep a public answer but must ask again each time (`no-cache`); staff's view of every
/// item is kept nowhere (the API's `no-store`).
fn answered(answer: Answer, headers: &HeaderMap, public: bool) -> Response {
    let etag = HeaderValue::from_str(&answer.etag).expect("an entity tag is ASCII");
    let unchanged = headers
        .get(IF_NONE_MATCH)
        .and_then(|v| v.to_str().ok())
        .is_some_and(|tags| tags.split(',').any(|tag| tag.trim() == answer.etag));
    let cache = HeaderValue::from_static(if public { "no-cache" } else { "no-store" });
    let cache = (CACHE_CONTROL, cache);
    if unchanged {
        return (StatusCode::NOT_MODIFIED, [(ETAG, etag), cache]).into_response();
    }
    let json = (CONTENT_TYPE, HeaderValue::from_static("application/json"));
    ([json, (ETAG, etag), cache], Body::from(answer.body)).into_response()
}

fn now(state: &AppState) -> i64 {
    i64::try_from(state.auth.clock.now()).unwrap_or(i64::MAX)
}

async fn list(
    State(state): State<AppState>,
    Path(kind): Path<String>,
    Query(mut query): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    if query
        .iter()
        .any(|(name, value)| name == "scope" && value == "all")
    {
        SignedIn::from_headers(&headers, &state).await?;
        return Ok(answered(state.content.staff_list(kind), &headers, false));
    }
    query.sort();
    let answer = state.content.public_list(kind, &query, now(&state));
    Ok(answered(answer, &headers, true))
}

async fn item(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    Query(query): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let staff = query
        .iter()
        .any(|(name, value)| name == "scope" && value == "all");
    let answer = if staff {
        SignedIn::from_headers(&headers, &state).await?;
        state.content.staff_item(kind, &id)
    } else {
        state.content.public_item(kind, &id, now(&state))
    };
    Ok(answered(
        answer.ok_or(AppError::NotFound)?,
        &headers,
        !staff,
    ))
}

/// The version an `If-Match` header names: `"3"` (or `3`, `W/"3"`).
fn if_match(headers: &HeaderMap) -> Result<Option<u64>, AppError> {
    let Some(value) = headers.get(IF_MATCH) else {
        return Ok(None);
    };
    let text = value
        .to_str()
        .map_err(|_| AppError::StaleVersion(None))?
        .trim();
    let text = text.strip_prefix("W/").unwrap_or(text).trim_matches('"');
    text.parse()
        .map(Some)
        .map_err(|_| AppError::StaleVersion(None))
}

/// Runs a write of content made by `by` (if their session is still live) in one blocking task,
/// then reads the content again and deletes the uploaded files the write let go; such a task
/// runs to its end even when the client goes away, so memory and files never disagree with
/// what was committed.
async fn commit(
    state: &AppState,
    by: &SignedIn,
    write: impl FnOnce(&mut Change<'_>, &Context<'_>) -> Result<Saved, AppError> + Send + 'static,
) -> Result<(Saved, PagesState), AppError> {
    let waiting = state.clone();
    let state = state.clone();
    let by = by.clone();
    let (saved, generation) = tokio::task::spawn_blocking(move || {
        let now = state.auth.clock.rfc3339();
        let context = Context {
            now: &now,
            by: &by.user.username,
            site: &state.site,
        };
        let saved = state.store.change(|change| {
            by.still_live(change, &state.auth.clock)?;
            write(change, &context)
        })?;
        state.uploads.remove(&saved.dropped);
        let generation = state.content_changed()?;
        Ok::<_, AppError>((saved, generation))
    })
    .await??;
    Ok((saved, waiting.drawn(generation).await))
}

/// The `Pages` header: whether the public pages show the save yet.
fn pages_header(pages: PagesState) -> (HeaderName, HeaderValue) {
    (PAGES, HeaderValue::from_static(pages.as_str()))
}

/// Says whether a save is on the public pages when it answers: `drawn`, `failed` (a page could
/// not be drawn and shows its last good version) or `pending`.
const PAGES: HeaderName = HeaderName::from_static("pages");

/// The saved item as staff see it, with its version as the entity tag.
fn saved_item(
    state: &AppState,
    kind: Kind,
    id: &str,
) -> Result<(HeaderValue, Json<Value>), AppError> {
    let snapshot = state.content.snapshot();
    let item = snapshot.item(kind, id).ok_or(AppError::NotFound)?;
    let etag =
        HeaderValue::from_str(&format!("\"{}\"", item.item.version)).expect("a number is ASCII");
    Ok((etag, Json(item.to_api())))
}

async fn create(
    State(state): State<AppState>,
    Path(kind): Path<String>,
    admin: Publisher,
    body: Result<Json<Value>, JsonRejection>,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let body = json_body(body)?;
    let (saved, pages) = commit(&state, &admin.0, move |change, context| {
        save::create(change, kind, body, context)
    })
    .await?;
    tracing::info!(admin = %admin.0.user.username, kind = kind.name(), id = %saved.id, "content added");
    let (etag, item) = saved_item(&state, kind, &saved.id)?;
    let location = HeaderValue::from_str(&format!("/api/content/{}/{}", kind.name(), saved.id))
        .map_err(|_| AppError::NotFound)?;
    Ok((
        StatusCode::CREATED,
        [(ETAG, etag), (LOCATION, location), pages_header(pages)],
        item,
    )
        .into_response())
}

async fn replace(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    admin: Publisher,
    headers: HeaderMap,
    body: Result<Json<Value>, JsonRejection>,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let version = if_match(&headers)?.ok_or(AppError::VersionRequired)?;
    let body = json_body(body)?;
    let target = id.clone();
    let (saved, pages) = commit(&state, &admin.0, move |change, context| {
        save::replace(change, kind, &target, version, body, context)
    })
    .await?;
    tracing::info!(admin = %admin.0.user.username, kind = kind.name(), %id, "content saved");
    let (etag, item) = saved_item(&state, kind, &saved.id)?;
    Ok(([(ETAG, etag), pages_header(pages)], item).into_response())
}

async fn delete(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    admin: Publisher,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let version = if_match(&headers)?;
    let target = id.clone();
    let (_, pages) = commit(&state, &admin.0, move |change, _| {
        if let Some(version) = version {
            let current = change
                .content_item(kind, &target)?
                .ok_or(AppError::NotFound)?;
            if current.version != version {
                return Err(AppError::StaleVersion(Some(current.last_save())));
            }
        }
        save::delete(change, kind, &target)
    })
    .await?;
    tracing::info!(admin = %admin.0.user.username, kind = kind.name(), %id, "content deleted");
    Ok((StatusCode::NO_CONTENT, [pages_header(pages)]).into_response())
}

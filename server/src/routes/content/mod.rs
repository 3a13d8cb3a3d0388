//! The content API: `GET /api/content/{kind}` and `/{kind}/{id}` for everyone (only what is
//! live, or with `?status=archived` what is in the archive, with entity tags), and for
//! signed-in staff the same with `?scope=all` (every item's newest version). Writes follow the
//! publishing lifecycle (`crate::content::save`), each recorded in the audit log with who, when
//! and from where:
//!
//! - `POST /api/content/{kind}` and `PUT /api/content/{kind}/{id}` (with `If-Match:
//!   "<version>"`): anyone who may edit; an editor's save is a draft, a publisher's is live;
//! - `POST …/{id}/submit`, `/approve`, `/return` (`{"comment"}`), `/archive`, `/unarchive`
//!   (back on the site) and `DELETE …/{id}`: the review steps (`If-Match` optional);
//! - `GET …/{id}/revisions` and `POST …/{id}/revisions/{n}/restore` (with `If-Match`);
//! - `POST …/{id}/editing` (`{"take": true}` to take over) and `DELETE …/{id}/editing`: who has
//!   the item open in the editor (a review step and signing out end the mark too);
//! - `GET /api/content-waiting`: what waits for the signed-in account.

use axum::body::{Body, Bytes};
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::http::header::{CACHE_CONTROL, CONTENT_TYPE, ETAG, IF_MATCH, IF_NONE_MATCH, LOCATION};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use tower_http::compression::CompressionLayer;
use wasm_core::model::item::Status;
use wasm_core::model::kinds::Kind;
use wasm_core::workflow::{Action, Step};

mod answers;
mod commit;

pub use self::commit::{Actor, commit, pages_header, saved_item};
use super::json_body;
use crate::auth::extract::{Editor, SignedIn};
use crate::auth::session::token_hash;
use crate::client_address::ClientAddress;
use crate::content::live::Answer;
use crate::content::marks::{Opened, Opener};
use crate::content::save;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::audit::AuditEntry;
use answers::{RevisionEntry, RevisionList, RevisionStep, Waiting, WaitingLists};

/// Most bytes of one item sent to a save: wasm-core's limit over every kind's largest item, so a
/// body past it is refused (413) as it streams, before it is read whole.
const ITEM_BODY_MAX_BYTES: usize = wasm_core::content::SAVE_BODY_MAX_BYTES;

/// The content routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/content/{kind}",
            // A directory's list is tens of kilobytes of JSON; compressed, a few. Only the
            // lists: no answer that carries a secret (a new password) is compressed.
            get(list)
                .layer(CompressionLayer::new())
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
        .route("/content/{kind}/{id}/{step}", post(review))
        .route("/content/{kind}/{id}/revisions", get(revisions))
        .route(
            "/content/{kind}/{id}/revisions/{revision}/restore",
            post(restore),
        )
        .route(
            "/content/{kind}/{id}/editing",
            post(open_editing).delete(close_editing),
        )
        .route("/content-waiting", get(waiting))
}

fn kind_of(name: &str) -> Result<Kind, AppError> {
    Kind::from_name(name).ok_or(AppError::NotFound)
}

/// The answer as JSON with its entity tag, or 304 when the client has it already. Browsers
/// may keep a public answer but must ask again each time (`no-cache`); staff's view of every
/// item is kept nowhere (the API's `no-store`).
pub fn answered(answer: Answer, headers: &HeaderMap, public: bool) -> Response {
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

async fn list(
    State(state): State<AppState>,
    Path(kind): Path<String>,
    Query(query): Query<Vec<(String, String)>>,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    if query
        .iter()
        .any(|(name, value)| name == "scope" && value == "all")
    {
        SignedIn::from_headers(&headers, &state).await?;
        return Ok(answered(
            state.content.staff_list(kind, state.clock.moment()),
            &headers,
            false,
        ));
    }
    let answer = state
        .content
        .public_answer(kind, query, state.clock.moment())
        .map_err(|bad| AppError::BadRequest(bad.message()))?;
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
        let signed_in = SignedIn::from_headers(&headers, &state).await?;
        let editing =
            state
                .marks
                .other_than(kind, &id, &signed_in.user.username, state.clock.now());
        state
            .content
            .staff_item(kind, &id, editing, state.clock.moment())
    } else {
        state.content.public_item(kind, &id, state.clock.moment())
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

async fn create(
    State(state): State<AppState>,
    Path(kind): Path<String>,
    actor: Actor,
    body: Result<Json<Value>, JsonRejection>,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let body = json_body(body)?;
    let (saved, pages) = commit(&state, &actor, kind, Vec::new(), move |change, context| {
        save::create(change, kind, body, context)
    })
    .await?;
    let (etag, item) = saved_item(&state, kind, &saved.id, &actor)?;
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
    actor: Actor,
    headers: HeaderMap,
    body: Result<Json<Value>, JsonRejection>,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let version = if_match(&headers)?.ok_or(AppError::VersionRequired)?;
    let body = json_body(body)?;
    let target = id.clone();
    let (saved, pages) = commit(&state, &actor, kind, Vec::new(), move |change, context| {
        save::replace(change, kind, &target, version, body, context)
    })
    .await?;
    let (etag, item) = saved_item(&state, kind, &saved.id, &actor)?;
    Ok(([(ETAG, etag), pages_header(pages)], item).into_response())
}

async fn delete(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    actor: Actor,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let version = if_match(&headers)?;
    let target = id.clone();
    let (_, pages) = commit(&state, &actor, kind, Vec::new(), move |change, context| {
        save::delete(change, kind, &target, version, context)
    })
    .await?;
    state.marks.forget(kind, &id);
    Ok((StatusCode::NO_CONTENT, [pages_header(pages)]).into_response())
}

/// A review step's body: a return's comment.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct StepBody {
    #[serde(default)]
    comment: String,
}

/// A small JSON body that may be left out (an empty body reads as `T`'s default).
fn optional_body<T: Default + serde::de::DeserializeOwned>(body: &Bytes) -> Result<T, AppError> {
    if body.iter().all(u8::is_ascii_whitespace) {
        return Ok(T::default());
    }
    serde_json::from_slice(body)
        .map_err(|_| AppError::BadRequest("The request body is not the JSON this call expects."))
}

/// `POST …/{id}/submit`, `/approve`, `/return` (`{"comment"}`), `/archive` and `/unarchive`: a
/// review step, answered with the item as it is after it. It ends the taker's edit mark.
async fn review(
    State(state): State<AppState>,
    Path((kind, id, step)): Path<(String, String, String)>,
    actor: Actor,
    headers: HeaderMap,
    body: Bytes,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let step = match step.as_str() {
        "submit" => Step::Submit,
        "approve" => Step::Approve,
        "return" => Step::Return,
        "archive" => Step::Archive,
        "unarchive" => Step::Unarchive,
        _ => return Err(AppError::NotFound),
    };
    let version = if_match(&headers)?;
    let comment = optional_body::<StepBody>(&body)?.comment;
    let target = id.clone();
    let (saved, pages) = commit(&state, &actor, kind, Vec::new(), move |change, context| {
        save::review(change, kind, &target, version, step, &comment, context)
    })
    .await?;
    // A review step hands the item on: whoever took it is no longer editing it.
    state.marks.close(kind, &id, actor.name());
    let (etag, item) = saved_item(&state, kind, &saved.id, &actor)?;
    Ok(([(ETAG, etag), pages_header(pages)], item).into_response())
}

/// The workflow's steps a revision's history shows, besides its save.
const REVISION_STEPS: [Action; 6] = [
    Action::Submit,
    Action::Approve,
    Action::Return,
    Action::Publish,
    Action::Archive,
    Action::Unarchive,
];

/// `GET …/revisions`: `{"revisions": [...], "onSite", "appearsAt"}`, oldest first, each with
/// its content and the steps taken with it after its save (`steps`: sent for review, approved,
/// returned, published, archived, put back: `{"action", "by", "at", "comment"}`, from the audit log), and
/// what visitors see of the item now (as a 412 says it).
async fn revisions(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    _: SignedIn,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let store = state.store.clone();
    let target = id.clone();
    let (revisions, steps) = tokio::task::spawn_blocking(move || {
        let revisions = store.revisions(kind, &target)?;
        let steps = store.audit_entries(|entry| {
            entry.kind.as_deref() == Some(kind.name())
                && entry.item.as_deref() == Some(target.as_str())
                && REVISION_STEPS.contains(&entry.action)
        })?;
        Ok::<_, crate::store::StoreError>((revisions, steps))
    })
    .await??;
    if revisions.is_empty() {
        return Err(AppError::NotFound);
    }
    let revisions = revisions
        .into_iter()
        .map(|revision| {
            let mut data = revision.data;
            if kind.shape() == wasm_core::model::kinds::Shape::Collection
                && let Some(fields) = data.as_object_mut()
            {
                fields.insert("id".into(), Value::from(id.clone()));
            }
            let steps = steps
                .iter()
                .filter(|(_, entry)| entry.version == Some(revision.version))
                .map(|(_, entry)| RevisionStep {
                    action: entry.action,
                    by: entry.who.clone(),
                    at: entry.at.clone(),
                    comment: entry
                        .detail
                        .clone()
                        .filter(|_| entry.action == Action::Return),
                })
                .collect();
            RevisionEntry {
                version: revision.version,
                at: revision.at,
                by: revision.by,
                status: revision.status,
                data,
                note: revision.note,
                restored_from: revision.restored_from,
                steps,
            }
        })
        .collect();
    let shown = state
        .content
        .snapshot()
        .item(kind, &id)
        .map(|item| item.conflict(state.clock.moment()));
    let answer = RevisionList {
        revisions,
        on_site: shown.as_ref().and_then(|shown| shown.on_site.clone()),
        appears_at: shown.and_then(|shown| shown.appears_at),
    };
    let cache = (CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(([cache], Json(answer)).into_response())
}

async fn restore(
    State(state): State<AppState>,
    Path((kind, id, revision)): Path<(String, String, u64)>,
    actor: Actor,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let version = if_match(&headers)?.ok_or(AppError::VersionRequired)?;
    let target = id.clone();
    let (saved, pages) = commit(&state, &actor, kind, Vec::new(), move |change, context| {
        save::restore(change, kind, &target, version, revision, context)
    })
    .await?;
    let (etag, item) = saved_item(&state, kind, &saved.id, &actor)?;
    Ok(([(ETAG, etag), pages_header(pages)], item).into_response())
}

/// `POST …/editing` body: whether to take over someone else's live mark.
#[derive(Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
struct OpenBody {
    #[serde(default)]
    take: bool,
}

/// `POST …/editing`: the signed-in account has the item open (or is still working on it).
/// Answers `{"editing": null}` when the mark is theirs, or `{"editing": {by, since}}` when
/// someone else has it open and they did not take over.
async fn open_editing(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    editor: Editor,
    address: ClientAddress,
    body: Bytes,
) -> Result<Response, AppError> {
    let kind = kind_of(&kind)?;
    let take = optional_body::<OpenBody>(&body)?.take;
    if state.content.snapshot().item(kind, &id).is_none() {
        return Err(AppError::NotFound);
    }
    let who = editor.0.user.username.clone();
    let session = token_hash(&editor.0.token);
    let who_opens = Opener {
        name: &who,
        session: &session,
    };
    let now_text = state.clock.rfc3339();
    let opened = state
        .marks
        .open(kind, &id, who_opens, state.clock.now(), &now_text, take);
    let editing = match opened {
        Opened::Mine => Value::Null,
        Opened::Held(mark) => serde_json::to_value(mark).expect("a mark serialises"),
        Opened::TookOver(from) => {
            let mut entry = AuditEntry::new(&now_text, &who, Action::TakeOver)
                .from(address.0)
                .on(kind.name(), &id);
            entry.detail = Some(from);
            crate::audit::record(&state.store, vec![entry]).await?;
            Value::Null
        }
    };
    let cache = (CACHE_CONTROL, HeaderValue::from_static("no-store"));
    Ok(([cache], Json(json!({ "editing": editing }))).into_response())
}

/// `DELETE …/editing`: the signed-in account closed the item.
async fn close_editing(
    State(state): State<AppState>,
    Path((kind, id)): Path<(String, String)>,
    editor: Editor,
) -> Result<StatusCode, AppError> {
    let kind = kind_of(&kind)?;
    state.marks.close(kind, &id, &editor.0.user.username);
    Ok(StatusCode::NO_CONTENT)
}

/// `GET /api/content-waiting`: what waits for the signed-in account ([`WaitingLists`]).
async fn waiting(State(state): State<AppState>, signed_in: SignedIn) -> Response {
    let me = signed_in.user.username.as_str();
    let publishes =
        wasm_core::roles::may(&signed_in.user.role, wasm_core::roles::Permission::Publish);
    let snapshot = state.content.snapshot();
    let mut lists = WaitingLists::default();
    for kind in Kind::ALL {
        for item in snapshot.items(kind) {
            let stored = &item.item;
            let entry = || Waiting {
                kind: kind.name(),
                id: item.id.clone(),
                label: item.facts.label.clone(),
                version: stored.version,
                status: stored.status,
                updated_at: stored.updated_at.clone(),
                updated_by: stored.updated_by.clone(),
                returned: stored.returned.clone(),
            };
            match stored.status {
                Status::Review if publishes && stored.updated_by != me => {
                    lists.review.push(entry());
                }
                Status::Draft if stored.updated_by == me && stored.returned.is_some() => {
                    lists.returned.push(entry());
                }
                Status::Draft if stored.updated_by == me => lists.drafts.push(entry()),
                _ => {}
            }
        }
    }
    for list in [&mut lists.review, &mut lists.returned, &mut lists.drafts] {
        list.sort_by(|a, b| b.updated_at.cmp(&a.updated_at));
    }
    let cache = (CACHE_CONTROL, HeaderValue::from_static("no-store"));
    ([cache], Json(lists)).into_response()
}

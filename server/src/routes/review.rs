//! Keeping content true (`crate::content::review`), for signed-in staff:
//!
//! - `GET /api/review` (`?owner=`, `?kind=`): the items due for review today in India or
//!   before, the longest due first: `{"today", "items": [DueItem]}`;
//! - `GET /api/review/owners`: the accounts that may be named owners (the active ones),
//!   `{"owners": [username]}`;
//! - `GET /api/review/{kind}/{id}`: the item's owner, the day it is due and its checks
//!   (`ReviewState`);
//! - `PUT /api/review/{kind}/{id}` `{owner, reviewBy}` (anyone who may edit): names the owner
//!   (an active account) and the day to review it by (`YYYY-MM-DD`, today or later; `""` or
//!   `null` for the kind's own);
//! - `POST /api/review/{kind}/{id}/checked`: "checked, still correct": a check recorded with the
//!   item, without a new version; the day set by hand goes, the kind's months count from now,
//!   and its public page may say "Checked on …".
//!
//! Each change is recorded in the audit log (`reviewSet`, `checked`) in the same write.

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, Query, State};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use wasm_core::dates::day_in_india;
use wasm_core::model::kinds::Kind;
use wasm_core::model::review::{CHECKS_KEPT, Check, ReviewState};
use wasm_core::validate::is_calendar_date;
use wasm_core::workflow::Action;

use super::json_body;
use crate::auth::extract::{Editor, SignedIn};
use crate::client_address::ClientAddress;
use crate::content::review::{Owners, due_items, state_of};
use crate::error::AppError;
use crate::state::AppState;
use crate::store::audit::AuditEntry;
use crate::store::content::StoredItem;

/// Most bytes of a change of an item's owner and day.
const REVIEW_BODY_MAX_BYTES: usize = 4 * 1024;

/// The review routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/review", get(due))
        .route("/review/owners", get(owner_names))
        .route(
            "/review/{kind}/{id}",
            get(state)
                .put(set)
                .layer(DefaultBodyLimit::max(REVIEW_BODY_MAX_BYTES)),
        )
        .route("/review/{kind}/{id}/checked", post(checked))
}

fn kind_of(name: &str) -> Result<Kind, AppError> {
    Kind::from_name(name).ok_or(AppError::NotFound)
}

/// The accounts that may own items, read now.
async fn owners(state: &AppState) -> Result<Owners, AppError> {
    let store = state.store.clone();
    let users = tokio::task::spawn_blocking(move || store.users()).await??;
    Ok(Owners::of(&users))
}

async fn owner_names(
    State(state): State<AppState>,
    _staff: SignedIn,
) -> Result<Json<Value>, AppError> {
    Ok(Json(json!({ "owners": owners(&state).await?.names() })))
}

#[derive(Deserialize)]
struct DueQuery {
    owner: Option<String>,
    kind: Option<String>,
}

async fn due(
    State(state): State<AppState>,
    _staff: SignedIn,
    Query(query): Query<DueQuery>,
) -> Result<Json<Value>, AppError> {
    let kind = match query.kind.as_deref() {
        None | Some("") => None,
        Some(name) => Some(kind_of(name).map_err(|_| AppError::BadRequest("Unknown kind."))?),
    };
    let owners = owners(&state).await?;
    let today = day_in_india(state.clock.moment());
    let items: Vec<_> = due_items(&state.content.snapshot(), &today, &owners)
        .into_iter()
        .filter(|item| kind.is_none_or(|kind| item.kind == kind))
        .filter(|item| {
            query
                .owner
                .as_deref()
                .is_none_or(|owner| owner.is_empty() || item.owner == owner)
        })
        .collect();
    Ok(Json(json!({ "today": today, "items": items })))
}

/// The item's review state, as saved now.
async fn state_now(state: &AppState, kind: Kind, id: &str) -> Result<ReviewState, AppError> {
    let owners = owners(state).await?;
    let snapshot = state.content.snapshot();
    let item = snapshot.item(kind, id).ok_or(AppError::NotFound)?;
    Ok(state_of(kind, &item.item, &owners))
}

async fn state(
    State(state): State<AppState>,
    _staff: SignedIn,
    Path((kind, id)): Path<(String, String)>,
) -> Result<Json<ReviewState>, AppError> {
    let kind = kind_of(&kind)?;
    state_now(&state, kind, &id).await.map(Json)
}

/// A change of an item's owner and the day to review it by.
#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Stewarding {
    owner: String,
    #[serde(default)]
    review_by: Option<String>,
}

/// Writes `change` to the item of `kind` with `id` in one write with its audit entry, then
/// reads the content again; the item's review state.
async fn change_item(
    state: &AppState,
    staff: &SignedIn,
    kind: Kind,
    id: String,
    entry: AuditEntry,
    change: impl FnOnce(&mut StoredItem, &crate::store::Change<'_>) -> Result<(), AppError>
    + Send
    + 'static,
) -> Result<Json<ReviewState>, AppError> {
    let (store, clock, by) = (state.store.clone(), state.clock.clone(), staff.clone());
    let stored_id = id.clone();
    tokio::task::spawn_blocking(move || {
        store.change(|tx| {
            by.still_live(tx, &clock)?;
            let mut item = tx
                .content_item(kind, &stored_id)?
                .ok_or(AppError::NotFound)?;
            change(&mut item, tx)?;
            tx.put_content(kind, &stored_id, &item)?;
            tx.append_audit(&entry.on(kind.name(), &stored_id))?;
            Ok::<_, AppError>(())
        })
    })
    .await??;
    let publishing = state.publishing.clone();
    tokio::task::spawn_blocking(move || publishing.content_changed()).await??;
    state_now(state, kind, &id).await.map(Json)
}

async fn set(
    State(state): State<AppState>,
    Editor(staff): Editor,
    ClientAddress(address): ClientAddress,
    Path((kind, id)): Path<(String, String)>,
    body: Result<Json<Stewarding>, JsonRejection>,
) -> Result<Json<ReviewState>, AppError> {
    let kind = kind_of(&kind)?;
    let asked = json_body(body)?;
    let owner = asked.owner.trim().to_owned();
    let review_by = asked
        .review_by
        .map(|day| day.trim().to_owned())
        .filter(|day| !day.is_empty());
    let today = day_in_india(state.clock.moment());
    if let Some(day) = &review_by
        && (!is_calendar_date(day) || day.as_str() < today.as_str())
    {
        return Err(AppError::Invalid(vec![("reviewBy", vec!["invalid"])]));
    }
    let detail = match &review_by {
        Some(day) => format!("owner {owner}, review by {day}"),
        None => format!("owner {owner}"),
    };
    let now = state.clock.rfc3339();
    let mut entry = AuditEntry::new(&now, &staff.user.username, Action::ReviewSet).from(address);
    entry.detail = Some(detail);
    change_item(&state, &staff, kind, id, entry, move |item, tx| {
        if tx.user(&owner)?.is_none_or(|user| user.disabled) {
            return Err(AppError::Invalid(vec![("owner", vec!["invalid"])]));
        }
        item.stewardship.owner = Some(owner);
        item.stewardship.review_by = review_by;
        Ok(())
    })
    .await
}

async fn checked(
    State(state): State<AppState>,
    Editor(staff): Editor,
    ClientAddress(address): ClientAddress,
    Path((kind, id)): Path<(String, String)>,
) -> Result<Json<ReviewState>, AppError> {
    let kind = kind_of(&kind)?;
    let now = state.clock.rfc3339();
    let entry = AuditEntry::new(&now, &staff.user.username, Action::Checked).from(address);
    let by = staff.user.username.clone();
    change_item(&state, &staff, kind, id, entry, move |item, _| {
        if item.site_version().is_none() {
            return Err(AppError::Invalid(vec![("item", vec!["not_on_site"])]));
        }
        let checks = &mut item.stewardship.checks;
        checks.push(Check { at: now, by });
        let over = checks.len().saturating_sub(CHECKS_KEPT);
        checks.drain(..over);
        item.stewardship.review_by = None;
        Ok(())
    })
    .await
}

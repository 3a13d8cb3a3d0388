//! One step on content, as every write of content takes it (the content API's and the events
//! calls'): who takes it, the step's write with its audit log entry in one transaction, the
//! files it brought kept or removed with it, and the answer's `Pages` header and item.

use axum::Json;
use axum::extract::FromRequestParts;
use axum::http::request::Parts;
use axum::http::{HeaderName, HeaderValue};
use serde_json::Value;
use wasm_core::model::kinds::Kind;
use wasm_core::roles::Role;

use crate::auth::extract::SignedIn;
use crate::client_address::ClientAddress;
use crate::content::save::{Context, Saved};
use crate::error::AppError;
use crate::publishing::PagesState;
use crate::state::AppState;
use crate::store::Change;
use crate::store::audit::AuditEntry;
use crate::uploads::Placed;

/// Who takes a step, from where: any signed-in account of a role the site knows (401 without a
/// session, 403 for an unknown role); what its role may do is wasm-core's lifecycle, checked
/// by each step inside its write (403 otherwise).
pub struct Actor {
    /// The account.
    pub signed_in: SignedIn,
    /// Where the request came from.
    pub address: ClientAddress,
}

impl FromRequestParts<AppState> for Actor {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let signed_in = SignedIn::from_request_parts(parts, state).await?;
        // A role the site does not know may take no step: refused before the body is read.
        if Role::parse(&signed_in.user.role).is_none() {
            return Err(AppError::Forbidden(None));
        }
        let Ok(address) = ClientAddress::from_request_parts(parts, state).await;
        Ok(Self { signed_in, address })
    }
}

impl Actor {
    /// The account's username.
    pub fn name(&self) -> &str {
        &self.signed_in.user.username
    }
}

/// Runs a step on content of `kind` taken by `actor` (if their session is still live) in one
/// blocking task, with its audit log entry in the same write; then keeps `files` (files the
/// request brought, already in place, whose records the step saves), reads the content again
/// and deletes the uploaded files the step let go. If the step fails, `files` are removed.
/// Such a task runs to its end even when the client goes away, so memory and files never
/// disagree with what was committed.
pub async fn commit(
    state: &AppState,
    actor: &Actor,
    kind: Kind,
    files: Vec<Placed>,
    write: impl FnOnce(&mut Change<'_>, &Context<'_>) -> Result<Saved, AppError> + Send + 'static,
) -> Result<(Saved, PagesState), AppError> {
    let waiting = state.clone();
    let state = state.clone();
    let by = actor.signed_in.clone();
    let role = Role::parse(&by.user.role).ok_or(AppError::Forbidden(None))?;
    let address = actor.address.0;
    let (saved, generation) = tokio::task::spawn_blocking(move || {
        let now = state.clock.rfc3339();
        let context = Context {
            now: &now,
            by: &by.user.username,
            role,
            site: &state.site,
        };
        let saved = state.store.change(|change| {
            by.still_live(change, &state.clock)?;
            let saved = write(change, &context)?;
            let mut entry = AuditEntry::new(&now, &by.user.username, saved.action)
                .from(address)
                .on(kind.name(), &saved.id);
            entry.version = saved.version;
            entry.detail.clone_from(&saved.detail);
            entry.unreviewed = saved.unreviewed;
            change.append_audit(&entry)?;
            Ok::<_, AppError>(saved)
        })?;
        files.into_iter().for_each(Placed::keep);
        state.uploads.remove(&saved.dropped);
        let generation = state.publishing.content_changed()?;
        Ok::<_, AppError>((saved, generation))
    })
    .await??;
    tracing::info!(
        by = %actor.name(),
        kind = kind.name(),
        id = %saved.id,
        action = saved.action.name(),
        "content changed"
    );
    waiting.metrics.saved(kind.name());
    Ok((saved, waiting.publishing.rendered(generation).await))
}

/// The `Pages` header: whether the public pages show the save yet.
pub fn pages_header(pages: PagesState) -> (HeaderName, HeaderValue) {
    (PAGES, HeaderValue::from_static(pages.as_str()))
}

/// Says whether a save is on the public pages when it answers: `rendered`, `failed` (a page could
/// not be rendered and shows its last good version) or `pending`.
const PAGES: HeaderName = HeaderName::from_static("pages");

/// The saved item as staff see it, with its version as the entity tag; `editing` names who
/// took the item over from the saver, if someone did.
pub fn saved_item(
    state: &AppState,
    kind: Kind,
    id: &str,
    actor: &Actor,
) -> Result<(HeaderValue, Json<Value>), AppError> {
    let snapshot = state.content.snapshot();
    let item = snapshot.item(kind, id).ok_or(AppError::NotFound)?;
    let etag =
        HeaderValue::from_str(&format!("\"{}\"", item.item.version)).expect("a number is ASCII");
    let mut value = item.to_api(state.clock.moment());
    if let Some(mark) = state
        .marks
        .taken_from(kind, id, actor.name(), state.clock.now())
    {
        value["editing"] = serde_json::to_value(mark).expect("a mark serialises");
    }
    Ok((etag, Json(value)))
}

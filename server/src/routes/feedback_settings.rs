//! Each category's time to answer and the account its overdue messages are escalated to
//! (`wasm_core::feedback::CategorySettings`): `GET /api/feedback-settings` (signed in) lists
//! every category's, and `PUT /api/feedback-settings/{category}` `{answerDays, escalateTo}`
//! (admins) changes one: 1 to 60 days (422 `answerDays: invalid`), an active account or `null`
//! (422 `escalateTo: invalid`). A change applies to the messages received from then on; it is
//! recorded in the audit log (`feedbackSettings`).

use axum::extract::rejection::JsonRejection;
use axum::extract::{Path, State};
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use wasm_core::feedback::{ANSWER_DAYS_MAX, CATEGORIES, CategorySettings};
use wasm_core::workflow::Action;

use super::json_body;
use crate::auth::extract::{AdminUser, SignedIn};
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::audit::AuditEntry;

/// The settings routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route("/feedback-settings", get(list))
        .route("/feedback-settings/{category}", put(set))
}

async fn list(State(state): State<AppState>, _staff: SignedIn) -> Result<Json<Value>, AppError> {
    let store = state.store.clone();
    let categories = tokio::task::spawn_blocking(move || store.feedback_categories()).await??;
    Ok(Json(json!({ "categories": categories })))
}

#[derive(Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
struct Change {
    answer_days: u32,
    #[serde(default)]
    escalate_to: Option<String>,
}

async fn set(
    State(state): State<AppState>,
    AdminUser(admin): AdminUser,
    ClientAddress(address): ClientAddress,
    Path(category): Path<String>,
    body: Result<Json<Change>, JsonRejection>,
) -> Result<Json<CategorySettings>, AppError> {
    if !CATEGORIES.contains(&category.as_str()) {
        return Err(AppError::NotFound);
    }
    let asked = json_body(body)?;
    if !(1..=ANSWER_DAYS_MAX).contains(&asked.answer_days) {
        return Err(AppError::Invalid(vec![("answerDays", vec!["invalid"])]));
    }
    let settings = CategorySettings {
        category,
        answer_days: asked.answer_days,
        escalate_to: asked
            .escalate_to
            .map(|name| name.trim().to_owned())
            .filter(|name| !name.is_empty()),
    };
    let mut entry = AuditEntry::new(
        &state.clock.rfc3339(),
        &admin.user.username,
        Action::FeedbackSettings,
    )
    .from(address)
    .on("feedback-settings", &settings.category);
    entry.detail = Some(match &settings.escalate_to {
        Some(to) => format!("{} days, escalated to {to}", settings.answer_days),
        None => format!("{} days", settings.answer_days),
    });
    let (store, saved) = (state.store.clone(), settings.clone());
    tokio::task::spawn_blocking(move || {
        store.change(|change| {
            if let Some(to) = &saved.escalate_to
                && change.user(to)?.is_none_or(|user| user.disabled)
            {
                return Err(AppError::Invalid(vec![("escalateTo", vec!["invalid"])]));
            }
            change.put_feedback_category(&saved)?;
            change.append_audit(&entry)?;
            Ok(())
        })
    })
    .await??;
    Ok(Json(settings))
}

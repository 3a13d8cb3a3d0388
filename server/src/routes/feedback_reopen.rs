//! A citizen reopens their resolved message within 30 days, with a reason
//! (`wasm_core::validate::reopen_problems`): `POST /api/feedback/{trackingId}/reopen` `{reason}`
//! answers 200 with where it stands now; 422 `{"reason": [...]}`, or `{"form": ["too_late"]}`
//! when it is not resolved or its 30 days are over; 404 for an unknown number; 429 as a lookup
//! (each try counts against the address's lookups a minute, so that nobody reopens another's
//! message by trying numbers). The status page's plain form posts `reason` to
//! `/feedback/status?lang=…&id=…` and is answered 303 to the page with `reopened=1` or
//! `problem=reason|too_late|too_many|not_found`. The message waits for an answer again, due by
//! its category's days from now; staff see the reason; the citizen is told by mail when they
//! gave an address.

use std::net::{IpAddr, Ipv4Addr};

use axum::Json;
use axum::body::Bytes;
use axum::extract::rejection::JsonRejection;
use axum::extract::{OriginalUri, Path, State};
use axum::http::header::LOCATION;
use axum::http::{HeaderMap, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use wasm_core::feedback::{FeedbackStatus, FeedbackStatusView, normalize_tracking_id};
use wasm_core::validate::{clean_text, reopen_problems};

use super::json_body;
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::grievances::answer_by;
use crate::mail::letters;
use crate::site::language::PageRequest;
use crate::state::AppState;

/// Reopens the message numbered `typed` with `reason`, asked from `address`.
pub(crate) async fn reopen_message(
    state: &AppState,
    address: Option<IpAddr>,
    typed: &str,
    reason: &str,
) -> Result<FeedbackStatusView, AppError> {
    let address = address.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    let seconds = state.clock.now();
    let retry_after = state.feedback_lookups.try_send(address, seconds);
    if retry_after > 0 {
        return Err(AppError::TooManyLookups { retry_after });
    }
    let tracking_id = normalize_tracking_id(typed).ok_or(AppError::NotFound)?;
    let problems = reopen_problems(reason);
    if !problems.is_empty() {
        return Err(AppError::Invalid(vec![("reason", problems)]));
    }
    let reason = clean_text(reason);
    let (store, now) = (state.store.clone(), state.clock.rfc3339());
    let origin = state.mail.origin().map(str::to_owned);
    let moment = state.clock.moment();
    let record = tokio::task::spawn_blocking(move || {
        store.change(|change| {
            let mut record = change.feedback(&tracking_id)?.ok_or(AppError::NotFound)?;
            if record.reopen_until().is_none_or(|until| moment > until) {
                return Err(AppError::Invalid(vec![("form", vec!["too_late"])]));
            }
            let categories = change.feedback_categories()?;
            record.reopen(
                &now,
                reason,
                answer_by(&categories, &record.category, seconds),
            );
            change.put_feedback(&record)?;
            let letter = origin.as_deref().and_then(|origin| {
                letters::feedback_answered(&record, origin, Some(FeedbackStatus::Reopened), false)
            });
            if let Some(letter) = letter {
                change.queue_mail(letter, seconds)?;
            }
            Ok(record)
        })
    })
    .await??;
    state.mail.wake();
    tracing::info!(tracking_id = %record.tracking_id, "feedback reopened by its citizen");
    Ok(record.public_view())
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Reason {
    reason: String,
}

/// `POST /api/feedback/{trackingId}/reopen`.
pub(crate) async fn reopen(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Path(typed): Path<String>,
    body: Result<Json<Reason>, JsonRejection>,
) -> Result<Json<FeedbackStatusView>, AppError> {
    let asked = json_body(body)?;
    reopen_message(&state, address, &typed, &asked.reason)
        .await
        .map(Json)
}

/// The status page's plain form: `POST /feedback/status?lang=…&id=…` with `reason`.
pub async fn reopen_with_form(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
    body: Bytes,
) -> Response {
    let lang = PageRequest::read(uri.query(), &headers).lang;
    let id = form_urlencoded::parse(uri.query().unwrap_or_default().as_bytes())
        .find(|(key, _)| key == "id")
        .map(|(_, value)| value.trim().to_owned())
        .unwrap_or_default();
    let reason = form_urlencoded::parse(&body)
        .find(|(key, _)| key == "reason")
        .map(|(_, value)| value.into_owned())
        .unwrap_or_default();
    let outcome = match reopen_message(&state, address, &id, &reason).await {
        Ok(_) => "reopened=1".to_owned(),
        Err(AppError::Invalid(problems)) => {
            let code = if problems.iter().any(|(field, _)| *field == "form") {
                "too_late"
            } else {
                "reason"
            };
            format!("problem={code}")
        }
        Err(AppError::TooManyLookups { .. }) => "problem=too_many".to_owned(),
        Err(AppError::NotFound) => "problem=not_found".to_owned(),
        Err(error) => return error.into_response(),
    };
    let id: String = form_urlencoded::byte_serialize(id.as_bytes()).collect();
    let location = format!("/feedback/status?lang={}&id={id}&{outcome}", lang.code());
    (StatusCode::SEE_OTHER, [(LOCATION, location)]).into_response()
}

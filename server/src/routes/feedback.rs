//! Citizens' feedback and grievances:
//!
//! - `POST /api/feedback` (anyone): a message, checked by wasm-core's rule
//!   (`validate::feedback_problems`), answered 201 `{"trackingId"}`: as JSON, or as
//!   `multipart/form-data` with the message's JSON in the part `message` and a photo in the
//!   part `photo` (the upload rules: a JPEG, PNG or WebP of at most 5 MB and 25 megapixels,
//!   refused under the field `photo`), kept with the message for staff alone. Against abuse, with no
//!   third-party CAPTCHA: a size limit, at most a few messages an hour from one address
//!   (`crate::submissions`, 429), a field people never see that must stay empty, and a
//!   shortest time to fill the form (422 `form: refused` / `too_fast`).
//! - `GET /api/feedback/{trackingId}` (anyone who has the number, however it is typed): where
//!   the message stands, its dates and the public reply; never the message or its sender. At
//!   most a few lookups a minute from one address, found or not (`crate::submissions`, 429), so
//!   that nobody finds another's number by trying.
//! - `GET /api/feedback` (staff): the inbox, newest first, filtered by `status`, `category`,
//!   `ward` and `due` (`today`, `overdue`), with the counts by status and due day and the median
//!   time to a first answer; each message says when its answer is due and where it stands at
//!   the server's now (`InboxMessage`).
//! - `POST /api/feedback/{trackingId}` (staff): `{status?, reply?, assignee?}`; recorded in
//!   the audit log; answered with the message as the inbox lists it.
//!
//! The sender's details are in no log: the log says a message came, its number and category.
//!
//! The page's plain form (`feedback_form.rs`) and the status page rendered for a number
//! (`feedback_status.rs`) go through the same steps: `take_place` and `keep` for a message,
//! `receive_photo` for its photo, `look_up` for a number.

use std::net::{IpAddr, Ipv4Addr};

use axum::body::to_bytes;
use axum::extract::multipart::Field;
use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, FromRequest, Multipart, Path, Query, Request, State};
use axum::http::StatusCode;
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::{Deserialize, Serialize};
use serde_json::{Value, json};
use wasm_core::feedback::{
    DueState, FeedbackReply, FeedbackStatus, FeedbackStatusView, FeedbackStep, InboxMessage,
    normalize_tracking_id, tracking_id,
};
use wasm_core::lang::Lang;
use wasm_core::model::directory::Wards;
use wasm_core::model::kinds::Kind;
use wasm_core::model::list_page::ListPage;
use wasm_core::validate::{
    FeedbackDraft, IMAGE_MAX_BYTES, clean_text, feedback_problems, reply_problems, ward_number,
};
use wasm_core::workflow::Action;

use super::{json_body, sent_as};
use crate::auth::extract::SignedIn;
use crate::client_address::ClientAddress;
use crate::connections::is_too_slow;
use crate::content::paging::Paging;
use crate::error::AppError;
use crate::grievances::answer_by;
use crate::mail::letters;
use crate::random::random_bytes;
use crate::state::AppState;
use crate::store::audit::AuditEntry;
use crate::store::feedback::FeedbackRecord;
use crate::uploads::{Image, multipart_error, uploads_url};

/// Most bytes of a message sent as JSON (a message of 2,000 Devanagari characters is 6 KB).
pub(crate) const MESSAGE_BODY_MAX_BYTES: usize = 16 * 1024;
/// Most bytes of a message sent with a photo: the largest photo and the message around it.
#[allow(clippy::cast_possible_truncation, reason = "5 MiB fits any usize")]
pub(crate) const WITH_PHOTO_BODY_MAX_BYTES: usize =
    IMAGE_MAX_BYTES as usize + 2 * MESSAGE_BODY_MAX_BYTES;
/// Most bytes of a staff answer.
const ANSWER_BODY_MAX_BYTES: usize = 16 * 1024;
/// The shortest time a person takes to fill the form (milliseconds, as the page measured it):
/// a program that posts at once is refused.
pub const FILL_MIN_MS: u64 = 3000;
/// How many fresh tracking numbers are tried if one is taken (31⁸ numbers: never needed).
const TRACKING_TRIES: usize = 3;

/// The feedback routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/feedback",
            get(inbox)
                .post(receive)
                .layer(DefaultBodyLimit::max(WITH_PHOTO_BODY_MAX_BYTES)),
        )
        .route("/feedback/figures", get(super::feedback_figures::figures))
        .route(
            "/feedback/{tracking_id}",
            get(status)
                .post(answer)
                .layer(DefaultBodyLimit::max(ANSWER_BODY_MAX_BYTES)),
        )
        .route(
            "/feedback/{tracking_id}/reopen",
            post(super::feedback_reopen::reopen)
                .layer(DefaultBodyLimit::max(ANSWER_BODY_MAX_BYTES)),
        )
}

/// A message as the form sends it.
#[derive(Deserialize, Default)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Submission {
    pub category: String,
    pub message: String,
    /// A number or its digits.
    #[serde(default)]
    pub ward: Option<Value>,
    #[serde(default)]
    pub page: Option<String>,
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub phone: Option<String>,
    #[serde(default)]
    pub email: Option<String>,
    /// The language of the page it is sent from (`en`, `hi`): mail to the sender is written in
    /// it.
    #[serde(default)]
    pub lang: Option<String>,
    /// The field people never see (it is hidden from them and from screen readers): a program
    /// that fills every field fills it.
    #[serde(default)]
    pub homepage: Option<String>,
    /// How long the form was open before it was sent, as the page measured it.
    #[serde(default)]
    pub fill_ms: Option<u64>,
    /// Sent by the page's plain form, where no script runs to measure how long it was open:
    /// the shortest time to fill the form is not asked of it.
    #[serde(skip)]
    pub plain_form: bool,
}

/// `text` trimmed, or `None` when there is nothing left.
fn given(text: Option<&str>) -> Option<String> {
    let text = clean_text(text.unwrap_or_default());
    (!text.is_empty()).then_some(text)
}

/// Whether the site's wards include ward `number`.
fn ward_exists(state: &AppState, number: u32) -> bool {
    let snapshot = state.content.snapshot();
    let Ok(number) = u8::try_from(number) else {
        return false;
    };
    snapshot
        .items(Kind::Wards)
        .iter()
        .filter_map(|item| item.site.as_ref())
        .filter_map(|site| serde_json::from_value::<Wards>(site.data.clone()).ok())
        .any(|wards| wards.ward(number).is_some())
}

/// A refusal of the whole form, said by its code under the field `form`.
fn refused(code: &'static str) -> AppError {
    AppError::Invalid(vec![("form", vec![code])])
}

async fn receive(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    request: Request,
) -> Result<(StatusCode, Json<Value>), AppError> {
    // A request with no address (only in tests) counts as one address.
    let address = address.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    take_place(&state, address)?;
    let read = read_message(&state, request).await;
    let record = keep(&state, address, read).await?;
    Ok((
        StatusCode::CREATED,
        Json(json!({ "trackingId": record.tracking_id })),
    ))
}

/// Takes one of the messages `address` may send this hour, before its message is read: 429
/// (`TooManyMessages`) when it has sent them all.
pub(crate) fn take_place(state: &AppState, address: IpAddr) -> Result<(), AppError> {
    let retry_after = state.submissions.try_send(address, state.clock.now());
    if retry_after > 0 {
        tracing::info!(%address, retry_after, "feedback refused: too many from one address");
        return Err(AppError::TooManyMessages { retry_after });
    }
    Ok(())
}

/// Checks the message `read` from a request of `address` (which took its place) and keeps it
/// under a new tracking number, with the letter that tells its sender so when they gave an
/// address; a message refused, or not read, gives the place back.
pub(crate) async fn keep(
    state: &AppState,
    address: IpAddr,
    read: Result<(Submission, Option<Image>), AppError>,
) -> Result<FeedbackRecord, AppError> {
    let result = match read {
        Ok((message, photo)) => record_message(state, message, photo).await,
        Err(error) => Err(error),
    };
    if result.is_err() {
        state.submissions.give_back(address);
    }
    let record = result?;
    tracing::info!(
        tracking_id = %record.tracking_id,
        category = %record.category,
        photo = record.photo.is_some(),
        "feedback received"
    );
    state.metrics.feedback_received();
    Ok(record)
}

/// The photo of a form's part `photo`, checked by the upload rules as it streams in; `None`
/// for the empty part of a form sent without one. What breaks the rules as it arrives is
/// refused under the field `photo`; a file whose header is not an image's, once it has
/// arrived, is `UnsupportedType`.
pub(crate) async fn receive_photo(
    state: &AppState,
    field: &mut Field<'_>,
) -> Result<Option<Image>, AppError> {
    let received = match state.uploads.receive_image(field).await {
        Err(AppError::UnsupportedType(_)) => {
            return Err(AppError::Invalid(vec![("photo", vec!["unsupported_type"])]));
        }
        Err(AppError::TooLarge(_)) => {
            return Err(AppError::Invalid(vec![("photo", vec!["too_large"])]));
        }
        other => other?,
    };
    if received.size == 0 {
        return Ok(None);
    }
    Image::recognise(received, "photo").map(Some)
}

/// The message of `request`, as JSON, or as `multipart/form-data` with its photo.
async fn read_message(
    state: &AppState,
    request: Request,
) -> Result<(Submission, Option<Image>), AppError> {
    if !sent_as(request.headers(), "multipart/form-data") {
        // Without a photo the message is small: a larger body is refused as it arrives.
        if !sent_as(request.headers(), "application/json") {
            return Err(AppError::UnsupportedType(
                "Send JSON (Content-Type: application/json), or multipart/form-data with a photo.",
            ));
        }
        let body = to_bytes(request.into_body(), MESSAGE_BODY_MAX_BYTES)
            .await
            .map_err(|error| {
                if is_too_slow(&error) {
                    AppError::TooSlow
                } else {
                    AppError::TooLarge("The request is too large.")
                }
            })?;
        let message = serde_json::from_slice(&body).map_err(|_| {
            AppError::BadRequest("The request body is not the JSON this call expects.")
        })?;
        return Ok((message, None));
    }
    let mut multipart = Multipart::from_request(request, state)
        .await
        .map_err(|_| AppError::BadRequest("Send the message as multipart/form-data."))?;
    let (mut message, mut photo) = (None, None);
    while let Some(mut field) = multipart
        .next_field()
        .await
        .map_err(|e| multipart_error(&e))?
    {
        match field.name() {
            Some("message") if message.is_none() => {
                let text = field.bytes().await.map_err(|e| multipart_error(&e))?;
                if text.len() > MESSAGE_BODY_MAX_BYTES {
                    return Err(AppError::TooLarge("The message is too large."));
                }
                message = Some(serde_json::from_slice::<Submission>(&text).map_err(|_| {
                    AppError::BadRequest("The part `message` is not the JSON this call expects.")
                })?);
            }
            Some("photo") if photo.is_none() => {
                photo = receive_photo(state, &mut field).await?;
            }
            _ => {
                return Err(AppError::BadRequest(
                    "The form has a field it should not have.",
                ));
            }
        }
    }
    let message = message.ok_or(AppError::BadRequest("The part `message` is missing."))?;
    Ok((message, photo))
}

/// Checks `message` by the form's rules: the hidden field, the shortest time to fill the form
/// (not asked of the plain form), wasm-core's rule, and a ward of the site's; the ward's
/// number, if it names one.
pub(crate) fn check_message(
    state: &AppState,
    message: &Submission,
) -> Result<Option<u32>, AppError> {
    if given(message.homepage.as_deref()).is_some() {
        return Err(refused("refused"));
    }
    if !message.plain_form && message.fill_ms.unwrap_or(0) < FILL_MIN_MS {
        return Err(refused("too_fast"));
    }
    let ward_text = match &message.ward {
        None | Some(Value::Null) => String::new(),
        Some(Value::Number(number)) => number.to_string(),
        Some(Value::String(text)) => text.clone(),
        Some(_) => "invalid".to_owned(),
    };
    let draft = FeedbackDraft {
        category: &message.category,
        message: &message.message,
        ward: &ward_text,
        page: message.page.as_deref().unwrap_or_default(),
        name: message.name.as_deref().unwrap_or_default(),
        phone: message.phone.as_deref().unwrap_or_default(),
        email: message.email.as_deref().unwrap_or_default(),
    };
    let problems = feedback_problems(&draft);
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let ward = ward_number(&ward_text);
    if ward.is_some_and(|ward| !ward_exists(state, ward)) {
        return Err(AppError::Invalid(vec![("ward", vec!["invalid"])]));
    }
    Ok(ward)
}

/// Checks `message` and keeps it under a new tracking number, with its photo and the letter to
/// its sender.
async fn record_message(
    state: &AppState,
    message: Submission,
    photo: Option<Image>,
) -> Result<FeedbackRecord, AppError> {
    let ward = check_message(state, &message)?;
    let now = state.clock.rfc3339();
    let mut record = FeedbackRecord {
        ward,
        page: given(message.page.as_deref()),
        name: given(message.name.as_deref()),
        phone: given(message.phone.as_deref()),
        email: given(message.email.as_deref()),
        lang: message
            .lang
            .as_deref()
            .and_then(Lang::from_tag)
            .map(|lang| lang.code().to_owned()),
        ..FeedbackRecord::received("", &message.category, &clean_text(&message.message), &now)
    };
    // The photo is moved under a name of its own, and kept with its upload record in the same
    // write as the message; if that write fails, the file goes with `placed`.
    let photo = match photo {
        Some(image) => {
            let (name, mut upload) = (image.stored_name(), image.record(&now));
            upload.feedback = true;
            let placed = state.uploads.place(image.file, &name).await?;
            record.photo = Some(uploads_url(&name));
            Some((name, upload, placed))
        }
        None => None,
    };
    let (store, seconds) = (state.store.clone(), state.clock.now());
    let origin = state.mail.origin().map(str::to_owned);
    let saved = tokio::task::spawn_blocking(move || {
        let saved = store.change(|change| {
            for _ in 0..TRACKING_TRIES {
                record.tracking_id =
                    tracking_id(random_bytes()).expect("the random source never ends");
                if change.feedback(&record.tracking_id)?.is_none() {
                    let categories = change.feedback_categories()?;
                    record.answer_by = Some(answer_by(&categories, &record.category, seconds));
                    if let Some((name, upload, _)) = &photo {
                        change.put_upload(name, upload)?;
                    }
                    change.put_feedback(&record)?;
                    let letter = origin
                        .as_deref()
                        .and_then(|origin| letters::feedback_received(&record, origin));
                    if let Some(letter) = letter {
                        change.queue_mail(letter, seconds)?;
                    }
                    return Ok(record);
                }
            }
            Err(AppError::BadRequest(
                "No tracking number could be made. Please try again.",
            ))
        });
        if saved.is_ok()
            && let Some((_, _, placed)) = photo
        {
            placed.keep();
        }
        saved
    })
    .await?;
    state.mail.wake();
    saved
}

async fn status(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    Path(typed): Path<String>,
) -> Result<Json<FeedbackStatusView>, AppError> {
    look_up(&state, address, &typed).await.map(Json)
}

/// Where the message whose number is `typed` stands, asked from `address`: 404 when there is
/// none. Every lookup counts, found or not, whatever it asks: trying numbers costs the same as
/// asking for one's own (429 `TooManyLookups` past the address's lookups a minute).
pub(crate) async fn look_up(
    state: &AppState,
    address: Option<IpAddr>,
    typed: &str,
) -> Result<FeedbackStatusView, AppError> {
    let address = address.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    let now = state.clock.now();
    let retry_after = state.feedback_lookups.try_send(address, now);
    if retry_after > 0 {
        // Counted, and reported once a minute: a flood would otherwise fill the log.
        if let Some(count) = state.feedback_lookups.note_refused(now) {
            tracing::warn!(
                count,
                %address,
                "tracking number lookups refused since the last report"
            );
        }
        return Err(AppError::TooManyLookups { retry_after });
    }
    let Some(tracking_id) = normalize_tracking_id(typed) else {
        return Err(AppError::NotFound);
    };
    let store = state.store.clone();
    let record = tokio::task::spawn_blocking(move || store.feedback(&tracking_id)).await??;
    record
        .map(|record| record.public_view())
        .ok_or(AppError::NotFound)
}

/// The inbox's filters.
#[derive(Deserialize)]
struct InboxQuery {
    status: Option<String>,
    category: Option<String>,
    ward: Option<u32>,
    /// `today`: waiting for an answer due today; `overdue`: past it.
    due: Option<String>,
    /// Which page of the list, from 1.
    page: Option<u32>,
}

/// The inbox: one page of the messages that pass the filters (newest first,
/// [`wasm_core::model::list_page::PAGE_SIZE`] a page, cut as every list of the site is, by
/// [`Paging`]: years of messages are never sent at once), with the counts by status and the
/// median seconds from receipt to a first answer among those answered, of all that pass.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Inbox {
    items: Vec<InboxMessage>,
    page: ListPage,
    counts: Counts,
    median_first_answer_seconds: Option<u64>,
}

#[derive(Serialize, Default)]
#[serde(rename_all = "camelCase")]
struct Counts {
    received: usize,
    forwarded: usize,
    resolved: usize,
    reopened: usize,
    /// Waiting for an answer due today (in India).
    due_today: usize,
    /// Waiting past the moment their answer was due.
    overdue: usize,
}

/// Seconds from `from` to `to` (RFC 3339 times), if both read.
fn seconds_between(from: &str, to: &str) -> Option<u64> {
    let from = wasm_core::validate::moment_seconds(from)?;
    let to = wasm_core::validate::moment_seconds(to)?;
    u64::try_from(to - from).ok()
}

/// The middle value of `values` (the mean of the two middle ones for an even count).
fn median(mut values: Vec<u64>) -> Option<u64> {
    values.sort_unstable();
    let middle = values.len() / 2;
    match values.len() {
        0 => None,
        n if n % 2 == 1 => Some(values[middle]),
        _ => Some(u64::midpoint(values[middle - 1], values[middle])),
    }
}

async fn inbox(
    State(state): State<AppState>,
    _staff: SignedIn,
    Query(query): Query<InboxQuery>,
) -> Result<Json<Inbox>, AppError> {
    let status = match query.status.as_deref() {
        None | Some("") => None,
        Some(name) => Some(
            FeedbackStatus::parse(name).ok_or(AppError::BadRequest("Unknown status filter."))?,
        ),
    };
    let due = match query.due.as_deref() {
        None | Some("") => None,
        Some("today") => Some(DueState::Today),
        Some("overdue") => Some(DueState::Overdue),
        Some(_) => return Err(AppError::BadRequest("Unknown due filter.")),
    };
    let now = state.clock.moment();
    let store = state.store.clone();
    let all = tokio::task::spawn_blocking(move || store.all_feedback()).await??;
    let items: Vec<InboxMessage> = all
        .into_iter()
        .filter(|record| status.is_none_or(|status| record.status() == status))
        .filter(|record| due.is_none_or(|due| record.due_state(now) == Some(due)))
        .filter(|record| {
            query
                .category
                .as_deref()
                .is_none_or(|category| category.is_empty() || record.category == category)
        })
        .filter(|record| query.ward.is_none_or(|ward| record.ward == Some(ward)))
        .map(|record| InboxMessage::at(record, now))
        .collect();
    let mut counts = Counts::default();
    for item in &items {
        match item.message.status() {
            FeedbackStatus::Received => counts.received += 1,
            FeedbackStatus::Forwarded => counts.forwarded += 1,
            FeedbackStatus::Resolved => counts.resolved += 1,
            FeedbackStatus::Reopened => counts.reopened += 1,
        }
        match item.due {
            Some(DueState::Today) => counts.due_today += 1,
            Some(DueState::Overdue) => counts.overdue += 1,
            None => {}
        }
    }
    let waits = items
        .iter()
        .filter_map(|item| {
            let record = &item.message;
            seconds_between(record.received_at(), record.first_answer_at.as_ref()?)
        })
        .collect();
    let paging = Paging {
        number: query.page.unwrap_or(1).max(1),
        year: None,
    };
    let (items, page) = paging.cut(items.into_iter().map(|item| (item, None)).collect());
    Ok(Json(Inbox {
        median_first_answer_seconds: median(waits),
        counts,
        items,
        page,
    }))
}

/// A staff answer: any of a new status, the public reply, the account it is assigned to (empty
/// for nobody).
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct Answer {
    status: Option<String>,
    reply: Option<String>,
    assignee: Option<String>,
}

async fn answer(
    State(state): State<AppState>,
    staff: SignedIn,
    ClientAddress(address): ClientAddress,
    Path(typed): Path<String>,
    body: Result<Json<Answer>, JsonRejection>,
) -> Result<Json<InboxMessage>, AppError> {
    let answer = json_body(body)?;
    let tracking_id = normalize_tracking_id(&typed).ok_or(AppError::NotFound)?;
    let status = match answer.status.as_deref() {
        None => None,
        // A message is received once, and reopened only by its citizen; staff move it on, or
        // back from resolved to forwarded.
        Some(name) => match FeedbackStatus::parse(name) {
            Some(FeedbackStatus::Received | FeedbackStatus::Reopened) | None => {
                return Err(AppError::Invalid(vec![("status", vec!["invalid"])]));
            }
            status => status,
        },
    };
    if let Some(reply) = &answer.reply {
        let problems = reply_problems(reply);
        if !problems.is_empty() {
            return Err(AppError::Invalid(vec![("reply", problems)]));
        }
    }
    let now = state.clock.rfc3339();
    let (store, clock, by) = (state.store.clone(), state.clock.clone(), staff.clone());
    let origin = state.mail.origin().map(str::to_owned);
    let seconds = state.clock.now();
    let (record, first_answer) = tokio::task::spawn_blocking(move || {
        store.change(|change| {
            by.still_live(change, &clock)?;
            let mut record = change.feedback(&tracking_id)?.ok_or(AppError::NotFound)?;
            let mut answered = false;
            let new_status = status.filter(|status| *status != record.status());
            if let Some(status) = new_status {
                record.steps.push(FeedbackStep {
                    status,
                    at: now.clone(),
                });
                answered = true;
            }
            let reply = answer.reply.as_deref().map(clean_text);
            let replied = reply.is_some()
                && reply.as_deref() != record.reply.as_ref().map(|old| old.text.as_str());
            if let Some(text) = reply.filter(|_| replied) {
                record.reply = Some(FeedbackReply {
                    text,
                    at: now.clone(),
                });
                answered = true;
            }
            if let Some(assignee) = &answer.assignee {
                let assignee = assignee.trim();
                if assignee.is_empty() {
                    record.assignee = None;
                } else if change.user(assignee)?.is_some_and(|user| !user.disabled) {
                    record.assignee = Some(assignee.to_owned());
                } else {
                    return Err(AppError::Invalid(vec![("assignee", vec!["invalid"])]));
                }
            }
            let first_answer = answered && record.first_answer_at.is_none();
            if first_answer {
                record.first_answer_at = Some(now.clone());
            }
            change.put_feedback(&record)?;
            let letter = origin.as_deref().and_then(|origin| {
                letters::feedback_answered(&record, origin, new_status, replied)
            });
            if let Some(letter) = letter {
                change.queue_mail(letter, seconds)?;
            }
            change.append_audit(
                &AuditEntry::new(&now, &by.user.username, Action::FeedbackAnswer)
                    .from(address)
                    .on("feedback", &record.tracking_id),
            )?;
            Ok((record, first_answer))
        })
    })
    .await??;
    state.mail.wake();
    if first_answer {
        state.metrics.feedback_answered();
    }
    tracing::info!(tracking_id = %record.tracking_id, by = %staff.user.username, status = record.status().name(), "feedback answered");
    Ok(Json(InboxMessage::at(record, state.clock.moment())))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_median_is_the_middle_wait() {
        assert_eq!(median(vec![]), None);
        assert_eq!(median(vec![30]), Some(30));
        assert_eq!(median(vec![300, 10, 20]), Some(20));
        assert_eq!(median(vec![40, 10, 20, 30]), Some(25));
    }

    #[test]
    fn waits_are_counted_between_two_moments() {
        assert_eq!(
            seconds_between("2026-11-20T10:00:00Z", "2026-11-20T12:30:00Z"),
            Some(9000)
        );
        assert_eq!(
            seconds_between("2026-11-20T10:00:00Z", "2026-11-19T10:00:00Z"),
            None
        );
    }
}

//! The one error type of the API and how each kind becomes an HTTP answer.

use axum::Json;
use axum::http::header::{CONNECTION, RETRY_AFTER};
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;

use wasm_core::content::FieldProblems;
use wasm_core::roles::Permission;
use wasm_core::validate::Problems;

use crate::store::StoreError;
use crate::store::content::Conflict;

/// A failed API request. Every answer has the shape `{"error": {"code", "message"}}`, but
/// 422, which is `{"errors": {"<field>": ["<code>", …]}}`.
#[derive(Debug, thiserror::Error)]
pub enum AppError {
    /// 404: there is no such API resource.
    #[error("There is no such resource.")]
    NotFound,
    /// 400: the request cannot be read.
    #[error("{0}")]
    BadRequest(&'static str),
    /// 401: the username or the password is wrong (the answer does not say which).
    #[error("Invalid username or password")]
    InvalidCredentials,
    /// 401: no live session.
    #[error("Please log in.")]
    Unauthorized,
    /// 429: too many failed logins for this username or from this address; try again after
    /// `retry_after` seconds (also sent as `Retry-After`).
    #[error("Too many failed attempts. Please try again in {retry_after} seconds.")]
    TooManyAttempts {
        /// Seconds to wait.
        retry_after: u64,
    },
    /// 429: this address has sent as many messages to the corporation as it may for now; it
    /// may send again after `retry_after` seconds (also sent as `Retry-After`).
    #[error(
        "You have sent several messages in a short time. Please try again in {} minutes.",
        retry_after.div_ceil(60)
    )]
    TooManyMessages {
        /// Seconds to wait.
        retry_after: u64,
    },
    /// 429: this address has looked up as many tracking numbers as it may for now; it may look
    /// up again after `retry_after` seconds (also sent as `Retry-After`).
    #[error(
        "You have looked up many tracking numbers in a short time. Please try again in {retry_after} seconds."
    )]
    TooManyLookups {
        /// Seconds to wait.
        retry_after: u64,
    },
    /// 403: the account may not do this; the answer's `needs` names the permission it takes
    /// (wasm-core `roles`), when one role's permission would allow it.
    #[error("This account may not do that.")]
    Forbidden(Option<Permission>),
    /// 403: the account is disabled (said only to someone who gave its right password).
    #[error("This account is disabled. Ask an administrator to enable it.")]
    AccountDisabled,
    /// 409: the change would leave no active administrator.
    #[error("This is the last active administrator: make another account an administrator first.")]
    LastAdmin,
    /// 409: another account has the username.
    #[error("There is already an account with this username.")]
    UsernameTaken,
    /// 403: a write sent by a page of another origin with the site's cookie.
    #[error("This request came from another site and was refused. Use the site's own pages.")]
    CrossOrigin,
    /// 409: another event already has this title (in either language).
    #[error("Another event already has this title.")]
    DuplicateTitle,
    /// 412: the item was saved by someone else since the version the request started from
    /// (the answer says, when known, which version it is at, when, by whom and as what it was
    /// saved, and what visitors see of it now).
    #[error(
        "Someone saved this item after you opened it. Your changes were not saved; reload it to see theirs."
    )]
    StaleVersion(Option<Box<Conflict>>),
    /// 428: a change of an item must say which version it started from (`If-Match`).
    #[error("Say which version of the item this change starts from (If-Match: \"<version>\").")]
    VersionRequired,
    /// 409: the kind's items are a fixed set: they can be changed, not added or removed.
    #[error("Items of this kind can be changed but not added or removed.")]
    Fixed,
    /// 409: other content still refers to the item.
    #[error("Other content still refers to this item; change that first.")]
    InUse,
    /// 403: the author of a version may not approve it; a second person must.
    #[error("You wrote this version: another publisher must review and approve it.")]
    OwnWork,
    /// 409: the item is not where the step starts (approving a draft, sending an item that is
    /// already in review, archiving what is not published).
    #[error("This item is not in a state where that can be done. Reload it to see where it is.")]
    WrongStatus,
    /// 409: items of this kind have no public archive.
    #[error("Items of this kind have no archive.")]
    NoArchive,
    /// 409: the item's own last day has passed, so it stays in the archive: its day must change
    /// before it can be put back on the site.
    #[error("Its last day has passed, so it stays in the archive. Change its last day first.")]
    PastItsTime,
    /// 503: the site sends no mail (no `--smtp-url`), so it takes no subscriptions.
    #[error("The website sends no mail at present, so it cannot take subscriptions.")]
    MailOff,
    /// 404: a subscription's link that no subscriber has (wrong, used, or its subscription
    /// ended).
    #[error("This link is not valid: it may have been used already.")]
    LinkInvalid,
    /// 410: a confirmation link past its two days.
    #[error("This link has expired. Please subscribe again.")]
    LinkExpired,
    /// 413: a file, a field or the whole request is over its limit.
    #[error("{0}")]
    TooLarge(&'static str),
    /// 408: the request body arrived slower than the minimum rate; the connection closes.
    #[error("The request arrived too slowly. Please try again on a faster connection.")]
    TooSlow,
    /// 415: a file is not of a kind the route accepts (recognised by its bytes).
    #[error("{0}")]
    UnsupportedType(&'static str),
    /// 415: a PDF upload that is not one, by its name or by its content; the answer's
    /// `reason` is wasm-core's code of which (`not_pdf_name`, `not_pdf_content`).
    #[error("Please select a valid PDF file. {}", not_pdf_reason(.0))]
    NotPdf(&'static str),
    /// 422: fields with something wrong, each with its codes (wasm-core `validate`).
    #[error("Some fields are not valid.")]
    Invalid(Problems),
    /// 422: fields of a content item with something wrong, by path (`corrigenda.0.date`),
    /// each with its codes (wasm-core `content`).
    #[error("Some fields are not valid.")]
    InvalidFields(FieldProblems),
    /// 500: the file system failed.
    #[error("file system: {0}")]
    Io(#[from] std::io::Error),
    /// 500: the store failed; the details go to the log, never to the client.
    #[error("store: {0}")]
    Store(#[from] StoreError),
    /// 500: a blocking task died.
    #[error("background task: {0}")]
    Task(#[from] tokio::task::JoinError),
}

/// Why a file is not a PDF, said after "Please select a valid PDF file."
fn not_pdf_reason(code: &str) -> &'static str {
    if code == wasm_core::validate::NOT_PDF_NAME {
        "Its name does not end in .pdf."
    } else {
        "Its content is not a PDF's, whatever its name says."
    }
}

impl AppError {
    fn status_and_code(&self) -> (StatusCode, &'static str) {
        match self {
            AppError::NotFound => (StatusCode::NOT_FOUND, "not_found"),
            AppError::BadRequest(_) => (StatusCode::BAD_REQUEST, "bad_request"),
            AppError::InvalidCredentials => (StatusCode::UNAUTHORIZED, "invalid_credentials"),
            AppError::Unauthorized => (StatusCode::UNAUTHORIZED, "unauthorized"),
            AppError::Forbidden(_) => (StatusCode::FORBIDDEN, "forbidden"),
            AppError::CrossOrigin => (StatusCode::FORBIDDEN, "cross_origin"),
            AppError::AccountDisabled => (StatusCode::FORBIDDEN, "account_disabled"),
            AppError::LastAdmin => (StatusCode::CONFLICT, "last_admin"),
            AppError::UsernameTaken => (StatusCode::CONFLICT, "username_taken"),
            AppError::TooManyAttempts { .. } => {
                (StatusCode::TOO_MANY_REQUESTS, "too_many_attempts")
            }
            AppError::TooManyMessages { .. } => {
                (StatusCode::TOO_MANY_REQUESTS, "too_many_messages")
            }
            AppError::TooManyLookups { .. } => (StatusCode::TOO_MANY_REQUESTS, "too_many_lookups"),
            AppError::DuplicateTitle => (StatusCode::CONFLICT, "duplicate_title"),
            AppError::TooLarge(_) => (StatusCode::PAYLOAD_TOO_LARGE, "too_large"),
            AppError::TooSlow => (StatusCode::REQUEST_TIMEOUT, "too_slow"),
            AppError::UnsupportedType(_) | AppError::NotPdf(_) => {
                (StatusCode::UNSUPPORTED_MEDIA_TYPE, "unsupported_type")
            }
            AppError::Invalid(_) | AppError::InvalidFields(_) => {
                (StatusCode::UNPROCESSABLE_ENTITY, "validation")
            }
            AppError::StaleVersion(_) => (StatusCode::PRECONDITION_FAILED, "stale_version"),
            AppError::VersionRequired => (StatusCode::PRECONDITION_REQUIRED, "version_required"),
            AppError::Fixed => (StatusCode::CONFLICT, "fixed"),
            AppError::InUse => (StatusCode::CONFLICT, "in_use"),
            AppError::OwnWork => (StatusCode::FORBIDDEN, "own_work"),
            AppError::WrongStatus => (StatusCode::CONFLICT, "wrong_status"),
            AppError::NoArchive => (StatusCode::CONFLICT, "no_archive"),
            AppError::PastItsTime => (StatusCode::CONFLICT, "past_its_time"),
            AppError::MailOff => (StatusCode::SERVICE_UNAVAILABLE, "mail_off"),
            AppError::LinkInvalid => (StatusCode::NOT_FOUND, "link_invalid"),
            AppError::LinkExpired => (StatusCode::GONE, "link_expired"),
            AppError::Store(_) | AppError::Task(_) | AppError::Io(_) => {
                (StatusCode::INTERNAL_SERVER_ERROR, "internal")
            }
        }
    }
}

/// The codes of `problems` by field, as a 422 gives them: `{"<field>": ["<code>", …]}` (a field
/// named twice has the codes of both).
pub fn by_field(problems: &Problems) -> serde_json::Map<String, serde_json::Value> {
    let mut fields = serde_json::Map::new();
    for (field, codes) in problems {
        let list = fields
            .entry((*field).to_owned())
            .or_insert_with(|| serde_json::Value::Array(Vec::new()));
        if let serde_json::Value::Array(list) = list {
            list.extend(codes.iter().map(|code| json!(code)));
        }
    }
    fields
}

impl IntoResponse for AppError {
    fn into_response(self) -> Response {
        let (status, code) = self.status_and_code();
        if let AppError::Invalid(problems) = &self {
            return (status, Json(json!({ "errors": by_field(problems) }))).into_response();
        }
        if let AppError::InvalidFields(problems) = &self {
            return (status, Json(json!({ "errors": problems }))).into_response();
        }
        let message = if status.is_server_error() {
            tracing::error!(error = %self, "request failed");
            "Something went wrong on the server. Please try again later.".to_owned()
        } else {
            self.to_string()
        };
        let mut error = json!({ "code": code, "message": message });
        if let AppError::NotPdf(reason) = &self {
            error["reason"] = json!(reason);
        }
        if let AppError::Forbidden(Some(needs)) = &self {
            error["needs"] = json!(needs.name());
        }
        if let AppError::StaleVersion(Some(conflict)) = &self
            && let (Some(error), Ok(serde_json::Value::Object(told))) =
                (error.as_object_mut(), serde_json::to_value(conflict))
        {
            error.extend(told);
        }
        let mut response = (status, Json(json!({ "error": error }))).into_response();
        match self {
            AppError::TooManyAttempts { retry_after }
            | AppError::TooManyMessages { retry_after }
            | AppError::TooManyLookups { retry_after } => {
                response
                    .headers_mut()
                    .insert(RETRY_AFTER, HeaderValue::from(retry_after));
            }
            // The rest of the body may still be on its way: the connection is not reused.
            AppError::TooSlow => {
                response
                    .headers_mut()
                    .insert(CONNECTION, HeaderValue::from_static("close"));
            }
            _ => {}
        }
        response
    }
}

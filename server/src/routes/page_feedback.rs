//! "Was this page useful?" at the end of every public page:
//!
//! - `POST /api/page-feedback` (anyone): `{page, lang, useful: "yes"|"no", comment?}` as JSON,
//!   answered 204; or the same fields as the page's plain form (URL-encoded, without
//!   JavaScript or before the app has loaded), answered by a redirect (303) back to the page
//!   with `useful=thanks`, or `useful=<why not>`, which the page renders in its language. Checked
//!   by wasm-core's rule (`validate::page_feedback_problems`: a prompted page of the route
//!   table, yes or no, a comment of at most 500 characters). Against abuse: a size limit, at
//!   most a few answers an hour from one address (a bucket of its own, more generous than the
//!   messages', `--page-feedback-per-hour`; 429), and a field people never see that must stay
//!   empty (422 `form: refused`).
//! - `GET /api/page-feedback` (staff): each page's yes and no, and its latest comments.
//!
//! Nothing about who answered is kept or logged: the store counts the answer and keeps the
//! comment's text, its page, language and day.

use std::net::{IpAddr, Ipv4Addr};

use axum::Json;
use axum::Router;
use axum::body::Bytes;
use axum::extract::rejection::BytesRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::header::LOCATION;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::get;
use serde::{Deserialize, Serialize};
use wasm_core::feedback::{PageComment, PageFeedbackSummary};
use wasm_core::lang::Lang;
use wasm_core::routes::{PAGE_FEEDBACK_ANSWER, match_path};
use wasm_core::validate::{clean_text, is_prompted_page, page_feedback_problems};

use super::sent_as;
use crate::auth::extract::SignedIn;
use crate::client_address::ClientAddress;
use crate::connections::is_too_slow;
use crate::error::AppError;
use crate::state::AppState;

/// Most bytes of an answer: a comment of 500 Devanagari characters is 1.5 KB as JSON, 4.5 KB
/// URL-encoded.
pub const ANSWER_BODY_MAX_BYTES: usize = 8 * 1024;
/// Answers one address may send in an hour, unless set otherwise: a visitor reading many pages
/// may answer on each.
pub const PER_ADDRESS: usize = 30;

/// The routes.
pub fn router() -> Router<AppState> {
    Router::new().route(
        "/page-feedback",
        get(summary)
            .post(receive)
            .layer(DefaultBodyLimit::max(ANSWER_BODY_MAX_BYTES)),
    )
}

/// An answer, as JSON or as the plain form's fields.
#[derive(Deserialize, Default)]
#[serde(default)]
struct Answer {
    page: String,
    lang: String,
    useful: String,
    comment: String,
    /// The field people never see (hidden from them and from screen readers): a program that
    /// fills every field fills it.
    website: String,
    /// The plain form's page address's query (`kind=notices&id=…`, `q=singh`): the page it
    /// goes back to renders the parameters it renders of it.
    query: String,
}

/// The answer in a plain form's fields (the first of each; unknown ones ignored).
fn from_form(body: &[u8]) -> Answer {
    let mut answer = Answer::default();
    for (key, value) in form_urlencoded::parse(body) {
        let field = match key.as_ref() {
            "page" => &mut answer.page,
            "lang" => &mut answer.lang,
            "useful" => &mut answer.useful,
            "comment" => &mut answer.comment,
            "website" => &mut answer.website,
            "query" => &mut answer.query,
            _ => continue,
        };
        if field.is_empty() {
            *field = value.into_owned();
        }
    }
    answer
}

/// How the answer came: the app's JSON, or the page's plain form.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sent {
    Json,
    Form,
}

/// Why an answer was refused, as the API says it.
fn refused(code: &'static str) -> AppError {
    AppError::Invalid(vec![("form", vec![code])])
}

async fn receive(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    body: Result<Bytes, BytesRejection>,
) -> Result<Response, AppError> {
    let sent = if sent_as(&headers, "application/json") {
        Sent::Json
    } else if sent_as(&headers, "application/x-www-form-urlencoded") {
        Sent::Form
    } else {
        return Err(AppError::UnsupportedType(
            "Send JSON (Content-Type: application/json) or the page's form.",
        ));
    };
    let body = match body {
        Ok(body) => body,
        Err(rejection) if is_too_slow(&rejection) => return Err(AppError::TooSlow),
        Err(rejection) if rejection.status() == StatusCode::PAYLOAD_TOO_LARGE => {
            return match sent {
                Sent::Json => Err(AppError::TooLarge("The request is too large.")),
                // The comment was too long for the form's limit (a browser that ignores it).
                Sent::Form => Ok(back_to_page("/", "", Lang::En, "invalid")),
            };
        }
        Err(_) => return Err(AppError::BadRequest("The request body could not be read.")),
    };
    let answer = match sent {
        Sent::Json => serde_json::from_slice::<Answer>(&body).map_err(|_| {
            AppError::BadRequest("The request body is not the JSON this call expects.")
        })?,
        Sent::Form => from_form(&body),
    };
    let lang = Lang::from_tag(&answer.lang);
    let result = record(&state, address, &answer, lang).await;
    match (sent, result) {
        (Sent::Json, Ok(())) => Ok(StatusCode::NO_CONTENT.into_response()),
        (Sent::Json, Err(error)) => Err(error),
        (Sent::Form, result) => {
            let lang = lang.unwrap_or(Lang::En);
            let outcome = match result {
                Ok(()) => "thanks",
                Err(AppError::TooManyMessages { .. }) => "too_many",
                Err(AppError::Invalid(_)) => "invalid",
                Err(error) => return Err(error),
            };
            Ok(back_to_page(&answer.page, &answer.query, lang, outcome))
        }
    }
}

/// Checks `answer` and counts it; the address is only held against the hourly limit.
async fn record(
    state: &AppState,
    address: Option<IpAddr>,
    answer: &Answer,
    lang: Option<Lang>,
) -> Result<(), AppError> {
    if !answer.website.trim().is_empty() {
        return Err(refused("refused"));
    }
    let mut problems = page_feedback_problems(&answer.page, &answer.useful, &answer.comment);
    if lang.is_none() {
        problems.push(("lang", vec!["invalid"]));
    }
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    // A request with no address (only in tests) counts as one address.
    let address = address.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    let retry_after = state.page_answers.try_send(address, state.clock.now());
    if retry_after > 0 {
        tracing::info!(
            retry_after,
            "page feedback refused: too many from one address"
        );
        return Err(AppError::TooManyMessages { retry_after });
    }
    let useful = answer.useful == "yes";
    let text = clean_text(&answer.comment);
    let comment = (!text.is_empty()).then(|| PageComment {
        page: answer.page.clone(),
        lang: lang.unwrap_or(Lang::En).code().to_owned(),
        at: state.clock.rfc3339(),
        text,
    });
    let (store, page) = (state.store.clone(), answer.page.clone());
    let saved = tokio::task::spawn_blocking(move || {
        store.change(|change| change.add_page_feedback(&page, useful, comment.as_ref()))?;
        Ok::<_, AppError>(comment.is_some())
    })
    .await
    .map_err(AppError::from)
    .and_then(|saved| saved);
    let Ok(commented) = saved else {
        state.page_answers.give_back(address);
        return saved.map(|_| ());
    };
    tracing::info!(page = %answer.page, useful, commented, "page feedback received");
    Ok(())
}

/// 303 back to `page` (the home page if it is none of the prompted ones) in `lang`, with the
/// parameters of `query` that the page renders (a document's page its document, a directory its
/// search) and the outcome the page renders, at the prompt.
fn back_to_page(page: &str, query: &str, lang: Lang, outcome: &str) -> Response {
    let route = match_path(page).filter(|_| is_prompted_page(page));
    let (page, rendered) = route.map_or(("/", &[][..]), |route| {
        (route.path, route.rendered_params())
    });
    let mut address = form_urlencoded::Serializer::new(String::new());
    address.append_pair("lang", lang.code());
    for name in rendered
        .iter()
        .filter(|name| **name != PAGE_FEEDBACK_ANSWER)
    {
        if let Some((_, value)) =
            form_urlencoded::parse(query.as_bytes()).find(|(key, _)| key == name)
        {
            address.append_pair(name, &value);
        }
    }
    address.append_pair(PAGE_FEEDBACK_ANSWER, outcome);
    let location = format!("{page}?{}#page-feedback", address.finish());
    let location = HeaderValue::from_str(&location).unwrap_or(HeaderValue::from_static("/"));
    (StatusCode::SEE_OTHER, [(LOCATION, location)]).into_response()
}

/// Every page's answers.
#[derive(Serialize)]
struct Summary {
    pages: Vec<PageFeedbackSummary>,
}

async fn summary(
    State(state): State<AppState>,
    _staff: SignedIn,
) -> Result<Json<Summary>, AppError> {
    let store = state.store.clone();
    let pages = tokio::task::spawn_blocking(move || store.page_feedback()).await??;
    Ok(Json(Summary { pages }))
}

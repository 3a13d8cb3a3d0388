//! The feedback page's plain form: `POST /feedback?lang=…` as `multipart/form-data`, with the
//! fields `category`, `ward`, `message`, `page`, `name`, `phone`, `email`, the hidden
//! `homepage` and the file `photo`, for a browser without JavaScript or a page the app has not
//! hydrated yet. The message goes through the steps of `POST /api/feedback` (`feedback.rs`:
//! the messages an address may send in an hour, the field people never see, wasm-core's rule,
//! the photo's upload rules), but for the shortest time to fill the form, which only a script
//! can measure; the Origin rule applies as to the API. The answer, in the page's language:
//!
//! - kept: a redirect (303) to `/feedback?lang=…&sent=<tracking number>`, the page that gives
//!   the number, so a reload never sends the message again;
//! - refused: the feedback page rendered for this request by the query pages' worker
//!   (`crate::render::queries`), with the same components as the app's, holding everything
//!   typed and each problem (`sent_form`), 422; 429 with the minutes to wait when the address
//!   has sent its share. Never stored by a browser or a proxy.

use std::net::{IpAddr, Ipv4Addr};

use axum::extract::multipart::Field;
use axum::extract::{FromRequest, Multipart, OriginalUri, Request, State};
use axum::http::header::{LOCATION, RETRY_AFTER};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Serialize;
use serde_json::{Map, Value, json};
use wasm_core::lang::Lang;

use super::feedback::{self, MESSAGE_BODY_MAX_BYTES, Submission};
use super::sent_as;
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::site::language::PageRequest;
use crate::state::AppState;
use crate::uploads::{Image, multipart_error};

/// The feedback page's path.
const PAGE: &str = "/feedback";
/// The key the feedback page reads what became of its form under
/// (`web/src/features/feedback/sent-form.ts`).
const SENT_FORM_KEY: &str = "feedback-form";
/// The text fields as typed (the first of each).
#[derive(Default, Serialize)]
struct Typed {
    category: String,
    ward: String,
    message: String,
    page: String,
    name: String,
    phone: String,
    email: String,
    /// The field people never see: never rendered again.
    #[serde(skip)]
    homepage: String,
}

impl Typed {
    /// The field the form names `name`, if it is one of the text fields.
    fn field(&mut self, name: &str) -> Option<&mut String> {
        Some(match name {
            "category" => &mut self.category,
            "ward" => &mut self.ward,
            "message" => &mut self.message,
            "page" => &mut self.page,
            "name" => &mut self.name,
            "phone" => &mut self.phone,
            "email" => &mut self.email,
            "homepage" => &mut self.homepage,
            _ => return None,
        })
    }

    /// The message as the API's steps take it, sent from the page in `lang`.
    fn submission(&self, lang: Lang) -> Submission {
        Submission {
            category: self.category.clone(),
            message: self.message.clone(),
            ward: Some(Value::String(self.ward.clone())),
            page: Some(self.page.clone()),
            name: Some(self.name.clone()),
            phone: Some(self.phone.clone()),
            email: Some(self.email.clone()),
            lang: Some(lang.code().to_owned()),
            homepage: Some(self.homepage.clone()),
            fill_ms: None,
            plain_form: true,
        }
    }
}

/// What was read of the form.
struct Sent {
    typed: Typed,
    /// Whether a photo was chosen (its part names a file).
    photo_chosen: bool,
    /// The photo, or why it was refused.
    photo: Result<Option<Image>, AppError>,
}

/// Sends the message of the feedback page's form, and answers with the page that follows.
pub async fn send_with_form(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    OriginalUri(uri): OriginalUri,
    request: Request,
) -> Response {
    let headers = request.headers().clone();
    let lang = PageRequest::read(uri.query(), &headers).lang;
    // A request with no address (only in tests) counts as one address.
    let address = address.unwrap_or(IpAddr::V4(Ipv4Addr::UNSPECIFIED));
    let place = feedback::take_place(&state, address);
    // Past the address's share the text is still read, to render it again; the photo is not kept.
    let mut sent = match read_form(&state, request, place.is_ok()).await {
        Ok(sent) => sent,
        Err(error) => {
            if place.is_ok() {
                state.submissions.give_back(address);
            }
            return error.into_response();
        }
    };
    if let Err(too_many) = place {
        return render_again(&state, lang, &headers, &sent, too_many).await;
    }
    let submission = sent.typed.submission(lang);
    let photo = std::mem::replace(&mut sent.photo, Ok(None));
    let read = match photo {
        Ok(photo) => Ok((submission, photo)),
        Err(refused) => Err(with_text_problems(&state, &submission, refused)),
    };
    match feedback::keep(&state, address, read).await {
        Ok(record) => see_other(&format!(
            "{PAGE}?lang={}&sent={}",
            lang.code(),
            record.tracking_id
        )),
        Err(error) => render_again(&state, lang, &headers, &sent, error).await,
    }
}

/// A photo's refusal with what is wrong with the text too, so that the page says all at once.
fn with_text_problems(state: &AppState, submission: &Submission, refused: AppError) -> AppError {
    let mut problems = match refused {
        AppError::Invalid(problems) => problems,
        AppError::UnsupportedType(_) => vec![("photo", vec!["unsupported_type"])],
        other => return other,
    };
    if let Err(AppError::Invalid(text)) = feedback::check_message(state, submission) {
        problems.extend(text);
    }
    AppError::Invalid(problems)
}

/// Reads the form (`multipart/form-data`): its text fields, and its photo, received by the
/// upload rules when `photo_wanted`, else passed over. A photo refused by the rules leaves the
/// text read; a form that cannot be read at all is an error.
async fn read_form(
    state: &AppState,
    request: Request,
    photo_wanted: bool,
) -> Result<Sent, AppError> {
    if !sent_as(request.headers(), "multipart/form-data") {
        return Err(AppError::UnsupportedType(
            "Send the feedback page's form as multipart/form-data.",
        ));
    }
    let mut multipart = Multipart::from_request(request, state)
        .await
        .map_err(|_| AppError::BadRequest("Send the form as multipart/form-data."))?;
    let mut sent = Sent {
        typed: Typed::default(),
        photo_chosen: false,
        photo: Ok(None),
    };
    let mut photo_seen = false;
    loop {
        let field = match multipart.next_field().await {
            Ok(Some(field)) => field,
            Ok(None) => break,
            // The rest of the body, after the photo (the form's last field), was over its limit
            // or broken: the answer is made of what was read.
            Err(_) if photo_seen => break,
            Err(error) => return Err(multipart_error(&error)),
        };
        let name = field.name().unwrap_or_default().to_owned();
        if name == "photo" && !photo_seen {
            photo_seen = true;
            sent.photo_chosen = field.file_name().is_some_and(|name| !name.is_empty());
            if photo_wanted {
                sent.photo = receive_photo(state, field).await;
                if matches!(sent.photo, Err(AppError::TooSlow)) {
                    return Err(AppError::TooSlow);
                }
            }
        } else if let Some(typed) = sent.typed.field(&name) {
            let text = read_text(field).await?;
            if typed.is_empty() {
                *typed = text;
            }
        }
        // Any other part is passed over.
    }
    Ok(sent)
}

/// The photo's part, by the API's step; past the body's limit it is too large.
async fn receive_photo(state: &AppState, mut field: Field<'_>) -> Result<Option<Image>, AppError> {
    match feedback::receive_photo(state, &mut field).await {
        Err(AppError::TooLarge(_)) => Err(AppError::Invalid(vec![("photo", vec!["too_large"])])),
        other => other,
    }
}

/// A text field's value, refused past the size of a whole message.
async fn read_text(field: Field<'_>) -> Result<String, AppError> {
    let bytes = field.bytes().await.map_err(|e| multipart_error(&e))?;
    if bytes.len() > MESSAGE_BODY_MAX_BYTES {
        return Err(AppError::TooLarge("A field of the form is too large."));
    }
    String::from_utf8(bytes.to_vec())
        .map_err(|_| AppError::BadRequest("A field of the form is not UTF-8 text."))
}

/// The feedback page rendered again for this request: what was typed, and why the message was not
/// kept.
async fn render_again(
    state: &AppState,
    lang: Lang,
    headers: &HeaderMap,
    sent: &Sent,
    refusal: AppError,
) -> Response {
    let (carried, status, retry_after) = sent_form(sent, &refusal);
    let lists = json!({ SENT_FORM_KEY: carried });
    let mut response =
        super::request_page::form_refused(state, lang, PAGE, headers, lists, status).await;
    if let Some(seconds) = retry_after {
        response
            .headers_mut()
            .insert(RETRY_AFTER, HeaderValue::from(seconds));
    }
    response
}

/// What the page reads under [`SENT_FORM_KEY`]: `draft` (the fields as typed), `problems` (the
/// codes of each field, as the API's 422 gives them), `photoDropped` (a photo was chosen and
/// not kept: the page asks for it again) and `failure` (`{"kind": "tooMany", "minutes"}` or
/// `{"kind": "server"}`); with the answer's status and its `Retry-After`.
fn sent_form(sent: &Sent, refusal: &AppError) -> (Value, StatusCode, Option<u64>) {
    let mut problems = Map::new();
    let mut failure = Value::Null;
    let mut retry_after = None;
    let status = match refusal {
        AppError::Invalid(found) => {
            problems = crate::error::by_field(found);
            StatusCode::UNPROCESSABLE_ENTITY
        }
        AppError::TooManyMessages { retry_after: wait } => {
            failure = json!({ "kind": "tooMany", "minutes": wait.div_ceil(60).max(1) });
            retry_after = Some(*wait);
            StatusCode::TOO_MANY_REQUESTS
        }
        other => {
            tracing::warn!(error = %other, "a message sent with the feedback page's form was not kept");
            failure = json!({ "kind": "server" });
            match other {
                AppError::Store(_) | AppError::Task(_) | AppError::Io(_) => {
                    StatusCode::INTERNAL_SERVER_ERROR
                }
                _ => StatusCode::BAD_REQUEST,
            }
        }
    };
    let carried = json!({
        "draft": sent.typed,
        "problems": problems,
        "photoDropped": sent.photo_chosen,
        "failure": failure,
    });
    (carried, status, retry_after)
}

/// 303 See Other to `location` (a path of this site).
fn see_other(location: &str) -> Response {
    let location = HeaderValue::from_str(location).unwrap_or(HeaderValue::from_static(PAGE));
    (StatusCode::SEE_OTHER, [(LOCATION, location)]).into_response()
}

//! The login page as a plain form: `POST /admin/login` and `POST /login` with `username` and
//! `password` (URL-encoded), for a browser without JavaScript or a page the app has not
//! hydrated yet. The sign-in is the one `POST /api/scm-auth/login` makes (its throttling, log and
//! audit entries; the Origin rule applies as to the API), answered by a redirect (303), so a
//! reload never sends the password again:
//!
//! - signed in: the page the address's `next` names (`wasm_core::next_page::after_login`), in
//!   the address's language, with the session cookie set;
//! - refused: the login page again, with `failed=<code>` (and `wait=<seconds>` when throttled),
//!   which the page shows as the app shows a refused sign-in.

use axum::Form;
use axum::extract::rejection::FormRejection;
use axum::extract::{OriginalUri, State};
use axum::http::header::{LOCATION, SET_COOKIE};
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use serde::Deserialize;
use wasm_core::lang::Lang;
use wasm_core::next_page::after_login;

use super::auth::{LoginRequest, sign_in};
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::state::AppState;

/// The fields of the login form.
#[derive(Deserialize)]
pub struct LoginForm {
    #[serde(default)]
    username: String,
    #[serde(default)]
    password: String,
}

/// Signs in with the login page's form and sends the browser on.
pub async fn log_in_with_form(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    OriginalUri(uri): OriginalUri,
    headers: HeaderMap,
    form: Result<Form<LoginForm>, FormRejection>,
) -> Result<Response, AppError> {
    let query = uri.query().unwrap_or("");
    let param = |name: &str| {
        form_urlencoded::parse(query.as_bytes())
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.into_owned())
    };
    let lang = param("lang")
        .as_deref()
        .and_then(Lang::from_tag)
        .unwrap_or(Lang::En);
    let next = param("next");
    let Ok(Form(form)) = form else {
        return Ok(back_to_login(
            uri.path(),
            lang,
            next.as_deref(),
            "failed",
            None,
        ));
    };
    let request = LoginRequest {
        username: form.username,
        password: form.password,
    };
    match sign_in(&state, address, &headers, request).await {
        Ok(signed_in) => {
            let page = after_login(next.as_deref());
            let separator = if page.contains('?') { '&' } else { '?' };
            let mut response = see_other(&format!("{page}{separator}lang={}", lang.code()));
            for cookie in signed_in.cookies {
                response.headers_mut().append(SET_COOKIE, cookie);
            }
            Ok(response)
        }
        Err(AppError::InvalidCredentials) => Ok(back_to_login(
            uri.path(),
            lang,
            next.as_deref(),
            "invalid_credentials",
            None,
        )),
        Err(AppError::AccountDisabled) => Ok(back_to_login(
            uri.path(),
            lang,
            next.as_deref(),
            "account_disabled",
            None,
        )),
        Err(AppError::TooManyAttempts { retry_after }) => Ok(back_to_login(
            uri.path(),
            lang,
            next.as_deref(),
            "too_many_attempts",
            Some(retry_after),
        )),
        Err(error) => Err(error),
    }
}

/// The login page at `path` again, saying why the sign-in failed.
fn back_to_login(
    path: &str,
    lang: Lang,
    next: Option<&str>,
    failed: &str,
    wait: Option<u64>,
) -> Response {
    let mut query = form_urlencoded::Serializer::new(String::new());
    query.append_pair("lang", lang.code());
    if let Some(next) = next {
        query.append_pair("next", next);
    }
    query.append_pair("failed", failed);
    if let Some(wait) = wait {
        query.append_pair("wait", &wait.to_string());
    }
    see_other(&format!("{path}?{}", query.finish()))
}

/// 303 See Other to `location` (a path of this site).
fn see_other(location: &str) -> Response {
    let location = HeaderValue::from_str(location).unwrap_or(HeaderValue::from_static("/"));
    (StatusCode::SEE_OTHER, [(LOCATION, location)]).into_response()
}

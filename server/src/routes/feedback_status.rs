//! The status page of a message asked for with its number (`/feedback/status?lang=…&id=…`, a
//! shared link, or the page's form sent without JavaScript): the server looks the number up as
//! `GET /api/feedback/{trackingId}` does (`feedback::look_up`, counted against
//! the address's lookups a minute) and has the page rendered for this request
//! (`crate::render::queries`) with what it found, in the page's language, so the status, "not
//! found" or "too many lookups" is read before and without any script. The page carries the
//! answer, so the app hydrates it without looking the number up again. Never stored by a
//! browser or a proxy; 429 with `Retry-After` past the lookups an address may make. Without an
//! `id`, the page is the site's as for any other address.

use axum::extract::{Request, State};
use axum::http::header::{CACHE_CONTROL, RETRY_AFTER};
use axum::http::{HeaderValue, Method, StatusCode};
use axum::response::{IntoResponse, Response};
use serde_json::json;
use wasm_core::routes::{self, Resolution};

use super::feedback::look_up;
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::site::serve_site;
use crate::state::AppState;

/// The key the status page reads what the lookup found under
/// (`web/src/features/feedback/status-lookup.ts`): `{"id", "found" | "notFound" | "tooMany"}`,
/// `found` the status as the API answers it, `tooMany` the seconds to wait.
const LOOKUP_KEY: &str = "feedback-lookup";

/// Answers `GET /feedback/status`.
pub async fn serve_status(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    request: Request,
) -> Response {
    let (method, uri) = (request.method(), request.uri());
    let route = match routes::resolve(uri.path()) {
        Resolution::Page(route) if method == Method::GET || method == Method::HEAD => route,
        _ => return serve_site(State(state), request).await,
    };
    let Some(typed) = asked_number(uri.query()) else {
        return serve_site(State(state), request).await;
    };
    let (request, _) = request.into_parts();
    let (found, status, retry_after) = match look_up(&state, address, &typed).await {
        Ok(view) => (json!({ "id": typed, "found": view }), StatusCode::OK, None),
        Err(AppError::NotFound) => (
            json!({ "id": typed, "notFound": true }),
            StatusCode::OK,
            None,
        ),
        Err(AppError::TooManyLookups { retry_after }) => (
            json!({ "id": typed, "tooMany": retry_after }),
            StatusCode::TOO_MANY_REQUESTS,
            Some(retry_after),
        ),
        Err(error) => return error.into_response(),
    };
    let mut response = super::request_page::rendered_for_request(
        &state,
        route,
        &request,
        json!({ LOOKUP_KEY: found }),
        status,
    )
    .await;
    let answer = response.headers_mut();
    answer.insert(CACHE_CONTROL, HeaderValue::from_static("no-store"));
    if let Some(seconds) = retry_after {
        answer.insert(RETRY_AFTER, HeaderValue::from(seconds));
    }
    response
}

/// The number the address asks for (its `id`, trimmed), if it names one.
fn asked_number(query: Option<&str>) -> Option<String> {
    form_urlencoded::parse(query?.as_bytes())
        .find(|(key, _)| key == "id")
        .map(|(_, value)| value.trim().to_owned())
        .filter(|value| !value.is_empty())
}

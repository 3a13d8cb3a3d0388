//! `POST /api/scm-auth/login`, `GET /api/scm-auth/me`, `POST /api/scm-auth/logout` (the
//! specification's paths): sign in with a username and password checked by the server, ask who
//! is signed in, sign out. Logins are throttled per username and per address (`throttle`);
//! every attempt is logged with its username, address and outcome, never the password.

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use super::json_body;
use crate::AppState;
use crate::auth::extract::{ClientAddress, SignedIn, token_of};
use crate::auth::password::needs_rehash;
use crate::auth::session::{self, ABSOLUTE_SECONDS, COOKIE};
use crate::auth::throttle::{Key, TURNED_AWAY_DELAY};
use crate::error::AppError;
use crate::store::users::User;

/// The sign-in routes.
pub fn router() -> Router<AppState> {
    Router::new()
        .route(
            "/scm-auth/login",
            post(log_in).layer(DefaultBodyLimit::max(LOGIN_BODY_MAX_BYTES)),
        )
        .route("/scm-auth/me", get(who_am_i))
        .route("/scm-auth/logout", post(log_out))
}

/// Most bytes of a login request (a username and a password of the longest allowed sizes,
/// in Devanagari, fit many times over).
const LOGIN_BODY_MAX_BYTES: usize = 16 * 1024;

/// The login payload of the specification.
#[derive(Deserialize)]
struct LoginRequest {
    username: String,
    password: String,
}

fn user_json(user: &User) -> serde_json::Value {
    json!({ "id": user.id, "username": user.username, "role": user.role })
}

/// The session cookie: `HttpOnly`, `SameSite=Strict`, for the whole site, as long as the session
/// can last (`max_age` 0 removes it); Secure when the site is served over TLS.
fn cookie(state: &AppState, token: &str, max_age: u64) -> HeaderValue {
    let secure = if state.auth.secure_cookies {
        "; Secure"
    } else {
        ""
    };
    HeaderValue::from_str(&format!(
        "{COOKIE}={token}; HttpOnly; SameSite=Strict; Path=/; Max-Age={max_age}{secure}"
    ))
    .expect("a token is plain ASCII")
}

async fn log_in(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    body: Result<Json<LoginRequest>, JsonRejection>,
) -> Result<Response, AppError> {
    let request = json_body(body)?;
    let mut keys = vec![Key::Username(request.username.clone())];
    keys.extend(address.map(Key::Address));
    // The attempt counts as a failure from here on, so that attempts arriving while its hash
    // runs are throttled too; a right password takes it back.
    let started = state.auth.clock.now();
    let retry_after = state.auth.throttle.attempt(&keys, started);
    if retry_after > 0 {
        // Every attempt that reaches a hash is logged below; those turned away before it are
        // counted, and reported once a minute (a flood would otherwise fill the log).
        if let Some(count) = state.auth.throttle.note_throttled(started) {
            tracing::warn!(count, username = %request.username, ?address, "login attempts throttled since the last report");
        }
        tracing::debug!(username = %request.username, ?address, outcome = "throttled", "login");
        tokio::time::sleep(TURNED_AWAY_DELAY).await;
        // The wait as it stands now, after the delay (at least a second).
        let now = state.auth.clock.now();
        let retry_after = keys
            .iter()
            .map(|key| state.auth.throttle.wait(key, now))
            .max()
            .unwrap_or(0)
            .max(1);
        return Err(AppError::TooManyAttempts { retry_after });
    }
    let store = state.store.clone();
    let username = request.username.clone();
    let user = tokio::task::spawn_blocking(move || store.user(&username)).await??;
    // An unknown username is checked against a decoy hash: it costs the same as a known one.
    let hash = user.as_ref().map(|user| user.password_hash.clone());
    let matches = state
        .auth
        .hasher
        .verify(request.password.clone(), hash)
        .await;
    let user = match user {
        Some(user) if matches => user,
        _ => {
            tracing::info!(username = %request.username, ?address, outcome = "refused", "login");
            return Err(AppError::InvalidCredentials);
        }
    };
    tracing::info!(username = %user.username, ?address, outcome = "signed in", "login");
    state.auth.throttle.succeeded(&keys, started);
    if needs_rehash(&user.password_hash) {
        let hash = state.auth.hasher.hash(request.password).await;
        let (store, name) = (state.store.clone(), user.username.clone());
        tokio::task::spawn_blocking(move || store.set_password_hash(&name, &hash)).await??;
    }
    let (store, clock) = (state.store.clone(), state.auth.clock.clone());
    let (id, name) = (user.id, user.username.clone());
    let token =
        tokio::task::spawn_blocking(move || session::start(&store, &clock, id, &name)).await??;
    let body = Json(json!({ "user": user_json(&user), "token": token }));
    Ok((
        [(SET_COOKIE, cookie(&state, &token, ABSOLUTE_SECONDS))],
        body,
    )
        .into_response())
}

async fn who_am_i(signed_in: SignedIn) -> Json<serde_json::Value> {
    Json(json!({ "user": user_json(&signed_in.user) }))
}

async fn log_out(
    State(state): State<AppState>,
    headers: axum::http::HeaderMap,
) -> Result<Response, AppError> {
    if let Some(token) = token_of(&headers) {
        let store = state.store.clone();
        tokio::task::spawn_blocking(move || session::end(&store, &token)).await??;
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(SET_COOKIE, cookie(&state, "", 0))],
    )
        .into_response())
}

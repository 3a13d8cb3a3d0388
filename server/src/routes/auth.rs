//! `POST /api/scm-auth/login`, `GET /api/scm-auth/me`, `POST /api/scm-auth/logout` (the
//! paths the site's owners fixed): sign in with a username and password checked by the server, ask who
//! is signed in, sign out. Logins are throttled per username and per address (`throttle`),
//! except from a browser that has signed in to the account before, which is throttled on its
//! own failures (`device`); every attempt is logged with its username, address and outcome,
//! never the password. The audit log records each sign-in (`signIn`), each refused one
//! (`signInFailed`, under the name tried; detail `account_disabled` for a disabled account's
//! right password), the attempts the throttle turned away as runs (`signInThrottled`,
//! `audit/throttled.rs`) and each sign-out of a live session (`signOut`), with the address.

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, State};
use axum::http::header::SET_COOKIE;
use axum::http::{HeaderMap, HeaderValue, StatusCode};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::json;

use super::json_body;
use crate::audit::{append_all, record, tried_name};
use crate::auth::device::{self, Device};
use crate::auth::extract::{SignedIn, tokens_of};
use crate::auth::password::{Lane, needs_rehash};
use crate::auth::session::{self, ABSOLUTE_SECONDS};
use crate::auth::throttle::{Key, TURNED_AWAY_DELAY};
use crate::client_address::ClientAddress;
use crate::cookies::cookies;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::audit::AuditEntry;
use crate::store::users::User;
use wasm_core::roles::permissions;
use wasm_core::workflow::Action;

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
pub(super) const LOGIN_BODY_MAX_BYTES: usize = 16 * 1024;

/// The login payload, `{username, password}` (also the fields of the login page's plain form).
#[derive(Deserialize)]
pub(super) struct LoginRequest {
    pub username: String,
    pub password: String,
}

/// The signed-in account and what its role may do, which the admin screens follow.
fn user_json(user: &User) -> serde_json::Value {
    json!({ "id": user.id, "username": user.username, "role": user.role, "may": permissions(&user.role) })
}

/// A cookie `name=value` for `path`, `HttpOnly`, `SameSite=Strict`, kept `max_age` seconds (0
/// removes it); Secure when the site is served over TLS.
fn cookie(state: &AppState, name: &str, value: &str, path: &str, max_age: u64) -> HeaderValue {
    let secure = if state.auth.secure_cookies {
        "; Secure"
    } else {
        ""
    };
    HeaderValue::from_str(&format!(
        "{name}={value}; HttpOnly; SameSite=Strict; Path={path}; Max-Age={max_age}{secure}"
    ))
    .expect("cookie values are plain ASCII")
}

/// The session cookie for the whole site, as long as the session can last.
fn session_cookie(state: &AppState, token: &str, max_age: u64) -> HeaderValue {
    cookie(state, state.auth.session_cookie(), token, "/", max_age)
}

/// The trusted device named by the request's device cookie for `username`, if it has a valid
/// one.
fn trusted_device(
    state: &AppState,
    headers: &HeaderMap,
    username: &str,
    now: u64,
) -> Option<Device> {
    cookies(headers, state.auth.device_cookie())
        .take(session::MOST_TOKENS)
        .filter_map(|value| state.auth.device_key.verify(value, now))
        .find(|device| device.username == username)
}

async fn log_in(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
    body: Result<Json<LoginRequest>, JsonRejection>,
) -> Result<Response, AppError> {
    let request = json_body(body)?;
    let signed_in = sign_in(&state, address, &headers, request).await?;
    let body = Json(json!({ "user": user_json(&signed_in.user), "token": signed_in.token }));
    let mut response = body.into_response();
    for cookie in signed_in.cookies {
        response.headers_mut().append(SET_COOKIE, cookie);
    }
    Ok(response)
}

/// A sign-in that succeeded: the account, its new session's token and the cookies to set (the
/// session's and the trusted device's).
pub(super) struct SignedInNow {
    pub user: User,
    pub token: String,
    pub cookies: [HeaderValue; 2],
}

/// Checks `request` as every sign-in is checked, whatever form it came in: throttled, logged,
/// audited; the new session, or why not (`InvalidCredentials`, `AccountDisabled`,
/// `TooManyAttempts`).
pub(super) async fn sign_in(
    state: &AppState,
    address: Option<std::net::IpAddr>,
    headers: &HeaderMap,
    request: LoginRequest,
) -> Result<SignedInNow, AppError> {
    let started = state.clock.now();
    // A browser that has signed in to this account before is held to its own failures only,
    // and hashes in a lane of its own; anyone else, to the username's and the address's.
    let device = trusted_device(state, headers, &request.username, started);
    let (keys, lane) = if let Some(device) = &device {
        (vec![Key::Device(device.nonce.clone())], Lane::Trusted)
    } else {
        let mut keys = vec![Key::Username(request.username.clone())];
        keys.extend(address.map(Key::address));
        (keys, Lane::Shared)
    };
    let trusted = device.is_some();
    let tried = tried_name(&request.username);
    // The attempt counts as a failure from here on, so that attempts arriving while its hash
    // runs are throttled too; a right password takes it back.
    let retry_after = state.auth.throttle.attempt(&keys, started);
    if retry_after > 0 {
        let runs = state.throttled_runs.turned_away(&tried, address, started);
        record(&state.store, runs).await?;
        // Every attempt that reaches a hash is logged below; those turned away before it are
        // counted, and reported once a minute (a flood would otherwise fill the log). Texts
        // from the client are logged with `?`, escaped: a line break or a terminal escape in
        // a username cannot forge a line of the log.
        if let Some(count) = state.auth.throttle.note_throttled(started) {
            tracing::warn!(count, username = ?request.username, ?address, "login attempts throttled since the last report");
        }
        tracing::debug!(username = ?request.username, ?address, trusted, outcome = "throttled", "login");
        state.metrics.sign_in_throttled();
        tokio::time::sleep(TURNED_AWAY_DELAY).await;
        // The wait as it stands now, after the delay (at least a second).
        let now = state.clock.now();
        let retry_after = keys
            .iter()
            .map(|key| state.auth.throttle.wait(key, now))
            .max()
            .unwrap_or(0)
            .max(1);
        return Err(AppError::TooManyAttempts { retry_after });
    }
    // What the audit log records of this attempt: the end of a run of turned-away attempts for
    // the name and address, if any, then the outcome.
    let mut entries = state.throttled_runs.let_through(&tried, address, started);
    let outcome =
        |who: &str, action| AuditEntry::new(&state.clock.rfc3339(), who, action).from(address);
    let store = state.store.clone();
    let username = request.username.clone();
    let user = tokio::task::spawn_blocking(move || store.user(&username)).await??;
    // An unknown username is checked against a decoy hash: it costs the same as a known one.
    let hash = user.as_ref().map(|user| user.password_hash.clone());
    let matches = state
        .auth
        .hasher
        .verify(request.password.clone(), hash, lane)
        .await;
    let user = match user {
        Some(user) if matches => user,
        _ => {
            tracing::info!(username = ?request.username, ?address, trusted, outcome = "refused", "login");
            state.metrics.sign_in_failed();
            entries.push(outcome(&tried, Action::SignInFailed));
            record(&state.store, entries).await?;
            return Err(AppError::InvalidCredentials);
        }
    };
    state.auth.throttle.succeeded(&keys, started);
    if user.disabled {
        tracing::info!(username = ?user.username, ?address, trusted, outcome = "disabled", "login");
        let mut refused = outcome(&user.username, Action::SignInFailed);
        refused.detail = Some("account_disabled".to_owned());
        entries.push(refused);
        record(&state.store, entries).await?;
        return Err(AppError::AccountDisabled);
    }
    tracing::info!(username = ?user.username, ?address, trusted, outcome = "signed in", "login");
    if needs_rehash(&user.password_hash) {
        let hash = state.auth.hasher.hash(request.password, lane).await;
        let (store, name) = (state.store.clone(), user.username.clone());
        tokio::task::spawn_blocking(move || store.rehash_password(&name, &hash)).await??;
    }
    entries.push(outcome(&user.username, Action::SignIn));
    let (store, clock) = (state.store.clone(), state.clock.clone());
    let (id, name) = (user.id, user.username.clone());
    let token = tokio::task::spawn_blocking(move || {
        append_all(&store, &entries)?;
        session::start(&store, &clock, id, &name)
    })
    .await??;
    let device_value = state.auth.device_key.issue(&user.username, started);
    let device_cookie = cookie(
        state,
        state.auth.device_cookie(),
        &device_value,
        device::PATH,
        device::LIFETIME_SECONDS,
    );
    let session = session_cookie(state, &token, ABSOLUTE_SECONDS);
    Ok(SignedInNow {
        user,
        token,
        cookies: [session, device_cookie],
    })
}

async fn who_am_i(signed_in: SignedIn) -> Json<serde_json::Value> {
    Json(json!({ "user": user_json(&signed_in.user) }))
}

/// Ends every session the request offers (a planted cookie beside the real one included); the
/// audit log records a sign-out for each account whose session was live.
async fn log_out(
    State(state): State<AppState>,
    ClientAddress(address): ClientAddress,
    headers: HeaderMap,
) -> Result<Response, AppError> {
    let tokens = tokens_of(&headers, state.auth.session_cookie());
    if !tokens.is_empty() {
        // Whoever signs out is editing nothing any more.
        for token in &tokens {
            state.marks.end_session(&session::token_hash(token));
        }
        let (store, clock) = (state.store.clone(), state.clock.clone());
        tokio::task::spawn_blocking(move || {
            let mut signed_out: Vec<String> = Vec::new();
            for token in &tokens {
                if let Some(name) = session::end_live(&store, &clock, token)?
                    && !signed_out.contains(&name)
                {
                    signed_out.push(name);
                }
            }
            let now = clock.rfc3339();
            let entries: Vec<AuditEntry> = signed_out
                .iter()
                .map(|name| AuditEntry::new(&now, name, Action::SignOut).from(address))
                .collect();
            append_all(&store, &entries)
        })
        .await??;
    }
    Ok((
        StatusCode::NO_CONTENT,
        [(SET_COOKIE, session_cookie(&state, "", 0))],
    )
        .into_response())
}

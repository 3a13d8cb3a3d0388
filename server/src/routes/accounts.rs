//! The accounts of the admin area, managed by admins: `GET /api/accounts`,
//! `POST /api/accounts` `{username, password, role}`, `PUT /api/accounts/{username}` (`role`,
//! `disabled`, `password`, each optional); and `PUT /api/scm-auth/password` `{current, new}`,
//! by which anyone signed in changes their own password. Usernames and passwords follow
//! wasm-core's rules, the ones the login page checks. Disabling an account or giving it a new
//! password ends its sessions; the last active admin can be neither disabled nor demoted.

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::StatusCode;
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use wasm_core::roles::Role;
use wasm_core::validate::{password_problems, username_problems};

use super::json_body;
use crate::AppState;
use crate::auth::extract::{AdminUser, SignedIn};
use crate::auth::password::Lane;
use crate::auth::throttle::Key;
use crate::error::AppError;
use crate::store::users::{AccountChange, ChangeRefused, User};

/// Most bytes of an account request (a username, a role and two passwords of the longest
/// allowed sizes fit many times over).
const ACCOUNT_BODY_MAX_BYTES: usize = 16 * 1024;

/// The account routes.
pub fn router() -> Router<AppState> {
    let limit = DefaultBodyLimit::max(ACCOUNT_BODY_MAX_BYTES);
    Router::new()
        .route("/accounts", get(list).post(add).layer(limit))
        .route("/accounts/{username}", put(change).layer(limit))
        .route("/scm-auth/password", put(own_password).layer(limit))
}

/// An account as the API shows it: never its password's hash.
pub fn account_json(user: &User) -> Value {
    json!({ "id": user.id, "username": user.username, "role": user.role, "disabled": user.disabled })
}

fn role_of(name: &str) -> Result<Role, AppError> {
    Role::parse(name).ok_or(AppError::Invalid(vec![("role", vec!["invalid"])]))
}

fn check_password(field: &'static str, password: &str) -> Result<(), AppError> {
    let problems = password_problems(password);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(AppError::Invalid(vec![(field, problems)]))
    }
}

async fn list(State(state): State<AppState>, _admin: AdminUser) -> Result<Json<Value>, AppError> {
    let store = state.store.clone();
    let users = tokio::task::spawn_blocking(move || store.users()).await??;
    Ok(Json(
        json!({ "accounts": users.iter().map(account_json).collect::<Vec<_>>() }),
    ))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct NewAccount {
    username: String,
    password: String,
    role: String,
}

async fn add(
    State(state): State<AppState>,
    admin: AdminUser,
    body: Result<Json<NewAccount>, JsonRejection>,
) -> Result<(StatusCode, Json<Value>), AppError> {
    let new = json_body(body)?;
    let mut problems = Vec::new();
    let username = username_problems(&new.username);
    if !username.is_empty() {
        problems.push(("username", username));
    }
    let password = password_problems(&new.password);
    if !password.is_empty() {
        problems.push(("password", password));
    }
    if Role::parse(&new.role).is_none() {
        problems.push(("role", vec!["invalid"]));
    }
    if !problems.is_empty() {
        return Err(AppError::Invalid(problems));
    }
    let hash = state.auth.hasher.hash(new.password, Lane::Shared).await;
    let (store, name, role) = (state.store.clone(), new.username.clone(), new.role);
    let user = tokio::task::spawn_blocking(move || {
        if store.add_user(&name, &role, &hash)? {
            Ok(store.user(&name)?)
        } else {
            Err(AppError::UsernameTaken)
        }
    })
    .await??
    .ok_or(AppError::NotFound)?;
    tracing::info!(admin = %admin.0.user.username, account = %user.username, role = %user.role, "account added");
    Ok((StatusCode::CREATED, Json(account_json(&user))))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct ChangeRequest {
    role: Option<String>,
    disabled: Option<bool>,
    password: Option<String>,
}

async fn change(
    State(state): State<AppState>,
    admin: AdminUser,
    Path(username): Path<String>,
    body: Result<Json<ChangeRequest>, JsonRejection>,
) -> Result<Json<Value>, AppError> {
    let request = json_body(body)?;
    let role = request.role.as_deref().map(role_of).transpose()?;
    if let Some(password) = &request.password {
        check_password("password", password)?;
    }
    let password_hash = match request.password {
        Some(password) => Some(state.auth.hasher.hash(password, Lane::Shared).await),
        None => None,
    };
    let change = AccountChange {
        role,
        disabled: request.disabled,
        password_hash,
    };
    let store = state.store.clone();
    let name = username.clone();
    let (user, ended) = tokio::task::spawn_blocking(move || store.change_user(&name, &change))
        .await??
        .map_err(|refused| match refused {
            ChangeRefused::Unknown => AppError::NotFound,
            ChangeRefused::LastAdmin => AppError::LastAdmin,
        })?;
    tracing::info!(admin = %admin.0.user.username, account = %user.username, role = %user.role,
        disabled = user.disabled, sessions_ended = ended, "account changed");
    Ok(Json(account_json(&user)))
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PasswordChange {
    current: String,
    new: String,
}

async fn own_password(
    State(state): State<AppState>,
    signed_in: SignedIn,
    body: Result<Json<PasswordChange>, JsonRejection>,
) -> Result<StatusCode, AppError> {
    let request = json_body(body)?;
    check_password("new", &request.new)?;
    let user = &signed_in.user;
    // Guesses at the current password count against the account as failed logins do, so a
    // session left open cannot be used to find it.
    let keys = [Key::Username(user.username.clone())];
    let started = state.auth.clock.now();
    let retry_after = state.auth.throttle.attempt(&keys, started);
    if retry_after > 0 {
        return Err(AppError::TooManyAttempts { retry_after });
    }
    let matches = state
        .auth
        .hasher
        .verify(
            request.current,
            Some(user.password_hash.clone()),
            Lane::Trusted,
        )
        .await;
    if !matches {
        return Err(AppError::Invalid(vec![("current", vec!["wrong_password"])]));
    }
    state.auth.throttle.succeeded(&keys, started);
    let hash = state.auth.hasher.hash(request.new, Lane::Trusted).await;
    let change = AccountChange {
        password_hash: Some(hash),
        ..AccountChange::default()
    };
    let (store, name) = (state.store.clone(), user.username.clone());
    tokio::task::spawn_blocking(move || store.change_user(&name, &change))
        .await??
        .map_err(|_| AppError::Unauthorized)?;
    tracing::info!(account = %user.username, "own password changed");
    Ok(StatusCode::NO_CONTENT)
}

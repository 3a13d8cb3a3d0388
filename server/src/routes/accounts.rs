//! The accounts of the admin area, managed by admins: `GET /api/accounts`,
//! `POST /api/accounts` `{username, password, role}`, `PUT /api/accounts/{username}` (`role`,
//! `disabled`, `password`, `email` — the address its reminders go to, `""` for none — each
//! optional); and `PUT /api/scm-auth/password` `{current, new}`,
//! by which anyone signed in changes their own password. Usernames and passwords follow
//! wasm-core's rules, the ones the login page checks. Disabling an account or giving it a new
//! password ends its sessions; the last active admin can be neither disabled nor demoted.
//!
//! The audit log records, in the write that makes the change: `accountAdd` (the item is the new
//! account, the detail its role), `accountChange` (the detail says what changed: `role editor →
//! publisher`, `disabled`, `enabled`, `password reset`; never a password) and `passwordChange`
//! (someone's own).

use axum::extract::rejection::JsonRejection;
use axum::extract::{DefaultBodyLimit, Path, State};
use axum::http::StatusCode;
use axum::routing::{get, put};
use axum::{Json, Router};
use serde::Deserialize;
use serde_json::{Value, json};
use wasm_core::model::values::is_email;
use wasm_core::roles::Role;
use wasm_core::validate::{password_problems, username_problems};

use super::json_body;
use crate::auth::extract::{AdminUser, SignedIn};
use crate::auth::password::Lane;
use crate::auth::throttle::Key;
use crate::client_address::ClientAddress;
use crate::error::AppError;
use crate::state::AppState;
use crate::store::audit::AuditEntry;
use crate::store::users::{AccountChange, ChangeRefused, User};
use wasm_core::workflow::Action;

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
    json!({
        "id": user.id,
        "username": user.username,
        "role": user.role,
        "disabled": user.disabled,
        "email": user.email,
    })
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
    ClientAddress(address): ClientAddress,
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
    let mut entry = AuditEntry::new(
        &state.clock.rfc3339(),
        &admin.0.user.username,
        Action::AccountAdd,
    )
    .from(address)
    .on("accounts", &new.username);
    entry.detail = Some(new.role.clone());
    let (store, name, role) = (state.store.clone(), new.username.clone(), new.role);
    let user = tokio::task::spawn_blocking(move || {
        if store.add_user_noted(&name, &role, &hash, Some(&entry))? {
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
    email: Option<String>,
}

/// What an admin's change did to an account, as the audit log says it: the role from and to,
/// `disabled` or `enabled`, `password reset`; `None` when nothing changed.
fn what_changed(before: &User, after: &User, password_set: bool) -> Option<String> {
    let mut changes = Vec::new();
    if before.role != after.role {
        changes.push(format!("role {} → {}", before.role, after.role));
    }
    if before.disabled != after.disabled {
        changes.push(
            (if after.disabled {
                "disabled"
            } else {
                "enabled"
            })
            .to_owned(),
        );
    }
    if password_set {
        changes.push("password reset".to_owned());
    }
    if before.email != after.email {
        changes.push(
            (if after.email.is_some() {
                "mail address set"
            } else {
                "mail address removed"
            })
            .to_owned(),
        );
    }
    (!changes.is_empty()).then(|| changes.join(", "))
}

async fn change(
    State(state): State<AppState>,
    admin: AdminUser,
    ClientAddress(address): ClientAddress,
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
    let email = match request.email.as_deref().map(str::trim) {
        None => None,
        Some("") => Some(None),
        Some(email) if is_email(email) => Some(Some(email.to_owned())),
        Some(_) => return Err(AppError::Invalid(vec![("email", vec!["invalid_email"])])),
    };
    let change = AccountChange {
        role,
        disabled: request.disabled,
        password_hash,
        email,
    };
    let store = state.store.clone();
    let name = username.clone();
    let entry = AuditEntry::new(
        &state.clock.rfc3339(),
        &admin.0.user.username,
        Action::AccountChange,
    )
    .from(address)
    .on("accounts", &username);
    let password_set = change.password_hash.is_some();
    let note = move |before: &User, after: &User| {
        what_changed(before, after, password_set).map(|detail| AuditEntry {
            detail: Some(detail),
            ..entry
        })
    };
    let (user, ended) =
        tokio::task::spawn_blocking(move || store.change_user_noted(&name, &change, note))
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
    ClientAddress(address): ClientAddress,
    body: Result<Json<PasswordChange>, JsonRejection>,
) -> Result<StatusCode, AppError> {
    let request = json_body(body)?;
    check_password("new", &request.new)?;
    let user = &signed_in.user;
    // Guesses at the current password count against the account as failed logins do, so a
    // session left open cannot be used to find it.
    let keys = [Key::Username(user.username.clone())];
    let started = state.clock.now();
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
    let entry = AuditEntry::new(
        &state.clock.rfc3339(),
        &user.username,
        Action::PasswordChange,
    )
    .from(address)
    .on("accounts", &user.username);
    let (store, name) = (state.store.clone(), user.username.clone());
    tokio::task::spawn_blocking(move || {
        store.change_user_noted(&name, &change, |_, _| Some(entry))
    })
    .await??
    .map_err(|_| AppError::Unauthorized)?;
    tracing::info!(account = %user.username, "own password changed");
    Ok(StatusCode::NO_CONTENT)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn account(role: &str, disabled: bool) -> User {
        User {
            id: 2,
            username: "clerk".to_owned(),
            role: role.to_owned(),
            password_hash: "$argon2id$a".to_owned(),
            email: None,
            disabled,
        }
    }

    #[test]
    fn a_change_says_what_changed_and_never_the_password() {
        let editor = account("editor", false);
        assert_eq!(
            what_changed(&editor, &account("publisher", false), false).as_deref(),
            Some("role editor → publisher")
        );
        assert_eq!(
            what_changed(&editor, &account("admin", true), true).as_deref(),
            Some("role editor → admin, disabled, password reset")
        );
        assert_eq!(
            what_changed(&account("editor", true), &editor, false).as_deref(),
            Some("enabled")
        );
        assert_eq!(
            what_changed(&editor, &editor, false),
            None,
            "nothing changed"
        );
    }
}

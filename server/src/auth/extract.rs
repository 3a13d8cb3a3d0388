//! Handlers that need a signed-in user take one of these as an argument: `SignedIn` for any
//! account, and `AdminUser`, `Publisher`, `Editor`, `Uploader` for one whose role may manage
//! accounts, publish, write content, upload (wasm-core `roles`). Without a live session the
//! request is answered 401, with a role that may not 403, before the handler runs.

use axum::extract::FromRequestParts;
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;

use super::Auth;
use super::session::{MOST_TOKENS, is_live_in, resume};
use crate::access_log::SignedInAs;
use crate::clock::Clock;
use crate::cookies::cookies;
use crate::error::AppError;
use crate::store::users::User;
use crate::store::{Change, Store, StoreError};
use wasm_core::roles::{Permission, may};

/// What the extractors need of the app's state: the store the sessions and accounts are in,
/// the cookies' names, and the time sessions are measured by.
pub trait SignInState: Send + Sync {
    /// The store.
    fn store(&self) -> &Store;
    /// The sign-in settings.
    fn auth(&self) -> &Auth;
    /// The server's time.
    fn clock(&self) -> &Clock;
}

/// The session tokens a request offers: `Authorization: Bearer …` alone when it has one, else
/// every session cookie named `cookie` (at most [`MOST_TOKENS`]). Each is tried: a browser sends
/// every cookie of the name that matches, so a planted one must not hide the real one.
pub fn tokens_of(headers: &HeaderMap, cookie: &str) -> Vec<String> {
    if let Some(bearer) = headers
        .get(AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
    {
        return vec![bearer.trim().to_owned()];
    }
    cookies(headers, cookie)
        .take(MOST_TOKENS)
        .map(str::to_owned)
        .collect()
}

/// The account of a live session.
#[derive(Debug, Clone)]
pub struct SignedIn {
    /// The account, as stored now.
    pub user: User,
    /// The session's token, to end it on logout.
    pub token: String,
}

impl SignedIn {
    /// Refuses, inside the write about to be saved, a write whose session has ended since the
    /// request began.
    pub fn still_live(&self, change: &Change<'_>, clock: &Clock) -> Result<(), AppError> {
        if is_live_in(change, clock, &self.token)? {
            Ok(())
        } else {
            Err(AppError::Unauthorized)
        }
    }
}

impl<S: SignInState> FromRequestParts<S> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
        let signed_in = SignedIn::from_headers(&parts.headers, state).await?;
        SignedInAs::note(parts, &signed_in.user.username);
        Ok(signed_in)
    }
}

impl SignedIn {
    /// The account whose live session a request with these headers carries, or 401.
    pub async fn from_headers(
        headers: &HeaderMap,
        state: &impl SignInState,
    ) -> Result<Self, AppError> {
        let tokens = tokens_of(headers, state.auth().session_cookie());
        if tokens.is_empty() {
            return Err(AppError::Unauthorized);
        }
        let (store, clock) = (state.store().clone(), state.clock().clone());
        let signed_in = tokio::task::spawn_blocking(move || -> Result<_, StoreError> {
            for token in tokens {
                let Some(session) = resume(&store, &clock, &token)? else {
                    continue;
                };
                // An account removed since login ends its sessions too.
                let user = store
                    .user(&session.username)?
                    .filter(|user| user.id == session.user_id && !user.disabled);
                if let Some(user) = user {
                    return Ok(Some(SignedIn { user, token }));
                }
            }
            Ok(None)
        })
        .await??;
        signed_in.ok_or(AppError::Unauthorized)
    }
}

/// The signed-in account of a request whose role may do `permission`: 401 without a live
/// session, 403 with a role that may not.
async fn allowed(
    parts: &mut Parts,
    state: &impl SignInState,
    permission: Permission,
) -> Result<SignedIn, AppError> {
    let signed_in = SignedIn::from_request_parts(parts, state).await?;
    if may(&signed_in.user.role, permission) {
        Ok(signed_in)
    } else {
        Err(AppError::Forbidden(Some(permission)))
    }
}

/// Declares an extractor of the signed-in account whose role may do a permission.
macro_rules! permitted {
    ($(#[$doc:meta])* $name:ident, $permission:expr) => {
        $(#[$doc])*
        #[derive(Debug, Clone)]
        pub struct $name(pub SignedIn);

        impl<S: SignInState> FromRequestParts<S> for $name {
            type Rejection = AppError;

            async fn from_request_parts(parts: &mut Parts, state: &S) -> Result<Self, AppError> {
                allowed(parts, state, $permission).await.map($name)
            }
        }
    };
}

permitted!(
    /// A signed-in account that may manage the accounts (an admin).
    AdminUser,
    Permission::ManageAccounts
);
permitted!(
    /// A signed-in account that may put content on the public site (a publisher or an admin).
    Publisher,
    Permission::Publish
);
permitted!(
    /// A signed-in account that may write content: drafts, review requests, restores (every
    /// role).
    Editor,
    Permission::Edit
);
permitted!(
    /// A signed-in account that may upload files (every role).
    Uploader,
    Permission::Upload
);

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;
    use axum::http::header::COOKIE;

    use super::*;

    #[test]
    fn the_tokens_come_from_the_bearer_header_or_every_session_cookie() {
        let mut headers = HeaderMap::new();
        assert!(tokens_of(&headers, "smc_session").is_empty());
        headers.insert(
            COOKIE,
            HeaderValue::from_static("theme=dark; smc_session=abc; x=1"),
        );
        assert_eq!(tokens_of(&headers, "smc_session"), ["abc"]);
        headers.append(
            COOKIE,
            HeaderValue::from_static(
                "smc_session=def; smc_session=g; smc_session=h; smc_session=i",
            ),
        );
        assert_eq!(tokens_of(&headers, "smc_session"), ["abc", "def", "g", "h"]);
        assert!(tokens_of(&headers, "__Host-smc_session").is_empty());
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Bearer xyz"));
        assert_eq!(tokens_of(&headers, "smc_session"), ["xyz"]);
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Basic xyz"));
        assert_eq!(tokens_of(&headers, "smc_session")[0], "abc");
        headers.insert(COOKIE, HeaderValue::from_static("smc_sessionx=abc"));
        headers.remove(AUTHORIZATION);
        assert!(tokens_of(&headers, "smc_session").is_empty());
    }
}

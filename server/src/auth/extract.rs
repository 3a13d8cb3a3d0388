//! Handlers that need a signed-in user take one of these as an argument: `SignedIn` for any
//! account, `AdminUser` for the admin role. Without a live session the request is answered
//! 401, with another role 403, before the handler runs.

use std::net::{IpAddr, SocketAddr};

use axum::extract::{ConnectInfo, FromRequestParts};
use axum::http::HeaderMap;
use axum::http::header::AUTHORIZATION;
use axum::http::request::Parts;

use super::accounts::ADMIN_ROLE;
use super::session::{COOKIE as SESSION_COOKIE, resume};
use crate::AppState;
use crate::cookies::cookie;
use crate::error::AppError;
use crate::store::users::User;

/// The session token of a request: `Authorization: Bearer …` first, else the session cookie.
pub fn token_of(headers: &HeaderMap) -> Option<String> {
    if let Some(bearer) = headers
        .get(AUTHORIZATION)
        .and_then(|value| value.to_str().ok())
        .and_then(|value| value.strip_prefix("Bearer "))
    {
        return Some(bearer.trim().to_owned());
    }
    cookie(headers, SESSION_COOKIE).map(str::to_owned)
}

/// The address a request came from, when the server knows it (it always does when serving;
/// requests made in tests may have none).
#[derive(Debug, Clone, Copy)]
pub struct ClientAddress(pub Option<IpAddr>);

impl<S: Send + Sync> FromRequestParts<S> for ClientAddress {
    type Rejection = std::convert::Infallible;

    async fn from_request_parts(parts: &mut Parts, _: &S) -> Result<Self, Self::Rejection> {
        let connected = parts.extensions.get::<ConnectInfo<SocketAddr>>();
        Ok(ClientAddress(
            connected.map(|ConnectInfo(address)| address.ip()),
        ))
    }
}

/// The account of a live session.
#[derive(Debug, Clone)]
pub struct SignedIn {
    /// The account, as stored now.
    pub user: User,
    /// The session's token, to end it on logout.
    pub token: String,
}

impl FromRequestParts<AppState> for SignedIn {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let token = token_of(&parts.headers).ok_or(AppError::Unauthorized)?;
        let (store, clock) = (state.store.clone(), state.auth.clock.clone());
        let lookup = token.clone();
        let user = tokio::task::spawn_blocking(move || -> Result<Option<User>, AppError> {
            let Some(session) = resume(&store, &clock, &lookup)? else {
                return Ok(None);
            };
            // An account removed since login ends its sessions too.
            Ok(store
                .user(&session.username)?
                .filter(|user| user.id == session.user_id))
        })
        .await??;
        let user = user.ok_or(AppError::Unauthorized)?;
        Ok(SignedIn { user, token })
    }
}

/// A signed-in account with the admin role.
#[derive(Debug, Clone)]
pub struct AdminUser(pub SignedIn);

impl FromRequestParts<AppState> for AdminUser {
    type Rejection = AppError;

    async fn from_request_parts(parts: &mut Parts, state: &AppState) -> Result<Self, AppError> {
        let signed_in = SignedIn::from_request_parts(parts, state).await?;
        if signed_in.user.role == ADMIN_ROLE {
            Ok(AdminUser(signed_in))
        } else {
            Err(AppError::Forbidden)
        }
    }
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;
    use axum::http::header::COOKIE;

    use super::*;

    #[test]
    fn the_token_comes_from_the_bearer_header_or_the_cookie() {
        let mut headers = HeaderMap::new();
        assert_eq!(token_of(&headers), None);
        headers.insert(
            COOKIE,
            HeaderValue::from_static("theme=dark; smc_session=abc; x=1"),
        );
        assert_eq!(token_of(&headers).as_deref(), Some("abc"));
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Bearer xyz"));
        assert_eq!(token_of(&headers).as_deref(), Some("xyz"));
        headers.insert(AUTHORIZATION, HeaderValue::from_static("Basic xyz"));
        assert_eq!(token_of(&headers).as_deref(), Some("abc"));
        headers.insert(COOKIE, HeaderValue::from_static("smc_sessionx=abc"));
        assert_eq!(token_of(&headers), None);
    }
}

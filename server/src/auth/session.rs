//! Sessions: a random 256-bit token given to the browser (cookie) or a script (bearer), kept
//! in the store only as its SHA-256, ending after 30 idle minutes, 8 hours in all, at logout,
//! or when the account's password changes or its sessions are revoked.

use sha2::{Digest, Sha256};

use crate::clock::Clock;
use crate::random::{hex, random_hex};
use crate::store::sessions::Session;
use crate::store::{Change, Store, StoreError};

/// A session ends after this long without a request (seconds).
pub const IDLE_SECONDS: u64 = 30 * 60;
/// A session ends this long after login, however busy (seconds).
pub const ABSOLUTE_SECONDS: u64 = 8 * 60 * 60;
/// `last_seen` is written at most this often, so that reads stay reads (seconds).
const TOUCH_EVERY_SECONDS: u64 = 60;
/// The cookie that carries the token.
pub const COOKIE: &str = "smc_session";
/// Its name when the site is served over TLS (cookies marked Secure).
pub const SECURE_COOKIE: &str = "__Host-smc_session";
/// Most session tokens looked at in one request (a browser may send several cookies of one
/// name; the rest are ignored).
pub const MOST_TOKENS: usize = 4;

/// A new token: 32 random bytes as 64 hex digits.
pub fn new_token() -> String {
    random_hex::<32>()
}

/// What the store keeps of a token.
pub fn token_hash(token: &str) -> String {
    hex(&Sha256::digest(token.as_bytes()))
}

/// Starts a session for a user who has just proved their password; returns its token.
pub fn start(
    store: &Store,
    clock: &Clock,
    user_id: u64,
    username: &str,
) -> Result<String, StoreError> {
    let token = new_token();
    let now = clock.now();
    store.put_session(
        &token_hash(&token),
        &Session {
            user_id,
            username: username.to_owned(),
            created: now,
            last_seen: now,
        },
    )?;
    Ok(token)
}

/// The live session of `token`, its idle time renewed; `None` for an unknown, ended or
/// forged token (an ended one is removed).
pub fn resume(store: &Store, clock: &Clock, token: &str) -> Result<Option<Session>, StoreError> {
    if token.len() != 64 {
        return Ok(None);
    }
    let hash = token_hash(token);
    let Some(mut session) = store.session(&hash)? else {
        return Ok(None);
    };
    let now = clock.now();
    if has_ended(&session, now) {
        store.delete_session(&hash)?;
        return Ok(None);
    }
    if now >= session.last_seen + TOUCH_EVERY_SECONDS {
        session.last_seen = now;
        store.put_session(&hash, &session)?;
    }
    Ok(Some(session))
}

/// Whether `session` has ended by its age or idleness at `now`.
fn has_ended(session: &Session, now: u64) -> bool {
    now >= session.created + ABSOLUTE_SECONDS || now >= session.last_seen + IDLE_SECONDS
}

/// Whether the session of `token` is live as of `change`, a write about to be saved, with its
/// account as it was when the session began. A write that was still arriving when its session
/// ended (logout in another tab, a new password, revoked, its 8 hours up) is refused then, and
/// nothing of it is kept. Idleness does not count here: the session was resumed when the
/// request began, and a slow upload that takes longer than the idle time is not idleness.
pub fn is_live_in(change: &Change<'_>, clock: &Clock, token: &str) -> Result<bool, StoreError> {
    let Some(session) = change.session(&token_hash(token))? else {
        return Ok(false);
    };
    if clock.now() >= session.created + ABSOLUTE_SECONDS {
        return Ok(false);
    }
    Ok(change
        .user(&session.username)?
        .is_some_and(|user| user.id == session.user_id))
}

/// Ends the session of `token`, if it has one.
pub fn end(store: &Store, token: &str) -> Result<(), StoreError> {
    store.delete_session(&token_hash(token))
}

/// Ends the session of `token`, if it has one; the username of its account if it was still
/// live (a sign-out), `None` if it had ended already or never was.
pub fn end_live(store: &Store, clock: &Clock, token: &str) -> Result<Option<String>, StoreError> {
    let hash = token_hash(token);
    let live = store
        .session(&hash)?
        .filter(|session| !has_ended(session, clock.now()));
    store.delete_session(&hash)?;
    Ok(live.map(|session| session.username))
}

#[cfg(test)]
mod tests {
    use std::time::Duration;

    use super::*;

    fn setup() -> (tempfile::TempDir, Store, Clock) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        (dir, store, Clock::default())
    }

    #[test]
    fn tokens_are_random_and_stored_only_as_their_hash() {
        let (_dir, store, clock) = setup();
        let token = start(&store, &clock, 1, "admin").unwrap();
        assert_eq!(token.len(), 64);
        assert_ne!(token, new_token());
        assert!(
            store.session(&token).unwrap().is_none(),
            "not stored in the clear"
        );
        assert_eq!(
            resume(&store, &clock, &token).unwrap().unwrap().username,
            "admin"
        );
        assert!(
            resume(&store, &clock, &new_token()).unwrap().is_none(),
            "forged"
        );
        assert!(resume(&store, &clock, "short").unwrap().is_none());
    }

    #[test]
    fn a_session_ends_when_idle_for_30_minutes() {
        let (_dir, store, clock) = setup();
        let token = start(&store, &clock, 1, "admin").unwrap();
        clock.advance(Duration::from_secs(IDLE_SECONDS - 60));
        assert!(
            resume(&store, &clock, &token).unwrap().is_some(),
            "renews the idle time"
        );
        clock.advance(Duration::from_secs(IDLE_SECONDS - 60));
        assert!(resume(&store, &clock, &token).unwrap().is_some());
        clock.advance(Duration::from_secs(IDLE_SECONDS));
        assert!(resume(&store, &clock, &token).unwrap().is_none());
    }

    #[test]
    fn a_busy_session_still_ends_after_8_hours_and_logout_ends_it_at_once() {
        let (_dir, store, clock) = setup();
        let token = start(&store, &clock, 1, "admin").unwrap();
        for _ in 0..(ABSOLUTE_SECONDS / (20 * 60)) - 1 {
            clock.advance(Duration::from_mins(20));
            assert!(resume(&store, &clock, &token).unwrap().is_some());
        }
        clock.advance(Duration::from_mins(20));
        assert!(resume(&store, &clock, &token).unwrap().is_none());

        let token = start(&store, &clock, 1, "admin").unwrap();
        end(&store, &token).unwrap();
        assert!(resume(&store, &clock, &token).unwrap().is_none());
    }

    #[test]
    fn ending_a_live_session_says_whose_it_was() {
        let (_dir, store, clock) = setup();
        let token = start(&store, &clock, 1, "admin").unwrap();
        assert_eq!(
            end_live(&store, &clock, &token).unwrap().as_deref(),
            Some("admin")
        );
        assert_eq!(end_live(&store, &clock, &token).unwrap(), None, "ended");
        let idle = start(&store, &clock, 1, "admin").unwrap();
        clock.advance(Duration::from_secs(IDLE_SECONDS));
        assert_eq!(
            end_live(&store, &clock, &idle).unwrap(),
            None,
            "ended by itself"
        );
        assert!(store.session(&token_hash(&idle)).unwrap().is_none());
        assert_eq!(end_live(&store, &clock, "forged").unwrap(), None);
    }

    fn live_at_commit(store: &Store, clock: &Clock, token: &str) -> bool {
        store
            .change(|change| is_live_in(change, clock, token))
            .unwrap()
    }

    #[test]
    fn at_commit_a_long_upload_is_not_idleness_but_logout_and_age_end_it() {
        let (_dir, store, clock) = setup();
        assert!(store.add_user("admin", "admin", "$argon2id$x").unwrap());
        let token = start(&store, &clock, 1, "admin").unwrap();
        // An upload on a slow line, longer than the idle time.
        clock.advance(Duration::from_mins(45));
        assert!(live_at_commit(&store, &clock, &token));
        clock.advance(Duration::from_secs(ABSOLUTE_SECONDS));
        assert!(
            !live_at_commit(&store, &clock, &token),
            "8 hours are 8 hours"
        );

        let token = start(&store, &clock, 1, "admin").unwrap();
        end(&store, &token).unwrap();
        assert!(
            !live_at_commit(&store, &clock, &token),
            "logged out meanwhile"
        );
        let other = start(&store, &clock, 2, "admin").unwrap();
        assert!(
            !live_at_commit(&store, &clock, &other),
            "the account is not that one"
        );
    }
}

//! Making and changing accounts: the first administrator on first start, and the
//! `server admin add` / `server admin set-password` / `server admin revoke-sessions` commands.
//! A new password ends the account's sessions. Usernames and passwords follow
//! wasm-core's rules, the same ones the login page checks.

use wasm_core::validate::{PASSWORD_MAX, PASSWORD_MIN, password_problems, username_problems};

use super::password::hash_now;
use crate::store::{Store, StoreError};

/// The account made on first start.
pub const FIRST_ADMIN: &str = "admin";
/// The role of the admin area.
pub const ADMIN_ROLE: &str = "admin";

/// Why an account could not be made or changed.
#[derive(Debug, thiserror::Error)]
pub enum AccountError {
    /// The username breaks the rule.
    #[error("the username {0:?} is not valid: {1}")]
    Username(String, String),
    /// The password breaks the rule.
    #[error("the password is not valid: {0}")]
    Password(String),
    /// Another account has the username.
    #[error("there is already an account {0:?}")]
    Taken(String),
    /// No account has the username.
    #[error("there is no account {0:?}")]
    Unknown(String),
    /// The store failed.
    #[error(transparent)]
    Store(#[from] StoreError),
}

fn describe(problems: &[&str]) -> String {
    let text: Vec<String> = problems
        .iter()
        .map(|code| match *code {
            "required" => "it is empty".to_owned(),
            "too_short" => format!("use at least {PASSWORD_MIN} characters"),
            "too_long" => format!("use at most {PASSWORD_MAX} characters"),
            "invalid_characters" => "use only a-z, 0-9, '.', '_' and '-'".to_owned(),
            other => other.to_owned(),
        })
        .collect();
    text.join("; ")
}

fn check(username: &str, password: &str) -> Result<(), AccountError> {
    let problems = username_problems(username);
    if !problems.is_empty() {
        return Err(AccountError::Username(
            username.to_owned(),
            describe(&problems),
        ));
    }
    let problems = password_problems(password);
    if !problems.is_empty() {
        return Err(AccountError::Password(describe(&problems)));
    }
    Ok(())
}

/// Adds an admin account.
pub fn add_admin(store: &Store, username: &str, password: &str) -> Result<(), AccountError> {
    check(username, password)?;
    if store.add_user(username, ADMIN_ROLE, &hash_now(password))? {
        Ok(())
    } else {
        Err(AccountError::Taken(username.to_owned()))
    }
}

/// Gives an existing account a new password and ends its sessions; returns how many ended.
pub fn set_password(store: &Store, username: &str, password: &str) -> Result<usize, AccountError> {
    check(username, password)?;
    store
        .set_password_hash(username, &hash_now(password))?
        .ok_or_else(|| AccountError::Unknown(username.to_owned()))
}

/// Ends every session of an existing account; returns how many there were.
pub fn end_sessions(store: &Store, username: &str) -> Result<usize, AccountError> {
    let user = store
        .user(username)?
        .ok_or_else(|| AccountError::Unknown(username.to_owned()))?;
    Ok(store.end_sessions_of(user.id)?)
}

/// On a store without accounts, makes [`FIRST_ADMIN`] with `configured` as its password, or a
/// random one, which it returns so that it can be shown once. `None` when accounts exist.
pub fn ensure_first_admin(
    store: &Store,
    configured: Option<&str>,
) -> Result<Option<String>, AccountError> {
    if store.user_count()? > 0 {
        return Ok(None);
    }
    let generated = configured.is_none().then(random_password);
    let password = configured.or(generated.as_deref()).unwrap_or_default();
    add_admin(store, FIRST_ADMIN, password)?;
    Ok(generated)
}

/// A random password of 24 characters from an alphabet without look-alikes (no 0/O, 1/l/I).
pub fn random_password() -> String {
    const ALPHABET: &[u8] = b"abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
    let mut bytes = [0u8; 24];
    getrandom::fill(&mut bytes).expect("the system's random source works");
    // 256 is not a multiple of 57; the slight bias leaves well over 128 bits of strength.
    bytes
        .iter()
        .map(|b| char::from(ALPHABET[usize::from(*b) % ALPHABET.len()]))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::auth::password::verify_now;

    fn store() -> (tempfile::TempDir, Store) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        (dir, store)
    }

    #[test]
    fn the_first_start_makes_admin_with_the_configured_password_once() {
        let (_dir, store) = store();
        assert_eq!(
            ensure_first_admin(&store, Some("configured password")).unwrap(),
            None
        );
        let admin = store.user(FIRST_ADMIN).unwrap().unwrap();
        assert_eq!(admin.role, ADMIN_ROLE);
        assert!(verify_now(
            "configured password",
            Some(&admin.password_hash)
        ));
        assert_eq!(
            ensure_first_admin(&store, Some("another password!")).unwrap(),
            None
        );
        let again = store.user(FIRST_ADMIN).unwrap().unwrap();
        assert_eq!(again, admin, "an existing account is left alone");
    }

    #[test]
    fn without_a_configured_password_a_random_one_is_made_and_returned() {
        let (_dir, store) = store();
        let password = ensure_first_admin(&store, None)
            .unwrap()
            .expect("generated");
        assert_eq!(password.chars().count(), 24);
        assert!(password_problems(&password).is_empty());
        let admin = store.user(FIRST_ADMIN).unwrap().unwrap();
        assert!(verify_now(&password, Some(&admin.password_hash)));
        assert_ne!(password, random_password());
    }

    #[test]
    fn a_short_configured_password_is_refused_and_nothing_is_made() {
        let (_dir, store) = store();
        let error = ensure_first_admin(&store, Some("short")).unwrap_err();
        assert!(
            error.to_string().contains("at least 12 characters"),
            "{error}"
        );
        assert_eq!(store.user_count().unwrap(), 0);
    }

    #[test]
    fn accounts_follow_the_shared_rules() {
        let (_dir, store) = store();
        add_admin(&store, "clerk", "twelve chars").unwrap();
        assert!(matches!(
            add_admin(&store, "clerk", "twelve chars"),
            Err(AccountError::Taken(_))
        ));
        assert!(matches!(
            add_admin(&store, "Clerk", "twelve chars"),
            Err(AccountError::Username(..))
        ));
        assert!(matches!(
            add_admin(&store, "x", &"p".repeat(129)),
            Err(AccountError::Password(_))
        ));
        set_password(&store, "clerk", "a new password").unwrap();
        let clerk = store.user("clerk").unwrap().unwrap();
        assert!(verify_now("a new password", Some(&clerk.password_hash)));
        assert!(matches!(
            set_password(&store, "nobody", "a new password"),
            Err(AccountError::Unknown(_))
        ));
        assert!(matches!(
            set_password(&store, "clerk", "short"),
            Err(AccountError::Password(_))
        ));
    }
}

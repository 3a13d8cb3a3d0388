//! Password hashing with argon2id, a few at a time.
//!
//! Each hash takes [`MEMORY_KIB`] of memory and a good fraction of a core, so at most
//! [`concurrent_hashes`] run at once; more requests wait for a turn instead of exhausting the
//! machine. Hashing runs on tokio's blocking threads, never on the ones serving requests.

use std::sync::{Arc, OnceLock};

use argon2::password_hash::phc::PasswordHash;
use argon2::password_hash::{PasswordHasher, PasswordVerifier};
use argon2::{Algorithm, Argon2, Params, Version};
use tokio::sync::Semaphore;

/// Memory per hash, in KiB: 64 MiB, RFC 9106's second recommended option (OWASP's minimum is
/// 19 MiB with 2 passes; a login here still answers well under 300 ms with these).
pub const MEMORY_KIB: u32 = 64 * 1024;
/// Passes over that memory.
pub const PASSES: u32 = 3;
/// Lanes (threads) per hash.
pub const LANES: u32 = 1;
/// Hashes that may run at the same time: one fewer than the cores (at least one), so that a
/// flood of logins always leaves a core to serve the site.
pub fn concurrent_hashes() -> usize {
    std::thread::available_parallelism().map_or(1, |cores| cores.get().saturating_sub(1).max(1))
}

fn argon2() -> Argon2<'static> {
    let params = Params::new(MEMORY_KIB, PASSES, LANES, None).expect("valid argon2 parameters");
    Argon2::new(Algorithm::Argon2id, Version::V0x13, params)
}

/// What the decoy hash is a hash of: it matches no account, whatever its text.
const DECOY_TEXT: &str = "a decoy that matches no one";

/// The hash a login of an unknown username is checked against, so that it costs as much as
/// a wrong password and does not tell which usernames exist. The server makes it once and
/// keeps it in the store, and sets it here before serving ([`use_decoy`]): made on first use,
/// it doubled the cost of the first unknown username after every start, which told that the
/// name was unknown.
static DECOY: OnceLock<String> = OnceLock::new();

/// A new decoy hash, with today's parameters.
pub fn new_decoy() -> String {
    hash_now(DECOY_TEXT)
}

/// Checks unknown usernames against `hash` from now on (the first call wins); `false` if a
/// decoy was already in use.
pub fn use_decoy(hash: String) -> bool {
    DECOY.set(hash).is_ok()
}

fn decoy() -> &'static str {
    DECOY.get_or_init(new_decoy)
}

/// Hashes `password` with a fresh random salt, on the calling thread (PHC string form).
pub fn hash_now(password: &str) -> String {
    argon2()
        .hash_password(password.as_bytes())
        .expect("argon2id hashes any password of a valid length")
        .to_string()
}

/// Whether `password` matches `hash`, on the calling thread; `None` as the hash checks against
/// the decoy and answers `false`.
pub fn verify_now(password: &str, hash: Option<&str>) -> bool {
    let (hash, real) = match hash {
        Some(hash) => (hash, true),
        None => (decoy(), false),
    };
    let Ok(parsed) = PasswordHash::new(hash) else {
        return false;
    };
    let matches = argon2()
        .verify_password(password.as_bytes(), &parsed)
        .is_ok();
    matches && real
}

/// Whether `hash` was made with other parameters than today's (an account made before they
/// were raised): its next successful login stores a new hash.
pub fn needs_rehash(hash: &str) -> bool {
    !hash.starts_with(&format!(
        "$argon2id$v=19$m={MEMORY_KIB},t={PASSES},p={LANES}$"
    ))
}

/// Who a hash is for: sign-ins from trusted devices (`device.rs`) have a lane of their own, so
/// that they never wait behind a queue of guesses.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Lane {
    /// Everyone else: at most [`concurrent_hashes`] at once.
    Shared,
    /// A browser that has signed in to the account before: one at a time.
    Trusted,
}

/// Runs hashes on blocking threads: at most [`concurrent_hashes`] at once in the shared lane,
/// and one more in the trusted lane.
#[derive(Clone)]
pub struct Hasher {
    shared: Arc<Semaphore>,
    trusted: Arc<Semaphore>,
}

impl Default for Hasher {
    fn default() -> Self {
        Hasher {
            shared: Arc::new(Semaphore::new(concurrent_hashes())),
            trusted: Arc::new(Semaphore::new(1)),
        }
    }
}

impl Hasher {
    async fn turn(&self, lane: Lane) -> tokio::sync::SemaphorePermit<'_> {
        let turns = match lane {
            Lane::Shared => &self.shared,
            Lane::Trusted => &self.trusted,
        };
        turns
            .acquire()
            .await
            .expect("the semaphore is never closed")
    }

    /// `hash_now` in its turn.
    pub async fn hash(&self, password: String, lane: Lane) -> String {
        let _turn = self.turn(lane).await;
        tokio::task::spawn_blocking(move || hash_now(&password))
            .await
            .expect("hashing does not panic")
    }

    /// `verify_now` in its turn.
    pub async fn verify(&self, password: String, hash: Option<String>, lane: Lane) -> bool {
        let _turn = self.turn(lane).await;
        tokio::task::spawn_blocking(move || verify_now(&password, hash.as_deref()))
            .await
            .expect("verifying does not panic")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_hash_verifies_its_password_only() {
        let hash = hash_now("correct horse battery");
        assert!(
            hash.starts_with("$argon2id$v=19$m=65536,t=3,p=1$"),
            "{hash}"
        );
        assert!(!needs_rehash(&hash));
        assert!(verify_now("correct horse battery", Some(&hash)));
        assert!(!verify_now("correct horse batterY", Some(&hash)));
        assert_ne!(hash, hash_now("correct horse battery"), "salted");
        assert!(!verify_now("anything at all here", Some("not a hash")));
    }

    #[test]
    fn a_hash_of_older_parameters_still_verifies_and_asks_for_a_new_one() {
        // Made with OWASP's minimum (19 MiB, 2 passes), the parameters of the first release.
        let old = Argon2::new(
            Algorithm::Argon2id,
            Version::V0x13,
            Params::new(19 * 1024, 2, 1, None).unwrap(),
        )
        .hash_password(b"correct horse battery")
        .unwrap()
        .to_string();
        assert!(verify_now("correct horse battery", Some(&old)));
        assert!(needs_rehash(&old));
    }

    #[test]
    fn an_unknown_user_never_matches_not_even_the_decoy_text() {
        assert!(!verify_now("a decoy that matches no one", None));
        assert!(!verify_now("whatever they typed", None));
    }

    #[tokio::test]
    async fn the_hasher_runs_on_blocking_threads() {
        let hasher = Hasher::default();
        let hash = hasher
            .hash("correct horse battery".into(), Lane::Shared)
            .await;
        assert!(
            hasher
                .verify("correct horse battery".into(), Some(hash), Lane::Trusted)
                .await
        );
    }

    #[tokio::test]
    async fn a_trusted_hash_does_not_wait_behind_the_shared_lane() {
        let hasher = Hasher::default();
        // Every turn of the shared lane is taken, as by a flood of guesses.
        let _taken = hasher
            .shared
            .acquire_many(u32::try_from(concurrent_hashes()).unwrap())
            .await
            .unwrap();
        let trusted = hasher.verify("correct horse battery".into(), None, Lane::Trusted);
        let answered = tokio::time::timeout(std::time::Duration::from_secs(30), trusted).await;
        assert_eq!(
            answered,
            Ok(false),
            "answered, without a turn of the shared lane"
        );
        let shared = hasher.verify("correct horse battery".into(), None, Lane::Shared);
        let waited = tokio::time::timeout(std::time::Duration::from_millis(300), shared).await;
        assert!(waited.is_err(), "the shared lane waits for a turn");
    }

    #[test]
    fn the_decoy_is_a_hash_of_today_that_matches_no_one() {
        let decoy = new_decoy();
        assert!(!needs_rehash(&decoy));
        assert!(!verify_now(DECOY_TEXT, None));
        use_decoy(decoy);
        assert!(DECOY.get().is_some());
    }
}

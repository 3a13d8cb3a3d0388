//! Device cookies, after OWASP's "Slow Down Online Guessing Attacks with Device Cookies": a
//! browser that has signed in to an account gets a signed cookie naming that account. Its next
//! sign-ins to the account are "trusted": they skip the lockout that guesses from anywhere
//! else put on the username, and their own failures lock out only that browser. So an
//! attacker who knows a username can no longer keep its owner out, while untrusted clients are
//! throttled as before.
//!
//! The cookie is `v1:<username>:<issued>:<nonce>:<mac>`: the time it was issued (seconds since
//! the Unix epoch), 16 random bytes, and an HMAC-SHA256 of the rest under the site's key
//! (kept in the store, so restarts keep browsers trusted). It is sent only to the sign-in
//! routes and is renewed at every successful sign-in.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use crate::random::{hex, random_hex};

/// The cookie's name; with Secure cookies the `__Secure-` prefix makes browsers refuse one set
/// over plain HTTP or without Secure.
pub const COOKIE: &str = "smc_device";
/// The name with Secure cookies.
pub const SECURE_COOKIE: &str = "__Secure-smc_device";
/// The paths the browser sends it to.
pub const PATH: &str = "/api/scm-auth";
/// How long a browser stays trusted without signing in again (seconds).
pub const LIFETIME_SECONDS: u64 = 90 * 24 * 60 * 60;
/// Length of the key that signs device cookies.
pub const KEY_BYTES: usize = 32;

const VERSION: &str = "v1";

/// The key that signs device cookies.
#[derive(Clone)]
pub struct DeviceKey([u8; KEY_BYTES]);

impl std::fmt::Debug for DeviceKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("DeviceKey(..)")
    }
}

impl Default for DeviceKey {
    /// A new random key.
    fn default() -> Self {
        let mut key = [0u8; KEY_BYTES];
        getrandom::fill(&mut key).expect("the system's random source works");
        Self(key)
    }
}

/// A valid device cookie.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Device {
    /// The account it was issued for.
    pub username: String,
    /// Its random part, which names the device in the throttle.
    pub nonce: String,
}

impl DeviceKey {
    /// The key of these bytes.
    pub fn from_bytes(bytes: &[u8]) -> Option<Self> {
        bytes.try_into().ok().map(Self)
    }

    /// Its bytes, to keep.
    pub fn bytes(&self) -> &[u8] {
        &self.0
    }

    fn mac(&self) -> Hmac<Sha256> {
        <Hmac<Sha256> as KeyInit>::new_from_slice(&self.0).expect("HMAC takes a key of any length")
    }

    /// A new device cookie value for `username`, issued at `now`.
    pub fn issue(&self, username: &str, now: u64) -> String {
        let signed = format!("{VERSION}:{username}:{now}:{}", random_hex::<16>());
        let mut mac = self.mac();
        mac.update(signed.as_bytes());
        format!("{signed}:{}", hex(&mac.finalize().into_bytes()))
    }

    /// The device of `value` if it is a cookie this key signed, still within its lifetime at
    /// `now`.
    pub fn verify(&self, value: &str, now: u64) -> Option<Device> {
        let (signed, tag) = value.rsplit_once(':')?;
        let mut parts = signed.split(':');
        let (version, username, issued, nonce) =
            (parts.next()?, parts.next()?, parts.next()?, parts.next()?);
        if version != VERSION || parts.next().is_some() {
            return None;
        }
        let tag = unhex(tag)?;
        let mut mac = self.mac();
        mac.update(signed.as_bytes());
        mac.verify_slice(&tag).ok()?;
        let issued: u64 = issued.parse().ok()?;
        (now < issued.saturating_add(LIFETIME_SECONDS)).then(|| Device {
            username: username.to_owned(),
            nonce: nonce.to_owned(),
        })
    }
}

/// The bytes of lower-case hex digits.
fn unhex(text: &str) -> Option<Vec<u8>> {
    if !text.len().is_multiple_of(2) {
        return None;
    }
    (0..text.len())
        .step_by(2)
        .map(|at| u8::from_str_radix(text.get(at..at + 2)?, 16).ok())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_cookie_names_its_account_until_it_expires() {
        let key = DeviceKey::default();
        let value = key.issue("clerk", 1_000);
        let device = key.verify(&value, 2_000).expect("valid");
        assert_eq!(device.username, "clerk");
        assert_eq!(device.nonce.len(), 32);
        assert_ne!(key.issue("clerk", 1_000), value, "each has its own nonce");
        assert!(key.verify(&value, 1_000 + LIFETIME_SECONDS).is_none());
        assert!(
            value
                .bytes()
                .all(|b| b.is_ascii_graphic() && b != b';' && b != b',')
        );
    }

    #[test]
    fn a_changed_or_foreign_cookie_is_refused() {
        let key = DeviceKey::default();
        let value = key.issue("clerk", 1_000);
        assert!(
            DeviceKey::default().verify(&value, 1_001).is_none(),
            "another key"
        );
        let renamed = value.replacen("clerk", "admin", 1);
        assert!(key.verify(&renamed, 1_001).is_none());
        let later = value.replacen(":1000:", ":9000:", 1);
        assert!(key.verify(&later, 1_001).is_none());
        for junk in [
            "",
            "v1",
            "v1:clerk:1000:ab:zz",
            "v2:clerk:1000:ab:cd",
            &value[1..],
        ] {
            assert!(key.verify(junk, 1_001).is_none(), "{junk}");
        }
        let stored = DeviceKey::from_bytes(key.bytes()).unwrap();
        assert!(stored.verify(&value, 1_001).is_some());
    }
}

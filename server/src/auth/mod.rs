//! Who may use the admin area: password hashing, accounts (made on first start or from the
//! command line) and sessions.

pub mod accounts;
pub mod device;
pub mod extract;
pub mod password;
pub mod session;
pub mod throttle;

use device::DeviceKey;
use password::{Hasher, needs_rehash, new_decoy, use_decoy};

use crate::store::secrets::{DECOY_HASH, DEVICE_KEY};
use crate::store::{Store, StoreError};
use throttle::Throttle;

/// What the sign-in routes and extractors share.
#[derive(Clone, Default)]
pub struct Auth {
    /// Password hashing, a few at a time.
    pub hasher: Hasher,
    /// Recent failed logins.
    pub throttle: Throttle,
    /// Whether the cookies are marked Secure (the site is served over TLS).
    pub secure_cookies: bool,
    /// The key that signs device cookies.
    pub device_key: DeviceKey,
}

impl Auth {
    /// The name of the session cookie: with Secure cookies, the `__Host-` prefix, which
    /// browsers accept only from a secure origin, for the whole host, and never from a
    /// subdomain, so no other site can plant one.
    pub fn session_cookie(&self) -> &'static str {
        if self.secure_cookies {
            session::SECURE_COOKIE
        } else {
            session::COOKIE
        }
    }

    /// The name of the device cookie.
    pub fn device_cookie(&self) -> &'static str {
        if self.secure_cookies {
            device::SECURE_COOKIE
        } else {
            device::COOKIE
        }
    }
}

/// Reads the secrets sign-in needs from the store, making them on the first start: the key of
/// device cookies, which it returns, and the decoy hash unknown usernames are checked against,
/// which it puts in use. Kept in the store and read before serving, the first sign-in after a
/// start costs the same whether its username exists, and a restart does not wait for a hash.
pub fn load_secrets(store: &Store) -> Result<DeviceKey, StoreError> {
    let fresh = DeviceKey::default();
    let key = store.secret(DEVICE_KEY, || fresh.bytes().to_vec())?;
    let mut decoy = String::from_utf8(store.secret(DECOY_HASH, || new_decoy().into_bytes())?)
        .unwrap_or_default();
    if needs_rehash(&decoy) {
        // Made with older parameters than a real hash: it would cost another time.
        decoy = new_decoy();
        store.set_secret(DECOY_HASH, decoy.as_bytes())?;
    }
    use_decoy(decoy);
    Ok(DeviceKey::from_bytes(&key).unwrap_or(fresh))
}

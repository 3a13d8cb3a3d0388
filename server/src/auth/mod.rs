//! Who may use the admin area: password hashing, accounts (made on first start or from the
//! command line), sessions and the clock they are measured by.

pub mod accounts;
pub mod clock;
pub mod device;
pub mod extract;
pub mod password;
pub mod session;
pub mod throttle;

use clock::Clock;
use device::DeviceKey;
use password::Hasher;
use throttle::Throttle;

/// What the sign-in routes and extractors share.
#[derive(Clone, Default)]
pub struct Auth {
    /// Password hashing, a few at a time.
    pub hasher: Hasher,
    /// The time sessions and throttling are measured by.
    pub clock: Clock,
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

//! Who may use the admin area: password hashing, accounts (made on first start or from the
//! command line), sessions and the clock they are measured by.

pub mod accounts;
pub mod clock;
pub mod extract;
pub mod password;
pub mod session;
pub mod throttle;

use clock::Clock;
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
    /// Whether the session cookie is marked Secure (the site is served over TLS).
    pub secure_cookies: bool,
}

//! Who may use the admin area: password hashing, accounts (made on first start or from the
//! command line), sessions and the clock they are measured by.

pub mod accounts;
pub mod clock;
pub mod extract;
pub mod password;
pub mod session;

use clock::Clock;
use password::Hasher;

/// What the sign-in routes and extractors share.
#[derive(Clone, Default)]
pub struct Auth {
    /// Password hashing, a few at a time.
    pub hasher: Hasher,
    /// The time sessions are measured by.
    pub clock: Clock,
    /// Whether the session cookie is marked Secure (the site is served over TLS).
    pub secure_cookies: bool,
}

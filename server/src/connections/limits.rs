//! How long a client may take over each part of a connection, and how many connections may be
//! open at once. Every value is a setting (`config.rs`); the defaults are in [`Limits`].

use std::time::Duration;

/// The limits every connection is held to.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// A request head (the request line and the headers) must arrive within this long of its
    /// first byte. A phone on a slow network sends a head of a few hundred bytes in one packet;
    /// a client that sends it a byte at a time is holding the connection on purpose.
    pub header_timeout: Duration,
    /// A connection with no request in progress is closed after this long.
    pub idle_timeout: Duration,
    /// A request body must arrive at this many bytes a second at least, measured over every
    /// [`Limits::body_rate_window`] the server spends waiting for it (0: no minimum).
    pub body_min_rate: u64,
    /// The span over which the body's rate is measured; a body slower than
    /// [`Limits::body_min_rate`] over one such span of waiting is cut off.
    pub body_rate_window: Duration,
    /// Most connections open at once; `None`: three quarters of the file descriptors the
    /// process may still open when it starts (the rest stay for files and the store).
    pub max_connections: Option<usize>,
}

impl Limits {
    /// A request head must be complete this long after its first byte.
    pub const HEADER_TIMEOUT: Duration = Duration::from_secs(10);
    /// An idle connection is closed after this long.
    pub const IDLE_TIMEOUT: Duration = Duration::from_mins(1);
    /// The slowest request body accepted, in bytes a second.
    pub const BODY_MIN_RATE: u64 = 1024;
    /// The span a body's rate is measured over.
    pub const BODY_RATE_WINDOW: Duration = Duration::from_secs(10);

    /// The fewest bytes a body must bring in one window of waiting.
    pub fn body_min_bytes_per_window(&self) -> u64 {
        let window_ms = u64::try_from(self.body_rate_window.as_millis()).unwrap_or(u64::MAX);
        self.body_min_rate.saturating_mul(window_ms) / 1000
    }
}

impl Default for Limits {
    fn default() -> Self {
        Self {
            header_timeout: Self::HEADER_TIMEOUT,
            idle_timeout: Self::IDLE_TIMEOUT,
            body_min_rate: Self::BODY_MIN_RATE,
            body_rate_window: Self::BODY_RATE_WINDOW,
            max_connections: None,
        }
    }
}

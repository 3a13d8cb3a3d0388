//! The server's time (sessions, schedules, expiry, saved records): the system clock, which tests
//! and `--clock-ahead` can move forward.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch, plus whatever `advance` added (tests, and `--clock-ahead` at
/// start-up).
#[derive(Debug, Clone, Default)]
pub struct Clock {
    ahead: Arc<AtomicU64>,
}

impl Clock {
    /// The time now, in whole seconds since the Unix epoch.
    pub fn now(&self) -> u64 {
        let system = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map_or(0, |since| since.as_secs());
        system + self.ahead.load(Ordering::Relaxed)
    }

    /// The time now as the content's moments are compared (`from`, `until`: seconds since the
    /// Unix epoch, signed).
    pub fn moment(&self) -> i64 {
        i64::try_from(self.now()).unwrap_or(i64::MAX)
    }

    /// The time now as RFC 3339 in UTC (`2026-11-22T10:00:00Z`), for saved records.
    pub fn rfc3339(&self) -> String {
        rfc3339_at(self.now())
    }

    /// Moves this clock (and its clones) forward.
    pub fn advance(&self, by: Duration) {
        self.ahead.fetch_add(by.as_secs(), Ordering::Relaxed);
    }
}

/// A moment given in seconds since the Unix epoch, as RFC 3339 in UTC.
pub fn rfc3339_at(seconds: u64) -> String {
    humantime::format_rfc3339_seconds(UNIX_EPOCH + Duration::from_secs(seconds)).to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clones_share_the_advance() {
        let clock = Clock::default();
        let other = clock.clone();
        let before = clock.now();
        other.advance(Duration::from_hours(1));
        assert!(clock.now() >= before + 3600);
    }

    #[test]
    fn moments_are_written_in_utc_to_the_second() {
        assert_eq!(rfc3339_at(0), "1970-01-01T00:00:00Z");
        assert_eq!(rfc3339_at(1_795_501_800), "2026-11-24T06:30:00Z");
    }
}

//! The time sessions are measured by: the system clock, which tests can move forward.

use std::sync::Arc;
use std::sync::atomic::{AtomicU64, Ordering};
use std::time::{Duration, SystemTime, UNIX_EPOCH};

/// Seconds since the Unix epoch, plus whatever `advance` added (only tests call it).
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

    /// The time now as RFC 3339 in UTC (`2026-11-22T10:00:00Z`), for saved records.
    pub fn rfc3339(&self) -> String {
        humantime::format_rfc3339_seconds(UNIX_EPOCH + Duration::from_secs(self.now())).to_string()
    }

    /// Moves this clock (and its clones) forward.
    pub fn advance(&self, by: Duration) {
        self.ahead.fetch_add(by.as_secs(), Ordering::Relaxed);
    }
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
}

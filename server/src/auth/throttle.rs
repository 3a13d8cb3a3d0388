//! Slowing down password guessing: after [`FREE_FAILURES`] failed logins for one username or
//! from one address (or, for a trusted device, from that device: `device.rs`) within
//! [`WINDOW_SECONDS`], further attempts wait, longer with every
//! further failure, but never more than the window: there is no permanent lockout, so an
//! attacker cannot shut an official out for good by failing on purpose.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

/// Failures allowed within the window before attempts must wait.
pub const FREE_FAILURES: usize = 5;
/// How long a failure counts (seconds).
pub const WINDOW_SECONDS: u64 = 15 * 60;
/// The first wait (seconds); it doubles with every further failure.
pub const FIRST_WAIT_SECONDS: u64 = 30;
/// How long an attempt that must wait is held before its 429. A client guessing in a loop then
/// sends one guess a second per connection instead of thousands, and stops taking the CPU the
/// site's visitors need; a person told to wait minutes does not notice the second.
pub const TURNED_AWAY_DELAY: std::time::Duration = std::time::Duration::from_secs(1);
/// Throttled attempts are reported at most this often (seconds), with how many there were.
pub const REPORT_SECONDS: u64 = 60;
/// Most keys tracked at once; older ones are dropped first when it is reached, so memory stays
/// bounded under an attack with many usernames or addresses.
const MAX_KEYS: usize = 65_536;

/// Whose failures count together.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Key {
    /// Every attempt on one username.
    Username(String),
    /// Every attempt from one address (an IPv6 one with its /64 network: [`Key::address`]).
    Address(IpAddr),
    /// Every attempt from one trusted device (the random part of its device cookie).
    Device(String),
}

impl Key {
    /// The key of every attempt from `address`: an IPv6 address counts with its /64 network,
    /// which one home or phone is given whole.
    pub fn address(address: IpAddr) -> Self {
        Self::Address(crate::client_address::network(address))
    }
}

/// Recent failures per key.
#[derive(Debug, Clone, Default)]
pub struct Throttle {
    failures: Arc<Mutex<HashMap<Key, Vec<u64>>>>,
    throttled: Arc<ThrottledCount>,
}

/// Requests turned away since the last report, and when that report was (0: never): a flood
/// is a line a minute in the log, not thousands a second. Sign-ins turned away by the throttle
/// are counted so, and lookups of tracking numbers turned away by their limit
/// (`crate::submissions`).
#[derive(Debug, Default)]
pub struct ThrottledCount {
    since_report: AtomicU64,
    reported_at: AtomicU64,
}

impl ThrottledCount {
    /// Counts a request turned away at `now`. Returns how many were turned away since the last
    /// report when one is due: at the first, then at most once per [`REPORT_SECONDS`].
    pub fn note(&self, now: u64) -> Option<u64> {
        self.since_report.fetch_add(1, Ordering::Relaxed);
        let last = self.reported_at.load(Ordering::Relaxed);
        if last != 0 && now < last + REPORT_SECONDS {
            return None;
        }
        // One caller wins the report; the others' requests go into the next one.
        self.reported_at
            .compare_exchange(last, now.max(1), Ordering::Relaxed, Ordering::Relaxed)
            .ok()?;
        Some(self.since_report.swap(0, Ordering::Relaxed))
    }
}

impl Throttle {
    /// Seconds to wait before `key` may try again at `now`; 0 if it may try now.
    pub fn wait(&self, key: &Key, now: u64) -> u64 {
        self.lock()
            .get(key)
            .map_or(0, |times| wait_after(times, now))
    }

    /// Starts a login attempt for `keys` at `now`: the seconds to wait (nothing is counted),
    /// or 0 and the attempt counts as a failure at once. Counting it before the password is
    /// checked means that attempts arriving while its hash runs see it: at most
    /// [`FREE_FAILURES`] attempts per key are ever hashed before the waits begin, however many
    /// arrive at the same moment. A right password takes it back with [`Throttle::succeeded`].
    pub fn attempt(&self, keys: &[Key], now: u64) -> u64 {
        let mut failures = self.lock();
        let wait = keys
            .iter()
            .map(|key| failures.get(key).map_or(0, |times| wait_after(times, now)))
            .max()
            .unwrap_or(0);
        if wait == 0 {
            record(&mut failures, keys, now);
        }
        wait
    }

    /// The attempt started at `at` had the right password: its failure is taken back, and
    /// the username's (or the device's) earlier failures are forgotten.
    pub fn succeeded(&self, keys: &[Key], at: u64) {
        let mut failures = self.lock();
        for key in keys {
            match key {
                Key::Username(_) | Key::Device(_) => {
                    failures.remove(key);
                }
                Key::Address(_) => {
                    if let Some(times) = failures.get_mut(key)
                        && let Some(position) = times.iter().rposition(|&time| time == at)
                    {
                        times.remove(position);
                    }
                }
            }
        }
    }

    /// Counts an attempt turned away at `now`. Returns how many were turned away since the last
    /// report when one is due: at the first, then at most once per [`REPORT_SECONDS`]. A flood
    /// of guesses is then a line a minute in the log, not thousands a second.
    pub fn note_throttled(&self, now: u64) -> Option<u64> {
        self.throttled.note(now)
    }

    /// Forgets the failures of `key`.
    pub fn forget(&self, key: &Key) {
        self.lock().remove(key);
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<Key, Vec<u64>>> {
        self.failures
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Adds a failure at `now` to each key, dropping the oldest keys when too many are tracked.
fn record(failures: &mut HashMap<Key, Vec<u64>>, keys: &[Key], now: u64) {
    if failures.len() >= MAX_KEYS {
        failures.retain(|_, times| times.iter().any(|&at| at + WINDOW_SECONDS > now));
        if failures.len() >= MAX_KEYS {
            failures.clear();
        }
    }
    for key in keys {
        let times = failures.entry(key.clone()).or_default();
        times.retain(|&at| at + WINDOW_SECONDS > now);
        times.push(now);
    }
}

/// The wait after failures at `times` (oldest first), at `now`. Asked for every attempt, so it
/// allocates nothing: under a flood of guesses it runs tens of thousands of times a second.
fn wait_after(times: &[u64], now: u64) -> u64 {
    let mut recent = times
        .iter()
        .copied()
        .filter(|&at| at + WINDOW_SECONDS > now);
    let Some(first) = recent.next() else {
        return 0;
    };
    let (count, last) = recent.fold((1, first), |(count, _), at| (count + 1, at));
    if count < FREE_FAILURES {
        return 0;
    }
    let doublings = u32::try_from(count - FREE_FAILURES)
        .unwrap_or(u32::MAX)
        .min(16);
    let wait = (FIRST_WAIT_SECONDS << doublings).min(WINDOW_SECONDS);
    (last + wait).saturating_sub(now)
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Throttle {
        /// Records a failure for each key, whatever the waits (to set up a history).
        fn fail(&self, keys: &[Key], now: u64) {
            record(&mut self.lock(), keys, now);
        }
    }

    fn user() -> Key {
        Key::Username("admin".into())
    }

    #[test]
    fn throttled_attempts_are_reported_at_once_then_once_a_minute() {
        let throttle = Throttle::default();
        let start = 1_000;
        assert_eq!(throttle.note_throttled(start), Some(1));
        for second in 1..REPORT_SECONDS {
            assert_eq!(throttle.note_throttled(start + second), None);
            assert_eq!(throttle.note_throttled(start + second), None);
        }
        // Every attempt since the first report, this one included.
        let since = 2 * (REPORT_SECONDS - 1) + 1;
        assert_eq!(throttle.note_throttled(start + REPORT_SECONDS), Some(since));
        assert_eq!(throttle.note_throttled(start + REPORT_SECONDS + 1), None);
        // A quiet spell: the next attempt is reported at once.
        assert_eq!(
            throttle.note_throttled(start + 10 * REPORT_SECONDS),
            Some(2)
        );
    }

    #[test]
    fn five_failures_are_free_then_the_wait_doubles_up_to_the_window() {
        let throttle = Throttle::default();
        let t = 1_000_000;
        for _ in 0..4 {
            throttle.fail(&[user()], t);
        }
        assert_eq!(throttle.wait(&user(), t), 0);
        throttle.fail(&[user()], t);
        assert_eq!(throttle.wait(&user(), t), 30);
        assert_eq!(throttle.wait(&user(), t + 10), 20);
        assert_eq!(throttle.wait(&user(), t + 30), 0);
        throttle.fail(&[user()], t + 30);
        assert_eq!(throttle.wait(&user(), t + 30), 60);
        throttle.fail(&[user()], t + 90);
        assert_eq!(throttle.wait(&user(), t + 90), 120);
        for i in 0..10 {
            throttle.fail(&[user()], t + 100 + i);
        }
        assert_eq!(throttle.wait(&user(), t + 109), WINDOW_SECONDS, "capped");
    }

    #[test]
    fn failures_older_than_the_window_no_longer_count() {
        let throttle = Throttle::default();
        for _ in 0..10 {
            throttle.fail(&[user()], 0);
        }
        assert!(throttle.wait(&user(), 1) > 0);
        assert_eq!(
            throttle.wait(&user(), WINDOW_SECONDS),
            0,
            "never a permanent lockout"
        );
    }

    #[test]
    fn keys_count_apart_and_a_success_forgets_its_username() {
        let throttle = Throttle::default();
        let address = Key::Address("192.0.2.7".parse().unwrap());
        for i in 0..5 {
            throttle.fail(&[Key::Username(format!("user{i}")), address.clone()], 10);
        }
        assert_eq!(throttle.wait(&Key::Username("user0".into()), 10), 0);
        assert_eq!(throttle.wait(&user(), 10), 0);
        assert_eq!(throttle.wait(&address, 10), 30);
        for _ in 0..5 {
            throttle.fail(&[user()], 10);
        }
        throttle.forget(&user());
        assert_eq!(throttle.wait(&user(), 10), 0);
    }

    #[test]
    fn attempts_count_before_their_password_is_checked() {
        let throttle = Throttle::default();
        let address = Key::Address("192.0.2.7".parse().unwrap());
        let keys = [user(), address.clone()];
        // Fifty attempts at the same moment: five go ahead, the rest wait.
        let allowed = (0..50)
            .filter(|_| throttle.attempt(&keys, 100) == 0)
            .count();
        assert_eq!(allowed, FREE_FAILURES);
        assert_eq!(throttle.wait(&address, 100), 30);
    }

    #[test]
    fn a_right_password_takes_its_attempt_back() {
        let throttle = Throttle::default();
        let address = Key::Address("192.0.2.7".parse().unwrap());
        let keys = [user(), address.clone()];
        for _ in 0..4 {
            assert_eq!(throttle.attempt(&keys, 100), 0);
        }
        assert_eq!(throttle.attempt(&keys, 101), 0);
        throttle.succeeded(&keys, 101);
        assert_eq!(throttle.wait(&user(), 101), 0, "the username is forgotten");
        assert_eq!(throttle.wait(&address, 101), 0, "four failures remain");
        assert_eq!(throttle.attempt(&keys, 102), 0);
        assert_eq!(throttle.wait(&address, 102), 30, "the fifth failure");
    }
}

//! Slowing down password guessing: after [`FREE_FAILURES`] failed logins for one username or
//! from one address within [`WINDOW_SECONDS`], further attempts wait, longer with every
//! further failure, but never more than the window: there is no permanent lockout, so an
//! attacker cannot shut an official out for good by failing on purpose.

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Failures allowed within the window before attempts must wait.
pub const FREE_FAILURES: usize = 5;
/// How long a failure counts (seconds).
pub const WINDOW_SECONDS: u64 = 15 * 60;
/// The first wait (seconds); it doubles with every further failure.
pub const FIRST_WAIT_SECONDS: u64 = 30;
/// Most keys tracked at once; older ones are dropped first when it is reached, so memory stays
/// bounded under an attack with many usernames or addresses.
const MAX_KEYS: usize = 65_536;

/// Whose failures count together.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Key {
    /// Every attempt on one username.
    Username(String),
    /// Every attempt from one address.
    Address(IpAddr),
}

/// Recent failures per key.
#[derive(Debug, Clone, Default)]
pub struct Throttle {
    failures: Arc<Mutex<HashMap<Key, Vec<u64>>>>,
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
    /// the username's earlier failures are forgotten.
    pub fn succeeded(&self, keys: &[Key], at: u64) {
        let mut failures = self.lock();
        for key in keys {
            match key {
                Key::Username(_) => {
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

/// The wait after failures at `times` (oldest first), at `now`.
fn wait_after(times: &[u64], now: u64) -> u64 {
    let recent: Vec<u64> = times
        .iter()
        .copied()
        .filter(|&at| at + WINDOW_SECONDS > now)
        .collect();
    if recent.len() < FREE_FAILURES {
        return 0;
    }
    let doublings = u32::try_from(recent.len() - FREE_FAILURES)
        .unwrap_or(u32::MAX)
        .min(16);
    let wait = (FIRST_WAIT_SECONDS << doublings).min(WINDOW_SECONDS);
    let last = recent.last().copied().unwrap_or(now);
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

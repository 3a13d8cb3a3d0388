//! How many messages one address may send citizens' feedback in a while: at most
//! [`PER_ADDRESS`] (or as set, `--feedback-per-hour`) within [`WINDOW_SECONDS`], so that
//! nobody can flood the staff's inbox. A
//! household or an office sharing one address can still send several; a script cannot send
//! thousands. Kept in memory (a restart forgets it), for at most [`MAX_ADDRESSES`] addresses.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

/// Messages one address may send within the window, unless set otherwise.
pub const PER_ADDRESS: usize = 5;
/// The window (seconds).
pub const WINDOW_SECONDS: u64 = 60 * 60;
/// Most addresses tracked at once; those whose last message is oldest are dropped first.
const MAX_ADDRESSES: usize = 65_536;

/// The times of the recent messages of each address.
#[derive(Debug, Clone)]
pub struct SubmissionLimit {
    per_address: usize,
    sent: Arc<Mutex<HashMap<IpAddr, VecDeque<u64>>>>,
}

impl Default for SubmissionLimit {
    fn default() -> Self {
        Self::new(PER_ADDRESS)
    }
}

impl SubmissionLimit {
    /// At most `per_address` messages from one address within the window.
    pub fn new(per_address: usize) -> Self {
        Self {
            per_address,
            sent: Arc::default(),
        }
    }

    /// Notes a message from `address` at `now` (seconds) if it may send one, and answers 0;
    /// else the seconds until it may.
    pub fn try_send(&self, address: IpAddr, now: u64) -> u64 {
        let mut sent = self
            .sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if sent.len() >= MAX_ADDRESSES && !sent.contains_key(&address) {
            let oldest = sent
                .iter()
                .min_by_key(|(_, times)| times.back().copied().unwrap_or(0))
                .map(|(address, _)| *address);
            if let Some(oldest) = oldest {
                sent.remove(&oldest);
            }
        }
        let times = sent.entry(address).or_default();
        while times
            .front()
            .is_some_and(|first| first + WINDOW_SECONDS <= now)
        {
            times.pop_front();
        }
        if times.len() >= self.per_address {
            let first = times.front().copied().unwrap_or(now);
            return (first + WINDOW_SECONDS).saturating_sub(now).max(1);
        }
        times.push_back(now);
        0
    }

    /// Gives back the message just noted for `address` (it was refused after all, so it does
    /// not count).
    pub fn give_back(&self, address: IpAddr) {
        let mut sent = self
            .sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(times) = sent.get_mut(&address) {
            times.pop_back();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HOME: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 1));
    const OTHER: IpAddr = IpAddr::V4(std::net::Ipv4Addr::new(10, 0, 0, 2));

    #[test]
    fn an_address_sends_a_few_then_waits_until_the_first_leaves_the_window() {
        let limit = SubmissionLimit::default();
        for n in 0..PER_ADDRESS as u64 {
            assert_eq!(limit.try_send(HOME, 1000 + n * 60), 0);
        }
        let wait = limit.try_send(HOME, 1000 + 300);
        assert_eq!(wait, WINDOW_SECONDS - 300);
        assert_eq!(limit.try_send(OTHER, 1300), 0, "addresses count apart");
        assert_eq!(limit.try_send(HOME, 1000 + WINDOW_SECONDS), 0);
    }

    #[test]
    fn the_limit_can_be_set() {
        let limit = SubmissionLimit::new(2);
        assert_eq!(limit.try_send(HOME, 10), 0);
        assert_eq!(limit.try_send(HOME, 11), 0);
        assert!(limit.try_send(HOME, 12) > 0);
    }

    #[test]
    fn a_refused_message_is_given_back() {
        let limit = SubmissionLimit::default();
        for _ in 0..PER_ADDRESS {
            assert_eq!(limit.try_send(HOME, 50), 0);
            limit.give_back(HOME);
        }
        assert_eq!(limit.try_send(HOME, 50), 0);
    }
}

//! How many requests of one sort one address may make in a while. Messages of citizens'
//! feedback: at most [`PER_ADDRESS`] (or as set, `--feedback-per-hour`) within
//! [`WINDOW_SECONDS`], so that nobody can flood the staff's inbox. A household or an office
//! sharing one address can still send several; a script cannot send thousands. The same limit,
//! with its own numbers, holds answers to "Was this page useful?" and lookups of tracking
//! numbers ([`LOOKUPS_PER_MINUTE`] a minute, so that numbers cannot be found by trying). An IPv6
//! address counts with its /64 network, which one home or phone is given whole. Kept in memory
//! (a restart forgets it), for at most [`MAX_ADDRESSES`] addresses.

use std::collections::{HashMap, VecDeque};
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use crate::auth::throttle::ThrottledCount;
use crate::client_address::network;

/// Messages one address may send within the window, unless set otherwise.
pub const PER_ADDRESS: usize = 5;
/// The window of messages (seconds).
pub const WINDOW_SECONDS: u64 = 60 * 60;
/// Lookups of tracking numbers one address may make within [`LOOKUP_WINDOW_SECONDS`], unless
/// set otherwise: more than a citizen checking their messages ever makes, far fewer than
/// finding a number by trying needs (a wrong number counts as a right one).
pub const LOOKUPS_PER_MINUTE: usize = 30;
/// The window of lookups (seconds).
pub const LOOKUP_WINDOW_SECONDS: u64 = 60;
/// Most addresses tracked at once; those whose last message is oldest are dropped first.
const MAX_ADDRESSES: usize = 65_536;

/// The times of the recent requests of each address.
#[derive(Debug, Clone)]
pub struct SubmissionLimit {
    per_address: usize,
    window: u64,
    sent: Arc<Mutex<HashMap<IpAddr, VecDeque<u64>>>>,
    refused: Arc<ThrottledCount>,
}

impl Default for SubmissionLimit {
    fn default() -> Self {
        Self::new(PER_ADDRESS)
    }
}

impl SubmissionLimit {
    /// At most `per_address` messages from one address within [`WINDOW_SECONDS`].
    pub fn new(per_address: usize) -> Self {
        Self::per_window(per_address, WINDOW_SECONDS)
    }

    /// At most `per_address` requests from one address within `window` seconds.
    pub fn per_window(per_address: usize, window: u64) -> Self {
        Self {
            per_address,
            window,
            sent: Arc::default(),
            refused: Arc::default(),
        }
    }

    /// At most `per_minute` lookups of tracking numbers from one address within
    /// [`LOOKUP_WINDOW_SECONDS`].
    pub fn lookups(per_minute: usize) -> Self {
        Self::per_window(per_minute, LOOKUP_WINDOW_SECONDS)
    }

    /// Notes a request from `address` at `now` (seconds) if it may make one, and answers 0;
    /// else the seconds until it may. An IPv6 address counts with its /64 network.
    pub fn try_send(&self, address: IpAddr, now: u64) -> u64 {
        let address = network(address);
        let mut sent = self
            .sent
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if sent.len() >= MAX_ADDRESSES && !sent.contains_key(&address) {
            // Addresses with nothing left in the window go first, then the one whose last
            // request is oldest.
            let window = self.window;
            sent.retain(|_, times| times.back().is_some_and(|last| last + window > now));
        }
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
            .is_some_and(|first| first + self.window <= now)
        {
            times.pop_front();
        }
        if times.len() >= self.per_address {
            let first = times.front().copied().unwrap_or(now);
            return (first + self.window).saturating_sub(now).max(1);
        }
        times.push_back(now);
        0
    }

    /// Counts a request refused at `now`; how many were refused since the last report when one
    /// is due (at the first, then at most once a minute), so that a flood of them is a line a
    /// minute in the log.
    pub fn note_refused(&self, now: u64) -> Option<u64> {
        self.refused.note(now)
    }

    /// Gives back the message just noted for `address` (it was refused after all, so it does
    /// not count).
    pub fn give_back(&self, address: IpAddr) {
        let address = network(address);
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
    fn lookups_have_a_window_of_a_minute() {
        let limit = SubmissionLimit::lookups(LOOKUPS_PER_MINUTE);
        for n in 0..LOOKUPS_PER_MINUTE as u64 {
            assert_eq!(limit.try_send(HOME, 500 + n / 2), 0);
        }
        assert_eq!(limit.try_send(HOME, 520), LOOKUP_WINDOW_SECONDS - 20);
        assert_eq!(limit.try_send(OTHER, 520), 0, "addresses count apart");
        assert_eq!(limit.try_send(HOME, 500 + LOOKUP_WINDOW_SECONDS), 0);
    }

    #[test]
    fn an_ipv6_network_of_64_bits_counts_as_one_address() {
        let limit = SubmissionLimit::new(2);
        let phone =
            |last: u16| IpAddr::V6(std::net::Ipv6Addr::new(0x2001, 0xdb8, 7, 9, last, 1, 2, 3));
        assert_eq!(limit.try_send(phone(1), 10), 0);
        assert_eq!(limit.try_send(phone(2), 11), 0);
        assert!(
            limit.try_send(phone(3), 12) > 0,
            "another address of the same /64"
        );
        let neighbour = IpAddr::V6(std::net::Ipv6Addr::new(0x2001, 0xdb8, 7, 10, 1, 1, 2, 3));
        assert_eq!(
            limit.try_send(neighbour, 12),
            0,
            "the next /64 counts apart"
        );
        limit.give_back(phone(4));
        assert_eq!(limit.try_send(phone(5), 13), 0, "given back to the network");
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

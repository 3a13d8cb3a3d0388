//! Sign-in attempts the throttle turns away (`auth/throttle.rs`) are summarised in the audit
//! log rather than written one by one: a guessing loop would otherwise fill the log and make a
//! write of every request it sends.
//!
//! - The attempts are grouped in *runs*, one per name tried and address.
//! - The first attempt of a run writes an entry at once (`signInThrottled`, no detail), so the
//!   log shows that throttling began; the later ones within [`RUN_SECONDS`] of it are only
//!   counted.
//! - A run ends at the next attempt for its name and address that the throttle lets through
//!   (refused or signed in), at a turned-away attempt [`RUN_SECONDS`] or more after its first
//!   (which starts the next run), or, once it is that old, at any sign-in attempt or read of
//!   the log. A run of more than one attempt then writes a summary entry: `signInThrottled`
//!   with the detail `attempts N` (every attempt of the run, the first included), at the time
//!   of its last attempt. A run of one attempt writes nothing more.
//! - At most [`MOST_RUNS`] runs are open at once, so memory stays bounded and a flood of names
//!   writes at most that many entries a window: attempts for further names and addresses count
//!   in one run of its own, named [`OTHERS`] and without an address.
//!
//! Runs are kept in memory: a restart loses the count of the runs open then (their first
//! entries are written).

use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};

use wasm_core::workflow::Action;

use crate::auth::throttle::WINDOW_SECONDS;
use crate::clock::rfc3339_at;
use crate::store::audit::AuditEntry;

/// How long a run lasts from its first attempt (seconds): the throttle's window.
pub const RUN_SECONDS: u64 = WINDOW_SECONDS;
/// Most runs open at once.
pub const MOST_RUNS: usize = 1024;
/// The name of the run of the attempts beyond [`MOST_RUNS`] (no account can have it).
pub const OTHERS: &str = "*";

/// A name tried and the address it came from.
type RunKey = (String, Option<IpAddr>);

/// Turned-away attempts of one name from one address.
#[derive(Debug, Clone, Copy)]
struct Run {
    first: u64,
    last: u64,
    attempts: u64,
}

/// The open runs of turned-away sign-in attempts.
#[derive(Debug, Clone, Default)]
pub struct ThrottledRuns {
    runs: Arc<Mutex<HashMap<RunKey, Run>>>,
}

impl ThrottledRuns {
    /// An attempt for `name` from `address` turned away at `now`: the entries to write (the
    /// first of a new run; the summaries of the runs that ended).
    pub fn turned_away(&self, name: &str, address: Option<IpAddr>, now: u64) -> Vec<AuditEntry> {
        let mut runs = self.lock();
        let mut entries = ended(&mut runs, now);
        let mut key = (name.to_owned(), address);
        if !runs.contains_key(&key) && runs.len() >= MOST_RUNS {
            key = (OTHERS.to_owned(), None);
        }
        if let Some(run) = runs.get_mut(&key) {
            run.last = now;
            run.attempts += 1;
        } else {
            let run = Run {
                first: now,
                last: now,
                attempts: 1,
            };
            runs.insert(key.clone(), run);
            entries.push(entry(&key, now, None));
        }
        entries
    }

    /// An attempt for `name` from `address` let through at `now`: the entries to write (the
    /// summary of its run, if it had one, and of the runs that ended).
    pub fn let_through(&self, name: &str, address: Option<IpAddr>, now: u64) -> Vec<AuditEntry> {
        let mut runs = self.lock();
        let mut entries = ended(&mut runs, now);
        let key = (name.to_owned(), address);
        if let Some(run) = runs.remove(&key) {
            entries.extend(summary(&key, &run));
        }
        entries
    }

    /// The summaries of the runs that have ended by `now`.
    pub fn ended(&self, now: u64) -> Vec<AuditEntry> {
        ended(&mut self.lock(), now)
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<RunKey, Run>> {
        self.runs
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }
}

/// Removes the runs [`RUN_SECONDS`] old or older at `now`; their summaries, oldest first.
fn ended(runs: &mut HashMap<RunKey, Run>, now: u64) -> Vec<AuditEntry> {
    let mut over: Vec<(RunKey, Run)> = Vec::new();
    runs.retain(|key, run| {
        let open = now < run.first + RUN_SECONDS;
        if !open {
            over.push((key.clone(), *run));
        }
        open
    });
    over.sort_by_key(|(_, run)| run.last);
    over.iter()
        .filter_map(|(key, run)| summary(key, run))
        .collect()
}

/// The summary entry of a run of more than one attempt.
fn summary(key: &RunKey, run: &Run) -> Option<AuditEntry> {
    (run.attempts > 1).then(|| entry(key, run.last, Some(format!("attempts {}", run.attempts))))
}

fn entry(key: &RunKey, at: u64, detail: Option<String>) -> AuditEntry {
    let (name, address) = key;
    let mut entry = AuditEntry::new(&rfc3339_at(at), name, Action::SignInThrottled).from(*address);
    entry.detail = detail;
    entry
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: u64 = 1_795_501_800;

    const ADDRESS: Option<IpAddr> = Some(IpAddr::V4(std::net::Ipv4Addr::new(192, 0, 2, 7)));

    fn details(entries: &[AuditEntry]) -> Vec<(&str, Option<&str>, Option<&str>)> {
        entries
            .iter()
            .map(|e| (e.who.as_str(), e.address.as_deref(), e.detail.as_deref()))
            .collect()
    }

    #[test]
    fn a_run_writes_its_first_attempt_then_counts_until_a_sign_in_ends_it() {
        let runs = ThrottledRuns::default();
        let first = runs.turned_away("admin", ADDRESS, T);
        assert_eq!(details(&first), [("admin", Some("192.0.2.7"), None)]);
        assert_eq!(first[0].action, Action::SignInThrottled);
        assert_eq!(first[0].at, "2026-11-24T06:30:00Z");
        for second in 1..10 {
            assert!(runs.turned_away("admin", ADDRESS, T + second).is_empty());
        }
        let ended = runs.let_through("admin", ADDRESS, T + 40);
        assert_eq!(
            details(&ended),
            [("admin", Some("192.0.2.7"), Some("attempts 10"))]
        );
        assert_eq!(ended[0].at, "2026-11-24T06:30:09Z", "its last attempt");
        assert!(runs.let_through("admin", ADDRESS, T + 41).is_empty());
    }

    #[test]
    fn names_and_addresses_make_runs_of_their_own() {
        let runs = ThrottledRuns::default();
        assert_eq!(runs.turned_away("admin", ADDRESS, T).len(), 1);
        assert_eq!(runs.turned_away("clerk", ADDRESS, T).len(), 1);
        assert_eq!(runs.turned_away("admin", None, T).len(), 1);
        assert!(runs.turned_away("admin", ADDRESS, T + 1).is_empty());
        // Another name's success does not end this run.
        assert!(runs.let_through("clerk", ADDRESS, T + 2).is_empty());
        assert_eq!(runs.turned_away("clerk", ADDRESS, T + 3).len(), 1);
    }

    #[test]
    fn a_run_of_one_attempt_writes_no_summary() {
        let runs = ThrottledRuns::default();
        assert_eq!(runs.turned_away("admin", ADDRESS, T).len(), 1);
        assert!(runs.let_through("admin", ADDRESS, T + 5).is_empty());
    }

    #[test]
    fn an_attempt_after_the_window_ends_the_run_and_starts_the_next() {
        let runs = ThrottledRuns::default();
        runs.turned_away("admin", ADDRESS, T);
        runs.turned_away("admin", ADDRESS, T + 60);
        let next = runs.turned_away("admin", ADDRESS, T + RUN_SECONDS);
        assert_eq!(
            details(&next),
            [
                ("admin", Some("192.0.2.7"), Some("attempts 2")),
                ("admin", Some("192.0.2.7"), None)
            ]
        );
        assert_eq!(next[0].at, "2026-11-24T06:31:00Z");
    }

    #[test]
    fn runs_that_ended_are_summarised_at_anyone_s_attempt_or_a_read() {
        let runs = ThrottledRuns::default();
        runs.turned_away("admin", ADDRESS, T);
        runs.turned_away("admin", ADDRESS, T + 1);
        runs.turned_away("clerk", None, T + 10);
        runs.turned_away("clerk", None, T + 11);
        assert!(runs.ended(T + RUN_SECONDS - 1).is_empty());
        let by_another = runs.let_through("someone", None, T + RUN_SECONDS);
        assert_eq!(
            details(&by_another),
            [("admin", Some("192.0.2.7"), Some("attempts 2"))]
        );
        assert_eq!(
            details(&runs.ended(T + RUN_SECONDS + 10)),
            [("clerk", None, Some("attempts 2"))]
        );
        assert!(runs.ended(T + 10 * RUN_SECONDS).is_empty());
    }

    #[test]
    fn beyond_the_most_runs_attempts_count_in_one_run_of_others() {
        let runs = ThrottledRuns::default();
        for i in 0..MOST_RUNS {
            assert_eq!(runs.turned_away(&format!("user{i}"), ADDRESS, T).len(), 1);
        }
        let others = runs.turned_away("one-more", ADDRESS, T + 1);
        assert_eq!(details(&others), [(OTHERS, None, None)]);
        for i in 0..100 {
            assert!(
                runs.turned_away(&format!("more{i}"), None, T + 2)
                    .is_empty()
            );
        }
        // A name with a run of its own still counts in it.
        assert!(runs.turned_away("user7", ADDRESS, T + 3).is_empty());
        let ended = runs.ended(T + RUN_SECONDS + 1);
        assert_eq!(
            details(&ended),
            [
                (OTHERS, None, Some("attempts 101")),
                ("user7", Some("192.0.2.7"), Some("attempts 2"))
            ],
            "in the order of their last attempts"
        );
    }
}

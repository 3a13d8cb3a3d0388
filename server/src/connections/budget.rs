//! How many connections may be open at once, and which to close when there are too many.
//!
//! Every connection takes a file descriptor; so do the store, uploads being received and files
//! being served. When the descriptors ran out, the server used to stop answering anyone until
//! some idle client went away. Now the acceptor keeps connections within a budget (by default
//! three quarters of the descriptors the process may still open at start), and when it is
//! reached, or when `accept` fails for want of descriptors, it closes the connections that
//! have been idle longest (nginx closes idle keep-alive connections the same way when it runs
//! short): a visitor who is waiting for an answer is served before a client that is doing
//! nothing. A connection in the middle of a request is never closed to make room.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use tokio::sync::Notify;

use super::activity::Activity;

/// Descriptors the process is expected to hold besides connections when it starts, if the
/// system cannot say.
const OPEN_AT_START_GUESS: usize = 32;

/// The open connections, counted against a maximum.
#[derive(Debug)]
pub struct Budget {
    max: usize,
    open: Mutex<Registry>,
    /// Told when a connection closes.
    freed: Notify,
}

#[derive(Debug, Default)]
struct Registry {
    next_id: u64,
    connections: HashMap<u64, Arc<Activity>>,
}

impl Budget {
    /// A budget of `max` connections.
    pub fn new(max: usize) -> Self {
        Self {
            max: max.max(1),
            open: Mutex::default(),
            freed: Notify::new(),
        }
    }

    /// The most connections at once: `configured`, else three quarters of the descriptors
    /// the process may still open.
    pub fn from_limit(configured: Option<usize>) -> Self {
        Self::new(configured.unwrap_or_else(|| {
            let (limit, open) = (descriptor_limit(), open_descriptors());
            limit.saturating_sub(open) * 3 / 4
        }))
    }

    /// The most connections at once.
    pub fn max(&self) -> usize {
        self.max
    }

    fn registry(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.open.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Connections open now.
    pub fn open(&self) -> usize {
        self.registry().connections.len()
    }

    /// Whether another connection would be over the budget.
    pub fn is_full(&self) -> bool {
        self.open() >= self.max
    }

    /// Registers a connection just accepted.
    pub fn admit(&self) -> Arc<Activity> {
        let mut registry = self.registry();
        registry.next_id += 1;
        let activity = Arc::new(Activity::new(registry.next_id));
        registry
            .connections
            .insert(activity.id, Arc::clone(&activity));
        activity
    }

    /// Forgets a connection that has closed.
    pub fn release(&self, activity: &Activity) {
        self.registry().connections.remove(&activity.id);
        self.freed.notify_one();
    }

    /// Waits until a connection closes (or has closed since the last wait).
    pub async fn freed(&self) {
        self.freed.notified().await;
    }

    /// Asks up to `count` connections that have been idle longest to close; returns how many
    /// were asked.
    pub fn close_idle(&self, count: usize) -> usize {
        let mut idle: Vec<Arc<Activity>> = self
            .registry()
            .connections
            .values()
            .filter(|activity| activity.is_idle())
            .cloned()
            .collect();
        // Each key read once: other threads change a connection's idle time while this sorts,
        // and a key that moves mid-sort breaks the sort's total order (Rust then panics, which
        // here would stop the acceptor).
        idle.sort_by_cached_key(|activity| activity.idle_since());
        idle.truncate(count);
        for activity in &idle {
            activity.close.notify_one();
        }
        idle.len()
    }

    /// Asks every connection to finish its request in progress and close (the server stops).
    pub fn close_all(&self) {
        for activity in self.registry().connections.values() {
            activity.close.notify_one();
        }
    }
}

/// The most descriptors the process may have open (the soft limit), after raising it to the
/// hard limit where the system allows.
fn descriptor_limit() -> usize {
    #[cfg(unix)]
    {
        use rustix::process::{Resource, getrlimit, setrlimit};
        let limit = getrlimit(Resource::Nofile);
        let raised = match (limit.current, limit.maximum) {
            (Some(current), Some(maximum)) if current < maximum => {
                let wanted = rustix::process::Rlimit {
                    current: Some(maximum),
                    maximum: Some(maximum),
                };
                setrlimit(Resource::Nofile, wanted).map_or(current, |()| maximum)
            }
            (Some(current), _) => current,
            (None, _) => return usize::MAX,
        };
        usize::try_from(raised).unwrap_or(usize::MAX)
    }
    #[cfg(not(unix))]
    {
        usize::MAX
    }
}

/// Descriptors the process holds now.
fn open_descriptors() -> usize {
    std::fs::read_dir("/proc/self/fd").map_or(OPEN_AT_START_GUESS, Iterator::count)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_longest_idle_connections_are_asked_to_close_first_and_busy_ones_never() {
        let budget = Budget::new(3);
        let first = budget.admit();
        std::thread::sleep(std::time::Duration::from_millis(5));
        let busy = budget.admit();
        busy.request_started();
        std::thread::sleep(std::time::Duration::from_millis(5));
        let last = budget.admit();
        assert!(budget.is_full());
        assert_eq!(budget.close_idle(1), 1);
        // The oldest idle connection holds the permit; the others do not.
        let asked = |activity: &Arc<Activity>| {
            futures_util::FutureExt::now_or_never(activity.close.notified()).is_some()
        };
        assert!(asked(&first));
        assert!(!asked(&last));
        assert_eq!(budget.close_idle(5), 2, "two idle, one busy");
        assert!(!asked(&busy));
        budget.release(&first);
        assert!(!budget.is_full());
        assert_eq!(budget.open(), 2);
    }

    #[test]
    fn the_default_leaves_descriptors_for_files() {
        let budget = Budget::from_limit(None);
        assert!(budget.max() < descriptor_limit(), "{}", budget.max());
        assert_eq!(Budget::from_limit(Some(7)).max(), 7);
    }
}

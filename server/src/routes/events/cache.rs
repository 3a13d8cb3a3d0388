//! The answer of `GET /api/events`, serialised, kept in memory: the events are read far more
//! often than they change, and making it means decoding every event from the store. Every write
//! of events empties the cache; the next read fills it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

use axum::body::Bytes;

/// The cached answer and the generation of writes it was made at.
#[derive(Debug, Default, Clone)]
pub struct EventsCache {
    inner: Arc<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    body: RwLock<Option<Bytes>>,
    /// Counts the writes; a body built while one happened is not kept.
    generation: AtomicU64,
}

impl EventsCache {
    /// The cached body, if there is one.
    pub fn get(&self) -> Option<Bytes> {
        self.inner
            .body
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .clone()
    }

    /// The generation to pass to [`EventsCache::fill`] for a body about to be built.
    pub fn generation(&self) -> u64 {
        self.inner.generation.load(Ordering::Acquire)
    }

    /// Keeps `body`, built from the store as it was at `generation`, unless a write happened
    /// since (then it may already be stale).
    pub fn fill(&self, generation: u64, body: Bytes) {
        let mut slot = write(&self.inner.body);
        if self.generation() == generation {
            *slot = Some(body);
        }
    }

    /// Empties the cache: the events changed.
    pub fn invalidate(&self) {
        let mut body = write(&self.inner.body);
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
        *body = None;
    }
}

fn write<T>(lock: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_body_built_before_a_write_is_not_kept() {
        let cache = EventsCache::default();
        let before = cache.generation();
        cache.invalidate();
        cache.fill(before, Bytes::from_static(b"[old]"));
        assert_eq!(cache.get(), None);
        let now = cache.generation();
        cache.fill(now, Bytes::from_static(b"[new]"));
        assert_eq!(cache.get(), Some(Bytes::from_static(b"[new]")));
        cache.invalidate();
        assert_eq!(cache.get(), None);
    }
}

//! What is made from the events, kept in memory: the answer of `GET /api/events`, serialised,
//! and the events gallery page drawn with them in each language (`site/gallery.rs`). The events
//! are read far more often than they change, and making either means decoding every event from
//! the store. Every write of events empties the cache; the next read fills it.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, RwLock};

use axum::body::Bytes;
use wasm_core::lang::Lang;

use crate::site::Asset;

/// The events gallery page made from the events in one language.
#[derive(Debug, Clone)]
pub enum GalleryPage {
    /// Drawn with them.
    Drawn(Asset),
    /// Left for the app to draw (`site/gallery.rs` says when).
    ByApp,
}

impl GalleryPage {
    /// The drawn page, if there is one.
    pub fn drawn(self) -> Option<Asset> {
        match self {
            Self::Drawn(page) => Some(page),
            Self::ByApp => None,
        }
    }
}

/// The cached answers and the generation of writes they were made at.
#[derive(Debug, Default, Clone)]
pub struct EventsCache {
    inner: Arc<Inner>,
}

#[derive(Debug, Default)]
struct Inner {
    body: RwLock<Option<Bytes>>,
    /// The gallery page of each language (English, Hindi).
    gallery: RwLock<[Option<GalleryPage>; 2]>,
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

    /// The cached gallery page of `lang`, if there is one.
    pub fn gallery(&self, lang: Lang) -> Option<GalleryPage> {
        self.inner
            .gallery
            .read()
            .unwrap_or_else(std::sync::PoisonError::into_inner)[index(lang)]
        .clone()
    }

    /// Keeps the gallery page of `lang` drawn from the store as it was at `generation`, unless
    /// a write happened since.
    pub fn fill_gallery(&self, generation: u64, lang: Lang, page: GalleryPage) {
        let mut slots = write(&self.inner.gallery);
        if self.generation() == generation {
            slots[index(lang)] = Some(page);
        }
    }

    /// Forgets everything: the events changed.
    pub fn invalidate(&self) {
        let mut body = write(&self.inner.body);
        let mut gallery = write(&self.inner.gallery);
        self.inner.generation.fetch_add(1, Ordering::AcqRel);
        *body = None;
        *gallery = [None, None];
    }
}

fn write<T>(lock: &RwLock<T>) -> std::sync::RwLockWriteGuard<'_, T> {
    lock.write()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

fn index(lang: Lang) -> usize {
    match lang {
        Lang::En => 0,
        Lang::Hi => 1,
    }
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

    #[test]
    fn a_gallery_page_is_kept_per_language_until_a_write() {
        let cache = EventsCache::default();
        let page = Asset::drawn_page("<p>events</p>".to_owned());
        let before = cache.generation();
        cache.fill_gallery(before, Lang::Hi, GalleryPage::Drawn(page.clone()));
        cache.fill_gallery(before, Lang::En, GalleryPage::ByApp);
        let drawn = cache.gallery(Lang::Hi).unwrap().drawn().unwrap();
        assert_eq!(drawn.identity, page.identity);
        assert!(cache.gallery(Lang::En).unwrap().drawn().is_none());
        cache.invalidate();
        assert!(cache.gallery(Lang::Hi).is_none());
        assert!(cache.gallery(Lang::En).is_none());
        cache.fill_gallery(before, Lang::Hi, GalleryPage::Drawn(page));
        assert!(cache.gallery(Lang::Hi).is_none(), "drawn before the write");
    }
}

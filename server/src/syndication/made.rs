//! The feeds, the sitemap and `robots.txt` as made for one content generation, kept in memory
//! with their compressed copies and entity tags, as the rendered pages are: making one takes
//! milliseconds (most of it compressing), and a reader asking every second would otherwise make
//! it every second.
//!
//! What they show changes with the content, and between saves with the time (a notice appears
//! at its moment and leaves after its last day): as `GET /api/content` keeps its lists
//! (`crate::content::live`), each is kept from the moment it was made until the next moment
//! something appears, leaves or moves to its archive, and for its content generation only. The
//! sitemap's days are those of the rendered pages, so it is also kept only while they stay as they
//! were rendered ([`crate::render::RenderedPages::revision`]).

use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex, PoisonError};

use wasm_core::lang::Lang;

use super::feeds::FeedKind;
use crate::built::Asset;

/// Most origins documents are kept for at once. Each is kept per origin, and without `--origin`
/// the origin is the `Host` a request names: past this many, every kept one is dropped, so
/// requests that name made-up hosts cannot fill memory.
const MAX_ORIGINS: usize = 16;

/// A document made for readers other than people.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Syndicated {
    /// The Atom feed of a kind in a language.
    Feed(FeedKind, Lang),
    /// `/sitemap.xml` (0), or its part N (`/sitemap-N.xml`).
    Sitemap(u32),
    /// `/robots.txt`.
    Robots,
}

/// What a document was made from: the content generation, the rendered pages' revision (for the
/// sitemap; 0 for the others), and the span of time in which what is live stays as it was.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MadeFrom {
    /// The content generation.
    pub generation: u64,
    /// The revision of the rendered pages whose days it lists (0 when it lists none).
    pub pages: u64,
}

#[derive(Debug, Clone)]
struct Kept {
    made_from: MadeFrom,
    /// The moment it was made (seconds since 1970).
    from: i64,
    /// The next moment what is live changes, if any.
    until: Option<i64>,
    asset: Asset,
}

impl Kept {
    fn holds(&self, made_from: MadeFrom, now: i64) -> bool {
        self.made_from == made_from && self.from <= now && self.until.is_none_or(|u| now < u)
    }
}

/// The documents made so far; cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct Syndication(Arc<Parts>);

#[derive(Debug, Default)]
struct Parts {
    /// By origin, then document.
    kept: Mutex<HashMap<String, HashMap<Syndicated, Kept>>>,
    /// Held while one is made: requests that arrive meanwhile wait for it instead of making it
    /// too.
    making: tokio::sync::Mutex<()>,
    /// How many have been made since the start.
    made: AtomicU64,
}

impl Syndication {
    /// `document` for `origin` as made from `made_from`, kept if it holds at `now`; else made by
    /// `make`, which gives it and the next moment what is live changes, and kept.
    pub async fn get_or_make(
        &self,
        document: Syndicated,
        origin: &str,
        made_from: MadeFrom,
        now: i64,
        make: impl FnOnce() -> (Asset, Option<i64>),
    ) -> Asset {
        if let Some(asset) = self.kept(document, origin, made_from, now) {
            return asset;
        }
        let _making = self.0.making.lock().await;
        // Made by another request while this one waited.
        if let Some(asset) = self.kept(document, origin, made_from, now) {
            return asset;
        }
        let (asset, until) = make();
        self.0.made.fetch_add(1, Ordering::Relaxed);
        let mut kept = self.lock();
        if kept.len() >= MAX_ORIGINS && !kept.contains_key(origin) {
            kept.clear();
        }
        kept.entry(origin.to_owned()).or_default().insert(
            document,
            Kept {
                made_from,
                from: now,
                until,
                asset: asset.clone(),
            },
        );
        asset
    }

    /// How many documents have been made since the start (a kept one served again is not
    /// made).
    pub fn made(&self) -> u64 {
        self.0.made.load(Ordering::Relaxed)
    }

    fn kept(
        &self,
        document: Syndicated,
        origin: &str,
        made_from: MadeFrom,
        now: i64,
    ) -> Option<Asset> {
        self.lock()
            .get(origin)?
            .get(&document)
            .filter(|kept| kept.holds(made_from, now))
            .map(|kept| kept.asset.clone())
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, HashMap<Syndicated, Kept>>> {
        self.0.kept.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ORIGIN: &str = "https://smc.example.in";

    fn asset(text: &str) -> Asset {
        Asset::made(text.to_owned(), "text/plain; charset=utf-8")
    }

    fn from(generation: u64, pages: u64) -> MadeFrom {
        MadeFrom { generation, pages }
    }

    #[tokio::test]
    async fn a_document_is_made_once_per_generation_and_span_of_time() {
        let made = Syndication::default();
        let feed = Syndicated::Feed(FeedKind::Notices, Lang::En);
        let get = |made_from, now, text: &'static str| {
            let made = made.clone();
            async move {
                made.get_or_make(feed, ORIGIN, made_from, now, || (asset(text), Some(200)))
                    .await
            }
        };
        let first = get(from(1, 0), 100, "one").await;
        assert_eq!(get(from(1, 0), 150, "two").await.identity, first.identity);
        assert_eq!(made.made(), 1, "kept, not made again");
        // A new generation, or the moment something changes, makes it again.
        assert_eq!(get(from(2, 0), 150, "three").await.identity, "three");
        assert_eq!(get(from(2, 0), 200, "four").await.identity, "four");
        assert_eq!(made.made(), 3);
        // So does a new revision of the rendered pages, for what lists their days.
        assert_eq!(get(from(2, 1), 200, "five").await.identity, "five");
        // A time before the one it was made at (a clock set back) is not its span.
        assert_eq!(get(from(2, 1), 199, "six").await.identity, "six");
        assert_eq!(made.made(), 5);
    }

    #[tokio::test]
    async fn documents_and_origins_are_kept_apart() {
        let made = Syndication::default();
        let sitemap = made
            .get_or_make(Syndicated::Sitemap(0), ORIGIN, from(1, 0), 0, || {
                (asset("sitemap"), None)
            })
            .await;
        let robots = made
            .get_or_make(Syndicated::Robots, ORIGIN, from(1, 0), 0, || {
                (asset("robots"), None)
            })
            .await;
        let other = made
            .get_or_make(
                Syndicated::Sitemap(0),
                "http://other",
                from(1, 0),
                0,
                || (asset("other"), None),
            )
            .await;
        assert_eq!(
            (sitemap.identity, robots.identity, other.identity),
            ("sitemap".into(), "robots".into(), "other".into())
        );
        assert_eq!(made.made(), 3);
    }
}

//! Pages rendered for their query: a telephone directory opened with its search words or filters
//! (`/smc-officer?q=singh`), the site search with its words (`/search?q=pension`). Such an
//! address comes from a shared link, or from a search form sent without JavaScript, so the
//! server renders it with the query applied, with the same components and the same wasm-core
//! search the app runs, and a visitor reads the results before any script arrives.
//!
//! It also renders a page for one request, with what the server made of it (a feedback form sent
//! without JavaScript and refused, rendered again with what was typed and its problems; the status
//! of a tracking number looked up): such a page is given its lists with the order, and is
//! never kept, since it belongs to that request alone.
//!
//! A worker of its own (`worker.rs`) renders them one at a time, so a burst of queries never
//! delays the rendering of the site's pages (`schedule.rs`). It keeps the content lists it asked
//! for until what visitors see changes. The last pages rendered are kept for repeated
//! addresses. When the worker is busy with more than a few, slow, or cannot render, the address
//! gets the app's page, which applies the query in the browser, as before: nobody waits long.

use std::collections::{HashMap, VecDeque};
use std::sync::Arc;
use std::time::Duration;

use serde_json::Value;
use tokio::sync::{mpsc, oneshot};
use wasm_core::lang::Lang;

use super::worker::{PageOrder, Worker, WorkerSettings};
use crate::built::Asset;
use crate::clock::Clock;
use crate::content::Live;
use crate::search::SiteSearch;

/// Queries waiting for the worker beyond the one it renders; more get the app's page.
const WAITING: usize = 4;
/// Longest wait for a rendered query page before the app's page is sent instead: long enough for
/// a busy machine, since without JavaScript the rendered page is the only one that works.
const LONGEST_WAIT: Duration = Duration::from_secs(8);
/// How many rendered query pages are kept (each a few tens of KB, with its compressed copies).
const KEPT: usize = 64;
/// The longest query rendered (in bytes, URL-encoded): a longer one gets the app's page.
pub const LONGEST_QUERY: usize = 256;

/// A query page asked for.
struct Order {
    lang: Lang,
    path: &'static str,
    query: String,
    /// What a page rendered for one request is given to render (by key), if it is one.
    lists: Option<Value>,
    answer: oneshot::Sender<Option<Arc<Asset>>>,
}

/// The handle of the task that renders query pages; cheap to clone.
#[derive(Debug, Clone)]
pub struct QueryPages {
    orders: Option<mpsc::Sender<Order>>,
}

impl QueryPages {
    /// Starts the task on the current runtime, and its worker at once, so that the first query
    /// does not wait for Node to start.
    pub fn start(settings: WorkerSettings, live: Live, search: SiteSearch, clock: Clock) -> Self {
        let (orders, received) = mpsc::channel(WAITING);
        let task = Task {
            settings,
            live,
            search,
            clock,
            worker: None,
            sent: None,
            kept: Kept::default(),
        };
        tokio::spawn(task.run(received));
        Self {
            orders: Some(orders),
        }
    }

    /// A handle that renders nothing (tests of the API): every query gets the app's page.
    pub fn idle() -> Self {
        Self { orders: None }
    }

    /// The page of `path` in `lang` rendered with `query` (URL-encoded, without `lang`), or
    /// `None` when it cannot be had soon: the app's page stands in.
    pub async fn page(&self, lang: Lang, path: &'static str, query: String) -> Option<Arc<Asset>> {
        self.order(lang, path, query, None).await
    }

    /// The page of `path` in `lang` rendered with `query` for one request, given `lists` (a JSON
    /// object: what the server made of the request, by the key the page reads it under), or
    /// `None` when it cannot be had soon. Never kept for another request.
    pub async fn page_for_request(
        &self,
        lang: Lang,
        path: &'static str,
        query: String,
        lists: Value,
    ) -> Option<Arc<Asset>> {
        self.order(lang, path, query, Some(lists)).await
    }

    async fn order(
        &self,
        lang: Lang,
        path: &'static str,
        query: String,
        lists: Option<Value>,
    ) -> Option<Arc<Asset>> {
        if query.len() > LONGEST_QUERY {
            return None;
        }
        let orders = self.orders.as_ref()?;
        let (answer, answered) = oneshot::channel();
        let order = Order {
            lang,
            path,
            query,
            lists,
            answer,
        };
        // Full: the worker has enough to do; this visitor gets the app's page at once.
        orders.try_send(order).ok()?;
        tokio::time::timeout(LONGEST_WAIT, answered)
            .await
            .ok()?
            .ok()
            .flatten()
    }
}

/// What the content the worker holds was rendered from: the store's generation, and until when
/// (seconds since the epoch) it stays as visitors see it (the next moment an item appears or
/// leaves).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Sent {
    generation: u64,
    until: i64,
}

impl Sent {
    fn holds_at(self, generation: u64, now: i64) -> bool {
        self.generation == generation && now < self.until
    }
}

/// The last query pages rendered, the oldest forgotten first.
#[derive(Default)]
struct Kept {
    pages: HashMap<(Lang, &'static str, String), Arc<Asset>>,
    order: VecDeque<(Lang, &'static str, String)>,
}

impl Kept {
    fn get(&self, key: &(Lang, &'static str, String)) -> Option<Arc<Asset>> {
        self.pages.get(key).cloned()
    }

    fn put(&mut self, key: (Lang, &'static str, String), page: Arc<Asset>) {
        if self.pages.insert(key.clone(), page).is_none() {
            self.order.push_back(key);
        }
        while self.order.len() > KEPT {
            if let Some(oldest) = self.order.pop_front() {
                self.pages.remove(&oldest);
            }
        }
    }

    fn clear(&mut self) {
        self.pages.clear();
        self.order.clear();
    }
}

struct Task {
    settings: WorkerSettings,
    live: Live,
    search: SiteSearch,
    clock: Clock,
    worker: Option<Worker>,
    /// The content the worker holds, if it holds any.
    sent: Option<Sent>,
    kept: Kept,
}

impl Task {
    async fn run(mut self, mut orders: mpsc::Receiver<Order>) {
        self.start_worker().await;
        while let Some(order) = orders.recv().await {
            // The visitor has gone (the wait ran out): nothing to render for them.
            if order.answer.is_closed() {
                continue;
            }
            let page = self
                .render(order.lang, order.path, &order.query, order.lists)
                .await;
            let _ = order.answer.send(page);
        }
    }

    /// Starts the worker; without it (no Node, no worker script) queries get the app's page.
    async fn start_worker(&mut self) {
        match Worker::start(&self.settings).await {
            Ok(worker) => {
                self.worker = Some(worker);
                self.sent = None;
            }
            Err(error) => {
                tracing::warn!(%error, "query pages cannot be rendered; the app renders them");
            }
        }
    }

    async fn render(
        &mut self,
        lang: Lang,
        path: &'static str,
        query: &str,
        lists: Option<Value>,
    ) -> Option<Arc<Asset>> {
        let now = self.clock.moment();
        let snapshot = self.live.snapshot();
        if !self
            .sent
            .is_some_and(|sent| sent.holds_at(snapshot.generation, now))
        {
            // What visitors see has changed: the pages kept show what they saw before.
            self.kept.clear();
            self.sent = None;
        }
        // A page rendered for one request is neither taken from the kept pages nor kept.
        let kept = lists.is_none();
        let key = (lang, path, query.to_owned());
        if kept && let Some(page) = self.kept.get(&key) {
            return Some(page);
        }
        if self.worker.is_none() {
            self.start_worker().await;
        }
        let worker = self.worker.as_mut()?;
        let fresh = self.sent.is_none();
        let order = PageOrder {
            path: path.to_owned(),
            lang: lang.code(),
            query: Some(query.to_owned()),
            lists,
        };
        let (live, search) = (&self.live, &self.search);
        // A list of the store, the search's answer (`search?q=…`), or a document's text
        // (`document-text?file=…`).
        let lists = |key: &str| {
            let answer = search
                .answer_key(key, now)
                .or_else(|| live.document_text_key(key, now))
                .or_else(|| live.public_key(key, now))?;
            Some(answer.body)
        };
        let answer = match worker.render(fresh, &[order], lists).await {
            Ok(mut answers) => answers.pop(),
            Err(error) => {
                tracing::warn!(%error, "the query pages' worker failed; it starts again with the next query");
                if let Some(worker) = self.worker.take() {
                    worker.stop().await;
                }
                self.sent = None;
                return None;
            }
        };
        if fresh {
            self.sent = Some(Sent {
                generation: snapshot.generation,
                until: snapshot.next_change_after(now).unwrap_or(i64::MAX),
            });
        }
        let answer = answer?;
        let Some(html) = answer.html else {
            let error = answer.error.unwrap_or_default();
            tracing::warn!(%path, lang = lang.code(), %query, %error, "a query page could not be rendered");
            return None;
        };
        let page = tokio::task::spawn_blocking(move || Arc::new(Asset::rendered_page(html)))
            .await
            .ok()?;
        if kept {
            self.kept.put(key, page.clone());
        }
        Some(page)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn page(text: &str) -> Arc<Asset> {
        Arc::new(Asset::rendered_page(text.to_owned()))
    }

    #[test]
    fn the_oldest_kept_page_is_forgotten_first() {
        let mut kept = Kept::default();
        for n in 0..=KEPT {
            kept.put((Lang::En, "/search", format!("q={n}")), page("p"));
        }
        assert!(kept.get(&(Lang::En, "/search", "q=0".into())).is_none());
        assert!(kept.get(&(Lang::En, "/search", "q=1".into())).is_some());
        assert!(
            kept.get(&(Lang::En, "/search", format!("q={KEPT}")))
                .is_some()
        );
        assert_eq!(kept.order.len(), KEPT);
    }

    #[test]
    fn content_sent_holds_until_the_store_changes_or_its_next_moment() {
        let sent = Sent {
            generation: 4,
            until: 100,
        };
        assert!(sent.holds_at(4, 99));
        assert!(!sent.holds_at(4, 100));
        assert!(!sent.holds_at(5, 50));
    }

    #[tokio::test]
    async fn without_a_task_every_query_gets_the_app_page() {
        let idle = QueryPages::idle();
        assert!(idle.page(Lang::En, "/search", "q=a".into()).await.is_none());
    }
}

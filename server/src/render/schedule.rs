//! What to render when. One task owns the worker and loops: it compares what visitors see of each
//! kind now (its items' ids and versions, and whether each is live at this moment) with what
//! the rendered pages were rendered from, renders again the pages that read a kind that changed
//! (every page, the first time), and sleeps until a save wakes it or until the next moment
//! something appears or leaves (an alert's `until`): no cron job, no manual step.
//!
//! A change every page shows (the header's helpline) puts a hundred pages out of date, more
//! than a second's rendering on a small machine. So a pass first marks its pages out of date,
//! then renders them a few at a time, the home page first, each few put in place as it is rendered;
//! a visitor who asks for a page still out of date has it rendered next, and waits only for that
//! one. A save answers once the first few are rendered: from then on no visitor is sent what the
//! save replaced. A page that fails to render keeps its last good version.

use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, PoisonError, RwLock};
use std::time::Duration;

use serde::Serialize;
use tokio::sync::{Notify, mpsc, oneshot, watch};
use wasm_core::lang::Lang;
use wasm_core::model::kinds::Kind;

use super::kept::Kept;
use super::rendered::{BuildReads, RenderedPage, RenderedPages};
use super::worker::{PageAnswer, PageOrder, Worker, WorkerSettings};
use crate::built::Asset;
use crate::clock::Clock;
use crate::content::live::{SiteItem, Snapshot};
use crate::content::{Documents, Live};
use crate::digest::Digest64;

/// A page that could not be rendered, and why.
#[derive(Debug, Clone, Serialize)]
pub struct FailedPage {
    /// Its path.
    pub path: String,
    /// Its language.
    pub lang: &'static str,
    /// What the rendering said.
    pub error: String,
}

/// Where rendering stands (`GET /api/rendering`).
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct RenderingStatus {
    /// The content generation the pages were last rendered from (every page that could be).
    pub rendered_generation: Option<u64>,
    /// When that rendering finished (RFC 3339).
    pub rendered_at: Option<String>,
    /// How many pages have been rendered from the store.
    pub pages: usize,
    /// The pages the last rendering could not render (they show their last good version).
    pub failed: Vec<FailedPage>,
    /// Why rendering is not possible at all, if it is not (no Node, no worker, a crash).
    pub error: Option<String>,
    /// How long the last rendering took, in milliseconds.
    pub last_milliseconds: Option<u64>,
    /// How many times the render worker has been started (once, unless it failed).
    pub worker_starts: u64,
}

/// How many pages are rendered at a time: a visitor who asks for a page out of date waits for at
/// most these before their own.
const PAGES_AT_A_TIME: usize = 4;
/// The longest a visitor waits for a page out of date to be rendered; past it, its last version
/// is sent.
const LONGEST_PAGE_WAIT: Duration = Duration::from_secs(3);

/// A page a visitor asked for while it was out of date, and how to tell them it is rendered.
#[derive(Debug)]
struct Asked {
    lang: Lang,
    path: String,
    rendered: oneshot::Sender<()>,
}

/// The handle of the rendering task; cheap to clone.
#[derive(Debug, Clone)]
pub struct Rendering {
    wake: Arc<Notify>,
    status: Arc<RwLock<RenderingStatus>>,
    /// The content generation from which no page out of date is sent: its pass has marked its
    /// pages and rendered the first few.
    shown: watch::Receiver<u64>,
    asked: mpsc::UnboundedSender<Asked>,
}

impl Rendering {
    /// Wakes the task: the content changed.
    pub fn content_changed(&self) {
        self.wake.notify_one();
    }

    /// Where rendering stands.
    pub fn status(&self) -> RenderingStatus {
        self.status
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Waits until visitors are sent pages of content generation `generation` or later (its
    /// pass has marked the pages out of date and rendered the first few, or ended), at most
    /// `timeout`; whether they are.
    pub async fn wait_shown(&self, generation: u64, timeout: Duration) -> bool {
        let mut shown = self.shown.clone();
        tokio::time::timeout(timeout, shown.wait_for(|&done| done >= generation))
            .await
            .is_ok_and(|waited| waited.is_ok())
    }

    /// Has the page of `path` in `lang`, out of date, rendered next; returns once it is rendered
    /// (or could not be), at most [`LONGEST_PAGE_WAIT`].
    pub async fn render_now(&self, lang: Lang, path: &str) {
        let (rendered, done) = oneshot::channel();
        let asked = Asked {
            lang,
            path: path.to_owned(),
            rendered,
        };
        if self.asked.send(asked).is_ok() {
            let _ = tokio::time::timeout(LONGEST_PAGE_WAIT, done).await;
        }
    }

    /// A handle whose task never runs (tests of the API): nothing waits for it.
    pub fn idle() -> Self {
        let (_, shown) = watch::channel(u64::MAX);
        let (asked, _) = mpsc::unbounded_channel();
        Self {
            wake: Arc::default(),
            status: Arc::default(),
            shown,
            asked,
        }
    }
}

/// Starts the rendering task on the current runtime, after putting the pages `kept` from an
/// earlier run in place (when there are some for this build).
pub fn start(
    settings: WorkerSettings,
    live: Live,
    pages: RenderedPages,
    clock: Clock,
    kept: Kept,
) -> Rendering {
    let (shown_done, shown) = watch::channel(0);
    let (asked, asked_pages) = mpsc::unbounded_channel();
    let rendering = Rendering {
        wake: Arc::default(),
        status: Arc::default(),
        shown,
        asked,
    };
    // The build rendered its pages from the seed: while a kind is as the seed has it, the build's
    // pages of it need no rendering (a new data directory starts without rendering anything). Pages
    // kept from an earlier run were rendered from what they say.
    let build_reads = read_build_reads(&settings);
    match read_build_day(&settings) {
        Ok(day) => pages.set_build_day(day),
        Err(error) => tracing::warn!(%error, "the build does not say the day it was made"),
    }
    let rendered_from = match (kept.load(&pages), build_reads) {
        (Some(rendered_from), reads) => {
            if let Ok(reads) = reads {
                pages.set_build_reads(reads);
            }
            tracing::info!(
                pages = pages.len(),
                "the pages rendered before the restart are sent"
            );
            rendered_from
        }
        (None, Ok(reads)) => {
            pages.set_build_reads(reads);
            seed_fingerprints(live.built_documents())
        }
        (None, Err(error)) => {
            tracing::warn!(%error, "the build does not say what its pages read; every page is rendered");
            HashMap::new()
        }
    };
    let task = Task {
        settings,
        live,
        pages,
        clock,
        wake: rendering.wake.clone(),
        status: rendering.status.clone(),
        shown: shown_done,
        asked: asked_pages,
        visitors: Vec::new(),
        worker: None,
        last_seen: rendered_from.clone(),
        rendered_from,
        kept,
        failed: Vec::new(),
    };
    tokio::spawn(task.run());
    rendering
}

/// After the worker fails, the first wait before starting it again; doubled up to a minute.
const FIRST_BACK_OFF: Duration = Duration::from_millis(500);
const LONGEST_BACK_OFF: Duration = Duration::from_mins(1);

struct Task {
    settings: WorkerSettings,
    live: Live,
    pages: RenderedPages,
    clock: Clock,
    wake: Arc<Notify>,
    status: Arc<RwLock<RenderingStatus>>,
    shown: watch::Sender<u64>,
    /// The pages visitors asked for while they were out of date.
    asked: mpsc::UnboundedReceiver<Asked>,
    /// Visitors still waiting for their page when a newer change cut a pass short.
    visitors: Vec<Asked>,
    worker: Option<Worker>,
    /// What visitors saw of each kind when the pages were last rendered.
    rendered_from: HashMap<Kind, u64>,
    /// What visitors saw of each kind when the last pass began.
    last_seen: HashMap<Kind, u64>,
    /// Pages that failed last time, rendered again at the next pass.
    failed: Vec<(String, Lang)>,
    /// Where the rendered pages are kept for the next start.
    kept: Kept,
}

impl Task {
    async fn run(mut self) {
        let mut back_off = FIRST_BACK_OFF;
        loop {
            let now = self.now();
            let snapshot = self.live.snapshot();
            match self.pass(&snapshot, now).await {
                Ok(()) => back_off = FIRST_BACK_OFF,
                Err(error) => {
                    tracing::error!(%error, "pages cannot be rendered; the last good pages are served");
                    self.set_status(|status| status.error = Some(error.clone()));
                    if let Some(worker) = self.worker.take() {
                        worker.stop().await;
                    }
                    // Waiters learn that this pass is over, rendered or not.
                    self.pages.clear_stale();
                    tell(std::mem::take(&mut self.visitors));
                    self.shown.send_replace(snapshot.generation);
                    self.sleep(Some(back_off)).await;
                    back_off = (back_off * 2).min(LONGEST_BACK_OFF);
                    continue;
                }
            }
            self.shown.send_replace(snapshot.generation);
            let next = snapshot.next_change_after(now);
            let until_next =
                next.map(|moment| Duration::from_secs(u64::try_from(moment - now).unwrap_or(0)));
            self.sleep(until_next).await;
        }
    }

    /// Sleeps until a save wakes the task, or `wait` has passed; a page asked for meanwhile is
    /// not out of date (it was rendered, or could not be), and its visitor is told so at once.
    async fn sleep(&mut self, wait: Option<Duration>) {
        let until = wait.map(|wait| tokio::time::Instant::now() + wait);
        loop {
            let slept = async {
                match until {
                    Some(until) => tokio::time::sleep_until(until).await,
                    None => std::future::pending().await,
                }
            };
            tokio::select! {
                () = slept => return,
                () = self.wake.notified() => return,
                Some(asked) = self.asked.recv() => {
                    let _ = asked.rendered.send(());
                }
            }
        }
    }

    fn now(&self) -> i64 {
        self.clock.moment()
    }

    fn set_status(&self, change: impl FnOnce(&mut RenderingStatus)) {
        change(&mut self.status.write().unwrap_or_else(PoisonError::into_inner));
    }

    /// Renders the pages that what visitors see at `now` changes, if any.
    async fn pass(&mut self, snapshot: &Snapshot, now: i64) -> Result<(), String> {
        let seen = fingerprints(snapshot, now);
        let changed: Vec<&str> = Kind::ALL
            .iter()
            .filter(|kind| self.rendered_from.get(kind) != seen.get(kind))
            .map(|kind| kind.name())
            .collect();
        if changed.is_empty() && self.failed.is_empty() {
            // Nothing visitors see changed (a draft, a step of review): the pages rendered show
            // this generation's content already.
            self.set_status(|status| status.rendered_generation = Some(snapshot.generation));
            return Ok(());
        }
        if self.worker.is_none() {
            self.set_status(|status| status.worker_starts += 1);
            let worker = Worker::start(&self.settings)
                .await
                .map_err(|e| e.to_string())?;
            self.worker = Some(worker);
        }
        let targets = self.targets(&changed, &seen);
        self.last_seen.clone_from(&seen);
        self.pages.mark_stale(
            targets
                .iter()
                .filter_map(|order| Some((Lang::from_tag(order.lang)?, order.path.as_str()))),
        );
        let started = std::time::Instant::now();
        let Some(failed) = self.render_marked(&targets, snapshot, now).await? else {
            return Ok(()); // cut short by a newer change
        };
        self.failed = failed
            .iter()
            .filter_map(|f| Some((f.path.clone(), Lang::from_tag(f.lang)?)))
            .collect();
        let rendered = targets.len();
        self.rendered_from = seen;
        let fresh: Vec<(Lang, String)> = targets
            .iter()
            .filter_map(|order| Some((Lang::from_tag(order.lang)?, order.path.clone())))
            .filter(|(lang, path)| !self.failed.iter().any(|(p, l)| p == path && l == lang))
            .collect();
        let (kept, pages, rendered_from) = (
            self.kept.clone(),
            self.pages.clone(),
            self.rendered_from.clone(),
        );
        let saved =
            tokio::task::spawn_blocking(move || kept.save(&pages, &rendered_from, &fresh)).await;
        if let Ok(Err(error)) = saved {
            tracing::warn!(%error, "the rendered pages cannot be kept for the next start");
        }
        tracing::info!(
            pages = rendered,
            failed = failed.len(),
            generation = snapshot.generation,
            ms = started.elapsed().as_millis(),
            kinds = ?changed,
            "pages rendered"
        );
        let pages = self.pages.len();
        let at = self.clock.rfc3339();
        let took = u64::try_from(started.elapsed().as_millis()).unwrap_or(u64::MAX);
        self.set_status(|status| {
            status.last_milliseconds = Some(took);
            status.rendered_generation = Some(snapshot.generation);
            status.rendered_at = Some(at);
            status.pages = pages;
            status.failed = failed;
            status.error = None;
        });
        Ok(())
    }

    /// The pages to render in `lang`s for a change of the `changed` kinds (and those that failed
    /// last time), in the order they are rendered: the home page first, where most visitors land;
    /// then the pages of what changed since the last pass began (a pass cut short by a newer
    /// change left pages of its own to render, which the newer save's clerk is not looking at).
    fn targets(&self, changed: &[&str], seen: &HashMap<Kind, u64>) -> Vec<PageOrder> {
        let paths = self
            .worker
            .as_ref()
            .map_or(&[][..], |worker| &worker.pages[..]);
        let mut targets = Vec::new();
        for path in paths {
            for lang in Lang::ALL {
                let failed = self.failed.iter().any(|(p, l)| p == path && *l == lang);
                if failed || !self.pages.untouched_by(lang, path, changed) {
                    targets.push(PageOrder {
                        path: path.clone(),
                        lang: lang.code(),
                        query: None,
                        lists: None,
                    });
                }
            }
        }
        let newly: Vec<&str> = Kind::ALL
            .iter()
            .filter(|kind| self.last_seen.get(kind) != seen.get(kind))
            .map(|kind| kind.name())
            .collect();
        targets.sort_by_key(|order| {
            let lang = Lang::from_tag(order.lang).unwrap_or(Lang::En);
            (
                order.path != "/",
                self.pages.untouched_by(lang, &order.path, &newly),
            )
        });
        targets
    }

    /// Renders `targets`, marked out of date, a few at a time, the pages visitors wait for
    /// first; once the first few are rendered, says that `snapshot`'s generation is shown. The
    /// pages that failed; `None` when a newer change cut the pass short.
    async fn render_marked(
        &mut self,
        targets: &[PageOrder],
        snapshot: &Snapshot,
        now: i64,
    ) -> Result<Option<Vec<FailedPage>>, String> {
        let worker = self.worker.as_mut().ok_or("no worker")?;
        let live = &self.live;
        let lists = |key: &str| Some(live.public_key(key, now)?.body);
        let mut waiting: VecDeque<PageOrder> = targets.iter().cloned().collect();
        let mut visitors: Vec<Asked> = Vec::new();
        let mut carried = std::mem::take(&mut self.visitors);
        let mut failed = Vec::new();
        let mut first = true;
        while !waiting.is_empty() {
            // A newer change came while these were rendered: the next pass renders its pages and
            // the rest of these (they are still marked), and the save waiting for it answers
            // sooner than after two whole passes.
            if !first && live.snapshot().generation != snapshot.generation {
                tracing::info!(
                    pages = targets.len() - waiting.len(),
                    of = targets.len(),
                    generation = snapshot.generation,
                    "a newer change: its pass renders the rest"
                );
                visitors.append(&mut carried);
                self.visitors = visitors;
                return Ok(None);
            }
            take_asked(
                &mut self.asked,
                &self.pages,
                &mut carried,
                &mut waiting,
                &mut visitors,
            );
            let few: Vec<PageOrder> = waiting
                .drain(..PAGES_AT_A_TIME.min(waiting.len()))
                .collect();
            let answers = match worker.render(first, &few, lists).await {
                Ok(answers) => answers,
                Err(error) => {
                    tell(visitors);
                    return Err(error.to_string());
                }
            };
            first = false;
            let failed_now = swap_in(&self.pages, answers).await;
            for page in &failed_now {
                if let Some(lang) = Lang::from_tag(page.lang) {
                    self.pages.unmark_stale(lang, &page.path);
                }
            }
            failed.extend(failed_now);
            let pages = &self.pages;
            let (rendered_now, still): (Vec<Asked>, Vec<Asked>) = visitors
                .into_iter()
                .partition(|visitor| !pages.is_stale(visitor.lang, &visitor.path));
            visitors = still;
            tell(rendered_now);
            if !waiting.is_empty() && *self.shown.borrow() < snapshot.generation {
                // The first few are rendered and every other is marked: a save may answer.
                let mut status = self.status.write().unwrap_or_else(PoisonError::into_inner);
                status.failed.clone_from(&failed);
                status.error = None;
                drop(status);
                self.shown.send_replace(snapshot.generation);
            }
        }
        tell(visitors);
        Ok(Some(failed))
    }
}

/// Takes the pages visitors asked for (`carried` from a pass cut short, then those `asked`
/// since): one still `waiting` moves to its front and its visitor waits; one out of date but
/// not of this pass waits for the pass's end; any other is not out of date, and its visitor is
/// told at once.
fn take_asked(
    asked: &mut mpsc::UnboundedReceiver<Asked>,
    pages: &RenderedPages,
    carried: &mut Vec<Asked>,
    waiting: &mut VecDeque<PageOrder>,
    visitors: &mut Vec<Asked>,
) {
    while let Some(one) = carried.pop().or_else(|| asked.try_recv().ok()) {
        let at = waiting
            .iter()
            .position(|order| order.path == one.path && order.lang == one.lang.code());
        match at {
            Some(at) => {
                if let Some(order) = waiting.remove(at) {
                    waiting.push_front(order);
                }
                visitors.push(one);
            }
            None if pages.is_stale(one.lang, &one.path) => visitors.push(one),
            None => {
                let _ = one.rendered.send(());
            }
        }
    }
}

/// Tells `visitors` their pages are rendered (or will not be soon).
fn tell(visitors: Vec<Asked>) {
    for visitor in visitors {
        let _ = visitor.rendered.send(());
    }
}

/// The build's `_pages/reads.json`.
fn read_build_reads(settings: &WorkerSettings) -> Result<BuildReads, String> {
    let path = settings.web_dir.join("_pages").join("reads.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The day of the build's `_pages/build.json` (`{"day": "2026-11-24"}`).
fn read_build_day(settings: &WorkerSettings) -> Result<String, String> {
    #[derive(serde::Deserialize)]
    struct Build {
        day: String,
    }
    let path = settings.web_dir.join("_pages").join("build.json");
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
    let build: Build =
        serde_json::from_str(&text).map_err(|e| format!("{}: {e}", path.display()))?;
    Ok(build.day)
}

/// What visitors see of each kind at `now`, as one number: its current and archived items,
/// each as the API sends it.
fn fingerprints(snapshot: &Snapshot, now: i64) -> HashMap<Kind, u64> {
    Kind::ALL
        .iter()
        .map(|&kind| {
            let shown = snapshot
                .items(kind)
                .iter()
                .filter_map(|item| item.site.as_ref().map(|site| (item.id.as_str(), site)))
                .filter(|(_, site)| site.is_live(now) || site.is_archived(now))
                .map(|(id, site)| site.to_api(id, now, snapshot.documents()));
            (kind, fingerprint(shown))
        })
        .collect()
}

/// One number for a kind's items as the API sends them, in the kind's order.
fn fingerprint(items: impl Iterator<Item = serde_json::Value>) -> u64 {
    let mut digest = Digest64::default();
    for item in items {
        digest.add(&serde_json::to_vec(&item).expect("JSON serialises"));
    }
    digest.finish()
}

/// What the build rendered its pages from (the seed of a new data directory, `content/`, whose
/// files list each kind in its order), as [`fingerprints`] writes it. The build renders every
/// item of the seed as current, whatever the time: once the time moves one of them (a tender
/// closes), the pages differ from the build's and are rendered. (The build shows an event whose
/// day was over on the day it was built among the past ones, which this counts as to come: its
/// pages are then rendered once more, never left as the build rendered them when they are out of
/// date.)
fn seed_fingerprints(built: &Documents) -> HashMap<Kind, u64> {
    Kind::ALL
        .iter()
        .map(|&kind| {
            let items: Vec<(String, SiteItem)> = crate::store::seed::seed_items(kind)
                .into_iter()
                .map(|(id, data)| {
                    let site = SiteItem::seeded(kind, data);
                    (id, site)
                })
                .collect();
            let mut shown: Vec<(&str, &SiteItem)> =
                items.iter().map(|(id, site)| (id.as_str(), site)).collect();
            shown.sort_by(|(a_id, a), (b_id, b)| {
                a.facts
                    .order
                    .cmp(&b.facts.order)
                    .then_with(|| a_id.cmp(b_id))
            });
            let as_built = shown
                .into_iter()
                .map(|(id, site)| site.to_api(id, i64::MIN, built));
            (kind, fingerprint(as_built))
        })
        .collect()
}

/// Compresses the rendered pages (on the blocking pool) and swaps them all in at once; the pages
/// that failed, for the status.
async fn swap_in(pages: &RenderedPages, answers: Vec<PageAnswer>) -> Vec<FailedPage> {
    let mut failed = Vec::new();
    let mut compressing = tokio::task::JoinSet::new();
    for answer in answers {
        let Some(lang) = Lang::from_tag(&answer.lang) else {
            continue;
        };
        match (answer.html, answer.error) {
            (Some(html), None) => {
                let (path, read, updated) = (answer.path, answer.read, answer.updated);
                compressing.spawn_blocking(move || {
                    let asset = Asset::rendered_page(html);
                    (
                        lang,
                        path,
                        RenderedPage {
                            asset,
                            read,
                            updated,
                        },
                    )
                });
            }
            (_, error) => {
                let error = error.unwrap_or_else(|| "no page".into());
                tracing::error!(path = %answer.path, lang = lang.code(), %error, "a page could not be rendered; its last good version stays");
                failed.push(FailedPage {
                    path: answer.path,
                    lang: lang.code(),
                    error,
                });
            }
        }
    }
    let mut rendered = Vec::new();
    while let Some(page) = compressing.join_next().await {
        if let Ok(page) = page {
            rendered.push(page);
        }
    }
    pages.put_all(rendered);
    failed
}

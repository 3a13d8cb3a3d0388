//! The server's metrics in Prometheus' text format, on a listener of their own
//! (`--metrics-listen`, off by default; loopback in the package), so that they are never
//! public: requests by route group and status with their latency, open connections against the
//! budget, the rendering of the pages (how long it took, pages failed, render worker starts),
//! saves by kind, sign-in failures and throttles, citizens' feedback received, answered, waiting
//! and overdue, mail sent, failed and given up and the outbox's length, the size of the store and the uploads, free disk, the maintenance switch, and
//! the moment of the last good backup. Counters are kept as things happen; sizes and states
//! are read when Prometheus asks.

use std::sync::Arc;
use std::sync::atomic::AtomicU64;
use std::time::Duration;

use prometheus_client::encoding::text::encode;
use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{Histogram, exponential_buckets};
use prometheus_client::registry::Registry;

/// Which part of the site a request was for.
#[derive(Debug, Clone, Copy, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(
    non_camel_case_types,
    reason = "label values are written as Prometheus reads them"
)]
pub enum Group {
    /// A public page.
    page,
    /// A call under `/api`.
    api,
    /// The admin area's pages and sign-in.
    admin,
    /// A file of the built app.
    asset,
    /// An uploaded file.
    upload,
    /// The feeds, the sitemap, robots.txt.
    feed,
}

impl Group {
    /// The group of `path`.
    pub fn of(path: &str) -> Self {
        let under = |prefix: &str| path == prefix || path.starts_with(&format!("{prefix}/"));
        if under("/api") {
            Self::api
        } else if under("/admin") || under("/login") {
            Self::admin
        } else if path.starts_with("/uploads/") {
            Self::upload
        } else if under("/feeds") || path == "/sitemap.xml" || path == "/robots.txt" {
            Self::feed
        } else if path.starts_with("/assets/")
            || path
                .rsplit('/')
                .next()
                .is_some_and(|last| last.contains('.'))
        {
            Self::asset
        } else {
            Self::page
        }
    }
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct RequestLabels {
    group: Group,
    status: u16,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct GroupLabel {
    group: Group,
}

#[derive(Debug, Clone, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabel {
    kind: String,
}

type FloatGauge = Gauge<f64, AtomicU64>;

/// The histogram of request times: 0.5 ms to about 16 s.
fn request_times() -> Histogram {
    Histogram::new(exponential_buckets(0.0005, 2.0, 16))
}

/// Every metric, shared by the handlers (cheap to clone).
#[derive(Clone)]
pub struct Metrics(Arc<Parts>);

struct Parts {
    registry: Registry,
    requests: Family<RequestLabels, Counter>,
    durations: Family<GroupLabel, Histogram, fn() -> Histogram>,
    saves: Family<KindLabel, Counter>,
    sign_in_failures: Counter,
    sign_in_throttled: Counter,
    feedback_received: Counter,
    feedback_answered: Counter,
    feedback_waiting: Gauge,
    feedback_overdue: Gauge,
    mail_sent: Counter,
    mail_failures: Counter,
    mail_given_up: Counter,
    outbox_waiting: Gauge,
    outbox_failed: Gauge,
    connections_open: Gauge,
    connections_budget: Gauge,
    pages_rendered: Gauge,
    pages_failed: Gauge,
    rendering_possible: Gauge,
    rendering_seconds: FloatGauge,
    worker_starts: Gauge,
    maintenance_on: Gauge,
    store_bytes: Gauge,
    uploads_bytes: Gauge,
    uploads_files: Gauge,
    disk_free_bytes: Gauge,
    disk_total_bytes: Gauge,
    backup_last_good: FloatGauge,
}

impl Default for Metrics {
    fn default() -> Self {
        let parts = Parts {
            requests: Family::default(),
            durations: Family::new_with_constructor(request_times),
            saves: Family::default(),
            sign_in_failures: Counter::default(),
            sign_in_throttled: Counter::default(),
            feedback_received: Counter::default(),
            feedback_answered: Counter::default(),
            feedback_waiting: Gauge::default(),
            feedback_overdue: Gauge::default(),
            mail_sent: Counter::default(),
            mail_failures: Counter::default(),
            mail_given_up: Counter::default(),
            outbox_waiting: Gauge::default(),
            outbox_failed: Gauge::default(),
            connections_open: Gauge::default(),
            connections_budget: Gauge::default(),
            pages_rendered: Gauge::default(),
            pages_failed: Gauge::default(),
            rendering_possible: Gauge::default(),
            rendering_seconds: FloatGauge::default(),
            worker_starts: Gauge::default(),
            maintenance_on: Gauge::default(),
            store_bytes: Gauge::default(),
            uploads_bytes: Gauge::default(),
            uploads_files: Gauge::default(),
            disk_free_bytes: Gauge::default(),
            disk_total_bytes: Gauge::default(),
            backup_last_good: FloatGauge::default(),
            registry: Registry::default(),
        };
        let registry = registered(&parts);
        Self(Arc::new(Parts { registry, ..parts }))
    }
}

/// A registry of every metric of `parts`, each named with the prefix `smc_`.
fn registered(parts: &Parts) -> Registry {
    let mut registry = Registry::with_prefix("smc");
    macro_rules! register {
        ($($name:literal $metric:ident $help:literal;)*) => {
            $(registry.register($name, $help, parts.$metric.clone());)*
        };
    }
    register! {
        "http_requests" requests "Requests answered, by part of the site and status";
        "http_request_duration_seconds" durations "Time to answer a request, by part of the site";
        "saves" saves "Saves of content, by kind";
        "sign_in_failures" sign_in_failures "Sign-ins refused for a wrong name or password";
        "sign_in_throttled" sign_in_throttled "Sign-ins turned away by the throttle";
        "feedback_received" feedback_received "Citizens' feedback messages received";
        "feedback_answered" feedback_answered "Citizens' messages given their first answer (a step or a reply)";
        "feedback_waiting" feedback_waiting "Citizens' messages still waiting for a first answer";
        "feedback_overdue" feedback_overdue "Citizens' messages waiting for an answer past the days their category allows";
        "mail_sent" mail_sent "Letters the mail server accepted";
        "mail_failures" mail_failures "Tries to send a letter that failed (each is tried again, with back-off)";
        "mail_given_up" mail_given_up "Letters given up: refused for good by the mail server, or not sent in two days";
        "outbox_waiting" outbox_waiting "Letters in the outbox waiting to be sent";
        "outbox_failed" outbox_failed "Letters given up in the last 30 days, kept in the outbox";
        "connections_open" connections_open "Connections open now";
        "connections_budget" connections_budget "Most connections open at once";
        "pages_rendered" pages_rendered "Pages rendered with the store's content";
        "pages_failed" pages_failed "Pages the last rendering could not render";
        "rendering_possible" rendering_possible "1 while the render worker can render pages";
        "rendering_last_seconds" rendering_seconds "How long the last rendering of the pages took";
        "render_worker_starts" worker_starts "Times the render worker was started (more than 1: it failed and was started again)";
        "maintenance" maintenance_on "1 while the maintenance switch is on";
        "store_bytes" store_bytes "Size of the store file";
        "uploads_bytes" uploads_bytes "Size of the uploaded files";
        "uploads_files" uploads_files "Number of uploaded files";
        "disk_free_bytes" disk_free_bytes "Bytes free on the data directory's disk";
        "disk_total_bytes" disk_total_bytes "Size of the data directory's disk";
        "backup_last_good_timestamp_seconds" backup_last_good "When the newest complete backup was made (0: none found)";
    }
    registry
}

impl Metrics {
    /// Counts a request answered with `status` after `took`.
    pub fn answered(&self, path: &str, status: u16, took: Duration) {
        let group = Group::of(path);
        self.0
            .requests
            .get_or_create(&RequestLabels { group, status })
            .inc();
        self.0
            .durations
            .get_or_create(&GroupLabel { group })
            .observe(took.as_secs_f64());
    }

    /// Counts a save of content of `kind`.
    pub fn saved(&self, kind: &str) {
        self.0
            .saves
            .get_or_create(&KindLabel {
                kind: kind.to_owned(),
            })
            .inc();
    }

    /// Counts a sign-in refused for a wrong name or password.
    pub fn sign_in_failed(&self) {
        self.0.sign_in_failures.inc();
    }

    /// Counts a sign-in the throttle turned away.
    pub fn sign_in_throttled(&self) {
        self.0.sign_in_throttled.inc();
    }

    /// Counts a citizen's message received.
    pub fn feedback_received(&self) {
        self.0.feedback_received.inc();
    }

    /// Counts a citizen's message given its first answer.
    pub fn feedback_answered(&self) {
        self.0.feedback_answered.inc();
    }

    /// Counts a letter the mail server accepted.
    pub fn mail_sent(&self) {
        self.0.mail_sent.inc();
    }

    /// Counts a failed try to send a letter.
    pub fn mail_failed(&self) {
        self.0.mail_failures.inc();
    }

    /// Counts a letter given up.
    pub fn mail_given_up(&self) {
        self.0.mail_given_up.inc();
    }
}

/// The sizes and states read when Prometheus asks (`metrics_listener.rs`), set as gauges
/// before the text is made.
#[derive(Debug, Clone, Default)]
pub struct Reading {
    /// Connections open now, and the most allowed at once.
    pub connections: (usize, usize),
    /// Pages rendered with the store's content, and pages the last rendering could not render.
    pub pages: (usize, usize),
    /// Whether the render worker can render pages.
    pub rendering_possible: bool,
    /// How long the last rendering took.
    pub rendering_took: Duration,
    /// Times the render worker was started.
    pub worker_starts: u64,
    /// Whether the maintenance switch is on.
    pub maintenance_on: bool,
    /// Citizens' messages waiting for a first answer, and those of them overdue (none when the
    /// store could not be read).
    pub feedback: Option<(usize, usize)>,
    /// The outbox: letters waiting, and letters given up (none when the store could not be
    /// read).
    pub outbox: Option<(usize, usize)>,
    /// The size of the store file.
    pub store_bytes: u64,
    /// The uploaded files: how many, and their bytes.
    pub uploads: (u64, u64),
    /// The data directory's disk: bytes free and in all (none when it could not be asked).
    pub disk: Option<(u64, u64)>,
    /// When the newest complete backup was made (seconds since 1970; 0: none found).
    pub backup_last_good: f64,
}

impl Metrics {
    /// The metrics in Prometheus' text format, with the gauges set to `reading`.
    pub fn text(&self, reading: &Reading) -> String {
        let parts = &self.0;
        let (open, budget) = reading.connections;
        parts.connections_open.set(to_i64(open));
        parts.connections_budget.set(to_i64(budget));
        let (rendered, failed) = reading.pages;
        parts.pages_rendered.set(to_i64(rendered));
        parts.pages_failed.set(to_i64(failed));
        parts
            .rendering_possible
            .set(i64::from(reading.rendering_possible));
        parts
            .rendering_seconds
            .set(reading.rendering_took.as_secs_f64());
        parts.worker_starts.set(to_i64(reading.worker_starts));
        parts.maintenance_on.set(i64::from(reading.maintenance_on));
        if let Some((waiting, overdue)) = reading.feedback {
            parts.feedback_waiting.set(to_i64(waiting));
            parts.feedback_overdue.set(to_i64(overdue));
        }
        if let Some((waiting, failed)) = reading.outbox {
            parts.outbox_waiting.set(to_i64(waiting));
            parts.outbox_failed.set(to_i64(failed));
        }
        parts.store_bytes.set(to_i64(reading.store_bytes));
        let (files, bytes) = reading.uploads;
        parts.uploads_files.set(to_i64(files));
        parts.uploads_bytes.set(to_i64(bytes));
        if let Some((free, total)) = reading.disk {
            parts.disk_free_bytes.set(to_i64(free));
            parts.disk_total_bytes.set(to_i64(total));
        }
        parts.backup_last_good.set(reading.backup_last_good);
        let mut text = String::new();
        if encode(&mut text, &parts.registry).is_err() {
            text.clear();
        }
        text
    }
}

fn to_i64(value: impl TryInto<i64>) -> i64 {
    value.try_into().unwrap_or(i64::MAX)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn requests_are_grouped_by_the_part_of_the_site() {
        for (path, group) in [
            ("/", Group::page),
            ("/notices", Group::page),
            ("/api/events", Group::api),
            ("/admin/dashboard", Group::admin),
            ("/login", Group::admin),
            ("/assets/app-1.js", Group::asset),
            ("/favicon.ico", Group::asset),
            ("/uploads/a.pdf", Group::upload),
            ("/feeds/en/notices.atom", Group::feed),
            ("/sitemap.xml", Group::feed),
        ] {
            assert_eq!(Group::of(path), group, "{path}");
        }
    }

    #[test]
    fn the_text_names_each_metric_once_with_its_values() {
        let metrics = Metrics::default();
        metrics.answered("/", 200, Duration::from_millis(2));
        metrics.answered("/", 200, Duration::from_millis(3));
        metrics.answered("/api/events", 503, Duration::from_millis(1));
        metrics.saved("notices");
        metrics.sign_in_failed();
        let mut text = String::new();
        encode(&mut text, &metrics.0.registry).unwrap();
        assert!(
            text.contains("smc_http_requests_total{group=\"page\",status=\"200\"} 2"),
            "{text}"
        );
        assert!(
            text.contains("smc_http_requests_total{group=\"api\",status=\"503\"} 1"),
            "{text}"
        );
        assert!(
            text.contains("smc_http_request_duration_seconds_count{group=\"page\"} 2"),
            "{text}"
        );
        assert!(
            text.contains("smc_saves_total{kind=\"notices\"} 1"),
            "{text}"
        );
        assert!(text.contains("smc_sign_in_failures_total 1"), "{text}");
        assert!(text.ends_with("# EOF\n"), "{text}");
    }
}

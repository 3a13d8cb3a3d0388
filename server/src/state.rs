//! What every handler can reach: the store, the content as the site shows it, the rendered pages
//! and the services around them, built once by `run` (or a test) and shared by every request.
//!
//! The parts know nothing of this state: what an extractor of theirs needs from it, it asks
//! for by a trait the state implements (`SignInState`, `AsRef<TrustedProxies>`), so the
//! modules that own the parts never use the module that gathers them.

use std::sync::Arc;

use crate::audit::throttled::ThrottledRuns;
use crate::auth::Auth;
use crate::auth::extract::SignInState;
use crate::built::SiteFiles;
use crate::client_address::TrustedProxies;
use crate::clock::Clock;
use crate::config::ReadyChecks;
use crate::content::{EditMarks, Live};
use crate::cross_origin::SiteOrigins;
use crate::mail::Mail;
use crate::maintenance::Maintenance;
use crate::metrics::Metrics;
use crate::publishing::Publishing;
use crate::render::{QueryPages, RenderedPages, Rendering};
use crate::search::SiteSearch;
use crate::staging::PageMark;
use crate::store::Store;
use crate::submissions::SubmissionLimit;
use crate::syndication::made::Syndication;
use crate::uploads::UploadDir;

/// What every handler can reach, shared: a request's copy of it is one reference count, not
/// one per part (under load the parts' counts were 3% of the server's time).
#[derive(Clone)]
pub struct AppState(Arc<AppParts>);

impl AppState {
    /// Shares `parts` between the handlers.
    pub fn new(parts: AppParts) -> Self {
        Self(Arc::new(parts))
    }
}

impl std::ops::Deref for AppState {
    type Target = AppParts;

    fn deref(&self) -> &AppParts {
        &self.0
    }
}

/// The parts of [`AppState`].
pub struct AppParts {
    /// The redb store.
    pub store: Store,
    /// The built web app, in memory.
    pub site: Arc<SiteFiles>,
    /// The server's time.
    pub clock: Clock,
    /// Password hashing and sessions.
    pub auth: Auth,
    /// The runs of sign-in attempts the throttle turned away, as the audit log summarises them.
    pub throttled_runs: ThrottledRuns,
    /// The folder of uploaded files.
    pub uploads: UploadDir,
    /// The origins whose pages may write with the session cookie.
    pub origins: SiteOrigins,
    /// The proxies whose `X-Forwarded-For` names the client.
    pub trusted_proxies: TrustedProxies,
    /// The content of the store as the site shows it.
    pub content: Live,
    /// Who has which item open in the editor.
    pub marks: EditMarks,
    /// The public pages rendered with that content.
    pub pages: RenderedPages,
    /// The task that renders them.
    pub rendering: Rendering,
    /// What a save of content does before it answers: the content read again, its pages rendered.
    pub publishing: Publishing,
    /// The task that renders a directory or the site search with its query.
    pub queries: QueryPages,
    /// The site search over that content.
    pub search: SiteSearch,
    /// How many messages each address has sent citizens' feedback lately.
    pub submissions: SubmissionLimit,
    /// How many answers to "Was this page useful?" each address has sent lately.
    pub page_answers: SubmissionLimit,
    /// How many tracking numbers each address has looked up lately.
    pub feedback_lookups: SubmissionLimit,
    /// How many subscriptions each address has asked for lately.
    pub subscribe_attempts: SubmissionLimit,
    /// The feeds, the sitemap and `robots.txt` as made for the current content.
    pub syndication: Syndication,
    /// What `GET /api/ready` checks besides the store and the rendering.
    pub ready: ReadyChecks,
    /// The maintenance switch, as last seen.
    pub maintenance: Maintenance,
    /// The counters of the metrics (`--metrics-listen`).
    pub metrics: Metrics,
    /// Whether mail is sent (`--smtp-url`), and the sender's bell.
    pub mail: Mail,
    /// How the pages sent are marked: as a staging copy (`--staging`), or not at all.
    pub page_mark: PageMark,
}

impl SignInState for AppState {
    fn store(&self) -> &Store {
        &self.store
    }

    fn auth(&self) -> &Auth {
        &self.auth
    }

    fn clock(&self) -> &Clock {
        &self.clock
    }
}

impl AsRef<TrustedProxies> for AppState {
    fn as_ref(&self) -> &TrustedProxies {
        &self.trusted_proxies
    }
}

impl AsRef<Metrics> for AppState {
    fn as_ref(&self) -> &Metrics {
        &self.metrics
    }
}

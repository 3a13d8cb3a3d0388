//! The Singrauli Municipal Corporation web server: the built web app, the API and the redb
//! store, in one process.
//!
//! `app` builds the whole router so tests can drive it in memory; `run` is what the binary does.

pub mod access_log;
pub mod audit;
pub mod auth;
pub mod backups;
pub mod built;
pub mod catalogs;
pub mod client_address;
pub mod config;
pub mod connections;
pub mod content;
mod cookies;
pub mod cross_origin;
mod digest;
pub mod disk;
pub mod error;
pub mod logs;
pub mod maintenance;
pub mod metrics;
pub mod private;
mod random;
pub mod render;
pub mod routes;
pub mod search;
pub mod security;
mod shutdown;
pub mod site;
pub mod staging;
pub mod store;
pub mod submissions;
pub mod syndication;
pub mod uploads;
mod workers;

use std::net::SocketAddr;
use std::path::Path;
use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use tower::util::MapResponseLayer;

use crate::audit::throttled::ThrottledRuns;
use crate::auth::Auth;
use crate::auth::accounts::{self, AccountError, FIRST_ADMIN, ensure_first_admin};
use crate::built::{SiteError, SiteFiles};
use crate::client_address::TrustedProxies;
use crate::config::{AdminAction, Command, Config, MaintenanceAction};
use crate::content::{Documents, EditMarks, Live};
use crate::cross_origin::{RefuseCrossOrigin, SiteOrigins};
use crate::maintenance::{Maintenance, MaintenanceError};
use crate::metrics::Metrics;
use crate::render::{Drawing, DrawnPages, QueryPages};
use crate::routes::health::ReadyChecks;
use crate::search::SiteSearch;
use crate::staging::PageMark;
use crate::store::{Store, StoreError};
use crate::submissions::SubmissionLimit;
use crate::syndication::made::Syndication;
use crate::uploads::UploadDir;
use crate::workers::Workers;

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
    /// Password hashing, sessions and their clock.
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
    /// The public pages drawn with that content.
    pub pages: DrawnPages,
    /// The task that draws them.
    pub drawing: Drawing,
    /// The task that draws a directory or the site search with its query.
    pub queries: QueryPages,
    /// The site search over that content.
    pub search: SiteSearch,
    /// How many messages each address has sent citizens' feedback lately.
    pub submissions: SubmissionLimit,
    /// How many answers to "Was this page useful?" each address has sent lately.
    pub page_answers: SubmissionLimit,
    /// How many tracking numbers each address has looked up lately.
    pub feedback_lookups: SubmissionLimit,
    /// The feeds, the sitemap and `robots.txt` as made for the current content.
    pub syndication: Syndication,
    /// What `GET /api/ready` checks besides the store and the drawing.
    pub ready: ReadyChecks,
    /// The maintenance switch, as last seen.
    pub maintenance: Maintenance,
    /// The counters of the metrics (`--metrics-listen`).
    pub metrics: Metrics,
    /// How the pages sent are marked: as a staging copy (`--staging`), or not at all.
    pub page_mark: PageMark,
}

impl AppParts {
    /// After a save of content: reads the content again (the answers made from the old are
    /// made again when next asked) and wakes the drawing of the pages; the new content
    /// generation.
    pub fn content_changed(&self) -> Result<u64, StoreError> {
        self.content.reload(&self.store)?;
        self.drawing.content_changed();
        Ok(self.content.snapshot().generation)
    }

    /// Waits, at most [`DRAWING_WAIT`], until visitors are sent the pages of content
    /// `generation` (its pages marked out of date and the first few drawn; any other is drawn
    /// before it is sent): a save answers once its pages are on the site, so the clerk who made
    /// it sees them there. Other requests never wait for drawing but for their own page.
    pub async fn drawn(&self, generation: u64) -> PagesState {
        let shown = self.drawing.wait_shown(generation, DRAWING_WAIT).await;
        let status = self.drawing.status();
        if !shown {
            PagesState::Pending
        } else if status.error.is_none() && status.failed.is_empty() {
            PagesState::Drawn
        } else {
            PagesState::Failed
        }
    }
}

/// The longest a save waits for its pages to be drawn before it answers.
pub const DRAWING_WAIT: std::time::Duration = std::time::Duration::from_secs(5);

/// Whether a save's pages are on the site when it answers (the `Pages` header of its answer).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PagesState {
    /// Drawn: the public pages show the save.
    Drawn,
    /// A page could not be drawn (it still shows its last good version), or drawing is not
    /// possible at all.
    Failed,
    /// Not drawn yet (drawing takes longer than a save waits).
    Pending,
}

impl PagesState {
    /// The header's value.
    pub fn as_str(self) -> &'static str {
        match self {
            PagesState::Drawn => "drawn",
            PagesState::Failed => "failed",
            PagesState::Pending => "pending",
        }
    }
}

/// The whole HTTP surface: the API under `/api`, the web app everywhere else, and security
/// headers on every response (with HSTS when the site is served over TLS).
pub fn app(state: AppState) -> Router {
    let refuse = RefuseCrossOrigin::new(state.origins.clone(), state.auth.session_cookie());
    let router = Router::new()
        .nest("/api", routes::api_router(refuse.clone()))
        .route("/admin/login", routes::login_page(refuse.clone()))
        .route("/login", routes::login_page(refuse.clone()))
        .route("/feedback", routes::feedback_page(refuse))
        .route("/feedback/status", routes::feedback_status_page())
        .route("/uploads/{name}", get(site::serve_upload))
        .merge(syndication::router())
        .fallback(site::serve_site)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            maintenance::guard,
        ));
    let router = if state.auth.secure_cookies {
        router.layer(MapResponseLayer::new(security::add_security_headers_tls))
    } else {
        router.layer(MapResponseLayer::new(security::add_security_headers))
    };
    let router = if state.page_mark.is_staging() {
        router.layer(MapResponseLayer::new(staging::no_robots))
    } else {
        router
    };
    router
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            access_log::record,
        ))
        .with_state(state)
}

/// Why the server could not start or stopped with an error.
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// The store could not be opened.
    #[error(transparent)]
    Store(#[from] StoreError),
    /// The built web app could not be loaded.
    #[error(transparent)]
    Site(#[from] SiteError),
    /// The address could not be bound, or serving failed.
    #[error("cannot serve on {addr}: {source}")]
    Io {
        /// The address.
        addr: SocketAddr,
        /// What the system said.
        source: std::io::Error,
    },
    /// A start-up task died.
    #[error("start-up task failed: {0}")]
    Task(#[from] tokio::task::JoinError),
    /// The first administrator could not be made, or an account command failed.
    #[error(transparent)]
    Account(#[from] AccountError),
    /// The uploads folder could not be made or cleaned.
    #[error("cannot prepare the uploads folder: {0}")]
    Uploads(std::io::Error),
    /// A backup, restore, export or import failed.
    #[error(transparent)]
    Backup(#[from] backups::BackupError),
    /// The maintenance switch could not be turned.
    #[error(transparent)]
    Maintenance(#[from] MaintenanceError),
    /// The password could not be read from standard input.
    #[error("cannot read the password from standard input: {0}")]
    Stdin(std::io::Error),
}

/// Runs a command instead of serving: an account command, or a backup, restore, export or
/// import of the data directory (`backups.rs`); what it did, in a sentence.
pub fn run_command(config: &Config, command: &Command) -> Result<String, ServeError> {
    let data = &config.data_dir;
    match command {
        Command::Admin { action } => run_admin(config, action),
        Command::Backup {
            dir,
            rotate,
            verify,
            after_backup,
        } => {
            if *verify {
                let held = backups::verify::verify(dir)?;
                return Ok(format!(
                    "The backup in {} is sound: {} item(s) of content and {} uploaded file(s), \
                     each as it was backed up.",
                    dir.display(),
                    held.items,
                    held.uploads
                ));
            }
            if *rotate {
                return rotate_backups(data, dir, after_backup.as_deref());
            }
            let files = backups::backup(data, dir)?;
            Ok(format!(
                "Backed up the store and {files} uploaded file(s) of {} into {}.",
                data.display(),
                dir.display()
            ))
        }
        Command::Restore { dir, force } => {
            let files = backups::restore(dir, data, *force)?;
            Ok(format!(
                "Restored the store and {files} uploaded file(s) of {} into {}.",
                dir.display(),
                data.display()
            ))
        }
        Command::Export { dir } => {
            let backups::Exported { content, uploads } = backups::export(data, dir)?;
            Ok(format!(
                "Exported the content as {content} file(s), with the {uploads} uploaded file(s) \
                 it names, into {}.",
                dir.display()
            ))
        }
        Command::Maintenance { action } => match action {
            MaintenanceAction::On { en, hi } => {
                let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now());
                maintenance::switch_on(data, en, hi, &now.to_string())?;
                Ok(format!(
                    "Maintenance is on: within a second every public page of {} shows the \
                     notice; staff keep the admin area. End it with: server maintenance off",
                    data.display()
                ))
            }
            MaintenanceAction::Off => Ok(if maintenance::switch_off(data)? {
                "Maintenance is off: within a second the site is public again.".to_owned()
            } else {
                "Maintenance was not on.".to_owned()
            }),
        },
        Command::Import { dir } => {
            let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
            let items = backups::import(dir, data, &now, "import")?;
            Ok(format!(
                "Imported {items} item(s) of content from {} into {}.",
                dir.display(),
                data.display()
            ))
        }
    }
}

/// `server backup --rotate`: a dated backup of `data` in `root`, the older ones thinned, then
/// the operator's command, if any.
fn rotate_backups(data: &Path, root: &Path, after: Option<&str>) -> Result<String, ServeError> {
    // An empty setting (`SMC_AFTER_BACKUP=` in the package's settings) is no command.
    let after = after.filter(|command| !command.trim().is_empty());
    let since = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default();
    let now =
        chrono::DateTime::from_timestamp(i64::try_from(since.as_secs()).unwrap_or_default(), 0)
            .unwrap_or_default();
    let rotated = backups::rotation::rotate(data, root, now)?;
    tracing::info!(
        backup = %rotated.made.display(),
        files = rotated.files,
        kept = rotated.kept,
        removed = rotated.removed.len(),
        "backup made"
    );
    if let Some(command) = after {
        backups::rotation::after_backup(command, &rotated.made)?;
    }
    Ok(format!(
        "Backed up the store and {} uploaded file(s) of {} into {}; {} backup(s) kept, {} removed{}.",
        rotated.files,
        data.display(),
        rotated.made.display(),
        rotated.kept,
        rotated.removed.len(),
        if after.is_some() {
            "; the command after it succeeded"
        } else {
            ""
        }
    ))
}

/// Runs an account command (`server admin …`) on the store of `config`, reading the password,
/// where it needs one, from the first line of standard input.
fn run_admin(config: &Config, action: &AdminAction) -> Result<String, ServeError> {
    let store = Store::open(&config.data_dir)?;
    let password = || -> Result<String, ServeError> {
        let mut line = String::new();
        std::io::stdin()
            .read_line(&mut line)
            .map_err(ServeError::Stdin)?;
        Ok(line.trim_end_matches(['\r', '\n']).to_owned())
    };
    match action {
        AdminAction::Add { username } => {
            accounts::add_admin(&store, username, &password()?)?;
            Ok(format!("Added the admin account '{username}'."))
        }
        AdminAction::SetPassword { username } => {
            let ended = accounts::set_password(&store, username, &password()?)?;
            Ok(format!(
                "Changed the password of '{username}' and ended its {ended} session(s)."
            ))
        }
        AdminAction::RevokeSessions { username } => {
            let ended = accounts::end_sessions(&store, username)?;
            Ok(format!("Ended the {ended} session(s) of '{username}'."))
        }
    }
}

/// Makes the data directory and everything in it the server's account's alone
/// (`private::narrow_tree`), creating it if missing, and says in the log what it changed. What
/// cannot be changed is said too; the server starts anyway.
fn make_owner_only(data_dir: &std::path::Path) {
    let (narrowed, error) = match private::create_dir_all(data_dir) {
        Ok(()) => private::narrow_tree(data_dir),
        Err(error) => (private::Narrowed::default(), Some(error)),
    };
    let private::Narrowed { files, folders } = narrowed;
    if files + folders > 0 {
        tracing::warn!("data directory: made {files} files and {folders} folders owner-only");
    }
    if let Some(error) = error {
        tracing::warn!(
            %error,
            data_dir = %data_dir.display(),
            "data directory: cannot make everything in it owner-only"
        );
    }
}

/// Serves the metrics when `--metrics-listen` asks for them.
async fn serve_metrics(
    config: &Config,
    state: AppState,
    workers: &Workers,
) -> Result<(), ServeError> {
    let Some(addr) = config.metrics_listen else {
        return Ok(());
    };
    let (data, backups) = (config.data_dir.clone(), config.backup_dir.clone());
    metrics::serve(addr, state, workers.budget(), data, backups)
        .await
        .map_err(|source| ServeError::Io { addr, source })?;
    Ok(())
}

/// The built web app of `web_dir`, its pages marked by `mark`.
async fn load_site(
    web_dir: std::path::PathBuf,
    mark: PageMark,
) -> Result<Arc<SiteFiles>, ServeError> {
    let site = tokio::task::spawn_blocking(move || {
        SiteFiles::load(&web_dir).map(|site| site.with_pages_marked(&mark))
    })
    .await??;
    tracing::info!(pages = site.drawn_pages(), "web app loaded");
    Ok(Arc::new(site))
}

/// The uploads folder, swept of files without a record.
async fn open_uploads(config: &Config, store: &Store) -> Result<UploadDir, ServeError> {
    let data_dir = config.data_dir.clone();
    let uploads = tokio::task::spawn_blocking(move || UploadDir::open(&data_dir))
        .await?
        .map_err(ServeError::Uploads)?;
    let (sweeper, swept) = (uploads.clone(), store.clone());
    match tokio::task::spawn_blocking(move || sweeper.sweep(&swept)).await? {
        Ok(0) => {}
        Ok(removed) => tracing::info!(removed, "removed uploaded files without a record"),
        Err(error) => tracing::warn!(%error, "cannot sweep the uploads folder"),
    }
    Ok(uploads)
}

/// Opens the store, loads the web app, prints the address and serves with one worker thread
/// per core (`workers.rs`) until Ctrl-C or SIGTERM, letting requests in flight finish.
pub async fn run(config: Config) -> Result<(), ServeError> {
    let data_dir = config.data_dir.clone();
    tokio::task::spawn_blocking(move || make_owner_only(&data_dir)).await?;
    let data_dir = config.data_dir.clone();
    let store = tokio::task::spawn_blocking(move || Store::open(&data_dir)).await??;
    let first = store.clone();
    let password = config.admin_password.clone();
    let generated =
        tokio::task::spawn_blocking(move || ensure_first_admin(&first, password.as_deref()))
            .await??;
    if let Some(password) = generated {
        // Shown once, on the console of whoever started the server; never logged.
        println!(
            "Created the administrator account '{FIRST_ADMIN}' with the password: {password}\n\
             It is shown only now. Change it with: server admin set-password {FIRST_ADMIN}"
        );
    }
    let keys = store.clone();
    let device_key = tokio::task::spawn_blocking(move || auth::load_secrets(&keys)).await??;
    let uploads = open_uploads(&config, &store).await?;
    let page_mark = PageMark::new(config.staging);
    let site = load_site(config.web_dir.clone(), page_mark.clone()).await?;
    let (read, built) = (store.clone(), site.clone());
    let content =
        tokio::task::spawn_blocking(move || Live::load(&read, Documents::of_build(&built)))
            .await??;
    let pages = DrawnPages::default();
    let auth = Auth {
        secure_cookies: config.secure_cookies,
        device_key,
        ..Auth::default()
    };
    if let Some(ahead) = config.clock_ahead {
        auth.clock.advance(ahead);
        tracing::warn!(now = %auth.clock.rfc3339(), "the clock runs ahead of the system clock");
    }
    let (data_dir, web_dir) = (config.data_dir.clone(), config.web_dir.clone());
    let kept = render::kept::Kept::new(&data_dir, &web_dir, page_mark.is_staging());
    let drawing = render::schedule::start(
        config.worker_settings(),
        content.clone(),
        pages.clone(),
        auth.clock.clone(),
        kept,
    );
    let search = SiteSearch::new(content.clone());
    let queries = QueryPages::start(
        config.worker_settings(),
        content.clone(),
        search.clone(),
        auth.clock.clone(),
    );
    uploads::unused::start(store.clone(), uploads.clone(), auth.clock.clone());
    let state = AppState::new(AppParts {
        store,
        site,
        auth,
        throttled_runs: ThrottledRuns::default(),
        uploads,
        origins: SiteOrigins::new(&config.origin, config.secure_cookies),
        trusted_proxies: config.trusted_proxies.clone(),
        content,
        marks: EditMarks::default(),
        pages,
        drawing,
        queries,
        search,
        submissions: SubmissionLimit::new(config.feedback_per_hour),
        page_answers: SubmissionLimit::new(config.page_feedback_per_hour),
        feedback_lookups: SubmissionLimit::lookups(config.feedback_lookups_per_minute),
        syndication: Syndication::default(),
        ready: config.ready_checks(),
        maintenance: Maintenance::watch(config.data_dir.clone()),
        metrics: Metrics::default(),
        page_mark,
    });

    let addr = SocketAddr::new(config.host, config.port);
    let io_error = |source| ServeError::Io { addr, source };
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(io_error)?;
    let bound = listener.local_addr().map_err(io_error)?;
    let stop = shutdown::listen();
    tracing::info!(data_dir = %config.data_dir.display(), "store open");
    println!("Singrauli Municipal Corporation website: http://{bound}/");

    let serve_error = |source| ServeError::Io {
        addr: bound,
        source,
    };
    let workers = Workers::start(
        config.workers(),
        &app(state.clone()),
        listener,
        config.limits(),
    )
    .map_err(serve_error)?;
    serve_metrics(&config, state, &workers).await?;
    workers.serve(stop).await.map_err(serve_error)?;
    tracing::info!("stopped");
    Ok(())
}

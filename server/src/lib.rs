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
pub mod clock;
pub mod commands;
pub mod config;
pub mod connections;
pub mod content;
mod cookies;
pub mod cross_origin;
mod digest;
pub mod disk;
pub mod error;
#[cfg(test)]
mod generated;
pub mod grievances;
pub mod logs;
pub mod mail;
pub mod maintenance;
pub mod maintenance_guard;
pub mod metrics;
pub mod metrics_listener;
pub mod private;
pub mod publishing;
mod random;
pub mod render;
pub mod routes;
pub mod search;
pub mod security;
mod shutdown;
pub mod site;
pub mod staging;
pub mod state;
pub mod store;
pub mod submissions;
pub mod subscriptions;
pub mod syndication;
pub mod uploads;
mod workers;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::routing::get;
use tower::util::MapResponseLayer;

use crate::audit::throttled::ThrottledRuns;
use crate::auth::Auth;
use crate::auth::accounts::{AccountError, FIRST_ADMIN, ensure_first_admin};
use crate::built::{SiteError, SiteFiles};
use crate::clock::Clock;
use crate::config::Config;
use crate::content::{Documents, EditMarks, Live};
use crate::cross_origin::{RefuseCrossOrigin, SiteOrigins};
use crate::mail::Mail;
use crate::maintenance::{Maintenance, MaintenanceError};
use crate::metrics::Metrics;
use crate::publishing::Publishing;
use crate::render::{QueryPages, RenderedPages};
use crate::search::SiteSearch;
use crate::staging::PageMark;
use crate::state::{AppParts, AppState};
use crate::store::{Store, StoreError};
use crate::submissions::SubmissionLimit;
use crate::syndication::made::Syndication;
use crate::uploads::UploadDir;
use crate::workers::Workers;

/// The whole HTTP surface: the API under `/api`, the web app everywhere else, and security
/// headers on every response (with HSTS when the site is served over TLS).
pub fn app(state: AppState) -> Router {
    let refuse = RefuseCrossOrigin::new(state.origins.clone(), state.auth.session_cookie());
    let router = Router::new()
        .nest("/api", routes::api_router(refuse.clone()))
        .route("/admin/login", routes::login_page(refuse.clone()))
        .route("/login", routes::login_page(refuse.clone()))
        .route("/feedback", routes::feedback_page(refuse.clone()))
        .merge(routes::subscriptions::page_router(&refuse))
        .route(
            "/feedback/status",
            routes::feedback_status_page(refuse.clone()),
        )
        .route("/feedback/figures", routes::feedback_figures_page())
        .route("/uploads/{name}", get(site::serve_upload))
        .merge(site::syndication::router())
        .fallback(site::serve_site)
        .layer(axum::middleware::from_fn_with_state(
            state.clone(),
            maintenance_guard::guard,
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
            access_log::record::<AppState>,
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
    /// The mail settings are wrong.
    #[error(transparent)]
    Mail(#[from] mail::smtp::MailError),
    /// `server mail-test` without `--smtp-url`.
    #[error(
        "no mail server is set: give --smtp-url (SMC_SMTP_URL) and --mail-from (SMC_MAIL_FROM)"
    )]
    NoMail,
    /// The test letter was not sent.
    #[error("the test letter was not sent: {0}")]
    MailTest(String),
    /// The password could not be read from standard input.
    #[error("cannot read the password from standard input: {0}")]
    Stdin(std::io::Error),
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
    metrics_listener::serve(addr, state, workers.budget(), data, backups)
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
    tracing::info!(pages = site.rendered_pages(), "web app loaded");
    Ok(Arc::new(site))
}

/// Starts the background work on the uploads: removing those nothing names, and reading the
/// text of the PDFs that have none yet.
fn start_upload_tasks(store: &Store, uploads: &UploadDir, clock: &Clock, publishing: &Publishing) {
    uploads::unused::start(store.clone(), uploads.clone(), clock.clone());
    let publishing = publishing.clone();
    uploads::texts::start(store.clone(), uploads.clone(), move || {
        publishing.content_changed()
    });
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

/// Starts sending the outbox through `--smtp-url`, with the owners' daily reminders of the
/// `content` due for review and the subscribers' letters of what is published, or says in the
/// log that mail is off; and the escalation of overdue messages, which tells the account by mail
/// when mail is on.
fn start_mail(
    config: &Config,
    store: &Store,
    clock: &Clock,
    metrics: &Metrics,
    content: &Live,
) -> Result<Mail, ServeError> {
    let Some(settings) = config.mail_settings()? else {
        tracing::info!("mail is off: no --smtp-url");
        grievances::escalation::start(store.clone(), clock.clone(), None, || {});
        return Ok(Mail::off());
    };
    let origin = config
        .origin
        .first()
        .ok_or(mail::smtp::MailError::NoOrigin)?;
    tracing::info!(from = %settings.from, "mail is sent through --smtp-url");
    let mail = Mail::start(
        settings,
        origin,
        store.clone(),
        clock.clone(),
        metrics.clone(),
    );
    let waker = mail.clone();
    mail::reminders::start(
        store.clone(),
        content.clone(),
        clock.clone(),
        Some(origin.to_owned()),
        move || waker.wake(),
    );
    let waker = mail.clone();
    subscriptions::announce::start(
        store.clone(),
        content.clone(),
        clock.clone(),
        origin.to_owned(),
        move || waker.wake(),
    );
    let waker = mail.clone();
    grievances::escalation::start(
        store.clone(),
        clock.clone(),
        Some(origin.to_owned()),
        move || waker.wake(),
    );
    let waker = mail.clone();
    subscriptions::digest::start(store.clone(), clock.clone(), origin.to_owned(), move || {
        waker.wake();
    });
    Ok(mail)
}

/// Makes the first admin of an empty store, printing its password when it was made up.
async fn make_first_admin(config: &Config, store: &Store) -> Result<(), ServeError> {
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
    Ok(())
}

/// The server's clock: the system's, ahead by `--clock-ahead` when that is given.
fn server_clock(config: &Config) -> Clock {
    let clock = Clock::default();
    if let Some(ahead) = config.clock_ahead {
        clock.advance(ahead);
        tracing::warn!(now = %clock.rfc3339(), "the clock runs ahead of the system clock");
    }
    clock
}

/// Opens the store, loads the web app, prints the address and serves with one worker thread
/// per core (`workers.rs`) until Ctrl-C or SIGTERM, letting requests in flight finish.
pub async fn run(config: Config) -> Result<(), ServeError> {
    let data_dir = config.data_dir.clone();
    tokio::task::spawn_blocking(move || make_owner_only(&data_dir)).await?;
    let data_dir = config.data_dir.clone();
    let store = tokio::task::spawn_blocking(move || Store::open(&data_dir)).await??;
    make_first_admin(&config, &store).await?;
    let keys = store.clone();
    let device_key = tokio::task::spawn_blocking(move || auth::load_secrets(&keys)).await??;
    let uploads = open_uploads(&config, &store).await?;
    let page_mark = PageMark::new(config.staging);
    let site = load_site(config.web_dir.clone(), page_mark.clone()).await?;
    let (read, built) = (store.clone(), site.clone());
    let content =
        tokio::task::spawn_blocking(move || Live::load(&read, Documents::of_build(&built)))
            .await??;
    let pages = RenderedPages::default();
    let auth = Auth {
        secure_cookies: config.secure_cookies,
        device_key,
        ..Auth::default()
    };
    let clock = server_clock(&config);
    let (data_dir, web_dir) = (config.data_dir.clone(), config.web_dir.clone());
    let kept = render::kept::Kept::new(&data_dir, &web_dir, page_mark.is_staging());
    let rendering = render::schedule::start(
        config.worker_settings(),
        content.clone(),
        pages.clone(),
        clock.clone(),
        kept,
    );
    let search = SiteSearch::new(content.clone());
    let queries = QueryPages::start(
        config.worker_settings(),
        content.clone(),
        search.clone(),
        clock.clone(),
    );
    let publishing = Publishing::new(store.clone(), content.clone(), rendering.clone());
    start_upload_tasks(&store, &uploads, &clock, &publishing);
    let metrics = Metrics::default();
    let mail = start_mail(&config, &store, &clock, &metrics, &content)?;
    let state = AppState::new(AppParts {
        store,
        site,
        clock,
        auth,
        throttled_runs: ThrottledRuns::default(),
        uploads,
        origins: SiteOrigins::new(&config.origin, config.secure_cookies),
        trusted_proxies: config.trusted_proxies.clone(),
        content,
        marks: EditMarks::default(),
        pages,
        rendering,
        publishing,
        queries,
        search,
        submissions: SubmissionLimit::new(config.feedback_per_hour),
        page_answers: SubmissionLimit::new(config.page_feedback_per_hour),
        feedback_lookups: SubmissionLimit::lookups(config.feedback_lookups_per_minute),
        subscribe_attempts: SubmissionLimit::new(routes::subscriptions::PER_ADDRESS),
        syndication: Syndication::default(),
        ready: config.ready_checks(),
        maintenance: Maintenance::watch(config.data_dir.clone()),
        metrics,
        mail,
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

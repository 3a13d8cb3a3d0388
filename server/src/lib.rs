//! The Singrauli Municipal Corporation web server: the built web app, the API and the redb
//! store, in one process.
//!
//! `app` builds the whole router so tests can drive it in memory; `run` is what the binary does.

pub mod config;
pub mod error;
pub mod routes;
pub mod security;
mod shutdown;
pub mod site;
pub mod store;

use std::net::SocketAddr;
use std::sync::Arc;

use axum::Router;
use axum::middleware::map_response;
use axum::serve::ListenerExt;
use tower_http::trace::TraceLayer;

use crate::config::Config;
use crate::site::{SiteError, SiteFiles};
use crate::store::{Store, StoreError};

/// What every handler can reach.
#[derive(Clone)]
pub struct AppState {
    /// The redb store.
    pub store: Store,
    /// The built web app, in memory.
    pub site: Arc<SiteFiles>,
}

/// The whole HTTP surface: the API under `/api`, the web app everywhere else, and security
/// headers on every response.
pub fn app(state: AppState) -> Router {
    Router::new()
        .nest("/api", routes::api_router())
        .fallback(site::serve_site)
        .layer(map_response(security::add_security_headers))
        .layer(TraceLayer::new_for_http())
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
}

/// Opens the store, loads the web app, prints the address and serves until Ctrl-C or SIGTERM,
/// letting requests in flight finish.
pub async fn run(config: Config) -> Result<(), ServeError> {
    let data_dir = config.data_dir.clone();
    let store = tokio::task::spawn_blocking(move || Store::open(&data_dir)).await??;
    let web_dir = config.web_dir.clone();
    let site = tokio::task::spawn_blocking(move || SiteFiles::load(&web_dir)).await??;
    let state = AppState {
        store,
        site: Arc::new(site),
    };

    let addr = SocketAddr::new(config.host, config.port);
    let io_error = |source| ServeError::Io { addr, source };
    let listener = tokio::net::TcpListener::bind(addr)
        .await
        .map_err(io_error)?;
    let bound = listener.local_addr().map_err(io_error)?;
    tracing::info!(data_dir = %config.data_dir.display(), "store open");
    println!("Singrauli Municipal Corporation website: http://{bound}/");

    let listener = listener.tap_io(|tcp| {
        // Small responses must leave at once rather than wait for Nagle's algorithm.
        if let Err(error) = tcp.set_nodelay(true) {
            tracing::debug!(%error, "cannot set TCP_NODELAY");
        }
    });
    axum::serve(listener, app(state))
        .with_graceful_shutdown(shutdown::signal())
        .await
        .map_err(|source| ServeError::Io {
            addr: bound,
            source,
        })?;
    tracing::info!("stopped");
    Ok(())
}

//! The metrics' own listener (`--metrics-listen`): `GET /metrics`, the counters `metrics.rs`
//! keeps, with the sizes and states read when Prometheus asks (connections, rendering, the
//! maintenance switch, citizens' messages waiting, the store, the uploads, the disk, the last
//! good backup).

use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::{Duration, UNIX_EPOCH};

use axum::Router;
use axum::extract::State;
use axum::http::header;
use axum::response::IntoResponse;
use axum::routing::get;

use crate::connections::Budget;
use crate::metrics::Reading;
use crate::state::AppState;

/// What the metrics read when Prometheus asks.
#[derive(Clone)]
struct Scrape {
    state: AppState,
    budget: Arc<Budget>,
    data_dir: PathBuf,
    backup_dir: Option<PathBuf>,
}

/// Serves the metrics on `addr` (`GET /metrics`) for as long as the runtime runs.
pub async fn serve(
    addr: SocketAddr,
    state: AppState,
    budget: Arc<Budget>,
    data_dir: PathBuf,
    backup_dir: Option<PathBuf>,
) -> std::io::Result<SocketAddr> {
    let listener = tokio::net::TcpListener::bind(addr).await?;
    let bound = listener.local_addr()?;
    let scrape = Scrape {
        state,
        budget,
        data_dir,
        backup_dir,
    };
    let app = Router::new()
        .route("/metrics", get(metrics))
        .with_state(scrape);
    tokio::spawn(async move {
        if let Err(error) = axum::serve(listener, app).await {
            tracing::error!(%error, "the metrics listener stopped");
        }
    });
    tracing::info!(%bound, "metrics served");
    Ok(bound)
}

/// `GET /metrics`: the counters, with the sizes and states read now.
async fn metrics(State(scrape): State<Scrape>) -> impl IntoResponse {
    let state = &scrape.state;
    let rendering = state.rendering.status();
    let (data_dir, backup_dir) = (scrape.data_dir.clone(), scrape.backup_dir.clone());
    let (store, now) = (state.store.clone(), state.clock.moment());
    let read = tokio::task::spawn_blocking(move || Reading {
        store_bytes: std::fs::metadata(data_dir.join(crate::store::FILE_NAME))
            .map_or(0, |m| m.len()),
        uploads: folder_size(&data_dir.join("uploads")),
        disk: crate::disk::space_of(&data_dir)
            .ok()
            .map(|space| (space.free, space.total)),
        backup_last_good: backup_dir
            .as_deref()
            .and_then(last_good_backup)
            .unwrap_or(0.0),
        feedback: store.all_feedback().ok().map(|all| waiting(&all, now)),
        outbox: store
            .outbox_counts()
            .ok()
            .map(|counts| (counts.waiting, counts.failed)),
        ..Reading::default()
    })
    .await
    .unwrap_or_default();
    let reading = Reading {
        connections: (scrape.budget.open(), scrape.budget.max()),
        pages: (rendering.pages, rendering.failed.len()),
        rendering_possible: rendering.error.is_none(),
        rendering_took: Duration::from_millis(rendering.last_milliseconds.unwrap_or(0)),
        worker_starts: rendering.worker_starts,
        maintenance_on: state.maintenance.current().is_some(),
        ..read
    };
    (
        [(
            header::CONTENT_TYPE,
            "application/openmetrics-text; version=1.0.0; charset=utf-8",
        )],
        state.metrics.text(&reading),
    )
}

/// How many of `messages` wait for a first answer at `now`, and how many of those are overdue.
fn waiting(messages: &[crate::store::feedback::FeedbackRecord], now: i64) -> (usize, usize) {
    messages.iter().map(|message| message.waiting_at(now)).fold(
        (0, 0),
        |(waiting, overdue), (is_waiting, is_overdue)| {
            (
                waiting + usize::from(is_waiting),
                overdue + usize::from(is_overdue),
            )
        },
    )
}

/// How many files the folder holds, and their bytes.
fn folder_size(dir: &Path) -> (u64, u64) {
    std::fs::read_dir(dir).map_or((0, 0), |entries| {
        entries
            .filter_map(Result::ok)
            .filter_map(|entry| entry.metadata().ok())
            .filter(std::fs::Metadata::is_file)
            .fold((0, 0), |(files, bytes), meta| {
                (files + 1, bytes + meta.len())
            })
    })
}

/// When the newest complete backup in `dir` was made (seconds since 1970): the time of its
/// manifest, which a backup writes last.
fn last_good_backup(dir: &Path) -> Option<f64> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let manifest = entry.path().join(crate::backups::manifest::FILE_NAME);
            std::fs::metadata(manifest).ok()?.modified().ok()
        })
        .max()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map(|since| since.as_secs_f64())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_complete_backup_counts() {
        let dir = tempfile::tempdir().unwrap();
        assert_eq!(last_good_backup(dir.path()), None);
        std::fs::create_dir(dir.path().join("unfinished")).unwrap();
        assert_eq!(last_good_backup(dir.path()), None);
        std::fs::create_dir(dir.path().join("done")).unwrap();
        std::fs::write(
            dir.path()
                .join("done")
                .join(crate::backups::manifest::FILE_NAME),
            "{}",
        )
        .unwrap();
        assert!(last_good_backup(dir.path()).is_some_and(|at| at > 1.7e9));
    }
}

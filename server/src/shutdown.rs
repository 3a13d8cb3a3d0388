//! Waiting for the signal to stop: Ctrl-C, or SIGTERM from a service manager.

use std::future::Future;

/// Starts listening at once, and completes when the process is asked to stop. Call it before
/// announcing the address: a stop asked for right after start-up must not kill the process
/// with the default signal action.
pub fn listen() -> impl Future<Output = ()> {
    #[cfg(unix)]
    let stop = {
        use tokio::signal::unix::{SignalKind, signal};
        let streams = (
            signal(SignalKind::interrupt()),
            signal(SignalKind::terminate()),
        );
        async move {
            match streams {
                (Ok(mut interrupt), Ok(mut terminate)) => {
                    tokio::select! {
                        _ = interrupt.recv() => {}
                        _ = terminate.recv() => {}
                    }
                }
                (Err(error), _) | (_, Err(error)) => {
                    tracing::error!(%error, "cannot listen for Ctrl-C and SIGTERM");
                    std::future::pending::<()>().await;
                }
            }
        }
    };
    #[cfg(not(unix))]
    let stop = async {
        if let Err(error) = tokio::signal::ctrl_c().await {
            tracing::error!(%error, "cannot listen for Ctrl-C");
            std::future::pending::<()>().await;
        }
    };
    async move {
        stop.await;
        tracing::info!("shutting down: finishing requests in flight");
    }
}

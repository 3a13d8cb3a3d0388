//! The server binary: reads its settings, starts logging and runs until asked to stop.

use std::process::ExitCode;

use clap::Parser;
use server::config::Config;
use tracing_subscriber::EnvFilter;

#[tokio::main]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let config = Config::parse();
    match server::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "server stopped");
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

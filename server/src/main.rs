//! The server binary: reads its settings, starts logging and runs until asked to stop.

use std::io::IsTerminal;
use std::process::ExitCode;

use clap::Parser;
use server::config::Config;
use tracing_subscriber::EnvFilter;

/// Start-up, accepting connections and signals run on this thread; the connections are served
/// by worker threads with a runtime each (`workers.rs`).
#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    tracing_subscriber::fmt()
        // Colours only on a terminal: a log file gets no escape bytes.
        .with_ansi(std::io::stdout().is_terminal())
        .with_env_filter(
            EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info")),
        )
        .init();
    let config = Config::parse();
    if let Some(command) = &config.command {
        return match server::run_command(&config, command) {
            Ok(done) => {
                println!("{done}");
                ExitCode::SUCCESS
            }
            Err(error) => {
                eprintln!("error: {error}");
                ExitCode::FAILURE
            }
        };
    }
    match server::run(config).await {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            tracing::error!(%error, "server stopped");
            eprintln!("error: {error}");
            ExitCode::FAILURE
        }
    }
}

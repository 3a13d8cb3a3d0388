//! The server binary: reads its settings, starts logging and runs until asked to stop.

use std::process::ExitCode;

use clap::Parser;
use server::config::Config;

/// Start-up, accepting connections and signals run on this thread; the connections are served
/// by worker threads with a runtime each (`workers.rs`).
#[tokio::main(flavor = "current_thread")]
async fn main() -> ExitCode {
    let config = Config::parse();
    server::logs::init(config.log_format);
    if let Some(command) = &config.command {
        return match server::commands::run_command(&config, command) {
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

//! The server's settings, read once from command-line flags or `SMC_*` environment variables.

use std::net::IpAddr;
use std::path::PathBuf;

use clap::Parser;

/// Settings of one server process.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "server",
    version,
    about = "Serves the Singrauli Municipal Corporation website and its API"
)]
pub struct Config {
    /// Address to listen on.
    #[arg(long, env = "SMC_HOST", default_value = "127.0.0.1")]
    pub host: IpAddr,

    /// Port to listen on; 0 picks a free one (the chosen address is printed).
    #[arg(long, env = "SMC_PORT", default_value_t = 8080)]
    pub port: u16,

    /// Folder for the redb store and uploaded files; created if missing.
    #[arg(long, env = "SMC_DATA_DIR", default_value = "data")]
    pub data_dir: PathBuf,

    /// Folder of the built web app (`npm run build -w web` writes it).
    #[arg(long, env = "SMC_WEB_DIR", default_value = "web/dist")]
    pub web_dir: PathBuf,
}

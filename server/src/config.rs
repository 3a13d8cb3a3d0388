//! The server's settings, read once from command-line flags or `SMC_*` environment variables.

use std::net::IpAddr;
use std::num::NonZeroUsize;
use std::path::PathBuf;

use clap::{Parser, Subcommand};

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

    /// Worker threads serving connections; one per core when not given.
    #[arg(long, env = "SMC_WORKERS")]
    pub workers: Option<NonZeroUsize>,

    /// Mark the session cookie Secure: set it when the site is served over HTTPS (through a
    /// TLS proxy in front of this server).
    #[arg(long, env = "SMC_SECURE_COOKIES")]
    pub secure_cookies: bool,

    /// Password of the `admin` account made on the first start of an empty store (12 to 128
    /// characters); without it a random one is made and printed once. Read from the
    /// environment only, so that it never shows in the process list.
    #[arg(skip = std::env::var("SMC_ADMIN_PASSWORD").ok())]
    pub admin_password: Option<String>,

    /// Instead of serving: manage accounts.
    #[command(subcommand)]
    pub command: Option<Command>,
}

impl Config {
    /// How many worker threads serve connections: as asked, else one per core.
    pub fn workers(&self) -> NonZeroUsize {
        self.workers
            .or_else(|| std::thread::available_parallelism().ok())
            .unwrap_or(NonZeroUsize::MIN)
    }
}

/// What the binary does instead of serving.
#[derive(Debug, Clone, Subcommand)]
pub enum Command {
    /// Manage the accounts of the admin area (the password is read from standard input).
    Admin {
        /// What to do.
        #[command(subcommand)]
        action: AdminAction,
    },
}

/// An account command; the server must not be running on the same data directory.
#[derive(Debug, Clone, Subcommand)]
pub enum AdminAction {
    /// Add an admin account.
    Add {
        /// Its username: lower-case letters, digits, '.', '_' or '-'.
        username: String,
    },
    /// Give an account a new password.
    SetPassword {
        /// The account's username.
        username: String,
    },
}

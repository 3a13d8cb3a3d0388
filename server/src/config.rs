//! The server's settings, read once from command-line flags or `SMC_*` environment variables.

use std::net::IpAddr;
use std::num::NonZeroUsize;
use std::path::PathBuf;
use std::time::Duration;

use clap::{Parser, Subcommand};

use crate::client_address::TrustedProxies;
use crate::connections::Limits;
use crate::logs::LogFormat;
use crate::render::worker::WorkerSettings;
use crate::staging::PageMark;

/// Settings of one server process.
#[derive(Debug, Clone, Parser)]
#[command(
    name = "server",
    version,
    about = "Serves the Singrauli Municipal Corporation website and its API"
)]
pub struct Config {
    /// The log's form: `text` for a person to read, `json` for one object a line with the time
    /// in UTC and in India (journald, a log collector).
    #[arg(long, env = "SMC_LOG_FORMAT", value_enum, default_value_t = LogFormat::Text)]
    pub log_format: LogFormat,

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

    /// A request head must be complete this long after its first byte ("10s", "500ms").
    #[arg(long, env = "SMC_HEADER_TIMEOUT", default_value = "10s", value_parser = duration)]
    pub header_timeout: Duration,

    /// A connection without a request in progress is closed after this long ("60s", "2m").
    #[arg(long, env = "SMC_IDLE_TIMEOUT", default_value = "60s", value_parser = duration)]
    pub idle_timeout: Duration,

    /// The slowest request body accepted, in bytes a second (measured over the body rate
    /// window); 0 for no minimum.
    #[arg(long, env = "SMC_BODY_MIN_RATE", default_value_t = Limits::BODY_MIN_RATE)]
    pub body_min_rate: u64,

    /// The span a request body's rate is measured over ("10s").
    #[arg(long, env = "SMC_BODY_RATE_WINDOW", default_value = "10s", value_parser = duration)]
    pub body_rate_window: Duration,

    /// Most connections open at once; by default three quarters of the file descriptors the
    /// process may still open when it starts.
    #[arg(long, env = "SMC_MAX_CONNECTIONS")]
    pub max_connections: Option<usize>,

    /// The site's origin as visitors' browsers see it (`https://smc.example.in`), when it is
    /// served behind a proxy; several may be given, separated by commas. Writes sent with the
    /// session cookie from any other origin are refused. Without it, the origin each request
    /// was addressed to (its `Host`).
    #[arg(long, env = "SMC_ORIGIN", value_delimiter = ',')]
    pub origin: Vec<String>,

    /// The proxies in front of this server (nginx with TLS), as addresses and CIDR ranges
    /// separated by commas (`127.0.0.1,::1`); none by default. On a connection from one of them
    /// the client is the rightmost address of `X-Forwarded-For` that is not itself one of them;
    /// on any other connection the header is ignored. Every per-address limit, the audit log and
    /// the logs use that address.
    #[arg(long, env = "SMC_TRUSTED_PROXIES", default_value = "")]
    pub trusted_proxies: TrustedProxies,

    /// Run as a staging copy of the site: every page says "Staging copy: not the official
    /// website" in both languages, and search engines are asked not to index it.
    #[arg(long, env = "SMC_STAGING")]
    pub staging: bool,

    /// Mark the session cookie Secure: set it when the site is served over HTTPS (through a
    /// TLS proxy in front of this server).
    #[arg(long, env = "SMC_SECURE_COOKIES")]
    pub secure_cookies: bool,

    /// The Node executable that runs the render worker.
    #[arg(long, env = "SMC_NODE", default_value = "node")]
    pub node: PathBuf,

    /// The render worker's script (built with the web app), which renders the public pages with
    /// the store's content; by default `dist-render/worker.mjs` beside the web directory
    /// (`web/dist-render/worker.mjs` for `web/dist`).
    #[arg(long, env = "SMC_RENDER_WORKER")]
    pub render_worker: Option<PathBuf>,

    /// Runs the server's clock this far ahead of the system clock ("36h", "2days"): what
    /// the site shows, when scheduled items go on and expired ones move to their archive,
    /// and when sessions end all follow it, to rehearse a date or test a schedule. Never set
    /// on the public site.
    #[arg(long, env = "SMC_CLOCK_AHEAD", value_parser = duration)]
    pub clock_ahead: Option<Duration>,

    /// Most messages of citizens' feedback one address may send in an hour (a shared office
    /// connection may need more than the default); refused messages do not count.
    #[arg(long, env = "SMC_FEEDBACK_PER_HOUR", default_value_t = crate::submissions::PER_ADDRESS)]
    pub feedback_per_hour: usize,

    /// Most lookups of tracking numbers (`GET /api/feedback/{trackingId}`) one address may
    /// make in a minute, found or not: far more than a citizen needs, far fewer than finding a
    /// number by trying needs.
    #[arg(long, env = "SMC_FEEDBACK_LOOKUPS_PER_MINUTE", default_value_t = crate::submissions::LOOKUPS_PER_MINUTE)]
    pub feedback_lookups_per_minute: usize,

    /// Most answers to "Was this page useful?" one address may send in an hour; refused ones
    /// do not count.
    #[arg(long, env = "SMC_PAGE_FEEDBACK_PER_HOUR", default_value_t = crate::routes::page_feedback::PER_ADDRESS)]
    pub page_feedback_per_hour: usize,

    /// Serve the metrics in Prometheus' text format at `GET /metrics` on this address (a
    /// loopback one: `127.0.0.1:9464`); off when not given.
    #[arg(long, env = "SMC_METRICS_LISTEN")]
    pub metrics_listen: Option<std::net::SocketAddr>,

    /// The folder of the daily backups (`server backup --rotate`), whose newest complete one
    /// the metrics report.
    #[arg(long, env = "SMC_BACKUP_DIR")]
    pub backup_dir: Option<PathBuf>,

    /// Below this many MiB free on the data directory's disk, `GET /api/ready` answers 503:
    /// saves and uploads would soon fail.
    #[arg(long, env = "SMC_MIN_FREE_DISK_MIB", default_value_t = 512)]
    pub min_free_disk_mib: u64,

    /// The mail server the site sends its mail through: `smtp://mail.example.in:587?tls=required`
    /// (STARTTLS, which must succeed), `smtps://mail.example.in` (TLS from the first byte), or
    /// `smtp://127.0.0.1:25` (a relay on this machine). Its account comes from the environment
    /// only (`SMC_SMTP_USERNAME`, and `SMC_SMTP_PASSWORD` or the file `SMC_SMTP_PASSWORD_FILE`
    /// names). Without it no mail is sent or queued.
    #[arg(long, env = "SMC_SMTP_URL")]
    pub smtp_url: Option<String>,

    /// The sender of the site's mail (`Singrauli Municipal Corporation <noreply@smc.example.in>`);
    /// needed with `--smtp-url`.
    #[arg(long, env = "SMC_MAIL_FROM")]
    pub mail_from: Option<String>,

    /// The mail server's account, from the environment (never printed).
    #[arg(skip = crate::mail::smtp::SmtpAccount::from_env())]
    pub smtp_account: Option<crate::mail::smtp::SmtpAccount>,

    /// Password of the `admin` account made on the first start of an empty store (12 to 128
    /// characters): `SMC_ADMIN_PASSWORD`, else the first line of the file
    /// `SMC_ADMIN_PASSWORD_FILE` names; without either a random one is made and printed once.
    /// Read from the environment only, so that it never shows in the process list.
    #[arg(skip = first_admin_password())]
    pub admin_password: Option<String>,

    /// Instead of serving: manage accounts.
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// The first admin's password from the environment, or from the file it names.
fn first_admin_password() -> Option<String> {
    if let Ok(password) = std::env::var("SMC_ADMIN_PASSWORD") {
        return Some(password);
    }
    let file = std::env::var_os("SMC_ADMIN_PASSWORD_FILE")?;
    match std::fs::read_to_string(&file) {
        Ok(text) => text.lines().next().map(str::to_owned),
        Err(error) => {
            eprintln!(
                "cannot read the first admin's password from {}: {error}",
                std::path::Path::new(&file).display()
            );
            None
        }
    }
}

/// A duration such as "10s", "500ms" or "2m".
fn duration(text: &str) -> Result<Duration, humantime::DurationError> {
    humantime::parse_duration(text)
}

impl Config {
    /// The limits every connection is held to.
    pub fn limits(&self) -> Limits {
        Limits {
            header_timeout: self.header_timeout,
            idle_timeout: self.idle_timeout,
            body_min_rate: self.body_min_rate,
            body_rate_window: self.body_rate_window,
            max_connections: self.max_connections,
        }
    }

    /// What `GET /api/ready` checks besides the store and the rendering.
    pub fn ready_checks(&self) -> ReadyChecks {
        ReadyChecks {
            data_dir: self.data_dir.clone(),
            min_free_disk: self.min_free_disk_mib.saturating_mul(1 << 20),
        }
    }

    /// How to start the render worker.
    pub fn worker_settings(&self) -> WorkerSettings {
        WorkerSettings {
            node: self.node.clone(),
            script: self.render_worker.clone().unwrap_or_else(|| {
                self.web_dir
                    .parent()
                    .unwrap_or(std::path::Path::new("."))
                    .join("dist-render")
                    .join("worker.mjs")
            }),
            web_dir: self.web_dir.clone(),
            timeout: Duration::from_mins(1),
            mark: PageMark::new(self.staging),
        }
    }

    /// How the site sends mail: `None` without `--smtp-url`.
    pub fn mail_settings(
        &self,
    ) -> Result<Option<crate::mail::smtp::MailSettings>, crate::mail::smtp::MailError> {
        // An empty setting (`SMC_SMTP_URL=` in the package's settings) is none.
        let Some(url) = given(self.smtp_url.as_ref()) else {
            return Ok(None);
        };
        crate::mail::smtp::MailSettings::new(
            url,
            given(self.mail_from.as_ref()),
            self.smtp_account.as_ref(),
        )
        .map(Some)
    }

    /// How many worker threads serve connections: as asked, else one per core.
    pub fn workers(&self) -> NonZeroUsize {
        self.workers
            .or_else(|| std::thread::available_parallelism().ok())
            .unwrap_or(NonZeroUsize::MIN)
    }
}

/// `value` unless it is empty (a setting written `NAME=` in an environment file).
fn given(value: Option<&String>) -> Option<&str> {
    value
        .map(String::as_str)
        .filter(|text| !text.trim().is_empty())
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
    /// Copy the store and the uploaded files into a new folder, with a manifest of their sizes
    /// and digests; the server may be running.
    Backup {
        /// The folder to write (new, or empty); with --rotate, the folder of dated backups;
        /// with --verify, the backup to check.
        dir: PathBuf,
        /// Write a backup named for this moment inside DIR, then keep the newest of each of the
        /// last 7 days, 4 weeks and 12 months and remove the other backups there.
        #[arg(long, conflicts_with = "verify")]
        rotate: bool,
        /// Check the backup in DIR instead: every file against its manifest, the store, and
        /// every item of content against today's rules.
        #[arg(long)]
        verify: bool,
        /// With --rotate: a command (run by `sh -c`) after the backup, with `SMC_BACKUP` naming
        /// it, to copy it off the machine; the backup fails when the command fails.
        #[arg(long, env = "SMC_AFTER_BACKUP")]
        after_backup: Option<String>,
    },
    /// Put a backup in place of the data directory's store and uploaded files, with the server
    /// stopped.
    Restore {
        /// The backup's folder.
        dir: PathBuf,
        /// Replace the store the data directory holds.
        #[arg(long)]
        force: bool,
    },
    /// Write the content as the JSON files of `content/`; the server may be running.
    Export {
        /// The folder to write.
        dir: PathBuf,
    },
    /// For a defacement or a breach: every public page becomes a notice in both languages
    /// while staff keep working in the admin area (`on "<en>" "<hi>"`), until `off`.
    Maintenance {
        /// On or off.
        #[command(subcommand)]
        action: MaintenanceAction,
    },
    /// Send a test letter, in both languages, through the mail server of `--smtp-url` to an
    /// address, and say whether the server took it; the site may be running.
    MailTest {
        /// The address to send it to.
        to: String,
    },
    /// Make the JSON files of a folder (as `export` writes them) the store's content, with the
    /// server stopped; every item is checked by its kind's rules first.
    Import {
        /// The folder to read.
        dir: PathBuf,
    },
}

/// Turning the maintenance switch; the server may be running (it sees the change within a
/// second).
#[derive(Debug, Clone, Subcommand)]
pub enum MaintenanceAction {
    /// Make every public page a notice in both languages; staff keep the admin area.
    On {
        /// The notice in English.
        en: String,
        /// The notice in Hindi.
        hi: String,
    },
    /// Make the site public again.
    Off,
}

/// An account command; the server must not be running on the same data directory.
#[derive(Debug, Clone, Subcommand)]
pub enum AdminAction {
    /// Add an admin account.
    Add {
        /// Its username: lower-case letters, digits, '.', '_' or '-'.
        username: String,
    },
    /// Give an account a new password (which ends its sessions).
    SetPassword {
        /// The account's username.
        username: String,
    },
    /// End every session of an account (nothing is read from standard input).
    RevokeSessions {
        /// The account's username.
        username: String,
    },
}

/// What `GET /api/ready` checks beyond the store and the rendering, as the command line sets it.
#[derive(Debug, Clone)]
pub struct ReadyChecks {
    /// The data directory, whose disk must have room.
    pub data_dir: PathBuf,
    /// Below this many bytes free, the server is not ready.
    pub min_free_disk: u64,
}

//! A real SMTP server on loopback for the tests of the site's mail: `bench/lib/smtp-server.py`
//! (Debian's python3-aiosmtpd, which `npm test` installs), one per test, and the mail it
//! received, read from its folder as a mail reader shows it.

use std::io::{BufRead, BufReader};
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;

/// How long a test waits for mail to arrive.
const PATIENCE: Duration = Duration::from_secs(20);

/// A running SMTP server.
pub struct SmtpServer {
    child: Child,
    /// Its port on 127.0.0.1.
    pub port: u16,
    dir: tempfile::TempDir,
}

/// A message the server received.
#[derive(Debug, Clone)]
pub struct Received {
    /// The envelope's recipients.
    pub to: Vec<String>,
    /// Whether it came over TLS.
    pub tls: bool,
    /// The account that signed in to send it.
    pub auth_user: Option<String>,
    /// Its headers, decoded, by lower-case name.
    pub headers: serde_json::Map<String, Value>,
    /// Its text, decoded.
    pub text: String,
}

impl Received {
    /// The header `name` (lower case), decoded.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.get(name).and_then(Value::as_str)
    }

    /// Its subject, decoded.
    pub fn subject(&self) -> &str {
        self.header("subject").unwrap_or_default()
    }
}

impl SmtpServer {
    /// A server on a free port, with the options of `smtp-server.py` (`--refuse-first 1`).
    pub fn start(options: &[&str]) -> Self {
        Self::start_on(0, options)
    }

    /// A server on `port` (0: a free one).
    pub fn start_on(port: u16, options: &[&str]) -> Self {
        let dir = tempfile::tempdir().expect("temp dir");
        let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../bench/lib/smtp-server.py");
        let mut child = Command::new("/usr/bin/python3")
            .arg(script)
            .arg("--dir")
            .arg(dir.path())
            .args(["--port", &port.to_string()])
            .args(options)
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("python3 runs");
        let mut line = String::new();
        BufReader::new(child.stdout.take().expect("stdout"))
            .read_line(&mut line)
            .expect("reads");
        let Some(port) = line.trim().strip_prefix("listening on ") else {
            let output = child.wait_with_output().expect("stops");
            panic!(
                "the SMTP server did not start (Debian's python3-aiosmtpd is needed: `npm test` \
                 installs it): {}",
                String::from_utf8_lossy(&output.stderr)
            );
        };
        let port = port.parse().expect("a port");
        Self { child, port, dir }
    }

    /// Its URL for `--smtp-url`, in clear on loopback.
    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// What it has received so far, in order.
    pub fn received(&self) -> Vec<Received> {
        let mut numbers: Vec<u64> = std::fs::read_dir(self.dir.path())
            .expect("its folder")
            .filter_map(|entry| {
                let name = entry.ok()?.file_name().into_string().ok()?;
                name.strip_suffix(".json")?.parse().ok()
            })
            .collect();
        numbers.sort_unstable();
        numbers
            .into_iter()
            .map(|number| {
                let file = self.dir.path().join(format!("{number}.json"));
                let facts: Value =
                    serde_json::from_slice(&std::fs::read(file).expect("reads")).expect("JSON");
                Received {
                    to: serde_json::from_value(facts["rcptTos"].clone()).expect("recipients"),
                    tls: facts["tls"] == true,
                    auth_user: facts["authUser"].as_str().map(str::to_owned),
                    headers: facts["headers"].as_object().cloned().unwrap_or_default(),
                    text: facts["text"].as_str().unwrap_or_default().to_owned(),
                }
            })
            .collect()
    }

    /// What it has received once it has `count` messages, or `None` yet; a test that waited
    /// past [`PATIENCE`] since `start` fails.
    fn arrived(&self, count: usize, start: Instant) -> Option<Vec<Received>> {
        let received = self.received();
        if received.len() >= count {
            return Some(received);
        }
        assert!(
            start.elapsed() < PATIENCE,
            "{count} message(s) expected, {} arrived",
            received.len()
        );
        None
    }

    /// Waits (on the runtime's timer) until it has received `count` messages; them.
    pub async fn wait_for(&self, count: usize) -> Vec<Received> {
        let start = Instant::now();
        loop {
            if let Some(received) = self.arrived(count, start) {
                return received;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }

    /// Waits (blocking the thread) until it has received `count` messages; them.
    pub fn wait_for_blocking(&self, count: usize) -> Vec<Received> {
        let start = Instant::now();
        loop {
            if let Some(received) = self.arrived(count, start) {
                return received;
            }
            std::thread::sleep(Duration::from_millis(50));
        }
    }
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

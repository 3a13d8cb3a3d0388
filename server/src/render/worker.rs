//! The Node process that renders pages (`web/src/render/worker.ts`, built to
//! `web/dist-render/worker.mjs`): started when first needed, asked one request at a time over
//! its standard input and output (one JSON line each way, `protocol.rs`), its standard error
//! logged, and started again after it dies or stops answering. While it renders, it asks for each
//! content list a page reads and is answered with the list as the API sends it: it holds only
//! what the pages it rendered read, never the whole store.

use std::path::PathBuf;
use std::process::Stdio;
use std::time::Duration;

use axum::body::Bytes;
use tokio::io::{AsyncBufReadExt, AsyncWriteExt, BufReader, Lines};
use tokio::process::{Child, ChildStdin, ChildStdout, Command};

use crate::staging::PageMark;

use super::protocol::{Answer, ListReply, Need, Ready, Request};
pub use super::protocol::{PageAnswer, PageOrder};

/// How to start the worker.
#[derive(Debug, Clone)]
pub struct WorkerSettings {
    /// The Node executable (`node`, found on the `PATH`).
    pub node: PathBuf,
    /// The worker's script (`web/dist-render/worker.mjs`).
    pub script: PathBuf,
    /// The built web app whose pages it fills (`web/dist`).
    pub web_dir: PathBuf,
    /// Longest wait for the worker to start, or to answer one request.
    pub timeout: Duration,
    /// How the pages it renders are marked before they are sent (a staging copy's banner).
    pub mark: PageMark,
}

/// Why pages could not be rendered.
#[derive(Debug, thiserror::Error)]
pub enum WorkerError {
    /// The worker's script is not there (the web app was built without it).
    #[error("the render worker {0} does not exist")]
    Missing(PathBuf),
    /// Node could not be started.
    #[error("cannot start {node}: {source}")]
    Spawn {
        /// The executable.
        node: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The worker did not start or answer in time.
    #[error("the render worker did not answer within {0:?}")]
    Timeout(Duration),
    /// The worker ended or its pipes broke.
    #[error("the render worker stopped: {0}")]
    Stopped(String),
    /// The worker said something that is not an answer.
    #[error("the render worker's answer is unreadable: {0}")]
    Unreadable(String),
}

/// A running worker.
pub struct Worker {
    child: Child,
    stdin: ChildStdin,
    lines: Lines<BufReader<ChildStdout>>,
    /// The paths of the pages it renders.
    pub pages: Vec<String>,
    next_id: u64,
    timeout: Duration,
    mark: PageMark,
}

impl Worker {
    /// Starts the worker and waits until it is ready.
    pub async fn start(settings: &WorkerSettings) -> Result<Self, WorkerError> {
        if !settings.script.is_file() {
            return Err(WorkerError::Missing(settings.script.clone()));
        }
        let mut child = Command::new(&settings.node)
            // V8's young generation at 1 MiB a semi-space, not 16: the two workers hold about
            // 30 MiB less between them, for rendering about as fast (docs/performance.md).
            .arg("--max-semi-space-size=1")
            .arg(&settings.script)
            .arg(&settings.web_dir)
            .env("NODE_ENV", "production")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .kill_on_drop(true)
            .spawn()
            .map_err(|source| WorkerError::Spawn {
                node: settings.node.clone(),
                source,
            })?;
        let stdin = child.stdin.take().expect("piped");
        let stdout = child.stdout.take().expect("piped");
        if let Some(stderr) = child.stderr.take() {
            tokio::spawn(async move {
                let mut lines = BufReader::new(stderr).lines();
                while let Ok(Some(line)) = lines.next_line().await {
                    tracing::warn!(worker = %line, "render worker");
                }
            });
        }
        let mut lines = BufReader::with_capacity(1 << 20, stdout).lines();
        let line = read_line(&mut lines, settings.timeout).await?;
        let ready: Ready =
            serde_json::from_str(&line).map_err(|e| WorkerError::Unreadable(e.to_string()))?;
        if !ready.ready {
            return Err(WorkerError::Unreadable(line));
        }
        Ok(Self {
            child,
            stdin,
            lines,
            pages: ready.pages,
            next_id: 1,
            timeout: settings.timeout,
            mark: settings.mark.clone(),
        })
    }

    /// Renders `pages`, answering each content list the worker asks for while it renders them
    /// with `lists` (the body of `GET /api/content/{key}`, or `None` when there is no such
    /// list); with `fresh`, the worker first forgets every list it was given before (what
    /// visitors see has changed since).
    pub async fn render(
        &mut self,
        fresh: bool,
        pages: &[PageOrder],
        lists: impl Fn(&str) -> Option<Bytes>,
    ) -> Result<Vec<PageAnswer>, WorkerError> {
        let id = self.next_id;
        self.next_id += 1;
        let request = Request { id, fresh, pages };
        let mut line = serde_json::to_vec(&request).expect("JSON serialises");
        line.push(b'\n');
        self.send(&line).await?;
        let answer = loop {
            let line = read_line(&mut self.lines, self.timeout).await?;
            if line.starts_with(Need::START) {
                let need: Need = serde_json::from_str(&line)
                    .map_err(|e| WorkerError::Unreadable(e.to_string()))?;
                let list = lists(&need.need);
                self.send(&ListReply::line(list.as_deref())).await?;
                continue;
            }
            break serde_json::from_str::<Answer>(&line)
                .map_err(|e| WorkerError::Unreadable(e.to_string()))?;
        };
        if let Some(error) = answer.error {
            return Err(WorkerError::Unreadable(error));
        }
        if answer.id != Some(id) {
            return Err(WorkerError::Unreadable(format!(
                "an answer to request {:?}, not {id}",
                answer.id
            )));
        }
        let mut pages = answer.pages;
        for page in &mut pages {
            page.html = page.html.take().map(|html| self.mark.apply(html));
        }
        Ok(pages)
    }

    /// Writes `line` to the worker.
    async fn send(&mut self, line: &[u8]) -> Result<(), WorkerError> {
        let write = async {
            self.stdin.write_all(line).await?;
            self.stdin.flush().await
        };
        tokio::time::timeout(self.timeout, write)
            .await
            .map_err(|_| WorkerError::Timeout(self.timeout))?
            .map_err(|e| WorkerError::Stopped(e.to_string()))
    }

    /// Stops the worker.
    pub async fn stop(mut self) {
        let _ = self.child.kill().await;
    }
}

async fn read_line(
    lines: &mut Lines<BufReader<ChildStdout>>,
    timeout: Duration,
) -> Result<String, WorkerError> {
    match tokio::time::timeout(timeout, lines.next_line()).await {
        Err(_) => Err(WorkerError::Timeout(timeout)),
        Ok(Err(e)) => Err(WorkerError::Stopped(e.to_string())),
        Ok(Ok(None)) => Err(WorkerError::Stopped("its output ended".into())),
        Ok(Ok(Some(line))) => Ok(line),
    }
}

//! Receiving one file of a multipart request: streamed into a temporary file with its size
//! limit checked as each chunk arrives, its first bytes kept for recognising its kind, then
//! moved under its stored name once the whole request is accepted.

use std::path::PathBuf;

use axum::extract::multipart::{Field, MultipartError};
use axum::http::StatusCode;
use tokio::io::AsyncWriteExt;

use super::UploadDir;
use crate::connections::is_too_slow;
use crate::error::AppError;
use crate::random::random_hex;

/// A file received into the uploads folder under a temporary name; removed when dropped
/// unless it was placed.
#[derive(Debug)]
pub struct Received {
    temp: Option<PathBuf>,
    /// The first bytes (as many as were asked for), to recognise its kind.
    pub head: Vec<u8>,
    /// Its size in bytes.
    pub size: u64,
    /// The name the client gave it (used only for the name offered on download).
    pub client_name: String,
}

impl Received {
    /// The whole file, read from its temporary copy (a PDF's pages are counted from it).
    pub async fn contents(&self) -> std::io::Result<Vec<u8>> {
        match &self.temp {
            Some(temp) => tokio::fs::read(temp).await,
            None => Ok(Vec::new()),
        }
    }
}

impl Drop for Received {
    fn drop(&mut self) {
        if let Some(temp) = self.temp.take() {
            let _ = std::fs::remove_file(temp);
        }
    }
}

/// A file moved under its stored name; removed when dropped unless `keep` was called (after
/// the store saved its record).
#[derive(Debug)]
pub struct Placed {
    path: Option<PathBuf>,
}

impl Placed {
    /// The file stays: its record is saved.
    pub fn keep(mut self) {
        self.path = None;
    }
}

impl Drop for Placed {
    fn drop(&mut self) {
        if let Some(path) = self.path.take() {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Why the multipart body could not be read: too large for the route's limit, too slow, or
/// malformed.
pub fn multipart_error(error: &MultipartError) -> AppError {
    if is_too_slow(error) {
        AppError::TooSlow
    } else if error.status() == StatusCode::PAYLOAD_TOO_LARGE {
        AppError::TooLarge("The request is larger than this form accepts.")
    } else {
        AppError::BadRequest("The form data could not be read.")
    }
}

/// What a route says about the file it receives.
pub struct Expect {
    /// Most bytes the file may have.
    pub max_bytes: u64,
    /// The refusal when it has more.
    pub too_large: &'static str,
    /// How many leading bytes to keep in [`Received::head`].
    pub head_bytes: usize,
    /// Whether the first bytes (at least `early_bytes` of them, or the whole file when it is
    /// shorter) can start a file of the accepted kind; a file that cannot is refused at once,
    /// without reading the rest.
    pub can_start: fn(&[u8]) -> bool,
    /// How many bytes `can_start` needs.
    pub early_bytes: usize,
    /// The refusal when it cannot.
    pub wrong_type: fn() -> AppError,
}

impl UploadDir {
    /// Streams `field` into a temporary file, refusing it (and removing what was written) as
    /// soon as it passes `expect.max_bytes` or starts like another kind of file.
    pub async fn receive(
        &self,
        field: &mut Field<'_>,
        expect: &Expect,
    ) -> Result<Received, AppError> {
        let temp = self.root.join(format!(".incoming-{}", random_hex::<16>()));
        // Owner-only from its first byte; it keeps its mode when it is moved into place.
        let mut options = tokio::fs::OpenOptions::from(crate::private::options());
        let mut file = options.write(true).create_new(true).open(&temp).await?;
        let mut received = Received {
            temp: Some(temp),
            head: Vec::new(),
            size: 0,
            client_name: field.file_name().unwrap_or_default().to_owned(),
        };
        let mut started = false;
        while let Some(chunk) = field.chunk().await.map_err(|e| multipart_error(&e))? {
            received.size += chunk.len() as u64;
            if received.size > expect.max_bytes {
                return Err(AppError::TooLarge(expect.too_large));
            }
            let wanted = expect.head_bytes.saturating_sub(received.head.len());
            received
                .head
                .extend_from_slice(&chunk[..wanted.min(chunk.len())]);
            if !started && received.head.len() >= expect.early_bytes {
                if !(expect.can_start)(&received.head) {
                    return Err((expect.wrong_type)());
                }
                started = true;
            }
            file.write_all(&chunk).await?;
        }
        if !started && received.size > 0 && !(expect.can_start)(&received.head) {
            return Err((expect.wrong_type)());
        }
        file.sync_all().await?;
        Ok(received)
    }

    /// Moves a received file under `name`, durably: the file's bytes were synced when it was
    /// received, and the folder is synced after the rename.
    pub async fn place(&self, mut received: Received, name: &str) -> Result<Placed, AppError> {
        let temp = received
            .temp
            .take()
            .expect("a received file has a temporary path");
        let path = self.path_of(name);
        if let Err(error) = tokio::fs::rename(&temp, &path).await {
            let _ = tokio::fs::remove_file(&temp).await;
            return Err(error.into());
        }
        let placed = Placed { path: Some(path) };
        let root = self.root.clone();
        tokio::task::spawn_blocking(move || std::fs::File::open(root)?.sync_all()).await??;
        Ok(placed)
    }
}

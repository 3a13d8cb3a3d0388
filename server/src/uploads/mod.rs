//! Uploaded files on disk, under `<data dir>/uploads/`: received into a temporary file while
//! the request streams (never held in memory whole), checked, then moved under a name the
//! server makes (never the client's). Files are served from `/uploads/<name>` only when the
//! store has their record (`crate::site::uploaded`).

mod image;
mod incoming;
mod names;
mod pdf;
pub mod texts;
pub mod unused;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use crate::error::AppError;
use crate::store::Store;

pub use image::Image;
pub use incoming::{Expect, Placed, Received, multipart_error};
pub use names::{is_issued_name, name_of_url, safe_file_name, upload_name, uploads_url};
pub use pdf::{
    Bomb, Limits, MAX_TEXT_BYTES, PageText, PdfContents, PdfRead, PdfReads, PdfText, Reading,
    Refused, TextSource, TooComplex, blank_pdf, bomb_pdf, page_count, pdf_facts, read_contents,
    read_pages, read_text, samples, scanned_pdf, text_pdf,
};

/// The folder of uploaded files.
#[derive(Debug, Clone)]
pub struct UploadDir {
    /// Shared: the app state, this among it, is cloned for every request.
    root: Arc<Path>,
    /// The turns of reading uploaded PDFs, shared by every request.
    pub pdf_reads: PdfReads,
}

impl UploadDir {
    /// The uploads folder of `data_dir`, created if missing (for the server's account alone,
    /// as every file in it: `crate::private`). Temporary files left by a crash (`.incoming-*`)
    /// are removed: nothing refers to them.
    pub fn open(data_dir: &Path) -> std::io::Result<Self> {
        let root = data_dir.join("uploads");
        crate::private::create_dir_all(&root)?;
        for entry in std::fs::read_dir(&root)? {
            let entry = entry?;
            if entry
                .file_name()
                .to_string_lossy()
                .starts_with(".incoming-")
            {
                std::fs::remove_file(entry.path())?;
            }
        }
        Ok(Self {
            root: root.into(),
            pdf_reads: PdfReads::default(),
        })
    }

    /// Removes stored files that no record names: a crash between moving a file into place and
    /// saving its record leaves one behind, which nothing can ever serve. Runs at start-up,
    /// before any request; files of other names are left alone.
    pub fn sweep(&self, store: &Store) -> Result<usize, AppError> {
        let mut removed = 0;
        for entry in std::fs::read_dir(&self.root)? {
            let name = entry?.file_name().to_string_lossy().into_owned();
            if is_issued_name(&name) && store.upload(&name)?.is_none() {
                std::fs::remove_file(self.path_of(&name))?;
                removed += 1;
            }
        }
        Ok(removed)
    }

    /// Where the file of that name is.
    pub fn path_of(&self, name: &str) -> PathBuf {
        self.root.join(name)
    }

    /// Removes stored files that no record refers to any more (after the change that dropped
    /// their records is saved); a file that cannot be removed is only logged.
    pub fn remove(&self, names: &[String]) {
        for name in names {
            if let Err(error) = std::fs::remove_file(self.path_of(name)) {
                tracing::warn!(%name, %error, "cannot remove an uploaded file");
            }
        }
    }

    /// How many entries the folder holds (tests check that refused uploads leave nothing).
    pub fn entry_count(&self) -> std::io::Result<usize> {
        Ok(std::fs::read_dir(&self.root)?.count())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn opening_creates_the_folder_and_clears_unfinished_files() {
        let data = tempfile::tempdir().unwrap();
        let dir = UploadDir::open(data.path()).unwrap();
        std::fs::write(dir.path_of(".incoming-abc"), b"half").unwrap();
        std::fs::write(dir.path_of("kept.pdf"), b"%PDF-").unwrap();
        let dir = UploadDir::open(data.path()).unwrap();
        assert_eq!(dir.entry_count().unwrap(), 1);
        assert!(dir.path_of("kept.pdf").exists());
    }

    #[test]
    fn a_sweep_removes_only_issued_names_without_a_record() {
        let data = tempfile::tempdir().unwrap();
        let store = Store::open(data.path()).unwrap();
        let dir = UploadDir::open(data.path()).unwrap();
        let (recorded, orphan) = (upload_name("pdf"), upload_name("png"));
        store
            .add_upload(
                &recorded,
                &crate::store::uploads::UploadRecord {
                    media_type: "application/pdf".into(),
                    file_name: "a.pdf".into(),
                    bytes: 5,
                    uploaded_at: "2026-11-22T00:00:00Z".into(),
                    pages: None,
                    feedback: false,
                },
            )
            .unwrap();
        for name in [&recorded, &orphan, &"notes.txt".to_owned()] {
            std::fs::write(dir.path_of(name), b"%PDF-").unwrap();
        }
        assert_eq!(dir.sweep(&store).unwrap(), 1);
        assert!(dir.path_of(&recorded).exists() && dir.path_of("notes.txt").exists());
        assert!(!dir.path_of(&orphan).exists());
    }
}

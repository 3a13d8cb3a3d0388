//! Uploaded files on disk, under `<data dir>/uploads/`: received into a temporary file while
//! the request streams (never held in memory whole), checked, then moved under a name the
//! server makes (never the client's). Files are served from `/uploads/<name>` only when the
//! store has their record.

mod incoming;
mod names;
mod serve;

use std::path::{Path, PathBuf};

pub use incoming::{Expect, Placed, Received, multipart_error};
pub use names::{is_issued_name, name_of_url, safe_file_name, upload_name, uploads_url};
pub use serve::serve_upload;

/// The folder of uploaded files.
#[derive(Debug, Clone)]
pub struct UploadDir {
    root: PathBuf,
}

impl UploadDir {
    /// The uploads folder of `data_dir`, created if missing. Temporary files left by a crash
    /// (`.incoming-*`) are removed: nothing refers to them.
    pub fn open(data_dir: &Path) -> std::io::Result<Self> {
        let root = data_dir.join("uploads");
        std::fs::create_dir_all(&root)?;
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
        Ok(Self { root })
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
}

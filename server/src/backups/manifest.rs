//! What a backup holds, written beside it as `MANIFEST.json` when it is complete: the size and
//! SHA-256 of the store and of every uploaded file, as they were copied. `server backup
//! --verify` reads every file again against it, so a backup damaged on its way to another
//! machine, or on a failing disk, is found before the day it is needed.

use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;

use serde::{Deserialize, Serialize};
use sha2::{Digest, Sha256};

use super::{BackupError, io};
use crate::random::hex;

/// The manifest's file name in a backup folder.
pub const FILE_NAME: &str = "MANIFEST.json";

/// One file of a backup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct FileSum {
    /// Its size.
    pub bytes: u64,
    /// Its SHA-256, in hex.
    pub sha256: String,
}

/// Every file of a backup.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Manifest {
    /// When the backup was made (RFC 3339).
    pub made_at: String,
    /// The store file.
    pub store: FileSum,
    /// The uploaded files, by name.
    pub uploads: BTreeMap<String, FileSum>,
}

/// The size and SHA-256 of the file at `path`, read in pieces.
pub fn sum_of(path: &Path) -> Result<FileSum, BackupError> {
    let mut file = std::fs::File::open(path).map_err(io(path))?;
    let mut hasher = Sha256::new();
    let mut buffer = vec![0u8; 64 * 1024];
    let mut bytes = 0u64;
    loop {
        let read = file.read(&mut buffer).map_err(io(path))?;
        if read == 0 {
            break;
        }
        hasher.update(&buffer[..read]);
        bytes += read as u64;
    }
    Ok(FileSum {
        bytes,
        sha256: hex(&hasher.finalize()),
    })
}

/// The files of the backup folder `dir`'s `uploads/`, by name.
pub fn upload_files(dir: &Path) -> Result<Vec<(String, std::path::PathBuf)>, BackupError> {
    let folder = dir.join("uploads");
    let mut files = Vec::new();
    for entry in std::fs::read_dir(&folder).map_err(io(&folder))? {
        let path = entry.map_err(io(&folder))?.path();
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or_default()
            .to_owned();
        files.push((name, path));
    }
    Ok(files)
}

impl Manifest {
    /// The manifest of the backup in `dir`: its store file and every file of its `uploads/`.
    pub fn of(dir: &Path, made_at: &str) -> Result<Self, BackupError> {
        let store = sum_of(&dir.join(crate::store::FILE_NAME))?;
        let mut uploads = BTreeMap::new();
        for (name, path) in upload_files(dir)? {
            uploads.insert(name, sum_of(&path)?);
        }
        Ok(Self {
            made_at: made_at.to_owned(),
            store,
            uploads,
        })
    }

    /// Writes it into the backup folder `dir`, owner-only.
    pub fn write(&self, dir: &Path) -> Result<(), BackupError> {
        let path = dir.join(FILE_NAME);
        let mut text = serde_json::to_string_pretty(self).expect("a manifest serialises");
        text.push('\n');
        crate::private::write(&path, text.as_bytes()).map_err(io(&path))
    }

    /// The manifest of the backup folder `dir`.
    pub fn read(dir: &Path) -> Result<Self, BackupError> {
        let path = dir.join(FILE_NAME);
        let text = std::fs::read_to_string(&path).map_err(io(&path))?;
        serde_json::from_str(&text)
            .map_err(|error| BackupError::Damaged(vec![format!("{FILE_NAME}: {error}")]))
    }
}

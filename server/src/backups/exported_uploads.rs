//! The uploaded files an export carries, so that its content can be imported into a data
//! directory that has not got them (the staging copy of the site, filled from the live one):
//! the files the content names, in the export's `uploads/`, and their records in
//! `uploads.json`. A file no content names (a citizen's attachment to a feedback message) is
//! never exported.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use serde_json::Value;
use wasm_core::content::files;

use super::{BackupError, io};
use crate::private;
use crate::store::Store;
use crate::store::copy::Moment;
use crate::store::uploads::UploadRecord;
use crate::uploads::name_of_url;

/// The records of the exported files, by stored name, beside the content's files.
pub const RECORDS: &str = "uploads.json";
/// The folder of the exported files, and of a data directory's uploaded files.
const FOLDER: &str = "uploads";

/// The stored names of the uploaded files `content` (each kind's value) names.
pub fn named<'a>(content: impl IntoIterator<Item = &'a Value>) -> BTreeSet<String> {
    content
        .into_iter()
        .flat_map(files)
        .filter_map(|(_, url)| name_of_url(&url).map(str::to_owned))
        .collect()
}

/// Copies the files of `data_dir` that `names` lists and `moment` records into `to/uploads/`,
/// and their records into `to/uploads.json`; how many. Nothing is written when there are none.
pub fn write(
    moment: &Moment,
    data_dir: &Path,
    to: &Path,
    names: &BTreeSet<String>,
) -> Result<usize, BackupError> {
    let records: BTreeMap<String, UploadRecord> = moment
        .uploads()?
        .into_iter()
        .filter(|(name, record)| names.contains(name) && !record.feedback)
        .collect();
    if records.is_empty() {
        return Ok(0);
    }
    let folder = to.join(FOLDER);
    private::create_dir_all(&folder).map_err(io(&folder))?;
    for name in records.keys() {
        let (from, target) = (data_dir.join(FOLDER).join(name), folder.join(name));
        private::copy(&from, &target).map_err(io(&from))?;
    }
    let path = to.join(RECORDS);
    let mut text = serde_json::to_string_pretty(&records).expect("JSON serialises");
    text.push('\n');
    private::write(&path, text.as_bytes()).map_err(io(&path))?;
    Ok(records.len())
}

/// The files an import brought into a data directory before its transaction: recorded in it,
/// or removed again if the import fails.
#[derive(Debug, Default)]
pub struct Brought {
    /// Each file's stored name and record.
    pub records: Vec<(String, UploadRecord)>,
    paths: Vec<PathBuf>,
}

impl Brought {
    /// Removes the files again (the import failed: nothing records them).
    pub fn take_back(self) {
        for path in self.paths {
            let _ = std::fs::remove_file(path);
        }
    }
}

/// Copies into `data_dir` the files of `names` that `store` has not recorded and the export in
/// `from` carries, each checked against its recorded size. A file missing from both is left to
/// the import's own check, which names the item.
pub fn bring(
    from: &Path,
    data_dir: &Path,
    store: &Store,
    names: &BTreeSet<String>,
) -> Result<Brought, BackupError> {
    let path = from.join(RECORDS);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return Ok(Brought::default());
        }
        Err(source) => return Err(BackupError::Io { path, source }),
    };
    let invalid = |problem: String| BackupError::Invalid {
        file: RECORDS.to_owned(),
        problem,
    };
    let offered: BTreeMap<String, UploadRecord> =
        serde_json::from_str(&text).map_err(|e| invalid(e.to_string()))?;
    let mut brought = Brought::default();
    let result = (|| {
        for name in names {
            let Some(record) = offered.get(name) else {
                continue;
            };
            if store.upload(name)?.is_some() {
                continue;
            }
            let source = from.join(FOLDER).join(name);
            let bytes = std::fs::metadata(&source).map_err(io(&source))?.len();
            if bytes != record.bytes {
                return Err(invalid(format!(
                    "{name}: {bytes} bytes, {} recorded",
                    record.bytes
                )));
            }
            let folder = data_dir.join(FOLDER);
            private::create_dir_all(&folder).map_err(io(&folder))?;
            let target = folder.join(name);
            private::copy(&source, &target).map_err(io(&source))?;
            brought.paths.push(target);
            let record = UploadRecord {
                feedback: false,
                ..record.clone()
            };
            brought.records.push((name.clone(), record));
        }
        Ok(())
    })();
    match result {
        Ok(()) => Ok(brought),
        Err(error) => {
            brought.take_back();
            Err(error)
        }
    }
}

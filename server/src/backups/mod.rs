//! A data directory's backups and its content as files (`server backup`, `restore`, `export`,
//! `import`). The store and the uploaded files are the site:
//!
//! - `backup DIR` copies one consistent moment of the store (a read transaction beside the
//!   running server, without its sessions) and every uploaded file it records, then writes the
//!   size and digest of each into its manifest (`manifest.rs`); `backup --rotate` keeps dated
//!   backups in one folder and thins them (`rotation.rs`), and `backup --verify` checks one
//!   (`verify.rs`);
//! - `restore DIR` puts a backup in place of a data directory, only with the server stopped, and
//!   only over an existing store when told to (`--force`);
//! - `export DIR` writes the content as the files of `content/` (one per kind, in its format),
//!   with the uploaded files it names (`exported_uploads.rs`);
//! - `import DIR` reads such files, checks every item by its kind's rules, and makes them the
//!   store's content in one transaction, with the server stopped, bringing in the uploaded files
//!   the export carries and the store has not; the uploaded files the old content named and the
//!   new does not are deleted, as a save deletes them. So `export` from the live site and
//!   `import` into a staging copy makes the staging copy show what citizens see.
//!
//! What they write is the server's account's alone, as the data directory is
//! (`crate::private`): a backup's folder and its `uploads/` are `0700`, every file `0600`; an
//! export's files are `0600` and the folders it makes `0700` (a folder it writes into that was
//! there before keeps its mode).

pub mod exported_uploads;
pub mod manifest;
pub mod rotation;
pub mod verify;

use std::collections::HashMap;
use std::path::{Path, PathBuf};

use serde_json::Value;
use wasm_core::content::{References, check, files};
use wasm_core::model::directory::{Designation, Party, Wards};
use wasm_core::model::kinds::{Kind, Shape};

use crate::content::live::Snapshot;
use crate::content::save::composed;
use crate::private;
use crate::store::content::StoredItem;
use crate::store::copy::{Moment, ReadOnlyStore};
use crate::store::{FILE_NAME, Store, StoreError};
use crate::uploads::name_of_url;
use manifest::Manifest;

/// Why a backup, restore, export or import could not be done.
#[derive(Debug, thiserror::Error)]
pub enum BackupError {
    /// The store failed (another process holds it, for example).
    #[error(transparent)]
    Store(#[from] StoreError),
    /// A file could not be read or written.
    #[error("{path}: {source}")]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What the system said.
        source: std::io::Error,
    },
    /// The target holds something already.
    #[error("{0} is not empty: back up into a new folder")]
    NotEmpty(PathBuf),
    /// The data directory holds a store and `--force` was not given.
    #[error("{0} already holds a store: stop the server and give --force to replace it")]
    WouldReplace(PathBuf),
    /// The folder holds no backup.
    #[error("{0} holds no backup (no {FILE_NAME})")]
    NoBackup(PathBuf),
    /// An uploaded file kept disappearing while it was copied (saves kept releasing files).
    #[error("the uploaded files kept changing during the backup; try again")]
    Unsettled,
    /// The operator's command after a backup could not run or failed (the backup is kept).
    #[error("the backup was made, but the command after it failed: {0}")]
    AfterBackup(String),
    /// A backup does not hold what its manifest and its store say it holds.
    #[error("the backup is damaged:\n  {}", .0.join("\n  "))]
    Damaged(Vec<String>),
    /// A file to import is not content the kind's rules accept.
    #[error("{file}: {problem}")]
    Invalid {
        /// The file under the imported folder.
        file: String,
        /// What is wrong, naming the item and field.
        problem: String,
    },
}

fn io(path: &Path) -> impl FnOnce(std::io::Error) -> BackupError + '_ {
    move |source| BackupError::Io {
        path: path.to_owned(),
        source,
    }
}

fn is_empty_or_missing(dir: &Path) -> Result<bool, BackupError> {
    match std::fs::read_dir(dir) {
        Ok(mut entries) => Ok(entries.next().is_none()),
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => Ok(true),
        Err(error) => Err(io(dir)(error)),
    }
}

/// Copies the store of `data_dir` and its uploaded files into `to` (a new or empty folder);
/// how many uploaded files were copied. The server may be running.
pub fn backup(data_dir: &Path, to: &Path) -> Result<usize, BackupError> {
    if !is_empty_or_missing(to)? {
        return Err(BackupError::NotEmpty(to.to_owned()));
    }
    // The folder is new or empty: it is the backup's, for the server's account alone.
    private::owner_only_dir(to).map_err(io(to))?;
    let uploads_to = to.join("uploads");
    private::owner_only_dir(&uploads_to).map_err(io(&uploads_to))?;
    let store = ReadOnlyStore::open(data_dir)?;
    // A save may release (and delete) an uploaded file the moment still names: a newer moment
    // no longer names it.
    for _ in 0..5 {
        let moment = store.moment()?;
        let names = moment.upload_names()?;
        let mut missing = false;
        for name in &names {
            let from = data_dir.join("uploads").join(name);
            match private::copy(&from, &uploads_to.join(name)) {
                Ok(_) => {}
                Err(error) if error.kind() == std::io::ErrorKind::NotFound => missing = true,
                Err(error) => return Err(io(&from)(error)),
            }
        }
        if missing {
            continue;
        }
        let file = to.join(FILE_NAME);
        // Made owner-only before the copy writes into it.
        private::touch(&file).map_err(io(&file))?;
        moment.copy_to(&file)?;
        // Files copied for an earlier moment that this one does not name are not kept.
        for entry in std::fs::read_dir(&uploads_to).map_err(io(&uploads_to))? {
            let path = entry.map_err(io(&uploads_to))?.path();
            let name = path
                .file_name()
                .and_then(|n| n.to_str())
                .unwrap_or_default();
            if !names.iter().any(|n| n == name) {
                std::fs::remove_file(&path).map_err(io(&path))?;
            }
        }
        let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
        Manifest::of(to, &now)?.write(to)?;
        return Ok(names.len());
    }
    Err(BackupError::Unsettled)
}

/// Puts the backup in `from` in place of the store and uploaded files of `data_dir`. The server
/// must be stopped; an existing store is replaced only when `force`.
pub fn restore(from: &Path, data_dir: &Path, force: bool) -> Result<usize, BackupError> {
    let source = from.join(FILE_NAME);
    if !source.is_file() {
        return Err(BackupError::NoBackup(from.to_owned()));
    }
    let target = data_dir.join(FILE_NAME);
    if target.exists() {
        if !force {
            return Err(BackupError::WouldReplace(data_dir.to_owned()));
        }
        // Opening it as its writer fails while the server runs: nothing is touched then.
        drop(Store::open(data_dir)?);
    }
    private::create_dir_all(data_dir).map_err(io(data_dir))?;
    for old in ["uploads", "pages"] {
        let path = data_dir.join(old);
        if path.exists() {
            std::fs::remove_dir_all(&path).map_err(io(&path))?;
        }
    }
    let uploads_to = data_dir.join("uploads");
    private::create_dir_all(&uploads_to).map_err(io(&uploads_to))?;
    let uploads_from = from.join("uploads");
    let mut copied = 0;
    if uploads_from.is_dir() {
        for entry in std::fs::read_dir(&uploads_from).map_err(io(&uploads_from))? {
            let path = entry.map_err(io(&uploads_from))?.path();
            if let Some(name) = path.file_name() {
                private::copy(&path, &uploads_to.join(name)).map_err(io(&path))?;
                copied += 1;
            }
        }
    }
    let partial = data_dir.join(format!("{FILE_NAME}.restoring"));
    private::copy(&source, &partial).map_err(io(&source))?;
    std::fs::rename(&partial, &target).map_err(io(&target))?;
    // The restored store opens (and is upgraded, if it is older) as the server would open it.
    drop(Store::open(data_dir)?);
    Ok(copied)
}

/// What an export wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Exported {
    /// The files of content, one a kind.
    pub content: usize,
    /// The uploaded files the content names (`exported_uploads.rs`).
    pub uploads: usize,
}

/// Writes the content of the store of `data_dir` into `to` as the files of `content/`, with the
/// uploaded files it names. The server may be running.
pub fn export(data_dir: &Path, to: &Path) -> Result<Exported, BackupError> {
    let store = ReadOnlyStore::open(data_dir)?;
    let moment = store.moment()?;
    let content = exported(&moment)?;
    for (kind, value) in &content {
        let path = to.join(kind.file());
        if let Some(parent) = path.parent() {
            private::create_dir_all(parent).map_err(io(parent))?;
        }
        let mut text = serde_json::to_string_pretty(value).expect("JSON serialises");
        text.push('\n');
        private::write(&path, text.as_bytes()).map_err(io(&path))?;
    }
    let names = exported_uploads::named(content.values());
    let uploads = exported_uploads::write(&moment, data_dir, to, &names)?;
    Ok(Exported {
        content: content.len(),
        uploads,
    })
}

/// The content of `moment` as the files of `content/` hold it: each kind's items in the order
/// the site lists them.
fn exported(moment: &Moment) -> Result<HashMap<Kind, Value>, BackupError> {
    let snapshot = Snapshot::from_store(moment.content()?);
    Ok(Kind::ALL
        .into_iter()
        .map(|kind| {
            let items = snapshot.items(kind);
            let value = match kind.shape() {
                Shape::Document => items
                    .first()
                    .map_or(Value::Null, |item| item.item.data.clone()),
                Shape::Collection => {
                    Value::Array(items.iter().map(|item| item.item.data.clone()).collect())
                }
            };
            (kind, value)
        })
        .collect())
}

/// Every item of the files of `from`, each checked by its kind's rules (with what the files'
/// own designations, parties and wards define), with its id: the first problem otherwise.
fn checked_files(from: &Path) -> Result<Vec<(Kind, String, Value)>, BackupError> {
    let mut read: HashMap<Kind, Value> = HashMap::new();
    for kind in Kind::ALL {
        let path = from.join(kind.file());
        let text = std::fs::read_to_string(&path).map_err(io(&path))?;
        let value: Value = serde_json::from_str(&text).map_err(|e| BackupError::Invalid {
            file: kind.file().to_owned(),
            problem: e.to_string(),
        })?;
        read.insert(kind, value);
    }
    checked(&read)
}

/// Every item of `read` (each kind's value as its file holds it), checked as
/// [`checked_files`] checks them.
fn checked(read: &HashMap<Kind, Value>) -> Result<Vec<(Kind, String, Value)>, BackupError> {
    let parsed = |kind: Kind| read.get(&kind).cloned().unwrap_or(Value::Null);
    let designations: Vec<Designation> =
        serde_json::from_value(parsed(Kind::Designations)).unwrap_or_default();
    let parties: Vec<Party> = serde_json::from_value(parsed(Kind::Parties)).unwrap_or_default();
    let wards: Option<Wards> = serde_json::from_value(parsed(Kind::Wards)).ok();
    let refs = References::new(&designations, &parties, wards);

    let mut items: Vec<(Kind, String, Value)> = Vec::new();
    for kind in Kind::ALL {
        let invalid = |problem: String| BackupError::Invalid {
            file: kind.file().to_owned(),
            problem,
        };
        let values = match (kind.shape(), parsed(kind)) {
            (Shape::Document, mut value) => {
                composed(&mut value);
                vec![(kind.name().to_owned(), value)]
            }
            (Shape::Collection, Value::Array(values)) => values
                .into_iter()
                .map(|mut value| {
                    composed(&mut value);
                    (value["id"].as_str().unwrap_or_default().to_owned(), value)
                })
                .collect(),
            (Shape::Collection, _) => return Err(invalid("not a list of items".into())),
        };
        let mut unique: Vec<(&'static str, String)> = Vec::new();
        for (id, value) in values {
            if kind.shape() == Shape::Collection
                && (!wasm_core::content::is_slug(&id)
                    || items.iter().any(|(k, i, _)| *k == kind && *i == id))
            {
                return Err(invalid(format!(
                    "item {id:?}: the id is missing, not an id, or twice"
                )));
            }
            let (stored, facts) = check(kind, value, &refs)
                .map_err(|problems| invalid(format!("item {id}: {problems:?}")))?;
            for key in facts.unique {
                if unique.contains(&key) {
                    return Err(invalid(format!(
                        "item {id}: {} {:?} is taken",
                        key.0, key.1
                    )));
                }
                unique.push(key);
            }
            items.push((kind, id, stored));
        }
    }

    Ok(items)
}

/// Reads the files of `from` (as `export` writes them) and makes them the content of the store
/// of `data_dir`, in one transaction, by `by`; how many items. Every item must pass its kind's
/// rules and name only uploaded files the store has or the export carries; otherwise nothing
/// changes. The server must be stopped.
pub fn import(from: &Path, data_dir: &Path, now: &str, by: &str) -> Result<usize, BackupError> {
    let items = checked_files(from)?;
    let store = Store::open(data_dir)?;
    let count = items.len();
    let names = exported_uploads::named(items.iter().map(|(_, _, data)| data));
    let brought = exported_uploads::bring(from, data_dir, &store, &names)?;
    let changed = store.change(|change| {
        for (name, record) in &brought.records {
            change.put_upload(name, record)?;
        }
        // The uploaded files the content names before the import.
        let mut named_before = Vec::new();
        for kind in Kind::ALL {
            for (_, item) in change.content_items(kind)? {
                named_before.extend(files(&item.data).into_iter().map(|(_, file)| file));
            }
        }
        for (kind, id, data) in &items {
            for (field, file) in files(data) {
                if let Some(name) = name_of_url(&file)
                    && change.upload(name)?.is_none()
                {
                    return Err(BackupError::Invalid {
                        file: kind.file().to_owned(),
                        problem: format!(
                            "item {id}: {field} names {file}, which this store has not"
                        ),
                    });
                }
            }
        }
        for kind in Kind::ALL {
            for (id, _) in change.content_items(kind)? {
                if !items.iter().any(|(k, i, _)| *k == kind && *i == id) {
                    change.remove_content(kind, &id)?;
                }
            }
        }
        // Files the old content named and neither the new content nor a version of the hoarding
        // circular does
        // are let go, as a save lets them go.
        let mut named_now = change.hoarding_urls()?;
        for (_, _, data) in &items {
            named_now.extend(files(data).into_iter().map(|(_, file)| file));
        }
        let mut released = Vec::new();
        for file in named_before {
            if let Some(name) = name_of_url(&file)
                && !named_now.contains(&file)
                && !released.iter().any(|r: &String| r == name)
                && change.upload(name)?.is_some()
            {
                change.remove_upload(name)?;
                released.push(name.to_owned());
            }
        }
        for (kind, id, data) in items {
            let item = match change.content_item(kind, &id)? {
                Some(current) if current.data == data => continue,
                Some(current) => current.next(data, now, by),
                None => StoredItem::first(data, now, by),
            };
            change.put_content(kind, &id, &item)?;
        }
        Ok::<_, BackupError>(released)
    });
    let released = match changed {
        Ok(released) => released,
        Err(error) => {
            brought.take_back();
            return Err(error);
        }
    };
    for name in released {
        let path = data_dir.join("uploads").join(&name);
        if let Err(error) = std::fs::remove_file(&path) {
            tracing::warn!(%name, %error, "cannot remove an uploaded file the import let go");
        }
    }
    Ok(count)
}

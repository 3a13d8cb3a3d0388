//! `server backup --verify DIR`: whether a backup can be trusted, read without changing it.
//! Every file is read again against the manifest made with it (size and SHA-256); the store
//! opens read-only, and each uploaded file it records has the size it records; every item of
//! the content passes its kind's rules as they are today, and every file the content names is
//! in the backup. Every problem found is reported, not only the first.

use std::path::Path;

use wasm_core::content::files;

use super::manifest::{FILE_NAME as MANIFEST, Manifest, sum_of, upload_files};
use super::{BackupError, checked, exported};
use crate::uploads::name_of_url;

/// What a sound backup holds.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Verified {
    /// Items of content.
    pub items: usize,
    /// Uploaded files.
    pub uploads: usize,
}

/// Checks the backup in `dir`; what it holds, or every problem found.
pub fn verify(dir: &Path) -> Result<Verified, BackupError> {
    if !dir.join(crate::store::FILE_NAME).is_file() {
        return Err(BackupError::NoBackup(dir.to_owned()));
    }
    let manifest = Manifest::read(dir)?;
    let mut problems = files_against(dir, &manifest)?;

    let store = crate::store::copy::ReadOnlyStore::open(dir)?;
    let moment = store.moment()?;
    let records = moment.uploads()?;
    for (name, record) in &records {
        match manifest.uploads.get(name) {
            None => problems.push(format!(
                "uploads/{name}: recorded by the store, not in the backup"
            )),
            Some(sum) if sum.bytes != record.bytes => problems.push(format!(
                "uploads/{name}: {} bytes in the backup, {} recorded by the store",
                sum.bytes, record.bytes
            )),
            Some(_) => {}
        }
    }

    // The content as visitors see it, checked by today's rules as an import would check it.
    let items = match checked(&exported(&moment)?) {
        Ok(items) => items,
        Err(error) => {
            problems.push(format!("content: {error}"));
            Vec::new()
        }
    };
    for (kind, id, data) in &items {
        for (field, file) in files(data) {
            if let Some(name) = name_of_url(&file)
                && !manifest.uploads.contains_key(name)
            {
                problems.push(format!(
                    "{} item {id}: {field} names {file}, which the backup has not",
                    kind.name()
                ));
            }
        }
    }

    if problems.is_empty() {
        Ok(Verified {
            items: items.len(),
            uploads: manifest.uploads.len(),
        })
    } else {
        Err(BackupError::Damaged(problems))
    }
}

/// Every file of the backup read again against `manifest`: what differs.
fn files_against(dir: &Path, manifest: &Manifest) -> Result<Vec<String>, BackupError> {
    let mut problems = Vec::new();
    let mut compare =
        |label: String, path: &Path, recorded: &super::manifest::FileSum| match sum_of(path) {
            Ok(sum) if sum.bytes != recorded.bytes => problems.push(format!(
                "{label}: {} bytes, {} when backed up",
                sum.bytes, recorded.bytes
            )),
            Ok(sum) if sum.sha256 != recorded.sha256 => {
                problems.push(format!(
                    "{label}: its contents changed since it was backed up"
                ));
            }
            Ok(_) => {}
            Err(error) => problems.push(format!("{label}: {error}")),
        };
    compare(
        crate::store::FILE_NAME.to_owned(),
        &dir.join(crate::store::FILE_NAME),
        &manifest.store,
    );
    for (name, recorded) in &manifest.uploads {
        compare(
            format!("uploads/{name}"),
            &dir.join("uploads").join(name),
            recorded,
        );
    }
    for (name, _) in upload_files(dir)? {
        if !manifest.uploads.contains_key(&name) {
            problems.push(format!("uploads/{name}: not in {MANIFEST}"));
        }
    }
    Ok(problems)
}

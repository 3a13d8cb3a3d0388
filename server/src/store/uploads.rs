//! Files staff uploaded (event images, PDF circulars): one record per stored file, keyed by
//! its server-made name. A file is served only if it has a record, and content (the hoarding
//! circular's `POST /api/hoarding` among it) may only name an upload that has one, so the store
//! is the list of what this server issued.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};

use super::{Store, StoreError};

pub(super) const UPLOADS: TableDefinition<&str, &[u8]> = TableDefinition::new("uploads");

/// One stored file.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct UploadRecord {
    /// The media type it is served with (`application/pdf`, `image/png`, …).
    pub media_type: String,
    /// The file name offered when it is saved (made safe from the name it was uploaded under).
    pub file_name: String,
    /// Its size in bytes.
    pub bytes: u64,
    /// When it was uploaded (RFC 3339, UTC).
    pub uploaded_at: String,
    /// A PDF's number of pages, read when it was uploaded (none for an image, or a PDF that
    /// could not be read, or not in time, or one uploaded before pages were counted).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub pages: Option<u32>,
    /// Sent by a citizen with a feedback message: staff alone may see it, no content may name
    /// it, and no change of content removes it.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub feedback: bool,
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(UPLOADS)?;
    Ok(())
}

pub(super) fn put(
    tx: &WriteTransaction,
    name: &str,
    record: &UploadRecord,
) -> Result<(), redb::Error> {
    let bytes = serde_json::to_vec(record).expect("a record always serialises");
    tx.open_table(UPLOADS)?.insert(name, bytes.as_slice())?;
    Ok(())
}

pub(super) fn remove(tx: &WriteTransaction, name: &str) -> Result<(), redb::Error> {
    tx.open_table(UPLOADS)?.remove(name)?;
    Ok(())
}

pub(super) fn get_in(
    tx: &WriteTransaction,
    name: &str,
) -> Result<Option<UploadRecord>, StoreError> {
    let table = tx.open_table(UPLOADS)?;
    let value = table.get(name)?;
    value.map(|v| decode(name, v.value())).transpose()
}

/// Every stored file's record, by name, as of `tx`.
pub(super) fn all_in(tx: &WriteTransaction) -> Result<Vec<(String, UploadRecord)>, StoreError> {
    records_of(&tx.open_table(UPLOADS)?)
}

/// Every record of `table` (the uploads table, in a read or a write), by name.
pub(super) fn records_of(
    table: &impl ReadableTable<&'static str, &'static [u8]>,
) -> Result<Vec<(String, UploadRecord)>, StoreError> {
    let mut records = Vec::new();
    for entry in table.iter()? {
        let (key, value) = entry?;
        records.push((key.value().to_owned(), decode(key.value(), value.value())?));
    }
    Ok(records)
}

/// Marks the records of the photos citizens sent with their feedback (`photos`, their site
/// paths) as theirs: stores older than the mark kept them as any other upload.
pub(super) fn mark_feedback_photos(
    tx: &WriteTransaction,
    photos: &[String],
) -> Result<(), StoreError> {
    for photo in photos {
        let Some(name) = photo.strip_prefix("/uploads/") else {
            continue;
        };
        if let Some(mut record) = get_in(tx, name)? {
            record.feedback = true;
            put(tx, name, &record)?;
        }
    }
    Ok(())
}

pub(super) fn decode(name: &str, bytes: &[u8]) -> Result<UploadRecord, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "uploads",
        key: name.to_owned(),
        source,
    })
}

impl Store {
    /// The record of the stored file `name`, if this server issued it.
    pub fn upload(&self, name: &str) -> Result<Option<UploadRecord>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(UPLOADS)?;
        let value = table.get(name)?;
        value.map(|v| decode(name, v.value())).transpose()
    }

    /// Every stored file's record, by name.
    pub fn upload_records(&self) -> Result<Vec<(String, UploadRecord)>, StoreError> {
        records_of(&self.db.begin_read()?.open_table(UPLOADS)?)
    }

    /// Records a stored file.
    pub fn add_upload(&self, name: &str, record: &UploadRecord) -> Result<(), StoreError> {
        let tx = self.db.begin_write()?;
        put(&tx, name, record)?;
        tx.commit()?;
        Ok(())
    }

    /// How many files are recorded.
    pub fn upload_count(&self) -> Result<u64, StoreError> {
        use redb::ReadableTableMetadata;
        let tx = self.db.begin_read()?;
        Ok(tx.open_table(UPLOADS)?.len()?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_recorded_file_is_found_after_reopening() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let record = UploadRecord {
            media_type: "application/pdf".into(),
            file_name: "circular.pdf".into(),
            bytes: 1234,
            uploaded_at: "2026-11-22T10:00:00Z".into(),
            pages: None,
            feedback: false,
        };
        assert_eq!(store.upload("a.pdf").unwrap(), None);
        store.add_upload("a.pdf", &record).unwrap();
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.upload("a.pdf").unwrap(), Some(record));
        assert_eq!(store.upload_count().unwrap(), 1);
    }
}

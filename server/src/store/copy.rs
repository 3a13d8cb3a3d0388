//! The store read by another process while the server runs (`server backup`, `server export`):
//! the server opens it as its one writer, and a reader here sees one consistent moment of it,
//! a read transaction, however the server writes meanwhile.

use std::path::Path;

use redb::{
    ConcurrencyMode, Database, ReadTransaction, ReadableDatabase, ReadableTable, TableDefinition,
    TableError,
};

use super::content::{self, ContentSnapshot};
use super::{
    FILE_NAME, META, StoreError, audit, feedback, outbox, page_feedback, revisions, secrets,
    sessions, subscribers, texts, uploads, users,
};

/// The store of a data directory, opened for reading beside the server.
pub struct ReadOnlyStore {
    db: redb::ReadOnlyDatabase,
}

/// One moment of the store.
pub struct Moment {
    tx: ReadTransaction,
}

impl ReadOnlyStore {
    /// Opens the store of `data_dir` for reading (the server may be running).
    pub fn open(data_dir: &Path) -> Result<Self, StoreError> {
        let db = redb::Builder::new()
            .set_concurrency_mode(ConcurrencyMode::SingleWriter)
            .open_read_only(data_dir.join(FILE_NAME))
            .map_err(|error| match error {
                redb::DatabaseError::RepairAborted => StoreError::NeedsRepair,
                other => other.into(),
            })?;
        Ok(Self { db })
    }

    /// The store as it is now, for as long as the moment is kept.
    pub fn moment(&self) -> Result<Moment, StoreError> {
        Ok(Moment {
            tx: self.db.begin_read()?,
        })
    }
}

impl Moment {
    /// Every item of every kind.
    pub fn content(&self) -> Result<ContentSnapshot, StoreError> {
        content::snapshot_in(&self.tx)
    }

    /// The names of the uploaded files the store records.
    pub fn upload_names(&self) -> Result<Vec<String>, StoreError> {
        Ok(self.uploads()?.into_iter().map(|(name, _)| name).collect())
    }

    /// The records of the uploaded files, by name.
    pub fn uploads(&self) -> Result<Vec<(String, uploads::UploadRecord)>, StoreError> {
        match self.tx.open_table(uploads::UPLOADS) {
            Ok(table) => uploads::records_of(&table),
            Err(TableError::TableDoesNotExist(_)) => Ok(Vec::new()),
            Err(e) => Err(e.into()),
        }
    }

    /// Writes this moment of the store to a new store file `file`: every table but the
    /// sessions (a restored site starts with nobody signed in) and the outbox (a restored site
    /// would send again mail that was sent after the backup).
    pub fn copy_to(&self, file: &Path) -> Result<(), StoreError> {
        let db = Database::create(file)?;
        let out = db.begin_write()?;
        copy(&self.tx, &out, META)?;
        copy(&self.tx, &out, content::CONTENT)?;
        copy(&self.tx, &out, users::USERS)?;
        copy(&self.tx, &out, uploads::UPLOADS)?;
        copy(&self.tx, &out, texts::TEXTS)?;
        copy(&self.tx, &out, secrets::SECRETS)?;
        copy(&self.tx, &out, feedback::FEEDBACK)?;
        copy(&self.tx, &out, feedback::CATEGORIES)?;
        copy(&self.tx, &out, page_feedback::PAGE_ANSWERS)?;
        copy(&self.tx, &out, page_feedback::PAGE_COMMENTS)?;
        copy(&self.tx, &out, revisions::REVISIONS)?;
        copy(&self.tx, &out, audit::AUDIT)?;
        copy(&self.tx, &out, subscribers::SUBSCRIBERS)?;
        copy(&self.tx, &out, subscribers::EMAILS)?;
        copy(&self.tx, &out, subscribers::ANNOUNCED)?;
        copy(&self.tx, &out, subscribers::ANNOUNCEMENTS)?;
        out.open_table(sessions::SESSIONS)?;
        out.open_table(outbox::OUTBOX)?;
        out.commit()?;
        Ok(())
    }
}

/// Copies every row of `table` from `from` into `to`.
fn copy<K: redb::Key + 'static, V: redb::Value + 'static>(
    from: &ReadTransaction,
    to: &redb::WriteTransaction,
    table: TableDefinition<K, V>,
) -> Result<(), StoreError> {
    let source = match from.open_table(table) {
        Ok(source) => source,
        Err(TableError::TableDoesNotExist(_)) => return Ok(()),
        Err(e) => return Err(e.into()),
    };
    let mut target = to.open_table(table)?;
    for entry in source.iter()? {
        let (key, value) = entry?;
        target.insert(key.value(), value.value())?;
    }
    Ok(())
}

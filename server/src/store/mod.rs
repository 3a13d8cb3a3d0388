//! The redb store under the data directory: opened once, versioned by a schema row, one
//! module per kind of record.

pub mod audit;
mod change;
pub mod content;
pub mod copy;
pub mod events;
pub mod feedback;
pub mod hoarding;
pub mod outbox;
pub mod page_feedback;
pub mod revisions;
pub mod secrets;
pub mod seed;
pub mod sessions;
pub mod subscribers;
pub mod texts;
pub mod uploads;
pub mod users;

use std::path::{Path, PathBuf};
use std::sync::Arc;

use wasm_core::model::kinds::Kind;

pub use change::Change;
use content::StoredItem;
use redb::{
    ConcurrencyMode, Database, ReadableDatabase, TableDefinition, TableError, WriteTransaction,
};

/// The layout of the tables this build reads and writes. Raise it with every incompatible
/// change, together with a step in [`upgrade`].
///
/// 1. the schema row only;
/// 2. the events (seeded with the built-in ones) and hoarding tables;
/// 3. the users and sessions tables;
/// 4. the uploads table;
/// 5. the secrets table (the key that signs device cookies, the decoy password hash);
/// 6. the content table, seeded with every kind of `content/` (the events moved into it from
///    their own table);
/// 7. the revisions table (each item's version so far its first revision) and the audit log;
/// 8. the feedback table (citizens' messages by tracking number);
/// 9. the tables of the answers to "Was this page useful?" (counts by page, comments);
/// 10. the records of the photos citizens sent with their feedback marked as theirs;
/// 11. the hoarding circular a content document (seeded with the built-in one), the circulars
///     of the hoarding table its versions (the table deleted);
/// 12. the texts read from the uploaded PDFs (read for the files uploaded before, once the
///     server runs: `crate::uploads::texts`);
/// 13. the outbox of mail waiting to be sent;
/// 14. citizens' subscriptions, and what was announced to them;
/// 15. each feedback category's time to answer and the account its overdue messages go to.
pub const SCHEMA_VERSION: u64 = 15;

/// File name of the store inside the data directory.
pub const FILE_NAME: &str = "smc.redb";

/// Facts about the store itself, such as its schema version.
pub(crate) const META: TableDefinition<&str, u64> = TableDefinition::new("meta");
const SCHEMA_KEY: &str = "schema_version";

/// Why the store could not be used.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The data directory could not be created.
    #[error("cannot create the data directory {path}: {source}")]
    DataDir {
        /// The directory.
        path: PathBuf,
        /// What the file system said.
        source: std::io::Error,
    },
    /// redb failed (for example, another process holds the file).
    #[error("store error: {0}")]
    Redb(#[from] redb::Error),
    /// The store was not closed cleanly (the server stopped abruptly) and is read without
    /// writing, which cannot repair it.
    #[error(
        "the store was not closed cleanly (the server stopped abruptly): start the server once, \
         which repairs it, then try again"
    )]
    NeedsRepair,
    /// A stored record could not be read back.
    #[error("record {key} of table {table} is unreadable: {source}")]
    Corrupt {
        /// The table.
        table: &'static str,
        /// The record's key.
        key: String,
        /// What the decoder said.
        source: serde_json::Error,
    },
    /// The file was written by a newer build, with a table layout this one does not know.
    #[error(
        "the store has schema version {found}, written by a newer version of the website; this \
         one reads version {expected}: install the newer version again, or restore a backup \
         made before the upgrade"
    )]
    UnsupportedSchema {
        /// The version in the file.
        found: u64,
        /// The version this build understands.
        expected: u64,
    },
}

/// Each step of redb (opening the file, a transaction, a table, reading or writing a record,
/// the commit) has an error of its own; the store reports them all as the one [`redb::Error`]
/// (`StoreError::Redb`), so `?` takes any of them.
macro_rules! redb_errors {
    ($($error:ty),* $(,)?) => {
        $(
            impl From<$error> for StoreError {
                fn from(error: $error) -> Self {
                    Self::Redb(error.into())
                }
            }
        )*
    };
}

redb_errors!(
    redb::DatabaseError,
    redb::TransactionError,
    redb::TableError,
    redb::StorageError,
    redb::CommitError,
);

/// A handle to the open store; cheap to clone.
#[derive(Clone)]
pub struct Store {
    db: Arc<Database>,
}

impl Store {
    /// Opens the store in `data_dir`, creating the folder and the file on first start (for the
    /// server's account alone: `crate::private`) and refusing a file of another schema version.
    pub fn open(data_dir: &Path) -> Result<Self, StoreError> {
        let file = data_dir.join(FILE_NAME);
        crate::private::create_dir_all(data_dir)
            .and_then(|()| crate::private::touch(&file))
            .map_err(|source| StoreError::DataDir {
                path: data_dir.to_owned(),
                source,
            })?;
        // One process writes; `server backup` and `server export` may read beside it.
        let db = redb::Builder::new()
            .set_concurrency_mode(ConcurrencyMode::SingleWriter)
            .create(&file)?;
        match read_schema_version(&db)? {
            Some(SCHEMA_VERSION) => {}
            Some(found) if found > SCHEMA_VERSION => {
                return Err(StoreError::UnsupportedSchema {
                    found,
                    expected: SCHEMA_VERSION,
                });
            }
            older => upgrade(&db, older.unwrap_or(0))?,
        }
        Ok(Self { db: Arc::new(db) })
    }

    /// The number the store keeps under `key` among its own facts (`Change::fact`), if any.
    pub fn fact(&self, key: &str) -> Result<Option<u64>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(META)?;
        Ok(table.get(key)?.map(|value| value.value()))
    }

    /// The schema version recorded in the file; reading it also proves the store answers.
    pub fn schema_version(&self) -> Result<u64, StoreError> {
        Ok(read_schema_version(&self.db)?.unwrap_or_default())
    }
}

fn read_schema_version(db: &Database) -> Result<Option<u64>, redb::Error> {
    let tx = db.begin_read()?;
    let table = match tx.open_table(META) {
        Ok(table) => table,
        Err(TableError::TableDoesNotExist(_)) => return Ok(None),
        Err(e) => return Err(e.into()),
    };
    Ok(table.get(SCHEMA_KEY)?.map(|v| v.value()))
}

/// Brings a store from version `from` (0: a new file) to [`SCHEMA_VERSION`] in one
/// transaction: a crash half-way leaves the store as it was.
fn upgrade(db: &Database, from: u64) -> Result<(), StoreError> {
    let tx = db.begin_write()?;
    let now = humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string();
    if from < 3 {
        users::create_table(&tx)?;
        sessions::create_table(&tx)?;
    }
    if from < 4 {
        uploads::create_table(&tx)?;
    }
    if from < 5 {
        secrets::create_table(&tx)?;
    }
    if from < 6 {
        content::create_table(&tx)?;
        for kind in Kind::ALL {
            // A store with events (schema 2 to 5) keeps its own.
            if kind == Kind::Events && from >= 2 {
                continue;
            }
            for (id, data) in seed::seed_items(kind) {
                content::put(&tx, kind, &id, &StoredItem::seeded(data, &now))?;
            }
        }
        if from >= 2 {
            events::move_old_events(&tx, &now)?;
        }
    }
    if from < 7 {
        audit::create_table(&tx)?;
        revisions::create_table(&tx)?;
        // A store of schema 6 keeps each item's version so far as its first revision.
        if from == 6 {
            content::record_revisions(&tx)?;
        }
    }
    if from < 8 {
        feedback::create_table(&tx)?;
    }
    if from < 9 {
        page_feedback::create_tables(&tx)?;
    }
    if (8..10).contains(&from) {
        uploads::mark_feedback_photos(&tx, &feedback::photos_in(&tx)?)?;
    }
    if from < 11 {
        hoarding::upgrade(&tx, &now)?;
    }
    if from < 12 {
        texts::create_table(&tx)?;
    }
    if from < 13 {
        outbox::create_table(&tx)?;
    }
    if from < 14 {
        subscribers::create_tables(&tx)?;
    }
    if from < 15 {
        feedback::create_categories_table(&tx)?;
    }
    write_schema_version(&tx)?;
    tx.commit()?;
    Ok(())
}

fn write_schema_version(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(META)?.insert(SCHEMA_KEY, SCHEMA_VERSION)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_store_records_its_schema_and_reopens() {
        let dir = tempfile::tempdir().unwrap();
        let data = dir.path().join("nested/data");
        let store = Store::open(&data).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        drop(store);
        assert_eq!(
            Store::open(&data).unwrap().schema_version().unwrap(),
            SCHEMA_VERSION
        );
    }

    #[test]
    fn a_version_1_store_is_upgraded_and_gets_the_built_in_events() {
        let dir = tempfile::tempdir().unwrap();
        {
            let db = Database::create(dir.path().join(FILE_NAME)).unwrap();
            let tx = db.begin_write().unwrap();
            tx.open_table(META).unwrap().insert(SCHEMA_KEY, 1).unwrap();
            tx.commit().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        assert_eq!(store.list_events().unwrap().len(), 3);
        assert_eq!(store.user_count().unwrap(), 0, "the users table exists");
        assert_eq!(store.upload_count().unwrap(), 0, "the uploads table exists");
    }

    #[test]
    fn a_version_8_store_gains_the_page_answers_tables() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            let tx = store.db.begin_write().unwrap();
            tx.delete_table(page_feedback::PAGE_ANSWERS).unwrap();
            tx.delete_table(page_feedback::PAGE_COMMENTS).unwrap();
            tx.open_table(META).unwrap().insert(SCHEMA_KEY, 8).unwrap();
            tx.commit().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        store
            .change(|change| change.add_page_feedback("/faq", true, None))
            .unwrap();
        assert_eq!(store.page_feedback().unwrap()[0].yes, 1);
    }

    /// Turns a store of this build back into one of `version` (4 or 5): no content table, the
    /// events and the hoarding circulars in their own tables, and no secrets table before 5.
    fn back_to(
        store: &Store,
        version: u64,
        events: &[wasm_core::model::events::Event],
        circulars: &[hoarding::HoardingRecord],
    ) {
        let tx = store.db.begin_write().unwrap();
        tx.delete_table(content::CONTENT).unwrap();
        events::create_old_table(&tx, events);
        hoarding::create_old_table(&tx, circulars);
        if version < 5 {
            tx.delete_table(secrets_table()).unwrap();
        }
        tx.open_table(META)
            .unwrap()
            .insert(SCHEMA_KEY, version)
            .unwrap();
        tx.commit().unwrap();
    }

    #[test]
    fn a_version_4_or_5_store_is_upgraded_keeping_its_accounts_events_and_hoarding() {
        for version in [4, 5] {
            let dir = tempfile::tempdir().unwrap();
            let mut own = seed::built_in_events().remove(0);
            own.id = "ward-meeting".into();
            own.title.en = "Ward meeting".into();
            let circular = hoarding::HoardingRecord {
                url: "/uploads/0123456789abcdef0123456789abcdef.pdf".into(),
                saved_at: "2026-11-01T00:00:00Z".into(),
            };
            {
                let store = Store::open(dir.path()).unwrap();
                assert!(store.add_user("clerk", "admin", "$argon2id$x").unwrap());
                back_to(
                    &store,
                    version,
                    std::slice::from_ref(&own),
                    std::slice::from_ref(&circular),
                );
            }
            let store = Store::open(dir.path()).unwrap();
            assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
            assert_eq!(
                store.user("clerk").unwrap().unwrap().password_hash,
                "$argon2id$x"
            );
            let events = store.list_events().unwrap();
            assert_eq!(
                events,
                [own.clone()],
                "its own events, not the built-in ones"
            );
            let circulars = store.hoarding().unwrap();
            assert_eq!(
                circulars.current.as_ref(),
                Some(&circular),
                "its own circular"
            );
            assert_eq!(circulars.history.len(), 2, "after the built-in one");
            assert_eq!(
                store.content_items(Kind::Notices).unwrap().len(),
                12,
                "seeded"
            );
            assert_eq!(
                store.secret(secrets::DEVICE_KEY, || vec![1]).unwrap(),
                vec![1]
            );
            let tx = store.db.begin_read().unwrap();
            let old: TableDefinition<&str, &[u8]> = TableDefinition::new("events");
            assert!(tx.open_table(old).is_err(), "the old events table is gone");
        }
    }

    #[test]
    fn a_version_6_store_is_upgraded_with_each_item_s_version_as_its_first_revision() {
        let dir = tempfile::tempdir().unwrap();
        {
            let store = Store::open(dir.path()).unwrap();
            store
                .change(|change| {
                    let faq = change.content_item(Kind::Faq, "faq")?.unwrap();
                    let next = faq.next(faq.data.clone(), "2026-11-20T00:00:00Z", "clerk");
                    change.put_content(Kind::Faq, "faq", &next)
                })
                .unwrap();
            let tx = store.db.begin_write().unwrap();
            tx.delete_table(revisions::REVISIONS).unwrap();
            tx.delete_table(audit::AUDIT).unwrap();
            tx.open_table(META).unwrap().insert(SCHEMA_KEY, 6).unwrap();
            tx.commit().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        let faq = store.revisions(Kind::Faq, "faq").unwrap();
        assert_eq!(faq.len(), 1, "the version it was at");
        assert_eq!((faq[0].version, faq[0].by.as_str()), (2, "clerk"));
        assert_eq!(
            store
                .revisions(Kind::Notices, "property-tax-rebate-2026")
                .unwrap()
                .len(),
            1
        );
        assert!(
            store.audit_entries(|_| true).unwrap().is_empty(),
            "the audit log exists"
        );
    }

    #[test]
    fn a_version_10_store_s_hoarding_circulars_become_the_versions_of_the_document() {
        use wasm_core::model::hoarding::BUILT_IN_HOARDING_CIRCULAR;
        let dir = tempfile::tempdir().unwrap();
        let name = |n: u8| format!("{n:032x}.pdf");
        let circulars: Vec<hoarding::HoardingRecord> = [
            (1, "2026-03-31T20:00:00Z"),
            (2, "2026-11-21T10:00:00Z"),
            (3, "2027-01-05T04:00:00Z"),
        ]
        .into_iter()
        .map(|(n, at)| hoarding::HoardingRecord {
            url: format!("/uploads/{}", name(n)),
            saved_at: at.into(),
        })
        .collect();
        {
            let store = Store::open(dir.path()).unwrap();
            // The second was saved by an admin whose save the audit log recorded.
            let mut entry = audit::AuditEntry::new(
                &circulars[1].saved_at,
                "clerk",
                wasm_core::workflow::Action::Publish,
            )
            .on("hoarding", &name(2));
            entry.unreviewed = true;
            store.append_audit(&entry).unwrap();
            let tx = store.db.begin_write().unwrap();
            tx.open_table(content::CONTENT)
                .unwrap()
                .remove((Kind::Hoarding.name(), hoarding::ID))
                .unwrap();
            revisions::remove_all(&tx, Kind::Hoarding, hoarding::ID).unwrap();
            hoarding::create_old_table(&tx, &circulars);
            tx.open_table(META).unwrap().insert(SCHEMA_KEY, 10).unwrap();
            tx.commit().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.schema_version().unwrap(), SCHEMA_VERSION);
        let state = store.hoarding().unwrap();
        assert_eq!(
            state.current.as_ref(),
            circulars.last(),
            "the last one saved"
        );
        let newest_first: Vec<_> = circulars.iter().rev().cloned().collect();
        assert_eq!(state.history[..3], newest_first[..]);
        assert_eq!(state.history[3].url, BUILT_IN_HOARDING_CIRCULAR);
        assert_eq!(state.history.len(), 4);

        let revisions = store.revisions(Kind::Hoarding, hoarding::ID).unwrap();
        let versions: Vec<_> = revisions
            .iter()
            .map(|r| (r.version, r.by.as_str(), r.at.as_str()))
            .collect();
        assert_eq!(
            versions[1..],
            [
                (2, "", "2026-03-31T20:00:00Z"),
                (3, "clerk", "2026-11-21T10:00:00Z"),
                (4, "", "2027-01-05T04:00:00Z"),
            ]
        );
        // Each named by the financial year of its day in India: the first was saved on
        // 1 April there, the first day of 2026-27.
        let expected = [
            ("2026-27", "2026-04-01"),
            ("2026-27", "2026-11-21"),
            ("2026-27", "2027-01-05"),
        ];
        for (revision, (year, day)) in revisions[1..].iter().zip(expected) {
            assert_eq!(revision.data["year"], year);
            assert_eq!(revision.data["issued"], day);
            assert_eq!(revision.status, wasm_core::model::item::Status::Published);
        }
        let item = &store.content_items(Kind::Hoarding).unwrap()[0].1;
        assert_eq!(item.version, 4);
        assert_eq!(item.published_at.as_deref(), Some("2027-01-05T04:00:00Z"));
        let named = store.change(|change| change.hoarding_urls()).unwrap();
        for circular in &circulars {
            assert!(named.contains(&circular.url), "{}", circular.url);
        }
        let tx = store.db.begin_read().unwrap();
        let old: TableDefinition<u64, &[u8]> = TableDefinition::new("hoarding");
        assert!(tx.open_table(old).is_err(), "the old table is gone");
    }

    fn secrets_table() -> TableDefinition<'static, &'static str, &'static [u8]> {
        TableDefinition::new("secrets")
    }

    #[test]
    fn a_store_of_another_schema_is_refused() {
        let dir = tempfile::tempdir().unwrap();
        {
            let db = Database::create(dir.path().join(FILE_NAME)).unwrap();
            let tx = db.begin_write().unwrap();
            tx.open_table(META)
                .unwrap()
                .insert(SCHEMA_KEY, SCHEMA_VERSION + 1)
                .unwrap();
            tx.commit().unwrap();
        }
        let err = Store::open(dir.path()).err().expect("must refuse");
        assert!(
            matches!(err, StoreError::UnsupportedSchema { found, .. } if found == SCHEMA_VERSION + 1)
        );
    }

    #[test]
    fn a_second_open_of_the_same_file_fails_instead_of_sharing_it() {
        let dir = tempfile::tempdir().unwrap();
        let _first = Store::open(dir.path()).unwrap();
        assert!(matches!(Store::open(dir.path()), Err(StoreError::Redb(_))));
    }
}

//! One write transaction over several kinds of record, for changes that must land together or
//! not at all (an event and the records of its images; a new version of the hoarding circular
//! and the check that its PDF was issued here).

use redb::{ReadableTable, WriteTransaction};
use wasm_core::model::kinds::Kind;

use super::audit::{self, AuditEntry};
use super::content::{self, StoredItem};
use super::feedback::{self, FeedbackRecord};
use super::outbox::{self, Letter};
use super::page_feedback;
use super::revisions::{self, Revision};
use super::sessions::Session;
use super::uploads::UploadRecord;
use super::users::User;
use super::{Store, StoreError, hoarding, sessions, texts, uploads, users};
use wasm_core::feedback::{CategorySettings, PageComment};
use wasm_core::model::documents::DocumentText;

/// The records a change may read and write; nothing is saved unless the change succeeds.
pub struct Change<'a> {
    tx: &'a WriteTransaction,
}

impl Change<'_> {
    /// The transaction, for the modules of the store that add records of their own to a change.
    pub(super) fn tx(&self) -> &WriteTransaction {
        self.tx
    }

    /// Every item of `kind`, by id, as of this change.
    pub fn content_items(&self, kind: Kind) -> Result<Vec<(String, StoredItem)>, StoreError> {
        content::items_in(self.tx, kind)
    }

    /// The item of `kind` with this id, as of this change.
    pub fn content_item(&self, kind: Kind, id: &str) -> Result<Option<StoredItem>, StoreError> {
        content::get_in(self.tx, kind, id)
    }

    /// Saves `item` as the item of `kind` with this id.
    pub fn put_content(
        &mut self,
        kind: Kind,
        id: &str,
        item: &StoredItem,
    ) -> Result<(), StoreError> {
        Ok(content::put(self.tx, kind, id, item)?)
    }

    /// Removes the item of `kind` with this id; whether there was one.
    pub fn remove_content(&mut self, kind: Kind, id: &str) -> Result<bool, StoreError> {
        Ok(content::remove(self.tx, kind, id)?)
    }

    /// The revisions of the item of `kind` with this id, oldest first.
    pub fn revisions(&self, kind: Kind, id: &str) -> Result<Vec<Revision>, StoreError> {
        revisions::of_item_in(self.tx, kind, id)
    }

    /// Every revision of every item, with its kind's name and its item's id.
    pub fn all_revisions(&self) -> Result<Vec<(String, String, Revision)>, StoreError> {
        revisions::all_in(self.tx)
    }

    /// Appends `entry` to the audit log, saved with the rest of the change; its number.
    pub fn append_audit(&mut self, entry: &AuditEntry) -> Result<u64, StoreError> {
        Ok(audit::append(self.tx, entry)?)
    }

    /// Every file the hoarding circular's versions name (its newest, the one on the site, and
    /// every revision): the PDFs of every circular published, which are never let go.
    pub fn hoarding_urls(&self) -> Result<Vec<String>, StoreError> {
        hoarding::urls_in(self.tx)
    }

    /// The record of a stored file.
    pub fn upload(&self, name: &str) -> Result<Option<UploadRecord>, StoreError> {
        uploads::get_in(self.tx, name)
    }

    /// Every stored file's record, by name.
    pub fn uploads(&self) -> Result<Vec<(String, UploadRecord)>, StoreError> {
        uploads::all_in(self.tx)
    }

    /// The photos (`/uploads/…`) citizens sent with their feedback.
    pub fn feedback_photos(&self) -> Result<Vec<String>, StoreError> {
        feedback::photos_in(self.tx)
    }

    /// Records a stored file.
    pub fn put_upload(&mut self, name: &str, record: &UploadRecord) -> Result<(), StoreError> {
        Ok(uploads::put(self.tx, name, record)?)
    }

    /// Forgets a stored file and its text (the caller removes the file after the change is
    /// saved).
    pub fn remove_upload(&mut self, name: &str) -> Result<(), StoreError> {
        uploads::remove(self.tx, name)?;
        Ok(texts::remove(self.tx, name)?)
    }

    /// Raises the content generation without a change of content: what visitors are shown of
    /// it changed otherwise (the texts of documents it names were read).
    pub fn content_shown_changed(&mut self) -> Result<(), StoreError> {
        Ok(content::bump_generation(self.tx)?)
    }

    /// Keeps the text read from the stored file `name`.
    pub fn put_document_text(&mut self, name: &str, text: &DocumentText) -> Result<(), StoreError> {
        Ok(texts::put(self.tx, name, text)?)
    }

    /// The session stored under `hash`, as of this change.
    pub fn session(&self, hash: &str) -> Result<Option<Session>, StoreError> {
        sessions::get_in(self.tx, hash)
    }

    /// The account of `username`, as of this change.
    pub fn user(&self, username: &str) -> Result<Option<User>, StoreError> {
        users::get_in(self.tx, username)
    }

    /// The citizen's message with this tracking number, as of this change.
    pub fn feedback(&self, tracking_id: &str) -> Result<Option<FeedbackRecord>, StoreError> {
        feedback::get_in(self.tx, tracking_id)
    }

    /// Every feedback category's settings, as of this change.
    pub fn feedback_categories(&self) -> Result<Vec<CategorySettings>, StoreError> {
        feedback::categories_in(self.tx)
    }

    /// Saves the settings of a feedback category.
    pub fn put_feedback_category(&mut self, settings: &CategorySettings) -> Result<(), StoreError> {
        feedback::put_category(self.tx, settings)
    }

    /// Saves a citizen's message under its tracking number.
    pub fn put_feedback(&mut self, record: &FeedbackRecord) -> Result<(), StoreError> {
        feedback::put(self.tx, record)
    }

    /// Queues `letter` in the outbox at `now` (seconds since 1970), to be sent once the change
    /// is saved; its number.
    pub fn queue_mail(&mut self, letter: Letter, now: u64) -> Result<u64, StoreError> {
        outbox::queue(self.tx, letter, now)
    }

    /// The number the store keeps under `key` among its own facts (`meta`), if any: what a
    /// scheduled task did last (the day of the last reminders, as `YYYYMMDD`).
    pub fn fact(&self, key: &str) -> Result<Option<u64>, StoreError> {
        let table = self.tx.open_table(super::META)?;
        Ok(table.get(key)?.map(|value| value.value()))
    }

    /// Keeps `value` under `key` among the store's own facts.
    pub fn set_fact(&mut self, key: &str, value: u64) -> Result<(), StoreError> {
        assert!(
            key != super::SCHEMA_KEY,
            "the schema version is the upgrade's alone"
        );
        self.tx.open_table(super::META)?.insert(key, value)?;
        Ok(())
    }

    /// Counts an answer to "Was this page useful?" for `page`, with its comment if any.
    pub fn add_page_feedback(
        &mut self,
        page: &str,
        useful: bool,
        comment: Option<&PageComment>,
    ) -> Result<(), StoreError> {
        page_feedback::add(self.tx, page, useful, comment)
    }
}

impl Store {
    /// Runs `change` in one write transaction and saves what it did if, and only if, it
    /// returns `Ok`; the save is durable when this returns.
    pub fn change<T, E: From<StoreError>>(
        &self,
        change: impl FnOnce(&mut Change<'_>) -> Result<T, E>,
    ) -> Result<T, E> {
        let tx = self.db.begin_write().map_err(StoreError::from)?;
        let value = change(&mut Change { tx: &tx })?;
        tx.commit().map_err(StoreError::from)?;
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_failed_change_saves_nothing() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let result: Result<(), StoreError> = store.change(|change| {
            change.remove_content(Kind::Events, "health-camp")?;
            Err(StoreError::Corrupt {
                table: "events",
                key: "x".into(),
                source: serde_json::from_str::<u8>("x").unwrap_err(),
            })
        });
        assert!(result.is_err());
        assert_eq!(store.list_events().unwrap().len(), 3);
        store
            .change(|change| change.remove_content(Kind::Events, "health-camp"))
            .unwrap();
        assert_eq!(store.list_events().unwrap().len(), 2);
    }
}

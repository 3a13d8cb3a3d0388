//! Citizens' feedback and grievances, by tracking number: what was sent, who sent it (for
//! staff only), and each step of its answer.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};

use super::{Store, StoreError};

pub(super) const FEEDBACK: TableDefinition<&str, &[u8]> = TableDefinition::new("feedback");
/// Each category's time to answer and the account its overdue messages go to, as an admin set
/// them (a category not in it has its defaults).
pub(super) const CATEGORIES: TableDefinition<&str, &[u8]> =
    TableDefinition::new("feedback_categories");

/// A message as staff see it (its type is wasm-core's, which the web app's is generated from).
pub use wasm_core::feedback::Feedback as FeedbackRecord;
use wasm_core::feedback::{CATEGORIES as CATEGORY_NAMES, CategorySettings};

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(FEEDBACK)?;
    Ok(())
}

pub(super) fn create_categories_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(CATEGORIES)?;
    Ok(())
}

/// Every category's settings, in the form's order, with the defaults of those not set.
fn categories_of(
    table: &impl ReadableTable<&'static str, &'static [u8]>,
) -> Result<Vec<CategorySettings>, StoreError> {
    CATEGORY_NAMES
        .iter()
        .map(|category| {
            Ok(match table.get(*category)? {
                Some(value) => {
                    serde_json::from_slice(value.value()).map_err(|source| StoreError::Corrupt {
                        table: "feedback_categories",
                        key: (*category).to_owned(),
                        source,
                    })?
                }
                None => CategorySettings::default_of(category),
            })
        })
        .collect()
}

/// Every category's settings, as of `tx`.
pub(super) fn categories_in(tx: &WriteTransaction) -> Result<Vec<CategorySettings>, StoreError> {
    categories_of(&tx.open_table(CATEGORIES)?)
}

/// Saves the settings of a category in `tx`.
pub(super) fn put_category(
    tx: &WriteTransaction,
    settings: &CategorySettings,
) -> Result<(), StoreError> {
    let bytes = serde_json::to_vec(settings).expect("settings serialise");
    tx.open_table(CATEGORIES)?
        .insert(settings.category.as_str(), bytes.as_slice())?;
    Ok(())
}

fn decode(key: &str, bytes: &[u8]) -> Result<FeedbackRecord, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "feedback",
        key: key.to_owned(),
        source,
    })
}

/// The message with this tracking number, as of `tx`.
pub(super) fn get_in(
    tx: &WriteTransaction,
    tracking_id: &str,
) -> Result<Option<FeedbackRecord>, StoreError> {
    let table = tx.open_table(FEEDBACK)?;
    let value = table.get(tracking_id)?;
    value
        .map(|value| decode(tracking_id, value.value()))
        .transpose()
}

/// Saves `record` under its tracking number.
pub(super) fn put(tx: &WriteTransaction, record: &FeedbackRecord) -> Result<(), StoreError> {
    let bytes = serde_json::to_vec(record).expect("a record always serialises");
    let mut table = tx.open_table(FEEDBACK)?;
    table.insert(record.tracking_id.as_str(), bytes.as_slice())?;
    Ok(())
}

/// The photos (`/uploads/…`) citizens sent with their messages, as of `tx`.
pub(super) fn photos_in(tx: &WriteTransaction) -> Result<Vec<String>, StoreError> {
    let table = tx.open_table(FEEDBACK)?;
    let mut photos = Vec::new();
    for entry in table.iter()? {
        let (key, value) = entry?;
        photos.extend(decode(key.value(), value.value())?.photo);
    }
    Ok(photos)
}

impl Store {
    /// Every category's settings.
    pub fn feedback_categories(&self) -> Result<Vec<CategorySettings>, StoreError> {
        let tx = self.db.begin_read()?;
        categories_of(&tx.open_table(CATEGORIES)?)
    }

    /// The message with this tracking number.
    pub fn feedback(&self, tracking_id: &str) -> Result<Option<FeedbackRecord>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(FEEDBACK)?;
        let value = table.get(tracking_id)?;
        value
            .map(|value| decode(tracking_id, value.value()))
            .transpose()
    }

    /// Every message, newest first.
    pub fn all_feedback(&self) -> Result<Vec<FeedbackRecord>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(FEEDBACK)?;
        let mut records = Vec::new();
        for entry in table.iter()? {
            let (key, value) = entry?;
            records.push(decode(key.value(), value.value())?);
        }
        records.sort_by(|a, b| b.received_at().cmp(a.received_at()));
        Ok(records)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, at: &str) -> FeedbackRecord {
        FeedbackRecord {
            ward: Some(4),
            name: Some("Sunita Verma".into()),
            ..FeedbackRecord::received(id, "water", "No water since Monday in our street.", at)
        }
    }

    #[test]
    fn a_store_from_before_the_mark_marks_its_citizens_photos_when_upgraded() {
        let dir = tempfile::tempdir().unwrap();
        let photo = "0123456789abcdef0123456789abcdef.png";
        let staff = "fedcba9876543210fedcba9876543210.png";
        {
            let store = Store::open(dir.path()).unwrap();
            let upload = super::super::uploads::UploadRecord {
                media_type: "image/png".into(),
                file_name: "lane.png".into(),
                bytes: 5,
                uploaded_at: "2026-11-20T10:00:00Z".into(),
                pages: None,
                feedback: false,
            };
            let mut message = record("SMC-AAAA-AAAA", "2026-11-20T10:00:00Z");
            message.photo = Some(format!("/uploads/{photo}"));
            store
                .change(|change| {
                    change.put_upload(photo, &upload)?;
                    change.put_upload(staff, &upload)?;
                    change.put_feedback(&message)
                })
                .unwrap();
            let tx = store.db.begin_write().unwrap();
            tx.open_table(super::super::META)
                .unwrap()
                .insert("schema_version", 9)
                .unwrap();
            tx.commit().unwrap();
        }
        let store = Store::open(dir.path()).unwrap();
        assert!(store.upload(photo).unwrap().unwrap().feedback);
        assert!(!store.upload(staff).unwrap().unwrap().feedback);
    }

    #[test]
    fn messages_are_kept_by_tracking_number_and_listed_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.all_feedback().unwrap(), vec![]);
        let (a, b) = (
            record("SMC-AAAA-AAAA", "2026-11-20T10:00:00Z"),
            record("SMC-BBBB-BBBB", "2026-11-21T10:00:00Z"),
        );
        store
            .change(|change| {
                change.put_feedback(&b)?;
                change.put_feedback(&a)
            })
            .unwrap();
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.feedback("SMC-AAAA-AAAA").unwrap(), Some(a.clone()));
        assert_eq!(store.feedback("SMC-CCCC-CCCC").unwrap(), None);
        assert_eq!(store.all_feedback().unwrap(), vec![b, a]);
    }

    #[test]
    fn the_public_view_has_nothing_of_the_message_or_its_sender() {
        let mut sent = record("SMC-AAAA-AAAA", "2026-11-20T10:00:00Z");
        sent.phone = Some("9876543210".into());
        sent.email = Some("sunita@example.in".into());
        let public = serde_json::to_string(&sent.public_view()).unwrap();
        for private in ["Sunita", "9876543210", "sunita@example.in", "No water"] {
            assert!(!public.contains(private), "{private} in {public}");
        }
        assert!(public.contains("SMC-AAAA-AAAA"));
    }
}

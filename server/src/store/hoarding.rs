//! Hoarding circulars saved by admins, in the order they were saved; the last is current.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};

use super::{Store, StoreError};

pub(super) const HOARDING: TableDefinition<u64, &[u8]> = TableDefinition::new("hoarding");

/// One saved circular.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HoardingRecord {
    /// Site path of the PDF (`/uploads/<name>.pdf`).
    pub url: String,
    /// When it was saved (RFC 3339, UTC).
    pub saved_at: String,
}

/// What `GET /api/hoarding` sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HoardingState {
    /// The latest circular, or none (the page then shows its built-in one).
    pub current: Option<HoardingRecord>,
    /// Every saved circular, newest first.
    pub history: Vec<HoardingRecord>,
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(HOARDING)?;
    Ok(())
}

/// The PDF of every saved circular, as of `tx`.
pub(super) fn urls_in(tx: &WriteTransaction) -> Result<Vec<String>, StoreError> {
    let table = tx.open_table(HOARDING)?;
    let mut urls = Vec::new();
    for entry in table.iter()? {
        let (key, value) = entry?;
        let record: HoardingRecord =
            serde_json::from_slice(value.value()).map_err(|source| StoreError::Corrupt {
                table: "hoarding",
                key: key.value().to_string(),
                source,
            })?;
        urls.push(record.url);
    }
    Ok(urls)
}

impl Store {
    /// The current circular and the history.
    pub fn hoarding(&self) -> Result<HoardingState, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(HOARDING)?;
        let mut history = Vec::new();
        for entry in table.iter()?.rev() {
            let (key, value) = entry?;
            let record =
                serde_json::from_slice(value.value()).map_err(|source| StoreError::Corrupt {
                    table: "hoarding",
                    key: key.value().to_string(),
                    source,
                })?;
            history.push(record);
        }
        Ok(HoardingState {
            current: history.first().cloned(),
            history,
        })
    }

    /// Saves a circular as the current one.
    pub fn add_hoarding_record(&self, record: &HoardingRecord) -> Result<(), StoreError> {
        self.change(|change| change.add_hoarding_record(record))
    }
}

/// Appends `record` after the last one.
pub(super) fn append(tx: &WriteTransaction, record: &HoardingRecord) -> Result<(), StoreError> {
    let bytes = serde_json::to_vec(record).expect("a record always serialises");
    let mut table = tx.open_table(HOARDING)?;
    let next = table.last()?.map_or(1, |(key, _)| key.value() + 1);
    table.insert(next, bytes.as_slice())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(n: u32) -> HoardingRecord {
        HoardingRecord {
            url: format!("/uploads/{n}.pdf"),
            saved_at: format!("2026-11-2{n}T10:00:00Z"),
        }
    }

    #[test]
    fn a_new_store_has_no_circular() {
        let dir = tempfile::tempdir().unwrap();
        let state = Store::open(dir.path()).unwrap().hoarding().unwrap();
        assert_eq!(
            state,
            HoardingState {
                current: None,
                history: vec![]
            }
        );
    }

    #[test]
    fn the_last_saved_circular_is_current_and_history_is_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        for n in 1..=3 {
            store.add_hoarding_record(&record(n)).unwrap();
        }
        drop(store);
        let state = Store::open(dir.path()).unwrap().hoarding().unwrap();
        assert_eq!(state.current, Some(record(3)));
        assert_eq!(state.history, vec![record(3), record(2), record(1)]);
    }
}

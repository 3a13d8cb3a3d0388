//! Events of the gallery, keyed by id, stored as the JSON the API sends.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use wasm_core::model::events::{Event, sort_newest_first};

use super::{Store, StoreError};

pub(super) const EVENTS: TableDefinition<&str, &[u8]> = TableDefinition::new("events");

/// Writes `event` under its id, replacing one with the same id.
pub(super) fn insert(tx: &WriteTransaction, event: &Event) -> Result<(), redb::Error> {
    let bytes = serde_json::to_vec(event).expect("an event always serialises");
    tx.open_table(EVENTS)?
        .insert(event.id.as_str(), bytes.as_slice())?;
    Ok(())
}

/// Reads back the event stored under `key`.
pub(super) fn decode(key: &str, bytes: &[u8]) -> Result<Event, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "events",
        key: key.to_owned(),
        source,
    })
}

impl Store {
    /// Every event, newest first.
    pub fn list_events(&self) -> Result<Vec<Event>, StoreError> {
        let tx = self.db.begin_read().map_err(redb::Error::from)?;
        let table = tx.open_table(EVENTS).map_err(redb::Error::from)?;
        let mut events = Vec::new();
        for entry in table.iter().map_err(redb::Error::from)? {
            let (key, value) = entry.map_err(redb::Error::from)?;
            events.push(decode(key.value(), value.value())?);
        }
        sort_newest_first(&mut events);
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_store_lists_the_built_in_events_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let events = Store::open(dir.path()).unwrap().list_events().unwrap();
        let ids: Vec<&str> = events.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(
            ids,
            ["health-camp", "clean-city-initiative", "tribute-meeting"]
        );
        assert!(events.iter().all(|e| e.images.len() == 4));
    }

    #[test]
    fn reopening_does_not_seed_twice_or_bring_back_what_was_removed() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let tx = store.db.begin_write().unwrap();
        tx.open_table(EVENTS)
            .unwrap()
            .remove("health-camp")
            .unwrap();
        tx.commit().unwrap();
        drop(store);
        assert_eq!(
            Store::open(dir.path())
                .unwrap()
                .list_events()
                .unwrap()
                .len(),
            2
        );
    }
}

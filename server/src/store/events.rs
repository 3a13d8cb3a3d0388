//! Events of the gallery: the content kind `events`, read and written as `Event`s for the
//! calls of `/api/events`, which the dashboard and other clients use. Stores before schema 6 kept them in a table of their
//! own, which the upgrade moves into the content table.

use redb::{ReadableTable, TableDefinition, WriteTransaction};
use wasm_core::model::events::Event;
use wasm_core::model::kinds::Kind;

use super::StoreError;
use super::content::{self, StoredItem};

/// The events table of schema 2 to 5: each event's JSON under its id.
const OLD_EVENTS: TableDefinition<&str, &[u8]> = TableDefinition::new("events");

/// Reads an event back from its stored item.
#[cfg(test)]
fn decode(id: &str, item: &StoredItem) -> Result<Event, StoreError> {
    serde_json::from_value(item.data.clone()).map_err(|source| StoreError::Corrupt {
        table: "content",
        key: format!("events/{id}"),
        source,
    })
}

/// Moves the events of the old table into the content table, as first versions saved at
/// `now`, and deletes the old table.
pub(super) fn move_old_events(tx: &WriteTransaction, now: &str) -> Result<(), StoreError> {
    let mut moved = Vec::new();
    {
        let table = tx.open_table(OLD_EVENTS)?;
        for entry in table.iter()? {
            let (key, value) = entry?;
            let event: Event =
                serde_json::from_slice(value.value()).map_err(|source| StoreError::Corrupt {
                    table: "events",
                    key: key.value().to_owned(),
                    source,
                })?;
            moved.push(event);
        }
    }
    for event in moved {
        let data = serde_json::to_value(&event).expect("an event always serialises");
        content::put(
            tx,
            Kind::Events,
            &event.id,
            &StoredItem::first(data, now, ""),
        )?;
    }
    tx.delete_table(OLD_EVENTS)?;
    Ok(())
}

#[cfg(test)]
pub(super) fn create_old_table(tx: &WriteTransaction, events: &[Event]) {
    let mut table = tx.open_table(OLD_EVENTS).unwrap();
    for event in events {
        let bytes = serde_json::to_vec(event).unwrap();
        table.insert(event.id.as_str(), bytes.as_slice()).unwrap();
    }
}

#[cfg(test)]
impl super::Store {
    /// Every event, newest first.
    pub(crate) fn list_events(&self) -> Result<Vec<Event>, StoreError> {
        let mut events = Vec::new();
        for (id, item) in self.content_items(Kind::Events)? {
            events.push(decode(&id, &item)?);
        }
        wasm_core::model::events::sort_newest_first(&mut events);
        Ok(events)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::store::Store;

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
        store
            .change(|change| change.remove_content(Kind::Events, "health-camp"))
            .unwrap();
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

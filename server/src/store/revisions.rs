//! Every version of every item, kept when it is saved: who saved it, when, as what, with its
//! content. The revision view compares them and any of them can be restored. An item's
//! revisions go with it when it is deleted.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use wasm_core::model::Bilingual;
use wasm_core::model::item::Status;
use wasm_core::model::kinds::Kind;

use super::{Store, StoreError};

pub(super) const REVISIONS: TableDefinition<(&str, &str, u64), &[u8]> =
    TableDefinition::new("revisions");

/// One saved version of an item.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Revision {
    /// The item's version it was.
    pub version: u64,
    /// When it was saved (RFC 3339).
    pub at: String,
    /// Who saved it (empty for what the data directory started with).
    pub by: String,
    /// What it was saved as: a draft, or published at once.
    pub status: Status,
    /// Its content.
    pub data: Value,
    /// Its public change note, if it carried one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Bilingual>,
    /// The revision it restored, if it was a restore.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restored_from: Option<u64>,
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(REVISIONS)?;
    Ok(())
}

/// Keeps `version` of an item as a revision, made by `revision` unless it is kept already (a
/// step that only moves a version along its lifecycle makes no new revision).
pub(super) fn record(
    tx: &WriteTransaction,
    kind: Kind,
    id: &str,
    version: u64,
    revision: impl FnOnce() -> Revision,
) -> Result<(), redb::Error> {
    let mut table = tx.open_table(REVISIONS)?;
    let key = (kind.name(), id, version);
    if table.get(key)?.is_some() {
        return Ok(());
    }
    let bytes = serde_json::to_vec(&revision()).expect("a revision always serialises");
    table.insert(key, bytes.as_slice())?;
    Ok(())
}

pub(super) fn remove_all(tx: &WriteTransaction, kind: Kind, id: &str) -> Result<(), redb::Error> {
    let mut table = tx.open_table(REVISIONS)?;
    let versions: Vec<u64> = table
        .range((kind.name(), id, 0)..=(kind.name(), id, u64::MAX))?
        .map(|entry| entry.map(|(key, _)| key.value().2))
        .collect::<Result<_, _>>()?;
    for version in versions {
        table.remove((kind.name(), id, version))?;
    }
    Ok(())
}

fn decode(kind: &str, id: &str, version: u64, bytes: &[u8]) -> Result<Revision, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "revisions",
        key: format!("{kind}/{id}/{version}"),
        source,
    })
}

/// The revisions of one item, oldest first.
pub(super) fn of_item(
    table: &impl ReadableTable<(&'static str, &'static str, u64), &'static [u8]>,
    kind: Kind,
    id: &str,
) -> Result<Vec<Revision>, StoreError> {
    let mut revisions = Vec::new();
    for entry in table.range((kind.name(), id, 0)..=(kind.name(), id, u64::MAX))? {
        let (key, value) = entry?;
        let (_, _, version) = key.value();
        revisions.push(decode(kind.name(), id, version, value.value())?);
    }
    Ok(revisions)
}

pub(super) fn of_item_in(
    tx: &WriteTransaction,
    kind: Kind,
    id: &str,
) -> Result<Vec<Revision>, StoreError> {
    let table = tx.open_table(REVISIONS)?;
    of_item(&table, kind, id)
}

/// Every revision of every item, by kind and id (to find the files they name).
pub(super) fn all_in(tx: &WriteTransaction) -> Result<Vec<(String, String, Revision)>, StoreError> {
    let table = tx.open_table(REVISIONS)?;
    let mut all = Vec::new();
    for entry in table.iter()? {
        let (key, value) = entry?;
        let (kind, id, version) = key.value();
        all.push((
            kind.to_owned(),
            id.to_owned(),
            decode(kind, id, version, value.value())?,
        ));
    }
    Ok(all)
}

impl Store {
    /// The revisions of the item of `kind` with this id, oldest first (none if there is no
    /// such item).
    pub fn revisions(&self, kind: Kind, id: &str) -> Result<Vec<Revision>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(REVISIONS)?;
        of_item(&table, kind, id)
    }
}

//! The audit log: one entry per action, numbered in order, only ever appended. Nothing in the
//! product edits or removes an entry; a backup keeps them all.

use std::net::IpAddr;

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use wasm_core::workflow::Action;

use super::{Store, StoreError};

pub(super) const AUDIT: TableDefinition<u64, &[u8]> = TableDefinition::new("audit");

/// One action, as the log keeps it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct AuditEntry {
    /// When (RFC 3339, UTC).
    pub at: String,
    /// The account that acted (for a refused sign-in, the name that was tried).
    pub who: String,
    /// The address the request came from, when known.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub address: Option<String>,
    /// What was done.
    pub action: Action,
    /// The kind of content, for an action on an item (`notices`), or `events`, `hoarding`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub kind: Option<String>,
    /// The item's id, the uploaded file's name, or the account changed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub item: Option<String>,
    /// The item's version the action made or acted on.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub version: Option<u64>,
    /// What else there is to say: a return's comment, a role changed, how many attempts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub detail: Option<String>,
    /// A version its own author put on the site, without a second person's review.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub unreviewed: bool,
}

impl AuditEntry {
    /// An entry of `action` by `who` at `at`, with nothing else said yet.
    pub fn new(at: &str, who: &str, action: Action) -> Self {
        Self {
            at: at.to_owned(),
            who: who.to_owned(),
            address: None,
            action,
            kind: None,
            item: None,
            version: None,
            detail: None,
            unreviewed: false,
        }
    }

    /// The entry with the address the request came from, when known.
    #[must_use]
    pub fn from(mut self, address: Option<IpAddr>) -> Self {
        self.address = address.map(|address| address.to_string());
        self
    }

    /// The entry about `item` of `kind`.
    #[must_use]
    pub fn on(mut self, kind: &str, item: &str) -> Self {
        self.kind = Some(kind.to_owned());
        self.item = Some(item.to_owned());
        self
    }
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(AUDIT)?;
    Ok(())
}

/// Appends `entry` after the last one; its number.
pub(super) fn append(tx: &WriteTransaction, entry: &AuditEntry) -> Result<u64, redb::Error> {
    let mut table = tx.open_table(AUDIT)?;
    let next = table.last()?.map_or(1, |(key, _)| key.value() + 1);
    let bytes = serde_json::to_vec(entry).expect("an audit entry always serialises");
    table.insert(next, bytes.as_slice())?;
    Ok(next)
}

/// Every entry of the audit log, oldest first, as of `tx`.
pub(super) fn all_in(tx: &WriteTransaction) -> Result<Vec<AuditEntry>, StoreError> {
    let table = tx.open_table(AUDIT)?;
    let mut entries = Vec::new();
    for row in table.iter()? {
        let (key, value) = row?;
        entries.push(decode(key.value(), value.value())?);
    }
    Ok(entries)
}

impl Store {
    /// Appends `entry` to the audit log in a write of its own; its number.
    pub fn append_audit(&self, entry: &AuditEntry) -> Result<u64, StoreError> {
        self.change(|change| change.append_audit(entry))
    }

    /// Every entry of the audit log with its number, oldest first, that `keep` keeps.
    pub fn audit_entries(
        &self,
        mut keep: impl FnMut(&AuditEntry) -> bool,
    ) -> Result<Vec<(u64, AuditEntry)>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(AUDIT)?;
        let mut entries = Vec::new();
        for row in table.iter()? {
            let (key, value) = row?;
            let entry = decode(key.value(), value.value())?;
            if keep(&entry) {
                entries.push((key.value(), entry));
            }
        }
        Ok(entries)
    }

    /// At most `limit` entries numbered below `before` (any, without it) that `keep` keeps,
    /// newest first, read from the newest back only as far as it takes to find them.
    pub fn audit_newest(
        &self,
        before: Option<u64>,
        limit: usize,
        mut keep: impl FnMut(&AuditEntry) -> bool,
    ) -> Result<Vec<(u64, AuditEntry)>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(AUDIT)?;
        let mut entries = Vec::new();
        let rows = table.range(..before.unwrap_or(u64::MAX))?;
        for row in rows.rev() {
            if entries.len() == limit {
                break;
            }
            let (key, value) = row?;
            let entry = decode(key.value(), value.value())?;
            if keep(&entry) {
                entries.push((key.value(), entry));
            }
        }
        Ok(entries)
    }
}

fn decode(key: u64, bytes: &[u8]) -> Result<AuditEntry, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "audit",
        key: key.to_string(),
        source,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_newest_entries_come_first_a_page_at_a_time() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        for i in 1..=7 {
            let action = if i % 2 == 0 {
                Action::SignOut
            } else {
                Action::SignIn
            };
            let entry = AuditEntry::new("2026-11-24T06:30:00Z", &format!("user{i}"), action);
            assert_eq!(store.append_audit(&entry).unwrap(), i);
        }
        let ids = |entries: Vec<(u64, AuditEntry)>| -> Vec<u64> {
            entries.into_iter().map(|(id, _)| id).collect()
        };
        assert_eq!(
            ids(store.audit_newest(None, 3, |_| true).unwrap()),
            [7, 6, 5]
        );
        assert_eq!(
            ids(store.audit_newest(Some(5), 3, |_| true).unwrap()),
            [4, 3, 2]
        );
        assert_eq!(ids(store.audit_newest(Some(2), 3, |_| true).unwrap()), [1]);
        let sign_ins = |entry: &AuditEntry| entry.action == Action::SignIn;
        assert_eq!(
            ids(store.audit_newest(None, 10, sign_ins).unwrap()),
            [7, 5, 3, 1]
        );
        assert_eq!(ids(store.audit_entries(sign_ins).unwrap()), [1, 3, 5, 7]);
    }
}

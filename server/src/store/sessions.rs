//! Live sessions, keyed by the SHA-256 of their token (the token itself is never stored).

use redb::{ReadableDatabase, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};

use super::{Store, StoreError};

const SESSIONS: TableDefinition<&str, &[u8]> = TableDefinition::new("sessions");

/// A signed-in user's session.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Session {
    /// The account's id.
    pub user_id: u64,
    /// The account's username.
    pub username: String,
    /// When it started (seconds since the Unix epoch).
    pub created: u64,
    /// When it was last used (seconds since the Unix epoch).
    pub last_seen: u64,
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(SESSIONS)?;
    Ok(())
}

impl Store {
    /// The session stored under `hash`, if any.
    pub fn session(&self, hash: &str) -> Result<Option<Session>, StoreError> {
        let tx = self.db.begin_read().map_err(redb::Error::from)?;
        let table = tx.open_table(SESSIONS).map_err(redb::Error::from)?;
        let stored = table.get(hash).map_err(redb::Error::from)?;
        stored
            .map(|bytes| {
                serde_json::from_slice(bytes.value()).map_err(|source| StoreError::Corrupt {
                    table: "sessions",
                    key: hash.to_owned(),
                    source,
                })
            })
            .transpose()
    }

    /// Stores (or replaces) the session under `hash`.
    pub fn put_session(&self, hash: &str, session: &Session) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(session).expect("a session always serialises");
        let tx = self.db.begin_write().map_err(redb::Error::from)?;
        tx.open_table(SESSIONS)
            .map_err(redb::Error::from)?
            .insert(hash, bytes.as_slice())
            .map_err(redb::Error::from)?;
        tx.commit().map_err(redb::Error::from)?;
        Ok(())
    }

    /// Removes the session under `hash`, if any.
    pub fn delete_session(&self, hash: &str) -> Result<(), StoreError> {
        let tx = self.db.begin_write().map_err(redb::Error::from)?;
        tx.open_table(SESSIONS)
            .map_err(redb::Error::from)?
            .remove(hash)
            .map_err(redb::Error::from)?;
        tx.commit().map_err(redb::Error::from)?;
        Ok(())
    }
}

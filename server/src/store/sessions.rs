//! Live sessions, keyed by the SHA-256 of their token (the token itself is never stored).

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};

use super::{Store, StoreError};

pub(super) const SESSIONS: TableDefinition<&str, &[u8]> = TableDefinition::new("sessions");

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

/// Removes, in `tx`, every session of the account `user_id`; returns how many there were.
pub(super) fn end_all_of(tx: &WriteTransaction, user_id: u64) -> Result<usize, StoreError> {
    let mut table = tx.open_table(SESSIONS)?;
    let mut ended = 0;
    table.retain(|_, bytes| {
        // An unreadable session is ended too: it cannot be resumed anyway.
        let keep = serde_json::from_slice::<Session>(bytes)
            .is_ok_and(|session| session.user_id != user_id);
        if !keep {
            ended += 1;
        }
        keep
    })?;
    Ok(ended)
}

/// The session stored under `hash` in `tx`, if any.
pub(super) fn get_in(tx: &WriteTransaction, hash: &str) -> Result<Option<Session>, StoreError> {
    let table = tx.open_table(SESSIONS)?;
    let stored = table.get(hash)?;
    stored.map(|bytes| decode(hash, bytes.value())).transpose()
}

fn decode(hash: &str, bytes: &[u8]) -> Result<Session, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "sessions",
        key: hash.to_owned(),
        source,
    })
}

impl Store {
    /// The session stored under `hash`, if any.
    pub fn session(&self, hash: &str) -> Result<Option<Session>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(SESSIONS)?;
        let stored = table.get(hash)?;
        stored.map(|bytes| decode(hash, bytes.value())).transpose()
    }

    /// Stores (or replaces) the session under `hash`.
    pub fn put_session(&self, hash: &str, session: &Session) -> Result<(), StoreError> {
        let bytes = serde_json::to_vec(session).expect("a session always serialises");
        let tx = self.db.begin_write()?;
        tx.open_table(SESSIONS)?.insert(hash, bytes.as_slice())?;
        tx.commit()?;
        Ok(())
    }

    /// Ends every session of the account `user_id`; returns how many there were.
    pub fn end_sessions_of(&self, user_id: u64) -> Result<usize, StoreError> {
        let tx = self.db.begin_write()?;
        let ended = end_all_of(&tx, user_id)?;
        tx.commit()?;
        Ok(ended)
    }

    /// Removes the session under `hash`, if any.
    pub fn delete_session(&self, hash: &str) -> Result<(), StoreError> {
        let tx = self.db.begin_write()?;
        tx.open_table(SESSIONS)?.remove(hash)?;
        tx.commit()?;
        Ok(())
    }
}

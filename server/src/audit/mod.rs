//! Recording in the audit log the actions made outside the content API: sign-ins and
//! sign-outs (`throttled.rs` summarises the attempts the throttle turns away), uploads, accounts,
//! the events and the hoarding circular (the content API records its own steps,
//! `content/save.rs`); and the log as a CSV file (`csv.rs`), with its moments and days in India
//! time (`india.rs`). The log itself is the store's `audit` table (`store/audit.rs`), only ever
//! appended to; `GET /api/audit` reads it (`routes/audit.rs`).
//!
//! An action that writes the store appends its entry in the same write (`Change::append_audit`),
//! so the two are saved together or not at all; the others append theirs with [`record`].

pub mod csv;
pub mod india;
pub mod throttled;

use crate::error::AppError;
use crate::store::audit::AuditEntry;
use crate::store::{Store, StoreError};

/// Most characters kept of a name tried at sign-in: no account's is longer than 32, and a
/// request cannot fill the log with a long text.
pub const TRIED_NAME_MAX_CHARS: usize = 64;

/// The name an entry gives for a sign-in attempt with `username`: its first
/// [`TRIED_NAME_MAX_CHARS`] characters.
pub fn tried_name(username: &str) -> String {
    username.chars().take(TRIED_NAME_MAX_CHARS).collect()
}

/// Appends `entries`, in order, in one write of the store (none when there are none).
pub fn append_all(store: &Store, entries: &[AuditEntry]) -> Result<(), StoreError> {
    if entries.is_empty() {
        return Ok(());
    }
    store.change(|change| {
        entries
            .iter()
            .try_for_each(|entry| change.append_audit(entry).map(drop))
    })
}

/// [`append_all`] on the blocking pool, where store writes run.
pub async fn record(store: &Store, entries: Vec<AuditEntry>) -> Result<(), AppError> {
    if entries.is_empty() {
        return Ok(());
    }
    let store = store.clone();
    tokio::task::spawn_blocking(move || append_all(&store, &entries)).await??;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_tried_at_sign_in_is_kept_to_64_characters() {
        assert_eq!(tried_name("admin"), "admin");
        assert_eq!(tried_name(&"x".repeat(500)).len(), 64);
        // Characters, not bytes: Devanagari is cut between letters, never inside one.
        assert_eq!(tried_name(&"न".repeat(100)).chars().count(), 64);
    }
}

//! The site's own secrets, made once and kept with its data (so a restart or a restored backup
//! keeps them): the key that signs device cookies, and the decoy hash that sign-ins of unknown
//! usernames are checked against.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};

use super::{Store, StoreError};

pub(super) const SECRETS: TableDefinition<&str, &[u8]> = TableDefinition::new("secrets");

/// The name of the key that signs device cookies.
pub const DEVICE_KEY: &str = "device_cookie_key";
/// The name of the decoy password hash.
pub const DECOY_HASH: &str = "decoy_password_hash";

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(SECRETS)?;
    Ok(())
}

impl Store {
    /// The secret `name`, made by `make` and saved the first time it is asked for.
    pub fn secret(
        &self,
        name: &str,
        make: impl FnOnce() -> Vec<u8>,
    ) -> Result<Vec<u8>, StoreError> {
        {
            let tx = self.db.begin_read()?;
            let table = tx.open_table(SECRETS)?;
            if let Some(stored) = table.get(name)? {
                return Ok(stored.value().to_vec());
            }
        }
        let tx = self.db.begin_write()?;
        let secret = {
            let mut table = tx.open_table(SECRETS)?;
            // Another caller may have made it since the read.
            let existing = table.get(name)?.map(|stored| stored.value().to_vec());
            if let Some(existing) = existing {
                existing
            } else {
                let secret = make();
                table.insert(name, secret.as_slice())?;
                secret
            }
        };
        tx.commit()?;
        Ok(secret)
    }
}

impl Store {
    /// Replaces the secret `name`.
    pub fn set_secret(&self, name: &str, secret: &[u8]) -> Result<(), StoreError> {
        let tx = self.db.begin_write()?;
        tx.open_table(SECRETS)?.insert(name, secret)?;
        tx.commit()?;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_secret_is_made_once_and_kept_across_opens() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let made = store.secret(DEVICE_KEY, || vec![7; 32]).unwrap();
        assert_eq!(made, vec![7; 32]);
        assert_eq!(store.secret(DEVICE_KEY, || vec![9; 32]).unwrap(), made);
        drop(store);
        let reopened = Store::open(dir.path()).unwrap();
        assert_eq!(reopened.secret(DEVICE_KEY, || vec![9; 32]).unwrap(), made);
        reopened.set_secret(DEVICE_KEY, &[3; 32]).unwrap();
        assert_eq!(
            reopened.secret(DEVICE_KEY, || vec![9; 32]).unwrap(),
            vec![3; 32]
        );
    }
}

//! The accounts that may sign in to the admin area: username → role and argon2id hash.

use redb::{
    ReadableDatabase, ReadableTable, ReadableTableMetadata, TableDefinition, WriteTransaction,
};
use serde::{Deserialize, Serialize};

use wasm_core::roles::Role;

use super::audit::{self, AuditEntry};
use super::{Store, StoreError};

pub(super) const USERS: TableDefinition<&str, &[u8]> = TableDefinition::new("users");

/// A stored account.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct User {
    /// A number of its own, never reused.
    pub id: u64,
    /// The name it signs in with (wasm-core's `username_problems` rule).
    pub username: String,
    /// What it may do: `admin` for the admin area.
    pub role: String,
    /// The argon2id hash of its password, in PHC form.
    pub password_hash: String,
    /// A disabled account cannot sign in and has no sessions; it is kept, not deleted, so the
    /// history of what it did keeps its name.
    #[serde(default)]
    pub disabled: bool,
    /// The address its reminders go to (the items due for review it owns), if it has one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub email: Option<String>,
}

impl User {
    /// Whether it is an admin that can sign in.
    fn is_active_admin(&self) -> bool {
        !self.disabled && self.role == Role::Admin.name()
    }
}

/// A change of an account by an admin; what is `None` stays.
#[derive(Debug, Clone, Default)]
pub struct AccountChange {
    /// A new role.
    pub role: Option<Role>,
    /// Disabled (`true`) or enabled again.
    pub disabled: Option<bool>,
    /// The hash of a new password.
    pub password_hash: Option<String>,
    /// A new mail address (`Some(None)`: none).
    pub email: Option<Option<String>>,
}

/// Why a change of an account was not made.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ChangeRefused {
    /// No account has the username.
    Unknown,
    /// It would leave no active admin to manage the accounts.
    LastAdmin,
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(USERS)?;
    Ok(())
}

fn decode(username: &str, bytes: &[u8]) -> Result<User, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "users",
        key: username.to_owned(),
        source,
    })
}

impl Store {
    /// The account of `username`, if there is one.
    pub fn user(&self, username: &str) -> Result<Option<User>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(USERS)?;
        let stored = table.get(username)?;
        stored
            .map(|bytes| decode(username, bytes.value()))
            .transpose()
    }

    /// How many accounts exist.
    pub fn user_count(&self) -> Result<u64, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(USERS)?;
        Ok(table.len()?)
    }

    /// Adds an account with the next free id; `false` (and nothing written) if the username
    /// is taken.
    pub fn add_user(
        &self,
        username: &str,
        role: &str,
        password_hash: &str,
    ) -> Result<bool, StoreError> {
        self.add_user_noted(username, role, password_hash, None)
    }

    /// [`Store::add_user`], appending `entry` to the audit log in the same write when the
    /// account is added.
    pub fn add_user_noted(
        &self,
        username: &str,
        role: &str,
        password_hash: &str,
        entry: Option<&AuditEntry>,
    ) -> Result<bool, StoreError> {
        let tx = self.db.begin_write()?;
        {
            let mut table = tx.open_table(USERS)?;
            if table.get(username)?.is_some() {
                return Ok(false);
            }
            let mut next_id = 1;
            for entry in table.iter()? {
                let (key, value) = entry?;
                next_id = next_id.max(decode(key.value(), value.value())?.id + 1);
            }
            let user = User {
                id: next_id,
                username: username.to_owned(),
                role: role.to_owned(),
                password_hash: password_hash.to_owned(),
                disabled: false,
                email: None,
            };
            put(&mut table, &user)?;
        }
        if let Some(entry) = entry {
            audit::append(&tx, entry)?;
        }
        tx.commit()?;
        Ok(true)
    }

    /// Replaces the password hash of `username` and ends the account's sessions, together;
    /// how many sessions ended, or `None` if there is no such account.
    pub fn set_password_hash(
        &self,
        username: &str,
        password_hash: &str,
    ) -> Result<Option<usize>, StoreError> {
        self.replace_hash(username, password_hash, true)
    }

    /// Stores a new hash of the same password (made with today's parameters), leaving the
    /// account's sessions alone; `false` if there is no such account.
    pub fn rehash_password(&self, username: &str, password_hash: &str) -> Result<bool, StoreError> {
        Ok(self.replace_hash(username, password_hash, false)?.is_some())
    }

    fn replace_hash(
        &self,
        username: &str,
        password_hash: &str,
        end_sessions: bool,
    ) -> Result<Option<usize>, StoreError> {
        let tx = self.db.begin_write()?;
        let ended = {
            let mut table = tx.open_table(USERS)?;
            let Some(mut user) = user_in(&table, username)? else {
                return Ok(None);
            };
            password_hash.clone_into(&mut user.password_hash);
            put(&mut table, &user)?;
            if end_sessions {
                super::sessions::end_all_of(&tx, user.id)?
            } else {
                0
            }
        };
        tx.commit()?;
        Ok(Some(ended))
    }
}

impl Store {
    /// Every account, by id.
    pub fn users(&self) -> Result<Vec<User>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(USERS)?;
        let mut users = Vec::new();
        for entry in table.iter()? {
            let (key, value) = entry?;
            users.push(decode(key.value(), value.value())?);
        }
        users.sort_by_key(|user| user.id);
        Ok(users)
    }

    /// Changes the account of `username` as `change` says, in one transaction: refused if it
    /// would leave no active admin. Disabling the account or giving it a new password ends its
    /// sessions with the change. The account as changed, and how many sessions ended.
    pub fn change_user(
        &self,
        username: &str,
        change: &AccountChange,
    ) -> Result<Result<(User, usize), ChangeRefused>, StoreError> {
        self.change_user_noted(username, change, |_, _| None)
    }

    /// [`Store::change_user`], appending to the audit log, in the same write, the entry `note`
    /// makes of the account before and after the change (if it makes one).
    pub fn change_user_noted(
        &self,
        username: &str,
        change: &AccountChange,
        note: impl FnOnce(&User, &User) -> Option<AuditEntry>,
    ) -> Result<Result<(User, usize), ChangeRefused>, StoreError> {
        let tx = self.db.begin_write()?;
        let outcome = {
            let mut table = tx.open_table(USERS)?;
            let Some(mut user) = user_in(&table, username)? else {
                return Ok(Err(ChangeRefused::Unknown));
            };
            let before = user.clone();
            let was_active_admin = user.is_active_admin();
            if let Some(role) = change.role {
                role.name().clone_into(&mut user.role);
            }
            if let Some(disabled) = change.disabled {
                user.disabled = disabled;
            }
            if let Some(hash) = &change.password_hash {
                hash.clone_into(&mut user.password_hash);
            }
            if let Some(email) = &change.email {
                user.email.clone_from(email);
            }
            if was_active_admin && !user.is_active_admin() {
                let mut others = 0;
                for entry in table.iter()? {
                    let (key, value) = entry?;
                    let other = decode(key.value(), value.value())?;
                    if other.username != user.username && other.is_active_admin() {
                        others += 1;
                    }
                }
                if others == 0 {
                    return Ok(Err(ChangeRefused::LastAdmin));
                }
            }
            put(&mut table, &user)?;
            let ended = if user.disabled || change.password_hash.is_some() {
                super::sessions::end_all_of(&tx, user.id)?
            } else {
                0
            };
            if let Some(entry) = note(&before, &user) {
                audit::append(&tx, &entry)?;
            }
            (user, ended)
        };
        tx.commit()?;
        Ok(Ok(outcome))
    }
}

/// The account of `username` in `tx`, if there is one.
pub(super) fn get_in(tx: &WriteTransaction, username: &str) -> Result<Option<User>, StoreError> {
    let table = tx.open_table(USERS)?;
    let stored = table.get(username)?;
    stored
        .map(|bytes| decode(username, bytes.value()))
        .transpose()
}

/// The account of `username` in `table`, if there is one.
fn user_in(table: &redb::Table<&str, &[u8]>, username: &str) -> Result<Option<User>, StoreError> {
    let stored = table.get(username)?;
    stored
        .map(|bytes| decode(username, bytes.value()))
        .transpose()
}

/// Writes `user` under its username.
fn put(table: &mut redb::Table<&str, &[u8]>, user: &User) -> Result<(), redb::Error> {
    let bytes = serde_json::to_vec(user).expect("a user always serialises");
    table.insert(user.username.as_str(), bytes.as_slice())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn accounts_are_added_once_and_keep_their_ids() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.user_count().unwrap(), 0);
        assert!(store.add_user("admin", "admin", "$argon2id$a").unwrap());
        assert!(
            !store.add_user("admin", "admin", "$argon2id$b").unwrap(),
            "taken"
        );
        assert!(store.add_user("clerk", "admin", "$argon2id$c").unwrap());
        let admin = store.user("admin").unwrap().unwrap();
        assert_eq!((admin.id, admin.password_hash.as_str()), (1, "$argon2id$a"));
        assert_eq!(store.user("clerk").unwrap().unwrap().id, 2);
        assert!(store.user("nobody").unwrap().is_none());

        assert_eq!(
            store.set_password_hash("admin", "$argon2id$new").unwrap(),
            Some(0)
        );
        assert_eq!(
            store.set_password_hash("nobody", "$argon2id$x").unwrap(),
            None
        );
        let admin = store.user("admin").unwrap().unwrap();
        assert_eq!(
            (admin.id, admin.password_hash.as_str()),
            (1, "$argon2id$new")
        );
        assert_eq!(store.user_count().unwrap(), 2);
    }

    #[test]
    fn an_account_and_its_audit_entry_are_saved_together() {
        use wasm_core::workflow::Action;
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let added = AuditEntry::new("2026-11-24T06:30:00Z", "admin", Action::AccountAdd);
        assert!(store.add_user("admin", "admin", "$argon2id$a").unwrap());
        assert!(
            store
                .add_user_noted("clerk", "editor", "$argon2id$b", Some(&added))
                .unwrap()
        );
        assert!(
            !store
                .add_user_noted("clerk", "editor", "$argon2id$c", Some(&added))
                .unwrap(),
            "taken: nothing written"
        );
        let promote = AccountChange {
            role: Some(Role::Publisher),
            ..AccountChange::default()
        };
        let noted = |before: &User, after: &User| {
            let mut entry = AuditEntry::new("2026-11-24T06:31:00Z", "admin", Action::AccountChange);
            entry.detail = Some(format!("{} → {}", before.role, after.role));
            Some(entry)
        };
        assert!(
            store
                .change_user_noted("clerk", &promote, noted)
                .unwrap()
                .is_ok()
        );
        let demote = AccountChange {
            role: Some(Role::Editor),
            ..AccountChange::default()
        };
        assert_eq!(
            store.change_user_noted("admin", &demote, noted).unwrap(),
            Err(ChangeRefused::LastAdmin),
            "refused: nothing written"
        );
        let log: Vec<(Action, Option<String>)> = store
            .audit_entries(|_| true)
            .unwrap()
            .into_iter()
            .map(|(_, entry)| (entry.action, entry.detail))
            .collect();
        assert_eq!(
            log,
            [
                (Action::AccountAdd, None),
                (Action::AccountChange, Some("editor → publisher".to_owned()))
            ]
        );
    }

    #[test]
    fn the_last_active_admin_is_neither_disabled_nor_demoted() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        assert!(store.add_user("admin", "admin", "$argon2id$a").unwrap());
        assert!(store.add_user("clerk", "editor", "$argon2id$b").unwrap());
        let disable = AccountChange {
            disabled: Some(true),
            ..AccountChange::default()
        };
        let demote = AccountChange {
            role: Some(Role::Publisher),
            ..AccountChange::default()
        };
        assert_eq!(
            store.change_user("admin", &disable).unwrap(),
            Err(ChangeRefused::LastAdmin)
        );
        assert_eq!(
            store.change_user("admin", &demote).unwrap(),
            Err(ChangeRefused::LastAdmin)
        );
        assert_eq!(
            store.change_user("nobody", &disable).unwrap(),
            Err(ChangeRefused::Unknown)
        );
        // With a second admin, the first may go; then the second is the last.
        let promote = AccountChange {
            role: Some(Role::Admin),
            ..AccountChange::default()
        };
        assert!(store.change_user("clerk", &promote).unwrap().is_ok());
        let (admin, _) = store.change_user("admin", &disable).unwrap().unwrap();
        assert!(admin.disabled);
        assert_eq!(
            store.change_user("clerk", &demote).unwrap(),
            Err(ChangeRefused::LastAdmin)
        );
        // A disabled admin does not count, and enabling it again is always allowed.
        let enable = AccountChange {
            disabled: Some(false),
            ..AccountChange::default()
        };
        assert!(store.change_user("admin", &enable).unwrap().is_ok());
        assert!(store.change_user("clerk", &demote).unwrap().is_ok());
        assert_eq!(
            store
                .users()
                .unwrap()
                .iter()
                .map(|u| (u.username.as_str(), u.role.as_str(), u.disabled))
                .collect::<Vec<_>>(),
            [("admin", "admin", false), ("clerk", "publisher", false)]
        );
    }
}

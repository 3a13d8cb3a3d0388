//! Citizens' feedback and grievances, by tracking number: what was sent, who sent it (for
//! staff only), and each step of its answer.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use wasm_core::feedback::{FeedbackReply, FeedbackStatus, FeedbackStatusView, FeedbackStep};

use super::{Store, StoreError};

pub(super) const FEEDBACK: TableDefinition<&str, &[u8]> = TableDefinition::new("feedback");

/// A message as staff see it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct FeedbackRecord {
    /// The tracking number (`SMC-7K3M-Q9TX`).
    pub tracking_id: String,
    /// One of `wasm_core::feedback::CATEGORIES`.
    pub category: String,
    /// The ward it is about.
    pub ward: Option<u32>,
    /// The page of the site it was sent from or is about.
    pub page: Option<String>,
    /// What the citizen wrote.
    pub message: String,
    /// The sender's name, if given.
    pub name: Option<String>,
    /// A phone number to call the sender back on, if given.
    pub phone: Option<String>,
    /// An e-mail address to answer to, if given.
    pub email: Option<String>,
    /// Every step, oldest first; the first is `received`.
    pub steps: Vec<FeedbackStep>,
    /// The public reply, if any.
    pub reply: Option<FeedbackReply>,
    /// The account it is assigned to, if any.
    pub assignee: Option<String>,
    /// When staff first answered it: its first step after `received` or its first reply.
    pub first_answer_at: Option<String>,
}

impl FeedbackRecord {
    /// When it was received (RFC 3339, UTC).
    pub fn received_at(&self) -> &str {
        self.steps.first().map_or("", |step| step.at.as_str())
    }

    /// Where it stands now.
    pub fn status(&self) -> FeedbackStatus {
        self.steps
            .last()
            .map_or(FeedbackStatus::Received, |step| step.status)
    }

    /// What anyone with the tracking number sees.
    pub fn public_view(&self) -> FeedbackStatusView {
        FeedbackStatusView {
            tracking_id: self.tracking_id.clone(),
            category: self.category.clone(),
            ward: self.ward,
            steps: self.steps.clone(),
            reply: self.reply.clone(),
        }
    }
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(FEEDBACK)?;
    Ok(())
}

fn decode(key: &str, bytes: &[u8]) -> Result<FeedbackRecord, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "feedback",
        key: key.to_owned(),
        source,
    })
}

/// The message with this tracking number, as of `tx`.
pub(super) fn get_in(
    tx: &WriteTransaction,
    tracking_id: &str,
) -> Result<Option<FeedbackRecord>, StoreError> {
    let table = tx.open_table(FEEDBACK).map_err(redb::Error::from)?;
    let value = table.get(tracking_id).map_err(redb::Error::from)?;
    value
        .map(|value| decode(tracking_id, value.value()))
        .transpose()
}

/// Saves `record` under its tracking number.
pub(super) fn put(tx: &WriteTransaction, record: &FeedbackRecord) -> Result<(), StoreError> {
    let bytes = serde_json::to_vec(record).expect("a record always serialises");
    let mut table = tx.open_table(FEEDBACK).map_err(redb::Error::from)?;
    table
        .insert(record.tracking_id.as_str(), bytes.as_slice())
        .map_err(redb::Error::from)?;
    Ok(())
}

impl Store {
    /// The message with this tracking number.
    pub fn feedback(&self, tracking_id: &str) -> Result<Option<FeedbackRecord>, StoreError> {
        let tx = self.db.begin_read().map_err(redb::Error::from)?;
        let table = tx.open_table(FEEDBACK).map_err(redb::Error::from)?;
        let value = table.get(tracking_id).map_err(redb::Error::from)?;
        value
            .map(|value| decode(tracking_id, value.value()))
            .transpose()
    }

    /// Every message, newest first.
    pub fn all_feedback(&self) -> Result<Vec<FeedbackRecord>, StoreError> {
        let tx = self.db.begin_read().map_err(redb::Error::from)?;
        let table = tx.open_table(FEEDBACK).map_err(redb::Error::from)?;
        let mut records = Vec::new();
        for entry in table.iter().map_err(redb::Error::from)? {
            let (key, value) = entry.map_err(redb::Error::from)?;
            records.push(decode(key.value(), value.value())?);
        }
        records.sort_by(|a, b| b.received_at().cmp(a.received_at()));
        Ok(records)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn record(id: &str, at: &str) -> FeedbackRecord {
        FeedbackRecord {
            tracking_id: id.into(),
            category: "water".into(),
            ward: Some(4),
            page: None,
            message: "No water since Monday in our street.".into(),
            name: Some("Sunita Verma".into()),
            phone: None,
            email: None,
            steps: vec![FeedbackStep {
                status: FeedbackStatus::Received,
                at: at.into(),
            }],
            reply: None,
            assignee: None,
            first_answer_at: None,
        }
    }

    #[test]
    fn messages_are_kept_by_tracking_number_and_listed_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.all_feedback().unwrap(), vec![]);
        let (a, b) = (
            record("SMC-AAAA-AAAA", "2026-11-20T10:00:00Z"),
            record("SMC-BBBB-BBBB", "2026-11-21T10:00:00Z"),
        );
        store
            .change(|change| {
                change.put_feedback(&b)?;
                change.put_feedback(&a)
            })
            .unwrap();
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.feedback("SMC-AAAA-AAAA").unwrap(), Some(a.clone()));
        assert_eq!(store.feedback("SMC-CCCC-CCCC").unwrap(), None);
        assert_eq!(store.all_feedback().unwrap(), vec![b, a]);
    }

    #[test]
    fn the_public_view_has_nothing_of_the_message_or_its_sender() {
        let mut sent = record("SMC-AAAA-AAAA", "2026-11-20T10:00:00Z");
        sent.phone = Some("9876543210".into());
        sent.email = Some("sunita@example.in".into());
        let public = serde_json::to_string(&sent.public_view()).unwrap();
        for private in ["Sunita", "9876543210", "sunita@example.in", "No water"] {
            assert!(!public.contains(private), "{private} in {public}");
        }
        assert!(public.contains("SMC-AAAA-AAAA"));
    }
}

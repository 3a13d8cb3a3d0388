//! The outbox: mail waiting to be sent, by number in the order it was queued. A letter is
//! queued in the same write as what it tells of (a citizen's message kept, a step of its
//! answer), so neither is ever saved without the other, and a restart loses none. The sender
//! (`crate::mail::sender`) takes what is due, and removes each letter once the mail server has
//! it; a letter that cannot be sent waits longer after each try, and one given up is kept,
//! without being tried again, for [`FAILED_KEPT_SECONDS`].

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};

use super::{Store, StoreError};

pub(super) const OUTBOX: TableDefinition<u64, &[u8]> = TableDefinition::new("outbox");

/// How long a letter given up stays in the outbox (for its count in the metrics, and for
/// whoever looks into why it failed): 30 days.
pub const FAILED_KEPT_SECONDS: u64 = 30 * 24 * 60 * 60;

/// One mail to one person, written in their language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Letter {
    /// The address it goes to.
    pub to: String,
    /// The language it is written in (`en`, `hi`).
    pub lang: String,
    /// Its subject line.
    pub subject: String,
    /// Its text (plain text: every mail reader shows it, and it carries nothing that tracks).
    pub text: String,
    /// The address that stops this kind of mail in one click (`List-Unsubscribe`), when the
    /// reader chose to receive it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub unsubscribe: Option<String>,
    /// What it tells of (`feedback`, `test`), for the log.
    pub about: String,
}

/// A letter in the outbox, with where its sending stands.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Queued {
    /// The letter.
    pub letter: Letter,
    /// When it was queued (seconds since 1970).
    pub queued_at: u64,
    /// How many times sending it failed.
    pub attempts: u32,
    /// When it may be tried next (seconds since 1970).
    pub next_at: u64,
    /// What the last failed try said.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_error: Option<String>,
    /// When it was given up, if it was: it is not tried again.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub failed_at: Option<u64>,
}

impl Queued {
    /// `letter`, queued at `now` to be sent at once.
    pub fn new(letter: Letter, now: u64) -> Self {
        Self {
            letter,
            queued_at: now,
            attempts: 0,
            next_at: now,
            last_error: None,
            failed_at: None,
        }
    }
}

/// The outbox's letters by state: waiting to be sent, and given up.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct OutboxCounts {
    /// Waiting to be sent (tried or not).
    pub waiting: usize,
    /// Given up, kept for a while.
    pub failed: usize,
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(OUTBOX)?;
    Ok(())
}

fn decode(number: u64, bytes: &[u8]) -> Result<Queued, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "outbox",
        key: number.to_string(),
        source,
    })
}

fn encode(queued: &Queued) -> Vec<u8> {
    serde_json::to_vec(queued).expect("a letter always serialises")
}

/// Queues `letter` at `now`; its number.
pub(super) fn queue(tx: &WriteTransaction, letter: Letter, now: u64) -> Result<u64, StoreError> {
    let mut table = tx.open_table(OUTBOX)?;
    let number = table.last()?.map_or(1, |(last, _)| last.value() + 1);
    table.insert(number, encode(&Queued::new(letter, now)).as_slice())?;
    Ok(number)
}

impl Store {
    /// The letters due at `now`, oldest first, at most `limit` of them.
    pub fn letters_due(&self, now: u64, limit: usize) -> Result<Vec<(u64, Queued)>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(OUTBOX)?;
        let mut due = Vec::new();
        for entry in table.iter()? {
            let (number, value) = entry?;
            let queued = decode(number.value(), value.value())?;
            if queued.failed_at.is_none() && queued.next_at <= now {
                due.push((number.value(), queued));
                if due.len() == limit {
                    break;
                }
            }
        }
        Ok(due)
    }

    /// When the next letter waiting is due (seconds since 1970), if any waits.
    pub fn next_letter_due(&self) -> Result<Option<u64>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(OUTBOX)?;
        let mut next: Option<u64> = None;
        for entry in table.iter()? {
            let (number, value) = entry?;
            let queued = decode(number.value(), value.value())?;
            if queued.failed_at.is_none() {
                next = Some(next.map_or(queued.next_at, |at| at.min(queued.next_at)));
            }
        }
        Ok(next)
    }

    /// How many letters wait, and how many were given up.
    pub fn outbox_counts(&self) -> Result<OutboxCounts, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(OUTBOX)?;
        let mut counts = OutboxCounts::default();
        for entry in table.iter()? {
            let (number, value) = entry?;
            if decode(number.value(), value.value())?.failed_at.is_some() {
                counts.failed += 1;
            } else {
                counts.waiting += 1;
            }
        }
        Ok(counts)
    }

    /// Removes letter `number`, which the mail server accepted.
    pub fn letter_sent(&self, number: u64) -> Result<(), StoreError> {
        let tx = self.db.begin_write()?;
        tx.open_table(OUTBOX)?.remove(number)?;
        tx.commit()?;
        Ok(())
    }

    /// Saves where letter `number` stands after a failed try (`queued` as the sender changed
    /// it), unless it was sent or removed meanwhile.
    pub fn letter_tried(&self, number: u64, queued: &Queued) -> Result<(), StoreError> {
        let tx = self.db.begin_write()?;
        {
            let mut table = tx.open_table(OUTBOX)?;
            if table.get(number)?.is_some() {
                table.insert(number, encode(queued).as_slice())?;
            }
        }
        tx.commit()?;
        Ok(())
    }

    /// Removes the letters given up before `before` (seconds since 1970); how many.
    pub fn forget_failed_letters(&self, before: u64) -> Result<usize, StoreError> {
        let tx = self.db.begin_write()?;
        let removed;
        {
            let mut table = tx.open_table(OUTBOX)?;
            let mut old = Vec::new();
            for entry in table.iter()? {
                let (number, value) = entry?;
                let queued = decode(number.value(), value.value())?;
                if queued.failed_at.is_some_and(|at| at < before) {
                    old.push(number.value());
                }
            }
            for number in &old {
                table.remove(number)?;
            }
            removed = old.len();
        }
        tx.commit()?;
        Ok(removed)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn letter(to: &str) -> Letter {
        Letter {
            to: to.into(),
            lang: "hi".into(),
            subject: "शिकायत".into(),
            text: "प्राप्त हुई".into(),
            unsubscribe: None,
            about: "feedback".into(),
        }
    }

    #[test]
    fn letters_are_kept_in_order_until_sent_and_outlast_a_restart() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let first = store
            .change(|change| change.queue_mail(letter("a@example.in"), 100))
            .unwrap();
        let second = store
            .change(|change| change.queue_mail(letter("b@example.in"), 100))
            .unwrap();
        assert_eq!((first, second), (1, 2));
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        assert!(store.letters_due(99, 10).unwrap().is_empty(), "not yet");
        let due = store.letters_due(100, 10).unwrap();
        let tos: Vec<_> = due.iter().map(|(_, q)| q.letter.to.as_str()).collect();
        assert_eq!(tos, ["a@example.in", "b@example.in"]);
        assert_eq!(store.letters_due(100, 1).unwrap().len(), 1, "the limit");

        let mut tried = due[0].1.clone();
        tried.attempts = 1;
        tried.next_at = 160;
        store.letter_tried(first, &tried).unwrap();
        store.letter_sent(second).unwrap();
        assert!(store.letters_due(150, 10).unwrap().is_empty());
        assert_eq!(store.next_letter_due().unwrap(), Some(160));
        assert_eq!(
            store.outbox_counts().unwrap(),
            OutboxCounts {
                waiting: 1,
                failed: 0
            }
        );

        tried.failed_at = Some(200);
        store.letter_tried(first, &tried).unwrap();
        assert!(store.letters_due(1000, 10).unwrap().is_empty(), "given up");
        assert_eq!(store.next_letter_due().unwrap(), None);
        assert_eq!(store.outbox_counts().unwrap().failed, 1);
        assert_eq!(store.forget_failed_letters(200).unwrap(), 0);
        assert_eq!(store.forget_failed_letters(201).unwrap(), 1);
        assert_eq!(store.outbox_counts().unwrap(), OutboxCounts::default());
    }

    #[test]
    fn a_letter_is_not_queued_when_its_change_fails() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let failed: Result<(), StoreError> = store.change(|change| {
            change.queue_mail(letter("a@example.in"), 100)?;
            Err(StoreError::NeedsRepair)
        });
        assert!(failed.is_err());
        assert_eq!(store.outbox_counts().unwrap(), OutboxCounts::default());
    }
}

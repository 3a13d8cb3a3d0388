//! Citizens' subscriptions by e-mail (`wasm_core::subscriptions`), and what has been announced
//! to them:
//!
//! - `subscribers`: each subscriber by a random id, with the address, the language, the topics,
//!   the frequency, whether the address was confirmed, and the secrets of its links (the
//!   confirmation's only as its SHA-256; the unsubscribe link's as it is, since every letter
//!   carries it);
//! - `subscriber_emails`: the id of each address, so an address subscribes once;
//! - `announced`: the version of each item of a topic's kind that was announced (or found on the
//!   site when subscriptions began), and its corrigenda then;
//! - `announcements`: what was announced, by number, for the daily letters (kept 30 days).

use std::collections::HashMap;

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use wasm_core::model::Bilingual;
use wasm_core::model::kinds::Kind;
use wasm_core::subscriptions::{Frequency, Topic};

use super::change::Change;
use super::{Store, StoreError};

pub(super) const SUBSCRIBERS: TableDefinition<&str, &[u8]> = TableDefinition::new("subscribers");
pub(super) const EMAILS: TableDefinition<&str, &str> = TableDefinition::new("subscriber_emails");
pub(super) const ANNOUNCED: TableDefinition<(&str, &str), &[u8]> =
    TableDefinition::new("announced");
pub(super) const ANNOUNCEMENTS: TableDefinition<u64, &[u8]> = TableDefinition::new("announcements");

/// A subscriber.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Subscriber {
    /// The address, in lower case.
    pub email: String,
    /// The language of the letters (`en`, `hi`).
    pub lang: String,
    /// What they receive.
    pub topics: Vec<Topic>,
    /// How often.
    pub frequency: Frequency,
    /// When they first asked (seconds since 1970).
    pub created_at: u64,
    /// When they confirmed the address; nothing is sent but the confirmation before.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirmed_at: Option<u64>,
    /// The SHA-256 (hex) of the secret of the confirmation link waiting, and when it expires.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub confirm: Option<(String, u64)>,
    /// What that link confirms.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub wanted: Option<Wanted>,
    /// The secret of the link that ends the subscription.
    pub unsubscribe: String,
    /// When the confirmation letters of the last day were asked for (seconds since 1970).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub asked: Vec<u64>,
    /// The last announcement their daily letter told of.
    #[serde(default)]
    pub digest_after: u64,
}

/// What a subscriber asked for and has not confirmed yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
pub struct Wanted {
    /// The topics.
    pub topics: Vec<Topic>,
    /// How often.
    pub frequency: Frequency,
    /// The language.
    pub lang: String,
}

/// What an item's announcement said: that it appeared, or that it changed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum News {
    /// A new item.
    New,
    /// A version with a public change note ("Updated on …").
    Updated,
    /// A tender with a new corrigendum.
    Corrigendum,
}

/// An item announced to subscribers.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Announcement {
    /// When (seconds since 1970).
    pub at: u64,
    /// Its kind.
    pub kind: Kind,
    /// Its id.
    pub id: String,
    /// What happened.
    pub news: News,
    /// Its title in both languages.
    pub title: Bilingual,
    /// What the change note or the corrigendum says, for a change.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Bilingual>,
    /// The path of its page on the site (`/document?kind=notices&id=…`).
    pub path: String,
}

/// What was announced of an item: its version, how many corrigenda it had, and when its newest
/// public change note was written.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Announced {
    /// The version.
    pub version: u64,
    /// Its corrigenda then (a tender's).
    #[serde(default)]
    pub corrigenda: usize,
    /// When its newest change note was published (RFC 3339), if it had one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub last_note: Option<String>,
}

/// How long announcements are kept for the daily letters: 30 days.
pub const ANNOUNCEMENTS_KEPT_SECONDS: u64 = 30 * 24 * 60 * 60;

pub(super) fn create_tables(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(SUBSCRIBERS)?;
    tx.open_table(EMAILS)?;
    tx.open_table(ANNOUNCED)?;
    tx.open_table(ANNOUNCEMENTS)?;
    Ok(())
}

fn decode<T: for<'de> Deserialize<'de>>(
    table: &'static str,
    key: &str,
    bytes: &[u8],
) -> Result<T, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table,
        key: key.to_owned(),
        source,
    })
}

fn encode<T: Serialize>(value: &T) -> Vec<u8> {
    serde_json::to_vec(value).expect("a record always serialises")
}

impl Change<'_> {
    /// The id of the subscriber of `email` (lower case), if there is one.
    pub fn subscriber_of(&self, email: &str) -> Result<Option<String>, StoreError> {
        let table = self.tx().open_table(EMAILS)?;
        Ok(table.get(email)?.map(|id| id.value().to_owned()))
    }

    /// The subscriber `id`.
    pub fn subscriber(&self, id: &str) -> Result<Option<Subscriber>, StoreError> {
        let table = self.tx().open_table(SUBSCRIBERS)?;
        let value = table.get(id)?;
        value
            .map(|value| decode("subscribers", id, value.value()))
            .transpose()
    }

    /// Saves subscriber `id`.
    pub fn put_subscriber(&mut self, id: &str, subscriber: &Subscriber) -> Result<(), StoreError> {
        self.tx()
            .open_table(SUBSCRIBERS)?
            .insert(id, encode(subscriber).as_slice())?;
        self.tx()
            .open_table(EMAILS)?
            .insert(subscriber.email.as_str(), id)?;
        Ok(())
    }

    /// Removes subscriber `id` and everything kept of them; whether there was one.
    pub fn remove_subscriber(&mut self, id: &str) -> Result<bool, StoreError> {
        let Some(subscriber) = self.subscriber(id)? else {
            return Ok(false);
        };
        self.tx().open_table(SUBSCRIBERS)?.remove(id)?;
        self.tx()
            .open_table(EMAILS)?
            .remove(subscriber.email.as_str())?;
        Ok(true)
    }

    /// Every subscriber, by id.
    pub fn subscribers(&self) -> Result<Vec<(String, Subscriber)>, StoreError> {
        let table = self.tx().open_table(SUBSCRIBERS)?;
        let mut all = Vec::new();
        for entry in table.iter()? {
            let (id, value) = entry?;
            all.push((
                id.value().to_owned(),
                decode("subscribers", id.value(), value.value())?,
            ));
        }
        Ok(all)
    }

    /// Records what was announced of item `id` of `kind`.
    pub fn put_announced(
        &mut self,
        kind: Kind,
        id: &str,
        announced: &Announced,
    ) -> Result<(), StoreError> {
        self.tx()
            .open_table(ANNOUNCED)?
            .insert((kind.name(), id), encode(announced).as_slice())?;
        Ok(())
    }

    /// Keeps `announcement` for the daily letters; its number.
    pub fn add_announcement(&mut self, announcement: &Announcement) -> Result<u64, StoreError> {
        let mut table = self.tx().open_table(ANNOUNCEMENTS)?;
        let number = table.last()?.map_or(1, |(last, _)| last.value() + 1);
        table.insert(number, encode(announcement).as_slice())?;
        Ok(number)
    }

    /// The announcements after number `after`, oldest first, with their numbers.
    pub fn announcements_after(&self, after: u64) -> Result<Vec<(u64, Announcement)>, StoreError> {
        let table = self.tx().open_table(ANNOUNCEMENTS)?;
        let mut all = Vec::new();
        for entry in table.range(after + 1..)? {
            let (number, value) = entry?;
            let number = number.value();
            all.push((
                number,
                decode("announcements", &number.to_string(), value.value())?,
            ));
        }
        Ok(all)
    }

    /// Removes the announcements made before `before` (seconds since 1970).
    pub fn forget_announcements(&mut self, before: u64) -> Result<(), StoreError> {
        let old: Vec<u64> = self
            .announcements_after(0)?
            .into_iter()
            .filter(|(_, announcement)| announcement.at < before)
            .map(|(number, _)| number)
            .collect();
        let mut table = self.tx().open_table(ANNOUNCEMENTS)?;
        for number in old {
            table.remove(number)?;
        }
        Ok(())
    }
}

impl Store {
    /// What was announced of every item, by kind and id.
    pub fn announced(&self) -> Result<HashMap<(Kind, String), Announced>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(ANNOUNCED)?;
        let mut all = HashMap::new();
        for entry in table.iter()? {
            let (key, value) = entry?;
            let (kind, id) = key.value();
            if let Some(kind) = Kind::from_name(kind) {
                all.insert(
                    (kind, id.to_owned()),
                    decode("announced", id, value.value())?,
                );
            }
        }
        Ok(all)
    }

    /// How many subscribers there are, confirmed and waiting to confirm.
    pub fn subscriber_counts(&self) -> Result<(usize, usize), StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(SUBSCRIBERS)?;
        let (mut confirmed, mut waiting) = (0, 0);
        for entry in table.iter()? {
            let (id, value) = entry?;
            let subscriber: Subscriber = decode("subscribers", id.value(), value.value())?;
            if subscriber.confirmed_at.is_some() {
                confirmed += 1;
            } else {
                waiting += 1;
            }
        }
        Ok((confirmed, waiting))
    }
}

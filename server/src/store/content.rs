//! The content of the site (`wasm_core::model::kinds::Kind`): one record per item, keyed by its
//! kind and id, holding the item as stored (`StoredItem`: its content and what the publishing
//! lifecycle needs). Every change of content raises the store's content generation, which the
//! answers of `GET /api/content` and the rendered pages are labelled with.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use wasm_core::model::Bilingual;
use wasm_core::model::item::{CHANGE_NOTES_MAX, ChangeNote, Returned, Status};
use wasm_core::model::kinds::Kind;
use wasm_core::model::review::Check;

use super::revisions::{self, Revision};
use super::{META, Store, StoreError};

pub(super) const CONTENT: TableDefinition<(&str, &str), &[u8]> = TableDefinition::new("content");
const GENERATION_KEY: &str = "content_generation";

/// One item as the store keeps it. Fields added later take their defaults when an older
/// record is read, so the lifecycle can grow without rewriting the records.
///
/// The record holds the item's newest version (`version`, `status`, `data`). While that version
/// is a draft or in review, the version visitors see is kept beside it (`on_site`); once a
/// version is published, it is the one on the site.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct StoredItem {
    /// Raised by every save, from 1.
    pub version: u64,
    /// Where the newest version is in its lifecycle.
    pub status: Status,
    /// When it was first saved (RFC 3339, UTC).
    pub created_at: String,
    /// When the newest version was saved (RFC 3339, UTC).
    pub updated_at: String,
    /// Who saved it (an account's username; empty for what the data directory started with).
    #[serde(default)]
    pub updated_by: String,
    /// Its content, as the kind's type writes it (without the id of a document).
    pub data: Value,
    /// When the newest version went on the site, if it has (absent in records older than the
    /// lifecycle, whose `updated_at` says it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub published_at: Option<String>,
    /// The public change note the newest version carries, shown once it is published.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub note: Option<Bilingual>,
    /// The change notes of the versions published so far, oldest first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub changes: Vec<ChangeNote>,
    /// Why a publisher sent the newest version back to draft.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub returned: Option<Returned>,
    /// The revision the newest version restores, if it is a restore.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub restored_from: Option<u64>,
    /// The version on the site while the newest one is a draft or in review.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub on_site: Option<Box<OnSite>>,
    /// Who keeps it true, the day set by hand to review it by, and its checks; they go with the
    /// item from version to version (`crate::content::review`).
    #[serde(default, skip_serializing_if = "Stewardship::is_empty")]
    pub stewardship: Stewardship,
}

/// Who keeps an item true and when it is read again (`wasm_core::model::review`).
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Stewardship {
    /// The account named its owner (who made it, unless changed); an admin's when none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub owner: Option<String>,
    /// The day (`YYYY-MM-DD`, in India) set by hand to review it by, until its next check.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub review_by: Option<String>,
    /// Its "checked, still correct"s, oldest first (the newest `CHECKS_KEPT`).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checks: Vec<Check>,
}

impl Stewardship {
    fn is_empty(&self) -> bool {
        self == &Self::default()
    }
}

/// The published version of an item kept while a newer version waits.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct OnSite {
    /// Its version.
    pub version: u64,
    /// `published` or `archived`.
    pub status: Status,
    /// Its content.
    pub data: Value,
    /// When it went on the site.
    pub published_at: String,
    /// The change notes published up to it.
    #[serde(default)]
    pub changes: Vec<ChangeNote>,
}

/// What visitors see of an item: its published version.
#[derive(Debug, Clone, Copy)]
pub struct SiteVersion<'a> {
    /// Its version.
    pub version: u64,
    /// `published` or `archived`.
    pub status: Status,
    /// Its content.
    pub data: &'a Value,
    /// When it went on the site (RFC 3339).
    pub published_at: &'a str,
    /// The change notes published up to it, oldest first.
    pub changes: &'a [ChangeNote],
}

/// The item as it is now, told to someone whose change started from an older version (the
/// answer of a 412 `stale_version`, beside its code and message).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[serde(rename_all = "camelCase")]
pub struct Conflict {
    /// Its newest version.
    pub version: u64,
    /// Who saved it (left out for what the data directory started with).
    #[serde(skip_serializing_if = "String::is_empty")]
    pub saved_by: String,
    /// When (RFC 3339).
    pub saved_at: String,
    /// Where it is in its lifecycle: `draft`, `review`, `published` or `archived`.
    pub saved_as: Status,
    /// When a published newest version appears on the site, while it waits for its moment.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub appears_at: Option<String>,
    /// What visitors see of the item now (among the current items or in the archive); `null`
    /// when they see none of its versions.
    pub on_site: Option<ShownNow>,
}

/// The version of an item visitors see now.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct ShownNow {
    /// Its version.
    pub version: u64,
    /// Since when they see it (RFC 3339); left out for the seed's, which has no date.
    #[serde(skip_serializing_if = "String::is_empty")]
    #[cfg_attr(test, ts(optional, as = "Option<String>"))]
    pub since: String,
    /// Whether they find it only in the archive.
    pub archived: bool,
}

fn is_on_site(status: Status) -> bool {
    matches!(status, Status::Published | Status::Archived)
}

impl StoredItem {
    /// Its newest version as a revision.
    fn revision(&self) -> Revision {
        Revision {
            version: self.version,
            at: self.updated_at.clone(),
            by: self.updated_by.clone(),
            status: self.status,
            data: self.data.clone(),
            note: self.note.clone(),
            restored_from: self.restored_from,
        }
    }

    /// A first version, at `status` (published at `now` if that is `Published`).
    pub fn first(data: Value, now: &str, by: &str) -> Self {
        Self::first_as(data, now, by, Status::Published, None)
    }

    /// A first version of what a new data directory starts with (`content/`): published, with
    /// no date of publication of its own.
    pub fn seeded(data: Value, now: &str) -> Self {
        let mut item = Self::first(data, now, "");
        item.published_at = None;
        item
    }

    /// A first version at `status`, with a change note.
    pub fn first_as(
        data: Value,
        now: &str,
        by: &str,
        status: Status,
        note: Option<Bilingual>,
    ) -> Self {
        let mut item = Self {
            version: 1,
            status: Status::Draft,
            created_at: now.to_owned(),
            updated_at: now.to_owned(),
            updated_by: by.to_owned(),
            data,
            published_at: None,
            note,
            changes: Vec::new(),
            returned: None,
            restored_from: None,
            on_site: None,
            stewardship: Stewardship {
                owner: (!by.is_empty()).then(|| by.to_owned()),
                ..Stewardship::default()
            },
        };
        if status == Status::Published {
            item.publish(now);
        } else {
            item.status = status;
        }
        item
    }

    /// The next version of this item with `data`, saved by `by` at `now`, published.
    #[must_use]
    pub fn next(&self, data: Value, now: &str, by: &str) -> Self {
        self.next_as(data, now, by, Status::Published, None)
    }

    /// The next version of this item with `data` and a change note, saved by `by` at `now`,
    /// at `status`: published at once, or a draft while the published version stays on the
    /// site.
    #[must_use]
    pub fn next_as(
        &self,
        data: Value,
        now: &str,
        by: &str,
        status: Status,
        note: Option<Bilingual>,
    ) -> Self {
        let on_site = self.site_version().map(|site| {
            Box::new(OnSite {
                version: site.version,
                status: site.status,
                data: site.data.clone(),
                published_at: site.published_at.to_owned(),
                changes: site.changes.to_vec(),
            })
        });
        let mut next = Self {
            version: self.version + 1,
            status: Status::Draft,
            created_at: self.created_at.clone(),
            updated_at: now.to_owned(),
            updated_by: by.to_owned(),
            data,
            published_at: None,
            note,
            changes: on_site
                .as_ref()
                .map(|site| site.changes.clone())
                .unwrap_or_default(),
            returned: None,
            restored_from: None,
            on_site,
            stewardship: self.stewardship.clone(),
        };
        if status == Status::Published {
            next.publish(now);
        } else {
            next.status = status;
        }
        next
    }

    /// Puts the newest version on the site at `now`: its change note joins the public ones
    /// (the newest [`CHANGE_NOTES_MAX`] of them are kept), and the version it replaces is no
    /// longer kept beside it.
    pub fn publish(&mut self, now: &str) {
        self.status = Status::Published;
        self.published_at = Some(now.to_owned());
        self.returned = None;
        self.on_site = None;
        if let Some(note) = self.note.clone() {
            self.changes.push(ChangeNote {
                at: now.into(),
                note,
            });
            let over = self.changes.len().saturating_sub(CHANGE_NOTES_MAX);
            self.changes.drain(..over);
        }
    }

    /// When the version visitors see was last checked and found still correct, if it was
    /// since it went on the site: what its public page may say ("Checked on …").
    pub fn checked_since_shown(&self) -> Option<String> {
        let site = self.site_version()?;
        let check = self.stewardship.checks.last()?;
        let shown = wasm_core::validate::moment_seconds(site.published_at).unwrap_or(i64::MIN);
        (wasm_core::validate::moment_seconds(&check.at)? > shown).then(|| check.at.clone())
    }

    /// What visitors see of it, if a version of it has been published.
    pub fn site_version(&self) -> Option<SiteVersion<'_>> {
        if is_on_site(self.status) {
            return Some(SiteVersion {
                version: self.version,
                status: self.status,
                data: &self.data,
                published_at: self.published_at.as_deref().unwrap_or(
                    // What the data directory started with has no date of its own.
                    if self.updated_by.is_empty() {
                        ""
                    } else {
                        &self.updated_at
                    },
                ),
                changes: &self.changes,
            });
        }
        self.on_site.as_deref().map(|site| SiteVersion {
            version: site.version,
            status: site.status,
            data: &site.data,
            published_at: &site.published_at,
            changes: &site.changes,
        })
    }
}

pub(super) fn create_table(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(CONTENT)?;
    Ok(())
}

pub(super) fn put(
    tx: &WriteTransaction,
    kind: Kind,
    id: &str,
    item: &StoredItem,
) -> Result<(), redb::Error> {
    let bytes = serde_json::to_vec(item).expect("an item always serialises");
    tx.open_table(CONTENT)?
        .insert((kind.name(), id), bytes.as_slice())?;
    revisions::record(tx, kind, id, item.version, || item.revision())?;
    bump_generation(tx)
}

pub(super) fn remove(tx: &WriteTransaction, kind: Kind, id: &str) -> Result<bool, redb::Error> {
    let removed = tx.open_table(CONTENT)?.remove((kind.name(), id))?.is_some();
    if removed {
        revisions::remove_all(tx, kind, id)?;
        bump_generation(tx)?;
    }
    Ok(removed)
}

/// Keeps every item's newest version as its revision (for a store made before revisions).
pub(super) fn record_revisions(tx: &WriteTransaction) -> Result<(), StoreError> {
    for kind in Kind::ALL {
        for (id, item) in items_in(tx, kind)? {
            revisions::record(tx, kind, &id, item.version, || item.revision())?;
        }
    }
    Ok(())
}

pub(super) fn bump_generation(tx: &WriteTransaction) -> Result<(), redb::Error> {
    let mut meta = tx.open_table(META)?;
    let next = meta.get(GENERATION_KEY)?.map_or(0, |v| v.value()) + 1;
    meta.insert(GENERATION_KEY, next)?;
    Ok(())
}

pub(super) fn decode(kind: &str, id: &str, bytes: &[u8]) -> Result<StoredItem, StoreError> {
    serde_json::from_slice(bytes).map_err(|source| StoreError::Corrupt {
        table: "content",
        key: format!("{kind}/{id}"),
        source,
    })
}

/// Every item of `kind` in `table`, by id.
fn items_of(
    table: &impl ReadableTable<(&'static str, &'static str), &'static [u8]>,
    kind: Kind,
) -> Result<Vec<(String, StoredItem)>, StoreError> {
    let mut items = Vec::new();
    let name = kind.name();
    for entry in table.range((name, "")..)? {
        let (key, value) = entry?;
        let (entry_kind, id) = key.value();
        if entry_kind != name {
            break;
        }
        items.push((id.to_owned(), decode(entry_kind, id, value.value())?));
    }
    Ok(items)
}

pub(super) fn items_in(
    tx: &WriteTransaction,
    kind: Kind,
) -> Result<Vec<(String, StoredItem)>, StoreError> {
    let table = tx.open_table(CONTENT)?;
    items_of(&table, kind)
}

pub(super) fn get_in(
    tx: &WriteTransaction,
    kind: Kind,
    id: &str,
) -> Result<Option<StoredItem>, StoreError> {
    let table = tx.open_table(CONTENT)?;
    let value = table.get((kind.name(), id))?;
    value
        .map(|v| decode(kind.name(), id, v.value()))
        .transpose()
}

/// All of the store's content at one moment, with the generation it was at.
#[derive(Debug, Clone, Default)]
pub struct ContentSnapshot {
    /// Counts the changes of content since the store was made.
    pub generation: u64,
    /// Each kind's items, by id, in [`Kind::ALL`]'s order.
    pub kinds: Vec<(Kind, Vec<(String, StoredItem)>)>,
}

/// Every item of every kind as of `tx`.
pub(super) fn snapshot_in(tx: &redb::ReadTransaction) -> Result<ContentSnapshot, StoreError> {
    let table = tx.open_table(CONTENT)?;
    let generation = tx
        .open_table(META)?
        .get(GENERATION_KEY)?
        .map_or(0, |v| v.value());
    let mut kinds = Vec::with_capacity(Kind::ALL.len());
    for kind in Kind::ALL {
        kinds.push((kind, items_of(&table, kind)?));
    }
    Ok(ContentSnapshot { generation, kinds })
}

impl Store {
    /// Every item of every kind, read in one transaction.
    pub fn content(&self) -> Result<ContentSnapshot, StoreError> {
        let tx = self.db.begin_read()?;
        snapshot_in(&tx)
    }

    /// Every item of `kind`, by id.
    pub fn content_items(&self, kind: Kind) -> Result<Vec<(String, StoredItem)>, StoreError> {
        let tx = self.db.begin_read()?;
        let table = tx.open_table(CONTENT)?;
        items_of(&table, kind)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_store_holds_every_kind_of_content_from_the_seed() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let snapshot = store.content().unwrap();
        assert_eq!(snapshot.kinds.len(), Kind::ALL.len());
        let count = |kind| {
            snapshot
                .kinds
                .iter()
                .find(|(k, _)| *k == kind)
                .map(|(_, items)| items.len())
                .unwrap()
        };
        assert_eq!(count(Kind::Notices), 12);
        assert_eq!(count(Kind::People), 338);
        assert_eq!(count(Kind::Departments), 17);
        assert_eq!(count(Kind::Events), 3);
        assert_eq!(count(Kind::Alerts), 0);
        assert_eq!(count(Kind::Faq), 1);
        let (id, faq) = &snapshot
            .kinds
            .iter()
            .find(|(k, _)| *k == Kind::Faq)
            .unwrap()
            .1[0];
        assert_eq!(id, "faq");
        assert_eq!(faq.version, 1);
        assert_eq!(faq.status, Status::Published);
        assert!(faq.data["items"].is_array());
    }

    #[test]
    fn a_change_raises_the_version_and_the_generation() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let before = store.content().unwrap().generation;
        store
            .change(|change| {
                let current = change.content_item(Kind::Faq, "faq")?.unwrap();
                let next = current.next(current.data.clone(), "2026-11-24T00:00:00Z", "clerk");
                change.put_content(Kind::Faq, "faq", &next)
            })
            .unwrap();
        let after = store.content().unwrap();
        assert_eq!(after.generation, before + 1);
        let items = store.content_items(Kind::Faq).unwrap();
        assert_eq!(items[0].1.version, 2);
        assert_eq!(items[0].1.updated_by, "clerk");
        assert!(
            !store
                .change(|change| change.remove_content(Kind::Notices, "no-such"))
                .unwrap()
        );
        assert_eq!(store.content().unwrap().generation, before + 1);
    }

    #[test]
    fn an_item_keeps_its_newest_change_notes_and_drops_the_oldest() {
        let note = |n: usize| Bilingual {
            en: format!("Change {n}"),
            hi: format!("बदलाव {n}"),
        };
        let mut item = StoredItem::first_as(
            Value::Null,
            "2026-01-01T00:00:00Z",
            "clerk",
            Status::Published,
            None,
        );
        for n in 1..=CHANGE_NOTES_MAX + 2 {
            let at = format!("2026-01-{:02}T00:00:00Z", n + 1);
            item = item.next_as(Value::Null, &at, "clerk", Status::Published, Some(note(n)));
        }
        assert_eq!(item.changes.len(), CHANGE_NOTES_MAX);
        assert_eq!(item.changes[0].note, note(3), "the two oldest are gone");
        assert_eq!(
            item.changes[CHANGE_NOTES_MAX - 1].note,
            note(CHANGE_NOTES_MAX + 2)
        );
    }
}

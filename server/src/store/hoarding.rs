//! The hoarding circular: the content kind `hoarding`, one document, saved, reviewed, revised
//! and audited as every item is. Its versions that went on the site are the circulars
//! published so far: `GET /api/hoarding` answers the one visitors see now and those, newest
//! first, from the document and its revisions. Stores before schema 11 kept each circular an
//! admin saved in a table of their own; the upgrade makes each of them a version of the
//! document, in the order they were saved, so the last is current.

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use wasm_core::content::files;
use wasm_core::model::hoarding::HoardingCircular;
use wasm_core::model::item::Status;
use wasm_core::model::kinds::Kind;
use wasm_core::validate::moment_seconds;
use wasm_core::workflow::Action;

use super::content::{self, StoredItem};
use super::revisions::{self, Revision};
use super::{Store, StoreError, audit, seed};

/// The id of the hoarding circular, a document: the kind's name.
pub const ID: &str = "hoarding";

/// The table of the circulars saved before schema 11, in the order they were saved.
const OLD_HOARDING: TableDefinition<u64, &[u8]> = TableDefinition::new("hoarding");

/// One circular published: its PDF and when it was saved.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct HoardingRecord {
    /// Site path of the PDF (`/uploads/<name>.pdf`, or the build's `/files/hoarding/…`).
    pub url: String,
    /// When it was saved (RFC 3339, UTC).
    pub saved_at: String,
}

/// What `GET /api/hoarding` sends.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct HoardingState {
    /// The circular visitors see now.
    pub current: Option<HoardingRecord>,
    /// Every circular published so far, newest first, the current one among them.
    pub history: Vec<HoardingRecord>,
}

fn pdf_of(data: &Value) -> Option<&str> {
    data.get("pdf").and_then(Value::as_str)
}

/// The circular visitors see now and those published before, from the document and its
/// revisions (oldest first): each revision saved as published, and the version on the site
/// (an editor's, published when a publisher approved it).
fn state_of(item: Option<&StoredItem>, revisions: &[Revision]) -> HoardingState {
    let site = item.and_then(StoredItem::site_version);
    let on_site = site.map(|site| site.version);
    let history: Vec<HoardingRecord> = revisions
        .iter()
        .rev()
        .filter(|revision| {
            matches!(revision.status, Status::Published | Status::Archived)
                || Some(revision.version) == on_site
        })
        .filter_map(|revision| {
            Some(HoardingRecord {
                url: pdf_of(&revision.data)?.to_owned(),
                saved_at: revision.at.clone(),
            })
        })
        .collect();
    let current = site.and_then(|site| {
        let url = pdf_of(site.data)?.to_owned();
        let saved_at = revisions
            .iter()
            .find(|revision| revision.version == site.version)
            .map_or_else(|| site.published_at.to_owned(), |r| r.at.clone());
        Some(HoardingRecord { url, saved_at })
    });
    HoardingState { current, history }
}

/// Every file the circular's versions name (its newest, the one on the site, every revision),
/// as of `tx`: none of them is ever let go as unused.
pub(super) fn urls_in(tx: &WriteTransaction) -> Result<Vec<String>, StoreError> {
    let mut urls = Vec::new();
    if let Some(item) = content::get_in(tx, Kind::Hoarding, ID)? {
        let site = item.site_version().map(|site| site.data.clone());
        for data in std::iter::once(&item.data).chain(site.as_ref()) {
            urls.extend(files(data).into_iter().map(|(_, file)| file));
        }
    }
    for revision in revisions::of_item_in(tx, Kind::Hoarding, ID)? {
        urls.extend(files(&revision.data).into_iter().map(|(_, file)| file));
    }
    urls.sort();
    urls.dedup();
    Ok(urls)
}

impl Store {
    /// The circular visitors see now and those published so far, read in one transaction.
    pub fn hoarding(&self) -> Result<HoardingState, StoreError> {
        let tx = self.db.begin_read()?;
        let item = tx
            .open_table(content::CONTENT)?
            .get((Kind::Hoarding.name(), ID))?
            .map(|value| content::decode(Kind::Hoarding.name(), ID, value.value()))
            .transpose()?;
        let table = tx.open_table(revisions::REVISIONS)?;
        let revisions = revisions::of_item(&table, Kind::Hoarding, ID)?;
        Ok(state_of(item.as_ref(), &revisions))
    }
}

/// The upgrade to schema 11: the circular as a document, seeded with the built-in one where
/// the store has none, then each circular of the old table (if the store has it) as its next
/// version, published when it was saved, by whoever the audit log says saved it; the old
/// table is then deleted.
pub(super) fn upgrade(tx: &WriteTransaction, now: &str) -> Result<(), StoreError> {
    if content::get_in(tx, Kind::Hoarding, ID)?.is_none() {
        for (id, data) in seed::seed_items(Kind::Hoarding) {
            content::put(tx, Kind::Hoarding, &id, &StoredItem::seeded(data, now))?;
        }
    }
    let mut old = Vec::new();
    {
        let table = match tx.open_table(OLD_HOARDING) {
            Ok(table) => table,
            Err(redb::TableError::TableDoesNotExist(_)) => return Ok(()),
            Err(error) => return Err(redb::Error::from(error).into()),
        };
        for entry in table.iter()? {
            let (key, value) = entry?;
            let record: HoardingRecord =
                serde_json::from_slice(value.value()).map_err(|source| StoreError::Corrupt {
                    table: "hoarding",
                    key: key.value().to_string(),
                    source,
                })?;
            old.push(record);
        }
    }
    let publishers: Vec<_> = audit::all_in(tx)?
        .into_iter()
        .filter(|entry| entry.action == Action::Publish && entry.kind.as_deref() == Some(ID))
        .collect();
    for record in old {
        // The log names a circular by its PDF's stored name (every saved one was issued here).
        let name = record.url.strip_prefix("/uploads/");
        let by = publishers
            .iter()
            .find(|entry| entry.at == record.saved_at && entry.item.as_deref() == name)
            .map_or("", |entry| entry.who.as_str());
        let day = moment_seconds(&record.saved_at).map_or_else(
            || record.saved_at.chars().take(10).collect(),
            wasm_core::dates::day_in_india,
        );
        let data = serde_json::to_value(HoardingCircular::saved_on(&record.url, &day))
            .expect("a circular always serialises");
        let current =
            content::get_in(tx, Kind::Hoarding, ID)?.expect("the circular was seeded above");
        let next = current.next(data, &record.saved_at, by);
        content::put(tx, Kind::Hoarding, ID, &next)?;
    }
    tx.delete_table(OLD_HOARDING)?;
    Ok(())
}

/// Makes the old table of a store before schema 11 with `records`, in their order.
#[cfg(test)]
pub(super) fn create_old_table(tx: &WriteTransaction, records: &[HoardingRecord]) {
    let mut table = tx.open_table(OLD_HOARDING).unwrap();
    for (n, record) in (1..).zip(records) {
        let bytes = serde_json::to_vec(record).unwrap();
        table.insert(n, bytes.as_slice()).unwrap();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use wasm_core::model::hoarding::BUILT_IN_HOARDING_CIRCULAR;

    #[test]
    fn a_new_store_shows_the_built_in_circular() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let state = store.hoarding().unwrap();
        let current = state.current.clone().unwrap();
        assert_eq!(current.url, BUILT_IN_HOARDING_CIRCULAR);
        assert_eq!(state.history, vec![current]);
        let item = &store.content_items(Kind::Hoarding).unwrap()[0];
        assert_eq!(item.0, ID);
        assert_eq!(item.1.data["year"], "2025");
    }

    fn circular(pdf: &str) -> Value {
        serde_json::to_value(HoardingCircular::saved_on(pdf, "2026-11-21")).unwrap()
    }

    #[test]
    fn the_history_is_what_went_on_the_site_newest_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        store
            .change(|change| {
                let seeded = change.content_item(Kind::Hoarding, ID)?.unwrap();
                // A publisher's save, then an editor's draft, approved, then another draft.
                let published =
                    seeded.next(circular("/uploads/a.pdf"), "2026-11-01T00:00:00Z", "p");
                change.put_content(Kind::Hoarding, ID, &published)?;
                let mut approved = published.next_as(
                    circular("/uploads/b.pdf"),
                    "2026-11-02T00:00:00Z",
                    "e",
                    Status::Draft,
                    None,
                );
                change.put_content(Kind::Hoarding, ID, &approved)?;
                approved.publish("2026-11-03T00:00:00Z");
                change.put_content(Kind::Hoarding, ID, &approved)?;
                let draft = approved.next_as(
                    circular("/uploads/c.pdf"),
                    "2026-11-04T00:00:00Z",
                    "e",
                    Status::Draft,
                    None,
                );
                change.put_content(Kind::Hoarding, ID, &draft)
            })
            .unwrap();
        let state = store.hoarding().unwrap();
        let record = |url: &str, at: &str| HoardingRecord {
            url: url.into(),
            saved_at: at.into(),
        };
        assert_eq!(
            state.current,
            Some(record("/uploads/b.pdf", "2026-11-02T00:00:00Z")),
            "the approved version; the draft is not on the site"
        );
        assert_eq!(state.history.len(), 3, "{:?}", state.history);
        assert_eq!(state.history[0], state.current.clone().unwrap());
        assert_eq!(
            state.history[1],
            record("/uploads/a.pdf", "2026-11-01T00:00:00Z")
        );
        assert_eq!(state.history[2].url, BUILT_IN_HOARDING_CIRCULAR);
        let urls = store.change(|change| change.hoarding_urls()).unwrap();
        for url in ["/uploads/a.pdf", "/uploads/b.pdf", "/uploads/c.pdf"] {
            assert!(urls.iter().any(|named| named == url), "{url}: {urls:?}");
        }
    }
}

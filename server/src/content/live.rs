//! The content of the store kept in memory as the site shows it: every item with its facts,
//! each kind in its order, and the answers of `GET /api/content` made from it. It is read again
//! from the store after every save; between saves, what is live still changes with the time
//! (an alert's `until`), so answers are made for a moment and kept until the next moment one
//! could change.

use std::collections::{BTreeMap, HashMap};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

use axum::body::Bytes;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use wasm_core::content::{Facts, facts};
use wasm_core::model::item::Status;
use wasm_core::model::kinds::{Kind, Shape};

use crate::store::content::{ContentSnapshot, StoredItem};
use crate::store::{Store, StoreError};

/// An item with what the server knows of it.
#[derive(Debug, Clone)]
pub struct LiveItem {
    /// Its id within its kind.
    pub id: String,
    /// As stored.
    pub item: StoredItem,
    /// Its facts (when it is live, where it sorts).
    pub facts: Facts,
}

impl LiveItem {
    /// Whether visitors see it at `now`.
    pub fn is_live(&self, now: i64) -> bool {
        self.item.status == Status::Published && self.facts.is_live(now)
    }

    /// The item as the API sends it: its content with its id, version, status and the time of
    /// its last save.
    pub fn to_api(&self) -> Value {
        let mut fields = match &self.item.data {
            Value::Object(fields) => fields.clone(),
            _ => Map::new(),
        };
        fields.insert("id".into(), Value::from(self.id.clone()));
        fields.insert("version".into(), Value::from(self.item.version));
        fields.insert(
            "status".into(),
            serde_json::to_value(self.item.status).expect("a status serialises"),
        );
        fields.insert(
            "updatedAt".into(),
            Value::from(self.item.updated_at.clone()),
        );
        Value::Object(fields)
    }
}

/// The content at one generation of the store.
#[derive(Debug, Default)]
pub struct Snapshot {
    /// The store's content generation it was read at.
    pub generation: u64,
    kinds: BTreeMap<Kind, Vec<LiveItem>>,
}

impl Snapshot {
    /// The store's content with each item's facts, each kind in its order.
    pub fn from_store(content: ContentSnapshot) -> Self {
        let mut kinds = BTreeMap::new();
        for (kind, items) in content.kinds {
            let mut live: Vec<LiveItem> = items
                .into_iter()
                .map(|(id, item)| {
                    let facts = facts(kind, &item.data).unwrap_or_else(|| {
                        tracing::error!(kind = kind.name(), %id, "a stored item does not read as its kind");
                        Facts::default()
                    });
                    LiveItem { id, item, facts }
                })
                .collect();
            live.sort_by(|a, b| {
                a.facts
                    .order
                    .cmp(&b.facts.order)
                    .then_with(|| a.id.cmp(&b.id))
            });
            kinds.insert(kind, live);
        }
        Self {
            generation: content.generation,
            kinds,
        }
    }

    /// Every item of `kind`, in its order, live or not.
    pub fn items(&self, kind: Kind) -> &[LiveItem] {
        self.kinds.get(&kind).map_or(&[], Vec::as_slice)
    }

    /// The item of `kind` with this id.
    pub fn item(&self, kind: Kind, id: &str) -> Option<&LiveItem> {
        self.items(kind).iter().find(|item| item.id == id)
    }

    /// The first moment after `now` at which something appears or leaves (seconds since 1970).
    pub fn next_change_after(&self, now: i64) -> Option<i64> {
        self.kinds
            .values()
            .flatten()
            .flat_map(|item| [item.facts.from, item.facts.until])
            .flatten()
            .filter(|&moment| moment > now)
            .min()
    }
}

/// An answer made from the snapshot: its JSON and its entity tag.
#[derive(Debug, Clone)]
pub struct Answer {
    /// The JSON body.
    pub body: Bytes,
    /// The quoted entity tag (`"…"`): a digest of the body.
    pub etag: String,
}

impl Answer {
    fn of(value: &Value) -> Self {
        let body = Bytes::from(serde_json::to_vec(value).expect("JSON always serialises"));
        let digest = Sha256::digest(&body);
        let hex = digest.iter().take(12).fold(String::new(), |mut hex, b| {
            use std::fmt::Write;
            let _ = write!(hex, "{b:02x}");
            hex
        });
        Self {
            body,
            etag: format!("\"{hex}\""),
        }
    }
}

/// A made answer, with the generation and the span of time it holds for.
#[derive(Debug, Clone)]
struct Kept {
    generation: u64,
    from: i64,
    until: Option<i64>,
    answer: Answer,
}

/// The live content, shared by the handlers; cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct Live {
    snapshot: Arc<RwLock<Arc<Snapshot>>>,
    lists: Arc<Mutex<HashMap<String, Kept>>>,
}

impl Live {
    /// The content of `store`, read now.
    pub fn load(store: &Store) -> Result<Self, StoreError> {
        let live = Self::default();
        live.reload(store)?;
        Ok(live)
    }

    /// Reads the store's content again (after a save).
    pub fn reload(&self, store: &Store) -> Result<(), StoreError> {
        let snapshot = Arc::new(Snapshot::from_store(store.content()?));
        let mut slot = self
            .snapshot
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        // Two reloads may finish out of order: the later generation stays.
        if snapshot.generation >= slot.generation {
            *slot = snapshot;
        }
        Ok(())
    }

    /// The content as of the last reload.
    pub fn snapshot(&self) -> Arc<Snapshot> {
        self.snapshot
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// `GET /api/content/{kind}`: `{"items": [...]}`, the items visitors see at `now`, in the
    /// kind's order, those whose top-level field equals each of `filter` (`directory=corporator`).
    pub fn public_list(&self, kind: Kind, filter: &[(String, String)], now: i64) -> Answer {
        let snapshot = self.snapshot();
        let key = list_key(kind, filter);
        let mut lists = self.lists.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(kept) = lists.get(&key)
            && kept.generation == snapshot.generation
            && kept.from <= now
            && kept.until.is_none_or(|until| now < until)
        {
            return kept.answer.clone();
        }
        let items: Vec<Value> = snapshot
            .items(kind)
            .iter()
            .filter(|item| item.is_live(now) && matches(&item.item.data, filter))
            .map(LiveItem::to_api)
            .collect();
        let answer = Answer::of(&serde_json::json!({ "items": items }));
        if lists.len() > 200 {
            lists.clear();
        }
        lists.insert(
            key,
            Kept {
                generation: snapshot.generation,
                from: now,
                until: snapshot.next_change_after(now),
                answer: answer.clone(),
            },
        );
        answer
    }

    /// `GET /api/content/{kind}/{id}`: the item, if visitors see it at `now`.
    pub fn public_item(&self, kind: Kind, id: &str, now: i64) -> Option<Answer> {
        let snapshot = self.snapshot();
        let item = snapshot.item(kind, id).filter(|item| item.is_live(now))?;
        Some(Answer::of(&item.to_api()))
    }

    /// Every item of `kind`, live or not, for signed-in staff.
    pub fn staff_list(&self, kind: Kind) -> Answer {
        let snapshot = self.snapshot();
        let items: Vec<Value> = snapshot.items(kind).iter().map(LiveItem::to_api).collect();
        Answer::of(&serde_json::json!({ "items": items }))
    }

    /// The item of `kind` with this id, live or not, for signed-in staff.
    pub fn staff_item(&self, kind: Kind, id: &str) -> Option<Answer> {
        let snapshot = self.snapshot();
        snapshot
            .item(kind, id)
            .map(|item| Answer::of(&item.to_api()))
    }
}

fn list_key(kind: Kind, filter: &[(String, String)]) -> String {
    let mut key = kind.name().to_owned();
    for (field, value) in filter {
        key.push('&');
        key.push_str(field);
        key.push('=');
        key.push_str(value);
    }
    key
}

/// Whether `data` has each field of `filter` with that value (a text, or a number written out).
fn matches(data: &Value, filter: &[(String, String)]) -> bool {
    filter.iter().all(|(field, value)| match data.get(field) {
        Some(Value::String(text)) => text == value,
        Some(Value::Number(number)) => number.to_string() == *value,
        Some(Value::Bool(flag)) => flag.to_string() == *value,
        _ => false,
    })
}

/// The id a document kind's one item has.
pub fn document_id(kind: Kind) -> Option<&'static str> {
    (kind.shape() == Shape::Document).then(|| kind.name())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn live() -> (tempfile::TempDir, Store, Live) {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        let live = Live::load(&store).unwrap();
        (dir, store, live)
    }

    fn ids(answer: &Answer) -> Vec<String> {
        let value: Value = serde_json::from_slice(&answer.body).unwrap();
        value["items"]
            .as_array()
            .unwrap()
            .iter()
            .map(|item| item["id"].as_str().unwrap().to_owned())
            .collect()
    }

    #[test]
    fn a_list_is_in_its_kind_s_order_with_ids_and_versions() {
        let (_dir, _store, live) = live();
        let answer = live.public_list(Kind::Notices, &[], 0);
        let value: Value = serde_json::from_slice(&answer.body).unwrap();
        let items = value["items"].as_array().unwrap();
        assert_eq!(items.len(), 12);
        let dates: Vec<&str> = items.iter().map(|n| n["date"].as_str().unwrap()).collect();
        let mut sorted = dates.clone();
        sorted.sort_unstable_by(|a, b| b.cmp(a));
        assert_eq!(dates, sorted, "newest first");
        assert_eq!(items[0]["version"], 1);
        assert_eq!(items[0]["status"], "published");
        let faq = live.public_list(Kind::Faq, &[], 0);
        assert_eq!(ids(&faq), ["faq"]);
    }

    #[test]
    fn a_filter_picks_one_directory() {
        let (_dir, _store, live) = live();
        let filter = [("directory".to_owned(), "corporator".to_owned())];
        let corporators = ids(&live.public_list(Kind::People, &filter, 0));
        assert_eq!(corporators.len(), 45);
        assert_eq!(corporators[0], "corporator-1");
        assert_eq!(corporators[44], "corporator-45");
        let none = [("directory".to_owned(), "nobody".to_owned())];
        assert!(ids(&live.public_list(Kind::People, &none, 0)).is_empty());
    }

    #[test]
    fn an_alert_is_listed_only_between_its_moments_and_the_etag_follows() {
        let (_dir, store, live) = live();
        let alert = serde_json::json!({
            "id": "flood", "message": {"en": "Flood", "hi": "बाढ़"}, "severity": "emergency",
            "from": "2026-11-24T00:00:00Z", "until": "2026-11-24T06:00:00Z"
        });
        store
            .change(|change| {
                change.put_content(
                    Kind::Alerts,
                    "flood",
                    &StoredItem::first(alert, "2026-11-23T00:00:00Z", "clerk"),
                )
            })
            .unwrap();
        live.reload(&store).unwrap();
        let from = wasm_core::validate::moment_seconds("2026-11-24T00:00:00Z").unwrap();
        let before = live.public_list(Kind::Alerts, &[], from - 1);
        assert!(ids(&before).is_empty());
        let during = live.public_list(Kind::Alerts, &[], from);
        assert_eq!(ids(&during), ["flood"]);
        assert_ne!(before.etag, during.etag);
        assert!(live.public_item(Kind::Alerts, "flood", from + 1).is_some());
        let after = live.public_list(Kind::Alerts, &[], from + 6 * 3600);
        assert!(ids(&after).is_empty());
        assert_eq!(after.etag, before.etag);
        assert_eq!(
            live.snapshot().next_change_after(from),
            Some(from + 6 * 3600)
        );
        assert_eq!(ids(&live.staff_list(Kind::Alerts)), ["flood"]);
    }
}

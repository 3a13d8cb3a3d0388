//! The content of the store kept in memory as the site shows it: every item with its facts,
//! each kind in its order, and the answers of `GET /api/content` made from it. It is read again
//! from the store after every save; between saves, what is live still changes with the time
//! (an alert's `until`), so answers are made for a moment and kept until the next moment one
//! could change.

use std::collections::{BTreeMap, HashMap, HashSet};
use std::sync::{Arc, Mutex, PoisonError, RwLock};

use axum::body::Bytes;
use serde_json::{Map, Value};
use sha2::{Digest, Sha256};
use wasm_core::content::{Facts, facts, files};
use wasm_core::model::item::{ChangeNote, EditMark, Status};
use wasm_core::model::kinds::{Kind, Shape};
use wasm_core::validate::moment_seconds;

use super::Documents;
use super::documents::UploadTexts;
use super::paging::{BadPaging, Paging, take_first};
use crate::clock::rfc3339_at;
use crate::store::content::{Conflict, ContentSnapshot, ShownNow, StoredItem};
use crate::store::{Store, StoreError};

/// An item with what the server knows of it.
#[derive(Debug, Clone)]
pub struct LiveItem {
    /// Its id within its kind.
    pub id: String,
    /// As stored: its newest version and what its lifecycle needs.
    pub item: StoredItem,
    /// The facts of its newest version.
    pub facts: Facts,
    /// What visitors see of it: its published version, if it has one.
    pub site: Option<SiteItem>,
}

/// The published version of an item, with its facts.
#[derive(Debug, Clone)]
pub struct SiteItem {
    /// Its version.
    pub version: u64,
    /// `published`, or `archived` when a publisher moved it to the archive.
    pub status: Status,
    /// Its content.
    pub data: Value,
    /// Its facts (when it is live, where it sorts).
    pub facts: Facts,
    /// When visitors first saw it (RFC 3339): when it was published, or the moment it waited
    /// for (`publishAt`) when that came later; empty for the seed's.
    pub shown_since: String,
    /// Its public change notes, oldest first.
    pub changes: Vec<ChangeNote>,
    /// When it was last checked and found still correct, if it was since it went on the site.
    pub checked_at: Option<String>,
}

impl SiteItem {
    /// An item of the seed (`content/`) as a new data directory holds it: its first version,
    /// published, with no date of its own (the build's is shown).
    pub fn seeded(kind: Kind, data: Value) -> Self {
        Self {
            version: 1,
            status: Status::Published,
            facts: facts_of(kind, "", &data),
            data,
            shown_since: String::new(),
            changes: Vec::new(),
            checked_at: None,
        }
    }

    /// Whether visitors see it among its kind's current items at `now`.
    pub fn is_live(&self, now: i64) -> bool {
        self.status == Status::Published && self.facts.is_live(now)
    }

    /// Whether visitors see it in its kind's archive at `now`: moved there by a publisher, or
    /// past its time.
    pub fn is_archived(&self, now: i64) -> bool {
        self.facts.archives
            && self.facts.from.is_none_or(|from| from <= now)
            && (self.status == Status::Archived || self.facts.is_archived(now))
    }

    /// The item as visitors get it: its content with its id, version, status (`published` or
    /// `archived` at `now`), when it went on the site (`updatedAt`), whether its day is over at
    /// `now` (`past`, an event), its change notes, and the facts of the documents it names
    /// (`files`, from `documents`).
    pub fn to_api(&self, id: &str, now: i64, documents: &Documents) -> Value {
        let mut fields = content_fields(&self.data, id);
        fields.insert("version".into(), Value::from(self.version));
        let status = if self.is_archived(now) {
            Status::Archived
        } else {
            self.status
        };
        fields.insert("status".into(), status_value(status));
        fields.insert("updatedAt".into(), Value::from(self.shown_since.clone()));
        if let Some(past) = self.facts.is_over(now) {
            fields.insert("past".into(), Value::from(past));
        }
        if let Some(checked_at) = &self.checked_at {
            fields.insert("checkedAt".into(), Value::from(checked_at.clone()));
        }
        if !self.changes.is_empty() {
            fields.insert(
                "changes".into(),
                serde_json::to_value(&self.changes).expect("notes serialise"),
            );
        }
        if let Some(files) = documents.of_item(&self.data) {
            fields.insert(
                "files".into(),
                serde_json::to_value(files).expect("facts serialise"),
            );
        }
        Value::Object(fields)
    }
}

fn content_fields(data: &Value, id: &str) -> Map<String, Value> {
    let mut fields = match data {
        Value::Object(fields) => fields.clone(),
        _ => Map::new(),
    };
    fields.insert("id".into(), Value::from(id.to_owned()));
    fields
}

fn status_value(status: Status) -> Value {
    serde_json::to_value(status).expect("a status serialises")
}

impl LiveItem {
    /// The stored `item` of `kind` with this id, with its facts and its version on the site.
    pub fn new(kind: Kind, id: String, item: StoredItem) -> Self {
        let facts = facts_of(kind, &id, &item.data);
        let site = item.site_version().map(|site| {
            let facts = if site.version == item.version {
                facts.clone()
            } else {
                facts_of(kind, &id, site.data)
            };
            SiteItem {
                version: site.version,
                status: site.status,
                shown_since: shown_since(site.published_at, facts.from),
                facts,
                data: site.data.clone(),
                changes: site.changes.to_vec(),
                checked_at: item.checked_since_shown(),
            }
        });
        LiveItem {
            id,
            item,
            facts,
            site,
        }
    }

    /// What a change that started from an older version is told of the item at `now`: who
    /// saved its newest version, when and as what, and what visitors see of it.
    pub fn conflict(&self, now: i64) -> Conflict {
        let item = &self.item;
        let appears_at = self
            .site
            .as_ref()
            .filter(|site| site.version == item.version && self.is_scheduled(now))
            .and_then(|site| site.facts.from)
            .map(|from| rfc3339_at(u64::try_from(from).unwrap_or_default()));
        let on_site = self
            .site
            .as_ref()
            .filter(|site| site.is_live(now) || site.is_archived(now))
            .map(|site| ShownNow {
                version: site.version,
                since: site.shown_since.clone(),
                archived: !site.is_live(now),
            });
        Conflict {
            version: item.version,
            saved_by: item.updated_by.clone(),
            saved_at: item.updated_at.clone(),
            saved_as: item.status,
            appears_at,
            on_site,
        }
    }

    /// Whether visitors see it at `now`.
    pub fn is_live(&self, now: i64) -> bool {
        self.site.as_ref().is_some_and(|site| site.is_live(now))
    }

    /// Whether its version on the site waits for its moment (`publishAt`) at `now`.
    pub fn is_scheduled(&self, now: i64) -> bool {
        self.site.as_ref().is_some_and(|site| {
            site.status == Status::Published && site.facts.from.is_some_and(|from| from > now)
        })
    }

    /// Whether its version on the site is published and past its last day at `now`: visitors
    /// find it in its kind's archive (if the kind keeps one) without its having been moved there.
    pub fn is_past_its_time(&self, now: i64) -> bool {
        self.site.as_ref().is_some_and(|site| {
            site.status == Status::Published && site.facts.until.is_some_and(|until| until <= now)
        })
    }

    /// The item as staff get it at `now`: its newest version with its id, version, status,
    /// whether its version on the site waits for its moment (`scheduled`) or is past its last
    /// day (`pastItsTime`), when and by whom it was saved, and where it stands in review (the
    /// version on the site while it waits, why it was returned, its change note).
    pub fn to_api(&self, now: i64) -> Value {
        let mut fields = content_fields(&self.item.data, &self.id);
        let item = &self.item;
        fields.insert("version".into(), Value::from(item.version));
        fields.insert("status".into(), status_value(item.status));
        if self.is_scheduled(now) {
            fields.insert("scheduled".into(), Value::Bool(true));
        }
        if self.is_past_its_time(now) {
            fields.insert("pastItsTime".into(), Value::Bool(true));
        }
        fields.insert("updatedAt".into(), Value::from(item.updated_at.clone()));
        fields.insert("updatedBy".into(), Value::from(item.updated_by.clone()));
        if let Some(site) = &self.site
            && site.version != item.version
        {
            fields.insert("onSite".into(), Value::from(site.version));
        }
        if let Some(returned) = &item.returned {
            fields.insert(
                "returned".into(),
                serde_json::to_value(returned).expect("a return serialises"),
            );
        }
        if let Some(note) = &item.note {
            fields.insert(
                "changeNote".into(),
                serde_json::to_value(note).expect("a note serialises"),
            );
        }
        if !item.changes.is_empty() {
            fields.insert(
                "changes".into(),
                serde_json::to_value(&item.changes).expect("notes serialise"),
            );
        }
        Value::Object(fields)
    }
}

/// When visitors first saw a version published at `published_at` (RFC 3339) that appears at
/// `from` (seconds since 1970), if it waits for a moment: the later of the two.
fn shown_since(published_at: &str, from: Option<i64>) -> String {
    match (from, moment_seconds(published_at)) {
        (Some(from), Some(published)) if from > published => {
            rfc3339_at(u64::try_from(from).unwrap_or_default())
        }
        _ => published_at.to_owned(),
    }
}

fn facts_of(kind: Kind, id: &str, data: &Value) -> Facts {
    facts(kind, data).unwrap_or_else(|| {
        tracing::error!(kind = kind.name(), %id, "a stored item does not read as its kind");
        Facts::default()
    })
}

/// The content at one generation of the store.
#[derive(Debug, Default)]
pub struct Snapshot {
    /// The store's content generation it was read at.
    pub generation: u64,
    kinds: BTreeMap<Kind, Vec<LiveItem>>,
    /// The files that published versions name, each with the items (kind, index in
    /// [`Snapshot::items`]) whose published version names it.
    named_files: HashMap<String, Vec<(Kind, usize)>>,
    /// The facts and texts of the documents published versions name, and of the build's.
    documents: Documents,
}

impl Snapshot {
    /// The store's content with each item's facts, each kind in its order.
    pub fn from_store(content: ContentSnapshot) -> Self {
        let mut kinds = BTreeMap::new();
        for (kind, items) in content.kinds {
            let mut live: Vec<LiveItem> = items
                .into_iter()
                .map(|(id, item)| LiveItem::new(kind, id, item))
                .collect();
            live.sort_by(|a, b| {
                a.facts
                    .order
                    .cmp(&b.facts.order)
                    .then_with(|| a.id.cmp(&b.id))
            });
            kinds.insert(kind, live);
        }
        let mut named_files: HashMap<String, Vec<(Kind, usize)>> = HashMap::new();
        for (&kind, items) in &kinds {
            for (index, item) in items.iter().enumerate() {
                let Some(site) = &item.site else { continue };
                for (_, file) in files(&site.data) {
                    let namers = named_files.entry(file).or_default();
                    if !namers.contains(&(kind, index)) {
                        namers.push((kind, index));
                    }
                }
            }
        }
        Self {
            generation: content.generation,
            kinds,
            named_files,
            documents: Documents::default(),
        }
    }

    /// The files that published versions name (shown now, archived, or waiting for their
    /// moment).
    fn site_files(&self) -> HashSet<String> {
        self.named_files.keys().cloned().collect()
    }

    /// The facts of the documents visitors may download.
    pub fn documents(&self) -> &Documents {
        &self.documents
    }

    /// Whether visitors may fetch the file at `url` at `now`: a version they see now, or in
    /// an archive, names it. A file that only drafts, versions in review, versions waiting for
    /// their moment or versions no longer shown name is for staff alone.
    pub fn is_public_file(&self, url: &str, now: i64) -> bool {
        self.named_files.get(url).is_some_and(|namers| {
            namers.iter().any(|&(kind, index)| {
                self.items(kind)
                    .get(index)
                    .and_then(|item| item.site.as_ref())
                    .is_some_and(|site| site.is_live(now) || site.is_archived(now))
            })
        })
    }

    /// Every item of `kind`, in its order, live or not.
    pub fn items(&self, kind: Kind) -> &[LiveItem] {
        self.kinds.get(&kind).map_or(&[], Vec::as_slice)
    }

    /// The item of `kind` with this id.
    pub fn item(&self, kind: Kind, id: &str) -> Option<&LiveItem> {
        self.items(kind).iter().find(|item| item.id == id)
    }

    /// The first moment after `now` at which something appears, leaves, moves to its archive
    /// or becomes past (an event after its day) on the public site (seconds since 1970).
    pub fn next_change_after(&self, now: i64) -> Option<i64> {
        self.kinds
            .values()
            .flatten()
            .filter_map(|item| item.site.as_ref())
            .flat_map(|site| [site.facts.from, site.facts.until, site.facts.over_from])
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
    /// The answer whose body is `value`.
    pub fn of(value: &Value) -> Self {
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
    /// The facts and texts of the build's documents.
    built: Arc<Documents>,
    /// The texts of the uploaded documents published versions name, as read from the store.
    upload_texts: UploadTexts,
}

impl Live {
    /// The content of `store`, read now, with `built`, the facts of the build's documents.
    pub fn load(store: &Store, built: Documents) -> Result<Self, StoreError> {
        let live = Self {
            built: Arc::new(built),
            ..Self::default()
        };
        live.reload(store)?;
        Ok(live)
    }

    /// The facts of the build's documents.
    pub fn built_documents(&self) -> &Documents {
        &self.built
    }

    /// Reads the store's content again (after a save).
    pub fn reload(&self, store: &Store) -> Result<(), StoreError> {
        let mut snapshot = Snapshot::from_store(store.content()?);
        snapshot.documents =
            self.built
                .with_uploads(&snapshot.site_files(), store, &self.upload_texts)?;
        let snapshot = Arc::new(snapshot);
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
    /// kind's order, those whose top-level field equals each of `filter` (`directory=corporator`,
    /// `id=water-tax-camp`); with `status=archived`, those in the kind's archive instead.
    pub fn public_list(&self, kind: Kind, filter: &[(String, String)], now: i64) -> Answer {
        self.kept(
            list_key(kind, filter),
            now,
            |snapshot| serde_json::json!({ "items": shown_items(snapshot, kind, filter, now) }),
        )
    }

    /// The answer of `GET /api/content/{kind}` with `query` at `now`: a page of the list when
    /// the query names one (`page`, `year`), its first items alone with `first`, else the whole
    /// list.
    pub fn public_answer(
        &self,
        kind: Kind,
        mut query: Vec<(String, String)>,
        now: i64,
    ) -> Result<Answer, BadPaging> {
        let paging = Paging::take(kind, &mut query)?;
        let first = take_first(&mut query)?;
        query.sort();
        Ok(match (paging, first) {
            (Some(paging), _) => self.public_page(kind, &query, paging, now),
            (None, Some(first)) => self.kept(
                format!("{}&first={first}", list_key(kind, &query)),
                now,
                |snapshot| {
                    let mut items = shown_items(snapshot, kind, &query, now);
                    items.truncate(first);
                    serde_json::json!({ "items": items })
                },
            ),
            (None, None) => self.public_list(kind, &query, now),
        })
    }

    /// [`Live::public_answer`] of a list's key as the web app writes it
    /// (`notices?page=2&status=archived`, the address after `/api/content/`); `None` when it
    /// names no kind or no list.
    pub fn public_key(&self, key: &str, now: i64) -> Option<Answer> {
        let (name, query) = key.split_once('?').unwrap_or((key, ""));
        let kind = Kind::from_name(name)?;
        let query = form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
        self.public_answer(kind, query, now).ok()
    }

    /// One page of `GET /api/content/{kind}` (a kind whose lists are paged): `{"items": [...],
    /// "page": {...}}`, the items of [`Live::public_list`] on that page (of its year, if it
    /// names one), and where the page stands.
    pub fn public_page(
        &self,
        kind: Kind,
        filter: &[(String, String)],
        paging: Paging,
        now: i64,
    ) -> Answer {
        self.kept(
            format!("{}{}", list_key(kind, filter), paging.key()),
            now,
            |snapshot| {
                let shown = shown_sites(snapshot, kind, filter, now);
                let dated = shown
                    .into_iter()
                    .map(|(id, site)| ((id, site), site.facts.day.as_deref()))
                    .collect();
                let (items, page) = paging.cut(dated);
                serde_json::json!({
                    "items": items
                        .into_iter()
                        .map(|(id, site)| site.to_api(id, now, &snapshot.documents))
                        .collect::<Vec<_>>(),
                    "page": page,
                })
            },
        )
    }

    /// The items of `kind` visitors see at `now`, in the kind's order, as a bare list (the
    /// answer of `GET /api/events`).
    pub fn public_array(&self, kind: Kind, now: i64) -> Answer {
        self.kept(format!("{}[]", kind.name()), now, |snapshot| {
            Value::Array(shown_items(snapshot, kind, &[], now))
        })
    }

    /// The answer kept under `key` if it was made from the current snapshot for a span of
    /// time that holds `now`; otherwise `make`s it and keeps it until the next moment what
    /// visitors see could change.
    fn kept(&self, key: String, now: i64, make: impl FnOnce(&Snapshot) -> Value) -> Answer {
        let snapshot = self.snapshot();
        let mut lists = self.lists.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(kept) = lists.get(&key)
            && kept.generation == snapshot.generation
            && kept.from <= now
            && kept.until.is_none_or(|until| now < until)
        {
            return kept.answer.clone();
        }
        let answer = Answer::of(&make(&snapshot));
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

    /// `GET /api/content/{kind}/{id}`: the item, if visitors see it at `now` (among the
    /// current items or in the archive).
    pub fn public_item(&self, kind: Kind, id: &str, now: i64) -> Option<Answer> {
        let snapshot = self.snapshot();
        let item = snapshot.item(kind, id)?;
        let site = item
            .site
            .as_ref()
            .filter(|site| site.is_live(now) || site.is_archived(now))?;
        Some(Answer::of(&site.to_api(&item.id, now, &snapshot.documents)))
    }

    /// Every item of `kind`, live or not, for signed-in staff at `now`.
    pub fn staff_list(&self, kind: Kind, now: i64) -> Answer {
        let snapshot = self.snapshot();
        let items: Vec<Value> = snapshot
            .items(kind)
            .iter()
            .map(|item| item.to_api(now))
            .collect();
        Answer::of(&serde_json::json!({ "items": items }))
    }

    /// The item of `kind` with this id, live or not, for signed-in staff at `now`, with who
    /// else has it open in the editor.
    pub fn staff_item(
        &self,
        kind: Kind,
        id: &str,
        editing: Option<EditMark>,
        now: i64,
    ) -> Option<Answer> {
        let snapshot = self.snapshot();
        snapshot.item(kind, id).map(|item| {
            let mut value = item.to_api(now);
            if let Some(mark) = editing {
                value["editing"] = serde_json::to_value(mark).expect("a mark serialises");
            }
            Answer::of(&value)
        })
    }
}

/// The items of `kind` visitors see at `now` as the API sends them, in the kind's order:
/// those whose top-level field equals each of `filter`, or with `status=archived` those in the
/// kind's archive instead.
fn shown_items(
    snapshot: &Snapshot,
    kind: Kind,
    filter: &[(String, String)],
    now: i64,
) -> Vec<Value> {
    shown_sites(snapshot, kind, filter, now)
        .into_iter()
        .map(|(id, site)| site.to_api(id, now, &snapshot.documents))
        .collect()
}

/// [`shown_items`] as the versions on the site, with their ids.
fn shown_sites<'a>(
    snapshot: &'a Snapshot,
    kind: Kind,
    filter: &[(String, String)],
    now: i64,
) -> Vec<(&'a str, &'a SiteItem)> {
    let archive = filter
        .iter()
        .any(|(field, value)| field == "status" && value == "archived");
    let filter: Vec<&(String, String)> = filter
        .iter()
        .filter(|(field, _)| field != "status")
        .collect();
    let mut shown: Vec<(&str, &SiteItem)> = snapshot
        .items(kind)
        .iter()
        .filter_map(|item| item.site.as_ref().map(|site| (item.id.as_str(), site)))
        .filter(|(id, site)| {
            let listed = if archive {
                site.is_archived(now)
            } else {
                site.is_live(now)
            };
            listed && matches(id, &site.data, &filter)
        })
        .collect();
    shown.sort_by(|(a_id, a), (b_id, b)| {
        a.facts
            .order
            .cmp(&b.facts.order)
            .then_with(|| a_id.cmp(b_id))
    });
    shown
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

/// Whether the item `id` with `data` has each field of `filter` with that value (a text, or a
/// number written out; `id` is its id, as the API sends it).
fn matches(id: &str, data: &Value, filter: &[&(String, String)]) -> bool {
    filter.iter().all(|(field, value)| match data.get(field) {
        _ if field == "id" => id == value,
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
        let live = Live::load(&store, Documents::default()).unwrap();
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
        assert_eq!(ids(&live.staff_list(Kind::Alerts, from)), ["flood"]);
    }

    #[test]
    fn an_event_is_past_from_the_midnight_after_its_day_in_india() {
        let (_dir, store, live) = live();
        let event = serde_json::json!({
            "id": "fair", "title": {"en": "Fair", "hi": "मेला"},
            "description": {"en": "A fair.", "hi": "एक मेला।"}, "date": "2026-11-24",
            "location": null, "category": "cultural", "images": []
        });
        store
            .change(|change| {
                change.put_content(
                    Kind::Events,
                    "fair",
                    &StoredItem::first(event, "2026-11-01T00:00:00Z", "clerk"),
                )
            })
            .unwrap();
        live.reload(&store).unwrap();
        // Midnight after 24 November in India: 18:30 UTC on the 24th.
        let over = wasm_core::validate::moment_seconds("2026-11-24T18:30:00Z").unwrap();
        let past_at = |now: i64| {
            let answer = live.public_list(Kind::Events, &[], now);
            let value: Value = serde_json::from_slice(&answer.body).unwrap();
            let items = value["items"].as_array().unwrap().clone();
            let fair = items.iter().find(|item| item["id"] == "fair").unwrap();
            fair["past"].clone()
        };
        assert_eq!(past_at(over - 1), Value::Bool(false));
        assert_eq!(past_at(over), Value::Bool(true));
        // The rendering wakes then, so the page shows it among the past ones from that moment.
        assert_eq!(live.snapshot().next_change_after(over - 1), Some(over));
        // Kinds with no day of their own say nothing of it.
        let notices: Value =
            serde_json::from_slice(&live.public_list(Kind::Notices, &[], over).body).unwrap();
        assert!(notices["items"][0].get("past").is_none());
    }
}

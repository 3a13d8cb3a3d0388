//! The rules of every kind of content, run by the admin area's editor (in the browser, as
//! wasm) and by the server on every save, so the two never disagree; and what the server needs
//! to know of an item besides its rules: the files it names, the fields that must be unique
//! among its kind, when it is live, how its kind is ordered.
//!
//! An item travels as JSON. [`check`] reads it as its kind's type (a field of the wrong type
//! or a missing one is a problem of that field, not a failure of the whole), runs the kind's
//! rules, and gives back the item as it is stored (texts trimmed, line breaks made `\n`) with
//! its [`Facts`].
//!
//! Every item has a size that fits the page that shows it: each list at most its maximum (a
//! constant beside its field in `crate::model`, `too_many`), each text at most its length
//! (`too_long`), and the whole item, as stored, at most its kind's [`Kind::max_bytes`]
//! (`too_large`, on the path `""`: the item as a whole). A kind whose every live item every page
//! shows (the alerts) has a most live at once, [`Kind::live_max`], which [`among_kind`] checks
//! against the kind's other items inside the save's transaction.

pub(crate) mod checker;
pub mod largest;
mod rules;

pub use rules::person_fields;

use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

pub use crate::model::values::{ADDRESS_MAX, FILE_FOLDERS};
pub use checker::{Checker, FieldProblems, LONG_TEXT_MAX, Length, SHORT_TEXT_MAX, is_slug, join};

use crate::model::Bilingual;
use crate::model::directory::{Designation, Party, Wards};
use crate::model::item::READ_ONLY_FIELDS;
use crate::model::kinds::{Kind, Shape};
use crate::validate::clean_text;

/// What an item may refer to: the ids and numbers other kinds define.
#[derive(Debug, Clone, Default)]
pub struct References {
    /// The designations' ids.
    pub designations: Vec<String>,
    /// The parties' ids.
    pub parties: Vec<String>,
    /// The zones and their wards.
    pub wards: Option<Wards>,
}

impl References {
    /// The references made of the stored designations, parties and wards.
    pub fn new(designations: &[Designation], parties: &[Party], wards: Option<Wards>) -> Self {
        Self {
            designations: designations.iter().map(|d| d.id.clone()).collect(),
            parties: parties.iter().map(|p| p.id.clone()).collect(),
            wards,
        }
    }
}

/// What the server needs to know of a valid item besides its content.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Facts {
    /// A short name for lists and the source of a new item's id (its title or name).
    pub label: String,
    /// Fields whose value no other item of its kind may have, and the value (`no`, `01/2025`).
    pub unique: Vec<(&'static str, String)>,
    /// When it appears on the site (seconds since 1970), if it waits for a moment.
    pub from: Option<i64>,
    /// When it leaves the site (seconds since 1970), if it has an end.
    pub until: Option<i64>,
    /// Whether, after `until`, it is kept in its kind's public archive (a notice, a tender, an
    /// advertisement) rather than gone from the public site (an alert, an event).
    pub archives: bool,
    /// Where it sorts among its kind's items: ascending by this text.
    pub order: String,
    /// When its day is over (an event: the midnight after its day, in India): from then on it
    /// is one of its kind's past items, which the public page shows apart from those to come.
    pub over_from: Option<i64>,
    /// The day it is filed under (`YYYY-MM-DD`: a notice's or an event's date, a tender's or
    /// an advertisement's first day): a list of its kind can be limited to its year.
    pub day: Option<String>,
}

impl Facts {
    /// Whether the item is on the site at `now` (seconds since 1970).
    pub fn is_live(&self, now: i64) -> bool {
        self.from.is_none_or(|from| from <= now) && self.until.is_none_or(|until| now < until)
    }

    /// Whether the item's day is over at `now`: `None` for a kind whose items have no day of
    /// their own to be over, else whether it is among the past ones.
    pub fn is_over(&self, now: i64) -> Option<bool> {
        self.over_from.map(|over| over <= now)
    }

    /// Whether the item is in its kind's public archive at `now`: past its time, and of a kind
    /// that keeps it.
    pub fn is_archived(&self, now: i64) -> bool {
        self.archives && self.until.is_some_and(|until| until <= now)
    }
}

/// A kind's type with its rules and facts.
pub(crate) trait Content: Serialize + DeserializeOwned {
    /// Adds what is wrong with the item to `checker`.
    fn check(&self, checker: &mut Checker);
    /// Its facts (the item has passed its rules).
    fn facts(&self) -> Facts;
}

/// Runs `$body` with `$t` the type of `$kind`'s items.
macro_rules! with_type {
    ($kind:expr, $t:ident => $body:expr) => {{
        use crate::model::*;
        match $kind {
            Kind::Notices => {
                type $t = notices::Notice;
                $body
            }
            Kind::Tenders => {
                type $t = tenders::Tender;
                $body
            }
            Kind::Recruitment => {
                type $t = tenders::Recruitment;
                $body
            }
            Kind::Alerts => {
                type $t = alerts::Alert;
                $body
            }
            Kind::Events => {
                type $t = events::Event;
                $body
            }
            Kind::People => {
                type $t = directory::Person;
                $body
            }
            Kind::Designations => {
                type $t = directory::Designation;
                $body
            }
            Kind::Parties => {
                type $t = directory::Party;
                $body
            }
            Kind::Wards => {
                type $t = directory::Wards;
                $body
            }
            Kind::Departments => {
                type $t = departments::Department;
                $body
            }
            Kind::Site => {
                type $t = site::SiteInfo;
                $body
            }
            Kind::Home => {
                type $t = home::Home;
                $body
            }
            Kind::ImportantLinks => {
                type $t = links::ImportantLinks;
                $body
            }
            Kind::Press => {
                type $t = press::PressGallery;
                $body
            }
            Kind::Profiles => {
                type $t = profiles::Profiles;
                $body
            }
            Kind::Rti => {
                type $t = info::Rti;
                $body
            }
            Kind::PrivacyPolicy => {
                type $t = info::PrivacyPolicy;
                $body
            }
            Kind::UserGuidelines => {
                type $t = info::UserGuidelines;
                $body
            }
            Kind::AccessibilityStatement | Kind::Help | Kind::WebsitePolicies => {
                type $t = info::InfoPage;
                $body
            }
            Kind::ScreenReaderAccess => {
                type $t = info::ScreenReaderAccess;
                $body
            }
            Kind::Faq => {
                type $t = info::Faq;
                $body
            }
            Kind::CityInfo => {
                type $t = info::CityInfo;
                $body
            }
            Kind::Contact => {
                type $t = info::Contact;
                $body
            }
            Kind::Hoarding => {
                type $t = hoarding::HoardingCircular;
                $body
            }
        }
    }};
}

/// Receives each kind with its type, for descriptions of them (`tests/generated.rs`).
#[cfg(feature = "schema")]
pub trait KindVisitor {
    /// Called once per kind, in [`Kind::ALL`]'s order.
    fn visit<T: ts_rs::TS + schemars::JsonSchema + 'static>(&mut self, kind: Kind);
}

/// Calls `visitor` with every kind and its type.
#[cfg(feature = "schema")]
pub fn visit_kinds(visitor: &mut impl KindVisitor) {
    for kind in Kind::ALL {
        with_type!(kind, T => visitor.visit::<T>(kind));
    }
}

/// Checks an item of `kind` as a save sends it. On success, the item as it is stored (its
/// read-only fields removed, texts trimmed, a collection item's `id` left as sent) and its
/// facts; otherwise each field with what is wrong with it.
pub fn check(kind: Kind, item: Value, refs: &References) -> Result<(Value, Facts), FieldProblems> {
    let item = prepared(kind, item);
    with_type!(kind, T => check_as::<T>(kind, &item, refs))
}

/// `item` without its read-only fields (a collection item keeps its `id`), its texts cleaned.
fn prepared(kind: Kind, mut item: Value) -> Value {
    if let Value::Object(fields) = &mut item {
        for field in READ_ONLY_FIELDS {
            if field != "id" || kind.shape() == Shape::Document {
                fields.remove(field);
            }
        }
    }
    clean_texts(&mut item);
    item
}

/// What is wrong with an item of `kind` as a save sends it (nothing when it passes), as
/// [`check`] finds it, without making the stored form: what the editor in the browser asks.
///
/// ```
/// use serde_json::json;
/// use wasm_core::{content::{References, problems}, model::kinds::Kind};
///
/// let notice = json!({
///     "id": "water-cut",
///     "title": { "en": "Water cut on Friday", "hi": "" },
///     "date": "2026-11-20",
///     "pdf": "/files/notices/water-cut.pdf",
/// });
/// let found = problems(Kind::Notices, notice, &References::default());
/// assert_eq!(found.get("title.hi").map(Vec::as_slice), Some(&["required"][..]));
/// assert_eq!(found.len(), 1);
/// ```
pub fn problems(kind: Kind, item: Value, refs: &References) -> FieldProblems {
    let item = prepared(kind, item);
    with_type!(kind, T => read_as::<T>(&item).map_or_else(|problems| problems, |typed| rule_problems(kind, &typed, refs)))
}

/// The public change note a save of `kind` sends beside the item (`changeNote`:
/// `{"en", "hi"}`), if it sends one that is not empty: both languages, each at most a short
/// text (a line at the start of the item's page, one of the newest
/// [`crate::model::item::CHANGE_NOTES_MAX`] it keeps), or what is wrong under `changeNote.en` /
/// `changeNote.hi` (under `changeNote`, a kind whose pages show no notes:
/// [`Kind::has_change_notes`]).
pub fn change_note(kind: Kind, item: &Value) -> Result<Option<Bilingual>, FieldProblems> {
    let Some(value) = item.get("changeNote").filter(|value| !value.is_null()) else {
        return Ok(None);
    };
    let problem = |code| FieldProblems::from([("changeNote".to_owned(), vec![code])]);
    let typed: Bilingual = serde_json::from_value(value.clone()).map_err(|_| problem("invalid"))?;
    let note = Bilingual {
        en: typed.en.trim().to_owned(),
        hi: typed.hi.trim().to_owned(),
    };
    if note.en.is_empty() && note.hi.is_empty() {
        return Ok(None);
    }
    if !kind.has_change_notes() {
        return Err(problem("no_change_notes"));
    }
    let refs = References::default();
    let mut checker = Checker::new(&refs);
    checker.bilingual("changeNote", &note, Length::Short);
    let problems = checker.finish();
    if problems.is_empty() {
        Ok(Some(note))
    } else {
        Err(problems)
    }
}

/// The facts of an item already stored (and so valid); `None` if it does not read as its
/// kind, which only a damaged store could cause.
pub fn facts(kind: Kind, item: &Value) -> Option<Facts> {
    with_type!(kind, T => <T as serde::Deserialize>::deserialize(item).ok().map(|typed| typed.facts()))
}

fn check_as<T: Content>(
    kind: Kind,
    item: &Value,
    refs: &References,
) -> Result<(Value, Facts), FieldProblems> {
    let typed: T = read_as(item)?;
    let problems = rule_problems(kind, &typed, refs);
    if !problems.is_empty() {
        return Err(problems);
    }
    let facts = typed.facts();
    let stored = serde_json::to_value(&typed).expect("a content type always serialises");
    Ok((stored, facts))
}

/// `item` read as `T`; a field of the wrong type, a missing or an unknown one is a problem.
fn read_as<T: Content>(item: &Value) -> Result<T, FieldProblems> {
    serde_path_to_error::deserialize(item).map_err(|error| {
        let mut problems = FieldProblems::new();
        let (path, code) = read_error(&error);
        problems.insert(path, vec![code]);
        problems
    })
}

/// What the kind's rules find wrong with `typed`, and whether it is larger as stored than its
/// kind allows.
fn rule_problems<T: Content>(kind: Kind, typed: &T, refs: &References) -> FieldProblems {
    let mut checker = Checker::new(refs);
    typed.check(&mut checker);
    if stored_bytes(typed) > kind.max_bytes() {
        checker.fail("", "too_large");
    }
    checker.finish()
}

/// The bytes of `typed`'s JSON as it is stored (no spaces, texts in UTF-8).
fn stored_bytes<T: Serialize>(typed: &T) -> usize {
    stored_json(typed).len()
}

/// `typed`'s JSON as it is stored.
fn stored_json<T: Serialize>(typed: &T) -> String {
    serde_json::to_string(typed).expect("a content type always serialises")
}

/// Most bytes of a save's body (`POST`, `PUT /api/content/…`): twice the largest item
/// ([`Kind::LARGEST_MAX_BYTES`]), room for the item with its change note and the fields a save
/// may send back that the server ignores, or for the same texts written with JSON's `\u`
/// escapes. The server refuses a larger body (413) before reading it as JSON.
pub const SAVE_BODY_MAX_BYTES: usize = 2 * Kind::LARGEST_MAX_BYTES;

/// What is wrong with an item of `kind` among the other items of its kind, beyond its own rules:
/// for a kind with a most live at once ([`Kind::live_max`], the alerts), whether at some moment
/// from `now` on, while the item is live, that many others would be live with it. `mine` is the
/// item's facts as it would be on the site, `others` those of every other item of the kind as
/// visitors see it (its published version; none for one never published), `now` seconds since
/// 1970. The problem is `too_many_live` on the path `""`; nothing when there is none.
///
/// ```
/// use wasm_core::content::{Facts, among_kind};
/// use wasm_core::model::kinds::Kind;
///
/// let live = |from, until| Facts { from: Some(from), until: Some(until), ..Facts::default() };
/// let others: Vec<Facts> = (0..5).map(|n| live(n * 10, 100)).collect();
/// // Five others are live together from 40 to 100: a sixth from 50 is one too many ...
/// assert_eq!(among_kind(Kind::Alerts, &live(50, 60), &others, 0)[""], ["too_many_live"]);
/// // ... one that ends before the fifth starts is not, nor one after they all end.
/// assert!(among_kind(Kind::Alerts, &live(0, 40), &others, 0).is_empty());
/// assert!(among_kind(Kind::Alerts, &live(100, 200), &others, 0).is_empty());
/// ```
pub fn among_kind(kind: Kind, mine: &Facts, others: &[Facts], now: i64) -> FieldProblems {
    let mut problems = FieldProblems::new();
    let Some(max) = kind.live_max() else {
        return problems;
    };
    let span = |facts: &Facts| {
        (
            facts.from.unwrap_or(i64::MIN).max(now),
            facts.until.unwrap_or(i64::MAX),
        )
    };
    let (start, end) = span(mine);
    // The others' starts (+1) and ends (-1) within the item's own time; at a moment where one
    // ends and another starts, the end comes first.
    let mut changes: Vec<(i64, i32)> = Vec::new();
    for other in others {
        let (from, until) = span(other);
        let (from, until) = (from.max(start), until.min(end));
        if from < until {
            changes.push((from, 1));
            changes.push((until, -1));
        }
    }
    changes.sort_unstable();
    let mut live = 0_i32;
    let mut most = 0_i32;
    for (_, change) in changes {
        live += change;
        most = most.max(live);
    }
    if start < end && usize::try_from(most).unwrap_or(0) + 1 > max {
        problems.insert(String::new(), vec!["too_many_live"]);
    }
    problems
}

/// The field a reading error is about and its code: `required` for a missing field (named
/// from the message, as serde gives it no path of its own), `unknown_field`, or `invalid`.
fn read_error(error: &serde_path_to_error::Error<serde_json::Error>) -> (String, &'static str) {
    let mut path = String::new();
    for segment in error.path() {
        let part = match segment {
            serde_path_to_error::Segment::Seq { index } => index.to_string(),
            serde_path_to_error::Segment::Map { key } => key.clone(),
            serde_path_to_error::Segment::Enum { variant } => variant.clone(),
            serde_path_to_error::Segment::Unknown => continue,
        };
        path = join(&path, &part);
    }
    let message = error.inner().to_string();
    let quoted = |prefix: &str| {
        message
            .strip_prefix(prefix)
            .and_then(|rest| rest.split('`').next())
            .map(str::to_owned)
    };
    if let Some(field) = quoted("missing field `") {
        return (join(&path, &field), "required");
    }
    if message.starts_with("unknown field `") {
        return (path, "unknown_field");
    }
    (path, "invalid")
}

/// Trims every text of `value` and makes its line breaks `\n`, as texts are stored.
fn clean_texts(value: &mut Value) {
    match value {
        Value::String(text) => {
            let clean = clean_text(text);
            if clean != *text {
                *text = clean;
            }
        }
        Value::Array(items) => items.iter_mut().for_each(clean_texts),
        Value::Object(fields) => fields.values_mut().for_each(clean_texts),
        _ => {}
    }
}

/// Every file of the site `item` names (a text beginning with one of [`FILE_FOLDERS`]), with
/// the path of the field that names it, in the order of the item.
pub fn files(item: &Value) -> Vec<(String, String)> {
    fn walk(value: &Value, path: &str, found: &mut Vec<(String, String)>) {
        match value {
            Value::String(text) if FILE_FOLDERS.iter().any(|f| text.starts_with(f)) => {
                found.push((path.to_owned(), text.clone()));
            }
            Value::Array(items) => {
                for (index, item) in items.iter().enumerate() {
                    walk(item, &join(path, &index.to_string()), found);
                }
            }
            Value::Object(fields) => {
                for (name, field) in fields {
                    walk(field, &join(path, name), found);
                }
            }
            _ => {}
        }
    }
    let mut found = Vec::new();
    walk(item, "", &mut found);
    found
}

/// A new item's id made from its label: its ASCII letters and digits in lower case, each run of
/// other characters one `-` (`Water supply: Zone 2` → `water-supply-zone-2`), at most 60
/// characters; `fallback` when the label has none (a label in Devanagari alone); told apart
/// from the ids `taken` already with `-2`, `-3`, ….
pub fn new_id(label: &str, fallback: &str, taken: impl Fn(&str) -> bool) -> String {
    let mut slug = String::new();
    for c in label.chars() {
        if c.is_ascii_alphanumeric() {
            if slug.len() == 60 {
                break;
            }
            slug.push(c.to_ascii_lowercase());
        } else if !slug.is_empty() && !slug.ends_with('-') {
            slug.push('-');
        }
    }
    let slug = slug.trim_end_matches('-');
    let slug = if slug.is_empty() { fallback } else { slug };
    if !taken(slug) {
        return slug.to_owned();
    }
    (2..u32::MAX)
        .map(|n| format!("{slug}-{n}"))
        .find(|id| !taken(id))
        .unwrap_or_else(|| slug.to_owned())
}

#[cfg(test)]
mod tests;

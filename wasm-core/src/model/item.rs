//! What every stored item carries besides its content: its id, its version and where it is in
//! the publishing lifecycle. The server writes these; a save that sends them is not believed.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::documents::FileFacts;
use super::values::Moment;

/// Where an item is in its lifecycle: written, waiting for review, on the site, or moved to
/// the archive after its time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Saved, not yet sent for review.
    Draft,
    /// Waiting for a publisher.
    Review,
    /// On the site.
    Published,
    /// Past its time, kept in the public archive.
    Archived,
}

impl Status {
    /// Every status, in the order an item goes through them.
    pub const ALL: [Status; 4] = [
        Status::Draft,
        Status::Review,
        Status::Published,
        Status::Archived,
    ];
}

/// Most public change notes an item keeps: the newest, listed at the start of its page (or
/// under its row of a table). Publishing a version with a note past it drops the oldest.
pub const CHANGE_NOTES_MAX: usize = 10;

/// A public note on a published change, shown on the item's page as "Updated on `<date>`:
/// `<note>`" (a tender's changed closing date, a corrected phone number), at most a short text
/// in each language.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ChangeNote {
    /// When the version carrying it was published (RFC 3339).
    pub at: Moment,
    /// The note.
    pub note: Bilingual,
}

/// A publisher's reason for sending a version back to draft.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct Returned {
    /// Who sent it back.
    pub by: String,
    /// When (RFC 3339).
    pub at: Moment,
    /// What to change.
    pub comment: String,
}

/// Someone who has the item open in the editor.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct EditMark {
    /// Their account.
    pub by: String,
    /// Since when (RFC 3339).
    pub since: Moment,
}

/// The fields the server adds to every item it sends (`GET /api/content/{kind}`); a save may
/// send them back and they are ignored. Visitors get the first four, `changes`, `past` and `files`; staff get
/// the item's newest version with where it stands in review.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct ItemMeta {
    /// The item's id within its kind.
    pub id: String,
    /// Raised by every save, from 1; a save names the version it started from
    /// (`If-Match: "3"`), so two people cannot overwrite each other unknowingly.
    pub version: u64,
    /// Where it is in its lifecycle.
    pub status: Status,
    /// For visitors, when the version they see went on the site; for staff, when the newest
    /// version was saved (RFC 3339, UTC; empty for what the data directory started with).
    pub updated_at: Moment,
    /// The public notes of its published changes, oldest first; the newest
    /// [`CHANGE_NOTES_MAX`].
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(length(max = CHANGE_NOTES_MAX)))]
    pub changes: Option<Vec<ChangeNote>>,
    /// Staff only: who saved the newest version.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub updated_by: Option<String>,
    /// Staff only: the version on the site while a newer one is a draft or in review.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub on_site: Option<u64>,
    /// Staff only: why the newest version was sent back to draft.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub returned: Option<Returned>,
    /// The public change note the newest version will carry when it is published; a save
    /// may send one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub change_note: Option<Bilingual>,
    /// Visitors, an item with a day of its own (an event): whether that day is over in India
    /// at the moment the list was made, so the page shows it among the past ones.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub past: Option<bool>,
    /// Visitors: what the server read from each document the item names (a notice's PDF, a
    /// tender's and its corrigenda's), by the file's site path.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub files: Option<BTreeMap<String, FileFacts>>,
    /// Staff only: someone else who has the item open in the editor now.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub editing: Option<EditMark>,
    /// Staff only: its version on the site is published but waits for its moment
    /// (`publishAt`): scheduled.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub scheduled: Option<bool>,
    /// Staff only: its version on the site is published and its last day has passed, so
    /// visitors find it in its kind's archive (or, for a kind without one, no longer see it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub past_its_time: Option<bool>,
    /// Visitors: when the version they see was last checked and found still correct, if it was
    /// since it went on the site (RFC 3339, UTC).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub checked_at: Option<Moment>,
}

/// The names of [`ItemMeta`]'s fields: a saved item's fields that are not its content (a
/// save's `changeNote` is read apart from the content).
pub const READ_ONLY_FIELDS: [&str; 15] = [
    "id",
    "version",
    "status",
    "updatedAt",
    "changes",
    "past",
    "files",
    "updatedBy",
    "onSite",
    "returned",
    "changeNote",
    "editing",
    "scheduled",
    "pastItsTime",
    "checkedAt",
];

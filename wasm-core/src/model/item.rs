//! What every stored item carries besides its content: its id, its version and where it is in
//! the publishing lifecycle. The server writes these; a save that sends them is not believed.

use serde::{Deserialize, Serialize};

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

/// The fields the server adds to every item it sends (`GET /api/content/{kind}`); a save may
/// send them back and they are ignored.
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
    /// When it was last saved (RFC 3339, UTC).
    pub updated_at: String,
}

/// The names of [`ItemMeta`]'s fields: a saved item's fields that no save can set.
pub const READ_ONLY_FIELDS: [&str; 4] = ["id", "version", "status", "updatedAt"];

//! The content API's answers that are more than items: an item's revisions, and what waits for
//! an account. The admin area's TypeScript types are generated from these
//! (`web/src/generated/content-api.ts`), so the two cannot drift apart.

use serde::Serialize;
use serde_json::Value;
use wasm_core::model::Bilingual;
use wasm_core::model::item::{Returned, Status};
use wasm_core::workflow::Action;

use crate::store::content::ShownNow;

/// `GET …/revisions`: an item's revisions, oldest first, and what visitors see of it now.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RevisionList {
    pub revisions: Vec<RevisionEntry>,
    /// The version visitors see now, since when, and whether only in the archive; null when
    /// they see none.
    pub on_site: Option<ShownNow>,
    /// When the newest version, published, appears on the site, while it waits for its moment.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub appears_at: Option<String>,
}

/// One saved version of an item.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct RevisionEntry {
    pub version: u64,
    /// When it was saved (RFC 3339).
    pub at: String,
    /// Who saved it (empty for what the data directory started with).
    pub by: String,
    /// What it was saved as: a draft, or published at once.
    #[cfg_attr(test, ts(type = "Status"))]
    pub status: Status,
    /// Its content (with its `id`, for an item of a collection).
    #[cfg_attr(test, ts(type = "Record<string, unknown>"))]
    pub data: Value,
    /// Its public change note, if it carried one.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional, type = "Bilingual"))]
    pub note: Option<Bilingual>,
    /// The revision it restored, if it was a restore.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub restored_from: Option<u64>,
    /// The workflow's steps taken with it after its save, oldest first (from the audit log).
    pub steps: Vec<RevisionStep>,
}

/// A step taken with a revision: sent for review, approved, returned (with its comment),
/// published by its author without review, moved to the archive, put back on the site.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct RevisionStep {
    #[cfg_attr(test, ts(type = "Action"))]
    pub action: Action,
    pub by: String,
    /// When (RFC 3339).
    pub at: String,
    /// A return's comment.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional))]
    pub comment: Option<String>,
}

/// `GET /api/content-waiting`: what waits for the signed-in account, newest first in each list.
#[derive(Debug, Default, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
pub struct WaitingLists {
    /// Items in review that they may approve: saved by someone else, if they may publish.
    pub review: Vec<Waiting>,
    /// Their versions sent back to draft.
    pub returned: Vec<Waiting>,
    /// Their drafts not yet sent.
    pub drafts: Vec<Waiting>,
}

/// An item waiting for someone: in review, returned, or a draft not yet sent.
#[derive(Debug, Serialize)]
#[cfg_attr(test, derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct Waiting {
    /// The kind's name.
    pub kind: &'static str,
    pub id: String,
    /// What the admin area calls it (its title, or a person's name).
    pub label: String,
    pub version: u64,
    #[cfg_attr(test, ts(type = "Status"))]
    pub status: Status,
    /// When its newest version was saved (RFC 3339).
    pub updated_at: String,
    pub updated_by: String,
    /// Why it was sent back, for a returned version.
    #[serde(skip_serializing_if = "Option::is_none")]
    #[cfg_attr(test, ts(optional, type = "Returned"))]
    pub returned: Option<Returned>,
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generated::declaration;

    #[test]
    fn content_api_types_are_current() {
        let ts = crate::generated::typescript(
            "// Generated from the content API's answers (server/src/routes/content/answers.rs): do\n\
             // not edit. `npm run generate` writes it anew after a change to them.\n\n\
             import type { Action, Bilingual, Returned, Status } from \"./content\";\n\n",
            &[
                declaration::<RevisionList>,
                declaration::<RevisionEntry>,
                declaration::<RevisionStep>,
                declaration::<ShownNow>,
                declaration::<WaitingLists>,
                declaration::<Waiting>,
            ],
        );
        crate::generated::generated_file("content-api.ts", &ts);
    }
}

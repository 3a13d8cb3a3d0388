//! The text of a document as visitors get it (`GET /api/content/document-text?file=…`, and the pages
//! rendered with it): a document's page shows it below the download, the HTML alternative of
//! the PDF. Only a document visitors may download has one: a build's (`/files/…`), or an
//! upload a version they see names; the first pages that fit in
//! [`SHOWN_TEXT_BYTES`] are sent, and the rest counted.

use serde_json::Value;
use wasm_core::model::documents::{DocumentTextAnswer, SHOWN_TEXT_BYTES};

use super::Live;
use super::live::Answer;

/// The start of the key of a document's text in the web app's content store
/// (`document-text?file=%2Fuploads%2F….pdf`).
pub const KEY_PREFIX: &str = "document-text?";

impl Live {
    /// The text of the document at `file` (its site path) at `now`; `None` when visitors may
    /// not download it then.
    pub fn document_text(&self, file: &str, now: i64) -> Option<Answer> {
        let snapshot = self.snapshot();
        let built = file.starts_with("/files/") && snapshot.documents().get(file).is_some();
        if !built && !snapshot.is_public_file(file, now) {
            return None;
        }
        let answer = DocumentTextAnswer {
            text: snapshot
                .documents()
                .text(file)
                .map(|text| text.shown(SHOWN_TEXT_BYTES)),
        };
        let value: Value = serde_json::to_value(answer).expect("a text serialises");
        Some(Answer::of(&value))
    }

    /// [`Live::document_text`] of a key of the web app's store (`document-text?file=…`);
    /// `None` for any other key.
    pub fn document_text_key(&self, key: &str, now: i64) -> Option<Answer> {
        let query = key.strip_prefix(KEY_PREFIX)?;
        let file = form_urlencoded::parse(query.as_bytes())
            .find(|(name, _)| name == "file")
            .map(|(_, file)| file.into_owned())?;
        self.document_text(&file, now)
    }
}

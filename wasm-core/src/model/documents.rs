//! What a visitor learns of a document before downloading it: the language staff say it is
//! written in, and the facts the server reads from the file itself (its size, format and
//! number of pages). Every notice, tender, recruitment advertisement and RTI download has a
//! page of its own that says them beside its download link, so a phone on a slow network never
//! drops into a large file unwarned.

use serde::{Deserialize, Serialize};

/// The language a document is written in.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "lowercase")]
pub enum DocumentLanguage {
    /// Hindi only.
    Hi,
    /// English only.
    En,
    /// Both Hindi and English.
    Both,
}

/// What the server read from a document of the site: from the build's files when it starts,
/// from an uploaded file when it is uploaded.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(rename_all = "camelCase")]
pub struct FileFacts {
    /// Its size in bytes.
    pub bytes: u64,
    /// Its format, as its usual file name extension in lower case (`pdf`).
    pub format: String,
    /// How many pages it has, when the server could read them.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub pages: Option<u32>,
}

//! `notices`: the SMC Updates notices of the home page, each a dated PDF.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::documents::DocumentLanguage;
use super::values::{Day, Moment, Pdf};

/// One notice (id, title, date, PDF).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Notice {
    /// A stable identifier, unique among the notices.
    #[serde(default)]
    pub id: String,
    /// What the notice is about.
    pub title: Bilingual,
    /// The date it was issued, `YYYY-MM-DD`.
    pub date: Day,
    /// Its PDF: a file of the site (`/files/notices/…`) or one uploaded (`/uploads/…`).
    pub pdf: Pdf,
    /// The language its PDF is written in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub language: Option<DocumentLanguage>,
    /// Whether the list marks it with a NEW badge.
    #[serde(default)]
    pub new: bool,
    /// When it appears on the site (RFC 3339); at once when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub publish_at: Option<Moment>,
    /// The last day it is shown, `YYYY-MM-DD`, after which it moves to the notices' archive;
    /// shown until removed when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-after" = "date")))]
    pub valid_until: Option<Day>,
}

//! `tenders` and `recruitment`: the notices of the Tender and Recruitment pages, each a PDF
//! with its dates; a tender may have corrigenda, published after it with their own dates.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::documents::DocumentLanguage;
use super::values::{Day, HttpsLink, Moment, Pdf};

/// Most corrigenda of one tender: each is a dated line with its PDF under the tender's row on
/// `/tender` and on the tender's own page.
pub const CORRIGENDA_MAX: usize = 10;

/// A tender notice (no, work, desc, pdf, link, start and end date).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Tender {
    /// A stable identifier, unique among the tenders.
    #[serde(default)]
    pub id: String,
    /// The notice number as printed on it (`01/2025`), unique among the tenders.
    pub no: String,
    /// The work, in short.
    pub work: Bilingual,
    /// The work described.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub description: Bilingual,
    /// The notice itself, a PDF (`/files/tenders/…` or `/uploads/…`).
    pub pdf: Pdf,
    /// The language the notice and its corrigenda are written in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub language: Option<DocumentLanguage>,
    /// The notice on an external portal (`https://…`).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub link: Option<HttpsLink>,
    /// The first day bids are taken, `YYYY-MM-DD`.
    pub start_date: Day,
    /// The closing day, `YYYY-MM-DD`.
    #[cfg_attr(feature = "schema", schemars(extend("x-after" = "startDate")))]
    pub end_date: Day,
    /// Changes published after the notice, oldest first; at most [`CORRIGENDA_MAX`].
    #[serde(default)]
    #[cfg_attr(feature = "schema", schemars(length(max = CORRIGENDA_MAX)))]
    pub corrigenda: Vec<Corrigendum>,
    /// When it appears on the site (RFC 3339); at once when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub publish_at: Option<Moment>,
    /// The last day it is shown, `YYYY-MM-DD`; its closing day when absent. After it the tender is in the tenders' archive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-after" = "startDate")))]
    pub valid_until: Option<Day>,
}

/// A correction or change to a tender, published after it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Corrigendum {
    /// The day it was issued, `YYYY-MM-DD`.
    pub date: Day,
    /// What it changes.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub note: Bilingual,
    /// The corrigendum itself, a PDF, if there is one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub pdf: Option<Pdf>,
}

/// A recruitment advertisement.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields, rename_all = "camelCase")]
pub struct Recruitment {
    /// A stable identifier, unique among the advertisements.
    #[serde(default)]
    pub id: String,
    /// The advertisement number as printed on it, unique among the advertisements.
    pub no: String,
    /// The post or posts advertised.
    pub post: Bilingual,
    /// Who may apply, and how.
    #[cfg_attr(feature = "schema", schemars(extend("x-input" = "multiline")))]
    pub description: Bilingual,
    /// The advertisement itself, a PDF.
    pub pdf: Pdf,
    /// The language the advertisement is written in.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub language: Option<DocumentLanguage>,
    /// The first day applications are taken, `YYYY-MM-DD`.
    pub start_date: Day,
    /// The last day, `YYYY-MM-DD`.
    #[cfg_attr(feature = "schema", schemars(extend("x-after" = "startDate")))]
    pub end_date: Day,
    /// When it appears on the site (RFC 3339); at once when absent.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub publish_at: Option<Moment>,
    /// The last day it is shown, `YYYY-MM-DD`; its last day when absent. After it the advertisement is in the recruitment archive.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    #[cfg_attr(feature = "schema", schemars(extend("x-after" = "startDate")))]
    pub valid_until: Option<Day>,
}

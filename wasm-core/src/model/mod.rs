//! The content of the site: one Rust type per kind of content, the one schema of it.
//!
//! The server stores these kinds (`kinds::Kind`) and checks every save against their rules
//! (`crate::content`); the web app's TypeScript types and the admin editor's form are generated
//! from these types (`tests/generated.rs`, with the `schema` feature); `content/` holds the
//! records a new data directory starts with, which `tests/content/` checks.
//!
//! A text field whose control in the editor is more than a line of text says which in the
//! JSON Schema's `x-input` (on a list, for each of its entries): `date` (`YYYY-MM-DD`),
//! `moment` (RFC 3339), `tel`, `email`, `link`, `pdf` and `photo` (a file of the site, chosen or
//! uploaded), which the field's type in [`values`] gives; and `multiline`, and the references
//! `designation`, `party`, `ward` and `zone` (picked from the stored ones), which the field says
//! itself.

pub mod alerts;
pub mod departments;
pub mod directory;
pub mod documents;
pub mod events;
pub mod hoarding;
pub mod home;
pub mod info;
pub mod item;
pub mod kinds;
pub mod links;
pub mod list_page;
pub mod notices;
pub mod press;
pub mod profiles;
pub mod review;
pub mod search;
pub mod site;
pub mod tenders;
pub mod values;

use serde::{Deserialize, Serialize};

use crate::lang::Lang;

/// A piece of text in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct Bilingual {
    /// English.
    pub en: String,
    /// Hindi, in Devanagari.
    pub hi: String,
}

impl Bilingual {
    /// The text in one language.
    pub fn get(&self, lang: Lang) -> &str {
        match lang {
            Lang::En => &self.en,
            Lang::Hi => &self.hi,
        }
    }
}

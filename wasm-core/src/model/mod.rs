//! Types of the data in `content/`, one module per data set.
//!
//! The browser reads these files directly; the types here are their schema, which
//! `tests/content/` checks the real files against.

pub mod departments;
pub mod directory;
pub mod events;
pub mod home;
pub mod info;
pub mod links;
pub mod notices_tables;
pub mod profiles;
pub mod site;

use serde::{Deserialize, Serialize};

use crate::lang::Lang;

/// A piece of text in both languages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
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

//! `important-links`: the Important Links panel of the home, tender, recruitment and directory
//! pages.

use serde::{Deserialize, Serialize};

use super::Bilingual;
use super::values::Link;

/// Most important links: the panel beside the home, tender, recruitment and directory pages.
pub const IMPORTANT_LINKS_MAX: usize = 20;

/// The panel's links, in order.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ImportantLinks {
    /// The links (twelve); 1 to [`IMPORTANT_LINKS_MAX`].
    #[cfg_attr(feature = "schema", schemars(length(min = 1, max = IMPORTANT_LINKS_MAX)))]
    pub links: Vec<ImportantLink>,
}

/// One link of the panel (name, url).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS, schemars::JsonSchema))]
#[serde(deny_unknown_fields)]
pub struct ImportantLink {
    /// What the link leads to.
    pub name: Bilingual,
    /// An external portal (`https://…`) or a file of this site (`/files/…`, `/uploads/…`).
    pub url: Link,
}

impl ImportantLink {
    /// Whether the link leaves the site (it then opens in a new tab).
    pub fn is_external(&self) -> bool {
        self.url.starts_with("https://")
    }
}

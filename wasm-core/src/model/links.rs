//! `content/important-links.json`: the Important Links sidebar of the home, tender,
//! recruitment and directory pages.

use serde::Deserialize;

use super::Bilingual;

/// One link of the sidebar (specification section 3: name, url).
#[derive(Debug, Clone, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ImportantLink {
    /// What the link leads to.
    pub name: Bilingual,
    /// An external portal (`https://…`) or a file of this site (`/files/…`).
    pub url: String,
}

impl ImportantLink {
    /// Whether the link leaves the site (it then opens in a new tab).
    pub fn is_external(&self) -> bool {
        self.url.starts_with("https://")
    }
}

//! What the site search answers (`GET /api/search?q=&lang=&group=&page=`): the people, the
//! pages and the documents that match, each group a page at a time, ranked by wasm-core's
//! search (`crate::search`), with a snippet where a text says more than a title.

use serde::{Deserialize, Serialize};

use super::documents::DocumentLanguage;

use super::Bilingual;
use super::directory::PersonName;
use super::kinds::Kind;
use super::list_page::ListPage;

/// The longest query searched, in bytes (the search box's words, not its address).
pub const QUERY_MAX_BYTES: usize = 200;

/// A group of the results.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[serde(rename_all = "kebab-case")]
pub enum SearchGroup {
    /// The people of the telephone directories.
    People,
    /// The site's pages: departments, the officials' profiles and every other public page.
    Pages,
    /// Notices, tender notices and recruitment notices, current and archived.
    Documents,
}

impl SearchGroup {
    /// Every group, in the order the search page shows them.
    pub const ALL: [SearchGroup; 3] = [
        SearchGroup::People,
        SearchGroup::Pages,
        SearchGroup::Documents,
    ];

    /// Its name, as in `group=` and the answer's fields.
    pub fn name(self) -> &'static str {
        match self {
            SearchGroup::People => "people",
            SearchGroup::Pages => "pages",
            SearchGroup::Documents => "documents",
        }
    }

    /// The group with this name.
    pub fn from_name(name: &str) -> Option<SearchGroup> {
        SearchGroup::ALL
            .into_iter()
            .find(|group| group.name() == name)
    }
}

/// The answer of the site search: the query as searched, and a page of each group asked for
/// (every group, or the one `group=` names).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct SearchAnswer {
    /// The query, trimmed.
    pub query: String,
    /// The people found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub people: Option<Found<FoundPerson>>,
    /// The pages found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub pages: Option<Found<FoundPage>>,
    /// The documents found.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub documents: Option<Found<FoundDocument>>,
}

/// One page of a group's results, best first, and where it stands among the group's pages.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct Found<T> {
    /// The results on this page.
    pub items: Vec<T>,
    /// Where the page stands (`total` is how many the group found in all).
    pub page: ListPage,
}

/// A person found, with what the result shows of them.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct FoundPerson {
    /// Their id among the people.
    pub id: String,
    /// The page id of their directory (`corporators`, `smc-officer`).
    pub directory: String,
    /// Their name.
    pub name: PersonName,
    /// The reading in Latin letters of a name given only in Devanagari.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub reading: Option<String>,
    /// What they are: their designation, or a corporator's party.
    pub role: Bilingual,
    /// Their ward (a ward officer's, a corporator's).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub ward: Option<FoundWard>,
    /// Their zone; an outsourced supervisor's agency zone has a number and no name.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub zone: Option<FoundZone>,
    /// Their mobile number, as printed.
    pub mobile: String,
}

/// A ward, by number and name.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct FoundWard {
    /// Its number.
    pub number: u8,
    /// Its name.
    pub name: Bilingual,
}

/// A zone, by number, and by name when it has one.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct FoundZone {
    /// Its number.
    pub number: u8,
    /// Its name (the corporation's zones have one).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub name: Option<Bilingual>,
}

/// A page of the site found, with the person it names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct FoundPage {
    /// Its page id (the route table's).
    pub page: String,
    /// Its path.
    pub path: String,
    /// The person it names: a department's head, or whom a profile page is about.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub person: Option<PagePerson>,
    /// The sentence of its text that matches, in the language asked for (a department's
    /// first sentence when none does).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub snippet: Option<String>,
}

/// The person a page names.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct PagePerson {
    /// Their name.
    pub name: Bilingual,
    /// A department head's post (a profile page's title says it already).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub post: Option<Bilingual>,
}

/// A document found: a notice, a tender notice or a recruitment notice.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct FoundDocument {
    /// Its kind (`notices`, `tenders`, `recruitment`).
    pub kind: Kind,
    /// Its id within its kind.
    pub id: String,
    /// Its title: a notice's title, a tender's work, an advertisement's post.
    pub title: Bilingual,
    /// Its first day (`YYYY-MM-DD`).
    pub date: String,
    /// The path of its archive, when it is in one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub archive: Option<String>,
    /// The sentence of its description that matches, in the language asked for, else the
    /// sentence of its document's text that does.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub snippet: Option<String>,
    /// The language of the snippet when it comes from the document's text (whose language is
    /// its own): `hi` or `en`, by its script.
    #[serde(
        default,
        rename = "snippetLang",
        skip_serializing_if = "Option::is_none"
    )]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub snippet_lang: Option<DocumentLanguage>,
}

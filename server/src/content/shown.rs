//! The documents visitors see at a moment, each with a page of its own
//! (`/document?kind=…&id=…`): the sitemap lists them, and the page of any other is answered 404.

use wasm_core::model::kinds::Kind;

use super::live::Snapshot;

/// A document visitors see, which has a page of its own (`/document?kind=…&id=…`).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ShownDocument {
    /// Its kind.
    pub kind: Kind,
    /// Its id within its kind (an RTI download's within the RTI page).
    pub id: String,
    /// When visitors first saw the version they see (RFC 3339; empty for the seed's).
    pub shown_since: String,
}

impl ShownDocument {
    /// The query of its page's address (`kind=notices&id=water-tax-camp`).
    pub fn query(&self) -> String {
        form_urlencoded::Serializer::new(String::new())
            .append_pair("kind", self.kind.name())
            .append_pair("id", &self.id)
            .finish()
    }
}

/// The documents visitors see at `now`, each with a page: the notices, tenders and
/// recruitment advertisements, current and in their archives, and the RTI page's downloads.
pub fn shown(snapshot: &Snapshot, now: i64) -> Vec<ShownDocument> {
    let mut found = Vec::new();
    for kind in [Kind::Notices, Kind::Tenders, Kind::Recruitment] {
        for item in snapshot.items(kind) {
            if let Some(site) = &item.site
                && (site.is_live(now) || site.is_archived(now))
            {
                found.push(ShownDocument {
                    kind,
                    id: item.id.clone(),
                    shown_since: site.shown_since.clone(),
                });
            }
        }
    }
    if let Some(site) = snapshot
        .item(Kind::Rti, Kind::Rti.name())
        .and_then(|item| item.site.as_ref())
        && let Some(downloads) = site.data["downloads"].as_array()
    {
        found.extend(downloads.iter().filter_map(|download| {
            Some(ShownDocument {
                kind: Kind::Rti,
                id: download["id"].as_str()?.to_owned(),
                shown_since: site.shown_since.clone(),
            })
        }));
    }
    found
}

/// Whether the page of one document (its address's `query`, `kind=…&id=…`) shows one
/// visitors see at `now` ([`shown`]). Any other is answered 404, with the page that says so
/// and where documents are listed.
pub fn is_shown(snapshot: &Snapshot, query: Option<&str>, now: i64) -> bool {
    let asked = |name: &str| {
        form_urlencoded::parse(query.unwrap_or_default().as_bytes())
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.trim().to_owned())
    };
    let (Some(kind), Some(id)) = (asked("kind"), asked("id")) else {
        return false;
    };
    shown(snapshot, now)
        .iter()
        .any(|document| document.kind.name() == kind && document.id == id)
}

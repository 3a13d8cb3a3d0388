//! The Atom feeds: notices, tenders, recruitment and events, one feed of each in each language
//! (`/feeds/en/notices.atom`, `/feeds/hi/tenders.atom`), made from what visitors see at the
//! moment a reader asks. An entry of a document (a notice, a tender, a recruitment
//! advertisement) links its page (`/document?…`, with its date, size and pages), the PDF
//! itself as an enclosure with its size, and the page that lists it; its summary quotes the
//! first lines of the document's text (or says it is a scanned image without text).
//!
//! Atom rather than RSS 2.0: Atom requires what a reader needs to follow a list that changes
//! (a lasting id and an update time for every entry), writes times in RFC 3339, which the store
//! keeps, and marks the language of the feed (`xml:lang`), where RSS's dates and optional fields
//! are loosely defined.

use atom_syndication::{Entry, Feed, FixedDateTime, Link, Person, Text};
use serde_json::Value;
use wasm_core::dates::{INDIA_OFFSET_SECONDS, long_day};
use wasm_core::lang::Lang;
use wasm_core::model::documents::TextSource;
use wasm_core::model::kinds::Kind;

use crate::catalogs::text;
use crate::content::Documents;
use crate::content::live::Snapshot;

/// A kind with a feed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FeedKind {
    /// The notices, listed on the home page.
    Notices,
    /// The tenders, on `/tender`.
    Tenders,
    /// The recruitment notices, on `/recruitment`.
    Recruitment,
    /// The events, on `/events-gallery`.
    Events,
}

impl FeedKind {
    /// Every feed's kind.
    pub const ALL: [FeedKind; 4] = [
        FeedKind::Notices,
        FeedKind::Tenders,
        FeedKind::Recruitment,
        FeedKind::Events,
    ];

    fn kind(self) -> Kind {
        match self {
            FeedKind::Notices => Kind::Notices,
            FeedKind::Tenders => Kind::Tenders,
            FeedKind::Recruitment => Kind::Recruitment,
            FeedKind::Events => Kind::Events,
        }
    }

    /// Its name in its file's name and in the catalogs (`feeds.notices`).
    pub fn name(self) -> &'static str {
        match self {
            FeedKind::Notices => "notices",
            FeedKind::Tenders => "tenders",
            FeedKind::Recruitment => "recruitment",
            FeedKind::Events => "events",
        }
    }

    /// The public page that lists the kind's items.
    pub fn page(self) -> &'static str {
        match self {
            FeedKind::Notices => "/",
            FeedKind::Tenders => "/tender",
            FeedKind::Recruitment => "/recruitment",
            FeedKind::Events => "/events-gallery",
        }
    }

    /// The feed's path in `lang`: `/feeds/hi/notices.atom`.
    pub fn path(self, lang: Lang) -> String {
        format!("/feeds/{}/{}.atom", lang.code(), self.name())
    }

    /// The kind of the feed file `file` (`notices.atom`).
    pub fn from_file(file: &str) -> Option<Self> {
        let name = file.strip_suffix(".atom")?;
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// The site's name in `lang`, as the store has it.
fn site_name(snapshot: &Snapshot, lang: Lang) -> String {
    snapshot
        .items(Kind::Site)
        .first()
        .and_then(|item| item.site.as_ref())
        .map(|site| bilingual(&site.data["name"], lang))
        .unwrap_or_default()
}

/// The feed's title: "Notices of Singrauli Municipal Corporation".
fn title(kind: FeedKind, lang: Lang, site_name: &str) -> String {
    text(
        lang,
        &format!("feeds.{}", kind.name()),
        &[("site", site_name)],
    )
}

/// One entry's facts, read from an item as visitors see it.
struct Item<'a> {
    id: &'a str,
    data: &'a Value,
    /// The day it is dated (`YYYY-MM-DD`): a notice's or an event's date, a tender's or a
    /// recruitment's first day.
    day: &'a str,
    /// When visitors first saw its version (RFC 3339); empty for the seed's.
    shown_since: &'a str,
}

/// The feed of `kind` in `lang` at `now`, its links on `origin` (`https://smc.example.in`).
pub fn feed(snapshot: &Snapshot, kind: FeedKind, lang: Lang, now: i64, origin: &str) -> String {
    let day_field = match kind {
        FeedKind::Notices | FeedKind::Events => "date",
        FeedKind::Tenders | FeedKind::Recruitment => "startDate",
    };
    let mut items: Vec<Item> = snapshot
        .items(kind.kind())
        .iter()
        .filter_map(|live| {
            let site = live.site.as_ref().filter(|site| site.is_live(now))?;
            Some(Item {
                id: &live.id,
                data: &site.data,
                day: site
                    .data
                    .get(day_field)
                    .and_then(Value::as_str)
                    .unwrap_or_default(),
                shown_since: &site.shown_since,
            })
        })
        .collect();
    // Newest first, as the pages list them.
    items.sort_by(|a, b| b.day.cmp(a.day).then_with(|| a.id.cmp(b.id)));

    let site_name = site_name(snapshot, lang);
    let page = page_url(origin, kind.page(), lang);
    let entries: Vec<Entry> = items
        .iter()
        .map(|item| entry(kind, item, lang, origin, &page, snapshot.documents()))
        .collect();
    let updated = entries
        .iter()
        .map(|entry| entry.updated)
        .max()
        .unwrap_or_else(|| time_of("", "1970-01-01"));
    let feed = Feed {
        title: Text::plain(title(kind, lang, &site_name)),
        id: format!("{origin}{}", kind.path(lang)),
        updated,
        authors: vec![Person {
            name: site_name,
            uri: Some(page_url(origin, "/", lang)),
            ..Person::default()
        }],
        links: vec![
            Link {
                href: format!("{origin}{}", kind.path(lang)),
                rel: "self".into(),
                mime_type: Some("application/atom+xml".into()),
                ..Link::default()
            },
            Link {
                href: page.clone(),
                rel: "alternate".into(),
                mime_type: Some("text/html".into()),
                hreflang: Some(lang.code().into()),
                ..Link::default()
            },
        ],
        lang: Some(lang.code().into()),
        entries,
        ..Feed::default()
    };
    feed.to_string()
}

fn entry(
    kind: FeedKind,
    item: &Item,
    lang: Lang,
    origin: &str,
    page: &str,
    documents: &Documents,
) -> Entry {
    let data = item.data;
    let field = |name: &str| bilingual(&data[name], lang);
    let numbered = |title: String| match data.get("no").and_then(Value::as_str) {
        Some(no) if !no.is_empty() => format!("{no}: {title}"),
        _ => title,
    };
    let (title, document) = match kind {
        FeedKind::Notices => (field("title"), data.get("pdf")),
        FeedKind::Tenders => (numbered(field("work")), data.get("pdf")),
        FeedKind::Recruitment => (numbered(field("post")), data.get("pdf")),
        FeedKind::Events => (field("title"), None),
    };
    let day_line =
        |key: &str, day: &str| long_day(day, lang).map(|date| text(lang, key, &[("date", &date)]));
    let document_path = document.and_then(Value::as_str).unwrap_or_default();
    let opening = documents.text(document_path).and_then(|text| {
        if text.origin.source == TextSource::Scanned {
            return Some(text_of(lang, "feeds.scanned"));
        }
        text.first_lines(FIRST_LINES_CHARS)
    });
    let summary = match kind {
        FeedKind::Notices => opening.clone(),
        FeedKind::Tenders | FeedKind::Recruitment => {
            let last = data
                .get("endDate")
                .and_then(Value::as_str)
                .unwrap_or_default();
            let described = join(field("description"), day_line("feeds.lastDate", last));
            Some(join(described, opening.clone()))
        }
        FeedKind::Events => Some(join(
            field("description"),
            day_line("feeds.eventDay", item.day),
        )),
    };
    let mut links = Vec::with_capacity(3);
    if let Some(document) = document
        .and_then(Value::as_str)
        .filter(|url| !url.is_empty())
    {
        let query = form_urlencoded::Serializer::new(String::new())
            .append_pair("kind", kind.kind().name())
            .append_pair("id", item.id)
            .finish();
        links.push(Link {
            href: format!("{}&{query}", page_url(origin, "/document", lang)),
            rel: "alternate".into(),
            mime_type: Some("text/html".into()),
            hreflang: Some(lang.code().into()),
            ..Link::default()
        });
        links.push(Link {
            href: absolute(origin, document),
            rel: "enclosure".into(),
            mime_type: Some("application/pdf".into()),
            length: documents.get(document).map(|facts| facts.bytes.to_string()),
            ..Link::default()
        });
    }
    links.push(Link {
        href: page.to_owned(),
        rel: if links.is_empty() {
            "alternate"
        } else {
            "related"
        }
        .into(),
        mime_type: Some("text/html".into()),
        hreflang: Some(lang.code().into()),
        ..Link::default()
    });
    let published = time_of("", item.day);
    Entry {
        title: Text::plain(title),
        id: format!("{origin}/feeds/{}/{}/{}", lang.code(), kind.name(), item.id),
        updated: time_of(item.shown_since, item.day).max(published),
        published: Some(published),
        summary: summary
            .filter(|summary| !summary.is_empty())
            .map(Text::plain),
        links,
        ..Entry::default()
    }
}

/// The most characters of a document's first lines an entry quotes.
const FIRST_LINES_CHARS: usize = 300;

/// The catalog's text of `key` in `lang`.
fn text_of(lang: Lang, key: &str) -> String {
    text(lang, key, &[])
}

/// `text` and `line` as one paragraph each (either may be missing).
fn join(text: String, line: Option<String>) -> String {
    match line {
        Some(line) if text.is_empty() => line,
        Some(line) => format!("{text}\n\n{line}"),
        None => text,
    }
}

/// A bilingual text (`{"en", "hi"}`) in `lang`, or in the other language when it has none in
/// `lang`; a plain string as it is.
fn bilingual(value: &Value, lang: Lang) -> String {
    if let Some(plain) = value.as_str() {
        return plain.to_owned();
    }
    let get = |code: &str| {
        value
            .get(code)
            .and_then(Value::as_str)
            .filter(|s| !s.trim().is_empty())
    };
    let other = match lang {
        Lang::En => "hi",
        Lang::Hi => "en",
    };
    get(lang.code())
        .or_else(|| get(other))
        .unwrap_or_default()
        .to_owned()
}

/// A page of the site in `lang`, as its links write it.
fn page_url(origin: &str, path: &str, lang: Lang) -> String {
    format!("{origin}{path}?lang={}", lang.code())
}

/// `url` (an uploaded file's `/uploads/…`, or a full address) as a full address.
fn absolute(origin: &str, url: &str) -> String {
    if url.starts_with('/') {
        format!("{origin}{url}")
    } else {
        url.to_owned()
    }
}

/// `moment` (RFC 3339) when it reads as one, else the start of `day` in India.
fn time_of(moment: &str, day: &str) -> FixedDateTime {
    FixedDateTime::parse_from_rfc3339(moment)
        .or_else(|_| FixedDateTime::parse_from_rfc3339(&format!("{day}T00:00:00+05:30")))
        .unwrap_or_else(|_| {
            let india = chrono::FixedOffset::east_opt(
                i32::try_from(INDIA_OFFSET_SECONDS).expect("the offset is a few hours"),
            )
            .expect("the offset is a few hours");
            FixedDateTime::from_naive_utc_and_offset(chrono::NaiveDateTime::default(), india)
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_feed_file_names_its_kind() {
        assert_eq!(FeedKind::from_file("tenders.atom"), Some(FeedKind::Tenders));
        assert_eq!(FeedKind::from_file("tenders.rss"), None);
        assert_eq!(FeedKind::from_file("people.atom"), None);
        assert_eq!(FeedKind::Notices.path(Lang::Hi), "/feeds/hi/notices.atom");
    }

    #[test]
    fn a_text_missing_in_one_language_comes_in_the_other() {
        let value = serde_json::json!({"en": "Water supply", "hi": " "});
        assert_eq!(bilingual(&value, Lang::Hi), "Water supply");
        assert_eq!(bilingual(&value, Lang::En), "Water supply");
        assert_eq!(bilingual(&Value::from("plain"), Lang::Hi), "plain");
    }

    #[test]
    fn a_day_without_a_moment_starts_at_india_s_midnight() {
        let time = time_of("", "2026-03-05");
        assert_eq!(time.to_rfc3339(), "2026-03-05T00:00:00+05:30");
        assert_eq!(
            time_of("2026-03-05T10:00:00Z", "2026-01-01").to_rfc3339(),
            "2026-03-05T10:00:00+00:00"
        );
    }
}

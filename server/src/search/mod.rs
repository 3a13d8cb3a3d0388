//! The site search, run where the documents are: `GET /api/search?q=&lang=&group=&page=`
//! answers the people, pages and documents that match, each group a page at a time, ranked by
//! wasm-core's Hindi-aware search (spelling variants, either script, a typo), with a snippet.
//!
//! The index is made from the content visitors see (`entries.rs`) the first time a search
//! needs it after what they see changed (a save, or a moment an item appears or leaves), and
//! kept until it changes again: a save does not wait for it, and a phone downloads one page of
//! results, never the documents themselves.

mod ask;
mod entries;

use std::sync::{Arc, Mutex, PoisonError};

use wasm_core::lang::Lang;
use wasm_core::model::documents::DocumentLanguage;
use wasm_core::model::list_page::{ListPage, PAGE_SIZE, page_count};
use wasm_core::model::search::{Found, SearchAnswer, SearchGroup};
use wasm_core::search::{Query, Scratch, lead, snippet, snippet_in_contents};

pub use self::ask::{Ask, BadSearch};
use self::entries::{Entry, Indexed, SiteEntries};
use crate::content::Live;
use crate::content::live::Answer;

/// The index made at one generation of the content, and the span of time it holds for.
struct Kept {
    generation: u64,
    from: i64,
    until: Option<i64>,
    entries: Arc<SiteEntries>,
}

/// The site search over the live content; cheap to clone.
#[derive(Clone)]
pub struct SiteSearch {
    live: Live,
    kept: Arc<Mutex<Option<Kept>>>,
}

impl SiteSearch {
    /// The search of `live`'s content.
    pub fn new(live: Live) -> Self {
        Self {
            live,
            kept: Arc::default(),
        }
    }

    /// The answer to `ask` at `now`.
    pub fn answer(&self, ask: &Ask, now: i64) -> Answer {
        let entries = self.entries(now);
        let answer = answer(&entries, ask);
        Answer::of(&serde_json::to_value(answer).expect("an answer serialises"))
    }

    /// The answer to the search a list key names (`search?q=kar&lang=hi`), for the pages
    /// rendered with their query; `None` for any other key, or a search that cannot be answered.
    pub fn answer_key(&self, key: &str, now: i64) -> Option<Answer> {
        let ask = Ask::from_key(key)?.ok()?;
        Some(self.answer(&ask, now))
    }

    /// The index of what visitors see at `now`, made now if what they see has changed.
    fn entries(&self, now: i64) -> Arc<SiteEntries> {
        let snapshot = self.live.snapshot();
        // Held while the index is made: two searches after a save make it once.
        let mut kept = self.kept.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(kept) = kept.as_ref()
            && kept.generation == snapshot.generation
            && kept.from <= now
            && kept.until.is_none_or(|until| now < until)
        {
            return kept.entries.clone();
        }
        let entries = Arc::new(SiteEntries::of(&snapshot, now));
        *kept = Some(Kept {
            generation: snapshot.generation,
            from: now,
            until: snapshot.next_change_after(now),
            entries: entries.clone(),
        });
        entries
    }
}

/// The answer to `ask` from `entries`: a page of each group asked for.
fn answer(entries: &SiteEntries, ask: &Ask) -> SearchAnswer {
    let query = Query::parse(&ask.query);
    let mut scratch = Scratch::default();
    let wanted = |group: SearchGroup| ask.group.is_none_or(|asked| asked == group);
    let mut found =
        |group: SearchGroup| wanted(group).then(|| ranked(group, entries, &query, &mut scratch));
    let people = found(SearchGroup::People);
    let pages = found(SearchGroup::Pages);
    let documents = found(SearchGroup::Documents);
    SearchAnswer {
        query: ask.query.clone(),
        people: people.map(|ranks| page_of(&entries.people, &ranks, ask, |_, _| ())),
        pages: pages.map(|ranks| {
            page_of(&entries.pages, &ranks, ask, |page, snippet| {
                page.snippet = snippet.map(|(snippet, _)| snippet);
            })
        }),
        documents: documents.map(|ranks| {
            page_of(&entries.documents, &ranks, ask, |document, snippet| {
                if let Some((snippet, lang)) = snippet {
                    document.snippet = Some(snippet);
                    document.snippet_lang = lang;
                }
            })
        }),
    }
}

/// The records of `group` matching `query`, best first.
fn ranked(
    group: SearchGroup,
    entries: &SiteEntries,
    query: &Query,
    scratch: &mut Scratch,
) -> Vec<u32> {
    if query.is_empty() {
        return Vec::new();
    }
    let none: &[&str] = &[];
    match group {
        SearchGroup::People => entries.people.index.run(scratch, query, none),
        SearchGroup::Pages => entries.pages.index.run(scratch, query, none),
        SearchGroup::Documents => entries.documents.index.run(scratch, query, none),
    }
}

/// The page `ask` names of the `ranks` of `indexed`, each result with its snippet (set by
/// `with_snippet`) in the language asked for.
fn page_of<T: Clone>(
    indexed: &Indexed<T>,
    ranks: &[u32],
    ask: &Ask,
    with_snippet: impl Fn(&mut T, Option<(String, Option<DocumentLanguage>)>),
) -> Found<T> {
    let start = (ask.page as usize - 1).saturating_mul(PAGE_SIZE);
    let items = ranks
        .iter()
        .skip(start)
        .take(PAGE_SIZE)
        .filter_map(|&rank| indexed.entries.get(rank as usize))
        .map(|entry| {
            let mut found = entry.found.clone();
            let snippet = snippet_of(entry, &ask.query, ask.lang);
            with_snippet(&mut found, snippet);
            found
        })
        .collect();
    Found {
        items,
        page: ListPage {
            number: ask.page,
            pages: page_count(ranks.len()),
            total: u32::try_from(ranks.len()).unwrap_or(u32::MAX),
            year: None,
            years: Vec::new(),
        },
    }
}

/// The snippet of `entry` for `query`: the sentence of its text in `lang` that matches `query`
/// (in either script), else the sentence of its document's text that does, with the language of
/// that page's script (a document's text is in its own language), else the first sentence of
/// its text.
fn snippet_of<T>(
    entry: &Entry<T>,
    query: &str,
    lang: Lang,
) -> Option<(String, Option<DocumentLanguage>)> {
    let own = entry.snippet_from.as_ref().map(|text| text.get(lang));
    own.and_then(|own| snippet(query, own))
        .map(|snippet| (snippet, None))
        .or_else(|| {
            let pages = entry.contents.as_deref()?.pages.iter();
            pages.filter(|page| !page.text.is_empty()).find_map(|page| {
                snippet_in_contents(query, &page.text).map(|snippet| (snippet, page.lang))
            })
        })
        .or_else(|| own.and_then(lead).map(|lead| (lead, None)))
}

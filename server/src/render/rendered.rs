//! The pages rendered at run time, by language and path, each with the content lists it read.
//! Readers take a page with one lock read; a re-render swaps pages in one by one.

use std::collections::{HashMap, HashSet};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, PoisonError, RwLock};

use wasm_core::lang::Lang;

use crate::built::Asset;

/// A rendered page and what it was rendered from.
#[derive(Debug)]
pub struct RenderedPage {
    /// The whole HTML document, with its compressed copies.
    pub asset: Asset,
    /// The content lists it read (`notices`, `people?directory=corporator`).
    pub read: Vec<String>,
    /// The day (`YYYY-MM-DD`, in India) its content last changed, as its "Last updated" line
    /// says; empty for a page kept by a server that did not note it.
    pub updated: String,
}

impl RenderedPage {
    /// Whether a change of `kind` changes this page: it read the kind, or part of it.
    pub fn reads(&self, kind: &str) -> bool {
        self.read.iter().any(|key| reads_kind(key, kind))
    }
}

/// Whether the list `key` (`people?directory=corporator`) is of `kind`.
fn reads_kind(key: &str, kind: &str) -> bool {
    key.strip_prefix(kind)
        .is_some_and(|rest| rest.is_empty() || rest.starts_with('?'))
}

/// Something for each page, by language and then path (looked up without making a key: this
/// runs for every page view).
type ByPage<T> = HashMap<Lang, HashMap<String, T>>;

/// The pages rendered so far; cheap to clone.
#[derive(Debug, Clone, Default)]
pub struct RenderedPages {
    pages: Arc<RwLock<ByPage<Arc<RenderedPage>>>>,
    /// What the build's own pages read (`_pages/reads.json`), for the pages not rendered since.
    build_reads: Arc<RwLock<ByPage<Vec<String>>>>,
    /// The day the build rendered its pages (`_pages/build.json`): the day the "Last updated" line
    /// of each of its pages says, since the seed's items carry no date of their own.
    build_day: Arc<RwLock<Option<String>>>,
    /// Raised whenever a page is put in place or the build's day is recorded: what is made
    /// from the pages' days (the sitemap) is current while it stays the same.
    revision: Arc<AtomicU64>,
    /// The pages a change of what visitors see has put out of date, until they are rendered again
    /// (or fail to be): a visitor who asks for one waits for it to be rendered first.
    stale: Arc<RwLock<HashMap<Lang, HashSet<String>>>>,
}

/// `_pages/reads.json` of the build: for each language, each page's path and the content lists
/// it read.
pub type BuildReads = HashMap<String, HashMap<String, Vec<String>>>;

impl RenderedPages {
    /// The page of `path` in `lang`, if it has been rendered.
    pub fn get(&self, lang: Lang, path: &str) -> Option<Arc<RenderedPage>> {
        self.pages
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&lang)?
            .get(path)
            .cloned()
    }

    /// Marks `pages` out of date: what they show is no longer what visitors see.
    pub fn mark_stale<'a>(&self, pages: impl IntoIterator<Item = (Lang, &'a str)>) {
        let mut stale = self.stale.write().unwrap_or_else(PoisonError::into_inner);
        for (lang, path) in pages {
            stale.entry(lang).or_default().insert(path.to_owned());
        }
    }

    /// Whether the page of `path` in `lang` is out of date (waits to be rendered again).
    pub fn is_stale(&self, lang: Lang, path: &str) -> bool {
        self.stale
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&lang)
            .is_some_and(|paths| paths.contains(path))
    }

    /// No longer marks the page of `path` in `lang` out of date (it could not be rendered: its
    /// last good version is sent).
    pub fn unmark_stale(&self, lang: Lang, path: &str) {
        if let Some(paths) = self
            .stale
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .get_mut(&lang)
        {
            paths.remove(path);
        }
    }

    /// No longer marks any page out of date (rendering stopped: the last good pages are sent).
    pub fn clear_stale(&self) {
        self.stale
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .clear();
    }

    /// Puts `page` in place of the one rendered before.
    pub fn put(&self, lang: Lang, path: &str, page: RenderedPage) {
        self.pages
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .entry(lang)
            .or_default()
            .insert(path.to_owned(), Arc::new(page));
        self.revision.fetch_add(1, Ordering::Release);
    }

    /// A number raised by every change of the pages or of the build's day, so that what is made
    /// from them can tell whether it is still current.
    pub fn revision(&self) -> u64 {
        self.revision.load(Ordering::Acquire)
    }

    /// Puts every page of `rendered` in place of the one rendered before, each no longer out of
    /// date.
    pub fn put_all(&self, rendered: Vec<(Lang, String, RenderedPage)>) {
        let mut pages = self.pages.write().unwrap_or_else(PoisonError::into_inner);
        let mut stale = self.stale.write().unwrap_or_else(PoisonError::into_inner);
        for (lang, path, page) in rendered {
            if let Some(paths) = stale.get_mut(&lang) {
                paths.remove(&path);
            }
            pages.entry(lang).or_default().insert(path, Arc::new(page));
        }
        self.revision.fetch_add(1, Ordering::Release);
    }

    /// Every page rendered so far, by language and path.
    pub fn all(&self) -> Vec<((Lang, String), Arc<RenderedPage>)> {
        self.pages
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .iter()
            .flat_map(|(lang, pages)| {
                pages
                    .iter()
                    .map(|(path, page)| ((*lang, path.clone()), Arc::clone(page)))
            })
            .collect()
    }

    /// How many pages have been rendered.
    pub fn len(&self) -> usize {
        self.pages
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .values()
            .map(HashMap::len)
            .sum()
    }

    /// Whether no page has been rendered yet.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// Records the day the build rendered its pages.
    pub fn set_build_day(&self, day: String) {
        *self
            .build_day
            .write()
            .unwrap_or_else(PoisonError::into_inner) = Some(day);
        self.revision.fetch_add(1, Ordering::Release);
    }

    /// The day the content of the page of `path` in `lang` last changed, as the page sent for
    /// it says: the rendered page's, else the build's.
    pub fn updated(&self, lang: Lang, path: &str) -> Option<String> {
        self.get(lang, path)
            .map(|page| page.updated.clone())
            .filter(|day| !day.is_empty())
            .or_else(|| self.build_day())
    }

    /// The day the build rendered its pages, which is the day of what the data directory started
    /// with (the seed's items have no date of their own).
    pub fn build_day(&self) -> Option<String> {
        self.build_day
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .clone()
    }

    /// Records what the build's pages read.
    pub fn set_build_reads(&self, reads: BuildReads) {
        let mut map = self
            .build_reads
            .write()
            .unwrap_or_else(PoisonError::into_inner);
        for (tag, pages) in reads {
            let Some(lang) = Lang::from_tag(&tag) else {
                continue;
            };
            let of_lang = map.entry(lang).or_default();
            for (path, read) in pages {
                of_lang.insert(path, read);
            }
        }
    }

    /// Whether the page of `path` in `lang` is known (rendered, or read by the build) not to read
    /// any of `kinds`.
    pub fn untouched_by(&self, lang: Lang, path: &str, kinds: &[&str]) -> bool {
        if let Some(page) = self.get(lang, path) {
            return !kinds.iter().any(|kind| page.reads(kind));
        }
        let build = self
            .build_reads
            .read()
            .unwrap_or_else(PoisonError::into_inner);
        build
            .get(&lang)
            .and_then(|pages| pages.get(path))
            .is_some_and(|read| {
                !kinds
                    .iter()
                    .any(|kind| read.iter().any(|key| reads_kind(key, kind)))
            })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_page_reads_a_kind_whole_or_in_part() {
        let page = RenderedPage {
            asset: Asset::rendered_page("<p>x</p>".into()),
            read: vec!["notices".into(), "people?directory=corporator".into()],
            updated: String::new(),
        };
        assert!(page.reads("notices"));
        assert!(page.reads("people"));
        assert!(!page.reads("notice"));
        assert!(!page.reads("alerts"));
        let pages = RenderedPages::default();
        pages.put(Lang::En, "/", page);
        assert!(pages.untouched_by(Lang::En, "/", &["alerts"]));
        assert!(!pages.untouched_by(Lang::En, "/", &["people"]));
        assert!(
            !pages.untouched_by(Lang::Hi, "/", &["alerts"]),
            "never rendered"
        );
    }

    #[test]
    fn a_page_marked_out_of_date_stays_so_until_it_is_put_in_place_or_unmarked() {
        let pages = RenderedPages::default();
        pages.mark_stale([(Lang::En, "/"), (Lang::Hi, "/"), (Lang::En, "/faq")]);
        assert!(pages.is_stale(Lang::En, "/") && pages.is_stale(Lang::Hi, "/"));
        assert!(!pages.is_stale(Lang::Hi, "/faq"));
        let page = || RenderedPage {
            asset: Asset::rendered_page("<p>x</p>".into()),
            read: Vec::new(),
            updated: String::new(),
        };
        pages.put_all(vec![(Lang::En, "/".to_owned(), page())]);
        assert!(!pages.is_stale(Lang::En, "/"));
        assert!(
            pages.is_stale(Lang::Hi, "/"),
            "the other language waits still"
        );
        pages.unmark_stale(Lang::Hi, "/");
        assert!(!pages.is_stale(Lang::Hi, "/"));
        pages.clear_stale();
        assert!(!pages.is_stale(Lang::En, "/faq"));
    }
}

//! Answers to "Was this page useful?": how many said yes and no of each page, and the comments
//! left with a no. Nothing about who answered is kept: no address, no session, no time of a
//! bare yes or no.

use std::collections::BTreeMap;

use redb::{ReadableDatabase, ReadableTable, TableDefinition, WriteTransaction};
use wasm_core::feedback::{PageComment, PageFeedbackSummary};

use super::{Store, StoreError};

/// Each page's answers: (yes, no).
pub(super) const PAGE_ANSWERS: TableDefinition<&str, (u64, u64)> =
    TableDefinition::new("page_answers");
/// The comments, in the order they came (JSON of [`PageComment`]).
pub(super) const PAGE_COMMENTS: TableDefinition<u64, &[u8]> = TableDefinition::new("page_comments");

/// How many of a page's latest comments staff are shown.
pub const COMMENTS_SHOWN: usize = 10;

pub(super) fn create_tables(tx: &WriteTransaction) -> Result<(), redb::Error> {
    tx.open_table(PAGE_ANSWERS)?;
    tx.open_table(PAGE_COMMENTS)?;
    Ok(())
}

/// Counts an answer for `page`, and keeps `comment` if there is one.
pub(super) fn add(
    tx: &WriteTransaction,
    page: &str,
    useful: bool,
    comment: Option<&PageComment>,
) -> Result<(), StoreError> {
    let mut answers = tx.open_table(PAGE_ANSWERS)?;
    let (yes, no) = answers.get(page)?.map_or((0, 0), |value| value.value());
    let counted = if useful { (yes + 1, no) } else { (yes, no + 1) };
    answers.insert(page, counted)?;
    if let Some(comment) = comment {
        let mut comments = tx.open_table(PAGE_COMMENTS)?;
        let next = comments.last()?.map_or(0, |(key, _)| key.value() + 1);
        let bytes = serde_json::to_vec(comment).expect("a comment always serialises");
        comments.insert(next, bytes.as_slice())?;
    }
    Ok(())
}

impl Store {
    /// Every page that has answers, with its counts and its latest [`COMMENTS_SHOWN`]
    /// comments (newest first), the pages with the most "no" first.
    pub fn page_feedback(&self) -> Result<Vec<PageFeedbackSummary>, StoreError> {
        let tx = self.db.begin_read()?;
        let answers = tx.open_table(PAGE_ANSWERS)?;
        let mut pages: BTreeMap<String, PageFeedbackSummary> = BTreeMap::new();
        for entry in answers.iter()? {
            let (page, counts) = entry?;
            let (yes, no) = counts.value();
            pages.insert(
                page.value().to_owned(),
                PageFeedbackSummary {
                    page: page.value().to_owned(),
                    yes,
                    no,
                    comments: Vec::new(),
                },
            );
        }
        let comments = tx.open_table(PAGE_COMMENTS)?;
        for entry in comments.iter()?.rev() {
            let (key, value) = entry?;
            let comment: PageComment =
                serde_json::from_slice(value.value()).map_err(|source| StoreError::Corrupt {
                    table: "page_comments",
                    key: key.value().to_string(),
                    source,
                })?;
            if let Some(page) = pages.get_mut(&comment.page)
                && page.comments.len() < COMMENTS_SHOWN
            {
                page.comments.push(comment);
            }
        }
        let mut pages: Vec<PageFeedbackSummary> = pages.into_values().collect();
        pages.sort_by(|a, b| b.no.cmp(&a.no).then_with(|| a.page.cmp(&b.page)));
        Ok(pages)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn comment(page: &str, n: usize) -> PageComment {
        PageComment {
            page: page.into(),
            lang: "hi".into(),
            at: format!("2026-11-20T10:{n:02}:00Z"),
            text: format!("comment {n}"),
        }
    }

    #[test]
    fn answers_are_counted_by_page_with_the_latest_comments_first() {
        let dir = tempfile::tempdir().unwrap();
        let store = Store::open(dir.path()).unwrap();
        assert_eq!(store.page_feedback().unwrap(), vec![]);
        store
            .change(|change| {
                change.add_page_feedback("/faq", true, None)?;
                change.add_page_feedback("/faq", true, None)?;
                change.add_page_feedback("/mayor", false, None)?;
                for n in 0..=COMMENTS_SHOWN {
                    change.add_page_feedback("/faq", false, Some(&comment("/faq", n)))?;
                }
                Ok::<_, StoreError>(())
            })
            .unwrap();
        drop(store);
        let store = Store::open(dir.path()).unwrap();
        let pages = store.page_feedback().unwrap();
        assert_eq!(pages.len(), 2);
        let faq = &pages[0];
        assert_eq!((faq.page.as_str(), faq.yes, faq.no), ("/faq", 2, 11));
        assert_eq!(faq.comments.len(), COMMENTS_SHOWN);
        assert_eq!(faq.comments[0], comment("/faq", COMMENTS_SHOWN));
        assert_eq!(faq.comments[COMMENTS_SHOWN - 1], comment("/faq", 1));
        assert_eq!(
            (pages[1].page.as_str(), pages[1].yes, pages[1].no),
            ("/mayor", 0, 1)
        );
        assert!(pages[1].comments.is_empty());
    }
}

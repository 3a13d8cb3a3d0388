//! "Was this page useful?": the page it is about, yes or no, and an optional comment.

use super::Problems;
use super::text::text_problems;
use crate::model::values::is_site_path;
use crate::routes::{Layout, match_path};

/// Most characters of a comment on a page.
pub const PAGE_COMMENT_MAX: usize = 500;

/// Whether `page` is a public page of the route table that ends with the prompt (a path as
/// written in the table, without a query): not the admin area, not the offline notice. The same
/// site-path rule as the feedback form's `page`, then the table.
pub fn is_prompted_page(page: &str) -> bool {
    is_site_path(page)
        && match_path(page)
            .is_some_and(|route| route.layout == Layout::Public && route.page != "offline")
}

/// What is wrong with an answer to the prompt, by field: `page` (`invalid`), `useful`
/// (`invalid`: neither `yes` nor `no`), `comment` (`too_long`, `control_characters`; empty is
/// none).
pub fn page_feedback_problems(page: &str, useful: &str, comment: &str) -> Problems {
    let page = if is_prompted_page(page) {
        vec![]
    } else {
        vec!["invalid"]
    };
    let useful = if matches!(useful, "yes" | "no") {
        vec![]
    } else {
        vec!["invalid"]
    };
    let comment = if comment.trim().is_empty() {
        vec![]
    } else {
        text_problems(comment, PAGE_COMMENT_MAX, true)
    };
    [("page", page), ("useful", useful), ("comment", comment)]
        .into_iter()
        .filter(|(_, codes)| !codes.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn public_pages_of_the_table_are_prompted_and_no_other() {
        for page in ["/", "/mayor", "/Corporators", "/feedback", "/search"] {
            assert!(is_prompted_page(page), "{page}");
        }
        for page in [
            "/offline",
            "/admin/feedback",
            "/login",
            "/mayor/",
            "/mayor?lang=hi",
            "/nothing",
            "//evil.example",
            "https://elsewhere.example/",
            "",
        ] {
            assert!(!is_prompted_page(page), "{page}");
        }
    }

    #[test]
    fn an_answer_is_yes_or_no_with_an_optional_comment_of_its_own_limit() {
        assert!(page_feedback_problems("/faq", "yes", "").is_empty());
        assert!(page_feedback_problems("/faq", "no", "  ").is_empty());
        assert!(page_feedback_problems("/faq", "no", "फ़ोन नंबर पुराना है।\nदूसरी पंक्ति").is_empty());
        assert_eq!(
            page_feedback_problems("/admin/audit", "maybe", &"क".repeat(PAGE_COMMENT_MAX + 1)),
            vec![
                ("page", vec!["invalid"]),
                ("useful", vec!["invalid"]),
                ("comment", vec!["too_long"]),
            ]
        );
        assert_eq!(
            page_feedback_problems("/faq", "no", "odd\u{202E}text"),
            vec![("comment", vec!["control_characters"])]
        );
        assert!(page_feedback_problems("/faq", "no", &"क".repeat(PAGE_COMMENT_MAX)).is_empty());
    }
}

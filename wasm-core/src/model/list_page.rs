//! Lists that grow with the years, one page at a time: after five years a corporation has
//! thousands of notices, and a visitor is shown one page of them (`GET
//! /api/content/notices?status=archived&page=2`, or `&year=2024` for one year), with where it
//! stands among the pages and the years the list has.

use serde::{Deserialize, Serialize};

/// How many items one page of a list shows.
pub const PAGE_SIZE: usize = 25;

/// Where a page of a list stands, sent with its items (`"page": {...}`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
#[serde(rename_all = "camelCase")]
pub struct ListPage {
    /// This page's number, from 1.
    pub number: u32,
    /// How many pages the list has (1 for an empty list).
    pub pages: u32,
    /// How many items the list has in all (in its year, when it is limited to one).
    pub total: u32,
    /// The year the list is limited to.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    #[cfg_attr(feature = "schema", ts(optional))]
    pub year: Option<u16>,
    /// Every year the list has items of (whatever `year` is), newest first, with how many.
    pub years: Vec<YearCount>,
}

/// A year a list has items of, and how many.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(ts_rs::TS))]
pub struct YearCount {
    /// The year.
    pub year: u16,
    /// How many of the list's items are filed under a day of it.
    pub count: u32,
}

/// How many pages `total` items fill (at least one, which an empty list shows empty).
pub fn page_count(total: usize) -> u32 {
    u32::try_from(total.div_ceil(PAGE_SIZE).max(1)).unwrap_or(u32::MAX)
}

/// The year of a day written `YYYY-MM-DD`.
pub fn year_of(day: &str) -> Option<u16> {
    day.get(..4)?.parse().ok()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_counted_up_and_an_empty_list_has_one() {
        assert_eq!(page_count(0), 1);
        assert_eq!(page_count(1), 1);
        assert_eq!(page_count(PAGE_SIZE), 1);
        assert_eq!(page_count(PAGE_SIZE + 1), 2);
        assert_eq!(page_count(2000), 80);
    }

    #[test]
    fn a_day_gives_its_year() {
        assert_eq!(year_of("2024-03-09"), Some(2024));
        assert_eq!(year_of("24"), None);
        assert_eq!(year_of("abcd-01-01"), None);
    }
}

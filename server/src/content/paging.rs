//! One page of a list that grows with the years (`GET
//! /api/content/notices?status=archived&page=2&year=2024`): the request's `page` and `year`,
//! and the page cut from the list with where it stands (`wasm_core::model::list_page`); and the
//! first few items of any list (`?first=3`).

use wasm_core::model::kinds::Kind;
use wasm_core::model::list_page::{ListPage, PAGE_SIZE, YearCount, page_count, year_of};

/// What a request asks of a paged list: a page of it, perhaps of one year's items.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Paging {
    /// The page's number, from 1.
    pub number: u32,
    /// The year its items are limited to.
    pub year: Option<u16>,
}

/// Why a request's paging cannot be read.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadPaging {
    /// `page` is not a whole number from 1.
    Page,
    /// `year` is not a year.
    Year,
    /// The kind's lists are not paged.
    NotPaged,
    /// `first` is not a whole number from 1 to [`FIRST_MAX`].
    First,
}

/// The most items `first` may ask for.
pub const FIRST_MAX: usize = 100;

/// Takes `first` out of `query`: how many of the list's first items are asked for alone (the
/// home page's three newest events), or `None` when it is absent.
pub fn take_first(query: &mut Vec<(String, String)>) -> Result<Option<usize>, BadPaging> {
    let Some(at) = query.iter().position(|(name, _)| name == "first") else {
        return Ok(None);
    };
    let (_, value) = query.remove(at);
    let first = value
        .parse::<usize>()
        .ok()
        .filter(|n| (1..=FIRST_MAX).contains(n))
        .ok_or(BadPaging::First)?;
    Ok(Some(first))
}

impl BadPaging {
    /// What the API says of it.
    pub const fn message(self) -> &'static str {
        match self {
            BadPaging::Page => "page must be a whole number from 1.",
            BadPaging::Year => "year must be a year of four digits.",
            BadPaging::NotPaged => "This kind of content is not listed in pages.",
            BadPaging::First => "first must be a whole number from 1 to 100.",
        }
    }
}

impl Paging {
    /// Takes `page` and `year` out of `query`: the page they ask for (the first when only
    /// `year` is given), or `None` when they are absent.
    pub fn take(kind: Kind, query: &mut Vec<(String, String)>) -> Result<Option<Self>, BadPaging> {
        let mut number = None;
        let mut year = None;
        let mut asked = false;
        for (name, value) in query.iter() {
            match name.as_str() {
                "page" => {
                    asked = true;
                    number = Some(
                        value
                            .parse::<u32>()
                            .ok()
                            .filter(|n| *n >= 1)
                            .ok_or(BadPaging::Page)?,
                    );
                }
                "year" => {
                    asked = true;
                    year = Some(
                        (value.len() == 4)
                            .then(|| value.parse::<u16>().ok())
                            .flatten()
                            .ok_or(BadPaging::Year)?,
                    );
                }
                _ => {}
            }
        }
        if !asked {
            return Ok(None);
        }
        if !kind.is_paged() {
            return Err(BadPaging::NotPaged);
        }
        query.retain(|(name, _)| name != "page" && name != "year");
        Ok(Some(Self {
            number: number.unwrap_or(1),
            year,
        }))
    }

    /// The text of its parameters, in a fixed order, for the key of the answer kept.
    pub fn key(self) -> String {
        match self.year {
            Some(year) => format!("&page={}&year={year}", self.number),
            None => format!("&page={}", self.number),
        }
    }

    /// The page of `items` (a list in its order, each with the day it is filed under) this
    /// asks for, and where it stands: empty past the last page, which `pages` then names.
    pub fn cut<T>(self, items: Vec<(T, Option<&str>)>) -> (Vec<T>, ListPage) {
        let mut years: Vec<YearCount> = Vec::new();
        for year in items.iter().filter_map(|(_, day)| day.and_then(year_of)) {
            match years.iter_mut().find(|counted| counted.year == year) {
                Some(counted) => counted.count += 1,
                None => years.push(YearCount { year, count: 1 }),
            }
        }
        years.sort_by_key(|counted| std::cmp::Reverse(counted.year));
        let chosen: Vec<T> = items
            .into_iter()
            .filter(|(_, day)| {
                self.year
                    .is_none_or(|year| day.and_then(year_of) == Some(year))
            })
            .map(|(item, _)| item)
            .collect();
        let total = chosen.len();
        let start = (self.number as usize - 1).saturating_mul(PAGE_SIZE);
        let shown = chosen.into_iter().skip(start).take(PAGE_SIZE).collect();
        (
            shown,
            ListPage {
                number: self.number,
                pages: page_count(total),
                total: u32::try_from(total).unwrap_or(u32::MAX),
                year: self.year,
                years,
            },
        )
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;

    use super::*;
    use crate::store::seed::seed_items;

    /// The build renders the first page of each paged list from the seed (`content/`), every
    /// item of which it renders as current (its archives empty); where each stands is written
    /// by this test as the server works it out: `web/src/generated/seed-pages.json` (`npm run
    /// generate` writes it anew). Each seed list fits its first page, so the build shows its
    /// items as they are.
    #[test]
    fn seed_pages_are_the_first_pages_of_the_seed_s_lists() {
        let mut made: BTreeMap<String, ListPage> = BTreeMap::new();
        for kind in Kind::ALL.into_iter().filter(|kind| kind.is_paged()) {
            let items = seed_items(kind);
            assert!(
                items.len() <= PAGE_SIZE,
                "content/{} fits the first page",
                kind.file()
            );
            let days: Vec<Option<String>> = items
                .iter()
                .map(|(_, data)| wasm_core::content::facts(kind, data).and_then(|f| f.day))
                .collect();
            let first = Paging {
                number: 1,
                year: None,
            };
            let (_, current) = first.cut(days.iter().map(|day| ((), day.as_deref())).collect());
            let (_, archive) = first.cut(Vec::<((), Option<&str>)>::new());
            made.insert(format!("{}?page=1", kind.name()), current);
            made.insert(format!("{}?page=1&status=archived", kind.name()), archive);
        }
        let made = serde_json::to_string_pretty(&made).unwrap() + "\n";
        crate::generated::generated_file("seed-pages.json", &made);
    }

    fn query(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(a, b)| ((*a).to_owned(), (*b).to_owned()))
            .collect()
    }

    #[test]
    fn page_and_year_are_taken_from_the_query_and_checked() {
        let mut asked = query(&[("status", "archived"), ("page", "3"), ("year", "2024")]);
        let paging = Paging::take(Kind::Notices, &mut asked).unwrap();
        assert_eq!(
            paging,
            Some(Paging {
                number: 3,
                year: Some(2024)
            })
        );
        assert_eq!(asked, query(&[("status", "archived")]));

        let mut year_only = query(&[("year", "2025")]);
        assert_eq!(
            Paging::take(Kind::Tenders, &mut year_only).unwrap(),
            Some(Paging {
                number: 1,
                year: Some(2025)
            })
        );
        assert_eq!(
            Paging::take(Kind::Notices, &mut query(&[("status", "archived")])).unwrap(),
            None
        );
        for page in ["0", "-1", "two", "", "1.5"] {
            assert_eq!(
                Paging::take(Kind::Notices, &mut query(&[("page", page)])),
                Err(BadPaging::Page),
                "{page}"
            );
        }
        for year in ["24", "20245", "year", ""] {
            assert_eq!(
                Paging::take(Kind::Notices, &mut query(&[("year", year)])),
                Err(BadPaging::Year),
                "{year}"
            );
        }
        assert_eq!(
            Paging::take(Kind::People, &mut query(&[("page", "2")])),
            Err(BadPaging::NotPaged)
        );
    }

    #[test]
    fn first_is_taken_from_the_query_and_checked() {
        let mut asked = query(&[("first", "3"), ("category", "health")]);
        assert_eq!(take_first(&mut asked), Ok(Some(3)));
        assert_eq!(asked, query(&[("category", "health")]));
        assert_eq!(take_first(&mut query(&[("q", "x")])), Ok(None));
        for first in ["0", "101", "three", ""] {
            assert_eq!(
                take_first(&mut query(&[("first", first)])),
                Err(BadPaging::First),
                "{first}"
            );
        }
    }

    #[test]
    fn a_page_holds_its_share_of_the_list_and_says_where_it_stands() {
        // 60 items, newest first: 30 of 2026, then 30 of 2025.
        let days: Vec<String> = (0..60)
            .map(|n| {
                if n < 30 {
                    format!("2026-01-{:02}", 30 - n)
                } else {
                    format!("2025-12-{:02}", 60 - n)
                }
            })
            .collect();
        let items = || {
            days.iter()
                .enumerate()
                .map(|(n, day)| (n, Some(day.as_str())))
                .collect::<Vec<_>>()
        };
        let (shown, page) = Paging {
            number: 2,
            year: None,
        }
        .cut(items());
        assert_eq!(shown, (PAGE_SIZE..2 * PAGE_SIZE).collect::<Vec<_>>());
        assert_eq!((page.number, page.pages, page.total), (2, 3, 60));
        assert_eq!(
            page.years,
            vec![
                YearCount {
                    year: 2026,
                    count: 30
                },
                YearCount {
                    year: 2025,
                    count: 30
                }
            ]
        );

        let (shown, page) = Paging {
            number: 2,
            year: Some(2025),
        }
        .cut(items());
        assert_eq!(shown, (55..60).collect::<Vec<_>>());
        assert_eq!((page.pages, page.total, page.year), (2, 30, Some(2025)));
        assert_eq!(page.years.len(), 2, "every year stays listed");

        let (shown, page) = Paging {
            number: 4,
            year: None,
        }
        .cut(items());
        assert!(shown.is_empty(), "past the last page");
        assert_eq!((page.number, page.pages), (4, 3));
        let (shown, page) = Paging {
            number: 1,
            year: Some(2020),
        }
        .cut(items());
        assert!(shown.is_empty());
        assert_eq!((page.pages, page.total), (1, 0));
    }
}

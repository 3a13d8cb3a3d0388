//! What a search asks for (`?q=&lang=&group=&page=`), read from its address, or why it cannot
//! be answered.

use wasm_core::lang::Lang;
use wasm_core::model::search::{QUERY_MAX_BYTES, SearchGroup};

/// The most pages a group is paged to: past it, nobody is reading.
const PAGE_MAX: u32 = 10_000;

/// A search asked for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Ask {
    /// The words, trimmed (may be empty: nothing is found).
    pub query: String,
    /// The language of the snippets.
    pub lang: Lang,
    /// The one group asked for; every group when `None`.
    pub group: Option<SearchGroup>,
    /// The page of each group answered, from 1.
    pub page: u32,
}

/// Why a search cannot be answered (a 400, with this message).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum BadSearch {
    /// `q` is longer than [`QUERY_MAX_BYTES`].
    TooLong,
    /// `lang` is neither `en` nor `hi`.
    Lang,
    /// `group` names no group.
    Group,
    /// `page` is not a whole number from 1 to [`PAGE_MAX`].
    Page,
    /// A parameter the search does not know.
    Unknown,
}

impl BadSearch {
    /// What the API says of it.
    pub const fn message(self) -> &'static str {
        match self {
            BadSearch::TooLong => "The search words are longer than 200 bytes.",
            BadSearch::Lang => "lang must be en or hi.",
            BadSearch::Group => "group must be people, pages or documents.",
            BadSearch::Page => "page must be a whole number from 1 to 10000.",
            BadSearch::Unknown => "This search knows q, lang, group and page only.",
        }
    }
}

impl Ask {
    /// The search the query parameters of an address ask for.
    pub fn from_params(params: &[(String, String)]) -> Result<Self, BadSearch> {
        let mut ask = Ask {
            query: String::new(),
            lang: Lang::En,
            group: None,
            page: 1,
        };
        for (name, value) in params {
            match name.as_str() {
                "q" => {
                    if value.len() > QUERY_MAX_BYTES {
                        return Err(BadSearch::TooLong);
                    }
                    value.trim().clone_into(&mut ask.query);
                }
                "lang" => {
                    ask.lang = Lang::ALL
                        .into_iter()
                        .find(|lang| lang.code() == value)
                        .ok_or(BadSearch::Lang)?;
                }
                "group" => ask.group = Some(SearchGroup::from_name(value).ok_or(BadSearch::Group)?),
                "page" => {
                    ask.page = value
                        .parse()
                        .ok()
                        .filter(|page| (1..=PAGE_MAX).contains(page))
                        .ok_or(BadSearch::Page)?;
                }
                _ => return Err(BadSearch::Unknown),
            }
        }
        Ok(ask)
    }

    /// The search a key of the web app's lists asks for (`search?lang=hi&q=kar`): the address
    /// after `/api/`.
    pub fn from_key(key: &str) -> Option<Result<Self, BadSearch>> {
        let query = key.strip_prefix("search?")?;
        let params: Vec<(String, String)> = form_urlencoded::parse(query.as_bytes())
            .into_owned()
            .collect();
        Some(Self::from_params(&params))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn params(pairs: &[(&str, &str)]) -> Vec<(String, String)> {
        pairs
            .iter()
            .map(|(n, v)| ((*n).to_owned(), (*v).to_owned()))
            .collect()
    }

    #[test]
    fn a_search_reads_its_words_language_group_and_page() {
        let ask = Ask::from_params(&params(&[
            ("q", "  water tax "),
            ("lang", "hi"),
            ("group", "documents"),
            ("page", "3"),
        ]))
        .unwrap();
        assert_eq!(
            ask,
            Ask {
                query: "water tax".into(),
                lang: Lang::Hi,
                group: Some(SearchGroup::Documents),
                page: 3
            }
        );
        let plain = Ask::from_params(&params(&[("q", "kar")])).unwrap();
        assert_eq!((plain.lang, plain.group, plain.page), (Lang::En, None, 1));
    }

    #[test]
    fn what_a_search_cannot_answer_says_why() {
        let bad = |pairs: &[(&str, &str)]| Ask::from_params(&params(pairs)).unwrap_err();
        assert_eq!(
            bad(&[("q", &"a".repeat(QUERY_MAX_BYTES + 1))]),
            BadSearch::TooLong
        );
        assert_eq!(bad(&[("lang", "fr")]), BadSearch::Lang);
        assert_eq!(bad(&[("group", "events")]), BadSearch::Group);
        for page in ["0", "-1", "two", "10001"] {
            assert_eq!(bad(&[("page", page)]), BadSearch::Page, "{page}");
        }
        assert_eq!(bad(&[("sort", "date")]), BadSearch::Unknown);
    }

    #[test]
    fn the_messages_say_the_limits() {
        assert!(
            BadSearch::TooLong
                .message()
                .contains(&QUERY_MAX_BYTES.to_string())
        );
        assert!(BadSearch::Page.message().contains(&PAGE_MAX.to_string()));
    }

    #[test]
    fn a_list_key_names_a_search() {
        let ask = Ask::from_key("search?lang=hi&q=%E0%A4%95%E0%A4%B0")
            .unwrap()
            .unwrap();
        assert_eq!((ask.query.as_str(), ask.lang), ("कर", Lang::Hi));
        assert!(Ask::from_key("notices?page=2").is_none());
    }
}

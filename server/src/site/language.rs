//! The language of a page the server sends, chosen by the rule the app applies in the browser
//! (wasm-core `Lang::resolve`): the address's `lang` parameter, else the visitor's saved choice
//! (the language cookie the app writes), else the browser's `Accept-Language`, else English. So
//! an address without `?lang=`, such as the bare home page, comes rendered in the visitor's
//! language and the app has nothing to re-render.

use axum::http::HeaderMap;
use axum::http::header::ACCEPT_LANGUAGE;
use wasm_core::lang::{self, Lang};

use crate::cookies::cookie;

/// What a page's address and headers say about the page to send.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PageRequest {
    /// The language to send the page in.
    pub lang: Lang,
    /// Whether the language came from the headers rather than the address, so the answer
    /// varies with them.
    pub from_headers: bool,
}

impl PageRequest {
    /// Reads the address's query and the request's headers.
    pub fn read(query: Option<&str>, headers: &HeaderMap) -> Self {
        let param = lang_param(query);
        let in_address = param.and_then(Lang::from_tag);
        let lang = in_address.unwrap_or_else(|| {
            let stored = cookie(headers, lang::COOKIE);
            let accepted = headers
                .get(ACCEPT_LANGUAGE)
                .and_then(|value| value.to_str().ok())
                .map(lang::accepted_languages)
                .unwrap_or_default();
            Lang::resolve(None, stored, accepted)
        });
        Self {
            lang,
            from_headers: in_address.is_none(),
        }
    }
}

/// The query's `lang` parameter, as written.
fn lang_param(query: Option<&str>) -> Option<&str> {
    query
        .into_iter()
        .flat_map(|q| q.split('&'))
        .find_map(|pair| pair.strip_prefix("lang="))
}

/// The parameters among `names` the query gives a value (the first of each, trimmed), in the
/// order of `names`, URL-encoded again (`q=ram+singh&zone=2`): what a page renders of its
/// address. `None` when it gives none of them, whatever else it holds (`utm_source`, `fbclid`).
pub fn rendered_query(query: Option<&str>, names: &[&str]) -> Option<String> {
    let query = query.filter(|_| !names.is_empty())?;
    let mut out = form_urlencoded::Serializer::new(String::new());
    let mut any = false;
    for name in names {
        let value = form_urlencoded::parse(query.as_bytes())
            .find(|(key, _)| key == name)
            .map(|(_, value)| value.trim().to_owned())
            .filter(|value| !value.is_empty());
        if let Some(value) = value {
            out.append_pair(name, &value);
            any = true;
        }
    }
    any.then(|| out.finish())
}

#[cfg(test)]
mod tests {
    use axum::http::HeaderValue;
    use axum::http::header::COOKIE;

    use super::*;

    fn read(
        query: Option<&str>,
        cookie: Option<&'static str>,
        accept: Option<&'static str>,
    ) -> PageRequest {
        let mut headers = HeaderMap::new();
        if let Some(cookie) = cookie {
            headers.insert(COOKIE, HeaderValue::from_static(cookie));
        }
        if let Some(accept) = accept {
            headers.insert(ACCEPT_LANGUAGE, HeaderValue::from_static(accept));
        }
        PageRequest::read(query, &headers)
    }

    fn lang_of(query: Option<&str>) -> Lang {
        read(query, None, None).lang
    }

    #[test]
    fn reads_the_language_from_the_query() {
        assert_eq!(lang_of(Some("lang=hi")), Lang::Hi);
        assert_eq!(lang_of(Some("q=x&lang=hi-IN")), Lang::Hi);
        assert_eq!(lang_of(Some("lang=en")), Lang::En);
        assert_eq!(lang_of(Some("lang=fr")), Lang::En);
        assert_eq!(lang_of(Some("xlang=hi")), Lang::En);
        assert_eq!(lang_of(Some("utm_source=whatsapp&lang=hi")), Lang::Hi);
        assert_eq!(lang_of(Some("")), Lang::En);
        assert_eq!(lang_of(Some("&lang=hi&")), Lang::Hi);
        assert_eq!(lang_of(None), Lang::En);
    }

    #[test]
    fn a_page_renders_only_the_parameters_it_knows_in_their_order() {
        const DIRECTORY: &[&str] = &["q", "zone", "designation", "party"];
        let rendered = |query| rendered_query(Some(query), DIRECTORY);
        assert_eq!(
            rendered("zone=2&q=ram+singh&lang=hi"),
            Some("q=ram+singh&zone=2".into())
        );
        assert_eq!(
            rendered("q=%E0%A4%B0%E0%A4%BE%E0%A4%AE"),
            Some("q=%E0%A4%B0%E0%A4%BE%E0%A4%AE".into())
        );
        assert_eq!(rendered("q=++&zone="), None, "empty values render nothing");
        assert_eq!(rendered("utm_source=whatsapp&fbclid=IwAR0&lang=en"), None);
        assert_eq!(rendered("q=a&q=b"), Some("q=a".into()));
        assert_eq!(
            rendered_query(Some("q=singh"), &[]),
            None,
            "a page without a search"
        );
        assert_eq!(rendered_query(None, DIRECTORY), None);
    }

    #[test]
    fn the_address_beats_the_saved_choice_beats_the_browser() {
        let hindi_browser = Some("hi-IN,hi;q=0.9,en;q=0.8");
        let page = read(Some("lang=en"), Some("smc_lang=hi"), hindi_browser);
        assert_eq!((page.lang, page.from_headers), (Lang::En, false));
        let page = read(None, Some("smc_session=x; smc_lang=en"), hindi_browser);
        assert_eq!((page.lang, page.from_headers), (Lang::En, true));
        let page = read(Some("lang=fr"), None, hindi_browser);
        assert_eq!((page.lang, page.from_headers), (Lang::Hi, true));
        assert_eq!(
            read(None, Some("smc_lang=xx"), Some("mr, hi;q=0.5")).lang,
            Lang::Hi
        );
        assert_eq!(read(None, None, Some("en-IN, hi;q=0.9")).lang, Lang::En);
        assert_eq!(read(None, None, Some("fr")).lang, Lang::En);
    }
}

//! A staging copy of the site (`--staging`): the same package run a second time on the same
//! machine, where staff try a release or a change before the official site gets it. So that no
//! citizen mistakes it for the official website and no search engine lists it, every page it
//! sends says "Staging copy: not the official website" in both languages at its top, and every
//! answer asks search engines not to index or follow it (`X-Robots-Tag`, the pages' robots
//! `<meta>`, and a `robots.txt` that disallows everything).
//!
//! The banner is written into the HTML the server sends (the app's pages, the pages the build
//! rendered and the pages rendered since), outside the app's root, so the app in the browser never
//! renders over it.

use std::sync::Arc;

use axum::http::HeaderValue;
use axum::response::Response;
use wasm_core::lang::Lang;

use crate::catalogs::text;

/// What a staging copy asks of search engines, for every answer.
const ROBOTS: &str = "noindex, nofollow";
/// The `robots.txt` of a staging copy.
pub const ROBOTS_TXT: &str = "User-agent: *\nDisallow: /\n";
/// The class of the banner (`web/src/styles/global.css`).
const BANNER_CLASS: &str = "staging-copy";

/// How the pages of this server are marked: not at all (the official site), or as a staging
/// copy.
#[derive(Debug, Clone, Default)]
pub struct PageMark(Option<Arc<Banner>>);

/// The banner of a staging copy, made once.
#[derive(Debug)]
struct Banner {
    /// Its HTML on an English page (English first).
    en: String,
    /// Its HTML on a Hindi page (Hindi first).
    hi: String,
}

impl PageMark {
    /// The mark of a staging copy when `staging`, else none.
    pub fn new(staging: bool) -> Self {
        if !staging {
            return Self::default();
        }
        let line = |lang: Lang, id: &str| {
            let id = if id.is_empty() {
                String::new()
            } else {
                format!(" id=\"{id}\"")
            };
            format!(
                "<p lang=\"{code}\"{id}><strong>{text}</strong></p>",
                code = lang.code(),
                text = text(lang, "staging.banner", &[])
            )
        };
        // A landmark of its own, named by its first line (in the page's language), so that
        // every part of the page is in a landmark.
        let banner = |first: Lang, second: Lang| {
            format!(
                "<aside class=\"{BANNER_CLASS}\" aria-labelledby=\"{BANNER_CLASS}\">{}{}</aside>",
                line(first, BANNER_CLASS),
                line(second, "")
            )
        };
        Self(Some(Arc::new(Banner {
            en: banner(Lang::En, Lang::Hi),
            hi: banner(Lang::Hi, Lang::En),
        })))
    }

    /// Whether this is a staging copy.
    pub fn is_staging(&self) -> bool {
        self.0.is_some()
    }

    /// `html` (a whole page) as this server sends it: for a staging copy, with the robots
    /// `<meta>` at the end of its head and the banner first in its body, in the order of the
    /// page's language (`<html lang>`). A page without a head or body is left as it is.
    pub fn apply(&self, html: String) -> String {
        let Some(banner) = &self.0 else {
            return html;
        };
        let (Some(head_end), Some(body)) = (html.find("</head>"), html.find("<body")) else {
            return html;
        };
        let Some(body_end) = html[body..].find('>').map(|end| body + end + 1) else {
            return html;
        };
        if body_end < head_end {
            return html;
        }
        let hindi = html
            .find("<html")
            .and_then(|start| html[start..].find('>').map(|end| &html[start..start + end]))
            .is_some_and(|tag| tag.contains("lang=\"hi\""));
        let banner = if hindi { &banner.hi } else { &banner.en };
        let meta = format!("<meta name=\"robots\" content=\"{ROBOTS}\">");
        let mut marked = String::with_capacity(html.len() + meta.len() + banner.len());
        marked.push_str(&html[..head_end]);
        marked.push_str(&meta);
        marked.push_str(&html[head_end..body_end]);
        marked.push_str(banner);
        marked.push_str(&html[body_end..]);
        marked
    }
}

/// Asks search engines not to index or follow `response` (every answer of a staging copy).
pub fn no_robots(mut response: Response) -> Response {
    response
        .headers_mut()
        .insert("x-robots-tag", HeaderValue::from_static(ROBOTS));
    response
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = "<!doctype html>\n<html lang=\"hi\" dir=\"ltr\"><head><title>t</title></head>\
                        <body class=\"x\"><a href=\"#main\">skip</a><div id=\"root\"></div></body></html>";

    #[test]
    fn the_official_site_sends_its_pages_as_rendered() {
        assert_eq!(PageMark::new(false).apply(PAGE.into()), PAGE);
    }

    #[test]
    fn a_staging_copy_puts_its_banner_first_in_the_body_in_the_page_s_language() {
        let marked = PageMark::new(true).apply(PAGE.into());
        let head = &marked[..marked.find("</head>").unwrap()];
        assert!(head.ends_with("<meta name=\"robots\" content=\"noindex, nofollow\">"));
        let body = &marked[marked.find("<body class=\"x\">").unwrap() + 16..];
        assert!(body.starts_with("<aside class=\"staging-copy\""), "{body}");
        let hi = body.find(&text(Lang::Hi, "staging.banner", &[])).unwrap();
        let en = body.find(&text(Lang::En, "staging.banner", &[])).unwrap();
        assert!(hi < en && en < body.find("skip").unwrap());
        assert!(body.contains("<p lang=\"hi\" id=\"staging-copy\">"));

        let english = PageMark::new(true).apply(PAGE.replace("lang=\"hi\"", "lang=\"en\""));
        assert!(english.contains("<p lang=\"en\" id=\"staging-copy\">"));
    }

    #[test]
    fn what_is_not_a_page_is_left_alone() {
        let mark = PageMark::new(true);
        for text in [
            "<p>rendered</p>",
            "<body></body><head></head>",
            "<head></head><body",
        ] {
            assert_eq!(mark.apply(text.into()), text);
        }
    }
}

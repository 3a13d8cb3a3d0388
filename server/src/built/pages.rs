//! The app's HTML pages. The web build renders each public page of the route table, and the
//! 404 page, in each language (`web/scripts/prerender.mjs` writes `_pages/<lang>/<path>.html`:
//! `index.html` for `/`, `404.html` for the 404 page), so a visitor reads it before any script
//! has arrived. Every other address gets the app's own page (`index.html`, `index.hi.html`),
//! which the app fills in: the admin pages, and addresses whose query the build could not know.

use std::collections::HashMap;

use wasm_core::lang::Lang;

use super::asset::Asset;

/// Folder of the rendered pages in the build, as a URL path.
pub const RENDERED_DIR: &str = "/_pages/";
/// Name of the rendered 404 page in its language's folder.
const NOT_FOUND_NAME: &str = "404";
/// Name of the rendered home page (`/`) in its language's folder.
const HOME_NAME: &str = "index";

/// Which page an address shows.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PageOf<'a> {
    /// The route with this path.
    Route(&'a str),
    /// The 404 page.
    NotFound,
}

/// The pages of one language.
#[derive(Debug, Clone)]
struct LangPages {
    app: Asset,
    /// Rendered pages by route path.
    rendered: HashMap<String, Asset>,
    not_found: Option<Asset>,
}

/// Every page of the build.
#[derive(Debug, Clone)]
pub struct Pages {
    en: LangPages,
    hi: LangPages,
}

impl Pages {
    /// Builds the pages from the app's page of each language and the rendered pages, given as
    /// `(path under RENDERED_DIR, page)` such as `("hi/rti.html", …)`. A file of another language
    /// or name is ignored.
    pub fn new(
        app_en: Asset,
        app_hi: Asset,
        rendered: impl IntoIterator<Item = (String, Asset)>,
    ) -> Self {
        let mut pages = Self {
            en: LangPages {
                app: app_en,
                rendered: HashMap::new(),
                not_found: None,
            },
            hi: LangPages {
                app: app_hi,
                rendered: HashMap::new(),
                not_found: None,
            },
        };
        for (path, asset) in rendered {
            let Some((tag, file)) = path.split_once('/') else {
                continue;
            };
            let Some(lang) = Lang::ALL.into_iter().find(|lang| lang.code() == tag) else {
                continue;
            };
            let Some(name) = file.strip_suffix(".html") else {
                continue;
            };
            let of = pages.of_mut(lang);
            match name {
                NOT_FOUND_NAME => of.not_found = Some(asset),
                HOME_NAME => drop(of.rendered.insert("/".to_owned(), asset)),
                _ => drop(of.rendered.insert(format!("/{name}"), asset)),
            }
        }
        pages
    }

    fn of(&self, lang: Lang) -> &LangPages {
        match lang {
            Lang::En => &self.en,
            Lang::Hi => &self.hi,
        }
    }

    fn of_mut(&mut self, lang: Lang) -> &mut LangPages {
        match lang {
            Lang::En => &mut self.en,
            Lang::Hi => &mut self.hi,
        }
    }

    /// The page to send for `page` in `lang`: the rendered one if the build has it and `rendered`
    /// allows it (the address asks for nothing the build could not know), the app's otherwise.
    pub fn get(&self, lang: Lang, page: PageOf<'_>, rendered: bool) -> &Asset {
        let of = self.of(lang);
        let found = match page {
            _ if !rendered => None,
            PageOf::Route(path) => of.rendered.get(path),
            PageOf::NotFound => of.not_found.as_ref(),
        };
        found.unwrap_or(&of.app)
    }

    /// Every page with `change` made to its HTML (and compressed again), in both languages.
    #[must_use]
    pub fn map_html(self, change: impl Fn(String) -> String) -> Self {
        let page = |asset: Asset| {
            let html = String::from_utf8_lossy(&asset.identity).into_owned();
            Asset {
                cache_control: asset.cache_control,
                ..Asset::made(change(html), asset.content_type)
            }
        };
        let of = |pages: LangPages| LangPages {
            app: page(pages.app),
            rendered: pages
                .rendered
                .into_iter()
                .map(|(path, asset)| (path, page(asset)))
                .collect(),
            not_found: pages.not_found.map(page),
        };
        Self {
            en: of(self.en),
            hi: of(self.hi),
        }
    }

    /// How many rendered pages the build has, in both languages.
    pub fn rendered_count(&self) -> usize {
        [&self.en, &self.hi]
            .iter()
            .map(|of| of.rendered.len() + usize::from(of.not_found.is_some()))
            .sum()
    }
}

#[cfg(test)]
mod tests {
    use axum::body::Bytes;
    use axum::http::HeaderValue;

    use super::*;

    fn asset(text: &'static str) -> Asset {
        Asset {
            content_type: "text/html; charset=utf-8",
            cache_control: "no-cache",
            etag: HeaderValue::from_static("\"x\""),
            identity: Bytes::from_static(text.as_bytes()),
            brotli: None,
            gzip: None,
        }
    }

    fn pages() -> Pages {
        Pages::new(
            asset("app en"),
            asset("app hi"),
            [
                ("en/index.html", "home en"),
                ("hi/rti.html", "rti hi"),
                ("hi/admin/login.html", "login hi"),
                ("hi/404.html", "404 hi"),
                ("hi/notes.txt", "not a page"),
                ("de/rti.html", "not a language"),
                ("rti.html", "no language"),
            ]
            .map(|(path, text)| (path.to_owned(), asset(text))),
        )
    }

    fn text(pages: &Pages, lang: Lang, of: PageOf<'_>, rendered: bool) -> String {
        String::from_utf8(pages.get(lang, of, rendered).identity.to_vec()).unwrap()
    }

    #[test]
    fn rendered_pages_are_found_by_language_and_route_path() {
        let pages = pages();
        assert_eq!(text(&pages, Lang::En, PageOf::Route("/"), true), "home en");
        assert_eq!(
            text(&pages, Lang::Hi, PageOf::Route("/rti"), true),
            "rti hi"
        );
        assert_eq!(
            text(&pages, Lang::Hi, PageOf::Route("/admin/login"), true),
            "login hi"
        );
        assert_eq!(text(&pages, Lang::Hi, PageOf::NotFound, true), "404 hi");
        assert_eq!(pages.rendered_count(), 4);
    }

    #[test]
    fn the_app_stands_in_for_a_page_not_rendered_or_not_allowed() {
        let pages = pages();
        assert_eq!(text(&pages, Lang::Hi, PageOf::Route("/"), true), "app hi");
        assert_eq!(
            text(&pages, Lang::En, PageOf::Route("/rti"), true),
            "app en"
        );
        assert_eq!(text(&pages, Lang::En, PageOf::NotFound, true), "app en");
        assert_eq!(
            text(&pages, Lang::Hi, PageOf::Route("/rti"), false),
            "app hi"
        );
        assert_eq!(text(&pages, Lang::Hi, PageOf::NotFound, false), "app hi");
    }

    #[test]
    fn every_page_can_be_changed_and_is_compressed_again() {
        let pages = pages().map_html(|html| format!("{html}!"));
        for (lang, of, rendered) in [
            (Lang::En, PageOf::Route("/"), true),
            (Lang::Hi, PageOf::Route("/rti"), true),
            (Lang::Hi, PageOf::NotFound, true),
            (Lang::En, PageOf::Route("/rti"), true),
        ] {
            let page = pages.get(lang, of, rendered);
            assert!(page.identity.ends_with(b"!"));
            assert_eq!(page.cache_control, "no-cache");
            let mut gunzipped = String::new();
            std::io::Read::read_to_string(
                &mut flate2::read::GzDecoder::new(&page.gzip.as_ref().unwrap()[..]),
                &mut gunzipped,
            )
            .unwrap();
            assert_eq!(gunzipped.as_bytes(), &page.identity[..]);
        }
        assert_eq!(pages.rendered_count(), 4);
    }
}

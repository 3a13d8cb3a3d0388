//! `/sitemap.xml`: every public page in both languages, each address with its other language
//! and the site's default as alternates (`hreflang`), and the day its content last changed as
//! its "Last updated" line says (the rendered page's). `robots.txt` names it. Past the protocol's
//! limits (50,000 addresses or 50 MB a file) it becomes an index of parts, `/sitemap-N.xml`.

use std::fmt::Write;

use quick_xml::escape::escape;
use wasm_core::lang::Lang;
use wasm_core::routes::{Layout, ROUTES};

/// The pages a sitemap leaves out: the site search, whose page is its words' answer; the page
/// of one document, which is listed once for each document
/// ([`crate::syndication::documents`]); the page a phone shows offline for a page it did
/// not keep, which is no page for search engines; and the pages of a subscription letter's
/// links, which do something only with the link of a letter.
const NOT_LISTED: &[&str] = &[
    "/search",
    "/document",
    "/offline",
    "/subscribe/confirm",
    "/subscribe/unsubscribe",
];

/// The paths of the public pages, in the route table's order.
pub fn listed_paths() -> impl Iterator<Item = &'static str> {
    ROUTES
        .iter()
        .filter(|route| route.layout == Layout::Public && !NOT_LISTED.contains(&route.path))
        .map(|route| route.path)
}

/// How much one sitemap file may hold (the sitemaps protocol's limits): past either, the
/// sitemap is split into parts that an index lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Limits {
    /// Most addresses in one file.
    pub urls: usize,
    /// Most bytes of one file, uncompressed.
    pub bytes: usize,
}

impl Limits {
    /// The protocol's: 50,000 addresses and 50 MB.
    pub const PROTOCOL: Limits = Limits {
        urls: 50_000,
        bytes: 50 * 1024 * 1024,
    };
}

const URLSET_START: &str = concat!(
    r#"<?xml version="1.0" encoding="UTF-8"?>"#,
    "\n",
    r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">"#,
    "\n",
);
const URLSET_END: &str = "</urlset>\n";

/// The sitemap of the site on `origin`, as the files it is sent in: every page of
/// [`listed_paths`], whose day (`YYYY-MM-DD`) `updated` gives when known, then the page of each
/// of `documents` (the query of its address, `kind=…&id=…`, and its day when known). Within
/// `limits`, one file (`/sitemap.xml`); past them, `/sitemap.xml` is an index of the parts
/// `/sitemap-1.xml`, `/sitemap-2.xml`, …, which follow it in the list.
pub fn sitemap_files(
    origin: &str,
    updated: impl Fn(Lang, &str) -> Option<String>,
    documents: &[(String, Option<String>)],
    limits: Limits,
) -> Vec<String> {
    let mut entries = Vec::new();
    for path in listed_paths() {
        let day = |lang| updated(lang, path);
        write_page(&mut entries, origin, path, "", day);
    }
    for (query, day) in documents {
        write_page(&mut entries, origin, "/document", query, |_| day.clone());
    }
    let room = limits
        .bytes
        .saturating_sub(URLSET_START.len() + URLSET_END.len());
    let mut parts: Vec<String> = Vec::new();
    let mut count = 0;
    for entry in entries {
        let full = parts.last().is_none_or(|part| {
            count == limits.urls || part.len() - URLSET_START.len() + entry.len() > room
        });
        if full {
            parts.push(URLSET_START.to_owned());
            count = 0;
        }
        let part = parts.last_mut().expect("a part was just added");
        part.push_str(&entry);
        count += 1;
    }
    if parts.is_empty() {
        parts.push(URLSET_START.to_owned());
    }
    for part in &mut parts {
        part.push_str(URLSET_END);
    }
    if parts.len() == 1 {
        return parts;
    }
    let mut index = String::from(concat!(
        r#"<?xml version="1.0" encoding="UTF-8"?>"#,
        "\n",
        r#"<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">"#,
        "\n",
    ));
    for number in 1..=parts.len() {
        let loc = format!("{origin}/sitemap-{number}.xml");
        let _ = writeln!(
            index,
            "  <sitemap>\n    <loc>{}</loc>\n  </sitemap>",
            escape(loc.as_str())
        );
    }
    index.push_str("</sitemapindex>\n");
    std::iter::once(index).chain(parts).collect()
}

/// [`sitemap_files`] within the protocol's limits, as one file (the tests' view of it).
#[cfg(test)]
fn sitemap(
    origin: &str,
    updated: impl Fn(Lang, &str) -> Option<String>,
    documents: &[(String, Option<String>)],
) -> String {
    let mut files = sitemap_files(origin, updated, documents, Limits::PROTOCOL);
    assert_eq!(files.len(), 1);
    files.remove(0)
}

/// The page at `path` with `query` (after the language), in both languages, each with its
/// alternates and its day: one `<url>` entry for each language.
fn write_page(
    entries: &mut Vec<String>,
    origin: &str,
    path: &str,
    query: &str,
    day: impl Fn(Lang) -> Option<String>,
) {
    let address = |lang: Option<Lang>| {
        let params: Vec<String> = lang
            .map(|lang| format!("lang={}", lang.code()))
            .into_iter()
            .chain((!query.is_empty()).then(|| query.to_owned()))
            .collect();
        let url = if params.is_empty() {
            format!("{origin}{path}")
        } else {
            format!("{origin}{path}?{}", params.join("&"))
        };
        escape(url.as_str()).into_owned()
    };
    for lang in [Lang::En, Lang::Hi] {
        let mut xml = String::new();
        let _ = writeln!(xml, "  <url>\n    <loc>{}</loc>", address(Some(lang)));
        if let Some(day) = day(lang) {
            let _ = writeln!(xml, "    <lastmod>{}</lastmod>", escape(day.as_str()));
        }
        for (hreflang, alternate) in [
            ("en", Some(Lang::En)),
            ("hi", Some(Lang::Hi)),
            ("x-default", None),
        ] {
            let _ = writeln!(
                xml,
                "    <xhtml:link rel=\"alternate\" hreflang=\"{hreflang}\" href=\"{}\"/>",
                address(alternate)
            );
        }
        xml.push_str("  </url>\n");
        entries.push(xml);
    }
}

/// `built` with a line naming the sitemap on `origin`.
pub fn robots_txt(built: &str, origin: &str) -> String {
    format!("{}\n\nSitemap: {origin}/sitemap.xml\n", built.trim_end())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn robots_txt_names_the_sitemap_by_its_full_address() {
        let text = robots_txt("User-agent: *\nAllow: /\n", "https://smc.example.in");
        assert_eq!(
            text,
            "User-agent: *\nAllow: /\n\nSitemap: https://smc.example.in/sitemap.xml\n"
        );
    }

    #[test]
    fn every_public_page_is_listed_in_both_languages_with_its_alternates() {
        let xml = sitemap(
            "https://smc.example.in",
            |lang, path| (path == "/tender" && lang == Lang::Hi).then(|| "2026-11-24".to_owned()),
            &[],
        );
        let pages = listed_paths().count();
        assert!(pages > 40, "{pages} pages");
        assert_eq!(xml.matches("<url>").count(), pages * 2);
        assert!(xml.contains(
            "<loc>https://smc.example.in/tender?lang=hi</loc>\n    <lastmod>2026-11-24</lastmod>"
        ));
        assert_eq!(xml.matches("<lastmod>").count(), 1);
        assert!(xml.contains(r#"hreflang="x-default" href="https://smc.example.in/rti"/>"#));
        assert!(
            !xml.contains("/admin/")
                && !xml.contains("/search?")
                && !xml.contains("/login?")
                && !xml.contains("/offline?")
        );
        assert!(
            !xml.contains("/document"),
            "no document's page without its document"
        );
    }

    #[test]
    fn past_its_limits_the_sitemap_is_an_index_of_parts_that_hold_every_address_once() {
        let documents: Vec<(String, Option<String>)> = (0..100)
            .map(|n| (format!("kind=notices&id=n{n}"), None))
            .collect();
        let whole = sitemap("https://smc.example.in", |_, _| None, &documents);
        let addresses = whole.matches("<url>").count();
        let limits = Limits {
            urls: 60,
            bytes: 40_000,
        };
        let files = sitemap_files("https://smc.example.in", |_, _| None, &documents, limits);
        let (index, parts) = files.split_first().unwrap();
        assert!(
            parts.len() >= addresses.div_ceil(60),
            "{} parts",
            parts.len()
        );
        assert!(index.starts_with("<?xml") && index.contains("<sitemapindex"));
        for number in 1..=parts.len() {
            assert!(index.contains(&format!(
                "<loc>https://smc.example.in/sitemap-{number}.xml</loc>"
            )));
        }
        for part in parts {
            assert!(part.matches("<url>").count() <= 60);
            assert!(part.len() <= 40_000, "{} bytes", part.len());
            assert!(part.starts_with("<?xml") && part.ends_with("</urlset>\n"));
        }
        let together: String = parts.concat();
        assert_eq!(together.matches("<url>").count(), addresses);
        for n in [0, 57, 99] {
            assert_eq!(
                together
                    .matches(&format!("document?lang=hi&amp;kind=notices&amp;id=n{n}<"))
                    .count(),
                1
            );
        }
    }

    #[test]
    fn each_document_has_its_page_in_both_languages_with_its_day() {
        let documents = [
            (
                "kind=notices&id=water-tax-camp".to_owned(),
                Some("2026-11-20".to_owned()),
            ),
            ("kind=rti&id=manual".to_owned(), None),
        ];
        let xml = sitemap("https://smc.example.in", |_, _| None, &documents);
        assert_eq!(
            xml.matches("<loc>https://smc.example.in/document?").count(),
            4
        );
        assert!(xml.contains(
            "<loc>https://smc.example.in/document?lang=hi&amp;kind=notices&amp;id=water-tax-camp</loc>\n    <lastmod>2026-11-20</lastmod>"
        ));
        assert!(xml.contains(
            r#"hreflang="x-default" href="https://smc.example.in/document?kind=rti&amp;id=manual"/>"#
        ));
        assert_eq!(xml.matches("<lastmod>").count(), 2);
    }
}

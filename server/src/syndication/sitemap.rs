//! `/sitemap.xml`: every public page in both languages, each address with its other language
//! and the site's default as alternates (`hreflang`), and the day its content last changed as
//! its "Last updated" line says (the drawn page's). `robots.txt` names it.

use std::fmt::Write;

use quick_xml::escape::escape;
use wasm_core::lang::Lang;
use wasm_core::routes::{Layout, ROUTES};

/// The pages a sitemap leaves out: the site search, whose page is its words' answer, and the
/// page of one document, which is listed once for each document
/// ([`crate::syndication::documents`]).
const NOT_LISTED: &[&str] = &["/search", "/document"];

/// The paths of the public pages, in the route table's order.
pub fn listed_paths() -> impl Iterator<Item = &'static str> {
    ROUTES
        .iter()
        .filter(|route| route.layout == Layout::Public && !NOT_LISTED.contains(&route.path))
        .map(|route| route.path)
}

/// The sitemap of the site on `origin`: every page of [`listed_paths`], whose day
/// (`YYYY-MM-DD`) `updated` gives when known, then the page of each of `documents` (the query of
/// its address, `kind=…&id=…`, and its day when known).
pub fn sitemap(
    origin: &str,
    updated: impl Fn(Lang, &str) -> Option<String>,
    documents: &[(String, Option<String>)],
) -> String {
    let mut xml = String::from(concat!(
        r#"<?xml version="1.0" encoding="UTF-8"?>"#,
        "\n",
        r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">"#,
        "\n",
    ));
    for path in listed_paths() {
        let day = |lang| updated(lang, path);
        write_page(&mut xml, origin, path, "", day);
    }
    for (query, day) in documents {
        write_page(&mut xml, origin, "/document", query, |_| day.clone());
    }
    xml.push_str("</urlset>\n");
    xml
}

/// The page at `path` with `query` (after the language), in both languages, each with its
/// alternates and its day.
fn write_page(
    xml: &mut String,
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
        assert!(!xml.contains("/admin/") && !xml.contains("/search?") && !xml.contains("/login?"));
        assert!(
            !xml.contains("/document"),
            "no document's page without its document"
        );
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

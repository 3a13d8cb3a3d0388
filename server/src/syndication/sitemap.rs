//! `/sitemap.xml`: every public page in both languages, each address with its other language
//! and the site's default as alternates (`hreflang`), and the day its content last changed as
//! its "Last updated" line says (the drawn page's). `robots.txt` names it.

use std::fmt::Write;

use quick_xml::escape::escape;
use wasm_core::lang::Lang;
use wasm_core::routes::{Layout, ROUTES};

/// The pages a sitemap leaves out: the site search, whose page is its words' answer.
const NOT_LISTED: &[&str] = &["/search"];

/// The paths of the public pages, in the route table's order.
pub fn listed_paths() -> impl Iterator<Item = &'static str> {
    ROUTES
        .iter()
        .filter(|route| route.layout == Layout::Public && !NOT_LISTED.contains(&route.path))
        .map(|route| route.path)
}

/// The sitemap of the site on `origin`; `updated` gives a page's day (`YYYY-MM-DD`) when known.
pub fn sitemap(origin: &str, updated: impl Fn(Lang, &str) -> Option<String>) -> String {
    let mut xml = String::from(concat!(
        r#"<?xml version="1.0" encoding="UTF-8"?>"#,
        "\n",
        r#"<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">"#,
        "\n",
    ));
    for path in listed_paths() {
        let address = |lang: Option<Lang>| {
            let url = match lang {
                Some(lang) => format!("{origin}{path}?lang={}", lang.code()),
                None => format!("{origin}{path}"),
            };
            escape(url.as_str()).into_owned()
        };
        for lang in [Lang::En, Lang::Hi] {
            let _ = writeln!(xml, "  <url>\n    <loc>{}</loc>", address(Some(lang)));
            if let Some(day) = updated(lang, path) {
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
    xml.push_str("</urlset>\n");
    xml
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
        let xml = sitemap("https://smc.example.in", |lang, path| {
            (path == "/tender" && lang == Lang::Hi).then(|| "2026-11-24".to_owned())
        });
        let pages = listed_paths().count();
        assert!(pages > 40, "{pages} pages");
        assert_eq!(xml.matches("<url>").count(), pages * 2);
        assert!(xml.contains(
            "<loc>https://smc.example.in/tender?lang=hi</loc>\n    <lastmod>2026-11-24</lastmod>"
        ));
        assert_eq!(xml.matches("<lastmod>").count(), 1);
        assert!(xml.contains(r#"hreflang="x-default" href="https://smc.example.in/rti"/>"#));
        assert!(!xml.contains("/admin/") && !xml.contains("/search?") && !xml.contains("/login?"));
    }
}

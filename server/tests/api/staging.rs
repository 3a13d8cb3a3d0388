//! A staging copy (`SMC_STAGING=true`) of a real server: every page it sends says it is not the
//! official website, in both languages and the page's first, and search engines are asked to
//! keep away from every answer; the official site sends its pages as built.

use std::path::Path;

use crate::binary::{Server, Start, get};

const STAGING_EN: &str = "Staging copy: not the official website";
const STAGING_HI: &str = "स्टेजिंग प्रति: यह आधिकारिक वेबसाइट नहीं है";

/// A build with the app's pages and one rendered page in each language.
fn build(root: &Path) -> std::path::PathBuf {
    let web = root.join("web");
    let page = |lang: &str, text: &str| {
        format!(
            "<!doctype html>\n<html lang=\"{lang}\"><head><title>{text}</title></head>\
             <body><a href=\"#main\">skip</a><div id=\"root\"><main id=\"main\">{text}</main></div></body></html>"
        )
    };
    std::fs::create_dir_all(web.join("_pages/en")).unwrap();
    std::fs::create_dir_all(web.join("_pages/hi")).unwrap();
    std::fs::write(web.join("index.html"), page("en", "app")).unwrap();
    std::fs::write(web.join("index.hi.html"), page("hi", "app")).unwrap();
    std::fs::write(web.join("_pages/en/rti.html"), page("en", "rti")).unwrap();
    std::fs::write(web.join("_pages/hi/rti.html"), page("hi", "rti")).unwrap();
    web
}

fn start(root: &Path, staging: bool) -> Server {
    let web = build(root);
    let data = root.join(if staging { "staging" } else { "live" });
    let env = vec![("SMC_STAGING", staging.to_string())];
    Server::start(
        &data,
        &web,
        &Start {
            env,
            ..Start::default()
        },
    )
}

/// The answer's body after its head.
fn body(answer: &str) -> &str {
    answer.split_once("\r\n\r\n").map_or("", |(_, body)| body)
}

#[test]
fn every_page_of_a_staging_copy_says_so_and_no_answer_may_be_indexed() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), true);
    for (path, first, second, page) in [
        ("/rti?lang=en", STAGING_EN, STAGING_HI, "rti"),
        ("/rti?lang=hi", STAGING_HI, STAGING_EN, "rti"),
        ("/admin?lang=hi", STAGING_HI, STAGING_EN, "app"),
        ("/no-such-page?lang=en", STAGING_EN, STAGING_HI, "app"),
    ] {
        let answer = get(&server.addr, path);
        assert!(
            answer
                .to_ascii_lowercase()
                .contains("x-robots-tag: noindex, nofollow"),
            "{path}: {answer}"
        );
        let html = body(&answer);
        assert!(
            html.contains("<meta name=\"robots\" content=\"noindex, nofollow\"></head>"),
            "{path}: {html}"
        );
        let at = |text: &str| html.find(text).unwrap_or_else(|| panic!("{path}: {text}"));
        assert!(at("<body><aside class=\"staging-copy\"") < at(first));
        assert!(at(first) < at(second) && at(second) < at("skip"), "{path}");
        assert!(html.contains(&format!("<main id=\"main\">{page}</main>")));
    }
    let robots = get(&server.addr, "/robots.txt");
    assert!(
        body(&robots).starts_with("User-agent: *\nDisallow: /\n"),
        "{robots}"
    );
    assert!(get(&server.addr, "/api/health").contains("noindex"));
    server.stop();
}

#[test]
fn the_official_site_sends_its_pages_as_built() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), false);
    for path in ["/rti?lang=en", "/rti?lang=hi", "/admin"] {
        let answer = get(&server.addr, path);
        assert!(
            !answer.to_ascii_lowercase().contains("x-robots-tag"),
            "{answer}"
        );
        assert!(!answer.contains("staging") && !answer.contains(STAGING_HI));
    }
    assert!(!body(&get(&server.addr, "/robots.txt")).contains("Disallow: /\n"));
    server.stop();
}

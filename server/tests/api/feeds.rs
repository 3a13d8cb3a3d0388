//! The Atom feeds, the sitemap and robots.txt: read by a feed reader of their own (feed-rs),
//! made from what visitors see at the moment they ask, in each language, with the site's
//! address in every link; made once for the content as it is, and again after a save.

use std::time::Duration;

use axum::http::{Method, StatusCode};

use crate::common::{TestApp, TestResponse};
use crate::content::notice;
use crate::forms::{PDF, upload};
use crate::workflow::{newsroom, scheduled_notice};

const HOST: &str = "smc.example.in";
pub(crate) const SITE: &str = "http://smc.example.in";

pub(crate) async fn get_here(app: &TestApp, uri: &str) -> TestResponse {
    app.request(Method::GET, uri, &[("host", HOST)]).await
}

/// The feed at `uri`, read as a feed reader reads it.
pub(crate) async fn read_feed(app: &TestApp, uri: &str) -> feed_rs::model::Feed {
    let answer = get_here(app, uri).await;
    assert_eq!(answer.status, StatusCode::OK, "{uri}: {}", answer.text());
    assert_eq!(
        answer.header("content-type"),
        Some("application/atom+xml; charset=utf-8")
    );
    let feed = feed_rs::parser::parse(answer.body.as_slice()).expect("a valid feed");
    assert_eq!(feed.feed_type, feed_rs::model::FeedType::Atom);
    feed
}

fn titles(feed: &feed_rs::model::Feed) -> Vec<String> {
    feed.entries
        .iter()
        .map(|entry| {
            entry
                .title
                .as_ref()
                .expect("every entry has a title")
                .content
                .clone()
        })
        .collect()
}

#[tokio::test]
async fn each_feed_lists_what_visitors_see_in_its_language_with_each_document_s_link() {
    let app = TestApp::new();
    let listed = app.get("/api/content/notices").await.json();
    let notices = listed["items"].as_array().unwrap();
    assert!(!notices.is_empty());
    for (lang, title_of_site) in [("en", "Notices of "), ("hi", "की सूचनाएँ")] {
        let feed = read_feed(&app, &format!("/feeds/{lang}/notices.atom")).await;
        assert_eq!(feed.language.as_deref(), Some(lang));
        assert!(feed.title.as_ref().unwrap().content.contains(title_of_site));
        assert_eq!(feed.entries.len(), notices.len());
        let mut expected: Vec<String> = notices
            .iter()
            .map(|item| item["title"][lang].as_str().unwrap().to_owned())
            .collect();
        expected.sort();
        let mut got = titles(&feed);
        got.sort();
        assert_eq!(got, expected, "{lang}");
        for entry in &feed.entries {
            let document = entry
                .links
                .iter()
                .find(|link| link.media_type.as_deref() == Some("application/pdf"))
                .expect("a notice's entry links its document");
            assert!(document.href.starts_with("http"), "{}", document.href);
            assert!(
                entry
                    .links
                    .iter()
                    .any(|link| link.href == format!("{SITE}/?lang={lang}"))
            );
            assert!(entry.updated.is_some() && !entry.id.is_empty());
        }
        let self_link = feed
            .links
            .iter()
            .find(|link| link.rel.as_deref() == Some("self"));
        assert_eq!(
            self_link.map(|link| link.href.as_str()),
            Some(format!("{SITE}/feeds/{lang}/notices.atom").as_str())
        );
    }
    for kind in ["tenders", "recruitment", "events"] {
        for lang in ["en", "hi"] {
            read_feed(&app, &format!("/feeds/{lang}/{kind}.atom")).await;
        }
    }
    let tenders = read_feed(&app, "/feeds/en/tenders.atom").await;
    assert!(!tenders.entries.is_empty());
    for entry in &tenders.entries {
        let summary = &entry
            .summary
            .as_ref()
            .expect("a tender's entry has a summary")
            .content;
        assert!(summary.contains("Last date: "), "{summary}");
    }
    let tenders_hi = read_feed(&app, "/feeds/hi/tenders.atom").await;
    let summary = &tenders_hi.entries[0].summary.as_ref().unwrap().content;
    assert!(summary.contains("अंतिम तिथि: "), "{summary}");
}

#[tokio::test]
async fn a_notice_enters_the_feed_at_its_moment_and_leaves_it_after_its_last_day() {
    let (app, _, publisher, _, _) = newsroom().await;
    // Dated the day it goes on the site, an hour from now: `moment`, as the clock read when
    // it was saved (a slow upload before it may move the clock past the second this test began).
    let (pdf, moment) = scheduled_notice(&app, &publisher, 3600).await;
    let has_it = |feed: &feed_rs::model::Feed| {
        titles(feed)
            .iter()
            .any(|t| t == "Road closure on Station Road")
    };

    let before = read_feed(&app, "/feeds/en/notices.atom").await;
    assert!(!has_it(&before), "not before its moment");

    app.clock.advance(Duration::from_secs(3601));
    let live = read_feed(&app, "/feeds/en/notices.atom").await;
    assert!(has_it(&live));
    assert_eq!(
        titles(&live)[0],
        "Road closure on Station Road",
        "the newest first"
    );
    let entry = &live.entries[0];
    let document = entry
        .links
        .iter()
        .find(|l| l.media_type.as_deref() == Some("application/pdf"))
        .unwrap();
    assert_eq!(document.href, format!("{SITE}{pdf}"));
    assert_eq!(
        entry.updated.map(|updated| updated.timestamp()),
        Some(i64::try_from(moment).unwrap()),
        "updated when it appeared, not when it was approved"
    );
    let shown = app
        .get("/api/content/notices/road-closure-on-station-road")
        .await;
    assert_eq!(
        shown.json()["updatedAt"],
        server::clock::rfc3339_at(moment),
        "what visitors get says the same"
    );
    assert!(
        live.updated >= entry.updated,
        "the feed is as new as its newest entry"
    );
    let hindi = read_feed(&app, "/feeds/hi/notices.atom").await;
    assert!(titles(&hindi).contains(&"जल आपूर्ति सूचना".to_owned()));

    app.clock.advance(Duration::from_hours(48));
    assert!(!has_it(&read_feed(&app, "/feeds/en/notices.atom").await));
}

#[tokio::test]
async fn a_feed_and_the_sitemap_are_made_once_served_as_kept_and_made_again_after_a_save() {
    let (app, _, publisher, _, _) = newsroom().await;
    let uploaded = upload(&app, &publisher, "notice.pdf", PDF).await;
    assert_eq!(uploaded.status, StatusCode::CREATED, "{}", uploaded.text());
    let pdf = uploaded.json()["url"].as_str().unwrap().to_owned();

    let feed = get_here(&app, "/feeds/en/notices.atom").await;
    let sitemap = get_here(&app, "/sitemap.xml").await;
    let made = app.syndication.made();
    for _ in 0..3 {
        let again = get_here(&app, "/feeds/en/notices.atom").await;
        assert_eq!(again.body, feed.body);
        assert_eq!(again.header("etag"), feed.header("etag"));
        let compressed = app
            .request(
                Method::GET,
                "/sitemap.xml",
                &[("host", HOST), ("accept-encoding", "br")],
            )
            .await;
        assert_eq!(compressed.header("content-encoding"), Some("br"));
        assert_eq!(compressed.header("etag"), sitemap.header("etag"));
    }
    assert_eq!(get_here(&app, "/sitemap.xml").await.body, sitemap.body);
    assert_eq!(
        app.syndication.made(),
        made,
        "served as kept, not made again"
    );

    // A save through the content API: both are made again, once, with the new notice.
    let saved = app
        .as_staff(&publisher)
        .post("/api/content/notices", &notice("Ward 7 water supply", &pdf))
        .await;
    assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.text());
    let new_feed = get_here(&app, "/feeds/en/notices.atom").await;
    assert_ne!(new_feed.header("etag"), feed.header("etag"));
    assert!(new_feed.text().contains("Ward 7 water supply"));
    assert!(!feed.text().contains("Ward 7 water supply"));
    let new_sitemap = get_here(&app, "/sitemap.xml").await;
    assert!(new_sitemap.text().contains("id=ward-7-water-supply"));
    assert_ne!(new_sitemap.header("etag"), sitemap.header("etag"));
    assert_eq!(
        get_here(&app, "/feeds/en/notices.atom").await.body,
        new_feed.body
    );
    assert_eq!(app.syndication.made(), made + 2);
}

#[tokio::test]
async fn a_reader_that_has_the_feed_gets_304_unknown_feeds_and_sitemap_parts_are_not_found_and_a_hostless_request_is_refused()
 {
    let app = TestApp::new();
    let first = get_here(&app, "/feeds/en/events.atom").await;
    let etag = first.header("etag").expect("an entity tag").to_owned();
    assert_eq!(first.header("cache-control"), Some("no-cache"));
    let again = app
        .request(
            Method::GET,
            "/feeds/en/events.atom",
            &[("host", HOST), ("if-none-match", &etag)],
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    // Without a host (and no --origin) there is no address to write into the links.
    for path in ["/feeds/en/events.atom", "/sitemap.xml", "/robots.txt"] {
        assert_eq!(
            app.get(path).await.status,
            StatusCode::BAD_REQUEST,
            "{path}"
        );
    }
    for unknown in [
        "/feeds/fr/events.atom",
        "/feeds/EN/events.atom",
        "/feeds/en/people.atom",
        "/feeds/en/events.rss",
        // A sitemap within the protocol's limits is one file, with no parts.
        "/sitemap-1.xml",
        "/sitemap-01.xml",
        "/sitemap-x.xml",
        "/sitemap-4294967296.xml",
    ] {
        assert_eq!(
            get_here(&app, unknown).await.status,
            StatusCode::NOT_FOUND,
            "{unknown}"
        );
    }
}

#[tokio::test]
async fn the_sitemap_lists_every_public_page_in_both_languages_and_robots_txt_names_it() {
    let app = TestApp::new();
    let answer = get_here(&app, "/sitemap.xml").await;
    assert_eq!(answer.status, StatusCode::OK);
    assert_eq!(
        answer.header("content-type"),
        Some("application/xml; charset=utf-8")
    );
    let xml = answer.text();
    let mut reader = quick_xml::Reader::from_str(&xml);
    let mut locations: Vec<String> = Vec::new();
    let mut in_loc = false;
    loop {
        match reader.read_event().expect("well-formed XML") {
            quick_xml::events::Event::Start(tag) => {
                in_loc = tag.name().as_ref() == b"loc";
                if in_loc {
                    locations.push(String::new());
                }
            }
            quick_xml::events::Event::Text(text) if in_loc => {
                let location = locations.last_mut().expect("inside a <loc>");
                location.push_str(&text.decode().unwrap());
            }
            // An address with a query writes its `&` as `&amp;`.
            quick_xml::events::Event::GeneralRef(name) if in_loc => {
                assert_eq!(name.as_ref(), b"amp", "the only entity of an address");
                locations.last_mut().expect("inside a <loc>").push('&');
            }
            quick_xml::events::Event::End(_) => in_loc = false,
            quick_xml::events::Event::Eof => break,
            _ => {}
        }
    }
    let public: Vec<&str> = wasm_core::routes::ROUTES
        .iter()
        .filter(|route| {
            // Not the search's answer, a document's page without its document, the page
            // a phone shows offline, or the pages of a subscription letter's links.
            route.layout == wasm_core::routes::Layout::Public
                && ![
                    "/search",
                    "/document",
                    "/offline",
                    "/subscribe/confirm",
                    "/subscribe/unsubscribe",
                ]
                .contains(&route.path)
        })
        .map(|route| route.path)
        .collect();
    // Then the page of each document, in both languages.
    let (documents, pages): (Vec<&String>, Vec<&String>) = locations
        .iter()
        .partition(|location| location.starts_with(&format!("{SITE}/document?")));
    assert_eq!(pages.len(), public.len() * 2);
    assert!(documents.contains(&&format!(
        "{SITE}/document?lang=hi&kind=rti&id=application-form"
    )));
    assert_eq!(documents.len() % 2, 0);
    for path in public {
        for lang in ["en", "hi"] {
            let address = format!("{SITE}{path}?lang={lang}");
            assert!(locations.contains(&address), "{address}");
        }
    }
    assert!(xml.contains(&format!(r#"hreflang="hi" href="{SITE}/rti?lang=hi""#)));
    assert!(!xml.contains("/offline"));

    let robots = get_here(&app, "/robots.txt").await;
    assert_eq!(robots.status, StatusCode::OK);
    let text = robots.text();
    assert!(text.starts_with("User-agent: *\nAllow: /\n"), "{text}");
    assert!(
        text.contains(&format!("Sitemap: {SITE}/sitemap.xml")),
        "{text}"
    );
}

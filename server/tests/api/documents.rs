//! A page per document: what the server reads from a PDF when it is uploaded (its pages), the
//! facts every item visitors get carries of its documents (`files`), the document's page
//! answered 200 while visitors see the document and 404 otherwise, and its place in the
//! sitemap and the feeds.

use axum::http::StatusCode;
use server::uploads::blank_pdf;

use crate::common::TestApp;
use crate::content::notice;
use crate::feeds::{SITE, get_here, read_feed};
use crate::forms::{signed_in, upload};
use crate::workflow::newsroom;

/// Uploads a PDF of `pages` pages as `auth` and returns its address and size.
async fn uploaded(app: &TestApp, auth: &str, pages: usize) -> (String, usize) {
    let pdf = blank_pdf(pages);
    let answer = upload(app, auth, "ward-sabha.pdf", &pdf).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.text());
    let json = answer.json();
    assert_eq!(json["pages"], pages, "the upload's answer says its pages");
    (json["url"].as_str().unwrap().to_owned(), pdf.len())
}

#[tokio::test]
async fn a_published_notice_carries_its_pdf_s_size_and_pages_and_has_its_page() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let (pdf, bytes) = uploaded(&app, &publisher, 3).await;
    let saved = app
        .as_staff(&publisher)
        .post(
            "/api/content/notices",
            &notice("Ward sabha on Sunday", &pdf),
        )
        .await;
    assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.text());
    let id = saved.json()["id"].as_str().unwrap().to_owned();

    let listed = app.get("/api/content/notices").await.json();
    let item = listed["items"]
        .as_array()
        .unwrap()
        .iter()
        .find(|item| item["id"] == id.as_str())
        .expect("the notice is listed")
        .clone();
    assert_eq!(item["files"][&pdf]["bytes"], bytes);
    assert_eq!(item["files"][&pdf]["pages"], 3);
    assert_eq!(item["files"][&pdf]["format"], "pdf");

    for lang in ["en", "hi"] {
        let page = app
            .get(&format!("/document?lang={lang}&kind=notices&id={id}"))
            .await;
        assert_eq!(page.status, StatusCode::OK, "{lang}");
    }
    for missing in [
        "/document?lang=en&kind=notices&id=no-such-notice".to_owned(),
        format!("/document?lang=en&kind=people&id={id}"),
        "/document?lang=en&kind=notices".to_owned(),
        "/document".to_owned(),
    ] {
        assert_eq!(
            app.get(&missing).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
    assert_eq!(
        app.get("/document?kind=rti&id=application-form")
            .await
            .status,
        StatusCode::OK,
        "an RTI download has its page"
    );

    // The sitemap lists its page; the feed links the page and the PDF with its size.
    let sitemap = get_here(&app, "/sitemap.xml").await.text();
    assert!(
        sitemap.contains(&format!(
            "<loc>{SITE}/document?lang=hi&amp;kind=notices&amp;id={id}</loc>"
        )),
        "{sitemap}"
    );
    let feed = read_feed(&app, "/feeds/en/notices.atom").await;
    let entry = feed
        .entries
        .iter()
        .find(|entry| entry.title.as_ref().unwrap().content == "Ward sabha on Sunday")
        .expect("the notice is in its feed");
    let link = |rel: &str| {
        entry
            .links
            .iter()
            .find(|link| link.rel.as_deref() == Some(rel))
            .unwrap_or_else(|| panic!("a {rel} link"))
    };
    assert_eq!(
        link("alternate").href,
        format!("{SITE}/document?lang=en&kind=notices&id={id}")
    );
    assert_eq!(link("enclosure").href, format!("{SITE}{pdf}"));
    assert_eq!(link("enclosure").length, Some(bytes as u64));
    assert_eq!(link("related").href, format!("{SITE}/?lang=en"));

    // A draft's document has no page until it is published.
    let (draft_pdf, _) = uploaded(&app, &editor, 1).await;
    let drafted = app
        .as_staff(&editor)
        .post("/api/content/notices", &notice("Draft notice", &draft_pdf))
        .await;
    assert_eq!(drafted.status, StatusCode::CREATED, "{}", drafted.text());
    let draft_id = drafted.json()["id"].as_str().unwrap().to_owned();
    assert_eq!(
        app.get(&format!("/document?kind=notices&id={draft_id}"))
            .await
            .status,
        StatusCode::NOT_FOUND
    );
    assert!(
        !get_here(&app, "/sitemap.xml")
            .await
            .text()
            .contains(&draft_id)
    );
}

#[tokio::test]
async fn a_pdf_the_server_cannot_read_is_kept_without_a_page_count() {
    let app = TestApp::new();
    let admin = signed_in(&app, "admin", "admin").await;
    let answer = upload(
        &app,
        &admin,
        "scan.pdf",
        b"%PDF-1.4\nnot a readable PDF\n%%EOF\n",
    )
    .await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.text());
    assert!(answer.json()["pages"].is_null());
}

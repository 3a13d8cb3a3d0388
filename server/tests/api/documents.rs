//! A page per document: what the server reads from a PDF when it is uploaded (its pages and
//! its text), the
//! facts every item visitors get carries of its documents (`files`), the document's page
//! answered 200 while visitors see the document and 404 otherwise, and its place in the
//! sitemap and the feeds.

use axum::http::StatusCode;
use serde_json::{Value, json};
use server::uploads::{blank_pdf, scanned_pdf, text_pdf};

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

/// Uploads `pdf` as `auth`; its address and what the editor is told of its text.
async fn uploaded_text(app: &TestApp, auth: &str, pdf: &[u8]) -> (String, Value) {
    let answer = upload(app, auth, "notice.pdf", pdf).await;
    assert_eq!(answer.status, StatusCode::CREATED, "{}", answer.text());
    let url = answer.json()["url"].as_str().unwrap().to_owned();
    // The answer of the upload itself stays as it was: the address and the pages.
    let mut keys: Vec<String> = answer.json().as_object().unwrap().keys().cloned().collect();
    keys.sort();
    assert_eq!(keys, ["pages", "url"]);
    let facts = app
        .as_staff(auth)
        .get(&format!("/api{}", url.replacen("/uploads/", "/upload/", 1)))
        .await;
    assert_eq!(facts.status, StatusCode::OK, "{}", facts.text());
    (url, facts.json()["text"].clone())
}

/// The three documents a clerk uploads: one typed in Kruti Dev, one in English, a scan; each
/// address, checked for what the editor is told of its text.
async fn three_documents(app: &TestApp, editor: &str) -> (String, String, String) {
    let (legacy, said) = uploaded_text(
        app,
        editor,
        &text_pdf(
            "KrutiDev010",
            &[&["uxj fuxe flaxjkSyh", "esjk xkSjo"], &["dk;Z"]],
        ),
    )
    .await;
    assert_eq!(
        said,
        json!({"source": "converted", "font": "Kruti Dev", "lang": "hi", "pagesWithText": 2, "scannedPages": 0})
    );
    let (english, said) = uploaded_text(
        app,
        editor,
        &text_pdf(
            "Helvetica",
            &[
                &["Ward sabha on Sunday at the Rampur chaupal."],
                &["Agenda"],
                &["Minutes"],
            ],
        ),
    )
    .await;
    assert_eq!(
        said,
        json!({"source": "unicode", "lang": "en", "pagesWithText": 3, "scannedPages": 0})
    );
    let (scan, said) = uploaded_text(app, editor, &scanned_pdf(2)).await;
    assert_eq!(
        said,
        json!({"source": "scanned", "pagesWithText": 0, "scannedPages": 2})
    );

    (legacy, english, scan)
}

/// Publishes a notice for each of the three documents, as `publisher`: "Nagar nigam notice",
/// "Ward sabha agenda" and "Scanned order".
async fn publish(app: &TestApp, publisher: &str, documents: [&String; 3]) {
    let titles = ["Nagar nigam notice", "Ward sabha agenda", "Scanned order"];
    for (title, pdf) in titles.into_iter().zip(documents) {
        let saved = app
            .as_staff(publisher)
            .post("/api/content/notices", &notice(title, pdf))
            .await;
        assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.text());
    }
}

/// The address of the text of `file` for visitors.
fn text_of(file: &str) -> String {
    let query = form_urlencoded::Serializer::new(String::new())
        .append_pair("file", file)
        .finish();
    format!("/api/content/document-text?{query}")
}

#[tokio::test]
async fn the_text_of_a_pdf_is_read_on_upload_and_given_to_visitors_once_they_see_it() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let (legacy, english, scan) = three_documents(&app, &editor).await;
    // A draft's document has no text for visitors; once published, it has.
    let drafted = app
        .as_staff(&editor)
        .post(
            "/api/content/notices",
            &notice("Nagar nigam notice", &legacy),
        )
        .await;
    assert_eq!(drafted.status, StatusCode::CREATED, "{}", drafted.text());
    assert_eq!(
        app.get(&text_of(&legacy)).await.status,
        StatusCode::NOT_FOUND
    );
    publish(&app, &publisher, [&legacy, &english, &scan]).await;
    let text = app.get(&text_of(&legacy)).await;
    assert_eq!(text.status, StatusCode::OK, "{}", text.text());
    assert_eq!(
        text.json(),
        json!({"text": {
            "source": "converted",
            "font": "Kruti Dev",
            "lang": "hi",
            "pages": [
                {"paragraphs": [{"text": "नगर निगम सिंगरौली मेरा गौरव", "lang": "hi"}], "scanned": false},
                {"paragraphs": [{"text": "कार्य", "lang": "hi"}], "scanned": false}
            ],
            "pagesLeftOut": 0
        }})
    );
    let scanned = app.get(&text_of(&scan)).await.json();
    assert_eq!(scanned["text"]["source"], "scanned");
    assert_eq!(scanned["text"]["pages"][1]["scanned"], true);
    // A build's document visitors see is answered too (this app's build has no files: its
    // text is null); a file nobody publishes, or none, is not.
    let built = app
        .get(&text_of("/files/notices/property-tax-rebate-2026.pdf"))
        .await;
    assert_eq!(built.status, StatusCode::OK);
    assert_eq!(built.json(), json!({"text": null}));
    for missing in ["/uploads/no-such.pdf", "/files/none.pdf", "/etc/passwd"] {
        assert_eq!(
            app.get(&text_of(missing)).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
    assert_eq!(
        app.get("/api/content/document-text").await.status,
        StatusCode::BAD_REQUEST
    );
}

#[tokio::test]
async fn the_feeds_quote_and_the_search_finds_the_text_inside_published_documents() {
    let (app, editor, publisher, _, _) = newsroom().await;
    let (legacy, english, scan) = three_documents(&app, &editor).await;
    publish(&app, &publisher, [&legacy, &english, &scan]).await;
    // The feeds quote the first lines of each document's text, or say it is a scan.
    let feed = read_feed(&app, "/feeds/en/notices.atom").await;
    let summary = |title: &str| {
        feed.entries
            .iter()
            .find(|entry| entry.title.as_ref().unwrap().content == title)
            .and_then(|entry| entry.summary.as_ref())
            .map(|summary| summary.content.clone())
            .unwrap_or_default()
    };
    assert_eq!(
        summary("Nagar nigam notice"),
        "नगर निगम सिंगरौली\nमेरा गौरव\nकार्य"
    );
    assert_eq!(
        summary("Ward sabha agenda"),
        "Ward sabha on Sunday at the Rampur chaupal.\nAgenda\nMinutes"
    );

    // The search finds each document by the words inside it, in either script, with the
    // sentence they are in as its snippet (lines of about the same length read as one).
    for (query, lang, title, snippet) in [
        (
            "gaurav",
            "en",
            "Nagar nigam notice",
            "नगर निगम सिंगरौली मेरा गौरव",
        ),
        (
            "गौरव",
            "hi",
            "Nagar nigam notice",
            "नगर निगम सिंगरौली मेरा गौरव",
        ),
        ("karya", "en", "Nagar nigam notice", "कार्य"),
        (
            "चौपाल",
            "hi",
            "Ward sabha agenda",
            "Ward sabha on Sunday at the Rampur chaupal.",
        ),
        (
            "chaupal",
            "en",
            "Ward sabha agenda",
            "Ward sabha on Sunday at the Rampur chaupal.",
        ),
    ] {
        let found = app
            .get(&format!(
                "/api/search?group=documents&lang={lang}&q={}",
                form_urlencoded::byte_serialize(query.as_bytes()).collect::<String>()
            ))
            .await
            .json();
        let items = found["documents"]["items"].as_array().unwrap();
        let item = items
            .iter()
            .find(|item| item["title"]["en"] == title)
            .unwrap_or_else(|| panic!("{query} finds {title}: {found}"));
        assert_eq!(item["snippet"], snippet, "{query}");
        let script = if snippet.is_ascii() { "en" } else { "hi" };
        assert_eq!(item["snippetLang"], script, "{query}");
    }
    assert_eq!(
        summary("Scanned order"),
        "The document is a scanned image without text: open the PDF to read it."
    );
}

//! The content API: public reads of what is live with entity tags; admins' saves with
//! wasm-core's rules per field, versions, unique fields, files that exist and files let go.

use axum::http::{Method, StatusCode};
use serde_json::{Value, json};

use crate::common::{TestApp, TestResponse};
use crate::forms::{PDF, admin_app, signed_in, upload};

pub fn notice(title: &str, pdf: &str) -> Value {
    json!({
        "title": {"en": title, "hi": "जल आपूर्ति सूचना"},
        "date": "2026-11-20",
        "pdf": pdf,
        "new": true
    })
}

pub fn ids(response: &TestResponse) -> Vec<String> {
    response.json()["items"]
        .as_array()
        .expect("items")
        .iter()
        .map(|item| item["id"].as_str().unwrap().to_owned())
        .collect()
}

#[tokio::test]
async fn a_list_is_sent_compressed_to_a_client_that_accepts_it_and_reads_the_same() {
    let app = TestApp::new();
    let plain = app.get("/api/content/people?directory=smc-employee").await;
    assert_eq!(plain.status, StatusCode::OK);
    assert_eq!(plain.header("content-encoding"), None);
    for encoding in ["br", "gzip"] {
        let packed = app
            .request(
                Method::GET,
                "/api/content/people?directory=smc-employee",
                &[("accept-encoding", encoding)],
            )
            .await;
        assert_eq!(packed.status, StatusCode::OK);
        assert_eq!(packed.header("content-encoding"), Some(encoding));
        assert_eq!(packed.header("etag"), plain.header("etag"));
        let mut body = Vec::new();
        if encoding == "br" {
            brotli::BrotliDecompress(&mut packed.body.as_slice(), &mut body).unwrap();
        } else {
            std::io::Read::read_to_end(
                &mut flate2::read::GzDecoder::new(packed.body.as_slice()),
                &mut body,
            )
            .unwrap();
        }
        assert_eq!(body, plain.body, "{encoding}");
        assert!(
            packed.body.len() * 4 < plain.body.len(),
            "{encoding}: {} of {} bytes",
            packed.body.len(),
            plain.body.len()
        );
    }
}

#[tokio::test]
async fn everyone_reads_a_kind_with_an_entity_tag_and_gets_304_when_it_has_not_changed() {
    let app = TestApp::new();
    let first = app.get("/api/content/notices").await;
    assert_eq!(first.status, StatusCode::OK);
    assert_eq!(first.header("content-type"), Some("application/json"));
    assert_eq!(first.header("cache-control"), Some("no-cache"));
    assert_eq!(ids(&first).len(), 12);
    let etag = first.header("etag").unwrap().to_owned();
    let again = app
        .request(
            Method::GET,
            "/api/content/notices",
            &[("if-none-match", &etag)],
        )
        .await;
    assert_eq!(again.status, StatusCode::NOT_MODIFIED);
    assert!(again.body.is_empty());

    let faq = app.get("/api/content/faq/faq").await;
    assert_eq!(faq.status, StatusCode::OK);
    assert_eq!(faq.json()["version"], 1);
    assert!(faq.json()["items"].is_array());
    for missing in [
        "/api/content/nothing",
        "/api/content/notices/no-such",
        "/api/content/faq/other",
    ] {
        assert_eq!(
            app.get(missing).await.status,
            StatusCode::NOT_FOUND,
            "{missing}"
        );
    }
    let corporators = app.get("/api/content/people?directory=corporator").await;
    assert_eq!(ids(&corporators).len(), 45);
    assert_eq!(
        app.get("/api/content/people?scope=all").await.status,
        StatusCode::UNAUTHORIZED,
        "everything, live or not, is for staff"
    );
}

#[tokio::test]
async fn saves_need_an_admin_session() {
    let app = TestApp::new();
    let body = notice("Water supply", "/files/notices/n01.pdf");
    let anonymous = app
        .send(
            Method::POST,
            "/api/content/notices",
            &[("content-type", "application/json")],
            body.to_string().into_bytes(),
        )
        .await;
    assert_eq!(anonymous.status, StatusCode::UNAUTHORIZED);
    let viewer = signed_in(&app, "viewer", "viewer").await;
    let refused = app
        .as_staff(&viewer)
        .post("/api/content/notices", &body)
        .await;
    assert_eq!(refused.status, StatusCode::FORBIDDEN);
    assert_eq!(ids(&app.get("/api/content/notices").await).len(), 12);
}

#[tokio::test]
async fn an_admin_adds_changes_and_removes_a_notice() {
    let (app, admin) = admin_app().await;
    let added = app
        .as_staff(&admin)
        .post(
            "/api/content/notices",
            &notice("Water supply cut on Sunday", "/files/notices/n01.pdf"),
        )
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    let item = added.json();
    assert_eq!(item["id"], "water-supply-cut-on-sunday");
    assert_eq!(item["version"], 1);
    assert_eq!(item["status"], "published");
    assert_eq!(
        added.header("location"),
        Some("/api/content/notices/water-supply-cut-on-sunday")
    );
    assert_eq!(added.header("etag"), Some("\"1\""));
    let listed = ids(&app.get("/api/content/notices").await);
    assert_eq!(listed.len(), 13);
    assert_eq!(listed[0], "water-supply-cut-on-sunday", "newest first");

    let uri = "/api/content/notices/water-supply-cut-on-sunday";
    let mut changed = item.clone();
    changed["title"]["en"] = json!("Water supply cut on Monday");
    let no_version = app.as_staff(&admin).put(uri, &changed).await;
    assert_eq!(no_version.status, StatusCode::PRECONDITION_REQUIRED);
    let saved = app.as_staff(&admin).put_from(uri, 1, &changed).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    assert_eq!(saved.json()["version"], 2);
    assert_eq!(
        saved.json()["id"],
        "water-supply-cut-on-sunday",
        "the id stays"
    );
    assert_eq!(
        app.get(uri).await.json()["title"]["en"],
        "Water supply cut on Monday"
    );

    let removed = app.as_staff(&admin).delete(uri).await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_eq!(app.get(uri).await.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_second_of_two_saves_from_the_same_version_is_refused_and_nothing_is_lost() {
    let (app, admin) = admin_app().await;
    let uri = "/api/content/faq/faq";
    let faq = app.get(uri).await.json();
    let mut first = faq.clone();
    first["help"]["phone"] = json!("7000000005");
    let mut second = faq;
    second["help"]["phone"] = json!("7000000006");
    let saved = app.as_staff(&admin).put_from(uri, 1, &first).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    let late = app.as_staff(&admin).put_from(uri, 1, &second).await;
    assert_eq!(late.status, StatusCode::PRECONDITION_FAILED);
    let error = &late.json()["error"];
    assert_eq!(error["code"], "stale_version");
    // It says who saved the version it is at, and when, so the second person can ask them.
    assert_eq!(error["version"], 2);
    assert_eq!(error["savedBy"], "admin");
    assert_eq!(error["savedAt"], saved.json()["updatedAt"]);
    // And what they saved it as, and which version visitors see: theirs.
    assert_eq!(error["savedAs"], "published");
    assert_eq!(error["onSite"]["version"], 2);
    let now = app.get(uri).await.json();
    assert_eq!(now["help"]["phone"], "7000000005");
    assert_eq!(now["version"], 2);
}

#[tokio::test]
async fn each_broken_rule_is_named_by_its_field() {
    let (app, admin) = admin_app().await;
    let cases = [
        (
            "notices",
            json!({"title": {"en": "", "hi": "x"}, "date": "2026-02-30", "pdf": "/files/a.png"}),
            vec![
                ("title.en", "required"),
                ("title.hi", "not_devanagari"),
                ("date", "invalid_date"),
                ("pdf", "invalid_file"),
            ],
        ),
        (
            "notices",
            json!({"title": {"en": "A", "hi": "क"}, "pdf": "/files/notices/n01.pdf"}),
            vec![("date", "required")],
        ),
        (
            "notices",
            json!({"title": {"en": "A", "hi": "क"}, "date": "2026-01-01", "pdf": "/files/notices/missing.pdf"}),
            vec![("pdf", "unknown_file")],
        ),
        (
            "tenders",
            json!({"no": "09/2026", "work": {"en": "Roads", "hi": "सड़क"},
            "description": {"en": "Repair", "hi": "मरम्मत"}, "pdf": "/files/notices/n01.pdf",
            "link": "http://mptenders.gov.in", "startDate": "2026-11-10", "endDate": "2026-11-01"}),
            vec![("link", "invalid_link"), ("endDate", "before_start")],
        ),
        (
            "tenders",
            json!({"no": "01/2025", "work": {"en": "Roads", "hi": "सड़क"},
            "description": {"en": "Repair", "hi": "मरम्मत"}, "pdf": "/files/notices/n01.pdf",
            "startDate": "2026-11-10", "endDate": "2026-11-20"}),
            vec![("no", "taken")],
        ),
        (
            "alerts",
            json!({"message": {"en": "Flood", "hi": "बाढ़"}, "severity": "severe",
            "from": "2026-11-24T06:00:00Z", "until": "2026-11-24T07:00:00Z"}),
            vec![("severity", "invalid")],
        ),
        (
            "people",
            json!({"directory": "corporator", "name": {"hi": "रमेश"}, "mobile": "7000000301",
            "ward": 46, "party": "xyz", "photo": "/images/events/health-camp-1.svg"}),
            vec![("ward", "unknown"), ("party", "unknown")],
        ),
        (
            "people",
            json!({"directory": "smc-officer", "name": {"hi": "रमेश"}, "mobile": "7000000301",
            "serial": 80, "designation": "commissioner"}),
            vec![("mobile", "taken")],
        ),
    ];
    for (kind, body, expected) in cases {
        let response = app
            .as_staff(&admin)
            .post(&format!("/api/content/{kind}"), &body)
            .await;
        assert_eq!(
            response.status,
            StatusCode::UNPROCESSABLE_ENTITY,
            "{kind} {body}: {}",
            response.text()
        );
        let errors = response.json()["errors"].clone();
        assert_eq!(
            errors.as_object().unwrap().len(),
            expected.len(),
            "{kind}: {errors}"
        );
        for (field, code) in expected {
            assert_eq!(errors[field][0], code, "{kind}: {errors}");
        }
    }
    assert_eq!(
        ids(&app.get("/api/content/notices").await).len(),
        12,
        "nothing saved"
    );
}

#[tokio::test]
async fn a_site_with_hundreds_of_social_links_is_refused_and_every_page_keeps_its_header() {
    let (app, admin) = admin_app().await;
    let site = app.get("/api/content/site/site").await.json();
    let version = site["version"].as_u64().unwrap();
    let with_links = |count: usize| {
        let mut huge = site.clone();
        huge["social"] = Value::Array(vec![site["social"][0].clone(); count]);
        huge
    };
    let response = app
        .as_staff(&admin)
        .put_from("/api/content/site/site", version, &with_links(500))
        .await;
    assert_eq!(
        response.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        response.text()
    );
    let errors = response.json()["errors"].clone();
    assert_eq!(errors["social"], json!(["too_many"]), "{errors}");
    assert_eq!(errors[""], json!(["too_large"]), "{errors}");
    // Thousands are not even read.
    let body = with_links(5000);
    assert!(body.to_string().len() > wasm_core::content::SAVE_BODY_MAX_BYTES);
    let response = app
        .as_staff(&admin)
        .put_from("/api/content/site/site", version, &body)
        .await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
    let kept = app.get("/api/content/site/site").await.json();
    assert_eq!(kept["version"], version, "nothing saved");
    assert_eq!(kept["social"], site["social"]);
}

#[tokio::test]
async fn fixed_kinds_and_referenced_items_cannot_be_removed() {
    let (app, admin) = admin_app().await;
    let auth = [("authorization", admin.as_str())];
    for uri in [
        "/api/content/faq/faq",
        "/api/content/departments/accounting",
    ] {
        let response = app.request(Method::DELETE, uri, &auth).await;
        assert_eq!(response.status, StatusCode::CONFLICT, "{uri}");
        assert_eq!(response.json()["error"]["code"], "fixed");
    }
    let added = app
        .as_staff(&admin)
        .post("/api/content/departments", &json!({}))
        .await;
    assert_eq!(added.status, StatusCode::CONFLICT);
    let in_use = app
        .request(
            Method::DELETE,
            "/api/content/designations/commissioner",
            &auth,
        )
        .await;
    assert_eq!(in_use.status, StatusCode::CONFLICT);
    assert_eq!(in_use.json()["error"]["code"], "in_use");
    let stale = app
        .request(
            Method::DELETE,
            "/api/content/notices/property-tax-rebate-2026",
            &[("authorization", &admin), ("if-match", "\"5\"")],
        )
        .await;
    assert_eq!(stale.status, StatusCode::PRECONDITION_FAILED);
}

#[tokio::test]
async fn an_uploaded_pdf_is_kept_while_a_revision_names_it_and_deleted_with_the_last_item() {
    let (app, admin) = admin_app().await;
    let first = upload(&app, &admin, "circular.pdf", PDF).await.json()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let second = upload(&app, &admin, "corrected.pdf", PDF).await.json()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let added = app
        .as_staff(&admin)
        .post("/api/content/notices", &notice("Ward meeting", &first))
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    let name = |url: &str| url.trim_start_matches("/uploads/").to_owned();
    assert!(app.store.upload(&name(&first)).unwrap().is_some());

    let uri = "/api/content/notices/ward-meeting";
    let mut changed = added.json();
    changed["pdf"] = json!(second);
    let saved = app.as_staff(&admin).put_from(uri, 1, &changed).await;
    assert_eq!(saved.status, StatusCode::OK, "{}", saved.text());
    assert!(
        app.store.upload(&name(&first)).unwrap().is_some(),
        "the first revision still names it: a restore needs it"
    );
    assert!(app.uploads.path_of(&name(&first)).exists());
    assert_eq!(
        app.get(&first).await.status,
        StatusCode::NOT_FOUND,
        "no published version names it: visitors cannot fetch it"
    );
    assert_eq!(app.get(&second).await.status, StatusCode::OK);

    // A second item naming the same file keeps it when the first is deleted.
    let other = app
        .as_staff(&admin)
        .post("/api/content/notices", &notice("Ward meeting 2", &second))
        .await;
    assert_eq!(other.status, StatusCode::CREATED);
    let removed = app.as_staff(&admin).delete(uri).await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_eq!(app.store.upload(&name(&first)).unwrap(), None, "released");
    assert!(
        !app.uploads.path_of(&name(&first)).exists(),
        "the file is gone"
    );
    assert!(
        app.store.upload(&name(&second)).unwrap().is_some(),
        "still named"
    );
    let removed = app
        .as_staff(&admin)
        .delete("/api/content/notices/ward-meeting-2")
        .await;
    assert_eq!(removed.status, StatusCode::NO_CONTENT);
    assert_eq!(app.store.upload(&name(&second)).unwrap(), None);
}

#[tokio::test]
async fn an_alert_is_public_only_until_its_end() {
    let (app, admin) = admin_app().await;
    let now = app.clock.now();
    let moment = |seconds: u64| {
        humantime::format_rfc3339_seconds(
            std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds),
        )
        .to_string()
    };
    let alert = json!({
        "message": {"en": "No water supply in Zone 2 today", "hi": "आज ज़ोन 2 में जल आपूर्ति नहीं"},
        "severity": "emergency",
        "until": moment(now + 600),
    });
    let added = app
        .as_staff(&admin)
        .post("/api/content/alerts", &alert)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["from"], moment(now), "from defaults to now");
    assert_eq!(ids(&app.get("/api/content/alerts").await).len(), 1);
    app.clock.advance(std::time::Duration::from_secs(601));
    assert!(ids(&app.get("/api/content/alerts").await).is_empty());
    let staff = app
        .as_staff(&admin)
        .get("/api/content/alerts?scope=all")
        .await;
    assert_eq!(ids(&staff).len(), 1, "staff still see it");
    assert_eq!(
        staff.header("cache-control"),
        Some("no-store"),
        "kept nowhere"
    );
}

#[tokio::test]
async fn an_urgent_alert_needs_only_its_message_and_severity() {
    let (app, admin) = admin_app().await;
    let now = app.clock.now();
    let moment = |seconds: u64| {
        humantime::format_rfc3339_seconds(
            std::time::UNIX_EPOCH + std::time::Duration::from_secs(seconds),
        )
        .to_string()
    };
    let alert = json!({
        "message": {"en": "Flood warning near the Rihand dam", "hi": "रिहंद बांध के पास बाढ़ की चेतावनी"},
        "severity": "emergency",
        "from": "",
    });
    let added = app
        .as_staff(&admin)
        .post("/api/content/alerts", &alert)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["from"], moment(now), "from defaults to now");
    let day = u64::try_from(wasm_core::model::alerts::SHOWN_FOR_SECONDS).unwrap();
    assert_eq!(
        added.json()["until"],
        moment(now + day),
        "until defaults to a day later"
    );
    assert_eq!(ids(&app.get("/api/content/alerts").await).len(), 1);

    // A later start: shown for a day from it.
    let later = json!({
        "message": {"en": "Water supply off tomorrow", "hi": "कल जल आपूर्ति बंद"},
        "severity": "warning",
        "from": "2031-01-31T18:30:00Z",
        "until": "",
    });
    let added = app
        .as_staff(&admin)
        .post("/api/content/alerts", &later)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["until"], "2031-02-01T18:30:00Z");

    // The first is gone a day after it was saved.
    app.clock.advance(std::time::Duration::from_secs(day + 1));
    assert!(ids(&app.get("/api/content/alerts").await).is_empty());
}

#[tokio::test]
async fn saved_texts_are_kept_in_unicode_s_composed_form() {
    let (app, admin) = admin_app().await;
    let decomposed = notice("Cafe\u{301} owners' meeting", "/files/notices/n01.pdf");
    let added = app
        .as_staff(&admin)
        .post("/api/content/notices", &decomposed)
        .await;
    assert_eq!(added.status, StatusCode::CREATED, "{}", added.text());
    assert_eq!(added.json()["title"]["en"], "Caf\u{e9} owners' meeting");
}

#[tokio::test]
async fn no_more_alerts_than_may_be_live_at_once_are_published_to_be_live_together() {
    let (app, admin) = admin_app().await;
    let editor = signed_in(&app, "clerk", "editor").await;
    let max = wasm_core::model::kinds::Kind::Alerts.live_max().unwrap();
    let alert = |from: &str, until: &str| {
        json!({"message": {"en": "Water supply cut", "hi": "जल आपूर्ति बंद"}, "severity": "warning",
            "from": from, "until": until})
    };
    let post = |auth: &str, body: Value| {
        let auth = auth.to_owned();
        let app = &app;
        async move { app.as_staff(&auth).post("/api/content/alerts", &body).await }
    };
    let soon = alert("2000-01-01T00:00:00Z", "2099-01-01T00:00:00Z");
    for _ in 0..max {
        assert_eq!(post(&admin, soon.clone()).await.status, StatusCode::CREATED);
    }
    let refused = post(&admin, soon.clone()).await;
    assert_eq!(
        refused.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        refused.text()
    );
    assert_eq!(refused.json()["errors"][""], json!(["too_many_live"]));
    // After the others have ended, one more may be live.
    let later = alert("2099-01-01T00:00:00Z", "2099-02-01T00:00:00Z");
    assert_eq!(post(&admin, later).await.status, StatusCode::CREATED);
    // A draft is not live; its approval would make it so, and is refused.
    let draft = post(&editor, soon).await;
    assert_eq!(draft.status, StatusCode::CREATED);
    let id = draft.json()["id"].as_str().unwrap().to_owned();
    let uri = format!("/api/content/alerts/{id}");
    let submitted = app
        .as_staff(&editor)
        .post(&format!("{uri}/submit"), &json!({}))
        .await;
    assert_eq!(submitted.status, StatusCode::OK, "{}", submitted.text());
    let approved = app
        .as_staff(&admin)
        .post(&format!("{uri}/approve"), &json!({}))
        .await;
    assert_eq!(
        approved.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        approved.text()
    );
    assert_eq!(approved.json()["errors"][""], json!(["too_many_live"]));
}

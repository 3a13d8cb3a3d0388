//! `POST /api/upload`, `POST /api/upload/photo`, `POST /api/hoarding` and `GET /uploads/<name>`:
//! a PDF is accepted by name and content, a photo by its bytes, each stored under a server-made
//! name and served with its type, and only a PDF's URL can become the hoarding circular. A PDF
//! made to inflate to far more than its size is refused, in the app and, posted several at
//! once, by the real binary over real sockets while it keeps serving its pages.

use std::net::TcpStream;
use std::sync::Arc;

use axum::http::{Method, StatusCode};
use serde_json::json;
use server::uploads::{Bomb, bomb_pdf};

use crate::binary::{Server, Start, exchange, get, session_token, web_dir};
use crate::common::{TestApp, TestResponse};
use crate::forms::{
    PDF, PNG, Part, admin_app, assert_nothing_written, create_event, jpeg, multipart,
    multipart_type, png_of, send_form, upload,
};

async fn save_hoarding(app: &TestApp, auth: &str, url: &str) -> TestResponse {
    app.as_staff(auth)
        .post("/api/hoarding", &json!({ "url": url }))
        .await
}

#[tokio::test]
async fn a_pdf_is_stored_under_a_new_name_and_served_inline() {
    let (app, auth) = admin_app().await;
    let response = upload(&app, &auth, "Hoarding Circular 2026.PDF", PDF).await;
    assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
    let url = response.json()["url"].as_str().unwrap().to_owned();
    let name = url.strip_prefix("/uploads/").unwrap();
    assert_eq!(name.len(), 36, "{name}");
    assert_eq!(name.rsplit('.').next(), Some("pdf"));
    assert!(!name.contains("Hoarding"), "never the client's name");

    // Until published content or a hoarding record names it, it is for staff alone.
    assert_eq!(app.get(&url).await.status, StatusCode::NOT_FOUND);
    let staff = app.as_staff(&auth).get(&url).await;
    assert_eq!(staff.status, StatusCode::OK);
    assert_eq!(staff.body, PDF);
    assert_eq!(staff.header("cache-control"), Some("private, no-store"));
    let saved = save_hoarding(&app, &auth, &url).await;
    assert_eq!(saved.status, StatusCode::CREATED, "{}", saved.text());

    let served = app.get(&url).await;
    assert_eq!(served.status, StatusCode::OK);
    assert_eq!(served.body, PDF);
    assert_eq!(served.header("content-type"), Some("application/pdf"));
    assert_eq!(served.header("x-content-type-options"), Some("nosniff"));
    assert_eq!(
        served.header("content-disposition"),
        Some("inline; filename=\"Hoarding-Circular-2026.pdf\"")
    );
    assert_eq!(
        served.header("cache-control"),
        Some("public, max-age=31536000, immutable")
    );
    let part = app
        .request(Method::GET, &url, &[("range", "bytes=0-4")])
        .await;
    assert_eq!(part.status, StatusCode::PARTIAL_CONTENT);
    assert_eq!(part.body, b"%PDF-");

    // The editor names it as it was uploaded, with its size and pages: staff alone.
    let facts_url = format!("/api/upload/{name}");
    let facts = app.as_staff(&auth).get(&facts_url).await;
    assert_eq!(facts.status, StatusCode::OK, "{}", facts.text());
    assert_eq!(facts.json()["fileName"], "Hoarding-Circular-2026.pdf");
    assert_eq!(facts.json()["bytes"], PDF.len());
    assert_eq!(facts.json()["url"], url);
    assert_eq!(app.get(&facts_url).await.status, StatusCode::UNAUTHORIZED);
    let unknown = app
        .as_staff(&auth)
        .get("/api/upload/0123456789abcdef0123456789abcdef.pdf")
        .await;
    assert_eq!(unknown.status, StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn the_saved_hoarding_record_becomes_current() {
    let (app, auth) = admin_app().await;
    let url = upload(&app, &auth, "circular.pdf", PDF).await.json()["url"]
        .as_str()
        .unwrap()
        .to_owned();
    let saved = save_hoarding(&app, &auth, &url).await;
    assert_eq!(saved.status, StatusCode::CREATED);
    assert_eq!(saved.json()["url"], url);
    assert!(saved.json()["savedAt"].as_str().unwrap().ends_with('Z'));
    let state = app.get("/api/hoarding").await.json();
    assert_eq!(state["current"]["url"], url);
    assert_eq!(
        state["history"].as_array().unwrap().len(),
        2,
        "after the built-in circular"
    );
}

#[tokio::test]
async fn only_a_pdf_this_server_issued_can_be_the_circular() {
    let (app, auth) = admin_app().await;
    let image = create_event(&app, &auth, "Camp", "शिविर", vec![("a.png", PNG.to_vec())])
        .await
        .json()["images"][0]
        .as_str()
        .unwrap()
        .to_owned();
    for url in [
        "https://evil.example/uploads/0123456789abcdef0123456789abcdef.pdf",
        "/files/hoarding/hoarding-circular-2025.pdf",
        "/uploads/0123456789abcdef0123456789abcdef.pdf",
        "/uploads/../smc.redb",
        "javascript:alert(1)",
        "",
        image.as_str(),
    ] {
        let response = save_hoarding(&app, &auth, url).await;
        assert_eq!(response.status, StatusCode::UNPROCESSABLE_ENTITY, "{url}");
        assert_eq!(response.json()["errors"]["url"], json!(["not_issued"]));
    }
    let state = app.get("/api/hoarding").await.json();
    assert_eq!(
        state["current"]["url"], "/files/hoarding/hoarding-circular-2025.pdf",
        "still the built-in circular"
    );
    assert_eq!(state["history"].as_array().unwrap().len(), 1);
}

#[tokio::test]
async fn a_pdf_must_be_named_and_made_as_one_and_fit_20_mib() {
    let (app, auth) = admin_app().await;
    let none = send_form(&app, Method::POST, "/api/upload", &auth, &[]).await;
    assert_eq!(none.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(none.json()["errors"]["file"], json!(["required"]));
    let empty = upload(&app, &auth, "empty.pdf", b"").await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    for (name, bytes, reason) in [
        ("notes.txt", PDF, "not_pdf_name"),
        (
            "circular.pdf",
            b"<html><body>not a pdf</body></html>".as_slice(),
            "not_pdf_content",
        ),
        ("circular.pdf.exe", PDF, "not_pdf_name"),
    ] {
        let response = upload(&app, &auth, name, bytes).await;
        assert_eq!(
            response.status,
            StatusCode::UNSUPPORTED_MEDIA_TYPE,
            "{name}"
        );
        // The answer says why, by wasm-core's code, after the sentence every refusal starts with.
        let error = &response.json()["error"];
        assert_eq!(error["code"], "unsupported_type", "{name}");
        assert_eq!(error["reason"], reason, "{name}");
        let message = error["message"].as_str().unwrap_or_default();
        assert!(
            message.starts_with("Please select a valid PDF file. "),
            "{message}"
        );
    }
    let mut big = PDF.to_vec();
    big.resize(20 * 1024 * 1024 + 1, b' ');
    let response = upload(&app, &auth, "big.pdf", &big).await;
    assert_eq!(response.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
    assert_eq!(app.store.upload_count().unwrap(), 0);
}

#[tokio::test]
async fn a_pdf_header_on_an_html_body_is_only_ever_served_as_a_pdf() {
    let (app, auth) = admin_app().await;
    let sneaky = b"%PDF-1.4\n<html><script>alert(document.cookie)</script></html>";
    let response = upload(&app, &auth, "sneaky.pdf", sneaky).await;
    assert_eq!(response.status, StatusCode::CREATED);
    let served = app
        .as_staff(&auth)
        .get(response.json()["url"].as_str().unwrap())
        .await;
    assert_eq!(served.header("content-type"), Some("application/pdf"));
    assert_eq!(served.header("x-content-type-options"), Some("nosniff"));
    assert!(
        served
            .header("content-disposition")
            .unwrap()
            .ends_with(".pdf\"")
    );
    assert!(served.header("content-security-policy").is_some());
}

#[tokio::test]
async fn a_repeated_file_part_or_an_unknown_field_is_a_400() {
    let (app, auth) = admin_app().await;
    let twice = send_form(
        &app,
        Method::POST,
        "/api/upload",
        &auth,
        &[
            Part::File("file", "a.pdf", PDF.to_vec()),
            Part::File("file", "b.pdf", PDF.to_vec()),
        ],
    )
    .await;
    assert_eq!(twice.status, StatusCode::BAD_REQUEST);
    let other = send_form(
        &app,
        Method::POST,
        "/api/upload",
        &auth,
        &[Part::Text("url", "/etc/passwd".into())],
    )
    .await;
    assert_eq!(other.status, StatusCode::BAD_REQUEST);
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
}

/// Uploads `bytes` as a photo named `name` as `auth`.
async fn upload_photo(app: &TestApp, auth: &str, name: &str, bytes: &[u8]) -> TestResponse {
    send_form(
        app,
        Method::POST,
        "/api/upload/photo",
        auth,
        &[Part::File("file", name, bytes.to_vec())],
    )
    .await
}

#[tokio::test]
async fn a_photo_is_stored_with_its_size_and_served_with_its_type() {
    let (app, auth) = admin_app().await;
    for (file_name, bytes, extension, media_type, width, height, offered) in [
        (
            "Ward 12 park.PNG",
            PNG.to_vec(),
            "png",
            "image/png",
            1,
            1,
            "Ward-12-park.png",
        ),
        (
            "camp.jpeg",
            jpeg(),
            "jpg",
            "image/jpeg",
            640,
            480,
            "camp.jpg",
        ),
    ] {
        let response = upload_photo(&app, &auth, file_name, &bytes).await;
        assert_eq!(response.status, StatusCode::CREATED, "{}", response.text());
        let answer = response.json();
        assert_eq!(answer["width"], width, "{file_name}");
        assert_eq!(answer["height"], height, "{file_name}");
        assert_eq!(answer.as_object().unwrap().len(), 3, "{answer}");
        let url = answer["url"].as_str().unwrap();
        let name = url.strip_prefix("/uploads/").unwrap();
        let (stem, ext) = name.split_once('.').unwrap();
        assert_eq!(stem.len(), 32, "{name}");
        assert!(stem.bytes().all(|b| b.is_ascii_hexdigit()), "{name}");
        assert_eq!(ext, extension);

        let record = app.store.upload(name).unwrap().expect("recorded");
        assert_eq!(record.media_type, media_type);
        assert_eq!(record.file_name, offered);
        assert_eq!(record.bytes, bytes.len() as u64);

        let served = app.as_staff(&auth).get(url).await;
        assert_eq!(served.status, StatusCode::OK);
        assert_eq!(served.body, bytes);
        assert_eq!(served.header("content-type"), Some(media_type));
        assert_eq!(served.header("x-content-type-options"), Some("nosniff"));
        assert_eq!(
            served.header("content-disposition"),
            Some(format!("inline; filename=\"{offered}\"").as_str())
        );
    }
    assert_eq!(app.uploads.entry_count().unwrap(), 2);
}

#[tokio::test]
async fn a_photo_needs_an_admin_session() {
    let app = TestApp::new();
    let content_type = multipart_type();
    let response = app
        .send(
            Method::POST,
            "/api/upload/photo",
            &[("content-type", &content_type)],
            multipart(&[Part::File("file", "a.png", PNG.to_vec())]),
        )
        .await;
    assert_eq!(response.status, StatusCode::UNAUTHORIZED);
    assert_eq!(app.uploads.entry_count().unwrap(), 0);
    assert_eq!(app.store.upload_count().unwrap(), 0);
}

#[tokio::test]
async fn a_photo_must_be_an_image_of_the_event_images_limits() {
    let (app, auth) = admin_app().await;
    let pdf = upload_photo(&app, &auth, "photo.png", PDF).await;
    assert_eq!(pdf.status, StatusCode::UNSUPPORTED_MEDIA_TYPE);
    assert_eq!(pdf.json()["error"]["code"], "unsupported_type");

    let mut big = PNG.to_vec();
    big.resize(5 * 1024 * 1024 + 1, 0);
    let big = upload_photo(&app, &auth, "big.png", &big).await;
    assert_eq!(big.status, StatusCode::PAYLOAD_TOO_LARGE);
    assert_eq!(big.json()["error"]["code"], "too_large");

    let huge = upload_photo(&app, &auth, "huge.png", &png_of(10_000, 10_000)).await;
    assert_eq!(huge.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(huge.json()["errors"]["file"], json!(["too_many_pixels"]));

    let empty = upload_photo(&app, &auth, "empty.png", b"").await;
    assert_eq!(empty.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(empty.json()["errors"]["file"], json!(["required"]));
    let none = send_form(&app, Method::POST, "/api/upload/photo", &auth, &[]).await;
    assert_eq!(none.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert_eq!(none.json()["errors"]["file"], json!(["required"]));

    let twice = send_form(
        &app,
        Method::POST,
        "/api/upload/photo",
        &auth,
        &[
            Part::File("file", "a.png", PNG.to_vec()),
            Part::File("file", "b.png", PNG.to_vec()),
        ],
    )
    .await;
    assert_eq!(twice.status, StatusCode::BAD_REQUEST);
    let other = send_form(
        &app,
        Method::POST,
        "/api/upload/photo",
        &auth,
        &[Part::File("images", "a.png", PNG.to_vec())],
    )
    .await;
    assert_eq!(other.status, StatusCode::BAD_REQUEST);

    assert_eq!(app.uploads.entry_count().unwrap(), 0);
    assert_eq!(app.store.upload_count().unwrap(), 0);
}

/// A PDF bomb: `streams` pages, each in an object stream that inflates to 100 MiB of zeros
/// (about 100 KiB each in the file).
fn bomb(streams: usize) -> Vec<u8> {
    bomb_pdf(Bomb {
        pages: streams,
        inflated_each: 100 * 1024 * 1024,
        pages_inside: true,
    })
}

#[tokio::test]
async fn a_pdf_bomb_is_refused_as_too_complex_and_nothing_is_kept() {
    let (app, auth) = admin_app().await;
    let response = upload(&app, &auth, "bomb.pdf", &bomb(20)).await;
    assert_eq!(
        response.status,
        StatusCode::UNPROCESSABLE_ENTITY,
        "{}",
        response.text()
    );
    assert_eq!(
        response.json(),
        json!({ "errors": { "file": ["too_complex"] } })
    );
    assert_nothing_written(&app).await;
    // A file whose bombs no page needs is read without them and kept with its pages.
    let harmless = bomb_pdf(Bomb {
        pages: 3,
        inflated_each: 100 * 1024 * 1024,
        pages_inside: false,
    });
    let kept = upload(&app, &auth, "harmless.pdf", &harmless).await;
    assert_eq!(kept.status, StatusCode::CREATED, "{}", kept.text());
    assert_eq!(kept.json()["pages"], 3);
}

const SERVER_PASSWORD: &str = "the admin password of the bomb test";

/// `POST /api/upload` of `bytes` as `bomb.pdf` with `token`: the status line and the body.
fn post_pdf(addr: &str, token: &str, bytes: &[u8]) -> (String, String) {
    let boundary = "----smc-bomb-boundary";
    let mut body = format!(
        "--{boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"bomb.pdf\"\r\n\
         Content-Type: application/pdf\r\n\r\n"
    )
    .into_bytes();
    body.extend_from_slice(bytes);
    body.extend_from_slice(format!("\r\n--{boundary}--\r\n").as_bytes());
    let mut request = format!(
        "POST /api/upload HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: multipart/form-data; boundary={boundary}\r\nContent-Length: {}\r\n\
         Connection: close\r\n\r\n",
        body.len()
    )
    .into_bytes();
    request.extend_from_slice(&body);
    let answer = exchange(TcpStream::connect(addr).unwrap(), &request);
    let status = answer.lines().next().unwrap_or_default().to_owned();
    let body = answer
        .split("\r\n\r\n")
        .nth(1)
        .unwrap_or_default()
        .to_owned();
    (status, body)
}

/// The files in the data directory's uploads folder.
fn uploaded_files(data: &std::path::Path) -> Vec<String> {
    std::fs::read_dir(data.join("uploads"))
        .map(|entries| {
            entries
                .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
                .collect()
        })
        .unwrap_or_default()
}

#[test]
fn pdf_bombs_posted_at_once_are_refused_while_the_site_answers() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let how = Start {
        env: vec![("SMC_ADMIN_PASSWORD", SERVER_PASSWORD.to_owned())],
        ..Start::default()
    };
    let server = Server::start(&data, &web, &how);
    let addr = server.addr.clone();
    let token = session_token(&addr, "admin", SERVER_PASSWORD);
    let bomb = Arc::new(bomb(20));

    let (status, body) = post_pdf(&addr, &token, &bomb);
    assert!(status.starts_with("HTTP/1.1 422"), "{status}");
    assert!(body.contains("\"too_complex\""), "{body}");
    assert_eq!(uploaded_files(&data), Vec::<String>::new());

    // Four at once, and a visitor asking for the home page all the while.
    let posting: Vec<_> = (0..4)
        .map(|_| {
            let (addr, token, bomb) = (addr.clone(), token.clone(), Arc::clone(&bomb));
            std::thread::spawn(move || post_pdf(&addr, &token, &bomb))
        })
        .collect();
    let mut pages = 0;
    loop {
        let page = get(&addr, "/");
        assert!(page.starts_with("HTTP/1.1 200"), "{page}");
        pages += 1;
        if posting.iter().all(std::thread::JoinHandle::is_finished) {
            break;
        }
    }
    assert!(pages >= 1);
    for post in posting {
        let (status, body) = post.join().unwrap();
        assert!(status.starts_with("HTTP/1.1 422"), "{status}: {body}");
        assert!(body.contains("\"too_complex\""), "{body}");
    }
    assert_eq!(uploaded_files(&data), Vec::<String>::new());
    assert!(
        server.log().contains("too complex to read"),
        "{}",
        server.log()
    );
    server.stop();
}

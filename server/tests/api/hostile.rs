//! Hostile requests, each answered with the right 4xx while the server keeps serving and
//! nothing reaches the store or the uploads folder: path tricks on `/uploads/…` and static
//! paths, files of another kind under a PDF or image name, malformed and truncated multipart,
//! repeated fields, bodies far over the limits, control and direction characters in titles,
//! hoarding URLs this server never issued, methods a path does not take, writes sent with the
//! session cookie from another origin, a planted session cookie beside the real one, log
//! forgery in a username, and a title that differs from another only in case or Unicode form.
//! The classes that need real sockets (half-sent heads, idle and trickling clients, running
//! out of descriptors, requests hyper cannot read) are in `connections.rs`.

use std::convert::Infallible;

use axum::body::{Body, Bytes};
use axum::http::{Method, Request, StatusCode};
use serde_json::json;

use crate::common::TestApp;
use crate::forms::{
    BOUNDARY, PDF, PNG, Part, assert_nothing_written, event_data, multipart, multipart_type,
    signed_in,
};

/// How a case's body is made (some are too large to build before they are needed).
enum Make {
    Empty,
    Bytes(Vec<u8>),
    /// `count` chunks of 1 MiB of spaces after `head`, streamed.
    Stream {
        head: Vec<u8>,
        count: usize,
    },
}

/// How a case is authenticated.
#[derive(Clone, Copy, PartialEq, Eq)]
enum As {
    /// `Authorization: Bearer` with the admin's token.
    Bearer,
    /// The admin's session cookie.
    Cookie,
    /// A planted session cookie first, then the admin's.
    PlantedThenCookie,
    /// No credential.
    Nobody,
}

struct Case {
    what: &'static str,
    method: Method,
    uri: String,
    content_type: Option<String>,
    signed_in: As,
    /// Headers besides the credential and the content type.
    headers: Vec<(&'static str, &'static str)>,
    body: Make,
    expect: StatusCode,
}

/// The origin the site is addressed at in these cases, and a page of another port of it.
const HOST: &str = "127.0.0.1:8080";
const OWN_ORIGIN: &str = "http://127.0.0.1:8080";
const OTHER_PORT: &str = "http://127.0.0.1:9999";

/// `case` sent with the admin's cookie and `headers`, as a browser sends it.
fn with_cookie(case: Case, signed_in: As, headers: &[(&'static str, &'static str)]) -> Case {
    Case {
        signed_in,
        headers: [("host", HOST)].iter().chain(headers).copied().collect(),
        ..case
    }
}

fn case(what: &'static str, method: Method, uri: &str, expect: StatusCode) -> Case {
    Case {
        what,
        method,
        uri: uri.to_owned(),
        content_type: None,
        signed_in: As::Bearer,
        headers: Vec::new(),
        body: Make::Empty,
        expect,
    }
}

fn form(what: &'static str, uri: &str, parts: &[Part], expect: StatusCode) -> Case {
    raw_form(what, uri, multipart(parts), expect)
}

fn raw_form(what: &'static str, uri: &str, body: Vec<u8>, expect: StatusCode) -> Case {
    Case {
        content_type: Some(multipart_type()),
        body: Make::Bytes(body),
        ..case(what, Method::POST, uri, expect)
    }
}

fn json_to(what: &'static str, uri: &str, body: Vec<u8>, expect: StatusCode) -> Case {
    Case {
        content_type: Some("application/json".into()),
        body: Make::Bytes(body),
        ..case(what, Method::POST, uri, expect)
    }
}

fn event_titled(what: &'static str, title: &str) -> Case {
    form(
        what,
        "/api/events",
        &[Part::Text("data", event_data(title, "शीर्षक"))],
        StatusCode::UNPROCESSABLE_ENTITY,
    )
}

fn image_named(what: &'static str, name: &str, bytes: &[u8], expect: StatusCode) -> Case {
    form(
        what,
        "/api/events",
        &[
            Part::Text("data", event_data("Camp", "शिविर")),
            Part::File("images", name, bytes.to_vec()),
        ],
        expect,
    )
}

fn pdf_named(what: &'static str, name: &str, bytes: &[u8]) -> Case {
    form(
        what,
        "/api/upload",
        &[Part::File("file", name, bytes.to_vec())],
        StatusCode::UNSUPPORTED_MEDIA_TYPE,
    )
}

fn hoarding(what: &'static str, url: &str) -> Case {
    json_to(
        what,
        "/api/hoarding",
        json!({ "url": url }).to_string().into_bytes(),
        StatusCode::UNPROCESSABLE_ENTITY,
    )
}

const HTML: &[u8] = b"<!doctype html><script>fetch('/api/scm-auth/me')</script>";
const SVG: &[u8] = b"<svg xmlns=\"http://www.w3.org/2000/svg\" onload=\"alert(1)\"/>";
const EXE: &[u8] = b"MZ\x90\0\x03\0\0\0\x04\0\0\0\xff\xff\0\0PE\0\0";
const ELF: &[u8] = b"\x7fELF\x02\x01\x01\0\0\0\0\0\0\0\0\0";

#[allow(clippy::too_many_lines, reason = "one table")]
fn cases() -> Vec<Case> {
    use StatusCode as S;
    let issued_shape = "/uploads/0123456789abcdef0123456789abcdef.pdf";
    let file_part = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"big.pdf\"\r\n\r\n%PDF-1.4\n"
    );
    let image_part = format!(
        "--{BOUNDARY}\r\nContent-Disposition: form-data; name=\"images\"; filename=\"big.png\"\r\n\r\n"
    );
    let mut image_head = image_part.into_bytes();
    image_head.extend(PNG);
    let repeated_data: Vec<Part> = (0..10_000)
        .map(|_| Part::Text("data", "{}".into()))
        .collect();
    let repeated_images: Vec<Part> = std::iter::once(Part::Text("data", event_data("Many", "अनेक")))
        .chain((0..10_000).map(|_| Part::File("images", "a.png", PNG.to_vec())))
        .collect();
    let mut truncated = multipart(&[
        Part::Text("data", event_data("Cut", "कटा")),
        Part::File("images", "a.png", PNG.to_vec()),
    ]);
    truncated.truncate(truncated.len() - 40);
    let nested = format!("{}{}", "[".repeat(2000), "]".repeat(2000));
    vec![
        // Paths.
        case(
            "dot segments under /uploads",
            Method::GET,
            "/uploads/../smc.redb",
            S::NOT_FOUND,
        ),
        case(
            "encoded slash",
            Method::GET,
            "/uploads/..%2fsmc.redb",
            S::NOT_FOUND,
        ),
        case(
            "double-encoded slash",
            Method::GET,
            "/uploads/..%252fsmc.redb",
            S::NOT_FOUND,
        ),
        case(
            "encoded backslash",
            Method::GET,
            "/uploads/..%5csmc.redb",
            S::NOT_FOUND,
        ),
        case(
            "NUL in a name",
            Method::GET,
            "/uploads/x%00.pdf",
            S::NOT_FOUND,
        ),
        case(
            "NUL before an extension",
            Method::GET,
            &format!("{issued_shape}%00.html"),
            S::NOT_FOUND,
        ),
        case(
            "a name never issued",
            Method::GET,
            issued_shape,
            S::NOT_FOUND,
        ),
        case(
            "an unfinished upload",
            Method::GET,
            "/uploads/.incoming-0123456789abcdef",
            S::NOT_FOUND,
        ),
        case("the store file", Method::GET, "/smc.redb", S::NOT_FOUND),
        case(
            "traversal under /assets",
            Method::GET,
            "/assets/..%2f..%2fCargo.toml",
            S::NOT_FOUND,
        ),
        case(
            "encoded dots at the root",
            Method::GET,
            "/%2e%2e/%2e%2e/etc/passwd",
            S::NOT_FOUND,
        ),
        case(
            "backslashes under /images",
            Method::GET,
            "/images/..%5c..%5cuploads%5cx.pdf",
            S::NOT_FOUND,
        ),
        // Files of another kind under an accepted name.
        pdf_named("HTML renamed .pdf", "circular.pdf", HTML),
        pdf_named("SVG renamed .pdf", "circular.pdf", SVG),
        pdf_named("an executable renamed .pdf", "setup.pdf", EXE),
        pdf_named("a PDF named .html", "circular.html", PDF),
        pdf_named("a double extension", "circular.pdf.exe", PDF),
        pdf_named("a PDF name without a file name", "", PDF),
        image_named(
            "HTML renamed .png",
            "photo.png",
            HTML,
            S::UNSUPPORTED_MEDIA_TYPE,
        ),
        image_named(
            "SVG renamed .png",
            "photo.png",
            SVG,
            S::UNSUPPORTED_MEDIA_TYPE,
        ),
        image_named(
            "an executable renamed .jpg",
            "photo.jpg",
            ELF,
            S::UNSUPPORTED_MEDIA_TYPE,
        ),
        image_named(
            "a PDF renamed .png",
            "photo.png",
            PDF,
            S::UNSUPPORTED_MEDIA_TYPE,
        ),
        image_named(
            "a truncated PNG header",
            "photo.png",
            &PNG[..20],
            S::UNSUPPORTED_MEDIA_TYPE,
        ),
        image_named(
            "a decompression bomb",
            "bomb.png",
            &crate::forms::png_of(30_000, 30_000),
            S::UNPROCESSABLE_ENTITY,
        ),
        // Broken forms.
        Case {
            content_type: Some("multipart/form-data".into()),
            body: Make::Bytes(multipart(&[Part::Text("data", "{}".into())])),
            ..case(
                "multipart without a boundary",
                Method::POST,
                "/api/events",
                S::BAD_REQUEST,
            )
        },
        raw_form("a truncated body", "/api/events", truncated, S::BAD_REQUEST),
        raw_form(
            "garbage instead of parts",
            "/api/events",
            b"\x00\x01garbage\xff".to_vec(),
            S::BAD_REQUEST,
        ),
        json_to(
            "JSON instead of a form",
            "/api/events",
            br#"{"title": "x"}"#.to_vec(),
            S::BAD_REQUEST,
        ),
        form(
            "data that is not JSON",
            "/api/events",
            &[Part::Text("data", "<xml/>".into())],
            S::BAD_REQUEST,
        ),
        form(
            "data repeated 10,000 times",
            "/api/events",
            &repeated_data,
            S::BAD_REQUEST,
        ),
        form(
            "images repeated 10,000 times",
            "/api/events",
            &repeated_images,
            S::UNPROCESSABLE_ENTITY,
        ),
        form(
            "an unknown field",
            "/api/events",
            &[Part::Text("admin", "true".into())],
            S::BAD_REQUEST,
        ),
        form(
            "a data part of 1 MB",
            "/api/events",
            &[Part::Text("data", format!("\"{}\"", "x".repeat(1 << 20)))],
            S::PAYLOAD_TOO_LARGE,
        ),
        Case {
            content_type: Some(multipart_type()),
            body: Make::Stream {
                head: file_part.into_bytes(),
                count: 100,
            },
            ..case(
                "a 100 MB upload",
                Method::POST,
                "/api/upload",
                S::PAYLOAD_TOO_LARGE,
            )
        },
        Case {
            content_type: Some(multipart_type()),
            body: Make::Stream {
                head: image_head,
                count: 100,
            },
            ..case(
                "a 100 MB event",
                Method::POST,
                "/api/events",
                S::PAYLOAD_TOO_LARGE,
            )
        },
        json_to(
            "huge JSON to the hoarding record",
            "/api/hoarding",
            format!("{{\"url\": \"{}\"}}", "a".repeat(1 << 20)).into_bytes(),
            S::PAYLOAD_TOO_LARGE,
        ),
        json_to(
            "huge JSON to the login",
            "/api/scm-auth/login",
            format!("{{\"username\": \"{}\"}}", "a".repeat(4 << 20)).into_bytes(),
            S::PAYLOAD_TOO_LARGE,
        ),
        json_to(
            "deeply nested JSON",
            "/api/hoarding",
            nested.into_bytes(),
            S::BAD_REQUEST,
        ),
        // Titles.
        event_titled("a right-to-left override in a title", "Camp\u{202E}gnp.exe"),
        event_titled("an isolate in a title", "Camp\u{2067}x\u{2069}"),
        event_titled("NUL in a title", "Camp\u{0}"),
        event_titled("a terminal escape in a title", "\u{1b}[31mCamp"),
        event_titled("a line break in a title", "Camp\r\nSet-Cookie: x=1"),
        event_titled("a byte-order mark in a title", "\u{FEFF}Camp"),
        // Hoarding records.
        hoarding("another site's URL", "https://evil.example/x.pdf"),
        hoarding("a protocol-relative URL", "//evil.example/uploads/x.pdf"),
        hoarding(
            "a built-in file",
            "/files/hoarding/hoarding-circular-2025.pdf",
        ),
        hoarding("a script URL", "javascript:alert(1)"),
        hoarding("traversal in the URL", "/uploads/../smc.redb"),
        hoarding("an upload name never issued", issued_shape),
        // Methods.
        case(
            "GET of the upload call",
            Method::GET,
            "/api/upload",
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "PUT without by-title",
            Method::PUT,
            "/api/events",
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "DELETE of every event",
            Method::DELETE,
            "/api/events",
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "PATCH by title",
            Method::PATCH,
            "/api/events/by-title?title=x",
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "POST by title",
            Method::POST,
            "/api/events/by-title?title=x",
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "DELETE of the hoarding record",
            Method::DELETE,
            "/api/hoarding",
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "POST to an uploaded file",
            Method::POST,
            issued_shape,
            S::METHOD_NOT_ALLOWED,
        ),
        case(
            "DELETE without a title",
            Method::DELETE,
            "/api/events/by-title",
            S::BAD_REQUEST,
        ),
        Case {
            signed_in: As::Nobody,
            ..case(
                "a write without a session",
                Method::DELETE,
                "/api/events/by-title?title=x",
                S::UNAUTHORIZED,
            )
        },
        // Writes with the cookie from a page of another origin.
        with_cookie(
            form(
                "an event form from another port of the host",
                "/api/events",
                &[Part::Text("data", event_data("Camp", "शिविर"))],
                S::FORBIDDEN,
            ),
            As::Cookie,
            &[("origin", OTHER_PORT)],
        ),
        with_cookie(
            pdf_named("a PDF from a sandboxed frame", "c.pdf", PDF),
            As::Cookie,
            &[("origin", "null")],
        )
        .expecting(S::FORBIDDEN),
        with_cookie(
            case(
                "a delete from a same-site page, without Origin",
                Method::DELETE,
                "/api/events/by-title?title=Health%20Camp",
                S::FORBIDDEN,
            ),
            As::Cookie,
            &[("sec-fetch-site", "same-site")],
        ),
        with_cookie(
            hoarding("a hoarding record with no sign of where it came from", issued_shape)
                .expecting(S::FORBIDDEN),
            As::Cookie,
            &[],
        ),
        with_cookie(
            json_to(
                "a sign-in posted by another site",
                "/api/scm-auth/login",
                json!({ "username": "admin", "password": "whatever it is" })
                    .to_string()
                    .into_bytes(),
                S::FORBIDDEN,
            ),
            As::Nobody,
            &[("origin", "https://evil.example")],
        ),
        with_cookie(
            case(
                "a logout from another port of the host",
                Method::POST,
                "/api/scm-auth/logout",
                S::FORBIDDEN,
            ),
            As::Cookie,
            &[("origin", OTHER_PORT)],
        ),
        // A planted cookie does not hide the real one: the form reaches the title rules.
        with_cookie(
            event_titled("a planted session cookie before the real one", "Camp\u{0}"),
            As::PlantedThenCookie,
            &[("origin", OWN_ORIGIN)],
        ),
        // A username that would forge a log line is an ordinary wrong username.
        Case {
            signed_in: As::Nobody,
            ..json_to(
                "a line break and a terminal escape in a username",
                "/api/scm-auth/login",
                json!({ "username": "x\n2026-11-24T10:00:00Z INFO signed in\u{1b}[2J", "password": "whatever it is" })
                    .to_string()
                    .into_bytes(),
                S::UNAUTHORIZED,
            )
        },
        // Titles that are another's in other capitals or another Unicode form.
        form(
            "a built-in title in capitals",
            "/api/events",
            &[Part::Text("data", event_data("HEALTH  CAMP", "नया शिविर"))],
            S::CONFLICT,
        ),
        form(
            "a built-in Hindi title with extra spaces",
            "/api/events",
            &[Part::Text("data", event_data("A new camp", " स्वास्थ्य   शिविर "))],
            S::CONFLICT,
        ),
    ]
}

impl Case {
    fn expecting(self, expect: StatusCode) -> Self {
        Self { expect, ..self }
    }
}

fn body_of(make: Make) -> Body {
    match make {
        Make::Empty => Body::empty(),
        Make::Bytes(bytes) => Body::from(bytes),
        Make::Stream { head, count } => {
            let chunks = std::iter::once(Bytes::from(head))
                .chain((0..count).map(|_| Bytes::from(vec![b' '; 1 << 20])))
                .map(Ok::<_, Infallible>);
            Body::from_stream(futures_util::stream::iter(chunks))
        }
    }
}

#[tokio::test]
async fn hostile_requests_get_a_4xx_and_change_nothing() {
    let app = TestApp::new();
    let auth = signed_in(&app, "admin", "admin").await;
    let cases = cases();
    assert!(cases.len() >= 69, "{} cases", cases.len());
    let mut wrong = Vec::new();
    for case in cases {
        let mut request = Request::builder().method(case.method).uri(&case.uri);
        if let Some(content_type) = &case.content_type {
            request = request.header("content-type", content_type);
        }
        let token = auth.trim_start_matches("Bearer ");
        match case.signed_in {
            As::Bearer => request = request.header("authorization", &auth),
            As::Cookie => request = request.header("cookie", format!("smc_session={token}")),
            As::PlantedThenCookie => {
                let planted = "0".repeat(64);
                request = request.header(
                    "cookie",
                    format!("smc_session={planted}; smc_lang=hi; smc_session={token}"),
                );
            }
            As::Nobody => {}
        }
        for (name, value) in &case.headers {
            request = request.header(*name, *value);
        }
        let response = app.oneshot(request.body(body_of(case.body)).unwrap()).await;
        if response.status != case.expect {
            wrong.push(format!(
                "{}: {} (expected {})",
                case.what, response.status, case.expect
            ));
        }
        assert_eq!(
            app.get("/api/health").await.status,
            StatusCode::OK,
            "after {}",
            case.what
        );
    }
    assert!(wrong.is_empty(), "{wrong:#?}");
    assert_nothing_written(&app).await;
}

//! The rendering of pages with the store's content, through the real binary and a real worker
//! process (a stand-in for `web/src/render/worker.ts` that speaks the same protocol, so
//! these tests need Node but not the web build): a save answers once its pages are rendered and
//! only the pages that read what changed are rendered; a page that fails to render keeps its last
//! good version; a worker that dies is started again; an alert leaves the pages at its end
//! without any save; without Node the build's pages are served and the reason is reported; a
//! save every page shows answers once the first few are rendered, and a page asked for before its
//! turn is rendered first.

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use serde_json::{Value, json};

use crate::binary::{Server, Start, exchange, get, session_token, web_dir};

/// The stand-in worker: asks for the FAQ and the alerts as it renders, then renders `/` (saying it
/// read `notices` and `alerts`), `/faq` (`faq` and `alerts`) and four pages that read only the
/// alerts (`OTHER_PAGES`), each as one line that shows the FAQ's help phone and the live
/// alerts' ids; refuses to render a FAQ whose help text says BREAK, exits on one that says CRASH,
/// and takes 300 ms a page while an alert says SLOW.
const WORKER: &str = r#"
import { createInterface } from "node:readline";
const out = (value) => process.stdout.write(JSON.stringify(value) + "\n");
const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
const need = async (key) => {
  out({ need: key });
  return JSON.parse((await lines.next()).value).list;
};
out({ ready: true, pages: ["/", "/faq", "/rti", "/contact", "/mayor", "/chairman"] });
for (let line = await lines.next(); !line.done; line = await lines.next()) {
  const { id, pages } = JSON.parse(line.value);
  const faq = (await need("faq")).items[0];
  const live = (await need("alerts")).items;
  const alerts = live.map((alert) => alert.id).join(",");
  if (faq.help.text.en.includes("CRASH")) process.exit(3);
  if (live.some((alert) => alert.message.en.includes("SLOW"))) {
    await new Promise((done) => setTimeout(done, 300 * pages.length));
  }
  out({
    id,
    pages: pages.map(({ path, lang }) =>
      path === "/faq" && faq.help.text.en.includes("BREAK")
        ? { path, lang, error: "the FAQ cannot be rendered" }
        : {
            path,
            lang,
            html: `<html lang="${lang}"><p>rendered ${path} phone=${faq.help.phone} alerts=${alerts}</p></html>`,
            read: path === "/" ? ["alerts", "notices"] : path === "/faq" ? ["alerts", "faq"] : ["alerts"],
          },
    ),
  });
}
"#;

const PASSWORD: &str = "the first admin password";

/// The pages of the stand-in worker besides `/` and `/faq`: they read only the alerts.
const OTHER_PAGES: [&str; 4] = ["rti", "contact", "mayor", "chairman"];

/// A web build with its own rendering of both pages, what they read, and the stand-in worker.
fn build(root: &Path) -> (PathBuf, PathBuf) {
    let web = web_dir(root);
    for lang in ["en", "hi"] {
        let pages = web.join("_pages").join(lang);
        std::fs::create_dir_all(&pages).unwrap();
        std::fs::write(pages.join("index.html"), "<p>built /</p>").unwrap();
        std::fs::write(pages.join("faq.html"), "<p>built /faq</p>").unwrap();
        for page in OTHER_PAGES {
            std::fs::write(
                pages.join(format!("{page}.html")),
                format!("<p>built /{page}</p>"),
            )
            .unwrap();
        }
    }
    let mut read = json!({"/": ["alerts", "notices"], "/faq": ["alerts", "faq"]});
    for page in OTHER_PAGES {
        read[format!("/{page}")] = json!(["alerts"]);
    }
    let reads = json!({"en": read, "hi": read});
    std::fs::write(web.join("_pages").join("reads.json"), reads.to_string()).unwrap();
    let worker = root.join("worker.mjs");
    std::fs::write(&worker, WORKER).unwrap();
    (web, worker)
}

fn start(root: &Path, node: &str) -> Server {
    let (web, worker) = build(root);
    let how = Start {
        env: vec![
            ("SMC_ADMIN_PASSWORD", PASSWORD.to_owned()),
            ("SMC_RENDER_WORKER", worker.display().to_string()),
            ("SMC_NODE", node.to_owned()),
            ("RUST_LOG", "info".to_owned()),
        ],
        ..Start::default()
    };
    Server::start(&root.join("data"), &web, &how)
}

/// A request with a JSON body and the admin's token; the whole answer.
fn send(addr: &str, method: &str, path: &str, token: &str, headers: &str, body: &Value) -> String {
    let body = body.to_string();
    let request = format!(
        "{method} {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Content-Type: application/json\r\n{headers}Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    )
}

fn token(addr: &str) -> String {
    session_token(addr, "admin", PASSWORD)
}

fn body(answer: &str) -> &str {
    answer.split("\r\n\r\n").nth(1).unwrap_or_default()
}

fn header<'a>(answer: &'a str, name: &str) -> Option<&'a str> {
    answer
        .split("\r\n\r\n")
        .next()?
        .lines()
        .find_map(|line| line.strip_prefix(&format!("{name}: ")))
}

/// Saves the FAQ with `phone` as its help phone and `text` as its help text; the answer.
fn save_faq(addr: &str, token: &str, phone: &str, text: &str) -> String {
    let mut faq: Value = serde_json::from_str(body(&get(addr, "/api/content/faq/faq"))).unwrap();
    let version = faq["version"].as_u64().unwrap();
    faq["help"]["phone"] = json!(phone);
    faq["help"]["text"]["en"] = json!(text);
    let if_match = format!("If-Match: \"{version}\"\r\n");
    send(addr, "PUT", "/api/content/faq/faq", token, &if_match, &faq)
}

fn page(addr: &str, path: &str) -> String {
    body(&get(addr, &format!("{path}?lang=en"))).to_owned()
}

#[test]
fn a_save_answers_once_its_pages_are_rendered_and_only_those_pages_are_rendered() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    // The store is as the build's seed: the build's pages are sent, nothing is rendered.
    assert_eq!(page(&server.addr, "/faq"), "<p>built /faq</p>");
    let token = token(&server.addr);
    let saved = save_faq(&server.addr, &token, "7000000005", "Call us.");
    assert!(saved.starts_with("HTTP/1.1 200"), "{saved}");
    assert_eq!(header(&saved, "pages"), Some("rendered"));
    assert!(page(&server.addr, "/faq").contains("rendered /faq phone=7000000005"));
    let hindi = body(&get(&server.addr, "/faq?lang=hi")).to_owned();
    assert!(
        hindi.contains("<html lang=\"hi\"><p>rendered /faq"),
        "{hindi}"
    );
    assert_eq!(
        page(&server.addr, "/"),
        "<p>built /</p>",
        "the home page reads no FAQ"
    );
    let status: Value =
        serde_json::from_str(body(&get_with(&server.addr, "/api/rendering", &token))).unwrap();
    assert_eq!(status["renderedGeneration"], status["contentGeneration"]);
    assert_eq!(status["pages"], 2);
    wait_for_log(&server, "pages rendered pages=2");
}

#[test]
fn a_save_that_changes_nothing_visitors_see_answers_rendered_without_rendering() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    let token = token(&server.addr);
    assert!(save_faq(&server.addr, &token, "7000000005", "Call us.").starts_with("HTTP/1.1 200"));
    // An alert that starts next week: saved and published, but nothing shown changes yet.
    let alert = json!({
        "message": {"en": "Water cut next week", "hi": "अगले सप्ताह पानी बंद"},
        "severity": "info",
        "from": "2099-01-01T00:00:00Z",
        "until": "2099-01-02T00:00:00Z",
    });
    let saved = send(
        &server.addr,
        "POST",
        "/api/content/alerts",
        &token,
        "",
        &alert,
    );
    assert!(saved.starts_with("HTTP/1.1 201"), "{saved}");
    assert_eq!(
        header(&saved, "pages"),
        Some("rendered"),
        "the pages show it as it is"
    );
    let status: Value =
        serde_json::from_str(body(&get_with(&server.addr, "/api/rendering", &token))).unwrap();
    assert_eq!(status["renderedGeneration"], status["contentGeneration"]);
    assert!(
        !page(&server.addr, "/faq").contains("alerts=alert"),
        "not shown before its time"
    );
}

/// Waits until the server's log, read as it arrives, holds `text`.
fn wait_for_log(server: &Server, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !server.log().contains(text) {
        assert!(
            Instant::now() < deadline,
            "no {text:?} in: {}",
            server.log()
        );
        std::thread::sleep(Duration::from_millis(20));
    }
}

fn get_with(addr: &str, path: &str, token: &str) -> String {
    let request = format!(
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\nConnection: close\r\n\r\n"
    );
    exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    )
}

#[test]
fn a_page_that_fails_to_render_keeps_its_last_good_version_and_a_dead_worker_is_started_again() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    let token = token(&server.addr);
    let saved = save_faq(&server.addr, &token, "7000000005", "Call us.");
    assert_eq!(header(&saved, "pages"), Some("rendered"));

    let broken = save_faq(&server.addr, &token, "7000000006", "BREAK");
    assert!(
        broken.starts_with("HTTP/1.1 200"),
        "the save itself stands: {broken}"
    );
    assert_eq!(header(&broken, "pages"), Some("failed"));
    assert!(
        page(&server.addr, "/faq").contains("phone=7000000005"),
        "the last good page"
    );
    let status: Value =
        serde_json::from_str(body(&get_with(&server.addr, "/api/rendering", &token))).unwrap();
    assert_eq!(status["failed"][0]["path"], "/faq");
    assert_eq!(status["failed"][0]["error"], "the FAQ cannot be rendered");
    wait_for_log(&server, "a page could not be rendered");

    let crashed = save_faq(&server.addr, &token, "7000000007", "CRASH");
    assert_eq!(header(&crashed, "pages"), Some("failed"));
    assert!(page(&server.addr, "/faq").contains("phone=7000000005"));

    let mended = save_faq(&server.addr, &token, "7000000008", "Call us again.");
    assert_eq!(
        header(&mended, "pages"),
        Some("rendered"),
        "{}",
        server.log()
    );
    assert!(page(&server.addr, "/faq").contains("phone=7000000008"));
}

#[test]
fn an_alert_leaves_every_page_at_its_end_without_any_save() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    let token = token(&server.addr);
    let until = std::time::SystemTime::now() + Duration::from_secs(3);
    let alert = json!({
        "message": {"en": "No water supply today", "hi": "आज जल आपूर्ति नहीं"},
        "severity": "emergency",
        "until": humantime::format_rfc3339_seconds(until).to_string(),
    });
    let added = send(
        &server.addr,
        "POST",
        "/api/content/alerts",
        &token,
        "",
        &alert,
    );
    assert!(added.starts_with("HTTP/1.1 201"), "{added}");
    assert_eq!(header(&added, "pages"), Some("rendered"));
    for path in ["/", "/faq"] {
        assert!(
            page(&server.addr, path).contains("alerts=no-water-supply-today"),
            "{path}"
        );
    }
    let deadline = Instant::now() + Duration::from_secs(15);
    while page(&server.addr, "/").contains("no-water-supply-today") {
        assert!(
            Instant::now() < deadline,
            "the alert stayed: {}",
            server.log()
        );
        std::thread::sleep(Duration::from_millis(200));
    }
    assert!(!page(&server.addr, "/faq").contains("no-water-supply-today"));
}

#[test]
fn without_node_the_build_s_pages_are_sent_and_the_reason_is_reported() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "/nonexistent/node");
    let token = token(&server.addr);
    let saved = save_faq(&server.addr, &token, "7000000005", "Call us.");
    assert!(saved.starts_with("HTTP/1.1 200"), "{saved}");
    assert_eq!(header(&saved, "pages"), Some("failed"));
    assert_eq!(page(&server.addr, "/faq"), "<p>built /faq</p>");
    let faq: Value =
        serde_json::from_str(body(&get(&server.addr, "/api/content/faq/faq"))).unwrap();
    assert_eq!(
        faq["help"]["phone"], "7000000005",
        "the API serves the live content"
    );
    let status: Value =
        serde_json::from_str(body(&get_with(&server.addr, "/api/rendering", &token))).unwrap();
    assert!(
        status["error"]
            .as_str()
            .unwrap()
            .contains("/nonexistent/node"),
        "{status}"
    );
}

#[test]
fn a_restart_sends_the_pages_rendered_before_it_at_once_without_rendering_them_again() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    let token = token(&server.addr);
    let saved = save_faq(&server.addr, &token, "7000000005", "Call us.");
    assert_eq!(header(&saved, "pages"), Some("rendered"));
    server.stop();
    // No Node this time: what is sent was kept, not rendered.
    let again = start(root.path(), "/nonexistent/node");
    assert!(page(&again.addr, "/faq").contains("rendered /faq phone=7000000005"));
    assert_eq!(page(&again.addr, "/"), "<p>built /</p>");
    // Said at start, before the address.
    let started = again.before.join("\n");
    assert!(
        started.contains("the pages rendered before the restart are sent"),
        "{started}"
    );
}

#[test]
fn a_save_every_page_shows_answers_before_all_are_rendered_and_no_visitor_sees_one_out_of_date() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    let token = token(&server.addr);
    // An alert on every page, with a worker that takes 300 ms a page: twelve pages to render,
    // four at a time.
    let alert = slow_alert();
    let added = send(
        &server.addr,
        "POST",
        "/api/content/alerts",
        &token,
        "",
        &alert,
    );
    assert!(added.starts_with("HTTP/1.1 201"), "{added}");
    assert_eq!(header(&added, "pages"), Some("rendered"));
    let status: Value =
        serde_json::from_str(body(&get_with(&server.addr, "/api/rendering", &token))).unwrap();
    assert_ne!(
        status["renderedGeneration"], status["contentGeneration"],
        "the save answered once the first pages were rendered, before the rest: {status}"
    );
    // The last page of the pass, asked for now, is rendered first and sent with the alert.
    let last = body(&get(&server.addr, "/chairman?lang=hi")).to_owned();
    assert!(
        last.contains("rendered /chairman") && last.contains("alerts=slow-water-supply-today"),
        "{last}"
    );
    for page in ["/", "/faq", "/rti", "/contact", "/mayor"] {
        let html = body(&get(&server.addr, &format!("{page}?lang=en"))).to_owned();
        assert!(
            html.contains("alerts=slow-water-supply-today"),
            "{page}: {html}"
        );
    }
    wait_for_log(&server, "pages rendered pages=12");
}

#[test]
fn a_newer_change_cuts_a_pass_short_and_its_own_pass_renders_both() {
    let root = tempfile::tempdir().unwrap();
    let server = start(root.path(), "node");
    let token = token(&server.addr);
    let alert = slow_alert();
    let added = send(
        &server.addr,
        "POST",
        "/api/content/alerts",
        &token,
        "",
        &alert,
    );
    assert_eq!(header(&added, "pages"), Some("rendered"), "{added}");
    // Saved while the alert's pass has eight pages to go.
    let saved = save_faq(&server.addr, &token, "7000000009", "Call us.");
    assert_eq!(header(&saved, "pages"), Some("rendered"), "{saved}");
    wait_for_log(&server, "a newer change: its pass renders the rest");
    for page in ["/faq", "/chairman", "/"] {
        let html = body(&get(&server.addr, &format!("{page}?lang=hi"))).to_owned();
        assert!(
            html.contains("phone=7000000009") && html.contains("alerts=slow-water-supply-today"),
            "{page}: {html}"
        );
    }
}

/// An alert on every page for the next hour that makes the stand-in worker take 300 ms a page.
fn slow_alert() -> Value {
    let until = std::time::SystemTime::now() + Duration::from_hours(1);
    json!({
        "message": {"en": "SLOW water supply today", "hi": "आज जल आपूर्ति धीमी"},
        "severity": "info",
        "until": humantime::format_rfc3339_seconds(until).to_string(),
    })
}

//! The maintenance switch turned by `server maintenance on|off` while a real server runs: every
//! public address becomes the notice in both languages for visitors, while staff sign in and
//! keep working, and the site comes back when it is turned off.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, Instant};

use serde_json::Value;

use crate::binary::{Server, Start, body_json, get, session_token, web_dir, with_token};

const PASSWORD: &str = "the maintenance admin password";

/// `server maintenance …args` on `data`: whether it succeeded, and what it printed.
fn maintenance(data: &Path, args: &[&str]) -> (bool, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .arg("maintenance")
        .args(args)
        .env("SMC_DATA_DIR", data)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

/// The status code of `answer`.
fn status(answer: &str) -> u16 {
    answer
        .split(' ')
        .nth(1)
        .and_then(|code| code.parse().ok())
        .unwrap_or_default()
}

/// Waits, at most 5 s, until `GET path` answers `want`; the answer.
fn until(addr: &str, path: &str, want: u16) -> String {
    let deadline = Instant::now() + Duration::from_secs(5);
    loop {
        let answer = get(addr, path);
        if status(&answer) == want {
            return answer;
        }
        assert!(
            Instant::now() < deadline,
            "{path} did not become {want}: {answer}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[test]
fn maintenance_closes_the_public_site_for_visitors_while_staff_keep_working() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let how = Start {
        env: vec![("SMC_ADMIN_PASSWORD", PASSWORD.to_owned())],
        ..Start::default()
    };
    let server = Server::start(&data, &web_dir(root.path()), &how);
    let addr = server.addr.as_str();
    assert_eq!(status(&get(addr, "/api/events")), 200);

    // A notice must be given in both languages.
    let (ok, text) = maintenance(&data, &["on", "Closed for repair.", " "]);
    assert!(!ok && text.contains("Hindi"), "{text}");
    assert_eq!(
        status(&get(addr, "/api/events")),
        200,
        "nothing was switched on"
    );

    let (ok, text) = maintenance(
        &data,
        &["on", "Closed for repair <today>.", "आज मरम्मत के लिए बंद।"],
    );
    assert!(ok && text.contains("Maintenance is on"), "{text}");
    let page = until(addr, "/", 503);
    let lower = page.to_ascii_lowercase();
    assert!(lower.contains("cache-control: no-store"), "{page}");
    assert!(lower.contains("retry-after: "), "{page}");
    assert!(lower.contains("content-type: text/html"), "{page}");
    assert!(
        page.contains("<section lang=\"hi\">") && page.contains("<section lang=\"en\">"),
        "{page}"
    );
    assert!(page.contains("Closed for repair &lt;today&gt;."), "{page}");
    assert!(page.contains("आज मरम्मत के लिए बंद।"), "{page}");
    assert!(page.contains("नगर पालिक निगम सिंगरौली"), "{page}");
    for path in [
        "/notices?lang=hi",
        "/document?kind=rti&id=manual",
        "/uploads/a.pdf",
        "/sitemap.xml",
    ] {
        assert_eq!(status(&get(addr, path)), 503, "{path}");
    }
    let api = get(addr, "/api/events");
    assert_eq!(status(&api), 503);
    assert_eq!(body_json(&api)["error"]["code"], "maintenance");
    assert_eq!(
        body_json(&api)["error"]["notice"]["hi"],
        "आज मरम्मत के लिए बंद।"
    );

    // Staff sign in and work as usual.
    assert_ne!(status(&get(addr, "/admin/login")), 503);
    assert_eq!(status(&get(addr, "/api/health")), 200);
    let token = session_token(addr, "admin", PASSWORD);
    assert_eq!(
        status(&with_token(
            addr,
            "GET",
            "/api/events",
            &token,
            &Value::Null
        )),
        200
    );
    assert_eq!(
        status(&with_token(
            addr,
            "GET",
            "/api/content/notices?scope=all",
            &token,
            &Value::Null
        )),
        200
    );
    assert_ne!(
        status(&with_token(addr, "GET", "/", &token, &Value::Null)),
        503
    );

    let (ok, text) = maintenance(&data, &["off"]);
    assert!(ok && text.contains("Maintenance is off"), "{text}");
    until(addr, "/api/events", 200);
    assert_ne!(status(&get(addr, "/")), 503);
    let (ok, text) = maintenance(&data, &["off"]);
    assert!(ok && text.contains("was not on"), "{text}");
    server.stop();
}

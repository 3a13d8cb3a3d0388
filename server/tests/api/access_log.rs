//! The log of a real server process with `--log-format json`: one JSON object a line with the
//! moment in UTC and in India, and one line for every request with its id (the one its answer
//! carries), method, path without the query, status, time taken, client address and account.

use serde_json::Value;

use crate::binary::{Server, Start, connect_from, exchange, web_dir};

const PASSWORD: &str = "the logged admin password";

/// `request` (its head lines, without the blank line) from `from` to the server: the answer.
fn ask(server: &Server, from: &str, head: &str, body: &str) -> String {
    let request = format!(
        "{head}\r\nHost: {}\r\nContent-Length: {}\r\nConnection: close\r\n\r\n{body}",
        server.addr,
        body.len()
    );
    exchange(connect_from(from, &server.addr), request.as_bytes())
}

/// The value of header `name` in `answer`.
fn header<'a>(answer: &'a str, name: &str) -> Option<&'a str> {
    answer.split("\r\n\r\n").next()?.lines().find_map(|line| {
        let (key, value) = line.split_once(':')?;
        key.eq_ignore_ascii_case(name).then(|| value.trim())
    })
}

/// The access lines of the log so far.
fn access_lines(server: &Server) -> Vec<Value> {
    server
        .log()
        .lines()
        .filter(|line| line.starts_with('{'))
        .map(|line| {
            serde_json::from_str::<Value>(line).unwrap_or_else(|_| panic!("not JSON: {line}"))
        })
        .filter(|line| line["target"] == "access")
        .collect()
}

/// The access line of the request with id `id`, once written (after its answer was sent).
fn line_of(server: &Server, id: &str) -> Value {
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    loop {
        if let Some(line) = access_lines(server)
            .into_iter()
            .find(|line| line["requestId"] == id)
        {
            return line;
        }
        assert!(
            std::time::Instant::now() < deadline,
            "no line for {id}: {}",
            server.log()
        );
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
}

#[test]
fn every_request_is_one_json_line_with_its_id_client_and_account_and_no_query() {
    let root = tempfile::tempdir().unwrap();
    let how = Start {
        env: vec![
            ("SMC_LOG_FORMAT", "json".to_owned()),
            ("SMC_TRUSTED_PROXIES", "127.0.0.1".to_owned()),
            ("SMC_ADMIN_PASSWORD", PASSWORD.to_owned()),
            ("RUST_LOG", "warn,access=info".to_owned()),
        ],
        ..Start::default()
    };
    let server = Server::start(&root.path().join("data"), &web_dir(root.path()), &how);

    // Through the trusted proxy: its request id and its client are taken; the query is not
    // written.
    let answer = ask(
        &server,
        "127.0.0.1",
        "GET /api/health?q=secretwords HTTP/1.1\r\nX-Forwarded-For: 198.51.100.7\r\nX-Request-Id: nginx-42",
        "",
    );
    assert_eq!(
        header(&answer, "x-request-id"),
        Some("nginx-42"),
        "{answer}"
    );
    let line = line_of(&server, "nginx-42");
    assert_eq!(line["method"], "GET");
    assert_eq!(line["path"], "/api/health");
    assert_eq!(line["status"], 200);
    assert_eq!(line["client"], "198.51.100.7");
    assert!(line["ms"].as_f64().unwrap() >= 0.0);
    assert!(line.get("account").is_none(), "{line}");
    assert!(line["timeUtc"].as_str().unwrap().ends_with('Z'), "{line}");
    assert!(
        line["timeIndia"].as_str().unwrap().ends_with("+05:30"),
        "{line}"
    );

    // From anyone else, an id of their own is not taken, nor the address they name.
    let answer = ask(
        &server,
        "127.0.0.2",
        "GET /nowhere HTTP/1.1\r\nX-Forwarded-For: 203.0.113.1\r\nX-Request-Id: forged",
        "",
    );
    let id = header(&answer, "x-request-id").unwrap().to_owned();
    assert!(
        id.len() == 24 && id.bytes().all(|b| b.is_ascii_hexdigit()),
        "{id}"
    );
    let line = line_of(&server, &id);
    assert_eq!(line["client"], "127.0.0.2");
    assert_eq!(line["status"], 404);

    // A signed-in request names its account.
    let body = serde_json::json!({ "username": "admin", "password": PASSWORD }).to_string();
    let answer = ask(
        &server,
        "127.0.0.3",
        "POST /api/scm-auth/login HTTP/1.1\r\nContent-Type: application/json",
        &body,
    );
    let signed_in: Value = serde_json::from_str(answer.split("\r\n\r\n").nth(1).unwrap()).unwrap();
    let token = signed_in["token"].as_str().expect("signed in");
    let answer = ask(
        &server,
        "127.0.0.3",
        &format!("GET /api/scm-auth/me HTTP/1.1\r\nAuthorization: Bearer {token}"),
        "",
    );
    let line = line_of(&server, header(&answer, "x-request-id").unwrap());
    assert_eq!(line["account"], "admin", "{line}");
    assert_eq!(line["status"], 200);

    // A tracking number opens its message's answer: the log does not keep it.
    let answer = ask(
        &server,
        "127.0.0.4",
        "GET /api/feedback/SMC-7K2M-9QXD HTTP/1.1",
        "",
    );
    let line = line_of(&server, header(&answer, "x-request-id").unwrap());
    assert_eq!(line["path"], "/api/feedback/{trackingId}");

    let log = server.log();
    server.stop();
    assert!(!log.contains("secretwords"), "{log}");
    assert!(!log.contains("7K2M"), "{log}");
    assert!(!log.contains(token), "the session token is never written");
    // Every line of the log proper is JSON; only the start-up lines meant for the operator's
    // eyes (the address, the first admin's password) are plain.
    for line in log.lines().filter(|line| !line.trim().is_empty()) {
        assert!(
            serde_json::from_str::<Value>(line).is_ok()
                || line.starts_with("Singrauli Municipal Corporation website: ")
                || line.starts_with("Created the administrator account")
                || line.starts_with("It is shown only now"),
            "{line}"
        );
    }
}

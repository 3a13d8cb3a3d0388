//! The metrics of a real server process, on their own listener: what happened and how things
//! stand, in Prometheus' text format; never on the public address.

use std::net::TcpListener;

use serde_json::json;

use crate::binary::{Server, Start, body_json, get, session_token, web_dir, with_token};

/// The value of the sample `name` (with its labels, as written) in `text`.
fn sample(text: &str, name: &str) -> f64 {
    text.lines()
        .find_map(|line| line.strip_prefix(name)?.strip_prefix(' ')?.parse().ok())
        .unwrap_or_else(|| panic!("no {name} in {text}"))
}

#[test]
fn the_metrics_count_requests_sign_ins_and_say_how_the_server_stands() {
    let root = tempfile::tempdir().unwrap();
    let backups = root.path().join("backups");
    std::fs::create_dir_all(backups.join("2026-11-27T033000Z")).unwrap();
    std::fs::write(
        backups.join("2026-11-27T033000Z").join("MANIFEST.json"),
        "{}",
    )
    .unwrap();
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    let metrics = format!("127.0.0.1:{port}");
    let how = Start {
        env: vec![
            ("SMC_METRICS_LISTEN", metrics.clone()),
            ("SMC_BACKUP_DIR", backups.display().to_string()),
        ],
        ..Start::default()
    };
    let server = Server::start(&root.path().join("data"), &web_dir(root.path()), &how);
    for _ in 0..3 {
        assert!(get(&server.addr, "/api/events").starts_with("HTTP/1.1 200"));
    }
    let body = r#"{"username":"nobody","password":"not the password"}"#;
    let refused = crate::binary::exchange(
        std::net::TcpStream::connect(&server.addr).unwrap(),
        format!(
            "POST /api/scm-auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n\
             Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
            body.len()
        )
        .as_bytes(),
    );
    assert!(refused.starts_with("HTTP/1.1 401"), "{refused}");

    let answer = get(&metrics, "/metrics");
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer}");
    assert!(
        answer
            .to_ascii_lowercase()
            .contains("content-type: application/openmetrics-text"),
        "{answer}"
    );
    let text = answer.split_once("\r\n\r\n").unwrap().1;
    assert!(
        sample(text, r#"smc_http_requests_total{group="api",status="200"}"#) >= 3.0,
        "{text}"
    );
    assert!(
        sample(
            text,
            r#"smc_http_request_duration_seconds_count{group="api"}"#
        ) >= 4.0,
        "{text}"
    );
    assert!(
        (sample(text, "smc_sign_in_failures_total") - 1.0).abs() < f64::EPSILON,
        "{text}"
    );
    assert!(sample(text, "smc_connections_budget") > 0.0);
    assert!(sample(text, "smc_connections_open") >= 0.0);
    assert!(sample(text, "smc_store_bytes") > 0.0);
    assert!(sample(text, "smc_disk_free_bytes") > 0.0);
    assert!(
        sample(text, "smc_backup_last_good_timestamp_seconds") > 1.7e9,
        "{text}"
    );
    assert!((sample(text, "smc_maintenance")).abs() < f64::EPSILON);

    // The public address has no metrics.
    assert!(get(&server.addr, "/metrics").starts_with("HTTP/1.1 404"));
    server.stop();
}

/// The metrics listener's text at `addr`, once it listens (just after the server's address is
/// printed).
fn scrape(addr: &str) -> String {
    for _ in 0..50 {
        if std::net::TcpStream::connect(addr).is_ok() {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(100));
    }
    let answer = get(addr, "/metrics");
    answer.split_once("\r\n\r\n").unwrap().1.to_owned()
}

fn free_address() -> String {
    let port = TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    format!("127.0.0.1:{port}")
}

#[test]
fn citizens_messages_are_counted_received_answered_waiting_and_overdue() {
    const PASSWORD: &str = "the metrics admin password";
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let metrics = free_address();
    let start = |ahead: &str| {
        let mut env = vec![
            ("SMC_METRICS_LISTEN", metrics.clone()),
            ("SMC_ADMIN_PASSWORD", PASSWORD.to_owned()),
        ];
        if !ahead.is_empty() {
            env.push(("SMC_CLOCK_AHEAD", ahead.to_owned()));
        }
        Server::start(
            &data,
            &web,
            &Start {
                env,
                ..Start::default()
            },
        )
    };
    let server = start("");
    let mut tracking = Vec::new();
    for message in [
        "The drain in our lane is blocked.",
        "No water since Monday.",
    ] {
        let sent = with_token(
            &server.addr,
            "POST",
            "/api/feedback",
            "",
            &json!({ "category": "water", "message": message, "homepage": "", "fillMs": 20000 }),
        );
        assert!(sent.starts_with("HTTP/1.1 201"), "{sent}");
        tracking.push(body_json(&sent)["trackingId"].as_str().unwrap().to_owned());
    }
    let token = session_token(&server.addr, "admin", PASSWORD);
    let answer = |reply: &str| {
        let path = format!("/api/feedback/{}", tracking[0]);
        let answered = with_token(
            &server.addr,
            "POST",
            &path,
            &token,
            &json!({ "reply": reply }),
        );
        assert!(answered.starts_with("HTTP/1.1 200"), "{answered}");
    };
    answer("A team will clean it on Friday.");
    // A second answer is not a first answer.
    answer("The team cleaned it today.");

    let text = scrape(&metrics);
    for (name, want) in [
        ("smc_feedback_received_total", 2.0),
        ("smc_feedback_answered_total", 1.0),
        ("smc_feedback_waiting", 1.0),
        ("smc_feedback_overdue", 0.0),
    ] {
        assert!(
            (sample(&text, name) - want).abs() < f64::EPSILON,
            "{name}: {text}"
        );
    }
    server.stop();

    // Eight days on, the message nobody answered is overdue.
    let later = start("8days");
    let text = scrape(&metrics);
    assert!(
        (sample(&text, "smc_feedback_waiting") - 1.0).abs() < f64::EPSILON,
        "{text}"
    );
    assert!(
        (sample(&text, "smc_feedback_overdue") - 1.0).abs() < f64::EPSILON,
        "{text}"
    );
    later.stop();
}

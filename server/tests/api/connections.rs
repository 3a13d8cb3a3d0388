//! Slow, idle and too many connections, against the real binary over real sockets (an
//! in-memory router has no connections to hold): a half-sent request head is closed at the
//! header timeout, an idle connection at the idle timeout, a trickling body is cut off, and
//! hundreds of idle connections with few file descriptors left do not stop the site from
//! answering. hyper's own answers to requests it cannot read are checked here too.

use std::io::Write;
use std::net::TcpStream;
use std::time::{Duration, Instant};

use crate::binary::{Server, Start, closed_within, exchange, get, read_answer, web_dir};

/// A server with these settings, on a data directory of its own (kept by the returned guard).
fn server(env: &[(&'static str, &str)], descriptors: Option<u32>) -> (tempfile::TempDir, Server) {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let how = Start {
        env: env
            .iter()
            .map(|(name, value)| (*name, (*value).to_owned()))
            .collect(),
        descriptors,
        ..Start::default()
    };
    let server = Server::start(&data, &web, &how);
    (root, server)
}

fn health_request(addr: &str) -> String {
    format!("GET /api/health HTTP/1.1\r\nHost: {addr}\r\n\r\n")
}

#[test]
fn a_request_head_not_complete_within_the_header_timeout_is_closed() {
    let (_root, server) = server(&[("SMC_HEADER_TIMEOUT", "1s")], None);
    let mut half = server.connect();
    half.write_all(b"GET /api/health HTTP/1.1\r\nHost: x\r\nUser-Agent: slow")
        .unwrap();
    let sent = Instant::now();
    // A whole request on another connection is answered meanwhile.
    assert!(get(&server.addr, "/api/health").starts_with("HTTP/1.1 200"));
    let closed = closed_within(&mut half, Duration::from_secs(5)).expect("closed");
    let after = sent.elapsed();
    assert!(
        after >= Duration::from_millis(900) && after < Duration::from_millis(2500),
        "closed {after:?} after the head began ({closed:?} of waiting)"
    );
    server.stop();
}

#[test]
fn an_idle_connection_is_closed_after_the_idle_timeout_and_not_before() {
    let (_root, server) = server(
        &[("SMC_HEADER_TIMEOUT", "1s"), ("SMC_IDLE_TIMEOUT", "3s")],
        None,
    );
    let mut kept = server.connect();
    kept.write_all(health_request(&server.addr).as_bytes())
        .unwrap();
    assert!(read_answer(&mut kept).starts_with("HTTP/1.1 200"));
    // Idle for longer than the header timeout: still open, and serves the next request.
    std::thread::sleep(Duration::from_millis(1800));
    kept.write_all(health_request(&server.addr).as_bytes())
        .unwrap();
    let answered = Instant::now();
    assert!(read_answer(&mut kept).starts_with("HTTP/1.1 200"));
    let closed = closed_within(&mut kept, Duration::from_secs(8)).expect("closed when idle");
    let idle = answered.elapsed();
    assert!(
        idle >= Duration::from_millis(2800) && idle < Duration::from_millis(4500),
        "closed after {idle:?} idle ({closed:?} of waiting)"
    );
    // A connection that never sends anything is idle too.
    let mut silent = server.connect();
    let closed = closed_within(&mut silent, Duration::from_secs(8)).expect("closed");
    assert!(closed >= Duration::from_millis(2800), "{closed:?}");
    server.stop();
}

#[test]
fn a_body_that_trickles_below_the_minimum_rate_is_cut_off_with_a_408() {
    let (_root, server) = server(
        &[
            ("SMC_BODY_MIN_RATE", "1000"),
            ("SMC_BODY_RATE_WINDOW", "1s"),
        ],
        None,
    );
    let mut slow = server.connect();
    write!(
        slow,
        "POST /api/scm-auth/login HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: 4000\r\n\r\n{{\"username\": \"admin\", \"password\": \"",
        server.addr
    )
    .unwrap();
    let started = Instant::now();
    // Twenty bytes a second against a minimum of a thousand.
    let writer = {
        let mut slow = slow.try_clone().unwrap();
        std::thread::spawn(move || {
            for _ in 0..40 {
                if slow.write_all(b"xx").is_err() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(100));
            }
        })
    };
    let answer = read_answer(&mut slow);
    let took = started.elapsed();
    assert!(answer.starts_with("HTTP/1.1 408"), "{answer}");
    assert!(answer.contains("\"too_slow\""), "{answer}");
    assert!(took < Duration::from_secs(3), "{took:?}");
    assert!(closed_within(&mut slow, Duration::from_secs(3)).is_some());
    writer.join().unwrap();
    // A body sent at once is read as before (a wrong password: 401).
    let body = r#"{"username": "admin", "password": "not the password"}"#;
    let request = format!(
        "POST /api/scm-auth/login HTTP/1.1\r\nHost: {}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        server.addr,
        body.len()
    );
    let answer = exchange(server.connect(), request.as_bytes());
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    server.stop();
}

/// Opens `count` connections to `server`, every other one after a whole request (kept alive),
/// the rest without sending anything.
fn idle_crowd(server: &Server, count: usize) -> Vec<TcpStream> {
    (0..count)
        .map(|i| {
            let mut stream = server.connect();
            if i % 2 == 0 {
                stream
                    .write_all(health_request(&server.addr).as_bytes())
                    .unwrap();
            }
            stream
        })
        .collect()
}

/// `GET /api/health` on a new connection answers 200 within a few seconds.
fn health_answers(server: &Server) {
    let started = Instant::now();
    let stream = server.connect();
    stream
        .set_read_timeout(Some(Duration::from_secs(10)))
        .unwrap();
    let request = format!(
        "GET /api/health HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\r\n",
        server.addr
    );
    let answer = exchange(stream, request.as_bytes());
    assert!(answer.starts_with("HTTP/1.1 200"), "{answer:?}");
    assert!(
        started.elapsed() < Duration::from_secs(5),
        "{:?}",
        started.elapsed()
    );
}

#[test]
fn hundreds_of_idle_connections_with_few_descriptors_do_not_stop_the_site() {
    // 128 descriptors: the budget keeps connections to about 75 and closes the idle ones that
    // have waited longest when more arrive.
    let (_root, mut server) = server(&[], Some(128));
    let crowd = idle_crowd(&server, 400);
    health_answers(&server);
    assert!(server.is_running());
    drop(crowd);
    health_answers(&server);
    server.stop();
}

#[test]
fn running_out_of_descriptors_does_not_stop_the_acceptor() {
    // A budget larger than the descriptors: `accept` itself fails for want of them. The
    // acceptor closes idle connections, waits, says so once, and serves again.
    let (_root, mut server) = server(&[("SMC_MAX_CONNECTIONS", "100000")], Some(128));
    let crowd = idle_crowd(&server, 400);
    health_answers(&server);
    health_answers(&server);
    assert!(server.is_running());
    drop(crowd);
    health_answers(&server);
    let log = server.log();
    let spells = log.matches("cannot accept connections").count();
    assert!(spells >= 1, "the spell is logged: {log}");
    assert!(
        spells <= 3,
        "once per spell, not once per attempt ({spells} times): {log}"
    );
    assert!(
        !log.contains("maintenance on"),
        "a switch that cannot be read for want of descriptors stays as it was: {log}"
    );
    server.stop();
}

#[test]
fn requests_hyper_cannot_read_get_its_short_answer_and_a_closed_connection() {
    // hyper answers these itself, before any of the server's code runs: an empty body and
    // the connection closed, without the security headers (nothing in them to protect).
    let (_root, server) = server(&[], None);
    let addr = server.addr.clone();
    let long_uri = format!(
        "GET /{} HTTP/1.1\r\nHost: {addr}\r\n\r\n",
        "a".repeat(70_000)
    );
    let many_headers = format!(
        "GET / HTTP/1.1\r\nHost: {addr}\r\n{}\r\n",
        "X-Many: v\r\n".repeat(150)
    );
    let cases: [(&str, Vec<u8>, &str); 4] = [
        (
            "a malformed request line",
            b"GET / HTTP/9\r\n\r\n".to_vec(),
            "400",
        ),
        (
            "a space in the path",
            b"GET /a b HTTP/1.1\r\nHost: x\r\n\r\n".to_vec(),
            "400",
        ),
        ("a URI over 64 KB", long_uri.into_bytes(), "414"),
        ("over a hundred headers", many_headers.into_bytes(), "431"),
    ];
    for (what, request, status) in cases {
        let answer = exchange(server.connect(), &request);
        assert!(
            answer.starts_with(&format!("HTTP/1.1 {status}")),
            "{what}: {answer:?}"
        );
        assert!(
            answer.ends_with("\r\n\r\n"),
            "{what}: an empty body: {answer:?}"
        );
    }
    assert!(get(&addr, "/api/health").starts_with("HTTP/1.1 200"));
    server.stop();
}

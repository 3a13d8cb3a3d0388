//! The server binary as an operator runs it: settings from the environment, the printed
//! address, and a clean stop on SIGTERM that leaves the store ready for the next start.

use std::io::Write;
use std::path::Path;
use std::process::{Command, Stdio};

use crate::binary::{Server, Start, exchange, get, web_dir};

/// Starts the server on a free port with settings from the environment.
fn start(data: &Path, web: &Path) -> Server {
    Server::start(data, web, &Start::default())
}

/// Runs `server admin …` on `data` with `password` on standard input; the exit status and
/// what it printed.
fn admin(data: &Path, args: &[&str], password: &str) -> (bool, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_server"))
        .arg("admin")
        .args(args)
        .env("SMC_DATA_DIR", data)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the command starts");
    writeln!(child.stdin.take().unwrap(), "{password}").unwrap();
    let output = child.wait_with_output().unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned()
        + &String::from_utf8_lossy(&output.stderr);
    (output.status.success(), text)
}

#[test]
fn the_first_start_makes_an_admin_and_shows_its_password_once() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let server = start(&data, &web);
    let before = server.before.clone();
    server.stop();
    let line = before
        .iter()
        .find(|line| line.contains("with the password: "))
        .expect("the generated password is printed");
    let password = line.split("with the password: ").nth(1).unwrap().trim();
    assert_eq!(password.chars().count(), 24, "{line}");
    let server = start(&data, &web);
    let before = server.before.clone();
    server.stop();
    assert!(
        before.iter().all(|line| !line.contains("password")),
        "{before:?}"
    );
    // The printed password is the admin's: changing it needs no more than the account.
    let (ok, text) = admin(&data, &["set-password", "admin"], "a new long password");
    assert!(ok, "{text}");
}

#[test]
fn a_stop_asked_for_right_after_start_up_is_still_clean() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    for _ in 0..5 {
        start(&data, &web).stop();
    }
}

#[test]
fn admin_commands_add_accounts_and_change_passwords_by_the_shared_rules() {
    let root = tempfile::tempdir().unwrap();
    let data = root.path().join("data");
    let (ok, text) = admin(&data, &["add", "clerk"], "twelve chars");
    assert!(
        ok && text.contains("Added the admin account 'clerk'"),
        "{text}"
    );
    let (ok, text) = admin(&data, &["add", "clerk"], "twelve chars");
    assert!(!ok && text.contains("already an account"), "{text}");
    let (ok, text) = admin(&data, &["add", "Clerk2"], "twelve chars");
    assert!(!ok && text.contains("not valid"), "{text}");
    let (ok, text) = admin(&data, &["add", "typist"], "short");
    assert!(!ok && text.contains("at least 12 characters"), "{text}");
    let (ok, text) = admin(&data, &["set-password", "clerk"], "another password");
    assert!(ok && text.contains("Changed the password"), "{text}");
    let (ok, text) = admin(&data, &["set-password", "nobody"], "another password");
    assert!(!ok && text.contains("no account"), "{text}");
}

#[test]
fn serves_then_stops_cleanly_on_sigterm_and_starts_again_on_the_same_store() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    for _ in 0..2 {
        let server = start(&data, &web);
        let addr = server.addr.clone();
        assert!(addr.starts_with("127.0.0.1:"), "{addr}");
        assert!(get(&addr, "/api/health").starts_with("HTTP/1.1 200"));
        assert!(get(&addr, "/nowhere").starts_with("HTTP/1.1 404"));
        // A SIGTERM stop is a clean exit.
        server.stop();
    }
    assert!(data.join(server::store::FILE_NAME).exists());
}

#[test]
fn refuses_to_start_without_a_built_web_app() {
    let root = tempfile::tempdir().unwrap();
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["--port", "0", "--data-dir"])
        .arg(root.path().join("data"))
        .arg("--web-dir")
        .arg(root.path().join("missing"))
        .output()
        .unwrap();
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("npm run build"), "{stderr}");
}

/// `POST /api/scm-auth/login` with `username` and `password` on a new connection: the answer.
fn log_in(addr: &str, username: &str, password: &str) -> String {
    let body = serde_json::json!({ "username": username, "password": password }).to_string();
    let request = format!(
        "POST /api/scm-auth/login HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\n\
         Content-Length: {}\r\nConnection: close\r\n\r\n{body}",
        body.len()
    );
    exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    )
}

/// The session token of a successful login's answer.
fn token_of(answer: &str) -> String {
    let body = answer.split("\r\n\r\n").nth(1).unwrap_or_default();
    let json: serde_json::Value = serde_json::from_str(body).expect("a JSON answer");
    json["token"].as_str().expect("signed in").to_owned()
}

/// `GET /api/scm-auth/me` with `token`: the status line.
fn me(addr: &str, token: &str) -> String {
    let request = format!(
        "GET /api/scm-auth/me HTTP/1.1\r\nHost: {addr}\r\nAuthorization: Bearer {token}\r\n\
         Connection: close\r\n\r\n"
    );
    let answer = exchange(
        std::net::TcpStream::connect(addr).unwrap(),
        request.as_bytes(),
    );
    answer.lines().next().unwrap_or_default().to_owned()
}

const FIRST_PASSWORD: &str = "the first admin password";

/// A server whose first start made `admin` with [`FIRST_PASSWORD`].
fn start_with_admin(data: &Path, web: &Path) -> Server {
    let how = Start {
        env: vec![
            ("SMC_ADMIN_PASSWORD", FIRST_PASSWORD.to_owned()),
            ("RUST_LOG", "info".to_owned()),
        ],
        ..Start::default()
    };
    Server::start(data, web, &how)
}

#[test]
fn a_new_password_and_revoke_sessions_end_the_sessions_the_account_had() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let server = start_with_admin(&data, &web);
    let before = token_of(&log_in(&server.addr, "admin", FIRST_PASSWORD));
    assert!(me(&server.addr, &before).starts_with("HTTP/1.1 200"));
    server.stop();

    let (ok, text) = admin(&data, &["set-password", "admin"], "a second long password");
    assert!(ok && text.contains("ended its 1 session(s)"), "{text}");
    let server = start(&data, &web);
    assert!(
        me(&server.addr, &before).starts_with("HTTP/1.1 401"),
        "the old session ended with the old password"
    );
    let first = token_of(&log_in(&server.addr, "admin", "a second long password"));
    let second = token_of(&log_in(&server.addr, "admin", "a second long password"));
    server.stop();

    // revoke-sessions reads nothing: it works with standard input closed.
    let output = Command::new(env!("CARGO_BIN_EXE_server"))
        .args(["admin", "revoke-sessions", "admin"])
        .env("SMC_DATA_DIR", &data)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{output:?}");
    assert!(text.contains("Ended the 2 session(s) of 'admin'"), "{text}");
    let server = start(&data, &web);
    assert!(me(&server.addr, &first).starts_with("HTTP/1.1 401"));
    assert!(me(&server.addr, &second).starts_with("HTTP/1.1 401"));
    server.stop();
    let (ok, text) = admin(&data, &["revoke-sessions", "nobody"], "");
    assert!(!ok && text.contains("no account"), "{text}");
}

#[test]
fn a_username_cannot_forge_a_log_line_or_send_terminal_escapes() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let server = start_with_admin(&data, &web);
    let forged = "nobody\n2026-11-24T10:00:00Z  INFO login: username=\"admin\" outcome=\"signed in\"\r\u{1b}[2J\u{1b}]0;owned\u{7}";
    let answer = log_in(&server.addr, forged, "a wrong password!");
    assert!(answer.starts_with("HTTP/1.1 401"), "{answer}");
    // The attempt is logged once it has been checked.
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
    while !server.log().contains("refused") {
        assert!(std::time::Instant::now() < deadline, "{}", server.log());
        std::thread::sleep(std::time::Duration::from_millis(20));
    }
    let log = server.log();
    let refused = log.lines().find(|line| line.contains("refused")).unwrap();
    assert!(refused.contains(r"nobody\n2026-11-24"), "{refused}");
    assert!(
        log.lines()
            .all(|line| !line.starts_with("2026-11-24T10:00:00Z")),
        "a forged line: {log}"
    );
    assert!(
        !log.bytes().any(|b| b == 0x1b || b == 0x07 || b == b'\r'),
        "raw control bytes reached the log: {log:?}"
    );
    server.stop();
}

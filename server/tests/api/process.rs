//! The server binary as an operator runs it: settings from the environment, the printed
//! address, and a clean stop on SIGTERM that leaves the store ready for the next start.

use std::io::{BufRead, BufReader, Read, Write};
use std::net::TcpStream;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

fn web_dir(root: &Path) -> std::path::PathBuf {
    let dir = root.join("web");
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("index.html"), "<html lang=\"en\">").unwrap();
    std::fs::write(dir.join("index.hi.html"), "<html lang=\"hi\">").unwrap();
    dir
}

/// Starts the server on a free port with settings from the environment; returns it and
/// the address it printed.
fn start(data: &Path, web: &Path) -> (Child, String) {
    let (child, addr, _) = start_reading(data, web);
    (child, addr)
}

/// `start`, also returning the lines printed before the address.
fn start_reading(data: &Path, web: &Path) -> (Child, String, Vec<String>) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_server"))
        .env("SMC_PORT", "0")
        .env("SMC_DATA_DIR", data)
        .env("SMC_WEB_DIR", web)
        .env("RUST_LOG", "warn")
        .env_remove("SMC_ADMIN_PASSWORD")
        .stdout(Stdio::piped())
        .spawn()
        .expect("server starts");
    match read_address(child.stdout.take()) {
        Ok((addr, before)) => (child, addr, before),
        Err(before) => {
            let _ = child.kill();
            let _ = child.wait();
            panic!("the server stopped before printing its address: {before:?}");
        }
    }
}

/// The address the server prints, and the lines before it; those lines alone if it printed
/// none.
fn read_address(
    stdout: Option<std::process::ChildStdout>,
) -> Result<(String, Vec<String>), Vec<String>> {
    let mut before = Vec::new();
    let Some(stdout) = stdout else {
        return Err(before);
    };
    for line in BufReader::new(stdout).lines() {
        let Ok(line) = line else { break };
        if let Some(url) = line.split("http://").nth(1) {
            return Ok((url.trim().trim_end_matches('/').to_owned(), before));
        }
        before.push(line);
    }
    Err(before)
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

fn stop(mut server: Child) {
    let killed = Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .unwrap();
    assert!(killed.success());
    let status = wait(&mut server);
    assert!(status.success(), "{status:?}");
}

#[test]
fn the_first_start_makes_an_admin_and_shows_its_password_once() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    let (server, _, before) = start_reading(&data, &web);
    stop(server);
    let line = before
        .iter()
        .find(|line| line.contains("with the password: "))
        .expect("the generated password is printed");
    let password = line.split("with the password: ").nth(1).unwrap().trim();
    assert_eq!(password.chars().count(), 24, "{line}");
    let (server, _, before) = start_reading(&data, &web);
    stop(server);
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
        let (server, _) = start(&data, &web);
        stop(server);
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

fn get(addr: &str, path: &str) -> String {
    let mut stream = TcpStream::connect(addr).unwrap();
    write!(
        stream,
        "GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n"
    )
    .unwrap();
    let mut response = String::new();
    stream.read_to_string(&mut response).unwrap();
    response
}

fn wait(child: &mut Child) -> std::process::ExitStatus {
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        if let Some(status) = child.try_wait().unwrap() {
            return status;
        }
        assert!(Instant::now() < deadline, "the server did not stop");
        std::thread::sleep(Duration::from_millis(20));
    }
}

#[test]
fn serves_then_stops_cleanly_on_sigterm_and_starts_again_on_the_same_store() {
    let root = tempfile::tempdir().unwrap();
    let (data, web) = (root.path().join("data"), web_dir(root.path()));
    for _ in 0..2 {
        let (mut server, addr) = start(&data, &web);
        assert!(addr.starts_with("127.0.0.1:"), "{addr}");
        assert!(get(&addr, "/api/health").starts_with("HTTP/1.1 200"));
        assert!(get(&addr, "/nowhere").starts_with("HTTP/1.1 404"));
        let killed = Command::new("kill")
            .args(["-TERM", &server.id().to_string()])
            .status()
            .unwrap();
        assert!(killed.success());
        assert!(
            wait(&mut server).success(),
            "a SIGTERM stop is a clean exit"
        );
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
